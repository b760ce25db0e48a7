"""Which cue a batch of engine events deserves.

One cue per table update at most: a bot's turn or a long effect can emit dozens of
events at once, and a burst of overlapping sounds tells the player nothing. The most
telling event wins (the game ending, a death, the Ring, a burden, a wound...).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# event kind -> cue, in order of precedence (earlier wins)
EVENT_CUES: tuple[tuple[str, str], ...] = (
    ("killed", "kill"),
    ("ring_on", "ring"),
    ("burden_added", "burden"),
    ("corrupted", "burden"),
    ("wounded", "wound"),
    ("skirmish_resolved", "clash"),
    ("moves", "move"),
    ("played", "card"),
    ("site_played", "card"),
)
_RANK = {kind: (rank, cue) for rank, (kind, cue) in enumerate(EVENT_CUES)}

# The board game's events (``ringtable.knizia``), the same cues; its end is said by
# the outcome (co-operative: the table wins or loses together).
BOARD_EVENT_CUES: tuple[tuple[str, str], ...] = (
    ("eliminated", "kill"),
    ("ring", "ring"),
    ("sauron", "burden"),
    ("corrupt", "burden"),
    ("die", "clash"),
    ("advance", "move"),
    ("play", "card"),
    ("location", "turn"),
)
_BOARD_RANK = {kind: (rank, cue) for rank, (kind, cue) in enumerate(BOARD_EVENT_CUES)}


def board_cue_for(events: Iterable[Any], won: bool | None = None) -> str | None:
    """The cue for a batch of board-game events; ``won`` once the game has ended."""
    if won is not None:
        return "win" if won else "lose"
    ranks = [_BOARD_RANK[e.kind] for e in events if e.kind in _BOARD_RANK]
    return min(ranks)[1] if ranks else None


def cue_for(events: Iterable[Any], people: Iterable[int] = ()) -> str | None:
    """The cue for ``events`` (objects with ``kind`` and ``player``). A game won by one
    of ``people`` (the seats played by persons at this screen) sounds "win", by anyone
    else "lose"; with no person at the table (watching bots) an ending sounds "win"."""
    seats = set(people)
    best: tuple[int, str] | None = None
    for event in events:
        if event.kind == "game_won":
            return "win" if not seats or event.player in seats else "lose"
        ranked = _RANK.get(event.kind)
        if ranked is not None and (best is None or ranked[0] < best[0]):
            best = ranked
    return best[1] if best else None
