"""view_for shows what the cards show: current values after modifiers, and the skirmish."""

from __future__ import annotations

from ringtable.testing import Scenario
from ringtable.testing.helpers import pass_until


def test_characters_show_current_strength_vitality_resistance_and_keywords():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Ranger's Sword")  # printed strength +2 (its damage +1 is game text)
    sc.wounds(aragorn, 1)
    uruk = sc.minion("Uruk Soldier")
    game = sc.start("fellowship")
    entry = game.view_for(0)["cards"][aragorn]
    assert entry["strength"] == 8 + 2
    assert entry["vitality"] == 4
    assert entry["resistance"] == 6
    assert entry["wounds"] == 1
    assert entry["keywords"] == {"ranger": 1}
    assert game.view_for(1)["cards"][uruk]["keywords"] == {"damage": 1}


def test_the_skirmish_being_fought_shows_both_totals():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        pass_until(game, "skirmish_started")
    skirmish = game.view_for(1)["skirmish"]
    assert skirmish["defender"] == aragorn and skirmish["minions"] == [orc]
    assert skirmish["strength"] == [8, game.view_for(1)["cards"][orc]["strength"]]


def test_no_skirmish_outside_skirmishes():
    game = Scenario().start("fellowship")
    assert game.view_for(0)["skirmish"] is None


def test_the_skirmish_names_each_source_of_strength_and_damage():
    """The skirmish panel counts a side 'with every contribution (printed, possessions,
    conditions, events)': the view gives, per character, what each card adds.
    Ranger's Sword: printed strength +2; a temporary +3 from an event names the event."""
    from ringtable.engine.effects import add_modifier

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sword = sc.bear(aragorn, "Ranger's Sword")
    event = sc.hand("Swordarm of the White Tower")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        pass_until(game, "skirmish_started")
    add_modifier(game, aragorn, "strength", 3, "skirmish", source=event)
    add_modifier(game, aragorn, "kw:damage", 1, "skirmish", source=event)
    skirmish = game.view_for(0)["skirmish"]
    assert skirmish["sources"][aragorn] == {"strength": [[sword, 2], [event, 3]],
                                            "damage": [[event, 1]]}
    assert skirmish["strength"][0] == 8 + 2 + 3
    assert skirmish["sources"][orc] == {"strength": [], "damage": []}
