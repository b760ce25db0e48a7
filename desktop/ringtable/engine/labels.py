"""Words for actions: what a button, a menu entry or a bot trace should say.

The UI highlights from ``legal_actions()`` and needs a label per option ("Play Armor on
Aragorn"); keeping the wording here means every front end says the same thing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .values import Action

if TYPE_CHECKING:
    from .game import Game

_SIMPLE = {
    "pass": "Pass", "keep": "Keep this hand", "mulligan": "Mulligan (draw 6)",
    "move": "Move again", "stay": "Stay and end the turn",
}


def describe(game: Game, action: Action) -> str:
    """A short imperative label for ``action`` in ``game``."""
    k = action.kind
    name = game.name(action.card) if action.card >= 0 else ""
    target = game.name(action.target) if action.target >= 0 else ""
    decision = game.s.decision
    if k == "pass" and decision is not None:
        if decision["kind"] == "action" and game.s.phase == "fellowship":
            return "Done: move the fellowship"
        if decision["kind"] == "assign":
            return "Done assigning"
        if decision["kind"] in ("ring_response", "ambush", "succession"):
            return "Decline"
    if k in _SIMPLE:
        return _SIMPLE[k]
    if k == "bid":
        return f"Bid {action.value} burden{'s' if action.value != 1 else ''}"
    if k == "seat":
        return f"Take seat {action.value + 1}"
    if k == "start_with":
        return f"Start with {name}"
    if k == "play":
        return f"Play {name}" + (f" on {target}" if target else "")
    if k == "use":
        from .behaviour import behaviour_for

        ability = behaviour_for(game.s.defs[action.card]).abilities[action.value]
        return f"{name}: {ability.label}"
    if k == "heal_discard":
        return f"Discard {name} to heal {target}"
    if k == "transfer":
        return f"Transfer {name} to {target}"
    if k == "heal":
        return f"Heal {name}"
    if k == "wound":
        return f"Wound {name}"
    if k == "assign":
        return f"Assign {name} to {target}"
    if k == "ambush":
        return f"Ambush: add {action.value} twilight"
    if k == "skirmish":
        return f"Resolve {name}'s skirmish"
    if k == "wear_ring":
        return "Put on The One Ring"
    if k == "succeed":
        return f"Make {name} the Ring-bearer"
    if k == "discard":
        return f"Discard {name}"
    if k == "choose":
        return f"Choose {name}"
    if k == "resolve":
        return f"Resolve {name}'s ability"
    return k.replace("_", " ").capitalize() + (f" {name}" if name else "")
