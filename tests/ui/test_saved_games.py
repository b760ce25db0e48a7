"""Saved games in the app: save mid-skirmish, quit, Continue; bad files get a dialog."""

from __future__ import annotations

import random

from ringtable.decks import starter_decks
from ringtable.persistence.saves import SAVE_SUFFIX
from ringtable.persistence.store import GameStore
from ringtable.ui.main_window import MainWindow
from ringtable.ui.new_game import GameChoices
from ringtable.ui.qt import Qt


def start_people_game(window: MainWindow, seed: int = 4) -> None:
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", seed))


def play_to_a_skirmish(window: MainWindow) -> None:
    """Random moves until a skirmish of turn 2 or later (new seeds if a game ends first)."""
    rng = random.Random(1)
    for seed in range(4, 40):
        controller = window.table.controller
        for _ in range(2000):
            seat = controller.deciding_seat
            if seat is None:
                break
            view = controller.view(seat)
            if view["skirmish"] and view["turn"] >= 2:
                return
            action = rng.choice(view["legal_actions"])
            controller.apply({k: v for k, v in action.items() if k != "label"})
        start_people_game(window, seed + 1)
    raise AssertionError("no skirmish reached")


def test_save_mid_skirmish_quit_continue_same_decision(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window)
    play_to_a_skirmish(window)
    saved_state = window.table.controller.game.to_json()
    saved_kind = window.table.controller.game.decision.kind
    window.table.save_path = tmp_path / f"mine{SAVE_SUFFIX}"
    window.save_current()
    assert window.table.save_path.exists()
    window.close()  # quitting autosaves too

    again = MainWindow()
    qtbot.addWidget(again)
    button = again.start_screen.buttons["continue"]
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert again.stack.currentWidget() is again.table
    assert again.table.controller.game.to_json() == saved_state
    assert again.table.controller.game.decision.kind == saved_kind
    assert again.table.controller.log  # the game log came back with the game


def test_autosave_at_the_start_of_phases(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    start_people_game(window, seed=9)
    play_to_a_skirmish(window)
    store = GameStore()
    (entry,) = store.games()
    assert entry.game_id == window.table.controller.record.game_id
    assert 2 <= len(store.copies(entry.game_id)) <= 11


def test_a_corrupt_save_gives_a_dialog_and_is_left_untouched(qtbot, tmp_path, dialogs):
    bad = tmp_path / f"broken{SAVE_SUFFIX}"
    bad.write_text('{"ringtable_save": 1, "seats": [')
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_game(bad)
    assert dialogs == [("warning", "Open saved game")]
    assert window.stack.currentWidget() is window.start_screen
    assert bad.read_text() == '{"ringtable_save": 1, "seats": ['
