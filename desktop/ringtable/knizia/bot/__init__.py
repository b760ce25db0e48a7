"""Fellow hobbits for the board game: a heuristic bot and a determinised search bot.

Same contract as the card game's bots (``ringtable.bot``): ``bot.choose(view, seat)``
with ``view = game.view_for(seat)`` returns one legal ``Action``. Hands are hidden
(the seed: players talk about their cards but never show them), so the search
determinises the others' hands from what is public. See ``docs/bots.md``.
"""

from .arena import TeamResult, play_team_game
from .heuristic import HeuristicBot
from .search import SearchBot

__all__ = ["HeuristicBot", "SearchBot", "TeamResult", "play_team_game"]
