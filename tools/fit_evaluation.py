"""Fit the Hard bot's evaluation on self-play: logistic regression at the start of turns.

    .venv/bin/python tools/fit_evaluation.py --games 4000            # fit and report
    .venv/bin/python tools/fit_evaluation.py --games 4000 --write    # ... and write
    # the weights to desktop/ringtable/bot/fitted.py

Why: the search cuts its play-outs off at the start of a turn and asks the evaluation
who is ahead. The hand-set weights of ``bot/evaluate.py`` are guesses; the bot research
(``shared/guide/bot-research.md``) names fitting them on self-play as the cheaper first
improvement. So this plays games with the fast rules (the play-out policy, 5 % random
moves, as the search plays them) over the starters of every era (``bench_bots.ERAS``:
the pairings the bot figures are measured on), records :mod:`ringtable.bot.features`
for both players at the first decision of every turn, labels each position with the
game's winner, and fits ``P(me wins) = sigmoid(w . (mine - theirs))`` by Newton's method
with a small ridge. A quarter of the games (by seed) are held out: the report compares
the fitted model with the hand-set evaluation on them (log-loss, accuracy), so a fit
that does not predict better is seen before it is written.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))
sys.path.insert(0, str(ROOT / "tools"))

from bench_bots import ERAS  # noqa: E402
from ringtable.bot.evaluate import evaluate  # noqa: E402
from ringtable.bot.features import FEATURES, difference  # noqa: E402
from ringtable.bot.policy import fast_choice  # noqa: E402

OUT = ROOT / "desktop" / "ringtable" / "bot" / "fitted.py"
EPSILON = 0.05
MAX_DECISIONS = 3000
RIDGE = 1.0
Sample = tuple[list[float], float, float]  # features (seat 0's view), seat 0 won, hand-set
_rules_cache: dict[str, object] = {}  # a worker process compiles the scripts once


def pairings() -> list[tuple[str, str]]:
    return [p for era in ("classic", "king", "shadows") for p in ERAS[era]]


def play(job: tuple[str, str, int]) -> list[Sample]:
    """One fast-rules game; a sample at the first decision of every turn."""
    from ringtable.bot.arena import game_format, load_deck
    from ringtable.cards import default_database
    from ringtable.engine import Game, GameSetup
    from ringtable.scripts import standard_rules

    deck_a, deck_b, seed = job
    rules = _rules_cache.get("rules")
    if rules is None:
        rules = _rules_cache["rules"] = standard_rules(default_database())
    decks = [load_deck(deck_a), load_deck(deck_b)]
    game = Game.new(GameSetup(decks=decks, seed=seed, format=game_format(*decks)), rules)
    rng = random.Random(seed)
    seen_turn = 0
    rows: list[tuple[list[float], float]] = []
    n = 0
    try:
        while game.s.outcome is None and game.decision is not None and n < MAX_DECISIONS:
            if game.s.turn > seen_turn and game.s.turn >= 1 and game.s.fp >= 0:
                seen_turn = game.s.turn
                rows.append((difference(game, 0), evaluate(game, 0)))
            game.apply(fast_choice(game, rng, EPSILON))
            n += 1
    except Exception:  # noqa: BLE001 - a game a script breaks teaches nothing
        return []
    o = game.s.outcome
    if o is None or o["winner"] < 0:
        return []
    won = 1.0 if o["winner"] == 0 else 0.0
    return [(x, won, hand) for x, hand in rows]


def collect(games: int, seed: int, workers: int) -> dict[int, list[Sample]]:
    pairs = pairings()
    jobs = [(*pairs[k % len(pairs)], seed + k) for k in range(games)]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(workers) as pool:
        out = pool.map(play, jobs, chunksize=8)
    return {job[2]: rows for job, rows in zip(jobs, out, strict=True)}


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and positive
    definite thanks to the ridge)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(samples: list[Sample], ridge: float = RIDGE, rounds: int = 25) -> list[float]:
    """Newton's method on the ridge-penalised log-likelihood, no intercept."""
    k = len(FEATURES)
    w = [0.0] * k
    for _ in range(rounds):
        grad = [-ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y, _hand in samples:
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            r = y - p
            h = p * (1 - p)
            for i in range(k):
                xi = x[i]
                if not xi:
                    continue
                grad[i] += r * xi
                hx = h * xi
                row = hess[i]
                for j in range(i, k):
                    row[j] += hx * x[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < 1e-6:
            break
    return w


def report(name: str, probs: list[float], samples: list[Sample]) -> str:
    eps = 1e-6
    loss = -sum(y * math.log(max(eps, p)) + (1 - y) * math.log(max(eps, 1 - p))
                for p, (_x, y, _h) in zip(probs, samples, strict=True)) / len(samples)
    right = sum((p > 0.5) == (y > 0.5) for p, (_x, y, _h) in zip(probs, samples, strict=True))
    return f"{name}: log-loss {loss:.4f}, accuracy {right / len(samples):.1%}"


def write(w: list[float], summary: list[str]) -> None:
    lines = [
        '"""The fitted evaluation\'s weights: written by ``tools/fit_evaluation.py --write``.',
        "",
        "Do not edit by hand: run the tool again. How they were measured:",
        "",
        *(textwrap.fill(line, 88, initial_indent="- ", subsequent_indent="  ")
          for line in summary),
        '"""',
        "",
        "WEIGHTS: dict[str, float] = {",
        *(f'    "{name}": {wi:.5f},' for name, wi in zip(FEATURES, w, strict=True)),
        "}",
        "",
    ]
    OUT.write_text("\n".join(lines))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=RIDGE)
    parser.add_argument("--write", action="store_true", help=f"write {OUT.name}")
    args = parser.parse_args()
    start = time.perf_counter()
    by_game = collect(args.games, args.seed, args.workers)
    played = time.perf_counter() - start
    train = [s for g, rows in by_game.items() if g % 4 for s in rows]
    test = [s for g, rows in by_game.items() if not g % 4 for s in rows]
    decided = sum(1 for rows in by_game.values() if rows)
    w = fit(train, args.ridge)
    fitted = [_sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
              for x, _y, _h in test]
    hand = [(h + 1) / 2 for _x, _y, h in test]
    summary = [
        f"{args.games} fast-rules games (5 % random moves) over the classic, King and "
        f"Shadows starter pairings of tools/bench_bots.py, seeds from {args.seed}; "
        f"{decided} decided; {len(train)} turn starts fitted, {len(test)} held out "
        f"(every fourth seed); ridge {args.ridge}",
        "held out, " + report("fitted", fitted, test),
        "held out, " + report("hand-set evaluate()", hand, test),
        f"held out, a coin: log-loss {math.log(2):.4f}",
    ]
    for line in summary:
        print(line)
    for name, wi in zip(FEATURES, w, strict=True):
        print(f"  {name:16s} {wi:+.5f}")
    print(f"{played:.0f} s to play, {time.perf_counter() - start - played:.0f} s to fit")
    if args.write:
        write(w, summary)
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
