"""Set 2 [gondor] possessions and conditions of the Fellowship block (issue 18, helper
s13-gondor-sites): Flaming Brand, Natural Cover, Shield of Boromir, Blood of Númenor."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

ARAGORN = "1_89"  # Aragorn, Ranger of the North: a [gondor] ranger Man
BOROMIR = "1_97"  # Boromir, Son of Denethor: a [gondor] Man, no ranger
SAM = "1_311"  # a Hobbit
ARWEN = "1_30"  # an [elven] ranger
NAZGUL = "1_229"  # Úlairë Attëa
SAVAGE = "1_151"  # Uruk Savage
ARCHER = "1_172"  # Goblin Archer: a minion archer
URUK_SWORD = "1_160"  # Uruk-hai Sword: a hand weapon, strength +2
ORC_SOLDIER = "1_271"  # a [sauron] Orc, vitality 2
SCOUT = "1_191"  # Moria Scout: a [moria] Orc


def _sturdy_merchant(game) -> None:
    """The Gondorian Merchant (a [gondor] ally, vitality 1) made vitality 2 for the turn,
    so that it could exert: a cost naming a [gondor] companion must still refuse it."""
    merchant = next(c for c in range(len(game.cards)) if game.s.defs[c] == "7_97")
    game.s.mods = game.s.mods + [(merchant, "vitality", 1, "turn", -1)]


def _archery(events: list) -> str:
    return next(e.text for e in events if e.kind == "archery")


def test_flaming_brand_strength_and_damage_only_while_skirmishing_a_nazgul():
    """Flaming Brand (2_32): "Bearer is strength +2 and damage +1 while skirmishing a
    Nazgûl" (against an Uruk-hai only its printed +1)."""
    for foe, bonus, damage in ((NAZGUL, 1 + 2, 1), (SAVAGE, 1, 0)):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        aragorn = sc.companion(ARAGORN)
        sc.bear(boromir, "2_32")
        sc.assign(sc.minion(foe), boromir)
        game = sc.start("skirmishes")
        assert strength(game, boromir) == 7 + bonus, foe
        assert stats.keyword(game, boromir, "damage") == damage, foe
        assert strength(game, aragorn) == 8 and stats.keyword(game, aragorn, "damage") == 0
    sc = Scenario()  # only the bearer: Aragorn skirmishing a Nazgûl is not helped
    boromir = sc.companion(BOROMIR)
    aragorn = sc.companion(ARAGORN)
    sc.bear(boromir, "2_32")
    sc.assign(sc.minion(NAZGUL), aragorn)
    game = sc.start("skirmishes")
    assert strength(game, aragorn) == 8 and stats.keyword(game, aragorn, "damage") == 0


def test_flaming_brand_bearer_must_be_a_man_and_may_be_a_second_hand_weapon():
    """"Bearer must be a Man" (Sam is not); "may be borne in addition to 1 other hand
    weapon" (Boromir already bearing the Blade of Gondor)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sam = sc.companion(SAM)
    sc.bear(boromir, "1_95")
    brand = sc.hand("2_32")
    game = sc.start("fellowship")
    act(game, "play", brand)
    if game.decision is not None and game.decision.kind == "choose":
        assert sam not in game.decision.cards
        act(game, "choose", boromir)
    assert game.s.zone[brand] != "hand"
    sc2 = Scenario()
    sc2.companion(SAM)
    brand2 = sc2.hand("2_32")
    assert not can(sc2.start("fellowship"), "play", brand2)


def test_natural_cover_minion_archery_total_minus_two_at_a_forest():
    """Natural Cover (2_35): "To play, spot a ranger. While the fellowship is at a forest,
    the minion archery total is -2" (Breeland Forest; not at the plains of Ettenmoors)."""
    for site, total in (("1_329", 0), ("1_331", 2)):
        sc = at_site(site)
        sc.companion(ARAGORN)
        sc.support("2_35")
        sc.minion(ARCHER)
        sc.minion(ARCHER)
        game = sc.start("archery")
        assert f"minion archery total {total}" in _archery(pass_until(game, "archery")), site


def test_natural_cover_to_play_spot_a_ranger():
    sc = Scenario()
    sc.companion(BOROMIR)
    cover = sc.hand("2_35")
    assert not can(sc.start("fellowship"), "play", cover)
    sc2 = Scenario()
    sc2.companion(ARWEN)
    cover2 = sc2.hand("2_35")
    game = sc2.start("fellowship")
    act(game, "play", cover2)
    assert game.s.zone[cover2] == "support"


def test_shield_of_boromir_minion_archery_total_minus_one():
    """Shield of Boromir (2_38): "The minion archery total is -1" (two archers: 1)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "2_38")
    sc.minion(ARCHER)
    sc.minion(ARCHER)
    game = sc.start("archery")
    assert "minion archery total 1" in _archery(pass_until(game, "archery"))


def test_shield_of_boromir_minions_skirmishing_boromir_gain_no_weapon_bonus():
    """"If bearer is Boromir, each minion skirmishing him does not gain strength bonuses
    from weapons": an Uruk Savage with an Uruk-hai Sword is strength 5 against Boromir;
    against Aragorn bearing the shield, or against Boromir without it, 7."""
    for bearer_id, with_shield, expected in ((BOROMIR, True, 5), (ARAGORN, True, 7),
                                             (BOROMIR, False, 7)):
        sc = Scenario()
        bearer = sc.companion(bearer_id)
        if with_shield:
            sc.bear(bearer, "2_38")
        savage = sc.minion(SAVAGE)
        sc.bear(savage, URUK_SWORD)
        sc.assign(savage, bearer)
        game = sc.start("skirmishes")
        assert strength(game, savage) == expected, (bearer_id, with_shield)
    sc = Scenario()  # the shield on Aragorn: a minion skirmishing Boromir keeps its bonus
    aragorn = sc.companion(ARAGORN)
    sc.bear(aragorn, "2_38")
    boromir = sc.companion(BOROMIR)
    savage = sc.minion(SAVAGE)
    sc.bear(savage, URUK_SWORD)
    sc.assign(savage, boromir)
    assert strength(sc.start("skirmishes"), savage) == 7


def test_shield_of_boromir_bearer_must_be_a_gondor_companion():
    sc = Scenario()
    sc.companion(ARWEN)
    shield = sc.hand("2_38")
    assert not can(sc.start("fellowship"), "play", shield)
    sc2 = Scenario()
    sc2.companion(ARWEN)
    sc2.ally("7_97")  # Gondorian Merchant: a [gondor] ally
    shield2 = sc2.hand("2_38")
    assert not can(sc2.start("fellowship"), "play", shield2)


def test_blood_of_numenor_to_play_exert_a_gondor_companion():
    """Blood of Númenor (2_31): "To play, exert a [gondor] companion" (Arwen is none)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.companion(ARWEN)
    sc.ally("7_97")  # the Gondorian Merchant is no companion to exert
    blood = sc.hand("2_31")
    game = sc.start("fellowship")
    _sturdy_merchant(game)
    act(game, "play", blood)
    assert game.s.zone[blood] == "support" and game.s.wounds[boromir] == 1
    sc2 = Scenario()
    sc2.companion(ARWEN)
    sc2.ally("7_97")  # Gondorian Merchant: a [gondor] ally, no companion
    blood2 = sc2.hand("2_31")
    game2 = sc2.start("fellowship")
    _sturdy_merchant(game2)
    assert not can(game2, "play", blood2)
    sc3 = Scenario()  # an exhausted Boromir cannot exert
    sc3.wounds(sc3.companion(BOROMIR), 2)
    blood3 = sc3.hand("2_31")
    assert not can(sc3.start("fellowship"), "play", blood3)


def test_blood_of_numenor_each_sauron_orc_comes_into_play_exhausted():
    """"Each [sauron] Orc comes into play exhausted": the Orc Soldier (vitality 2) has 1
    left; a [moria] Orc and a [sauron] Troll do not."""
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.support("2_31")
    soldier = sc.hand(ORC_SOLDIER)
    scout = sc.hand(SCOUT)
    troll = sc.hand("6_103")  # Gate Troll: a [sauron] Troll, no Orc
    sc.twilight(30)
    game = sc.start("shadow")
    act(game, "play", soldier)
    act(game, "play", scout)
    act(game, "play", troll)
    assert stats.vitality(game, soldier) - game.s.wounds[soldier] == 1
    assert game.s.wounds[scout] == 0 and game.s.wounds[troll] == 0


def test_blood_of_numenor_skips_archery_and_is_discarded_in_the_regroup_phase():
    """"Skip the archery phase. Discard this condition during the regroup phase"."""
    sc = Scenario()
    sc.companion(BOROMIR)
    blood = sc.support("2_31")
    sc.minion(ARCHER)
    game = sc.start("maneuver")
    seen = pass_until(game, decision_kind="assign")
    assert not any(e.kind == "archery" for e in seen)
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")
    assert game.s.zone[blood] == "discard"
    sc2 = Scenario()
    sc2.companion(BOROMIR)
    sc2.minion(ARCHER)
    game2 = sc2.start("maneuver")
    assert any(e.kind == "archery" for e in pass_until(game2, decision_kind="assign"))
