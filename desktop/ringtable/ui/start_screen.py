"""The first screen: the app's name over the playmat, and the main choices.

It emits a signal per choice and knows nothing of what follows, so the main window
decides which screen to show (and tests can press the buttons).
"""

from __future__ import annotations

from .. import __version__
from ..paths import resources_dir
from . import theme
from .qt import (
    QColor,
    QLabel,
    QLinearGradient,
    QPainter,
    QPixmap,
    QPushButton,
    QRadialGradient,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)

NOTICE = ("The Lord of the Rings Trading Card Game and its card texts are \u00a9 Decipher Inc. "
          "and Middle-earth Enterprises; the board game is Reiner Knizia's (Fantasy Flight "
          "Games). Ringtable is an unofficial fan project; no card scans are shipped.")
# Both games Ringtable plays, named where a player first looks
SUBTITLE = ("The Lord of the Rings Trading Card Game and Knizia's board game \u2014 "
            "at your own table")


# Which game each "new" choice starts (the start screen is where the game is chosen)
CHOICE_TIPS = {"new_game": "A new game of The Lord of the Rings Trading Card Game",
               "board_game": "A new game of Reiner Knizia's co-operative The Lord of the "
                             "Rings board game, for 2\u20135 hobbits"}


class StartScreen(QWidget):
    """Title, menu buttons, version and notice, over the playmat."""

    new_game = Signal()
    new_board_game = Signal()   # Knizia's co-operative board game
    continue_game = Signal()
    games = Signal()
    deck_builder = Signal()
    settings = Signal()
    quit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self._playmat = QPixmap()
        for name in ("default.jpg", "default.png"):
            path = resources_dir() / "playmats" / name
            if path.exists():
                self._playmat = QPixmap(str(path))
                break

        title = QLabel("Ringtable")
        title.setFont(theme.serif_font(54, bold=True))
        title.setStyleSheet(f"color: {theme.GOLD_BRIGHT}; background: transparent;")
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        subtitle = QLabel(SUBTITLE)
        subtitle.setFont(theme.serif_font(15))
        subtitle.setStyleSheet(f"color: {theme.TEXT}; background: transparent;")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        self.buttons: dict[str, QPushButton] = {}
        column = QVBoxLayout()
        column.setSpacing(10)
        column.addStretch(3)
        column.addWidget(title)
        column.addWidget(subtitle)
        column.addSpacing(36)
        for key, label, signal in (
            ("new_game", "New game", self.new_game),
            ("board_game", "Board game", self.new_board_game),
            ("continue", "Continue", self.continue_game),
            ("games", "Games", self.games),
            ("deck_builder", "Deck builder", self.deck_builder),
            ("settings", "Settings", self.settings),
            ("quit", "Quit", self.quit),
        ):
            button = QPushButton(label)
            button.setProperty("role", "menu")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.clicked.connect(signal.emit)
            button.setToolTip(CHOICE_TIPS.get(key, ""))
            self.buttons[key] = button
            column.addWidget(button, alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(4)
        footer = QLabel(f"Version {__version__}  \u00b7  {NOTICE}")
        footer.setWordWrap(True)
        footer.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        footer.setStyleSheet(f"color: {theme.TEXT_DIM}; background: transparent; font-size: 11px;")
        column.addWidget(footer)
        column.setContentsMargins(40, 20, 40, 14)
        self.setLayout(column)

    def set_available(self, key: str, available: bool, why_not: str = "") -> None:
        """Enable a choice, or disable it with a tooltip saying why."""
        button = self.buttons[key]
        button.setEnabled(available)
        button.setToolTip("" if available else why_not)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.rect()
        if not self._playmat.isNull():
            scaled = self._playmat.scaled(
                rect.size(), Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                Qt.TransformationMode.SmoothTransformation)
            x = (scaled.width() - rect.width()) // 2
            y = (scaled.height() - rect.height()) // 2
            painter.drawPixmap(0, 0, scaled, x, y, rect.width(), rect.height())
        else:
            gradient = QLinearGradient(0, 0, 0, rect.height())
            gradient.setColorAt(0, QColor("#2a3324"))
            gradient.setColorAt(1, QColor("#121510"))
            painter.fillRect(rect, gradient)
        vignette = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        vignette.setColorAt(0, QColor(0, 0, 0, 60))
        vignette.setColorAt(1, QColor(0, 0, 0, 200))
        painter.fillRect(rect, vignette)
        painter.end()
