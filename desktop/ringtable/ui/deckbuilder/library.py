"""The deck library: the player's decks on disk and the starter decks as templates.

Files are only ever written through ``save_deck`` (atomic); delete asks first. A deck
file that cannot be read is listed with its problem instead of vanishing, so the
player sees that it exists and why it does not open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ...cards import CardDatabase
from ...decks import Deck, DeckError, load_deck, save_deck, starter_decks
from ...paths import user_decks_dir


@dataclass(frozen=True)
class DeckEntry:
    """One row of the library: a user deck file, a starter template, or an unreadable file."""

    title: str
    path: Path | None
    deck: Deck | None
    starter: bool = False
    problem: str = ""


def slug(name: str) -> str:
    """A file name for a deck name: 'FotR – Aragorn (copy)' -> 'fotr-aragorn-copy'."""
    text = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return text or "deck"


def free_path(folder: Path, name: str, current: Path | None = None) -> Path:
    """A path in ``folder`` for ``name`` that does not overwrite another deck."""
    base = slug(name)
    candidate = folder / f"{base}.json"
    n = 2
    while candidate.exists() and candidate != current:
        candidate = folder / f"{base}-{n}.json"
        n += 1
    return candidate


def user_entries(db: CardDatabase, folder: Path | None = None) -> list[DeckEntry]:
    folder = folder or user_decks_dir()
    entries = []
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            try:
                deck = load_deck(path, db)
            except DeckError as exc:
                entries.append(DeckEntry(path.stem, path, None, problem=str(exc)))
                continue
            entries.append(DeckEntry(deck.name, path, deck))
    return sorted(entries, key=lambda e: e.title.lower())


def starter_entries(db: CardDatabase) -> list[DeckEntry]:
    return sorted((DeckEntry(deck.name, None, deck, starter=True)
                   for deck in starter_decks(db).values()), key=lambda e: e.title)


def unique_name(wanted: str, taken: set[str]) -> str:
    if wanted not in taken:
        return wanted
    n = 2
    while f"{wanted} ({n})" in taken:
        n += 1
    return f"{wanted} ({n})"


def write_deck(deck: Deck, db: CardDatabase, path: Path | None) -> Path:
    """Save ``deck`` (atomically) to ``path`` or to a new free path in the deck folder."""
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = path or free_path(folder, deck.name)
    save_deck(deck, target, db)
    return target
