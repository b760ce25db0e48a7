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

from ..engine import effects, hands, rng
from .choosing import Choose, Do, program, var
from .filters import Filter
from .reader import FieldError, Reader, any_count
from .runtime import PLAYERS, Step, pile_hidden, player_of
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
    count: Any
    if r.spec.get("count") == "any":  # as many as the player likes (with up_to)
        count = any_count(r, lambda g, ctx: source(g, ctx))
    elif isinstance(r.raw("count", 1), int):
        count = r.int("count", 1)
        if count < 1:
            raise FieldError(r.sub("count"), f"must be at least 1, got {count}")
    else:  # "heal X [elven] allies, where X is ...": a value, read when choosing
        count = r.value("count")
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
            owner = player_of(g, ctx, pile_of)
            if pile_hidden(g, ctx, zone, owner, chooser):  # a hand kept secret
                return []
            return who.in_pile(g, owner, zone, ctx)
    most = count if isinstance(count, int) else "any number"
    return Choose(into, source, f"Choose {who.text}" + (f" (up to {most})" if upto else ""),
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
    that many matching cards of the hand to reveal; ``at_random = true`` (from hand):
    picked with the game's random source, no ``who``.
    With ``then_choose = FILTER`` (+ ``count``, ``up_to``, ``chooser``, ``chosen_as``,
    default ``it``) a choice among the cards revealed follows. The cards stay where they are
    (CR: revealed cards return where they came from) unless later verbs move them."""
    # "reveal cards from the top of your draw deck until you reveal a Shadow card":
    # ``{ reveal = true, stop_at = "shadow" }`` (the whole deck when none matches)
    stop: Filter | None = r.filter("stop_at", optional=True)  # type: ignore[assignment]
    if stop is not None:
        r.flag("reveal")
        n = None
    else:
        n = r.value("reveal")
    pile = r.str("from", "draw", choices=("draw", "hand"))
    bottom = r.bool("bottom")  # "reveal the bottom card of your draw deck" (Orkish Camp)
    whose = r.str("of", "you", choices=PLAYERS)
    into = r.str("as", "revealed")
    at_random = r.bool("at_random")
    if at_random and pile != "hand":
        raise FieldError(r.sub("at_random"), 'at_random goes with from = "hand"')
    steps: list[Step] = []
    if at_random:  # "reveal a card at random from an opponent's hand" (Might of Númenor)
        def random_cards(g: Game, ctx: Ctx) -> None:
            owner = player_of(g, ctx, whose)
            hand = [] if pile_hidden(g, ctx, "hand", owner) else list(g.s.piles[owner]["hand"])
            picked = []
            for _ in range(max(0, n(g, ctx))):
                if not hand:
                    break
                g.s.rng, k = rng.below(g.s.rng, len(hand))
                picked.append(hand.pop(k))
            ctx["v"][into] = picked
        steps.append(Do(random_cards))
    elif pile == "hand":
        if n is None:
            raise FieldError(r.sub("stop_at"), "reveals from the top of a draw deck only")
        who: Filter = r.filter("who")  # type: ignore[assignment]

        def in_hand(g: Game, ctx: Ctx) -> list[int]:
            owner = player_of(g, ctx, whose)  # made to reveal by another's card: not
            if pile_hidden(g, ctx, "hand", owner):  # while his hand is kept secret
                return []
            return who.in_pile(g, owner, "hand", ctx)
        steps.append(Choose(into, in_hand, f"Choose {who.text} to reveal from hand",
                            minimum=n, maximum=n, chooser=whose))
    else:
        def top(g: Game, ctx: Ctx) -> None:
            deck = g.s.piles[player_of(g, ctx, whose)]["draw"]
            if n is not None:
                k = max(0, n(g, ctx))
                ctx["v"][into] = list(deck[len(deck) - k:] if bottom else deck[:k]) if k else []
                return
            hit = next((k for k, c in enumerate(deck) if stop.match(g, c, ctx)), len(deck))
            ctx["v"][into] = list(deck[:hit + 1])
        steps.append(Do(top))

    def show(g: Game, ctx: Ctx) -> None:
        cards = var(ctx, into)
        p = player_of(g, ctx, whose)
        if pile == "hand" and pile_hidden(g, ctx, "hand", p):
            return hands.refused(g, p, ctx["p"], ctx["src"])
        where = "hand" if pile == "hand" else "draw deck"
        names = ", ".join(g.name(c) for c in cards) or "no cards"
        g.emit("revealed", f"{g.s.players[p]} reveals from {where}: {names}",
               player=p, cards=tuple(cards))
    steps.append(Do(show))
    if r.has("then_choose"):
        steps.append(_choose_step(r, "then_choose", r.str("chosen_as", "it"), among=into))
    if pile == "hand" and not at_random:  # "reveal a [gondor] card from hand": that many
        return program(r.path, steps)
    return program(r.path, steps, can=lambda g, ctx: True, checks=False)


@verb("order")
def _order(r: Reader, cost: bool) -> Step:
    """``{ order = "$top", as = "order" }``: "place the revealed cards in any order": the
    player picks the cards one at a time (asked when there are two or more), remembered
    in that order as ``$as`` for a verb with ``each = true`` that follows."""
    who: Filter = r.filter("order")  # type: ignore[assignment]
    into = r.str("as", "order")

    def cards(g: Game, ctx: Ctx) -> list[int]:
        return [c for c in var(ctx, who.ref[1:]) if who.match(g, c, ctx)] \
            if who.ref is not None and who.ref[0] == "$" else who.in_play(g, ctx)

    def count(g: Game, ctx: Ctx) -> int:
        return len(cards(g, ctx))
    return Choose(into, cards, "Choose the next card, in the order they are placed",
                  minimum=count, maximum=count, forced=lambda g, ctx, cs: len(cs) <= 1)


@verb("remove_from_game")
def _remove_from_game(r: Reader, cost: bool) -> Step:
    """``{ remove_from_game = "[elven] card", from = "discard", count = 4 }``: the chosen
    cards leave the game (the engine's ``removed`` pile, never played again)."""
    def act(g: Game, ctx: Ctx, c: int) -> None:
        g.s.move(c, "removed", g.s.owner[c])
        g.emit("removed_from_game", f"{g.name(c)} is removed from the game ({g.name(ctx['src'])})",
               player=g.s.owner[c], cards=(c,))
    return Target(r, "remove_from_game", act, cost=cost,
                  prompt="choose a card to remove from the game")


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
