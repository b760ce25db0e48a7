"""The board game's end: won or lost, why, the score, and what to do next."""

from __future__ import annotations

from typing import Any

from .. import theme
from ..qt import (
    QHBoxLayout,
    QLabel,
    QPainter,
    QPointF,
    QPushButton,
    QRectF,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from . import glyphs, painting

REASONS = {
    "ring_destroyed": "The Ring is destroyed in the fires of Mount Doom.",
    "ring_bearer_eliminated": "The Ring-bearer fell to Sauron: the quest has failed.",
    "all_eliminated": "Every hobbit has fallen to Sauron.",
    "all_eliminated_at_mount_doom": "The hobbits fell on the slopes of Mount Doom.",
    "the_ring_is_mine": "\u201cThe Ring is mine!\u201d: the Ring-bearer claimed the Ring.",
}


def headline(outcome: dict[str, Any]) -> tuple[str, str]:
    """(title, the reason in words) of a finished game's outcome JSON."""
    title = "The quest is achieved!" if outcome["won"] else "Sauron has won"
    reason = REASONS.get(outcome["reason"], outcome["reason"].replace("_", " ").capitalize())
    return title, reason


class BoardGameOver(QWidget):
    """Covers the table at the end; 'Look at the board' hides it again."""

    replay = Signal()
    again = Signal()
    leave = Signal()
    look = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.won = False
        self.title = QLabel()
        self.title.setFont(theme.serif_font(40, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setFont(theme.serif_font(17))
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setStyleSheet(f"color: {theme.TEXT};")
        self.score = QLabel()
        self.score.setFont(theme.serif_font(28, bold=True))
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setStyleSheet(f"color: {theme.GOLD_BRIGHT};")
        self.details = QLabel()
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details.setStyleSheet(f"color: {theme.TEXT_DIM}; font-size: 14px;")
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.addStretch(1)
        for key, label, signal in (("look", "Look at the board", self.look),
                                   ("replay", "Replay", self.replay),
                                   ("again", "Play again", self.again),
                                   ("leave", "Start screen", self.leave)):
            button = QPushButton(label)
            button.setMinimumSize(170, 40)
            button.clicked.connect(signal.emit)
            self.buttons[key] = button
            row.addWidget(button)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.addStretch(3)
        for widget in (self.title, self.reason, self.score, self.details):
            column.addWidget(widget)
            column.addSpacing(12)
        column.addSpacing(20)
        column.addLayout(row)
        column.addStretch(3)

    def show_outcome(self, outcome: dict[str, Any], view: dict[str, Any],
                     names: list[str], actions: int) -> None:
        title, reason = headline(outcome)
        self.won = bool(outcome["won"])
        self.update()
        self.title.setText(title)
        self.title.setStyleSheet(f"color: {theme.GOOD if outcome['won'] else theme.DANGER};")
        self.reason.setText(reason)
        self.score.setText(f"Score {outcome['score']}")
        lines = []
        for seat, name in enumerate(names):
            state = "fallen" if view["out"][seat] else f"corruption {view['pos'][seat]}"
            lines.append(f"{name}: {state}, runes {sum(view['runes'][seat])}")
        lines.append(f"Sauron on space {view['sauron']} \u00b7 {actions} decisions")
        self.details.setText("\n".join(lines))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The table's cloth, and the Ring (won) or the Eye (lost) above the words."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        painting.background(p, QRectF(self.rect()))
        centre = QPointF(self.width() / 2, self.title.geometry().top() - 70)
        if self.won:
            glyphs.the_ring(p, centre, 56)
        else:
            glyphs.sauron(p, centre, 52)
        p.end()
