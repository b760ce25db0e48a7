"""Rules of play a format changes (issue 17): the Starter Rules' one reshuffle of the
discard pile into an empty draw deck; every other format never reshuffles."""

from __future__ import annotations

import json

from ringtable.engine import Game, effects
from ringtable.testing import Scenario


def _empty_deck_game(fmt: str) -> tuple[Scenario, Game]:
    sc = Scenario()
    for name in ("Gandalf's Cart", "Hobbit Sword", "Elven Cloak"):
        sc.discard(name, player=0)
    game = sc.build()
    game.s.format = fmt
    return sc, game


def test_under_the_starter_rules_an_empty_draw_deck_is_reshuffled_once_per_game():
    # "In the Starter Rules, if you have no cards in your draw deck, you are allowed to
    # reshuffle your discard pile to make a new one once per game."
    sc, game = _empty_deck_game("starter")
    events = []
    game._events = events
    assert effects.draw(game, 0, 2) == 2
    s = game.s
    assert len(s.piles[0]["hand"]) == 2 and len(s.piles[0]["draw"]) == 1
    assert not s.piles[0]["discard"]
    assert [e.kind for e in events][:1] == ["draw_deck_reshuffled"]
    # the counter holds for the game: through a save too
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    for g in (game, loaded):
        effects.draw(g, 0, 1)
        card = g.s.piles[0]["hand"][0]
        g.s.move(card, "discard", 0)
        assert effects.draw(g, 0, 1) == 0  # once per game
        assert g.s.piles[0]["discard"] == [card]


def test_other_formats_never_reshuffle():
    # "When you draw the last card from your draw deck ... Do not reshuffle" (Deluxe)
    for fmt in ("fotr_block", "war_block", "open"):
        _sc, game = _empty_deck_game(fmt)
        assert effects.draw(game, 0, 1) == 0
        assert len(game.s.piles[0]["discard"]) == 3


def test_the_game_counter_survives_the_start_of_a_turn():
    from ringtable.engine.turn import start_turn

    _sc, game = _empty_deck_game("starter")
    effects.draw(game, 0, 1)
    start_turn(game, 0)
    assert game.s.counters.get("game:reshuffled:0") == 1
