"""Shadows-era starters (set 11), the Free Peoples possessions: bearer restrictions and
bonuses that hold at a kind of site or on a kind of bearer."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import FOREST, PLAINS, shadows_at

from ringtable.engine import stats

SCRIPTED = ("11_3", "11_16", "11_59", "11_153")

MOUNTAIN = "11_229"  # Barazinbar
RIVER = "11_250"  # North Undeep


def _targets(game, item: int) -> set[int]:
    return {a.target for a in game.legal_actions() if a.card == item}


def test_axe_of_khazad_dum_dwarf_bearer_damage_at_a_mountain():
    # "Bearer must be a Dwarf. While bearer is at a mountain site, he is damage +1."
    sc = Scenario()
    gimli = sc.companion("Gimli, Son of Glóin")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    axe = sc.hand("11_3")
    game = sc.start("fellowship")
    targets = _targets(game, axe)
    assert gimli in targets and aragorn not in targets
    for site, damage in ((MOUNTAIN, 1), (FOREST, 0)):
        sc = shadows_at(site)
        gimli = sc.companion("Gimli, Son of Glóin")
        sc.bear(gimli, "11_3")
        aragorn = sc.companion("Aragorn, Ranger of the North")
        game = sc.build()
        assert stats.keyword(game, aragorn, "damage") == 0  # he: the bearer only
        assert stats.keyword(game, gimli, "damage") == 1 + damage, site  # Gimli: damage +1
        assert stats.strength(game, gimli) == 6 + 2


def test_blade_of_lindon_elf_bearer_minion_strength_at_forest_or_river():
    # "Bearer must be an Elf. While bearer is at a forest or river site, each minion he or
    # she is skirmishing is strength -1."
    sc = Scenario()
    legolas = sc.companion("Legolas, Greenleaf")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    blade = sc.hand("11_16")
    game = sc.start("fellowship")
    targets = _targets(game, blade)
    assert legolas in targets and aragorn not in targets
    for site, minus in ((FOREST, 1), (RIVER, 1), (PLAINS, 0)):
        sc = shadows_at(site)
        legolas = sc.companion("Legolas, Greenleaf")
        sc.bear(legolas, "11_16")
        foe = sc.minion("Goblin Runner")
        other = sc.minion("Goblin Runner")
        sc.assign(foe, legolas)
        game = sc.start("skirmishes")
        assert stats.strength(game, foe) == 5 - minus, site
        assert stats.strength(game, other) == 5, site  # not skirmishing the bearer
        assert stats.strength(game, legolas) == 6 + 1


def test_gondorian_blade_gondor_man_damage_if_ranger_or_at_a_river():
    # "Bearer must be a [gondor] Man. While bearer is a ranger or at a river site, he or
    # she is damage +1."
    sc = Scenario()
    boromir = sc.companion("Boromir, Son of Denethor")
    legolas = sc.companion("Legolas, Greenleaf")
    eowyn = sc.companion("11_146")  # a [rohan] Man
    dead = sc.companion("Shadow Host")  # a [gondor] Wraith
    blade = sc.hand("11_59")
    game = sc.start("fellowship")
    targets = _targets(game, blade)
    assert boromir in targets and legolas not in targets and eowyn not in targets
    assert dead not in targets
    for site, bearer, damage in ((PLAINS, "Aragorn, Ranger of the North", 1),
                                 (PLAINS, "Boromir, Son of Denethor", 0),
                                 (RIVER, "Boromir, Son of Denethor", 1)):
        sc = shadows_at(site)
        man = sc.companion(bearer)
        sc.bear(man, "11_59")
        other = sc.companion("Aragorn, King in Exile")  # a ranger not bearing it
        game = sc.build()
        assert stats.keyword(game, other, "damage") == 0
        assert stats.keyword(game, man, "damage") == damage, (site, bearer)


def test_riders_spear_rohan_man_damage_if_mounted():
    # "Bearer must be a [rohan] Man. If bearer is mounted, bearer is damage +1."
    sc = Scenario()
    eowyn = sc.companion("11_146")
    boromir = sc.companion("Boromir, Son of Denethor")
    spear = sc.hand("11_153")
    game = sc.start("fellowship")
    targets = _targets(game, spear)
    assert eowyn in targets and boromir not in targets
    for mounted in (False, True):
        sc = Scenario()
        eowyn = sc.companion("11_146")
        sc.bear(eowyn, "11_153")
        if mounted:
            sc.bear(eowyn, "11_156")  # Rohirrim Mount
        rider = sc.companion("Riddermark Soldier")
        sc.bear(rider, "11_156")  # mounted, not the bearer
        game = sc.build()
        assert stats.keyword(game, rider, "damage") == 0
        assert stats.keyword(game, eowyn, "damage") == int(mounted)
        assert stats.strength(game, eowyn) == 6 + 2
