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
from ringtable.persistence.saves import SAVE_SCHEMA, document_check, parse_save_text
from ringtable.scripts import standard_rules

APP_RULES = standard_rules(default_database())  # the rules saves are loaded under


def signed(doc: dict) -> str:
    """A document edited consistently (its check recomputed), as a buggy writer would."""
    doc["check"] = document_check(doc)
    return json.dumps(doc)


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
    record.notes.append((len(record.actions) - 1, "Ann passes automatically (no plays)"))
    record.redo.append(record.actions.pop())
    game = record.replay(game.rules)
    save_game(tmp_path / "s.ringtable.json", record, game)
    loaded, again = load_save(tmp_path / "s.ringtable.json")
    assert [s.controller for s in loaded.seats] == ["person", "random"]
    assert loaded.decks == record.decks
    assert loaded.notes == record.notes
    assert loaded.log[-1].text == "Ann passes automatically (no plays)"
    assert len(loaded.log) > 20  # rebuilt from the actions, not stored
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
    path.write_text(signed(doc))
    with pytest.raises(SaveError, match="99_999"):
        load_save(path)


def test_edited_state_is_detected(tmp_path, recorded_game):
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["state"]["twilight"] = doc["state"].get("twilight", 0) + 3
    path.write_text(signed(doc))
    with pytest.raises(SaveError, match="do not lead to the saved position"):
        load_save(path)


def test_not_a_save_and_missing_file(tmp_path):
    deck = tmp_path / "deck.json"
    deck.write_text('{"ringtable_deck": 1}')
    with pytest.raises(SaveError, match="not a Ringtable save"):
        load_save(deck)
    with pytest.raises(SaveError, match="no such save file"):
        load_save(Path(tmp_path / "nope.ringtable.json"))
