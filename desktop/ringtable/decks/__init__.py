"""Decks: the deck model, formats, validation with reasons, and import/export."""

from .errors import DeckError
from .files import MAX_DECK_FILE_BYTES, load_deck, save_deck, starter_decks
from .model import Deck

__all__ = ["MAX_DECK_FILE_BYTES", "Deck", "DeckError", "load_deck", "save_deck", "starter_decks"]
