"""SearchBot: instant with one option, reproducible with a play-out budget, and its
second process adds play-outs (root parallelism)."""

from __future__ import annotations

from ringtable.bot import observe
from ringtable.bot.search import SearchBot

from .positions import POSITIONS


def _contested():
    # a Shadow phase with an Uruk Savage and a Goblin Runner to play (or not): several
    # plays worth comparing by play-outs (assignments are settled by the rule's edge)
    game, _ = POSITIONS["minions_against_weak_fellowship"]()
    return game, observe(game, game.decision.player), game.decision.player


def test_one_legal_action_is_answered_without_searching() -> None:
    game, view, seat = _contested()
    view = {**view, "legal_actions": view["legal_actions"][:1]}
    bot = SearchBot(1, think=1.0, rules=game.rules)
    action = bot.choose(view, seat)
    assert action.to_json() == {k: v for k, v in view["legal_actions"][0].items()
                                if k != "label"}
    assert bot.last_iterations == 0


def test_fixed_budget_is_reproducible() -> None:
    game, view, seat = _contested()
    a = SearchBot(5, iterations=30, rules=game.rules).choose(view, seat)
    b = SearchBot(5, iterations=30, rules=game.rules).choose(view, seat)
    assert a == b and a in game.legal_actions()


def test_second_process_adds_playouts() -> None:
    game, view, seat = _contested()
    bot = SearchBot(2, workers=2, candidates=5, iterations=30, rules=game.rules)
    try:
        single = SearchBot(2, workers=1, candidates=5, iterations=30, rules=game.rules)
        assert bot.choose(view, seat) in game.legal_actions()
        single.choose(view, seat)
        assert single.last_iterations > 0  # the position is contested: it searched
        # the helper process ran its own 30 play-outs (the prior visits count once each)
        assert bot.last_iterations == 2 * single.last_iterations - len(game.legal_actions())
    finally:
        bot.close()


def test_a_search_after_close_runs_alone_and_starts_no_helper() -> None:
    # the table closes the bot from the GUI thread while its search may still be running
    game, view, seat = _contested()
    bot = SearchBot(3, workers=2, candidates=5, iterations=30, rules=game.rules)
    bot.close()
    assert bot.choose(view, seat) in game.legal_actions()
    assert bot._pool is None and bot.workers == 1


def test_the_budget_shrinks_once_a_turn_has_used_its_thinking() -> None:
    """Several decisions in one turn (a Shadow phase of many plays): past TURN_BUDGET
    seconds each gets less, never below MIN_THINK; a new turn starts afresh."""
    from ringtable.bot.search import MIN_THINK, TURN_BUDGET

    game, _view, _seat = _contested()
    bot = SearchBot(1, think=0.4, rules=game.rules)
    assert bot.budget() == 0.4
    bot._spent = TURN_BUDGET - 0.5
    assert bot.budget() == 0.25
    bot._spent = TURN_BUDGET
    assert bot.budget() == MIN_THINK


def test_the_hard_stop_ends_the_search_even_before_its_minimum() -> None:
    import random
    import time

    from ringtable.bot.search import search

    game, view, seat = _contested()
    cands = game.legal_actions()
    now = time.perf_counter()
    stats = search(view, seat, None, cands, random.Random(1), now + 60, _db(),
                   prior=[0.0] * len(cands), hard_stop=now)
    assert sum(n for _, n in stats) == len(cands)  # the warm-start visits only


def _db():
    from ringtable.cards.database import default_database

    return default_database()


def test_play_outs_are_paired_every_candidate_in_the_same_world() -> None:
    """Common random numbers: each round plays every candidate in one world with the
    same random numbers, so two copies of one action score exactly alike (with UCB1
    and a world per play-out they did not) and every candidate gets the same visits."""
    import random

    from ringtable.bot.search import search

    game, view, seat = _contested()
    legal = game.legal_actions()
    play = next(a for a in legal if a.kind == "play")
    cands = [play, play, next(a for a in legal if a.kind == "pass")]
    stats = search(view, seat, None, cands, random.Random(4), 0.0, game.rules,
                   iterations=12)
    assert [n for _, n in stats] == [4, 4, 4]
    assert stats[0][0] == stats[1][0]


def test_hard_weighs_a_companion_on_three_shadow_hands_as_normal_does(monkeypatch) -> None:  # noqa: ANN001
    """Hard's candidates come from the heuristic's scores: a companion to play is scored
    on three sampled Shadow hands there too (Hard must see at least what Normal sees)."""
    from ringtable.bot import search as search_module

    from .blunders import BLUNDERS

    seen: list[int] = []
    real = search_module.score_actions
    monkeypatch.setattr(search_module, "score_actions",
                        lambda worlds, *a, **k: seen.append(len(worlds)) or real(worlds, *a, **k))
    game, ok = BLUNDERS["play_aragorn_for_lone_frodo_site_2"].build()
    assert ok(SearchBot(1, iterations=12, rules=game.rules).choose(observe(game, 0), 0))
    assert seen == [search_module.COMPANION_WORLDS]


def test_a_play_out_starts_only_if_the_longest_so_far_still_fits(monkeypatch) -> None:  # noqa: ANN001
    """The hard stop keeps a decision under its cap on a loaded machine: a play-out of
    0.1 s is not started 0.05 s before the stop (it would end 0.05 s after it)."""
    import random
    import time

    from ringtable.bot import search as search_module

    def slow_playout(*_args: object) -> float:
        time.sleep(0.1)
        return 0.0

    monkeypatch.setattr(search_module, "playout", slow_playout)
    game, view, seat = _contested()
    cands = game.legal_actions()[:3]
    now = time.perf_counter()
    stats = search_module.search(view, seat, None, cands, random.Random(1), now + 60,
                                 game.rules, hard_stop=now + 0.25)
    assert 1 <= sum(n for _, n in stats) <= 2


def test_candidate_scoring_stops_in_time_for_the_cap() -> None:
    """Scoring the candidates (the heuristic's look-ahead, before any search) once took
    3.7 s of a 1.8 s cap on a loaded machine: ``score_actions`` leaves out the actions
    it has no time for, the first (the rule's answer, which Hard lists first) always
    scored."""
    from ringtable.bot.heuristic import score_actions

    game, _view, seat = _contested()
    actions = game.legal_actions()[:4]
    assert len(actions) >= 3
    ticks = iter(range(100))  # the clock reads 0, 1, 2... at each check
    scored = score_actions([game], actions, seat, stop_at=1, clock=lambda: next(ticks))
    assert [a for _, a in scored] == actions[:2]  # checked before the 2nd (0) and 3rd (1)
    assert len(score_actions([game], actions, seat)) == len(actions)  # no stop: all
    assert [a for _, a in score_actions([game], actions, seat, stop_at=-1)] == actions[:1]


def test_hard_knows_the_published_starter_lists_by_heart() -> None:
    """An experienced player knows the starters' lists: Hard, built for the table or
    the arena, deals an opponent's hidden cards from the one his shown cards fit."""
    from ringtable.bot import make_bot
    from ringtable.bot.arena import make_bot as arena_bot
    from ringtable.decks import starter_decks

    game, _view, _seat = _contested()
    names = sorted(d.name for d in starter_decks().values())
    for bot in (make_bot("search", 1, workers=1, rules=game.rules),
                arena_bot("search", 1, None, rules=game.rules)):
        assert sorted(d.name for d in bot.known_lists) == names and len(names) == 30
    # Normal guesses as before: the lists are Hard's knowledge
    assert not hasattr(make_bot("heuristic", 1, rules=game.rules), "known_lists")


def test_a_fixed_budget_search_counts_itself_and_is_not_cut_short() -> None:
    game, view, seat = _contested()
    bot = SearchBot(5, iterations=30, rules=game.rules)
    bot.choose(view, seat)
    assert bot.searches == 1 and bot.cut_short == 0


def test_a_search_the_hard_stop_ends_early_is_counted_as_cut_short(monkeypatch) -> None:
    """A loaded machine: the hard stop (``max_think`` less the margin) comes before the
    fixed play-outs are played, so the benchmark must not call that budget fixed."""
    from ringtable.bot import search as search_module

    monkeypatch.setattr(search_module, "SCORING_RESERVE", -60.0)  # score every candidate
    game, view, seat = _contested()
    bot = SearchBot(5, iterations=30, rules=game.rules,
                    max_think=search_module.HARD_MARGIN + 0.001)  # the stop at once
    bot.choose(view, seat)
    assert bot.searches == 1 and bot.cut_short == 1


def test_a_clock_search_stops_once_it_has_enough_play_outs() -> None:
    """``most``: the round in which that many play-outs are reached is the last, however
    far off the deadline (without it this search would play on for its 5 s)."""
    import random
    import time

    from ringtable.bot.search import search

    game, view, seat = _contested()
    cands = game.legal_actions()[:3]
    now = time.perf_counter()
    stats = search(view, seat, None, cands, random.Random(1), now + 5, game.rules,
                   hard_stop=now + 5, most=7)
    assert [n for _, n in stats] == [3, 3, 3]  # rounds of 3: the third reaches 7


def test_hard_thinks_no_longer_than_its_enough_play_outs() -> None:
    """More play-outs than ``ENOUGH_PLAYOUTS`` do not play better (docs/bots.md,
    eleventh pass), so the player does not wait for them: with 1.8 s to think, Hard
    stops after the round that reaches ``enough`` (a round is every candidate once)."""
    from ringtable.bot.search import ENOUGH_PLAYOUTS

    game, view, seat = _contested()
    bot = SearchBot(5, think=1.8, rules=game.rules, enough=6)
    bot.choose(view, seat)
    assert 0 < bot.last_iterations < 6 + 2 * bot.candidates  # warm starts, one round
    assert SearchBot(5, rules=game.rules).enough == ENOUGH_PLAYOUTS == 24
