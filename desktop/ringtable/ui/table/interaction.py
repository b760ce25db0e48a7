"""From a click or a drop on the table to the engine's legal actions (no Qt here).

The table never invents a move: every highlight, click and drop is looked up in the
deciding seat's ``view["legal_actions"]`` (JSON actions with labels). A click on a card
means the actions whose ``card`` is that card; if they differ only by ``target``, the
table asks for the target (highlighting the possible targets, which are also valid drop
targets); if several kinds apply, the decision panel offers them by label.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LegalAction = dict[str, Any]  # {"kind", "player", "card"?, "target"?, "value"?, "label"}

# Actions the table treats as "answering the decision" rather than acting with a card.
PASS_KINDS = frozenset({"pass", "stay", "keep"})


def strip_label(action: LegalAction) -> dict[str, Any]:
    """The engine's JSON form of a legal action (the view adds a 'label')."""
    return {k: v for k, v in action.items() if k != "label"}


def actions_with_card(legal: list[LegalAction], card: int) -> list[LegalAction]:
    return [a for a in legal if a.get("card") == card]


def actions_targeting(legal: list[LegalAction], card: int) -> list[LegalAction]:
    return [a for a in legal if a.get("target") == card]


def playable_cards(legal: list[LegalAction]) -> set[int]:
    """Cards a click can act with: every ``card`` and every ``target`` of a legal action."""
    cards: set[int] = set()
    for action in legal:
        for key in ("card", "target"):
            if key in action:
                cards.add(action[key])
    return cards


@dataclass(frozen=True)
class ClickResult:
    """What a click on a card means: apply one action, pick a target, or choose by label."""

    apply: LegalAction | None = None
    targets: tuple[int, ...] = ()
    choices: tuple[LegalAction, ...] = ()
    source: int = -1


def click(legal: list[LegalAction], card: int, selected: int = -1) -> ClickResult:
    """Resolve a click on ``card``, given the card already ``selected`` (or -1).

    With a card selected, a click on one of its targets applies that action. Otherwise:
    one action with this card → apply it; several that differ only by target → select
    the card and offer the targets; anything else → offer the choices by label. A card
    that is only ever a target (an assignment's minion) offers the actions aiming at it.
    """
    if selected >= 0 and selected != card:
        for action in actions_with_card(legal, selected):
            if action.get("target") == card:
                return ClickResult(apply=action)
    own = actions_with_card(legal, card)
    if not own:
        aimed = actions_targeting(legal, card)
        if len(aimed) == 1:
            return ClickResult(apply=aimed[0])
        return ClickResult(choices=tuple(aimed))
    if len(own) == 1:
        return ClickResult(apply=own[0])
    kinds = {a["kind"] for a in own}
    targets = tuple(a["target"] for a in own if "target" in a)
    if len(kinds) == 1 and len(targets) == len(own):
        return ClickResult(targets=targets, source=card)
    return ClickResult(choices=tuple(own), source=card)


def drop(legal: list[LegalAction], card: int, target: int | None) -> LegalAction | None:
    """The legal action of dropping ``card`` on ``target`` (a bearer, a minion), if any.

    A drop on open table (``target`` None) plays the card when it has exactly one play
    that needs no target (a companion, a minion, a support-area condition).
    """
    own = actions_with_card(legal, card)
    if target is None:
        untargeted = [a for a in own if "target" not in a and a["kind"] == "play"]
        return untargeted[0] if len(untargeted) == 1 else None
    for action in own:
        if action.get("target") == target:
            return action
    return None


def drop_targets(legal: list[LegalAction], card: int) -> set[int]:
    """Where ``card`` may be dropped: the targets of its legal actions."""
    return {a["target"] for a in actions_with_card(legal, card) if "target" in a}


def can_drag(legal: list[LegalAction], card: int) -> bool:
    """A card can be dragged when a drop can play it: onto a target or onto the table."""
    return bool(drop_targets(legal, card)) or drop(legal, card, None) is not None


def pass_action(legal: list[LegalAction]) -> LegalAction | None:
    for action in legal:
        if action["kind"] in PASS_KINDS:
            return action
    return None
