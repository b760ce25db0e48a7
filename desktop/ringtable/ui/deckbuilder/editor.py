"""The deck editor panel: name, format, sections with counts, live validation, notes.

It edits through :class:`DeckEdit` (undoable, Qt-free) and redraws from the resulting
deck after every change; the validator is injected so this panel does not depend on
how formats are implemented.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...cards import CardDatabase
from ...decks import Deck
from .. import theme
from ..qt import (
    QAbstractItemView,
    QBrush,
    QColor,
    QComboBox,
    QEvent,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    Qt,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .card_models import CARD_MIME
from .editing import RING_BEARER, SECTIONS, DeckEdit, can_bear_the_ring

CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1
SECTION_ROLE = Qt.ItemDataRole.UserRole + 2

Validator = Callable[[Deck, str], Sequence[object]]  # problems with .message and .card_ids
# Problems about the deck as a whole: listed, but no card is marked for them (marking all
# Free Peoples cards for "sides unequal" would hide the cards that are really wrong).
DECK_LEVEL_CODES = frozenset({"draw_deck_too_small", "sides_unequal", "wrong_site_count",
                              "missing_ring_bearer", "missing_ring"})


class DeckTree(QTreeWidget):
    """Sections and cards; accepts cards dragged from the browser."""

    cards_dropped = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setMouseTracking(True)
        self.setIndentation(12)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802
        data = bytes(event.mimeData().data(CARD_MIME)).decode()
        ids = [line for line in data.splitlines() if line]
        if ids:
            event.acceptProposedAction()
            self.cards_dropped.emit(ids)


class DeckEditorPanel(QWidget):
    """Shows and edits one :class:`DeckEdit`; emits ``changed`` after every edit."""

    changed = Signal()
    hovered = Signal(str)

    def __init__(self, db: CardDatabase, formats: dict[str, tuple[str, list[int]]],
                 validator: Validator | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self._validator = validator
        self.edit: DeckEdit | None = None
        self.problems: list[object] = []

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText("Deck name")
        self.name_edit.editingFinished.connect(self._name_edited)
        self.format_combo = QComboBox()
        for code, (name, _) in formats.items():
            self.format_combo.addItem(name, code)
        self.format_combo.currentIndexChanged.connect(self._format_changed)
        self.legal_label = QLabel()
        self.legal_label.setWordWrap(True)
        self.tree = DeckTree()
        self.tree.cards_dropped.connect(self._dropped)
        self.tree.itemEntered.connect(self._item_entered)
        self.tree.itemDoubleClicked.connect(self._item_double_clicked)
        self.tree.installEventFilter(self)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._context_menu)
        self.problem_list = QListWidget()
        self.problem_list.setMaximumHeight(130)
        self.problem_list.setWordWrap(True)
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText("Notes")
        self.notes.setMaximumHeight(60)
        self.notes.textChanged.connect(self._notes_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name_edit)
        layout.addWidget(self.format_combo)
        layout.addWidget(self.legal_label)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.problem_list)
        layout.addWidget(self.notes)

    # Loading and redrawing -----------------------------------------------------------
    def set_edit(self, edit: DeckEdit) -> None:
        self.edit = edit
        self.redraw()

    def redraw(self) -> None:
        """Rebuild the tree, header and problems from the current deck."""
        edit = self.edit
        if edit is None:
            return
        deck = edit.deck
        if self.name_edit.text() != deck.name:
            self.name_edit.setText(deck.name)
        index = self.format_combo.findData(deck.format)
        self.format_combo.blockSignals(True)
        self.format_combo.setCurrentIndex(max(index, 0))
        self.format_combo.blockSignals(False)
        if self.notes.toPlainText() != deck.notes:
            self.notes.blockSignals(True)
            self.notes.setPlainText(deck.notes)
            self.notes.blockSignals(False)
        self._validate()
        bad_ids = {cid for p in self.problems if getattr(p, "code", "") not in DECK_LEVEL_CODES
                   for cid in getattr(p, "card_ids", ())}
        expanded = {self.tree.topLevelItem(i).data(0, SECTION_ROLE)
                    for i in range(self.tree.topLevelItemCount())
                    if not self.tree.topLevelItem(i).isExpanded()}
        self.tree.clear()
        for section, label in SECTIONS:
            rows = edit.section_rows(section)
            count = sum(n for _, n in rows)
            top = QTreeWidgetItem([f"{label}  ({count})"])
            top.setData(0, SECTION_ROLE, section)
            top.setForeground(0, QBrush(QColor(theme.GOLD)))
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            for card, n in rows:
                cost = "" if card.twilight_cost is None else f"({card.twilight_cost}) "
                text = (f"{n}\u00d7  " if section not in ("ring_bearer", "ring", "sites")
                        else "") + f"{cost}{card.display_title}"
                if card.site_number is not None and section == "sites":
                    text = f"Site {card.site_number}: {card.display_title}"
                child = QTreeWidgetItem([text])
                child.setData(0, CARD_ID_ROLE, card.id)
                child.setData(0, SECTION_ROLE, section)
                if card.id in bad_ids:
                    child.setForeground(0, QBrush(QColor(theme.DANGER)))
                    child.setToolTip(0, "\n".join(
                        p.message for p in self.problems if card.id in getattr(p, "card_ids", ())))
                top.addChild(child)
            self.tree.addTopLevelItem(top)
            top.setExpanded(section not in expanded)

    def _validate(self) -> None:
        edit = self.edit
        self.problem_list.clear()
        if edit is None or self._validator is None or not edit.deck.format:
            self.problems = []
            self.legal_label.setText("Choose a format to check the deck.")
            return
        self.problems = list(self._validator(edit.deck, edit.deck.format))
        name = self.format_combo.currentText()
        if not self.problems:
            self.legal_label.setText(f"\u2714 Legal in {name}")
            self.legal_label.setStyleSheet(f"color: {theme.GOOD};")
        else:
            self.legal_label.setText(f"\u2716 Not legal in {name}: {len(self.problems)} "
                                     f"problem{'s' if len(self.problems) != 1 else ''}")
            self.legal_label.setStyleSheet(f"color: {theme.DANGER};")
        for problem in self.problems:
            self.problem_list.addItem(getattr(problem, "message", str(problem)))

    # Edits ---------------------------------------------------------------------------
    def add_card(self, card_id: str, section: str | None = None) -> None:
        if self.edit is not None:
            self.edit.add(card_id, section)
            self._after_edit()

    def remove_card(self, card_id: str, section: str | None = None) -> None:
        if self.edit is not None and self.edit.remove(card_id, section):
            self._after_edit()

    def _after_edit(self) -> None:
        self.redraw()
        self.changed.emit()

    def _dropped(self, ids: list[str]) -> None:
        for card_id in ids:
            if card_id in self._db and self.edit is not None:
                self.edit.add(card_id)
        self._after_edit()

    def _name_edited(self) -> None:
        if self.edit is not None and self.name_edit.text().strip() != self.edit.deck.name:
            self.edit.rename(self.name_edit.text())
            self._after_edit()

    def _format_changed(self) -> None:
        if self.edit is not None:
            self.edit.set_format(self.format_combo.currentData())
            self._after_edit()

    def _notes_changed(self) -> None:
        if self.edit is not None:
            self.edit.set_notes(self.notes.toPlainText())
            self.changed.emit()

    def selected(self) -> tuple[str, str] | None:
        item = self.tree.currentItem()
        if item is None or not item.data(0, CARD_ID_ROLE):
            return None
        return item.data(0, CARD_ID_ROLE), item.data(0, SECTION_ROLE)

    def _item_entered(self, item: QTreeWidgetItem, _column: int) -> None:
        card_id = item.data(0, CARD_ID_ROLE)
        if card_id:
            self.hovered.emit(card_id)

    def _item_double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        card_id = item.data(0, CARD_ID_ROLE)
        if card_id:
            self.remove_card(card_id, item.data(0, SECTION_ROLE))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """'+' adds another copy of the selected card, '-' or Delete removes one."""
        if event.type() == QEvent.Type.KeyPress and (chosen := self.selected()):
            card_id, section = chosen
            if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.add_card(card_id, section)
                self._reselect(card_id)
                return True
            if event.key() in (Qt.Key.Key_Minus, Qt.Key.Key_Delete):
                self.remove_card(card_id, section)
                self._reselect(card_id)
                return True
        return super().eventFilter(watched, event)

    def _reselect(self, card_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                if top.child(j).data(0, CARD_ID_ROLE) == card_id:
                    self.tree.setCurrentItem(top.child(j))
                    return

    def _context_menu(self, pos) -> None:
        item = self.tree.itemAt(pos)
        card_id = item.data(0, CARD_ID_ROLE) if item else None
        if not card_id:
            return
        section = item.data(0, SECTION_ROLE)
        menu = QMenu(self)
        menu.addAction("Add one", lambda: self.add_card(card_id, section))
        menu.addAction("Remove one", lambda: self.remove_card(card_id, section))
        card = self._db[card_id]
        if can_bear_the_ring(card) and section != RING_BEARER:
            menu.addAction("Make Ring-bearer", lambda: self._make_ring_bearer(card_id, section))
        menu.exec(self.tree.viewport().mapToGlobal(pos))

    def _make_ring_bearer(self, card_id: str, section: str) -> None:
        if self.edit is None:
            return
        old = self.edit.deck.ring_bearer
        self.edit.remove(card_id, section)
        if old:
            self.edit.remove(old, RING_BEARER)
            self.edit.add(old)
        self.edit.add(card_id, RING_BEARER)
        self._after_edit()
