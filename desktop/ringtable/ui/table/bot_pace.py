"""Bot pace on the table: while a bot decides, say so plainly and show its progress.

The decision panel names the bot and its level, counts the seconds and fills a bar
over the time the bot may take; the controller answers for a bot at its cap
(``GameController.bot_cap_s``), so the bar never runs past full for long.
"""

from __future__ import annotations

import time

from ..qt import QLabel, QObject, QTimer
from .controller import BOT_LEVELS, GameController
from .decision_panel import DecisionPanel


class BotPace(QObject):
    """Shows the thinking bot's progress in ``decision`` (ticks ten times a second)."""

    def __init__(self, controller: GameController, decision: DecisionPanel,
                 status: QLabel) -> None:
        super().__init__(decision)
        self.controller = controller
        self.decision = decision
        self.status = status
        self.seat: int | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.tick)
        controller.thinking.connect(self.thinking)

    def thinking(self, seat: int, busy: bool) -> None:
        self.seat = seat if busy else None
        if busy:
            self.tick()
            self.timer.start()
        else:
            self.timer.stop()
            self.decision.hide_thinking()
            self.status.setText("")

    def tick(self) -> None:
        if self.seat is None:
            return
        record = self.controller.seats[self.seat]
        level = dict(BOT_LEVELS).get(record.controller, "bot")
        spent = time.monotonic() - self.controller.bot_started
        self.decision.show_thinking(f"{record.name} ({level}) is thinking\u2026 "
                                    f"{spent:.1f} s", spent / self.controller.bot_cap_s)
