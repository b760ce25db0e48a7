"""Random play among the BoHD Éowyn and Legolas and EoF Faramir and Witch-king starters
(issue 18), every pairing and both seats: the engine's invariants at every step, clone
independence and save/load continuation (``tests/engine/engine_randomplay.py``), with
their set 4, 5 and 6 cards scripted."""

from __future__ import annotations

from cardtest import card_rules
from engine_randomplay import play

STARTERS = ("bohd-eowyn-starter", "bohd-legolas-starter", "eof-faramir-starter",
            "eof-witch-king-starter")
PAIRS = [(a, b) for a in STARTERS for b in STARTERS]


def test_bohd_and_eof_starters_random_games_quick():
    rules = card_rules()
    results = [play(PAIRS[k % len(PAIRS)], 9_000 + k, rules=rules) for k in range(32)]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 64
