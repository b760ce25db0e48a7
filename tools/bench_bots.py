"""Bot strength and think-time figures for docs/bots.md (a tool, not a test).

    .venv/bin/python tools/bench_bots.py --bot heuristic --bot random --games 200
    .venv/bin/python tools/bench_bots.py --bot search --bot heuristic --games 200 --think 0.4
    .venv/bin/python tools/bench_bots.py --deck fotr-aragorn-starter --deck ttt-theoden-starter \
        --bot search --bot heuristic --games 20
    .venv/bin/python tools/bench_bots.py --era king --bot heuristic --bot random --games 48
    .venv/bin/python tools/bench_bots.py --positions   # regression + blunder suites

Without ``--deck`` the games are spread over a set of pairings of one era's starters
(``--era``, default ``classic``), each pairing on mirrored seeds with seats swapped; the
totals pool every pairing. ``classic``: the four classic starters in mirrored and
crossed pairings (Fellowship decks meet Fellowship decks, Towers meet Towers);
``king``: the King-block starters (sets 7-10), ``shadows``: the Shadows-era starters
(sets 11-19), each starter against the one sold with it, both ways. Each game is played
in the format both decks fit (``arena.game_format``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from ringtable.bot.arena import ArenaResult, format_arena, run_arena  # noqa: E402

FOTR = ("fotr-aragorn-starter", "fotr-gandalf-starter")
TTT = ("ttt-aragorn-starter", "ttt-theoden-starter")
PAIRINGS = [(a, a) for a in (*FOTR, *TTT)] + [FOTR, FOTR[::-1], TTT, TTT[::-1]]
# The starters sold together, per era (issue 17: "the goals of the bot issue hold in
# every era"); each product's two decks meet both ways.
KING = (("rotk-aragorn-starter", "rotk-eomer-starter"),
        ("sog-merry-starter", "sog-pippin-starter"),
        ("md-frodo-starter", "md-sam-starter"))
SHADOWS = (("sh-aragorn-starter", "sh-gandalf-starter"),
           ("sh-eowyn-starter", "sh-legolas-starter"),
           ("br-mouth-starter", "br-saruman-starter"),
           ("bl-arwen-starter", "bl-boromir-starter"),
           ("hu-aragorn-starter", "hu-mauhur-starter"),
           ("ros-evil-man-starter", "ros-uruk-rampage-starter"))
ERAS = {"classic": PAIRINGS,
        "king": [p for a, b in KING for p in ((a, b), (b, a))],
        "shadows": [p for a, b in SHADOWS for p in ((a, b), (b, a))]}


def pooled(results: list[ArenaResult], era: str) -> ArenaResult:
    out = ArenaResult(results[0].bots, (f"{era} starters", f"{era} starters"),
                      ", ".join(dict.fromkeys(r.format for r in results)))
    for r in results:
        out.games.extend(r.games)
        out.seconds += r.seconds
    return out


def positions() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "bot"))
    from blunders import BLUNDERS  # type: ignore[import-not-found]
    from positions import POSITIONS  # type: ignore[import-not-found]

    from ringtable.bot import EasyBot, HeuristicBot, RandomBot, observe
    from ringtable.bot.search import SearchBot

    makers = {"random": lambda k, rules: RandomBot(k),
              "easy": lambda k, rules: EasyBot(k, rules=rules),
              "heuristic": lambda k, rules: HeuristicBot(k, rules=rules),
              "search (24 play-outs, as in the tests)":
                  lambda k, rules: SearchBot(k, iterations=24, rules=rules),
              "search (0.4 s)": lambda k, rules: SearchBot(k, think=0.4, rules=rules)}
    suites = {"regression positions": [b for b in POSITIONS.values()],
              "blunder suite": [b.build for b in BLUNDERS.values()]}
    for suite, builds in suites.items():
        for name, make in makers.items():
            right = 0
            for k, build in enumerate(builds):
                game, ok = build()
                bot = make(k, game.rules)  # a fresh bot per position, as in the tests
                seat = game.decision.player
                right += ok(bot.choose(observe(game, seat), seat))
            print(f"{suite}: {name}: {right}/{len(builds)} right "
                  f"({100 * right / len(builds):.1f} %)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck", action="append", default=[])
    ap.add_argument("--era", choices=sorted(ERAS), default="classic",
                    help="without --deck: the era whose starters are paired")
    ap.add_argument("--bot", action="append", default=[])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--think", type=float, default=0.4, help="search seconds per decision")
    ap.add_argument("--playouts", type=int, default=None,
                    help="search play-outs per decision instead of --think seconds "
                         "(repeatable whatever the load)")
    ap.add_argument("--search-workers", type=int, default=1,
                    help="processes per search bot (2 with --workers 1: the UI's setting)")
    ap.add_argument("--no-scripts", action="store_true",
                    help="printed stats only (do not load the card scripts)")
    ap.add_argument("--positions", action="store_true", help="score the regression suite")
    args = ap.parse_args()
    if args.positions:
        positions()
        return
    if len(args.bot) != 2:
        ap.error("give two --bot (random, easy, heuristic, search)")
    start = time.perf_counter()
    if args.deck:
        if len(args.deck) != 2:
            ap.error("give two --deck or none")
        pairs = [(args.deck[0], args.deck[1])]
    else:
        pairs = ERAS[args.era]
    per = max(2, -(-args.games // len(pairs)))
    results = []
    for k, (a, b) in enumerate(pairs):
        r = run_arena(a, b, args.bot[0], args.bot[1], per, seed=args.seed + 1000 * k,
                      workers=args.workers, think=args.think,
                      search_workers=args.search_workers, scripts=not args.no_scripts,
                      playouts=args.playouts)
        print(f"--- {a} vs {b}", flush=True)
        print(format_arena(r), flush=True)
        results.append(r)
    if len(results) > 1:
        print("=== all pairings", flush=True)
        print(format_arena(pooled(results, args.era)))
    print(f"wall time {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
