"""Card tests run with every card script loaded; the engine's own tests run without, so
the scripts are unloaded again after each module."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))


@pytest.fixture(autouse=True, scope="module")
def _scripts():
    from ringtable.cards.scripting import load_all_scripts, unload_all_scripts

    load_all_scripts()
    yield
    unload_all_scripts()
