"""Deck statistics: the numbers (pure Python) and a widget that draws them as bars.

Players read a deck by its twilight curve per side, the Free Peoples/Shadow balance,
cultures, card types, the Shadow numbers along the site path and, in Ringtable, how much
of the deck the engine enforces (scripted share).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ...cards import CardDatabase
from ...cards.model import FREE_PEOPLES, SHADOW
from ...decks import Deck
from .. import theme
from ..qt import QColor, QFont, QPainter, QRectF, QSize, Qt, QWidget

MAX_COST_BUCKET = 6  # costs of 6 and more share the last bar ("6+")


@dataclass(frozen=True)
class DeckStats:
    free_peoples: int
    shadow: int
    curve_free_peoples: tuple[int, ...]
    curve_shadow: tuple[int, ...]
    cultures: tuple[tuple[str, int], ...]
    types: tuple[tuple[str, int], ...]
    site_shadow_numbers: tuple[tuple[str, int | None], ...]
    scripted: int
    total: int


def deck_statistics(deck: Deck, db: CardDatabase,
                    is_scripted: Callable[[str], bool]) -> DeckStats:
    curve = {FREE_PEOPLES: [0] * (MAX_COST_BUCKET + 1), SHADOW: [0] * (MAX_COST_BUCKET + 1)}
    sides: Counter[str] = Counter()
    cultures: Counter[str] = Counter()
    types: Counter[str] = Counter()
    for card_id, count in deck.draw_deck:
        card = db[card_id]
        side = card.side or FREE_PEOPLES
        sides[side] += count
        curve[side][min(card.twilight_cost or 0, MAX_COST_BUCKET)] += count
        cultures[card.culture or "none"] += count
        types[card.type] += count
    all_ids = [cid for cid, n in deck.draw_deck for _ in range(n)]
    all_ids += [*deck.sites, *(x for x in (deck.ring_bearer, deck.ring) if x)]
    sites = []
    for site_id in deck.sites:
        site = db[site_id]
        label = str(site.site_number) if site.site_number is not None else site.title[:10]
        sites.append((label, site.shadow_number))
    return DeckStats(
        free_peoples=sides[FREE_PEOPLES], shadow=sides[SHADOW],
        curve_free_peoples=tuple(curve[FREE_PEOPLES]), curve_shadow=tuple(curve[SHADOW]),
        cultures=tuple(cultures.most_common()), types=tuple(types.most_common()),
        site_shadow_numbers=tuple(sites),
        scripted=sum(1 for cid in all_ids if is_scripted(cid)), total=len(all_ids),
    )


FP_COLOUR = "#7fa7c9"
SHADOW_COLOUR = "#c0533f"


class StatisticsView(QWidget):
    """Paints the statistics of the deck it was last given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: DeckStats | None = None
        self.setMinimumHeight(520)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(380, 620)

    def set_stats(self, stats: DeckStats) -> None:
        self.stats = stats
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(theme.PANEL))
        stats = self.stats
        if stats is None:
            painter.end()
            return
        width = self.width() - 24
        y = 12.0
        y = self._heading(painter, y, "Twilight curve")
        y = self._curve(painter, 12, y + 14, width, 110, stats)
        y = self._heading(painter, y + 8,
                          f"Free Peoples {stats.free_peoples} \u00b7 Shadow {stats.shadow}")
        y = self._balance(painter, 12, y, width, stats)
        y = self._heading(painter, y + 8, "Cultures")
        y = self._bars(painter, 12, y, width, stats.cultures)
        y = self._heading(painter, y + 8, "Card types")
        y = self._bars(painter, 12, y, width, stats.types)
        y = self._heading(painter, y + 8, "Shadow numbers along the path")
        y = self._sites(painter, 12, y, width, stats.site_shadow_numbers)
        share = 100 * stats.scripted / stats.total if stats.total else 0
        self._heading(painter, y + 8,
                      f"Scripted: {stats.scripted} of {stats.total} cards ({share:.0f} %)")
        painter.end()

    def _heading(self, painter: QPainter, y: float, text: str) -> float:
        """A gold heading, smaller when the panel is narrow (1280x720): never cut."""
        painter.setPen(QColor(theme.GOLD))
        size = 11.0
        painter.setFont(theme.serif_font(size, bold=True))
        while size > 8 and painter.fontMetrics().horizontalAdvance(text) > self.width() - 24:
            size -= 0.5
            painter.setFont(theme.serif_font(size, bold=True))
        painter.drawText(QRectF(12, y, self.width() - 24, 20), Qt.AlignmentFlag.AlignLeft, text)
        return y + 22

    def _curve(self, painter: QPainter, x: float, y: float, w: float, h: float,
               stats: DeckStats) -> float:
        buckets = MAX_COST_BUCKET + 1
        peak = max([*stats.curve_free_peoples, *stats.curve_shadow, 1])
        slot = w / buckets
        bar = slot * 0.36
        painter.setFont(QFont(painter.font().family(), 8))
        for i in range(buckets):
            for j, (values, colour) in enumerate(((stats.curve_free_peoples, FP_COLOUR),
                                                  (stats.curve_shadow, SHADOW_COLOUR))):
                height = (h - 16) * values[i] / peak
                rect = QRectF(x + i * slot + 4 + j * bar, y + h - 16 - height, bar - 2, height)
                painter.fillRect(rect, QColor(colour))
                if values[i]:
                    painter.setPen(QColor(theme.TEXT))
                    painter.drawText(QRectF(rect.x(), rect.y() - 13, bar, 12),
                                     Qt.AlignmentFlag.AlignCenter, str(values[i]))
            painter.setPen(QColor(theme.TEXT_DIM))
            label = f"{i}+" if i == MAX_COST_BUCKET else str(i)
            painter.drawText(QRectF(x + i * slot, y + h - 14, slot, 14),
                             Qt.AlignmentFlag.AlignCenter, label)
        return y + h

    def _balance(self, painter: QPainter, x: float, y: float, w: float,
                 stats: DeckStats) -> float:
        total = stats.free_peoples + stats.shadow
        fp_width = w * stats.free_peoples / total if total else w / 2
        painter.fillRect(QRectF(x, y, fp_width, 12), QColor(FP_COLOUR))
        painter.fillRect(QRectF(x + fp_width, y, w - fp_width, 12), QColor(SHADOW_COLOUR))
        return y + 16

    def _bars(self, painter: QPainter, x: float, y: float, w: float,
              rows: tuple[tuple[str, int], ...]) -> float:
        peak = max([n for _, n in rows] + [1])
        painter.setFont(QFont(painter.font().family(), 9))
        for name, count in rows[:8]:
            painter.setPen(QColor(theme.TEXT))
            painter.drawText(QRectF(x, y, 110, 16), Qt.AlignmentFlag.AlignVCenter,
                             name.replace("_", " ").title())
            painter.fillRect(QRectF(x + 112, y + 3, (w - 150) * count / peak, 10),
                             QColor(theme.GOLD))
            painter.drawText(QRectF(x + w - 34, y, 34, 16), Qt.AlignmentFlag.AlignRight, str(count))
            y += 17
        return y

    def _sites(self, painter: QPainter, x: float, y: float, w: float,
               sites: tuple[tuple[str, int | None], ...]) -> float:
        if not sites:
            painter.setPen(QColor(theme.TEXT_DIM))
            painter.drawText(QRectF(x, y, w, 16), Qt.AlignmentFlag.AlignLeft, "No sites yet")
            return y + 18
        slot = w / max(len(sites), 9)
        peak = max([n or 0 for _, n in sites] + [1])
        base = y + 48  # the bars' foot; the tallest bar's number stays under the heading
        for i, (label, shadow) in enumerate(sites):
            height = 32 * (shadow or 0) / peak
            painter.fillRect(QRectF(x + i * slot + 3, base - height, slot - 6, height),
                             QColor("#8b6fb0"))
            painter.setPen(QColor(theme.TEXT))
            painter.drawText(QRectF(x + i * slot, base - height - 15, slot, 14),
                             Qt.AlignmentFlag.AlignCenter, "" if shadow is None else str(shadow))
            painter.setPen(QColor(theme.TEXT_DIM))
            painter.drawText(QRectF(x + i * slot, base + 2, slot, 14),
                             Qt.AlignmentFlag.AlignCenter, label)
        return y + 66
