"""Save files outside the Games list (Save as…, Open…, copies from another computer) taken
into it, once each, the original file left where it is and unchanged.

A loose save is read whole (size limit, JSON limits), must be a Ringtable save whose
check sum matches (or a schema 1 save, which has none), and is *copied* into a game
folder: the game's own id when the list does not have that game yet, else it is
already listed (the same game, saved elsewhere too) and nothing is copied. Which files
were seen is kept in ``games/imported.json`` (by name, size and time, and by content
hash), so a listing reads no file twice and a game the player deleted from the list does
not come back from a save they kept. Anything unreadable is left alone, never an error:
opening it says why.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from ..fileio import FileProblem, parse_json, read_json_limited, write_atomic
from .saves import GAME_ID, MAX_SAVE_BYTES, SAVE_SUFFIX, document_check

IMPORTED = "imported.json"
LATEST = f"latest{SAVE_SUFFIX}"


def _seen(root: Path) -> dict[str, Any]:
    try:
        data = read_json_limited(root / IMPORTED, 4_000_000, "list of imported saves")
    except FileProblem:
        data = {}
    if not isinstance(data, dict):
        data = {}
    files = data.get("files") if isinstance(data.get("files"), dict) else {}
    hashes = data.get("hashes") if isinstance(data.get("hashes"), dict) else {}
    return {"files": files, "hashes": hashes}


def _remember(root: Path, seen: dict[str, Any]) -> None:
    root.mkdir(parents=True, exist_ok=True)
    write_atomic(root / IMPORTED, json.dumps(seen, separators=(",", ":")).encode("utf-8"))


def _stamp(path: Path) -> list[int]:
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


def adopt_loose_saves(saves: Path, root: Path) -> int:
    """Take the save files at the top of ``saves`` into the game folders under ``root``;
    the number of games added. Files already seen (same name, size and time) are not
    read again."""
    if not saves.is_dir():
        return 0
    seen = _seen(root)
    added, changed = 0, False
    for path in sorted(saves.glob(f"*{SAVE_SUFFIX}")):
        if path.is_symlink() or not path.is_file():
            continue
        with contextlib.suppress(FileProblem, OSError):
            if seen["files"].get(path.name) == _stamp(path):
                continue
            _game_id, new = _adopt(path, root, seen)
            seen["files"][path.name] = _stamp(path)
            changed = True
            added += new
    if changed:
        with contextlib.suppress(FileProblem, OSError):
            _remember(root, seen)
    return added


def adopt_file(path: Path, root: Path) -> str | None:
    """Take one save file (one the player opened) into the list; the game's id there,
    or None if it is not a whole Ringtable save. Raises OSError/FileProblem when the
    list cannot be written."""
    seen = _seen(root)
    game_id, _new = _adopt(path, root, seen)
    if game_id is not None:
        _remember(root, seen)
    return game_id


def remember_saved(path: Path, root: Path, game_id: str) -> None:
    """Note a save just written by Save as (its game is in the list already), so it is
    never taken in again, even after the game is deleted from the list."""
    with contextlib.suppress(FileProblem, OSError):
        seen = _seen(root)
        data = path.read_bytes()
        seen["hashes"][hashlib.sha256(data).hexdigest()] = game_id
        if path.parent.resolve() == root.parent.resolve():
            seen["files"][path.name] = _stamp(path)
        _remember(root, seen)


def _adopt(path: Path, root: Path, seen: dict[str, Any]) -> tuple[str | None, bool]:
    """(game id, whether a folder was added) for one file; (None, False) if not a save."""
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            return None, False
        data = path.read_bytes()
    except OSError:
        return None, False
    digest = hashlib.sha256(data).hexdigest()
    known = seen["hashes"].get(digest)
    if isinstance(known, str):
        return known, False
    try:
        doc = parse_json(data.decode("utf-8"), path, "save file")
    except (FileProblem, UnicodeDecodeError):
        return None, False
    if not _whole_save(doc):
        return None, False
    own = doc.get("game_id")
    game_id = own if isinstance(own, str) and GAME_ID.fullmatch(own) else f"file-{digest[:12]}"
    folder = root / game_id
    if folder.exists():
        seen["hashes"][digest] = game_id
        return game_id, False  # that game is listed already (saved elsewhere too)
    folder.mkdir(parents=True)
    try:
        write_atomic(folder / LATEST, data)
    except FileProblem:
        with contextlib.suppress(OSError):
            folder.rmdir()
        raise
    seen["hashes"][digest] = game_id
    return game_id, True


def _whole_save(doc: Any) -> bool:
    if not isinstance(doc, dict) or not isinstance(doc.get("ringtable_save"), int):
        return False
    if doc["ringtable_save"] < 2:
        return isinstance(doc.get("state"), dict)
    return doc.get("check") == document_check(doc)
