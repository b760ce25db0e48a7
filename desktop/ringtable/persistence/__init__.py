"""Saved games, autosaves and settings: JSON files written atomically, validated on load."""

from .record import GameRecord, LogEntry, SeatRecord
from .saves import SAVE_SCHEMA, SaveError, load_save, save_game

__all__ = ["SAVE_SCHEMA", "GameRecord", "LogEntry", "SaveError", "SeatRecord", "load_save",
           "save_game"]
