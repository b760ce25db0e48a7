"""The table's second pass, its gaps closed (issue 20): whole titles on compact faces,
the skirmish panel naming every source, hand-offs for decisions taken in the open.

Each test drives the real widgets with the card scripts loaded, as the app does."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen

PEOPLE = [Seat("Ann"), Seat("Bo")]


@pytest.fixture(scope="module")
def services(qapp):
    services = Services()
    assert services.db  # the card scripts are loaded before any game starts, as in the app
    return services


def table(qtbot, services, game, seats=PEOPLE, size=(1280, 720), **options) -> TableScreen:
    controller = GameController(game, list(seats), bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0, **options)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def skirmish_text(screen: TableScreen) -> str:
    return screen.decision.skirmish.text().replace("&#x27;", "'")


def test_the_skirmish_panel_shows_a_possessions_damage_bonus(qtbot, services):
    """'each side's strength with every contribution (printed, possessions, conditions,
    events), damage bonuses'. Herugrim: 'Bearer must be Théoden. He is damage +1.'"""
    sc = Scenario()
    theoden = sc.companion("Théoden")
    sc.bear(theoden, "Herugrim")
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, theoden)
    screen = table(qtbot, services, sc.start("skirmishes"))
    text = skirmish_text(screen)
    assert "damage (Herugrim)" in text and "+1" in text
    assert "Herugrim</td><td align='right'>+2" in text  # its printed strength +2


def test_the_skirmish_panel_names_an_allys_bonus_instead_of_other_effects(qtbot, services):
    """Contributions named per source card, not one 'other effects' line.
    Rosie Cotton: 'Sam is strength +1.'"""
    sc = Scenario()
    sam = sc.companion("Sam")
    sc.ally("Rosie Cotton")
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, sam)
    screen = table(qtbot, services, sc.start("skirmishes"))
    text = skirmish_text(screen)
    assert "Rosie Cotton</td><td align='right'>+1" in text
    assert "other effects" not in text
