"""A small summary file per game, so listing the Games screen never reads whole saves.

Each game folder holds ``summary.json`` beside its latest save: the fields of one line
of the Games list and a *stamp* of the latest file it was made from (its size and
modification time). The writer writes it, atomically, right after the save; a summary
that is missing, damaged, or whose stamp no longer matches the latest file (a crash
between the two writes, a file copied in by hand, an older Ringtable) is rebuilt from
the save itself, so the list can never show a stale line for long, and a bad summary
never hides a game.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..fileio import FileProblem, read_json_limited, write_atomic

SUMMARY = "summary.json"
_SUMMARY_BYTES = 64_000


@dataclass(frozen=True)
class GameEntry:
    """One line of the Games list (read from the summary or the save, never replayed)."""

    game_id: str
    path: Path            # the file to open: latest, or the newest readable history copy
    title: str
    decks: tuple[str, ...]
    players: tuple[str, ...]
    updated: str
    turn: int
    result: str           # "" while the game goes on
    over: bool
    problem: str = ""     # why no copy could be read (the entry can still be deleted)

    @property
    def label(self) -> str:
        return self.title or " vs ".join(self.players) or self.game_id


def entry_from_document(game_id: str, path: Path, doc: Any) -> GameEntry:
    """A list entry from a save document; schema 1 saves have no summary, so derive it."""
    if not isinstance(doc, dict) or "ringtable_save" not in doc:
        raise ValueError(f"{path}: not a Ringtable save")
    summary = doc.get("summary") if isinstance(doc.get("summary"), dict) else {}
    seats = doc.get("seats") if isinstance(doc.get("seats"), list) else []
    decks = doc.get("decks") if isinstance(doc.get("decks"), list) else []
    state = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    players = summary.get("players") or [s.get("name", "?") for s in seats
                                         if isinstance(s, dict)]
    deck_names = summary.get("decks") or [d.get("name", "?") for d in decks
                                          if isinstance(d, dict)]
    turn = summary.get("turn", state.get("turn", 0))
    title = doc.get("title", "")
    return GameEntry(game_id, path, title if isinstance(title, str) else "",
                     tuple(str(d) for d in deck_names), tuple(str(p) for p in players),
                     str(doc.get("updated", "")), turn if isinstance(turn, int) else 0,
                     str(summary.get("result", "")), summary.get("over") is True)


def _stamp(path: Path) -> list[int]:
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


def write_summary(latest: Path, entry: GameEntry) -> None:
    """Write the folder's summary of ``latest`` (best effort: a summary that cannot be
    written is rebuilt on the next listing, never a failed save)."""
    data = {"stamp": _stamp(latest), "title": entry.title, "decks": list(entry.decks),
            "players": list(entry.players), "updated": entry.updated, "turn": entry.turn,
            "result": entry.result, "over": entry.over}
    with contextlib.suppress(FileProblem, OSError):
        write_atomic(latest.parent / SUMMARY,
                     json.dumps(data, separators=(",", ":")).encode("utf-8"),
                     durable=False)  # a cache: lost or stale after a power cut, rebuilt


def read_summary(game_id: str, latest: Path) -> GameEntry | None:
    """The entry the summary holds, or None if it is missing, damaged or stale."""
    try:
        data = read_json_limited(latest.parent / SUMMARY, _SUMMARY_BYTES, "game summary")
        stamp = _stamp(latest)
    except (FileProblem, OSError):
        return None
    if not isinstance(data, dict) or data.get("stamp") != stamp:
        return None
    texts = [data.get(k) for k in ("title", "updated", "result")]
    lists = [data.get(k) for k in ("decks", "players")]
    turn, over = data.get("turn"), data.get("over")
    if not (all(isinstance(t, str) for t in texts)
            and all(isinstance(v, list) and all(isinstance(s, str) for s in v) for v in lists)
            and isinstance(turn, int) and not isinstance(turn, bool)
            and isinstance(over, bool)):
        return None
    title, updated, result = texts
    return GameEntry(game_id, latest, title, tuple(lists[0]), tuple(lists[1]), updated,
                     turn, result, over)


def entry_and_summary(game_id: str, latest: Path, doc: Any) -> GameEntry:
    """The entry of a latest save just read or written, its summary written beside it."""
    entry = entry_from_document(game_id, latest, doc)
    if os.path.isfile(latest):
        write_summary(latest, entry)
    return entry
