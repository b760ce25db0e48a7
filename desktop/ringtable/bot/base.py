"""What every bot shares: the observation it is given, the ``Bot`` protocol, and a driver.

Why an *observation* and not the ``Game``: a bot must never cheat. It receives
``game.view_for(seat)`` (hidden cards are counts only) as plain JSON, plus the few
public engine facts the view does not carry yet but that a search needs to continue the
game from the same point: the resolution stack (which stage of the turn we are in), the
per-turn counters, the pending triggers and the format. None of these name a hidden
card (``observe`` scrubs a Shadow player's pending "choose" options and skips the setup
frame with its secret bids), so a bot could be handed the same dict across a process
or network boundary. ``tests/bot/test_fair_play.py`` proves it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import Action, Game


def observe(game: Game, seat: int) -> dict[str, Any]:
    """``game.view_for(seat)`` plus the public engine facts a search needs (see module)."""
    view = game.view_for(seat)
    visible = {int(c) for c in view["cards"]}
    s = game.s
    in_setup = any(f.get("k") == "setup" for f in s.stack)
    stack: list[dict[str, Any]] | None = None
    if not in_setup:
        stack = []
        for frame in s.stack:
            f = {k: (list(v) if isinstance(v, tuple) else v) for k, v in frame.items()}
            if f.get("k") == "choose" and f.get("p") != seat:
                f["cards"] = [c for c in f.get("cards", []) if c in visible]
            stack.append(f)
    view["engine"] = {
        "stack": stack,
        "counters": dict(s.counters),
        "pending": [list(p) for p in s.pending],
        "format": s.format,
        "wearing": list(s.wearing),
        "n_cards": len(s.defs),
        "rules": game.rules.name,  # which rules the worlds must run (bot.world.rules_for)
    }
    return view


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
