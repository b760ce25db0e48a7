"""Import a deck from pasted text or a file, and export one to the clipboard or a file.

The import dialog parses as the player types or pastes and lists every problem line by
line (unknown names, ambiguous titles with their candidates) and every assumption it
made; nothing is dropped silently, and the player decides whether to import what did
resolve. A title the list names without settling its printing is asked about once, on
Import, with the faces of every printing shown (:mod:`.printing_choice`).
"""

from __future__ import annotations

from pathlib import Path

from ...cards import CardDatabase
from ...decks import Deck, DeckError, deck_to_text, parse_deck_text, save_deck
from ...decks.files import read_deck_text
from ...fileio import write_atomic
from .. import theme
from ..card_pixmaps import PixmapProvider
from ..qt import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from .printing_choice import PrintingChoiceDialog, group_by_candidates


class ImportDialog(QDialog):
    """Paste or load a deck list; shows line problems live; ``result_deck`` on accept."""

    def __init__(self, db: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import a deck")
        self.resize(720, 620)
        self._db = db
        self._pixmaps: PixmapProvider | None = None
        self.result_deck: Deck | None = None
        self.result = None  # the last TextImport
        self.choices: dict[int, str] = {}  # line -> the printing the player picked
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText(
            "Paste a deck list here, e.g.\n\nRing-bearer: Frodo, Son of Drogo\n"
            "Ring: The One Ring, Isildur's Bane\n\nAdventure deck:\n1x Bag End\n...\n\n"
            "Free Peoples Draw Deck:\n4x Aragorn, Ranger of the North\n...")
        self.text.textChanged.connect(self._text_changed)
        self.summary = QLabel("Paste a list or load a file.")
        self.summary.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        paste = QPushButton("Paste from clipboard")
        paste.clicked.connect(self.paste_clipboard)
        load = QPushButton("Load file\u2026")
        load.clicked.connect(self.load_file)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton("Import",
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(paste)
        row.addWidget(load)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text, 3)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems, 1)
        layout.addWidget(self.buttons)

    def paste_clipboard(self) -> None:
        self.text.setPlainText(QApplication.clipboard().text())

    def load_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Load a deck list", str(Path.home()),
                                              "Deck lists (*.txt *.json);;All files (*)")
        if not name:
            return
        try:
            self.text.setPlainText(read_deck_text(name))
        except DeckError as exc:
            QMessageBox.warning(self, "Load a deck list", str(exc))

    def _text_changed(self) -> None:
        self.choices.clear()  # line numbers may mean other lines now
        self.reparse()

    def reparse(self) -> None:
        """Parse the text now and show the result; enable Import when any card resolved."""
        self.problems.clear()
        self.result_deck = None
        self.result = None
        text = self.text.toPlainText()
        if not text.strip():
            self.summary.setText("Paste a list or load a file.")
            self.import_button.setEnabled(False)
            return
        try:
            result = parse_deck_text(text, self._db, choices=self.choices)
        except DeckError as exc:
            self.summary.setText(str(exc))
            self.import_button.setEnabled(False)
            return
        deck = result.deck
        self.result, self.result_deck = result, deck
        for problem in result.problems:
            self.problems.addItem(f"Line {problem.line}: {problem.message}")
        for assumption in result.assumptions:
            self.problems.addItem(f"Note: {assumption}")
        count = deck.draw_deck_size()
        parts = [f"{count} draw deck cards", f"{len(deck.sites)} sites",
                 "Ring-bearer \u2714" if deck.ring_bearer else "no Ring-bearer",
                 "Ring \u2714" if deck.ring else "no Ring"]
        to_ask = len(group_by_candidates(list(result.problems)))
        unread = len(result.problems)
        if unread:
            verdict = (f"{unread} line(s) could not be read \u2014 listed below; "
                       "importing keeps every line that did.")
            if to_ask:
                verdict += (f" For {to_ask} title(s) printed more than once you will be "
                            "asked which printing, on Import.")
        else:
            verdict = "Every line was read."
        colour = theme.DANGER if unread > 0 and unread > to_ask else theme.GOOD
        self.summary.setText(f"{', '.join(parts)}. <span style='color:{colour}'>{verdict}</span>")
        self.import_button.setEnabled(any(deck.all_card_ids()) or to_ask > 0)

    def accept(self) -> None:
        """Ask once per title whose printing the list leaves open, then import."""
        if self.result is not None and not self.ask_printings():
            return  # the player cancelled a question: stay in the dialog
        super().accept()

    def ask_printings(self) -> bool:
        """One question per ambiguous title; False when the player cancels one."""
        for group in group_by_candidates(list(self.result.problems)):
            if self._pixmaps is None:
                self._pixmaps = PixmapProvider(self._db, parent=self)
            dialog = PrintingChoiceDialog(group, self._db, self._pixmaps, self)
            if not dialog.exec() or dialog.chosen is None:
                return False
            for problem in group:
                self.choices[problem.line] = dialog.chosen
        self.reparse()
        return True


class ExportDialog(QDialog):
    """The deck in the sectioned text layout: copy it, or save it as text or JSON."""

    def __init__(self, deck: Deck, db: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Export \u201c{deck.name}\u201d")
        self.resize(620, 640)
        self._deck = deck
        self._db = db
        self.text = QPlainTextEdit(deck_to_text(deck, db))
        self.text.setReadOnly(True)
        copy = QPushButton("Copy to clipboard")
        copy.clicked.connect(self.copy)
        save = QPushButton("Save to file\u2026")
        save.clicked.connect(self.save_file)
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addWidget(copy)
        row.addWidget(save)
        row.addStretch(1)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)

    def copy(self) -> None:
        QApplication.clipboard().setText(self.text.toPlainText())

    def save_file(self) -> None:
        name, chosen = QFileDialog.getSaveFileName(
            self, "Export deck", str(Path.home() / f"{self._deck.name}.txt"),
            "Text deck list (*.txt);;Ringtable deck (*.json)")
        if not name:
            return
        try:
            if name.endswith(".json") or "json" in chosen:
                save_deck(self._deck, name, self._db)
            else:
                # atomic like every deck file: a full disk never leaves half a list
                write_atomic(name, (self.text.toPlainText() + "\n").encode("utf-8"))
        except (OSError, DeckError) as exc:
            QMessageBox.warning(self, "Export deck", f"The deck was not exported: {exc}")
