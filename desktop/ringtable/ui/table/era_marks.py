"""Threats and initiative on the table (the rules of sets 7-10 and 15-19).

Threats lie on the Free Peoples player's dead pile, at most one per companion: a counter
under the twilight pool reads "Threats 2 / limit 3". Initiative belongs to the Free
Peoples player while his hand holds 4 or more cards, to the Shadow otherwise: a gold
chip at the corner of the row of the side that has it. Both are drawn only in games
whose decks hold cards of the sets that use them (a Fellowship-block game would read
"Threats 0" as a rule it does not have), or once threats are on the table anyway.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .. import theme
from ..qt import QColor, QFont, QGraphicsItem, QPainter, QPen, QRectF, Qt
from .layout import BOTTOM_ROW_Y, ROW_RIGHT, TOP_ROW_Y

# The sets whose cards speak of threats and initiative (CR 4.1 "threats", "initiative").
ERA_SETS = frozenset({*range(7, 11), *range(15, 20)})

THREATS_POS = (1700.0, 574.0)   # under the twilight pool's label
CHIP_W, CHIP_H = 150.0, 24.0
INITIATIVE_LABEL = "\u25c6 Initiative"


def era_rules_matter(sets: Iterable[int]) -> bool:
    """True when a game holding cards of ``sets`` uses threats and initiative."""
    return any(s in ERA_SETS for s in sets)


@dataclass(frozen=True)
class EraMarks:
    """What the table shows of threats and initiative for one view."""

    threats: int
    limit: int
    initiative_side: str            # "free_peoples" or "shadow"
    initiative_box: tuple[float, float, float, float]   # the chip, scene units
    shown: bool

    @property
    def threats_text(self) -> str:
        return f"Threats {self.threats} / limit {self.limit}"

    @property
    def initiative_tip(self) -> str:
        if self.initiative_side == "free_peoples":
            return ("Initiative: the Free Peoples player (4 or more cards in hand). "
                    "Cards that say 'if you have initiative' work for him.")
        return ("Initiative: the Shadow (the Free Peoples player has fewer than 4 cards "
                "in hand). Cards that say 'if you have initiative' work for the Shadow.")


def era_marks(view: dict[str, Any], era_rules: bool) -> EraMarks:
    """Where and what: the Free Peoples player's threats and limit, and the chip at the
    top right of the row of the side with initiative (the viewer's row is the lower)."""
    fp = view["free_peoples"]
    threats_list = view.get("threats") or []
    limits = view.get("threat_limit") or []
    threats = threats_list[fp] if fp < len(threats_list) else 0
    limit = limits[fp] if fp < len(limits) else 0
    side = view.get("initiative", "shadow")
    fp_is_viewer = fp == view["you"]
    lower = (side == "free_peoples") == fp_is_viewer   # the viewer's side has it
    row_y = BOTTOM_ROW_Y if lower else TOP_ROW_Y
    box = (ROW_RIGHT - CHIP_W, row_y - CHIP_H - 2, CHIP_W, CHIP_H)
    shown = (era_rules or threats > 0) and view.get("turn", 0) > 0 and not view.get("outcome")
    return EraMarks(threats, limit, side, box, shown)


def _font(pixels: int, bold: bool = True) -> QFont:
    font = QFont(theme.serif_font(11, bold=bold))
    font.setPixelSize(pixels)
    return font


class ThreatsItem(QGraphicsItem):
    """'Threats 2 / limit 3' under the twilight pool; red at the limit (the next threat
    cannot be added, and a kill turns them all into wounds)."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(*THREATS_POS)
        self.setZValue(theme.Z_ZONE + 1)
        self.text = ""
        self.full = False
        self.setToolTip("Threats on the Free Peoples player's dead pile: at most one per "
                        "companion. When a character is killed, each threat becomes a wound "
                        "the Free Peoples player assigns to his companions.")
        self.setVisible(False)

    def set_marks(self, marks: EraMarks) -> None:
        text = marks.threats_text if marks.shown else ""
        full = marks.limit > 0 and marks.threats >= marks.limit
        if (text, full) != (self.text, self.full):
            self.text, self.full = text, full
            self.setVisible(bool(text))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, 190, 28)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#e06a5a" if self.full else theme.GOLD), 1.5))
        painter.setBrush(QColor(60, 14, 10, 230) if self.full else QColor(20, 16, 12, 220))
        painter.drawRoundedRect(box, 9, 9)
        painter.setFont(_font(17))
        painter.setPen(QColor("#ffd0c8" if self.full else theme.TEXT))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


class InitiativeItem(QGraphicsItem):
    """A gold chip '\u25c6 Initiative' at the corner of the row of the side that has it."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(theme.Z_TOKEN + 2)
        self.side = ""
        self.setVisible(False)

    def set_marks(self, marks: EraMarks) -> None:
        side = marks.initiative_side if marks.shown else ""
        x, y, _w, _h = marks.initiative_box
        self.setPos(x, y)
        if side != self.side:
            self.side = side
            self.setVisible(bool(side))
            self.setToolTip(marks.initiative_tip if side else "")
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, CHIP_W, CHIP_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(theme.GOLD_BRIGHT), 1.5))
        painter.setBrush(QColor("#6b5222"))
        painter.drawRoundedRect(box, 10, 10)
        painter.setFont(_font(16))
        painter.setPen(QColor("#fff4dc"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, INITIATIVE_LABEL)
