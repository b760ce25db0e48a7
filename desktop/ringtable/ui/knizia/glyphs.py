"""The board game's small pictures, drawn by Ringtable itself (no scans): the four
activity symbols and the star, runes, life tokens, the Ring, Sauron's eye, a die and
hobbit pawns. Each takes a painter, a centre and a size, so the boards, the hand and the
decision panel's icons draw the same picture."""

from __future__ import annotations

import math

from ..qt import QBrush, QColor, QPainter, QPainterPath, QPen, QPointF, QRectF, Qt

ACTIVITY_COLOURS = {"fight": "#c8553f", "hide": "#6f8fb0", "travel": "#7fa65a",
                    "friendship": "#d39a5c", "wild": "#efe3b8"}
LIFE_COLOURS = {"ring": "#e3b64c", "heart": "#cf5b5b", "sun": "#f0c04a"}
CARD_COLOURS = {"white": ("#e9dfc6", "#3a2f22"), "grey": ("#8d8a84", "#1d1b18"),
                "yellow": ("#a9b865", "#232b12")}  # "green" in the FFG rules: never the glow's gold


def _pen(colour: str, width: float) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def star_path(c: QPointF, r: float, points: int = 5, inner: float = 0.45) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / points
        p = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


def heart_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = c.x(), c.y()
    path.moveTo(x, y + r * 0.85)
    path.cubicTo(x - r * 1.25, y + r * 0.05, x - r * 0.7, y - r * 1.0, x, y - r * 0.35)
    path.cubicTo(x + r * 0.7, y - r * 1.0, x + r * 1.25, y + r * 0.05, x, y + r * 0.85)
    return path


def activity(p: QPainter, symbol: str, c: QPointF, r: float, ink: str | None = None) -> None:
    """An activity's symbol on a coloured disc (``ink``: one colour for the drawing)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    disc = QColor(ACTIVITY_COLOURS.get(symbol, "#888"))
    p.setPen(_pen("#1b150f", max(1.0, r * 0.09)))
    p.setBrush(disc)
    p.drawEllipse(c, r, r)
    line = ink or "#1b150f"
    s = r * 0.62
    x, y = c.x(), c.y()
    if symbol == "fight":  # a sword, point up
        p.setPen(_pen(line, r * 0.16))
        p.drawLine(QPointF(x, y - s), QPointF(x, y + s * 0.7))
        p.drawLine(QPointF(x - s * 0.45, y + s * 0.3), QPointF(x + s * 0.45, y + s * 0.3))
    elif symbol == "hide":  # a closed eye under a hood
        p.setPen(_pen(line, r * 0.14))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(x - s, y - s * 0.9, 2 * s, 2 * s), 20 * 16, 140 * 16)
        p.drawArc(QRectF(x - s * 0.7, y - s * 0.6, 1.4 * s, 1.2 * s), 200 * 16, 140 * 16)
    elif symbol == "travel":  # two footprints
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(line))
        p.drawEllipse(QPointF(x - s * 0.35, y + s * 0.25), s * 0.24, s * 0.42)
        p.drawEllipse(QPointF(x + s * 0.35, y - s * 0.3), s * 0.24, s * 0.42)
    elif symbol == "friendship":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(line))
        p.drawPath(heart_path(QPointF(x, y + s * 0.05), s * 0.8))
    else:  # the star: wild
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#8a6a1e" if ink is None else ink))
        p.drawPath(star_path(c, s * 1.05))
    p.restore()


def rune(p: QPainter, c: QPointF, r: float, gold: bool = False, value: int = 0) -> None:
    """A rune token: a small shield (silver, or gold for the big rune)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    x, y = c.x(), c.y()
    path.moveTo(x - r * 0.8, y - r * 0.8)
    path.lineTo(x + r * 0.8, y - r * 0.8)
    path.lineTo(x + r * 0.8, y)
    path.quadTo(x + r * 0.7, y + r * 0.7, x, y + r)
    path.quadTo(x - r * 0.7, y + r * 0.7, x - r * 0.8, y)
    path.closeSubpath()
    p.setPen(_pen("#1b150f", max(1.0, r * 0.12)))
    p.setBrush(QColor("#e4bd52" if gold else "#c9cdd2"))
    p.drawPath(path)
    p.setPen(_pen("#3a3024", max(1.0, r * 0.14)))
    if value:
        font = p.font()
        font.setPixelSize(max(6, round(r * 1.1)))
        font.setBold(True)
        p.setFont(font)
        p.drawText(QRectF(x - r, y - r, 2 * r, 1.8 * r), Qt.AlignmentFlag.AlignCenter,
                   str(value))
    else:
        p.drawLine(QPointF(x, y - r * 0.5), QPointF(x, y + r * 0.5))
        p.drawLine(QPointF(x - r * 0.35, y - r * 0.1), QPointF(x + r * 0.35, y - r * 0.1))
    p.restore()


def life_token(p: QPainter, kind: str, c: QPointF, r: float) -> None:
    """A life token: Ring, Heart or Sun on a dark disc."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_pen("#0e0b08", max(1.0, r * 0.1)))
    p.setBrush(QColor("#2c241b"))
    p.drawEllipse(c, r, r)
    colour = QColor(LIFE_COLOURS[kind])
    if kind == "ring":
        p.setPen(_pen(LIFE_COLOURS[kind], r * 0.22))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.5, r * 0.5)
    elif kind == "heart":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(heart_path(c, r * 0.62))
    else:
        p.setPen(_pen(LIFE_COLOURS[kind], r * 0.1))
        for i in range(8):
            a = i * math.pi / 4
            p.drawLine(QPointF(c.x() + r * 0.5 * math.cos(a), c.y() + r * 0.5 * math.sin(a)),
                       QPointF(c.x() + r * 0.8 * math.cos(a), c.y() + r * 0.8 * math.sin(a)))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(c, r * 0.38, r * 0.38)
    p.restore()


def the_ring(p: QPainter, c: QPointF, r: float) -> None:
    """The One Ring: a gold band with a glint."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen("#7a5a12", r * 0.42))
    p.drawEllipse(c, r * 0.72, r * 0.72)
    p.setPen(_pen("#f2cf6b", r * 0.26))
    p.drawEllipse(c, r * 0.72, r * 0.72)
    p.setPen(_pen("#fff4c8", r * 0.08))
    p.drawArc(QRectF(c.x() - r * 0.72, c.y() - r * 0.72, r * 1.44, r * 1.44), 100 * 16, 50 * 16)
    p.restore()


def sauron(p: QPainter, c: QPointF, r: float) -> None:
    """Sauron's piece: a lidless eye in flame."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_pen("#120806", r * 0.08))
    p.setBrush(QColor("#2a0c08"))
    p.drawEllipse(c, r, r)
    eye = QPainterPath()
    x, y = c.x(), c.y()
    eye.moveTo(x - r * 0.85, y)
    eye.quadTo(x, y - r * 0.75, x + r * 0.85, y)
    eye.quadTo(x, y + r * 0.75, x - r * 0.85, y)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f08a24"))
    p.drawPath(eye)
    p.setBrush(QColor("#1a0603"))
    p.drawEllipse(c, r * 0.1, r * 0.36)
    p.restore()


def pawn(p: QPainter, c: QPointF, r: float, colour: str, letter: str, out: bool = False) -> None:
    """A hobbit pawn: a coloured disc with the hobbit's initial (greyed when fallen)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_pen("#120e0a", max(1.0, r * 0.12)))
    fill = QColor(colour)
    if out:
        fill = QColor("#5a544c")
    p.setBrush(QBrush(fill))
    p.drawEllipse(c, r, r)
    font = p.font()
    font.setPixelSize(max(7, round(r * 1.1)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#17130f"))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, letter)
    p.restore()


def die(p: QPainter, c: QPointF, r: float, face: int) -> None:
    """The Threat die showing how many symbols it last rolled (0: blank)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_pen("#0f0c09", r * 0.1))
    p.setBrush(QColor("#e8dcc0"))
    p.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), r * 0.25, r * 0.25)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#7a1c12"))
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}
    for dx, dy in spots.get(face, []):
        p.drawEllipse(QPointF(c.x() + dx * r * 0.5, c.y() + dy * r * 0.5), r * 0.18, r * 0.18)
    p.restore()
