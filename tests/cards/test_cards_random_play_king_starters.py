"""Random play among the King-block starters (RotK Aragorn and Éomer, SoG Merry and
Pippin, MD Frodo and Sam) with their set 7 cards scripted (threats, initiative, site
numbers): the engine's invariants at every step, clone independence and save/load
continuation (``tests/engine/engine_randomplay.py``)."""

from __future__ import annotations

from cardtest import card_rules
from engine_randomplay import play

STARTERS = ("rotk-aragorn-starter", "rotk-eomer-starter", "sog-merry-starter",
            "sog-pippin-starter", "md-frodo-starter", "md-sam-starter")
PAIRS = [(a, b) for a in STARTERS for b in STARTERS if a != b]


def test_king_block_starters_random_games_quick():
    rules = card_rules()
    results = [play(pair, 9_000 + k, rules=rules) for k, pair in enumerate(PAIRS)]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 2 * len(results)
