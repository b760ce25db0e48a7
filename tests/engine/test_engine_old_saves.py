"""Saves made before the Shadows-era path (issue 17) still open and play on: three
mid-game saves of classic starter games written by the code before this work
(``git archive b9f6d91``, ``tests/persistence/save_helpers.py``, 90 random actions).
Opening one replays every action and checks the stored state, so a numbered game that
now asked a new question, or placed a different site, would be refused."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ringtable.engine import path as adventure_path
from ringtable.persistence import load_save

SAVES = sorted((Path(__file__).parent / "data").glob("classic_save_before_*.ringtable.json"))


@pytest.mark.parametrize("save", SAVES, ids=[p.name for p in SAVES])
def test_a_save_from_before_the_shadows_path_opens_and_plays_to_the_end(save):
    record, game = load_save(save)
    assert len(record.actions) == 90 and game.decision is not None
    assert not adventure_path.shadows_path(game)
    rnd = random.Random(1)
    for _ in range(20_000):
        if game.decision is None:
            break
        action = rnd.choice(game.legal_actions())
        assert action.kind != "place_site"
        game.apply(action)
    assert game.outcome is not None


def test_the_old_saves_are_there():
    assert len(SAVES) == 3
