"""Reading and writing deck files: Ringtable's JSON deck format and the text layouts.

The JSON format (documented in docs/deck-format.md) stores card ids, the source of truth,
with each card's title beside it so a person can read and even hand-edit the file; titles
are ignored on load. Files are written atomically so a crash or a full disk never leaves
a half-written deck where a good one was.
"""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path
from typing import Any

from ..cards import CardDatabase, default_database
from ..fileio import FileProblem, read_text_limited, write_atomic
from ..paths import starter_decks_dir
from .errors import DeckError
from .model import Deck

FORMAT_KEY = "ringtable_deck"
FORMAT_VERSION = 1
# A real deck file is a few kilobytes; anything this big is not a deck, and refusing it by
# size up front keeps a mistaken 50 MB drop from freezing the app.
MAX_DECK_FILE_BYTES = 1_000_000
_KNOWN_KEYS = frozenset(
    {FORMAT_KEY, "name", "format", "notes", "ring_bearer", "ring", "sites", "draw_deck"}
)


def read_deck_text(path: Path | str) -> str:
    """The file's text, refusing missing, oversized, binary or non-UTF-8 files clearly."""
    try:
        return read_text_limited(path, MAX_DECK_FILE_BYTES, "deck file")
    except FileProblem as exc:
        raise DeckError(str(exc)) from None


def load_deck(path: Path | str, db: CardDatabase | None = None) -> Deck:
    """Read a deck from a JSON deck file or a pasted text list (detected by content).

    Raises :class:`DeckError` naming the file and the line or field for any bad input;
    a text list with unknown or ambiguous lines is refused with every such line listed
    (use :func:`ringtable.decks.parse_deck_text` to get a partial deck and the problems).
    """
    path = Path(path)
    text = read_deck_text(path)
    db = db or default_database()
    if text.lstrip().startswith("{"):
        return deck_from_json_text(text, db, source=str(path))
    from .text_import import parse_deck_text  # imported here: it needs the formats too

    result = parse_deck_text(text, db, name=path.stem, source=str(path))
    if result.problems:
        lines = "\n".join(f"  {p}" for p in result.problems)
        raise DeckError(f"{path}: the deck list has problems:\n{lines}")
    return result.deck


def deck_from_json_text(text: str, db: CardDatabase, source: str = "<deck>") -> Deck:
    """Parse the JSON deck format; ``source`` names the file in error messages."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(
            f"{source}: line {exc.lineno}, column {exc.colno}: malformed JSON ({exc.msg})"
        ) from None
    except RecursionError:  # '[[[[...' nested thousands deep: no deck looks like that
        raise DeckError(f"{source}: malformed JSON (nested too deeply)") from None
    except ValueError as exc:  # a number past Python's int-string limit (issue 19, 5)
        raise DeckError(f"{source}: malformed JSON ({exc})") from None
    return deck_from_json(data, db, source)


def deck_from_json(data: Any, db: CardDatabase, source: str = "<deck>") -> Deck:
    """Build a Deck from already-decoded JSON, checking every field and card id."""
    if not isinstance(data, dict):
        raise DeckError(f"{source}: a deck file must hold a JSON object, not {_kind(data)}")
    if FORMAT_KEY not in data:
        raise DeckError(f"{source}: not a Ringtable deck file (no {FORMAT_KEY!r} field)")
    version = data[FORMAT_KEY]
    if version != FORMAT_VERSION:
        raise DeckError(
            f"{source}: field {FORMAT_KEY!r}: version {version!r} is not supported "
            f"(this Ringtable reads version {FORMAT_VERSION})"
        )
    reader = _FieldReader(db, source)
    name = reader.string(data, "name", required=True)
    fmt = reader.string(data, "format", required=False) or None
    notes = reader.string(data, "notes", required=False) or ""
    ring_bearer = reader.single_card(data, "ring_bearer")
    ring = reader.single_card(data, "ring")
    sites = tuple(reader.card(e, f"sites[{i}]", counted=False)[0]
                  for i, e in enumerate(reader.array(data, "sites")))
    draw: dict[str, int] = {}
    for i, entry in enumerate(reader.array(data, "draw_deck")):
        card_id, count = reader.card(entry, f"draw_deck[{i}]", counted=True)
        draw[card_id] = draw.get(card_id, 0) + count  # a card listed twice adds up
    extra = tuple(
        (key, json.dumps(value, ensure_ascii=False))
        for key, value in data.items() if key not in _KNOWN_KEYS
    )
    return Deck(name=name, ring_bearer=ring_bearer, ring=ring, sites=sites,
                draw_deck=tuple(draw.items()), format=fmt, notes=notes, extra=extra)


class _FieldReader:
    """Typed access to the JSON fields, each failure naming the file and the field path."""

    def __init__(self, db: CardDatabase, source: str) -> None:
        self.db = db
        self.source = source

    def fail(self, field: str, message: str) -> DeckError:
        return DeckError(f"{self.source}: field {field!r}: {message}")

    def string(self, data: dict, key: str, required: bool) -> str | None:
        if key not in data or data[key] is None:
            if required:
                raise self.fail(key, "missing (a text is required)")
            return None
        value = data[key]
        if not isinstance(value, str):
            raise self.fail(key, f"expected text, found {_kind(value)} {_short(value)}")
        return value

    def array(self, data: dict, key: str) -> list:
        value = data.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list, found {_kind(value)} {_short(value)}")
        return value

    def single_card(self, data: dict, key: str) -> str | None:
        if data.get(key) is None:
            return None
        return self.card(data[key], key, counted=False)[0]

    def card(self, entry: Any, field: str, counted: bool) -> tuple[str, int]:
        """One ``{"id", "count", "title"}`` entry -> (id, count); count 1 when not counted."""
        if not isinstance(entry, dict):
            raise self.fail(field, f"expected an object like {{\"id\": \"1_290\"}}, "
                                   f"found {_kind(entry)} {_short(entry)}")
        card_id = entry.get("id")
        if not isinstance(card_id, str):
            what = "missing" if card_id is None else f"{_kind(card_id)} {_short(card_id)}"
            raise self.fail(f"{field}.id", f"expected a card id text like \"1_290\", "
                                           f"found {what}")
        if card_id not in self.db:
            hint = entry.get("title")
            hint_text = f" (the file calls it {hint!r})" if isinstance(hint, str) else ""
            raise self.fail(f"{field}.id", f"unknown card id {card_id!r}{hint_text}")
        count = entry.get("count", 1)
        if not isinstance(count, int) or isinstance(count, bool):
            raise self.fail(f"{field}.count",
                            f"expected a whole number, found {_kind(count)} {_short(count)}")
        if counted and count < 1:
            raise self.fail(f"{field}.count", f"must be at least 1, found {count}")
        if not counted and count != 1:
            raise self.fail(f"{field}.count", f"must be 1 here, found {count}")
        return card_id, count


def _kind(value: Any) -> str:
    """JSON's own name for a value's type, which is what a person editing the file sees."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def deck_to_json_text(deck: Deck, db: CardDatabase | None = None) -> str:
    """The JSON deck format, one card per line so diffs and hand edits stay readable."""
    db = db or default_database()

    def entry(card_id: str, count: int | None = None) -> str:
        card = db.get(card_id)
        item: dict[str, object] = {"id": card_id}
        if count is not None:
            item["count"] = count
        if card is not None:
            item["title"] = card.full_title
        return json.dumps(item, ensure_ascii=False)

    def single(card_id: str | None) -> str:
        return "null" if card_id is None else entry(card_id)

    def block(lines: list[str]) -> str:
        if not lines:
            return "[]"
        return "[\n" + ",\n".join(f"    {line}" for line in lines) + "\n  ]"

    def dump(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    parts = [
        f"  {dump(FORMAT_KEY)}: {FORMAT_VERSION}",
        f"  \"name\": {dump(deck.name)}",
        f"  \"format\": {dump(deck.format)}",
        f"  \"notes\": {dump(deck.notes)}",
        f"  \"ring_bearer\": {single(deck.ring_bearer)}",
        f"  \"ring\": {single(deck.ring)}",
        f"  \"sites\": {block([entry(s) for s in deck.sites])}",
        f"  \"draw_deck\": {block([entry(c, n) for c, n in deck.draw_deck])}",
    ]
    parts += [f"  {dump(key)}: {value}" for key, value in deck.extra if key not in _KNOWN_KEYS]
    return "{\n" + ",\n".join(parts) + "\n}\n"


def save_deck(deck: Deck, path: Path | str, db: CardDatabase | None = None) -> None:
    """Write ``deck`` as a JSON deck file, atomically.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then
    renamed over the target: readers see the old file or the new one, never a torn one,
    and a failure (disk full, permission) leaves any existing file untouched.
    """
    try:
        write_atomic(path, deck_to_json_text(deck, db).encode("utf-8"))
    except FileProblem as exc:
        raise DeckError(str(exc)) from None


def starter_decks(db: CardDatabase | None = None) -> dict[str, Deck]:
    """The official starter decks shipped with Ringtable, keyed by file stem."""
    db = db or default_database()
    folder = starter_decks_dir()
    return {path.stem: load_deck(path, db) for path in sorted(folder.glob("*.json"))}


CLASSIC_BLOCKS = ("fellowship", "towers", "king")  # numbered sites: sets 1-10


def classic_starter_pairs(db: CardDatabase | None = None) -> list[tuple[str, str]]:
    """Pairs of the starters of sets 1-10 whose adventure decks can meet on one path
    (the same block), in release order: the games random play and benchmarks use."""
    db = db or default_database()
    decks = starter_decks(db)
    block = {stem: db[deck.sites[0]].block for stem, deck in decks.items()}
    release = {stem: max(db[card].set for card, _n in deck.draw_deck)
               for stem, deck in decks.items()}
    classic = sorted((stem for stem in decks if block[stem] in CLASSIC_BLOCKS),
                     key=lambda stem: (release[stem], stem))
    return [(a, b) for a, b in combinations(classic, 2) if block[a] == block[b]]
