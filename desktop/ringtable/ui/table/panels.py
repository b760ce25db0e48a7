"""The table's side panels: the zoomed card and the log (the decision panel has its own
module)."""

from __future__ import annotations

import html
from collections.abc import Callable

from .. import theme
from ..qt import (
    QColor,
    QPainter,
    QPixmap,
    QRect,
    QSize,
    QSizePolicy,
    Qt,
    QTextBrowser,
    QUrl,
    QWidget,
    Signal,
)
from .controller import LogLine

ZOOM_WIDTH = 330      # the zoomed card on a window tall enough for it
ZOOM_MIN_WIDTH = 180  # ... and on a short one (1280x720), where it shrinks to fit
ZOOM_MIN_HEIGHT = 120
SIDE_MIN_WIDTH = 300  # the decision buttons and the log need this much


class ZoomPanel(QWidget):
    """A large, readable card face: the card last pointed at.

    It takes the room the side panel has left once the decision panel and the log have
    theirs (it never sets a minimum that could push them off a short window), and draws
    the card as large as fits, keeping its shape. ``resized`` asks for a face rendered
    at the new width."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id: str | None = None
        self._pixmap = QPixmap()
        self.card_width = 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(ZOOM_MIN_HEIGHT)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(ZOOM_WIDTH, round(ZOOM_WIDTH * 7 / 5))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(ZOOM_MIN_WIDTH, ZOOM_MIN_HEIGHT)

    def fitting_width(self) -> int:
        """The width of the largest card that fits the panel now."""
        return max(40, min(self.width(), ZOOM_WIDTH, round(self.height() * 5 / 7)))

    def card_rect(self) -> QRect:
        """Where the card is drawn (centred at the top of the panel)."""
        width = self.fitting_width()
        return QRect((self.width() - width) // 2, 0, width, round(width * 7 / 5))

    def setPixmap(self, pixmap: QPixmap) -> None:  # noqa: N802 - QLabel's name, kept
        self._pixmap = pixmap
        self.update()

    def pixmap(self) -> QPixmap:
        return self._pixmap

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        width = self.fitting_width()
        if width != self.card_width:
            self.card_width = width
            self.resized.emit()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.card_rect()
        if self._pixmap.isNull():
            painter.setPen(QColor(theme.TEXT_DIM))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             "Point at a card to read it here.")
            return
        painter.drawPixmap(rect, self._pixmap)


class LogPanel(QTextBrowser):
    """The game log; every card name is a link that shows the card in the zoom panel."""

    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._anchor)
        self._last_turn: tuple[int, str] | None = None
        self.lines: list[str] = []
        self.name_colours: dict[str, str] = {}  # player names shown in their colour
        # (turn, phase) -> heading; the board game's screen sets its own (locations)
        self.heading: Callable[[int, str], str] = \
            lambda turn, phase: f"Turn {turn} \u00b7 {phase.title()}"

    def add(self, line: LogLine, names: dict[int, tuple[str, str]]) -> None:
        """Append one line; ``names`` maps instance ids to (card id, title) to link."""
        if self._last_turn != (line.turn, line.phase):
            self._last_turn = (line.turn, line.phase)
            self.append(f"<p style='color:{theme.GOLD}; margin-top:6px'>"
                        f"<b>{html.escape(self.heading(line.turn, line.phase))}</b></p>")
        text = html.escape(line.text)
        for instance in line.cards:
            if instance in names:
                card_id, title = names[instance]
                escaped = html.escape(title)
                link = (f"<a style='color:{theme.GOLD_BRIGHT}; text-decoration:none' "
                        f"href='card:{card_id}'>{escaped}</a>")
                text = text.replace(escaped, link, 1) if escaped in text else text
        for name, colour in self.name_colours.items():
            escaped = html.escape(name)
            text = text.replace(escaped, f"<b style='color:{colour}'>{escaped}</b>")
        self.lines.append(line.text)
        self.append(f"<span style='color:{theme.TEXT}'>{text}</span>")
        self.follow_end()

    def follow_end(self) -> None:
        """Show the last line. append() follows the end only while the view already
        shows it; the log was stuck near the top once the panel's height changed (a
        hand-off, a resize)."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear_lines(self) -> None:
        self.clear()
        self.lines = []
        self._last_turn = None

    def _anchor(self, url: QUrl) -> None:
        value = url.toString()
        if value.startswith("card:"):
            self.card_clicked.emit(value[5:])

    def plain_text(self) -> str:
        return "\n".join(self.lines)
