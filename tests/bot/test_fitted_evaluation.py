"""The evaluation fitted on self-play: its features, its value, the fit and the search's use.

The fitted weights themselves are data (``bot/fitted.py``, written by
``tools/fit_evaluation.py``); these tests hold what must stay true whatever they are:
one feature list, a symmetric value, a fit that recovers known weights, and the search
judging its play-outs with it at the start of a turn.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pytest

from ringtable.bot import evaluate as evaluation
from ringtable.bot import search
from ringtable.bot.features import FEATURES, INDEX, difference, player_features
from ringtable.bot.fitted import WEIGHTS
from ringtable.testing import Scenario

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_evaluation  # noqa: E402


def _fellowships() -> Scenario:
    sc = Scenario(fp=0)
    sc.companion("Aragorn", player=0)
    sc.companion("Legolas", player=0)
    sc.bear(sc.companion("Gimli", player=1), "Gimli's Battle Axe", player=1)
    sc.ally("Rosie Cotton", player=1)
    sc.hand("Sting", player=0)
    return sc


def test_the_weights_name_every_feature_once() -> None:
    assert tuple(WEIGHTS) == FEATURES


def test_player_features_count_what_each_fellowship_has() -> None:
    sc = _fellowships()
    sc.burdens(3, player=1)
    game = sc.build()
    mine, theirs = player_features(game, 0), player_features(game, 1)
    assert mine[INDEX["companions"]] == 3 and theirs[INDEX["companions"]] == 2  # Frodos too
    assert theirs[INDEX["items"]] == 1 and mine[INDEX["items"]] == 0  # the Battle Axe
    assert theirs[INDEX["allies"]] == 1 and mine[INDEX["allies"]] == 0
    assert mine[INDEX["fp"]] == 1 and theirs[INDEX["fp"]] == 0
    # Frodo (resistance 10) with 3 burdens: 1 / 7; without: 1 / 10
    assert theirs[INDEX["rb_burden"]] == pytest.approx(1 / 7)
    assert mine[INDEX["rb_burden"]] == pytest.approx(1 / 10)


def test_dead_cards_in_hand_count_for_nothing() -> None:
    """A copy of a unique card in play and an event the rules do not script (the base
    rules script none) are what a player discards first: not 'cards in hand'."""
    sc = _fellowships()
    sc.hand("Aragorn", player=0)  # Aragorn is in play already
    sc.hand("Swordarm of the White Tower", player=0)  # an event
    game = sc.build()
    assert player_features(game, 0)[INDEX["hand"]] == 1  # Sting only
    assert player_features(game, 0)[INDEX["hand_events"]] == 0
    sc.hand("Gimli", player=0)  # Gimli is in play, but on the other side
    assert player_features(sc.build(), 0)[INDEX["hand"]] == 2


def test_a_dead_ring_bearer_counts_as_lost() -> None:
    sc = _fellowships()
    game = sc.build()
    rb = game.s.ring_bearer[1]
    game.s.zone[rb] = "dead"
    assert player_features(game, 1)[INDEX["rb_wound"]] == 2.0


def test_the_fitted_value_is_the_same_game_seen_from_both_sides() -> None:
    game = _fellowships().build()
    assert difference(game, 0) == [-x for x in difference(game, 1)]
    assert evaluation.evaluate_fitted(game, 0) == pytest.approx(
        -evaluation.evaluate_fitted(game, 1))


def test_the_fitted_value_is_the_weighted_difference() -> None:
    game = _fellowships().build()
    z = sum(WEIGHTS[name] * x for name, x in zip(FEATURES, difference(game, 0),
                                                 strict=True))
    assert evaluation.evaluate_fitted(game, 0) == pytest.approx(math.tanh(z / 2))


def test_a_decided_game_is_worth_one() -> None:
    game = _fellowships().build()
    game.s.outcome = {"winner": 1, "reason": "test"}
    assert evaluation.evaluate_fitted(game, 1) == 1.0
    assert evaluation.evaluate_fitted(game, 0) == -1.0


def test_the_fit_recovers_known_weights() -> None:
    rng = random.Random(5)
    truth = [0.8 if k % 3 == 0 else -0.5 if k % 3 == 1 else 0.0
             for k in range(len(FEATURES))]
    samples = []
    for _ in range(4000):
        x = [rng.gauss(0, 1) for _ in FEATURES]
        p = 1 / (1 + math.exp(-sum(w * xi for w, xi in zip(truth, x, strict=True))))
        samples.append((x, 1.0 if rng.random() < p else 0.0, 0.0))
    fitted = fit_evaluation.fit(samples, ridge=0.1)
    for got, want in zip(fitted, truth, strict=True):
        assert got == pytest.approx(want, abs=0.12)


def test_the_search_judges_a_play_out_at_the_turn_start_by_the_fitted_weights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = _fellowships().start()
    action = game.legal_actions()[0]
    called: list[str] = []
    monkeypatch.setattr(evaluation, "evaluate_fitted",
                        lambda g, seat: called.append("fitted") or 0.25)
    monkeypatch.setattr(evaluation, "evaluate",
                        lambda g, seat: called.append("hand") or -0.25)
    value = search.playout(game, action, 0, random.Random(1))
    # the play-out reached the start of the turn after next (or the end of the game)
    assert called == ["fitted"] and value == 0.25
    monkeypatch.setattr(search, "FITTED", False)
    called.clear()
    assert search.playout(game, action, 0, random.Random(1)) == -0.25
    assert called == ["hand"]


def test_hard_scores_its_candidates_by_the_fitted_evaluation_and_normal_does_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ringtable.bot import heuristic, observe
    from ringtable.bot.heuristic import HeuristicBot
    from ringtable.bot.search import SearchBot

    from .positions import POSITIONS

    asked: list[bool] = []
    real = heuristic.score_actions

    def spy(*args: object, **kwargs: object) -> object:
        asked.append(bool(kwargs.get("fitted")))
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "score_actions", spy)
    monkeypatch.setattr(heuristic, "score_actions", spy)
    game, _ = POSITIONS["minions_against_weak_fellowship"]()
    seat = game.decision.player
    view = observe(game, seat)
    SearchBot(1, iterations=10, rules=game.rules).choose(view, seat)
    assert asked == [True]
    asked.clear()
    HeuristicBot(1, rules=game.rules).choose(view, seat)
    assert asked == [False]


def test_a_scripted_event_in_hand_is_a_live_trick() -> None:
    from ringtable.cards import default_database
    from ringtable.scripts import standard_rules

    sc = Scenario(fp=0, rules=standard_rules(default_database()))
    sc.hand("Swordarm of the White Tower", player=0)
    game = sc.build()
    assert game.rules.is_scripted(game.s.defs[game.s.piles[0]["hand"][0]])
    assert player_features(game, 0)[INDEX["hand"]] == 1
    assert player_features(game, 0)[INDEX["hand_events"]] == 1
