"""Where Ringtable's shipped resources and the user's own files live.

Shipped data (card facts, card scripts, fonts, playmats, starter decks) is package
data, found through ``importlib.resources`` so it works from a source checkout, an
installed wheel and a frozen build alike. The user's decks, saves, settings, logs and
render cache live in the platform's usual folders (platformdirs).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

APP_NAME = "Ringtable"


def resources_dir() -> Path:
    """The shipped ``resources/`` folder."""
    return Path(str(resources.files("ringtable.resources")))


def starter_decks_dir() -> Path:
    """The shipped folder of official starter decks (``decks/`` in the source tree)."""
    return Path(str(resources.files("ringtable.starter_decks")))


def _user_dirs():  # -> platformdirs.PlatformDirs, imported lazily to keep start-up light
    from platformdirs import PlatformDirs

    return PlatformDirs(APP_NAME, appauthor=False)


def user_data_dir() -> Path:
    """Root of the user's own files; ``RINGTABLE_HOME`` overrides it (tests, portable use)."""
    override = os.environ.get("RINGTABLE_HOME")
    return Path(override) / "data" if override else Path(_user_dirs().user_data_dir)


def user_decks_dir() -> Path:
    return user_data_dir() / "decks"


def user_saves_dir() -> Path:
    return user_data_dir() / "saves"


def user_config_dir() -> Path:
    override = os.environ.get("RINGTABLE_HOME")
    return Path(override) / "config" if override else Path(_user_dirs().user_config_dir)


def user_cache_dir() -> Path:
    override = os.environ.get("RINGTABLE_HOME")
    return Path(override) / "cache" if override else Path(_user_dirs().user_cache_dir)


def user_log_dir() -> Path:
    override = os.environ.get("RINGTABLE_HOME")
    return Path(override) / "logs" if override else Path(_user_dirs().user_log_dir)
