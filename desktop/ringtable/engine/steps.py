"""Imports every rule module so their frame steps register, and the checks the driver
runs before each step (a killed Ring-bearer, queued triggers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (  # noqa: F401
    choice,
    combat,
    flow,
    followers,
    keywords,
    playing,
    ring,
    setup,
    skips,
    threats,
    triggers,
    turn,
)
from .effects import check_deaths, check_state_discards
from .framework import MANUAL_HANDLERS, STEPS, push
from .state import INITIATIVE_LOST, RECHECK

if TYPE_CHECKING:
    from .game import Game

__all__ = ["MANUAL_HANDLERS", "STEPS", "pending_checks"]

_RB_KILLED = tuple(f"rb_killed:{p}" for p in range(16))  # set by effects.kill


def pending_checks(g: Game) -> bool:
    """Rules that act between steps; True if something was done (the driver loops)."""
    s = g.s
    counters = s.counters
    if RECHECK in counters:  # a card entered or left play, a modifier was added or ended
        del counters[RECHECK]
        check_deaths(g)
        check_state_discards(g)
        return True
    if INITIATIVE_LOST in counters:  # the Free Peoples hand dropped below 4 cards
        del counters[INITIATIVE_LOST]
        if "initiative_lost" in g._triggers_by_kind:  # only when some card answers it
            g.emit("initiative_lost", f"{s.players[s.fp]} loses initiative", player=s.fp)
        return True
    for key in _RB_KILLED[:len(s.players)]:  # a look-up per seat, not a scan of counters
        if key not in counters:
            continue
        killed = counters.pop(key)
        push(g, "succession", p=int(key.split(":")[1]), killed=killed)
        return True
    return bool(s.pending) and triggers.flush(g)
