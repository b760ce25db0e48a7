"""Fast rules, one per decision kind: the rollout policy and the heuristic's fallback.

Why a separate, cheap policy: the heuristic and the search judge a candidate by playing
the game forward a little on a determinized world, and that play-out must cost
microseconds per decision. These rules read the (sampled) ``Game`` directly, which is
fair: it is the bot's own guess of the world, never the real game. ``epsilon`` mixes in
random legal actions so that rollouts explore.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, Game, stats

Rule = Callable[[Game, list[Action]], Action]


def _str(g: Game, c: int) -> int:
    return stats.strength(g, c)


def _vit(g: Game, c: int) -> int:
    return stats.vitality_left(g, c)


def rb_of(g: Game, player: int) -> int:
    return g.s.ring_bearer[player]


def _first(kind: str, actions: list[Action]) -> Action | None:
    return next((a for a in actions if a.kind == kind), None)


def _pass(actions: list[Action]) -> Action:
    for kind in ("pass", "stay", "keep"):
        a = _first(kind, actions)
        if a is not None:
            return a
    return actions[0]


def play_value(g: Game, a: Action) -> float:
    """How much a ``play`` is worth playing now, by printed stats (0 = do not)."""
    card = g.cards[a.card]
    me = a.player
    if not g.rules.is_scripted(g.s.defs[a.card]) and card.type == "event":
        return 0.0  # an unscripted event does nothing but cost twilight
    if card.type == "companion":
        return 3.0 + 0.3 * (card.strength or 0) + 0.3 * (card.vitality or 0)
    if card.type == "ally":
        return 1.0
    if card.type == "minion":
        return 2.0 + 0.4 * (card.strength or 0) - (0.6 if g.s.fp == me else 0)
    if card.type in ("possession", "artifact"):
        bonus = (card.strength or 0) + (card.vitality or 0) + (card.resistance or 0)
        if bonus <= 0 and not g.rules.is_scripted(g.s.defs[a.card]):
            return 0.0
        v = 1.0 + 0.4 * bonus
        if a.target >= 0 and a.target == rb_of(g, me):
            v -= 0.3  # the Ring-bearer should not need to fight
        if a.target >= 0 and g.cards[a.target].type == "companion":
            v += 0.05 * _str(g, a.target)
        return v
    if card.type == "condition":
        return 0.6 if g.rules.is_scripted(g.s.defs[a.card]) else 0.0
    return 0.5 if g.rules.is_scripted(g.s.defs[a.card]) else 0.0


def window(g: Game, actions: list[Action]) -> Action:
    best, value = None, 0.0
    for a in actions:
        if a.kind == "play":
            v = play_value(g, a)
        elif a.kind == "heal_discard":
            v = 1.5 if g.s.wounds[a.target] else 0.0
        else:
            continue
        if v > value:
            best, value = a, v
    return best or _pass(actions)


def archery_wound(g: Game, actions: list[Action]) -> Action:
    """Wound our own sturdiest character that is not the Ring-bearer (allies first)."""
    me = actions[0].player
    rb = rb_of(g, me)

    def cost(a: Action) -> tuple[int, int, int]:
        return (a.card == rb, -_vit(g, a.card) + (g.cards[a.card].type == "ally") * -2,
                -_str(g, a.card))
    return min(actions, key=cost)


def assign(g: Game, actions: list[Action]) -> Action:
    me = actions[0].player
    pairs = [a for a in actions if a.kind == "assign"]
    if not pairs:
        return _pass(actions)
    if me == g.s.fp:
        return _assign_fp(g, pairs) or _pass(actions)
    return _assign_shadow(g, pairs)


def _assign_fp(g: Game, pairs: list[Action]) -> Action | None:
    """Strongest minion first, to the companion that beats it by the least; else the
    sturdiest non-Ring-bearer soaks it. The Ring-bearer only takes a minion he beats."""
    rb = rb_of(g, pairs[0].player)
    minion = max({a.target for a in pairs}, key=lambda m: _str(g, m))
    options = [a for a in pairs if a.target == minion]
    m = _str(g, minion)
    winners = [a for a in options if _str(g, a.card) > m]
    safe = [a for a in winners if a.card != rb]
    if safe:
        return min(safe, key=lambda a: _str(g, a.card))
    if winners:
        return winners[0]
    soak = [a for a in options if a.card != rb and _vit(g, a.card) > 1]
    if soak:
        return max(soak, key=lambda a: (_vit(g, a.card), _str(g, a.card)))
    soak = [a for a in options if a.card != rb]
    return max(soak, key=lambda a: _str(g, a.card)) if soak else None


def _assign_shadow(g: Game, pairs: list[Action]) -> Action:
    """Leftover minions go where they hurt most: the Ring-bearer if they beat him."""
    rb = rb_of(g, g.s.fp)

    def gain(a: Action) -> float:
        margin = _str(g, a.target) - _str(g, a.card)
        v = margin + (3.0 if margin >= 0 else 0.0)
        if a.card == rb and margin >= 0:
            v += 4.0
        return v - 0.5 * _vit(g, a.card)
    return max(pairs, key=gain)


def ring_response(g: Game, actions: list[Action]) -> Action:
    """Wear the Ring only to save the Ring-bearer's life, never to corrupt him."""
    me = actions[0].player
    rb = rb_of(g, me)
    margin = stats.resistance(g, rb) - g.s.burdens[me]
    wear = _first("wear_ring", actions)
    if wear is not None and _vit(g, rb) <= 2 and margin > 3:
        return wear
    return _pass(actions)


def move_again(g: Game, actions: list[Action]) -> Action:
    me = actions[0].player
    rb = rb_of(g, me)
    comps = g.s.piles[me]["fellowship"]
    healthy = sum(1 for c in comps if _vit(g, c) >= 2)
    margin = stats.resistance(g, rb) - g.s.burdens[me]
    if healthy >= 3 and _vit(g, rb) >= 3 and margin > 3:
        return _first("move", actions) or actions[0]
    return _pass(actions)


def heal(g: Game, actions: list[Action]) -> Action:
    heals = [a for a in actions if a.kind == "heal"]
    if not heals:
        return _pass(actions)
    rb = rb_of(g, actions[0].player)
    return max(heals, key=lambda a: (a.card == rb and g.s.wounds[a.card] > 0,
                                     g.s.wounds[a.card] / max(1, stats.vitality(g, a.card))))


def reconcile(g: Game, actions: list[Action]) -> Action:
    discards = [a for a in actions if a.kind == "discard"]
    if not discards or _first("pass", actions) is not None:
        return _pass(actions)
    return min(discards, key=lambda a: _card_keep_value(g, a.card))


def _card_keep_value(g: Game, c: int) -> float:
    card = g.cards[c]
    if card.type == "event" and not g.rules.is_scripted(g.s.defs[c]):
        return 0.0
    return 1.0 + (card.strength or 0) * 0.2 + (card.type in ("companion", "minion"))


def starting_fellowship(g: Game, actions: list[Action]) -> Action:
    starts = [a for a in actions if a.kind == "start_with"]
    if not starts:
        return _pass(actions)
    return max(starts, key=lambda a: (g.cards[a.card].twilight_cost or 0,
                                      g.cards[a.card].strength or 0))


def bid(g: Game, actions: list[Action]) -> Action:
    return min(actions, key=lambda a: a.value)


def seat(g: Game, actions: list[Action]) -> Action:
    return min(actions, key=lambda a: a.value)


def yes(kind: str) -> Rule:
    def rule(g: Game, actions: list[Action]) -> Action:
        return _first(kind, actions) or actions[0]
    return rule


def first(g: Game, actions: list[Action]) -> Action:
    return actions[0]


RULES: dict[str, Rule] = {
    "action": window, "archery_wound": archery_wound, "assign": assign,
    "ring_response": ring_response, "move_again": move_again, "sanctuary_heal": heal,
    "reconcile": reconcile, "reconcile_discard": reconcile,
    "starting_fellowship": starting_fellowship, "bid": bid, "seat": seat,
    "mulligan": yes("keep"), "ambush": yes("ambush"), "succession": yes("succeed"),
    "choose_skirmish": first, "choose": first, "order_triggers": first,
    "optional_trigger": yes("resolve"),
}


def fast_choice(g: Game, rng: random.Random | None = None, epsilon: float = 0.0) -> Action:
    """The rule's choice for the pending decision of ``g`` (random with ``epsilon``)."""
    actions = g.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if rng is not None and epsilon and rng.random() < epsilon:
        return rng.choice(actions)
    rule = RULES.get(g.decision.kind, first)  # type: ignore[union-attr]
    return rule(g, actions)


def rollout(g: Game, max_decisions: int, rng: random.Random | None = None,
            epsilon: float = 0.0, until_turn: int | None = None) -> int:
    """Play ``g`` forward in place with the fast rules; stop at the end of the game,
    after ``max_decisions``, or once turn ``until_turn`` has begun. Returns decisions."""
    n = 0
    while n < max_decisions and g.s.outcome is None and g.decision is not None:
        if until_turn is not None and g.s.turn >= until_turn:
            break
        g.apply(fast_choice(g, rng, epsilon))
        n += 1
    return n


def prior(g: Game, a: Action) -> float:
    """A rough, instant value of an action, used to shortlist the candidates worth a
    look-ahead when there are many (items on every bearer, every assignment pair)."""
    if a.kind in ("pass", "stay", "keep"):
        return 100.0
    if a.kind == "play":
        return play_value(g, a)
    if a.kind == "heal_discard":
        return 1.5
    if a.kind == "assign":
        margin = _str(g, a.card) - _str(g, a.target)
        if a.player != g.s.fp:
            margin = -margin + (3.0 if a.card == rb_of(g, g.s.fp) else 0.0)
        elif a.card == rb_of(g, a.player):
            margin -= 3.0
        return margin
    if a.kind == "transfer":
        return 0.1
    return 1.0


def shortlist(g: Game, actions: list[Action], k: int) -> list[Action]:
    """At most ``k`` actions, passing always among them, best ``prior`` first."""
    if len(actions) <= k:
        return actions
    return sorted(actions, key=lambda a: -prior(g, a))[:k]
