"""With the card scripts loaded (as the app runs), the bots still finish games: scripted
abilities, events and script choices go through the same look-ahead."""

from __future__ import annotations

from ringtable.bot import HeuristicBot, play_game
from ringtable.bot.search import SearchBot
from ringtable.cards.scripting import load_all_scripts, unload_all_scripts
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup


def test_bots_finish_scripted_games() -> None:
    decks = starter_decks()
    a, b = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    load_all_scripts()
    try:
        game = Game.new(GameSetup(decks=[a, b], seed=3))
        n = play_game(game, [SearchBot(1, a, iterations=8), HeuristicBot(2, b)])
        assert game.outcome is not None and n < 2000
    finally:
        unload_all_scripts()
