"""The table scene: playmat, adventure path, piles, twilight pool and card items.

``TableScene.sync(view)`` makes the scene match a view: it creates, moves (animated)
and removes card items keyed by instance id, refreshes counters, and highlights exactly
the cards the deciding person can use now. It knows nothing of the engine but the
view's plain data.
"""

from __future__ import annotations

from typing import Any

from ...cards import CardDatabase
from ...imaging.compact import CompactFace, compact_face
from ...paths import resources_dir
from .. import theme
from ..card_pixmaps import PixmapProvider, pil_to_pixmap
from ..qt import (
    QColor,
    QEasingCurve,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QPainter,
    QPen,
    QPixmap,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from .era_marks import InitiativeItem, ThreatsItem, era_marks
from .interaction import playable_cards
from .items import FACE_PIXELS, CardItem, PileItem, TwilightPoolItem
from .layout import (
    BOTTOM_ROW_Y,
    CARD_H,
    CARD_W,
    HAND_Y,
    PATH_SCALE,
    ROW_LEFT,
    ROW_RIGHT,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    SUPPORT_X,
    TOP_ROW_Y,
    compute_layout,
    hand_scale,
    tuck_for,
)
from .overlays import (
    BandsItem,
    CurrentSiteItem,
    MarkersItem,
    SkirmishItem,
    SkirmishTotalsItem,
    TrackerItem,
)
from .path_item import PathItem, is_shadows_path
from .rule_marks import RulesInForce, rules_in_force

# A card narrower than this on screen shows its compact bands (title, cost, stats).
COMPACT_BELOW_PX = 130


def _shown_entry(view: dict[str, Any], instance: int, entry: dict[str, Any],
                 card, db: CardDatabase) -> dict[str, Any]:
    """What a card item shows beyond the view's entry: its player's burdens on the
    Ring-bearer, the keywords it has gained (current keywords not printed on it), and the
    title and number of the site whose game text it has (``site_text``)."""
    extra: dict[str, Any] = {}
    site = db.get(view["cards"].get(entry.get("site_text", -1), {}).get("card", ""))
    if site is not None:
        extra["site_title"], extra["site_number"] = site.title, site.site_number
        extra["site_words"] = site.game_text
    if instance in view["ring_bearer"]:
        burdens = view["burdens"][view["ring_bearer"].index(instance)]
        if burdens:
            extra["burdens"] = burdens
    current = entry.get("keywords")
    if current and card is not None:
        printed = {k.split(" ")[0].split("+")[0] for k in card.keywords}
        gained = [name if value == 1 else f"{name} {value}" for name, value in current.items()
                  if name not in printed]
        if gained:
            extra["gained_keywords"] = gained
    return {**entry, **extra} if extra else entry


def _cover(pixmap: QPixmap, target: QRectF) -> QRectF:
    """The part of ``pixmap`` that covers ``target`` keeping its aspect (centre crop)."""
    source = QRectF(pixmap.rect())
    scale = max(target.width() / source.width(), target.height() / source.height())
    width, height = target.width() / scale, target.height() / scale
    return QRectF((source.width() - width) / 2, (source.height() - height) / 2, width, height)


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
        self._flashing: set = set()  # items fading after a wound or a twilight change
        self._flash_timer = QTimer()
        self._flash_timer.setInterval(30)
        self._flash_timer.timeout.connect(self._fade)
        self._back: QPixmap | None = None
        self._playmat = QPixmap()
        self._playmat_scaled: QPixmap | None = None
        self.twilight = TwilightPoolItem()
        self.twilight.setPos(1700, 420)
        self.tracker = TrackerItem()
        self.markers = MarkersItem()
        self.skirmish = SkirmishItem()
        self.totals = SkirmishTotalsItem()
        self.bands = BandsItem()
        self.current_site = CurrentSiteItem()
        self.threats = ThreatsItem()
        self.initiative = InitiativeItem()
        self.path = PathItem()
        self.rules = RulesInForce(self)  # the game-wide rules in force, as chips
        # Threats and initiative are drawn in games with cards of the sets that use
        # them (the screen says so from the game's cards) or once threats are placed.
        self.era_rules = False
        for item in (self.twilight, self.tracker, self.markers, self.skirmish, self.totals,
                     self.bands, self.current_site, self.threats, self.initiative, self.path):
            self.addItem(item)
        self.drag_proxy = QGraphicsPixmapItem()
        self.drag_proxy.setOpacity(0.85)
        self.drag_proxy.setZValue(theme.Z_DRAGGED)
        self.drag_proxy.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.drag_proxy.hide()
        self.addItem(self.drag_proxy)
        self._background_roles: tuple[int, int] | None = None
        self.view_scale = 1.0  # screen pixels per scene unit (set by the view on resize)
        self._last_sync: tuple | None = None  # the last sync's arguments (relayout)
        self._compact_faces: dict[str, CompactFace | None] = {}
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
        self._playmat_scaled = None
        self.update()

    def face_pixmap(self, card_id: str | None) -> QPixmap:
        if card_id is None:
            if self._back is None:
                from ...imaging import render_back

                self._back = pil_to_pixmap(render_back(FACE_PIXELS))
            return self._back
        return self.pixmaps.get(card_id, FACE_PIXELS)

    def point_at(self, instance: int) -> None:
        """Mark the card an option of the decision panel is about (-1: none)."""
        for item in self.cards.values():
            item.set_pointed(item.instance == instance)

    def room_below(self) -> float:
        """Scene units the window shows under the 1920x1080 table (a narrow window)."""
        return max(0.0, self.sceneRect().bottom() - SCENE_HEIGHT)

    def relayout(self) -> None:
        """The window's shape changed: lay the same view out again (the hand's size
        follows the room under the table), and redraw the zone bands."""
        if self.view is None or self._last_sync is None:
            return
        selected, targets, highlight, conceal, legal = self._last_sync
        self.sync(self.view, selected, targets, highlight, conceal, legal)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_view_scale(self, scale: float) -> None:
        """The view was resized: cards that became too small (or large enough) to read
        switch to (or from) their compact bands."""
        if abs(scale - self.view_scale) < 1e-4:
            return
        self.view_scale = scale
        for item in self.cards.values():
            item.update()

    def is_compact(self, item_scale: float) -> bool:
        """True when a card drawn at ``item_scale`` is too small on screen to read."""
        return CARD_W * item_scale * self.view_scale < COMPACT_BELOW_PX

    def compact_face(self, card_id: str | None) -> CompactFace | None:
        if card_id is None or card_id not in self.db:
            return None
        if card_id not in self._compact_faces:
            self._compact_faces[card_id] = compact_face(self.db[card_id])
        return self._compact_faces[card_id]

    def refresh_faces(self) -> None:
        """Fetch every face again (another image pack was chosen)."""
        self._back = None
        for item in self.cards.values():
            item.face_ready(item.card_id or "")
        for pile in self.piles.values():
            pile.update()

    def _face_ready(self, card_id: str, width: int) -> None:
        if width == FACE_PIXELS:
            for item in self.cards.values():
                item.face_ready(card_id)

    # Sync --------------------------------------------------------------------------
    def sync(self, view: dict[str, Any], selected: int = -1, drag_targets: set[int] | None = None,
             highlight: bool = True, conceal_hand: bool = False,
             legal: list[dict[str, Any]] | None = None) -> None:
        """Make the scene show ``view``; highlight the usable cards if ``highlight``;
        ``conceal_hand`` turns the viewer's hand face down (behind a hand-off screen)."""
        self.view = view
        layout = compute_layout(view, conceal_hand, self.room_below(),
                                regions=is_shadows_path(view, self.db))
        self._last_sync = (selected, drag_targets, highlight, conceal_hand, legal)
        self.layout = layout
        entries = view["cards"]
        usable = playable_cards(view["legal_actions"] if legal is None else legal) \
            if highlight else set()
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
            entry = _shown_entry(view, instance, entry, card, self.db)
            printed = {"strength": card.strength, "vitality": card.vitality,
                       "resistance": card.resistance, "cost": card.twilight_cost} \
                if card else {}
            face_up = place.face_up and card_id is not None
            # A face-down card keeps no card id: nothing private stays in the scene.
            item.set_data(card_id if face_up else None, face_up, entry if face_up else {},
                          printed if face_up else {})
            item.setScale(place.scale)
            item.set_shown_width(place.shown_w / place.scale if place.shown_w else 0.0)
            bearer = layout.cards.get(entry.get("bearer", -1))
            item.set_strip(tuck_for(place.scale) / place.scale
                           if place.zone == "attached" and bearer is not None else 0.0)
            item.set_resting(place.zone == "inactive" or (
                place.zone == "attached" and bearer is not None and bearer.zone == "inactive"))
            item.setZValue(theme.Z_CARD + place.z + (5 if place.zone == "hand" else 0))
            item.set_flags(instance in usable, instance == selected,
                           bool(drag_targets) and instance in drag_targets,
                           instance in fighting)
            self._move(item, QPointF(place.x, place.y))
        shown_piles = {(spot.owner, spot.pile) for spot in layout.piles}
        for key in list(self.piles):  # the seats swapped (hotseat): no stale pile stays
            if key not in shown_piles:
                self.removeItem(self.piles.pop(key))
        for spot in layout.piles:
            key = (spot.owner, spot.pile)
            pile = self.piles.get(key)
            if pile is None:
                pile = PileItem(self, spot.owner, spot.pile)
                self.piles[key] = pile
                self.addItem(pile)
            pile.setPos(spot.x, spot.y)
            pile.set_count(spot.count, spot.pile in ("draw", "hand", "adventure"))
        self.twilight.set_amount(view["twilight"])
        marks = era_marks(view, self.era_rules)
        self.threats.set_marks(marks)
        self.initiative.set_marks(marks)
        self.rules.set_lines(rules_in_force(view, self.db))
        self.tracker.set_view(view)
        self.markers.set_markers(layout.markers)
        self.path.set_path(layout.path_slots, view["path"], layout.regions)
        self._show_current_site(view, layout)
        players = view["players"]
        self.bands.set_bands([
            (f"{'Your' if owner == view['you'] else players[owner] + chr(39) + 's'} "
             f"fellowship (not moving)", x, y, w, h)
            for owner, x, y, w, h in layout.inactive_bands])
        skirmish = view.get("skirmish")
        totals = tuple(skirmish["strength"]) if skirmish and layout.skirmish_box else (0, 0)
        self.skirmish.set_skirmish(layout.skirmish_box, totals)
        if layout.skirmish_box:
            x, y, w, h = layout.skirmish_box
            # Beside the frame, between the rows: at its centre it hid the strips of
            # what the defender carries ("The One Ring" under "7 vs 5").
            self.totals.setPos(x + w + 78, y + h / 2)
            self.totals.set_text(f"{totals[0]}  vs  {totals[1]}")
        else:
            self.totals.set_text("")
        # The background (playmat, zones, path slots, zone labels) is cached by the view
        # and changes only when the roles swap: redraw it then, never on every decision.
        roles = (view["you"], view["free_peoples"])
        if roles != self._background_roles:
            self._background_roles = roles
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _show_current_site(self, view: dict[str, Any], layout) -> None:
        """Frame the site the fellowship stands on and name its Shadow number; every
        site on the path tells its text on hover (a tooltip besides the zoom)."""
        number = layout.current_site
        slot = next(((x, y) for n, x, y in layout.path_slots if n == number), None)
        path = view["path"]
        site = path[number] if 0 < number < len(path) else -1
        card = self.db.get(view["cards"].get(site, {}).get("card", "")) if site >= 0 else None
        if slot is None:
            self.current_site.set_site(None, "")
            return
        known = card is not None and card.shadow_number is not None
        shadow = f" \u00b7 Shadow {card.shadow_number}" if known else ""
        self.current_site.set_site((*slot, CARD_W * PATH_SCALE, CARD_H * PATH_SCALE),
                                   f"Site {number}{shadow}")
        for n in range(1, len(path)):
            item = self.cards.get(path[n]) if path[n] >= 0 else None
            site_card = self.db.get(item.card_id) if item and item.card_id else None
            if item is not None and site_card is not None:
                tip = (f"<b>{site_card.title}</b> \u2014 site {n}, Shadow "
                       f"{site_card.shadow_number}<br>{site_card.game_text}")
                if item.toolTip() != tip:
                    item.setToolTip(tip)

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

    def finish_animations(self) -> bool:
        """Skip every running animation (moves land, flashes end); True if any ran."""
        running = bool(self._animations or self._flashing)
        for animation in list(self._animations.values()):
            animation.setCurrentTime(animation.duration())
        self._animations.clear()
        for item in self._flashing:
            item.flash_level = 0.0
            item.update()
        self._flashing.clear()
        self._flash_timer.stop()
        return running

    def animate_events(self, events: list) -> None:
        """Flash the cards that took wounds and the pool when twilight changed."""
        if self.animation_ms <= 0:
            return
        for event in events:
            if event.kind == "wounded":
                for card in event.cards:
                    if card in self.cards:
                        self._flash(self.cards[card])
            elif event.kind in ("twilight_added", "twilight_removed"):
                self._flash(self.twilight)

    def _flash(self, item) -> None:
        item.flash_level = 1.0
        item.update()
        self._flashing.add(item)
        if not self._flash_timer.isActive():
            self._flash_timer.start()

    def _fade(self) -> None:
        step = 30 / max(self.animation_ms * 3, 1)  # a flash lasts three move-lengths
        for item in list(self._flashing):
            item.flash_level = max(0.0, item.flash_level - step)
            item.update()
            if item.flash_level == 0.0:
                self._flashing.discard(item)
        if not self._flashing:
            self._flash_timer.stop()

    def show_drag_proxy(self, item: CardItem) -> None:
        """A drag shows a proxy of the card (its face, a little larger, see-through)
        under the pointer; the card itself stays in its place until the drop."""
        pixmap = self.face_pixmap(item.card_id if item.face_up else None)
        self.drag_proxy.setPixmap(pixmap)
        self.drag_proxy.setScale(item.scale() * CARD_W / max(pixmap.width(), 1) * 1.08)
        self.drag_proxy.setPos(item.pos())
        self.drag_proxy.show()

    def move_drag_proxy(self, pos: QPointF) -> None:
        self.drag_proxy.setPos(pos)

    def hide_drag_proxy(self) -> None:
        self.drag_proxy.hide()

    def zone_at(self, pos: QPointF) -> str:
        """The zone of the table under ``pos`` (a drop target): "hand", "characters",
        "support", or "" for open table."""
        for name, (x, y, w, h) in self.zone_rects().items():
            if QRectF(x, y, w, h).contains(pos):
                return name
        return ""

    def zone_rects(self) -> dict[str, tuple[float, float, float, float]]:
        return {"hand": (ROW_LEFT - 12, HAND_Y - 12, ROW_RIGHT - ROW_LEFT + 24,
                         CARD_H * hand_scale(self.room_below()) + 24),
                "characters": (ROW_LEFT - 12, TOP_ROW_Y - 28, ROW_RIGHT - ROW_LEFT + 24,
                               BOTTOM_ROW_Y - TOP_ROW_Y + CARD_H + 100),
                "support": (SUPPORT_X - 6, 100, 300, BOTTOM_ROW_Y + 260 - 100)}

    def card_at(self, pos: QPointF, exclude: CardItem | None = None) -> int | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not exclude:
                return item.instance
        return None

    # Background: playmat, zones and their labels (the path's slots are ``PathItem``) ---
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene_rect = self.sceneRect()
        if not self._playmat.isNull():
            self._draw_playmat(painter, scene_rect)
        else:
            painter.fillRect(scene_rect, QColor("#1d2a1f"))
        self._draw_zones(painter)
        if self.view is not None:
            self._draw_zone_labels(painter, self.view)

    def _draw_playmat(self, painter: QPainter, scene_rect: QRectF) -> None:
        """Blit the playmat pre-scaled to the device size (scaling 2560x1440 every redraw
        cost ~12 ms a frame)."""
        device = painter.transform().mapRect(scene_rect).toAlignedRect()
        if self._playmat_scaled is None or self._playmat_scaled.size() != device.size():
            source = _cover(self._playmat, scene_rect).toAlignedRect()
            self._playmat_scaled = self._playmat.copy(source).scaled(
                device.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(device.topLeft(), self._playmat_scaled)
        painter.restore()

    def _draw_zones(self, painter: QPainter) -> None:
        """Faint bands where the rows of cards lie: characters, support areas, the hand."""
        painter.setPen(QPen(QColor(230, 210, 150, 55), 1.5))
        painter.setBrush(QColor(0, 0, 0, 45))
        for x, y, w, h in ((ROW_LEFT - 12, TOP_ROW_Y - 28, ROW_RIGHT - ROW_LEFT + 24,
                            CARD_H + 66),
                           (ROW_LEFT - 12, BOTTOM_ROW_Y - 26, ROW_RIGHT - ROW_LEFT + 24,
                            CARD_H + 100),
                           (SUPPORT_X - 6, 100, 300, 300),
                           (SUPPORT_X - 6, BOTTOM_ROW_Y - 70, 300, 330),
                           (ROW_LEFT - 12, HAND_Y - 12, ROW_RIGHT - ROW_LEFT + 24,
                            CARD_H * hand_scale(self.room_below()) + 24)):
            painter.drawRoundedRect(QRectF(x, y, w, h), 14, 14)

    def _draw_zone_labels(self, painter: QPainter, view: dict[str, Any]) -> None:
        painter.setPen(QColor(255, 255, 255, 110))
        painter.setFont(theme.serif_font(11))
        me = view["you"]
        fp = view["free_peoples"]
        bottom = "Your fellowship" if fp == me else "Your minions"
        top = "Minions" if fp == me else "The fellowship"
        painter.drawText(QRectF(330, 536, 400, 20), Qt.AlignmentFlag.AlignLeft, bottom)
        painter.drawText(QRectF(330, TOP_ROW_Y - 24, 400, 20), Qt.AlignmentFlag.AlignLeft, top)
        painter.drawText(QRectF(18, 106, 280, 20), Qt.AlignmentFlag.AlignLeft,
                         "Opponent's support area")
        painter.drawText(QRectF(18, 496, 280, 20), Qt.AlignmentFlag.AlignLeft,
                         "Your support area")
