"""The table shows what today's rules change (issue 18's cards), without the log: a
twilight cost changed in hand, the game-wide rules in force, a card whose game text does
not apply or which has a site's game text, and the skip-phase and "until you choose to
stop" decisions. Each test opens the real table on a ``Scenario`` position with the card
scripts loaded, as the app does."""

from __future__ import annotations

import pytest

from ringtable.engine import path
from ringtable.engine.skips import skip_next_shadow_phase
from ringtable.persistence import game_rules
from ringtable.testing import Scenario, act
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.rule_marks import UP, RuleLine, chip_lines
from ringtable.ui.table.screen import TableScreen

RULES = game_rules()
ANN_ALONE = [Seat("Ann"), Seat("Bo", "easy")]
PEOPLE = [Seat("Ann"), Seat("Bo")]
GANDALF, GIMLI, SAM, ARAGORN = "1_364", "1_13", "1_311", "1_89"
NINE_WALKERS, HELPLESS, SILINDE = "1_79", "2_76", "1_60"
SOME_WHO_RESISTED, ELENDILS_VALOR = "3_45", "1_103"
TROLL, CHAIN, NO_BUSINESS = "1_165", "2_53", "2_44"
FP_SITES = ("1_320", "1_327", "1_341", "1_346", "1_349", "2_120", "1_355", "1_358", "1_361")
SH_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")


@pytest.fixture(scope="module")
def services(qapp):
    return Services()


def table(qtbot, services, game, seats=ANN_ALONE, size=(1280, 720)) -> TableScreen:
    controller = GameController(game, list(seats), bot_delay_ms=10**6)  # the bot waits
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def in_hand(game, card_id: str) -> int:
    return next(c for c in game.s.piles[game.s.fp]["hand"] if game.s.defs[c] == card_id)


def painted(item, without: str = ""):
    """The card item as it paints itself (its entry without the key ``without``)."""
    from ringtable.ui.qt import QImage, QPainter
    from ringtable.ui.table.layout import CARD_H, CARD_W

    saved = item.entry
    item.entry = {k: v for k, v in saved.items() if k != without}
    image = QImage(CARD_W * 2, CARD_H * 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(2, 2)
    item.paint(painter, None)
    painter.end()
    item.entry = saved
    return image


def zoomed(screen: TableScreen, instance: int, card_id: str):
    """Point at a card on the table: the zoom panel's image and the plain face."""
    screen.input.hovered(instance, card_id)
    plain = screen.pixmaps.get_now(card_id, screen.zoom.card_width).toImage()
    return screen.zoom.pixmap().toImage(), plain


def test_a_cost_changed_in_hand_replaces_the_printed_cost_on_the_card_and_its_zoom(
        qtbot, services):
    """The Nine Walkers: "Each time you play a companion whose race you cannot spot, that
    companion's twilight cost is -2": Gimli (printed 2) shows 0 in hand, ringed green,
    with a hover text that says so; the zoom covers his printed cost disc."""
    sc = Scenario(rules=RULES)
    sc.companion(GANDALF)
    sc.support(NINE_WALKERS)
    gimli = sc.hand(GIMLI)
    screen = table(qtbot, services, sc.at_site(2).start("fellowship"))
    item = screen.scene.cards[gimli]
    assert item.changed_cost() == (0, 2)
    assert "Twilight cost 0 now (printed 2: 2 lower)" in item.toolTip()
    assert painted(item) != painted(item, without="cost")  # the disc on the table
    image, plain = zoomed(screen, gimli, GIMLI)
    ratio = image.width() / 500  # the cost disc's centre on a 500 px face: (62, 59)
    x, y = round(62 * ratio), round(59 * ratio)
    assert image.pixelColor(x, y) != plain.pixelColor(x, y)
    ring = [image.pixelColor(x + dx, y) for dx in range(round(30 * ratio), round(44 * ratio))]
    assert any(abs(c.green() - UP.green()) < 40 and c.red() < 150 for c in ring)


def test_pointing_at_a_play_option_zooms_the_card_with_its_cost_now(qtbot, services):
    """The decision panel's "Play Gimli" option, pointed at, shows Gimli as he costs
    now (The Nine Walkers: 0), as pointing at him in hand does."""
    sc = Scenario(rules=RULES)
    sc.companion(GANDALF)
    sc.support(NINE_WALKERS)
    gimli = sc.hand(GIMLI)
    screen = table(qtbot, services, sc.at_site(2).start("fellowship"))
    screen.options.hovered(gimli)
    plain = screen.pixmaps.get_now(GIMLI, screen.zoom.card_width).toImage()
    assert screen.zoom_instance == gimli
    assert screen.zoom.pixmap().toImage() != plain


def test_a_card_whose_cost_is_not_changed_shows_the_printed_cost(qtbot, services):
    sc = Scenario(rules=RULES)
    sc.companion(GANDALF)
    gimli = sc.hand(GIMLI)
    screen = table(qtbot, services, sc.at_site(2).start("fellowship"))
    assert screen.scene.cards[gimli].changed_cost() is None
    assert screen.scene.cards[gimli].toolTip() == ""
    image, plain = zoomed(screen, gimli, GIMLI)
    assert image == plain


def _rules_position():
    """Cave Troll's Chain on the Cave Troll, No Business of Ours in the Shadow support
    area, the Shadow player to skip his next Shadow phase, and Some Who Resisted ("make
    the twilight cost of each maneuver event +2") played in the maneuver phase."""
    sc = Scenario(rules=RULES)
    sc.companion(ARAGORN)
    sc.hand(SOME_WHO_RESISTED)
    valor = sc.hand(ELENDILS_VALOR)
    troll = sc.minion(TROLL)
    sc.bear(troll, CHAIN)
    sc.support(NO_BUSINESS, player=sc.shadow)
    game = sc.at_site(2).twilight(3).start("maneuver")
    skip_next_shadow_phase(game, 1)
    act(game, "play", in_hand(game, SOME_WHO_RESISTED))
    return game, valor


def test_the_game_wide_rules_in_force_are_chips_under_the_twilight_pool(qtbot, services):
    """Some Who Resisted (+2 to maneuver events), Cave Troll's Chain ("The Free Peoples
    player may choose for the archery phase to be skipped"), No Business of Ours ("The
    Free Peoples player may not look at or reveal cards in any Shadow player's hand") and
    What Are We Waiting For? ("skip his or her next Shadow phase"): four rules, shown as
    two chips and a third that names the rest on hover. Elendil's Valor (a maneuver
    event, printed 0) shows 2 in hand."""
    game, valor = _rules_position()
    screen = table(qtbot, services, game)
    assert screen.scene.rules.texts() == ["Costs +2 (Some Who Resisted)",
                                          "Archery phase may be skipped",
                                          "+2 more rules in force"]
    more = screen.scene.rules.chips[2].toolTip()
    assert "Shadow hands kept secret" in more and "Player 2 skips the next Shadow phase" in more
    assert "maneuver event" in screen.scene.rules.chips[0].toolTip()  # the card's own text
    assert screen.scene.cards[valor].changed_cost() == (2, 0)
    for chip in screen.scene.rules.chips:  # above the viewer's piles, under the pool
        assert chip.sceneBoundingRect().bottom() <= 700
        assert chip.sceneBoundingRect().top() >= 570


def test_three_rules_or_fewer_are_each_a_chip():
    lines = [RuleLine(f"rule {i}", "") for i in range(3)]
    assert chip_lines(lines) == lines
    assert chip_lines([*lines, RuleLine("rule 3", "why")])[-1].text == "+2 more rules in force"


def test_a_game_without_such_rules_shows_no_chips(qtbot, services):
    sc = Scenario(rules=RULES)
    sc.companion(ARAGORN)
    screen = table(qtbot, services, sc.at_site(2).start("fellowship"))
    assert screen.scene.rules.texts() == []


def test_a_card_whose_game_text_does_not_apply_is_marked_with_its_hover_and_zoom(
        qtbot, services):
    """Helpless: "Sam's game text does not apply"."""
    sc = Scenario(rules=RULES)
    sc.ring_bearer()
    sam = sc.companion(SAM)
    sc.bear(sam, HELPLESS, player=sc.shadow)
    screen = table(qtbot, services, sc.start("fellowship"))
    item = screen.scene.cards[sam]
    assert item.entry["text_off"] is True
    assert painted(item) != painted(item, without="text_off")  # the label on the card
    assert "game text does not apply" in item.toolTip().lower()
    image, plain = zoomed(screen, sam, SAM)
    assert image != plain
    screen.toggle_big_zoom()  # Z: the large zoom over the table marks it too
    big = screen.big_zoom.pixmap().toImage()
    plain_big = screen.pixmaps.get_now(SAM, big.width()).toImage()
    assert big.size() == plain_big.size() and big != plain_big


def test_a_card_with_a_sites_game_text_names_that_site(qtbot, services):
    """Silinde: "While you can spot your site 3, Silinde has the game text of that
    site": your Rivendell Valley as site 3."""
    sc = Scenario(sites=(FP_SITES, SH_SITES), rules=RULES)
    silinde = sc.ally(SILINDE)
    sc.at_site(5)
    game = sc.twilight(0).start("fellowship")
    mine = next(c for c in game.s.piles[game.s.fp]["adventure"]
                if game.cards[c].site_number == 3)
    path.replace_site(game, mine, 3, game.s.fp)
    game.settle()
    screen = table(qtbot, services, game)
    item = screen.scene.cards[silinde]
    assert item.entry["site_title"] == "Rivendell Valley" and item.entry["site_number"] == 3
    assert "Has the game text of Rivendell Valley (your site 3)" in item.toolTip()
    assert "Play an Elf to draw a card" in item.toolTip()  # the site's own words
    image, plain = zoomed(screen, silinde, SILINDE)
    assert image != plain


def _chain_at_archery():
    sc = Scenario(rules=RULES)
    sc.companion("1_50")
    sc.companion(ARAGORN)
    sc.hand(GIMLI)
    troll = sc.minion(TROLL)
    sc.bear(troll, CHAIN)
    game = sc.at_site(2).start("maneuver")
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    assert game.decision.kind == "skip_phase"
    return game


def test_the_skip_phase_decision_names_the_phase_on_its_buttons(qtbot, services):
    """Cave Troll's Chain: "The Free Peoples player may choose for the archery phase to
    be skipped": "Skip the archery phase?" with "Skip the archery phase" and "Play the
    archery phase"."""
    screen = table(qtbot, services, _chain_at_archery())
    labels = [button.text() for button in screen.decision.buttons]
    assert screen.decision.pass_button.text() == "Play the archery phase"
    assert any("Skip the archery phase" in text for text in labels)


def test_in_hotseat_skipping_a_phase_is_weighed_against_the_hand(qtbot, services):
    """Skipping the archery phase gives up the archery events in hand: the hand-off
    screen comes up, the decision is not taken in the open with hands face down."""
    screen = table(qtbot, services, _chain_at_archery(), seats=PEOPLE)
    assert screen.handing_off()


def test_until_you_choose_to_stop_asks_yes_or_no(qtbot, services):
    """Mithril Shaft: "discard cards from the top of your draw deck until you choose to
    stop (limit 5)": after each card the question reads Yes / No, not "Choose Mithril
    Shaft" / "Pass"."""
    sc = Scenario(rules=RULES)
    sc.companion(GIMLI)
    shaft = sc.hand("1_22")
    sc.minion("1_178")
    for _ in range(4):
        sc.draw_top("1_7")
    game = sc.at_site(2).start("maneuver")
    act(game, "play", shaft)
    screen = table(qtbot, services, game)
    assert "discard the next card" in screen.decision.prompt.text()
    assert [b.text() for b in screen.decision.buttons] == ["Yes"]
    assert screen.decision.pass_button.text() == "No"
