"""Replays: any saved game, read-only on the real table, stepped or played at a speed.

A game is its setup plus its actions (the engine is deterministic), so position N is
rebuilt by applying the first N actions; snapshots every ``SNAPSHOT_EVERY`` actions keep
stepping back instant. The log shown is exactly the lines the first N actions produced.
"""

from __future__ import annotations

from typing import Any

from ...engine import Game, Rules
from ...persistence import GameRecord, LogEntry, SeatRecord
from ..qt import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QObject,
    QPushButton,
    QTimer,
    QWidget,
    Signal,
)
from .controller import GameController

SNAPSHOT_EVERY = 25
SPEEDS = (("Slow", 1500), ("Normal", 700), ("Fast", 250), ("Very fast", 25))


class ReplayController(GameController):
    """A GameController that never accepts actions; ``goto(n)`` shows position n."""

    moved = Signal(int)

    def __init__(self, record: GameRecord, parent: QObject | None = None,
                 rules: Rules | None = None) -> None:
        watchers = [SeatRecord(seat.name, "replay") for seat in record.seats]
        start = record.replay(0, rules)
        super().__init__(start, watchers, record.seed, bot_factory=_no_bot, parent=parent)
        self.source = record
        self.total = len(record.actions)
        self.position = 0
        self._snapshots: dict[int, Game] = {0: start.clone()}
        self._lines: list[tuple[int, LogEntry]] = []  # (after action n, line)
        self._marks: list[tuple[int, int, str]] = []  # (action n, turn, phase) of each phase
        self._scan()

    def _scan(self) -> None:
        """Play the whole game once: log lines, phase starts and snapshots along the way."""
        game = self._snapshots[0].clone()
        self._marks.append((0, game.s.turn, game.s.phase))
        for n, action in enumerate(self.source.actions, start=1):
            events = game.apply(action)
            for event in events:
                if event.text:
                    self._lines.append((n, LogEntry(game.s.turn, game.s.phase, event.text,
                                                    event.player, tuple(event.cards))))
                if event.kind == "phase_started":
                    self._marks.append((n, game.s.turn, game.s.phase))
            if n % SNAPSHOT_EVERY == 0:
                self._snapshots[n] = game.clone()

    def marks(self) -> list[tuple[int, int, str]]:
        return list(self._marks)

    def goto(self, position: int) -> None:
        position = max(0, min(self.total, position))
        base = max(n for n in self._snapshots if n <= position)
        game = self._snapshots[base].clone()
        for action in self.source.actions[base:position]:
            game.apply(action)
        self.game = game
        self.position = position
        self.log = [line for n, line in self._lines if n <= position]
        self.moved.emit(position)
        self.changed.emit([])

    def apply(self, action_json: dict[str, Any]) -> bool:
        self.failed.emit("This is a replay: it cannot be changed.")
        return False

    def waiting_for_person(self) -> bool:
        return False

    def schedule_bot(self) -> None:
        return


def _no_bot(*args: object) -> None:
    return None


class ReplayBar(QWidget):
    """Start, back, play/pause, forward, end, speed, and a jump to any turn and phase."""

    def __init__(self, controller: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.forward)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for key, label, slot in (("start", "\u25c0\u25c0", lambda: controller.goto(0)),
                                 ("back", "\u25c0", self.back),
                                 ("play", "\u25b6 Play", self.toggle),
                                 ("forward", "\u25b6", self.forward),
                                 ("end", "\u25b6\u25b6",
                                  lambda: controller.goto(controller.total))):
            button = QPushButton(label)
            button.clicked.connect(slot)
            self.buttons[key] = button
            row.addWidget(button)
        self.speed = QComboBox()
        for label, ms in SPEEDS:
            self.speed.addItem(label, ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.jump = QComboBox()
        self.jump.addItem("Jump to\u2026", None)
        for n, turn, phase in controller.marks():
            self.jump.addItem(f"Turn {turn} \u00b7 {phase.title()}", n)
        self.jump.activated.connect(self._jump)
        self.where = QLabel()
        row.addWidget(self.speed)
        row.addWidget(self.jump, 1)
        row.addWidget(self.where)
        controller.moved.connect(self._moved)
        self._moved(controller.position)

    def forward(self) -> None:
        if self.controller.position >= self.controller.total:
            self.timer.stop()
            self.buttons["play"].setText("\u25b6 Play")
            return
        self.controller.goto(self.controller.position + 1)

    def back(self) -> None:
        self.controller.goto(self.controller.position - 1)

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.buttons["play"].setText("\u25b6 Play")
        else:
            self.timer.start(self.speed.currentData())
            self.buttons["play"].setText("\u275a\u275a Pause")

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(self.speed.currentData())

    def _jump(self, index: int) -> None:
        target = self.jump.itemData(index)
        if target is not None:
            self.controller.goto(target)
        self.jump.setCurrentIndex(0)

    def _moved(self, position: int) -> None:
        self.where.setText(f"Action {position} of {self.controller.total}")
