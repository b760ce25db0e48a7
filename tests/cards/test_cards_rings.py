"""Versions of The One Ring scripted here (7_2, 9_1, 11_1, 15_1, 19_1); the others are
the engine's own rules (engine/ring.py), checked once here for the TTT starters' 4_2."""

from __future__ import annotations

import pytest
from cardtest import Scenario, use

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
    # Ring of Fury: "Bearer must be a Dwarf" (scripted): Gimli bears it, no choice
    assert game.s.burdens[0] == 2 and game.s.bearer[fury] == gimli
    sc2 = _ring("9_1")
    sc2.minion("1_178")
    gimli2 = sc2.companion("1_12")  # "Exert bearer": never Gimli
    g2 = sc2.start("maneuver")
    use(g2, sc2.ring())
    assert g2.s.wearing[0] and g2.s.wounds[sc2.ring_bearer()] == 1
    assert g2.s.wounds[gimli2] == 0


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


def test_ring_of_doom_hunter_three_is_strength_against_a_non_hunter_only():
    """The Ring of Doom (15_1): "While wearing The One Ring, the Ring-bearer gains hunter
    3"; CR 4.1 hunter: the bonus "when skirmishing a character that does not have the
    hunter keyword"."""
    for minion, bonus in (("1_178", 3), ("White Hand Butcher", 0)):  # Hunter 6: none
        sc = _ring("15_1")
        frodo = sc.ring_bearer()
        sc.assign(sc.minion(minion), frodo)
        game = sc.start("skirmishes")
        before = stats.strength(game, frodo)
        use(game, sc.ring())
        assert stats.strength(game, frodo) == before + bonus


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


@pytest.mark.parametrize(("version", "any_wound"), [("9_1", True), ("19_1", True),
                                                    ("15_1", False)])
def test_wearing_the_ring_each_wound_becomes_one_burden(version, any_wound):
    """The One Ring 9_1 and 19_1: "each time the Ring-bearer is about to take a wound,
    add a burden instead"; 15_1 (The Ring of Doom): only "in a skirmish". One burden a
    wound, never two; Gimli, not the Ring-bearer, gains no hunter."""
    from ringtable.engine import ring
    from ringtable.engine.combat import queue_wounds

    sc = _ring(version)
    frodo = sc.ring_bearer()
    gimli = sc.companion("1_12")
    sc.minion("1_178")
    game = sc.start("maneuver")
    ring.put_on(game, 0)
    queue_wounds(game, frodo, 1, in_skirmish=False)  # not in a skirmish
    game.settle()
    if any_wound:
        assert game.s.burdens[0] == 1 and game.s.wounds[frodo] == 0
    else:
        assert game.s.burdens[0] == 0 and game.s.wounds[frodo] == 1
    queue_wounds(game, frodo, 1, in_skirmish=True)
    game.settle()
    assert game.s.burdens[0] == (2 if any_wound else 1)
    assert stats.keyword(game, gimli, "hunter") == 0
