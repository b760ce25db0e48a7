"""Imports every rule module so their frame steps register, and the checks the driver
runs before each step (a killed Ring-bearer, queued triggers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import choice, combat, playing, ring, setup, triggers, turn  # noqa: F401  (registration)
from .framework import MANUAL_HANDLERS, STEPS, push

if TYPE_CHECKING:
    from .game import Game

__all__ = ["MANUAL_HANDLERS", "STEPS", "pending_checks"]


def pending_checks(g: Game) -> bool:
    """Rules that act between steps; True if something was done (the driver loops)."""
    s = g.s
    for key in [k for k in s.counters if k.startswith("rb_killed:")]:
        killed = s.counters.pop(key)
        push(g, "succession", p=int(key.split(":")[1]), killed=killed)
        return True
    return bool(s.pending) and triggers.flush(g)
