"""The recorded_game fixture: a starter game 60 random decisions in."""

from __future__ import annotations

import random

import pytest
from save_helpers import new_record, play

from ringtable.cards import default_database
from ringtable.engine import Game
from ringtable.scripts import standard_rules

APP_RULES = standard_rules(default_database())  # the rules saves are loaded under


@pytest.fixture
def recorded_game():
    record = new_record(11)
    game = Game.new(record.setup(), APP_RULES)
    play(record, game, random.Random(11), 60)
    return record, game
