"""Random play between the classic starter decks: every game ends, invariants hold at
every step, clone() is independent and save/load continues to the identical end."""

from __future__ import annotations

import random

import pytest
from engine_randomplay import meeting_pairs, play


def _games(count: int, seed: int) -> list[tuple[tuple[str, str], int]]:
    pairs = meeting_pairs()
    rnd = random.Random(seed)
    out = []
    for k in range(count):
        a, b = rnd.choice(pairs)
        out.append(((a, b) if rnd.random() < 0.5 else (b, a), seed * 100_000 + k))
    return out


def test_meeting_pairs_are_same_block():
    pairs = meeting_pairs()
    assert len(pairs) == 3 * 15  # three blocks of six decks
    assert ("fotr-aragorn-starter", "ttt-aragorn-starter") not in pairs


def test_random_games_quick():
    results = [play(pair, seed) for pair, seed in _games(50, 1)]
    assert all(r["outcome"] is not None for r in results)
    # the games must reach real play, not only end at the bids
    assert sum(r["turns"] for r in results) > 100


@pytest.mark.slow
def test_random_games_thousand():
    for pair, seed in _games(1000, 2):
        play(pair, seed)
