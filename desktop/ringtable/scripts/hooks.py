"""Python hooks for card text the script language cannot say, registered by name.

A script names its hook (``hook = "name"``); the hook receives the card, the Behaviour
keyword arguments being built and the ``extra`` dict, and may add abilities, triggers or
statics. Keep these rare and say in a comment why the language could not express the
text. (None of the four starter decks needs one today.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HOOKS: dict[str, Callable[[Any, dict[str, Any], dict[str, Any]], None]] = {}
