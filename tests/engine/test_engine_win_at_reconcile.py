"""The game-wide rule modifier ``win_at_reconcile`` ("The Free Peoples player wins the
game only if the Ring-bearer survives until Shadow players reconcile"): the site-9 win
waits past the regroup actions and the Shadow players' reconcile (``turn.TurnStep``)."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.testing import Scenario, pass_until


def _at_nine(rule: bool):
    sc = Scenario()
    sc.companion("Boromir, Son of Denethor")
    sc.minion("Goblin Runner")
    sc.at_site(9)
    game = sc.start("maneuver")
    if rule:
        effects.add_modifier(game, -1, "rule:win_at_reconcile", 1, "turn")
    return game


def test_the_site_nine_win_waits_for_the_shadow_reconcile_under_the_rule():
    game = _at_nine(False)
    events = pass_until(game, "game_won")
    assert "phase_started" not in [e.kind for e in events if "Regroup" in e.text]
    assert not any("Regroup" in e.text for e in events)
    game = _at_nine(True)
    events = pass_until(game, "game_won")
    texts = [e.text for e in events]
    regroup = next(i for i, t in enumerate(texts) if "Regroup" in t)
    won = next(i for i, e in enumerate(events) if e.kind == "game_won")
    assert regroup < won and "reconciled" in events[won].text
    assert game.s.outcome is not None
