"""Replays: any saved game, read-only on the real table, stepped or played at a speed.

A game is its setup plus its actions (the engine is deterministic): position N, the log
after it and the phase marks all come from the game's one
:class:`~ringtable.persistence.timeline.Timeline` (the walk made when the save was
opened, or made here once), never from a loop of this module's own.
"""

from __future__ import annotations

from ...engine import Rules
from ...persistence import GameRecord, LogEntry, SeatRecord
from ...persistence.timeline import Timeline
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

SPEEDS = (("Slow", 1500), ("Normal", 700), ("Fast", 250), ("Very fast", 25))


class ReplayController(GameController):
    """A GameController that never accepts actions; ``goto(n)`` shows position n."""

    moved = Signal(int)
    is_replay = True

    def __init__(self, record: GameRecord, parent: QObject | None = None,
                 *, rules: Rules) -> None:
        watchers = [SeatRecord(seat.name, "replay") for seat in record.seats]
        timeline = record.timeline
        if timeline is None or timeline.actions is not record.actions:
            timeline, _ = Timeline.scan(record.replay(rules, 0), record.actions, record.notes)
        self.timeline = timeline
        self.position = 0
        super().__init__(timeline.game_at(0), watchers, record.seed, bot_factory=_no_bot,
                         parent=parent)
        self.source = record
        self.total = len(timeline)

    @property
    def log(self) -> list[LogEntry]:
        return self.timeline.log(self.position)

    def marks(self) -> list[tuple[int, int, str]]:
        return self.timeline.marks()

    def goto(self, position: int) -> None:
        position = max(0, min(self.total, position))
        self.game = self.timeline.game_at(position)
        self.position = position
        self.moved.emit(position)
        self.changed.emit([])

    def apply(self, action: object) -> bool:
        self.failed.emit("This is a replay: it cannot be changed.")
        return False

    def waiting_for_person(self) -> bool:
        return False

    def schedule_bot(self) -> None:
        return


def _no_bot(*args: object) -> None:
    return None


class ReplayBar(QWidget):
    """Start, back, play/pause, forward, end, speed, a jump to any turn and phase, and
    whose view to watch from (each seat's hand and choices as that player saw them)."""

    seat_chosen = Signal(int)

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
            self.jump.addItem(controller.timeline.kind.heading(turn, phase), n)
        self.jump.activated.connect(self._jump)
        self.where = QLabel()
        self.seat = QComboBox()
        for i, seat in enumerate(controller.source.seats):
            self.seat.addItem(f"{seat.name}'s view", i)
        self.seat.currentIndexChanged.connect(
            lambda _i: self.seat_chosen.emit(self.seat.currentData()))
        row.addWidget(self.seat)
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
