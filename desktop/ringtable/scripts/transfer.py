"""Two verbs of the fortifications (Fourth Level: "transfer this condition from your
support area to a minion skirmishing a [gondor] Man. Exhaust that minion."):

- ``transfer``: this card moves onto the chosen character (CR 4.1 "transfer": it stays
  its owner's card; what it bears is not moved). The engine's printed stats of borne
  cards then apply to the new bearer.
- ``exhaust``: the chosen character exerts until it has 1 vitality left (CR 4.1
  "exhaust"), through the "about to exert" window like ``exert``.
"""

from __future__ import annotations

from typing import Any

from ..engine import stats
from ..engine.about import replaceable
from .reader import Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


def _transfer(g: Game, ctx: Ctx, target: int) -> None:
    s = g.s
    card = ctx["src"]
    s.move(card, "attached", s.holder[card], bearer=target)
    g.emit("transferred", f"{g.name(card)} is transferred to {g.name(target)}",
           player=s.holder[card], cards=(card, target))


@verb("transfer")
def _transfer_verb(r: Reader, cost: bool) -> Step:
    return Target(r, "transfer", _transfer, cost=cost,
                  prompt="choose the character to transfer it to")


def _exhaust(g: Game, ctx: Ctx, c: int) -> None:
    times = stats.vitality_left(g, c) - 1
    if times > 0:
        replaceable(g, "exert", c, n=times)


@verb("exhaust")
def _exhaust_verb(r: Reader, cost: bool) -> Step:
    return Target(r, "exhaust", _exhaust, cost=cost, prompt="choose a character to exhaust")
