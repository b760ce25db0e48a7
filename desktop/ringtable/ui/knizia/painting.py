"""Drawing the board game's parts from a view (``Game.view_for``) in layout coordinates.

Pure painting: every function takes a ``QPainter``, the view and the components and
draws one part; the canvas decides where the pieces are (animated) and which parts glow
as legal choices. Nothing here is a scan: boards, tokens and cards are drawn shapes and
the app's fonts.
"""

from __future__ import annotations

from typing import Any

from ...knizia import Components
from ...knizia.data import ACTIVITIES, HAVENS, JOURNEY, LIFE_KINDS, PLACE_NAMES
from .. import theme
from ..qt import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPen,
    QPointF,
    QRadialGradient,
    QRectF,
    Qt,
)
from . import glyphs
from . import layout as L

ACTIVITY_NAMES = {"fight": "Fighting", "hide": "Hiding", "travel": "Travelling",
                  "friendship": "Friendship", "wild": "Any activity"}
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def font(size: float, bold: bool = False, serif: bool = False) -> QFont:
    f = theme.serif_font(size, bold) if serif else QFont()
    if not serif:
        f.setPixelSize(round(size))
        f.setBold(bold)
    return f


def text(p: QPainter, rect: QRectF, words: str, size: float, colour: str = theme.TEXT,
         bold: bool = False, serif: bool = False, align=LEFT) -> None:
    p.setFont(font(size, bold, serif))
    p.setPen(QColor(colour))
    p.drawText(rect, align, words)


def panel(p: QPainter, box: L.Box | tuple, radius: float = 14, tone: str = "#241d15",
          edge: str = theme.BORDER) -> None:
    """A wooden-dark board panel with a thin gilt edge (the app's style)."""
    b = box if isinstance(box, L.Box) else L.Box(*box)
    rect = QRectF(b.x, b.y, b.w, b.h)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, QColor(tone).lighter(118))
    grad.setColorAt(1, QColor(tone).darker(115))
    p.setBrush(grad)
    p.setPen(QPen(QColor(edge), 1.5))
    p.drawRoundedRect(rect, radius, radius)


def glow(p: QPainter, rect: QRectF, colour: str = theme.HIGHLIGHT, radius: float = 10) -> None:
    """The legal-choice highlight: a bright rounded outline with a soft halo."""
    for width, alpha in ((9, 50), (5, 110), (2.2, 255)):
        c = QColor(colour)
        c.setAlpha(alpha)
        p.setPen(QPen(c, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, radius, radius)


def background(p: QPainter, rect: QRectF) -> None:
    """The table's cloth: a dark green radial wash over ``rect``."""
    grad = QRadialGradient(QPointF(rect.width() * 0.45, rect.height() * 0.4),
                           max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0, QColor("#2f3a28"))
    grad.setColorAt(1, QColor("#11140e"))
    p.fillRect(rect, grad)


# -- the master board: journey and corruption ---------------------------------------------
def journey(p: QPainter, view: dict[str, Any]) -> None:
    loc = view["loc"]
    y = L.JOURNEY_Y - 14
    p.setPen(QPen(QColor("#8c7444"), 3, Qt.PenStyle.DotLine))
    p.drawLine(QPointF(L.journey_x(0), y), QPointF(L.journey_x(6), y))
    for i, place in enumerate(JOURNEY):
        c = QPointF(L.journey_x(i), y)
        haven = place in HAVENS
        done = i < loc
        fill = QColor("#3f5a3a" if haven else "#4a2e22")
        if done:
            fill = fill.darker(150)
        if i == loc:
            halo = QRadialGradient(c, 34)
            halo.setColorAt(0, QColor(240, 205, 122, 160))
            halo.setColorAt(1, QColor(240, 205, 122, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(halo)
            p.drawEllipse(c, 34, 34)
        p.setPen(QPen(QColor(theme.GOLD_BRIGHT if i == loc else "#8c7444"), 2.5))
        p.setBrush(fill)
        p.drawEllipse(c, 17, 17)
        if haven:
            p.setPen(QPen(QColor("#cfe3b0" if not done else "#6c7a5c"), 2))
            p.drawArc(QRectF(c.x() - 8, c.y() - 6, 16, 14), 0, 180 * 16)  # a haven's arch
            p.drawLine(QPointF(c.x() - 8, c.y() + 1), QPointF(c.x() - 8, c.y() + 7))
            p.drawLine(QPointF(c.x() + 8, c.y() + 1), QPointF(c.x() + 8, c.y() + 7))
        else:
            glyphs.sauron(p, c, 10) if not done else None
        colour = theme.GOLD_BRIGHT if i == loc else (theme.TEXT_DIM if done else theme.TEXT)
        text(p, QRectF(c.x() - 80, y + 19, 160, 20), PLACE_NAMES[place], 14,
             colour, bold=i == loc, serif=True, align=CENTRE)


def corruption(p: QPainter, view: dict[str, Any]) -> None:
    x, y, w, h = L.CORRUPTION
    panel(p, L.Box(x, y, w, h))
    text(p, QRectF(x + 16, y + 4, 400, 24), "Corruption", 15, theme.GOLD, bold=True,
         serif=True)
    text(p, QRectF(x + w - 420, y + 4, 404, 24),
         "Light \u2192 darkness: a hobbit meeting Sauron is lost", 12, theme.TEXT_DIM,
         align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    for i in range(L.CORRUPTION_SPACES):
        b = L.corruption_space(i)
        shade = QColor("#d8c9a0").darker(100 + i * 13)
        p.setPen(QPen(QColor("#0e0b08"), 1))
        p.setBrush(shade)
        p.drawRoundedRect(QRectF(b.x, b.y, b.w, b.h), 6, 6)
        text(p, QRectF(b.x + 3, b.y + b.h - 16, b.w - 6, 14), str(i), 10,
             "#2a2218" if i < 8 else "#cbbf9f", align=Qt.AlignmentFlag.AlignRight)


# -- the side: Story tiles, the Ring, the die, the decks ------------------------------------
def side(p: QPainter, view: dict[str, Any], comps: Components, names: list[str]) -> None:
    b = L.Box(*L.SIDE)
    panel(p, b)
    text(p, QRectF(b.x + 16, b.y + 6, 300, 24), "Story tiles", 15, theme.GOLD, bold=True,
         serif=True)
    revealed = view["tiles_out"][-4:]
    for i, idx in enumerate(revealed):
        tile = comps.tiles[idx]
        c = QPointF(b.x + 46 + i * 66, b.y + 70)
        latest = i == len(revealed) - 1
        hexagon(p, c, 28 if latest else 22, "#d8c7a0" if latest else "#9c8f73")
        if tile.category == "activity":
            glyphs.activity(p, tile.activity, c, 13 if latest else 10)
        else:
            glyphs.sauron(p, c, 11) if tile.category == "corruption" else _hourglass(p, c)
    if revealed:
        last = comps.tiles[revealed[-1]]
        text(p, QRectF(b.x + 16, b.y + 104, 270, 20), f"Last: {last.name}", 13, theme.TEXT)
    else:  # the Safe Havens before Moria: an empty frame looked unfinished
        text(p, QRectF(b.x + 16, b.y + 40, 280, 60), "None drawn yet: the tiles are drawn "
             "in the conflicts, from Moria on", 13, theme.TEXT_DIM,
             align=LEFT | Qt.TextFlag.TextWordWrap)
    text(p, QRectF(b.x + 16, b.y + 126, 270, 20), f"{view['tiles']['count']} tiles in the "
         "bag", 12, theme.TEXT_DIM)
    deck = view["deck"]["count"]
    text(p, QRectF(b.x + 16, b.y + 146, 270, 20), f"Quest deck {deck} \u00b7 discard "
         f"{len(view['discard'])}", 12, theme.TEXT_DIM)
    rx = b.x + 320
    glyphs.the_ring(p, QPointF(rx + 36, b.y + 64), 30)
    bearer = names[view["rb"]] if 0 <= view["rb"] < len(names) else "?"
    text(p, QRectF(rx + 76, b.y + 40, 120, 20), "Ring-bearer", 12, theme.TEXT_DIM)
    text(p, QRectF(rx + 76, b.y + 58, 120, 24), bearer, 16, theme.GOLD_BRIGHT, bold=True,
         serif=True)
    used = "used this conflict" if view.get("ring_used") else "ready"
    text(p, QRectF(rx + 76, b.y + 82, 120, 18), f"The Ring: {used}", 11, theme.TEXT_DIM)
    glyphs.die(p, QPointF(rx + 36, b.y + 140), 18, int(view.get("last_roll") or 0))
    text(p, QRectF(rx + 64, b.y + 130, 130, 20), "Last threat roll", 12, theme.TEXT_DIM)


def hexagon(p: QPainter, c: QPointF, r: float, fill: str) -> None:
    from ..qt import QPolygonF

    points = [QPointF(c.x() + r * _cos(a), c.y() + r * _sin(a)) for a in range(30, 390, 60)]
    p.setPen(QPen(QColor("#1a140e"), 1.5))
    p.setBrush(QColor(fill))
    p.drawPolygon(QPolygonF(points))


def _cos(deg: float) -> float:
    import math

    return math.cos(math.radians(deg))


def _sin(deg: float) -> float:
    import math

    return math.sin(math.radians(deg))


def _hourglass(p: QPainter, c: QPointF) -> None:
    p.setPen(QPen(QColor("#3a2a18"), 2))
    p.drawLine(QPointF(c.x() - 7, c.y() - 9), QPointF(c.x() + 7, c.y() + 9))
    p.drawLine(QPointF(c.x() + 7, c.y() - 9), QPointF(c.x() - 7, c.y() + 9))
    p.drawLine(QPointF(c.x() - 7, c.y() - 9), QPointF(c.x() + 7, c.y() - 9))
    p.drawLine(QPointF(c.x() - 7, c.y() + 9), QPointF(c.x() + 7, c.y() + 9))


# -- the conflict board -------------------------------------------------------------------
def board_tracks(view: dict[str, Any], comps: Components) -> list[str]:
    """The board's activities in the printed order (the main track first)."""
    board = comps.boards[view["board"]]
    return sorted(board.tracks, key=lambda a: (a != board.main_track, ACTIVITIES.index(a)))


def conflict(p: QPainter, view: dict[str, Any], comps: Components) -> None:
    board = comps.boards[view["board"]]
    b = L.Box(*L.BOARD)
    panel(p, b, 18, "#2b2218")
    text(p, QRectF(b.x + 20, b.y + 8, 600, 34), board.name, 24, theme.GOLD_BRIGHT, bold=True,
         serif=True)
    text(p, QRectF(b.x + 330, b.y + 12, 760, 28), "Main track: "
         f"{ACTIVITY_NAMES[board.main_track]} \u00b7 the conflict ends on its last space or "
         "after the sixth event", 12, theme.TEXT_DIM)
    activities = board_tracks(view, comps)
    longest = max(board.tracks[a].last_index for a in activities)
    for a, row in zip(activities, L.track_rows(len(activities)), strict=True):
        track = board.tracks[a]
        glyphs.activity(p, a, QPointF(b.x + 56, row - 8), 20)
        text(p, QRectF(b.x + 6, row + 13, 100, 18), ACTIVITY_NAMES[a], 12,
             theme.GOLD if track.is_main else theme.TEXT_DIM, align=CENTRE)
        first = L.track_space(0, longest, row)
        lastb = L.track_space(track.last_index, longest, row)
        p.setPen(QPen(QColor("#6f5a36" if track.is_main else "#4a3d2e"), 6))
        p.drawLine(QPointF(first.cx, row), QPointF(lastb.cx, row))
        for space in track.spaces:
            s = L.track_space(space.index, longest, row)
            rect = QRectF(s.x, s.y, s.w, s.h)
            gone = space.index <= view["tracks"].get(a, 0)
            fill = QColor("#e6d6ad" if track.is_main else "#cdbf9c")
            if gone:
                fill = fill.darker(160)
            part_end = any(space.index == last for _first, last in track.parts)
            p.setPen(QPen(QColor(theme.GOLD if part_end else "#1a140e"), 2 if part_end else 1))
            p.setBrush(fill)
            p.drawRoundedRect(rect, 7, 7)
            reward(p, space, QPointF(s.cx, s.cy + 2), min(12.0, s.w / 4))
            if space.score >= 0:
                text(p, QRectF(s.x + 2, s.y + 1, s.w - 5, 12), str(space.score), 9,
                     "#3a2e1f" if not gone else "#9d8f70",
                     align=Qt.AlignmentFlag.AlignRight)
    events(p, view, board)


def reward(p: QPainter, space: Any, c: QPointF, r: float) -> None:
    kind = space.reward
    if kind == "rune":
        glyphs.rune(p, c, r)
    elif kind == "big_rune":
        glyphs.rune(p, c, r * 1.15, gold=True)
    elif kind == "life_token":
        glyphs.life_token(p, space.kind, c, r)
    elif kind == "card":
        rect = QRectF(c.x() - r * 0.7, c.y() - r, r * 1.4, r * 2)
        p.setPen(QPen(QColor("#1a140e"), 1))
        p.setBrush(QColor("#e9dfc6"))
        p.drawRoundedRect(rect, 2, 2)
        p.setBrush(QColor("#b8862e"))
        p.drawEllipse(c, r * 0.3, r * 0.3)
    elif kind == "heal":
        p.setPen(QPen(QColor("#2f6f3a"), r * 0.35))
        p.drawLine(QPointF(c.x() - r * 0.6, c.y()), QPointF(c.x() + r * 0.6, c.y()))
        p.drawLine(QPointF(c.x(), c.y() - r * 0.6), QPointF(c.x(), c.y() + r * 0.6))
    elif kind == "die":
        glyphs.die(p, c, r * 0.8, 3)


def events(p: QPainter, view: dict[str, Any], board: Any) -> None:
    x, y, w, _h = L.EVENTS
    text(p, QRectF(x, y - 30, w, 24), "Events", 15, theme.GOLD, bold=True, serif=True)
    reached = view["event"]
    for i, event in enumerate(board.events):
        b = L.event_row(i)
        rect = QRectF(b.x, b.y, b.w, b.h)
        done = i < reached
        p.setPen(QPen(QColor("#5c2a1e" if not done else "#3a2a22"), 1.2))
        p.setBrush(QColor("#3b1d16" if not done else "#241814"))
        p.drawRoundedRect(rect, 8, 8)
        text(p, QRectF(b.x + 12, b.y, 26, b.h), str(i + 1), 14,
             theme.TEXT_DIM if done else theme.GOLD, bold=True, serif=True)
        text(p, QRectF(b.x + 40, b.y, b.w - 50, b.h), event["name"], 14,
             "#7d6c58" if done else theme.TEXT, serif=True)
        if done and i == reached - 1:
            glyphs.sauron(p, QPointF(b.x + b.w - 22, b.cy), 13)


def haven(p: QPainter, view: dict[str, Any], comps: Components) -> None:
    place = view["stage"]
    b = L.Box(*L.BOARD)
    panel(p, b, 18, "#22301f")
    text(p, QRectF(b.x + 20, b.y + 8, 700, 34), f"{PLACE_NAMES[place]}: a Safe Haven", 24,
         "#d8ecb8", bold=True, serif=True)
    text(p, QRectF(b.x + 20, b.y + 42, 900, 22), "Its events are carried out left to right "
         "by the Ring-bearer; no tiles are drawn here.", 12, theme.TEXT_DIM)
    evs = comps.havens[place]
    frames = [f for f in view["stack"] if f.get("k") == "haven"]
    now = frames[-1]["i"] - 1 if frames else len(evs)  # the event being carried out
    width = (b.w - 80) / len(evs)
    for i, event in enumerate(evs):
        r = QRectF(b.x + 30 + i * (width + 10), b.y + 80, width - 10, b.h - 110)
        done = i < now
        panel(p, L.Box(r.x(), r.y(), r.width(), r.height()), 12,
              "#263322" if done else "#31402b", theme.GOLD_BRIGHT if i == now else "#6d8a55")
        text(p, QRectF(r.x() + 18, r.y() + 14, r.width() - 36, 30), event["name"], 20,
             theme.TEXT_DIM if done else theme.GOLD_BRIGHT, bold=True, serif=True)
        if i == now:
            text(p, QRectF(r.x() + 18, r.y() + 14, r.width() - 36, 30), "now", 13,
                 theme.GOLD_BRIGHT, align=Qt.AlignmentFlag.AlignRight
                 | Qt.AlignmentFlag.AlignVCenter)
        text(p, QRectF(r.x() + 18, r.y() + 54, r.width() - 36, r.height() - 70),
             event.get("text", ""), 18, theme.TEXT_DIM if done else theme.TEXT,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
             | Qt.TextFlag.TextWordWrap)


# -- the fellowship and the hand -------------------------------------------------------------
def fellowship(p: QPainter, view: dict[str, Any], names: list[str], colours: list[str],
               hobbits: list[str], viewer: int) -> None:
    n = len(view["pos"])
    for seat in range(n):
        b = L.fellowship_panel(seat, n)
        active = view["active"] == seat and view["outcome"] is None
        panel(p, b, 10, "#2a221a", colours[seat] if active else theme.BORDER)
        out = view["out"][seat]
        glyphs.pawn(p, QPointF(b.x + 28, b.y + 28), 16, colours[seat], hobbits[seat][0], out)
        if view["rb"] == seat:
            glyphs.the_ring(p, QPointF(b.x + 28, b.y + 60), 11)
        title = names[seat] if names[seat] == hobbits[seat] else \
            f"{names[seat]} ({hobbits[seat]})"
        text(p, QRectF(b.x + 52, b.y + 6, b.w - 60, 22), title, 15,
             colours[seat] if not out else theme.TEXT_DIM, bold=True, serif=True)
        hand = view["hands"][seat]
        count = len(hand) if isinstance(hand, list) else hand["count"]
        status = "fallen" if out else ("your turn" if active and seat == viewer else
                                       ("active" if active else ""))
        text(p, QRectF(b.x + 52, b.y + 28, b.w - 60, 18), f"{count} cards  "
             f"\u00b7  space {view['pos'][seat]}" + (f"  \u00b7  {status}" if status else ""),
             12, theme.TEXT_DIM)
        x = b.x + 58
        for k, kind in enumerate(LIFE_KINDS):
            glyphs.life_token(p, kind, QPointF(x + k * 42, b.y + 60), 10)
            text(p, QRectF(x + k * 42 + 12, b.y + 51, 24, 18), str(view["life"][seat][k]), 12)
        runes = view["runes"][seat]
        glyphs.rune(p, QPointF(x + 138, b.y + 60), 10)
        text(p, QRectF(x + 150, b.y + 51, 60, 18), f"{sum(runes)}", 12)


def card_text_size(card_width: float) -> float:
    """The size of a special card's words on a card ``card_width`` wide (canvas units)."""
    return 7.6 * card_width / 112


def quest_card(p: QPainter, box: L.Box, facts: Any, symbol: str, lifted: bool) -> None:
    """A Quest or Legendary card: its colour, its symbols, a Legendary card's name."""
    y = box.y - (10 if lifted else 0)
    rect = QRectF(box.x, y, box.w, box.h)
    face, ink = glyphs.CARD_COLOURS.get(facts.colour, ("#999", "#111"))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(face).lighter(110))
    grad.setColorAt(1, QColor(face).darker(118))
    p.setPen(QPen(QColor("#120e0a"), 1.5))
    p.setBrush(grad)
    p.drawRoundedRect(rect, 9, 9)
    inner = rect.adjusted(6, 6, -6, -6)
    p.setPen(QPen(QColor(ink), 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 6, 6)
    title = facts.name if facts.legendary else ACTIVITY_NAMES.get(symbol, symbol)
    k = box.w / 112  # sizes drawn for a 112-pixel card
    text(p, QRectF(inner.x() + 4, inner.y() + 2, inner.width() - 8, 34 * k), title,
         13 * k, ink, bold=True, serif=True,
         align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
         | Qt.TextFlag.TextWordWrap)
    if facts.colour == "yellow" or not symbol:
        glyphs.rune(p, QPointF(rect.center().x(), inner.y() + 50 * k), 12 * k, gold=True)
        text(p, QRectF(inner.x() + 5, inner.y() + 66 * k, inner.width() - 10,
                       inner.height() - 66 * k - 4), facts.text or "special",
             card_text_size(box.w), ink,
             align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
             | Qt.TextFlag.TextWordWrap)
        return
    count = max(facts.count, 1)
    r = (16 if count < 3 else 13) * k
    for i in range(count):
        cy = rect.center().y() + 10 + (i - (count - 1) / 2) * (2.3 * r)
        glyphs.activity(p, symbol, QPointF(rect.center().x(), cy), r)
    kind = "Legendary" if facts.legendary else "Quest"
    text(p, QRectF(inner.x(), inner.bottom() - 20 * k, inner.width(), 16 * k),
         f"{kind} \u00b7 {facts.colour}", 10 * k, ink, align=CENTRE)
