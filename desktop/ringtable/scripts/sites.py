"""``replace_site``: a site of the adventure path replaced by one of your adventure deck
(issue 18): "replace the fellowship's site with your version of the same site" (Paths
Seldom Trodden: ``with = "title"``), "spot an opponent's site to replace it with your site
of the same number" (Úlairë Nelya: ``with = "number"``). The verb's filter picks the site
replaced (never your own, and only one you have a replacement for); the old site returns
to its owner's adventure deck (``compound.return_site``, as when the next site is played
in place of an opponent's) and yours takes its place on the path.
"""

from __future__ import annotations

from typing import Any

from ..engine import path
from .compound import return_site
from .reader import Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


def _replacement(g: Game, player: int, site: int, by: str) -> int | None:
    """``player``'s adventure-deck site that may replace ``site``: the same title, or
    the printed number of its place on the path."""
    s = g.s
    n = s.path.index(site)
    for c in s.piles[player]["adventure"]:
        card = g.cards[c]
        if (by == "title" and card.title == g.cards[site].title) or \
                (by == "number" and card.site_number == n):
            return c
    return None


class _PathSites(Target):
    """A ``Target`` over every site of the adventure path (a filter in play sees only
    the fellowship's site: "spot an opponent's site" may name any of them)."""

    def cands(self, g: Game, ctx: Ctx) -> list[int]:
        return [c for c in g.s.path if c >= 0 and self.who.match(g, c, ctx)
                and (self.eligible is None or self.eligible(g, c, ctx))]

    def can(self, g: Game, ctx: Ctx) -> bool:
        return not self.checks or bool(self.cands(g, ctx))

    def can_fully(self, g: Game, ctx: Ctx) -> bool:
        return len(self.cands(g, ctx)) >= self.how_many(g, ctx)


@verb("replace_site")
def _replace_site(r: Reader, cost: bool) -> Step:
    by = r.str("with", choices=("title", "number"))

    def eligible(g: Game, c: int, ctx: Ctx) -> bool:
        s = g.s
        return s.zone[c] == "path" and s.owner[c] != ctx["p"] and \
            _replacement(g, ctx["p"], c, by) is not None

    def act(g: Game, ctx: Ctx, old: int) -> None:
        new = _replacement(g, ctx["p"], old, by)
        if new is None:
            return
        n = g.s.path.index(old)
        return_site(g, n)
        path.place(g, new, n, ctx["p"])
    return _PathSites(r, "replace_site", act, cost=cost, eligible=eligible,
                      prompt="choose the site to replace")
