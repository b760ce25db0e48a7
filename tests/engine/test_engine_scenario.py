"""The Scenario builder puts cards where asked and starts at the asked stage."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario, act, can


def test_every_zone_and_counter():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    blade = sc.bear(aragorn, "Blade of Gondor")
    ally = sc.ally("Orophin")
    cond = sc.support("Greatest Kingdom of My People")
    orc = sc.minion("Goblin Runner")
    top = sc.draw_top("Dwarf Guard")
    bottom = sc.draw_bottom("Lorien Elf")
    top2 = sc.draw_top("Gimli, Son of Gloin")
    hand = sc.hand("Armor")
    shadow_hand = sc.hand("Moria Scout")
    dead = sc.dead("Merry, From O'er the Brandywine")
    gone = sc.discard("Athelas")
    sc.wounds(aragorn, 2).burdens(3).twilight(4).at_site(5).culture_tokens(cond, "dwarven", 2)
    game = sc.start("maneuver")
    s = game.s
    assert s.zone[aragorn] == "fellowship" and s.bearer[blade] == aragorn
    assert s.zone[ally] == "support" and s.zone[cond] == "support"
    assert s.zone[orc] == "minions" and s.holder[orc] == 1
    assert s.piles[0]["draw"] == [top2, top, bottom]
    assert s.piles[0]["hand"] == [hand] and s.piles[1]["hand"] == [shadow_hand]
    assert s.zone[dead] == "dead" and s.zone[gone] == "discard"
    assert s.wounds[aragorn] == 2 and s.burdens[0] == 3 and s.twilight == 4
    assert s.site[0] == 5 and all(s.path[n] >= 0 for n in range(1, 6)) and s.path[6] < 0
    assert s.tokens[cond] == {"dwarven": 2}
    assert s.phase == "maneuver" and game.decision.player == 0
    assert s.bearer[sc.ring()] == sc.ring_bearer()


def test_unknown_names_and_stages_are_clear_errors():
    with pytest.raises(KeyError, match="no card called"):
        Scenario().companion("Nobody in Particular")
    with pytest.raises(ValueError, match="unknown stage"):
        Scenario().start("elevenses")


def test_free_peoples_can_be_the_second_player():
    sc = Scenario(fp=1)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    scout = sc.hand("Moria Scout")
    sc.twilight(5).at_site(4)
    game = sc.start("shadow")
    assert game.s.holder[aragorn] == 1 and game.decision.player == 0
    assert can(game, "play", scout)
    act(game, "play", scout)
    assert game.s.zone[scout] == "minions"
