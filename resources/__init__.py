"""Shipped data: card facts, card scripts, fonts, playmats and icons (package data)."""
