"""Set 4 Free Peoples cards of the BoHD Éowyn and Legolas starters: each test sets a
position, uses the card, and checks what its printed text does (quoted), with a case for
each word that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from starters import legal_bearers

from ringtable.engine import playing, stats
from ringtable.engine.setup import starting_cost
from ringtable.testing import act, can, pass_until

GOBLIN_RUNNER = "1_178"  # a [moria] Orc, site 4: roaming at sites 1 to 3
ORC_SOLDIER = "1_271"  # a [sauron] Orc, site 6
BRIGAND = "4_10"  # a [dunland] Man, site 3
DESERT_WARRIOR = "4_222"  # a [raider] Man, site 4, vitality 2


def _fight(defender: str, minion: str, *, site: int = 1, bears: tuple[str, ...] = (),
           hand: tuple[str, ...] = (), others: tuple[str, ...] = (), wounds: int = 0):
    """``defender`` (bearing ``bears``) skirmishes ``minion`` at ``site``."""
    sc = Scenario()
    fp = sc.companion(defender)
    for item in bears:
        sc.bear(fp, item)
    m = sc.minion(minion)
    sc.assign(m, fp)
    if wounds:
        sc.wounds(m, wounds)
    cards = [sc.hand(h) for h in hand]
    for c in others:
        sc.companion(c)
    sc.at_site(site)
    return sc, sc.start("skirmishes"), fp, m, cards


def _instance(game, card_id: str) -> int:
    return next(c for c, d in enumerate(game.s.defs) if d == card_id)


def _wounded(events) -> list[int]:
    return [e.cards[0] for e in events if e.kind == "wounded"]


def _archery_totals(events) -> str:
    return next(e.text for e in events if e.kind == "archery")


# --- Dwarven ---------------------------------------------------------------------------

def test_khazad_ai_menu_dwarf_plus_two_or_three_and_damage_with_legolas():
    """Khazâd Ai-mênu (4_51): "Make a Dwarf strength +2 (or strength +3 and damage +1 if
    you spot Legolas).\""""
    for others, bonus, damage in (((), 2, 0), (("4_74",), 3, 1), (("1_97",), 2, 0)):
        _sc, game, gimli, _m, (ev,) = _fight("4_49", BRIGAND, hand=("4_51",), others=others)
        before = strength(game, gimli), stats.keyword(game, gimli, "damage")
        act(game, "play", ev)
        assert strength(game, gimli) == before[0] + bonus, others
        assert stats.keyword(game, gimli, "damage") == before[1] + damage, others


def test_khazad_ai_menu_only_for_a_dwarf():
    """Khazâd Ai-mênu (4_51): "Make a Dwarf ...": Legolas alone cannot be helped."""
    _sc, game, _l, _m, (ev,) = _fight("4_74", BRIGAND, hand=("4_51",))
    assert not can(game, "play", ev)


def _maneuver(companions: tuple[str, ...], card: str):
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    m = sc.minion(ORC_SOLDIER)
    ev = sc.hand(card)
    sc.at_site(3)
    return sc.start("maneuver"), m, ev


def test_quick_as_may_be_spot_a_dwarf_and_an_elf_companion_to_wound_a_minion():
    """Quick As May Be (4_53): "Spot a Dwarf companion and an Elf companion to wound a
    minion." Not with only the Dwarf, only the Elf, nor with a Man instead."""
    game, m, ev = _maneuver(("4_49", "4_74"), "4_53")
    act(game, "play", ev)
    assert game.s.wounds[m] == 1
    for companion, ally in (("4_49", "1_56"), ("4_74", "1_17")):
        sc = Scenario()  # an Elf ally (Orophin) is no Elf companion, a Dwarf (Grimir) ...
        sc.companion(companion)
        sc.ally(ally)
        sc.minion(ORC_SOLDIER)
        ev = sc.hand("4_53")
        assert not can(sc.at_site(3).start("maneuver"), "play", ev), ally
    for companions in (("4_49",), ("4_74",), ("4_49", "1_97"), ("4_74", "1_97")):
        game, _m, ev = _maneuver(companions, "4_53")
        assert not can(game, "play", ev), companions


# --- Elven -----------------------------------------------------------------------------

def test_elven_bow_bearer_must_be_an_elf_and_is_an_archer():
    """Elven Bow (4_62): "Bearer must be an Elf. Bearer is an archer." Lórien Swordsman
    (no archer of his own) bearing it adds 1 to the fellowship archery total."""
    allowed, (elf, _boromir) = legal_bearers("4_62", ("4_78", "1_97"))
    assert allowed == {elf}
    for bears, total in ((("4_62",), 1), ((), 0)):
        sc = Scenario()
        swordsman = sc.companion("4_78")
        for item in bears:
            sc.bear(swordsman, item)
        sc.minion(BRIGAND)
        sc.at_site(3)
        sc.start("archery_fire")
        assert f"fellowship archery total {total}" in _archery_totals(sc.events), bears


def test_elven_sword_exert_bearer_or_discard_two_cards_for_minus_one():
    """Elven Sword (4_64): "Bearer must be an Elf. Skirmish: Exert bearer or discard 2
    cards from hand to make a minion skirmishing bearer strength -1.\""""
    allowed, (elf, _boromir) = legal_bearers("4_64", ("4_78", "1_97"))
    assert allowed == {elf}
    _sc, game, swordsman, m, hand = _fight("4_78", BRIGAND, bears=("4_64",),
                                           hand=("1_97", "1_97"))
    sword = _instance(game, "4_64")
    before = strength(game, m)
    act(game, "use", sword, value=0)
    assert strength(game, m) == before - 1 and game.s.wounds[swordsman] == 1
    _sc, game, swordsman, m, hand = _fight("4_78", BRIGAND, bears=("4_64",),
                                           hand=("1_97", "1_97"))
    act(game, "use", sword, value=1)
    assert strength(game, m) == before - 1 and game.s.wounds[swordsman] == 0
    assert all(game.s.zone[c] == "discard" for c in hand)
    # one card in hand: only the exert form is offered
    _sc, game, swordsman, m, hand = _fight("4_78", BRIGAND, bears=("4_64",), hand=("1_97",))
    assert can(game, "use", sword, value=0) and not can(game, "use", sword, value=1)


# --- Gondor ----------------------------------------------------------------------------

def test_ranger_of_ithilien_costs_one_less_only_in_the_starting_fellowship():
    """Ranger of Ithilien (4_130): "When this companion is in your starting fellowship,
    his twilight cost is -1." 2 toward the starting fellowship, 3 played from hand."""
    sc = Scenario()
    ranger = sc.hand("4_130")
    assert starting_cost(sc.build(), ranger, 0) == 2
    game = sc.at_site(2).start("fellowship")
    assert playing.twilight_cost(game, ranger, 0) == 3


def test_ranger_of_ithilien_strength_plus_two_against_a_roaming_minion():
    """Ranger of Ithilien (4_130): "While skirmishing a roaming minion, this companion is
    strength +2." A Goblin Runner (site 4) roams at site 3, not at site 4."""
    for site, bonus in ((3, 2), (4, 0)):
        _sc, game, ranger, _m, _ = _fight("4_130", GOBLIN_RUNNER, site=site)
        assert strength(game, ranger) == 6 + bonus, site
    sc = Scenario()  # not while not skirmishing
    ranger = sc.companion("4_130")
    sc.minion(GOBLIN_RUNNER)
    assert strength(sc.at_site(3).start("maneuver"), ranger) == 6
    sc = Scenario()  # only this companion: not Boromir skirmishing a roaming minion
    sc.companion("4_130")
    boromir = sc.companion("1_97")
    sc.assign(sc.minion(GOBLIN_RUNNER), boromir)
    assert strength(sc.at_site(3).start("skirmishes"), boromir) == 7


def test_rangers_bow_bearer_must_be_a_ring_bound_man():
    """Ranger's Bow (4_131): "Bearer must be Ring-bound Man." Not Boromir (unbound), not
    Frodo (a Hobbit)."""
    allowed, (ranger, _boromir) = legal_bearers("4_131", ("4_130", "1_97"))
    assert allowed == {ranger}
    sc = Scenario(ring_bearers=("4_302", "4_302"))  # Frodo, Tired Traveller: Ring-bound
    ranger = sc.companion("4_130")
    bow = sc.hand("4_131")
    game = sc.at_site(2).start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == bow} == {ranger}


def test_rangers_bow_exerts_bearer_to_wound_a_man_or_roaming_minion_he_skirmishes():
    """Ranger's Bow (4_131): "If bearer is skirmishing a Man or a roaming minion, exert
    bearer to wound that minion." A Man at site 3, a roaming Orc at site 3; not a
    non-roaming Orc (site 4)."""
    for minion, site in ((DESERT_WARRIOR, 4), (GOBLIN_RUNNER, 3)):
        _sc, game, ranger, m, _ = _fight("4_130", minion, site=site, bears=("4_131",))
        events = use(game, _instance(game, "4_131"))
        assert _wounded(events) == [m] and game.s.wounds[ranger] == 1, minion
    _sc, game, _r, _m, _ = _fight("4_130", GOBLIN_RUNNER, site=4, bears=("4_131",))
    assert not can(game, "use", _instance(game, "4_131"))
    # an exhausted bearer cannot pay
    sc = Scenario()
    ranger = sc.companion("4_130")
    sc.bear(ranger, "4_131")
    m = sc.minion(BRIGAND)
    sc.assign(m, ranger)
    sc.wounds(ranger, 2)
    game = sc.at_site(3).start("skirmishes")
    assert not can(game, "use", _instance(game, "4_131"))


def test_sword_of_gondor_damage_plus_one_against_a_man_or_roaming_minion():
    """Sword of Gondor (4_134): "Bearer must be a [gondor] Man. While skirmishing a Man or
    a roaming minion, bearer is damage +1." Not Éomer ([rohan]) nor Legolas."""
    allowed, (boromir, *_others) = legal_bearers("4_134", ("1_97", "4_266", "4_74", "8_41"))
    assert allowed == {boromir}  # not Oathbreaker, a [gondor] Wraith
    for minion, site, damage in ((BRIGAND, 3, 1), (GOBLIN_RUNNER, 3, 1),
                                 (GOBLIN_RUNNER, 4, 0)):
        _sc, game, b, _m, _ = _fight("1_97", minion, site=site, bears=("4_134",),
                                     others=("4_130",))
        assert stats.keyword(game, b, "damage") == damage, (minion, site)
    # only the bearer: the Ranger of Ithilien skirmishing a Man, the Sword on Boromir
    sc = Scenario()
    sc.bear(sc.companion("1_97"), "4_134")
    ranger = sc.companion("4_130")
    sc.assign(sc.minion(BRIGAND), ranger)
    assert stats.keyword(sc.at_site(3).start("skirmishes"), ranger, "damage") == 0


def test_war_and_valor_plus_two_or_three_and_damage_against_a_roaming_minion():
    """War and Valor (4_135): "Make a [gondor] Man strength +2 (or +3 and damage +1 if
    skirmishing a roaming minion).\""""
    for site, bonus, damage in ((3, 3, 1), (4, 2, 0)):
        _sc, game, b, _m, (ev,) = _fight("1_97", GOBLIN_RUNNER, site=site, hand=("4_135",))
        before = strength(game, b)
        act(game, "play", ev)
        assert strength(game, b) == before + bonus, site
        assert stats.keyword(game, b, "damage") == damage, site
    for fp in ("4_266", "8_41"):  # Éomer is a [rohan] Man; Oathbreaker a [gondor] Wraith
        _sc, game, _e, _m, (ev,) = _fight(fp, GOBLIN_RUNNER, site=3, hand=("4_135",))
        assert not can(game, "play", ev), fp
    # "if skirmishing": the Man chosen (the Ranger, not in the skirmish) gets +2 only,
    # although Boromir skirmishes a roaming minion
    _sc, game, _b, _m, (ev,) = _fight("1_97", GOBLIN_RUNNER, site=3, hand=("4_135",),
                                      others=("4_130",))
    ranger = _instance(game, "4_130")
    act(game, "play", ev)
    act(game, "choose", ranger)
    assert strength(game, ranger) == 8 and stats.keyword(game, ranger, "damage") == 0


# --- Rohan -----------------------------------------------------------------------------

def test_elite_rider_costs_one_less_only_in_the_starting_fellowship():
    """Elite Rider (4_265): "When this companion is in your starting fellowship, his
    twilight cost is -1.\""""
    sc = Scenario()
    rider = sc.hand("4_265")
    assert starting_cost(sc.build(), rider, 0) == 2
    game = sc.at_site(2).start("fellowship")
    assert playing.twilight_cost(game, rider, 0) == 3


def test_elite_rider_strength_plus_two_against_a_wounded_minion():
    """Elite Rider (4_265): "While skirmishing a wounded minion, this companion is
    strength +2.\""""
    for wounds, bonus in ((1, 2), (0, 0)):
        _sc, game, rider, _m, _ = _fight("4_265", ORC_SOLDIER, site=6, wounds=wounds)
        assert strength(game, rider) == 6 + bonus, wounds
    sc = Scenario()  # a wounded minion in play, not skirmishing him
    rider = sc.companion("4_265")
    sc.wounds(sc.minion(ORC_SOLDIER), 1)
    assert strength(sc.at_site(6).start("maneuver"), rider) == 6
    sc = Scenario()  # only this companion: Boromir skirmishing a wounded minion is not
    sc.companion("4_265")
    boromir = sc.companion("1_97")
    m = sc.minion(ORC_SOLDIER)
    sc.assign(m, boromir).wounds(m, 1)
    assert strength(sc.at_site(6).start("skirmishes"), boromir) == 7


def test_riders_mount_bearer_a_rohan_man_minions_skirmishing_him_exert():
    """Rider's Mount (4_287): "Bearer must be a [rohan] Man. At the start of each
    skirmish involving bearer, each minion skirmishing bearer must exert." Not Boromir
    ([gondor]) nor Legolas; a minion skirmishing another companion does not exert."""
    allowed, (eomer, _b, _l) = legal_bearers("4_287", ("4_266", "1_97", "4_74"))
    assert allowed == {eomer}
    sc = Scenario()
    eomer = sc.companion("4_266")
    sc.bear(eomer, "4_287")
    boromir = sc.companion("1_97")
    m1, m2, other = sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER)
    sc.assign(m1, eomer).assign(m2, eomer).assign(other, boromir)
    game = sc.at_site(6).start("skirmishes")
    events = list(sc.events)
    while game.s.phase == "skirmish" or game.s.phase == "assignment":
        events += pass_until(game, "skirmish_ended")
    exerted = [e.cards[0] for e in events if e.kind == "exerted"]
    # once each, at the start of Éomer's skirmish only (not again at Boromir's)
    assert sorted(exerted) == sorted([m1, m2])


def test_riders_spear_damage_plus_one_while_mounted():
    """Rider's Spear (4_288): "Bearer must be a [rohan] Man. If bearer is mounted, bearer
    is damage +1.\""""
    allowed, (eomer, _b, _l) = legal_bearers("4_288", ("4_266", "1_97", "4_74"))
    assert allowed == {eomer}
    for bears, damage in ((("4_288", "4_287"), 1), (("4_288",), 0)):
        sc = Scenario()
        eomer = sc.companion("4_266")
        for item in bears:
            sc.bear(eomer, item)
        other = sc.companion("4_265")  # mounted, no Spear: no bonus
        sc.bear(other, "4_287")
        game = sc.start("fellowship")
        assert stats.keyword(game, eomer, "damage") == damage, bears
        assert stats.keyword(game, other, "damage") == 0


def test_lorien_swordsman_minions_skirmishing_him_minus_two_per_wound_on_that_minion():
    """Lórien Swordsman (4_78): "Each minion skirmishing this companion is strength -2
    for each wound on that minion." Two Orc Soldiers with 1 and 0 wounds: 5 and 7; an
    Orc Soldier with 1 wound skirmishing Boromir: 7."""
    sc = Scenario()
    swordsman = sc.companion("4_78")
    boromir = sc.companion("1_97")
    hurt, fresh, other = sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER), sc.minion(ORC_SOLDIER)
    sc.assign(hurt, swordsman).assign(fresh, swordsman).assign(other, boromir)
    sc.wounds(hurt, 1).wounds(other, 1)
    game = sc.at_site(6).start("skirmishes")
    act(game, "skirmish", swordsman)
    assert [strength(game, m) for m in (hurt, fresh, other)] == [5, 7, 7]
    assert strength(game, swordsman) == 5
