"""``replace_in_skirmish``: "have him or her replace a companion in a skirmish" (Brave
and Loyal). The verb picks the character replaced (its filter); ``by`` names the one who
takes its place, a reference chosen earlier (``$h``). The engine moves the assignment
(``combat.replace_in_skirmish``)."""

from __future__ import annotations

from typing import Any

from ..engine import combat
from .filters import ref_cards
from .reader import FieldError, Reader
from .runtime import Step
from .verbs import Target, verb

Game = Any
Ctx = dict[str, Any]


@verb("replace_in_skirmish")
def _replace(r: Reader, cost: bool) -> Step:
    by = r.str("by")
    if not by.startswith("$") or len(by) < 2:
        raise FieldError(r.sub("by"), f"expected a card chosen earlier, like '$h', got {by!r}")

    def act(g: Game, ctx: Ctx, old: int) -> None:
        for new in ref_cards(g, by, ctx)[:1]:
            combat.replace_in_skirmish(g, old, new)
    return Target(r, "replace_in_skirmish", act, cost=cost,
                  prompt="choose the character to replace in a skirmish")
