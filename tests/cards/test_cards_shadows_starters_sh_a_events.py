"""Shadows-era starters (set 11), the Free Peoples events: pumps with an alternative
amount, and heals filtered by resistance."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import PLAINS, shadows_at

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("11_20", "11_64", "11_63", "11_19")

RIVER = "11_250"  # North Undeep


def _targets(game, card: int) -> set[int]:
    return {a.target for a in game.legal_actions() if a.card == card}


def test_the_ladys_blessing_elf_plus_2_or_3_at_a_river():
    # "Make an Elf strength +2 (or +3 at a river site)."
    for site, bonus in ((RIVER, 3), (PLAINS, 2)):
        sc = shadows_at(site)
        legolas = sc.companion("Legolas, Greenleaf")
        sc.companion("Aragorn, Ranger of the North")  # not an Elf
        sc.assign(sc.minion("Goblin Runner"), legolas)
        blessing = sc.hand("11_20")
        game = sc.start("skirmishes")
        act(game, "play", blessing)
        assert stats.strength(game, legolas) == 6 + bonus, site
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.assign(sc.minion("Goblin Runner"), aragorn)
    blessing = sc.hand("11_20")
    assert not can(sc.start("skirmishes"), "play", blessing)  # no Elf


def test_pledge_of_loyalty_gondor_companion_plus_2_or_3_with_resistance_4():
    # "Make a [gondor] companion strength +2 (or +3 if he or she has resistance 4 or more)."
    for name, bonus in (("Boromir, Son of Denethor", 3),
                        ("Isildur, Heir of Elendil", 2)):
        sc = Scenario()
        man = sc.companion(name)
        sc.companion("Legolas, Greenleaf")  # not [gondor]
        merchant = sc.ally("7_97")  # Gondorian Merchant: a [gondor] ally, not a companion
        sc.assign(sc.minion("Goblin Runner"), man)
        pledge = sc.hand("11_64")
        game = sc.start("skirmishes")
        before = stats.strength(game, man)
        merchant_before = stats.strength(game, merchant)
        act(game, "play", pledge)
        assert stats.strength(game, man) == before + bonus, name
        assert stats.strength(game, merchant) == merchant_before
    sc = Scenario()
    legolas = sc.companion("Legolas, Greenleaf")
    sc.assign(sc.minion("Goblin Runner"), legolas)
    pledge = sc.hand("11_64")
    assert not can(sc.start("skirmishes"), "play", pledge)  # no [gondor] companion


def test_much_needed_rest_heals_each_gondor_companion_with_resistance_5():
    # "Heal each [gondor] companion who has resistance 5 or more."
    sc = Scenario()
    boromir = sc.companion("Boromir, Son of Denethor")  # resistance 6
    aragorn = sc.companion("Aragorn, Ranger of the North")  # resistance 6
    isildur = sc.companion("Isildur, Heir of Elendil")  # resistance 1
    legolas = sc.companion("Legolas, Greenleaf")  # not [gondor]
    for c in (boromir, aragorn, isildur, legolas):
        sc.wounds(c, 1)
    rest = sc.hand("11_63")
    game = sc.start("fellowship")
    act(game, "play", rest)
    assert [game.s.wounds[c] for c in (boromir, aragorn, isildur, legolas)] == [0, 0, 1, 1]


def test_farewell_to_lorien_spot_an_elf_heals_each_companion_with_resistance_5():
    # "Spot an Elf to heal each companion who has resistance 5 or more."
    sc = Scenario()
    legolas = sc.companion("Legolas, Greenleaf")
    boromir = sc.companion("Boromir, Son of Denethor")
    isildur = sc.companion("Isildur, Heir of Elendil")  # resistance 1
    troll = sc.minion("Cave Troll of Moria")  # not a companion
    for c in (legolas, boromir, isildur, troll):
        sc.wounds(c, 1)
    farewell = sc.hand("11_19")
    game = sc.start("fellowship")
    act(game, "play", farewell)
    assert [game.s.wounds[c] for c in (legolas, boromir, isildur, troll)] == [0, 0, 1, 1]
    sc = Scenario()
    sc.wounds(sc.companion("Boromir, Son of Denethor"), 1)
    farewell = sc.hand("11_19")
    assert not can(sc.start("fellowship"), "play", farewell)  # no Elf to spot
