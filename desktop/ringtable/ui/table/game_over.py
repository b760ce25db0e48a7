"""The game-over screen: who won and why, what the game added up to, and what next.

It lies over the table (the final position stays visible around it and behind "Look at
the table"), never over the side panel, and offers Rematch (the same decks and seats, a
new shuffle), Replay (step through this game), Save and Back (to the start screen).
"""

from __future__ import annotations

import contextlib
import html

from ...engine import IllegalActionError
from .. import theme
from ..qt import QGridLayout, QHBoxLayout, QLabel, QPushButton, Qt, QVBoxLayout, QWidget, Signal
from .summary import GameSummary, summarise, tally_record

ROWS = (("Site reached", "site"), ("Burdens", "burdens"), ("Wounds taken", "wounds"),
        ("Characters killed", "killed"), ("Cards played", "cards_played"))


class GameOverPanel(QWidget):
    """The result card in the middle of the table."""

    rematch = Signal()
    replay = Signal()
    save = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#gameOver {{ background: rgba(16, 13, 10, 235); "
                           f"border: 2px solid {theme.GOLD}; border-radius: 14px; }}"
                           "#gameOver QLabel { background: transparent; }")
        self.title = QLabel()
        self.title.setFont(theme.serif_font(30, bold=True))
        self.title.setStyleSheet(f"color: {theme.GOLD_BRIGHT};")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setFont(theme.serif_font(15))
        self.reason.setStyleSheet(f"color: {theme.TEXT};")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turns = QLabel()
        self.turns.setStyleSheet(f"color: {theme.TEXT_DIM};")
        self.turns.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, text, tip in (("rematch", "Rematch", "The same decks and seats, a new shuffle"),
                               ("replay", "Replay", "Step through this game from the start"),
                               ("save", "Save", "Save this game to a file"),
                               ("back", "Back", "Back to the start screen")):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(getattr(self, key).emit)
            row.addWidget(button)
            self.buttons[key] = button
        self.buttons["rematch"].setProperty("role", "primary")
        self.hide_button = QPushButton("Look at the table")
        self.hide_button.setFlat(True)
        self.hide_button.clicked.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.turns)
        layout.addSpacing(8)
        layout.addLayout(self.grid)
        layout.addSpacing(12)
        layout.addLayout(row)
        layout.addWidget(self.hide_button, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.summary: GameSummary | None = None
        self.hide()

    def show_summary(self, summary: GameSummary, can_save: bool) -> None:
        self.summary = summary
        self.title.setText(summary.headline())
        self.reason.setText(summary.reason)
        self.turns.setText(f"{summary.turns} turn{'s' if summary.turns != 1 else ''}")
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for column, player in enumerate(summary.players, start=1):
            name = QLabel(f"<b>{html.escape(player.name)}</b>"
                          + (" \u2605" if column - 1 == summary.winner else ""))
            name.setStyleSheet(f"color: {theme.GOLD_BRIGHT};")
            self.grid.addWidget(name, 0, column, Qt.AlignmentFlag.AlignCenter)
        for row, (label, key) in enumerate(ROWS, start=1):
            self.grid.addWidget(QLabel(label), row, 0)
            for column, player in enumerate(summary.players, start=1):
                value = QLabel(str(getattr(player, key)))
                self.grid.addWidget(value, row, column, Qt.AlignmentFlag.AlignCenter)
        for key in ("rematch", "replay", "save"):
            self.buttons[key].setEnabled(can_save)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Centre in the parent (the table view)."""
        parent = self.parentWidget()
        if parent is None:
            return
        size = self.sizeHint()
        width, height = min(size.width() + 40, parent.width() - 20), min(size.height(),
                                                                        parent.height() - 20)
        self.setGeometry((parent.width() - width) // 2, (parent.height() - height) // 2,
                         width, height)

    def summary_text(self) -> str:
        """The summary as plain lines (what the panel shows)."""
        if self.summary is None:
            return ""
        lines = [self.title.text(), self.reason.text(), self.turns.text()]
        for label, key in ROWS:
            values = ", ".join(f"{p.name} {getattr(p, key)}" for p in self.summary.players)
            lines.append(f"{label}: {values}")
        return "\n".join(lines)


def game_summary(controller, names: list[str]) -> GameSummary:
    """The summary of the controller's game: counted from its record when it has one (a
    game opened from a save counts from its start), else from what the table saw."""
    tally = controller.tally
    if controller.record is not None:
        with contextlib.suppress(IllegalActionError, ValueError):  # a record we cannot replay
            tally = tally_record(controller.record, controller.game.rules)
    return summarise(controller.game, tally, names)
