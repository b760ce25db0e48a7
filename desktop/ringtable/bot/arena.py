"""Bot against bot, headless, on both cores: ``run_arena`` and ``format_arena``.

Why mirrored seeds: with seed k the two bots play game k twice, once in each seat with
the same shuffles, so a win rate measures the bots rather than the deal or the seat
(the starting player is decided by the bids, which bots make alike, so swapping seats
also swaps who goes first). Games are independent, so workers receive only deck stems
or paths, bot names and seeds (never ``Game`` objects) and return small records.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards import default_database
from ..decks.model import Deck, absurd_size, printable
from ..decks.validation import game_format as common_format
from ..engine import Game, GameSetup, Rules
from .base import Timing, play_game

BOT_NAMES = ("random", "easy", "heuristic", "search")


def load_deck(spec: str | Deck) -> Deck:
    """A starter stem ("fotr-aragorn-starter") or a deck file path."""
    if isinstance(spec, Deck):
        return spec
    from ..decks import starter_decks

    starters = starter_decks()
    if spec in starters:
        return starters[spec]
    path = Path(spec)
    if not path.exists():
        raise ValueError(f"arena: {spec!r} is neither a starter deck nor a deck file")
    from ..decks import load_deck as load_file

    return load_file(path)


def game_format(deck_a: Deck, deck_b: Deck) -> str:
    """The format both decks fit (``decks.validation.game_format``); the arena's error
    names itself."""
    try:
        return common_format(deck_a, deck_b)
    except ValueError as exc:
        raise ValueError(f"arena: {exc}") from None


def make_bot(name: str, seed: int, deck: Deck | None, think: float = 0.4,
             search_workers: int = 1, *, rules: Rules, playouts: int | None = None) -> Any:
    """A bot by level name: random, easy, heuristic, search; its look-ahead runs
    ``rules``, the rules of the games it plays. ``playouts``: the search's budget in
    play-outs per decision instead of ``think`` seconds (the same strength whatever the
    machine's load, so two runs on the same seeds compare the bots, not the load)."""
    from .base import RandomBot
    from .heuristic import EasyBot, HeuristicBot

    if name == "random":
        return RandomBot(seed)
    if name == "easy":
        return EasyBot(seed, deck, rules=rules)
    if name == "heuristic":
        return HeuristicBot(seed, deck, rules=rules)
    if name == "search":
        from .search import SearchBot, published_lists

        return SearchBot(seed, deck, think=think, workers=search_workers, rules=rules,
                         iterations=playouts, known_lists=published_lists())
    raise ValueError(f"arena: unknown bot {name!r} (choose from {', '.join(BOT_NAMES)})")


@dataclass
class GameRecord:
    seed: int
    seats: tuple[int, int]  # seats[i] = bot index playing seat i
    winner_bot: int  # -1: no winner (cap reached or an error)
    decisions: int
    turns: int
    sites: tuple[int, int]  # site reached, per bot index
    think: tuple[list[float], list[float]]  # per bot index
    error: str = ""
    reason: str = ""  # the engine's outcome reason ("... survived at site 9", "killed")
    # per bot index, a search bot with a play-out budget: searches, and those cut short
    searches: tuple[int, int] = (0, 0)
    cut_short: tuple[int, int] = (0, 0)


@dataclass
class ArenaResult:
    bots: tuple[str, str]
    decks: tuple[str, str]
    format: str = ""  # the format code the games were played in (see game_format)
    games: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0


def _play_one(job: tuple[Any, ...]) -> GameRecord:
    deck_a, deck_b, bot_a, bot_b, seed, swap, think, max_decisions, search_workers, \
        scripts, fmt, playouts = job
    db = default_database()
    if scripts:
        from ..scripts import standard_rules

        rules = standard_rules(db)  # compiled once per worker process
    else:
        rules = Rules.base(db)
    decks = [load_deck(deck_a), load_deck(deck_b)]
    names = [bot_a, bot_b]
    seats = (1, 0) if swap else (0, 1)  # seat -> bot index
    seat_decks = [decks[seats[0]], decks[seats[1]]]
    bots = [make_bot(names[seats[i]], seed * 2 + i, seat_decks[i], think, search_workers,
                     rules=rules, playouts=playouts)
            for i in (0, 1)]
    think_times: tuple[list[float], list[float]] = ([], [])

    def on_think(t: Timing) -> None:
        think_times[seats[t.seat]].append(t.seconds)

    game = Game.new(GameSetup(decks=seat_decks, seed=seed, format=fmt), rules)
    error = ""
    try:
        n = play_game(game, bots, max_decisions=max_decisions, on_think=on_think)
    except Exception as exc:  # noqa: BLE001 - a crash must not sink the whole run
        n, error = -1, f"{type(exc).__name__}: {exc}"
    finally:
        for bot in bots:
            if hasattr(bot, "close"):
                bot.close()
    o = game.outcome
    winner = seats[o.winner] if o is not None and o.winner >= 0 else -1
    sites, searches, cut = [0, 0], [0, 0], [0, 0]
    for seat in (0, 1):
        sites[seats[seat]] = game.s.site[seat]
        searches[seats[seat]] = getattr(bots[seat], "searches", 0)
        cut[seats[seat]] = getattr(bots[seat], "cut_short", 0)
    return GameRecord(seed, seats, winner, n, game.s.turn, (sites[0], sites[1]),
                      think_times, error, o.reason if o is not None else "",
                      (searches[0], searches[1]), (cut[0], cut[1]))


def run_arena(deck_a: str | Deck, deck_b: str | Deck, bot_a: str, bot_b: str, games: int,
              seed: int = 1, workers: int = 2, think: float = 0.4,
              max_decisions: int = 4000, search_workers: int = 1,
              scripts: bool = True, playouts: int | None = None) -> ArenaResult:
    """Play ``games`` games (rounded up to even: each seed twice, seats swapped; a bot
    against itself on the same deck plays each seed once, as the swap would repeat it).

    ``bot_a`` plays ``deck_a``; ``workers`` processes share the games; ``think`` is the
    search bot's time budget per decision in seconds; ``search_workers`` its processes
    (keep 1 when ``workers`` already fills the cores; 2 with ``workers=1`` measures the
    think times the UI sees). ``scripts`` loads the card scripts in every worker, as the
    app does; without them cards play with printed stats only. ``playouts``: the search
    bot's budget in play-outs per decision instead of ``think`` (see ``make_bot``)."""
    for deck in (deck_a, deck_b):  # a Deck handed in is checked as a deck file is
        problem = absurd_size(deck) if isinstance(deck, Deck) else None
        if problem:
            raise ValueError(f"arena: deck {printable(deck.name)!r}: {problem}")
    names = (str(deck_a if isinstance(deck_a, str) else deck_a.name),
             str(deck_b if isinstance(deck_b, str) else deck_b.name))
    fmt = game_format(load_deck(deck_a), load_deck(deck_b))
    if bot_a == bot_b and names[0] == names[1]:
        # the same bot on the same deck: the seat-swapped game would be the same game
        # again, so each game gets its own seed instead (a mirror counts once)
        plan = [(seed + k, False) for k in range(games + games % 2)]
    else:
        plan = [(seed + k, swap) for k in range((games + 1) // 2) for swap in (False, True)]
    jobs = [(deck_a, deck_b, bot_a, bot_b, s, swap, think, max_decisions,
             search_workers, scripts, fmt, playouts) for s, swap in plan]
    start = time.perf_counter()
    if workers > 1:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(workers) as pool:
            records = pool.map(_play_one, jobs, chunksize=1)
    else:
        records = [_play_one(j) for j in jobs]
    return ArenaResult((bot_a, bot_b), names, fmt, records, time.perf_counter() - start)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (sound at small n and near 0 or 1)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _quantile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))]


def summary(result: ArenaResult) -> dict[str, Any]:
    """The figures ``format_arena`` prints, as data (for docs and tests)."""
    g = result.games
    out: dict[str, Any] = {"games": len(g), "errors": sum(1 for r in g if r.error),
                           "no_winner": sum(1 for r in g if r.winner_bot < 0)}
    for b in (0, 1):
        wins = sum(1 for r in g if r.winner_bot == b)
        per_seat = []
        for seat in (0, 1):
            mine = [r for r in g if r.seats[seat] == b]
            w = sum(1 for r in mine if r.winner_bot == b)
            per_seat.append((w, len(mine), wilson(w, len(mine))))
        times = [t for r in g for t in r.think[b]]
        out[f"bot{b}"] = {
            "name": result.bots[b], "deck": result.decks[b], "wins": wins,
            "rate": wins / len(g) if g else 0.0, "ci": wilson(wins, len(g)),
            "seats": per_seat,
            "site": statistics.fmean(r.sites[b] for r in g) if g else 0.0,
            "think_median": _quantile(times, 0.5), "think_p95": _quantile(times, 0.95),
            "think_max": max(times, default=0.0), "decisions_timed": len(times),
            "searches": sum(r.searches[b] for r in g),
            "cut_short": sum(r.cut_short[b] for r in g),
        }
    ok = [r for r in g if r.decisions >= 0]
    out["decisions"] = statistics.fmean(r.decisions for r in ok) if ok else 0.0
    out["turns"] = statistics.fmean(r.turns for r in ok) if ok else 0.0
    out["median_turns"] = statistics.median(r.turns for r in ok) if ok else 0.0
    out["site9"] = sum(1 for r in g if "site 9" in r.reason)
    out["rb_killed"] = sum(1 for r in g if "killed" in r.reason)
    out["rb_corrupted"] = sum(1 for r in g if "corrupted" in r.reason)
    return out


def cut_short_note(cut_short: int, searches: int) -> str:
    """How a benchmark says whether its fixed play-out budget held (``SearchBot.cut_short``
    of ``SearchBot.searches``): the arena's lines and ``tools/oracle_bound.py``."""
    return f"{cut_short} of {searches} searches cut short of their play-outs by the hard stop"


def format_arena(result: ArenaResult) -> str:
    s = summary(result)
    n = max(1, s["games"])
    played = f" ({result.format})" if result.format else ""
    lines = [f"{s['games']} games{played} in {result.seconds:.0f} s; average {s['decisions']:.0f} "
             f"decisions, {s['turns']:.1f} turns (median {s['median_turns']:g}); "
             f"no winner: {s['no_winner']}; errors: {s['errors']}",
             f"endings: survived at site 9 {s['site9']} ({_pct(s['site9'] / n)}), "
             f"Ring-bearer killed {s['rb_killed']} ({_pct(s['rb_killed'] / n)}), "
             f"corrupted {s['rb_corrupted']} ({_pct(s['rb_corrupted'] / n)})"]
    for b in (0, 1):
        x = s[f"bot{b}"]
        lo, hi = x["ci"]
        seats = "; ".join(f"seat {k + 1}: {w}/{n} {_pct(w / n if n else 0)} "
                          f"[{_pct(c[0])}, {_pct(c[1])}]"
                          for k, (w, n, c) in enumerate(x["seats"]))
        lines.append(f"{x['name']} ({x['deck']}): {x['wins']} wins {_pct(x['rate'])} "
                     f"[95% CI {_pct(lo)}, {_pct(hi)}]; {seats}; average site "
                     f"{x['site']:.2f}; think median {1000 * x['think_median']:.1f} ms, "
                     f"p95 {1000 * x['think_p95']:.1f} ms, max {1000 * x['think_max']:.1f} ms"
                     + (f"; {cut_short_note(x['cut_short'], x['searches'])}"
                        if x["searches"] else ""))
    errors = [r.error for r in result.games if r.error]
    if errors:
        lines.append("first error: " + errors[0])
    return "\n".join(lines)
