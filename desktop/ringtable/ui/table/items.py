"""Scene items of the table: cards with tokens and badges, piles, the twilight pool.

Items hold only what they draw (a card id, counters, a highlight state), never engine
objects; the scene updates them from each new view. A card item reports clicks, hovers
and drags through the scene's ``interaction`` object, which decides what they mean.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...imaging.render import cost_badge, stat_badges
from .. import theme
from ..qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPointF,
    QRectF,
    Qt,
)
from .layout import CARD_H, CARD_W
from .rule_marks import DOWN, UP, card_tip, hand_cost, paint_cost_disc, paint_text_mark
from .title_fit import FLOOR_SCREEN_PX, TitleLines, disc_size, fit_title, title_left

if TYPE_CHECKING:
    from .scene import TableScene

FACE_PIXELS = 2 * CARD_W  # faces are rendered at twice the scene size: crisp when zoomed
WOUND = QColor("#b3261e")
BURDEN = QColor("#3b3b3b")
TOKEN = QColor("#c9a14a")


WHITE = QColor("white")
# Strength, vitality, resistance in the compact stat band, as printed on the cards:
# pale gold, red, blue (a changed value turns green or pink instead).
STAT_COLOURS = (QColor("#f3d98b"), QColor("#ff9a8a"), QColor("#9cc4ff"))


def _badge(painter: QPainter, centre: QPointF, radius: float, fill: QColor, text: str,
           text_colour: QColor = WHITE) -> None:
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1.5))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(text_colour)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(round(radius * 1.2))
    painter.setFont(font)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
                     Qt.AlignmentFlag.AlignCenter, text)


class CardItem(QGraphicsObject):
    """One card instance on the table (face up or down), with counters and highlight."""

    def __init__(self, scene: TableScene, instance: int) -> None:
        super().__init__()
        self.table = scene
        self.instance = instance
        self.card_id: str | None = None
        self.face_up = True
        self.entry: dict[str, Any] = {}
        self.printed: dict[str, int | None] = {}
        self.legal = False        # it can act / be chosen now
        self.selected = False     # chosen first, waiting for a target
        self.drop_target = False  # a legal target while another card is dragged
        self.in_skirmish = False
        self.resting = False      # an inactive fellowship's card: drawn dimmed
        self.strip = 0.0          # attached: the height (item units) showing under the bearer
        self._band_bottom = 0.0   # compact: where the title band ends (counters go below)
        self.shown_width = 0.0    # a squeezed hand: the width not under the next card
        self.pointed = False      # a decision option about this card is pointed at
        self.flash_level = 0.0  # 1.0 just wounded, fading to 0 (the wound animation)
        self._pixmap: QPixmap | None = None
        self._press: QPointF | None = None
        self._dragging = False
        self._home = QPointF()
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        # Repaints blit a cached image of the card at screen resolution; update() refreshes it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # Data --------------------------------------------------------------------------
    def set_data(self, card_id: str | None, face_up: bool, entry: dict[str, Any],
                 printed: dict[str, int | None]) -> None:
        if (card_id, face_up, entry, printed) == (self.card_id, self.face_up, self.entry,
                                                   self.printed):
            return  # unchanged: keep the cached image (repainting 40 cards costs ~10 ms)
        new_card = (card_id, face_up) != (self.card_id, self.face_up)
        if new_card:
            self._pixmap = None
        self.card_id, self.face_up, self.entry, self.printed = card_id, face_up, entry, printed
        if new_card and self.strip_tag():  # 'F' in a narrow strip: the tip says what it is
            self.setToolTip(f"{self.table.db[card_id].title} (follower)")
        self._set_rule_tip()
        self.update()

    def _set_rule_tip(self) -> None:
        """The hover text says what a rule changes on this card (a cost in hand, game
        text off or copied); the path's sites and followers keep the scene's own tips."""
        card = self.table.db.get(self.card_id) if self.card_id else None
        tip = card_tip(card.title, self.entry, self.printed.get("cost")) if card else ""
        if tip or self.property("rule_tip"):
            self.setProperty("rule_tip", bool(tip))
            self.setToolTip(tip)

    def changed_cost(self) -> tuple[int, int] | None:
        """(cost now, printed) when a rule changes this card's twilight cost in hand."""
        return hand_cost(self.entry, self.printed.get("cost")) if self.face_up else None

    def set_flags(self, legal: bool, selected: bool, drop_target: bool, in_skirmish: bool) -> None:
        if (legal, selected, drop_target, in_skirmish) != (
                self.legal, self.selected, self.drop_target, self.in_skirmish):
            self.legal, self.selected = legal, selected
            self.drop_target, self.in_skirmish = drop_target, in_skirmish
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_pointed(self, pointed: bool) -> None:
        if pointed != self.pointed:
            self.pointed = pointed
            self.update()

    def set_shown_width(self, width: float) -> None:
        """Overlapped by the next card in a squeezed hand, only ``width`` units of this
        card show: its title is fitted there (0: the whole card shows)."""
        if width != self.shown_width:
            self.shown_width = width
            self.update()

    def set_strip(self, strip: float) -> None:
        """Attached under a bearer, ``strip`` units of this card show: it draws its title
        there (0: not tucked)."""
        if strip != self.strip:
            self.strip = strip
            self.update()

    def shape(self):  # noqa: D401 - Qt's name
        """Only the card itself takes clicks (not the glow margin): a click on the strip of
        an attachment under a bearer reaches the attachment."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return path

    def set_resting(self, resting: bool) -> None:
        if resting != self.resting:
            self.resting = resting
            self.update()

    def face_ready(self, card_id: str) -> None:
        if card_id == self.card_id:
            self._pixmap = None
            self.update()

    # Painting ----------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-8, -8, CARD_W + 16, CARD_H + 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.legal or self.selected or self.drop_target:
            colour = QColor(theme.HIGHLIGHT if not self.drop_target else theme.GOOD)
            for width, alpha in ((10, 60), (6, 110), (3, 230)):
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        if self._pixmap is None:
            self._pixmap = self.table.face_pixmap(self.card_id if self.face_up else None)
        # Faces come with transparent rounded corners: no clip path needed (clips are slow).
        painter.drawPixmap(rect, self._pixmap, QRectF(self._pixmap.rect()))
        if self.resting and not self.legal:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(12, 12, 24, 95))
            painter.drawRoundedRect(rect, 7, 7)
        if self.flash_level > 0:
            colour = QColor(WOUND)
            colour.setAlpha(int(150 * self.flash_level))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 7, 7)
        if self.selected:
            painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 3))
            painter.drawRoundedRect(rect, 7, 7)
        if self.pointed:
            painter.setPen(QPen(WHITE, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        compact = self.face_up and self.card_id and self.table.is_compact(self.scale())
        self._band_bottom = 0.0
        if compact:
            self._paint_bands(painter)
        if self.face_up:
            self._paint_counters(painter, compact_stats=bool(compact))
        if self.strip and self.face_up and self.card_id:
            self._paint_strip(painter)

    def _paint_strip(self, painter: QPainter) -> None:
        """The title of an attached card in the strip that shows under its bearer."""
        face = self.table.compact_face(self.card_id)
        text = self.strip_text(painter.font().family())
        if face is None or text is None:
            return
        tag, tag_px, tag_w, fitted = text
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(*face.frame))
        painter.drawRoundedRect(QRectF(0, CARD_H - self.strip, CARD_W, self.strip), 6, 6)
        font = QFont(painter.font())
        font.setBold(True)
        if tag:  # the kind of card, right-aligned in a dark pill: a follower is no possession
            font.setPixelSize(max(1, round(tag_px)))
            painter.setFont(font)
            pill = QRectF(CARD_W - tag_w - 3, CARD_H - self.strip + 3, tag_w, self.strip - 6)
            painter.setBrush(QColor(20, 16, 12, 225))
            painter.drawRoundedRect(pill, 5, 5)
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, tag)
        width = CARD_W - 10 - (tag_w + 3 if tag else 0)
        font.setPixelSize(round(fitted.pixel_size))
        painter.setFont(font)
        painter.setPen(QColor(*face.ink))
        top = CARD_H - self.strip + (self.strip - fitted.line_height * len(fitted.lines)) / 2
        for i, line in enumerate(fitted.lines):
            painter.drawText(QRectF(6, top + i * fitted.line_height, width,
                                    fitted.line_height),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)

    def strip_text(self, family: str | None = None
                   ) -> tuple[str, float, float, TitleLines] | None:
        """What the strip under a bearer says: the kind's tag ('Follower', or 'F' when
        the title would not show whole beside it; '' for most attachments), its size and
        width, and the title's lines (two when they fit the strip, rather than eliding).
        None when the card is not tucked under a bearer."""
        face = self.table.compact_face(self.card_id)
        if face is None or not self.strip or not self.face_up:
            return None
        family = family or QFont().family()
        start = round(min(self.strip * 0.62, self.band_text_px()[0]), 1)
        # a strip's floor is a pixel lower than a band's (7 px, bold)
        floor = round(min(start, (FLOOR_SCREEN_PX - 1)
                          / max(self.scale() * self.table.view_scale, 0.05)), 1)
        tag, tag_w = self.strip_tag(), 0.0
        if tag:
            font = QFont(family)
            font.setBold(True)
            font.setPixelSize(max(1, round(floor)))
            metrics = QFontMetricsF(font)
            tag_w = metrics.horizontalAdvance(tag) + 8
            if fit_title(face.title, family, CARD_W - 13 - tag_w, self.strip, False, start,
                         floor, max_lines=2).elided:
                tag = tag[0]  # too narrow for both: the title keeps the room, 'F' the kind
                tag_w = metrics.horizontalAdvance(tag) + 8
        width = CARD_W - 10 - (tag_w + 3 if tag else 0)
        fitted = fit_title(face.title, family, width, self.strip, False, start, floor,
                           max_lines=2)
        return tag, floor, tag_w, fitted

    def strip_tag(self) -> str:
        """The kind shown beside an attachment's title in its strip: 'Follower' (another
        kind of card than the possessions and conditions a bearer usually carries)."""
        card = self.table.db.get(self.card_id) if self.card_id else None
        return "Follower" if card is not None and card.type == "follower" else ""

    def band_text_px(self) -> tuple[float, float]:
        """Title and stat text sizes of the compact bands, in scene units on the card:
        10.5 and 12.5 screen pixels whatever the card's scale (within limits)."""
        per_px = 1 / max(self.scale() * self.table.view_scale, 0.05)  # scene units per px
        return min(34.0, max(17.0, 10.5 * per_px)), min(40.0, max(20.0, 12.5 * per_px))

    def title_lines(self, family: str | None = None) -> TitleLines | None:
        """The title as the compact band draws it now (size, lines, elided or not), or
        None when the card is not compact or too narrow for a word. A long title at a
        small size may take more lines than the usual band: the band grows over the art
        (up to 58% of the card, above the stat band; 80% on a card without stats)."""
        face = self.table.compact_face(self.card_id)
        if face is None or not self.face_up or not self.table.is_compact(self.scale()):
            return None
        title_px, _ = self.band_text_px()
        band_h = min(CARD_H * 0.45, title_px * 2.35)
        on_screen = self.scale() * self.table.view_scale
        if (CARD_W - title_left(title_px) - 1) * on_screen < 20:
            return None
        floor = min(title_px, FLOOR_SCREEN_PX / max(on_screen, 0.05))
        width = min(CARD_W, self.shown_width or CARD_W) - 5
        # a card without stats (a site, a condition) has no stat band to keep clear
        most = CARD_H * (0.58 if face.stats else 0.8)
        return fit_title(face.title, family or QFont().family(), width,
                         max(band_h, most) - 2, face.cost is not None,
                         round(title_px, 1), round(floor, 1))

    def _paint_bands(self, painter: QPainter) -> None:
        """A card too small to read: the title band (culture colour, cost, title) on top
        and the current stats at the bottom, sized in screen pixels (about 11-12 px at
        1280x720 whatever the card's own scale)."""
        face = self.table.compact_face(self.card_id)
        if face is None:
            return
        title_px, stats_px = self.band_text_px()
        fitted = self.title_lines(painter.font().family())
        band_h = min(CARD_H * 0.45, title_px * 2.35)
        if fitted is not None:  # a long title at a small size: the band grows to hold it
            band_h = max(band_h, len(fitted.lines) * fitted.line_height + 2)
        self._band_bottom = band_h  # the counters go under it
        frame = QColor(*face.frame)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(frame)
        painter.drawRoundedRect(QRectF(0, 0, CARD_W, band_h), 7, 7)
        painter.fillRect(QRectF(0, band_h - 8, CARD_W, 8), frame)
        font = QFont(painter.font())
        font.setBold(True)
        size = fitted.pixel_size if fitted is not None else title_px  # the disc goes with it
        if face.cost is not None:
            radius = disc_size(size) / 2
            changed = self.changed_cost()
            if changed is None:
                _badge(painter, QPointF(radius + 1, radius + 1), radius, QColor(28, 24, 32),
                       str(face.cost))
            else:
                paint_cost_disc(painter, QPointF(radius + 1, radius + 1), radius, *changed)
        if fitted is not None:
            font.setPixelSize(round(fitted.pixel_size))
            painter.setFont(font)
            painter.setPen(QColor(*face.ink))
            single = len(fitted.lines) == 1  # one line: centred in the band
            top = max(1.0, (band_h - fitted.line_height) / 2) if single else 1.0
            for i, line in enumerate(fitted.lines):
                beside = face.cost is not None and (single or i * fitted.line_height
                                                    < disc_size(size) + 1)
                left = title_left(size) if beside else 4.0
                painter.drawText(QRectF(left, top + i * fitted.line_height, CARD_W - left - 1,
                                        fitted.line_height),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)
        if not face.stats:
            return
        stats_h = stats_px * 1.45
        bottom = QRectF(0, CARD_H - stats_h, CARD_W, stats_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(16, 14, 12, 235))
        painter.drawRoundedRect(bottom, 7, 7)
        font.setPixelSize(round(stats_px))
        painter.setFont(font)
        width = CARD_W / len(face.stats)
        for i, (_label, key) in enumerate(face.stats):
            current, printed = self.entry.get(key), self.printed.get(key)
            value = current if current is not None else printed
            colour = STAT_COLOURS[i] if current is None or printed is None or current == printed \
                else (UP if current > printed else DOWN)
            painter.setPen(colour)
            painter.drawText(QRectF(i * width, CARD_H - stats_h, width, stats_h),
                             Qt.AlignmentFlag.AlignCenter, "" if value is None else str(value))

    def _paint_counters(self, painter: QPainter, compact_stats: bool = False) -> None:
        entry = self.entry
        top = max(62.0, self._band_bottom + 15)  # below a compact title band
        wounds = entry.get("wounds", 0)
        if wounds:
            _badge(painter, QPointF(CARD_W - 18, top), 13, WOUND, str(wounds))
        burdens = entry.get("burdens", 0)
        if burdens:
            _badge(painter, QPointF(CARD_W - 18, top + 30), 13, BURDEN, str(burdens))
        tokens = entry.get("tokens", {})
        for i, culture in enumerate(sorted(tokens)):  # culture tokens, one badge per culture
            _badge(painter, QPointF(18 + i * 26, top), 11, TOKEN, str(tokens[culture]),
                   QColor("black"))
        if not compact_stats:  # the compact stat band shows current values itself
            self._paint_changed_stats(painter)
            self._paint_changed_cost(painter)
        self._paint_text_mark(painter, compact_stats)
        gained = entry.get("gained_keywords")
        if gained:
            painter.fillRect(QRectF(4, CARD_H - 24, CARD_W - 8, 18), QColor(20, 20, 20, 200))
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            font = QFont(painter.font())
            font.setPixelSize(11)
            painter.setFont(font)
            painter.drawText(QRectF(6, CARD_H - 24, CARD_W - 12, 18),
                             Qt.AlignmentFlag.AlignCenter, ", ".join(gained))

    def _paint_changed_stats(self, painter: QPainter) -> None:
        """A current value that differs from the printed one, in a pill right beside
        its printed badge (green up, pink down): it reads as that stat and covers no
        text (a badge over the text box hid the game text at 2560x1440)."""
        for pill, current, colour in self.changed_stats():
            painter.setPen(QPen(colour, 1.2))
            painter.setBrush(QColor(20, 20, 20, 230))
            painter.drawRoundedRect(pill, 8, 8)
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(14)
            painter.setFont(font)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(current))

    def _paint_changed_cost(self, painter: QPainter) -> None:
        """A full face in hand whose cost a rule changes: the printed cost disc is covered
        by the cost now (green: cheaper, pink: dearer), as a changed stat is shown."""
        changed = self.changed_cost()
        card = self.table.db.get(self.card_id) if self.card_id else None
        where = cost_badge(card, CARD_W) if card is not None and changed else None
        if where is not None and changed is not None:
            x, y, radius = where
            paint_cost_disc(painter, QPointF(x, y), radius + 1.5, *changed)

    def _paint_text_mark(self, painter: QPainter, compact: bool) -> None:
        """A card in play whose game text does not apply, or which has a site's game
        text: a label just above its stats (``rule_marks.paint_text_mark``)."""
        title_px, stats_px = self.band_text_px() if compact else (13.0, 0.0)
        bottom = CARD_H - (stats_px * 1.45 if compact else 30) - 3
        floor = (FLOOR_SCREEN_PX - 1) / max(self.scale() * self.table.view_scale, 0.05)
        paint_text_mark(painter, self.entry, compact,
                        QRectF(1, bottom - title_px * 1.45, CARD_W - 2, title_px * 1.45),
                        title_px, floor)

    def changed_stats(self) -> list[tuple[QRectF, int, QColor]]:
        """Each stat whose current value differs from the printed one: the pill beside
        its printed badge (card units), the value and its colour."""
        card = self.table.db.get(self.card_id) if self.card_id else None
        if card is None:
            return []
        out = []
        for key, (x, y, radius) in stat_badges(card, CARD_W).items():
            current, printed = self.entry.get(key), self.printed.get(key)
            if current is not None and printed is not None and current != printed:
                out.append((QRectF(x + radius + 1, y - 9, 24, 18), current,
                            UP if current > printed else DOWN))
        return out

    # Mouse -------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.face_up and self.card_id:
            self.table.interaction.hovered(self.instance, self.card_id)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._home = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._press is None:
            return
        if not self._dragging:
            moved = (event.scenePos() - self._press).manhattanLength()
            if moved < 8 or not self.table.interaction.can_drag(self.instance):
                return
            self._dragging = True
            self.table.show_drag_proxy(self)
            self.setOpacity(0.4)  # the card stays home, dimmed; its proxy travels
            self.table.interaction.drag_started(self.instance)
        self.table.move_drag_proxy(self._home + (event.scenePos() - self._press))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._press is None:
            return
        was_dragging, self._press = self._dragging, None
        self._dragging = False
        if was_dragging:
            target = self.table.card_at(event.scenePos(), exclude=self)
            self.table.hide_drag_proxy()
            self.setOpacity(1.0)
            self.table.interaction.dropped(self.instance, target,
                                           self.table.zone_at(event.scenePos()))
        else:
            self.table.interaction.clicked(self.instance)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        self.table.interaction.clicked(self.instance)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        self.table.interaction.context_menu(self.instance, event.screenPos())
        event.accept()


class PileItem(QGraphicsItem):
    """A pile (draw deck, discard, dead pile, a hidden hand) drawn with its count."""

    LABELS = {"draw": "Draw deck", "discard": "Discard", "dead": "Dead pile", "hand": "Hand",
              "adventure": "Sites"}

    def __init__(self, scene: TableScene, owner: int, pile: str) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.table = scene
        self.owner, self.pile = owner, pile
        self.count = 0
        self.show_back = False
        self.setZValue(theme.Z_ZONE)
        self.setAcceptHoverEvents(True)

    def set_count(self, count: int, show_back: bool) -> None:
        if (count, show_back) != (self.count, self.show_back):
            self.count, self.show_back = count, show_back
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-24, -4, CARD_W * 0.62 + 48, CARD_H * 0.62 + 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        w, h = CARD_W * 0.62, CARD_H * 0.62
        rect = QRectF(0, 0, w, h)
        if self.show_back and self.count:
            for i in range(min(3, self.count) - 1, -1, -1):
                back = self.table.face_pixmap(None)
                painter.drawPixmap(rect.translated(i * 2, -i * 2), back, QRectF(back.rect()))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 50), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(0, 0, 0, 50)))
            painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor(theme.TEXT))
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        painter.drawText(QRectF(-24, h + 4, w + 48, 18), Qt.AlignmentFlag.AlignCenter,
                         f"{self.LABELS[self.pile]} \u00b7 {self.count}")

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.interaction.pile_clicked(self.owner, self.pile)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        """A pile's manual menu is the table's (draw, shuffle, look at your deck...)."""
        self.table.interaction.context_menu(-1, event.screenPos())
        event.accept()


class TwilightPoolItem(QGraphicsItem):
    """The twilight pool: a dark bowl with a token per twilight (up to a dozen) and the number."""

    def __init__(self) -> None:
        super().__init__()
        # Painted once into a device-resolution image; repaints blit it (dashed and
        # antialiased shapes cost milliseconds a frame otherwise).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.amount = 0
        self.flash_level = 0.0  # the pool glows when twilight is added or removed
        self.setZValue(theme.Z_ZONE)

    def set_amount(self, amount: int) -> None:
        if amount != self.amount:
            self.amount = amount
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 190, 150)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(theme.GOLD_BRIGHT)
        glow.setAlpha(int(220 * self.flash_level))
        if self.flash_level > 0:
            painter.setPen(QPen(glow, 10))
            painter.drawEllipse(QRectF(8, 8, 174, 114))
        painter.setPen(QPen(QColor(theme.GOLD), 2))
        painter.setBrush(QColor(10, 10, 14, 200))
        painter.drawEllipse(QRectF(10, 10, 170, 110))
        for i in range(min(self.amount, 12)):
            col, row = i % 4, i // 4
            centre = QPointF(52 + col * 29 + (row % 2) * 8, 36 + row * 26)
            painter.setPen(QPen(QColor("#1a1030"), 1.5))
            painter.setBrush(QColor("#6b4fa0"))
            painter.drawEllipse(centre, 11, 11)
            painter.setBrush(QColor("#9d7fd6"))
            painter.drawEllipse(centre + QPointF(-2, -2), 5, 5)
        painter.setPen(QColor(theme.GOLD_BRIGHT))
        font = QFont(painter.font())
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(0, 122, 190, 24), Qt.AlignmentFlag.AlignCenter,
                         f"Twilight pool: {self.amount}")
