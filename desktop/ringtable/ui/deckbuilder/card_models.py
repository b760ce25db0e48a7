"""Qt item models over a filtered list of cards: a sortable table and a face grid.

Both models read the same ``list[Card]``; the browser replaces that list when the
filters change. Cards are dragged out as their id under :data:`CARD_MIME`.
"""

from __future__ import annotations

from ...cards import Card
from ..card_pixmaps import PixmapProvider
from ..qt import QAbstractTableModel, QMimeData, QModelIndex, QSize, Qt

CARD_MIME = "application/x-ringtable-card-id"
CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1
GRID_CARD_WIDTH = 150

COLUMNS: list[tuple[str, str]] = [
    ("Title", "full_title"), ("Culture", "culture"), ("Type", "type"),
    ("Cost", "twilight_cost"), ("Str", "strength"), ("Vit", "vitality"),
    ("Site", "site_number"), ("Set", "collector_info"),
]
# The widest value (or heading) of each column after the title: its width in the list.
COLUMN_SAMPLES = ("Uruk-Hai", "The One Ring", "Cost", "Str", "Vit", "Site", "19R222")
NUMERIC = {"twilight_cost", "strength", "vitality", "site_number"}


def _display(card: Card, attr: str) -> str:
    value = getattr(card, attr)
    if value is None:
        return ""
    if attr in ("culture", "type"):
        return str(value).replace("_", " ").title()
    return str(value)


def _sort_key(attr: str):
    if attr in NUMERIC:
        return lambda c: (getattr(c, attr) is None, getattr(c, attr) or 0, c.title)
    if attr == "collector_info":
        return lambda c: (c.set, c.number)
    return lambda c: ((getattr(c, attr) or "").lower(), c.set, c.number)


class _CardsMixin:
    """Shared card list, drag support and id lookup for both models."""

    cards: list[Card]

    def card_at(self, index: QModelIndex) -> Card | None:
        if not index.isValid() or index.row() >= len(self.cards):
            return None
        return self.cards[index.row()]

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt's name
        return [CARD_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        ids = sorted({self.cards[i.row()].id for i in indexes if i.isValid()})
        data.setData(CARD_MIME, "\n".join(ids).encode())
        return data


class CardTableModel(_CardsMixin, QAbstractTableModel):
    """Sortable list view of the filtered cards."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[Card] = []
        self._sort: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def set_cards(self, cards: list[Card]) -> None:
        self.beginResetModel()
        self.cards = list(cards)
        if self._sort[0] >= 0:
            self._apply_sort()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section][0]
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        card = self.card_at(index)
        if card is None:
            return None
        attr = COLUMNS[index.column()][1]
        if role == Qt.ItemDataRole.DisplayRole:
            return ("\u2022" if card.unique and attr == "full_title" else "") + _display(card, attr)
        if role == CARD_ID_ROLE:
            return card.id
        if role == Qt.ItemDataRole.TextAlignmentRole and attr in NUMERIC:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._apply_sort()
        self.layoutChanged.emit()

    def _apply_sort(self) -> None:
        column, order = self._sort
        self.cards.sort(key=_sort_key(COLUMNS[column][1]),
                        reverse=order == Qt.SortOrder.DescendingOrder)


class CardGridModel(_CardsMixin, QAbstractTableModel):
    """Face grid: one column, shown by a QListView in icon mode."""

    def __init__(self, pixmaps: PixmapProvider) -> None:
        super().__init__()
        self.cards: list[Card] = []
        self._pixmaps = pixmaps
        self._row_of: dict[str, int] = {}
        pixmaps.ready.connect(self._face_ready)

    def set_cards(self, cards: list[Card]) -> None:
        self.beginResetModel()
        self.cards = list(cards)
        self._row_of = {card.id: row for row, card in enumerate(self.cards)}
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 1

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        card = self.card_at(index)
        if card is None:
            return None
        if role == Qt.ItemDataRole.DecorationRole:
            return self._pixmaps.get(card.id, GRID_CARD_WIDTH)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card.display_title
        if role == CARD_ID_ROLE:
            return card.id
        if role == Qt.ItemDataRole.SizeHintRole:
            return QSize(GRID_CARD_WIDTH + 8, round(GRID_CARD_WIDTH * 7 / 5) + 8)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def _face_ready(self, card_id: str, width: int) -> None:
        row = self._row_of.get(card_id)
        if width == GRID_CARD_WIDTH and row is not None:
            index = self.index(row, 0)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])
