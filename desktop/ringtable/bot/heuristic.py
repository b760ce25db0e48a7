"""``HeuristicBot`` (Normal) and ``EasyBot``: rules plus a one-step look-ahead.

Why this shape: hand rules alone misjudge cost/benefit (a companion feeds the Shadow
twilight; moving again risks the Ring-bearer), while full search is slow. So for each
decision the bot samples one or two worlds consistent with its view (the engine's
``determinise``, under the game's own ``Rules``), applies every candidate to a clone,
lets the fast rules of :mod:`ringtable.bot.policy` play the rest of the current turn
(skirmishes included), and keeps the candidate with the best
:func:`ringtable.bot.evaluate.evaluate`. Same worlds
for every candidate (common random numbers), so differences are the candidates' own.

Hard guards, checked before any score: a candidate after which our own Ring-bearer is
dead or corrupted is dropped whenever another exists; the same non-pass action repeated
in one phase more than ``MAX_REPEATS`` times is dropped (no loops); an undecidable
position falls back on the rules, whose default is to pass.
"""

from __future__ import annotations

import contextlib
import math
import random
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..cards.database import CardDatabase
from ..decks.model import Deck
from ..engine import Action, Game, Rules
from ..engine.determinise import NoWorld, determinise
from . import judgement, policy, preparations
from .base import legal_actions
from .evaluate import judge
from .mistakes import NAIVE
from .policy import RULES, first, rollout, shortlist, start_key
from .shadow_plan import kill_plan_now, restrained
from .sites import site_one

MAX_REPEATS = 3
HORIZON = 160
SHORTLIST = 10  # look ahead on at most this many candidates (think time p95 < 50 ms)
# A pass wins ties: an action that changes nothing measurable (moving an item back and
# forth, an unscripted card) must not be repeated just because it scores as well.
PASS_BONUS = 1e-4
PASSIVE = frozenset({"pass", "stay", "keep"})
# Value of a candidate whose card script raised in a sampled world: avoided when anything
# else is possible, yet never mistaken for a loss. Bots must not crash on a guessed world.
FAILED = -1.0
# How far the look-ahead must beat the rule's answer to overrule it, per decision kind:
# the protective decisions (who takes which minion, where a wound goes, the Ring, moving
# on) are judged better by the skirmish arithmetic than by one sampled play-out.
RULE_BONUS = {"assign": 0.6, "archery_wound": 0.3, "ring_response": 0.6,
              "move_again": 0.3, "sanctuary_heal": 0.1, "choose": 0.1,
              "succession": 1.0, "reconcile": 0.1, "threat_wound": 0.3, "choose_site": 0.3}
# A companion played in the fellowship phase feeds the Shadow a twilight or two, which a
# short look-ahead sees at once, but is the cover that keeps the Ring-bearer alive later.
COMPANION_BONUS = 0.3
# ... and is judged on this many sampled worlds: in one, the guessed Shadow hand may turn
# the companion's twilight into a kill (-1) and the fellowship moves on thin; a player
# weighs that against the usual hands (3 worlds: one such hand no longer decides).
COMPANION_WORLDS = 3
# A minion the Shadow's plan plays (a kill, or wounds it will deal) costs a card in hand
# that the look-ahead values as much as the wound it deals.
MINION_BONUS = 0.1
# ... and more when it is part of a kill the arithmetic proves (``judgement.kill_plan``):
# a play-out with random moves sometimes fails to finish the kill and a pass can look
# as good within the horizon, but the kill ends the game now.
KILL_BONUS = 0.3
DEFAULT_BONUS = 0.05
# A Free Peoples skirmish trick the rule found (:mod:`ringtable.bot.tricks`) was tried on
# a clone of this very skirmish: a one-world play-out of the whole turn must not undo it.
TRICK_BONUS = 0.3
# An event or ability the Free Peoples rule found to improve the coming skirmishes
# (:mod:`ringtable.bot.preparations`, tried on a clone): the same reasoning, outside them.
PREP_BONUS = 0.2


class LoopGuard:
    """Counts each non-pass action per (turn, phase); beyond ``MAX_REPEATS`` it is no
    longer offered to the bot (GEMP's bots froze repeating one answer)."""

    def __init__(self) -> None:
        self._seen: Counter[tuple[Any, ...]] = Counter()

    def filter(self, view: dict[str, Any], actions: list[Action]) -> list[Action]:
        key = (view["turn"], view["phase"])
        kept = [a for a in actions if a.kind in PASSIVE
                or self._seen[(*key, a)] < MAX_REPEATS]
        return kept or actions

    def record(self, view: dict[str, Any], action: Action) -> None:
        if action.kind not in PASSIVE:
            self._seen[(view["turn"], view["phase"], action)] += 1


def setup_choice(view: dict[str, Any], actions: list[Action], db: CardDatabase) -> Action:
    """Setup decisions need no look-ahead (and the bids are secret): bid nothing, sit
    first, keep the hand, start with as many companions as fit (``start_key``)."""
    kind = view["decision"]["kind"]
    if kind in ("bid", "seat"):
        return min(actions, key=lambda a: a.value)
    if kind == "mulligan":
        return next((a for a in actions if a.kind == "keep"), actions[0])
    if kind == "starting_fellowship":
        starts = [a for a in actions if a.kind == "start_with"]
        cards = view["cards"]

        def key(a: Action) -> tuple[int, int]:
            return start_key(db[(cards.get(a.card) or cards.get(str(a.card)))["card"]])
        return max(starts, key=key) if starts else actions[-1]
    if kind == "choose_site":  # site 1 of a Shadows-era path (see bot.sites)
        return site_one(view, actions, db)
    return actions[0]


class HeuristicBot:
    """Normal level. ``worlds`` sampled worlds per decision; ``epsilon`` > 0 makes
    mistakes on purpose (see :class:`EasyBot`). ``rules``: the rules of the games it
    plays (the game's own ``Rules`` object), which its look-ahead runs."""

    def __init__(self, seed: int = 0, deck: Deck | None = None, worlds: int = 1,
                 epsilon: float = 0.0, name: str = "heuristic", *, rules: Rules) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.deck = deck
        self.worlds = worlds
        self.epsilon = epsilon
        self.rules = rules
        self.db = rules.db
        self.guard = LoopGuard()

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        try:
            worlds = [determinise(view, self.rules, self.rng, self.deck)
                      for _ in range(self.worlds)]
        except NoWorld:
            return setup_choice(view, actions, self.db)
        actions = self.guard.filter(view, actions)
        rule = rule_choice(worlds[0], actions)
        if len(worlds) < COMPANION_WORLDS and is_companion_play(worlds[0], rule):
            worlds += [determinise(view, self.rules, self.rng, self.deck)
                       for _ in range(COMPANION_WORLDS - len(worlds))]
        if policy.RESTRAINT:
            actions = restrained(worlds[0], actions)
        actions = shortlist(worlds[0], spare_ring_bearer(worlds[0], actions, rule),
                            SHORTLIST)
        if rule is not None and rule not in actions:
            actions.append(rule)
        scored = with_rule_bonus(worlds[0], score_actions(worlds, actions, seat), rule)
        choice = self._pick(scored)
        self.guard.record(view, choice)
        return choice

    def _pick(self, scored: list[tuple[float, Action]]) -> Action:
        safe = [x for x in scored if x[0] > -1.5] or scored
        if self.epsilon and self.rng.random() < self.epsilon:
            return self.rng.choice(safe)[1]
        return max(safe, key=lambda x: x[0])[1]


def rule_choice(world: Game, actions: list[Action]) -> Action | None:
    """The fast rule's answer on ``world`` (None if the rule fails on a guessed world)."""
    if world.decision is None:
        return None
    try:
        return RULES.get(world.decision.kind, first)(world, actions)
    except Exception:  # noqa: BLE001 - a rule reading a script's odd state
        return None


def spare_ring_bearer(world: Game, actions: list[Action], rule: Action | None
                      ) -> list[Action]:
    """Free Peoples assignment: the Ring-bearer is not sent into a skirmish he does not
    win while another character could take that minion (a sound player never does: the
    Shadow's skirmish pumps turn his wound into an overwhelm), unless the rule's own
    answer is that. A one-world look-ahead, blind to the Shadow's hand, once chose it."""
    if world.decision is None or world.decision.kind != "assign" \
            or not actions or actions[0].player != world.s.fp:
        return actions
    bearer = world.s.ring_bearer[world.s.fp]
    covered = {a.target for a in actions if a.kind == "assign" and a.card != bearer}

    def losing(a: Action) -> bool:
        return a.kind == "assign" and a.card == bearer and a != rule \
            and a.target in covered and judgement.fighting_strength(world, a.target) \
            >= judgement.fighting_strength(world, bearer)
    return [a for a in actions if not losing(a)] or actions


def is_companion_play(world: Game, rule: Action | None) -> bool:
    return rule is not None and rule.kind == "play" and world.s.phase == "fellowship" \
        and world.decision is not None and world.decision.kind == "action" \
        and world.cards[rule.card].type == "companion"


def rule_bonus(world: Game, rule: Action) -> float:
    """How far the look-ahead must beat the rule's answer ``rule`` on ``world``."""
    kind = world.decision.kind if world.decision is not None else ""
    if kind == "action" and rule.kind == "play" and world.s.phase == "fellowship" \
            and world.cards[rule.card].type == "companion":
        return COMPANION_BONUS
    if kind == "action" and rule.kind == "play" and world.cards[rule.card].type == "minion":
        title = world.cards[rule.card].title
        if world.s.phase == "shadow" and any(
                world.cards[c].title == title
                for c in kill_plan_now(world, world.legal_actions())):
            return KILL_BONUS
        return MINION_BONUS
    if kind == "action" and rule.kind in ("play", "use") and world.s.phase == "skirmish" \
            and rule.player == world.s.fp:
        return TRICK_BONUS
    if kind == "action" and rule.player == world.s.fp and world.s.phase in preparations.WINDOWS \
            and preparations.judged(world, rule):
        return PREP_BONUS
    return RULE_BONUS.get(kind, DEFAULT_BONUS)


def with_rule_bonus(world: Game, scored: list[tuple[float, Action]],
                    rule: Action | None) -> list[tuple[float, Action]]:
    """The rule's answer gets :func:`rule_bonus`: a one-world look-ahead must beat it
    clearly to overrule the arithmetic of skirmishes, and when every option looks lost
    (a one-sample play-out) the rule decides."""
    if rule is None:
        return scored
    bonus = rule_bonus(world, rule)
    return [(v + bonus if a == rule else v, a) for v, a in scored]


def score_actions(worlds: list[Game], actions: list[Action], seat: int,
                  horizon: int = HORIZON, stop_at: float = math.inf,
                  clock: Callable[[], float] = time.perf_counter, fitted: bool = False
                  ) -> list[tuple[float, Action]]:
    """Average look-ahead value of each action over ``worlds``; below -1.5 means the
    action loses the game on the spot (our Ring-bearer dies or is corrupted). Once
    ``clock()`` passes ``stop_at`` the actions not yet scored are left out (the first
    is always scored): a bot with a time cap lists what matters first. ``fitted``: judge
    the look-aheads by the evaluation fitted on self-play (see ``evaluate.judge``)."""
    out: list[tuple[float, Action]] = []
    for a in actions:
        if out and clock() >= stop_at:
            break
        total = 0.0
        for world in worlds:
            total += look_ahead(world, a, seat, horizon, fitted=fitted)
        out.append((total / len(worlds) + (PASS_BONUS if a.kind in PASSIVE else 0.0), a))
    return out


def look_ahead(world: Game, action: Action, seat: int, horizon: int = HORIZON,
               rng: random.Random | None = None, epsilon: float = 0.0,
               fitted: bool = False) -> float:
    """``action`` played on a clone of ``world`` and the rest of the turn by the fast
    rules, judged at the start of the next turn (``evaluate.judge``)."""
    g = world.clone()
    try:
        g.apply(action)
    except Exception:  # noqa: BLE001 - a script failing in a guessed world
        return FAILED
    o = g.s.outcome
    if o is not None and o["winner"] != seat:
        return -2.0
    until = world.s.turn + 1
    with contextlib.suppress(Exception):  # a script failing later: judge what we reached
        rollout(g, horizon, rng, epsilon, until_turn=until)
    return judge(g, seat, until, fitted)


class EasyBot(HeuristicBot):
    """Easy level: a new player's game. On ``mistakes`` of its decisions (35 %) where
    :data:`ringtable.bot.mistakes.NAIVE` has a rule for the kind, it plays that naive
    rule (fair fights and no thought for the leftovers, wounds on whoever is first,
    racing on, forgetting the Ring, every minion at once, never discarding to draw)
    instead of the sound one. It still never loses on the spot: a naive answer after
    which its own Ring-bearer is dead or corrupted is replaced by the sound one."""

    def __init__(self, seed: int = 0, deck: Deck | None = None, mistakes: float = 0.35,
                 name: str = "easy", epsilon: float = 0.0, *, rules: Rules) -> None:
        super().__init__(seed, deck, 1, epsilon, name, rules=rules)
        self.mistakes = mistakes

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        kind = view.get("decision", {}).get("kind", "")
        naive = NAIVE.get(kind)
        if naive is not None and self.rng.random() < self.mistakes:
            actions = self.guard.filter(view, legal_actions(view))
            try:
                world = determinise(view, self.rules, self.rng, self.deck)
                choice = naive(world, actions)
            except Exception:  # noqa: BLE001 - no world (setup) or a script's odd state
                choice = None
            if choice is not None and look_ahead(world, choice, seat) > -1.5:
                self.guard.record(view, choice)
                return choice
        return super().choose(view, seat)


__all__ = ["EasyBot", "HeuristicBot", "RULES", "first", "score_actions", "setup_choice"]
