"""The table's second pass (issue 20): what a player sees and does at any window size.

One test (or a few) per numbered point of the issue, each driving the real widgets."""

from __future__ import annotations

import pytest

from ringtable.persistence import game_rules
from ringtable.testing import Scenario
from ringtable.ui.qt import Qt
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

PEOPLE = [Seat("Ann"), Seat("Bo")]
SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080)]


@pytest.fixture(scope="module")
def services(qapp):
    services = Services()
    assert services.db  # the card scripts are loaded before any game starts, as in the app
    return services


def table(qtbot, services, game, seats=PEOPLE, size=(1600, 900), viewing_seat=None,
          open_hands=True) -> TableScreen:
    controller = GameController(game, list(seats), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         open_hands=open_hands, viewing_seat=viewing_seat)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def two_fellowships() -> tuple[Scenario, dict[str, int]]:
    """Ann moves (Free Peoples); Bo's own companions and supports stay on the table."""
    sc = Scenario()
    cards = {
        "aragorn": sc.companion("Aragorn, Ranger of the North"),
        "gimli": sc.companion("Gimli, Son of Gloin", player=1),
        "axe": 0,
        "orc": sc.minion("Goblin Runner"),
        "ann_support": sc.support("Hobbit Party Guest"),
        "bo_support": sc.support("Hobbit Party Guest", player=1),
    }
    cards["axe"] = sc.bear(cards["gimli"], "Gimli's Battle Axe", player=1)
    return sc, cards


# 1. Both fellowships and both support areas always drawn, the inactive ones set apart.
@pytest.mark.parametrize("seat", [0, 1])
def test_both_fellowships_and_support_areas_are_drawn_for_either_seat(qtbot, services, seat):
    """'Both fellowships and both support areas are always on the table, the inactive
    ones clearly set apart.'"""
    sc, cards = two_fellowships()
    screen = table(qtbot, services, sc.start("shadow"), viewing_seat=seat)
    shown = screen.scene.cards
    for name, instance in cards.items():
        assert instance in shown, f"{name} is not drawn for seat {seat}"
        assert shown[instance].isVisible()
    assert shown[cards["gimli"]].resting and shown[cards["axe"]].resting
    assert not shown[cards["aragorn"]].resting and not shown[cards["orc"]].resting
    # Set apart: smaller, inside a labelled band, away from the skirmish rows.
    assert shown[cards["gimli"]].scale() < shown[cards["aragorn"]].scale()
    (label, x, y, w, h), = screen.scene.bands.bands
    assert "fellowship" in label and "not moving" in label
    gimli = shown[cards["gimli"]].sceneBoundingRect()
    assert x <= gimli.center().x() <= x + w and y <= gimli.center().y() <= y + h
    for other in ("aragorn", "orc"):
        assert not shown[cards[other]].sceneBoundingRect().intersects(gimli)


# 2. The zoomed card never covers the decision prompt or the winner line.
def _window_rect(widget):
    from ringtable.ui.qt import QRect

    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", SIZES)
def test_the_zoom_never_covers_the_decision_prompt(qtbot, services, size):
    """'The zoomed card covers the decision ("X, your decision" and the prompt) at
    1280x720, 1366x768, 1600x900 and 1920x1080.' The table screen sits under the main
    window's menu and status bars, so it gets some 50 px less than the window."""
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    sc.hand("Ranger's Sword")
    width, height = size[0], size[1] - 50
    screen = table(qtbot, services, sc.start("fellowship"), size=(width, height))
    screen.show_zoom("1_89")
    qtbot.wait(50)
    assert (screen.width(), screen.height()) == (width, height)  # it did not grow
    card = screen.zoom.card_rect().translated(_window_rect(screen.zoom).topLeft())
    for label in (screen.decision.who, screen.decision.prompt):
        shown = _window_rect(label)
        assert label.isVisible() and label.text()
        assert screen.rect().contains(shown), f"{label.text()!r} is cut off at {size}"
        assert not card.intersects(shown), f"the zoom covers {label.text()!r} at {size}"
    assert screen.zoom.pixmap().width() == screen.zoom.card_width >= 150


# 3. A game-over screen; the last skirmish frame cleared.
def finish_by_skirmish(qtbot, services, size=(1600, 900)) -> TableScreen:
    """Frodo, one wound from death, loses a skirmish to Goblin Runner: Bo wins."""
    sc = Scenario()
    frodo = sc.ring_bearer(0)
    sc.wounds(frodo, 3)
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, frodo)
    screen = table(qtbot, services, sc.start("skirmishes"), size=size)
    for _ in range(20):
        if screen.controller.game.outcome is not None:
            break
        assert screen.decision.press_pass()
    assert screen.controller.game.outcome is not None
    return screen


def test_the_end_of_a_game_has_a_game_over_screen(qtbot, services):
    """'A game-over screen says who won and why, shows a short summary (turns, sites
    reached, burdens, wounds, cards played), and offers Rematch, Replay, Save and Back.'"""
    screen = finish_by_skirmish(qtbot, services)
    panel = screen.game_over_panel
    assert panel.isVisible()
    assert panel.title.text() == "Bo wins"
    assert "Ring-bearer" in panel.reason.text()
    text = panel.summary_text()
    for heading in ("turn", "Site reached", "Burdens", "Wounds taken", "Cards played"):
        assert heading in text
    assert "Wounds taken: Ann 1" in text  # the skirmish's wound on Frodo, counted
    assert [b.text() for b in panel.buttons.values()] == ["Rematch", "Replay", "Save", "Back"]
    # It lies over the table, never over the decision panel's winner line.
    assert screen.view.rect().contains(panel.geometry())
    assert screen.decision.who.text().endswith("wins") and screen.decision.who.isVisible()
    with qtbot.waitSignal(screen.leave, timeout=1000):
        panel.buttons["back"].click()


def test_the_last_skirmish_frame_is_cleared_at_the_end(qtbot, services):
    """'The last skirmish frame stretches from a minion to the dead pile with "3 vs 9"
    in an empty row.'"""
    screen = finish_by_skirmish(qtbot, services)
    assert screen.scene.skirmish.box is None
    assert not screen.scene.totals.isVisible()


def test_rematch_and_replay_are_offered_for_a_recorded_game(qtbot, services):
    from ringtable.decks import starter_decks

    decks = starter_decks()
    assert services.db  # the card scripts are loaded before the game starts, as in the app
    controller = GameController.new_game(
        [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
        [Seat("Ann", "random"), Seat("Bo", "random")], 5, "fotr_block",
        rules=services.rules, bot_delay_ms=0)
    controller.stop()
    while controller.game.decision is not None:
        controller.apply(controller.bot_move(controller.game.decision.player))
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0)
    qtbot.addWidget(screen)
    screen.resize(1280, 670)
    screen.show()
    panel = screen.game_over_panel
    assert panel.isVisible() and all(b.isEnabled() for b in panel.buttons.values())
    centre, middle = panel.geometry().center(), screen.view.rect().center()
    assert abs(centre.x() - middle.x()) < 20 and abs(centre.y() - middle.y()) < 20
    summary = panel.summary
    assert summary.turns == controller.game.s.turn
    assert sum(p.cards_played for p in summary.players) > 0
    assert [p.site for p in summary.players] == list(controller.game.s.site)
    with qtbot.waitSignal(screen.rematch_wanted, timeout=1000):
        panel.buttons["rematch"].click()
    with qtbot.waitSignal(screen.replay_wanted, timeout=1000):
        panel.buttons["replay"].click()


# 4. Legible cards at every size from 1280x720.
@pytest.mark.parametrize("size", [(1280, 670), (1920, 1030)])
def test_every_card_on_the_table_and_in_hand_is_legible_without_hovering(qtbot, services, size):
    """'At every size from 1280x720 up, the title, cost and stats of every card on the
    table and in hand are legible without hovering (a compact face or a title band at
    small sizes), and cards of one culture are told apart at a glance.'"""
    sc, cards = two_fellowships()
    gondor = [sc.hand("Ranger's Sword"), sc.hand("Coat of Mail"),
              sc.hand("Boromir, Lord of Gondor")]
    screen = table(qtbot, services, sc.start("fellowship"), size=size)
    qtbot.wait(20)
    scene = screen.scene
    for instance in [*cards.values(), *gondor]:
        item = scene.cards[instance]
        on_screen = item.sceneBoundingRect().width() * scene.view_scale
        if scene.is_compact(item.scale()):
            title_px, stats_px = item.band_text_px()
            per_px = item.scale() * scene.view_scale
            assert title_px * per_px >= 10 and stats_px * per_px >= 12, item.card_id
        else:
            assert on_screen >= 130  # the printed face itself is readable
    if size[0] == 1280:
        assert all(scene.is_compact(scene.cards[i].scale()) for i in gondor)
        titles = {scene.compact_face(scene.cards[i].card_id).title for i in gondor}
        assert len(titles) == 3  # three Gondor cards, three different bands
        boromir = scene.compact_face(scene.cards[gondor[2]].card_id)
        assert boromir.cost == 3 and [k for _, k in boromir.stats] == [
            "strength", "vitality", "resistance"]


# 5. Attachments show their titles under their bearer; a usable one is clickable itself.
def test_an_attachment_shows_its_title_and_takes_its_own_clicks(qtbot, services):
    """'Attachments tuck in showing their footer, so you cannot see what Aragorn carries;
    a usable attachment glows as a sliver and a click there hits the bearer.' Athelas:
    'Fellowship: Discard this possession to heal a companion...'"""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(aragorn, 1)
    athelas = sc.bear(aragorn, "Athelas")
    sword = sc.bear(aragorn, "Ranger's Sword")
    screen = table(qtbot, services, sc.start("fellowship"), size=(1280, 670))
    scene = screen.scene
    bearer = scene.cards[aragorn].sceneBoundingRect()
    for instance in (athelas, sword):
        item = scene.cards[instance]
        assert item.strip > 0 and item.strip * item.scale() * scene.view_scale >= 12
        shown = item.mapRectToScene(item.boundingRect().adjusted(8, 8, -8, -8))
        assert shown.bottom() > bearer.bottom()  # its strip shows below the bearer
    assert scene.cards[athelas].legal
    item = scene.cards[athelas]
    strip_centre = item.mapToScene(40, 176 - item.strip / 2)
    assert scene.card_at(strip_centre) == athelas  # not the bearer
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=screen.view.mapFromScene(strip_centre))
    game = screen.controller.game
    assert screen.input.selected == athelas or game.s.zone[athelas] == "discard" or any(
        "Athelas" in b.text() for b in screen.decision.buttons)


# 6. The path marks the current site, its Shadow number and its text.
def test_the_path_marks_the_current_site_with_its_shadow_number_and_text(qtbot, services):
    """'The path does not mark the current site, its Shadow number or its text.'"""
    sc = Scenario()
    sc.at_site(2)
    screen = table(qtbot, services, sc.start("shadow"), size=(1280, 670))
    scene = screen.scene
    view = screen.controller.view(0)
    site = view["path"][2]
    card = services.db[view["cards"][site]["card"]]
    item = scene.cards[site]
    x, y, w, h = scene.current_site.box
    assert item.sceneBoundingRect().center().x() == pytest.approx(x + w / 2, abs=8)
    assert scene.current_site.label == f"Site 2 \u00b7 Shadow {card.shadow_number}"
    assert card.title in item.toolTip() and card.game_text[:20] in item.toolTip()


# 7. The decision panel.
def test_long_option_labels_wrap_and_many_options_fit(qtbot, services):
    """'Labels do not wrap (long ability texts vanish behind a scrollbar), only two
    options show at 1440x900.'"""
    sc = Scenario(rules=game_rules())  # Athelas's ability comes from its card script
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(aragorn, 1)
    sc.bear(aragorn, "Athelas")
    for name in ("Ranger's Sword", "Coat of Mail", "Boromir, Lord of Gondor",
                 "Legolas, Greenleaf", "Gimli, Son of Gloin", "Sam, Son of Hamfast"):
        sc.hand(name)
    screen = table(qtbot, services, sc.start("fellowship"), size=(1440, 850))
    qtbot.wait(30)
    panel = screen.decision
    athelas = next(b for b in panel.buttons  # its ability, not the offer to transfer it
                   if "Athelas" in b.text() and "transfer" not in b.text().lower())
    assert "heal a companion" in athelas.text()
    assert athelas.label.wordWrap() and athelas.height() > 2 * athelas.fontMetrics().height()
    assert athelas.label.width() <= athelas.width()
    viewport = panel.scroll.viewport()
    visible = [b for b in panel.buttons
               if b.mapTo(viewport, b.rect().bottomLeft()).y() <= viewport.height()]
    assert len(panel.buttons) >= 6 and len(visible) >= 4


def test_identical_options_are_told_apart_and_show_their_cards(qtbot, services):
    """'Two identical minions give two identical buttons, hovering an option never shows
    its card... Choices of cards show the cards.'"""
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    runners = [sc.minion("Goblin Runner"), sc.minion("Goblin Runner")]
    sc.wounds(runners[1], 1)
    screen = table(qtbot, services, sc.start("assign"), size=(1440, 850))
    panel = screen.decision
    aragorn = [b for b in panel.buttons if b.text().startswith("Assign Aragorn to Goblin")]
    assert len(aragorn) == 2 and aragorn[0].text() != aragorn[1].text()
    assert "unwounded" in aragorn[0].text() and "1 wound" in aragorn[1].text()
    assert [b.card for b in aragorn] == runners
    assert all(b.thumb is not None and not b.thumb.pixmap().isNull() for b in panel.buttons)
    aragorn[1].hovered.emit(aragorn[1].card)  # what entering the button with the mouse sends
    assert screen.zoom.card_id == services.db.by_title("Goblin Runner")[0].id
    assert screen.scene.cards[runners[1]].pointed
    assert not screen.scene.cards[runners[0]].pointed


def test_a_bid_is_a_number_not_eleven_buttons(qtbot, services):
    """'Bidding is a row of eleven buttons.'"""
    from ringtable.decks import starter_decks
    from ringtable.engine import Game, GameSetup

    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=3,
                              format="fotr_block", players=["Ann", "Bo"]), game_rules())
    screen = table(qtbot, services, game)
    panel = screen.decision
    assert panel.bid_picker is not None and panel.buttons == []
    panel.bid_picker.slider.setValue(3)
    assert panel.bid_picker.spin.value() == 3
    qtbot.mouseClick(panel.bid_picker.button, Qt.MouseButton.LeftButton)
    assert screen.controller.actions[-1] == {"kind": "bid", "player": 0, "value": 3}


# 8. Hotseat.
def play_randomly(qtbot, table, until, seed: int = 31) -> None:
    import random

    rng = random.Random(seed)
    controller = table.controller
    while controller.game.decision is not None and not until():
        if table.handing_off():
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
        legal = controller.view(controller.deciding_seat)["legal_actions"]
        controller.apply({k: v for k, v in rng.choice(legal).items() if k != "label"})


def test_hotseat_log_follows_the_newest_line_and_one_hand_pile_per_seat(qtbot, hotseat_window):
    """'The log never scrolls (after two turns it still shows "Bo takes seat 1"); two
    "Hand · N" piles sit on one spot with a garbled label.'"""
    window = hotseat_window()
    table = window.table
    play_randomly(qtbot, table, lambda: table.controller.game.s.turn >= 3)
    qtbot.wait(20)
    bar = table.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    hands = [key for key in table.scene.piles if key[1] == "hand"]
    assert len(hands) == 1 and hands[0][0] != table.viewing_seat()


def test_undo_and_redo_are_off_behind_the_hand_off_screen(qtbot, monkeypatch, hotseat_window):
    """'Undo and Redo are live behind the hand-off screen.'"""
    from ringtable.ui.qt import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    window = hotseat_window()
    table = window.table
    play_randomly(qtbot, table, lambda: table.handing_off() and table.controller.can_undo()
                  and len(table.controller.actions) > 8)
    assert table.handing_off()
    assert not table.undo_button.isEnabled() and not table.redo_button.isEnabled()
    assert not table.rules_off.isEnabled()
    actions = len(table.controller.actions)
    window.undo_current()  # Ctrl+Z
    table.undo()
    assert len(table.controller.actions) == actions and table.handing_off()


def test_a_hand_off_is_skipped_only_when_nothing_hidden_is_shown():
    """'Find the decisions where a hand-off can safely be skipped (nothing hidden
    changes).' Assigning names only cards on the table; playing from hand does not."""
    from ringtable.ui.table.hotseat import is_public_decision

    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    sc.minion("Goblin Runner")
    game = sc.start("assign")
    assert is_public_decision(game.view_for(0), game.view_for(1))
    sc = Scenario()
    sc.hand("Ranger's Sword")
    sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    assert not is_public_decision(game.view_for(0), game.view_for(1))
    bid = {"legal_actions": [{"kind": "bid", "player": 0, "value": 1}], "cards": {}}
    assert not is_public_decision(bid, {"cards": {}})


# 10. Bot pace.
def test_a_slow_bot_shows_its_progress_and_is_answered_for_at_its_cap(qtbot, services):
    """'The Hard bot took up to 4.7 s for a turn's answer in the table (its own cap is
    2 s per decision), with only a dim "is thinking" line.'"""
    import threading

    from ringtable.decks import starter_decks
    from ringtable.engine import Game, GameSetup

    release = threading.Event()

    def slow_bot(level, seat, seed, deck=None, rules=None):
        def choose(view):
            release.wait(5)  # far beyond the cap
            legal = view["legal_actions"][-1]
            return {k: v for k, v in legal.items() if k != "label"}

        return choose

    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=3,
                              format="fotr_block", players=["Ann", "Bo"]), game_rules())
    controller = GameController(game, [Seat("Ann", "hard"), Seat("Bo")],
                                bot_factory=slow_bot, bot_delay_ms=0)
    controller.bot_cap_s = 0.6
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         viewing_seat=1)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitUntil(lambda: screen.decision.progress.isVisible(), timeout=2000)
    assert "Ann (Hard bot) is thinking" in screen.decision.who.text()
    qtbot.waitUntil(lambda: bool(controller.bot_seconds), timeout=3000)
    release.set()
    assert controller.actions and controller.bot_seconds[0] < 0.6 + 0.3
    assert any("ran out of time" in line.text for line in controller.log)
    qtbot.waitUntil(lambda: not screen.decision.progress.isVisible(), timeout=2000)
    controller.stop()


# 9. The smaller points.
def new_game_at_bidding():
    from ringtable.decks import starter_decks
    from ringtable.engine import Game, GameSetup

    decks = starter_decks()
    return Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=3,
                              format="fotr_block", players=["Ann", "Bo"]), game_rules())


def test_setup_does_not_read_turn_zero_and_seats_are_not_numbered_from_zero(qtbot, services):
    """'Setup reads "Turn 0 · X moves the fellowship"; "(0 = first)" beside "Take seat
    1/2".'"""
    screen = table(qtbot, services, new_game_at_bidding())
    assert screen.scene.tracker.heading().startswith("Setting up")
    for _ in range(6):
        if screen.decision.bid_picker is not None:
            qtbot.mouseClick(screen.decision.bid_picker.button, Qt.MouseButton.LeftButton)
        if any(b.text().startswith("Take seat") for b in screen.decision.buttons):
            break
    assert any(b.text() == "Take seat 1" for b in screen.decision.buttons)
    assert "0 = first" not in screen.decision.prompt.text()


def test_pass_for_me_is_offered_to_people_only_and_not_clipped(qtbot):
    """'"Pass for me when I have no play" is clipped and offered for bot seats.'"""
    from ringtable.ui.main_window import MainWindow
    from ringtable.ui.new_game import NewGameDialog

    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    dialog.show()
    person, bot = dialog.auto_pass_boxes
    assert person.isVisible() and not bot.isVisible()
    assert person.sizeHint().width() <= person.width()
    bot.setChecked(True)
    dialog.controller_boxes[1].setCurrentIndex(dialog.controller_boxes[1].findData("person"))
    assert bot.isVisible()
    dialog.controller_boxes[1].setCurrentIndex(1 if dialog.controller_boxes[1].currentIndex()
                                               == 0 else 0)


def test_help_does_not_promise_what_escape_does_not_do():
    """'F1 says Escape goes back and it does not.'"""
    from ringtable.ui.main_window import SHORTCUTS

    escape = dict(SHORTCUTS)["Escape"]
    assert "start screen" not in escape and "cancel" in escape.lower()


def test_clicking_your_draw_deck_says_its_count_without_a_dialog(qtbot, services, dialogs):
    """'Clicking your own draw deck opens a modal message.'"""
    sc = Scenario()
    sc.draw_top("Ranger's Sword")
    screen = table(qtbot, services, sc.start("fellowship"))
    screen.input.pile_clicked(0, "draw")
    assert dialogs == []
    assert "draw deck: 1 cards" in screen.status.text() or "draw deck: 1" in screen.status.text()


def test_a_second_copy_in_hand_can_be_dragged_into_play(qtbot, services):
    """'A second copy of a card in hand cannot be dragged.'"""
    from ringtable.ui.qt import QPoint

    sc = Scenario()
    first, second = sc.hand("Goblin Runner"), sc.hand("Goblin Runner")
    sc.twilight(6)
    screen = table(qtbot, services, sc.start("shadow"), viewing_seat=1)
    assert screen.scene.cards[second].legal
    viewport = screen.view.viewport()
    item = screen.scene.cards[second]
    start = screen.view.mapFromScene(item.sceneBoundingRect().center())
    to = screen.view.mapFromScene(900, 420)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, pos=start + (to - start) * step / 5)
    # a drag shows a proxy of the card; the card itself waits in its place
    assert screen.scene.drag_proxy.isVisible() and item.opacity() < 1
    assert isinstance(to, QPoint)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to)
    assert not screen.scene.drag_proxy.isVisible()
    zones = screen.controller.game.s.zone
    assert sorted([zones[first], zones[second]]) == ["hand", "minions"]


def test_a_drop_is_applied_asked_about_or_refused_with_the_reason():
    """'A drop is answered "That card cannot go there." whether it was illegal or
    ambiguous.' Zones, not only cards, are drop targets."""
    from ringtable.ui.table.interaction import drop_result

    legal = [{"kind": "play", "player": 0, "card": 5, "target": 1, "label": "Play on A"},
             {"kind": "play", "player": 0, "card": 5, "target": 2, "label": "Play on B"},
             {"kind": "play", "player": 0, "card": 6, "label": "Play C"},
             {"kind": "use", "player": 0, "card": 7, "value": 0, "label": "Use D"},
             {"kind": "play", "player": 0, "card": 7, "label": "Play D"}]
    assert drop_result(legal, 5, 2).action["target"] == 2
    assert drop_result(legal, 6, None).action["card"] == 6
    assert drop_result(legal, 7, None).action["kind"] == "play"  # onto the table: play it
    which_bearer = drop_result(legal, 5, None, "Ranger's Sword")  # ambiguous: ask
    assert which_bearer.action is None and len(which_bearer.choices) == 2
    refused = drop_result(legal, 9, None, "Goblin Runner", "Fellowship phase: play a card")
    assert refused.reason == "Goblin Runner cannot be played now. Fellowship phase: play a card"


# Also wanted: the skirmish panel.
def test_the_skirmish_panel_counts_each_side_with_every_contribution(qtbot, services):
    """'A skirmish panel like the one players know: each side's strength with every
    contribution (printed, possessions, conditions, events), damage bonuses, and the
    overwhelm threshold.' Ranger's Sword: strength +2 for Aragorn."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Ranger's Sword")
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, aragorn)
    screen = table(qtbot, services, sc.start("skirmishes"), size=(1280, 670))
    panel = screen.decision.skirmish
    assert panel.isVisible()
    text = panel.text().replace("&#x27;", "'")
    for part in ("Free Peoples", "Aragorn", "Ranger's Sword", "+2", "Shadow", "Goblin Runner",
                 "Overwhelm: Shadow at 20, Free Peoples at 10"):
        assert part in text, part
    counted = screen.decision.skirmish
    assert counted.geometry().bottom() < screen.decision.pass_button.geometry().top()


# Structure: the UI passes typed Actions.
def test_the_table_passes_typed_actions_not_json(qtbot, services):
    """'The UI passes typed Actions, not JSON dicts parsed back.'"""
    from ringtable.engine import Action

    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    sent = []
    screen.input.act.connect(sent.append)
    screen.decision.chosen.connect(sent.append)
    screen.input.clicked(aragorn)
    screen.decision.press_pass()
    assert len(sent) == 2 and all(isinstance(a, Action) for a in sent)
    assert sent[0] == Action("play", 0, card=aragorn)


# Also wanted: replays from either seat's view; "Rules off" disabled in a replay.
def test_a_replay_is_watched_from_either_seat_without_rules_off(qtbot):
    """'Replays from either seat's view; "Rules off" disabled in a replay.'"""
    from ringtable.decks import starter_decks
    from ringtable.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    decks = starter_decks()
    assert window.services.db
    played = GameController.new_game(
        [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
        [Seat("Ann", "random"), Seat("Bo", "random")], 21, "fotr_block",
        rules=window.services.rules, bot_delay_ms=0)
    played.stop()
    while played.game.decision is not None:
        played.apply(played.bot_move(played.game.decision.player))
    window.show_replay(played.record, "a finished game")
    screen = window.replay
    bar = screen.replay_bar
    screen.controller.goto(screen.controller.total // 2)
    assert screen.viewing_seat() == 0 and not screen.rules_off.isVisible()
    bar.seat.setCurrentIndex(1)
    assert screen.viewing_seat() == 1
    assert screen.scene.view["you"] == 1


def test_the_deck_builder_shows_cultures_unclipped_at_1280x720(qtbot):
    """'"Cultures" clipped in the deck builder at 1280x720.'"""
    from ringtable.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.show_deck_builder()
    qtbot.wait(50)
    label = window.deck_builder.browser.filters.cultures_label
    assert label.isVisible() and label.width() >= label.fontMetrics().horizontalAdvance("Cultures:")
    window.deck_builder.edit.mark_saved()


def test_a_player_deciding_in_the_open_can_still_ask_for_their_hand(qtbot, hotseat_window):
    """A decision in the open keeps hands face down; 'show my hand' hands the device
    over properly (the hand-off screen, then that player's own view)."""
    window = hotseat_window()
    table = window.table
    play_randomly(qtbot, table, lambda: table.seats_flow.public is not None)
    seat = table.seats_flow.public
    assert table.seats_flow.show_hand_button.isVisible() and not table.handing_off()
    qtbot.mouseClick(table.seats_flow.show_hand_button, Qt.MouseButton.LeftButton)
    assert table.handing_off() and table.handoff.seat == seat
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    hand = table.controller.game.s.piles[seat]["hand"]
    assert table.seats_flow.revealed == seat and not table.seats_flow.show_hand_button.isVisible()
    assert all(table.scene.cards[c].face_up for c in hand if c in table.scene.cards)


def test_unchecked_boxes_have_a_visible_frame(qtbot):
    """'Unchecked boxes are nearly invisible.'"""
    from ringtable.ui.qt import QCheckBox, QColor

    box = QCheckBox("Rules off")
    qtbot.addWidget(box)
    box.show()
    image = box.grab().toImage()
    gold = QColor("#c9a14a")
    framed = sum(1 for x in range(min(image.width(), 24)) for y in range(image.height())
                 if abs(QColor(image.pixel(x, y)).red() - gold.red()) < 40
                 and abs(QColor(image.pixel(x, y)).green() - gold.green()) < 40
                 and QColor(image.pixel(x, y)).blue() < 120)
    assert framed >= 20  # the indicator's frame is drawn in gold


def test_dropping_a_card_back_on_the_hand_puts_it_back(qtbot, services):
    """Zones are drop targets: back onto the hand means 'never mind', not an error."""
    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    screen.input.drag_started(aragorn)
    screen.input.dropped(aragorn, None, "hand")
    assert screen.controller.game.s.zone[aragorn] == "hand" and screen.status.text() == ""
    screen.input.drag_started(aragorn)
    screen.input.dropped(aragorn, None, "characters")
    assert screen.controller.game.s.zone[aragorn] == "fellowship"


@pytest.mark.parametrize("size", SIZES)
def test_the_zoom_never_covers_the_winner_line(qtbot, services, size):
    """'...the winner line at the end is hidden the same way.'"""
    width, height = size[0], size[1] - 50
    screen = finish_by_skirmish(qtbot, services, size=(width, height))
    screen.show_zoom("1_89")
    qtbot.wait(30)
    assert (screen.width(), screen.height()) == (width, height)
    card = screen.zoom.card_rect().translated(_window_rect(screen.zoom).topLeft())
    who = _window_rect(screen.decision.who)
    assert screen.decision.who.text().endswith("wins") and screen.rect().contains(who)
    assert not card.intersects(who)
    panel = screen.game_over_panel
    assert not panel.geometry().translated(screen.view.pos()).intersects(
        _window_rect(screen.side_widget))


def test_the_hand_grows_into_the_room_a_narrow_window_shows(qtbot, services):
    """Point 4 again: at 1280x720 the table is drawn at half size; the hand uses the
    room shown under the table, so its titles are larger, and stays fully in view."""
    sc = Scenario()
    cards = [sc.hand(name) for name in ("Ranger's Sword", "Coat of Mail", "Athelas")]
    screen = table(qtbot, services, sc.start("fellowship"), size=(1280, 670))
    qtbot.wait(20)
    scene = screen.scene
    visible = screen.view.mapToScene(screen.view.viewport().rect()).boundingRect()
    for instance in cards:
        item = scene.cards[instance]
        assert item.scale() > 1.2
        assert visible.contains(item.sceneBoundingRect().adjusted(8, 8, -8, -8))


def test_rematch_and_replay_from_the_main_window(qtbot, hotseat_window):
    """Game over in the app: Rematch starts the same decks and seats again; Replay steps
    through the game just played (the existing replay screen, from the record)."""
    import random

    from ringtable.ui.main_window import MainWindow

    window = hotseat_window()
    table = window.table
    controller = table.controller
    rng = random.Random(5)
    while controller.game.decision is not None:
        legal = controller.game.legal_actions()
        controller.apply(rng.choice(legal))
    assert table.game_over_panel.isVisible()
    record = controller.record
    table.game_over_panel.buttons["replay"].click()
    assert window.stack.currentWidget() is window.replay
    assert window.replay.controller.total == len(record.actions)
    table.game_over_panel.buttons["rematch"].click()
    assert window.table is not table and window.stack.currentWidget() is window.table
    seats = [(s.name, s.controller) for s in window.table.controller.seats]
    assert seats == [(s.name, s.controller) for s in record.seats]
    assert window.table.controller.game.outcome is None
    assert isinstance(window, MainWindow)
