"""``tools/hand_regret.py``: the judge's regret is chosen on one search and valued on
the other, so a search's own luck does not count as regret (docs/bots.md, ninth pass)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import hand_regret  # noqa: E402


def test_a_pick_both_judges_call_best_has_no_regret() -> None:
    assert hand_regret.regret([0.7, 0.5], [0.6, 0.4], 0) == 0.0


def test_regret_is_valued_on_the_other_search() -> None:
    # judge 1 calls candidate 1 best by luck (0.9); judge 2 values it at 0.5, below the
    # pick: valued on judge 1 alone the pick would show 0.4 of regret
    assert hand_regret.regret([0.5, 0.9], [0.6, 0.5], 0) == (0.5 - 0.6 + 0.0) / 2


def test_the_summary_sets_the_edge_apart() -> None:
    # Hard's play-outs preferred candidate 1; the rule's edge made it pick 0, which
    # both judges value 0.2 lower
    record = {"phase": "skirmish", "kind": "action", "hard": [0.4, 0.5], "pick": 0,
              "judge": [0.3, 0.5], "judge2": [0.3, 0.5]}
    row = next(line for line in hand_regret.summary([record]).splitlines()
               if line.startswith("skirmish"))
    assert row.split()[2:] == ["1", "1", "0.20", "0.00"]
