"""Benchmarks and soaks of the Knizia board game (engine speed, bots' strength).

    python tools/bench_knizia.py speed              # ms per random game (target < 50 ms)
    python tools/bench_knizia.py soak --games 10000 # random games, every check after every action
    python tools/bench_knizia.py bots --team heuristic --games 1000   # per difficulty x hobbits
    python tools/bench_knizia.py bots --team search --games 84 --rollouts 2 --candidates 2
    python tools/bench_knizia.py bots --team heuristic --games 84 --check   # bot soak
    python tools/bench_knizia.py settle --games 8   # the search's settled stop: same choices?

``bots`` plays ``--games`` games for every difficulty and hobbit count (seeds from
``--first-seed``, so two teams meet the same deals) and prints win rate, average score
and the slowest decision (for the search team also p50/p95/max of its searched
decisions); ``--check`` adds the conservation and JSON round-trip checks
after every action.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from ringtable.knizia import DIFFICULTIES, Game, KniziaSetup, default_components  # noqa: E402
from ringtable.knizia.bot import HeuristicBot, SearchBot, play_team_game  # noqa: E402
from ringtable.knizia.invariants import conservation_errors  # noqa: E402


def random_game(seed: int, check: bool) -> int:
    g = Game.new(KniziaSetup(2 + seed % 4, DIFFICULTIES[seed % 3], seed))
    rng = random.Random(seed)
    n = 0
    while g.outcome is None:
        if n > 5000:
            raise RuntimeError(f"seed {seed}: stall")
        g.apply(rng.choice(g.legal_actions()))
        n += 1
        if check:
            verify(g, seed)
    return n


def verify(g: Game, seed: int) -> None:
    errors = conservation_errors(g)
    if errors:
        raise AssertionError(f"seed {seed}: {errors}")
    data = g.to_json()
    if Game.from_json(data).to_json() != data or g.clone().to_json() != data:
        raise AssertionError(f"seed {seed}: JSON round trip or clone differs")


def speed(args: argparse.Namespace) -> None:
    random_game(0, False)
    start, cpu = time.perf_counter(), time.process_time()
    decisions = sum(random_game(seed, False) for seed in range(args.games))
    ms = (time.perf_counter() - start) * 1000 / args.games
    cpu_ms = (time.process_time() - cpu) * 1000 / args.games
    print(f"random game: {ms:.1f} ms wall, {cpu_ms:.1f} ms CPU on average over {args.games} "
          f"games ({decisions / args.games:.0f} decisions each)")


def soak(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    decisions = 0
    for seed in range(args.games):
        decisions += random_game(seed, True)
        if (seed + 1) % 500 == 0 or seed + 1 == args.games:
            print(f"soak: {seed + 1} random games, {decisions} actions, every check passed "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)


def bots(args: argparse.Namespace) -> None:
    comps = default_components()

    def team(seed: int, players: int) -> list:
        if args.team == "search":
            return [SearchBot(comps, seed * 10 + i, rollouts=args.rollouts, think=args.think,
                              candidates=args.candidates) for i in range(players)]
        return [HeuristicBot(comps, seed * 10 + i) for i in range(players)]

    check = (lambda g: verify(g, -1)) if args.check else None
    searched: list[float] = []

    def play(seed: int, players: int, difficulty: str):
        bots = team(seed, players)
        result = play_team_game(KniziaSetup(players, difficulty, seed), bots, check=check)
        for bot in bots:
            searched.extend(getattr(bot, "search_times", ()))
        return result

    print("| team | difficulty | hobbits | games | win rate | average score | slowest decision |")
    print("|---|---|---|---|---|---|---|")
    total = 0
    start = time.perf_counter()
    for difficulty in args.difficulty or DIFFICULTIES:
        for players in args.players or (2, 3, 4, 5):
            results = [play(seed, players, difficulty)
                       for seed in range(args.first_seed, args.first_seed + args.games)]
            total += len(results)
            wins = sum(r.won for r in results) / len(results)
            score = sum(r.score for r in results) / len(results)
            slowest = max(r.max_think for r in results)
            illegal = sum(r.illegal for r in results)
            print(f"| {args.team} | {difficulty} | {players} | {len(results)} | {wins:.1%} | "
                  f"{score:.1f} | {slowest:.2f} s{' ILLEGAL ' + str(illegal) if illegal else ''} |",
                  flush=True)
    print(f"{total} games in {time.perf_counter() - start:.0f} s")
    if searched:
        ranked = sorted(searched)
        p50, p95 = (ranked[int(q * (len(ranked) - 1))] for q in (0.5, 0.95))
        print(f"searched decisions: {len(ranked)}, think p50 {p50:.3f} s, p95 {p95:.3f} s, "
              f"max {ranked[-1]:.3f} s (wall clock, cap {args.think} s)")


def settle(args: argparse.Namespace) -> None:
    """The settled stop against none, at up to 400 searched decisions of heuristic games:
    the same choice? how many play-outs and how much CPU each way (no time cap)?"""
    from ringtable.knizia.bot import search

    comps = default_components()
    calls = [0]
    real = search.rollout

    def counting(*a, **k):  # the play-outs each way are counted here
        calls[0] += 1
        return real(*a, **k)

    search.rollout = counting
    counts, cpu = {True: 0, False: 0}, {True: 0.0, False: 0.0}
    same = n = 0
    for seed in range(args.games):
        game = Game.new(KniziaSetup(2 + seed % 4, "normal", seed))
        team = HeuristicBot(comps, seed)
        while game.outcome is None:
            seat = game.decision.player
            view = game.view_for(seat)
            if (len(game.legal_actions()) > 1 and view["stack"][-1].get("q") in search.SEARCHED
                    and n < 400):
                chosen = {}
                for settled in (True, False):
                    calls[0], start = 0, time.process_time()
                    bot = SearchBot(comps, seed * 1000 + n, clock=lambda: 0.0,
                                    stop_when_settled=settled)
                    chosen[settled] = bot.choose(view, seat)
                    cpu[settled] += time.process_time() - start
                    counts[settled] += calls[0]
                same += chosen[True] == chosen[False]
                n += 1
            game.apply(team.choose(view, seat))
    print(f"{n} searched decisions: the same choice {same}/{n}; play-outs {counts[True]} with "
          f"the settled stop, {counts[False]} without ({counts[True] / counts[False]:.0%}); "
          f"CPU {cpu[True]:.1f} s against {cpu[False]:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawTextHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("speed")
    p.add_argument("--games", type=int, default=300)
    p = sub.add_parser("soak")
    p.add_argument("--games", type=int, default=10000)
    p = sub.add_parser("bots")
    p.add_argument("--team", choices=("heuristic", "search"), default="heuristic")
    p.add_argument("--games", type=int, default=1000, help="per difficulty and hobbit count")
    p.add_argument("--difficulty", action="append", choices=DIFFICULTIES)
    p.add_argument("--players", action="append", type=int)
    p.add_argument("--rollouts", type=int, default=3)
    p.add_argument("--candidates", type=int, default=2)
    p.add_argument("--think", type=float, default=0.8)
    p.add_argument("--first-seed", type=int, default=0, help="to extend an earlier sample")
    p.add_argument("--check", action="store_true")
    p = sub.add_parser("settle")
    p.add_argument("--games", type=int, default=8)
    args = parser.parse_args()
    {"speed": speed, "soak": soak, "bots": bots, "settle": settle}[args.command](args)


if __name__ == "__main__":
    main()
