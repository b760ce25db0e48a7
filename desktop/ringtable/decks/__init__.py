"""Decks: the deck model, formats, validation with reasons, and import/export.

The public API other layers call::

    load_deck(path) -> Deck            # JSON deck file or pasted text list
    save_deck(deck, path)              # JSON deck file, written atomically
    starter_decks() -> {stem: Deck}    # the 30 official starters
    parse_deck_text(text) -> TextImport  # deck + line problems, for the deck builder
    deck_to_text(deck) -> str          # the sectioned text layout
    formats() -> {code: Format}
    validate(deck, format_code=None) -> [Problem]
"""

from .errors import DeckError
from .files import (
    MAX_DECK_FILE_BYTES,
    classic_starter_pairs,
    load_deck,
    save_deck,
    starter_decks,
)
from .formats import Format, formats, get_format
from .model import Deck
from .text_export import deck_to_text
from .text_import import LineProblem, TextImport, parse_deck_text
from .validation import Problem, game_format, validate, validation_report

__all__ = [
    "classic_starter_pairs",
    "MAX_DECK_FILE_BYTES", "Deck", "DeckError", "Format", "LineProblem", "Problem",
    "TextImport", "deck_to_text", "formats", "game_format", "get_format", "load_deck",
    "parse_deck_text",
    "save_deck", "starter_decks", "validate", "validation_report",
]
