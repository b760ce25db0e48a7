"""Starters of sets 12–19, the [gondor] and [rohan] Men (helper c-man): static text read
at a site or over what can be spotted. Each test names the card, quotes the clause it
proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import BATTLEGROUND, FOREST, PLAINS, shadows_at

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("11_159", "12_113", "13_62", "15_126", "15_136", "15_138")

HUNTER_MINION = "15_171"  # Tracking Uruk: hunter 1, keywords only
LURKER_MINION = "11_72"  # Column of Easterlings: lurker
WISDOM = "2_23"  # Gandalf's Wisdom: a [gandalf] card, not a companion
WELL_STORED = "4_296"  # a [rohan] condition, not a Man


def test_theoden_king_of_the_eorlingas_muster_while_a_gandalf_companion():
    # "While you can spot a [gandalf] companion, Théoden gains muster."
    for other, muster in (("1_72", 1), ("Aragorn, Ranger of the North", 0), (WISDOM, 0)):
        sc = Scenario()
        theoden = sc.companion("11_159")
        sc.support(other) if other == WISDOM else sc.companion(other)
        game = sc.build()
        assert stats.keyword(game, theoden, "muster") == muster, other


def test_theoden_king_of_the_eorlingas_rohan_men_strength_at_battleground_or_plains():
    # "While Théoden is at a battleground or plains site each [rohan] Man is strength +1."
    for site, bonus in ((BATTLEGROUND, 1), (PLAINS, 1), (FOREST, 0)):
        sc = shadows_at(site)
        theoden = sc.companion("11_159")
        warrior = sc.companion("15_139")  # another [rohan] Man
        aragorn = sc.companion("Aragorn, Ranger of the North")  # a [gondor] Man
        game = sc.build()
        assert stats.strength(game, theoden) == 7 + bonus, site
        assert stats.strength(game, warrior) == 6 + bonus, site
        assert stats.strength(game, aragorn) == 8, site


def test_eored_warrior_strength_plus_three_at_battleground_or_plains():
    # "While this companion is at a battleground or plains site, he is strength +3."
    for site, bonus in ((BATTLEGROUND, 3), (PLAINS, 3), (FOREST, 0)):
        sc = shadows_at(site)
        warrior = sc.companion("12_113")
        other = sc.companion("15_139")  # another [rohan] Man: "he" only
        game = sc.build()
        assert stats.strength(game, warrior) == 5 + bonus, site
        assert stats.strength(game, other) == 6, site


def test_boromir_doomed_heir_resistance_minus_one_per_lurker_minion():
    # "Boromir is resistance -1 for each lurker minion you can spot."
    sc = Scenario()
    boromir = sc.companion("13_62")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.minion(LURKER_MINION)
    sc.minion(LURKER_MINION)
    sc.minion(HUNTER_MINION)  # not a lurker
    game = sc.build()
    assert stats.resistance(game, boromir) == 6 - 2
    assert stats.resistance(game, aragorn) == game.cards[aragorn].resistance


def test_boromir_doomed_heir_exerts_for_strength_per_possession_he_bears():
    # "Skirmish: Exert Boromir to make him strength +1 for each possession he bears."
    sc = Scenario()
    boromir = sc.companion("13_62")
    sc.bear(boromir, "15_62")  # Ithilien Blade: a possession
    sc.bear(boromir, "15_68")  # Ranger's Cloak: a possession
    sc.bear(boromir, "11_196", player=sc.shadow)  # Our Foes Are Weak: a condition
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "15_62")  # a possession on another companion
    sc.assign(sc.minion("Goblin Runner"), boromir)
    game = sc.start("skirmishes")
    before = stats.strength(game, boromir)
    act(game, "use", boromir)
    assert stats.strength(game, boromir) == before + 2
    assert game.s.wounds[boromir] == 1
    sc = Scenario()
    boromir = sc.companion("13_62")
    sc.wounds(boromir, 2)  # cannot exert
    sc.assign(sc.minion("Goblin Runner"), boromir)
    assert not can(sc.start("skirmishes"), "use", boromir)


def test_gamling_the_old_to_play_spot_a_rohan_man():
    # "To play, spot a [rohan] Man."
    for other, playable in (("15_139", True), ("Aragorn, Ranger of the North", False),
                            (WELL_STORED, False)):
        sc = Scenario()
        sc.support(other) if other == WELL_STORED else sc.companion(other)
        gamling = sc.hand("15_126")
        game = sc.start("fellowship")
        assert can(game, "play", gamling) == playable, other


def test_gamling_the_old_strength_plus_three_while_three_hunters():
    # "While you can spot 3 hunters, Gamling is strength +3."
    for hunters, bonus in ((2, 0), (3, 3)):
        sc = Scenario()
        gamling = sc.companion("15_126")  # hunter 1 himself
        warrior = sc.companion("15_139")  # valiant, not a hunter
        sc.companion("15_54")  # Aragorn, Swift Hunter: a hunter companion
        for _ in range(hunters - 2):
            sc.minion(HUNTER_MINION)  # a hunter minion counts too
        game = sc.build()
        assert stats.strength(game, gamling) == 6 + bonus, hunters
        assert stats.strength(game, warrior) == 6


def test_rohirrim_axe_bearer_rohan_man_damage_against_a_hunter_minion():
    # "Bearer must be a [rohan] Man. While bearer is skirmishing a hunter minion, bearer
    # is damage +1."
    sc = Scenario()
    warrior = sc.companion("15_139")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    axe = sc.hand("15_136")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == axe}
    assert warrior in targets and aragorn not in targets
    for minion, damage in ((HUNTER_MINION, 1), ("Goblin Runner", 0)):
        sc = Scenario()
        warrior = sc.companion("15_139")
        sc.bear(warrior, "15_136")
        other = sc.companion("15_125")
        sc.assign(sc.minion(minion), warrior)
        sc.assign(sc.minion(HUNTER_MINION), other)  # a hunter against another Man
        game = sc.start("skirmishes")
        act(game, "skirmish", other)  # another Man against a hunter minion: not the bearer
        assert stats.keyword(game, other, "damage") == 0
        assert stats.keyword(game, warrior, "damage") == 0  # not yet skirmishing
        pass_until(game, "skirmish_ended")
        if game.decision.kind == "choose_skirmish":
            act(game, "skirmish", warrior)
        assert stats.keyword(game, warrior, "damage") == damage, minion
        assert stats.keyword(game, other, "damage") == 0


def test_rohirrim_soldier_cost_minus_one_while_a_rohan_man():
    # "While you can spot a [rohan] Man, this companion's twilight cost is -1."
    paid = {}
    for other in ("15_139", "Aragorn, Ranger of the North", WELL_STORED):
        sc = Scenario()
        sc.support(other) if other == WELL_STORED else sc.companion(other)
        soldier = sc.hand("15_138")
        game = sc.start("fellowship")
        act(game, "play", soldier)
        paid[other] = game.s.twilight
    assert paid["15_139"] == paid["Aragorn, Ranger of the North"] - 1
    assert paid[WELL_STORED] == paid["Aragorn, Ranger of the North"]


def test_rohirrim_soldier_strength_per_hunter_minion():
    # "This companion is strength +1 for each hunter minion you can spot."
    sc = Scenario()
    soldier = sc.companion("15_138")
    sc.companion("15_126")  # Gamling: a hunter companion, not a minion
    other = sc.companion("15_139")
    sc.minion(HUNTER_MINION)
    sc.minion("17_122")  # White Hand Butcher: another hunter minion
    sc.minion("Goblin Runner")  # not a hunter
    game = sc.build()
    assert stats.strength(game, soldier) == 6 + 2
    assert stats.strength(game, other) == 6
