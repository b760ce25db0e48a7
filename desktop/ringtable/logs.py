"""Logging to a rotating file in the user's log folder (no Qt here).

Everything Ringtable logs (renderer fallbacks, autosave failures, crashes) goes to
``ringtable.log`` (1 MB, three old files kept), so a player can send the file with a bug
report; the crash dialog names its path.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import user_log_dir

LOG_NAME = "ringtable.log"
_handler: RotatingFileHandler | None = None


def log_file() -> Path:
    return user_log_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send the ``ringtable`` loggers to the rotating file; returns its path (None if the
    folder cannot be written: the app still runs, logging to stderr only)."""
    global _handler
    root = logging.getLogger("ringtable")
    root.setLevel(level)
    if _handler is not None:
        return Path(_handler.baseFilename)
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3,
                                       encoding="utf-8")
    except OSError:
        return None
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(_handler)
    return path
