"""Card faces as QPixmaps, rendered lazily so the UI never waits for a full grid.

:class:`PixmapProvider` hands out a placeholder at once for a face it has not rendered,
queues the card, and renders the queue in short time slices on the GUI thread
(Pillow rendering is CPU-bound; slices keep input responsive), emitting ``ready`` for
each face done. Rendered faces are kept in a bounded in-memory LRU; the imaging layer
keeps its own disk cache underneath.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict

from PIL import Image

from ..cards import Card, CardDatabase
from . import theme
from .qt import QColor, QImage, QObject, QPainter, QPen, QPixmap, Qt, QTimer, Signal

log = logging.getLogger("ringtable.ui")
SLICE_SECONDS = 0.012
MAX_CACHED = 600


def pil_to_pixmap(image: Image.Image) -> QPixmap:
    """Convert an RGBA Pillow image to a QPixmap (copying the pixels)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


def fallback_face(card: Card, width: int) -> QPixmap:
    """A plain face drawn by Qt (title, type, cost) when the renderer fails on a card."""
    pixmap = placeholder(width)
    painter = QPainter(pixmap)
    painter.setPen(QColor(theme.TEXT))
    font = theme.serif_font(max(7.0, width / 14), bold=True)
    painter.setFont(font)
    margin = round(width * 0.08)
    painter.drawText(margin, margin, width - 2 * margin, pixmap.height() - 2 * margin,
                     int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap),
                     f"{card.display_title}\n\n{card.type.replace('_', ' ').title()}")
    painter.end()
    return pixmap


def placeholder(width: int) -> QPixmap:
    """A quiet card-shaped placeholder shown until the face is rendered."""
    height = round(width * 7 / 5)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(theme.PANEL_RAISED))
    painter.setPen(QPen(QColor(theme.BORDER), 2))
    painter.drawRoundedRect(1, 1, width - 2, height - 2, width * 0.06, width * 0.06)
    painter.end()
    return pixmap


class PixmapProvider(QObject):
    """Faces by (card id, width); ``ready(card_id, width)`` fires when one arrives."""

    ready = Signal(str, int)

    def __init__(self, db: CardDatabase, pack=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self._pack = pack
        self._cache: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self._queue: OrderedDict[tuple[str, int], None] = OrderedDict()
        self._placeholders: dict[int, QPixmap] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_some)
        self._face_cache = None

    def set_pack(self, pack) -> None:
        """Use another image pack (or None): forget every face rendered so far."""
        self._pack = pack
        self._cache.clear()

    def cached(self, card_id: str, width: int) -> QPixmap | None:
        key = (card_id, width)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
        return pixmap

    def get(self, card_id: str, width: int) -> QPixmap:
        """The face if rendered, else a placeholder (and the face is queued)."""
        pixmap = self.cached(card_id, width)
        if pixmap is not None:
            return pixmap
        key = (card_id, width)
        self._queue[key] = None
        self._queue.move_to_end(key, last=False)  # most recently asked first
        if not self._timer.isActive():
            self._timer.start()
        if width not in self._placeholders:
            self._placeholders[width] = placeholder(width)
        return self._placeholders[width]

    def get_now(self, card_id: str, width: int) -> QPixmap:
        """The face, rendered synchronously if needed (zoom views)."""
        return self.cached(card_id, width) or self._render(self._db[card_id], width)

    def _render(self, card: Card, width: int) -> QPixmap:
        try:
            from ..imaging import FaceCache, card_image  # Pillow rendering, loaded on first use

            if self._face_cache is None:
                self._face_cache = FaceCache()
            image = card_image(card, width, pack=self._pack, cache=self._face_cache)
            pixmap = pil_to_pixmap(image)
        except Exception:  # a renderer bug must cost one face, never the screen
            log.exception("could not render the face of %s; showing a plain face", card.id)
            pixmap = fallback_face(card, width)
        self._cache[(card.id, width)] = pixmap
        while len(self._cache) > MAX_CACHED:
            self._cache.popitem(last=False)
        return pixmap

    def _render_some(self) -> None:
        deadline = time.perf_counter() + SLICE_SECONDS
        while self._queue and time.perf_counter() < deadline:
            (card_id, width), _ = self._queue.popitem(last=False)
            if (card_id, width) in self._cache:
                continue
            self._render(self._db[card_id], width)
            self.ready.emit(card_id, width)
        if not self._queue:
            self._timer.stop()

    def pending(self) -> int:
        return len(self._queue)
