"""The Games screen: every game kept, to continue, replay, rename, export or delete.

Reached from the start screen and the Game menu (Watch a replay opens it too). It lists
:class:`~ringtable.persistence.store.GameStore` entries by title or players, decks, date,
turn and result; opening a game is the main window's job (signals), the file work is the
store's, and every failure becomes a message naming the file.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from ..persistence.saves import SAVE_SUFFIX, SaveError
from ..persistence.store import GameEntry, GameStore
from . import theme
from .qt import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)

COLUMNS = ("Game", "Decks", "Date", "Turn", "Result")


def _date(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp


def _game_cell(entry: GameEntry) -> str:
    """The players, after the game's title if the player gave it one."""
    players = " vs ".join(entry.players)
    if entry.title:
        return f"{entry.title} ({players})" if players else entry.title
    return players or entry.game_id


class GamesScreen(QWidget):
    """A table of the player's games and the actions on the selected one."""

    continue_game = Signal(str)   # game id
    replay_game = Signal(str)     # game id
    deleted = Signal(str)         # game id (the window drops it from the table if shown)
    renamed = Signal(str, str)    # game id, new title
    back = Signal()

    def __init__(self, store: GameStore | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store or GameStore()
        # Called with a game id before it is deleted, so the window can close that game
        # if it is on its table (it holds the game's lock).
        self.before_delete = lambda game_id: None
        # The lock this window's own writer holds on a game (the one on its table), so
        # renaming that game is not refused as "played in another window".
        self.held_lock = lambda game_id: None
        self.entries: list[GameEntry] = []
        title = QLabel("Games")
        title.setFont(theme.serif_font(26, bold=True))
        title.setStyleSheet(f"color: {theme.GOLD_BRIGHT};")
        self.hint = QLabel()
        self.hint.setStyleSheet(f"color: {theme.TEXT_DIM};")
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        stretch, fit = QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents
        for column, mode in enumerate((stretch, stretch, fit, fit, stretch)):
            header.setSectionResizeMode(column, mode)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.doubleClicked.connect(lambda _index: self._emit(self.continue_or_replay))
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, label, slot in (
            ("continue", "Continue", lambda: self._emit(self.continue_game.emit)),
            ("replay", "Replay", lambda: self._emit(self.replay_game.emit)),
            ("rename", "Rename\u2026", self.rename_selected),
            ("export", "Export\u2026", self.export_selected),
            ("delete", "Delete\u2026", self.delete_selected),
        ):
            button = QPushButton(label)
            button.clicked.connect(slot)
            self.buttons[key] = button
            row.addWidget(button)
        row.addStretch(1)
        back = QPushButton("Back")
        back.clicked.connect(self.back.emit)
        self.buttons["back"] = back
        row.addWidget(back)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)
        layout.addWidget(title)
        layout.addWidget(self.hint)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)

    # Filling ---------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """Re-read the saves folder (other windows may have added games)."""
        current = select or self.selected_id()
        self.entries = self.store.games()
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            result = entry.problem and "Cannot be read" or entry.result or (
                "In progress" if not entry.over else "Over")
            cells = (_game_cell(entry), " vs ".join(entry.decks), _date(entry.updated),
                     str(entry.turn) if entry.turn else "", result)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(entry.problem or f"{entry.label}\n{entry.path}")
                if column == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.hint.setText(f"{len(self.entries)} game{'s' if len(self.entries) != 1 else ''} "
                          "kept until you delete them. Double-click to continue a game "
                          "or replay a finished one." if self.entries else
                          "No games yet: a game appears here as soon as it starts.")
        ids = [e.game_id for e in self.entries]
        self.table.selectRow(ids.index(current) if current in ids else 0)
        self._selection_changed()

    def selected(self) -> GameEntry | None:
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows and rows[0].row() < len(self.entries) \
            else None

    def selected_id(self) -> str | None:
        entry = self.selected()
        return entry.game_id if entry else None

    def _selection_changed(self) -> None:
        entry = self.selected()
        readable = entry is not None and not entry.problem
        self.buttons["continue"].setEnabled(readable and not entry.over)
        self.buttons["replay"].setEnabled(readable)
        self.buttons["rename"].setEnabled(readable)
        self.buttons["export"].setEnabled(readable)
        self.buttons["delete"].setEnabled(entry is not None)

    def continue_or_replay(self, game_id: str) -> None:
        entry = self.selected()
        if entry is not None and not entry.problem:
            (self.replay_game if entry.over else self.continue_game).emit(game_id)

    def _emit(self, emit) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            emit(game_id)

    # Actions on the selected game --------------------------------------------------------
    def rename_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        title, ok = QInputDialog.getText(self, "Rename game", "Name of this game:",
                                         text=entry.label)
        if not ok:
            return
        try:
            self.store.rename(entry.game_id, title, self.held_lock(entry.game_id))
        except SaveError as exc:
            QMessageBox.warning(self, "Rename game", str(exc))
            return
        self.renamed.emit(entry.game_id, title)
        self.refresh(entry.game_id)

    def export_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        suggested = Path.home() / f"{entry.label}{SAVE_SUFFIX}".replace("/", "-")
        name, _ = QFileDialog.getSaveFileName(self, "Export game", str(suggested),
                                              f"Ringtable saved games (*{SAVE_SUFFIX})")
        if not name:
            return
        try:
            self.store.export(entry.game_id, Path(name))
        except SaveError as exc:
            QMessageBox.warning(self, "Export game", str(exc))

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        if not theme.confirm(self, "Delete game", f"Delete \u201c{entry.label}\u201d and all "
                             "its saves? This cannot be undone."):
            return
        self.before_delete(entry.game_id)
        try:
            self.store.delete(entry.game_id)
        except SaveError as exc:
            QMessageBox.warning(self, "Delete game", str(exc))
            return
        self.deleted.emit(entry.game_id)
        self.refresh()
