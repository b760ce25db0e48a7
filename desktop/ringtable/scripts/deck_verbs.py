"""Verbs on a player's piles that pick cards without a choice: ``draw``, ``discard_top``,
``discard_random``, ``random_beneath_deck`` (the game's random source picks, so replays and
clones agree). Split from ``verbs.py`` (its registry and ``Simple`` are used here) to keep
that module small.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import effects, rng
from .reader import Reader
from .runtime import PLAYERS, Step, player_of
from .verbs import Simple, _deck_placer, verb

Game = Any
Ctx = dict[str, Any]


@verb("draw")
def _draw(r: Reader, cost: bool) -> Step:
    v = r.value("draw")
    who = r.str("player", "you", choices=PLAYERS)
    return Simple(lambda g, ctx: effects.draw(g, player_of(g, ctx, who), v(g, ctx)) and None)


def _discard_from_pile(r: Reader, key: str, pile: str, pick: Callable[[Game, list[int]], int],
                       why: str, cost: bool) -> Step:
    """Discard N cards one at a time from a player's ``pile`` (``player``: whose),
    ``pick`` choosing the index of each; stops when the pile is empty. ``as = "x"``
    remembers the cards discarded as ``$x`` ("for each Shadow card discarded in this
    way": Uruk Spy). As a cost the pile must hold N cards (a cost is paid in full or
    not at all)."""
    v = r.value(key)
    who = r.str("player", "fp", choices=PLAYERS)
    into = r.str("as", "")

    def do(g: Game, ctx: Ctx) -> None:
        p = player_of(g, ctx, who)
        gone: list[int] = []
        for _ in range(v(g, ctx)):
            cards = g.s.piles[p][pile]
            if not cards:
                break
            gone.append(cards[pick(g, cards)])
            effects.discard(g, gone[-1], why, ctx["src"])
        if into:
            ctx["v"][into] = gone

    def can_pay(g: Game, ctx: Ctx) -> bool:
        return len(g.s.piles[player_of(g, ctx, who)][pile]) >= v(g, ctx)
    return Simple(do, can_pay if cost else None)


@verb("discard_top")
def _discard_top(r: Reader, cost: bool) -> Step:
    """'discard the top 2 cards of his or her draw deck' (``player`` whose deck)."""
    return _discard_from_pile(r, "discard_top", "draw", lambda g, cards: 0,
                              " from the top of the draw deck", cost)


def _at_random(g: Game, cards: list[int]) -> int:
    """An index drawn from the game's own random source (replays and clones agree)."""
    g.s.rng, k = rng.below(g.s.rng, len(cards))
    return k


@verb("discard_random")
def _discard_random(r: Reader, cost: bool) -> Step:
    """'discards 2 cards at random from hand' (``player`` whose hand)."""
    return _discard_from_pile(r, "discard_random", "hand", _at_random, " at random from hand",
                              cost)


@verb("random_beneath_deck")
def _random_beneath_deck(r: Reader, cost: bool) -> Step:
    """'place a random card from hand beneath his or her draw deck' (``player`` whose
    hand, default ``opponent``; picked with the game's random source). As a cost the
    hand must hold that many cards."""
    v = r.value("random_beneath_deck")
    who = r.str("player", "opponent", choices=PLAYERS)

    def do(g: Game, ctx: Ctx) -> None:
        p = player_of(g, ctx, who)
        for _ in range(v(g, ctx)):
            hand = g.s.piles[p]["hand"]
            if not hand:
                return
            _deck_placer(False)(g, ctx, hand[_at_random(g, hand)])

    def can(g: Game, ctx: Ctx) -> bool:
        return len(g.s.piles[player_of(g, ctx, who)]["hand"]) >= v(g, ctx)
    step = Simple(do, can if cost else None)
    step.can_fully = can  # type: ignore[attr-defined]  # "choose one": fully possible?
    return step
