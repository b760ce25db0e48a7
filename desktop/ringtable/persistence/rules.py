"""The rules every saved game is played and replayed under: one place, loaded explicitly.

A game is its setup plus its actions, replayed by the engine; the replay only reaches
the saved position if the same card scripts are registered as when the game was played.
They used to be registered as a side effect of the first touch of the card database
(New game, the deck builder), so a save opened first was replayed without them and
refused as damaged. Now whoever creates, opens or replays a game asks this function for
its rules first. (When the engine takes a ``Rules`` object, this is the one function
that builds it.)
"""

from __future__ import annotations

import hashlib
from functools import cache

from ..cards import CardDatabase, default_database


def game_rules(db: CardDatabase | None = None) -> CardDatabase:
    """The card database with every card script registered (idempotent, cheap after once)."""
    from ..cards.scripting import load_all_scripts

    db = db or default_database()
    load_all_scripts(db)
    return db


@cache
def rules_id() -> str:
    """A short fingerprint of the card scripts a game is played under (stored in saves).

    A save whose replay fails and whose fingerprint differs was played under other card
    rules (another Ringtable version): the player is told that, not "damaged".
    """
    from ..cards.scripting.loader import scripts_dir

    digest = hashlib.sha256()
    for path in sorted(scripts_dir().glob("*.toml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]
