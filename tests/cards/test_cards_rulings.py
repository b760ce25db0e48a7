"""Current Rulings (seeds 002) about the scripted starter cards, as tests."""

from __future__ import annotations

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
