"""Benchmark of the card scripts: load+validate time of every script file, and decisions
per second in random play among the four scripted starter decks, scripted against the
same decks unscripted (the engine's default behaviours). Times are CPU time of this process
(the machine may be shared).

Run: ``.venv/bin/python tools/bench_scripts.py [--games N]``. Goal (issue 4): scripted
play no more than 30 % slower than unscripted play of the same decks.
"""

from __future__ import annotations

import argparse
import random
import time

from ringtable.cards import default_database
from ringtable.cards.scripting import compile_scripts, load_all_scripts, parse_file
from ringtable.cards.scripting.loader import scripts_dir, unload_all_scripts
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup

FOTR = ("fotr-aragorn-starter", "fotr-gandalf-starter")
TTT = ("ttt-aragorn-starter", "ttt-theoden-starter")
PAIRS = [(a, b) for block in (FOTR, TTT) for a in block for b in block]


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


def play(games: int) -> tuple[int, float, int]:
    """Decisions, seconds and turns of ``games`` random games over the eight pairings."""
    decks = starter_decks()
    decisions = 0
    turns = 0
    elapsed = 0.0
    for k in range(games):
        a, b = PAIRS[k % len(PAIRS)]
        chooser = random.Random(k)
        t0 = time.process_time()
        game = Game.new(GameSetup(decks=[decks[a], decks[b]], seed=k))
        while game.decision is not None:
            game.apply(chooser.choice(game.legal_actions()))
            decisions += 1
        elapsed += time.process_time() - t0
        turns += game.s.turn
    return decisions, elapsed, turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    ms, cards = load_time()
    print(f"load + validate + compile {cards} card scripts: {ms:.1f} ms")
    t0 = time.process_time()
    load_all_scripts()
    print(f"load_all_scripts() (first call, incl. registration): "
          f"{(time.process_time() - t0) * 1000:.1f} ms")
    play(8)  # warm up
    # alternate rounds and keep each side's best, so a busy machine hurts both alike
    best: dict[bool, tuple[int, float, int]] = {}
    for _ in range(args.rounds):
        for scripted in (False, True):
            if scripted:
                load_all_scripts()
            else:
                unload_all_scripts()
            d, sec, t = play(args.games)
            if scripted not in best or d / sec > best[scripted][0] / best[scripted][1]:
                best[scripted] = (d, sec, t)
    (d0, s0, t_0), (d1, s1, t_1) = best[False], best[True]
    rate0, rate1 = d0 / s0, d1 / s1
    print(f"unscripted: {args.games} games, {d0} decisions, {t_0} turns, "
          f"{rate0:,.0f} decisions/s")
    print(f"scripted:   {args.games} games, {d1} decisions, {t_1} turns, "
          f"{rate1:,.0f} decisions/s")
    slower = (rate0 / rate1 - 1) * 100
    print(f"scripted play is {slower:+.1f} % slower per decision (goal: at most +30 %)")


if __name__ == "__main__":
    main()
