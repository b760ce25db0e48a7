"""Starters of sets 12–19 (issue 18), the [elven] hunters and their items: strength
against a wounded minion, archery abilities paid with a threat, Elf-only weapons, and
the Elf skirmish pumps. Each test names the card, quotes the clause it proves, and shows
a case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_set12to19_c_elf import ARAGORN, fight

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("15_13", "15_145", "15_23", "15_25", "17_7", "17_11", "17_12")

LEGOLAS = "Legolas, Greenleaf"  # an Elf archer, not a hunter
GIMLI = "15_5"  # Gimli (The Hunters): a [dwarven] hunter


def test_elven_guardian_strength_against_a_wounded_minion():
    # "Hunter 1. While this companion is skirmishing a wounded minion, he is strength +2."
    for wounds, bonus in ((1, 2), (0, 0)):
        sc = Scenario()
        guardian = sc.companion("17_7")
        foe = sc.minion("Uruk-hai Raiding Party")
        sc.wounds(foe, wounds)
        sc.assign(foe, guardian)
        game = sc.start("skirmishes")
        assert stats.strength(game, guardian) == 6 + 1 + bonus, wounds  # hunter 1
    _only_himself("17_7")


def _only_himself(card: str) -> None:
    """Another companion skirmishing a wounded minion gains nothing from ``card``."""
    sc = Scenario()
    elf = sc.companion(card)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), elf)
    aragorn = sc.companion(ARAGORN)
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.wounds(foe, 1)
    sc.assign(foe, aragorn)
    game = sc.start("skirmishes")
    fight(game, aragorn)
    assert stats.strength(game, aragorn) == 8, card


def test_elven_guardian_exerts_to_heal_another_hunter():
    # "Maneuver: Exert this companion to heal another hunter."
    sc = Scenario()
    guardian = sc.companion("17_7")
    legolas = sc.companion("15_18")  # a hunter
    aragorn = sc.companion(ARAGORN)  # not a hunter
    for c in (guardian, legolas, aragorn):
        sc.wounds(c, 1)
    sc.minion("Uruk-hai Raiding Party")
    game = sc.start("maneuver")
    act(game, "use", guardian)
    assert game.decision.kind != "choose"  # only Legolas: not the Guardian himself
    assert [game.s.wounds[c] for c in (guardian, legolas, aragorn)] == [2, 0, 1]


def _archery_ability(card: str, other: str | None, threats: int = 0):
    sc = Scenario()
    elf = sc.companion(card)
    helper = sc.companion(other) if other else -1
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.threats(threats)
    game = sc.start("archery")
    return game, elf, helper, foe


def test_orophin_and_rumil_silvan_elf_exert_another_elven_hunter_and_add_a_threat():
    # "Archery: Exert another [elven] hunter and add a threat to wound a minion."
    for card in ("17_11", "17_12"):
        game, elf, guardian, foe = _archery_ability(card, "17_7")
        act(game, "use", elf)
        assert game.s.wounds[guardian] == 1 and game.s.wounds[elf] == 0, card
        assert game.s.threats[0] == 1 and game.s.wounds[foe] == 1, card
        # not himself, not a [dwarven] hunter, not an Elf who is no hunter
        for other in (None, GIMLI, LEGOLAS):
            game, elf, _, _ = _archery_ability(card, other)
            assert not can(game, "use", elf), (card, other)
        # a threat must fit: three companions, three threats already
        game, elf, _, _ = _archery_ability(card, "17_7", threats=3)
        assert not can(game, "use", elf), card


def test_orophin_silvan_elf_strength_against_a_wounded_minion():
    # "While Orophin is skirmishing a wounded minion, he is strength +3."
    for wounds, bonus in ((1, 3), (0, 0)):
        sc = Scenario()
        orophin = sc.companion("17_11")
        foe = sc.minion("Uruk-hai Raiding Party")
        sc.wounds(foe, wounds)
        sc.assign(foe, orophin)
        game = sc.start("skirmishes")
        assert stats.strength(game, orophin) == 6 + 1 + bonus, wounds
    _only_himself("17_11")


def test_rumil_silvan_elf_strength_and_archer_while_a_minion_is_wounded():
    # "While you can spot a wounded minion, Rúmil is strength +1 and gains archer."
    for wounds, bonus in ((1, 1), (0, 0)):
        sc = Scenario()
        rumil = sc.companion("17_12")
        foe = sc.minion("Uruk-hai Raiding Party")
        sc.wounds(foe, wounds)
        companion = sc.companion("Legolas, Greenleaf")
        sc.wounds(companion, 1)  # a wounded companion is not a wounded minion
        game = sc.build()
        assert stats.strength(game, rumil) == 6 + bonus, wounds
        assert stats.keyword(game, rumil, "archer") == bonus, wounds


def test_elven_bow_bearer_must_be_an_elf_and_is_an_archer():
    # "Bearer must be an Elf. Bearer is an archer."
    sc = Scenario()
    guardian = sc.companion("17_7")
    aragorn = sc.companion(ARAGORN)
    bow = sc.hand("15_13")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == bow}
    assert guardian in targets and aragorn not in targets
    assert stats.keyword(game, guardian, "archer") == 0
    act(game, "play", bow, guardian)
    assert stats.keyword(game, guardian, "archer") == 1


def test_hobbit_sword_the_hunters_bearer_must_be_a_hobbit():
    # "Bearer must be a Hobbit." (strength +2)
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion(ARAGORN)
    sword = sc.hand("15_145")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == sword}
    assert frodo in targets and aragorn not in targets
    before = stats.strength(game, frodo)
    act(game, "play", sword, frodo)
    assert stats.strength(game, frodo) == before + 2


def test_sword_of_the_fallen_bearer_must_be_an_elf():
    # "Bearer must be an Elf."
    sc = Scenario()
    guardian = sc.companion("17_7")
    aragorn = sc.companion(ARAGORN)
    sword = sc.hand("15_25")
    game = sc.twilight(2).start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == sword}
    assert guardian in targets and aragorn not in targets


def test_sword_of_the_fallen_minion_skirmishing_bearer_minus_one_per_wound():
    # "Each minion skirmishing bearer is strength -1 for each wound on that minion."
    sc = Scenario()
    legolas = sc.companion(LEGOLAS)
    sc.bear(legolas, "15_25")
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.wounds(foe, 2)
    sc.assign(foe, legolas)
    aragorn = sc.companion(ARAGORN)
    other = sc.minion("Uruk-hai Raiding Party")
    sc.wounds(other, 1)
    sc.assign(other, aragorn)
    game = sc.start("skirmishes")
    fight(game, legolas)
    assert stats.strength(game, foe) == 9 - 2
    assert stats.strength(game, other) == 9  # not skirmishing the bearer
    assert stats.strength(game, legolas) == 6 + 1


def test_sword_of_the_fallen_exerts_bearer_to_exert_a_minion_skirmishing_him():
    # "Skirmish: Exert bearer to exert a minion skirmishing bearer."
    sc = Scenario()
    legolas = sc.companion(LEGOLAS)
    sword = sc.bear(legolas, "15_25")
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, legolas)
    aragorn = sc.companion(ARAGORN)
    other = sc.minion("Uruk-hai Raiding Party")
    sc.assign(other, aragorn)
    game = sc.start("skirmishes")
    fight(game, legolas)
    act(game, "use", sword)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[foe] == 1
    assert game.s.wounds[other] == 0
    assert stats.strength(game, foe) == 9 - 1  # and its own text reads the new wound


def test_point_blank_range_elf_plus_two_or_four_with_three_archers():
    # "Make an Elf strength +2 (or +4 if you can spot 3 archers)."
    for archers, bonus in ((3, 4), (2, 2)):
        sc = Scenario()
        guardian = sc.companion("17_7")  # not an archer
        sc.assign(sc.minion("Uruk-hai Raiding Party"), guardian)
        for _ in range(archers):
            sc.bear(sc.companion("15_14"), "15_13")  # Elven Warriors bearing Elven Bows
        pbr = sc.hand("15_23")
        game = sc.start("skirmishes")
        before = stats.strength(game, guardian)
        act(game, "play", pbr)
        if game.decision.kind == "choose":
            act(game, "choose", guardian)
        assert stats.strength(game, guardian) == before + bonus, archers
    sc = Scenario()  # no Elf
    aragorn = sc.companion(ARAGORN)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), aragorn)
    pbr = sc.hand("15_23")
    assert not can(sc.start("skirmishes"), "play", pbr)
