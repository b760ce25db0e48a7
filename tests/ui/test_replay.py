"""Replays: a saved game stepped forward and back, jumped, played; read-only."""

from __future__ import annotations

import random

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game
from ringtable.persistence import GameRecord, SeatRecord, game_rules, save_game
from ringtable.persistence.saves import SAVE_SUFFIX
from ringtable.scripts import standard_rules
from ringtable.ui.main_window import MainWindow
from ringtable.ui.qt import Qt

APP_RULES = standard_rules(default_database())  # the rules saves are loaded under


def finished_game_file(tmp_path):
    decks = starter_decks()
    record = GameRecord([SeatRecord("Ann"), SeatRecord("Bo", "random")],
                        [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                        "fotr_block", 21)
    game = Game.new(record.setup(), game_rules())  # the rules a save is opened under
    rng = random.Random(21)
    while game.decision is not None:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        record.actions.append(action)
    path = tmp_path / f"done{SAVE_SUFFIX}"
    save_game(path, record, game)
    return path, record, game


def test_step_forward_back_jump_and_end(qtbot, tmp_path):
    path, record, final = finished_game_file(tmp_path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_replay(path)
    screen = window.replay
    controller = screen.controller
    bar = screen.replay_bar
    assert controller.position == 0 and controller.total == len(record.actions)
    qtbot.mouseClick(bar.buttons["forward"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.buttons["forward"], Qt.MouseButton.LeftButton)
    assert controller.position == 2
    assert controller.game.to_json() == record.replay(controller.game.rules, 2).to_json()
    qtbot.mouseClick(bar.buttons["back"], Qt.MouseButton.LeftButton)
    assert controller.game.to_json() == record.replay(controller.game.rules, 1).to_json()
    last_phase = bar.jump.count() - 1
    bar.jump.activated.emit(last_phase)
    assert controller.position == bar.controller.marks()[-1][0]
    qtbot.mouseClick(bar.buttons["end"], Qt.MouseButton.LeftButton)
    assert controller.game.to_json() == final.to_json()
    assert screen.log.lines == [line.text for line in controller.log]
    assert controller.log and "wins" in controller.log[-1].text


def test_a_replay_is_read_only(qtbot, tmp_path, dialogs):
    path, record, _ = finished_game_file(tmp_path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_replay(path)
    controller = window.replay.controller
    controller.goto(3)
    before = controller.game.to_json()
    assert not controller.apply({"kind": "pass", "player": 0})
    assert controller.game.to_json() == before
    assert not any(item.legal for item in window.replay.scene.cards.values())


def test_play_runs_to_the_end(qtbot, tmp_path):
    path, record, final = finished_game_file(tmp_path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_replay(path)
    bar = window.replay.replay_bar
    bar.speed.setCurrentIndex(bar.speed.count() - 1)  # very fast
    qtbot.mouseClick(bar.buttons["play"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bar.controller.position == bar.controller.total, timeout=30000)
    assert bar.controller.game.to_json() == final.to_json()
