"""Fixtures for the engine tests: starter decks and a fresh two-player game."""

from __future__ import annotations

import pytest

from ringtable.decks import starter_decks


@pytest.fixture(scope="session")
def starters():
    return starter_decks()


@pytest.fixture
def fotr_pair(starters):
    return [starters["fotr-aragorn-starter"], starters["fotr-gandalf-starter"]]
