"""The board game on the table (issue 21): chosen from the start screen, played to the
end by clicks and the decision panel, bots in their worker thread, undo/redo, hotseat
hand-offs that hide the other hands, saves reopened in a fresh process."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

from ringtable.persistence.store import GameStore
from ringtable.ui.knizia.controller import BoardController
from ringtable.ui.knizia.new_game import BoardChoices, BoardNewGameDialog
from ringtable.ui.knizia.screen import BoardScreen
from ringtable.ui.main_window import MainWindow
from ringtable.ui.qt import QApplication, QDialog, QPoint, Qt

SRC = str(Path(__file__).resolve().parents[2] / "desktop")


def start(qtbot, controllers: list[str], seed: int = 7, solo: bool = False,
          difficulty: str = "normal") -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    names = ["Frodo", "Sam", "Pippin", "Merry", "Fatty"][: len(controllers)]
    window.start_board_game(BoardChoices(names, controllers, ("#d9b44a", "#7fb2e5",
                                         "#c77dd1", "#7ed39a", "#e07a5f")[: len(controllers)],
                                         difficulty, seed, solo))
    return window


def click_key(qtbot, screen: BoardScreen, key) -> None:
    point = screen.canvas.widget_point(key)
    qtbot.mouseClick(screen.canvas, Qt.MouseButton.LeftButton, pos=point.toPoint())


def play_by_hand(qtbot, screen: BoardScreen, rng: random.Random, limit: int = 4000) -> int:
    """Play every person decision through the screen: a glowing part of the board when
    the chosen action names one (clicked), else its button in the decision panel."""
    made = 0
    while screen.controller.game.outcome is None and made < limit:
        if screen.handing_off():
            qtbot.mouseClick(screen.handoff.button, Qt.MouseButton.LeftButton)
        if not screen.controller.waiting_for_person():
            qtbot.waitUntil(lambda: screen.controller.waiting_for_person()
                            or screen.controller.game.outcome is not None, timeout=20000)
            continue
        assert screen.option_buttons, "a person decides: the panel offers the choices"
        index = rng.randrange(len(screen._legal))
        keys = [k for k, ids in screen.canvas.glowing.items() if index in ids]
        if keys and len(screen.canvas.glowing[keys[0]]) == 1:
            click_key(qtbot, screen, keys[0])
        else:
            if keys:  # a part with several uses: the click narrows the panel to them
                click_key(qtbot, screen, keys[0])
                assert screen.option_indices == screen.canvas.glowing[keys[0]]
                assert screen.option_buttons[-1].text() == "Show every choice"
                qtbot.mouseClick(screen.option_buttons[-1], Qt.MouseButton.LeftButton)
            index = rng.choice(screen.option_indices)
            button = screen.option_buttons[screen.option_indices.index(index)]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        made += 1
    return made


def test_the_start_screen_offers_the_board_game_and_its_new_game_dialog(qtbot, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    seen = {}

    def fake_exec(dialog: BoardNewGameDialog) -> int:
        dialog.count.setValue(4)
        dialog.controller_boxes[1].setCurrentIndex(dialog.controller_boxes[1].findData("person"))
        dialog.controller_boxes[3].setCurrentIndex(dialog.controller_boxes[3].findData("search"))
        dialog.name_edits[0].setText("Ann")
        dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("expert"))
        dialog.seed_edit.setText("42")
        seen["visible"] = [box.isVisibleTo(dialog) for box in dialog.seat_boxes]
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(BoardNewGameDialog, "exec", fake_exec)
    qtbot.mouseClick(window.start_screen.buttons["board_game"], Qt.MouseButton.LeftButton)
    assert seen["visible"] == [True, True, True, True, False]
    screen = window.table
    assert isinstance(screen, BoardScreen) and window.stack.currentWidget() is screen
    record = screen.controller.record
    assert record.board.players == 4 and record.board.difficulty == "expert"
    assert record.seed == 42 and [s.controller for s in record.seats] == \
        ["person", "person", "heuristic", "search"]
    assert record.seats[0].name == "Ann"
    assert screen.controller.game.state["sauron"] == 10  # expert: Sauron on 10


def test_a_bad_seed_is_refused_in_the_dialog(qtbot):
    dialog = BoardNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("-3")
    dialog._accept()
    assert "whole number" in dialog.problem.text() and dialog.result() == 0


def test_a_bot_team_plays_a_whole_game_to_the_score(qtbot):
    window = start(qtbot, ["heuristic", "heuristic", "heuristic"], seed=3)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: screen.controller.game.outcome is not None, timeout=120000)
    outcome = screen.controller.game.outcome
    assert screen.stack.currentWidget() is screen.game_over
    assert f"Score {outcome.score}" == screen.game_over.score.text()
    assert screen.log.lines[-1].startswith("The game is")
    [entry] = GameStore().games()  # autosaved at its end
    assert entry.over and f"({outcome.score} points)" in entry.result


def test_a_new_active_hobbit_autosaves(qtbot):
    from ringtable.persistence import load_save

    window = start(qtbot, ["person", "person"], seed=25, solo=True)
    screen = window.table
    controller = screen.controller
    active = controller.game.state["active"]
    while controller.game.state["active"] == active:
        screen.choose(0)
    path = GameStore().games()[0].path
    record, _game = load_save(path)
    assert len(record.actions) == len(controller.record.actions)


def test_the_games_screen_lists_and_continues_a_board_game_and_play_again(qtbot):
    window = start(qtbot, ["person", "heuristic", "heuristic"], seed=21)
    screen = window.table
    for _ in range(12):
        qtbot.waitUntil(screen.controller.waiting_for_person, timeout=20000)
        screen.choose(0)
    record = screen.controller.record
    from ringtable.ui.game_files import autosave_table

    window.show_start()
    assert autosave_table(window.table) is None  # as on quitting
    window._close_table()  # the game is now taken from its save
    window.show_games()
    games = window.games_screen
    row = [e.game_id for e in games.entries].index(record.game_id)
    assert games.entries[row].decks == ("Board game, normal",)
    games.table.selectRow(row)
    games.buttons["continue"].click()
    again = window.table
    assert isinstance(again, BoardScreen) and again is not screen
    assert again.controller.record.actions == record.actions
    again.rematch_wanted.emit()  # game over's "Play again": the same hobbits, a new shuffle
    fresh = window.table
    assert isinstance(fresh, BoardScreen) and fresh.controller.record.board.players == 3
    assert [s.controller for s in fresh.controller.record.seats] == \
        ["person", "heuristic", "heuristic"]


def test_a_person_with_bot_companions_plays_to_the_end_by_clicks(qtbot):
    window = start(qtbot, ["person", "heuristic", "heuristic"], seed=11)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    made = play_by_hand(qtbot, screen, random.Random(4))
    assert made > 10 and screen.controller.game.outcome is not None
    assert screen.stack.currentWidget() is screen.game_over
    people = [a.player for a in screen.controller.record.actions]
    assert 0 in people and 1 in people  # both the person and the bots decided


def test_legal_cards_glow_and_a_click_narrows_the_panel(qtbot):
    window = start(qtbot, ["person", "heuristic"], seed=5)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    while screen.controller.game.decision.kind != "play":
        qtbot.waitUntil(screen.controller.waiting_for_person, timeout=20000)
        screen.choose(0)
        qtbot.waitUntil(lambda: screen.controller.waiting_for_person()
                        or screen.controller.game.outcome is not None, timeout=20000)
    cards = {k: ids for k, ids in screen.canvas.glowing.items() if k[0] == "card"}
    assert cards, "playable cards in hand glow"
    for (_, card), ids in cards.items():
        assert all(screen._legal[i].get("card") == card for i in ids)
    key, ids = next(iter(cards.items()))
    click_key(qtbot, screen, key)
    if len(ids) > 1:
        labels = [b.text() for b in screen.option_buttons]
        assert labels[:-1] == [screen._legal[i]["label"] for i in ids]
        assert labels[-1] == "Show every choice" and screen.option_indices == ids
    else:
        assert screen.controller.record.actions[-1].card == key[1]


def test_alike_choices_share_one_button(qtbot):
    window = start(qtbot, ["person", "person"], seed=5, solo=True)
    screen = window.table
    for _ in range(300):
        labels = [a["label"] for a in screen._legal]
        if len(set(labels)) < len(labels):
            break
        screen.choose(0)
    labels = [a["label"] for a in screen._legal]
    twice = next(label for label in labels if labels.count(label) > 1)
    texts = [b.text() for b in screen.option_buttons]
    assert f"{labels.count(twice)}\u00d7  {twice}" in texts
    assert len(texts) == len(set(labels))


def test_undo_and_redo_on_the_board_table(qtbot):
    window = start(qtbot, ["person", "heuristic"], seed=9)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    for _ in range(6):
        qtbot.waitUntil(screen.controller.waiting_for_person, timeout=20000)
        screen.choose(len(screen._legal) - 1)
    qtbot.waitUntil(screen.controller.waiting_for_person, timeout=20000)
    before = screen.controller.game.to_json()
    count = len(screen.controller.record.actions)
    assert screen.undo_button.isEnabled()
    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert len(screen.controller.record.actions) < count
    assert screen.redo_button.isEnabled()
    qtbot.mouseClick(screen.redo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(screen.controller.record.actions) == count, timeout=20000)
    assert screen.controller.game.to_json() == before
    assert len(screen.log.lines) == len(screen.controller.log)


def test_hotseat_hands_off_and_hides_the_other_hands(qtbot):
    window = start(qtbot, ["person", "person", "heuristic"], seed=13)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    seen_handoff = False
    for _ in range(400):
        game = screen.controller.game
        if game.outcome is not None:
            break
        if screen.handing_off():
            seen_handoff = True
            seat = screen.handoff.seat
            assert screen.canvas.hand_hidden and screen.option_buttons == []
            assert screen.stack.currentWidget() is not screen.canvas
            qtbot.mouseClick(screen.handoff.button, Qt.MouseButton.LeftButton)
            assert screen.viewer == seat and not screen.canvas.hand_hidden
        if not screen.controller.waiting_for_person():
            qtbot.waitUntil(lambda: screen.controller.waiting_for_person()
                            or screen.controller.game.outcome is not None, timeout=20000)
            continue
        view = screen.canvas.view
        viewer = screen.viewer
        assert isinstance(view["hands"][viewer], list)  # my hand, face up
        assert all(isinstance(h, dict) for p, h in enumerate(view["hands"]) if p != viewer)
        screen.choose(0)
        if seen_handoff and len(screen.controller.record.actions) > 120:
            break
    assert seen_handoff


def test_hotseat_undo_of_another_persons_decision_asks_them(qtbot, monkeypatch):
    from ringtable.ui.qt import QMessageBox

    window = start(qtbot, ["person", "person"], seed=19)
    screen = window.table
    asked = []
    answer = QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: asked.append(args[2]) or answer)
    for _ in range(200):
        if screen.handing_off():
            qtbot.mouseClick(screen.handoff.button, Qt.MouseButton.LeftButton)
        last = screen.controller.record.actions[-1].player if \
            screen.controller.record.actions else None
        if last is not None and last != screen.viewer:
            break
        screen.choose(0)
    count = len(screen.controller.record.actions)
    screen.undo()
    assert asked and "do you agree" in asked[0]
    assert len(screen.controller.record.actions) == count  # refused: nothing undone
    answer = QMessageBox.StandardButton.Yes
    screen.undo()
    assert len(screen.controller.record.actions) < count


def test_solo_steering_plays_every_person_without_hand_offs(qtbot):
    window = start(qtbot, ["person", "person", "person"], seed=15, solo=True)
    screen = window.table
    seats = set()
    for _ in range(150):
        assert not screen.handing_off()
        seat = screen.controller.deciding_seat
        if seat is None:
            break
        seats.add(seat)
        assert screen.viewer == seat
        screen.choose(0)
    assert len(seats) >= 2


def test_replay_of_a_board_game_steps_through_it(qtbot):
    window = start(qtbot, ["heuristic", "heuristic"], seed=17)
    screen = window.table
    screen.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: screen.controller.game.outcome is not None, timeout=120000)
    record = screen.controller.record
    qtbot.mouseClick(screen.game_over.buttons["replay"], Qt.MouseButton.LeftButton)
    replay = window.replay
    assert isinstance(replay, BoardScreen) and replay.controller.total == len(record.actions)
    replay.controller.goto(40)
    assert replay.controller.game.to_json() == record.replay(None, 40).to_json()
    assert not replay.undo_button.isEnabled() and replay.option_buttons == []
    bar = replay.replay_bar
    assert bar.jump.count() > 2 and "Rivendell" in bar.jump.itemText(2)


def test_save_quit_and_continue_in_a_fresh_process(tmp_path):
    env = {**os.environ, "RINGTABLE_HOME": str(tmp_path / "home"),
           "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": SRC}
    common = """
        import random
        from ringtable.ui.app import create_application
        from ringtable.ui.main_window import MainWindow
        from ringtable.ui.knizia.new_game import BoardChoices
        app = create_application(["t"])
        window = MainWindow()
    """
    first = common + """
        window.start_board_game(BoardChoices(["Frodo", "Sam"], ["person", "person"],
                                             ("#d9b44a", "#7fb2e5"), "normal", 23, True))
        screen = window.table
        rng = random.Random(2)
        for _ in range(70):
            screen.choose(rng.randrange(len(screen._legal)))
        c = screen.controller
        print(len(c.record.actions), c.game.state["loc"])
        window.close()  # autosaves
    """
    second = common + """
        window.continue_last_game()
        screen = window.table
        c = screen.controller
        print(len(c.record.actions), c.game.state["loc"])
        assert type(screen).__name__ == "BoardScreen"
        screen.choose(0)
        assert len(c.record.actions) == 71
        window.close()
    """
    outs = []
    for code in (first, second):
        done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]
        outs.append(done.stdout.split()[-2:])
    assert outs[0] == outs[1] and int(outs[0][0]) == 70


def test_the_board_controller_is_the_shared_controller():
    from ringtable.ui.table.controller import GameController

    assert issubclass(BoardController, GameController)


def test_hotseat_hands_off_before_the_first_persons_hand_is_shown(qtbot):
    """Nobody holds the device when a hotseat game opens: the first person too takes it
    through the hand-off page, so the others never see that hand."""
    window = start(qtbot, ["person", "person"], seed=19)
    screen = window.table
    first = screen.controller.deciding_seat
    assert screen.handing_off() and screen.handoff.seat == first
    assert screen.canvas.hand_hidden and screen.option_buttons == []
    assert not screen.undo_button.isEnabled() and not screen.redo_button.isEnabled()
    qtbot.mouseClick(screen.handoff.button, Qt.MouseButton.LeftButton)
    assert not screen.handing_off() and screen.viewer == first and screen.option_buttons


def test_solo_steering_is_kept_when_the_game_is_reopened(qtbot):
    """The "open hands" setting is off, but the game was started with solo steering:
    continued from the Games list, it is still played without hand-offs."""
    window = start(qtbot, ["person", "person"], seed=27, solo=True)
    assert window.settings.open_hands is False
    screen = window.table
    for _ in range(6):
        screen.choose(0)
    record = screen.controller.record
    from ringtable.ui.game_files import autosave_table

    window.show_start()
    assert autosave_table(window.table) is None
    window._close_table()
    window.show_games()
    games = window.games_screen
    games.table.selectRow([e.game_id for e in games.entries].index(record.game_id))
    games.buttons["continue"].click()
    again = window.table
    assert again.controller.record.board.solo_steering and again.open_hands
    assert not again.handing_off()


def test_the_board_table_honours_the_card_tables_settings(qtbot, monkeypatch):
    """Animation speed (0: off; else the board's slides take BOARD_PACE times it), the
    auto-pass and the leave confirmation reach the board game as they reach the card
    table; "open hands" is the New game dialog's first choice of solo steering."""
    from ringtable.ui.knizia.canvas import BOARD_PACE
    from ringtable.ui.knizia.new_game import BoardNewGameDialog

    window = MainWindow()
    qtbot.addWidget(window)
    window.settings.animation_ms = 0
    window.settings.auto_pass = True
    window.settings.open_hands = True
    window.settings.confirm_leave_game = True
    seen = {}
    monkeypatch.setattr(BoardNewGameDialog, "exec",
                        lambda dialog: seen.setdefault("solo", dialog.solo.isChecked()) and 0)
    window.show_new_board_game()
    assert seen["solo"] is True
    window.start_board_game(BoardChoices(["Frodo", "Sam"], ["person", "heuristic"],
                                         ("#d9b44a", "#7fb2e5"), "normal", 7, False))
    screen = window.table
    assert screen.canvas.animation_ms == 0 and screen.auto_pass and screen.confirm_leave
    window.settings.animation_ms = 200
    window.apply_settings()
    assert screen.canvas.animation_ms == 200 and BOARD_PACE > 1
    asked = []
    monkeypatch.setattr("ringtable.ui.theme.confirm", lambda *a: asked.append(a[2]) or False)
    screen._leave()
    assert asked and "autosaved" in asked[0] and window.table is screen


def test_auto_pass_ends_a_card_step_with_no_card_to_play(qtbot):
    """With auto-pass on, a person whose only choice is to end the card step does not
    have to click it: the step ends, and the log says so."""
    window = start(qtbot, ["person", "person"], seed=31, solo=True)
    screen = window.table
    screen.auto_pass = True
    rng = random.Random(4)
    for _ in range(1500):
        game = screen.controller.game
        if game.outcome is not None:
            break
        legal = game.legal_actions()
        assert not (len(legal) == 1 and legal[0].kind == "end"), "left for a click"
        screen.choose(rng.randrange(len(screen._legal)))
        if any("ends the card step automatically" in line.text
               for line in screen.controller.log):
            break
    assert any("ends the card step automatically" in line.text
               for line in screen.controller.log)


def test_pointing_at_a_special_card_shows_it_large_enough_to_read(qtbot):
    """At 1280x720 a card's words are a few pixels tall on the hand; pointing at a card
    with words (a yellow card) shows a copy whose words are at least 11 px, and it goes
    when the pointer leaves."""
    from ringtable.ui.knizia import painting

    window = start(qtbot, ["person", "person"], seed=7, solo=True)
    screen = window.table
    canvas = screen.canvas
    rng = random.Random(3)
    for _ in range(400):
        special = [k for k, _b in canvas._hand_boxes() if canvas.comps.cards[k[1]].text]
        if special:
            break
        screen.choose(rng.randrange(len(screen._legal)))
    key = special[0]
    qtbot.mouseMove(canvas, canvas.widget_point(key).toPoint())
    qtbot.waitUntil(lambda: canvas.zoomed() is not None)
    zoomed_key, box = canvas.zoomed()
    scale = canvas._scale()[0]
    card = canvas.box_of(key)
    assert zoomed_key == key
    assert painting.card_text_size(card.w) * scale < 8  # the card itself: too small
    assert painting.card_text_size(box.w) * scale >= 11
    assert box.y + box.h <= card.y and box.x >= 0 and box.x + box.w <= 1600
    assert canvas.comps.cards[key[1]].name in screen.status.text()
    qtbot.mouseMove(canvas, canvas.rect().topLeft() + QPoint(2, 2))  # the cloth
    qtbot.waitUntil(lambda: canvas.zoomed() is None)


def test_sound_cues_follow_the_sound_setting_and_chime_after_the_bots(qtbot, monkeypatch):
    """The board game plays through the app's one sound player (so the sound setting
    switches it on and off), and, as the card table, chimes "turn" when a person must
    decide again after a bot's moves (the events' own cues are silenced here)."""
    monkeypatch.setattr("ringtable.ui.knizia.screen.board_cue_for", lambda *a: None)
    window = start(qtbot, ["person", "heuristic"], seed=11)
    screen = window.table
    assert screen.sounds is window.services.sounds
    played = []
    screen.sounds = type("Recorder", (), {"play": lambda self, cue: played.append(cue)})()
    screen.controller.bot_delay_ms = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: screen.controller.waiting_for_person()
                        or screen.controller.game.outcome is not None, timeout=20000)
        if "turn" in played or screen.controller.game.outcome is not None:
            break
        screen.choose(0)
    assert "turn" in played
    window.settings.sound = False
    window.apply_settings()
    assert window.services.sounds.enabled is False


def test_the_log_shows_its_last_line_after_a_resize(qtbot):
    """A resize (the window made larger, a game opened then maximised) keeps the log on
    its last line, as at the game's end where the result is the last line."""
    window = start(qtbot, ["person", "person"], seed=9, solo=True)
    screen = window.table
    for _ in range(60):
        screen.choose(0)
    bar = screen.log.verticalScrollBar()
    for width, height in ((1920, 1080), (1280, 720), (1600, 900)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: screen.width() > w * 0.6)
        QApplication.processEvents()
        assert bar.maximum() > 0 and bar.value() == bar.maximum(), (width, bar.value())
