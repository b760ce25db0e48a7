"""The adventure path's slots: an empty slot says which site is still to come, and a
Shadows-era path is framed by regions (I: sites 1-3, II: 4-6, III: 7-9).

A Shadows-era site has no printed number: its number is its place on the path, and the
path is read by regions (CR 4.1 "region"). Which sites are played changes during a game,
so the slots are an item of their own (the background is cached and drawn once).
"""

from __future__ import annotations

from typing import Any

from ...cards import CardDatabase
from .. import theme
from ..qt import QColor, QFont, QGraphicsItem, QPainter, QPen, QRectF, Qt
from .layout import CARD_H, CARD_W, PATH_SCALE, REGION_GAP, REGIONS

SLOT_W, SLOT_H = CARD_W * PATH_SCALE, CARD_H * PATH_SCALE


def is_shadows_path(view: dict[str, Any], db: CardDatabase) -> bool:
    """True when the path is read by regions: the engine's view says so (``shadows_path``,
    from the decks: true before site 1 is placed), or a site on the path is a Shadows-era
    site (no printed site number, block "shadows")."""
    if view.get("shadows_path"):
        return True
    for site in view["path"]:
        card = db.get(view["cards"].get(site, {}).get("card", "")) if site >= 0 else None
        if card is not None and (card.site_number is None or card.block == "shadows"):
            return True
    return False


def empty_slot_label(number: int) -> str:
    return f"Site {number} \u2014 not yet played"


def _font(pixels: int, bold: bool) -> QFont:
    font = QFont(theme.serif_font(11, bold=bold))
    font.setPixelSize(pixels)
    return font


class PathItem(QGraphicsItem):
    """The nine slots of the path (dashed, labelled while empty) and the region frames."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(theme.Z_ZONE)
        self.slots: tuple[tuple[int, float, float], ...] = ()
        self.empty: frozenset[int] = frozenset()
        self.regions = False

    def set_path(self, slots: list[tuple[int, float, float]], path: list[int],
                 regions: bool) -> None:
        empty = frozenset(n for n, _x, _y in slots if n >= len(path) or path[n] < 0)
        state = (tuple(slots), empty, regions)
        if state != (self.slots, self.empty, self.regions):
            self.prepareGeometryChange()
            self.slots, self.empty, self.regions = state
            self.update()

    def labels(self) -> dict[int, str]:
        """What each empty slot says: {5: 'Site 5 \u2014 not yet played'}."""
        return {n: empty_slot_label(n) for n, _x, _y in self.slots if n in self.empty}

    def region_boxes(self) -> list[tuple[str, QRectF]]:
        """Each region's numeral and frame (scene units), when the path has regions."""
        if not self.regions or not self.slots:
            return []
        at = {n: (x, y) for n, x, y in self.slots}
        boxes = []
        for numeral, first, last in REGIONS:
            if first in at and last in at:
                (x0, y0), (x1, _y1) = at[first], at[last]
                boxes.append((numeral, QRectF(x0 - 5, y0 - 5, x1 + SLOT_W - x0 + 10,
                                              SLOT_H + 10)))
        return boxes

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        if not self.slots:
            return QRectF()
        xs = [x for _n, x, _y in self.slots]
        ys = [y for _n, _x, y in self.slots]
        return QRectF(min(xs) - REGION_GAP - 4, min(ys) - 8,
                      max(xs) - min(xs) + SLOT_W + REGION_GAP + 12, SLOT_H + 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for numeral, box in self.region_boxes():
            painter.setPen(QPen(QColor(theme.GOLD), 1.5))
            painter.setBrush(QColor(240, 200, 90, 22))
            painter.drawRoundedRect(box, 8, 8)
            tab = QRectF(box.left() - REGION_GAP + 3, box.top() + 8, REGION_GAP - 4,
                         box.height() - 16)
            painter.setBrush(QColor(20, 16, 12, 220))
            painter.drawRoundedRect(tab, 6, 6)
            painter.setFont(_font(17, True))
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, numeral)
        for number, x, y in self.slots:
            slot = QRectF(x, y, SLOT_W, SLOT_H)
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(slot, 5, 5)
            if number not in self.empty:
                continue  # a site card lies on it
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(_font(19, True))
            painter.drawText(QRectF(x, y + 10, SLOT_W, 30), Qt.AlignmentFlag.AlignCenter,
                             f"Site {number}")
            painter.setPen(QColor(255, 255, 255, 115))
            painter.setFont(_font(15, False))
            painter.drawText(QRectF(x, y + 42, SLOT_W, 50), Qt.AlignmentFlag.AlignCenter,
                             "not yet\nplayed")
