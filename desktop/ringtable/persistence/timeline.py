"""One timeline of a game, shared by undo, replays, the log and opening a save.

A game is its setup plus its actions (the engine is deterministic). Everything that
walks along those actions (undo/redo rebuilding an earlier position, a replay stepping
to action N, the log shown beside the table, the check made when a save is opened)
used to do so with its own copy of the loop and its own copy of "which log lines did
these events write". This module is the one definition:

- :func:`log_entries`: the log lines a batch of events writes (and nothing else does);
- :class:`Timeline`: position 0, every action applied so far with the log lines it
  wrote (tagged with the number of actions they follow), the phase starts (a replay's
  "jump to"), snapshots every ``SNAPSHOT_EVERY`` actions (so rebuilding position N
  costs at most that many actions), and notes (lines the table adds that are not
  engine events, such as an automatic pass), kept with the action they precede so
  a save can store them and the log comes back exactly.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Action, Event
from ..engine.contract import PlayableGame as Game
from .kinds import kind_of
from .record import LogEntry

SNAPSHOT_EVERY = 25


class StepError(Exception):
    """Action ``index`` of a scanned list could not be applied (``cause`` says why)."""

    def __init__(self, index: int, cause: Exception) -> None:
        super().__init__(f"action {index + 1}: {cause}")
        self.index = index
        self.cause = cause


def log_entries(game: Game, events: Iterable[Event]) -> list[LogEntry]:
    """The log lines ``events`` write, stamped with ``game``'s turn and phase now (the
    board game: its location, the one each line happened at)."""
    events = list(events)
    return [LogEntry(turn, phase, event.text, event.player, tuple(event.cards))
            for event, (turn, phase) in zip(events, kind_of(game).stamps(game, events),
                                            strict=True) if event.text]


def note_entry(game: Game, text: str) -> LogEntry:
    """A log line that is not an engine event, stamped with ``game``'s turn and phase."""
    return LogEntry(*kind_of(game).stamp(game), text)


class Timeline:
    """Positions 0..``len(actions)`` of one game, with its log, phases and snapshots."""

    def __init__(self, start: Game) -> None:
        self.actions: list[Action] = []
        # (actions before the line, is a note, line); a note at n precedes action n + 1
        self._lines: list[tuple[int, bool, LogEntry]] = []
        self.kind = kind_of(start)
        self._marks: list[tuple[int, int, str]] = [(0, *self.kind.stamp(start))]
        self._lines += [(0, False, line) for line in
                        log_entries(start, self.kind.opening(start))]
        self._snapshots: dict[int, Game] = {0: start.clone()}
        self.notes: list[tuple[int, str]] = []         # (index of the action it precedes, text)

    @classmethod
    def scan(cls, start: Game, actions: Iterable[Action],
             notes: Iterable[tuple[int, str]] = ()) -> tuple[Timeline, Game]:
        """Play ``actions`` from ``start`` (not changed); (timeline, game at the end).

        Raises :class:`StepError` (with the index) at the first action the engine
        refuses, whatever the engine raised: a damaged save must never crash a caller.
        """
        timeline = cls(start)
        pending = sorted(notes, key=lambda item: item[0])
        game = start.clone()
        for index, action in enumerate(actions):
            while pending and pending[0][0] <= index:
                timeline.note(game, pending.pop(0)[1])
            try:
                timeline.step(game, action)
            except Exception as exc:  # noqa: BLE001 - the engine refused a damaged action
                raise StepError(index, exc) from None
        while pending:
            timeline.note(game, pending.pop(0)[1])
        return timeline, game

    # Growing --------------------------------------------------------------------------
    def step(self, game: Game, action: Action) -> list[Event]:
        """Apply ``action`` to ``game`` (the position at the end) and record what it wrote."""
        events = game.apply(action)
        self.actions.append(action)
        n = len(self.actions)
        self._lines += [(n, False, line) for line in log_entries(game, events)]
        if self.kind.new_phase(events):
            self._marks.append((n, *self.kind.stamp(game)))
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = game.clone()
        return events

    def note(self, game: Game, text: str) -> LogEntry:
        """A log line that is not an engine event, kept with the next action."""
        line = note_entry(game, text)
        self.notes.append((len(self.actions), text))
        self._lines.append((len(self.actions), True, line))
        return line

    def truncate(self, count: int) -> None:
        """Forget everything after ``count`` actions (undo), and the notes of those actions."""
        if count >= len(self.actions):
            return
        del self.actions[count:]
        self._lines = [(n, note, line) for n, note, line in self._lines
                       if n < count or (n == count and not note)]
        self._marks = [mark for mark in self._marks if mark[0] <= count]
        self.notes[:] = [(n, text) for n, text in self.notes if n < count]
        for n in [n for n in self._snapshots if n > count]:
            del self._snapshots[n]

    # Reading --------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.actions)

    def log(self, count: int | None = None) -> list[LogEntry]:
        """The log after ``count`` actions (all by default)."""
        count = len(self.actions) if count is None else count
        return [line for n, _note, line in self._lines if n <= count]

    def marks(self) -> list[tuple[int, int, str]]:
        """(actions before it, turn, phase) of the start and of every phase start."""
        return list(self._marks)

    def game_at(self, count: int) -> Game:
        """A new Game at position ``count`` (0..len), from the nearest snapshot."""
        count = max(0, min(len(self.actions), count))
        base = max(n for n in self._snapshots if n <= count)
        game = self._snapshots[base].clone()
        for action in self.actions[base:count]:
            game.apply(action)
        return game
