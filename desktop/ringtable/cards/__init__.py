"""Card facts: the immutable database of every official card, and the query language."""

from .database import CardDatabase, default_database
from .loader import CardDataError
from .model import Card
from .query import QueryError, compile_query
from .text import fold, plain_game_text

__all__ = [
    "Card", "CardDataError", "CardDatabase", "QueryError", "compile_query",
    "default_database", "fold", "plain_game_text",
]
