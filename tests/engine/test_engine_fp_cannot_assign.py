"""The rule modifier ``fp_cannot_assign`` ("The Free Peoples player may not assign a
character to skirmish Bill Ferny"): his own assignment skips the minion, a Shadow
player's leftover assignment does not (issue 18)."""

from __future__ import annotations

from ringtable.testing import Scenario, act, can


def test_the_free_peoples_player_may_not_assign_to_it_a_shadow_player_may():
    sc = Scenario()
    boromir = sc.companion("1_97")
    orc = sc.minion("Goblin Runner")
    game = sc.start("assign")
    game.s.mods = [*game.s.mods, (orc, "rule:fp_cannot_assign", 1, "turn", -1)]
    game._legal = None
    assert not can(game, "assign", boromir, orc)
    act(game, "pass")
    assert game.decision.player == 1 and can(game, "assign", boromir, orc)


def test_without_the_rule_the_free_peoples_player_assigns_it():
    sc = Scenario()
    boromir = sc.companion("1_97")
    orc = sc.minion("Goblin Runner")
    game = sc.start("assign")
    assert game.decision.player == 0 and can(game, "assign", boromir, orc)
