"""Filters are compiled once per text, and those that answer alike for every card that
asks share their matches while legal actions are listed: neither may change an answer."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.scripts.filters import compile_filter


def test_one_filter_object_per_text():
    assert compile_filter("ranger companion") is compile_filter("ranger companion")


def test_filters_that_depend_on_who_asks_are_not_shared():
    for text in ("another companion", "yours minion", "self", "$chosen", "bearer",
                 "minion vs(another companion)", "home",
                 "companion not (another or $x)"):
        assert not compile_filter(text).shared, text
    for text in ("ranger", "[gondor] companion or [elven] ally", "minion vs(unbound companion)",
                 "wounded hobbit", "companion not (hobbit or elf)"):
        assert compile_filter(text).shared, text


def test_shared_matches_are_the_same_as_fresh_ones_and_end_with_the_listing():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    ranger = compile_filter("ranger")
    ctx = {"src": aragorn, "p": 0, "v": {}}
    fresh = ranger.in_play(game, ctx)
    game.memo = {}  # as while listing legal actions
    try:
        assert ranger.in_play(game, ctx) == fresh == [aragorn]
        shared = ranger.in_play(game, ctx)
        shared.append(-5)  # a caller changing its list does not change the shared one
        assert ranger.in_play(game, ctx) == [aragorn]
        assert ranger.count_in_play(game, ctx, 1) == 1
    finally:
        game.memo = None
    another = compile_filter("another companion")
    assert another.in_play(game, ctx) == [c for c in game.s.piles[0]["fellowship"]
                                          if c != aragorn]
