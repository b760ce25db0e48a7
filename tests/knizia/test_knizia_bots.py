"""The fellow hobbits: legal answers, fair play (hidden hands), the search's budget."""

from __future__ import annotations

import random

import pytest

from ringtable.knizia import Game, KniziaSetup, default_components
from ringtable.knizia.bot import HeuristicBot, SearchBot, play_team_game
from ringtable.knizia.bot.search import sample_world
from ringtable.knizia.invariants import conservation_errors

C = default_components()


def test_a_heuristic_team_plays_whole_games_legally():
    for seed in range(6):
        r = play_team_game(KniziaSetup(2 + seed % 4, "normal", seed),
                           [HeuristicBot(C, i) for i in range(5)])
        assert r.illegal == 0 and r.reason


def test_a_search_team_plays_legally_within_its_budget():
    bots = [SearchBot(C, i, rollouts=1, candidates=2, think=0.5) for i in range(3)]
    r = play_team_game(KniziaSetup(3, "normal", 5), bots)
    assert r.illegal == 0
    assert r.max_think < 5.0  # generous: the suite may share the machine


def test_a_sampled_world_keeps_what_the_seat_knows_and_offers_the_same_options():
    """The search sees only its own hand: a world deals the others from unseen cards,
    and the seat's own options are those of the real game."""
    g = Game.new(KniziaSetup(3, "normal", 11))
    rng = random.Random(3)
    bots = [HeuristicBot(C, i) for i in range(3)]
    checked = 0
    while g.outcome is None and checked < 60:
        seat = g.decision.player
        view = g.view_for(seat)
        world = sample_world(view, seat, C, rng)
        assert world.state["hands"][seat] == g.state["hands"][seat]
        assert [len(h) for h in world.state["hands"]] == [len(h) for h in g.state["hands"]]
        assert conservation_errors(world) == []
        assert world.legal_actions() == g.legal_actions()
        checked += 1
        g.apply(bots[seat].choose(view, seat))


def test_the_bots_never_see_another_hand():
    g = Game.new(KniziaSetup(3, "normal", 2))
    seat = g.decision.player
    view = g.view_for(seat)
    others = [p for p in range(3) if p != seat]
    # re-deal the others' hands from the deck: the seat's view does not change
    h = g.clone()
    s = h.state
    pool = s["deck"] + [c for p in others for c in s["hands"][p]]
    random.Random(1).shuffle(pool)
    for p in others:
        n = len(s["hands"][p])
        s["hands"][p], pool = pool[:n], pool[n:]
    s["deck"] = pool
    assert h.view_for(seat)["hands"] == view["hands"]
    assert SearchBot(C, 7, rollouts=1).choose(view, seat) == \
        SearchBot(C, 7, rollouts=1).choose(h.view_for(seat), seat)


@pytest.mark.slow
def test_bot_soak_every_check_after_every_action():
    from ringtable.knizia.game import Game as G

    def check(game: G) -> None:
        assert conservation_errors(game) == []
        data = game.to_json()
        assert G.from_json(data).to_json() == data

    for seed in range(30):  # 1,000 games: tools/bench_knizia.py bots --check
        play_team_game(KniziaSetup(2 + seed % 4, ("introductory", "normal", "expert")[seed % 3],
                                   seed), [HeuristicBot(C, i) for i in range(5)], check=check)


def test_the_search_stops_at_its_time_budget_after_one_world(monkeypatch):
    """``think`` bounds a decision: with no time at all, exactly one world is played out
    for each candidate (the first world is always finished; no timing is asserted)."""
    from ringtable.knizia.bot import search

    calls = []
    real = search.rollout

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "rollout", counting)
    g = Game.new(KniziaSetup(2, "normal", 3))
    bot = SearchBot(C, 1, rollouts=5, think=0.0, candidates=2)
    for _ in range(300):
        if g.outcome is not None:
            break
        seat = g.decision.player
        view = g.view_for(seat)
        calls.clear()
        g.apply(bot.choose(view, seat))
        if calls:  # one world for 2-4 options; five worlds would be 10 or more play-outs
            assert 2 <= len(calls) <= 4
            break
    else:
        raise AssertionError("the search never searched")
