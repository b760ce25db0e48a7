"""A short arena run: mirrored seeds, every game finishes, figures add up."""

from __future__ import annotations

from ringtable.bot.arena import format_arena, run_arena, summary, wilson


def test_wilson_interval_brackets_the_rate() -> None:
    lo, hi = wilson(90, 100)
    assert lo < 0.9 < hi and round(lo, 3) == 0.826
    assert wilson(0, 0) == (0.0, 1.0)


def test_short_arena_swaps_seats_on_mirrored_seeds() -> None:
    result = run_arena("fotr-aragorn-starter", "fotr-gandalf-starter", "heuristic",
                       "random", games=4, seed=5, workers=1, scripts=False)
    assert [r.seed for r in result.games] == [5, 5, 6, 6]
    assert [r.seats for r in result.games] == [(0, 1), (1, 0)] * 2
    assert not any(r.error for r in result.games)
    s = summary(result)
    assert s["bot0"]["wins"] + s["bot1"]["wins"] + s["no_winner"] == 4
    assert s["bot0"]["decisions_timed"] > 0
    # every game ends by a reason the engine gives; the figures of issue 22 count them
    assert all(r.reason for r in result.games)
    assert s["site9"] + s["rb_killed"] + s["rb_corrupted"] <= 4
    assert s["median_turns"] > 0
    text = format_arena(result)
    assert "heuristic (fotr-aragorn-starter)" in text and "95% CI" in text
    assert "survived at site 9" in text and "median" in text
