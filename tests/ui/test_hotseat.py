"""Hotseat: two people, one screen, hidden hands; hand-offs exactly when seats change."""

from __future__ import annotations

import random

from ringtable.decks import starter_decks
from ringtable.ui.main_window import MainWindow
from ringtable.ui.new_game import GameChoices
from ringtable.ui.qt import Qt


def start(window: MainWindow, seed: int, auto_pass: bool = False) -> None:
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", seed,
                                  colours=("#d9b44a", "#7fb2e5"),
                                  auto_pass=(auto_pass, auto_pass)))


def face_up_hand_cards(table, seat: int) -> set[int]:
    hand = table.controller.game.s.piles[seat]["hand"]
    return {c for c in hand if c in table.scene.cards and table.scene.cards[c].face_up}


def test_hidden_cards_never_face_up_for_the_other_seat_and_hand_offs_on_seat_changes(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    start(window, seed=31)
    table = window.table
    controller = table.controller
    rng = random.Random(31)
    previous = None
    hand_offs = decisions = in_open = 0
    while controller.game.decision is not None and controller.game.s.turn < 4:
        seat = controller.deciding_seat
        if table.seats_flow.public == seat:  # a decision in the open: every hand face down
            assert not table.handing_off()
            assert not face_up_hand_cards(table, 0) and not face_up_hand_cards(table, 1)
            in_open += 1
        elif seat != previous or table.seats_flow.revealed != seat:
            assert table.handing_off() and table.handoff.seat == seat
            assert "Pass to " + controller.seats[seat].name in table.handoff.title.text()
            assert not face_up_hand_cards(table, 0) and not face_up_hand_cards(table, 1)
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
            hand_offs += 1
        assert not table.handing_off()
        assert not face_up_hand_cards(table, 1 - seat)  # the other seat's hand stays hidden
        if table.seats_flow.revealed == seat:
            hand = controller.game.s.piles[seat]["hand"]
            assert face_up_hand_cards(table, seat) == set(hand)
        legal = controller.view(seat)["legal_actions"]
        choice = rng.choice(legal)
        controller.apply({k: v for k, v in choice.items() if k != "label"})
        previous = seat
        decisions += 1
    assert controller.game.s.turn >= 3 or controller.game.decision is None
    assert hand_offs >= 5 and decisions > hand_offs and in_open > 0
    assert table.seats_flow.handoffs == hand_offs


def test_auto_pass_skips_the_hand_off_when_a_seat_can_only_pass(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    start(window, seed=32, auto_pass=True)
    table = window.table
    controller = table.controller
    rng = random.Random(32)
    for _ in range(400):
        if controller.game.decision is None or any(
                "passes automatically" in line.text for line in controller.log):
            break
        if table.handing_off():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        seat = controller.deciding_seat
        legal = controller.view(seat)["legal_actions"]
        choice = rng.choice(legal)
        controller.apply({k: v for k, v in choice.items() if k != "label"})
    assert any("passes automatically (no plays)" in line.text for line in controller.log)


def test_open_hands_has_no_hand_off(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", 5,
                                  open_hands=True))
    controller = window.table.controller
    for _ in range(20):
        assert not window.table.handing_off()
        legal = controller.view(controller.deciding_seat)["legal_actions"]
        controller.apply({k: v for k, v in legal[0].items() if k != "label"})


def test_undo_of_the_other_players_decision_asks_them(qtbot, monkeypatch):
    from ringtable.ui.qt import QMessageBox

    window = MainWindow()
    qtbot.addWidget(window)
    start(window, seed=33)
    table = window.table
    controller = table.controller
    rng = random.Random(33)
    while True:  # play until the last decision was the other seat's
        if table.handing_off():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        seat = controller.deciding_seat
        taken_back = controller.undo_would_take_back()
        if taken_back is not None and taken_back != seat:
            break
        legal = controller.view(seat)["legal_actions"]
        choice = rng.choice(legal)
        controller.apply({k: v for k, v in choice.items() if k != "label"})
    asked: list[str] = []

    def refuse(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", refuse)
    before = controller.game.to_json()
    table.undo()
    other = controller.seats[taken_back].name
    assert asked and f"{other}, do you agree?" in asked[0]
    assert controller.game.to_json() == before  # refused: nothing undone

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: QMessageBox.StandardButton.Yes)
    table.undo()
    assert controller.game.to_json() != before
