"""Hotseat: when the device must change hands, and when a decision can be made in the open.

A hand-off screen protects each player's hidden cards from the other. It is needed when
the next decision shows something hidden: the deciding player's hand, deck or sealed
bid. A decision whose every option names only cards both players can see (assigning,
choosing a companion to wound, using a card in play, passing) is made in the open: the
table stays up with every hand face down, and no hand-off is shown (pure Python).

But a public decision may still be one a player weighs against the cards in hand: moving
on to the next site, assigning skirmishes (which skirmish events do I hold?), skipping
the archery phase (and the archery events held), or using an ability in play now rather
than keeping its cost for a card in hand. Those get the hand-off a player expects
(``hand_matters``); only the decisions the hand cannot change stay in the open: nothing
to do but pass, or a choice forced by an effect under way.
"""

from __future__ import annotations

from typing import Any

# Decisions that rest on what only the deciding player knows, whatever cards they name:
# a sealed bid, keeping or redrawing a hand.
PRIVATE_KINDS = frozenset({"bid", "keep", "mulligan"})
# Decisions a player weighs against the hand whatever their options name; skipping the
# archery phase (Cave Troll's Chain) gives up the archery events held.
WEIGHED_KINDS = frozenset({"move_again", "assign", "skip_phase"})
# Options that only decline (the hand cannot make them better or worse).
DECLINE_KINDS = frozenset({"pass", "stay", "keep"})


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


def hand_matters(deciding_view: dict[str, Any]) -> bool:
    """True when the deciding player, holding cards, would want to see them to decide:
    moving again or assigning, or a phase decision with more to do than pass (using a
    card in play spends twilight or exertions a card in hand may need)."""
    decision = deciding_view.get("decision") or {}
    if not _hand_size(deciding_view):
        return False
    if decision.get("kind") in WEIGHED_KINDS:
        return True
    legal = deciding_view["legal_actions"]
    return decision.get("kind") == "action" and any(
        action["kind"] not in DECLINE_KINDS for action in legal)


def _hand_size(view: dict[str, Any]) -> int:
    hand = view["piles"][view["you"]]["hand"]
    return len(hand) if isinstance(hand, list) else int(hand or 0)
