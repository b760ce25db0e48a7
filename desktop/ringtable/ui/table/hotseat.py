"""Hotseat: when the device must change hands, and when a decision can be made in the open.

A hand-off screen protects each player's hidden cards from the other. It is needed when
the next decision shows something hidden: the deciding player's hand, deck or sealed
bid. A decision whose every option names only cards both players can see (assigning,
choosing a companion to wound, using a card in play, passing) is made in the open: the
table stays up with every hand face down, and no hand-off is shown (pure Python).
"""

from __future__ import annotations

from typing import Any

# Decisions that rest on what only the deciding player knows, whatever cards they name:
# a sealed bid, keeping or redrawing a hand.
PRIVATE_KINDS = frozenset({"bid", "keep", "mulligan"})


def is_public_decision(deciding_view: dict[str, Any], other_view: dict[str, Any]) -> bool:
    """True when the decision in ``deciding_view`` can be made with every hand face down:
    each of its options names only cards that ``other_view`` (the other seat) sees."""
    legal = deciding_view["legal_actions"]
    if not legal:
        return False
    seen = other_view["cards"]
    for action in legal:
        if action["kind"] in PRIVATE_KINDS:
            return False
        for key in ("card", "target"):
            instance = action.get(key)
            if instance is not None and instance not in seen:
                return False
    return True
