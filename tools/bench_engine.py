"""Benchmark of the rules engine: decisions per second in random play, clone() time,
to_json time and size, and the time of a full random game between starter decks.

Run: ``.venv/bin/python tools/bench_engine.py [--games N] [--pairs classic|all]``.
Goals (issue 3, one core): 10,000 decisions/s, clone < 50 µs, full random starter game
< 0.2 s median; issue 17: 25,000 decisions/s and clone < 15 µs over all 30 starters.
``classic`` (the default, the figures of earlier issues): the same-block pairs of the 18
starters of sets 1-10; ``all``: every ordered pair of the 30 starters of sets 1-19
(numbered, Shadows-era and mixed paths) in the Starter Rules format.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from ringtable.cards import default_database
from ringtable.decks import classic_starter_pairs, starter_decks
from ringtable.engine import Game, GameSetup, Rules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--pairs", choices=("classic", "all"), default="classic")
    args = parser.parse_args()
    decks = starter_decks()
    rules = Rules.base(default_database())  # the engine alone (bench_scripts: with scripts)
    if args.pairs == "classic":
        all_pairs, fmt = classic_starter_pairs(), "fotr_block"
    else:
        names = sorted(decks)
        all_pairs, fmt = [(a, b) for a in names for b in names if a != b], "starter"
    rnd = random.Random(1)
    game_times: list[float] = []
    decisions = 0
    decide_time = 0.0
    samples: list[Game] = []
    for k in range(args.games):
        a, b = rnd.choice(all_pairs)
        t0 = time.perf_counter()
        game = Game.new(GameSetup(decks=[decks[a], decks[b]], seed=k, format=fmt), rules)
        chooser = random.Random(k)
        n = 0
        while game.decision is not None:
            game.apply(chooser.choice(game.legal_actions()))
            n += 1
            if n == 60:
                samples.append(game.clone())
        elapsed = time.perf_counter() - t0
        game_times.append(elapsed)
        decisions += n
        decide_time += elapsed
    clone_us = []
    json_ms: list[float] = []
    dumps_ms: list[float] = []
    legal_us: list[float] = []
    sizes: list[int] = []
    for game in samples[:100]:
        t0 = time.perf_counter()
        for _ in range(200):
            game.clone()
        clone_us.append((time.perf_counter() - t0) / 200 * 1e6)
        twins = [game.clone() for _ in range(50)]
        t0 = time.perf_counter()
        for twin in twins:
            twin._legal = None  # measure the computation, not the per-decision cache
            twin.legal_actions()
        legal_us.append((time.perf_counter() - t0) / len(twins) * 1e6)
        t0 = time.perf_counter()
        for _ in range(20):
            data = game.to_json()
        json_ms.append((time.perf_counter() - t0) / 20 * 1e3)
        sizes.append(len(json.dumps(data, separators=(",", ":"))))
        t0 = time.perf_counter()
        for _ in range(20):
            json.dumps(game.to_json(), separators=(",", ":"))
        dumps_ms.append((time.perf_counter() - t0) / 20 * 1e3)
    what = "sets 1-10, same-block pairs" if args.pairs == "classic" else \
        "all 30 starters of sets 1-19, every ordered pair"
    print(f"games: {args.games} random starter games ({what})")
    print(f"decisions per second (random play, incl. setup): {decisions / decide_time:,.0f}")
    print(f"decisions: {decisions} in total, {decisions / args.games:.0f} per game on average")
    print(f"full random game: median {statistics.median(game_times) * 1e3:.1f} ms, "
          f"p90 {sorted(game_times)[int(len(game_times) * 0.9)] * 1e3:.1f} ms")
    print(f"clone(): median {statistics.median(clone_us):.1f} µs")
    print(f"legal_actions() (uncached): median {statistics.median(legal_us):.1f} µs")
    print(f"to_json(): median {statistics.median(json_ms):.3f} ms, "
          f"size median {statistics.median(sizes) / 1024:.1f} KiB (compact JSON); "
          f"with json.dumps {statistics.median(dumps_ms):.3f} ms")


if __name__ == "__main__":
    main()
