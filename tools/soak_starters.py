"""Random-play soak over every pair of the 30 starters (sets 1-19; issue 17).

Each game is played by uniform random choices with the invariants of
``tests/engine/engine_randomplay.py`` checked at every step: no exception, no stall
(a decision cap), every card in exactly one place, no hidden card in a view, clone()
independent, and a save/load at a random decision continuing to the identical end.
The pairs cycle through all 870 ordered pairs (numbered, Shadows-era and mixed paths),
so 5,000 games play each pair five or six times.

Run (nice it: the machine is shared)::

    nice -n 10 .venv/bin/python tools/soak_starters.py --games 5000 [--rules scripts]
        [--seconds 1800]

``--rules base`` is the engine alone, ``scripts`` (default) the shipped card scripts.
``--bot easy|heuristic`` has that bot play both seats instead of the random chooser (the
"bot games" of issue 18): the same invariants at every step, and a bot answer that is not
a legal action counts as a failure; no save/load fork (the random soak covers it).
Prints progress every 250 games and a summary; exits 1 if any game failed, naming the
pair and seed to replay it with ``engine_randomplay.play(pair, seed)``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from engine_randomplay import (  # noqa: E402
    BASE_RULES,
    MAX_DECISIONS,
    check_invariants,
    every_starter_pair,
    new_game,
    play,
)

from ringtable.cards import default_database  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--rules", choices=("base", "scripts"), default="scripts")
    parser.add_argument("--seconds", type=float, default=0.0,
                        help="stop after this long (0: no limit); the count is reported")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--bot", choices=("easy", "heuristic"), default=None,
                        help="this bot plays both seats (default: uniform random choices)")
    args = parser.parse_args()
    if args.rules == "scripts":
        from ringtable.scripts import standard_rules

        rules = standard_rules(default_database())
    else:
        rules = BASE_RULES
    pairs = every_starter_pair()
    random.Random(args.seed).shuffle(pairs)
    started = time.perf_counter()
    played = decisions = chosen = 0
    failures: list[str] = []
    reasons: Counter[str] = Counter()
    for k in range(args.games):
        if args.seconds and time.perf_counter() - started > args.seconds:
            break
        pair = pairs[k % len(pairs)]
        seed = args.seed * 1_000_000 + k
        try:
            result = (play_bots(pair, seed, args.bot, rules) if args.bot
                      else play(pair, seed, rules=rules))
        except Exception as exc:  # noqa: BLE001 - a soak reports every failure and goes on
            where = traceback.extract_tb(exc.__traceback__)[-1]
            failures.append(f"{pair} seed {seed}: {type(exc).__name__}: {str(exc)[:200]} "
                            f"({Path(where.filename).name}:{where.lineno})")
        else:
            decisions += result["decisions"]
            chosen += result["sites_chosen"]
            reasons[_reason_kind(result["outcome"].reason)] += 1
        played += 1
        if played % 250 == 0:
            print(f"{played} games, {len(failures)} failures, "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
    elapsed = time.perf_counter() - started
    who = f"{args.bot} vs {args.bot}" if args.bot else "random choices"
    print(f"soak: {played} games over {len(pairs)} ordered starter pairs ({args.rules} rules, "
          f"{who}) "
          f"in {elapsed:.0f} s; {decisions:,} decisions checked; {chosen:,} sites chosen")
    print("outcomes: " + ", ".join(f"{kind} {n}" for kind, n in reasons.most_common()))
    print(f"failures: {len(failures)}")
    for line in failures[:30]:
        print("  " + line)
    return 1 if failures else 0


def play_bots(pair: tuple[str, str], seed: int, level: str, rules: Any) -> dict[str, Any]:
    """One game of ``pair`` with bot ``level`` in both seats, the invariants checked at
    every decision; raises on an illegal bot answer or a game that does not end."""
    from ringtable.bot import legal_actions, observe
    from ringtable.bot.arena import make_bot
    from ringtable.decks import starter_decks

    decks = starter_decks()
    game = new_game(pair, seed, rules)
    bots = [make_bot(level, seed * 2 + seat, decks[pair[seat]], rules=rules)
            for seat in (0, 1)]
    decisions = sites_chosen = 0
    while game.decision is not None:
        check_invariants(game)
        seat = game.decision.player
        view = observe(game, seat)
        action = bots[seat].choose(view, seat)
        if action not in legal_actions(view):
            raise AssertionError(f"{level} bot answered {action} at {game.decision.kind}")
        sites_chosen += game.decision.kind == "choose_site"
        game.apply(action)
        decisions += 1
        assert decisions < MAX_DECISIONS, f"game {pair} seed {seed} does not end"
    assert game.outcome is not None
    return {"decisions": decisions, "outcome": game.outcome, "turns": game.s.turn,
            "sites_chosen": sites_chosen}


def _reason_kind(reason: str) -> str:
    """A short class of an outcome's reason, for the summary."""
    for word in ("site 9", "corrupt", "killed", "bid", "concede"):
        if word in reason:
            return word
    return reason[:40]


if __name__ == "__main__":
    sys.exit(main())
