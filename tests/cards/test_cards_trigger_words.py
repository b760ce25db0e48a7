"""Trigger words from the table of engine events (issue 16): a card's own death and
"another character wins a skirmish", on cards scripted for the test."""

from __future__ import annotations

from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.scripts import compile_scripts
from ringtable.testing import pass_until


def _rules(script: dict):
    return card_rules().with_behaviours(compile_scripts(script, default_database()))


def test_when_this_minion_is_killed_fires_for_the_card_itself():
    """"When this minion is killed, add (2)": the minion has left play when it fires."""
    rules = _rules({"1_178": {"title": "Goblin Runner", "trigger": [
        {"on": "this_is_killed", "effect": [{"add_twilight": 2}]}]}})
    sc = Scenario(rules=rules)
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    runner = sc.minion("1_178")
    sc.assign(runner, gimli)
    game = sc.start("skirmishes")
    before = game.s.twilight
    events = pass_until(game, "skirmish_ended")
    assert game.s.zone[runner] == "discard"
    assert game.s.twilight == before + 2, [e.text for e in events]


def test_when_another_character_wins_a_skirmish():
    """"Each time another companion wins a skirmish, heal this companion"."""
    rules = _rules({"1_97": {"title": "Boromir", "trigger": [
        {"on": "another_wins_skirmish", "card": "companion", "effect": [{"heal": "self"}]}]}})
    sc = Scenario(rules=rules)
    boromir = sc.companion("1_97")
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    sc.wounds(boromir, 1)
    sc.assign(sc.minion("1_178"), gimli)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 0
    sc2 = Scenario(rules=rules)  # Boromir winning his own skirmish does not heal him
    boromir2 = sc2.companion("1_97")
    sc2.wounds(boromir2, 1)
    sc2.assign(sc2.minion("1_178"), boromir2)
    game2 = sc2.start("skirmishes")
    pass_until(game2, "skirmish_ended")
    assert game2.s.wounds[boromir2] == 1


def test_any_engine_event_is_a_trigger_word_with_a_card_filter():
    """"Each time a companion exerts, add (1)": ``on = "exerted", card = "companion"``."""
    rules = _rules({"1_178": {"title": "Goblin Runner", "trigger": [
        {"on": "exerted", "card": "companion", "effect": [{"add_twilight": 1}]}]}})
    sc = Scenario(rules=rules)
    sc.minion("1_178")
    boromir = sc.companion("1_97")
    game = sc.start("fellowship")
    before = game.s.twilight
    from ringtable.engine import effects

    effects.exert(game, boromir)
    game.settle()
    assert game.s.twilight == before + 1
