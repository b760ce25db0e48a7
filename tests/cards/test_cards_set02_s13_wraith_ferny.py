"""Bill Ferny, Swarthy Sneering Fellow (2_75; s13-wraith, issue 18)."""

from __future__ import annotations

from cardtest import Scenario, at_site, moving_to

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

FERNY, TOLDEA, MORIA_SCOUT, BOROMIR = "2_75", "1_236", "1_191", "1_97"


def test_bill_ferny_nazgul_are_not_roaming():
    """Bill Ferny ("2_75"): "Nazgûl are not roaming": Toldëa (site 3) at site 2 is not
    roaming with him; the Moria Scout (site 4) still is; without him Toldëa is."""
    for with_ferny in (True, False):
        sc = Scenario()
        sc.ring_bearer()
        if with_ferny:
            sc.minion(FERNY)
        toldea = sc.minion(TOLDEA)
        scout = sc.minion(MORIA_SCOUT)
        game = sc.at_site(2).start("shadow")
        assert stats.is_roaming(game, toldea) is not with_ferny
        assert stats.is_roaming(game, scout)


def test_bill_ferny_the_fp_player_may_not_assign_to_him():
    """Bill Ferny ("2_75"): "The Free Peoples player may not assign a character to
    skirmish Bill Ferny": Boromir may skirmish Toldëa, not Ferny; the Shadow player may
    assign Ferny as a leftover minion."""
    sc = Scenario()
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    ferny = sc.minion(FERNY)
    toldea = sc.minion(TOLDEA)
    game = sc.at_site(2).start("assign")
    assert game.decision.player == 0
    assert can(game, "assign", boromir, toldea) and not can(game, "assign", boromir, ferny)
    act(game, "pass")
    assert game.decision.player == 1 and can(game, "assign", boromir, ferny)


def test_bill_ferny_discarded_when_the_fellowship_moves_underground():
    """Bill Ferny ("2_75"): "Discard Bill Ferny if underground": moving to Balin's Tomb
    discards him; moving to Ettenmoors does not."""
    for site, zone in (("1_343", "discard"), ("1_331", "minions")):
        sc = moving_to(site)
        sc.ring_bearer()
        ferny = sc.minion(FERNY)
        game = sc.start("fellowship")
        pass_until(game, "moves_to")
        assert game.s.zone[ferny] == zone, site


def test_bill_ferny_played_underground_is_discarded():
    """Bill Ferny ("2_75"): played at Balin's Tomb he is discarded at once; at
    Weathertop he stays."""
    for site, zone in (("1_343", "discard"), ("1_337", "minions")):
        sc = at_site(site)
        sc.ring_bearer()
        ferny = sc.hand(FERNY)
        game = sc.twilight(6).start("shadow")
        act(game, "play", ferny)
        assert game.s.zone[ferny] == zone, site
