""""You may take the next maneuver action": a player named in the state's
``NEXT_ACTION`` counter acts next in the current action window (``turn.WindowStep``)."""

from __future__ import annotations

from ringtable.engine.turn import NEXT_ACTION
from ringtable.testing import Scenario, act


def _maneuver():
    sc = Scenario()
    sc.companion("Boromir, Son of Denethor")
    sc.minion("Goblin Runner")
    return sc.at_site(4).start("maneuver")


def test_the_named_player_acts_next_in_the_window():
    """The Free Peoples player passes: normally the Shadow player is asked next; with
    the counter naming the Free Peoples player, he is asked again (once)."""
    game = _maneuver()
    assert game.decision.player == 0
    act(game, "pass")
    assert game.decision.player == 1
    game = _maneuver()
    game.s.counters[NEXT_ACTION] = 0
    act(game, "pass")
    assert game.decision.player == 0 and NEXT_ACTION not in game.s.counters
    act(game, "pass")
    assert game.decision.player == 1
