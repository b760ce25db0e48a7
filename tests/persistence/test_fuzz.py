"""Issue 19's fuzzer: "3,000 cases (truncation, byte flips, deleted and retyped fields,
future versions, illegal actions, huge numbers), every one either the identical game or a
clear refusal naming the file; none crashes, none opens wrong. The same for settings."

Generation is seeded, so a failure names a case that can be replayed. Half the
structural damage is re-signed (its ``check`` recomputed, as a buggy writer or a careful
hand edit would leave it), so the checks behind the check sum are exercised too: the
replay must reach the saved state, every redo step must be legal, notes must fit.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path

from save_helpers import new_record

from ringtable.engine import Game
from ringtable.persistence import SaveError, game_rules, load_save, save_game
from ringtable.persistence.history import History
from ringtable.persistence.saves import SAVE_SCHEMA, document_check
from ringtable.persistence.settings import Settings, load_settings, settings_path

SAVE_CASES = 3000
SETTINGS_CASES = 1000
BAD_VALUES = [None, "x", "", 3, -1, 0, [], {}, True, 1.5, [1, 2], {"a": 1}, 10**18, "\ud800"]


def _base_saves(tmp_path: Path) -> list[tuple[bytes, dict]]:
    """Three real saves (different decks, with redo and notes) and what they must open as."""
    bases = []
    for seed in (11, 12, 13):
        record = new_record(seed)
        history = History(record, Game.new(record.setup(), game_rules()))
        rng = random.Random(seed)
        for step in range(70):
            if history.game.decision is None:
                break
            if step == 20:
                history.note("Ann passes automatically (no plays)")
            history.apply(rng.choice(history.game.legal_actions()))
        history.undo(lambda seat: True)  # leaves a redo list
        path = tmp_path / f"base{seed}.ringtable.json"
        save_game(path, record, history.game)
        expected = {"state": history.game.to_json(), "actions": list(record.actions),
                    "redo": list(record.redo), "log": list(history.log()),
                    "seats": record.seats, "decks": record.decks}
        bases.append((path.read_bytes(), expected))
    return bases


def _leaf_paths(node, path=()):
    """Every (path, value) inside a JSON document."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaf_paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _leaf_paths(value, (*path, i))
    yield path, node


def _set(doc, path, value) -> None:
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


def _delete(doc, path) -> None:
    for key in path[:-1]:
        doc = doc[key]
    del doc[path[-1]]


def _mutate(good: bytes, rng: random.Random) -> tuple[str, bytes]:
    """One damaged version of ``good`` and the kind of damage ("+signed" when its check
    sum was recomputed)."""
    kind = rng.choice(["truncate", "flip", "retype", "delete", "future", "illegal action",
                       "huge number", "deep", "redo", "notes"])
    if kind == "truncate":
        return kind, good[: rng.randrange(len(good))]
    if kind == "flip":
        data = bytearray(good)
        for _ in range(rng.randrange(1, 4)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return kind, bytes(data)
    if kind == "huge number":
        text = good.decode()
        digits = rng.choice([20, 400, 4301, 5000])
        at = text.index('"seed":') + len('"seed":')
        end = at + len(text[at:]) - len(text[at:].lstrip("0123456789"))
        big = str(rng.randrange(1, 10)) + "7" * (digits - 1)
        if rng.random() < 0.5:
            return kind, (text[:at] + big + text[end:]).encode()
        doc = json.loads(text)
        leaves = [p for p, v in _leaf_paths(doc) if isinstance(v, int) and p]
        _set(doc, rng.choice(leaves), int(big[:rng.choice([19, 20, 30])]))
        return _dump(kind, doc, rng)
    doc = json.loads(good)
    if kind == "retype":
        doc[rng.choice(list(doc))] = rng.choice(BAD_VALUES)
    elif kind == "delete":
        del doc[rng.choice(list(doc))]
    elif kind == "future":
        doc["ringtable_save"] = rng.choice([SAVE_SCHEMA + 1, 99, 10**9])
    elif kind == "illegal action":
        actions = doc["actions"]
        action = actions[rng.randrange(len(actions))]
        key = rng.choice(sorted(action))
        action[key] = rng.choice([*BAD_VALUES, 999, "play", "pass"])
    elif kind == "redo":
        doc["redo"].insert(rng.randrange(len(doc["redo"]) + 1),
                           copy.deepcopy(rng.choice(doc["actions"])))
    elif kind == "notes":
        doc["notes"] = rng.choice([[[10**6, "x"]], [[-1, "x"]], [["1", "x"]], [[1]],
                                   "notes", [[1, "y" * 5000]], [[2, "later note"]]])
    else:  # deep: a leaf anywhere, deleted or retyped
        path, _ = rng.choice([pv for pv in _leaf_paths(doc) if pv[0]])
        if rng.random() < 0.5:
            _delete(doc, path)
        else:
            _set(doc, path, rng.choice(BAD_VALUES))
    return _dump(kind, doc, rng)


def _dump(kind: str, doc: dict, rng: random.Random) -> tuple[str, bytes]:
    if rng.random() < 0.5:
        doc["check"] = document_check(doc)  # damage a check sum cannot see
        kind += "+signed"
    return kind, json.dumps(doc).encode()


def _agrees_with_its_file(record, game, data: bytes) -> bool:
    """A consistently edited save opened as exactly what its file holds."""
    doc = json.loads(data)
    return (game.to_json() == doc["state"]
            and [a.to_json() for a in record.actions] == doc["actions"]
            and [a.to_json() for a in record.redo] == doc["redo"]
            and record.notes == [tuple(note) for note in doc["notes"]]
            and [s.name for s in record.seats] == [s["name"] for s in doc["seats"]]
            and record.seed == doc["seed"])


def test_3000_damaged_saves_each_open_identically_or_are_refused_naming_the_file(tmp_path):
    bases = _base_saves(tmp_path)
    rng = random.Random(19)
    bad = tmp_path / "damaged.ringtable.json"
    outcomes: Counter[str] = Counter()
    for case in range(SAVE_CASES):
        good, expected = bases[case % len(bases)]
        kind, data = _mutate(good, rng)
        bad.write_bytes(data)
        try:
            record, game = load_save(bad)
        except SaveError as exc:  # anything else escapes and fails the test: a crash
            assert str(bad) in str(exc), (case, kind, str(exc))
            outcomes["refused"] += 1
            continue
        finally:
            assert bad.read_bytes() == data, (case, kind)  # opening never writes
        opened = {"state": game.to_json(), "actions": record.actions, "redo": record.redo,
                  "log": record.log, "seats": record.seats, "decks": record.decks}
        if opened == expected:
            outcomes["identical"] += 1
        else:  # "none opens wrong": only a re-signed edit may open, as its file says
            assert kind.endswith("+signed") and _agrees_with_its_file(record, game, data), \
                (case, kind)
            outcomes["consistent edit"] += 1
    print(f"save fuzzer: {dict(outcomes)}")  # the figures in docs/saves.md (pytest -s)
    assert sum(outcomes.values()) == SAVE_CASES
    assert outcomes["refused"] > SAVE_CASES * 0.9, outcomes


def _settings_mutation(good: str, rng: random.Random) -> str:
    kind = rng.randrange(7)
    if kind == 0:
        return good[: rng.randrange(len(good))]
    if kind == 1:
        data = bytearray(good.encode())
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return data.decode("utf-8", errors="replace")
    if kind == 2:
        return good.replace("180", "1" * rng.choice([19, 400, 4301, 5000]), 1)
    doc = json.loads(good)
    key = rng.choice(sorted(doc))
    if kind == 3:
        del doc[key]
    elif kind == 4:
        doc[key] = rng.choice(BAD_VALUES)
    elif kind == 5:
        return json.dumps(rng.choice([[], "settings", 3, None, [doc]]))
    else:
        doc[key] = {"deep": [[[[[key]]]]] * 3}
    return json.dumps(doc)


def test_1000_damaged_settings_files_never_stop_the_app():
    path = settings_path()
    path.parent.mkdir(parents=True)
    good = json.dumps({**Settings().to_json(), "sound": True, "from_the_future": [1, 2]})
    rng = random.Random(1)
    defaults = Settings()
    notices = 0
    for _ in range(SETTINGS_CASES):
        text = _settings_mutation(good, rng)
        path.write_text(text, encoding="utf-8")
        settings, notice = load_settings()
        if notice is not None:
            assert str(path) in notice and settings == defaults
            notices += 1
        for name, value in Settings().to_json().items():  # every value usable as is
            assert type(getattr(settings, name)) is type(value), name
        assert 0 <= settings.sound_volume <= 100 and 0 <= settings.animation_ms <= 2000
        assert path.read_text(encoding="utf-8") == text
    assert notices > 0
