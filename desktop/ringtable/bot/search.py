"""``SearchBot`` (Hard): determinized Monte Carlo search over the heuristic's candidates.

How it thinks, and why:

1. *Candidates from the heuristic.* Every legal action is scored by the heuristic's
   one-step look-ahead; the best ``candidates`` survive (assignment, for instance, is
   decided one pairing at a time, so each decision offers a handful of plans, not every
   mapping). Actions that lose on the spot are dropped. With one survivor, or one
   candidate clearly ahead of the rest, it answers at once: time goes where it matters.
2. *Information sets by determinization.* Each iteration plays in a world sampled from
   the observation (the engine's ``determinise``): unknown cards differ from world to
   world, so the statistics are over what the bot knows, never over the real hidden
   cards (single-observer ISMCTS restricted to the root: later decisions inside the
   play-out are made by the policy, which keeps every iteration cheap in Python).
3. *Paired play-outs at the root.* Each round plays every candidate in the same world
   with the same random numbers (see :func:`search`); the play-out follows the fast
   rules with epsilon-random moves (exploration, and a model of an imperfect
   opponent) until the end of the *next* turn, so the opponent's reply is seen, then
   is cut off by the evaluation: the one fitted on self-play at the start of a turn
   (:func:`ringtable.bot.evaluate.evaluate_fitted`, also for the candidates'
   look-aheads), a calibrated chance of winning where Normal's hand-set weights are
   over-confident.
4. *Both cores, anytime.* With ``workers=2`` a second process runs the same search on
   its own worlds and the visit statistics are summed (root parallelism). It stops at
   its budget ``think`` seconds, or sooner once it has played :data:`ENOUGH_PLAYOUTS`
   (more do not play better), and never beyond ``max_think``.
"""

from __future__ import annotations

import math
import random
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any

from ..cards.database import default_database
from ..decks.model import Deck
from ..engine import Action, Game, Rules
from ..engine.determinise import NoWorld, determinise
from .base import legal_actions
from .evaluate import judge
from .heuristic import (
    COMPANION_WORLDS,
    SHORTLIST,
    LoopGuard,
    is_companion_play,
    look_ahead,
    rule_bonus,
    rule_choice,
    score_actions,
    setup_choice,
    with_rule_bonus,
)
from .policy import rollout, shortlist

EPSILON = 0.05
# Play-outs run to the end of the next turn, so the opponent's reply is seen.
HORIZON_TURNS = 2
CLEAR_GAP = 0.25
WORLDS = 12
# Rounds (every candidate once, in one world) before the deadline may end the search.
MIN_ROUNDS = 2
# Seconds of search per turn before each decision's budget shrinks (see budget()).
TURN_BUDGET = 4.0
MIN_THINK = 0.1
# The play-out running when the hard stop passes still finishes: leave it room.
HARD_MARGIN = 0.25
# Seconds before the hard stop at which candidate scoring ends, left to the search.
SCORING_RESERVE = 0.3
# Judge the candidates' look-aheads and the play-outs by the evaluation fitted on
# self-play (``tools/fit_evaluation.py``; False: the hand-set one, as Normal judges).
# Measured in docs/bots.md ("Fifth pass"): alone, within the noise (25 and 31 / 48
# against the hand-set search's 26 / 48 on the same seeds); calibrated, and cheap.
FITTED = True
# Play-outs after which a clock-bound search stops even with time left. Measured
# (docs/bots.md, seventh and eleventh passes): more do not win more, even when every
# world is the real game (24 against 96 play-outs, same games: 50 / 72 and 45 / 72; the
# fair Hard in the Shadows era: 42 / 72 against 48 play-outs' 36 / 72, 25 / 40 against
# 72 play-outs' 27 / 40), so thinking longer only keeps the player waiting. The
# benchmarks' fixed budget is the same 24, so they measure the bot players meet (give
# or take the rest of a round).
ENOUGH_PLAYOUTS = 24


class SearchBot:
    """Hard level. ``think``: seconds per contested decision; ``workers``: processes."""

    def __init__(self, seed: int = 0, deck: Deck | None = None, think: float = 0.4,
                 workers: int = 1, candidates: int = 5, max_think: float = 1.8,
                 name: str = "search", iterations: int | None = None, *,
                 rules: Rules, known_lists: tuple[Deck, ...] = (),
                 enough: int | None = ENOUGH_PLAYOUTS) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.deck = deck
        self.think = min(think, max_think)
        self.workers = max(1, workers)
        self.candidates = candidates
        self.rules = rules
        self.db = rules.db
        # the deck lists its player knows by heart (``published_lists``): the opponent's
        # hidden cards are dealt from the one his shown cards fit (engine.determinise)
        self.known_lists = known_lists
        self._pool: ProcessPoolExecutor | None = None
        self._pool_lock = threading.Lock()  # close() comes from the GUI thread mid-search
        self._closed = False
        self.last_iterations = 0
        # a fixed number of play-outs instead of a clock: reproducible, for tests
        self.iterations = iterations
        # with the clock: play-outs (over all processes) after which the search stops
        # early; None: it always thinks its whole budget
        self.enough = enough
        # with a fixed number: searches run, and those the hard stop ended short of it
        # (a loaded machine), so a benchmark can say whether its budget was really fixed
        self.searches = 0
        self.cut_short = 0
        self.guard = LoopGuard()
        self.max_think = max_think
        self._turn: tuple[Any, int] | None = None
        self._spent = 0.0  # seconds thought in the current turn

    def budget(self) -> float:
        """This decision's search time: ``think``, shrunk once the turn's thinking passes
        :data:`TURN_BUDGET` (a Shadow phase of eight plays must not keep the player
        waiting eight budgets), never below :data:`MIN_THINK`; the whole decision,
        candidate scoring included, stays under ``max_think``."""
        left = TURN_BUDGET - self._spent
        return max(MIN_THINK, min(self.think, left / 2 if left < 2 * self.think
                                  else self.think))

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        start = time.perf_counter()
        turn = (view.get("turn"), seat)
        if turn != self._turn:
            self._turn, self._spent = turn, 0.0
        action = self._choose(view, seat, start)
        self._spent += time.perf_counter() - start
        self.guard.record(view, action)
        return action

    def _choose(self, view: dict[str, Any], seat: int, start: float) -> Action:
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        try:
            first = determinise(view, self.rules, self.rng, self.deck, self.known_lists)
        except NoWorld:
            return setup_choice(view, actions, self.db)
        actions = self.guard.filter(view, actions)
        rule = rule_choice(first, actions)
        actions = shortlist(first, actions, 2 * SHORTLIST)
        if rule is not None:  # scored first: under a slow clock it is never left out
            actions = [rule, *(a for a in actions if a != rule)]
        worlds = [first]
        if is_companion_play(first, rule):  # as Normal weighs it: three Shadow hands
            worlds += [determinise(view, self.rules, self.rng, self.deck, self.known_lists)
                       for _ in range(COMPANION_WORLDS - 1)]
        # scoring the candidates stops in time for the search to keep under the cap (on
        # a loaded machine it alone once took 3.7 s)
        raw = score_actions(worlds, actions, seat,
                            stop_at=start + self.max_think - HARD_MARGIN - SCORING_RESERVE,
                            fitted=FITTED)
        scored = sorted(with_rule_bonus(first, raw, rule), key=lambda x: -x[0])
        alive = [x for x in scored if x[0] > -1.5] or scored[:1]
        cands = [a for _, a in alive[:self.candidates]]
        if rule is not None and rule not in cands and any(a == rule for _, a in alive):
            cands[-1] = rule
        prior = [next(v for v, a in alive if a == c) for c in cands]
        if len(cands) == 1 or alive[0][0] - alive[1][0] > CLEAR_GAP \
                or alive[0][0] - alive[-1][0] < 1e-9 and len(alive) == len(scored):
            return cands[0]
        deadline = start + self.budget()
        seed = self.rng.getrandbits(32)
        futures: list[Future[list[tuple[float, int]]]] = []
        helper_rules = _rebuildable(self.rules) if self.workers > 1 else None
        if helper_rules is None:
            self.workers = 1  # edited rules cannot be rebuilt in a helper: search alone
        most = None if self.enough is None else -(-self.enough // self.workers)
        if self.workers > 1:
            budget = deadline - time.perf_counter()
            try:
                pool = self._executor()
                futures = [pool.submit(_search_job, view, seat, self.deck, cands, seed + k,
                                       budget, helper_rules, self.iterations,
                                       self.known_lists, most)
                           for k in range(1, self.workers)]
            except (OSError, RuntimeError, AssertionError):
                # no child processes here (e.g. inside a daemonic arena worker): search
                # alone rather than fail
                self.workers = 1
        stats = search(view, seat, self.deck, cands, random.Random(seed), deadline,
                       self.rules, prior=prior, iterations=self.iterations,
                       hard_stop=start + self.max_think - HARD_MARGIN,
                       known_lists=self.known_lists, most=most)
        for fut in futures:
            wait = 60.0 if self.iterations else deadline + 0.2 - time.perf_counter()
            try:
                more = fut.result(timeout=max(0.05, wait))
            except Exception:  # noqa: BLE001 - a late or failed helper is ignored
                continue
            stats = [(a[0] + b[0], a[1] + b[1]) for a, b in zip(stats, more, strict=True)]
        self.last_iterations = sum(n for _, n in stats)
        if self.iterations is not None:  # the look-ahead's prior counts once per candidate
            self.searches += 1
            played = self.last_iterations - len(cands)
            self.cut_short += played < self.iterations * (1 + len(futures))
        # the rule's answer keeps its edge (rewards are in [0, 1]: half the bonus is the
        # same weight as in the heuristic), and the instant answers above saw it too
        edge = [rule_bonus(first, a) / 2 if a == rule else 0.0 for a in cands]
        best = max(range(len(cands)), key=lambda i: (stats[i][0] / max(1, stats[i][1])
                                                     + edge[i], stats[i][1]))
        return cands[best]

    def _executor(self) -> ProcessPoolExecutor:
        with self._pool_lock:
            if self._closed:  # a search still running after close() searches alone
                raise RuntimeError("the bot's helper processes are closed")
            if self._pool is None:
                self._pool = ProcessPoolExecutor(self.workers - 1,
                                                 mp_context=get_context("spawn"))
            return self._pool

    def warm_up(self) -> None:
        """Start the helper processes now (they import the engine and load the card
        database), so the first real decision is not the one that pays for it."""
        if self.workers > 1:
            self._executor().submit(_warm_up_helper).result(timeout=30)

    def close(self) -> None:
        """Stop the helper processes (the UI calls this when the game window closes).
        A search still running in another thread finishes alone: it never starts a new
        pool that nobody would close."""
        with self._pool_lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def published_lists() -> tuple[Deck, ...]:
    """The deck lists an experienced player knows by heart: the 30 starter decks as
    Decipher published them. Hard deals the opponent's hidden cards from the one his
    shown cards fit (fair: public lists, never the real hidden cards); a deck no list
    fits is guessed as before (engine.determinise)."""
    from ..decks import starter_decks

    return tuple(starter_decks().values())


def _rebuildable(rules: Rules) -> str | None:
    """"standard" or "base" when a helper process can rebuild exactly ``rules`` (the
    shipped scripts' rules or the engine's own, over the shipped cards), else None:
    compiled behaviours do not cross a process boundary, so a game under edited rules
    (a test's, a mutant's) is searched in this process only."""
    from ..scripts.loader import is_standard

    if rules.db is not default_database():
        return None
    if is_standard(rules):
        return "standard"
    if rules.name == Rules.BASE and rules.behaviours == Rules.base(rules.db).behaviours:
        return "base"
    return None


def _warm_up_helper() -> None:
    """Load the card database in the helper process. Nothing comes back: the database
    itself, pickled back, would be unpickled by the pool's manager thread in the caller."""
    default_database()


def _search_job(view: dict[str, Any], seat: int, deck: Deck | None, cands: list[Action],
                seed: int, budget: float, rules_kind: str, iterations: int | None = None,
                known_lists: tuple[Deck, ...] = (), most: int | None = None
                ) -> list[tuple[float, int]]:
    """The helper process's share. Its worlds run the parent's rules, rebuilt here from
    ``rules_kind`` (see ``_rebuildable``: the parent uses helpers only for those)."""
    db = default_database()
    if rules_kind == "standard":
        from ..scripts import standard_rules

        rules = standard_rules(db)
    else:
        rules = Rules.base(db)
    return search(view, seat, deck, cands, random.Random(seed),
                  time.perf_counter() + budget, rules, iterations=iterations,
                  known_lists=known_lists, most=most)


def search(view: dict[str, Any], seat: int, deck: Deck | None, cands: list[Action],
           rng: random.Random, deadline: float, rules: Rules,
           prior: list[float] | None = None,
           iterations: int | None = None,
           hard_stop: float = math.inf,
           known_lists: tuple[Deck, ...] = (),
           most: int | None = None) -> list[tuple[float, int]]:
    """Paired play-outs over ``cands`` until ``deadline`` or, sooner, the round in which
    ``most`` play-outs are reached (or exactly ``iterations`` play-outs, no clock).
    Returns (sum of rewards, visits) per candidate; rewards are in [0, 1].

    Why paired rather than UCB1: at a fraction of a second per decision in Python a
    candidate gets a dozen play-outs, and one sampled world (the opponent's guessed
    hand) or one random move moves a play-out's value more than the candidates differ.
    So each round plays *every* candidate in the same world with the same random
    numbers (common random numbers): the differences between candidates are their own,
    and a new world each round (up to :data:`WORLDS`) spreads the rounds over what the
    bot does not know. The deadline is checked between rounds, the hard stop before
    every play-out: one starts only if the longest so far would still end before it
    (under load a single play-out of a long turn took the decision past 2 s)."""
    worlds: list[Game] = []
    total = [0.0] * len(cands)
    visits = [0] * len(cands)
    if prior:  # the heuristic's look-ahead counts as one visit: a warm start
        for i, p in enumerate(prior):
            total[i], visits[i] = (max(-1.0, p) + 1) / 2, 1
    it = rounds = 0
    longest = 0.0  # the longest play-out so far: one is started only if it still fits
    while iterations is None or it < iterations:
        now = time.perf_counter()
        if now + longest >= hard_stop or iterations is None and rounds >= MIN_ROUNDS \
                and (now >= deadline or most is not None and it >= most):
            break
        if len(worlds) < WORLDS:
            worlds.append(determinise(view, rules, rng, deck, known_lists))
        world = worlds[rounds % len(worlds)]
        seed = rng.getrandbits(32)
        for i in range(len(cands)):
            began = time.perf_counter()
            if iterations is not None and it >= iterations or began + longest >= hard_stop:
                break
            total[i] += (playout(world, cands[i], seat, random.Random(seed)) + 1) / 2
            longest = max(longest, time.perf_counter() - began)
            visits[i] += 1
            it += 1
        rounds += 1
    return list(zip(total, visits, strict=True))


def playout(world: Game, action: Action, seat: int, rng: random.Random) -> float:
    """One play-out of ``action`` to the start of the turn after next, judged there by
    the evaluation fitted on self-play (a play-out cut off before: the hand-set one)."""
    g = world.clone()
    until = world.s.turn + HORIZON_TURNS
    try:
        g.apply(action)
        if g.s.outcome is None:
            rollout(g, 400, rng, EPSILON, until_turn=until)
    except Exception:  # noqa: BLE001 - a script failing in a guessed world
        return -1.0
    return judge(g, seat, until, FITTED)


__all__ = ["SearchBot", "look_ahead", "search"]
