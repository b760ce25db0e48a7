"""The hotseat hand-off screen: it covers the table while the device changes hands.

Shown instead of the table (the table is not painted at all, so resizing the window or
taking a screenshot reveals nothing); behind it the scene holds only face-down hands.
"""

from __future__ import annotations

from .. import theme
from ..qt import QLabel, QPushButton, Qt, QVBoxLayout, QWidget, Signal


class HandOffPage(QWidget):
    """'Pass to Bo – click when ready', with what Bo is about to decide."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(f"background: {theme.BACKGROUND};")
        self.title = QLabel()
        self.title.setFont(theme.serif_font(34, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.what = QLabel()
        self.what.setFont(theme.serif_font(15))
        self.what.setWordWrap(True)
        self.what.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.what.setStyleSheet(f"color: {theme.TEXT};")
        self.button = QPushButton()
        self.button.setProperty("role", "menu")
        self.button.clicked.connect(self.ready.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(10)
        layout.addWidget(self.what)
        layout.addSpacing(30)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.seat = -1

    def show_for(self, seat: int, name: str, colour: str, prompt: str) -> None:
        self.seat = seat
        self.title.setText(f"Pass to {name}")
        self.title.setStyleSheet(f"color: {colour or theme.GOLD_BRIGHT};")
        self.what.setText(f"{name} is about to decide: {prompt}\n\n"
                          "Everyone else, please look away from the screen.")
        self.button.setText(f"I am {name} \u2013 show my cards")
