"""The one exception every deck problem of *input* raises.

Loading a deck can fail in many ways (missing file, bad JSON, unknown card id, a 50 MB
file...). Callers (the CLI, the deck builder) catch a single class and show its message,
which always names the file and, where known, the line or field: a player never sees a
traceback. Rule problems of a *loaded* deck are not errors: see :mod:`.validation`.
"""

from __future__ import annotations


class DeckError(ValueError):
    """A deck file or text could not be read; the message says where and why."""
