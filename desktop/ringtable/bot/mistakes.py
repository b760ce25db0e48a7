"""The mistakes a new LotR player makes, as rules the Easy bot falls back on.

Why not random moves: a random move is an alien mistake (a bot that discards its best
card, or passes with a winning play in hand, feels broken, not beatable). New players
err in recognisable ways: they give each minion a fair fight and forget that the Shadow
piles the leftovers on Frodo; they put wounds on whoever is listed first; they race on
while the fellowship is thin; they forget the Ring until it is too late; as the Shadow
they throw every minion in at once and put the leftovers on the strongest companion
("a fair fight"); they never discard to draw. Each rule is still legal and never
corrupts its own Ring-bearer on the spot (the heuristic's guard drops those).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Game, stats
from .policy import play_value, rb_of

Naive = Callable[[Game, list[Action]], Action | None]


def _pass(actions: list[Action]) -> Action | None:
    return next((a for a in actions if a.kind in ("pass", "stay", "keep")), None)


def fair_fights(g: Game, actions: list[Action]) -> Action | None:
    """Free Peoples: pair a companion with a minion he beats, else stop assigning (the
    leftovers are the Shadow's business, thinks the new player)."""
    pairs = [a for a in actions if a.kind == "assign"]
    if not pairs:
        return None
    if pairs[0].player != g.s.fp:
        # Shadow: the leftover goes to the strongest character, "a fair fight"
        return max(pairs, key=lambda a: (stats.strength(g, a.card), -a.card))
    bearer = rb_of(g, pairs[0].player)
    wins = [a for a in pairs if a.card != bearer
            and stats.strength(g, a.card) > stats.strength(g, a.target)]
    if wins:
        return max(wins, key=lambda a: stats.strength(g, a.target))
    return _pass(actions)


def first_listed(g: Game, actions: list[Action]) -> Action | None:
    """A wound on whoever comes first (the Ring-bearer is listed first)."""
    return actions[0]


def race_on(g: Game, actions: list[Action]) -> Action | None:
    """Move again whenever the Ring-bearer is not on his last vitality point."""
    me = actions[0].player
    if stats.vitality_left(g, rb_of(g, me)) >= 2:
        return next((a for a in actions if a.kind == "move"), None)
    return None


def forget_the_ring(g: Game, actions: list[Action]) -> Action | None:
    return _pass(actions)


def throw_everything(g: Game, actions: list[Action]) -> Action | None:
    """Shadow phase: every affordable minion at once, strongest first; in other windows
    the best play by printed stats."""
    plays = [a for a in actions if a.kind == "play" and play_value(g, a) > 0]
    if not plays:
        return None
    return max(plays, key=lambda a: (g.cards[a.card].type == "minion", play_value(g, a)))


def keep_the_hand(g: Game, actions: list[Action]) -> Action | None:
    return _pass(actions)


NAIVE: dict[str, Naive] = {
    "assign": fair_fights, "archery_wound": first_listed, "move_again": race_on,
    "ring_response": forget_the_ring, "action": throw_everything,
    "reconcile": keep_the_hand,
}
