"""Shadows-era starters (set 11), the Free Peoples pumps that count or compare:
resistance thresholds, a damage bonus on the opponent, other companions assigned."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("11_174", "11_56", "11_32", "11_168")  # Sworn Companion, Battle Cry, G for Grand, Merry


def test_sworn_companion_hobbit_plus_1_per_companion_with_resistance_7():
    # "Make a Hobbit strength +1 for each companion who has resistance 7 or more."
    sc = Scenario()  # the Ring-bearer, Frodo, Son of Drogo: resistance 10
    merry = sc.companion("Merry, Friend to Sam")  # resistance 6
    sc.companion("11_62")  # Madril: resistance 7
    sc.companion("Boromir, Son of Denethor")  # resistance 6
    sc.ally("7_97")  # an ally: not a companion
    sc.assign(sc.minion("Goblin Runner"), merry)
    sworn = sc.hand("11_174")
    game = sc.start("skirmishes")
    act(game, "play", sworn)
    options = {a.card for a in game.legal_actions() if a.kind == "choose"}
    assert options == {merry, sc.ring_bearer()}  # Hobbits only
    act(game, "choose", merry)
    assert stats.strength(game, merry) == 3 + 2  # Frodo and Madril


def test_merry_loyal_companion_plus_2_per_other_unbound_companion_assigned():
    # "For each other unbound companion assigned to a skirmish, Merry is strength +2."
    sc = Scenario()
    merry = sc.companion("11_168")
    boromir = sc.companion("Boromir, Son of Denethor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.companion("11_62")  # Madril: not assigned
    sc.assign(sc.minion("Goblin Runner"), merry)
    sc.assign(sc.minion("Goblin Runner"), boromir)
    sc.assign(sc.minion("Goblin Runner"), aragorn)
    sc.assign(sc.minion("Goblin Runner"), sc.ring_bearer())  # the Ring-bearer is bound
    sc.assign(sc.minion("Goblin Runner"), sc.ally("7_97"))  # an ally: not a companion
    game = sc.start("skirmishes")
    assert stats.strength(game, merry) == 3 + 2 * 2  # Boromir and Aragorn, not himself
    sc = Scenario()
    merry = sc.companion("11_168")
    sc.companion("Boromir, Son of Denethor")
    game = sc.build()
    assert stats.strength(game, merry) == 3


def test_battle_cry_ranger_plus_2_or_3_against_a_damage_bonus():
    # "Make a ranger strength +2 (or +3 if he or she is skirmishing a minion who has a
    # damage bonus)."
    for minion, bonus in (("Troop of Uruk-hai", 3), ("Goblin Runner", 2)):
        sc = Scenario()
        aragorn = sc.companion("Aragorn, Ranger of the North")
        sc.companion("Boromir, Son of Denethor")  # not a ranger
        sc.assign(sc.minion(minion), aragorn)
        cry = sc.hand("11_56")
        game = sc.start("skirmishes")
        act(game, "play", cry)
        assert stats.strength(game, aragorn) == 8 + bonus, minion
    sc = Scenario()
    boromir = sc.companion("Boromir, Son of Denethor")
    sc.assign(sc.minion("Goblin Runner"), boromir)
    cry = sc.hand("11_56")
    assert not can(sc.start("skirmishes"), "play", cry)  # no ranger


def test_g_for_grand_resistance_6_companions_plus_1_while_a_gandalf_wizard():
    # "While you can spot a [gandalf] Wizard, each companion who has resistance 6 or more
    # is strength +1."
    for wizard in (True, False):
        sc = Scenario()
        if wizard:
            sc.companion("Gandalf, The Grey Wizard")
        boromir = sc.companion("Boromir, Son of Denethor")  # resistance 6
        isildur = sc.companion("Isildur, Heir of Elendil")  # resistance 1
        minion = sc.minion("Goblin Runner")
        sc.minion("Saruman, Black Traitor")  # a Wizard, not [gandalf]
        sc.support("11_32")
        game = sc.build()
        assert stats.strength(game, boromir) == 7 + int(wizard)
        assert stats.strength(game, isildur) == game.cards[isildur].strength
        assert stats.strength(game, minion) == 5
