"""Random play among the four scripted starter decks (FotR Aragorn and Gandalf on
Fellowship sites, TTT Aragorn and Théoden on Towers sites): every pairing whose sites
can meet, mirrors included, both seats; the engine's invariants at every step, clone
independence and save/load continuation (``tests/engine/engine_randomplay.py``)."""

from __future__ import annotations

import random

import pytest
from cardtest import card_rules
from engine_randomplay import play

FOTR = ("fotr-aragorn-starter", "fotr-gandalf-starter")
TTT = ("ttt-aragorn-starter", "ttt-theoden-starter")
PAIRS = [(a, b) for block in (FOTR, TTT) for a in block for b in block]


def _games(count: int, seed: int) -> list[tuple[tuple[str, str], int]]:
    rnd = random.Random(seed)
    return [(PAIRS[k % len(PAIRS)], seed * 100_000 + rnd.randrange(10**6))
            for k in range(count)]


def test_pairs_cover_both_blocks_mirrors_and_seats():
    assert len(PAIRS) == 8
    assert ("fotr-gandalf-starter", "fotr-aragorn-starter") in PAIRS
    assert ("ttt-theoden-starter", "ttt-theoden-starter") in PAIRS


def test_scripted_starters_random_games_quick():
    results = [play(pair, seed, rules=card_rules()) for pair, seed in _games(50, 3)]
    assert all(r["outcome"] is not None for r in results)
    assert sum(r["turns"] for r in results) > 100


@pytest.mark.slow
def test_scripted_starters_random_games_two_thousand():
    for pair, seed in _games(2000, 4):
        play(pair, seed, rules=card_rules())
