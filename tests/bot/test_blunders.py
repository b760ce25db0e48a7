"""The blunder suite (``blunders.py``): over 100 positions from every phase where LotR
games are lost, each with its acceptable answers. Hard (the search, its budget capped by
play-outs, not by the clock, so results repeat) must find every one; Normal at least
90 %; Easy may miss (it makes a new player's mistakes on purpose).
"""

from __future__ import annotations

from collections import Counter

import pytest

from ringtable.bot import EasyBot, HeuristicBot, RandomBot, observe
from ringtable.bot.policy import fast_choice
from ringtable.bot.search import SearchBot

from .blunders import BLUNDERS

# Play-outs per contested decision in tests: deterministic, and enough to separate the
# candidates the rule's edge does not already settle.
HARD_ITERATIONS = 24


def _right(make: object, name: str) -> tuple[bool, str]:
    """``make(rules)``: the bot, built with the position's own rules."""
    game, ok = BLUNDERS[name].build()
    seat = game.decision.player
    bot = make(game.rules)  # type: ignore[operator]
    action = bot.choose(observe(game, seat), seat)  # type: ignore[attr-defined]
    assert action in game.legal_actions()
    return ok(action), game.describe(action)


def _score(make: object) -> tuple[int, list[str]]:
    """Right answers of ``make(k, rules)``, a fresh bot for the k-th position."""
    misses = []
    for k, name in enumerate(BLUNDERS):
        ok, label = _right(lambda rules, k=k: make(k, rules), name)  # type: ignore[operator]
        if not ok:
            misses.append(f"{name}: {label}")
    return len(BLUNDERS) - len(misses), misses


def test_the_suite_has_over_a_hundred_positions_from_every_phase() -> None:
    assert len(BLUNDERS) >= 100
    phases = Counter(b.phase for b in BLUNDERS.values())
    assert set(phases) >= {"assignment", "archery", "ring", "move", "shadow", "heal",
                           "fellowship", "skirmish"}
    assert min(phases.values()) >= 6


def test_every_position_has_a_wrong_answer_too() -> None:
    """A position where every legal answer is acceptable would test nothing."""
    for name, b in BLUNDERS.items():
        game, ok = b.build()
        assert not all(ok(a) for a in game.legal_actions()), name


@pytest.mark.parametrize("name", sorted(BLUNDERS))
@pytest.mark.parametrize("seed", ["3", "index"])
def test_hard_finds_every_answer(name: str, seed: str) -> None:
    """Two seeds: 3, and the position's index as ``tools/bench_bots.py --positions``
    seeds it (where paired play-outs once passed on three kill shots)."""
    k = 3 if seed == "3" else list(BLUNDERS).index(name)
    ok, label = _right(lambda rules: SearchBot(k, iterations=HARD_ITERATIONS, rules=rules), name)
    assert ok, label


def test_normal_finds_at_least_ninety_percent() -> None:
    right, misses = _score(lambda k, rules: HeuristicBot(k, rules=rules))
    assert right >= 0.9 * len(BLUNDERS), misses


def test_the_suite_separates_the_levels() -> None:
    """Random play fails a large part of it; Easy's new-player mistakes cost it some."""
    random_right, _ = _score(lambda k, rules: RandomBot(k))
    assert random_right <= 0.6 * len(BLUNDERS)
    easy_right, _ = _score(lambda k, rules: EasyBot(k, rules=rules))
    naive_right, _ = _score(lambda k, rules: EasyBot(k, mistakes=1.0, rules=rules))
    normal_right, _ = _score(lambda k, rules: HeuristicBot(k, rules=rules))
    assert random_right < easy_right < normal_right
    assert naive_right < easy_right


@pytest.mark.parametrize("name", sorted(n for n, b in BLUNDERS.items()
                                        if b.phase == "skirmish"))
def test_the_play_out_rules_play_skirmish_tricks_too(name: str) -> None:
    """The fast rules (every play-out's policy, the search's opponent model) find the
    trick themselves: a pump that turns Frodo's skirmish is played, one that changes
    nothing is kept. Before the tricks rule they played any scripted event at once."""
    game, ok = BLUNDERS[name].build()
    assert ok(fast_choice(game)), game.describe(fast_choice(game))
