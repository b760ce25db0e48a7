"""Small scene items for what changes every decision: tracker, markers, skirmish frame.

Kept out of the (cached, static) background so a game change repaints a few small
items instead of the whole 1920x1080 table.
"""

from __future__ import annotations

from typing import Any

from ...cards.model import PHASES
from .. import theme
from ..qt import QColor, QFont, QFontMetrics, QGraphicsItem, QPainter, QPen, QPointF, QRectF, Qt

PLAYER_COLOURS = ("#d9b44a", "#7fb2e5", "#c77dd1", "#7ed39a")


class TrackerItem(QGraphicsItem):
    """Turn, the phase chips with the current one lit, burdens, and who must act."""

    def __init__(self) -> None:
        super().__init__()
        self.state: tuple = ()
        self.setPos(18, 8)
        self.setZValue(theme.Z_ZONE + 1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_view(self, view: dict[str, Any]) -> None:
        decision = view.get("decision")
        state = (view["turn"], view["phase"], view["free_peoples"], tuple(view["burdens"]),
                 tuple(view["players"]), decision["player"] if decision else None)
        if state != self.state:
            self.state = state
            self.update()

    def heading(self) -> str:
        """The turn line ('Setting up' before the first turn, never 'Turn 0')."""
        if not self.state:
            return ""
        turn, _phase, fp, _burdens, players, _deciding = self.state
        if turn <= 0:
            return "Setting up: bids, seats and starting fellowships"
        return f"Turn {turn} \u00b7 {players[fp]} moves the fellowship"

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, 556, 92)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """In scene pixels large enough to read at 1280x720 (the table is drawn at about
        half size there): the turn line 24 px, the chips 15 px, the last line 19 px."""
        if not self.state:
            return
        turn, phase, fp, burdens, players, deciding = self.state
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_pixel_font(theme.serif_font(13, bold=True), 25))
        painter.setPen(QColor(theme.GOLD_BRIGHT))
        painter.drawText(QRectF(0, 0, 556, 28), Qt.AlignmentFlag.AlignLeft, self.heading())
        painter.setFont(_pixel_font(theme.serif_font(10), 15))
        x = 0.0
        metrics = painter.fontMetrics()
        for name in PHASES:
            active = phase == name
            chip = QRectF(x, 32, metrics.horizontalAdvance(name.title()) + 8, 24)
            painter.setPen(QPen(QColor(theme.GOLD if active else "#5b5040"), 1))
            painter.setBrush(QColor("#6b5222" if active else "#1c1813"))
            painter.drawRoundedRect(chip, 10, 10)
            painter.setPen(QColor("#fff4dc" if active else theme.TEXT_DIM))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, name.title())
            x += chip.width() + 3
        painter.setFont(_pixel_font(theme.serif_font(10), 19))
        painter.setPen(QColor(theme.TEXT))
        line = QRectF(0, 62, 530, 26)  # clear of the path's first site and its glow
        left, acting = burden_line(painter.fontMetrics(), players, burdens, deciding,
                                   int(line.width()))
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft, left)
        if acting:
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(line, Qt.AlignmentFlag.AlignRight, acting)


def burden_line(metrics: QFontMetrics, players: list[str], burdens: list[int],
                deciding: int | None, width: int) -> tuple[str, str]:
    """The header's third line: each player's burdens on the left, who acts on the right.
    With long names ("Normal bot 1") the names are shortened, never the counts, so both
    burdens stay readable and never run into who acts."""
    acting = f"{players[deciding]} to act" if deciding is not None else ""
    room = width - (metrics.horizontalAdvance(acting) + 14 if acting else 0)

    def line(names: list[str]) -> str:
        return "Burdens: " + " \u00b7 ".join(
            f"{n}: {b}" for n, b in zip(names, burdens, strict=True))

    whole = line(players)
    if metrics.horizontalAdvance(whole) <= room:
        return whole, acting
    share = max(0, (room - metrics.horizontalAdvance(line([""] * len(players))))
                // len(players))
    # from the middle: "Normal bot 1" and "Normal bot 2" differ at their ends
    names = [metrics.elidedText(n, Qt.TextElideMode.ElideMiddle, share) for n in players]
    return metrics.elidedText(line(names), Qt.TextElideMode.ElideRight, room), acting


def _pixel_font(font: QFont, pixels: int) -> QFont:
    font = QFont(font)
    font.setPixelSize(pixels)
    return font


class MarkersItem(QGraphicsItem):
    """Each player's marker under the site they have reached."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.markers: tuple = ()
        self.colours: list[str] = list(PLAYER_COLOURS)
        self.setZValue(theme.Z_TOKEN)

    def set_markers(self, markers: list[tuple[int, float, float]]) -> None:
        if tuple(markers) != self.markers:
            self.prepareGeometryChange()
            self.markers = tuple(markers)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if not self.markers:
            return QRectF()
        xs = [x for _, x, _ in self.markers]
        ys = [y for _, _, y in self.markers]
        return QRectF(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 20, max(ys) - min(ys) + 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for player, x, y in self.markers:
            painter.setPen(QPen(QColor(0, 0, 0), 1.5))
            painter.setBrush(QColor(self.colours[player % len(self.colours)]))
            painter.drawEllipse(QPointF(x + 8, y + 8), 8, 8)


class SkirmishItem(QGraphicsItem):
    """A gold frame around the skirmishing cards with both strength totals between them."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.box: tuple[float, float, float, float] | None = None
        self.totals: tuple[int, int] = (0, 0)
        self.setZValue(theme.Z_CARD - 5)

    def set_skirmish(self, box: tuple[float, float, float, float] | None,
                     totals: tuple[int, int]) -> None:
        if (box, totals) != (self.box, self.totals):
            self.prepareGeometryChange()
            self.box, self.totals = box, totals
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self.box is None:
            return QRectF()
        x, y, w, h = self.box
        return QRectF(x - 4, y - 4, w + 8, h + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.box is None:
            return
        x, y, w, h = self.box
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 3))
        painter.setBrush(QColor(240, 200, 90, 28))
        painter.drawRoundedRect(QRectF(x, y, w, h), 12, 12)


class SkirmishTotalsItem(QGraphicsItem):
    """'8 vs 6' between the two sides of the skirmish, above the cards."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text = ""
        self.setZValue(theme.Z_TOKEN + 5)
        self.setVisible(False)  # shown only while a skirmish is fought

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.setVisible(bool(text))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-70, -20, 140, 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect()
        painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 2))
        painter.setBrush(QColor(20, 16, 12, 235))
        painter.drawRoundedRect(box, 10, 10)
        painter.setFont(theme.serif_font(18, bold=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


class BandsItem(QGraphicsItem):
    """The frames around inactive fellowships: 'Bo's fellowship (not moving)'.

    The Shadow player's companions stay in play (with their wounds and possessions); a
    dim, labelled frame sets them apart from the rows that move and skirmish."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.bands: tuple = ()
        self.setZValue(theme.Z_ZONE)

    def set_bands(self, bands: list[tuple[str, float, float, float, float]]) -> None:
        if tuple(bands) != self.bands:
            self.prepareGeometryChange()
            self.bands = tuple(bands)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if not self.bands:
            return QRectF()
        rect = QRectF()
        for _label, x, y, w, h in self.bands:
            rect = rect.united(QRectF(x, y, w, h))
        return rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for label, x, y, w, h in self.bands:
            painter.setPen(QPen(QColor(200, 200, 210, 90), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(10, 10, 20, 120))
            painter.drawRoundedRect(QRectF(x, y, w, h), 10, 10)
            painter.setPen(QColor(220, 220, 230, 200))
            font = theme.serif_font(11, bold=True)
            font.setPixelSize(17)
            painter.setFont(font)
            painter.drawText(QRectF(x + 10, y + 2, w - 20, 20), Qt.AlignmentFlag.AlignRight,
                             label)  # right: the current site's label hangs under the path


class CurrentSiteItem(QGraphicsItem):
    """The site the fellowship stands on: a gold frame around it on the path and, under
    it, its number and Shadow number ('Site 3 \u00b7 Shadow 4')."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.box: tuple[float, float, float, float] | None = None
        self.label = ""
        self.setZValue(theme.Z_CARD + 20)

    def set_site(self, box: tuple[float, float, float, float] | None, label: str) -> None:
        if (box, label) != (self.box, self.label):
            self.prepareGeometryChange()
            self.box, self.label = box, label
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self.box is None:
            return QRectF()
        x, y, w, h = self.box
        return QRectF(x - 70, y - 6, w + 140, h + 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.box is None:
            return
        x, y, w, h = self.box
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x - 3, y - 3, w + 6, h + 6), 7, 7)
        if self.label:
            painter.setFont(_pixel_font(theme.serif_font(10, bold=True), 19))
            rect = QRectF(x - 66, y + h + 6, w + 132, 26)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 16, 12, 220))
            width = painter.fontMetrics().horizontalAdvance(self.label) + 16
            painter.drawRoundedRect(QRectF(x + w / 2 - width / 2, y + h + 6, width, 26), 8, 8)
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)

