"""From a name on a list to the printing it means.

Two steps. :class:`NameIndex` finds every printing a written name can mean: the exact
title or 'Title, Subtitle' (case and accents ignored), else the same words with the
punctuation players drop or change (``Faramir Son of Denethor``, ``Urukhai Raiding
Party``, a missing leading ``The``). :func:`settle` then picks one printing with what the
rest of the list says: the site number written on the line, the ``Format:`` line, the
block of the list's other sites, and the newest set among its other cards (a Fellowship
block list means The One Ring, The Ruling Ring of set 1). Identical reprints (same
title, type and game text) are one card to a player, so the earliest printing that fits
is taken. Whatever is still open is returned as candidates for the player to choose.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import Card, CardDatabase, fold

_NON_ALNUM = re.compile(r"[^a-z0-9]+")
# Close-title suggestions cost a scan of every title; past this many unknown names in
# one list they are skipped (a list of thousands of unknown lines is not a deck).
MAX_SUGGESTED_NAMES = 60
# A misspelt name is read as the closest title only when it is this close (difflib ratio
# of the letters and digits) and this far ahead of the next card's title.
CLOSE_ENOUGH = 0.9
CLEAR_LEAD = 0.05


def loose_key(name: str) -> str:
    """'Úlairë Cantëa Lieutenant of Dol-Guldur' and the printed title share this key."""
    key = _NON_ALNUM.sub("", fold(name))
    return key[3:] if key.startswith("the") and len(key) > 6 else key


@lru_cache(maxsize=8)
def _loose_index(db: CardDatabase, full: bool) -> dict[str, tuple[Card, ...]]:
    """Loose keys of full titles ('Title, Subtitle'), or of bare titles."""
    index: dict[str, list[Card]] = {}
    for card in db:
        index.setdefault(loose_key(card.full_title if full else card.title), []).append(card)
    return {key: tuple(cards) for key, cards in index.items()}


def _trigrams(text: str) -> set[str]:
    padded = f"  {text} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


@lru_cache(maxsize=4)
def _trigram_index(db: CardDatabase) -> tuple[tuple[str, ...], dict[str, tuple[int, ...]]]:
    """Every folded title, and for each three-letter piece the titles that contain it."""
    titles = tuple(sorted({fold(c.full_title) for c in db} | {fold(c.title) for c in db}))
    index: dict[str, list[int]] = {}
    for number, title in enumerate(titles):
        for gram in _trigrams(title):
            index.setdefault(gram, []).append(number)
    return titles, {gram: tuple(numbers) for gram, numbers in index.items()}


def _close_titles(db: CardDatabase, key: str) -> list[str]:
    """difflib's close matches among the titles sharing the most three-letter pieces with
    ``key``: the same answer as scanning every title, a hundred times faster."""
    titles, index = _trigram_index(db)
    shared: Counter[int] = Counter()
    for gram in _trigrams(key):
        shared.update(index.get(gram, ()))
    shortlist = [titles[number] for number, _n in shared.most_common(60)]
    return difflib.get_close_matches(key, shortlist, n=5, cutoff=0.75)


class NameIndex:
    """Every printing a written name can mean, and close titles for unknown names."""

    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self._suggested: dict[str, tuple[str, ...]] = {}

    def printings(self, name: str) -> list[Card]:
        exact = self.db.by_title(name)
        if exact:
            return exact
        key = loose_key(name)  # a full title that matches beats titles that merely start so
        return list(_loose_index(self.db, True).get(key) or _loose_index(self.db, False)
                    .get(key, ()))

    def suggestions(self, name: str) -> tuple[str, ...]:
        """Close titles for an unknown name (typos), best first; () past the budget."""
        key = fold(name)
        if key in self._suggested:
            return self._suggested[key]
        if len(self._suggested) >= MAX_SUGGESTED_NAMES:
            return ()
        close = _close_titles(self.db, key)
        ids: list[str] = []
        for title in close:
            for card in self.db.by_title(title):
                if card.id not in ids:
                    ids.append(card.id)
        self._suggested[key] = tuple(ids[:8])
        return self._suggested[key]

    def closest(self, name: str) -> str | None:
        """The one title a misspelt name surely means ('Sleep Caladhras' is Sleep,
        Caradhras), or None: the best close title must be near-identical (similarity of
        the letters and digits at least 0.9) and clearly ahead of any other card's."""
        key = loose_key(name)
        scores: dict[str, tuple[float, frozenset[str]]] = {}
        for card_id in self.suggestions(name):
            card = self.db[card_id]
            for text in (card.full_title, card.title):
                ratio = difflib.SequenceMatcher(None, key, loose_key(text)).ratio()
                ids = frozenset(c.id for c in self.printings(text))
                if ratio > scores.get(text, (0.0, ids))[0]:
                    scores[text] = (ratio, ids)
        if not scores:
            return None
        ranked = sorted(scores.items(), key=lambda item: -item[1][0])
        best_text, (best, best_ids) = ranked[0]
        runner_up = max((score for _t, (score, ids) in ranked[1:] if ids != best_ids),
                        default=0.0)
        if best >= CLOSE_ENOUGH and best - runner_up >= CLEAR_LEAD:
            return best_text
        return None

    @property
    def suggestions_exhausted(self) -> bool:
        return len(self._suggested) >= MAX_SUGGESTED_NAMES


@dataclass(frozen=True, slots=True)
class ListContext:
    """What the whole list says about printings: its format and its era."""

    format_sets: frozenset[int] = frozenset()
    site_block: str | None = None   # the block most of the list's certain sites are from
    newest_set: int | None = None   # the newest set among the list's certain cards


def list_context(format_sets: frozenset[int], certain: Iterable[Card]) -> ListContext:
    """The context from the cards that have one printing only (they cannot mislead)."""
    cards = list(certain)
    blocks = Counter(c.block for c in cards if c.is_site and c.block)
    site_block = blocks.most_common(1)[0][0] if blocks else None
    sets = [c.set for c in cards if c.set > 0]
    return ListContext(format_sets, site_block, max(sets) if sets else None)


def _faces(cards: Sequence[Card]) -> set[tuple[str, str, str]]:
    return {(fold(c.full_title), c.type, c.game_text) for c in cards}


def settle(candidates: Sequence[Card], context: ListContext,
           position: int | None = None) -> tuple[Card | None, tuple[Card, ...]]:
    """(the printing, ()) when the list decides it, else (None, the printings still open).

    Each clue narrows the candidates only when it leaves at least one: a clue that
    fits none of them (a Fellowship list naming a card first printed later) is ignored
    rather than allowed to empty the choice.
    """
    remaining = list(candidates)
    if len(remaining) > 1 and context.format_sets:
        remaining = _narrow(remaining, lambda c: c.set in context.format_sets)
    if len(remaining) > 1 and context.site_block:
        remaining = _narrow(remaining, lambda c: not c.is_site or c.block == context.site_block)
    if len(remaining) > 1 and position is not None:
        exact = [c for c in remaining if c.site_number == position]
        remaining = exact or _narrow(remaining, lambda c: c.site_number is None)
    if len(remaining) > 1 and context.newest_set is not None:
        newest = context.newest_set
        remaining = _narrow(remaining, lambda c: 0 < c.set <= newest)
    if len(_faces(remaining)) == 1:
        ranked = sorted(remaining, key=lambda c: (c.set == 0, c.set, c.number))
        return ranked[0], ()
    return None, tuple(remaining)


def _narrow(cards: list[Card], keep: Callable[[Card], bool]) -> list[Card]:
    kept = [c for c in cards if keep(c)]
    return kept or cards
