"""Saves kept per game: the Games list behind Continue, Replay, Rename, Export and Delete.

Each game has its own folder, named by its id, under ``saves/games/``::

    <game id>/latest.ringtable.json        the game now, or its finished record
    <game id>/history/000007.ringtable.json  earlier autosaves, the last KEEP_HISTORY
    <game id>/lock                          held by the Ringtable writing this game

A game's saves stay until the player deletes the game. Each autosave first links the
previous ``latest`` into the history, then replaces ``latest`` atomically, so a failed
write (a full disk, a read-only folder) leaves the previous file whole, and a damaged
latest still leaves earlier copies to open. Anything else in these folders (a renamed
file, a dangling link, a stray folder) is ignored, never parsed as ours.
The old shared autosaves (``saves/autosave/``) are moved into the list once, grouped by
game.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import shutil
from datetime import datetime
from pathlib import Path

from ..engine import Game
from ..fileio import FileProblem, read_json_limited, write_atomic
from ..paths import user_saves_dir
from .lock import FolderLock, Locked
from .loose_saves import adopt_loose_saves
from .record import GameRecord
from .saves import (
    GAME_ID,
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    SaveError,
    document_check,
    load_save,
    now_iso,
    save_document,
)
from .summaries import GameEntry, entry_and_summary, entry_from_document, read_summary

LATEST = f"latest{SAVE_SUFFIX}"
KEEP_HISTORY = 10
_HISTORY_NAME = re.compile(r"(\d{6})" + re.escape(SAVE_SUFFIX))


def new_game_id() -> str:
    """A sortable id unique across instances: the start time and random letters."""
    return f"{datetime.now():%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


class GameStore:
    """The saves folder's games; every method reports problems as SaveError."""

    def __init__(self, root: Path | None = None) -> None:
        self.saves = root or user_saves_dir()
        self.root = self.saves / "games"

    # Reading the list ------------------------------------------------------------------
    def folder(self, game_id: str) -> Path:
        if not GAME_ID.fullmatch(game_id):
            raise SaveError(f"{game_id!r} is not a game id")
        return self.root / game_id

    def games(self) -> list[GameEntry]:
        """Every game, most recently played first (old autosaves moved in first)."""
        entries = [self._entry(folder) for folder in self._folders()]
        return sorted(entries, key=lambda e: (e.updated, e.game_id), reverse=True)

    def _folders(self) -> list[Path]:
        """The game folders (nothing else that may lie here), most recently saved first."""
        with contextlib.suppress(OSError):  # a read-only folder: list what is there
            migrate_old_autosaves(self)
        adopt_loose_saves(self.saves, self.root)  # Save as… files and copies, once each
        if not self.root.is_dir():
            return []
        folders = [folder for folder in self.root.iterdir() if GAME_ID.fullmatch(folder.name)
                   and folder.is_dir() and not folder.is_symlink()]
        return sorted(folders, key=_saved_at, reverse=True)

    def copies(self, game_id: str) -> list[Path]:
        """The game's files, newest first: latest, then the history."""
        folder = self.folder(game_id)
        history = folder / "history"
        older = sorted((p for p in history.iterdir() if _HISTORY_NAME.fullmatch(p.name)),
                       reverse=True) if history.is_dir() else []
        return [folder / LATEST, *older]

    def _entry(self, folder: Path) -> GameEntry:
        """The game's line: from its summary when that matches the latest file, else
        read from the newest readable copy (and the summary rebuilt)."""
        latest = folder / LATEST
        cached = read_summary(folder.name, latest)
        if cached is not None:
            return cached
        problems = []
        for path in self.copies(folder.name):
            try:
                doc = read_json_limited(path, MAX_SAVE_BYTES, "save file")
                if path == latest:
                    return entry_and_summary(folder.name, path, doc)
                return entry_from_document(folder.name, path, doc)
            except (FileProblem, ValueError, TypeError, KeyError) as exc:
                problems.append(str(exc))
        return GameEntry(folder.name, folder / LATEST, "", (), (), "", 0, "", False,
                         problems[0] if problems else f"{folder}: no saves")

    def latest_unfinished(self) -> GameEntry | None:
        """What Continue opens: the most recently played game that is not over (reading
        the folders newest first, so start-up usually reads one file, not all)."""
        entries = (self._entry(folder) for folder in self._folders())
        return next((e for e in entries if not e.over and not e.problem), None)

    # Opening ---------------------------------------------------------------------------
    def open(self, game_id: str) -> tuple[GameRecord, Game, Path, str]:
        """(record, game, file, notice): the newest copy that opens whole.

        If the latest file is damaged, the next older copy is opened and ``notice`` says
        so; if none opens, SaveError with the latest file's reason.
        """
        problems: list[str] = []
        for path in self.copies(game_id):
            if not path.exists() and not problems:
                continue
            try:
                record, game = load_save(path)
            except SaveError as exc:
                problems.append(str(exc))
                continue
            record.game_id = game_id
            notice = "" if not problems else (
                f"The latest save of this game could not be opened ({problems[0]}); "
                f"opened the earlier copy {path.name} instead.")
            return record, game, path, notice
        raise SaveError(problems[0] if problems else f"{self.folder(game_id)}: no saves")

    # Changing --------------------------------------------------------------------------
    def rename(self, game_id: str, title: str, held: FolderLock | None = None) -> None:
        """Give the game a title (rewrites its latest file with a new check).

        Takes the game's lock first, as a writer does: a game another Ringtable is
        playing is refused (its next autosave would write its old title back over the
        new one). ``held`` is the lock of this window's own writer of the game, if any.
        """
        title = " ".join(title.split())[:120]
        folder = self.folder(game_id)
        lock = held if held is not None and held.held else FolderLock(folder)
        mine = lock is not held
        try:
            lock.acquire()
        except Locked:
            raise SaveError("The game was not renamed: it is being played in another "
                            "Ringtable window. Rename it there, or here once that window "
                            "has closed it.") from None
        except OSError as exc:
            raise SaveError(f"{folder}: the game was not renamed ({exc.strerror})") from None
        try:
            self._write_title(folder / LATEST, game_id, title)
        finally:
            if mine:
                lock.release()

    def _write_title(self, path: Path, game_id: str, title: str) -> None:
        try:
            doc = read_json_limited(path, MAX_SAVE_BYTES, "save file")
        except FileProblem as exc:
            raise SaveError(f"The game was not renamed: {exc}") from None
        if not isinstance(doc, dict) or "check" not in doc or doc.get("check") != \
                document_check(doc):
            raise SaveError(f"{path}: the game was not renamed: the file is damaged")
        doc["title"] = title
        doc["check"] = document_check(doc)
        try:
            write_atomic(path, json.dumps(doc, separators=(",", ":")).encode("utf-8"))
        except FileProblem as exc:
            raise SaveError(f"The game was not renamed: {exc}") from None
        entry_and_summary(game_id, path, doc)

    def export(self, game_id: str, destination: Path) -> None:
        """Copy the game's newest readable save to ``destination`` (atomically)."""
        entry = self._entry(self.folder(game_id))
        if entry.problem:
            raise SaveError(entry.problem)
        try:
            write_atomic(destination, entry.path.read_bytes())
        except (FileProblem, OSError) as exc:
            raise SaveError(f"The game was not exported: {exc}") from None

    def delete(self, game_id: str) -> None:
        """Delete the game and all its copies (refused while another Ringtable plays it)."""
        folder = self.folder(game_id)
        lock = FolderLock(folder)
        try:
            lock.acquire()
        except Locked as exc:
            raise SaveError(f"The game was not deleted: {exc}.") from None
        except OSError:
            pass  # a folder we cannot write: rmtree below says why
        try:
            shutil.rmtree(folder)
        except OSError as exc:
            lock.release()
            raise SaveError(f"{folder}: the game was not deleted ({exc.strerror})") from None


def _saved_at(folder: Path) -> int:
    """When the game was last saved (its latest file, else the folder itself)."""
    for path in (folder / LATEST, folder):
        with contextlib.suppress(OSError):
            return path.stat().st_mtime_ns
    return 0


class GameWriter:
    """Writes one game's saves; holds its folder's lock while the game is open.

    If another running Ringtable holds the game (both continued it), this one becomes a
    separate game with a new id and ``notice`` says so: the two never write one file.
    """

    def __init__(self, store: GameStore, record: GameRecord) -> None:
        self.store = store
        self.record = record
        self.notice = ""
        if not record.game_id:
            record.game_id = new_game_id()
        self.lock: FolderLock | None = None

    def _take_lock(self) -> Path:
        folder = self.store.folder(self.record.game_id)
        if self.lock is not None and self.lock.held:
            return folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lock = FolderLock(folder)
            lock.acquire()
        except Locked:
            old = self.record.game_id
            self.record.game_id = new_game_id()
            self.notice = (f"This game is open in another Ringtable window, so it is saved "
                           f"here as a separate game ({self.record.game_id}, from {old}).")
            return self._take_lock()
        except OSError as exc:
            raise SaveError(f"{folder}: the game was not saved ({exc.strerror})") from None
        self.lock = lock
        return folder

    def write(self, game: Game) -> Path:
        """Save the game as its latest file, the previous one kept in the history."""
        folder = self._take_lock()
        if not self.record.created:
            self.record.created = now_iso()
        doc = save_document(self.record, game)
        latest = folder / LATEST
        try:
            self._keep_previous(folder, latest)
            write_atomic(latest, json.dumps(doc, separators=(",", ":")).encode("utf-8"))
        except (FileProblem, OSError) as exc:
            raise SaveError(f"The game was not saved: {exc}") from None
        entry_and_summary(self.record.game_id, latest, doc)
        return latest

    def _keep_previous(self, folder: Path, latest: Path) -> None:
        if not latest.is_file():
            return
        history = folder / "history"
        history.mkdir(exist_ok=True)
        numbers = [int(m.group(1)) for p in history.iterdir()
                   if (m := _HISTORY_NAME.fullmatch(p.name))]
        target = history / f"{max(numbers, default=0) + 1:06d}{SAVE_SUFFIX}"
        try:
            os.link(latest, target)
        except OSError:
            shutil.copy2(latest, target)
        for old in sorted(n for n in numbers)[:-(KEEP_HISTORY - 1) or None]:
            with contextlib.suppress(OSError):
                (history / f"{old:06d}{SAVE_SUFFIX}").unlink()

    def close(self) -> None:
        if self.lock is not None:
            self.lock.release()


# Old autosaves ---------------------------------------------------------------------------

def migrate_old_autosaves(store: GameStore) -> int:
    """Move the old shared autosaves into per-game folders; the number moved.

    Autosaves of one game share its ``created`` time and seed; each group becomes a game
    (the newest file its latest, the others its history). Files that cannot be read are
    left where they are. Running it again moves nothing twice.
    """
    folder = store.saves / "autosave"
    if not folder.is_dir():
        return 0
    groups: dict[str, list[Path]] = {}
    for path in folder.glob(f"*{SAVE_SUFFIX}"):
        try:
            doc = read_json_limited(path, MAX_SAVE_BYTES, "save file")
            key = f"{doc['created']}|{doc['seed']}"
        except (FileProblem, TypeError, KeyError):
            continue
        groups.setdefault(key, []).append(path)
    moved = 0
    for key, paths in groups.items():
        game_id = "old-" + hashlib.sha256(key.encode()).hexdigest()[:12]
        target = store.root / game_id
        (target / "history").mkdir(parents=True, exist_ok=True)
        paths.sort(key=lambda p: (p.stat().st_mtime_ns, p.name))
        numbers = [int(m.group(1)) for p in (target / "history").iterdir()
                   if (m := _HISTORY_NAME.fullmatch(p.name))]
        number = max(numbers, default=0)
        for path in paths[:-1]:
            number += 1
            os.replace(path, target / "history" / f"{number:06d}{SAVE_SUFFIX}")
        if (target / LATEST).exists():  # a previous run stopped half way: keep both
            number += 1
            os.replace(target / LATEST, target / "history" / f"{number:06d}{SAVE_SUFFIX}")
        os.replace(paths[-1], target / LATEST)
        moved += len(paths)
    return moved
