"""The official starter decks in Ringtable's deck format (package data)."""
