"""Saving, opening, continuing and autosaving games from the UI (dialogs around persistence).

Kept apart from the main window so the window only routes menu actions; every failure
here becomes a dialog naming the file and the reason, and never touches the file.
"""

from __future__ import annotations

from pathlib import Path

from ..paths import user_saves_dir
from ..persistence import SaveError, load_save, save_game
from ..persistence.autosave import autosave, latest_save
from ..persistence.saves import SAVE_SUFFIX
from .qt import QFileDialog, QMessageBox, QWidget

FILTER = f"Ringtable saved games (*{SAVE_SUFFIX});;All files (*)"


def default_save_name(table) -> Path:
    record = table.controller.record
    names = " vs ".join(seat.name for seat in record.seats)
    turn = table.controller.game.s.turn
    return user_saves_dir() / f"{names} - turn {turn}{SAVE_SUFFIX}"


def save_table(parent: QWidget, table, save_as: bool = False) -> bool:
    """Save the table's game to its file (asking for one the first time or for Save As)."""
    record = table.controller.record
    if record is None:
        QMessageBox.information(parent, "Save game", "This game cannot be saved.")
        return False
    path = table.save_path
    if path is None or save_as:
        user_saves_dir().mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(parent, "Save game",
                                              str(path or default_save_name(table)), FILTER)
        if not name:
            return False
        path = Path(name if name.endswith(SAVE_SUFFIX) else name.removesuffix(".json")
                    + SAVE_SUFFIX)
    try:
        save_game(path, record, table.controller.game)
    except SaveError as exc:
        QMessageBox.warning(parent, "Save game", str(exc))
        return False
    table.save_path = path
    return True


def autosave_table(table) -> str | None:
    """Autosave the table's game; returns a problem to show, or None."""
    record = table.controller.record
    if record is None or table.controller.game.decision is None:
        return None
    try:
        autosave(record, table.controller.game)
    except (SaveError, OSError) as exc:
        return f"Autosave failed: {exc}"
    return None


def ask_open_path(parent: QWidget) -> Path | None:
    user_saves_dir().mkdir(parents=True, exist_ok=True)
    name, _ = QFileDialog.getOpenFileName(parent, "Open saved game", str(user_saves_dir()),
                                          FILTER)
    return Path(name) if name else None


def load_for_table(parent: QWidget, path: Path):
    """(record, game) from a save, or None after telling the player why not."""
    try:
        return load_save(path)
    except SaveError as exc:
        QMessageBox.warning(parent, "Open saved game",
                            f"This saved game cannot be opened.\n\n{exc}\n\n"
                            "The file was not changed.")
        return None


def continue_path() -> Path | None:
    return latest_save()
