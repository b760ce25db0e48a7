"""Issue 19, second pass: loose saves join the Games list, Rename takes the game's lock,
and the list is read from small per-game summaries instead of whole saves."""

from __future__ import annotations

import json

import pytest

from ringtable.persistence import SaveError, load_save, save_game
from ringtable.persistence import store as store_module
from ringtable.persistence.loose_saves import IMPORTED, adopt_file
from ringtable.persistence.store import LATEST, GameStore, GameWriter
from ringtable.persistence.summaries import SUMMARY


def test_a_manual_save_at_the_top_of_saves_joins_the_list_once(recorded_game):
    """"Game → Save as writes a copy anywhere you choose … (it then joins the Games
    list)": a save file at the top of saves/ is imported once, the file left intact."""
    record, game = recorded_game
    store = GameStore()
    store.saves.mkdir(parents=True, exist_ok=True)
    manual = store.saves / "Ann vs Bo - turn 3.ringtable.json"
    save_game(manual, record, game)  # a save from another computer: no game id here yet
    before = manual.read_bytes()
    (entry,) = store.games()
    assert entry.players == ("Ann", "Bo") and entry.turn == game.s.turn
    _, again, _, _ = store.open(entry.game_id)
    assert again.to_json() == game.to_json()
    assert manual.read_bytes() == before  # the original is left where it was, unchanged
    assert [e.game_id for e in store.games()] == [entry.game_id]  # once, not twice
    store.delete(entry.game_id)
    assert store.games() == []  # a deleted game does not come back from the kept file
    assert manual.read_bytes() == before


def test_a_manual_save_of_a_listed_game_is_not_listed_twice(recorded_game):
    record, game = recorded_game
    writer = GameWriter(GameStore(), record)
    writer.write(game)
    save_game(GameStore().saves / "mine.ringtable.json", record, game)
    assert [e.game_id for e in GameStore().games()] == [record.game_id]
    writer.close()


def test_damaged_and_foreign_files_at_the_top_are_left_alone(recorded_game):
    record, game = recorded_game
    saves = GameStore().saves
    saves.mkdir(parents=True, exist_ok=True)
    good = saves / "good.ringtable.json"
    save_game(good, record, game)
    (saves / "half.ringtable.json").write_bytes(good.read_bytes()[:500])
    edited = json.loads(good.read_text())
    edited["seed"] += 1  # an edit without a new check sum
    (saves / "edited.ringtable.json").write_text(json.dumps(edited))
    (saves / "notes.ringtable.json").write_text('{"hello": 1}')
    assert len(GameStore().games()) == 1
    assert (saves / "half.ringtable.json").exists() and (saves / "edited.ringtable.json").exists()


def test_a_file_opened_with_open_joins_the_list(recorded_game, tmp_path):
    record, game = recorded_game
    elsewhere = tmp_path / "from a friend.ringtable.json"
    save_game(elsewhere, record, game)
    game_id = adopt_file(elsewhere, GameStore().root)
    assert game_id is not None
    assert [e.game_id for e in GameStore().games()] == [game_id]
    assert adopt_file(elsewhere, GameStore().root) == game_id  # the same game, once
    assert len(GameStore().games()) == 1 and elsewhere.exists()


def test_rename_is_refused_while_another_ringtable_plays_the_game(recorded_game):
    """"Rename takes the game's lock: renaming a game another instance is playing is
    refused … so its next autosave never overwrites the new title"."""
    record, game = recorded_game
    other_instance = GameWriter(GameStore(), record)
    other_instance.write(game)
    with pytest.raises(SaveError, match="being played in another Ringtable window"):
        GameStore().rename(record.game_id, "Friday final")
    other_instance.write(game)  # its next autosave
    assert GameStore().games()[0].title == ""  # nothing was promised and lost
    # This window's own writer may rename the game it plays (it holds the lock).
    GameStore().rename(record.game_id, "Friday final", held=other_instance.lock)
    assert GameStore().games()[0].title == "Friday final"
    other_instance.close()
    GameStore().rename(record.game_id, "Saturday final")
    assert load_save(GameStore().folder(record.game_id) / LATEST)[0].title == "Saturday final"
    assert not (GameStore().folder(record.game_id) / "lock").exists()  # released


def test_the_games_list_reads_summaries_not_whole_saves(recorded_game, monkeypatch):
    """"Listing games on the Games screen does not read every whole save file"."""
    record, game = recorded_game
    for _ in range(3):
        record.game_id = ""
        writer = GameWriter(GameStore(), record)
        writer.write(game)
        writer.close()
    reads: list[str] = []
    real = store_module.read_json_limited

    def counting(path, *args, **kwargs):
        reads.append(str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(store_module, "read_json_limited", counting)
    entries = GameStore().games()
    assert len(entries) == 3 and all(e.turn == game.s.turn for e in entries)
    assert reads == []  # every line came from its summary


def test_a_missing_damaged_or_stale_summary_is_rebuilt_from_the_save(recorded_game):
    record, game = recorded_game
    writer = GameWriter(GameStore(), record)
    writer.write(game)
    writer.close()
    folder = GameStore().folder(record.game_id)
    (folder / SUMMARY).unlink()
    assert GameStore().games()[0].players == ("Ann", "Bo")
    assert (folder / SUMMARY).exists()  # rebuilt
    (folder / SUMMARY).write_text('{"stamp": [1, 2], "title": 5')
    assert GameStore().games()[0].players == ("Ann", "Bo")
    # A save replaced behind the summary's back (a crash between the two writes, a copy
    # by hand): the stamp no longer matches, so the list shows the file, not the summary.
    record.title = "Renamed by hand"
    save_game(folder / LATEST, record, game)
    assert GameStore().games()[0].title == "Renamed by hand"
    summary = json.loads((folder / SUMMARY).read_text())
    assert summary["title"] == "Renamed by hand"


def test_the_import_record_is_not_a_game(recorded_game):
    record, game = recorded_game
    saves = GameStore().saves
    saves.mkdir(parents=True, exist_ok=True)
    save_game(saves / "a.ringtable.json", record, game)
    GameStore().games()
    assert (GameStore().root / IMPORTED).is_file()
    assert all(e.problem == "" for e in GameStore().games())
