"""The card browser: search box, filters, and the cards as a face grid or a sortable list.

Every keystroke re-filters the whole database synchronously (a compiled predicate over
3,089 immutable cards takes a few milliseconds, see ``tools/bench_deckbuilder.py``);
only the faces are rendered lazily, by the pixmap provider.
"""

from __future__ import annotations

from collections.abc import Callable

from ...cards import CardDatabase, QueryError, compile_query
from ..card_pixmaps import PixmapProvider
from ..qt import (
    QAbstractItemView,
    QEvent,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QModelIndex,
    QPushButton,
    QSize,
    QStackedWidget,
    Qt,
    QTableView,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .card_models import (
    CARD_ID_ROLE,
    COLUMN_SAMPLES,
    COLUMNS,
    GRID_CARD_WIDTH,
    CardGridModel,
    CardTableModel,
)
from .filters import QUERY_HELP, FilterPanel


class CardBrowser(QWidget):
    """Find cards; double-click, Enter or '+' asks to add one (``add_requested``)."""

    add_requested = Signal(str)
    remove_requested = Signal(str)
    hovered = Signal(str)

    def __init__(self, db: CardDatabase, pixmaps: PixmapProvider,
                 formats: dict[str, tuple[str, list[int]]],
                 is_scripted: Callable[[str], bool], culture_icon=None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self._all = sorted(db, key=lambda c: (c.set, c.number))
        self._is_scripted = is_scripted
        keywords = sorted({k.split(" ")[0].split("+")[0] for c in self._all for k in c.keywords})

        self.search = QLineEdit()
        self.search.setPlaceholderText('Search cards \u2014 e.g. culture:gondor cost<=3 "ranger"')
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh)
        help_button = QPushButton("?")
        help_button.setFixedWidth(34)
        help_button.setStyleSheet("padding: 4px;")
        help_button.setToolTip("Search syntax")
        help_button.clicked.connect(self.show_help)
        self.count_label = QLabel()
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #e07a5f;")
        self.grid_button = QPushButton("Grid")
        self.list_button = QPushButton("List")
        for button in (self.grid_button, self.list_button):
            button.setCheckable(True)
            button.setFixedWidth(56)
        self.grid_button.clicked.connect(lambda: self.set_mode("grid"))
        self.list_button.clicked.connect(lambda: self.set_mode("list"))
        clear_button = QPushButton("Clear filters")
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(help_button)
        top.addWidget(self.grid_button)
        top.addWidget(self.list_button)

        self.filters = FilterPanel(formats, keywords, culture_icon)
        self.filters.changed.connect(self.refresh)
        clear_button.clicked.connect(self.clear_filters)

        self.table_model = CardTableModel()
        self.grid_model = CardGridModel(pixmaps)
        self.table = QTableView()
        self.table.setModel(self.table_model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(len(COLUMNS) - 1, Qt.SortOrder.AscendingOrder)  # set order
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # The other columns hold short values: as wide as their longest, so the title
        # keeps the rest (at 1280x720 eight 100 px columns left it 20 px: "...").
        metrics = self.table.fontMetrics()
        for column, widest in enumerate(COLUMN_SAMPLES, start=1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, metrics.horizontalAdvance(widest) + 28)
        self.table.setAlternatingRowColors(True)
        self.grid = QListView()
        self.grid.setModel(self.grid_model)
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setUniformItemSizes(True)
        self.grid.setIconSize(QSize(GRID_CARD_WIDTH, round(GRID_CARD_WIDTH * 7 / 5)))
        self.grid.setSpacing(6)
        for view in (self.table, self.grid):
            view.setMouseTracking(True)
            view.setDragEnabled(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
            view.doubleClicked.connect(self._activated)
            view.entered.connect(self._entered)
            view.installEventFilter(self)
        self.views = QStackedWidget()
        self.views.addWidget(self.grid)
        self.views.addWidget(self.table)

        status = QHBoxLayout()
        status.addWidget(self.count_label)
        status.addWidget(self.error_label, 1)
        status.addWidget(clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.filters)
        layout.addLayout(status)
        layout.addWidget(self.views, 1)
        self.set_mode("grid")
        self.refresh()

    # Filtering ---------------------------------------------------------------------
    def query(self) -> str:
        terms, _ = self.filters.query_terms()
        return " ".join([*terms, self.search.text()]).strip()

    def refresh(self) -> None:
        """Re-filter the whole database from the current search text and filters."""
        terms, problems = self.filters.query_terms()
        query = " ".join([*terms, self.search.text()]).strip()
        try:
            predicate = compile_query(query, self._is_scripted)
        except QueryError as exc:
            self.error_label.setText(str(exc))
            return
        self.error_label.setText("; ".join(problems))
        found = [card for card in self._all if predicate(card)]
        self.table_model.set_cards(found)
        self.grid_model.set_cards(found)
        total = len(self._all)
        self.count_label.setText(f"{len(found)} of {total} cards")

    def clear_filters(self) -> None:
        self.search.clear()
        self.filters.clear()

    def visible_ids(self) -> list[str]:
        return [card.id for card in self.table_model.cards]

    # Views -------------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.views.setCurrentWidget(self.grid if mode == "grid" else self.table)
        self.grid_button.setChecked(mode == "grid")
        self.list_button.setChecked(mode == "list")

    def mode(self) -> str:
        return "grid" if self.views.currentWidget() is self.grid else "list"

    def current_card_id(self) -> str | None:
        view = self.views.currentWidget()
        index = view.currentIndex()
        return index.data(CARD_ID_ROLE) if index.isValid() else None

    def select_card(self, card_id: str) -> bool:
        """Make ``card_id`` the current card of the visible view (for keyboard use, tests)."""
        view = self.views.currentWidget()
        model = view.model()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(CARD_ID_ROLE) == card_id:
                view.setCurrentIndex(index)
                view.scrollTo(index)
                return True
        return False

    def show_help(self) -> None:
        QMessageBox.information(self, "Search syntax", QUERY_HELP)

    def _activated(self, index: QModelIndex) -> None:
        card_id = index.data(CARD_ID_ROLE)
        if card_id:
            self.add_requested.emit(card_id)

    def _entered(self, index: QModelIndex) -> None:
        card_id = index.data(CARD_ID_ROLE)
        if card_id:
            self.hovered.emit(card_id)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """'+', '=' or Enter adds the current card; '-' removes one copy of it."""
        if event.type() == QEvent.Type.KeyPress:
            card_id = self.current_card_id()
            key = event.key()
            if card_id and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Return,
                                   Qt.Key.Key_Enter):
                self.add_requested.emit(card_id)
                return True
            if card_id and key == Qt.Key.Key_Minus:
                self.remove_requested.emit(card_id)
                return True
        return super().eventFilter(watched, event)
