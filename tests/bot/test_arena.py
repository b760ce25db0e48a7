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


def test_a_bot_against_itself_on_one_deck_plays_each_seed_once() -> None:
    """Seat-swapping a mirror of one bot replays the same game (same deal, same bot):
    each game gets its own seed instead, so no game is counted twice."""
    result = run_arena("fotr-aragorn-starter", "fotr-aragorn-starter", "random", "random",
                       games=4, seed=5, workers=1, scripts=False)
    assert [r.seed for r in result.games] == [5, 6, 7, 8]
    assert all(r.seats == (0, 1) for r in result.games)


def test_the_arena_plays_the_format_both_decks_fit() -> None:
    """Two starters of one block play their block's format, a mixed-era pair the Starter
    Rules (numbered and Shadows-era adventure decks alike, the reshuffle once per game),
    two Shadows starters of different formats the one both are legal in."""
    from ringtable.bot.arena import game_format, load_deck

    def fmt(a: str, b: str) -> str:
        return game_format(load_deck(a), load_deck(b))

    assert fmt("fotr-aragorn-starter", "fotr-gandalf-starter") == "fotr_block"
    assert fmt("ttt-aragorn-starter", "ttt-theoden-starter") == "ttt_block"
    assert fmt("rotk-aragorn-starter", "rotk-eomer-starter") == "king_block"
    assert fmt("sh-aragorn-starter", "sh-gandalf-starter") == "war_block"
    assert fmt("fotr-aragorn-starter", "sh-gandalf-starter") == "starter"
    assert fmt("fotr-aragorn-starter", "ttt-theoden-starter") == "starter"
    assert fmt("hu-aragorn-starter", "hu-mauhur-starter") == "starter"
    # the Bloodlines starter is War of the Ring Standard; a set-11 starter is legal there
    assert fmt("sh-aragorn-starter", "bl-arwen-starter") == "war_standard"


def test_an_arena_game_is_played_in_that_format() -> None:
    result = run_arena("rotk-aragorn-starter", "rotk-eomer-starter", "random", "random",
                       games=2, seed=3, workers=1, scripts=False)
    assert result.format == "king_block"
    assert "(king_block)" in format_arena(result)
    assert not any(r.error for r in result.games)


def test_a_deck_no_format_admits_is_refused_with_its_problem() -> None:
    import dataclasses

    import pytest

    from ringtable.bot.arena import game_format, load_deck

    good = load_deck("fotr-aragorn-starter")
    bad = dataclasses.replace(good, name="Half deck", ring_bearer=None)
    with pytest.raises(ValueError, match="no format fits both decks.*Half deck"):
        game_format(good, bad)


def test_the_benchmark_pairs_each_eras_starters_in_a_format_they_fit() -> None:
    """``tools/bench_bots.py --era``: the King-block starters (sets 7-10) and the
    Shadows-era ones (sets 11-19), each against the one sold with it, both ways."""
    import importlib.util
    from pathlib import Path

    from ringtable.bot.arena import game_format, load_deck
    from ringtable.cards import default_database

    path = Path(__file__).resolve().parents[2] / "tools" / "bench_bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    db = default_database()
    sets = {"king": range(7, 11), "shadows": range(11, 20)}
    for era, allowed in sets.items():
        pairs = bench.ERAS[era]
        assert pairs and all((b, a) in pairs for a, b in pairs)
        for a, b in pairs:
            decks = [load_deck(a), load_deck(b)]
            assert all(db[d.ring_bearer].set in allowed for d in decks), (a, b)
            assert game_format(*decks)  # a format both fit (else ValueError)
    assert len(bench.ERAS["classic"]) == 8


def test_the_arena_counts_a_search_bots_searches_cut_short() -> None:
    """With a play-out budget the figures say how many searches the hard stop cut short
    (a loaded machine), and a bot that does not search shows none."""
    result = run_arena("fotr-aragorn-starter", "fotr-gandalf-starter", "search", "random",
                       games=1, seed=5, workers=1, scripts=False, playouts=2,
                       max_decisions=60)
    searches = sum(r.searches[0] for r in result.games)
    cut = sum(r.cut_short[0] for r in result.games)
    assert searches > 0 and all(r.searches[1] == 0 for r in result.games)
    assert 0 <= cut <= searches
    s = summary(result)
    assert (s["bot0"]["searches"], s["bot0"]["cut_short"]) == (searches, cut)
    text = format_arena(result)
    assert f"{cut} of {searches} searches cut short" in text
    assert text.count("searches cut short") == 1  # the Random bot's line has none
