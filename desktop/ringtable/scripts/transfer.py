"""Two verbs of the fortifications (Fourth Level: "transfer this condition from your
support area to a minion skirmishing a [gondor] Man. Exhaust that minion."):

- ``transfer``: this card (or, with ``card = "$x"``, a card chosen earlier) moves onto
  the chosen character (CR 4.1 "transfer": it stays its owner's card; what it bears is
  not moved). The engine's printed stats of borne
  cards then apply to the new bearer.
- ``exhaust``: the chosen character exerts until it has 1 vitality left (CR 4.1
  "exhaust"), through the "about to exert" window like ``exert``.
"""

from __future__ import annotations

from typing import Any

from ..engine import stats
from ..engine.about import replaceable
from .filters import ref_cards
from .reader import FieldError, Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


def _move_onto(g: Game, card: int, target: int) -> None:
    s = g.s
    s.move(card, "attached", s.holder[card], bearer=target)
    g.emit("transferred", f"{g.name(card)} is transferred to {g.name(target)}",
           player=s.holder[card], cards=(card, target))


@verb("transfer")
def _transfer_verb(r: Reader, cost: bool) -> Step:
    """``card = "$tip"``: the card moved is one chosen earlier (Morgul Blade: "transfer
    Blade Tip from your support area or discard pile to a companion"), not this card;
    nothing moves when that choice found none."""
    moved = r.str("card", "") or None
    if moved is not None and (not moved.startswith("$") or len(moved) < 2):
        raise FieldError(r.sub("card"), f"expected a chosen card such as '$tip', got {moved!r}")

    def act(g: Game, ctx: Ctx, target: int) -> None:
        if moved is None:
            _move_onto(g, ctx["src"], target)
            return
        for card in ref_cards(g, moved, ctx)[:1]:
            _move_onto(g, card, target)
    return Target(r, "transfer", act, cost=cost,
                  prompt="choose the character to transfer it to")


def _exhaust(g: Game, ctx: Ctx, c: int) -> None:
    times = stats.vitality_left(g, c) - 1
    if times > 0:
        replaceable(g, "exert", c, n=times)


@verb("exhaust")
def _exhaust_verb(r: Reader, cost: bool) -> Step:
    return Target(r, "exhaust", _exhaust, cost=cost, prompt="choose a character to exhaust")
