"""Set 2 [sauron] cards scripted for issue 18 (Mines of Moria). Each test names the card
and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_sauron import BOROMIR, ORC_SOLDIER, _maneuver, _shadow

from ringtable.testing import can


def test_orc_taskmaster_exerts_itself_to_add_one():
    """Orc Taskmaster (2_90): "Shadow: Exert this minion to add (1)"; exhausted, it
    cannot."""
    sc = Scenario()
    taskmaster = sc.minion("2_90")
    game = _shadow(sc, twilight=0)
    use(game, taskmaster)
    assert game.s.twilight == 1 and game.s.wounds[taskmaster] == 1
    sc2 = Scenario()
    tired = sc2.minion("2_90")
    sc2.wounds(tired, 2)
    game2 = _shadow(sc2)
    assert not can(game2, "use", tired)


def test_tower_assassin_exerts_itself_to_wound_an_ally():
    """Tower Assassin (2_93): "Maneuver: Exert Tower Assassin to wound an ally": Grimir
    (an ally) is wounded; no companion nor minion is offered."""
    sc = Scenario()
    assassin = sc.minion("2_93")
    sc.minion(ORC_SOLDIER)
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally("1_17")
    game = _maneuver(sc)
    use(game, assassin)
    assert game.s.wounds[assassin] == 1 and game.s.wounds[grimir] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[sc.ring_bearer()] == 0


def test_tower_assassin_exhausted_cannot_exert():
    """Tower Assassin (2_93): "Exert Tower Assassin": with 1 vitality left it cannot."""
    sc = Scenario()
    assassin = sc.minion("2_93")
    sc.wounds(assassin, 2)
    sc.ally("1_17")
    game = _maneuver(sc)
    assert not can(game, "use", assassin)
