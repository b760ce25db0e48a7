"""The table's open items (issue 20, third pass): threats and initiative, a path with
unplayed and unnumbered sites in regions, followers in the attachment strip, prompts
that name their card, titles and badges that fit.

Each test drives the real widgets, as the app does."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

PEOPLE = [Seat("Ann"), Seat("Bo")]
DERUFIN = "7_87"            # a companion of set 7: a game that uses threats and initiative


@pytest.fixture(scope="module")
def services(qapp):
    services = Services()
    assert services.db  # the card scripts are loaded before any game starts, as in the app
    return services


def table(qtbot, services, game, size=(1280, 720), viewing_seat=0) -> TableScreen:
    controller = GameController(game, list(PEOPLE), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         viewing_seat=viewing_seat)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


# 1. Threats and initiative ------------------------------------------------------------
def era_game(hand: int, threats: int = 0) -> Scenario:
    sc = Scenario()
    sc.companion(DERUFIN)
    sc.companion("Boromir, Lord of Gondor")  # with Frodo: 3 companions, a limit of 3
    for _ in range(hand):
        sc.hand("Hobbit Intuition", player=sc.fp)
    sc.threats(threats)
    return sc


def test_threats_show_their_count_and_limit_near_the_twilight_pool(qtbot, services):
    """'Threats as a counter near the twilight pool/path with "threats N / limit L"':
    limit = the number of companions (CR 4.1 'threats')."""
    screen = table(qtbot, services, era_game(hand=2, threats=2).start("shadow"))
    scene = screen.scene
    assert scene.threats.isVisible()
    assert scene.threats.text == "Threats 2 / limit 3"
    pool = scene.twilight.sceneBoundingRect()
    counter = scene.threats.sceneBoundingRect()
    assert abs(counter.center().x() - pool.center().x()) < 10
    assert 0 <= counter.top() - pool.bottom() < 20  # right under the pool
    assert not counter.intersects(pool)


def test_threats_at_the_limit_are_marked(qtbot, services):
    screen = table(qtbot, services, era_game(hand=2, threats=3).start("shadow"))
    assert screen.scene.threats.text == "Threats 3 / limit 3" and screen.scene.threats.full


@pytest.mark.parametrize("viewer", [0, 1])
def test_initiative_is_marked_by_the_side_that_has_it(qtbot, services, viewer):
    """'Initiative (Free Peoples has it with 4+ cards in hand) as a clear marker by the
    side that has it'. The viewer's own row is the lower one."""
    from ringtable.ui.table.layout import BOTTOM_ROW_Y, TOP_ROW_Y

    for hand, side in ((4, "free_peoples"), (3, "shadow")):
        screen = table(qtbot, services, era_game(hand=hand).start("shadow"), viewing_seat=viewer)
        chip = screen.scene.initiative
        assert chip.isVisible() and chip.side == side
        fp_is_viewer = viewer == 0
        lower = (side == "free_peoples") == fp_is_viewer
        row_y = BOTTOM_ROW_Y if lower else TOP_ROW_Y
        box = chip.sceneBoundingRect()
        assert row_y - 30 <= box.top() and box.bottom() <= row_y  # just above that row
        assert "Free Peoples" in chip.toolTip()
        screen.close()


def test_a_fellowship_block_game_draws_neither(qtbot, services):
    """Only in games where they matter: a game of Fellowship-block cards has no threats
    counter and no initiative chip (until a threat is placed anyway)."""
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    screen = table(qtbot, services, sc.start("shadow"))
    assert not screen.scene.threats.isVisible() and not screen.scene.initiative.isVisible()
    view = screen.controller.view(0)
    view["threats"][view["free_peoples"]] = 1  # a threat placed by hand (rules off)
    screen.scene.sync(view)
    assert screen.scene.threats.isVisible() and screen.scene.threats.text.startswith("Threats 1")


def test_the_marks_follow_the_game(qtbot, services):
    """Initiative changes hands with the Free Peoples hand; the counter follows threats."""
    from ringtable.engine import effects

    screen = table(qtbot, services, era_game(hand=4).start("shadow"))
    assert screen.scene.initiative.side == "free_peoples"
    game = screen.controller.game
    fp = game.s.fp
    card = game.s.piles[fp]["hand"][0]
    game.s.move(card, "discard", fp)
    effects.add_threats(game, 1)
    screen.refresh_view()
    assert screen.scene.initiative.side == "shadow"
    assert screen.scene.threats.text == "Threats 1 / limit 3"
