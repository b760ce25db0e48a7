"""Setting up a game (Deluxe rules): bids, seats, site 1, Ring-bearer and The One Ring,
the starting fellowship, shuffling, drawing 8 and the mulligan (CR 4.1).

Also :func:`playable`, the one place that decides which decks this engine can run: an
adventure deck of nine numbered sites (one of each number 1-9) or of nine different
Shadows-era sites (sets 11 and later, no site number; :mod:`.path` builds their path).
Site 1 of a Shadows-era first player is his choice (a ``choose_site`` decision).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.database import CardDatabase
from ..cards.model import COMPANION, SITE, THE_ONE_RING
from . import effects, path, rng
from .framework import Frame, Step, pop, step
from .playing import can_put_into_play, twilight_cost
from .state import State
from .turn import start_turn
from .values import Action, SetupError

if TYPE_CHECKING:
    from .game import DeckList, Game, GameSetup

STARTING_HAND = 8
MULLIGAN_HAND = 6
STARTING_FELLOWSHIP_COST = 4


def playable(deck: DeckList, db: CardDatabase) -> str | None:
    """``None`` if the engine can play ``deck``; otherwise the reason, for the UI."""
    name = deck.name or "deck"
    for label, card_id in (("Ring-bearer", deck.ring_bearer), ("The One Ring", deck.ring)):
        if not card_id:
            return f"{name}: no {label}"
        if card_id not in db:
            return f"{name}: unknown {label} card {card_id!r}"
    if db[deck.ring].type != THE_ONE_RING:
        return f"{name}: {db[deck.ring].full_title} is not a version of The One Ring"
    if db[deck.ring_bearer].type != COMPANION:
        return f"{name}: Ring-bearer {db[deck.ring_bearer].full_title} is not a companion"
    if len(deck.sites) != 9:
        return f"{name}: the adventure deck has {len(deck.sites)} sites, not 9"
    sites = []
    for site_id in deck.sites:
        site = db.get(site_id)
        if site is None or site.type != SITE:
            return f"{name}: adventure deck card {site_id!r} is not a site"
        sites.append(site)
    numbered = [s for s in sites if s.site_number is not None]
    if numbered and len(numbered) < len(sites):
        shadows = next(s for s in sites if s.site_number is None)
        return (f"{name}: the adventure deck mixes numbered sites ({numbered[0].full_title}) "
                f"with Shadows-era sites ({shadows.full_title}); it must be all one or the other")
    if numbered and {s.site_number for s in numbered} != set(range(1, 10)):
        return f"{name}: the adventure deck must have one site of each number 1 to 9"
    if not numbered and len({s.full_title for s in sites}) != len(sites):
        return f"{name}: the nine Shadows-era sites of the adventure deck must all be different"
    if not deck.draw_deck:
        return f"{name}: the draw deck is empty"
    for card_id, _count in deck.draw_deck:
        card = db.get(card_id)
        if card is None:
            return f"{name}: unknown card {card_id!r} in the draw deck"
        if card.type in (SITE, THE_ONE_RING):
            return f"{name}: {card.full_title} cannot be in a draw deck"
    return None


def new_state(setup: GameSetup, db: CardDatabase) -> State:
    decks = list(setup.decks)
    if len(decks) < 2:
        raise SetupError("a game needs at least two decks")
    if len(decks) > 2:
        raise SetupError("games of more than two players are not supported yet")
    for deck in decks:
        reason = playable(deck, db)
        if reason:
            raise SetupError(reason)
    names = tuple(setup.players) if setup.players else tuple(
        f"Player {i + 1}" for i in range(len(decks)))
    if len(names) != len(decks):
        raise SetupError(f"{len(names)} player names for {len(decks)} decks")
    defs: list[str] = []
    owner: list[int] = []
    for p, deck in enumerate(decks):
        ids = [deck.ring_bearer, deck.ring, *deck.sites, *deck.draw_deck_cards()]
        defs.extend(ids)  # type: ignore[arg-type]
        owner.extend([p] * len(ids))
    s = State.empty(defs, owner, names, setup.format, rng.seed_state(setup.seed), setup.seed)
    start = 0
    for p, deck in enumerate(decks):
        rb, ring = start, start + 1
        s.ring_bearer[p] = rb
        s.ring[p] = ring
        for site in range(start + 2, start + 11):
            s.move(site, "adventure", p)
        for card in range(start + 11, start + 11 + deck.draw_deck_size()):
            s.move(card, "draw", p, top=False)
        start += 11 + deck.draw_deck_size()
    s.stack.append({"k": "setup", "st": "bid", "i": 0})
    return s


@step("setup")
class SetupStep(Step):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        n = len(s.players)
        st = f["st"]
        if st == "bid":
            if f["i"] < n:
                rb = s.ring_bearer[f["i"]]
                g.ask(f["i"], "bid", f"Bid burdens for the choice of seat (your Ring-bearer "
                      f"{g.name(rb)} has resistance {g.cards[rb].resistance}; bidding that "
                      "many corrupts him)")
                return
            _reveal_bids(g, f)
        elif st == "seat":
            taken = f["seats"]
            chooser = f["rank"][len([t for t in taken if t >= 0])]
            free = [k for k in range(n) if k not in taken]
            if len(free) == 1:
                _take_seat(g, f, chooser, free[0])
                return
            g.ask(chooser, "seat", "Choose your place in the turn order")
        elif st == "site1":
            g.ask(s.order[0], "choose_site", path.choice_prompt(g, 1))
        elif st == "fellowship":
            if f["i"] >= n:
                _shuffle_and_draw(g, f)
                return
            p = s.order[f["i"]]
            if SetupStep.options(g, f)[:-1]:
                g.ask(p, "starting_fellowship", "Add a companion to your starting fellowship "
                      f"(total twilight cost {f['cost']} of at most 4), or pass")
                return
            _next_fellowship(g, f)
        elif st == "mulligan":
            if f["i"] >= n:
                pop(g, f)
                start_turn(g, s.order[0])
                return
            g.ask(s.order[f["i"]], "mulligan", "Keep your hand, or mulligan (shuffle it "
                  "into your draw deck and draw 6)?")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        s = g.s
        st = f["st"]
        if st == "bid":
            p = f["i"]
            top = g.cards[s.ring_bearer[p]].resistance or 0
            return [Action("bid", p, value=v) for v in range(top + 1)]
        if st == "seat":
            chooser = f["rank"][len([t for t in f["seats"] if t >= 0])]
            return [Action("seat", chooser, value=k) for k in range(len(s.players))
                    if k not in f["seats"]]
        if st == "site1":
            first = s.order[0]
            return [Action("place_site", first, c) for c in path.site_options(g, first, 1)]
        if st == "fellowship":
            p = s.order[f["i"]]
            out: list[Action] = []
            seen: set[str] = set()
            for c in s.piles[p]["draw"]:
                card = g.cards[c]
                if card.type != COMPANION or card.id in seen:
                    continue
                seen.add(card.id)
                requirement = g.rules.behaviour(card.id).play_requirement
                if f["cost"] + starting_cost(g, c, p) <= STARTING_FELLOWSHIP_COST and \
                        can_put_into_play(g, c, p) and \
                        (requirement is None or requirement(g, card, p)):
                    # CR: "to play" requirements apply (spot an earlier starting companion)
                    out.append(Action("start_with", p, c))
            out.append(Action("pass", p))
            return out
        p = s.order[f["i"]]
        return [Action("keep", p), Action("mulligan", p)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        s = g.s
        st = f["st"]
        if st == "bid":
            s.bids[a.player] = a.value
            g.emit("bid_made", f"{s.players[a.player]} makes a secret bid", player=a.player)
            f["i"] += 1
        elif st == "seat":
            _take_seat(g, f, a.player, a.value)
        elif st == "site1":
            _begin_path(g, f, a.card)
        elif st == "fellowship":
            if a.kind == "pass":
                _next_fellowship(g, f)
                return
            s.move(a.card, "fellowship", a.player)
            f["cost"] += starting_cost(g, a.card, a.player)
            g.emit("starting_companion", f"{s.players[a.player]} starts with {g.name(a.card)}",
                   player=a.player, cards=(a.card,))
        else:
            if a.kind == "mulligan":
                hand = s.piles[a.player]["hand"]
                for c in list(hand):
                    s.move(c, "draw", a.player)
                s.rng = rng.shuffle(s.rng, s.piles[a.player]["draw"])
                g.emit("mulligan", f"{s.players[a.player]} takes a mulligan", player=a.player)
                effects.draw(g, a.player, MULLIGAN_HAND)
            f["i"] += 1


def starting_cost(g: Game, card: int, player: int) -> int:
    """What a companion adds to the starting fellowship's total: its cost as it would be
    played, with every modifier that applies in the "setup" phase (its own: "When this
    companion is in your starting fellowship, his twilight cost is -1"; Elite Rider's
    "his twilight cost is -1"), never below 0 (``playing.twilight_cost``)."""
    return twilight_cost(g, card, player)


def _reveal_bids(g: Game, f: Frame) -> None:
    s = g.s
    n = len(s.players)
    g.emit("bids_revealed", "Bids: " + ", ".join(f"{s.players[p]} {s.bids[p]}"
                                                 for p in range(n)))
    for p in range(n):
        rb = s.ring_bearer[p]
        if s.bids[p] >= (g.cards[rb].resistance or 0):
            s.burdens[p] = s.bids[p]
            g.emit("corrupted", f"{g.name(rb)} is corrupted by the bid", player=p)
            effects.lose(g, p, f"{s.players[p]} bid enough burdens to corrupt the Ring-bearer")
    if s.outcome is not None:
        return
    tiebreak = []
    for _ in range(n):
        s.rng, r = rng.below(s.rng, 1 << 30)
        tiebreak.append(r)
    rank = sorted(range(n), key=lambda p: (-s.bids[p], tiebreak[p]))
    f.update(st="seat", rank=rank, seats=[-1] * n)


def _take_seat(g: Game, f: Frame, player: int, seat: int) -> None:
    s = g.s
    seats = list(f["seats"])
    seats[player] = seat
    f["seats"] = seats
    g.emit("seat_chosen", f"{s.players[player]} takes seat {seat + 1}", player=player)
    if all(x >= 0 for x in seats):
        s.order = sorted(range(len(seats)), key=lambda p: seats[p])
        _prepare(g, f)


def _prepare(g: Game, f: Frame) -> None:
    """Ring-bearers with the Ring and their bids as burdens; the first player's site 1."""
    s = g.s
    for p in range(len(s.players)):
        rb, ring = s.ring_bearer[p], s.ring[p]
        s.move(rb, "fellowship", p)
        s.move(ring, "attached", p, bearer=rb)
        s.burdens[p] = s.bids[p]
        g.emit("ring_bearer", f"{s.players[p]}'s Ring-bearer is {g.name(rb)} with "
               f"{s.bids[p]} burdens", player=p, cards=(rb, ring))
    f.update(st="site1")
    _site_one(g, f)


def _site_one(g: Game, f: Frame) -> None:
    """The first player's site 1: a numbered deck's site 1; a Shadows-era deck's choice
    (asked by the ``site1`` stage when there is more than one site to choose from)."""
    first = g.s.order[0]
    options = path.site_options(g, first, 1)
    if len(options) == 1:
        _begin_path(g, f, options[0])


def _begin_path(g: Game, f: Frame, site1: int) -> None:
    s = g.s
    first = s.order[0]
    path.place(g, site1, 1, first)
    for p in range(len(s.players)):
        s.site[p] = 1
    f.update(st="fellowship", i=0, cost=g.cards[s.ring_bearer[first]].twilight_cost or 0)


def _next_fellowship(g: Game, f: Frame) -> None:
    s = g.s
    f["i"] += 1
    if f["i"] < len(s.players):
        f["cost"] = g.cards[s.ring_bearer[s.order[f["i"]]]].twilight_cost or 0


def _shuffle_and_draw(g: Game, f: Frame) -> None:
    s = g.s
    for p in s.order:
        s.rng = rng.shuffle(s.rng, s.piles[p]["draw"])
        effects.draw(g, p, STARTING_HAND)
    f.update(st="mulligan", i=0)
