"""Set 1 [gondor] cards of the Fellowship block (issue 18, helper s13-gondor-sites).
Each test sets a position, uses the card and checks what its quoted text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

ARAGORN = "1_89"  # Aragorn, Ranger of the North: a ranger, the card under test
KING = "1_365"  # Aragorn, King in Exile: a [gondor] ranger
ARWEN = "1_30"  # Arwen, Daughter of Elrond: an [elven] ranger
BOROMIR = "1_97"  # Boromir, Son of Denethor: a [gondor] Man, no ranger
GIMLI = "1_13"  # Gimli: a [dwarven] companion
SAM = "1_311"  # a [shire] companion
SCOUT = "1_191"  # Moria Scout: an Orc, vitality 1
RUNNER = "1_178"  # Goblin Runner: an Orc
SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai
NAZGUL = "1_229"  # Úlairë Attëa: a Nazgûl
HOBBIT_SWORD = "1_299"  # a hand weapon
ARMOR = "1_92"  # a possession, no hand weapon


def pass_to_phase(game, phase: str) -> None:
    """Everyone passes until the phase ``phase`` has started."""
    while game.s.phase != phase:
        pass_until(game, "phase_started")


def _defender(game, card: int) -> int:
    return stats.keyword(game, card, "defender")


def test_aragorn_ranger_of_the_north_exerts_to_be_defender_until_regroup():
    """Aragorn, Ranger of the North (1_89): "Maneuver: Exert Aragorn to make him defender
    +1 until the regroup phase" (still so in the assignment phase)."""
    sc = Scenario()
    aragorn = sc.companion("1_89")
    sc.minion(SCOUT)
    game = sc.start("maneuver")
    assert _defender(game, aragorn) == 0
    use(game, aragorn)
    assert game.s.wounds[aragorn] == 1 and _defender(game, aragorn) == 1
    pass_until(game, decision_kind="assign")
    assert _defender(game, aragorn) == 1
    assert stats.keyword(game, aragorn, "ranger") == 1  # Ranger.
    pass_to_phase(game, "regroup")
    assert _defender(game, aragorn) == 0


def test_aragorn_ranger_of_the_north_is_a_maneuver_ability_only():
    sc = Scenario()
    aragorn = sc.companion("1_89")
    sc.minion(SCOUT)
    assert not can(sc.start("skirmishes"), "use", aragorn)
    sc2 = Scenario()
    aragorn2 = sc2.companion("1_89")
    sc2.minion(SCOUT)
    assert not can(sc2.start("fellowship"), "use", aragorn2)


def test_an_able_guide_spots_a_ranger_to_remove_four():
    """An Able Guide (1_88): "Regroup: Spot a ranger to remove (4)" (Boromir is no ranger)."""
    sc = Scenario()
    sc.companion(ARAGORN)
    guide = sc.hand("1_88")
    sc.twilight(6)
    game = sc.start("regroup")
    act(game, "play", guide)
    assert game.s.twilight == 2
    sc2 = Scenario()
    sc2.companion(BOROMIR)
    guide2 = sc2.hand("1_88")
    sc2.twilight(6)
    assert not can(sc2.start("regroup"), "play", guide2)


def test_pursuit_just_behind_exerts_a_ranger_companion_to_wound_every_minion():
    """Pursuit Just Behind (1_111): "Regroup: Exert a ranger companion to wound every
    minion" (each minion; the companions are not wounded)."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    boromir = sc.companion(BOROMIR)
    savage = sc.minion(SAVAGE)
    soldier = sc.minion("1_154")  # Uruk Soldier
    pursuit = sc.hand("1_111")
    game = sc.start("regroup")
    act(game, "play", pursuit)
    assert game.s.wounds[aragorn] == 1 and game.s.wounds[boromir] == 0
    assert game.s.wounds[savage] == 1 and game.s.zone[soldier] == "discard"  # vitality 1: killed


def test_pursuit_just_behind_needs_a_ranger_companion():
    """A ranger ally or a companion that is no ranger cannot pay the cost (Thrarin made a
    ranger for the turn: no printed ally is one)."""
    sc = Scenario()
    sc.companion(BOROMIR)
    thrarin = sc.ally("1_27")
    sc.minion(SAVAGE)
    pursuit = sc.hand("1_111")
    game = sc.start("regroup")
    game.s.mods = game.s.mods + [(thrarin, "kw:ranger", 1, "turn", -1)]
    assert stats.keyword(game, thrarin, "ranger") == 1
    assert not can(game, "play", pursuit)


def test_dagger_strike_gondor_or_shire_companion_bearing_a_hand_weapon():
    """Dagger Strike (1_102): "Make a [gondor] or [shire] companion bearing a hand weapon
    strength +2 and damage +1"."""
    for bearer_id in (BOROMIR, SAM):
        sc = Scenario()
        bearer = sc.companion(bearer_id)
        sc.bear(bearer, HOBBIT_SWORD if bearer_id == SAM else "1_95")
        sc.assign(sc.minion(SAVAGE), bearer)
        strike = sc.hand("1_102")
        game = sc.start("skirmishes")
        before, damage = strength(game, bearer), stats.keyword(game, bearer, "damage")
        act(game, "play", strike)
        assert strength(game, bearer) == before + 2, bearer_id
        assert stats.keyword(game, bearer, "damage") == damage + 1, bearer_id


def test_dagger_strike_excludes_other_cultures_and_unarmed_companions():
    """Gimli with a hand weapon ([dwarven]) and Boromir bearing only armor (no hand
    weapon) cannot be chosen: the event is not playable."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    sc.bear(gimli, "1_9")  # Dwarven Axe: a hand weapon on a [dwarven] companion
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, ARMOR)
    sc.assign(sc.minion(SAVAGE), boromir)
    strike = sc.hand("1_102")
    assert not can(sc.start("skirmishes"), "play", strike)
    sc2 = Scenario()  # a [shire] ally bearing a hand weapon is no companion
    boromir2 = sc2.companion(BOROMIR)
    guest = sc2.ally("1_297")  # Hobbit Party Guest
    sc2.bear(guest, HOBBIT_SWORD)
    sc2.assign(sc2.minion(SAVAGE), boromir2)
    strike2 = sc2.hand("1_102")
    assert not can(sc2.start("skirmishes"), "play", strike2)


def test_arwens_fate_exert_aragorn_for_arwen_or_arwen_for_aragorn():
    """Arwen's Fate (1_93): "Exert Aragorn to make Arwen strength +3, or exert Arwen to
    make Aragorn strength +3"."""
    for option in (0, 1):
        sc = Scenario()
        aragorn = sc.companion(ARAGORN)
        arwen = sc.companion(ARWEN)
        sc.assign(sc.minion(SAVAGE), aragorn)
        fate = sc.hand("1_93")
        game = sc.start("skirmishes")
        before = {aragorn: strength(game, aragorn), arwen: strength(game, arwen)}
        act(game, "play", fate)
        assert game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        exerted, helped = (aragorn, arwen) if option == 0 else (arwen, aragorn)
        assert game.s.wounds[exerted] == 1 and game.s.wounds[helped] == 0
        assert strength(game, helped) == before[helped] + 3
        assert strength(game, exerted) == before[exerted]


def test_arwens_fate_needs_both_aragorn_and_arwen():
    """Without Arwen neither option can be carried out in full (Boromir is no Arwen)."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    sc.companion(BOROMIR)
    sc.assign(sc.minion(SAVAGE), aragorn)
    fate = sc.hand("1_93")
    assert not can(sc.start("skirmishes"), "play", fate)


def test_the_choice_of_luthien_exert_one_to_heal_the_other():
    """The Choice of Lúthien (1_100): "Maneuver: Exert Aragorn to heal Arwen, or exert
    Arwen to heal Aragorn"."""
    for option in (0, 1):
        sc = Scenario()
        aragorn = sc.companion(ARAGORN)
        arwen = sc.companion(ARWEN)
        tale = sc.support("1_100")
        sc.wounds(aragorn, 1).wounds(arwen, 1)
        sc.minion(SCOUT)
        game = sc.start("maneuver")
        use(game, tale)
        act(game, "choose_option", value=option)
        exerted, healed = (aragorn, arwen) if option == 0 else (arwen, aragorn)
        assert game.s.wounds[exerted] == 2 and game.s.wounds[healed] == 0


def test_the_choice_of_luthien_is_a_maneuver_ability_needing_both():
    sc = Scenario()
    sc.companion(ARAGORN)
    sc.companion(ARWEN)
    tale = sc.support("1_100")
    sc.minion(SCOUT)
    assert not can(sc.start("skirmishes"), "use", tale)
    sc2 = Scenario()
    sc2.companion(ARAGORN)
    sc2.companion(BOROMIR)
    tale2 = sc2.support("1_100")
    sc2.minion(SCOUT)
    assert not can(sc2.start("maneuver"), "use", tale2)


def test_the_saga_of_elendil_discards_itself_to_make_bearer_strength_plus_two():
    """The Saga of Elendil (1_114): "Skirmish: Discard this condition to make bearer
    strength +2" (the bearer, not another companion)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    aragorn = sc.companion(ARAGORN)
    saga = sc.bear(boromir, "1_114")
    sc.assign(sc.minion(SAVAGE), boromir)
    game = sc.start("skirmishes")
    before, other = strength(game, boromir), strength(game, aragorn)
    use(game, saga)
    assert game.s.zone[saga] == "discard"
    assert strength(game, boromir) == before + 2 and strength(game, aragorn) == other


def test_the_saga_of_elendil_bearer_must_be_a_gondor_companion():
    """"Bearer must be a [gondor] companion": Arwen ([elven]) cannot bear it."""
    sc = Scenario()
    sc.companion(ARWEN)
    saga = sc.hand("1_114")
    assert not can(sc.start("fellowship"), "play", saga)
    sc2 = Scenario()
    sc2.companion(BOROMIR)
    saga2 = sc2.hand("1_114")
    game = sc2.start("fellowship")
    assert can(game, "play", saga2)
    sc3 = Scenario()  # Gondorian Merchant: a [gondor] ally, no companion
    sc3.companion(ARWEN)
    sc3.ally("7_97")
    saga3 = sc3.hand("1_114")
    assert not can(sc3.start("fellowship"), "play", saga3)


def test_a_rangers_versatility_exhausts_a_minion_at_a_river_or_forest():
    """A Ranger's Versatility (1_113): "Exert a ranger at a river or forest to exhaust a
    minion" (Buckleberry Ferry is a river, Breeland Forest a forest)."""
    for site in ("1_330", "1_329"):
        sc = at_site(site)
        aragorn = sc.companion(ARAGORN)
        savage = sc.minion(SAVAGE)
        versatility = sc.hand("1_113")
        game = sc.start("maneuver")
        act(game, "play", versatility)
        assert game.s.wounds[aragorn] == 1, site
        assert stats.vitality(game, savage) - game.s.wounds[savage] == 1, site


def test_a_rangers_versatility_not_elsewhere_and_needs_a_ranger():
    sc = at_site("1_331")  # Ettenmoors: plains
    sc.companion(ARAGORN)
    sc.minion(SAVAGE)
    versatility = sc.hand("1_113")
    assert not can(sc.start("maneuver"), "play", versatility)
    sc2 = at_site("1_330")
    sc2.companion(BOROMIR)
    sc2.minion(SAVAGE)
    versatility2 = sc2.hand("1_113")
    assert not can(sc2.start("maneuver"), "play", versatility2)


def test_blade_of_gondor_damage_and_wounds_an_orc_or_uruk_he_is_skirmishing():
    """Blade of Gondor (1_95): "He is damage +1. Skirmish: Exert Boromir to wound an Orc
    or Uruk-hai he is skirmishing" (not the Orc in another skirmish)."""
    for minion_id in (SAVAGE, RUNNER):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        blade = sc.bear(boromir, "1_95")
        foe = sc.minion(minion_id)
        other = sc.minion("1_154")  # an Uruk-hai not in his skirmish
        sc.assign(foe, boromir)
        game = sc.start("skirmishes")
        assert stats.keyword(game, boromir, "damage") == 1  # only the bearer
        assert stats.keyword(game, other, "damage") == 1  # Uruk Soldier's own, not +1
        use(game, blade)
        assert game.s.wounds[boromir] == 1, minion_id
        wounded = game.s.zone[foe] == "discard" if minion_id == RUNNER else game.s.wounds[foe] == 1
        assert wounded, minion_id  # the Goblin Runner (vitality 1) is killed
        assert game.s.wounds[other] == 0


def test_blade_of_gondor_no_wound_to_a_nazgul():
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    blade = sc.bear(boromir, "1_95")
    sc.assign(sc.minion(NAZGUL), boromir)
    assert not can(sc.start("skirmishes"), "use", blade)
