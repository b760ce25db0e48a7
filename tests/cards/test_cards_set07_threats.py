"""Set 7 cards that add threats (issue 17: the threat verbs in shipped scripts):
Calculated Risk (7_4) and There Came a Cry (7_208)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can

SCRIPTED = ("7_4", "7_208")  # Calculated Risk, There Came a Cry


def _calculated_risk(title: str, threats: int, dwarf: bool = True):
    sc = Scenario()
    if dwarf:
        sc.companion("Gimli, Dwarf of Erebor")  # with Frodo: two companions
    else:
        sc.companion("Boromir, Lord of Gondor")
    risk = sc.hand(title)
    for _ in range(4):
        sc.draw_bottom("Goblin Runner", player=sc.fp)
    sc.threats(threats)
    return sc, sc.start("fellowship"), risk


def test_calculated_risk_spot_a_dwarf_and_add_a_threat_to_draw_3_cards():
    # "Spot a Dwarf and add a threat to draw 3 cards."
    sc, game, risk = _calculated_risk("Calculated Risk", 0)
    hand = len(game.s.piles[sc.fp]["hand"])
    act(game, "play", risk)
    assert game.s.threats[sc.fp] == 1
    assert len(game.s.piles[sc.fp]["hand"]) == hand - 1 + 3
    assert game.s.zone[risk] == "discard"


def test_calculated_risk_needs_a_dwarf_and_room_for_the_threat():
    _sc, game, risk = _calculated_risk("Calculated Risk", 0, dwarf=False)
    assert not can(game, "play", risk)  # no Dwarf to spot
    # two companions, two threats: the limit
    _sc, game, risk = _calculated_risk("Calculated Risk", 2)
    assert not can(game, "play", risk)


def _cry(title: str, fp_hand: int, nazgul: bool = True):
    sc = Scenario()
    for name in ("Boromir, Lord of Gondor", "Gimli, Dwarf of Erebor", "Legolas, Greenleaf"):
        sc.companion(name)  # with Frodo: four companions, room for 4 threats
    for _ in range(fp_hand):
        sc.hand("Calculated Risk")
    sc.minion("Úlairë Enquëa, Lieutenant of Morgul" if nazgul else "Goblin Runner")
    cry = sc.hand(title)
    sc.twilight(5)
    return sc, sc.start("shadow"), cry


def test_there_came_a_cry_spot_a_nazgul_to_add_a_threat_or_3_with_initiative():
    # "Spot a Nazgûl to add a threat (or 3 threats if you have initiative)."
    sc, game, cry = _cry("There Came a Cry", fp_hand=4)  # the Free Peoples player has initiative
    act(game, "play", cry)
    assert game.s.threats[sc.fp] == 1
    sc, game, cry = _cry("There Came a Cry", fp_hand=3)  # 3 cards: the Shadow has initiative
    act(game, "play", cry)
    assert game.s.threats[sc.fp] == 3


def test_there_came_a_cry_needs_a_nazgul():
    _sc, game, cry = _cry("There Came a Cry", fp_hand=3, nazgul=False)
    assert not can(game, "play", cry)
