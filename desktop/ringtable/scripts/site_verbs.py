"""``replace_site``: "replace the fellowship's current site with a site from your
adventure deck" (Úlairë Nelya).

The new site takes the current site's number (and region); the old one goes back to its
owner's adventure deck, and what was played on or stacked on it moves to the new site
(CR 4.1 "site", ``engine.path.replace_site``). "You can't replace a site card with the
same site card": a copy of the current site is not offered. The choice is the one
choose step, asked only when the player has more than one site.
"""

from __future__ import annotations

from typing import Any

from ..engine import path
from .choosing import Choose, Do, program, var
from .reader import Reader
from .runtime import Step
from .verbs import verb

Game = Any
Ctx = dict[str, Any]


def _options(g: Game, ctx: Ctx) -> list[int]:
    """The player's sites that may replace the fellowship's current site."""
    s = g.s
    number = s.site[s.fp]
    there = s.path[number]
    return [c for c in path.site_options(g, ctx["p"], number)
            if there < 0 or s.defs[there] != s.defs[c]]


@verb("replace_site")
def _replace_site(r: Reader, cost: bool) -> Step:
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
