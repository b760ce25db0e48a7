"""The rules every saved game is played and replayed under: one place, loaded explicitly.

A game is its setup plus its actions, replayed by the engine; the replay only reaches
the saved position if the same card scripts are registered as when the game was played.
They used to be registered as a side effect of the first touch of the card database
(New game, the deck builder), so a save opened first was replayed without them and
refused as damaged. Now the engine takes a ``Rules`` object, and whoever creates, opens or replays a
game asks this function for it.
"""

from __future__ import annotations

import hashlib
from functools import cache

from ..cards import CardDatabase, default_database
from ..engine import Rules


def game_rules(source: CardDatabase | Rules | None = None) -> Rules:
    """The rules the app's games are played under: the engine plus every shipped card
    script (``ringtable.scripts.standard_rules``), for ``source``'s card database (the
    shipped one by default). Rules already built are returned as they are, so a caller
    holding a game's rules (a test's edited card) replays under exactly those."""
    if isinstance(source, Rules):
        return source
    from ..scripts import standard_rules

    return standard_rules(source or default_database())


@cache
def rules_id() -> str:
    """A short fingerprint of the card scripts a game is played under (stored in saves).

    A save whose replay fails and whose fingerprint differs was played under other card
    rules (another Ringtable version): the player is told that, not "damaged".
    """
    from ..scripts.loader import scripts_dir

    digest = hashlib.sha256()
    for path in sorted(scripts_dir().glob("*.toml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]
