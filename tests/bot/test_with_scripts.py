"""With the card scripts (as the app runs), the bots still finish games: scripted
abilities, events and script choices go through the same look-ahead."""

from __future__ import annotations

from ringtable.bot import HeuristicBot, observe, play_game
from ringtable.bot.search import SearchBot
from ringtable.bot.world import rules_for
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup
from ringtable.scripts import standard_rules


def test_bots_finish_scripted_games() -> None:
    decks = starter_decks()
    a, b = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    rules = standard_rules(default_database())
    game = Game.new(GameSetup(decks=[a, b], seed=3), rules)
    assert rules_for(observe(game, 0), default_database()) is rules  # worlds run the scripts
    n = play_game(game, [SearchBot(1, a, iterations=8), HeuristicBot(2, b)])
    assert game.outcome is not None and n < 2000
