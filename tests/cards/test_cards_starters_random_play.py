"""Random play among the Fellowship-block starters of issue 18's first slice (MoM Gandalf
and Gimli, RotEL Boromir and Legolas), under the card scripts: every pairing, mirrors
and both seats, with the engine's invariants, clone independence and save/load
continuation checked at every step (``tests/engine/engine_randomplay.py``)."""

from __future__ import annotations

import random

from cardtest import card_rules
from engine_randomplay import play

STARTERS = ("mom-gandalf-starter", "mom-gimli-starter", "rotel-boromir-starter",
            "rotel-legolas-starter")


def test_fellowship_block_starters_random_games_quick():
    rnd = random.Random(18)
    pairs = [(a, b) for a in STARTERS for b in STARTERS]
    rules = card_rules()
    results = [play(pair, rnd.randrange(10**6), rules=rules) for pair in pairs * 2]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 2 * len(results)
