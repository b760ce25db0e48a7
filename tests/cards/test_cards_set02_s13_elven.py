"""Set 2 [elven] cards of the Fellowship block (issue 18, helper s13-elven): each test
sets a position, uses the card and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, choose, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, strength 5, vitality 3
SOLDIER = "1_154"  # Uruk Soldier: strength 7, vitality 1
RUNNER = "1_178"  # Goblin Runner: an Orc, strength 5, vitality 1
NAZGUL = "1_229"  # Úlairë Attëa, vitality 3


def _dismay(card: str, winner: str, twilight: int = 0) -> tuple:
    sc = Scenario()
    elf = sc.companion(winner)
    dismay = sc.hand(card)
    runner = sc.minion(RUNNER)
    savage = sc.minion(SAVAGE)
    sc.assign(runner, elf)
    game = sc.twilight(twilight).start("skirmishes")
    return game, dismay, runner, savage


def test_dismay_our_enemies_an_elf_archer_wins_the_opponent_discards_a_minion():
    """Dismay Our Enemies (2_17): "Response: If an Elf archer wins a skirmish, make an
    opponent choose a minion to discard. That opponent may remove (3) to prevent this"
    (he cannot: the pool holds 2 with Dismay's own)."""
    game, dismay, runner, savage = _dismay("2_17", "1_51")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", dismay)
    assert game.decision.player == 1 and set(game.decision.cards) == {runner, savage}
    choose(game, savage)
    assert game.s.zone[savage] == "discard"


def test_dismay_our_enemies_the_opponent_may_remove_three_to_prevent_it():
    game, dismay, runner, savage = _dismay("2_17", "1_51", twilight=5)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", dismay)
    assert game.decision.player == 1
    act(game, "choose", dismay)  # he pays (3)
    assert game.s.zone[savage] == "minions" and game.s.twilight == 5 + 0 - 3


def _never_offered(game, card: int) -> None:
    """Everyone passes to the regroup phase; ``card`` is never offered on the way."""
    for _ in range(40):
        if game.decision is None or game.s.phase == "regroup":
            return
        assert not can(game, "resolve", card)
        act(game, "pass")


def test_dismay_our_enemies_not_when_the_elf_archer_loses():
    """Dismay Our Enemies (2_17): "If an Elf archer wins": Legolas losing to an Uruk
    Soldier (strength 7) gets nothing."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    dismay = sc.hand("2_17")
    sc.assign(sc.minion(SOLDIER), legolas)
    savage = sc.minion(SAVAGE)
    game = sc.start("skirmishes")
    _never_offered(game, dismay)
    assert game.s.zone[savage] == "minions"


def test_dismay_our_enemies_not_for_an_elf_that_is_no_archer():
    """Dismay Our Enemies (2_17): not when Arwen (no archer) wins."""
    game, dismay, _, savage = _dismay("2_17", "1_30")
    _never_offered(game, dismay)
    assert game.s.zone[savage] == "minions"


def test_dismay_our_enemies_not_for_an_archer_that_is_no_elf():
    """Dismay Our Enemies (2_17): not when Garrison of Gondor (a Man archer) wins."""
    game, dismay, _, savage = _dismay("2_17", "8_36")
    _never_offered(game, dismay)
    assert game.s.zone[savage] == "minions"


def test_release_the_angry_flood_wounds_each_nazgul_once():
    """Release the Angry Flood (2_19): "Maneuver: Exert an Elf to wound each Nazgûl once
    (or twice if at a river)" (not an Uruk-hai)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    flood = sc.hand("2_19")
    n1, n2 = sc.minion(NAZGUL), sc.minion("1_231")
    savage = sc.minion(SAVAGE)
    game = sc.start("maneuver")
    act(game, "play", flood)
    assert game.s.wounds[legolas] == 1
    assert game.s.wounds[n1] == 1 and game.s.wounds[n2] == 1 and game.s.wounds[savage] == 0
    sc2 = Scenario()
    sc2.companion("1_97")
    flood2 = sc2.hand("2_19")
    sc2.minion(NAZGUL)
    assert not can(sc2.start("maneuver"), "play", flood2)


def test_release_the_angry_flood_wounds_each_nazgul_twice_at_a_river():
    sc = Scenario()
    sc.companion("1_51")
    flood = sc.hand("2_19")
    n1, n2 = sc.minion(NAZGUL), sc.minion("1_231")
    savage = sc.minion(SAVAGE)
    game = sc.at_site(7).start("maneuver")  # Anduin Confluence: a river
    act(game, "play", flood)
    assert game.s.wounds[n1] == 2 and game.s.wounds[n2] == 2 and game.s.wounds[savage] == 0


def _sentinels(card: str, *extra: str) -> tuple:
    sc = Scenario()
    orophin = sc.ally("1_56")
    sentinels = sc.hand(card)
    boromir = sc.companion("1_97")
    c1 = sc.bear(boromir, "1_283", player=1)
    c2 = sc.support("1_133", player=1)
    for name in extra:
        sc.minion(name)
    return sc, orophin, sentinels, (c1, c2)


def test_secret_sentinels_exerts_an_elf_ally_to_discard_a_condition():
    """Secret Sentinels (2_20): "Maneuver: Exert an Elf ally to discard a condition (or 2
    conditions if you spot an Orc)" (an Uruk-hai is no Orc)."""
    sc, orophin, sentinels, conds = _sentinels("2_20", SAVAGE)
    game = sc.start("maneuver")
    act(game, "play", sentinels)
    assert game.s.wounds[orophin] == 1
    assert game.decision.kind == "choose" and set(game.decision.cards) == set(conds)
    choose(game, conds[0])
    assert [game.s.zone[c] for c in conds] == ["discard", "support"]


def test_secret_sentinels_discards_two_conditions_if_you_spot_an_orc():
    sc, _, sentinels, conds = _sentinels("2_20", RUNNER)
    third = sc.support("1_130", player=1)  # No Ordinary Storm
    game = sc.start("maneuver")
    act(game, "play", sentinels)
    assert set(game.decision.cards) == {*conds, third}  # conditions only
    choose(game, conds[0])
    choose(game, conds[1])
    assert [game.s.zone[c] for c in conds] == ["discard", "discard"]
    assert game.s.zone[third] == "support"


def test_secret_sentinels_needs_an_elf_ally():
    """Secret Sentinels (2_20): Legolas is an Elf but no ally; Albert Dreary an ally but
    no Elf."""
    sc = Scenario()
    sc.companion("1_51")
    sc.ally("1_69")
    sentinels = sc.hand("2_20")
    boromir = sc.companion("1_97")
    sc.bear(boromir, "1_283", player=1)
    sc.minion(SAVAGE)
    assert not can(sc.start("maneuver"), "play", sentinels)


def test_a_blended_race_uruk_hai_strength_minus_two_and_no_damage_bonus():
    """A Blended Race (2_16): "Each Uruk-hai is strength -2 and loses all damage bonuses"
    (not a Goblin Runner, an Orc; Gimli keeps his damage +1)."""
    sc = Scenario()
    sc.support("2_16")
    gimli = sc.companion("1_12")
    soldier, runner = sc.minion(SOLDIER), sc.minion(RUNNER)
    game = sc.start("maneuver")
    assert strength(game, soldier) == 7 - 2 and strength(game, runner) == 5
    assert stats.keyword(game, soldier, "damage") == 0
    assert stats.keyword(game, gimli, "damage") == 1


def test_a_blended_race_to_play_spot_an_elf():
    """A Blended Race (2_16): "To play, spot an Elf"."""
    sc = Scenario()
    sc.companion("1_51")
    race = sc.hand("2_16")
    game = sc.start("fellowship")
    act(game, "play", race)
    assert game.s.zone[race] == "support"
    sc2 = Scenario()
    sc2.companion("1_97")
    race2 = sc2.hand("2_16")
    assert not can(sc2.start("fellowship"), "play", race2)


def test_a_blended_race_is_discarded_during_the_regroup_phase():
    """A Blended Race (2_16): "Discard this condition during the regroup phase"."""
    sc = Scenario()
    race = sc.support("2_16")
    sc.minion(SOLDIER)
    game = sc.start("regroup")
    assert game.s.zone[race] == "discard"
    assert sc.start("maneuver").s.zone[race] == "support"
