"""Typed rule modifiers (issue 16): rules a card text puts on a card, read by the engine
where the rule applies ("cannot take wounds", "takes no more than 1 wound each
skirmish", "cannot be assigned", "cannot be exerted", "overwhelmed only at triple")."""

from __future__ import annotations

from ringtable.engine import effects, stats
from ringtable.engine.combat import queue_wounds
from ringtable.testing import Scenario, pass_until


def _rule(game, card, name, amount=1):
    effects.add_modifier(game, card, "rule:" + name, amount, "turn")


def test_cannot_take_wounds_prevents_the_wound_and_says_why():
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    _rule(game, gimli, "cannot_take_wounds")
    queue_wounds(game, gimli, 2)
    game.settle()
    assert game.s.wounds[gimli] == 0
    assert not stats.can_take_wounds(game, gimli)


def test_no_more_than_one_wound_each_skirmish():
    """Armor: "The bearer takes no more than 1 wound during each skirmish phase"."""
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")
    sc.assign(sc.minion("1_154"), boromir)  # Uruk Soldier: damage +1 (two wounds)
    game = sc.start("skirmishes")
    _rule(game, boromir, "wound_cap")
    events = pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 1
    assert any("no more than 1 wound each skirmish" in e.text for e in events)
    assert not any("wound_cap" in e.text for e in events)  # never shown as a keyword


def test_cannot_be_assigned_is_never_offered_for_assignment():
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.minion("Goblin Runner")
    game = sc.start("assignment")
    _rule(game, gimli, "cannot_be_assigned")
    pass_until(game, decision_kind="assign")
    targets = {a.card for a in game.legal_actions() if a.kind == "assign"}
    assert aragorn in targets and gimli not in targets


def test_cannot_be_exerted_makes_exert_costs_unpayable():
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    assert stats.can_exert(game, gimli)
    _rule(game, gimli, "cannot_be_exerted")
    assert not stats.can_exert(game, gimli)


def test_overwhelmed_only_at_triple_strength():
    """Coat of Mail: "The bearer may not be overwhelmed unless his strength is tripled"."""
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")  # strength 7
    troop = sc.minion("1_177")  # Cave Troll of Moria, strength 13 (+1 below: 14, double)
    sc.assign(troop, boromir)
    game = sc.start("skirmishes")
    effects.add_modifier(game, troop, "strength", 1, "turn")
    _rule(game, boromir, "overwhelm_triple")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[boromir] == "fellowship" and game.s.wounds[boromir] >= 1


def test_skip_the_archery_phase():
    """A game-wide rule modifier (no target card): "skip the archery phase" - no
    archery window and no archery fire; the maneuver phase is unaffected."""
    sc = Scenario()
    sc.companion("Legolas, Prince of Mirkwood")  # an archer: fire would wound the minion
    runner = sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    effects.add_modifier(game, -1, "rule:skip_archery", 1, "turn")
    events = pass_until(game, decision_kind="assign")
    kinds = [e.kind for e in events]
    assert "phase_skipped" in kinds and "archery" not in kinds
    assert game.s.zone[runner] == "minions" and game.s.wounds[runner] == 0


def test_cannot_bear_possessions_takes_the_character_off_the_bearers():
    """"This minion may not bear possessions" (Foul Tentacle): a Moria Axe ("Bearer must be
    a [moria] Orc") may go on one Goblin Runner, not on the other under the rule."""
    from ringtable.engine import playing

    sc = Scenario()
    free = sc.minion("Goblin Runner")
    barred = sc.minion("Goblin Runner")
    axe = sc.hand("Moria Axe")
    game = sc.twilight(3).at_site(4).start("shadow")
    assert {free, barred} <= set(playing.bearers(game, axe, 1))
    _rule(game, barred, "cannot_bear_possessions")
    assert barred not in playing.bearers(game, axe, 1)
    assert free in playing.bearers(game, axe, 1)
