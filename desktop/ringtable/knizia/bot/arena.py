"""Play one board game with a team of bots (one per hobbit) and report the result."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...engine.values import Action
from ..game import Game, KniziaSetup


class KBot(Protocol):
    name: str

    def choose(self, view: dict[str, Any], seat: int) -> Action: ...


@dataclass(frozen=True)
class TeamResult:
    won: bool
    score: int
    reason: str
    decisions: int
    max_think: float       # the slowest decision, seconds
    illegal: int           # answers that were not legal (bugs; replaced by the first option)


def play_team_game(setup: KniziaSetup, bots: Sequence[KBot], max_decisions: int = 5000,
                   check: Callable[[Game], None] | None = None) -> TeamResult:
    """Play to the end; ``check`` (e.g. the conservation test) runs after each action.
    A decision with one legal action is taken without asking the bot."""
    game = Game.new(setup)
    n = illegal = 0
    slowest = 0.0
    while game.outcome is None:
        if n >= max_decisions:
            raise RuntimeError(f"seed {setup.seed}: no end after {n} decisions (a stall)")
        d = game.decision
        assert d is not None
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            start = time.perf_counter()
            action = bots[d.player].choose(game.view_for(d.player), d.player)
            slowest = max(slowest, time.perf_counter() - start)
            if action not in legal:
                illegal += 1
                action = legal[0]
        game.apply(action)
        if check is not None:
            check(game)
        n += 1
    o = game.outcome
    return TeamResult(o.won, o.score, o.reason, n, slowest, illegal)
