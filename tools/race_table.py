"""Where Ring-bearers die in Normal-vs-Normal games (docs/bots.md, third pass on issue 22).

    .venv/bin/python tools/race_table.py --seeds 6 --first-seed 11
    .venv/bin/python tools/race_table.py --seeds 6 --first-seed 11 --gift   # counterfactual

Plays the eight classic-starter pairings (each mirror once: its seat-swapped game would
be the same game) with Normal on both sides and prints, per site, the Shadow phases,
the pool, the Free Peoples' defenders (companions besides the Ring-bearer), the minions
at assignment and how often a minion was left over on the Ring-bearer; then the
companions played per Free Peoples turn, the pool at the first Shadow phase of a turn
split into what the Free Peoples' own plays paid, one per companion and the site (its
Shadow number and modifiers), the Free Peoples' other plays and abilities outside the
skirmishes per phase, and the games that end at site 9. ``--gift``
moves one unique companion from the draw deck into the Free Peoples hand at every
fellowship phase (a cheat, never in a real game): how far companion supply alone goes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from ringtable.bot import observe  # noqa: E402
from ringtable.bot.arena import load_deck, make_bot  # noqa: E402
from ringtable.cards import default_database  # noqa: E402
from ringtable.engine import Game, GameSetup  # noqa: E402
from ringtable.scripts import standard_rules  # noqa: E402

FOTR = ("fotr-aragorn-starter", "fotr-gandalf-starter")
TTT = ("ttt-aragorn-starter", "ttt-theoden-starter")
PAIRINGS = [(a, a) for a in (*FOTR, *TTT)] + [FOTR, FOTR[::-1], TTT, TTT[::-1]]


def gift_companion(g: Game, fp: int) -> None:
    """The counterfactual: a companion not yet in play or hand, from the draw deck."""
    s = g.s
    titles = {g.cards[c].title for c in s.piles[fp]["fellowship"] + s.piles[fp]["hand"]}
    for c in list(s.piles[fp]["draw"]):
        if g.cards[c].type == "companion" and g.cards[c].title not in titles:
            s.move(c, "hand", fp)
            return


def play(game: Game, bots: list, rows: dict[int, list[list[int]]], tally: Counter[str],
         gift: bool) -> None:
    """Play ``game`` to its end, adding one row per Shadow phase to ``rows``."""
    s = game.s
    phase, row, fp_pool, split_turn = "", None, 0, -1
    while game.outcome is None and game.decision is not None:
        fp = s.fp
        if s.phase == "fellowship" and game.decision.kind == "action":
            fp_pool = s.twilight  # the pool is emptied when a turn begins (4.1)
        if s.phase != phase:
            phase = s.phase
            if phase == "fellowship":
                tally["turns"] += 1
                if gift:
                    gift_companion(game, fp)
            elif phase == "shadow":
                row = [s.twilight, len(s.piles[fp]["fellowship"]) - 1, 0, 0]
                rows.setdefault(s.site[fp], []).append(row)
                if split_turn != s.turn:  # the first move of the turn: split its pool
                    split_turn = s.turn
                    comps = len(s.piles[fp]["fellowship"])
                    for key, n in (("pool", s.twilight), ("fp_plays", fp_pool),
                                   ("pool_companions", comps),
                                   ("site", s.twilight - fp_pool - comps)):
                        tally[key] += n
                    tally["splits"] += 1
                titles = {game.cards[c].title for c in s.piles[fp]["fellowship"]}
                tally["unplayed"] += any(game.cards[c].type == "companion"
                                         and game.cards[c].title not in titles
                                         for c in s.piles[fp]["hand"])
            elif phase == "assignment" and row is not None:
                row[2] = len(s.piles[1 - fp]["minions"])
        legal = game.legal_actions()
        seat = game.decision.player
        a = legal[0] if len(legal) == 1 else bots[seat].choose(observe(game, seat), seat)
        if a.kind == "play" and s.phase == "fellowship" and seat == fp \
                and game.cards[a.card].type == "companion":
            tally["companions"] += 1
        elif a.kind in ("play", "use") and seat == fp and s.phase != "skirmish":
            tally[f"fp {a.kind} {game.cards[a.card].type} ({s.phase})"] += 1
        if a.kind == "assign" and seat != fp and a.card == s.ring_bearer[fp] and row:
            row[3] = 1
        game.apply(a)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=6)
    ap.add_argument("--first-seed", type=int, default=11)
    ap.add_argument("--gift", action="store_true", help="a free companion every turn")
    args = ap.parse_args()
    rules = standard_rules(default_database())
    rows: dict[int, list[list[int]]] = {}
    tally: Counter[str] = Counter()
    turns, sites, at_nine = [], [], 0
    for a, b in PAIRINGS:
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            decks = [load_deck(a), load_deck(b)]
            bots = [make_bot("heuristic", seed * 2 + i, decks[i], rules=rules) for i in (0, 1)]
            game = Game.new(GameSetup(decks=decks, seed=seed, format="fotr_block"), rules)
            play(game, bots, rows, tally, args.gift)
            turns.append(game.s.turn)
            sites.extend(game.s.site)
            at_nine += game.outcome is not None and "site 9" in game.outcome.reason
    print("| site | Shadow phases | pool | defenders | minions at assignment "
          "| phases with a leftover on the Ring-bearer |")
    for site in sorted(rows):
        r = rows[site]
        print(f"| {site} | {len(r)} | {statistics.mean(x[0] for x in r):.1f} "
              f"| {statistics.mean(x[1] for x in r):.2f} "
              f"| {statistics.mean(x[2] for x in r):.2f} "
              f"| {100 * sum(x[3] for x in r) / len(r):.0f} % |")
    phases = sum(len(r) for r in rows.values())
    print(f"companions played per Free Peoples turn: {tally['companions'] / tally['turns']:.2f}; "
          f"a companion left in hand at {100 * tally['unplayed'] / max(1, phases):.0f} % "
          "of Shadow phases")
    n = max(1, tally["splits"])
    print(f"pool at the first Shadow phase of a turn: {tally['pool'] / n:.1f} = Free Peoples "
          f"plays {tally['fp_plays'] / n:.1f} + companions {tally['pool_companions'] / n:.1f} "
          f"+ site (and modifiers) {tally['site'] / n:.1f}")
    for key in sorted(k for k in tally if k.startswith("fp ")):
        print(f"{key}: {tally[key] / tally['turns']:.2f} per Free Peoples turn")
    print(f"{len(turns)} games: {at_nine} end at site 9 ({100 * at_nine / len(turns):.1f} %), "
          f"median {statistics.median(turns)} turns (mean {statistics.mean(turns):.2f}), "
          f"average site reached {statistics.mean(sites):.2f}")


if __name__ == "__main__":
    main()
