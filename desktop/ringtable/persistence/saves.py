"""Save files: one JSON document per game, written atomically, every field validated.

Schema (``"ringtable_save": 2``): app version, created/updated times, the game's id and
title, seats (name and controller), both decks in full, format, a fingerprint of the card
rules (scripts) it was played under, seed, strict flag, the
state at the current decision, every action from the start, the redo stack, notes (log
lines that are not engine events), a summary for the Games list, and ``check``: a
SHA-256 of everything else, so a damaged byte anywhere is refused instead of opening a
subtly different game. The log is not stored: it is rebuilt from the actions by the
game's :class:`~.timeline.Timeline`, so it is always true. The state is the engine's full
state, hidden cards included (a save is a private file; see docs/saves.md).

Loading never trusts the file: a truncated, corrupted or hand-edited save, one from a
newer schema, one whose redo list or notes do not fit its actions, or one naming a card
the database lacks gives :class:`SaveError` with the file and the reason, and the file
is left untouched. Older schemas are migrated (their stored log is dropped and rebuilt).

``game`` tags which game the save holds (:mod:`.kinds`): absent or ``"lotr_tcg"`` for the
card game (every save written before the board game), ``"knizia"`` for the board game,
whose ``setup`` (hobbits, difficulty, seed) replaces the decks and format.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..cards import CardDatabase
from ..decks import DeckError
from ..decks.files import deck_from_json, deck_to_json_text
from ..engine import Action, Rules, SetupError
from ..engine.contract import PlayableGame as Game
from ..fileio import FileProblem, parse_json, read_text_limited, write_atomic
from ..knizia import KniziaSetup
from .kinds import BOARD_GAME, CARD_GAME, GAME_TAGS, KINDS, kind_of
from .record import GameRecord, SeatRecord, seed_problem
from .rules import game_rules, rules_id
from .timeline import StepError, Timeline

SAVE_SCHEMA = 2
SAVE_SUFFIX = ".ringtable.json"
MAX_SAVE_BYTES = 50_000_000  # a 20-turn game is well under 1 MB
MAX_ACTIONS = 200_000
CONTROLLERS = KINDS[CARD_GAME].controllers  # the card game's; each kind has its own
MAX_NOTE_CHARS = 1000
MAX_DECK_CARDS = 1000  # far above any real deck; a bigger count would exhaust memory
GAME_ID = re.compile(r"[0-9a-z][0-9a-z-]{0,63}")


class SaveError(ValueError):
    """A save that cannot be written or read; the message names the file and the reason."""


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def summary(record: GameRecord, game: Game) -> dict[str, Any]:
    """What the Games list shows without replaying: decks, players, turn, result."""
    outcome = game.outcome
    kind = kind_of(game)
    players = [s.name for s in record.seats]
    result = kind.result(players, outcome) if outcome is not None else ""
    decks = [d.name for d in record.decks] if record.board is None else \
        [f"Board game, {record.board.difficulty}"]
    return {"decks": decks, "players": players, "turn": kind.stamp(game)[0],
            "actions": len(record.actions), "over": outcome is not None, "result": result}


def document_check(doc: dict[str, Any]) -> str:
    """The SHA-256 of a save document without its ``check`` field (canonical JSON)."""
    body = {k: v for k, v in doc.items() if k != "check"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def save_document(record: GameRecord, game: Game, db: CardDatabase | None = None) -> dict:
    """The save as plain JSON data (what :func:`save_game` writes), check included."""
    doc = {
        "ringtable_save": SAVE_SCHEMA,
        "game": record.game_kind,
        "app_version": __version__,
        "created": record.created or now_iso(),
        "updated": now_iso(),
        "game_id": record.game_id,
        "title": record.title,
        "seats": [{"name": s.name, "controller": s.controller, "colour": s.colour,
                   "auto_pass": s.auto_pass} for s in record.seats],
        "decks": [json.loads(deck_to_json_text(d, db)) for d in record.decks],
        "format": record.format_code,
        "rules": rules_id(),
        "seed": record.seed,
        "strict": record.strict,
        "state": game.to_json(),
        "actions": [a.to_json() for a in record.actions],
        "redo": [a.to_json() for a in record.redo],
        "notes": [[n, text] for n, text in record.notes],
        "summary": summary(record, game),
    }
    if record.board is not None:
        doc["setup"] = record.board.to_json()
    doc["check"] = document_check(doc)
    return doc


def save_text(record: GameRecord, game: Game, db: CardDatabase | None = None) -> str:
    if not record.created:
        record.created = now_iso()
    return json.dumps(save_document(record, game, db), separators=(",", ":"))


def save_game(path: Path | str, record: GameRecord, game: Game,
              db: CardDatabase | None = None) -> None:
    """Write the save atomically; on failure the previous file at ``path`` is intact."""
    text = save_text(record, game, db)
    try:
        write_atomic(path, text.encode("utf-8"))
    except FileProblem as exc:
        raise SaveError(f"The game was not saved: {exc}") from None


# Loading ------------------------------------------------------------------------------

MIGRATIONS: dict[int, Callable[[dict], dict]] = {
    # schema N -> N+1; schema 0 was the development format without "strict" and "redo".
    0: lambda doc: {**doc, "ringtable_save": 1, "strict": doc.get("strict", False),
                    "redo": doc.get("redo", [])},
    # schema 1 stored the log (rebuilt now) and had no id, title, notes, summary or check.
    1: lambda doc: {"game_id": "", "title": "", "notes": [], "rules": "",
                    **{k: v for k, v in doc.items() if k != "log"}, "ringtable_save": 2},
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


def parse_save_text(text: str, path: Path, db: CardDatabase | Rules | None = None
                    ) -> tuple[GameRecord, Game]:
    """Validate a save's text and rebuild its record and game; SaveError if anything is off."""
    rules = game_rules(db)
    try:
        doc = parse_json(text, path, "save")
    except FileProblem as exc:
        raise SaveError(str(exc)) from None
    read = _Reader(path)
    if not isinstance(doc, dict) or "ringtable_save" not in doc:
        raise SaveError(f"{path}: not a Ringtable save (no 'ringtable_save' field)")
    schema = read.get(doc, "ringtable_save", int)
    if schema > SAVE_SCHEMA:
        raise SaveError(f"{path}: saved by a newer Ringtable (save schema {schema}; this "
                        f"version reads up to {SAVE_SCHEMA}). Update Ringtable to open it.")
    if schema == SAVE_SCHEMA and read.get(doc, "check", str) != document_check(doc):
        raise SaveError(f"{path}: the file is damaged or was edited (its check sum does "
                        "not match its contents)")
    while schema < SAVE_SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveError(f"{path}: save schema {schema} is too old to open")
        doc = MIGRATIONS[schema](doc)
        schema = doc["ringtable_save"]
    return _record_and_game(doc, read, rules)


def _record_and_game(doc: dict, read: _Reader, rules: Rules) -> tuple[GameRecord, Game]:
    tag = read.get(doc, "game", str) if "game" in doc else CARD_GAME  # older: card game
    if tag not in GAME_TAGS:
        raise read.fail("game", f"is {tag!r}, not one of {', '.join(GAME_TAGS)} (a save "
                        "of a game this Ringtable does not know)")
    board = None
    if tag == BOARD_GAME:
        try:
            board = KniziaSetup.from_json(read.get(doc, "setup", dict))
        except ValueError as exc:
            raise read.fail("setup", f"is not a board-game setup ({exc})") from None
    controllers = KINDS[tag].controllers
    seats = []
    for i, seat in enumerate(read.get(doc, "seats", list)):
        if not isinstance(seat, dict):
            raise read.fail(f"seats[{i}]", "should be an object")
        controller = read.get(seat, "controller", str, f"seats[{i}].")
        if controller not in controllers:
            raise read.fail(f"seats[{i}].controller", f"is {controller!r}, not one of "
                            f"{', '.join(sorted(controllers))}")
        colour = seat.get("colour", "")
        auto_pass = seat.get("auto_pass", False)
        if not isinstance(colour, str) or not isinstance(auto_pass, bool):
            raise read.fail(f"seats[{i}]", "has a bad colour or auto_pass")
        seats.append(SeatRecord(read.get(seat, "name", str, f"seats[{i}]."), controller,
                                colour, auto_pass))
    decks = []
    for i, raw in enumerate(read.get(doc, "decks", list)):
        try:
            decks.append(deck_from_json(raw, rules.db, f"{read.path} decks[{i}]"))
        except DeckError as exc:
            raise SaveError(str(exc)) from None
    for i, deck in enumerate(decks):
        cards = sum(count for _card, count in deck.draw_deck)
        if cards > MAX_DECK_CARDS:
            raise read.fail(f"decks[{i}].draw_deck", f"holds {cards:,} cards (a game "
                            f"takes at most {MAX_DECK_CARDS:,})")
    if board is not None:
        if len(seats) != board.players or decks:
            raise SaveError(f"{read.path}: a board-game save needs one seat per hobbit "
                            f"({board.players}) and no decks (found {len(seats)} and "
                            f"{len(decks)})")
    elif len(seats) != 2 or len(decks) != 2:
        raise SaveError(f"{read.path}: a save needs two seats and two decks "
                        f"(found {len(seats)} and {len(decks)})")
    read.get(doc, "app_version", str)
    read.get(doc, "updated", str)
    seed = read.get(doc, "seed", int)
    problem = seed_problem(seed)
    if problem:
        raise read.fail("seed", f"is out of range ({problem})")
    if board is not None and board.seed != seed:
        raise read.fail("setup.seed", f"is {board.seed}, not the game's seed {seed}")
    game_id = read.get(doc, "game_id", str)
    if game_id and not GAME_ID.fullmatch(game_id):
        raise read.fail("game_id", "is not a game id (letters, digits and dashes)")
    record = GameRecord(seats=seats, decks=decks, format_code=read.get(doc, "format", str),
                        seed=seed, strict=read.get(doc, "strict", bool),
                        created=read.get(doc, "created", str), game_id=game_id,
                        title=read.get(doc, "title", str), board=board)
    actions = _actions(read, read.get(doc, "actions", list), "actions")
    record.redo = _actions(read, read.get(doc, "redo", list), "redo")
    notes = _notes(read, read.get(doc, "notes", list), len(actions))
    state = read.get(doc, "state", dict)
    played_under = read.get(doc, "rules", str) if "rules" in doc else ""  # a hint
    try:
        game = _rebuild(record, actions, notes, state, read.path, rules)
    except SaveError as exc:
        if played_under and played_under != rules_id():
            raise SaveError(f"{read.path}: this game was played under other card rules "
                            f"(Ringtable {read.get(doc, 'app_version', str)}) and cannot be "
                            f"replayed exactly by this version ({exc})") from None
        raise
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


def _notes(read: _Reader, raw: list, actions: int) -> list[tuple[int, str]]:
    notes = []
    for i, item in enumerate(raw):
        if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                or not isinstance(item[0], int) or not isinstance(item[1], str)):
            raise read.fail(f"notes[{i}]", "should be [action number, text]")
        if not 0 <= item[0] <= actions or len(item[1]) > MAX_NOTE_CHARS:
            raise read.fail(f"notes[{i}]", "does not fit the saved actions")
        notes.append((item[0], item[1]))
    return notes


def _rebuild(record: GameRecord, actions: list[Action], notes: list[tuple[int, str]],
             state: dict, path: Path, rules: Rules) -> Game:
    """Replay the actions from the setup; they must reach exactly the saved state, and
    every redo step must be legal from there. The log is rebuilt on the way."""
    try:
        start = record.replay(rules, 0)
    except (SetupError, ValueError) as exc:
        what = "setup" if record.board is not None else "decks"
        raise SaveError(f"{path}: the saved {what} cannot start a game: {exc}") from None
    try:
        timeline, game = Timeline.scan(start, actions, notes)
    except StepError as exc:
        raise SaveError(f"{path}: saved action {exc.index + 1} of {len(actions)} is not "
                        f"legal at that point ({exc.cause}); the file is damaged") from None
    if game.to_json() != state:
        raise SaveError(f"{path}: the saved actions do not lead to the saved position; "
                        "the file is damaged or was edited")
    ahead = game.clone()
    for i, action in enumerate(record.redo):
        try:
            ahead.apply(action)
        except Exception as exc:  # noqa: BLE001 - whatever the engine raised, refuse
            raise SaveError(f"{path}: saved redo step {i + 1} of {len(record.redo)} is not "
                            f"legal at that point ({exc}); the file is damaged") from None
    record.attach(timeline)
    return game


def load_save(path: Path | str, db: CardDatabase | Rules | None = None) -> tuple[GameRecord, Game]:
    """Read and validate a save file; the file itself is never modified."""
    path = Path(path)
    try:
        text = read_text_limited(path, MAX_SAVE_BYTES, "save file")
    except FileProblem as exc:
        raise SaveError(str(exc)) from None
    return parse_save_text(text, path, db)
