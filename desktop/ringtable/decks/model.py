"""The deck value shared by the deck builder, validation and the engine.

A deck is a Ring-bearer, a One Ring, an adventure deck of sites and a draw deck. It is
immutable: the deck editor builds a new Deck for every change (which also makes its
undo trivial), and the engine copies card ids out of it at setup.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

# Counts past these are refused wherever a deck comes in (lists, files, validation):
# no real deck comes near them, and a count of millions would make every later step
# (validation, setting up a game, a bot arena) run for minutes or run out of memory.
MAX_COPIES = 99
MAX_DRAW_DECK_CARDS = 1_000
MAX_SITES = 99


@dataclass(frozen=True, slots=True)
class Deck:
    """Card ids only; titles are looked up in the card database when needed.

    ``draw_deck`` is a tuple of ``(card_id, count)`` pairs in a stable order (the order the
    player added them or the file listed them); use :meth:`draw_deck_cards` for the
    expanded list of ids, one per physical card.
    """

    name: str
    ring_bearer: str | None
    ring: str | None
    sites: tuple[str, ...] = ()
    draw_deck: tuple[tuple[str, int], ...] = ()
    format: str | None = None
    notes: str = ""
    # Extra unparsed metadata kept through load/save so nothing a player wrote is lost.
    extra: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    def draw_deck_cards(self) -> list[str]:
        """Every physical card of the draw deck, ids repeated by count."""
        return [card_id for card_id, count in self.draw_deck for _ in range(count)]

    def draw_deck_size(self) -> int:
        return sum(count for _, count in self.draw_deck)

    def count_of(self, card_id: str) -> int:
        return sum(count for cid, count in self.draw_deck if cid == card_id)

    def all_card_ids(self) -> Iterator[str]:
        """Every card id in the deck, sections included, without repetition by count."""
        if self.ring_bearer:
            yield self.ring_bearer
        if self.ring:
            yield self.ring
        yield from self.sites
        for card_id, _ in self.draw_deck:
            yield card_id

    def with_changes(self, **changes: object) -> Deck:
        return replace(self, **changes)


def absurd_size(deck: Deck) -> str | None:
    """Why the deck's counts are beyond any real deck, or None when they are not."""
    for card_id, count in deck.draw_deck:
        if count > MAX_COPIES:
            return (f"{count:,} copies of {card_id} (a deck holds at most {MAX_COPIES} "
                    "copies of a card here)")
    total = deck.draw_deck_size()
    if total > MAX_DRAW_DECK_CARDS:
        return f"{total:,} draw-deck cards (at most {MAX_DRAW_DECK_CARDS:,})"
    if len(deck.sites) > MAX_SITES:
        return f"{len(deck.sites):,} sites (at most {MAX_SITES})"
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def printable(text: str) -> str:
    """``text`` with lone surrogates (from a JSON escape such as ``"\\ud800"``) replaced by
    U+FFFD: they cannot be encoded, so printing or saving them would fail."""
    return _SURROGATE.sub("\ufffd", text)
