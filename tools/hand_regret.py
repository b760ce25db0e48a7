"""Where the fair Hard loses value as the Free Peoples, by kind of decision.

    .venv/bin/python tools/hand_regret.py --era shadows --seed 501 --games 24 --out F.jsonl
    .venv/bin/python tools/hand_regret.py --summary F.jsonl [G.jsonl ...]

A measuring tool, never a bot. Hard (24 play-outs, the arena's) plays Normal as in the
arena; at every decision Hard searches as the Free Peoples, a *judge* scores the same
candidates: two more searches whose worlds hold the Shadow's real hand
(``oracle_bound.told``, ``--know hand``), each of ``--judge`` play-outs. A pick's regret
is what the judge's best is worth more than the pick, with the best chosen on one judge
search and valued on the other (and the other way round, averaged): valuing on the
search that chose would favour the best by its own luck. Regret is in play-out reward
(a chance of winning, 0 to 1) and can come out below zero.

The summary gives, per (phase, kind of decision), the regret of Hard's pick and of the
pick its own play-outs would make without the rule's edge (``SearchBot``: the rule's
answer is preferred by half its ``rule_bonus``), so what the edge costs or saves shows.
The judge shares the play-outs' horizon and evaluation, so it cannot see what a rule
looks beyond them for: read it beside the blunder suite and the arena, never alone.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))
sys.path.insert(0, str(ROOT / "tools"))

import oracle_bound  # noqa: E402
from ringtable.bot import search as search_module  # noqa: E402
from ringtable.bot.base import play_game  # noqa: E402
from ringtable.cards import default_database  # noqa: E402
from ringtable.engine import Game  # noqa: E402
from ringtable.scripts import standard_rules  # noqa: E402


def best(values: list[float]) -> int:
    """The index of the highest value, the first of equals (``max`` keeps the first)."""
    return max(range(len(values)), key=lambda i: values[i])


def regret(first: list[float], second: list[float], pick: int) -> float:
    """The judge's regret of ``pick``: its best on one search valued on the other,
    both ways, averaged (independent choice and valuation: no winner's luck)."""
    return (second[best(first)] - second[pick] + first[best(second)] - first[pick]) / 2


def summary(records: list[dict[str, Any]]) -> str:
    rows: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0, 0.0, 0.0])
    for r in records:
        own = best(r["hard"])
        row = rows[(r["phase"], r["kind"])]
        row[0] += 1
        row[1] += own != r["pick"]
        row[2] += regret(r["judge"], r["judge2"], r["pick"])
        row[3] += regret(r["judge"], r["judge2"], own)
    lines = [f"{len(records)} Free Peoples decisions searched; regret of Hard's pick "
             "/ of its play-outs' best without the rule's edge",
             f"{'phase':11} {'decision':18} {'n':>5} {'edge decided':>13} "
             f"{'regret':>8} {'no edge':>8}"]
    for (phase, kind), (n, decided, with_edge, without) in sorted(
            rows.items(), key=lambda kv: -kv[1][2]):
        lines.append(f"{phase:11} {kind:18} {n:5} {decided:13} {with_edge:8.2f} "
                     f"{without:8.2f}")
    total = [sum(v[i] for v in rows.values()) for i in (2, 3)]
    lines.append(f"{'all':11} {'':18} {len(records):5} {'':13} {total[0]:8.2f} "
                 f"{total[1]:8.2f}")
    return "\n".join(lines)


def main() -> int:
    parser = oracle_bound.games_parser(__doc__, era="shadows", games=24)
    parser.add_argument("--judge", type=int, default=40, help="play-outs per judge search")
    parser.add_argument("--out", type=Path, help="append one JSON line per decision")
    parser.add_argument("--summary", type=Path, nargs="+", help="summarise these files")
    args = parser.parse_args()
    if args.summary:
        print(summary([json.loads(line) for f in args.summary
                       for line in f.read_text().splitlines()]))
        return 0
    if args.out is None:
        parser.error("--out is needed to play")
    real: dict[str, Game] = {}
    fair, hard_search, hard_choose = (search_module.determinise, search_module.search,
                                      search_module.SearchBot._choose)
    pending: dict[str, dict[str, Any]] = {}

    def knowing_hand(view: dict[str, Any], rules: Any, rng: Any, deck: Any,
                     known_lists: Any = ()) -> Game:
        return oracle_bound.told(fair(view, rules, rng, deck, known_lists), real["now"],
                                 int(view["you"]), "hand", rng)

    def judged_search(view: dict[str, Any], seat: int, deck: Any, cands: list[Any],
                      rng: Any, deadline: float, rules: Any,
                      **kw: Any) -> list[tuple[float, int]]:
        stats = hard_search(view, seat, deck, cands, rng, deadline, rules, **kw)
        if int(view["you"]) != int(view["free_peoples"]):
            return stats
        search_module.determinise = knowing_hand
        try:
            judges = [hard_search(view, seat, deck, cands, random.Random(k), float("inf"),
                                  rules, iterations=args.judge * len(cands) // 5,
                                  known_lists=kw.get("known_lists", ()))
                      for k in (7, 8)]
        finally:
            search_module.determinise = fair
        pending["now"] = dict(
            phase=view["phase"], kind=view["decision"]["kind"], turn=view["turn"],
            cands=[c.to_json() for c in cands],
            hard=[s / max(1, n) for s, n in stats],
            judge=[s / max(1, n) for s, n in judges[0]],
            judge2=[s / max(1, n) for s, n in judges[1]])
        return stats

    def recorded_choose(bot: Any, view: dict[str, Any], seat: int, start: float) -> Any:
        pending.pop("now", None)
        action = hard_choose(bot, view, seat, start)
        record = pending.pop("now", None)
        if record is not None:
            record["pick"] = record["cands"].index(action.to_json())
            record["game"] = real["id"]
            with args.out.open("a") as out:
                out.write(json.dumps(record) + "\n")
        return action

    search_module.search = judged_search
    search_module.SearchBot._choose = recorded_choose  # type: ignore[method-assign]
    rules = standard_rules(default_database())
    for game, bots, hard_seat, (seed, a, b) in oracle_bound.hard_games(
            args.era, args.seed, args.games, rules, playouts=24):
        real["now"], real["id"] = game, f"{seed}/{hard_seat}"
        play_game(game, bots, max_decisions=4000)
        print(f"{real['id']} {a} vs {b}: winner {game.outcome and game.outcome.winner}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
