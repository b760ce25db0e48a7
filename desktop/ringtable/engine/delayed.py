"""Effects that wait for a later moment: "If that companion wins this skirmish, heal that
companion" (End of the Game), "If that Nazgûl wins this skirmish, the Shadow has
initiative until the end of the turn" (Unhindered).

Why a marker modifier: the card arming the effect (an event, by then in its discard
pile) *watches* a character with a temporary modifier of stat ``watch`` on that
character, whose source is the arming card and whose duration is the skirmish. It is
plain data in ``State.mods``, so clones, saves, undo and a bot's search keep it, and it
expires with the skirmish like every "this skirmish" modifier. The arming card's
trigger flagged ``TriggeredAbility.delayed`` is asked wherever that card is
(``triggers.collect``) and reads the marker: it fires only for a watched character.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects
from .combat import WATCH  # the marker modifier's stat (read by the skirmish's wounds)

if TYPE_CHECKING:
    from .game import Game


def watch(g: Game, source: int, card: int, until: str = "skirmish") -> None:
    """``source`` watches ``card`` until ``until`` ends (its delayed trigger may fire)."""
    effects.add_modifier(g, card, WATCH, 1, until, source)


def watched(g: Game, source: int) -> list[int]:
    """The characters ``source`` watches now (in the order they were watched)."""
    return [m[0] for m in g.s.mods if m[1] == WATCH and len(m) > 4 and m[4] == source]


def winners(g: Game, cards: tuple[int, ...], player: int) -> list[int]:
    """The winners of a ``skirmish_resolved`` event: its cards held by its player."""
    return [c for c in cards if g.s.holder[c] == player]
