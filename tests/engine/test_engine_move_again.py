""""Make the fellowship move again this turn (if the move limit allows)": the state's
``MUST_MOVE`` counter leaves only "move" at the regroup choice (``turn.TurnStep``);
moving or the end of the turn clears it."""

from __future__ import annotations

from ringtable.engine.turn import MUST_MOVE
from ringtable.testing import Scenario, act, pass_until


def _regroup(must: bool, moves: int = 1):
    sc = Scenario()
    sc.companion("Boromir, Son of Denethor")
    sc.at_site(3, moves=moves)
    game = sc.start("regroup")
    if must:
        game.s.counters[MUST_MOVE] = 1
    return game


def test_the_fellowship_must_move_again_when_the_limit_allows():
    game = _regroup(False)
    pass_until(game, decision_kind="move_again")
    assert {a.kind for a in game.legal_actions()} == {"move", "stay"}
    game = _regroup(True)
    pass_until(game, decision_kind="move_again")
    assert [a.kind for a in game.legal_actions()] == ["move"]
    act(game, "move")
    assert MUST_MOVE not in game.s.counters
    game = _regroup(True, moves=2)  # at the limit: the turn ends, the counter with it
    pass_until(game, "turn_ended")
    assert MUST_MOVE not in game.s.counters
