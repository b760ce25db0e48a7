"""Verbs for the Ring and the sites' Shadow numbers that Fellowship-block [shire] texts
ask for (issue 18, s13-shire):

- ``{ take_off_ring = true }``: "take off The One Ring" (O Elbereth! Gilthoniel!): the
  Ring-bearer of the card's player, while he wears it (``engine.ring.take_off``);
- ``{ shadow_number = -2, until = "turn" }``: "make each site's Shadow number -2 until the
  end of the turn" (Deft in Their Movements): a game-wide modifier that
  ``stats.shadow_number`` reads for every site, those played later in the turn too.

Registered beside the other verbs (``verbs.VERBS``).
"""

from __future__ import annotations

from typing import Any

from ..engine import effects, ring
from .reader import Reader
from .runtime import Step
from .verbs import Simple, verb

Game = Any
Ctx = dict[str, Any]


@verb("take_off_ring")
def _take_off(r: Reader, cost: bool) -> Step:
    r.flag("take_off_ring")

    def can(g: Game, ctx: Ctx) -> bool:
        return bool(g.s.wearing[ctx["p"]])

    return Simple(lambda g, ctx: ring.take_off(g, ctx["p"]), can)


@verb("shadow_number")
def _shadow_number(r: Reader, cost: bool) -> Step:
    v = r.value("shadow_number")
    until = r.duration() or "turn"
    return Simple(lambda g, ctx: effects.add_modifier(g, -1, "shadow_number", v(g, ctx),
                                                      until, ctx["src"]))
