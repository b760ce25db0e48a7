"""The end of each Shadow player's Shadow phase is an engine event (issue 18: "At the end
of each of your Shadow phases", Bent on Discovery, The Ring Draws Them)."""

from __future__ import annotations

from ringtable.testing import Scenario, act


def test_the_end_of_the_shadow_phase_is_announced_once_before_the_maneuver_phase():
    sc = Scenario()
    sc.ring_bearer()
    sc.minion("1_178")  # a minion, so the maneuver phase follows
    game = sc.start("shadow")
    seen = act(game, "pass")
    kinds = [e.kind for e in seen]
    ending = [e for e in seen if e.kind == "shadow_phase_ending"]
    assert len(ending) == 1 and ending[0].player == 1
    assert kinds.index("shadow_phase_ending") < kinds.index("phase_started")
    assert game.s.phase == "maneuver"


def test_no_shadow_phase_ending_before_the_shadow_phase():
    sc = Scenario()
    sc.ring_bearer()
    game = sc.start("fellowship")
    seen = act(game, "pass")  # the fellowship moves; the Shadow phase begins
    assert game.s.phase == "shadow"
    assert "shadow_phase_ending" not in [e.kind for e in seen]
