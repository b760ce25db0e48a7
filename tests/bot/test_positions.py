"""The regression suite: 22 positions with the right move known; the heuristic and the
search must find every one; the Easy bot must at least keep its hard guards."""

from __future__ import annotations

import pytest

from ringtable.bot import EasyBot, HeuristicBot, observe
from ringtable.bot.search import SearchBot

from .positions import POSITIONS

GUARDS = ("ring_would_corrupt", "ring_saves_life", "ring_would_corrupt_wounded",
          "succession_keeps_the_game", "never_bid_into_corruption")


def _decide(make: object, name: str) -> tuple[bool, str]:
    """``make(rules)``: the bot, built with the position's own rules."""
    game, right = POSITIONS[name]()
    seat = game.decision.player
    bot = make(game.rules)  # type: ignore[operator]
    action = bot.choose(observe(game, seat), seat)  # type: ignore[attr-defined]
    assert action in game.legal_actions()
    return right(action), game.describe(action)


def test_there_are_at_least_twenty_positions() -> None:
    assert len(POSITIONS) >= 20


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_heuristic_finds_the_right_move(name: str) -> None:
    ok, label = _decide(lambda rules: HeuristicBot(3, rules=rules), name)
    assert ok, label


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_search_finds_the_right_move(name: str) -> None:
    ok, label = _decide(lambda rules: SearchBot(3, iterations=40, rules=rules), name)
    assert ok, label


@pytest.mark.parametrize("name", GUARDS)
@pytest.mark.parametrize("seed", range(4))
def test_easy_bot_keeps_its_ring_bearer_guards(name: str, seed: int) -> None:
    ok, label = _decide(lambda rules: EasyBot(seed, epsilon=1.0, mistakes=1.0, rules=rules),
                        name)
    assert ok, label
