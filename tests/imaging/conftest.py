"""Shared fixtures for the imaging tests."""

from __future__ import annotations

import pytest

from ringtable.cards import CardDatabase, default_database


@pytest.fixture(scope="session")
def db() -> CardDatabase:
    return default_database()


@pytest.fixture()
def home(tmp_path, monkeypatch):
    """Point RINGTABLE_HOME at a temporary folder so caches never touch the real one."""
    monkeypatch.setenv("RINGTABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
