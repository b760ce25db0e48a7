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

from ..cards.model import Card
from ..engine import Action, Game, stats
from . import judgement, preparations, tricks
from .shadow_plan import is_minion_play, restrained, shadow_minions
from .sites import choose_site

# Hold roaming minions for their own sites (issue 22, item 2; measured in docs/bots.md).
RESTRAINT = True

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
            # strength on the Ring-bearer raises what it takes to overwhelm him (double
            # his strength): a Hobbit Sword on Frodo turns a lethal 8 into a wound
            v += 0.5 * (card.strength or 0) - 0.3
        if a.target >= 0 and g.cards[a.target].type == "companion":
            v += 0.05 * _str(g, a.target)
        return v
    if card.type == "condition":
        return 0.6 if g.rules.is_scripted(g.s.defs[a.card]) else 0.0
    return 0.5 if g.rules.is_scripted(g.s.defs[a.card]) else 0.0


def window(g: Game, actions: list[Action]) -> Action:
    """The best play by :func:`play_value`; in the Shadow phase the minions follow the
    Shadow's plan (:func:`shadow_minions`)."""
    me = actions[0].player
    refill = _first("reshuffle", actions)
    if refill is not None:  # Starter Rules: an empty draw deck made again, always worth it
        return refill
    if g.s.phase == "skirmish" and me == g.s.fp:
        # a trick only where it turns the skirmish (tried on a clone); events kept
        # for a skirmish where they decide something
        return tricks.skirmish_trick(g, actions, _answer) or _pass(actions)
    if me == g.s.fp and g.s.phase in preparations.WINDOWS:
        # events, conditions and abilities only where they improve the coming
        # skirmishes (tried on a clone); the others are not played by printed value
        prep = preparations.best_preparation(g, actions, _answer)
        if prep is not None:
            return prep
        actions = [a for a in actions if not preparations.judged(g, a)] or actions
    if g.s.phase == "shadow" and me != g.s.fp:
        plan = shadow_minions(g, actions)
        if plan is not None:
            if plan:
                return plan[0]
            actions = [a for a in actions if not is_minion_play(g, a)]
        elif RESTRAINT:
            actions = restrained(g, actions)
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
    """Archery (and any wound the Free Peoples player places): never the Ring-bearer
    while someone else can take it, allies before companions, a wound that kills last,
    then the character with the most vitality to spare. The Ring-bearer takes it only
    when every other choice kills a companion and he has vitality to spare."""
    me = actions[0].player
    bearer = rb_of(g, me)
    others = [a for a in actions if a.card != bearer]
    if not others:
        return actions[0]
    best = min(others, key=lambda a: _wound_cost(g, a.card))
    rb_action = next((a for a in actions if a.card == bearer), None)
    if rb_action is not None and _vit(g, best.card) <= 1 and _vit(g, bearer) >= 3 \
            and g.cards[best.card].type == "companion":
        return rb_action
    return best


def _wound_cost(g: Game, c: int) -> tuple[int, int, int, int]:
    """Lower is a cheaper wound: one that does not kill, on an ally, with the most
    vitality left, on the weaker fighter."""
    vit = _vit(g, c)
    return (vit <= 1, g.cards[c].type != "ally", -vit, _str(g, c))


def assign(g: Game, actions: list[Action]) -> Action:
    me = actions[0].player
    pairs = [a for a in actions if a.kind == "assign"]
    if not pairs:
        return _pass(actions)
    if me == g.s.fp:
        return _assign_fp(g, pairs) or _pass(actions)
    return _assign_shadow(g, pairs)


def _assign_fp(g: Game, pairs: list[Action]) -> Action | None:
    """Cover the minions that threaten the Ring-bearer (:func:`judgement.plan_cover`:
    strongest first, to the character who beats it by the least, else who survives it
    best). A companion is thrown in to die only when leaving the minion to the Shadow
    would kill the Ring-bearer. The Ring-bearer only takes a minion he beats."""
    me = pairs[0].player
    bearer = rb_of(g, me)
    minions = sorted({a.target for a in pairs})
    chars = sorted({a.card for a in pairs if a.card != bearer})
    threats = [judgement.threat_of(g, m) for m in minions]
    legal = {(a.card, a.target): a for a in pairs}
    assigned = _assigned_map(g)
    # Who sits out: a companion the plan would send to his death while the others can
    # cover the Ring-bearer without him. Each one is weighed with those already sitting
    # out, and the plan is made again without him, so that the minion still finds a
    # taker: checked one at a time, every companion once said "someone else" and nobody
    # covered a minion that overwhelms Frodo (seen in Normal-vs-Normal games).
    out: set[int] = set()
    while True:
        plan, left = judgement.plan_cover(g, [c for c in chars if c not in out], threats)
        for c, m in plan:
            a = legal.get((c, m.card))
            if a is None:
                continue
            if judgement.lethal(g, c, [m, *assigned.get(c, [])]):
                rest = [t for t in threats if t.card != m.card]
                without = judgement.exposure(g, me, threats, assigned,
                                             frozenset(out | {c}))
                covered = judgement.exposure(g, me, rest, {**assigned, c: [m]},
                                             frozenset(out))
                if not without.killed or covered.killed:
                    out.add(c)  # his death would not save the Ring-bearer
                    break
            return a
        else:
            break
    beaten = [a for a in pairs if a.card == bearer and _str(g, bearer) > _str(g, a.target)
              and len(left) == 1]
    return beaten[0] if beaten else None


def _assigned_map(g: Game) -> dict[int, list[judgement.Threat]]:
    out: dict[int, list[judgement.Threat]] = {}
    for m in stats.minions(g):
        d = g.s.assigned[m]
        if d >= 0:
            out.setdefault(d, []).append(judgement.threat_of(g, m))
    return out


def _assign_shadow(g: Game, pairs: list[Action]) -> Action:
    """Leftover minions go where they hurt most: onto the Ring-bearer when all the
    leftovers together kill him (or add wounds there), else where they kill or wound."""
    fp = g.s.fp
    bearer = rb_of(g, fp)
    assigned = _assigned_map(g)
    margin = stats.resistance(g, bearer) - g.s.burdens[fp] if bearer >= 0 else 0
    wearing = bool(g.s.wearing[fp])
    leftovers = [judgement.threat_of(g, m) for m in sorted({a.target for a in pairs})]
    on_rb = [a for a in pairs if a.card == bearer]
    if on_rb and judgement.lethal(g, bearer, [*assigned.get(bearer, []), *leftovers],
                                  wearing, margin):
        return max(on_rb, key=lambda a: _str(g, a.target))

    def gain(a: Action) -> float:
        before = assigned.get(a.card, [])
        after = [*before, judgement.threat_of(g, a.target)]
        is_rb = a.card == bearer
        if judgement.lethal(g, a.card, after, wearing and is_rb, margin):
            v = 100.0 if is_rb else 10.0 + 0.3 * _str(g, a.card)
        else:
            w = judgement.wounds_from(g, a.card, after) - judgement.wounds_from(
                g, a.card, before)
            v = w * (3.0 if is_rb else 1.0)
        return v - 0.01 * _str(g, a.target)  # the weakest minion that does the job
    return max(pairs, key=gain)


def ring_response(g: Game, actions: list[Action]) -> Action:
    """Put on the Ring when the wounds coming would kill the Ring-bearer, or leave him
    on his last point, and the burdens they become leave him uncorrupted with room."""
    me = actions[0].player
    bearer = rb_of(g, me)
    wear = _first("wear_ring", actions)
    if wear is None:
        return _pass(actions)
    frame = g.s.stack[-1] if g.s.stack else {}
    coming = int(frame.get("n", 1)) if frame.get("k") == "wound" else 1
    margin = stats.resistance(g, bearer) - g.s.burdens[me]
    vit = _vit(g, bearer)
    if vit <= coming and margin > coming:
        return wear
    if vit - coming <= 1 and margin - coming >= 4:
        return wear
    return _pass(actions)


def move_again(g: Game, actions: list[Action]) -> Action:
    """Move again only if the Ring-bearer would survive the next site: the Shadow gets
    its pool plus the next site's Shadow number plus one per companion, and a hand of
    that size fields about half minions (:func:`judgement.expected_minions`, roaming
    before site 4); the minions in play stay. Never with the burdens close to
    resistance or the Ring-bearer on his last point; more daring when the opponent is
    well ahead in the race."""
    me = actions[0].player
    move = _first("move", actions)
    if move is None:
        return _pass(actions)
    bearer = rb_of(g, me)
    margin = stats.resistance(g, bearer) - g.s.burdens[me]
    if margin <= 2 or _vit(g, bearer) <= 1:
        return _pass(actions)
    shadow = next(p for p in range(len(g.s.players)) if p != me)
    twilight = judgement.twilight_after_move(g)
    threats = [judgement.threat_of(g, m) for m in stats.minions(g)]
    threats += judgement.expected_minions(twilight, len(g.s.piles[shadow]["hand"]),
                                          g.s.site[me] + 1)
    risk = judgement.exposure(g, me, judgement.after_archery(threats,
                                                             judgement.fp_archery(g, me)))
    behind = g.s.site[shadow] - g.s.site[me] >= 2
    if risk.killed or risk.companions_lost >= LOSSES_TO_STAY and not behind:
        return _pass(actions)
    if not behind and risk.wounds >= _vit(g, bearer) - 1:
        return _pass(actions)
    return move


# Moving again is worth less than a companion: the fellowship that stays keeps him and
# plays more cover next turn (measured: see docs/bots.md, third pass).
LOSSES_TO_STAY = 1


def heal(g: Game, actions: list[Action]) -> Action:
    heals = [a for a in actions if a.kind == "heal"]
    if not heals:
        return _pass(actions)
    rb = rb_of(g, actions[0].player)
    return max(heals, key=lambda a: (a.card == rb and g.s.wounds[a.card] > 0,
                                     g.s.wounds[a.card] / max(1, stats.vitality(g, a.card))))


def reconcile(g: Game, actions: list[Action]) -> Action:
    """Reconcile: discard one card, then draw up to 8. A full hand that never discards
    never draws, so the least useful card goes whenever it is worth less than a fresh
    draw (:data:`DRAW_VALUE`); when a discard is compulsory, the least useful anyway."""
    discards = [a for a in actions if a.kind == "discard"]
    refill = _first("reshuffle", actions)
    if refill is not None:  # before drawing up from an empty draw deck
        return refill
    if not discards:
        return _pass(actions)
    me = discards[0].player
    value = _hand_values(g, me)
    worst = min(discards, key=lambda a: value.get(a.card, 0.0))
    if _first("pass", actions) is None:
        return worst
    draw = DRAW_VALUE
    comps = len(g.s.piles[me]["fellowship"]) - 1
    if comps < 3 and not any(g.cards[c].type == "companion" and value.get(c, 0) >= 3
                             for c in g.s.piles[me]["hand"]):
        draw += NEED_COMPANIONS  # a thin fellowship needs a fresh card more than a spare
    if g.s.piles[me]["draw"] and value.get(worst.card, 0.0) < draw:
        return worst
    return _pass(actions)


def _hand_values(g: Game, me: int) -> dict[int, float]:
    """Keep values of ``me``'s hand, with spares worth less: beyond the third minion
    each further one (weakest last) loses :data:`SPARE_MINION`, so a hand clogged with
    minions for the Shadow turn still lets a companion be drawn."""
    hand = g.s.piles[me]["hand"]
    out = {c: _card_keep_value(g, c) for c in hand}
    minions = sorted((c for c in hand if g.cards[c].type == "minion"),
                     key=lambda c: -out[c])
    for i, c in enumerate(minions):
        out[c] -= SPARE_MINION * max(0, i - 2)
    return out


# What an unknown card from the draw deck is worth keeping, on the scale below.
DRAW_VALUE = 1.6
NEED_COMPANIONS = 0.8
# Keep the tricks (fourth pass, measured in docs/bots.md): a scripted event is worth
# more than a fresh draw (1.2 before: every trick was thrown away at the reconcile), an
# event of the coming turn's side more still, and a minion in the hand of the coming
# Free Peoples turn a little less.
ROLE_RECONCILE = True
NEXT_TURN_EVENT = 2.0
EVENT = 1.7
FP_TURN_MINION = 0.5
SPARE_MINION = 0.45


def _card_keep_value(g: Game, c: int) -> float:
    """How much a card in hand is worth keeping: companions not yet in play most (they
    are the cover that keeps the Ring-bearer alive), minions by strength, items by their
    bonus, scripted events (the tricks) above a fresh draw, unscripted events and copies
    of unique cards in play (beyond one kept to heal) nothing."""
    card = g.cards[c]
    me = g.s.owner[c]
    scripted = g.rules.is_scripted(g.s.defs[c])
    # two players swap sides every turn: at the reconcile, the Shadow player's next
    # turn is his Free Peoples turn, and the other way round
    next_fp = me != g.s.fp
    if card.type == "event":
        if not scripted:
            return 0.0
        if ROLE_RECONCILE and (card.side == "free_peoples") == next_fp:
            return NEXT_TURN_EVENT  # a trick for the coming turn's skirmishes
        return EVENT
    if card.type == "companion":
        in_play = any(g.cards[x].title == card.title for x in g.s.piles[me]["fellowship"])
        if in_play:
            return 1.0
        return 3.0 + 0.1 * (card.strength or 0)
    if card.type == "ally":
        return 1.3
    if card.type == "minion":
        return 1.4 + 0.15 * (card.strength or 0) - (FP_TURN_MINION if ROLE_RECONCILE
                                                      and next_fp else 0.0)
    bonus = (card.strength or 0) + (card.vitality or 0) + (card.resistance or 0)
    return (1.0 + 0.3 * bonus) if (bonus > 0 or scripted) else 0.3


def starting_fellowship(g: Game, actions: list[Action]) -> Action:
    """The starting fellowship: as many companions as the cost limit allows (cheapest
    first, the strongest of a cost), see :func:`start_key`."""
    starts = [a for a in actions if a.kind == "start_with"]
    if not starts:
        return _pass(actions)
    return max(starts, key=lambda a: start_key(g.cards[a.card]))


def start_key(card: Card) -> tuple[int, int]:
    """Which companion to start with: the cheapest, then the strongest. The starting
    fellowship is free, and bodies are what keep the Ring-bearer alive: each companion
    can take one minion, and every minion left over goes on Frodo. Two 2-cost companions
    cover two minions where one 4-cost Aragorn covers one (measured in docs/bots.md,
    third pass: the costliest-first start lost more Ring-bearers at sites 2 to 4)."""
    return (-(card.twilight_cost or 0), card.strength or 0)


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


def choose(g: Game, actions: list[Action]) -> Action:
    """A card's "choose": read the prompt. Wounding or exerting one's own characters
    follows the archery rule (never the Ring-bearer first); healing picks the
    Ring-bearer, then the most wounded; wounding an opponent's character picks his
    Ring-bearer, then the one with the least vitality left. Otherwise the first."""
    frame = g.s.stack[-1] if g.s.stack else {}
    # "<card title>: <what to choose>": read what to choose, not the title ("Healer...")
    prompt = str(frame.get("prompt", "")).split(": ", 1)[-1].lower()
    picks = [a for a in actions if a.kind == "choose"]
    if not picks:
        return actions[0]
    me = picks[0].player
    own = [a for a in picks if g.s.owner[a.card] == me and stats.is_character(g, a.card)]
    theirs = [a for a in picks if g.s.owner[a.card] != me and stats.is_character(g, a.card)]
    if any(w in prompt for w in ("wound", "exert")):
        if own and len(own) == len(picks):
            return archery_wound(g, own)
        if theirs and len(theirs) == len(picks):
            return min(theirs, key=lambda a: (a.card != rb_of(g, g.s.owner[a.card]),
                                              _vit(g, a.card)))
    if "heal" in prompt and own:
        return max(own, key=lambda a: (a.card == rb_of(g, me) and g.s.wounds[a.card] > 0,
                                       g.s.wounds[a.card]))
    return actions[0]


def threat_wound(g: Game, actions: list[Action]) -> Action:
    """Threat wounds go on companions only, one at a time: the archery rule (never the
    Ring-bearer while another can take it, never a wound that kills while one that does
    not is possible, then the most vitality to spare and the weaker fighter)."""
    return archery_wound(g, actions)


def muster(g: Game, actions: list[Action]) -> Action:
    """Muster: choose the least useful card of the hand while it is worth less than a
    fresh draw; stop otherwise."""
    discards = [a for a in actions if a.kind == "discard"]
    if not discards:
        return _pass(actions)
    value = _hand_values(g, discards[0].player)
    worst = min(discards, key=lambda a: value.get(a.card, 0.0))
    return worst if value.get(worst.card, 0.0) < DRAW_VALUE else _pass(actions)


# a character exerted for toil must keep this much vitality to spare (not left exhausted)
TOIL_SPARE = 2


def toil(g: Game, actions: list[Action]) -> Action:
    """Toil: exert the character with the most vitality to spare (never the Ring-bearer
    while another can), as long as it is not left exhausted; play at the full cost
    otherwise. When the cost must still come down, exert the least needed anyway."""
    exerts = [a for a in actions if a.kind == "exert"]
    if not exerts:
        return _pass(actions)
    rb = rb_of(g, exerts[0].player)
    best = max(exerts, key=lambda a: (a.card != rb, _vit(g, a.card), -_str(g, a.card)))
    if _first("pass", actions) is None or _vit(g, best.card) - 1 >= TOIL_SPARE:
        return best
    return _pass(actions)


def aid(g: Game, actions: list[Action]) -> Action:
    """Aid: pay only for a follower whose text the engine enforces (an unscripted one
    does nothing for a bot) and only a cost that hurts little: twilight of 2 or less
    (a Shadow player: what the pool spares), a burden or a threat with room to spare, an
    exertion that leaves the companion unexhausted. It goes to the strongest character
    (the Ring-bearer last), who will skirmish."""
    from ..engine.followers import aid_cost

    me = actions[0].player
    rb = rb_of(g, me)
    best: Action | None = None
    for a in actions:
        if a.kind != "aid" or not g.rules.is_scripted(g.s.defs[a.card]):
            continue
        cost = aid_cost(g.cards[a.card])
        if cost is None or not _cheap_aid(g, me, cost.kind, cost.n, a.value):
            continue
        if best is None or (a.target != rb, _str(g, a.target)) > \
                (best.target != rb, _str(g, best.target)):
            best = a
    return best or _pass(actions)


def _cheap_aid(g: Game, me: int, kind: str, n: int, payer: int) -> bool:
    s = g.s
    if kind == "twilight":
        return n <= 2 if me == s.fp else n < s.twilight
    if kind == "burden":
        rb = rb_of(g, me)
        return rb >= 0 and stats.resistance(g, rb) - s.burdens[me] - n >= 3
    if kind == "threat":
        return s.threats[me] + n < len(s.piles[me]["fellowship"]) - 1
    return payer >= 0 and _vit(g, payer) - 1 >= TOIL_SPARE


RULES: dict[str, Rule] = {
    "action": window, "archery_wound": archery_wound, "assign": assign,
    "ring_response": ring_response, "move_again": move_again, "sanctuary_heal": heal,
    "reconcile": reconcile, "reconcile_discard": reconcile,
    "starting_fellowship": starting_fellowship, "bid": bid, "seat": seat,
    "mulligan": yes("keep"), "ambush": yes("ambush"), "succession": yes("succeed"),
    "choose_skirmish": first, "choose": choose, "order_triggers": first,
    "optional_trigger": yes("resolve"), "threat_wound": threat_wound, "muster": muster,
    "toil": toil, "aid": aid, "choose_site": choose_site,
}


def _answer(g: Game, actions: list[Action]) -> Action:
    """The fast rules for a choice a tried trick asks (a skirmish window passes: no
    trick inside a trick)."""
    if g.decision is not None and g.decision.kind == "action":
        return _pass(actions)
    return RULES.get(g.decision.kind if g.decision else "", first)(g, actions)


def fast_choice(g: Game, rng: random.Random | None = None, epsilon: float = 0.0) -> Action:
    """The rule's choice for the pending decision of ``g`` (random with ``epsilon``)."""
    actions = g.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if rng is not None and epsilon and rng.random() < epsilon:
        return rng.choice(actions)
    rule = RULES.get(g.decision.kind, first)  # type: ignore[union-attr]
    with g.held_still():  # the rules read each strength many times (``judgement``)
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
