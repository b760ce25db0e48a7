"""Random play among the King-block starters (RotK Aragorn and Éomer, SoG Merry and
Pippin, MD Frodo and Sam; issue 18), every pairing and both seats: the engine's
invariants at every step, clone independence and save/load continuation
(``tests/engine/engine_randomplay.py``), with their set 7, 8 and 10 cards scripted."""

from __future__ import annotations

from cardtest import card_rules
from engine_randomplay import play

STARTERS = ("rotk-aragorn-starter", "rotk-eomer-starter", "sog-merry-starter",
            "sog-pippin-starter", "md-frodo-starter", "md-sam-starter")
PAIRS = [(a, b) for a in STARTERS for b in STARTERS]


def test_king_block_starters_random_games_quick():
    rules = card_rules()
    results = [play(PAIRS[k % len(PAIRS)], 9_000 + k, rules=rules) for k in range(36)]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 72
