"""Words added to the card language for the Fellowship-block starters (issue 18): each
is tested here on its own; the cards using them are tested in test_cards_set02_* and
test_cards_set03_*."""

from __future__ import annotations

import pytest
from cardtest import Scenario, card_rules, use

from ringtable.cards import default_database
from ringtable.scripts import ScriptError
from ringtable.scripts.filters import compile_filter
from ringtable.scripts.loader import compile_scripts
from ringtable.scripts.logic import compile_condition
from ringtable.scripts.values import compile_value
from ringtable.testing import pass_until


def test_races_counts_the_different_races_of_matching_cards():
    sc = Scenario()
    for name in ("1_97", "1_365", "1_12"):  # two Men and a Dwarf
        sc.companion(name)
    sc.ally("1_34")  # an Elf ally
    sc.minion("1_271")
    game = sc.start("fellowship")
    ctx = {"src": -1, "p": 0, "v": {}}
    assert compile_value("races(companion)")(game, ctx) == 3  # Hobbit, Man, Dwarf
    assert compile_value("races(character)")(game, ctx) == 5  # + the Elf ally, the Orc
    assert compile_value("races((man or elf) companion)")(game, ctx) == 1


def test_races_needs_a_filter():
    with pytest.raises(ValueError, match="races needs a filter"):
        compile_value("races")


def test_fierce_skirmish_condition_holds_only_in_a_skirmish_of_that_kind():
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_165"), boromir)  # Cave Troll of Moria, fierce
    game = sc.at_site(4).start("skirmishes")  # the normal skirmish
    ctx = {"src": -1, "p": 0, "v": {}}
    assert compile_condition({"fierce_skirmish": False})(game, ctx)
    assert not compile_condition({"fierce_skirmish": True})(game, ctx)
    outside = Scenario().start("fellowship")  # no skirmish: neither
    assert not compile_condition({"fierce_skirmish": False})(outside, ctx)


def test_fierce_skirmish_condition_takes_true_or_false():
    with pytest.raises(ValueError, match="fierce_skirmish is true or false"):
        compile_condition({"fierce_skirmish": "yes"})


def test_exhausted_is_one_vitality_left():
    """CR: exhausted, "who has only 1 vitality": Boromir (3) with 2 wounds, an Uruk
    Soldier (1) unwounded; not Boromir with 1 wound, not a possession."""
    sc = Scenario()
    tired = sc.companion("1_97")
    fresh = sc.companion("1_365")
    sc.wounds(tired, 2).wounds(fresh, 1)
    armor = sc.bear(fresh, "1_92")
    uruk = sc.minion("1_154")
    game = sc.start("fellowship")
    f = compile_filter("exhausted")
    ctx = {"src": -1, "p": 0, "v": {}}
    assert [c for c in (tired, fresh, armor, uruk) if f.match(game, c, ctx)] == [tired, uruk]


def test_archery_total_verbs_change_the_totals_for_the_phase():
    """``fellowship_archery`` and ``minion_archery``: here on an edited Hand Axe."""
    script = {"2_10": {"title": "Hand Axe", "ability": [{
        "phase": "archery", "cost": [{"discard": "self"}],
        "effect": [{"fellowship_archery": 2}, {"minion_archery": -1}]}]}}
    rules = card_rules().with_behaviours(compile_scripts(script, default_database()))
    sc = Scenario(rules=rules)
    gimli = sc.companion("1_12")
    axe = sc.bear(gimli, "2_10")
    sc.minion("1_176")
    sc.minion("1_176")  # Goblin Marksmen: minion archery total 2
    game = sc.start("archery")
    use(game, axe)
    line = next(e.text for e in pass_until(game, "archery") if e.kind == "archery")
    assert "fellowship archery total 2" in line and "minion archery total 1" in line


def test_borne_with_names_item_classes():
    with pytest.raises(ScriptError, match="unknown item class 'hand weapons'"):
        compile_scripts({"2_10": {"title": "Hand Axe", "borne_with": ["hand weapons"]}},
                        default_database())


def test_damage_value_sums_damage_bonuses():
    sc = Scenario()
    sc.companion("1_12")  # Gimli, damage +1
    sc.companion("1_97")
    spearman = sc.minion("2_65")
    sc.bear(spearman, "1_182")  # Goblin Spearman with a Goblin Spear: damage +2
    game = sc.start("fellowship")
    ctx = {"src": -1, "p": 0, "v": {}}
    assert compile_value("damage(companion)")(game, ctx) == 1
    assert compile_value("damage(character)")(game, ctx) == 3


def test_return_to_hand_goes_to_the_owners_hand():
    """``return_to_hand``: to the card's owner's hand, not the acting player's (here on an
    edited Galdor returning a Shadow condition)."""
    script = {"3_18": {"title": "Galdor", "ability": [{
        "phase": "fellowship", "effect": [{"return_to_hand": "shadow condition"}]}]}}
    rules = card_rules().with_behaviours(compile_scripts(script, default_database()))
    sc = Scenario(rules=rules)
    galdor = sc.ally("3_18")
    banner = sc.support("1_263", player=1)  # Orc Banner
    game = sc.start("fellowship")
    use(game, galdor)
    assert banner in game.s.piles[1]["hand"] and game.s.zone[banner] == "hand"
