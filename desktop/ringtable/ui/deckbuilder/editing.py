"""Deck editing without Qt: which section a card goes to, and undo/redo.

Every edit produces a new immutable :class:`Deck`; the history is simply the list of
earlier decks, so undo and redo are exact and cheap, and the widgets only ever redraw
from ``DeckEdit.deck``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import Card, CardDatabase
from ...cards.model import COMPANION, FREE_PEOPLES, SITE, THE_ONE_RING
from ...decks import Deck

RING_BEARER, RING, SITES, FREE_PEOPLES_DRAW, SHADOW_DRAW = (
    "ring_bearer", "ring", "sites", "free_peoples", "shadow")
SECTIONS: tuple[tuple[str, str], ...] = (
    (RING_BEARER, "Ring-bearer"), (RING, "The One Ring"), (SITES, "Adventure deck"),
    (FREE_PEOPLES_DRAW, "Free Peoples draw deck"), (SHADOW_DRAW, "Shadow draw deck"),
)
MAX_COPIES_HINT = 4


def can_bear_the_ring(card: Card) -> bool:
    """A companion that may start as Ring-bearer: its text says so, or (sets 11+) it may."""
    return card.type == COMPANION and (
        card.can_start_with_ring or "Ring-bearer (resistance" in card.game_text)


def draw_section(card: Card) -> str:
    return FREE_PEOPLES_DRAW if card.side == FREE_PEOPLES else SHADOW_DRAW


def section_for(card: Card, deck: Deck) -> str:
    """Where a double-click puts ``card``: Ring, sites, Ring-bearer if free, else the draw deck."""
    if card.type == THE_ONE_RING:
        return RING
    if card.type == SITE:
        return SITES
    if can_bear_the_ring(card) and deck.ring_bearer is None:
        return RING_BEARER
    return draw_section(card)


@dataclass
class DeckEdit:
    """The deck being edited, its history, and whether it differs from what was saved."""

    deck: Deck
    db: CardDatabase
    _undo: list[Deck] = field(default_factory=list)
    _redo: list[Deck] = field(default_factory=list)
    saved: Deck | None = None

    def __post_init__(self) -> None:
        if self.saved is None:
            self.saved = self.deck

    # History -------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return self.deck != self.saved

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _commit(self, new: Deck) -> bool:
        if new == self.deck:
            return False
        self._undo.append(self.deck)
        self._redo.clear()
        self.deck = new
        return True

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self.deck)
        self.deck = self._undo.pop()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self.deck)
        self.deck = self._redo.pop()
        return True

    def mark_saved(self) -> None:
        self.saved = self.deck

    # Edits ---------------------------------------------------------------------------
    def add(self, card_id: str, section: str | None = None) -> str:
        """Add one copy (or place a Ring-bearer, Ring or site); returns the section used."""
        card = self.db[card_id]
        target = section or section_for(card, self.deck)
        deck = self.deck
        if target == RING_BEARER:
            new = deck.with_changes(ring_bearer=card_id)
        elif target == RING:
            new = deck.with_changes(ring=card_id)
        elif target == SITES:
            new = deck.with_changes(sites=self._sites_with(card))
        else:
            new = deck.with_changes(draw_deck=_changed_count(deck.draw_deck, card_id, +1))
        self._commit(new)
        return target

    def remove(self, card_id: str, section: str | None = None) -> bool:
        """Remove one copy from ``section`` (or from wherever the card is)."""
        deck = self.deck
        if section in (None, RING_BEARER) and deck.ring_bearer == card_id:
            return self._commit(deck.with_changes(ring_bearer=None))
        if section in (None, RING) and deck.ring == card_id:
            return self._commit(deck.with_changes(ring=None))
        if section in (None, SITES) and card_id in deck.sites:
            return self._commit(deck.with_changes(
                sites=tuple(s for s in deck.sites if s != card_id)))
        if deck.count_of(card_id):
            return self._commit(deck.with_changes(
                draw_deck=_changed_count(deck.draw_deck, card_id, -1)))
        return False

    def rename(self, name: str) -> None:
        self._commit(self.deck.with_changes(name=name.strip() or self.deck.name))

    def set_format(self, format_code: str | None) -> None:
        self._commit(self.deck.with_changes(format=format_code))

    def set_notes(self, notes: str) -> None:
        self._commit(self.deck.with_changes(notes=notes))

    def replace(self, deck: Deck) -> None:
        """Replace the whole deck (an import) as one undoable step."""
        self._commit(deck)

    def _sites_with(self, site: Card) -> tuple[str, ...]:
        """The sites with ``site`` added; a numbered site replaces the one of its number."""
        kept = []
        for site_id in self.deck.sites:
            other = self.db[site_id]
            same_number = site.site_number is not None and other.site_number == site.site_number
            if site_id != site.id and not same_number:
                kept.append(site_id)
        kept.append(site.id)
        return tuple(sorted(kept, key=lambda s: (self.db[s].site_number or 99, s)))

    # Reading -------------------------------------------------------------------------
    def section_rows(self, section: str) -> list[tuple[Card, int]]:
        """(card, count) rows of a section, sorted the way players list them."""
        deck = self.deck
        if section == RING_BEARER:
            return [(self.db[deck.ring_bearer], 1)] if deck.ring_bearer else []
        if section == RING:
            return [(self.db[deck.ring], 1)] if deck.ring else []
        if section == SITES:
            return [(self.db[s], 1) for s in deck.sites]
        rows = [(self.db[cid], n) for cid, n in deck.draw_deck
                if draw_section(self.db[cid]) == section]
        return sorted(rows, key=lambda row: (row[0].culture or "", row[0].type,
                                             row[0].twilight_cost or 0, row[0].title))

    def section_count(self, section: str) -> int:
        return sum(n for _, n in self.section_rows(section))


def _changed_count(draw: tuple[tuple[str, int], ...], card_id: str,
                   delta: int) -> tuple[tuple[str, int], ...]:
    rows = []
    found = False
    for cid, count in draw:
        if cid == card_id:
            found = True
            count += delta
        if count > 0:
            rows.append((cid, count))
    if not found and delta > 0:
        rows.append((card_id, delta))
    return tuple(rows)
