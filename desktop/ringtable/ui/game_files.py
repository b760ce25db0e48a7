"""Saving, opening, continuing and autosaving games from the UI (dialogs around persistence).

Kept apart from the main window so the window only routes menu actions; every failure
here becomes a dialog or a status-line message naming the file and the reason, never
only a traceback in the log, and never touches the file.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path

from ..paths import user_saves_dir
from ..persistence import SaveError, load_save, save_game
from ..persistence.loose_saves import adopt_file, remember_saved
from ..persistence.saves import SAVE_SUFFIX
from ..persistence.store import GameEntry, GameStore, GameWriter
from .qt import QFileDialog, QMessageBox, QWidget

FILTER = f"Ringtable saved games (*{SAVE_SUFFIX});;All files (*)"
_log = logging.getLogger("ringtable.saves")


def default_save_name(table) -> Path:
    record = table.controller.record
    names = " vs ".join(seat.name for seat in record.seats)
    from ..persistence.kinds import kind_of

    turn = kind_of(table.controller.game).stamp(table.controller.game)[0]
    return user_saves_dir() / f"{names} - turn {turn}{SAVE_SUFFIX}"


def save_table(parent: QWidget, table, save_as: bool = False) -> bool:
    """Save the table's game to its file (asking for one the first time or for Save As)."""
    record = table.controller.record
    if record is None:
        QMessageBox.information(parent, "Save game", "This game cannot be saved.")
        return False
    path = table.save_path
    if path is None or save_as:
        with contextlib.suppress(OSError):  # the dialog lets the player pick another folder
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
        QMessageBox.warning(parent, "Save game", f"{exc}\n\nThe previous file was not "
                            "changed.")
        return False
    table.save_path = path
    problem = autosave_table(table)  # the Games list follows a manual save too
    if problem is None:  # the game is listed: never take this file in as another game
        remember_saved(path, GameStore().root, record.game_id)
    return True


def writer_for(table) -> GameWriter | None:
    """The table's game writer (made on first use; None for a game without a record)."""
    record = table.controller.record
    if record is None:
        return None
    writer = getattr(table, "writer", None)
    if writer is None or writer.record is not record:
        writer = GameWriter(GameStore(), record)
        table.writer = writer
    return writer


def autosave_table(table) -> str | None:
    """Autosave the table's game, finished ones too; a problem to tell the player, or None.

    Never raises: a save that fails is a message on the status line (and the previous
    file is intact), never a crash or a traceback only the log sees.
    """
    try:
        writer = writer_for(table)
        if writer is None:
            return None
        writer.write(table.controller.game)
    except SaveError as exc:
        _log.warning("autosave failed: %s", exc)
        return f"Autosave failed: {exc}"
    except Exception as exc:  # noqa: BLE001 - tell the player whatever went wrong
        _log.exception("autosave failed")
        return f"Autosave failed: {exc}"
    return None


def take_save_notice(table) -> str:
    """A notice about where the table's game is saved, once (e.g. saved as a separate
    game because another window plays it); empty when there is none."""
    writer = getattr(table, "writer", None)
    notice = writer.notice if writer is not None else ""
    if writer is not None:
        writer.notice = ""
    return notice


def ask_open_path(parent: QWidget) -> Path | None:
    folder = user_saves_dir()
    name, _ = QFileDialog.getOpenFileName(parent, "Open saved game",
                                          str(folder if folder.is_dir() else Path.home()),
                                          FILTER)
    return Path(name) if name else None


def load_for_table(parent: QWidget, path: Path):
    """(record, game) from a save, or None after telling the player why not."""
    try:
        record, game = load_save(path)
    except SaveError as exc:
        _tell_not_opened(parent, exc)
        return None
    try:  # the opened file joins the Games list (a copy; the file itself is unchanged)
        game_id = adopt_file(path, GameStore().root)
    except OSError as exc:  # the game is still listed once it is first autosaved
        _log.warning("%s was not added to the Games list: %s", path, exc)
        game_id = None
    if game_id is not None:
        record.game_id = game_id
    return record, game


def load_stored(parent: QWidget, game_id: str):
    """(record, game, path, notice) of a game in the Games list, or None after a dialog."""
    try:
        return GameStore().open(game_id)
    except SaveError as exc:
        _tell_not_opened(parent, exc)
        return None


def _tell_not_opened(parent: QWidget, exc: Exception) -> None:
    QMessageBox.warning(parent, "Open saved game",
                        f"This saved game cannot be opened.\n\n{exc}\n\n"
                        "The file was not changed.")


def continue_entry() -> GameEntry | None:
    """The game Continue resumes: the most recently played one that is not over."""
    try:
        return GameStore().latest_unfinished()
    except (OSError, SaveError) as exc:
        _log.warning("cannot list the saved games: %s", exc)
        return None
