"""``replace_site``: a site of the adventure path replaced by one of your adventure deck.

Two printed forms, one verb:

* ``replace_site = "current"``: "replace the fellowship's current site with a site from
  your adventure deck" (Úlairë Nelya, 11_222): any of your sites, your choice (the one
  choose step, asked only when you have more than one); "you can't replace a site card
  with the same site card": a copy of the current site is not offered;
* ``replace_site = FILTER`` with ``with = "title"`` or ``"number"``: "replace the
  fellowship's site with your version of the same site" (Paths Seldom Trodden), "spot an
  opponent's site to replace it with your site of the same number" (Úlairë Nelya, 1_233):
  the filter picks the opponent's site replaced, only one you have a replacement for;
  ``only`` (a filter) limits the replacements: "with your marsh or underground site of
  the same number" (Dark Places, 2_55: ``only = "keyword(marsh) or keyword(underground)"``).

Either way the new site takes the old one's number (and region); the old one goes back
to its owner's adventure deck, and what was played on or stacked on it moves to the new
site (CR 4.1 "site", ``engine.path.replace_site``).
"""

from __future__ import annotations

from typing import Any

from ..engine import path, stats
from .choosing import Choose, Do, program, var
from .reader import Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


# "While you can spot an [orc] Orc, the Free Peoples player cannot replace the
# fellowship's current site" (Orkish Camp): a game-wide rule modifier
FP_CANNOT_REPLACE = "fp_cannot_replace_current_site"


def _barred(g: Game, player: int, number: int) -> bool:
    """May ``player`` not replace the site at place ``number``?"""
    return player == g.s.fp and number == g.s.site[g.s.fp] and \
        stats.rule(g, -1, FP_CANNOT_REPLACE) > 0


def _options(g: Game, ctx: Ctx) -> list[int]:
    """The player's sites that may replace the fellowship's current site."""
    s = g.s
    number = s.site[s.fp]
    if _barred(g, ctx["p"], number):
        return []
    there = s.path[number]
    return [c for c in path.site_options(g, ctx["p"], number)
            if there < 0 or s.defs[there] != s.defs[c]]


@verb("replace_site")
def _replace_site(r: Reader, cost: bool) -> Step:
    if r.has("with"):
        return _replace_spotted(r, cost)
    r.str("replace_site", choices=("current",))

    def go(g: Game, ctx: Ctx) -> None:
        chosen = var(ctx, "_site")
        if chosen:
            path.replace_site(g, chosen[0], g.s.site[g.s.fp], ctx["p"])

    steps: list[Step] = [
        Choose("_site", _options, lambda g, ctx: "Choose a site from your adventure deck "
               f"to replace the fellowship's current site (site {g.s.site[g.s.fp]})"),
        Do(go)]
    return program(r.path, steps, can=lambda g, ctx: bool(_options(g, ctx)))


def _replacement(g: Game, player: int, site: int, by: str,
                 fits: Any = None) -> int | None:
    """``player``'s adventure-deck site that may replace ``site``: the same title, or
    the printed number of its place on the path; ``fits(c)`` must hold when given."""
    s = g.s
    n = s.path.index(site)
    for c in s.piles[player]["adventure"]:
        card = g.cards[c]
        if ((by == "title" and card.title == g.cards[site].title) or
                (by == "number" and card.site_number == n)) and (fits is None or fits(c)):
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


def _replace_spotted(r: Reader, cost: bool) -> Step:
    by = r.str("with", choices=("title", "number"))
    only = r.filter("only", optional=True)

    def fits(g: Game, ctx: Ctx) -> Any:
        return None if only is None else (lambda c: only.match(g, c, ctx))

    def eligible(g: Game, c: int, ctx: Ctx) -> bool:
        s = g.s
        return s.zone[c] == "path" and s.owner[c] != ctx["p"] and \
            not _barred(g, ctx["p"], s.path.index(c)) and \
            _replacement(g, ctx["p"], c, by, fits(g, ctx)) is not None

    def act(g: Game, ctx: Ctx, old: int) -> None:
        new = _replacement(g, ctx["p"], old, by, fits(g, ctx))
        if new is not None:
            path.replace_site(g, new, g.s.path.index(old), ctx["p"])
    return _PathSites(r, "replace_site", act, cost=cost, eligible=eligible,
                      prompt="choose the site to replace")
