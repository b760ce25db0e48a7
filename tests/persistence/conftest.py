"""The recorded_game fixture: a starter game 60 random decisions in."""

from __future__ import annotations

import random

import pytest
from save_helpers import new_record, play

from ringtable.engine import Game


@pytest.fixture
def recorded_game():
    record = new_record(11)
    game = Game.new(record.setup())
    play(record, game, random.Random(11), 60)
    return record, game
