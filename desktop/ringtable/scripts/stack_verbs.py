"""``stack``: "stack that Orc on this card" (Gnawing, Biting, Hacking, Burning). The
chosen cards (from play, a hand or a pile) are stacked on the card ``on`` names (by
default this card): not in play, they leave with it (``engine.effects.stack``). Cards
stacked here are picked with ``from = "stacked"`` and ``on(self)`` ("Discard 2 cards
stacked here": ``{ discard = "card on(self)", from = "stacked", count = 2 }``).
"""

from __future__ import annotations

from typing import Any

from ..engine import effects
from ..engine.state import IN_PLAY
from .filters import Filter, compile_filter, ref_cards
from .reader import FieldError, Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


@verb("stack")
def _stack(r: Reader, cost: bool) -> Step:
    on: Filter = r.filter("on", optional=True) or compile_filter("self")
    if on.ref is None:
        raise FieldError(r.sub("on"), f"stack on one card named by a reference (self, "
                         f"$name), not {on.text!r}")
    ref = on.ref

    def act(g: Game, ctx: Ctx, c: int) -> None:
        hosts = [h for h in ref_cards(g, ref, ctx) if g.s.zone[h] in IN_PLAY]
        if hosts and c != hosts[0]:
            effects.stack(g, c, hosts[0])
    return Target(r, "stack", act, cost=cost, prompt="choose a card to stack")
