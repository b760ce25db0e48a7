"""Phases skipped by a player's choice (issue 18, gaps-r): "The Free Peoples player may
choose for the archery phase to be skipped" (Cave Troll's Chain) and "skip his or her
next Shadow phase" (What Are We Waiting For?).

Why a module of its own: both are small additions to the turn sequence, which asks here
(``turn.TurnStep``) and keeps its stages unchanged. A phase skipped never starts: no
action window, no "start of phase" triggers, no archery fire; the turn goes on to the
next stage (a Shadow phase skipped: no minions played in it, so with none in play the
turn goes on to the regroup phase, CR "Shadow phase").

- The choice to skip a phase is a pending decision of the Free Peoples player
  (``skip_phase``: actions ``skip_phase`` and ``pass``), asked at the start of that phase
  while a game-wide rule modifier ``fp_may_skip_<phase>`` holds.
- "Skip your next Shadow phase" is a counter kept for the game (``game:`` counters
  outlive the turn) until that player's next Shadow phase comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import stats
from .framework import Frame, Step, pop, push, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game

# phase -> the game-wide rule modifier under which the Free Peoples player may skip it
FP_MAY_SKIP = {"archery": "rule:fp_may_skip_archery"}
# "skip his or her next Shadow phase": + the player's seat
SKIP_SHADOW = "game:skip_shadow:"
# the Free Peoples player chose to skip this phase (+ the phase; read once by the turn)
_CHOSEN = "skip_chosen:"
ASKED = "skip_asked"  # the turn frame's mark: the choice for this phase was asked


def ask_fp(g: Game, f: Frame, phase: str) -> bool:
    """At the start of ``phase``: when the Free Peoples player may choose to skip it and
    has not yet been asked for this phase, push his choice and return True (the turn
    frame runs the same stage again once he has answered)."""
    rule = FP_MAY_SKIP.get(phase)
    if rule is None or f.get(ASKED) == phase or not stats.global_value(g, rule, 0):
        return False
    f[ASKED] = phase
    push(g, "skip_phase", phase=phase)
    return True


def fp_chose_skip(g: Game, f: Frame, phase: str) -> bool:
    """Whether the Free Peoples player chose to skip ``phase`` (read once: a later
    phase of the same kind in this turn, after moving again, is asked anew)."""
    if f.get(ASKED) == phase:
        del f[ASKED]
    return bool(g.s.counters.pop(_CHOSEN + phase, 0))


@step("skip_phase")
class SkipPhaseStep(Step):
    """The Free Peoples player's choice: skip the phase, or play it (``pass``)."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        g.ask(g.s.fp, "skip_phase", f"Skip the {f['phase']} phase?")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        return [Action("skip_phase", g.s.fp), Action("pass", g.s.fp)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "skip_phase":
            g.s.counters[_CHOSEN + f["phase"]] = 1
            g.emit("phase_skip_chosen", f"{g.s.players[a.player]} chooses to skip the "
                   f"{f['phase']} phase", player=a.player)
        pop(g, f)


def skip_next_shadow_phase(g: Game, player: int) -> None:
    """"Skip his or her next Shadow phase": held until ``player``'s next Shadow phase."""
    g.s.counters[f"{SKIP_SHADOW}{player}"] = 1
    g.emit("shadow_phase_skip", f"{g.s.players[player]} will skip their next Shadow phase",
           player=player)


def shadow_phase_skipped(g: Game, player: int) -> bool:
    """At the start of ``player``'s Shadow phase: True (and the skip used up) when that
    player is to skip it."""
    if not g.s.counters.pop(f"{SKIP_SHADOW}{player}", 0):
        return False
    g.emit("phase_skipped", f"{g.s.players[player]}'s Shadow phase is skipped", player=player)
    return True
