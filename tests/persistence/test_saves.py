"""Save files: exact round trips, atomic writes, and clear errors for every bad file."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from save_helpers import new_record

from ringtable.cards import default_database
from ringtable.engine import Game
from ringtable.persistence import SaveError, load_save, save_game
from ringtable.persistence.saves import SAVE_SCHEMA, parse_save_text
from ringtable.scripts import standard_rules

APP_RULES = standard_rules(default_database())  # the rules saves are loaded under


def test_200_games_saved_and_reloaded_at_random_decisions_end_identically(tmp_path):
    for seed in range(200):
        rng = random.Random(seed)
        record = new_record(seed)
        game = Game.new(record.setup(), APP_RULES)
        twin = Game.new(record.setup(), APP_RULES)
        save_at = rng.randrange(1, 80)
        path = tmp_path / "game.ringtable.json"
        while game.decision is not None:
            if len(record.actions) == save_at:
                save_game(path, record, game)
                record, game = load_save(path)
            action = rng.choice(game.legal_actions())
            game.apply(action)
            twin.apply(action)
            record.actions.append(action)
        assert game.to_json() == twin.to_json(), seed
        assert game.outcome == twin.outcome


def test_a_save_keeps_seats_decks_log_and_redo(tmp_path, recorded_game):
    record, game = recorded_game
    from ringtable.persistence import LogEntry

    record.log.append(LogEntry(1, "fellowship", "Ann plays Aragorn", 0, (5,)))
    record.redo.append(record.actions.pop())
    game = record.replay()
    save_game(tmp_path / "s.ringtable.json", record, game)
    loaded, again = load_save(tmp_path / "s.ringtable.json")
    assert [s.controller for s in loaded.seats] == ["person", "random"]
    assert loaded.decks == record.decks
    assert loaded.log == record.log
    assert loaded.redo == record.redo and loaded.actions == record.actions
    assert again.to_json() == game.to_json()
    assert loaded.created == record.created


def test_an_interrupted_write_leaves_the_previous_save_intact(tmp_path, recorded_game,
                                                               monkeypatch):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    before = path.read_bytes()

    def crash(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ringtable.fileio.os.replace", crash)
    with pytest.raises(SaveError, match="No space left"):
        save_game(path, record, game)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["s.ringtable.json"]


def test_a_newer_schema_is_refused_with_the_reason(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["ringtable_save"] = SAVE_SCHEMA + 1
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="newer Ringtable"):
        load_save(path)


def test_an_older_schema_is_migrated(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["ringtable_save"] = 0
    del doc["strict"], doc["redo"]
    _, again = parse_save_text(json.dumps(doc), path)
    assert again.to_json() == game.to_json()


def test_unknown_card_id_names_the_card(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["decks"][0]["draw_deck"][0]["id"] = "99_999"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="99_999"):
        load_save(path)


def test_edited_state_is_detected(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["state"]["twilight"] = doc["state"].get("twilight", 0) + 3
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="do not lead to the saved position"):
        load_save(path)


def _corruptions(good: bytes, doc: dict, rng: random.Random):
    """1,000 damaged versions of a real save: truncated, flipped, retyped, removed, huge."""
    fields = list(doc)
    for i in range(1000):
        kind = i % 6
        if kind == 0:
            yield good[: rng.randrange(0, len(good))]
        elif kind == 1:
            data = bytearray(good)
            for _ in range(rng.randrange(1, 8)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
            yield bytes(data)
        else:
            damaged = json.loads(good)
            key = rng.choice(fields)
            if kind == 2:
                damaged[key] = rng.choice([None, "x", 3, [], {}, True, 1.5])
            elif kind == 3:
                del damaged[key]
            elif kind == 4:
                target = rng.choice(["seed", "actions", "state", "log"])
                if target == "seed":
                    damaged["seed"] = 10**30
                elif target == "actions" and damaged["actions"]:
                    damaged["actions"][rng.randrange(len(damaged["actions"]))]["card"] = 10**12
                elif target == "state":
                    damaged["state"] = {"huge": [10**18] * 3}
                else:
                    damaged["log"] = [{"turn": "one"}]
            else:
                deck = damaged["decks"][rng.randrange(2)]
                deck["draw_deck"][rng.randrange(len(deck["draw_deck"]))]["id"] = "77_1"
            yield json.dumps(damaged).encode()


def test_a_thousand_corruptions_each_give_a_clear_error(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    good = path.read_bytes()
    doc = json.loads(good)
    rng = random.Random(2026)
    bad = tmp_path / "bad.ringtable.json"
    errors = harmless = 0
    for data in _corruptions(good, doc, rng):
        bad.write_bytes(data)
        try:
            _, loaded = load_save(bad)
        except SaveError as exc:  # any other exception fails the test: that is the point
            assert str(bad) in str(exc)
            errors += 1
            continue
        # A flip inside a deck title or the log text can leave a valid save: then the
        # game it opens must be exactly the original one.
        assert loaded.to_json() == game.to_json()
        harmless += 1
    assert errors + harmless == 1000 and errors > 900
    assert path.read_bytes() == good


def test_not_a_save_and_missing_file(tmp_path):
    deck = tmp_path / "deck.json"
    deck.write_text('{"ringtable_deck": 1}')
    with pytest.raises(SaveError, match="not a Ringtable save"):
        load_save(deck)
    with pytest.raises(SaveError, match="no such save file"):
        load_save(Path(tmp_path / "nope.ringtable.json"))
