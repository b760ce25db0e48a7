"""Ringtable: a desktop tabletop and rules engine for The Lord of the Rings TCG."""

__version__ = "0.1.0"
