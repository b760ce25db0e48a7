"""Save files: one JSON document per game, written atomically, every field validated.

Schema (``"ringtable_save": 1``): app version, created/updated times, seats (name and
controller), both decks in full, format, seed, strict flag, the state at the current
decision, every action from the start, the redo stack, and the game log. The state is
the engine's full state, hidden cards included (a save is a private file; the UI shows
only each seat's view after loading, see docs/saves.md).

Loading never trusts the file: a truncated, corrupted or hand-edited save, one from a
newer schema, or one naming a card the database lacks gives :class:`SaveError` with the
file and the reason, and the file is left untouched. Older schemas are migrated.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..cards import CardDatabase, default_database
from ..decks import DeckError
from ..decks.files import deck_from_json, deck_to_json_text
from ..engine import Action, Game, IllegalActionError, SetupError
from ..fileio import FileProblem, read_text_limited, write_atomic
from ..scripts import standard_rules
from .record import GameRecord, LogEntry, SeatRecord

SAVE_SCHEMA = 1
SAVE_SUFFIX = ".ringtable.json"
MAX_SAVE_BYTES = 50_000_000  # a 20-turn game is well under 1 MB
MAX_ACTIONS = 200_000
CONTROLLERS = frozenset({"person", "random", "easy", "normal", "hard"})


class SaveError(ValueError):
    """A save that cannot be written or read; the message names the file and the reason."""


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def save_document(record: GameRecord, game: Game, db: CardDatabase | None = None) -> dict:
    """The save as plain JSON data (what :func:`save_game` writes)."""
    return {
        "ringtable_save": SAVE_SCHEMA,
        "app_version": __version__,
        "created": record.created or now_iso(),
        "updated": now_iso(),
        "seats": [{"name": s.name, "controller": s.controller, "colour": s.colour,
                   "auto_pass": s.auto_pass} for s in record.seats],
        "decks": [json.loads(deck_to_json_text(d, db)) for d in record.decks],
        "format": record.format_code,
        "seed": record.seed,
        "strict": record.strict,
        "state": game.to_json(),
        "actions": [a.to_json() for a in record.actions],
        "redo": [a.to_json() for a in record.redo],
        "log": [entry.to_json() for entry in record.log],
    }


def save_game(path: Path | str, record: GameRecord, game: Game,
              db: CardDatabase | None = None) -> None:
    """Write the save atomically; on failure the previous file at ``path`` is intact."""
    if not record.created:
        record.created = now_iso()
    text = json.dumps(save_document(record, game, db), separators=(",", ":"))
    try:
        write_atomic(path, text.encode("utf-8"))
    except FileProblem as exc:
        raise SaveError(f"The game was not saved: {exc}") from None


# Loading ------------------------------------------------------------------------------

MIGRATIONS: dict[int, Callable[[dict], dict]] = {
    # schema N -> N+1; schema 0 was the development format without "strict" and "redo".
    0: lambda doc: {**doc, "ringtable_save": 1, "strict": doc.get("strict", False),
                    "redo": doc.get("redo", [])},
}


class _Reader:
    """Typed access to the save's fields; every failure names the file and the field."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, field: str, why: str) -> SaveError:
        return SaveError(f"{self.path}: field '{field}' {why}")

    def get(self, data: dict, key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
        name = f"{where}{key}"
        if key not in data:
            raise self.fail(name, "is missing")
        value = data[key]
        if isinstance(value, bool) and kind is not bool and bool not in (
                kind if isinstance(kind, tuple) else (kind,)):
            raise self.fail(name, f"should be {_kind_name(kind)}, not true/false")
        if not isinstance(value, kind):
            raise self.fail(name, f"should be {_kind_name(kind)}, not {type(value).__name__}")
        return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {int: "a whole number", str: "text", list: "a list", dict: "an object",
             bool: "true or false"}
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def parse_save_text(text: str, path: Path, db: CardDatabase | None = None
                    ) -> tuple[GameRecord, Game]:
    """Validate a save's text and rebuild its record and game; SaveError if anything is off."""
    db = db or default_database()
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: not a readable save (broken JSON at line {exc.lineno}, "
                        f"column {exc.colno}: {exc.msg}); the file may be truncated") from None
    except RecursionError:
        raise SaveError(f"{path}: not a readable save (nested too deeply)") from None
    read = _Reader(path)
    if not isinstance(doc, dict) or "ringtable_save" not in doc:
        raise SaveError(f"{path}: not a Ringtable save (no 'ringtable_save' field)")
    schema = read.get(doc, "ringtable_save", int)
    if schema > SAVE_SCHEMA:
        raise SaveError(f"{path}: saved by a newer Ringtable (save schema {schema}; this "
                        f"version reads up to {SAVE_SCHEMA}). Update Ringtable to open it.")
    while schema < SAVE_SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveError(f"{path}: save schema {schema} is too old to open")
        doc = MIGRATIONS[schema](doc)
        schema = doc["ringtable_save"]
    return _record_and_game(doc, read, db)


def _record_and_game(doc: dict, read: _Reader, db: CardDatabase) -> tuple[GameRecord, Game]:
    seats = []
    for i, seat in enumerate(read.get(doc, "seats", list)):
        if not isinstance(seat, dict):
            raise read.fail(f"seats[{i}]", "should be an object")
        controller = read.get(seat, "controller", str, f"seats[{i}].")
        if controller not in CONTROLLERS:
            raise read.fail(f"seats[{i}].controller", f"is {controller!r}, not one of "
                            f"{', '.join(sorted(CONTROLLERS))}")
        colour = seat.get("colour", "")
        auto_pass = seat.get("auto_pass", False)
        if not isinstance(colour, str) or not isinstance(auto_pass, bool):
            raise read.fail(f"seats[{i}]", "has a bad colour or auto_pass")
        seats.append(SeatRecord(read.get(seat, "name", str, f"seats[{i}]."), controller,
                                colour, auto_pass))
    decks = []
    for i, raw in enumerate(read.get(doc, "decks", list)):
        try:
            decks.append(deck_from_json(raw, db, f"{read.path} decks[{i}]"))
        except DeckError as exc:
            raise SaveError(str(exc)) from None
    if len(seats) != 2 or len(decks) != 2:
        raise SaveError(f"{read.path}: a save needs two seats and two decks "
                        f"(found {len(seats)} and {len(decks)})")
    read.get(doc, "app_version", str)
    read.get(doc, "updated", str)
    seed = read.get(doc, "seed", int)
    if not 0 <= seed < 2**63:
        raise read.fail("seed", "is out of range")
    record = GameRecord(seats=seats, decks=decks, format_code=read.get(doc, "format", str),
                        seed=seed, strict=read.get(doc, "strict", bool),
                        created=read.get(doc, "created", str))
    record.actions = _actions(read, read.get(doc, "actions", list), "actions")
    record.redo = _actions(read, read.get(doc, "redo", list), "redo")
    record.log = _log(read, read.get(doc, "log", list))
    state = read.get(doc, "state", dict)
    game = _rebuild(record, state, read.path, db)
    return record, game


def _actions(read: _Reader, raw: list, field: str) -> list[Action]:
    if len(raw) > MAX_ACTIONS:
        raise read.fail(field, f"has {len(raw):,} entries (limit {MAX_ACTIONS:,})")
    actions = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise read.fail(f"{field}[{i}]", "should be an object")
        try:
            actions.append(Action.from_json(item))
        except (ValueError, TypeError, OverflowError) as exc:
            raise read.fail(f"{field}[{i}]", f"is not an action ({exc})") from None
    return actions


def _log(read: _Reader, raw: list) -> list[LogEntry]:
    entries = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise read.fail(f"log[{i}]", "should be an object")
        cards = item.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, int) for c in cards):
            raise read.fail(f"log[{i}].cards", "should be a list of whole numbers")
        player = item.get("player", -1)
        if not isinstance(player, int):
            raise read.fail(f"log[{i}].player", "should be a whole number")
        entries.append(LogEntry(read.get(item, "turn", int, f"log[{i}]."),
                                read.get(item, "phase", str, f"log[{i}]."),
                                read.get(item, "text", str, f"log[{i}]."),
                                player, tuple(cards)))
    return entries


def _rebuild(record: GameRecord, state: dict, path: Path, db: CardDatabase) -> Game:
    """Replay the actions from the setup; they must reach exactly the saved state."""
    try:
        game = Game.new(record.setup(), standard_rules(db))
    except SetupError as exc:
        raise SaveError(f"{path}: the saved decks cannot start a game: {exc}") from None
    for i, action in enumerate(record.actions):
        try:
            game.apply(action)
        except IllegalActionError as exc:
            raise SaveError(f"{path}: saved action {i + 1} of {len(record.actions)} is not "
                            f"legal at that point ({exc}); the file is damaged") from None
    if game.to_json() != state:
        raise SaveError(f"{path}: the saved actions do not lead to the saved position; "
                        "the file is damaged or was edited")
    return game


def load_save(path: Path | str, db: CardDatabase | None = None) -> tuple[GameRecord, Game]:
    """Read and validate a save file; the file itself is never modified."""
    path = Path(path)
    try:
        text = read_text_limited(path, MAX_SAVE_BYTES, "save file")
    except FileProblem as exc:
        raise SaveError(str(exc)) from None
    return parse_save_text(text, path, db)
