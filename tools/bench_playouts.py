"""Benchmark of the bots' inner loop: fast-rules play-outs and Normal's decisions.

Hard's strength at a given think time is the number of play-outs it fits in it, and each
play-out is the fast rules (:mod:`ringtable.bot.policy`) choosing every decision of a turn
or two; Normal's every decision is a handful of such look-aheads. This prints, over
whole fast-rules games among the four classic starters (or an era's, ``--era``) with the
card scripts:

- fast-rules decisions per second (the play-outs' speed);
- play-outs of two turns per second, started at every turn of those games;
- Normal's (``HeuristicBot``) think time per decision: median, p95, max.

Run: ``.venv/bin/python tools/bench_playouts.py [--games 24] [--era king|shadows]`` (one
core; the same games whatever the load, so runs of two commits compare on the same
decisions). ``--era``: the pairings of ``bench_bots.py --era`` instead of the classic
starters (the Shadows-era decks field more, cheaper minions: slower rules).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench_bots import ERAS  # each era's starters, paired as the bot figures are
from ringtable.bot.arena import game_format, run_arena
from ringtable.bot.policy import fast_choice, rollout
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup
from ringtable.scripts import standard_rules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--era", choices=sorted(ERAS), default="classic")
    args = parser.parse_args()
    pairings = ERAS[args.era]
    rules = standard_rules(default_database())
    decks = starter_decks()
    decisions, fast_seconds = 0, 0.0
    turn_starts: list[Game] = []
    for k in range(args.games):
        a, b = pairings[k % len(pairings)]
        game = Game.new(GameSetup(decks=[decks[a], decks[b]], seed=k,
                                  format=game_format(decks[a], decks[b])), rules)
        rng = random.Random(k)
        turn = game.s.turn
        t0 = time.perf_counter()
        while game.decision is not None:
            if game.s.turn != turn:
                turn = game.s.turn
                fast_seconds += time.perf_counter() - t0
                turn_starts.append(game.clone())
                t0 = time.perf_counter()
            game.apply(fast_choice(game, rng, 0.05))
            decisions += 1
        fast_seconds += time.perf_counter() - t0
    print(f"fast rules: {decisions:,} decisions in {fast_seconds:.1f} s = "
          f"{decisions / fast_seconds:,.0f} decisions/s ({args.games} games)")
    t0 = time.perf_counter()
    playouts = 0
    for start in turn_starts:
        for r in range(3):
            world = start.clone()
            rollout(world, 4000, random.Random(r), 0.05, until_turn=start.s.turn + 2)
            playouts += 1
    seconds = time.perf_counter() - t0
    print(f"play-outs of two turns: {playouts:,} in {seconds:.1f} s = "
          f"{playouts / seconds:,.0f} /s ({seconds / playouts * 1e3:.1f} ms each)")
    # Normal against itself: the arena times every decision of its bots
    think = sorted(t for k in range(max(1, args.games // 3))
                   for r in run_arena(*pairings[k % len(pairings)], "heuristic", "heuristic",
                                      1, seed=100 + k, workers=1).games
                   for times in r.think for t in times)
    print(f"Normal: {len(think):,} decisions; think median "
          f"{statistics.median(think) * 1e3:.1f} ms, p95 "
          f"{statistics.quantiles(think, n=20)[-1] * 1e3:.1f} ms, max "
          f"{think[-1] * 1e3:.0f} ms; {sum(think):.1f} s in all")

if __name__ == "__main__":
    main()
