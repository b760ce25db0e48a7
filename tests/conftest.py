"""Test-wide set-up: Qt offscreen, and every test's user folders in a temporary place.

No test may read or write the real user's decks, saves, settings or cache, so
``RINGTABLE_HOME`` (honoured by ``ringtable.paths``) points into pytest's tmp_path.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGTABLE_HOME", str(tmp_path / "ringtable-home"))


@pytest.fixture(scope="session")
def db():
    from ringtable.cards import default_database

    return default_database()
