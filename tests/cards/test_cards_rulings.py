"""Current Rulings (seeds 002) about the scripted starter cards, as tests."""

from __future__ import annotations

import pytest
from cardtest import Scenario

from ringtable.testing import act, can, pass_until
from ringtable.testing.scenario import DEFAULT_SITES


def test_ruling_next_site_cannot_be_site_10():
    """'An effect that allows the playing of the "next site" can't be used to play
    "site 10."' (Current Rulings: site) — Pathfinder at site 9."""
    sc = Scenario()
    sc.companion("1_365")
    pathfinder = sc.hand("1_110")
    game = sc.at_site(9).start("fellowship")
    assert not can(game, "play", pathfinder)


def test_ruling_a_site_is_not_replaced_by_the_same_site_card():
    """'You can't replace a site card with the same site card.' — Pathfinder when the
    opponent's site 2 is also Bree Gate."""
    theirs = list(DEFAULT_SITES[1])
    theirs[1] = "1_327"
    sc = Scenario(sites=(DEFAULT_SITES[0], tuple(theirs)))
    sc.companion("1_365")
    pathfinder = sc.hand("1_110")
    game = sc.at_site(2).start("fellowship")
    game.s.site[0] = 1  # the opponent's Bree Gate is already the next site
    game.settle()
    assert not can(game, "play", pathfinder)


def test_ruling_pathfinder_replaces_the_opponents_site_which_goes_back():
    """'Take the old site from beneath the new site and place it in your adventure deck.'"""
    sc = Scenario()
    sc.companion("1_365")
    pathfinder = sc.hand("1_110")
    game = sc.at_site(2).start("fellowship")
    old = game.s.path[2]
    game.s.site[0] = 1
    game.settle()
    act(game, "play", pathfinder)
    assert game.s.zone[old] == "adventure" and game.s.holder[old] == 1
    assert game.s.defs[game.s.path[2]] == "1_327"


def test_ruling_instead_leaves_nothing_to_respond_to():
    """'Because the required action of The One Ring causes a burden to be added
    "instead" of a wound, the optional action ... cannot be used' — Intimidate is not
    offered for a Ring-bearer wearing The One Ring in a skirmish."""
    sc = Scenario()
    sc.companion("1_364")
    sc.hand("1_76")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_154"), frodo)
    game = sc.start("skirmishes")
    game.s.wearing[0] = 1
    events = pass_until(game, "skirmish_ended")
    assert [e.kind for e in events].count("burden_added") == 2
    assert "about_to_take_wound" not in [e.kind for e in events]


@pytest.mark.parametrize(("item", "bearer", "other", "rule"), [
    ("1_101", "1_97", "1_12", "overwhelm_triple"),  # Coat of Mail: Boromir; not Gimli
    ("1_92", "1_97", "1_12", "wound_cap"),  # Armor
    ("4_278", "1_97", "1_12", "overwhelm_triple"),  # Heavy Chain
])
def test_an_items_rule_is_the_bearers_only_and_a_man_must_bear_it(item, bearer, other, rule):
    """Coat of Mail, Armor, Heavy Chain: "Bearer must be a Man"; the rule they give
    ("may not be overwhelmed unless his strength is tripled", "takes no more than 1
    wound during each skirmish phase") is the bearer's alone."""
    from ringtable.engine import stats

    sc = Scenario()
    man = sc.companion(bearer)
    dwarf = sc.companion(other)
    sc.bear(man, item)
    in_hand = sc.hand(item)
    game = sc.at_site(2).start("fellowship")
    assert stats.rule(game, man, rule) == 1 and stats.rule(game, dwarf, rule) == 0
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == in_hand}
    assert dwarf not in targets and sc.ring_bearer() not in targets


def test_herugrim_damage_for_theoden_only_and_only_he_bears_it():
    """Herugrim (4_280): "Bearer must be Théoden. He is damage +1"."""
    from ringtable.engine import stats

    sc = Scenario()
    theoden = sc.companion("4_365")
    eomer = sc.companion("4_266")
    sc.bear(theoden, "4_280")
    sword = sc.hand("4_280")
    game = sc.at_site(2).start("fellowship")
    assert stats.keyword(game, theoden, "damage") == 1
    assert stats.keyword(game, eomer, "damage") == 0
    assert not any(a.target == eomer for a in game.legal_actions() if a.card == sword)


def test_broad_bladed_sword_bearer_only_and_an_uruk_hai():
    """Broad-bladed Sword (4_142): "Bearer must be an Uruk-hai. Bearer may not take
    wounds (except during skirmish phases)"."""
    from ringtable.engine import stats

    sc = Scenario()
    uruk = sc.minion("4_165")
    other = sc.minion("4_192")
    orc = sc.minion("1_178")
    sc.bear(uruk, "4_142")
    sword = sc.hand("4_142")
    game = sc.twilight(5).at_site(4).start("shadow")
    assert not stats.can_take_wounds(game, uruk) and stats.can_take_wounds(game, other)
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == sword}
    assert other in targets and orc not in targets
