"""The search fellow hobbit: determinised Monte Carlo over the heuristic's candidates.

Information variant: **hidden hands** (the seed's default: talk, never show). The bot
sees its own hand and everything public; to look ahead it samples *worlds*: the other
hobbits' hands and the Quest deck are dealt from the cards it cannot see (cards another
player has pledged toward a cost are public and stay with him), the Story pile is the
tiles not yet revealed in a random order, the gold runes are exactly the values not
seen elsewhere, and the random source is fresh. Every candidate is played out in the
same worlds (common random numbers) by the whole team following the heuristic, to the
end of the game, valued ``score + 20 * won``. The heuristic's own choice stands unless
another candidate is better by ``margin`` on average *and* no worse in every world: with
three worlds a lone lucky play-out must not overrule the heuristic.

The budget is ``rollouts`` worlds per candidate and a hard cap of ``think`` seconds of
wall clock per decision, measured from the moment ``choose`` is called: the clock (an
injectable ``clock``, ``time.perf_counter`` by default) is read before every world,
before every play-out and every ``CHECK_EVERY`` actions inside a play-out, and a world
cut short is left out; if not even the first world is complete at the cap, the
heuristic's choice is played. So a decision ends within ``think`` plus a few actions of
one play-out (about a millisecond) by construction, whatever the load.

The search also stops as soon as its answer is settled: with the unanimity rule, once
every other candidate has been worse than the heuristic's choice in some world, no
further world can change the answer (the heuristic's choice), so the remaining worlds
are not played. Same choices, fewer play-outs. Choices that rarely change the outcome
(which card to pass, discard or give) use the heuristic.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine.values import Action
from ..core import KGame, copy_state
from ..data import Components
from ..game import Game
from .heuristic import Heuristic

SEARCHED = ("play", "pay", "magic", "ring_offer")
WIN_BONUS = 20
CHECK_EVERY = 8  # actions of a play-out between two looks at the clock


def sample_world(view: dict[str, Any], seat: int, comps: Components, rng: random.Random) -> Game:
    """A full game consistent with ``view`` (see module doc)."""
    s = copy_state(view)
    for key in ("decision", "legal_actions", "outcome", "top_tiles"):
        s.pop(key, None)
    n = len(s["pos"])
    pledged: dict[int, list[int]] = {p: [] for p in range(n)}
    for f in s["stack"]:
        if f["k"] == "pay":
            for p, kind, item in f.get("pledged", ()):
                if kind == "card" and p != seat:
                    pledged[p].append(item)
    known = set(s["hands"][seat]) | set(s["discard"]) | set(s["removed"]) | set(s["pool"])
    known |= set(s["revealed"])
    for cards in pledged.values():
        known |= set(cards)
    unknown = [i for i in range(len(comps.cards)) if i not in known]
    rng.shuffle(unknown)
    for p in range(n):
        if p == seat:
            continue
        count = s["hands"][p]["count"]
        take = count - len(pledged[p])
        s["hands"][p] = pledged[p] + unknown[:take]
        del unknown[:take]
    s["deck"] = unknown
    tiles = [t for t in range(len(comps.tiles)) if t not in set(s["tiles_out"])]
    rng.shuffle(tiles)
    s["tiles"] = tiles[: s["tiles"]["count"]]
    gold = Counter(comps.runes)
    for value in range(1, 4):
        gold[value] -= s["supply"][value] + sum(r.count(value) for r in s["runes"])
    pool = [v for v, k in gold.items() for _ in range(max(0, k))]
    rng.shuffle(pool)
    s["gold"] = pool[: s["gold"]["count"]]
    for f in s["stack"]:
        if f["k"] == "council":
            f["chosen"] = [_stand_in(s, p, c, rng) for p, c in enumerate(f["chosen"])]
    s["rng"] = rng.getrandbits(64)
    return Game.from_json(s, comps)


def _stand_in(s: dict[str, Any], p: int, chosen: int, rng: random.Random) -> int:
    """A hidden Council choice (-2) becomes a card of that player's sampled hand."""
    if chosen != -2:
        return chosen
    return rng.choice(s["hands"][p]) if s["hands"][p] else -1


def rollout(game: Game, rules: Heuristic, rng: random.Random, limit: int = 3000,
            win_bonus: float = WIN_BONUS, clock: Callable[[], float] | None = None,
            deadline: float = float("inf")) -> float | None:
    """Play the team's heuristic to the end; the value of the end, or ``None`` when
    ``clock()`` passed ``deadline`` first (it is read every ``CHECK_EVERY`` actions)."""
    k: KGame = game.k
    n = 0
    while game.outcome is None and n < limit:
        if clock is not None and n % CHECK_EVERY == 0 and clock() > deadline:
            return None
        legal = game.legal_actions()
        seat = game.decision.player  # type: ignore[union-attr]
        action = legal[0] if len(legal) == 1 else rules.decide(k.s, seat, legal, rng)
        game.apply(action)
        n += 1
    o = game.outcome
    if o is None:
        return 0.0
    return o.score + (win_bonus if o.won else 0)


def _pledging(view: dict[str, Any], seat: int) -> bool:
    """Already contributing to this cost: the rest of the pledge follows the heuristic."""
    f = view["stack"][-1]
    return f["k"] == "pay" and any(p == seat for p, _, _ in f.get("pledged", ()))


def _settled(per_world: list[list[float]], d: int) -> bool:
    """Every option but ``d`` (the heuristic's) was worse than it in some world: under
    the unanimity rule none of them can be chosen any more, whatever the next worlds."""
    return all(any(values[i] < values[d] for values in per_world)
               for i in range(len(per_world[0])) if i != d)


class SearchBot:
    """``bot.choose(view, seat)``; budget: ``rollouts`` per candidate, a hard cap of
    ``think`` seconds on ``clock`` per decision. ``search_times`` keeps, for the
    benchmarks, how long each searched decision took on that clock."""

    def __init__(self, comps: Components, seed: int = 0, rollouts: int = 3,
                 think: float = 0.8, candidates: int = 2, margin: float = 3.0,
                 win_bonus: float = WIN_BONUS, unanimous: bool = True,
                 name: str = "search", clock: Callable[[], float] = time.perf_counter,
                 stop_when_settled: bool = True) -> None:
        if think <= 0:
            raise ValueError(f"SearchBot: think must be a positive number of seconds, not {think}")
        self.name = name
        self.c = comps
        self.rules = Heuristic(comps)
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.think = think
        self.max_candidates = candidates
        self.margin = margin
        self.win_bonus = win_bonus
        self.unanimous = unanimous
        self.clock = clock
        self.stop_when_settled = stop_when_settled
        self.search_times: list[float] = []

    def candidates(self, view: dict[str, Any], seat: int, legal: list[Action]) -> list[Action]:
        kind = view["stack"][-1].get("q", "")
        if kind == "play":
            ranked = sorted(legal, key=lambda a: -self.rules.play_score(view, seat, a))
            out = ranked[: self.max_candidates]
            end = next(a for a in legal if a.kind == "end")
            return out if end in out else [*out, end]
        if kind == "pay":
            best = self.rules._on_pay(view, seat, legal)
            decline = legal[-1]
            return [best] if best == decline else [best, decline]
        return legal[: self.max_candidates + 2]

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        from ...bot.base import legal_actions

        start = self.clock()
        legal = legal_actions(view)
        kind = view["stack"][-1].get("q", "")
        if len(legal) == 1 or kind not in SEARCHED or self.rollouts <= 0 or _pledging(view, seat):
            return self.rules.decide(view, seat, legal, self.rng)
        default = self.rules.decide(view, seat, legal, self.rng)
        options = self.candidates(view, seat, legal)
        if default not in options:
            options.insert(0, default)
        if len(options) == 1:
            return options[0]
        choice = self._search(view, seat, options, options.index(default), start + self.think)
        self.search_times.append(self.clock() - start)
        return choice

    def _search(self, view: dict[str, Any], seat: int, options: list[Action], d: int,
                deadline: float) -> Action:
        """Play every option out in the same worlds until ``deadline``; see module doc."""
        totals = [0.0] * len(options)
        per_world: list[list[float]] = []
        for _ in range(self.rollouts):
            if self.clock() > deadline:
                break
            world_seed = self.rng.getrandbits(32)
            world = sample_world(view, seat, self.c, random.Random(world_seed))
            values: list[float] = []
            for action in options:
                if self.clock() > deadline:
                    break
                game = world.clone()
                game.k.quiet = True
                game.apply(action)
                value = rollout(game, self.rules, random.Random(world_seed),
                                win_bonus=self.win_bonus, clock=self.clock, deadline=deadline)
                if value is None:
                    break
                values.append(value)
            if len(values) < len(options):
                break  # out of time: this world is left out (it is incomplete)
            for i, value in enumerate(values):
                totals[i] += value
            per_world.append(values)
            if self.unanimous and self.stop_when_settled and _settled(per_world, d):
                break  # every other option lost a world: the answer is settled
        if not per_world:
            return options[d]  # not one whole world in time: the heuristic's choice
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        # The heuristic's own choice stands unless another is clearly better on average.
        if (totals[best] - totals[d]) / len(per_world) < self.margin:
            return options[d]
        if self.unanimous and any(v[best] < v[d] for v in per_world):
            return options[d]  # not better in every sampled world: keep the heuristic's
        return options[best]
