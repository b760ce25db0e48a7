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

from ...engine import Action

LegalAction = dict[str, Any]  # {"kind", "player", "card"?, "target"?, "value"?, "label"}

# Actions the table treats as "answering the decision" rather than acting with a card.
PASS_KINDS = frozenset({"pass", "stay", "keep"})


def strip_label(action: LegalAction) -> dict[str, Any]:
    """The engine's JSON form of a legal action (the view adds a 'label'; a copy in hand
    stands for the card the engine offered)."""
    out = {k: v for k, v in action.items() if k not in ("label", "as_card")}
    if "as_card" in action:
        out["card"] = action["as_card"]
    return out


def to_action(action: LegalAction) -> Action:
    """The typed engine ``Action`` of a legal action in a view: the table reads the
    view's JSON once, here, and passes ``Action`` objects from then on."""
    return Action.from_json(strip_label(action))


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


@dataclass(frozen=True)
class DropResult:
    """What a drop means: one action to apply, several to choose from (ambiguous: the
    decision panel asks), or a refusal with the reason."""

    action: LegalAction | None = None
    choices: tuple[LegalAction, ...] = ()
    reason: str = ""


def drop_result(legal: list[LegalAction], card: int, target: int | None, title: str = "",
                prompt: str = "") -> DropResult:
    """Resolve dropping ``card`` on ``target`` (a card) or on open table (None).

    A drop on a card that is one of its targets applies that action (or asks, if several
    share the target). A drop elsewhere plays the card if it has exactly one untargeted
    play (or one action at all); otherwise it asks which (a possession that several
    companions could bear: which bearer); a card with no legal action here is refused,
    with what the game is waiting for."""
    own = actions_with_card(legal, card)
    name = title or "This card"
    if not own:
        return DropResult(reason=f"{name} cannot be played now. {prompt}".strip())
    if target is not None:
        aimed = [a for a in own if a.get("target") == target]
        if len(aimed) == 1:
            return DropResult(action=aimed[0])
        if aimed:
            return DropResult(choices=tuple(aimed))
    untargeted = [a for a in own if "target" not in a]
    if len(untargeted) == 1 and len(own) == 1:
        return DropResult(action=untargeted[0])
    plays = [a for a in untargeted if a["kind"] == "play"]
    if len(plays) == 1 and not any("target" in a for a in own):
        return DropResult(action=plays[0])
    if len(own) == 1:
        return DropResult(action=own[0])
    return DropResult(choices=tuple(own))  # which bearer, or which of its actions: ask


def with_copies(legal: list[LegalAction], copies: dict[int, int]) -> list[LegalAction]:
    """``legal`` plus the same actions for identical copies in hand.

    The engine offers one play per title in hand (two copies play alike); the table lets
    a player pick up either copy: ``copies`` maps each other copy to the one offered,
    and the copy's actions name the offered card, so the engine gets a legal action."""
    extra = []
    for copy, offered in copies.items():
        for action in actions_with_card(legal, offered):
            extra.append({**action, "card": copy, "as_card": offered})
    return legal + extra


def hand_copies(view: dict[str, Any], legal: list[LegalAction]) -> dict[int, int]:
    """Each card in the viewer's hand that is an identical copy of one the legal actions
    name, mapped to that one (see ``with_copies``)."""
    hand = view["piles"][view["you"]]["hand"]
    if not isinstance(hand, list):
        return {}
    named = {a["card"] for a in legal if "card" in a}
    offered = {view["cards"][c]["card"]: c for c in hand if c in named and c in view["cards"]}
    return {c: offered[view["cards"][c]["card"]] for c in hand
            if c not in named and c in view["cards"]
            and view["cards"][c]["card"] in offered}


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
