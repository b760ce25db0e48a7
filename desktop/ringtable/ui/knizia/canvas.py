"""The board-game table itself: one widget painting the boards, pieces and hand.

It draws a view (``Game.view_for(viewer)``) on a logical canvas scaled to the window,
glows what the legal actions name (a card in hand, a track, the Quest deck, the Ring,
a hobbit's pawn) and reports a click on one as ``clicked(key)``; the screen turns keys
into actions. Pieces that move (hobbits and Sauron on the corruption track, the track
markers) slide from where they were to where the new view puts them.
"""

from __future__ import annotations

from typing import Any

from ...knizia import Components
from ...knizia.data import ACTIVITIES, HAVENS
from .. import theme
from ..qt import (
    QColor,
    QPainter,
    QPixmap,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QWidget,
    Signal,
)
from . import glyphs, painting
from . import layout as L

Key = tuple[Any, ...]  # ("card", index), ("track", activity), ("deck",), ("ring",), ("pawn", seat)


def targets(action: dict[str, Any], view: dict[str, Any]) -> list[Key]:
    """The parts of the table a legal action (view JSON) is about, for glow and clicks."""
    kind = action["kind"]
    me = action["player"]
    hand = view["hands"][me] if 0 <= me < len(view["hands"]) else []
    card = action.get("card", -1)
    if kind in ("play", "use", "yellow", "discard", "card", "give") and isinstance(hand, list) \
            and card in hand:
        return [("card", card)]
    if kind == "track":
        return [("track", ACTIVITIES[action.get("value", 0)])]
    if kind == "draw" or (kind == "choose" and action.get("value", 0) == 0):
        return [("deck",)]
    if kind == "heal" or (kind == "choose" and action.get("value", 0) == 1):
        return [("pawn", me)]
    if kind == "ring":
        return [("ring",)]
    return []


BOARD_PACE = 2.5  # a piece's slide, in multiples of the settings' animation time


class BoardCanvas(QWidget):
    """Paints the board game and turns clicks on glowing parts into keys."""

    clicked = Signal(object)   # a Key
    hovered = Signal(object)   # a Key or None

    def __init__(self, comps: Components, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.comps = comps
        self.view: dict[str, Any] | None = None
        self.viewer = 0
        self.names: list[str] = []
        self.colours: list[str] = []
        self.hobbits: list[str] = []
        self.glowing: dict[Key, list[int]] = {}   # key -> indices of legal actions
        self.chosen: Key | None = None
        # The settings' animation speed, as on the card table (0: off); a piece crosses
        # a board in BOARD_PACE times that (a card moves a short way, a hobbit far)
        self.animation_ms = 180
        self.hand_hidden = False
        self._hover: Key | None = None
        self._from: dict[Key, QPointF] = {}
        self._to: dict[Key, QPointF] = {}
        self._t = 1.0
        self._steps = 0
        self._timer = QTimer(self)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._tick)
        # The still parts (cloth, master board, conflict board, fellowship) are painted
        # once per view and size into this pixmap; a frame adds pieces, hand and glow
        self._base = QPixmap()
        self._base_for: tuple[Any, ...] = ()
        self.setMouseTracking(True)
        self.setMinimumSize(640, 360)

    # -- state ------------------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], viewer: int, names: list[str],
                  colours: list[str], hobbits: list[str], hand_hidden: bool = False) -> None:
        """Draw ``view`` as ``viewer`` sees it; moved pieces slide to their new places."""
        self.viewer, self.names, self.colours, self.hobbits = viewer, names, colours, hobbits
        self.hand_hidden = hand_hidden
        old = self._pieces_now()
        self.view = view
        self._base_for = ()
        self._to = self._piece_places(view)
        self._from = {k: old.get(k, p) for k, p in self._to.items()}
        moved = any(self._from[k] != self._to[k] for k in self._to)
        self.glowing = {}
        self.chosen = None
        for i, action in enumerate(view.get("legal_actions", [])):
            for key in targets(action, view):
                self.glowing.setdefault(key, []).append(i)
        if moved and self.animation_ms > 0 and self.isVisible():
            self._t = 0.0
            self._steps = max(1, round(self.animation_ms * BOARD_PACE) // 16)
            self._timer.start()
        else:
            self._t = 1.0
        self.update()

    def set_playmat(self, _path: object) -> None:
        """The card table's playmat setting: the boards are their own surface."""

    def refresh_faces(self) -> None:
        """The card table's image-pack setting: nothing here is a card scan."""
        self.update()

    def skip_animation(self) -> None:
        self._t = 1.0
        self._timer.stop()
        self.update()

    def animating(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        self._t = min(1.0, self._t + 1.0 / self._steps)
        if self._t >= 1.0:
            self._timer.stop()
        self.update()

    def _pieces_now(self) -> dict[Key, QPointF]:
        e = 1 - (1 - self._t) ** 3  # ease out
        return {k: QPointF(self._from.get(k, p).x() + (p.x() - self._from.get(k, p).x()) * e,
                           self._from.get(k, p).y() + (p.y() - self._from.get(k, p).y()) * e)
                for k, p in self._to.items()}

    def _piece_places(self, view: dict[str, Any]) -> dict[Key, QPointF]:
        places: dict[Key, QPointF] = {}
        s = L.corruption_space(view["sauron"])
        places[("sauron",)] = QPointF(s.cx, s.y + 18)
        by_space: dict[int, list[int]] = {}
        for seat, pos in enumerate(view["pos"]):
            by_space.setdefault(pos, []).append(seat)
        for pos, seats in by_space.items():
            b = L.corruption_space(pos)
            for k, seat in enumerate(seats):
                dx = (k - (len(seats) - 1) / 2) * min(14, (b.w - 16) / max(len(seats) - 1, 1))
                places[("pawn", seat)] = QPointF(b.cx + dx, b.y + 46 - (k % 2) * 4)
        if view["stage"] not in HAVENS:
            board = self.comps.boards[view["board"]]
            activities = painting.board_tracks(view, self.comps)
            longest = max(board.tracks[a].last_index for a in activities)
            for a, row in zip(activities, L.track_rows(len(activities)), strict=True):
                sp = L.track_space(view["tracks"].get(a, 0), longest, row)
                places[("marker", a)] = QPointF(sp.cx, sp.y - 2)
        return places

    # -- geometry -----------------------------------------------------------------------------
    def _scale(self) -> tuple[float, float, float]:
        k = min(self.width() / L.WIDTH, self.height() / L.HEIGHT)
        return k, (self.width() - L.WIDTH * k) / 2, (self.height() - L.HEIGHT * k) / 2

    def to_canvas(self, x: float, y: float) -> tuple[float, float]:
        k, ox, oy = self._scale()
        return (x - ox) / k, (y - oy) / k

    def regions(self) -> list[tuple[Key, L.Box]]:
        """Every clickable part and its box (canvas coordinates), topmost last."""
        view = self.view
        if view is None:
            return []
        out: list[tuple[Key, L.Box]] = []
        b = L.Box(*L.SIDE)
        out.append((("deck",), L.Box(b.x, b.y + 100, 300, 90)))
        out.append((("ring",), L.Box(b.x + 320, b.y + 20, 190, 90)))
        for seat, _pos in enumerate(view["pos"]):
            out.append((("pawn", seat), L.fellowship_panel(seat, len(view["pos"]))))
        if view["stage"] not in HAVENS:
            activities = painting.board_tracks(view, self.comps)
            for a, row in zip(activities, L.track_rows(len(activities)), strict=True):
                out.append((("track", a), L.Box(L.BOARD[0] + 10, row - 30, 1130, 60)))
        for key, box in self._hand_boxes():
            out.append((key, box))
        return out

    def _hand(self) -> list[int]:
        if self.view is None or self.hand_hidden:
            return []
        hand = self.view["hands"][self.viewer] if self.viewer < len(self.view["hands"]) else []
        return hand if isinstance(hand, list) else []

    def _hand_boxes(self) -> list[tuple[Key, L.Box]]:
        hand = self._hand()
        return [(("card", idx), box) for idx, box in zip(hand, L.hand_cards(len(hand)),
                                                          strict=True)]

    def key_at(self, x: float, y: float) -> Key | None:
        cx, cy = self.to_canvas(x, y)
        for key, box in reversed(self.regions()):
            if box.contains(cx, cy):
                return key
        return None

    def box_of(self, key: Key) -> L.Box | None:
        return next((box for k, box in self.regions() if k == key), None)

    def widget_point(self, key: Key) -> QPointF:
        """Where ``key`` is on the widget (tests click there)."""
        box = self.box_of(key)
        if box is None:
            raise KeyError(key)
        k, ox, oy = self._scale()
        return QPointF(ox + box.cx * k, oy + box.cy * k)

    # -- events -------------------------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt's name
        key = self.key_at(event.position().x(), event.position().y())
        if key != self._hover:
            self._hover = key
            self.setCursor(Qt.CursorShape.PointingHandCursor if key in self.glowing
                           else Qt.CursorShape.ArrowCursor)
            self.hovered.emit(key)
            self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        key = self.key_at(event.position().x(), event.position().y())
        if key is not None and key in self.glowing:
            self.chosen = key
            self.update()
            self.clicked.emit(key)

    # -- painting ----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        key = (self.width(), self.height(), self.devicePixelRatioF())
        if self._base_for != key:
            self._paint_base()
            self._base_for = key
        p = QPainter(self)
        p.drawPixmap(0, 0, self._base)
        view = self.view
        if view is None:
            p.end()
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        k, ox, oy = self._scale()
        p.translate(ox, oy)
        p.scale(k, k)
        self._paint_pieces(p, view)
        self._paint_hand(p, view)
        self._paint_glow(p)
        self._paint_zoom(p)
        p.end()

    def _paint_base(self) -> None:
        """The parts that change only with the view or the size, into ``_base``."""
        ratio = self.devicePixelRatioF()
        self._base = QPixmap(max(1, round(self.width() * ratio)),
                             max(1, round(self.height() * ratio)))
        self._base.setDevicePixelRatio(ratio)
        p = QPainter(self._base)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painting.background(p, QRectF(self.rect()))  # the whole widget: no letterbox bands
        view = self.view
        if view is not None:
            k, ox, oy = self._scale()
            p.translate(ox, oy)
            p.scale(k, k)
            painting.journey(p, view)
            painting.corruption(p, view)
            painting.side(p, view, self.comps, self.names)
            if view["stage"] in HAVENS:
                painting.haven(p, view, self.comps)
            else:
                painting.conflict(p, view, self.comps)
            painting.fellowship(p, view, self.names, self.colours, self.hobbits, self.viewer)
        p.end()

    def _paint_pieces(self, p: QPainter, view: dict[str, Any]) -> None:
        places = self._pieces_now()
        for key, point in places.items():
            if key[0] == "marker":
                glyphs.activity(p, key[1], point, 15)
        glyphs.sauron(p, places[("sauron",)], 15)
        for seat in range(len(view["pos"])):
            glyphs.pawn(p, places[("pawn", seat)], 10, self.colours[seat],
                        self.hobbits[seat][0], view["out"][seat])

    def _paint_hand(self, p: QPainter, view: dict[str, Any]) -> None:
        x, y, w, h = L.HAND
        painting.panel(p, L.Box(x, y, w, h), 14, "#1f1913")
        name = self.names[self.viewer] if self.viewer < len(self.names) else ""
        if self.hand_hidden:
            painting.text(p, QRectF(x, y, w, h), "Hands are hidden while the device changes "
                          "hands", 18, theme.TEXT_DIM, serif=True, align=painting.CENTRE)
            return
        hand = self._hand()
        painting.text(p, QRectF(x + 20, y + 8, 600, 26), f"{name}'s hand \u00b7 "
                      f"{len(hand)} cards", 15, theme.GOLD, bold=True, serif=True)
        played = view.get("played", {})
        if view["active"] == self.viewer and view["outcome"] is None:
            painting.text(p, QRectF(x + w - 520, y + 8, 500, 26),
                          f"Played this turn: {played.get('n', 0)} of 2 "
                          "(one white and one grey)", 12, theme.TEXT_DIM,
                          align=painting.LEFT | Qt.AlignmentFlag.AlignRight)
        for (key, box) in self._hand_boxes():
            idx = key[1]
            facts = self.comps.cards[idx]
            symbol = self._shown_symbol(facts)
            lifted = key in self.glowing and (key == self._hover or key == self.chosen)
            painting.quest_card(p, box, facts, symbol, lifted)
            if self.glowing and key not in self.glowing:  # not playable now: dimmed
                p.fillRect(QRectF(box.x, box.y, box.w, box.h), QColor(10, 8, 6, 90))

    def zoomed(self) -> tuple[Key, L.Box] | None:
        """The card in hand pointed at, if it has words on it (a special card, a
        Legendary card's power), and where its large copy goes: on a 1280x720 window a
        card's words are a few pixels tall, the copy's are legible (as the card
        table's zoom)."""
        key = self._hover
        if key is None or key[0] != "card" or not self.comps.cards[key[1]].text:
            return None
        box = next((b for k, b in self._hand_boxes() if k == key), None)
        return None if box is None else (key, L.zoom_card(box))

    def _paint_zoom(self, p: QPainter) -> None:
        zoom = self.zoomed()
        if zoom is None:
            return
        (_kind, idx), box = zoom
        facts = self.comps.cards[idx]
        painting.glow(p, QRectF(box.x - 4, box.y - 4, box.w + 8, box.h + 8), theme.GOLD, 16)
        painting.quest_card(p, box, facts, self._shown_symbol(facts), False)

    def _shown_symbol(self, facts: Any) -> str:
        if facts.colour == "white" and self.hobbits[self.viewer] == "Frodo" and facts.symbol:
            return "wild"  # Frodo's white cards count as stars
        return facts.symbol

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The pointer left the boards: no card is pointed at (its zoom goes)."""
        if self._hover is not None:
            self._hover = None
            self.hovered.emit(None)
            self.update()
        super().leaveEvent(event)

    def _paint_glow(self, p: QPainter) -> None:
        for key, box in self.regions():
            if key not in self.glowing:
                continue
            lift = 10 if key[0] == "card" and (key == self._hover or key == self.chosen) else 0
            rect = QRectF(box.x - 3, box.y - 3 - lift, box.w + 6, box.h + 6)
            colour = theme.GOLD_BRIGHT if key == self.chosen else theme.HIGHLIGHT
            painting.glow(p, rect, colour, 10)
