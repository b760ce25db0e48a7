"""The deck builder screen: library and preview | card browser | deck editor and statistics.

The screen owns the one :class:`DeckEdit` being worked on and the file it came from; it
never lets unsaved changes go without asking (switching decks, leaving, quitting).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ...cards import CardDatabase
from ...decks import Deck, DeckError
from .. import theme
from ..card_pixmaps import PixmapProvider
from ..qt import (
    QColor,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QShortcut,
    QSplitter,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .browser import CardBrowser
from .editing import DeckEdit
from .editor import DeckEditorPanel
from .library import DeckEntry, starter_entries, unique_name, user_entries, write_deck
from .statistics import StatisticsView, deck_statistics

PREVIEW_WIDTH = 300
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 3


class DeckBuilderScreen(QWidget):
    """Everything of the deck builder; ``back`` asks the main window for the start screen."""

    back = Signal()

    def __init__(self, db: CardDatabase, pixmaps: PixmapProvider,
                 formats: dict[str, tuple[str, list[int]]], validator,
                 is_scripted: Callable[[str], bool], culture_icon=None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.pixmaps = pixmaps
        self.formats = formats
        self.is_scripted = is_scripted
        self.path: Path | None = None
        self.edit = DeckEdit(Deck("New deck", None, None, format=next(iter(formats))), db)

        self.browser = CardBrowser(db, pixmaps, formats, is_scripted, culture_icon)
        self.editor = DeckEditorPanel(db, formats, validator)
        self.stats_view = StatisticsView()
        self.library = QListWidget()
        self.library.itemActivated.connect(self._library_activated)
        self.library.itemDoubleClicked.connect(self._library_activated)
        self.preview = QLabel()
        self.preview.setFixedSize(PREVIEW_WIDTH, round(PREVIEW_WIDTH * 7 / 5))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet(f"background: {theme.PANEL}; border-radius: 8px; "
                                   f"color: {theme.TEXT_DIM};")
        self.preview.setWordWrap(True)
        self.preview.setText("Point at a card to see it here, large.\n\n"
                             "Double-click, drag or press + to add it to the deck.")

        self.browser.add_requested.connect(self.editor.add_card)
        self.browser.remove_requested.connect(self.editor.remove_card)
        self.browser.hovered.connect(self.show_preview)
        self.editor.hovered.connect(self.show_preview)
        self.editor.changed.connect(self._deck_changed)

        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        for key, label, slot in (
            ("back", "\u25c0 Start screen", self._go_back), ("new", "New", self.new_deck),
            ("duplicate", "Duplicate", self.duplicate_deck), ("rename", "Rename", self.rename),
            ("delete", "Delete", self.delete_deck), ("undo", "Undo", self.undo),
            ("redo", "Redo", self.redo), ("save", "Save", self.save),
            ("import", "Import\u2026", self.import_deck),
            ("export", "Export\u2026", self.export_deck),
        ):
            button = QPushButton(label)
            button.clicked.connect(slot)
            self.buttons[key] = button
            bar.addWidget(button)
            if key in ("delete", "save", "back"):
                bar.addSpacing(14)
        self.buttons["save"].setProperty("role", "primary")
        bar.addStretch(1)
        self.title_label = QLabel()
        self.title_label.setFont(theme.serif_font(14, bold=True))
        bar.addWidget(self.title_label)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel("Decks"))
        left_layout.addWidget(self.library, 1)
        left_layout.addWidget(self.preview)
        tabs = QTabWidget()
        tabs.addTab(self.editor, "Deck")
        scroll = QScrollArea()
        scroll.setWidget(self.stats_view)
        scroll.setWidgetResizable(True)
        tabs.addTab(scroll, "Statistics")
        self.tabs = tabs
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.addWidget(tabs)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([PREVIEW_WIDTH + 10, 760, 400])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)

        # Ctrl+S / Ctrl+Z / Ctrl+Shift+Z come from the main window's menu, which routes
        # them to the current screen; only the builder's own keys are bound here.
        for keys, slot in (("Ctrl+Y", self.redo), ("Ctrl+F", self.browser.search.setFocus)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.refresh_library()
        self._load(self.edit, None)

    # Deck lifecycle ----------------------------------------------------------------
    def _load(self, edit: DeckEdit, path: Path | None) -> None:
        self.edit = edit
        self.path = path
        self.editor.set_edit(edit)
        self._deck_changed()

    def open_deck(self, deck: Deck, path: Path | None) -> bool:
        """Open ``deck`` for editing (asks about unsaved changes first)."""
        if not self.maybe_save():
            return False
        self._load(DeckEdit(deck, self.db), path)
        return True

    def new_deck(self) -> None:
        fmt = self.edit.deck.format or next(iter(self.formats))
        self.open_deck(Deck(unique_name("New deck", self._taken_names()), None, None,
                            format=fmt), None)

    def duplicate_deck(self) -> None:
        copy = self.edit.deck.with_changes(
            name=unique_name(f"{self.edit.deck.name} (copy)", self._taken_names()))
        if self.open_deck(copy, None):
            self.edit.saved = Deck("", None, None)  # a copy exists nowhere yet: must be saved
            self._deck_changed()

    def rename(self) -> None:
        self.editor.name_edit.setFocus()
        self.editor.name_edit.selectAll()

    def delete_deck(self) -> None:
        if self.path is None:
            QMessageBox.information(self, "Delete deck", "This deck is not saved, so there is "
                                    "no file to delete.")
            return
        answer = QMessageBox.question(
            self, "Delete deck", f"Delete \u201c{self.edit.deck.name}\u201d?\n\n"
            f"The file {self.path} will be removed. This cannot be undone.")
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.path.unlink()
        except OSError as exc:
            QMessageBox.warning(self, "Delete deck", f"Could not delete {self.path}: {exc}")
            return
        self.edit.mark_saved()  # nothing left to save
        self.path = None
        self.refresh_library()
        self.new_deck()

    def save(self) -> bool:
        try:
            self.path = write_deck(self.edit.deck, self.db, self.path)
        except (OSError, DeckError) as exc:
            QMessageBox.warning(self, "Save deck", f"The deck was not saved: {exc}\n\n"
                                "Nothing was overwritten.")
            return False
        self.edit.mark_saved()
        self.refresh_library()
        self._deck_changed()
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to leave the current deck (saved, discarded or unchanged)."""
        if not self.edit.dirty:
            return True
        answer = QMessageBox.question(
            self, "Unsaved changes",
            f"\u201c{self.edit.deck.name}\u201d has unsaved changes. Save them?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def undo(self) -> None:
        if self.edit.undo():
            self.editor.redraw()
            self._deck_changed()

    def redo(self) -> None:
        if self.edit.redo():
            self.editor.redraw()
            self._deck_changed()

    def _go_back(self) -> None:
        if self.maybe_save():
            self.back.emit()

    # Import and export (dialogs live in import_export.py) ---------------------------
    def import_deck(self) -> None:
        from .import_export import ImportDialog

        dialog = ImportDialog(self.db, self)
        if dialog.exec() and dialog.result_deck is not None:
            deck = dialog.result_deck
            if not deck.format:
                deck = deck.with_changes(format=self.edit.deck.format)
            if self.open_deck(deck, None):
                self.edit.saved = Deck("", None, None)  # imported: not saved yet
                self._deck_changed()

    def export_deck(self) -> None:
        from .import_export import ExportDialog

        ExportDialog(self.edit.deck, self.db, self).exec()

    # Views -------------------------------------------------------------------------
    def _deck_changed(self) -> None:
        deck = self.edit.deck
        self.stats_view.set_stats(deck_statistics(deck, self.db, self.is_scripted))
        star = " \u2022 unsaved" if self.edit.dirty else ""
        self.title_label.setText(f"{deck.name}{star}")
        self.buttons["undo"].setEnabled(self.edit.can_undo())
        self.buttons["redo"].setEnabled(self.edit.can_redo())
        self.buttons["delete"].setEnabled(self.path is not None)

    def show_preview(self, card_id: str) -> None:
        self.preview.setPixmap(self.pixmaps.get_now(card_id, PREVIEW_WIDTH))
        self.preview.setToolTip(self.db[card_id].display_title)

    def refresh_library(self) -> None:
        self.library.clear()
        self._add_heading("Your decks")
        mine = user_entries(self.db)
        if not mine:
            self._add_heading("   (none yet \u2014 save one)", dim=True)
        for entry in mine:
            self._add_entry(entry)
        self._add_heading("Starter decks (open as template)")
        for entry in starter_entries(self.db):
            self._add_entry(entry)

    def _add_heading(self, text: str, dim: bool = False) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setForeground(QColor(theme.TEXT_DIM if dim else theme.GOLD))
        self.library.addItem(item)

    def _add_entry(self, entry: DeckEntry) -> None:
        text = ("\u26a0 " if entry.problem else "") + entry.title
        item = QListWidgetItem("   " + text)
        item.setData(ENTRY_ROLE, entry)
        item.setToolTip(entry.problem or (str(entry.path) if entry.path else "Starter deck"))
        self.library.addItem(item)

    def _library_activated(self, item: QListWidgetItem) -> None:
        entry: DeckEntry | None = item.data(ENTRY_ROLE)
        if entry is None:
            return
        if entry.deck is None:
            QMessageBox.warning(self, "Open deck", f"This deck file cannot be opened:\n\n"
                                f"{entry.problem}")
            return
        if entry.starter:
            deck = entry.deck.with_changes(
                name=unique_name(entry.deck.name, self._taken_names()))
            self.open_deck(deck, None)
        else:
            self.open_deck(entry.deck, entry.path)

    def _taken_names(self) -> set[str]:
        return {e.title for e in user_entries(self.db)}
