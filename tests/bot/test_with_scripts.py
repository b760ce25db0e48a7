"""With the card scripts (as the app runs), the bots still finish games: scripted
abilities, events and script choices go through the same look-ahead."""

from __future__ import annotations

from ringtable.bot import HeuristicBot, heuristic, observe, play_game
from ringtable.bot.search import SearchBot
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup
from ringtable.scripts import standard_rules


def test_bots_finish_scripted_games() -> None:
    decks = starter_decks()
    a, b = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    rules = standard_rules(default_database())
    game = Game.new(GameSetup(decks=[a, b], seed=3), rules)
    n = play_game(game, [SearchBot(1, a, iterations=8, rules=rules),
                         HeuristicBot(2, b, rules=rules)])
    assert game.outcome is not None and n < 2000


def test_a_bot_looks_ahead_under_the_games_own_edited_rules(monkeypatch) -> None:  # noqa: ANN001
    """The bot is built with the game's ``Rules`` object: a test's edit (Athelas's text
    switched off) holds in its look-ahead too. Rules found by name would have been the
    standard ones, whose worlds offer Athelas's ability, which the real game does not."""
    from ringtable.testing import Scenario

    standard = standard_rules(default_database())
    athelas = Scenario(rules=standard).card_id("Athelas")

    def position(rules):  # noqa: ANN001, ANN202
        sc = Scenario(rules=rules)
        aragorn = sc.companion("Aragorn, Ranger of the North")
        sc.wounds(aragorn, 1)
        sc.bear(aragorn, "Athelas")
        sc.hand("Sam, Son of Hamfast")
        return sc.start("fellowship")

    def uses_athelas(game: Game) -> bool:
        return any(a.kind == "use" and game.cards[a.card].title == "Athelas"
                   for a in game.legal_actions())

    assert uses_athelas(position(standard))  # what the standard rules would offer
    edited = standard.with_behaviours({athelas: None})
    game = position(edited)
    assert not uses_athelas(game)
    worlds: list[Game] = []
    real = heuristic.determinise
    monkeypatch.setattr(heuristic, "determinise",
                        lambda *a, **k: worlds.append(real(*a, **k)) or worlds[-1])
    action = HeuristicBot(1, rules=game.rules).choose(observe(game, 0), 0)
    assert action in game.legal_actions()
    assert worlds and all(w.rules is edited and not uses_athelas(w) for w in worlds)
