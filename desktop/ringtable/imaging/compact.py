"""The compact face: what a card shows when it is drawn too small for its full face.

At 1280x720 a card on the table is some 60 px wide: its printed title, cost and stats
are unreadable. The table then draws a title band (culture colour, cost, short title)
and a stat band over the face; this module decides what those bands say and in which
colours, so the card's look stays with the faces (the UI only paints it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .palette import RGB, palette_for

CHARACTER_TYPES = ("companion", "ally", "minion")


@dataclass(frozen=True, slots=True)
class CompactFace:
    title: str                            # the title (no unique dot: every pixel counts)
    cost: int | None                      # twilight cost; a site's Shadow number
    frame: RGB                            # the culture's (or block's) frame colour
    ink: RGB                              # text on the frame
    stats: tuple[tuple[str, str], ...]    # printed stat names and their keys in a view
    site_number: int | None = None        # a minion's site number, a site's number
    shadow_number: int | None = None      # a site's Shadow number


def compact_face(card: Card) -> CompactFace:
    """The bands of ``card``: cost and title on top, stats at the bottom."""
    palette = palette_for(card)
    title = card.title
    stats: list[tuple[str, str]] = []
    if card.type in CHARACTER_TYPES:
        stats = [("S", "strength"), ("V", "vitality")]
        if card.resistance is not None:
            stats.append(("R", "resistance"))
    # A site's disc holds its Shadow number (top left, where the printed site has it).
    cost = card.shadow_number if card.is_site else None if card.is_ring else card.twilight_cost
    return CompactFace(title, cost, palette.frame, palette.ink, tuple(stats),
                       card.site_number, card.shadow_number)
