"""The game table, played through its widgets with the mouse and keyboard."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.testing import Scenario
from ringtable.ui.qt import QPoint, Qt
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

BASE_RULES = Rules.base(default_database())  # the engine without card scripts

PEOPLE = [Seat("Ann"), Seat("Bo")]


@pytest.fixture(scope="module")
def services(qapp):
    return Services()


def table(qtbot, services, game: Game, seats=PEOPLE) -> TableScreen:
    controller = GameController(game, list(seats), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         open_hands=True)
    qtbot.addWidget(screen)
    screen.resize(1600, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=3000)
    screen.view.setFocus()
    return screen


def point_of(screen: TableScreen, instance: int) -> QPoint:
    item = screen.scene.cards[instance]
    return screen.view.mapFromScene(item.sceneBoundingRect().center())


def click(qtbot, screen: TableScreen, instance: int) -> None:
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=point_of(screen, instance))


def drag(qtbot, screen: TableScreen, instance: int, to: QPoint) -> None:
    viewport = screen.view.viewport()
    start = point_of(screen, instance)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, pos=start + (to - start) * step / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to)


def test_play_a_companion_by_drag(qtbot, services):
    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    assert screen.scene.cards[aragorn].legal  # highlighted: it can be played
    drag(qtbot, screen, aragorn, screen.view.mapFromScene(900, 640))
    assert screen.controller.game.s.zone[aragorn] == "fellowship"
    assert any("Aragorn" in line.text for line in screen.controller.log)


def test_play_a_possession_by_click_then_its_bearer(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sword = sc.hand("Ranger's Sword")
    screen = table(qtbot, services, sc.start("fellowship"))
    click(qtbot, screen, sword)
    if screen.controller.game.s.zone[sword] == "hand":  # several bearers: choose one
        assert screen.scene.cards[aragorn].drop_target or screen.input.targets
        click(qtbot, screen, aragorn)
    s = screen.controller.game.s
    assert s.zone[sword] == "attached" and s.bearer[sword] == aragorn


def test_cards_that_cannot_be_used_are_not_highlighted(qtbot, services):
    sc = Scenario()
    orc = sc.hand("Goblin Runner")  # a Shadow card in the Shadow player's hand
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    assert screen.viewing_seat() == 0
    assert screen.scene.cards[aragorn].legal
    assert orc not in screen.scene.cards or not screen.scene.cards[orc].legal


def test_assign_a_skirmish_by_dragging_a_companion_onto_a_minion(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Goblin Runner")
    game = sc.start("assign")
    assert game.decision.kind == "assign"
    screen = table(qtbot, services, game)
    drag(qtbot, screen, aragorn, point_of(screen, orc))
    assert screen.controller.game.s.assigned[orc] == aragorn


def test_choose_archery_wounds_by_clicking(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.minion("Goblin Archer")  # a Moria archer: the minion archery total is 1
    game = sc.start("archery_fire")
    screen = table(qtbot, services, game)
    for _ in range(6):
        decision = screen.controller.game.decision
        if decision.kind == "archery_wound":
            break
        screen.decision.press_pass()
    assert screen.controller.game.decision.kind == "archery_wound"
    assert screen.scene.cards[aragorn].legal
    click(qtbot, screen, aragorn)
    assert screen.controller.game.s.wounds[aragorn] == 1


def test_resolve_a_skirmish_by_passing_with_the_keyboard(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, aragorn)
    screen = table(qtbot, services, sc.start("skirmishes"))
    for _ in range(6):
        if any("wins the skirmish" in line.text for line in screen.controller.log):
            break
        qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    assert screen.isActiveWindow()
    assert any("Aragorn wins the skirmish" in line.text for line in screen.controller.log)
    assert screen.controller.game.s.zone[orc] != "minions" or screen.controller.game.s.wounds[orc]


def test_a_whole_turn_through_the_panel_buttons(qtbot, services):
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=3,
                              format="fotr_block", players=["Ann", "Bo"]), BASE_RULES)
    screen = table(qtbot, services, game)
    for _ in range(400):
        s = screen.controller.game.s
        if s.turn >= 2 or screen.controller.game.decision is None:
            break
        panel = screen.decision
        button = (panel.pass_button if panel.pass_button.isVisible()
                  else panel.bid_picker.button if panel.bid_picker else panel.buttons[0])
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert screen.controller.game.s.turn >= 2
    phases = {line.phase for line in screen.controller.log}
    assert {"fellowship", "shadow", "regroup"} <= phases


# "hard" starts a helper process; its pool's manager thread and the search thread allocate
# a lot, which once let the cyclic garbage collector destroy earlier tables' Qt objects
# off the GUI thread (see test_bot_threads.py).
@pytest.mark.parametrize("level", ["random", "normal", "hard"])
def test_bot_seat_answers_in_the_background(qtbot, services, level):
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=5,
                              format="fotr_block", players=["Ann", "Bot"]), BASE_RULES)
    screen = table(qtbot, services, game, seats=[Seat("Ann"), Seat("Bot", level)])
    qtbot.waitUntil(lambda: screen.controller.game.decision is not None
                    and screen.controller.deciding_seat == 0, timeout=10000)
    assert screen.viewing_seat() == 0
    view = screen.controller.view(0)
    hidden = view["piles"][1]["hand"]
    assert isinstance(hidden, dict)  # the bot's hand is only a count on Ann's table
    screen.controller.stop()  # releases the bot (the Hard bot's helper process)


def test_the_decision_panel_shows_only_the_current_options(qapp):
    from ringtable.ui.table.decision_panel import DecisionPanel

    panel = DecisionPanel()
    panel.show_decision("Ann", "Bid", [{"kind": "bid", "player": 0, "label": "Bid 0"},
                                       {"kind": "bid", "player": 0, "value": 1,
                                        "label": "Bid 1"}])
    panel.show_decision("Ann", "Shadow phase", [{"kind": "play", "player": 0, "card": 3,
                                                 "label": "Play Uruk Soldier"},
                                                {"kind": "pass", "player": 0, "label": "Pass"}])
    visible = [b.text() for b in panel.options_box.findChildren(type(panel.pass_button))
               if not b.isHidden()]
    assert visible == ["Play Uruk Soldier"]
    assert panel.pass_button.text() == "Pass"


def test_z_shows_the_pointed_card_large_and_escape_hides_it(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    screen = table(qtbot, services, sc.start("fellowship"))
    screen.input.hovered(aragorn, "1_89")
    assert screen.zoom.card_id == "1_89"
    qtbot.keyClick(screen.view, Qt.Key.Key_Z)
    assert screen.big_zoom.isVisible() and screen.big_zoom.pixmap().width() > 300
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert not screen.big_zoom.isVisible()


def test_ring_bearer_shows_burdens_and_cards_show_gained_keywords(qtbot, services):
    from ringtable.engine import manual

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.burdens(3, player=0)
    game = sc.start("fellowship")
    game.apply(manual(0, "modify", card=aragorn, stat="kw:damage", amount=1, until="turn"))
    screen = table(qtbot, services, game)
    frodo = game.s.ring_bearer[0]
    assert screen.scene.cards[frodo].entry.get("burdens") == 3
    assert screen.scene.cards[aragorn].entry.get("gained_keywords") == ["damage"]


def test_the_adventure_deck_is_a_counted_pile(qtbot, services):
    screen = table(qtbot, services, Scenario().start("fellowship"))
    pile = screen.scene.piles[(0, "adventure")]
    assert pile.count == len(screen.controller.game.s.piles[0]["adventure"]) > 0


def test_a_wound_flashes_the_card_and_escape_skips_it(qtbot, services):
    from ringtable.engine import manual

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    controller = GameController(game, list(PEOPLE), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=180,
                         open_hands=True)
    qtbot.addWidget(screen)
    controller.apply(manual(0, "wounds", card=aragorn, amount=1).to_json())
    assert screen.scene.cards[aragorn].flash_level > 0
    controller.apply(manual(0, "twilight", amount=2).to_json())
    assert screen.scene.twilight.flash_level > 0
    assert screen.scene.finish_animations()
    assert screen.scene.cards[aragorn].flash_level == 0 == screen.scene.twilight.flash_level
    qtbot.waitUntil(lambda: not screen.scene._flashing, timeout=2000)  # noqa: SLF001
