"""Versions of The One Ring scripted here (7_2, 9_1, 11_1, 15_1, 19_1); the others are
the engine's own rules (engine/ring.py), checked once here for the TTT starters' 4_2."""

from __future__ import annotations

from cardtest import Scenario, choose, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def _ring(version: str) -> Scenario:
    return Scenario(rings=(version, version))


def test_ruling_ring_4_2_is_offered_against_a_skirmish_wound():
    sc = _ring("4_2")
    sc.assign(sc.minion("1_154"), sc.ring_bearer())
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="ring_response")
    act(game, "wear_ring")  # Uruk Soldier's two wounds become two burdens
    assert game.s.burdens[0] == 2 and game.s.wounds[sc.ring_bearer()] == 0


def test_such_a_weight_to_carry_maneuver_burden_to_wear_then_any_wound_is_a_burden():
    sc = _ring("7_2")
    sc.minion("1_176")  # an archer
    game = sc.start("maneuver")
    use(game, sc.ring())
    assert game.s.wearing[0] and game.s.burdens[0] == 1
    pass_until(game, decision_kind="archery_wound")
    act(game, "wound", sc.ring_bearer())
    assert game.s.burdens[0] == 2 and game.s.wounds[sc.ring_bearer()] == 0


def test_binding_ring_plays_a_ring_from_the_deck_and_exerts_the_bearer_to_wear():
    sc = _ring("9_1")
    gimli = sc.companion("1_12")
    fury = sc.draw_top("9_7")
    game = sc.at_site(2).start("fellowship")
    use(game, sc.ring())
    assert game.s.burdens[0] == 2 and game.decision.kind == "choose"  # who bears it
    choose(game, gimli)
    assert game.s.bearer[fury] == gimli
    sc2 = _ring("9_1")
    sc2.minion("1_178")
    g2 = sc2.start("maneuver")
    use(g2, sc2.ring())
    assert g2.s.wearing[0] and g2.s.wounds[sc2.ring_bearer()] == 1


def test_ring_of_rings_response_against_any_wound():
    sc = _ring("11_1")
    sc.minion("1_176")
    game = sc.start("archery_fire")
    act(game, "wound", sc.ring_bearer())
    assert game.decision.kind == "ring_response"
    act(game, "wear_ring")
    assert game.s.burdens[0] == 1 and game.s.wounds[sc.ring_bearer()] == 0


def test_ring_of_doom_skirmish_burden_to_wear_and_hunter_three():
    sc = _ring("15_1")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_178"), frodo)
    game = sc.start("skirmishes")
    assert stats.keyword(game, frodo, "hunter") == 0
    use(game, sc.ring())
    assert game.s.wearing[0] and game.s.burdens[0] == 1
    assert stats.keyword(game, frodo, "hunter") == 3


def test_great_ring_maneuver_wear_and_skirmish_burden_for_strength_plus_three():
    sc = _ring("19_1")
    frodo = sc.ring_bearer()
    sc.minion("1_178")
    game = sc.start("maneuver")
    use(game, sc.ring())
    assert game.s.wearing[0] and game.s.burdens[0] == 0
    assert not can(game, "use", sc.ring())  # already wearing it
    sc2 = _ring("19_1")
    f2 = sc2.ring_bearer()
    sc2.assign(sc2.minion("1_178"), f2)
    g2 = sc2.start("skirmishes")
    before = stats.strength(g2, f2)
    use(g2, sc2.ring())
    assert stats.strength(g2, f2) == before + 3 and g2.s.burdens[0] == 1
    assert frodo >= 0
