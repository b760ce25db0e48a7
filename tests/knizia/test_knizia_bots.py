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


class SlowMachine:
    """A fake clock on a slow machine: every action of the game costs ``per_action`` s
    (and every look at the clock 1 ms), whatever the real machine does."""

    def __init__(self, monkeypatch, per_action: float) -> None:
        self.now = 0.0
        real = Game.apply

        def costly(game, action):
            self.now += per_action
            return real(game, action)

        monkeypatch.setattr(Game, "apply", costly)

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def _searched_decisions(game: Game, count: int):
    """Yield (view, seat, legal) at the first ``count`` decisions the search searches."""
    from ringtable.knizia.bot.search import SEARCHED

    heuristic = HeuristicBot(C, 0)
    found = 0
    while game.outcome is None and found < count:
        seat = game.decision.player
        view = game.view_for(seat)
        if len(game.legal_actions()) > 1 and view["stack"][-1].get("q") in SEARCHED:
            found += 1
            yield view, seat, game.legal_actions()
        game.apply(heuristic.choose(view, seat))


def test_a_search_decision_ends_within_its_cap_on_a_slow_machine(monkeypatch):
    """The cap is wall clock from the call: with every action costing 20 ms (a play-out
    then takes seconds), each decision still returns within ``think`` plus one clock
    period (8 actions) and the clock's own reads."""
    from ringtable.knizia.bot.search import CHECK_EVERY

    clock = SlowMachine(monkeypatch, per_action=0.02)
    bot = SearchBot(C, 1, rollouts=3, think=0.8, clock=clock)
    margin = CHECK_EVERY * 0.02 + 0.01
    times = []
    for view, seat, legal in _searched_decisions(Game.new(KniziaSetup(3, "normal", 4)), 6):
        start = clock.now
        action = bot.choose(view, seat)
        times.append(clock.now - start)
        assert action in legal
    assert len(times) == 6 and max(times) <= 0.8 + margin, times
    assert max(times) > 0.8  # the cap was reached: the play-outs were cut short


def test_without_one_whole_world_in_time_the_heuristic_choice_is_played(monkeypatch):
    clock = SlowMachine(monkeypatch, per_action=1.0)  # not one play-out fits in 0.8 s
    bot = SearchBot(C, 1, rollouts=3, think=0.8, clock=clock)
    heuristic = SearchBot(C, 1, rollouts=0)  # no search: the heuristic's own choice
    for view, seat, _ in _searched_decisions(Game.new(KniziaSetup(2, "normal", 9)), 5):
        assert bot.choose(view, seat) == heuristic.choose(view, seat)


def test_the_search_stops_when_settled_with_the_same_choices_and_fewer_play_outs(monkeypatch):
    """Once every other option lost a world to the heuristic's choice, no world can
    change the answer: stopping there chooses the same and plays fewer play-outs."""
    from ringtable.knizia.bot import search

    calls = []
    real = search.rollout

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "rollout", counting)
    never = lambda: 0.0  # noqa: E731  (a clock that never runs out)
    counts = {True: 0, False: 0}
    for view, seat, _ in _searched_decisions(Game.new(KniziaSetup(3, "normal", 6)), 12):
        chosen = {}
        for settle in (True, False):
            calls.clear()
            bot = SearchBot(C, 5, clock=never, stop_when_settled=settle)
            chosen[settle] = bot.choose(view, seat)
            counts[settle] += len(calls)
        assert chosen[True] == chosen[False]
    assert counts[True] < counts[False]


def test_a_search_bot_needs_some_time_to_think():
    with pytest.raises(ValueError, match="think"):
        SearchBot(C, 1, think=0.0)
