"""Short helpers for tests: apply the legal action that matches, pass until something
happens, read a log."""

from __future__ import annotations

from ..engine import Action, Event, Game, IllegalActionError


def find(game: Game, kind: str, card: int = -1, target: int = -1,
         value: int | None = None) -> Action:
    """The one legal action matching; a clear error listing the options otherwise."""
    for a in game.legal_actions():
        if a.kind == kind and (card < 0 or a.card == card) and \
                (target < 0 or a.target == target) and (value is None or a.value == value):
            return a
    options = [a.to_json() for a in game.legal_actions()]
    raise IllegalActionError(f"no legal {kind} card={card} target={target} value={value}; "
                             f"decision {game.decision}; options {options}")


def act(game: Game, kind: str, card: int = -1, target: int = -1,
        value: int | None = None) -> list[Event]:
    return game.apply(find(game, kind, card, target, value))


def can(game: Game, kind: str, card: int = -1, target: int = -1,
        value: int | None = None) -> bool:
    try:
        find(game, kind, card, target, value)
    except IllegalActionError:
        return False
    return True


def pass_until(game: Game, event_kind: str | None = None, decision_kind: str | None = None,
               limit: int = 200) -> list[Event]:
    """Everyone passes (or declines) until an event of ``event_kind`` happened or a
    decision of ``decision_kind`` is pending; returns the events seen."""
    seen: list[Event] = []
    for _ in range(limit):
        if game.decision is None:
            return seen
        if decision_kind and game.decision.kind == decision_kind:
            return seen
        if event_kind and any(e.kind == event_kind for e in seen):
            return seen
        options = game.legal_actions()
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        seen.extend(game.apply(choice))
    if event_kind and any(e.kind == event_kind for e in seen):
        return seen
    raise AssertionError(f"pass_until({event_kind!r}, {decision_kind!r}): not reached; "
                         f"decision {game.decision}")


def texts(events: list[Event]) -> list[str]:
    return [e.text for e in events]
