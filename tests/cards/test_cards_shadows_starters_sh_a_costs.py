"""Shadows-era starters (set 11), the Free Peoples skirmish events paid by exerting:
a Dwarf's resistance as strength, a Wizard wounding twice, Hobbits hiding."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import DWELLING, PLAINS, shadows_at

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("11_6", "11_39", "11_167")


def test_fallen_lord_ring_bearer_and_dwarf_exert_dwarf_plus_resistance():
    # "Exert the Ring-bearer and a Dwarf to make that Dwarf strength +X, where X equals
    # that Dwarf's resistance."
    sc = Scenario()
    frodo = sc.ring_bearer()
    gimli = sc.companion("Gimli, Dwarf of Erebor")  # resistance 6
    boromir = sc.companion("Boromir, Son of Denethor")  # not a Dwarf
    sc.assign(sc.minion("Goblin Runner"), gimli)
    lord = sc.hand("11_6")
    game = sc.start("skirmishes")
    act(game, "play", lord)
    assert game.s.wounds[frodo] == 1 and game.s.wounds[gimli] == 1
    assert game.s.wounds[boromir] == 0
    assert stats.strength(game, gimli) == 6 + 6
    sc = Scenario()
    sc.wounds(sc.ring_bearer(), 3)  # the Ring-bearer cannot exert
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    sc.assign(sc.minion("Goblin Runner"), gimli)
    lord = sc.hand("11_6")
    assert not can(sc.start("skirmishes"), "play", lord)


def test_prolonged_struggle_wizard_exerts_wounds_his_minion_twice():
    # "Exert a [gandalf] Wizard and spot 2 companions who each have resistance 7 or more
    # to wound a minion that Wizard is skirmishing twice."
    low = ("9_31", "1_290")  # Boromir, Bearer of Council: a Ring-bearer of resistance 6
    for madril in (True, False):
        sc = Scenario(ring_bearers=low)
        gandalf = sc.companion("11_33")  # Gandalf, Leader of the Company: resistance 7
        if madril:
            sc.companion("11_62")  # resistance 7
        sc.companion("Boromir, Son of Denethor")  # resistance 6
        foe = sc.minion("Uruk-hai Raiding Party")
        other = sc.minion("Uruk-hai Raiding Party")
        sc.assign(foe, gandalf)
        struggle = sc.hand("11_39")
        game = sc.start("skirmishes")
        if not madril:
            assert not can(game, "play", struggle)  # only Gandalf has resistance 7
            continue
        act(game, "play", struggle)
        assert game.s.wounds[gandalf] == 1
        assert game.s.wounds[foe] == 2 and game.s.wounds[other] == 0
    sc = Scenario()
    boromir = sc.companion("Boromir, Son of Denethor")
    sc.companion("11_62")
    sc.ally("Barliman Butterbur")  # [gandalf], not a Wizard
    sc.minion("Saruman, Black Traitor")  # a Wizard, not [gandalf]
    sc.assign(sc.minion("Uruk-hai Raiding Party"), boromir)
    struggle = sc.hand("11_39")
    assert not can(sc.start("skirmishes"), "play", struggle)  # no [gandalf] Wizard


def test_incognito_cancels_at_a_dwelling_else_hobbit_plus_3():
    # "If the fellowship is at a dwelling site, exert 2 Hobbits to cancel a skirmish
    # involving a Hobbit. At any other site, exert 2 Hobbits to make a Hobbit strength +3."
    sc = shadows_at(DWELLING)
    frodo = sc.ring_bearer()
    merry = sc.companion("Merry, Friend to Sam")
    sc.assign(sc.minion("Goblin Runner"), frodo)
    incognito = sc.hand("11_167")
    game = sc.start("skirmishes")
    act(game, "play", incognito)
    events = pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events]
    assert game.s.wounds[frodo] == 1 and game.s.wounds[merry] == 1  # the 2 Hobbits exerted
    sc = shadows_at(PLAINS)
    frodo = sc.ring_bearer()
    merry = sc.companion("Merry, Friend to Sam")
    sc.assign(sc.minion("Goblin Runner"), frodo)
    incognito = sc.hand("11_167")
    game = sc.start("skirmishes")
    before = stats.strength(game, frodo)
    act(game, "play", incognito)
    while game.decision.kind == "choose":
        assert {a.card for a in game.legal_actions() if a.kind == "choose"} <= {frodo, merry}
        act(game, "choose", frodo)
    assert stats.strength(game, frodo) == before + 3
    sc = shadows_at(DWELLING)  # at a dwelling, no skirmish involving a Hobbit to cancel
    sc.companion("Merry, Friend to Sam")
    boromir = sc.companion("Boromir, Son of Denethor")
    sc.assign(sc.minion("Goblin Runner"), boromir)
    incognito = sc.hand("11_167")
    assert not can(sc.start("skirmishes"), "play", incognito)
    sc = Scenario()  # 1 Hobbit only: cannot exert 2
    frodo = sc.ring_bearer()
    sc.companion("Boromir, Son of Denethor")
    sc.assign(sc.minion("Goblin Runner"), frodo)
    incognito = sc.hand("11_167")
    assert not can(sc.start("skirmishes"), "play", incognito)
