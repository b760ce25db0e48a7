"""Exact undo and redo over a game record (no Qt): the controller's memory of the game.

Undo does not reverse effects: it rebuilds the position from the nearest snapshot of the
game's :class:`~ringtable.persistence.timeline.Timeline` and one decision fewer (the
engine is deterministic), so an undone game is *exactly* the earlier one (``to_json``
equal), and the history a save keeps is just the action list plus the redo list. The
log is the timeline's: undo trims it, redo and new actions extend it, never a copy.

Against a bot, undo goes back to the person's last decision (the bot's answers after it
go too, and the bot decides again); with two people it goes back one decision of either.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Event, Game, IllegalActionError
from .record import GameRecord, LogEntry
from .timeline import Timeline


class History:
    """Applies actions to a game while recording them, and undoes/redoes them exactly."""

    def __init__(self, record: GameRecord, game: Game) -> None:
        self.record = record
        self.game = game
        timeline = record.timeline
        if timeline is None or timeline.actions is not record.actions:
            rules = None if record.board is not None else game.rules  # the board game has none
            timeline, _ = Timeline.scan(record.replay(rules, 0), record.actions, record.notes)
        self.timeline = timeline
        record.attach(timeline)
        self.problem: str | None = None  # why the last redo stopped early, if it did

    # Recording ---------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply and record ``action`` (a new action ends the redo history)."""
        events = self.timeline.step(self.game, action)
        self.record.redo.clear()
        return events

    def note(self, text: str) -> LogEntry:
        """A log line that is not an engine event (kept in the save with its action)."""
        return self.timeline.note(self.game, text)

    def log(self) -> list[LogEntry]:
        return self.timeline.log()

    # Undo / redo -------------------------------------------------------------------------
    def undo_target(self, is_person: Callable[[int], bool]) -> int | None:
        """How many actions remain after undoing the last person's decision (None: none)."""
        for i in range(len(self.record.actions) - 1, -1, -1):
            if is_person(self.record.actions[i].player):
                return i
        return None

    def undo(self, is_person: Callable[[int], bool]) -> bool:
        target = self.undo_target(is_person)
        if target is None or self.record.strict:
            return False
        removed = self.record.actions[target:]
        self.timeline.truncate(target)
        self.record.redo[:0] = removed
        self.game = self.timeline.game_at(target)
        return True

    def redo(self, is_person: Callable[[int], bool]) -> bool:
        """Re-apply the next person's decision and the bot answers that followed it.

        An entry the engine refuses (a damaged save could hold one) stops the redo where
        it is: the entry and the rest stay in the redo list, ``problem`` says why, and
        nothing is raised.
        """
        self.problem = None
        if not self.record.redo or self.record.strict:
            return False
        moved = 0
        while self.record.redo and (moved == 0 or not is_person(self.record.redo[0].player)):
            trial = self.game.clone()
            try:
                trial.apply(self.record.redo[0])
            except IllegalActionError as exc:
                self.problem = f"The next redo step is not possible here ({exc})."
                break
            self.timeline.step(self.game, self.record.redo.pop(0))
            moved += 1
        return moved > 0

    def can_undo(self, is_person: Callable[[int], bool]) -> bool:
        return not self.record.strict and self.undo_target(is_person) is not None

    def can_redo(self) -> bool:
        return not self.record.strict and bool(self.record.redo)
