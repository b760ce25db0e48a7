"""What happens on an uncaught exception: an emergency autosave, the log, and a dialog
that tells the player the truth about their game.

The dialog says whether the emergency autosave worked; if it failed it says why and
where the previous save of the game is (that file is intact: saves are atomic), so a
player is never told nothing, nor told their game is safe when it is not.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from dataclasses import dataclass
from pathlib import Path

from ..logs import log_file


@dataclass(frozen=True)
class EmergencySave:
    """The outcome of the autosave made before the crash dialog."""

    attempted: bool = False      # there was a game on the table to save
    problem: str = ""            # why it failed ("" when it worked)
    previous: Path | None = None  # the game's last good save on disk, if any


def emergency_autosave(table) -> EmergencySave:
    """Autosave the table's game (never raises: we are already handling a crash)."""
    if table is None or table.controller.record is None:
        return EmergencySave()
    from .game_files import autosave_table

    try:
        problem = autosave_table(table) or ""
    except Exception as exc:  # noqa: BLE001 - never raise from the crash handler
        problem = f"Autosave failed: {exc}"
    return EmergencySave(True, problem, previous_save(table) if problem else None)


def previous_save(table) -> Path | None:
    """The newest file of the table's game on disk: its latest autosave, else the file
    it was saved to or opened from."""
    writer = getattr(table, "writer", None)
    candidates = []
    if writer is not None and writer.record.game_id:
        from ..persistence.store import LATEST

        with contextlib.suppress(Exception):  # a bad id: no candidate
            candidates.append(writer.store.folder(writer.record.game_id) / LATEST)
    if getattr(table, "save_path", None) is not None:
        candidates.append(Path(table.save_path))
    for path in candidates:
        try:
            if path.is_file():
                return path
        except OSError:
            continue
    return None


def crash_text(kind: type, value: BaseException, saved: EmergencySave, log: Path) -> str:
    """The crash dialog's text."""
    text = f"Something went wrong: {kind.__name__}: {value}\n\n"
    if saved.attempted and not saved.problem:
        text += "Your game was autosaved; Continue on the start screen resumes it.\n\n"
    elif saved.attempted:
        text += f"Your game could NOT be autosaved now. {saved.problem}\n\n"
        text += (f"Its previous save is intact:\n{saved.previous}\n(Games on the start "
                 "screen opens it; the moves since then are lost.)\n\n"
                 if saved.previous is not None else
                 "There is no earlier save of this game on disk.\n\n")
    return text + f"Details are in the log file:\n{log}"


def install_crash_handler(window) -> None:
    """An uncaught exception autosaves the game, is logged, and is shown in a dialog
    naming the log file, instead of the app vanishing."""
    log = logging.getLogger("ringtable.crash")

    def handle(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        saved = window.emergency_autosave()
        log.critical("uncaught exception", exc_info=(kind, value, tb))
        if saved.problem:
            log.critical("emergency autosave failed: %s", saved.problem)
        from .qt import QMessageBox

        QMessageBox.critical(window, "Ringtable problem",
                             crash_text(kind, value, saved, log_file()))

    sys.excepthook = handle
