"""Autosaves (a rotating set of the last ten) and finding the latest game to continue."""

from __future__ import annotations

from pathlib import Path

from ..cards import CardDatabase
from ..engine import Game
from ..paths import user_saves_dir
from .record import GameRecord
from .saves import SAVE_SUFFIX, save_game

KEEP_AUTOSAVES = 10


def autosave_dir() -> Path:
    return user_saves_dir() / "autosave"


def autosave(record: GameRecord, game: Game, db: CardDatabase | None = None) -> Path:
    """Write a new autosave and delete all but the newest ``KEEP_AUTOSAVES``."""
    folder = autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    existing = sorted(folder.glob(f"autosave-*{SAVE_SUFFIX}"))
    number = int(existing[-1].name.split("-")[1].split(".")[0]) + 1 if existing else 1
    path = folder / f"autosave-{number:06d}{SAVE_SUFFIX}"
    save_game(path, record, game, db)
    for old in sorted(folder.glob(f"autosave-*{SAVE_SUFFIX}"))[:-KEEP_AUTOSAVES]:
        old.unlink(missing_ok=True)
    return path


def all_saves() -> list[Path]:
    """Every save and autosave, newest first (by modification time)."""
    folder = user_saves_dir()
    paths = [*folder.glob(f"*{SAVE_SUFFIX}"), *autosave_dir().glob(f"*{SAVE_SUFFIX}")] \
        if folder.is_dir() else []
    return sorted(paths, key=lambda p: p.stat().st_mtime_ns, reverse=True)


def latest_save() -> Path | None:
    saves = all_saves()
    return saves[0] if saves else None
