"""Manual tools on the table: an unscripted card resolved by hand, rules off, undo."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario
from ringtable.ui.qt import QPoint, Qt
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen


@pytest.fixture(scope="module")
def services(qapp):
    return Services()


def open_table(qtbot, services, game) -> TableScreen:
    controller = GameController(game, [Seat("Ann"), Seat("Bo")], bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         open_hands=True)
    qtbot.addWidget(screen)
    screen.resize(1600, 900)
    screen.show()
    return screen


def choose(monkeypatch, label: str) -> None:
    """The next right-click menu picks ``label`` (a modal menu cannot be clicked offscreen)."""
    def pick(menu, where):
        for item in menu.actions():
            if item.text() == label:
                return item.data()
        raise AssertionError(f"{label!r} not in {[i.text() for i in menu.actions()]}")

    monkeypatch.setattr("ringtable.ui.table.manual_actions.run_menu", pick)


def test_unscripted_card_is_resolved_by_hand_and_the_game_goes_on(qtbot, services, monkeypatch):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    friends = sc.hand("5_40", player=0)  # Take Cover: not scripted
    sword = sc.discard("Ranger's Sword", player=0)
    screen = open_table(qtbot, services, sc.start("fellowship"))
    pos = screen.view.mapFromScene(screen.scene.cards[friends].sceneBoundingRect().center())
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert screen.unscripted.isVisible()
    assert "Take Cover" in screen.unscripted.title.text()
    assert "from your discard pile" in screen.unscripted.text.text()

    choose(monkeypatch, "Exert")
    screen.manual.menu(aragorn, QPoint())
    choose(monkeypatch, "Move to bottom of the draw deck")
    screen.manual.menu(sword, QPoint())
    game = screen.controller.game
    assert game.s.wounds[aragorn] == 1
    assert game.s.zone[sword] == "draw" and game.s.piles[0]["draw"][-1] == sword

    qtbot.mouseClick(screen.unscripted.button, Qt.MouseButton.LeftButton)
    assert not screen.unscripted.isVisible()
    texts = [line.text for line in screen.controller.log]
    assert "Manual: Player 1 exerts Aragorn" in texts
    assert "Manual: Player 1 has resolved the text of Take Cover by hand" in texts
    before = game.decision
    screen.decision.press_pass()
    assert screen.controller.game.decision != before  # the game continues


def test_rules_off_lets_a_refused_change_through_and_marks_it(qtbot, services, monkeypatch):
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    screen = open_table(qtbot, services, sc.start("fellowship"))
    choose(monkeypatch, "Remove a twilight token")
    screen.manual.menu(-1, QPoint())
    assert "turn the rules off" in screen.status.text()
    screen.rules_off.setChecked(True)
    screen.manual.menu(-1, QPoint())
    assert screen.controller.log[-1].text.startswith("Manual (RULES OFF): Player 1")


def test_only_the_deciding_seat_gets_the_manual_menu(qtbot, services, monkeypatch):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    controller = GameController(game, [Seat("Ann"), Seat("Bo")], bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, viewing_seat=1,
                         animation_ms=0)
    qtbot.addWidget(screen)
    choose(monkeypatch, "Exert")
    screen.manual.menu(aragorn, QPoint())
    assert "player who must decide" in screen.status.text()
    assert game.s.wounds[aragorn] == 0


def test_undo_against_a_bot_returns_exactly_to_my_decision(qtbot):
    from ringtable.decks import starter_decks
    from ringtable.ui.main_window import MainWindow
    from ringtable.ui.new_game import GameChoices

    window = MainWindow()
    qtbot.addWidget(window)
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bot"], ["person", "random"], "fotr_block", 12))
    controller = window.table.controller
    for _ in range(6):  # a few of my decisions, each answered by the bot if it is its turn
        qtbot.waitUntil(lambda: controller.deciding_seat == 0, timeout=10000)
        before = controller.game.to_json()  # the position before my latest decision
        mine = controller.view(0)["legal_actions"][0]
        controller.apply({k: v for k, v in mine.items() if k != "label"})
    qtbot.waitUntil(lambda: controller.deciding_seat == 0, timeout=10000)
    assert window.table.undo_button.isEnabled()
    assert window.table.undo_button.toolTip().startswith("Undo: ")
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.to_json() == before
    assert controller.can_redo()
    window.redo_current()
    assert controller.record.actions[-1].player == 1 or controller.deciding_seat == 0


def test_strict_games_offer_no_undo_and_no_rules_off(qtbot):
    from ringtable.decks import starter_decks
    from ringtable.ui.main_window import MainWindow
    from ringtable.ui.new_game import GameChoices

    window = MainWindow()
    qtbot.addWidget(window)
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", 3,
                                  strict=True))
    table = window.table
    table.controller.apply({k: v for k, v in table.controller.view(
        table.controller.deciding_seat)["legal_actions"][0].items() if k != "label"})
    assert not table.undo_button.isVisible() and not table.rules_off.isVisible()
    assert not table.controller.undo()


def test_attach_a_card_by_choosing_its_target_on_the_table(qtbot, services, monkeypatch):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sword = sc.hand("Ranger's Sword", player=0)
    screen = open_table(qtbot, services, sc.start("fellowship"))
    choose(monkeypatch, "Attach to a card\u2026")
    screen.manual.menu(sword, QPoint())
    assert "Click the card" in screen.status.text()
    screen.input.clicked(aragorn)  # the click on Aragorn is taken as the target
    s = screen.controller.game.s
    assert s.zone[sword] == "attached" and s.bearer[sword] == aragorn
    assert "puts Ranger's Sword on Aragorn" in screen.controller.log[-1].text


def test_keyboard_manual_changes_act_on_the_card_pointed_at(qtbot, services):
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    screen = open_table(qtbot, services, sc.start("fellowship"))
    screen.show()
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=3000)
    screen.input.hovered(aragorn, "1_89")
    qtbot.keyClick(screen.view, Qt.Key.Key_W)
    assert screen.controller.game.s.wounds[aragorn] == 1
    qtbot.keyClick(screen.view, Qt.Key.Key_W, Qt.KeyboardModifier.ShiftModifier)
    assert screen.controller.game.s.wounds[aragorn] == 0
    pool = screen.controller.game.s.twilight
    qtbot.keyClick(screen.view, Qt.Key.Key_T)
    assert screen.controller.game.s.twilight == pool + 1


def test_look_at_your_own_draw_deck_is_logged_and_shown_to_you(qtbot, services, monkeypatch):
    sc = Scenario()
    for name in ("Uruk Soldier", "Athelas", "Armor"):
        sc.draw_top(name, player=0)
    screen = open_table(qtbot, services, sc.start("fellowship"))
    choose(monkeypatch, "Look at your draw deck")
    screen.manual.menu(-1, QPoint())
    assert screen.controller.log[-1].text == "Manual: Player 1 looks at their draw deck"
    from ringtable.ui.qt import QListWidget

    listing = screen.manual.deck_dialog.findChild(QListWidget)
    shown = [listing.item(i).text() for i in range(listing.count())]
    game = screen.controller.game
    assert shown == [services.db[game.s.defs[c]].title for c in game.s.piles[0]["draw"]]
    assert shown[:3] == ["Armor", "Athelas", "Uruk Soldier"]  # top card first


def test_change_a_keyword_for_a_chosen_duration(qtbot, services, monkeypatch):
    from ringtable.ui.table.manual_ui import ModifyDialog

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    screen = open_table(qtbot, services, sc.start("fellowship"))

    def fill(dialog: ModifyDialog) -> int:
        dialog.what.setCurrentIndex(dialog.what.findData("keyword"))
        dialog.keyword.setText("damage")
        dialog.amount.setValue(2)
        dialog.until.setCurrentIndex(dialog.until.findData("phase"))
        return 1

    monkeypatch.setattr(ModifyDialog, "exec", fill)
    choose(monkeypatch, "Change strength, vitality, resistance or a keyword\u2026")
    screen.manual.menu(aragorn, QPoint())
    assert screen.controller.view(0)["cards"][aragorn]["keywords"]["damage"] == 2
    assert "damage +2 until the end of the phase" in screen.controller.log[-1].text


def test_rules_off_shows_a_banner_on_the_table(qtbot, services):
    screen = open_table(qtbot, services, Scenario().start("fellowship"))
    assert not screen.rules_banner.isVisible()
    screen.rules_off.setChecked(True)
    assert screen.rules_banner.isVisible() and "RULES OFF" in screen.rules_banner.text()
    screen.rules_off.setChecked(False)
    assert not screen.rules_banner.isVisible()


def test_put_a_site_from_your_adventure_deck_on_the_path(qtbot, services, monkeypatch):
    from ringtable.ui.table.manual_ui import SitePlacementDialog

    screen = open_table(qtbot, services, Scenario().start("fellowship"))
    game = screen.controller.game
    site_3 = next(c for c in game.s.piles[0]["adventure"] if game.cards[c].site_number == 3)

    def pick(dialog: SitePlacementDialog) -> int:
        dialog.site.setCurrentIndex(next(i for i in range(dialog.site.count())
                                         if dialog.site.itemData(i)[0] == site_3))
        return 1

    monkeypatch.setattr(SitePlacementDialog, "exec", pick)
    choose(monkeypatch, "Put a site from your adventure deck on the path\u2026")
    screen.manual.menu(-1, QPoint())
    assert game.s.path[3] == site_3
    assert "on the adventure path at site 3" in screen.controller.log[-1].text
