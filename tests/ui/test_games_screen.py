"""Issue 19 in the app: the Games screen, Continue right after launch, bounded seeds,
failed saves told to the player, and a start that survives damaged user files."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

from test_saved_games import play_to_a_skirmish, start_people_game

from ringtable.persistence.saves import SAVE_SUFFIX
from ringtable.persistence.settings import settings_path
from ringtable.persistence.store import GameStore
from ringtable.ui.main_window import MainWindow
from ringtable.ui.new_game import GameChoices, NewGameDialog
from ringtable.ui.qt import QMessageBox, Qt

SRC = str(Path(__file__).resolve().parents[2] / "desktop")


def play_random(window: MainWindow, steps: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    controller = window.table.controller
    for _ in range(steps):
        seat = controller.deciding_seat
        if seat is None:
            return
        action = rng.choice(controller.view(seat)["legal_actions"])
        controller.apply({k: v for k, v in action.items() if k != "label"})


def test_continue_works_in_a_fresh_process_right_after_launch(tmp_path):
    """1. "Continue, Open and Watch a replay fail right after launch". Each step runs in
    its own new process, as a player quitting and relaunching would."""
    env = {**os.environ, "RINGTABLE_HOME": str(tmp_path / "home"),
           "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": SRC}
    common = f"""
        import random, sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from ringtable.ui.app import create_application
        from ringtable.ui.main_window import MainWindow
        app = create_application(["t"])
        window = MainWindow()
    """
    first = common + """
        from test_saved_games import play_to_a_skirmish, start_people_game
        start_people_game(window, seed=12)
        play_to_a_skirmish(window)
        c = window.table.controller
        print(c.game.to_json()["turn"], len(c.record.actions))
        window.close()
    """
    second = common + """
        window.continue_last_game()
        c = window.table.controller
        print(c.game.to_json()["turn"], len(c.record.actions))
        window.close()
    """
    outs = []
    for code in (first, second):
        done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]
        outs.append(done.stdout.split()[-2:])
    assert outs[0] == outs[1] and int(outs[0][0]) >= 2


def test_the_games_screen_lists_continues_replays_and_deletes(qtbot, monkeypatch, dialogs):
    """7. "a Games screen listing them by decks, players, date, turn and result, to
    continue, replay, rename, export or delete"."""
    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=5)
    play_to_a_skirmish(window)
    game_id = window.table.controller.record.game_id
    window.show_start()
    qtbot.mouseClick(window.start_screen.buttons["games"], Qt.MouseButton.LeftButton)
    screen = window.games_screen
    assert window.stack.currentWidget() is screen
    ids = [entry.game_id for entry in screen.entries]
    mine = ids.index(game_id)  # earlier games that ended on the way are listed too
    screen.table.selectRow(mine)
    row = [screen.table.item(mine, c).text() for c in range(screen.table.columnCount())]
    assert row[0] == "Ann vs Bo" and "Aragorn" in row[1] and row[4] == "In progress"
    assert int(row[3]) >= 2
    screen.buttons["replay"].click()
    assert window.stack.currentWidget() is window.replay
    assert window.replay.controller.total == len(window.table.controller.record.actions)
    window.show_games()
    assert screen.selected_id() == game_id
    screen.buttons["continue"].click()
    assert window.stack.currentWidget() is window.table
    window.show_games()
    screen.buttons["delete"].click()  # asked: Discard
    assert game_id in [e.game_id for e in GameStore().games()]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    screen.buttons["delete"].click()
    assert game_id not in [e.game_id for e in GameStore().games()] and window.table is None
    assert screen.table.rowCount() == len(ids) - 1


def test_watch_a_replay_opens_the_games_screen(qtbot):
    """7. "Watch a replay opens a raw file dialog of autosave-0000NN files"."""
    window = MainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().actions()[0].menu()
    watch = next(a for a in menu.actions() if a.text().startswith("&Watch"))
    watch.trigger()
    assert window.stack.currentWidget() is window.games_screen


def test_new_game_refuses_a_seed_no_save_could_reopen(qtbot):
    """2. "New game accepts any digits; a seed >= 2**63 saves and autosaves, then is
    refused on opening"."""
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    for text in ("9223372036854775808", "9" * 5000, "\u00b2", "-1"):
        dialog.seed_edit.setText(text)
        dialog._accept()
        assert "from 0 to 9,223,372,036,854,775,807" in dialog.problem.text(), text
        assert dialog.result() == 0
    dialog.seed_edit.setText("9223372036854775807")
    assert dialog.choices().seed == 2**63 - 1


def test_start_game_with_an_out_of_range_seed_says_why(qtbot, dialogs):
    window = MainWindow()
    qtbot.addWidget(window)
    from ringtable.decks import starter_decks

    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", 2**63))
    assert dialogs == [("warning", "New game")] and window.table is None


def test_a_failed_autosave_is_told_on_the_status_line_and_before_quitting(qtbot, monkeypatch,
                                                                         dialogs):
    """3. "fail with a traceback in the log and no word to the player"."""
    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=6)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ringtable.fileio.os.fsync", full)
    window.table.controller.phase_started.emit()
    assert "Autosave failed" in window.statusBar().currentMessage()
    assert "No space left" in window.statusBar().currentMessage()
    window.close()  # the question is answered Discard: the window stays, the game too
    assert dialogs[-1] == ("question", "Quit") and window.table is not None
    monkeypatch.undo()


def test_the_app_starts_with_damaged_settings_and_a_dangling_link(qtbot):
    """5. "The app will not start when saves/ holds a dangling link, or when
    settings.json holds an integer of more than 4,300 digits"."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"sound_volume": ' + "1" * 5000 + "}")
    store = GameStore()
    store.root.mkdir(parents=True)
    (store.saves / f"gone{SAVE_SUFFIX}").symlink_to(store.saves / "nowhere")
    (store.saves / "autosave").mkdir()
    (store.saves / "autosave" / f"autosave-000001{SAVE_SUFFIX}").symlink_to("/nowhere")
    from ringtable.paths import user_decks_dir

    user_decks_dir().mkdir(parents=True)
    (user_decks_dir() / "huge.json").write_text('{"ringtable_deck": ' + "1" * 5000 + "}")
    window = MainWindow()
    qtbot.addWidget(window)
    assert "settings could not be read" in window.statusBar().currentMessage()
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)  # the damaged deck is listed as not playable, not a crash
    assert window.settings.sound_volume == 80
    assert not window.start_screen.buttons["continue"].isEnabled()
    window.show_games()
    assert window.games_screen.table.rowCount() == 0


def test_two_windows_continuing_one_game_save_it_as_two_games(qtbot):
    """6. "Two running instances overwrite each other's autosaves (131 of 150)"."""
    first = MainWindow()
    qtbot.addWidget(first)
    start_people_game(first, seed=8)
    game_id = first.table.controller.record.game_id
    second = MainWindow()
    qtbot.addWidget(second)
    second.continue_last_game()
    assert second.table.controller.record.game_id != game_id
    assert "open in another Ringtable window" in second.statusBar().currentMessage()
    play_random(first, 5)
    play_random(second, 5, seed=2)
    first.table.controller.phase_started.emit()
    second.table.controller.phase_started.emit()
    ids = {entry.game_id for entry in GameStore().games()}
    assert ids == {game_id, second.table.controller.record.game_id}


def test_rename_and_export_from_the_games_screen(qtbot, monkeypatch, tmp_path, dialogs):
    """7. "... to continue, replay, rename, export or delete"."""
    from ringtable.persistence import load_save
    from ringtable.ui.qt import QFileDialog, QInputDialog

    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=3)
    window.show_games()
    screen = window.games_screen
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday final", True))
    screen.buttons["rename"].click()
    assert screen.table.item(0, 0).text() == "Friday final (Ann vs Bo)"
    assert window.table.controller.record.title == "Friday final"  # kept by later saves
    out = tmp_path / f"final{SAVE_SUFFIX}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    screen.buttons["export"].click()
    assert load_save(out)[0].title == "Friday final" and dialogs == []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "no" / "such" / "x.json"), ""))
    screen.buttons["export"].click()
    assert dialogs == [("warning", "Export game")]  # told, never silent


def test_redo_on_the_table_with_a_bad_entry_says_why_and_keeps_the_list(qtbot):
    """4. "a bad redo entry raises out of Redo and empties the redo list"."""
    from ringtable.engine import Action

    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=4)
    play_random(window, 6)
    controller = window.table.controller
    bad = [Action("play", controller.deciding_seat, card=99_999)]
    controller.record.redo[:] = bad
    told: list[str] = []
    controller.failed.connect(told.append)
    assert controller.redo() is False
    assert controller.record.redo == bad and told and "not possible" in told[0]


def test_a_file_opened_with_open_joins_the_games_list_once(qtbot, tmp_path, dialogs):
    """"any save file the player opens with Open… is taken into the per-game Games list
    (imported once, the original file left intact)"."""
    from ringtable.persistence import load_save, save_game

    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=6)
    play_random(window, 4)
    record, game = window.table.controller.record, window.table.controller.game
    outside = tmp_path / f"from a friend{SAVE_SUFFIX}"
    record.game_id = ""  # as a save from another computer or an older Ringtable
    save_game(outside, record, game)
    window._close_table()
    for entry in GameStore().games():
        GameStore().delete(entry.game_id)
    before = outside.read_bytes()
    window.open_game(outside)
    (entry,) = GameStore().games()
    assert window.table.controller.record.game_id == entry.game_id
    play_random(window, 3)
    window.table.controller.phase_started.emit()  # its autosaves go to that same game
    assert [e.game_id for e in GameStore().games()] == [entry.game_id]
    assert outside.read_bytes() == before and load_save(outside)[0].game_id == ""
    assert dialogs == []
