"""The board game through the same persistence as the card game: a tagged setup in the
record and the save, the Games list, undo/redo and the replay timeline (issue 21)."""

from __future__ import annotations

import json
import random
import re

import pytest

from ringtable.engine import Game as CardGame
from ringtable.engine.contract import PlayableGame
from ringtable.knizia import Game as BoardGame
from ringtable.knizia import KniziaSetup
from ringtable.persistence import GameRecord, SaveError, SeatRecord, load_save, save_game
from ringtable.persistence.history import History
from ringtable.persistence.kinds import BOARD_GAME, CARD_GAME
from ringtable.persistence.saves import document_check
from ringtable.persistence.store import GameStore, GameWriter


def board_record(seed: int = 5, players: int = 3) -> GameRecord:
    seats = [SeatRecord("Ann"), SeatRecord("Bo", "heuristic"), SeatRecord("Cy", "search"),
             SeatRecord("Di"), SeatRecord("Ed")][:players]
    return GameRecord(seats, [], "", seed, board=KniziaSetup(players, "normal", seed))


def played(record: GameRecord, steps: int, rng_seed: int = 1) -> BoardGame:
    """The record's game ``steps`` random decisions in, recorded as the table records."""
    game = record.replay(None, 0)
    history = History(record, game)
    rng = random.Random(rng_seed)
    for _ in range(steps):
        if history.game.decision is None:
            break
        history.apply(rng.choice(history.game.legal_actions()))
    return history.game


def test_both_engines_meet_the_one_contract(recorded_game):
    _record, card_game = recorded_game
    board_game = BoardGame.new(KniziaSetup(2, "normal", 1))
    assert isinstance(card_game, CardGame) and isinstance(card_game, PlayableGame)
    assert isinstance(board_game, PlayableGame)


def test_a_record_is_tagged_with_its_game(recorded_game):
    record, _game = recorded_game
    assert record.game_kind == CARD_GAME
    board = board_record()
    assert board.game_kind == BOARD_GAME
    assert isinstance(board.replay(None, 0), BoardGame)


def test_a_board_game_save_opens_as_the_same_game(tmp_path):
    record = board_record()
    game = played(record, 80)
    path = tmp_path / "board.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    assert doc["game"] == "knizia" and doc["setup"]["players"] == 3 and doc["decks"] == []
    again, reopened = load_save(path)
    assert again.board == record.board and again.actions == record.actions
    assert reopened.to_json() == game.to_json()
    assert [s.controller for s in again.seats] == ["person", "heuristic", "search"]
    assert again.log and again.log[0].phase == "bag_end"  # the log is rebuilt, stamped


def test_an_old_card_game_save_without_a_tag_still_opens(recorded_game, tmp_path):
    record, game = recorded_game
    path = tmp_path / "old.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    assert doc.pop("game") == "lotr_tcg"
    doc["check"] = document_check(doc)
    path.write_text(json.dumps(doc))
    again, reopened = load_save(path)
    assert again.game_kind == CARD_GAME and reopened.to_json() == game.to_json()


@pytest.mark.parametrize(("field", "value", "says"), [
    ("game", "chess", "field 'game' is 'chess'"),
    ("setup", {"game": "knizia", "players": 9, "difficulty": "normal", "seed": 5},
     "one seat per hobbit (9)"),
    ("setup", {"players": 3}, "field 'setup' is not a board-game setup"),
    ("seats", [{"name": "A", "controller": "hard"}] * 3, "not one of heuristic, person"),
])
def test_a_bad_board_game_save_is_refused_naming_the_field(tmp_path, field, value, says):
    record = board_record()
    game = played(record, 10)
    path = tmp_path / "bad.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc[field] = value
    doc["check"] = document_check(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=re.escape(says)):
        load_save(path)


def test_undo_and_redo_of_a_board_game_are_exact():
    record = board_record()
    game = played(record, 40)
    history = History(record, game)
    before = game.to_json()
    people = {0, 3, 4}
    assert history.undo(lambda seat: seat in people)
    assert len(record.actions) < 40 and record.redo
    assert history.game.to_json() == record.replay(None, len(record.actions)).to_json()
    while history.redo(lambda seat: seat in people):
        pass
    assert history.game.to_json() == before


def test_the_games_list_and_autosave_hold_a_board_game():
    record = board_record(seed=8)
    game = played(record, 60)
    writer = GameWriter(GameStore(), record)
    writer.write(game)
    writer.close()
    [entry] = GameStore().games()
    assert entry.players == ("Ann", "Bo", "Cy") and entry.decks == ("Board game, normal",)
    assert entry.turn == game.state["loc"] + 1 and not entry.over
    again, reopened, _path, notice = GameStore().open(entry.game_id)
    assert notice == "" and again.board == record.board
    assert reopened.to_json() == game.to_json()


def test_a_finished_board_game_is_listed_with_its_score():
    record = board_record(seed=3, players=2)
    game = played(record, 5000, rng_seed=3)
    assert game.outcome is not None
    writer = GameWriter(GameStore(), record)
    writer.write(game)
    writer.close()
    [entry] = GameStore().games()
    assert entry.over and f"({game.outcome.score} points)" in entry.result


def test_the_replay_timeline_marks_each_location():
    record = board_record()
    played(record, 300)
    timeline = record.timeline
    marks = timeline.marks()
    assert marks[0] == (0, 1, "bag_end") and len(marks) >= 2
    assert [m[2] for m in marks[1:3]] == ["rivendell", "moria"][: len(marks[1:3])]
    assert timeline.game_at(marks[1][0]).state["stage"] == marks[1][2]


def test_the_log_begins_with_the_setup_and_survives_undo_to_the_start():
    record = board_record()
    played(record, 3)
    lines = [line.text for line in record.log]
    assert lines[:2] == ["The Fellowship reaches Bag End", "Frodo draws 6 cards"]
    record.timeline.truncate(0)
    assert [line.text for line in record.log] == lines[:4]  # the three hobbits' draws


def test_each_place_in_the_log_begins_with_reaching_it():
    """One action can end a location and reach the next: the lines before "The
    Fellowship reaches ..." stay under the place they happened at, so the log's heading
    of a place comes before its first line (seeds and 600 random decisions each)."""
    firsts = {}
    for seed in (3, 5, 8):
        record = board_record(seed)
        played(record, 600, rng_seed=seed)
        stamp = None
        for line in record.log:
            if (line.turn, line.phase) != stamp:
                stamp = (line.turn, line.phase)
                firsts[stamp] = line.text
                assert line.text.startswith(("The Fellowship reaches", "The Ring is placed")), \
                    (seed, stamp, line.text)
    assert len(firsts) >= 4


def test_solo_steering_is_saved_in_the_setup_and_old_saves_open_as_hotseat(tmp_path):
    seats = [SeatRecord("Ann"), SeatRecord("Bo")]
    record = GameRecord(seats, [], "", 4, board=KniziaSetup(2, "normal", 4, True))
    game = played(record, 20)
    path = tmp_path / "solo.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    assert doc["setup"]["solo_steering"] is True
    assert load_save(path)[0].board.solo_steering is True
    del doc["setup"]["solo_steering"]  # a save written before it was kept
    doc["check"] = document_check(doc)
    path.write_text(json.dumps(doc))
    again, reopened = load_save(path)
    assert again.board.solo_steering is False and reopened.to_json() == game.to_json()
    doc["setup"]["solo_steering"] = "yes"
    doc["check"] = document_check(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="solo_steering must be true or false"):
        load_save(path)
