"""Random play between the classic starter decks: every game ends, invariants hold at
every step, clone() is independent and save/load continues to the identical end."""

from __future__ import annotations

import random

import pytest
from engine_randomplay import every_starter_pair, meeting_pairs, play


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


def _every_era_games(count: int, seed: int) -> list[tuple[tuple[str, str], int]]:
    pairs = every_starter_pair()
    rnd = random.Random(seed)
    return [(rnd.choice(pairs), seed * 100_000 + k) for k in range(count)]


def test_every_starter_pair_is_an_ordered_pair_of_the_thirty():
    pairs = every_starter_pair()
    assert len(pairs) == 30 * 29
    assert ("sh-aragorn-starter", "fotr-gandalf-starter") in pairs


def test_random_games_of_every_era_quick():
    """Starters of sets 1-19 against each other (numbered, Shadows-era and mixed paths):
    invariants at every step, clone independence, save/load continuation."""
    results = [play(pair, seed) for pair, seed in _every_era_games(40, 3)]
    assert sum(r["turns"] for r in results) > 80
    assert sum(r["sites_chosen"] for r in results) > 20  # Shadows-era site choices made


@pytest.mark.slow
def test_random_games_of_every_era_five_hundred():
    for pair, seed in _every_era_games(500, 4):
        play(pair, seed)
