"""Saved games, the Games list, undo history and settings: JSON files written atomically,
validated on load."""

from .record import GameRecord, LogEntry, SeatRecord
from .rules import game_rules
from .saves import SAVE_SCHEMA, SaveError, load_save, save_game

__all__ = ["SAVE_SCHEMA", "GameRecord", "LogEntry", "SaveError", "SeatRecord", "game_rules",
           "load_save", "save_game"]
