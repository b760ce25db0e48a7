"""Exact undo and redo over a game record (no Qt): the controller's memory of the game.

Undo does not reverse effects: it rebuilds the position from the setup and one decision
fewer (the engine is deterministic), starting from the nearest snapshot so a step costs a
few milliseconds. So an undone game is *exactly* the earlier one (``to_json`` equal), and
the history a save keeps is just the action list plus the redo list.

Against a bot, undo goes back to the person's last decision (the bot's answers after it
go too, and the bot decides again); with two people it goes back one decision of either.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Event, Game, Rules
from .record import GameRecord, LogEntry

SNAPSHOT_EVERY = 25


class History:
    """Applies actions to a game while recording them, and undoes/redoes them exactly."""

    def __init__(self, record: GameRecord, game: Game) -> None:
        self.record = record
        self.game = game
        self._snapshots: dict[int, Game] = {}
        self._log_marks: list[int] = []  # log length after each action (unknown: -1)
        if not record.actions:
            self._snapshots[0] = game.clone()

    # Recording ---------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply and record ``action`` (a new action ends the redo history)."""
        events = self.game.apply(action)
        self.record.actions.append(action)
        self.record.redo.clear()
        self._after_action(events)
        return events

    def _after_action(self, events: list[Event]) -> None:
        s = self.game.s
        for event in events:
            if event.text:
                self.record.log.append(LogEntry(s.turn, s.phase, event.text, event.player,
                                                tuple(event.cards)))
        self._log_marks += [-1] * (len(self.record.actions) - 1 - len(self._log_marks))
        self._log_marks.append(len(self.record.log))
        n = len(self.record.actions)
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = self.game.clone()

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
        del self.record.actions[target:]
        self.record.redo[:0] = removed
        self._rebuild(target)
        return True

    def redo(self, is_person: Callable[[int], bool]) -> bool:
        """Re-apply the next person's decision and the bot answers that followed it."""
        if not self.record.redo or self.record.strict:
            return False
        first = True
        while self.record.redo and (first or not is_person(self.record.redo[0].player)):
            action = self.record.redo.pop(0)
            events = self.game.apply(action)
            self.record.actions.append(action)
            self._after_action(events)
            first = False
        return True

    def _rebuild(self, count: int) -> None:
        """The game after ``count`` actions, from the nearest snapshot; the log trimmed."""
        base = max((n for n in self._snapshots if n <= count), default=None)
        if base is None:
            game = self.record.replay(0, self.game.rules)
            self._snapshots[0] = game.clone()
            base = 0
        else:
            game = self._snapshots[base].clone()
        for action in self.record.actions[base:count]:
            game.apply(action)
        self.game = game
        for n in [n for n in self._snapshots if n > count]:
            del self._snapshots[n]
        mark = self._log_marks[count - 1] if count and len(self._log_marks) >= count else -1
        if count == 0:
            mark = 0
        if mark >= 0:
            del self.record.log[mark:]
        else:  # the log of a loaded game: rebuild it by replaying once
            self.record.log[:] = _replayed_log(self.record, count, self.game.rules)
        del self._log_marks[count:]

    def can_undo(self, is_person: Callable[[int], bool]) -> bool:
        return not self.record.strict and self.undo_target(is_person) is not None

    def can_redo(self) -> bool:
        return not self.record.strict and bool(self.record.redo)


def _replayed_log(record: GameRecord, count: int, rules: Rules) -> list[LogEntry]:
    game = Game.new(record.setup(), rules)
    log: list[LogEntry] = []
    for action in record.actions[:count]:
        for event in game.apply(action):
            if event.text:
                log.append(LogEntry(game.s.turn, game.s.phase, event.text, event.player,
                                    tuple(event.cards)))
    return log
