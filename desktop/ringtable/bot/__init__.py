"""Bots: Random, Easy, Normal (heuristic) and Hard (search), and the arena.

A bot is a pure function of what it may know: ``bot.choose(observe(game, seat), seat)``
returns one legal ``Action``. ``observe`` is ``game.view_for(seat)`` plus public engine
facts (see :mod:`ringtable.bot.base`); bots never see the ``Game``. See ``docs/bots.md``.
"""

from ..engine import Rules
from .base import Bot, RandomBot, legal_actions, observe, play_game
from .heuristic import EasyBot, HeuristicBot

__all__ = ["Bot", "EasyBot", "HeuristicBot", "RandomBot", "legal_actions", "make_bot",
           "observe", "play_game"]


def make_bot(level: str, seed: int = 0, deck: object = None, think: float = 0.4,
             workers: int = 2, *, rules: Rules) -> Bot:
    """A bot by level: "random", "easy", "heuristic" (Normal) or "search" (Hard).
    ``deck`` is the bot's own ``Deck`` (it may know its own list); ``think`` is the
    search's budget in seconds per decision, ``workers`` its processes; ``rules`` the
    game's own ``Rules`` (its look-ahead plays under exactly them)."""
    from .arena import make_bot as _make

    return _make(level, seed, deck, think, workers, rules=rules)  # type: ignore[arg-type]
