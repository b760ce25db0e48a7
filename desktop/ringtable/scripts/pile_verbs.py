"""Verbs that choose cards, or look into a pile first: ``choose`` ("choose 2
companions"), ``reveal`` ("reveal the top 3 cards of your draw deck", "reveal a [gondor]
card from hand", each optionally followed by a choice among the cards revealed,
``then_choose``),
``search`` ("take a [gondor] card into hand from your draw deck, then reshuffle") and
``shuffle_deck``.

Why here: each is a short program of the one choose step (:mod:`.choosing`) and plain
steps, so the rule that a choice must be fully possible, the hidden-information rules
(a search offers the searching player's own deck; the opponent sees counts) and the
suspension on a pending Decision are those of every other choice.
"""

from __future__ import annotations

from typing import Any

from ..engine import effects, rng
from .choosing import Choose, Do, program, var
from .filters import Filter
from .reader import FieldError, Reader
from .runtime import PLAYERS, Step, player_of
from .verbs import ZONES, Target, verb

Game = Any
Ctx = dict[str, Any]


def _among(who: Filter, name: str):  # noqa: ANN202 - a Source
    """The cards remembered as ``$name`` that match ``who`` (wherever they are)."""
    def source(g: Game, ctx: Ctx) -> list[int]:
        return [c for c in var(ctx, name) if who.match(g, c, ctx)]
    return source


def _choose_step(r: Reader, key: str, into: str, among: str = "") -> Choose:
    """A Choose read from ``r``: filter ``key``, ``count``, ``up_to``, ``chooser`` and
    where from: ``among`` (cards remembered), else ``from`` a pile ``of`` a player."""
    who: Filter = r.filter(key)  # type: ignore[assignment]
    count = r.int("count", 1)
    if count < 1:
        raise FieldError(r.sub("count"), f"must be at least 1, got {count}")
    upto = r.bool("up_to")
    chooser = r.str("chooser", "you", choices=PLAYERS)
    if not among:
        among = r.str("among", "")
        zone = r.str("from", "play", choices=ZONES)
        pile_of = r.str("of", "you", choices=PLAYERS)
    if among:
        source = _among(who, among)
    elif zone == "play":
        source = who.in_play
    else:
        def source(g: Game, ctx: Ctx) -> list[int]:
            return who.in_pile(g, player_of(g, ctx, pile_of), zone, ctx)
    return Choose(into, source, f"Choose {who.text}" + (f" (up to {count})" if upto else ""),
                  minimum=0 if upto else count, maximum=count, chooser=chooser)


@verb("choose")
def _choose(r: Reader, cost: bool) -> Step:
    """``{ choose = "companion", count = 2, as = "two" }``: choose N cards (``up_to``;
    ``from`` a pile, ``of`` whose; ``among = "x"``: among the cards remembered as ``$x``)
    and remember them as ``$as`` for the verbs after it. Fully possible only with
    ``count`` candidates (``up_to``: always)."""
    into = r.str("as", "chosen")
    return _choose_step(r, "choose", into)


@verb("reveal")
def _reveal(r: Reader, cost: bool) -> Step:
    """``{ reveal = 3, as = "top" }``: reveal the top 3 cards of your draw deck (``of``
    whose; fewer if the deck is shorter; ``bottom = true``: the bottom ones);
    ``{ reveal = 1, from = "hand", who = "[gondor] card" }``: the hand's owner chooses
    that many matching cards of the hand to reveal (``random = true``: they are picked at
    random among all its cards, no ``who``).
    With ``then_choose = FILTER`` (+ ``count``, ``up_to``, ``chooser``, ``chosen_as``,
    default ``it``) a choice among the cards revealed follows. The cards stay where they are
    (CR: revealed cards return where they came from) unless later verbs move them."""
    n = r.value("reveal")
    pile = r.str("from", "draw", choices=("draw", "hand"))
    bottom = r.bool("bottom")  # "reveal the bottom card of your draw deck" (Orkish Camp)
    whose = r.str("of", "you", choices=PLAYERS)
    into = r.str("as", "revealed")
    steps: list[Step] = []
    if pile == "hand" and r.bool("random"):
        # "reveal a card at random from the Free Peoples player's hand" (The Dark Lord
        # Advances): picked with the game's random source (replays and clones agree)
        def at_random(g: Game, ctx: Ctx) -> None:
            hand = list(g.s.piles[player_of(g, ctx, whose)]["hand"])
            picked: list[int] = []
            for _ in range(min(max(0, n(g, ctx)), len(hand))):
                g.s.rng, k = rng.below(g.s.rng, len(hand))
                picked.append(hand.pop(k))
            ctx["v"][into] = picked
        steps.append(Do(at_random))
    elif pile == "hand":
        who: Filter = r.filter("who")  # type: ignore[assignment]

        def in_hand(g: Game, ctx: Ctx) -> list[int]:
            return who.in_pile(g, player_of(g, ctx, whose), "hand", ctx)
        steps.append(Choose(into, in_hand, f"Choose {who.text} to reveal from hand",
                            minimum=n, maximum=n, chooser=whose))
    else:
        def top(g: Game, ctx: Ctx) -> None:
            deck = g.s.piles[player_of(g, ctx, whose)]["draw"]
            k = max(0, n(g, ctx))
            ctx["v"][into] = list(deck[len(deck) - k:] if bottom else deck[:k]) if k else []
        steps.append(Do(top))

    def show(g: Game, ctx: Ctx) -> None:
        cards = var(ctx, into)
        p = player_of(g, ctx, whose)
        where = "hand" if pile == "hand" else "draw deck"
        names = ", ".join(g.name(c) for c in cards) or "no cards"
        g.emit("revealed", f"{g.s.players[p]} reveals from {where}: {names}",
               player=p, cards=tuple(cards))
    steps.append(Do(show))
    if r.has("then_choose"):
        steps.append(_choose_step(r, "then_choose", r.str("chosen_as", "it"), among=into))
    if pile == "hand" and not r.bool("random"):  # "reveal a [gondor] card from hand":
        return program(r.path, steps)  # that many must be there
    return program(r.path, steps, can=lambda g, ctx: True, checks=False)


@verb("search")
def _search(r: Reader, cost: bool) -> Step:
    """``{ search = "[gondor] card", count = 1, to = "hand", as = "it" }``: "take a
    [gondor] card into hand from your draw deck, then reshuffle": choose ``count``
    matching cards of your draw deck (``up_to`` for "up to"; fewer if fewer match),
    take them into hand (``to = "discard"``: discard them), shuffle the deck."""
    who: Filter = r.filter("search")  # type: ignore[assignment]
    count = r.int("count", 1)
    if count < 1:
        raise FieldError(r.sub("count"), f"must be at least 1, got {count}")
    upto = r.bool("up_to")
    to = r.str("to", "hand", choices=("hand", "discard"))
    into = r.str("as", "it")

    def in_deck(g: Game, ctx: Ctx) -> list[int]:
        return who.in_pile(g, ctx["p"], "draw", ctx)

    def take(g: Game, ctx: Ctx) -> None:
        for c in var(ctx, into):
            if to == "hand":
                effects.take_into_hand(g, c, ctx["p"])
            else:
                effects.discard(g, c, f" ({g.name(ctx['src'])})")
        shuffle(g, ctx["p"])

    steps: list[Step] = [
        Choose(into, in_deck, f"Search your draw deck: choose {who.text}",
               minimum=0 if upto else count, maximum=count),
        Do(take)]
    return program(r.path, steps, can=lambda g, ctx: True, checks=False)


def shuffle(g: Game, player: int) -> None:
    """Shuffle ``player``'s draw deck with the game's own random state."""
    g.s.rng = rng.shuffle(g.s.rng, g.s.piles[player]["draw"])
    g.emit("shuffled", f"{g.s.players[player]} shuffles the draw deck", player=player)


@verb("shuffle_deck")
def _shuffle(r: Reader, cost: bool) -> Step:
    """``{ shuffle_deck = "you" }``: "Shuffle your draw deck"."""
    whose = r.str("shuffle_deck", choices=PLAYERS)
    return Do(lambda g, ctx: shuffle(g, player_of(g, ctx, whose)))


def _shuffle_in(g: Game, ctx: Ctx, c: int) -> None:
    """A card goes into its owner's draw deck (CR 4.1: a card always goes to its owner's
    piles), which is then shuffled."""
    owner = g.s.owner[c]
    g.s.move(c, "draw", owner)
    g.emit("shuffled_in", f"{g.name(c)} is shuffled into {g.s.players[owner]}'s draw deck",
           player=owner, cards=(c,))
    shuffle(g, owner)


@verb("shuffle_into_deck")
def _shuffle_into(r: Reader, cost: bool) -> Step:
    """``{ shuffle_into_deck = "[wraith] card", from = "discard" }``: "shuffle a [wraith]
    card from your discard pile into your draw deck" (Hatred Stirred)."""
    return Target(r, "shuffle_into_deck", _shuffle_in, cost=cost,
                  prompt="choose a card to shuffle into your draw deck")
