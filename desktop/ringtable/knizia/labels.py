"""Words for the board game's actions (decision panel, logs, bots' traces)."""

from __future__ import annotations

from ..engine.values import Action
from .core import KGame
from .data import ACTIVITIES, LIFE_KINDS


def describe(g: KGame, a: Action) -> str:
    name = g.name
    kind = a.kind
    if kind == "play":
        return f"Play {g.card_name(a.card)} on {ACTIVITIES[a.value]}"
    if kind == "track":
        return f"Advance {ACTIVITIES[a.value]}"
    if kind == "draw":
        return "Draw 2 Quest cards"
    if kind == "heal":
        return "Move 1 space away from Sauron"
    if kind == "end":
        return "End the turn"
    if kind == "ring":
        return "Put on the Ring"
    if kind == "yellow":
        card = g.card_name(a.card)
        if g.card(a.card).key == "miruvor":
            return f"{card}: {name(a.target)} passes a card to {name(a.value)}"
        return f"{card} for {name(a.value)}"
    if kind == "gandalf":
        key, title = g.c.gandalf[a.value]
        param = ACTIVITIES[a.card] if key == "gandalf_guidance" else (
            name(a.card) if key in ("gandalf_healing", "gandalf_persistence") else "")
        return f"Gandalf {title}{' for ' + param if param else ''} (runes of {name(a.target)})"
    if kind == "magic":
        return f"Gandalf Magic: ignore the event (runes of {name(a.target)})"
    if kind == "use":
        return f"Play {g.card_name(a.card)}"
    if kind in ("no", "decline", "done"):
        return {"no": "No", "decline": "Do not pay", "done": "Done"}[kind]
    if kind == "accept":
        return "Pay it"
    if kind == "card":
        return f"Hand in {g.card_name(a.card)}"
    if kind == "token":
        return f"Hand in a {LIFE_KINDS[a.value]} life token"
    if kind == "rune":
        return "Hand in a rune token"
    if kind == "runes":
        return f"Hand in runes worth {a.value}"
    if kind == "discard":
        return f"Discard {g.card_name(a.card)}"
    if kind == "give":
        target = f" to {name(a.value)}" if a.value or g.s["stack"][-1]["k"] != "council" else ""
        return f"Give {g.card_name(a.card)}{target}"
    if kind == "choose":
        words = ("Draw 2 Quest cards", "Move 1 space away from Sauron")
        return words[a.value] if a.value < 2 else f"Option {a.value + 1}"
    if kind == "order":
        return f"Tile order {a.value + 1}"
    return kind
