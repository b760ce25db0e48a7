"""What every bot shares: the observation it is given, the ``Bot`` protocol, and a driver.

Why an *observation* and not the ``Game``: a bot must never cheat. It receives the
engine's ``observe(game, seat)`` (``engine/determinise.py``: ``game.view_for(seat)``,
hidden cards as counts only, plus the public engine facts a look-ahead needs) as plain
JSON, so a bot could be handed the same dict across a process or network boundary, and
it looks ahead in games the engine's ``determinise`` rebuilds from that observation
under the ``Rules`` the bot was built with (the game's own). ``tests/bot/test_fair_play.py``
proves it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import Action, Game
from ..engine.determinise import observe


def legal_actions(view: dict[str, Any]) -> list[Action]:
    """The deciding player's options, rebuilt from the view's JSON."""
    return [Action.from_json({k: v for k, v in a.items() if k != "label"})
            for a in view.get("legal_actions", ())]


class Bot(Protocol):
    """A player. ``choose`` must be a pure function of its arguments and the bot's own
    state (its seeded RNG), so the UI can run it in a worker thread and tests replay it."""

    name: str

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        """Return one of ``legal_actions(view)``. ``view`` comes from :func:`observe`."""
        ...


@dataclass
class Timing:
    """Think time of one decision, for the arena's statistics."""

    seat: int
    seconds: float


def play_game(game: Game, bots: Sequence[Bot], max_decisions: int = 5000,
              clock: Callable[[], float] | None = None,
              on_think: Callable[[Timing], None] | None = None) -> int:
    """Play ``game`` to its end with one bot per seat; returns the number of decisions.

    A bot that returns an illegal action gets its first legal action instead (and the
    arena counts it as a bug): the game must always finish."""
    import time

    clock = clock or time.perf_counter
    n = 0
    while game.outcome is None and game.decision is not None and n < max_decisions:
        seat = game.decision.player
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]  # nothing to think about: an instant answer
        else:
            view = observe(game, seat)
            start = clock()
            action = bots[seat].choose(view, seat)
            if on_think is not None:
                on_think(Timing(seat, clock() - start))
            if action not in legal:
                action = legal[0]
        game.apply(action)
        n += 1
    return n


class RandomBot:
    """Uniformly random legal action: the baseline of the arena and the engine's fuzzer."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        return self.rng.choice(legal_actions(view))
