"""The contract every game engine of Ringtable meets (the card game's and the board game's).

Saves, undo, replays, the table's controller and the bots' worker thread talk to a game
only through these members, so one persistence and one controller serve both games.
The values crossing it (``Action``, ``Event``, ``Decision``) are :mod:`.values`.
Structural (a ``Protocol``): neither engine imports it; ``tests/persistence`` checks
that both meet it.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from .values import Action, Decision, Event


@runtime_checkable
class PlayableGame(Protocol):
    """A deterministic game: every choice a pending decision, every change an action."""

    @property
    def decision(self) -> Decision | None:
        """Who must choose what now; None when the game is over."""

    @property
    def outcome(self) -> Any:
        """None while the game goes on; then an object with ``winner`` (-1: nobody)
        and ``reason``."""

    def legal_actions(self) -> list[Action]:
        """Every action the deciding player may take now (never empty while deciding)."""

    def apply(self, action: Action) -> list[Event]:
        """Validate and apply ``action``; the events it caused, with their log lines."""

    def clone(self) -> PlayableGame:
        """An independent copy (undo snapshots, bots' look-ahead)."""

    def view_for(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, as JSON, with ``legal_actions`` labelled."""

    def to_json(self) -> dict[str, Any]:
        """The full state (a save compares it with the replayed one)."""

    def describe(self, action: Action) -> str:
        """A short label for a legal action (undo's menu text, the decision panel)."""
