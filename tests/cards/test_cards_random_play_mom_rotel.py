"""Random play among the MoM Gandalf and Gimli and RotEL Boromir and Legolas starters
(issue 18), every pairing and both seats: the engine's invariants at every step, clone
independence and save/load continuation (``tests/engine/engine_randomplay.py``), with
their set 2 and 3 cards scripted."""

from __future__ import annotations

from cardtest import card_rules
from engine_randomplay import play

STARTERS = ("mom-gandalf-starter", "mom-gimli-starter", "rotel-boromir-starter",
            "rotel-legolas-starter")
PAIRS = [(a, b) for a in STARTERS for b in STARTERS]


def test_mom_and_rotel_starters_random_games_quick():
    rules = card_rules()
    results = [play(PAIRS[k % len(PAIRS)], 7_000 + k, rules=rules) for k in range(32)]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 64
