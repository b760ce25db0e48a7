"""Structures for more than two players (counter-clockwise procedures, site placement by
the arrow of the site moved from) and corner cases of the Ring-bearer."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Game, Rules, effects
from ringtable.engine.game import opponents
from ringtable.engine.state import State
from ringtable.engine.turn import site_placer
from ringtable.testing import Scenario


def _three_player_game() -> Game:
    sites = ["1_320", "1_337", "1_331"]  # arrows: left, right, left
    state = State.empty(sites, [0, 1, 2], ("A", "B", "C"), "fotr_block", 1, 1)
    state.order = [0, 1, 2]  # clockwise seating
    return Game(state, Rules.base(default_database()))


def test_shadow_order_runs_counter_clockwise_from_the_right():
    game = _three_player_game()
    assert opponents(game.s, 0) == [2, 1]
    assert opponents(game.s, 1) == [0, 2]
    game.s.counters["lost:2"] = 1
    assert opponents(game.s, 0) == [1]


def test_site_placer_follows_the_arrow_with_more_players():
    game = _three_player_game()
    game.s.fp = 0
    assert game.cards[0].direction == "left" and game.cards[1].direction == "right"
    assert site_placer(game, 0) == 1  # "<<": the Shadow player on the left (next clockwise)
    assert site_placer(game, 1) == 2  # ">>": the Shadow player on the right


def test_two_players_the_opponent_always_places_the_site():
    game = _three_player_game()
    game.s.counters["lost:2"] = 1
    assert site_placer(game, 0) == 1


def test_a_corrupted_frodo_is_not_succeeded_by_sam():
    sc = Scenario()
    sc.companion("Sam, Son of Hamfast")
    sc.burdens(9)
    game = sc.start("fellowship")
    effects.add_burden(game, 0, 1)
    game.settle()
    assert game.outcome.winner == 1 and "corrupted" in game.outcome.reason
