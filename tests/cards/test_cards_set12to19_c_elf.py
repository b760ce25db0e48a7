"""Starters of sets 12–19 (issue 18), the [elven] and [shire] companions: static text read
at a site (forest, battleground), against the minion skirmished, and their abilities.
Each test names the card, quotes the clause it proves, and shows a case the clause must
exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import BATTLEGROUND, DWELLING, FOREST, shadows_at

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("12_20", "12_22", "13_9", "13_20", "15_14", "15_17", "15_18", "15_144")



def fight(game, card: int) -> None:
    """Resolve ``card``'s skirmish next (chosen when there is more than one)."""
    if can(game, "skirmish", card):
        act(game, "skirmish", card)


ARAGORN = "Aragorn, Ranger of the North"  # a [gondor] Man, not an Elf


def test_orophin_brother_of_haldir_archer_at_a_forest_with_another_elf():
    # "While Orophin is at a forest site and you can spot another Elf, Orophin is an archer."
    for site, other, archer in ((FOREST, "Legolas, Greenleaf", 1), (FOREST, ARAGORN, 0),
                                (DWELLING, "Legolas, Greenleaf", 0)):
        sc = shadows_at(site)
        orophin = sc.companion("12_20")
        sc.companion(other)
        game = sc.build()
        assert stats.keyword(game, orophin, "archer") == archer, (site, other)


def test_rumil_brother_of_haldir_archer_when_the_top_card_is_elven():
    # "Maneuver: Reveal the top card of your draw deck. If it is an [elven] card, Rúmil is
    # an archer until the regroup phase."
    for top, archer in (("Legolas, Greenleaf", 1), (ARAGORN, 0)):
        sc = Scenario()
        rumil = sc.companion("12_22")
        card = sc.draw_top(top)
        sc.draw_bottom("Legolas, Greenleaf")  # only the top card is revealed
        sc.minion("Uruk-hai Raiding Party")
        game = sc.start("maneuver")
        act(game, "use", rumil)
        assert stats.keyword(game, rumil, "archer") == archer, top
        assert game.s.zone[card] == "draw"  # revealed, not moved
        if archer:
            pass_until(game, decision_kind="assign")  # still an archer after the maneuvers
            assert stats.keyword(game, rumil, "archer") == 1
            pass_until(game, "phase_started", decision_kind="move_again")
            assert stats.keyword(game, rumil, "archer") == 0  # until the regroup phase


def test_arwen_reflection_of_luthien_other_elven_companions_resistance_at_a_forest():
    # "While the fellowship is at a forest site, each of your other [elven] companions is
    # resistance +1."
    for site, bonus in ((FOREST, 1), (DWELLING, 0)):
        sc = shadows_at(site)
        arwen = sc.companion("13_9")
        legolas = sc.companion("Legolas, Greenleaf")
        aragorn = sc.companion(ARAGORN)
        theirs = sc.companion("Legolas, Greenleaf", player=1)  # not "your" companion
        galadriel = sc.ally("1_45")  # [elven], not a companion
        game = sc.build()
        assert stats.resistance(game, legolas) == 6 + bonus, site
        assert stats.resistance(game, arwen) == 7, site  # "other"
        assert stats.resistance(game, aragorn) == game.cards[aragorn].resistance
        assert stats.resistance(game, theirs) == 6
        assert stats.resistance(game, galadriel) == (game.cards[galadriel].resistance or 0)


def test_arwen_reflection_of_luthien_exerts_for_each_other_assigned_companion():
    # "Skirmish: Exert Arwen to make a minion she is skirmishing strength -1 for each other
    # companion assigned to a skirmish."
    sc = Scenario()
    arwen = sc.companion("13_9")
    legolas = sc.companion("Legolas, Greenleaf")
    aragorn = sc.companion(ARAGORN)
    sc.companion("Gimli, Son of Gloin")  # not assigned
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, arwen)
    other = sc.minion("Uruk-hai Raiding Party")
    sc.assign(other, legolas)
    third = sc.minion("Goblin Scavengers")
    sc.assign(third, aragorn)
    game = sc.start("skirmishes")
    act(game, "skirmish", arwen)
    act(game, "use", arwen)
    assert game.s.wounds[arwen] == 1
    # two other companions assigned: Legolas and Aragorn (and the Ring-bearer is not)
    assert stats.strength(game, foe) == 9 - 2 and stats.strength(game, other) == 9


def test_lorien_protector_takes_one_wound_a_skirmish_while_another_is_assigned():
    # "While another companion is assigned to a skirmish, during each skirmish, prevent all
    # wounds to this companion after the first wound."
    for others, wounds in ((True, 1), (False, 2)):
        sc = Scenario()
        protector = sc.companion("13_20")
        sc.assign(sc.minion("Uruk Lieutenant"), protector)  # strength 8, damage +1
        if others:
            sc.assign(sc.minion("Goblin Runner"), sc.companion(ARAGORN))
        else:
            sc.companion(ARAGORN)  # in the fellowship, not assigned
        game = sc.start("skirmishes")
        fight(game, protector)
        pass_until(game, "skirmish_resolved")
        assert game.s.wounds[protector] == wounds, others


def test_elven_warrior_strength_while_bearing_a_possession():
    # "While this companion is bearing a possession, he is strength +2."
    sc = Scenario()
    warrior = sc.companion("15_14")
    sc.bear(warrior, "15_25")  # Sword of the Fallen (+1)
    bare = sc.companion("15_14")
    sc.bear(bare, "Elven Cloak")  # a possession too
    game = sc.build()
    assert stats.strength(game, warrior) == 5 + 1 + 2
    assert stats.strength(game, bare) == 5 + 2
    sc = Scenario()
    warrior = sc.companion("15_14")
    assert stats.strength(sc.build(), warrior) == 5


def test_elven_warrior_exerts_to_place_an_elven_card_beneath_the_draw_deck():
    # "Maneuver: Exert this companion to place an [elven] card from your discard pile on
    # the bottom of your draw deck."
    sc = Scenario()
    warrior = sc.companion("15_14")
    sc.draw_bottom("Goblin Runner")
    bow = sc.discard("15_13")
    sam = sc.discard("11_172")  # not [elven]
    sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    act(game, "use", warrior)
    assert game.s.wounds[warrior] == 1
    assert game.s.piles[0]["draw"][-1] == bow and game.s.zone[sam] == "discard"


def test_haldir_sentry_needs_an_elf_and_reads_the_site():
    # "To play, spot an Elf."
    for other, playable in (("Legolas, Greenleaf", True), (ARAGORN, False)):
        sc = Scenario()
        sc.companion(other)
        haldir = sc.hand("15_17")
        game = sc.start("fellowship")
        assert can(game, "play", haldir) == playable, other
    # "While the fellowship is at a battleground site, Haldir is strength +2. While the
    # fellowship is at a forest site, Haldir is an archer."
    for site, bonus, archer in ((BATTLEGROUND, 2, 0), (FOREST, 0, 1), (DWELLING, 0, 0)):
        sc = shadows_at(site)
        haldir = sc.companion("15_17")
        game = sc.build()
        assert stats.strength(game, haldir) == 5 + bonus, site
        assert stats.keyword(game, haldir, "archer") == archer, site


def test_legolas_fleet_footed_hunter_exerts_two_hunter_companions_to_draw():
    # "Hunter 1. Regroup: Exert 2 hunter companions to draw a card."
    sc = Scenario()
    legolas = sc.companion("15_18")
    guardian = sc.companion("17_7")
    sc.companion(ARAGORN)  # not a hunter
    sc.draw_top("Legolas, Greenleaf")
    sc.draw_top(ARAGORN)
    game = sc.start("regroup")
    hand = len(game.s.piles[0]["hand"])
    act(game, "use", legolas)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[guardian] == 1
    assert len(game.s.piles[0]["hand"]) == hand + 1
    sc = Scenario()  # one hunter companion only
    legolas = sc.companion("15_18")
    sc.companion(ARAGORN)
    sc.draw_top("Legolas, Greenleaf")
    assert not can(sc.start("regroup"), "use", legolas)
    sc = Scenario()  # "Hunter 1": strength +1 against a non-hunter
    legolas = sc.companion("15_18")
    sc.assign(sc.minion("Goblin Runner"), legolas)
    game = sc.start("skirmishes")
    fight(game, legolas)
    assert stats.strength(game, legolas) == 6 + 1


def test_frodo_weary_from_the_journey_strength_against_a_minion_of_8_or_less():
    # "While skirmishing a minion of strength 8 or less, Frodo is strength +2."
    for minion, bonus in (("Uruk Lieutenant", 2), ("Uruk-hai Raiding Party", 0)):
        sc = Scenario(ring_bearers=("15_144", "1_290"))
        frodo = sc.ring_bearer()
        sc.assign(sc.minion(minion), frodo)
        game = sc.start("skirmishes")
        assert stats.strength(game, frodo) == 3 + 1 + bonus, minion
    sc = Scenario(ring_bearers=("15_144", "1_290"))
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("Goblin Runner"), frodo)
    aragorn = sc.companion(ARAGORN)  # skirmishing such a minion, but not Frodo
    sc.assign(sc.minion("Uruk Lieutenant"), aragorn)
    game = sc.start("skirmishes")
    fight(game, aragorn)
    assert stats.strength(game, aragorn) == 8  # The Ruling Ring +1
    sc = Scenario(ring_bearers=("15_144", "1_290"))
    frodo = sc.ring_bearer()
    sc.minion("Goblin Runner")  # not skirmishing him
    assert stats.strength(sc.build(), frodo) == 3 + 1
