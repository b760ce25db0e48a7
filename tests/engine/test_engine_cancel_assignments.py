""""Cancel all remaining assignments" (issue 18, gaps-p: Return to Its Master),
``flow.cancel_assignments``: every minion still assigned is unassigned, so the skirmishes
not yet fought do not happen, and a new assignment made after it is fought."""

from __future__ import annotations

from ringtable.engine import flow
from ringtable.testing import Scenario, pass_until


def test_cancelled_assignments_leave_no_skirmish_and_a_new_one_is_fought():
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    first = sc.minion("1_191")
    second = sc.minion("1_191")
    sc.assign(first, frodo).assign(second, boromir)
    game = sc.start("skirmishes")
    assert game.decision.kind == "choose_skirmish"
    freed = flow.cancel_assignments(game, 1)
    assert sorted(freed) == sorted((first, second))
    assert game.s.assigned[first] == game.s.assigned[second] == -1
    flow.force_assign(game, 1, boromir, first)
    game.settle()  # one skirmish left: it starts at once
    fights = [(f["d"], f["ms"]) for f in game.s.stack if f["k"] == "skirmish"]
    assert fights == [(boromir, [first])]
    pass_until(game, event_kind="skirmish_ended")
    assert game.s.phase != "skirmish" or not any(f["k"] == "skirmish" for f in game.s.stack)
    assert flow.cancel_assignments(game, 1) == []  # nothing left to cancel: no event
