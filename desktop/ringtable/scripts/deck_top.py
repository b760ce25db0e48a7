"""``put_on_deck``: "place a card ... on top of your draw deck", the counterpart of
``put_beneath_deck`` (``verbs.py``). The card goes on top of its owner's draw deck
(CR 4.1: a card always goes to its owner's piles)."""

from __future__ import annotations

from typing import Any

from .reader import Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


def _on_top(g: Game, ctx: Ctx, c: int) -> None:
    s = g.s
    owner = s.owner[c]
    s.move(c, "draw", owner, top=True)
    g.emit("on_deck", f"{g.name(c)} is placed on top of {s.players[owner]}'s draw deck",
           player=owner, cards=(c,))


@verb("put_on_deck")
def _put_on_deck(r: Reader, cost: bool) -> Step:
    return Target(r, "put_on_deck", _on_top, cost=cost,
                  prompt="choose a card to place on top of your draw deck")
