"""Decks: the deck model, formats, validation with reasons, and import/export."""

from .model import Deck

__all__ = ["Deck"]
