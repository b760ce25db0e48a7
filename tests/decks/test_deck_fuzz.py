"""A deck-file fuzzer (issue 19): 3,000 seeded damaged deck files, JSON and text lists.

Each case is a starter deck (as its JSON file or its exported text list) or a real
published list, damaged one way: truncated, bytes flipped, fields deleted or retyped,
a future version, huge numbers, bad unicode, lines dropped, doubled or garbled. Loading
it must give either a correct deck (every card known, counts within the limits, and
the deck validates, exports and saves) or a DeckError whose message names the file.
Nothing else may escape, and nothing may hang.
"""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from ringtable.cards import default_database
from ringtable.decks import DeckError, deck_to_text, load_deck, save_deck, starter_decks, validate
from ringtable.decks.model import MAX_COPIES, MAX_DRAW_DECK_CARDS, MAX_SITES
from ringtable.paths import starter_decks_dir

CASES = int(os.environ.get("RINGTABLE_FUZZ_CASES", "3000"))
CORPUS = Path(__file__).resolve().parent.parent / "data" / "decklists"
_JUNK_VALUES = [None, True, 0, -1, 1.5, "x", "", [], {}, [1, 2], {"id": 5}, 10**30,
                "1_1" * 100, "\ud800", "\x00", 3_000_000]


def _json_sources() -> list[bytes]:
    return [p.read_bytes() for p in sorted(starter_decks_dir().glob("*.json"))[:8]]


def _text_sources() -> list[bytes]:
    exported = [deck_to_text(d).encode() for d in list(starter_decks().values())[:6]]
    return exported + [p.read_bytes() for p in sorted(CORPUS.glob("*.txt"))]


def _walk(value, rng: random.Random):
    """A random (container, key) inside a JSON value, or None for a leaf-only value."""
    spots = []

    def visit(node) -> None:
        if isinstance(node, dict):
            spots.extend((node, key) for key in node)
            for child in node.values():
                visit(child)
        elif isinstance(node, list):
            spots.extend((node, i) for i in range(len(node)))
            for child in node:
                visit(child)

    visit(value)
    return rng.choice(spots) if spots else None


def _truncate_or_flip(raw: bytes, rng: random.Random, kind: int) -> bytes:
    """Kind 0: cut at a random byte; kind 1: flip one to four random bytes."""
    if kind == 0:
        return raw[:rng.randrange(len(raw))]
    data = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
    return bytes(data)


def _damage_json(raw: bytes, rng: random.Random) -> bytes:
    kind = rng.randrange(9)
    if kind < 2:
        return _truncate_or_flip(raw, rng, kind)
    data = json.loads(raw)
    spot = _walk(data, rng)
    if kind == 2 and spot:  # delete a field or entry
        container, key = spot
        del container[key]
    elif kind == 3 and spot:  # retype a field
        container, key = spot
        container[key] = rng.choice(_JUNK_VALUES)
    elif kind == 4:  # a future or strange version
        data["ringtable_deck"] = rng.choice([2, 99, "1", -1, 1.0, None, 10**400])
    elif kind == 5:  # huge or odd counts
        entry = rng.choice(data["draw_deck"])
        entry["count"] = rng.choice([10**12, 10**20, 3_000_000, 100, 0, -5, 99])
    elif kind == 6:  # a 5,000-digit integer somewhere
        return raw.replace(b'"count": ', b'"count": ' + b"9" * 5000, 1)
    elif kind == 7:  # bad unicode in the text fields
        data["name"] = rng.choice(["\ud800", "a\udfffb", "\u202e\u0000", "\ufeff" * 3])
        return json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8",
                                                                       "surrogatepass")
    else:  # many entries
        data["sites"] = data["sites"] * rng.choice([2, 12, 40])
    return json.dumps(data).encode()


def _damage_text(raw: bytes, rng: random.Random) -> bytes:
    kind = rng.randrange(7)
    lines = raw.split(b"\n")
    if kind < 2:
        return _truncate_or_flip(raw, rng, kind)
    if kind == 2:
        for _ in range(rng.randint(1, 5)):
            lines.pop(rng.randrange(len(lines)))
    elif kind == 3:
        index = rng.randrange(len(lines))
        lines[index:index] = [lines[index]] * rng.randint(1, 60)
    elif kind == 4:
        junk = [b"99999999999999999999x Uruk Soldier", b"3000000 Uruk Soldier",
                b"Format: Hobbit Block", b"Ring-bearer: Uruk Soldier", b"\xff\xfe\x00",
                b"Site 12: Bag End", b"(((", b"Notes", b"Name:", b"0x Bag End",
                "\u201cGimli\u2019s Helm\u201d x2".encode(), b"4" * 5000 + b"x Uruk Soldier"]
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(junk))
    elif kind == 5:
        lines = ["\ufeff".encode() + lines[0]] + lines[1:]
        lines.insert(rng.randrange(len(lines) + 1), "\u00e9\u0301\u200b".encode())
    else:
        rng.shuffle(lines)
    return b"\n".join(lines)


def _check_deck(deck, db) -> None:
    assert all(card_id in db for card_id in deck.all_card_ids())
    assert all(1 <= n <= MAX_COPIES for _c, n in deck.draw_deck), [
        e for e in deck.draw_deck if not 1 <= e[1] <= MAX_COPIES]
    assert deck.draw_deck_size() <= MAX_DRAW_DECK_CARDS and len(deck.sites) <= MAX_SITES
    assert isinstance(validate(deck, "open", db), list)
    deck_to_text(deck, db).encode("utf-8")


def _check_refusal(message: str, path: Path, case: int) -> None:
    """The file first, then where (a field, a line) or what kind of file it is not."""
    first, *rest = message.split("\n")
    assert re.match(rf"{re.escape(str(path))}: (field '|line \d+|malformed JSON|not a |"
                    r"the deck list|a deck file must|[\d,]+ bytes is too big)", first), \
        (case, first[:200])
    assert len(first) < 400, (case, first[:200])  # no 400-digit numbers echoed back
    assert all(line.startswith("  line ") for line in rest), (case, rest[:3])


def test_three_thousand_damaged_deck_files(tmp_path: Path) -> None:
    db = default_database()
    rng = random.Random(19)
    json_sources, text_sources = _json_sources(), _text_sources()
    outcomes = {"deck": 0, "refused": 0}
    for case in range(CASES):
        as_json = case % 2 == 0
        source = rng.choice(json_sources if as_json else text_sources)
        damaged = (_damage_json if as_json else _damage_text)(source, rng)
        path = tmp_path / f"case-{case}.{'json' if as_json else 'txt'}"
        path.write_bytes(damaged)
        try:
            deck = load_deck(path, db)
        except DeckError as exc:
            _check_refusal(str(exc), path, case)
            outcomes["refused"] += 1
        else:
            _check_deck(deck, db)
            if case % 10 == 0:  # a tenth also round-trip through a save
                save_deck(deck, tmp_path / "saved.json", db)
                assert load_deck(tmp_path / "saved.json", db) == deck
            outcomes["deck"] += 1
        path.unlink()
    assert sum(outcomes.values()) == CASES
    assert min(outcomes.values()) > CASES // 10, outcomes  # both paths well exercised


@pytest.mark.parametrize("field, line", [("draw_deck[1].count", None), (None, 2)])
def test_refusals_name_the_field_or_the_line(tmp_path: Path, field, line) -> None:
    if field:
        data = json.loads((starter_decks_dir() / "fotr-aragorn-starter.json").read_text())
        data["draw_deck"][1]["count"] = "four"
        path = tmp_path / "d.json"
        path.write_text(json.dumps(data))
        with pytest.raises(DeckError, match=r"field 'draw_deck\[1\]\.count'"):
            load_deck(path)
    else:
        path = tmp_path / "d.txt"
        path.write_text("4x Uruk Soldier\nNo Such Card Anywhere\n")
        with pytest.raises(DeckError, match="line 2: no card called"):
            load_deck(path)
