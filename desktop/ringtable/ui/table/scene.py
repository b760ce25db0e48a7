"""The table scene: playmat, adventure path, piles, twilight pool and card items.

``TableScene.sync(view)`` makes the scene match a view: it creates, moves (animated)
and removes card items keyed by instance id, refreshes counters, and highlights exactly
the cards the deciding person can use now. It knows nothing of the engine but the
view's plain data.
"""

from __future__ import annotations

from typing import Any

from ...cards import CardDatabase
from ...paths import resources_dir
from .. import theme
from ..card_pixmaps import PixmapProvider, pil_to_pixmap
from ..qt import (
    QColor,
    QEasingCurve,
    QFont,
    QGraphicsScene,
    QPainter,
    QPen,
    QPixmap,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from .interaction import playable_cards
from .items import FACE_PIXELS, CardItem, PileItem, TwilightPoolItem
from .layout import CARD_H, CARD_W, PATH_SCALE, SCENE_HEIGHT, SCENE_WIDTH, compute_layout

PLAYER_COLOURS = ("#d9b44a", "#7fb2e5", "#c77dd1", "#7ed39a")
PHASES = ("fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup")


class TableScene(QGraphicsScene):
    """Everything drawn on the table. ``interaction`` receives clicks, drags and hovers."""

    def __init__(self, db: CardDatabase, pixmaps: PixmapProvider, interaction,
                 animation_ms: int = 180) -> None:
        super().__init__(0, 0, SCENE_WIDTH, SCENE_HEIGHT)
        self.db = db
        self.pixmaps = pixmaps
        self.interaction = interaction
        self.animation_ms = animation_ms
        self.cards: dict[int, CardItem] = {}
        self.piles: dict[tuple[int, str], PileItem] = {}
        self.view: dict[str, Any] | None = None
        self.layout = None
        self._animations: dict[int, QPropertyAnimation] = {}
        self._back: QPixmap | None = None
        self._playmat = QPixmap()
        self.twilight = TwilightPoolItem()
        self.twilight.setPos(1700, 420)
        self.addItem(self.twilight)
        pixmaps.ready.connect(self._face_ready)
        self.set_playmat(None)

    # Resources ---------------------------------------------------------------------
    def set_playmat(self, path: str | None) -> None:
        """The player's own playmat image, or the default one when None or unreadable."""
        pixmap = QPixmap(path) if path else QPixmap()
        if pixmap.isNull():
            for name in ("default.jpg", "default.png"):
                candidate = resources_dir() / "playmats" / name
                if candidate.exists():
                    pixmap = QPixmap(str(candidate))
                    break
        self._playmat = pixmap
        self.update()

    def face_pixmap(self, card_id: str | None) -> QPixmap:
        if card_id is None:
            if self._back is None:
                from ...imaging import render_back

                self._back = pil_to_pixmap(render_back(FACE_PIXELS))
            return self._back
        return self.pixmaps.get(card_id, FACE_PIXELS)

    def _face_ready(self, card_id: str, width: int) -> None:
        if width == FACE_PIXELS:
            for item in self.cards.values():
                item.face_ready(card_id)

    # Sync --------------------------------------------------------------------------
    def sync(self, view: dict[str, Any], selected: int = -1, drag_targets: set[int] | None = None,
             highlight: bool = True) -> None:
        """Make the scene show ``view``; highlight the usable cards if ``highlight``."""
        self.view = view
        layout = compute_layout(view)
        self.layout = layout
        entries = view["cards"]
        usable = playable_cards(view["legal_actions"]) if highlight else set()
        skirmish = view.get("skirmish") or {}
        fighting = {skirmish.get("defender"), *skirmish.get("minions", ())}
        for instance in list(self.cards):
            if instance not in layout.cards:
                self.removeItem(self.cards.pop(instance))
        for instance, place in layout.cards.items():
            item = self.cards.get(instance)
            entry = entries.get(instance, {})
            if item is None:
                item = CardItem(self, instance)
                self.cards[instance] = item
                self.addItem(item)
                item.setPos(place.x, place.y)
            card_id = entry.get("card")
            card = self.db.get(card_id) if card_id else None
            printed = {"strength": card.strength, "vitality": card.vitality,
                       "resistance": card.resistance} if card else {}
            item.set_data(card_id, place.face_up and card_id is not None, entry, printed)
            item.setScale(place.scale)
            item.setZValue(theme.Z_CARD + place.z + (5 if place.zone == "hand" else 0))
            item.set_flags(instance in usable, instance == selected,
                           bool(drag_targets) and instance in drag_targets,
                           instance in fighting)
            self._move(item, QPointF(place.x, place.y))
        for spot in layout.piles:
            key = (spot.owner, spot.pile)
            pile = self.piles.get(key)
            if pile is None:
                pile = PileItem(self, spot.owner, spot.pile)
                self.piles[key] = pile
                self.addItem(pile)
            pile.setPos(spot.x, spot.y)
            pile.set_count(spot.count, spot.pile in ("draw", "hand"))
        self.twilight.set_amount(view["twilight"])
        self.update()

    def _move(self, item: CardItem, target: QPointF) -> None:
        if item.pos() == target:
            return
        running = self._animations.pop(item.instance, None)
        if running is not None:
            running.stop()
        if self.animation_ms <= 0:
            item.setPos(target)
            return
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(self.animation_ms)
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda i=item.instance: self._animations.pop(i, None))
        self._animations[item.instance] = animation
        animation.start()

    def finish_animations(self) -> None:
        """Jump every moving card to where it is going (skip animations)."""
        for animation in list(self._animations.values()):
            animation.setCurrentTime(animation.duration())
        self._animations.clear()

    def card_at(self, pos: QPointF, exclude: CardItem | None = None) -> int | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not exclude:
                return item.instance
        return None

    # Background: playmat, path slots, markers, skirmish frame, phase tracker ----------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene_rect = self.sceneRect()
        if not self._playmat.isNull():
            painter.drawPixmap(scene_rect, self._playmat, QRectF(self._playmat.rect()))
        else:
            painter.fillRect(scene_rect, QColor("#1d2a1f"))
        view, layout = self.view, self.layout
        if view is None or layout is None:
            return
        font = QFont(theme.serif_font(11))
        painter.setFont(font)
        for number, x, y in layout.path_slots:
            slot = QRectF(x, y, CARD_W * PATH_SCALE, CARD_H * PATH_SCALE)
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(slot, 5, 5)
            painter.setPen(QColor(255, 255, 255, 120))
            painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(number))
        for player, x, y in layout.markers:
            painter.setPen(QPen(QColor(0, 0, 0), 1.5))
            painter.setBrush(QColor(PLAYER_COLOURS[player % len(PLAYER_COLOURS)]))
            painter.drawEllipse(QPointF(x + 8, y + 8), 8, 8)
        self._draw_zone_labels(painter, view)
        self._draw_tracker(painter, view)
        if layout.skirmish_box:
            x, y, w, h = layout.skirmish_box
            painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 3))
            painter.setBrush(QColor(240, 200, 90, 28))
            painter.drawRoundedRect(QRectF(x, y, w, h), 12, 12)
            fp_total, shadow_total = view["skirmish"]["strength"]
            label = f"{fp_total}  vs  {shadow_total}"
            painter.setFont(theme.serif_font(18, bold=True))
            box = QRectF(x + w / 2 - 70, y + h / 2 - 20, 140, 40)
            painter.setBrush(QColor(20, 16, 12, 230))
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _draw_zone_labels(self, painter: QPainter, view: dict[str, Any]) -> None:
        painter.setPen(QColor(255, 255, 255, 110))
        painter.setFont(theme.serif_font(11))
        me = view["you"]
        fp = view["free_peoples"]
        bottom = "Your fellowship" if fp == me else "Your minions"
        top = "Minions" if fp == me else "The fellowship"
        painter.drawText(QRectF(330, 536, 400, 20), Qt.AlignmentFlag.AlignLeft, bottom)
        painter.drawText(QRectF(330, 276, 400, 20), Qt.AlignmentFlag.AlignLeft, top)
        painter.drawText(QRectF(18, 106, 280, 20), Qt.AlignmentFlag.AlignLeft,
                         "Opponent's support area")
        painter.drawText(QRectF(18, 496, 280, 20), Qt.AlignmentFlag.AlignLeft,
                         "Your support area")

    def _draw_tracker(self, painter: QPainter, view: dict[str, Any]) -> None:
        """Turn, phase chips and who must act, at the top left."""
        players = view["players"]
        fp = view["free_peoples"]
        painter.setFont(theme.serif_font(13, bold=True))
        painter.setPen(QColor(theme.GOLD_BRIGHT))
        painter.drawText(QRectF(18, 10, 440, 22), Qt.AlignmentFlag.AlignLeft,
                         f"Turn {view['turn']} \u00b7 {players[fp]} moves the fellowship")
        font = QFont(theme.serif_font(10))
        painter.setFont(font)
        x = 18.0
        for phase in PHASES:
            active = view["phase"] == phase
            width = 58.0
            chip = QRectF(x, 38, width, 20)
            painter.setPen(QPen(QColor(theme.GOLD if active else "#5b5040"), 1))
            painter.setBrush(QColor("#6b5222" if active else "#1c1813"))
            painter.drawRoundedRect(chip, 9, 9)
            painter.setPen(QColor("#fff4dc" if active else theme.TEXT_DIM))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, phase.title())
            x += width + 4
        burdens = ", ".join(f"{name}: {b}" for name, b in zip(players, view["burdens"],
                                                                strict=True))
        painter.setPen(QColor(theme.TEXT))
        painter.drawText(QRectF(18, 64, 440, 20), Qt.AlignmentFlag.AlignLeft,
                         f"Burdens \u2014 {burdens}")
        decision = view.get("decision")
        if decision:
            painter.setPen(QColor(theme.GOLD_BRIGHT))
            painter.drawText(QRectF(18, 84, 440, 20), Qt.AlignmentFlag.AlignLeft,
                             f"{players[decision['player']]} to act")
