"""``ringtable deck ...`` sub-commands (wired to the deck layer once it lands)."""

from __future__ import annotations

import argparse


def add_deck_commands(sub: argparse._SubParsersAction) -> None:  # noqa: SLF001
    """Register the deck sub-commands on the top-level parser."""
