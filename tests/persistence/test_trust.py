"""Issue 19, saves and games: every save opens, nothing a player made is lost.

Each test quotes the defect of issue 19 it proves fixed.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from save_helpers import new_record, play

from ringtable.engine import Action, Game
from ringtable.persistence import GameRecord, SaveError, game_rules, load_save, save_game
from ringtable.persistence.history import History
from ringtable.persistence.record import MAX_SEED
from ringtable.persistence.saves import SAVE_SUFFIX, document_check
from ringtable.persistence.settings import Settings, load_settings, settings_path
from ringtable.persistence.store import LATEST, GameStore, GameWriter

SRC = str(Path(__file__).resolve().parents[2] / "desktop")


def run_fresh(code: str, home: Path) -> str:
    """Run ``code`` in a new Python process (nothing loaded yet); its stdout."""
    env = {**os.environ, "RINGTABLE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_a_save_opens_in_a_fresh_process_that_has_loaded_nothing(tmp_path):
    """1. "Continue, Open and Watch a replay fail right after launch ... the card scripts
    load only when something first touches the card database"."""
    out = run_fresh(f"""
        import random
        from ringtable.decks import starter_decks
        from ringtable.engine import Game, Rules
        from ringtable.persistence import GameRecord, SeatRecord, game_rules, save_game
        rules = game_rules()
        decks = starter_decks()
        record = GameRecord([SeatRecord("Ann"), SeatRecord("Bo", "random")],
                            [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                            "fotr_block", 3)
        game = Game.new(record.setup(), rules)
        rng = random.Random(3)
        while game.decision is not None and len(record.actions) < 400:
            action = rng.choice(game.legal_actions())
            game.apply(action)
            record.actions.append(action)
        save_game({str(tmp_path / 'g.ringtable.json')!r}, record, game)
        # prove the save needs the scripts: without them it diverges
        bare = Game.new(record.setup(), Rules.base(rules.db))
        try:
            for action in record.actions:
                bare.apply(action)
            print("diverges" if bare.to_json() != game.to_json() else "same")
        except Exception:
            print("diverges")
    """, tmp_path)
    assert out.strip() == "diverges"
    out = run_fresh(f"""
        from ringtable.persistence import load_save
        record, game = load_save({str(tmp_path / 'g.ringtable.json')!r})
        print(len(record.actions))
    """, tmp_path)
    assert int(out) > 0


def test_seeds_are_bounded_so_every_game_saved_can_be_reopened(tmp_path):
    """2. "A long seed makes a game that can never be reopened ... a seed >= 2**63"."""
    record = new_record(0)
    with pytest.raises(ValueError, match="seed"):
        GameRecord(record.seats, record.decks, record.format_code, MAX_SEED + 1)
    top = GameRecord(record.seats, record.decks, record.format_code, MAX_SEED)
    game = Game.new(top.setup(), game_rules())
    play(top, game, random.Random(1), 30)
    save_game(tmp_path / "top.ringtable.json", top, game)
    assert load_save(tmp_path / "top.ringtable.json")[1].to_json() == game.to_json()


def test_stray_files_and_folders_never_stop_autosaving(recorded_game):
    """3. "One renamed autosave stops all autosaving: autosave-keep.ringtable.json"."""
    record, game = recorded_game
    store = GameStore()
    writer = GameWriter(store, record)
    writer.write(game)
    folder = store.folder(record.game_id)
    (store.root / "autosave-keep.ringtable.json").write_text("{}")
    (store.root / "notes").mkdir()
    (store.root / "gone").symlink_to(store.root / "nowhere")
    (folder / "history").mkdir(exist_ok=True)
    (folder / "history" / "autosave-keep.ringtable.json").write_text("mine")
    (folder / "history" / "999999999.ringtable.json").write_text("mine too")
    old = store.saves / "autosave"
    old.mkdir()
    (old / "autosave-keep.ringtable.json").write_text("not json")
    (old / "dangling.ringtable.json").symlink_to(old / "nowhere")
    for _ in range(15):
        writer.write(game)
    games = store.games()
    assert [g.game_id for g in games if not g.problem] == [record.game_id]
    assert (folder / "history" / "autosave-keep.ringtable.json").read_text() == "mine"
    assert (old / "autosave-keep.ringtable.json").read_text() == "not json"


def _signed(doc: dict) -> str:
    doc["check"] = document_check(doc)
    return json.dumps(doc)


def test_a_bad_redo_entry_is_refused_when_opening(tmp_path, recorded_game):
    """4. "Opening a save does not check the log or the redo list"."""
    record, game = recorded_game
    record.redo.append(Action("play", 0, card=99_999))
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    with pytest.raises(SaveError, match=r"s\.ringtable\.json: saved redo step 1 of 1"):
        load_save(path)


def test_a_damaged_byte_in_the_log_area_is_refused_not_opened_with_a_false_log(
        tmp_path, recorded_game):
    """4. "about one single-byte change in ten opens silently with a false log"."""
    record, game = recorded_game
    record.notes.append((5, "Ann passes automatically (no plays)"))
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    text = path.read_text()
    path.write_text(text.replace("passes automatically", "passes automaticallx"))
    with pytest.raises(SaveError, match="check sum"):
        load_save(path)


def test_an_old_save_with_a_false_log_opens_with_the_log_rebuilt(tmp_path, recorded_game):
    """4. "the log can be rebuilt from the actions" (schema 1 stored it)."""
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    for key in ("check", "notes", "summary", "game_id", "title"):
        del doc[key]
    doc["ringtable_save"] = 1
    doc["log"] = [{"turn": 9, "phase": "regroup", "text": "Bo wins the game"}]
    path.write_text(json.dumps(doc))
    loaded, _ = load_save(path)
    history = History(record, game)
    assert loaded.log == history.log() and "Bo wins the game" not in str(loaded.log)


def test_redo_never_raises_or_empties_the_list_on_a_bad_entry(recorded_game):
    """4. "a bad redo entry raises out of Redo and empties the redo list"."""
    record, game = recorded_game
    history = History(record, game)
    bad = [Action("play", 0, card=99_999), record.actions[-1]]
    record.redo[:] = bad
    assert history.redo(lambda seat: True) is False
    assert record.redo == bad and "not possible" in history.problem


def test_huge_integers_are_a_clear_error_in_settings_and_saves(tmp_path, recorded_game):
    """5. "when settings.json holds an integer of more than 4,300 digits (the same integer
    also crashes New game, opening a save ...)"."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_ms": ' + "7" * 5000 + "}")
    settings, notice = load_settings()
    assert settings == Settings() and "5,000 characters" in notice and str(path) in notice
    record, game = recorded_game
    save = tmp_path / "s.ringtable.json"
    save_game(save, record, game)
    save.write_text(save.read_text().replace('"seed":', '"seed":' + "9" * 5000 + ",\"x\":", 1))
    with pytest.raises(SaveError, match=r"s\.ringtable\.json: not a readable save"):
        load_save(save)


def test_a_dangling_link_in_the_saves_folder_is_ignored():
    """5. "The app will not start when saves/ holds a dangling link"."""
    store = GameStore()
    store.root.mkdir(parents=True)
    (store.saves / f"lost{SAVE_SUFFIX}").symlink_to(store.saves / "nowhere")
    (store.root / "20260101-000000-abcdef").symlink_to(store.saves / "nowhere")
    assert store.games() == [] and store.latest_unfinished() is None


def test_two_writers_of_one_game_never_write_the_same_file(recorded_game):
    """6. "Two running instances overwrite each other's autosaves"."""
    record, game = recorded_game
    first = GameWriter(GameStore(), record)
    first.write(game)
    twin = GameRecord(record.seats, record.decks, record.format_code, record.seed,
                      actions=list(record.actions), game_id=record.game_id)
    second = GameWriter(GameStore(), twin)
    path = second.write(game)
    assert twin.game_id != record.game_id and "another Ringtable window" in second.notice
    assert path.parent.name == twin.game_id
    first.close()
    second.close()


def test_a_second_process_never_writes_the_game_another_process_holds(tmp_path,
                                                                      recorded_game):
    """6. Two processes: the lock is seen across processes, and a dead one's is taken."""
    record, game = recorded_game
    store = GameStore()
    record.game_id = "20260101-120000-aaaaaa"
    folder = store.folder(record.game_id)
    folder.mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys
            from pathlib import Path
            from ringtable.persistence.lock import FolderLock
            FolderLock(Path({str(folder)!r})).acquire()
            print("held", flush=True)
            sys.stdin.readline()
        """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": SRC})
    try:
        assert holder.stdout.readline().strip() == "held"
        writer = GameWriter(store, record)
        writer.write(game)
        assert record.game_id != "20260101-120000-aaaaaa" and writer.notice
        assert not (folder / LATEST).exists()
    finally:
        holder.kill()  # dies holding the lock: it is stale now
        holder.wait()
    record.game_id = "20260101-120000-aaaaaa"
    again = GameWriter(store, record)
    again.write(game)
    assert record.game_id == "20260101-120000-aaaaaa" and (folder / LATEST).exists()


def test_a_finished_game_is_kept_and_its_end_replays(recorded_game):
    """7. "a finished game is never autosaved, so its end cannot be replayed"."""
    record, game = recorded_game
    rng = random.Random(4)
    play(record, game, rng, 5000)
    assert game.outcome is not None
    GameWriter(GameStore(), record).write(game)
    (entry,) = GameStore().games()
    assert entry.over and "won" in entry.result
    loaded, again, _path, notice = GameStore().open(entry.game_id)
    assert again.outcome == game.outcome and notice == ""
    assert loaded.timeline.game_at(len(loaded.actions)).to_json() == game.to_json()
    assert GameStore().latest_unfinished() is None


def test_each_game_keeps_its_own_saves_until_deleted(recorded_game, tmp_path):
    """7. "an earlier game disappears after about a turn and a half of a new one"."""
    record, game = recorded_game
    mine = GameWriter(GameStore(), record)
    mine.write(game)
    for seed in range(3):
        other = new_record(seed)
        other_game = Game.new(other.setup(), game_rules())
        writer = GameWriter(GameStore(), other)
        for _ in range(30):  # many autosaves of newer games
            play(other, other_game, random.Random(seed), 3)
            writer.write(other_game)
    store = GameStore()
    assert record.game_id in [e.game_id for e in store.games()]
    assert len(store.games()) == 4
    store.rename(record.game_id, "  Ann's   first  game ", held=mine.lock)
    entry = next(e for e in store.games() if e.game_id == record.game_id)
    assert entry.label == "Ann's first game"
    store.export(record.game_id, tmp_path / "out.ringtable.json")
    assert load_save(tmp_path / "out.ringtable.json")[0].title == "Ann's first game"
    with pytest.raises(SaveError, match="open in another Ringtable window"):
        store.delete(record.game_id)  # still being played: never pulled from under it
    mine.close()
    store.delete(record.game_id)
    assert record.game_id not in [e.game_id for e in store.games()]


def test_a_damaged_latest_opens_the_previous_copy_and_says_so(recorded_game):
    """Never costs a game: a damaged latest file leaves the earlier copies to open."""
    record, game = recorded_game
    writer = GameWriter(GameStore(), record)
    writer.write(game)
    writer.write(game)
    latest = GameStore().folder(record.game_id) / LATEST
    latest.write_bytes(latest.read_bytes()[:100])
    _, again, path, notice = GameStore().open(record.game_id)
    assert again.to_json() == game.to_json() and path.parent.name == "history"
    assert "could not be opened" in notice and str(latest) in notice


def test_old_shared_autosaves_move_into_the_games_list(recorded_game):
    """7. "Keep old autosaves readable (migrate them into the list)"."""
    record, game = recorded_game
    old = GameStore().saves / "autosave"
    old.mkdir(parents=True)
    for n in (1, 2):
        save_game(old / f"autosave-00000{n}{SAVE_SUFFIX}", record, game)
    other = new_record(5)
    save_game(old / f"autosave-000003{SAVE_SUFFIX}", other, Game.new(other.setup(), game_rules()))
    games = GameStore().games()
    assert len(games) == 2 and not list(old.glob(f"*{SAVE_SUFFIX}"))
    assert sorted(len(GameStore().copies(g.game_id)) for g in games) == [1, 2]
    for entry in games:
        assert GameStore().open(entry.game_id)[0].game_id == entry.game_id


@pytest.mark.parametrize("failure", ["full disk", "read-only folder"])
def test_a_failed_write_keeps_the_previous_file_and_says_why(recorded_game, monkeypatch,
                                                             failure):
    """10. "A full disk or a read-only folder never costs the player a game"."""
    record, game = recorded_game
    writer = GameWriter(GameStore(), record)
    latest = writer.write(game)
    before = latest.read_bytes()
    play(record, game, random.Random(2), 10)
    if failure == "full disk":
        def no_space(*args, **kwargs):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr("ringtable.fileio.os.fsync", no_space)
        reason = "No space left"
    else:
        def read_only(*args, **kwargs):
            raise PermissionError(30, "Read-only file system")

        monkeypatch.setattr("ringtable.fileio.tempfile.mkstemp", read_only)
        reason = "Read-only"
    with pytest.raises(SaveError, match=reason):
        writer.write(game)
    assert latest.read_bytes() == before
    assert load_save(latest)[1].to_json() != game.to_json()  # the previous position


def test_a_save_from_other_card_rules_says_so_instead_of_damaged(tmp_path, recorded_game):
    """1. "replayed without them, diverges and is refused ... The file was fine": when a
    replay fails because the card rules changed, the message says that."""
    record, game = recorded_game
    path = tmp_path / "s.ringtable.json"
    save_game(path, record, game)
    doc = json.loads(path.read_text())
    doc["rules"] = "0123456789abcdef"  # another version's scripts
    path.write_text(_signed(doc))
    assert load_save(path)[1].to_json() == game.to_json()  # same replay: it opens
    doc["state"]["twilight"] = doc["state"].get("twilight", 0) + 1
    path.write_text(_signed(doc))
    with pytest.raises(SaveError, match="played under other card rules"):
        load_save(path)
