"""The card database: every official card, by id, collector info and name."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from ..paths import resources_dir
from .loader import CardDataError, iter_set_files, load_set_file
from .model import Card
from .query import search
from .text import fold

_COLLECTOR = re.compile(r"^(\d{1,2})([A-Za-z+]{1,2})(\d{1,3})$")


class CardDatabase:
    """All cards, immutable and shared. Build it with :meth:`load`.

    ``db["1_290"]`` looks up by id, ``db.by_collector_info("1C290")`` by what is printed,
    ``db.by_title("eowyn")`` every version of a title, accent- and case-free.
    """

    def __init__(self, cards: list[Card]) -> None:
        self._by_id: dict[str, Card] = {}
        self._by_collector: dict[str, Card] = {}
        self._by_set_number: dict[tuple[int, int], Card] = {}
        self._by_title: dict[str, list[Card]] = {}
        self._by_full_title: dict[str, list[Card]] = {}
        for card in cards:
            if card.id in self._by_id:
                raise CardDataError(f"card {card.id}: duplicate id")
            self._by_id[card.id] = card
            self._by_collector[card.collector_info.upper()] = card
            self._by_set_number[(card.set, card.number)] = card
            self._by_title.setdefault(fold(card.title), []).append(card)
            self._by_full_title.setdefault(fold(card.full_title), []).append(card)

    @classmethod
    def load(cls, cards_dir: Path | None = None) -> CardDatabase:
        """Load and validate every set file; raises CardDataError naming card and field."""
        folder = cards_dir or resources_dir() / "cards"
        cards: list[Card] = []
        for path in iter_set_files(folder):
            cards.extend(load_set_file(path))
        return cls(cards)

    def __getitem__(self, card_id: str) -> Card:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise KeyError(f"no card with id {card_id!r}") from None

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def __len__(self) -> int:
        return len(self._by_id)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._by_id.values())

    def get(self, card_id: str) -> Card | None:
        return self._by_id.get(card_id)

    def by_collector_info(self, info: str) -> Card | None:
        """'1R89', '1r89', '01R089' all find set 1 number 89 (the rarity letter is not checked)."""
        match = _COLLECTOR.match(info.strip())
        if not match:
            return self._by_collector.get(info.strip().upper())
        set_no, _, number = match.groups()
        return self._by_set_number.get((int(set_no), int(number)))

    def by_title(self, title: str) -> list[Card]:
        """Every card whose title (or 'Title, Subtitle') matches, ignoring case and accents."""
        key = fold(title.strip())
        return list(self._by_full_title.get(key) or self._by_title.get(key) or [])

    def search(self, query: str, is_scripted: Callable[[str], bool] | None = None) -> list[Card]:
        """Cards matching a query (see :mod:`ringtable.cards.query`)."""
        return search(self._by_id.values(), query, is_scripted)

    def sets(self) -> dict[int, int]:
        """Number of cards per set."""
        counts: dict[int, int] = {}
        for card in self._by_id.values():
            counts[card.set] = counts.get(card.set, 0) + 1
        return dict(sorted(counts.items()))


_DEFAULT: CardDatabase | None = None


def default_database() -> CardDatabase:
    """The shipped database, loaded once per process (cards are immutable, so sharing is safe)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = CardDatabase.load()
    return _DEFAULT
