"""Benchmark of the card scripts: load+validate time of every script file, and decisions
per second in random play among starter decks, scripted against the same decks
unscripted (the engine's default behaviours). Times are CPU time of this process (the
machine may be shared).

Run: ``.venv/bin/python tools/bench_scripts.py [--games N] [--chunk N] [--runs N]
[--pairs classic|all]``. ``classic`` (the default, the figures of earlier issues): the
eight pairings of the four FotR/TTT starters; ``all`` (issue 18): every ordered pair of
the 30 starters of every era, under the Starter Rules.
Goal (issue 4): scripted play no more than 30 % slower than unscripted play of the same
decks. This machine's speed drifts: ``--runs 12`` gives the median and range of runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.scripts import (
    compile_scripts,
    lazy_rules,
    parse_file,
    scripts_dir,
    standard_rules,
)

FOTR = ("fotr-aragorn-starter", "fotr-gandalf-starter")
TTT = ("ttt-aragorn-starter", "ttt-theoden-starter")
CLASSIC_PAIRS = [(a, b) for block in (FOTR, TTT) for a in block for b in block]


def starter_pairs(which: str) -> tuple[list[tuple[str, str]], str]:
    """The pairings to play and their format: the classic eight, or every ordered pair
    of the 30 starters (Starter Rules, which take decks of every era)."""
    if which == "classic":
        return CLASSIC_PAIRS, "fotr_block"
    names = sorted(starter_decks())
    return [(a, b) for a in names for b in names if a != b], "starter"


def load_time(repeats: int = 5) -> tuple[float, int]:
    """Best wall time to parse, validate and compile every script file (ms), and the
    number of cards."""
    db = default_database()
    best = float("inf")
    count = 0
    for _ in range(repeats):
        t0 = time.process_time()
        count = 0
        for path in sorted(scripts_dir().glob("*.toml")):
            count += len(compile_scripts(parse_file(path), db, path.name))
        best = min(best, time.process_time() - t0)
    return best * 1000, count


def play(rules: Rules, games: int, first: int = 0, pairs: str = "classic"
         ) -> tuple[int, float, int]:
    """Decisions, seconds and turns of random games ``first``..``first+games-1`` over the
    pairings (game k plays pairing k mod their number, with seed k)."""
    decks = starter_decks()
    pairings, fmt = starter_pairs(pairs)
    decisions = 0
    turns = 0
    elapsed = 0.0
    for k in range(first, first + games):
        a, b = pairings[k % len(pairings)]
        chooser = random.Random(k)
        t0 = time.process_time()
        game = Game.new(GameSetup(decks=[decks[a], decks[b]], seed=k, format=fmt), rules)
        while game.decision is not None:
            game.apply(chooser.choice(game.legal_actions()))
            decisions += 1
        elapsed += time.process_time() - t0
        turns += game.s.turn
    return decisions, elapsed, turns


def lazy_load_time(repeats: int = 5) -> tuple[float, float]:
    """Best CPU time (ms) of what the app pays (issue 18): reading every script file into
    lazy rules, then compiling the cards of one game (the biggest pair of starters)."""
    db = default_database()
    decks = starter_decks()
    read = game = float("inf")
    for _ in range(repeats):
        t0 = time.process_time()
        rules = lazy_rules(db)
        t1 = time.process_time()
        Game.new(GameSetup(decks=[decks["hu-aragorn-starter"], decks["hu-mauhur-starter"]],
                           seed=1, format="starter"), rules)
        t2 = time.process_time()
        read, game = min(read, t1 - t0), min(game, t2 - t1)
    return read * 1000, game * 1000


def rule_sets() -> tuple[dict[bool, Rules], float]:
    """The two rule sets the games are played under, {scripted: rules}, and the time to
    build the standard rules (ms). Each keeps its compiled scripts and its per-deck
    behaviour indexes warm, as in a session where they are built once."""
    db = default_database()
    t0 = time.process_time()
    scripted = standard_rules(db)
    load_ms = (time.process_time() - t0) * 1000
    return {False: Rules.base(db), True: scripted}, load_ms


def interleaved(rules: dict[bool, Rules], games: int, chunk: int, pairs: str = "classic"
                ) -> tuple[dict[bool, list[float]], list[float]]:
    """Play the same games unscripted then scripted, chunk by chunk, so a machine whose
    speed drifts (shared cores) slows both sides alike. Returns {scripted: [decisions,
    seconds, turns]} and each chunk's own scripted/unscripted time per decision."""
    for scripted in (False, True):  # warm up
        play(rules[scripted], 8, 1000, pairs)
    totals: dict[bool, list[float]] = {False: [0, 0.0, 0], True: [0, 0.0, 0]}
    ratios: list[float] = []
    for first in range(0, games, chunk):
        per_decision = {}
        for scripted in (False, True):
            d, sec, t = play(rules[scripted], min(chunk, games - first), first, pairs)
            for i, v in enumerate((d, sec, t)):
                totals[scripted][i] += v
            per_decision[scripted] = sec / d
        ratios.append(per_decision[True] / per_decision[False])
    return totals, ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--chunk", type=int, default=8,
                        help="games per measured chunk (each chunk is played both ways)")
    parser.add_argument("--runs", type=int, default=1,
                        help="repeat the whole measurement; prints the median and range")
    parser.add_argument("--pairs", choices=("classic", "all"), default="classic",
                        help="the four FotR/TTT starters, or every pair of the 30 starters")
    args = parser.parse_args()
    ms, cards = load_time()
    print(f"load + validate + compile {cards} card scripts: {ms:.1f} ms; at the same cost "
          f"per card, all 3,089 cards: {ms / cards * 3089:.0f} ms")
    read_ms, game_ms = lazy_load_time()
    print(f"what the app pays: read the {cards} scripts {read_ms:.1f} ms (all 3,089 cards at "
          f"the same cost: {read_ms / cards * 3089:.0f} ms), then start a game (its cards "
          f"compiled, HU Aragorn vs HU Mauhur) {game_ms:.1f} ms; goal < 150 ms")
    rules, load_ms = rule_sets()
    print(f"standard_rules(db) (first call, incl. the rules object): {load_ms:.1f} ms")
    overall: list[float] = []
    for _ in range(args.runs):
        totals, ratios = interleaved(rules, args.games, args.chunk, args.pairs)
        (d0, s0, t_0), (d1, s1, t_1) = totals[False], totals[True]
        rate0, rate1 = d0 / s0, d1 / s1
        print(f"unscripted: {args.games} games, {d0} decisions, {t_0} turns, "
              f"{rate0:,.0f} decisions/s")
        print(f"scripted:   {args.games} games, {d1} decisions, {t_1} turns, "
              f"{rate1:,.0f} decisions/s")
        slower = (rate0 / rate1 - 1) * 100
        median = (statistics.median(ratios) - 1) * 100
        overall.append(slower)
        print(f"scripted play is {slower:+.1f} % slower per decision over all games, "
              f"{median:+.1f} % in the median chunk of {args.chunk} (goal: at most +30 %)")
    if args.runs > 1:
        print(f"over {args.runs} runs: median {statistics.median(overall):+.1f} %, "
              f"range {min(overall):+.1f} % to {max(overall):+.1f} % (goal: at most +30 %)")


if __name__ == "__main__":
    main()
