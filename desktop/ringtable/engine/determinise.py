"""What a seat may know of a game, and a whole game rebuilt from it (issue 17).

Why in the engine: a bot must never see more than its player would, and which cards are
hidden is a rule of the game. So the engine owns both halves: :func:`observe` (the
seat's ``view_for`` plus the public engine facts a look-ahead needs, plain JSON) and
:func:`determinise` (a full ``Game`` consistent with that observation, hidden cards
re-dealt). A new rule that hides or shows something changes them here, once, and every
bot follows. Each determinised "world" fills the hidden piles with a plausible guess:

- the seat's own draw deck = its deck list minus every card of its own it can see, shuffled;
- the opponent's hand and draw deck = fair play: the opponent's deck list is *not*
  known. Cards are sampled from a pool made of every card the opponent has shown
  (weight 3 each; in play, discarded, dead, on the path) plus the seat's own draw deck
  as a generic prior (weight 1), so before anything is seen it assumes a mirror;
  A seat may also be handed ``known_lists``, the deck lists its player knows by heart
  (the Hard bot: the published starter decks, as an experienced player does): while
  every card the opponent has shown fits one of them, each world takes one of those
  that fit, at random, and deals the opponent's hidden cards from what is left of it;
- the opponent's adventure deck = one site for each site number it has not yet shown,
  taken from the seat's own sites (the numbers are what matter for moving); with a
  Shadows-era deck (no numbers) the seat's own sites, all different.

Hidden instance ids are those the view does not mention; which hidden id sits where is
irrelevant to the rules, so they are dealt out in a random order. The random state of
the world is fresh, so the seat cannot predict the real shuffles either.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..cards.database import CardDatabase
from .game import DeckList, Game
from .rules import Rules


def observe(game: Game, seat: int) -> dict[str, Any]:
    """``game.view_for(seat)`` plus the public engine facts a search needs to continue the
    game from the same point: the resolution stack (which stage of the turn we are in),
    the per-turn counters, the pending triggers and the format. None of these name a
    hidden card: another player's pending "choose" options and the cards a suspended
    script remembers are scrubbed to what the seat sees, and the setup frame with its
    secret bids is left out (``engine`` stack None)."""
    view = game.view_for(seat)
    visible = {int(c) for c in view["cards"]}
    s = game.s
    in_setup = any(f.get("k") == "setup" for f in s.stack)
    stack: list[dict[str, Any]] | None = None
    if not in_setup:
        stack = []
        for frame in s.stack:
            f = {k: (list(v) if isinstance(v, tuple) else v) for k, v in frame.items()}
            if f.get("k") == "choose":
                if f.get("p") != seat:
                    f["cards"] = [c for c in f.get("cards", []) if c in visible]
                    f["chosen"] = [c for c in f.get("chosen", []) if c in visible]
                if isinstance(f.get("ctx"), dict):
                    f["ctx"] = _scrub(f["ctx"], visible)
            stack.append(f)
    view["engine"] = {
        "stack": stack,
        "counters": dict(s.counters),
        "pending": [list(p) for p in s.pending],
        "format": s.format,
        "wearing": list(s.wearing),
        "n_cards": len(s.defs),
        "rules": game.rules.name,  # for messages: the rules come with the bot, not by name
    }
    return view


def _scrub(ctx: dict[str, Any], visible: set[int]) -> dict[str, Any]:
    """A suspended script's context as a seat may see it: the cards it remembers
    (``$name``, the triggering cards) that are hidden from the seat are left out (a card
    searched for in the opponent's deck stays unnamed); its program position stays."""
    out = dict(ctx)
    out["v"] = {k: [c for c in v if c in visible] for k, v in ctx.get("v", {}).items()}
    if "ev" in ctx:
        out["ev"] = [c for c in ctx["ev"] if c in visible]
    if "t" in ctx and ctx["t"] not in visible:
        out.pop("t")
    return out


class NoWorld(Exception):
    """The observation cannot be determinised (setup: bids are secret); decide by rules."""


def _cards(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(k): v for k, v in view["cards"].items()}


def _own_remaining(deck: DeckList | None, seen: Counter[str]) -> list[str]:
    if deck is None:
        return []
    left = Counter(deck.draw_deck_cards())
    left.subtract(seen)
    return [c for c, k in left.items() for _ in range(max(0, k))]


def determinise(view: dict[str, Any], rules: Rules, rng: random.Random,
                own_deck: DeckList | None = None,
                known_lists: Sequence[DeckList] = ()) -> Game:
    """A full game under ``rules`` consistent with ``view`` (from :func:`observe`) for the
    seat ``view["you"]``, its hidden cards dealt by ``rng`` (see module); ``own_deck`` is
    that seat's deck list, which its player knows; ``known_lists`` the lists its player
    knows by heart, one of which the opponent may be playing. Raises :class:`NoWorld`
    in setup."""
    db = rules.db
    deck = own_deck
    eng = view["engine"]
    if eng["stack"] is None or not eng["stack"]:
        raise NoWorld("no public resolution stack (setup or a bare position)")
    me = int(view["you"])
    cards = _cards(view)
    n = int(eng["n_cards"])
    nplayers = len(view["players"])
    hidden_ids = sorted(set(range(n)) - set(cards))
    rng.shuffle(hidden_ids)
    defs: list[str] = [""] * n
    owner = [0] * n
    zone = ["removed"] * n
    holder = [0] * n
    for c, e in cards.items():
        defs[c] = e["card"]
        owner[c] = int(e["owner"])
        zone[c] = e["zone"]
    seen: list[Counter[str]] = [Counter() for _ in range(nplayers)]
    fixed = {c for c in (*view["ring_bearer"], *view["ring"]) if c >= 0}
    for c, e in cards.items():
        if c not in fixed:  # a Ring-bearer is not a card the opponent will draw again
            seen[int(e["owner"])][e["card"]] += 1
    own_sites = {db[s].site_number: s for s in (deck.sites if deck else ())}
    for e in cards.values():
        card = db[e["card"]]
        if card.is_site and card.site_number not in own_sites:
            own_sites[card.site_number] = e["card"]
    unnumbered = [s for s in (deck.sites if deck else ()) if db[s].site_number is None]
    prior = list(deck.draw_deck_cards()) if deck else []
    piles: list[dict[str, list[int]]] = []
    for p, ppiles in enumerate(view["piles"]):
        out: dict[str, list[int]] = {}
        for name, pile in ppiles.items():
            if isinstance(pile, list):
                out[name] = [int(c) for c in pile]
                for c in out[name]:
                    holder[c] = p
                continue
            count = int(pile["count"])
            # cards of a hidden pile the view names (a search offers the seat its own
            # draw deck): where they are is known, their place in the pile is not
            known = [c for c, e in cards.items() if e["zone"] == name and int(e["owner"]) == p]
            ids = [hidden_ids.pop() for _ in range(max(0, count - len(known)))]
            for c in (*known, *ids):
                owner[c], holder[c], zone[c] = p, p, name
            out[name] = known + ids
            if known:
                rng.shuffle(out[name])
            if name == "adventure":
                shown = {db[d].site_number for d, k in seen[p].items() if db[d].is_site}
                numbers = [k for k in range(1, 10) if k not in shown] or list(range(1, 10))
                for i, c in enumerate(ids):
                    num = numbers[i % len(numbers)]
                    # Shadows-era sites have no number: deal out our own, all different
                    defs[c] = own_sites.get(num) or (
                        unnumbered[i % len(unnumbered)] if unnumbered
                        else next(iter(own_sites.values())))
        piles.append(out)
    for p in range(nplayers):
        hidden = [c for name in ("hand", "draw") for c in piles[p][name]
                  if name in view["piles"][p] and not isinstance(view["piles"][p][name], list)
                  and c not in cards]
        if not hidden:
            continue
        if p == me:
            remaining = _own_remaining(deck, seen[p])
            rng.shuffle(remaining)
            pool = prior or _shown_pool(seen[p], db) or ["1_290"]
            while len(remaining) < len(hidden):
                remaining.append(rng.choice(pool))
            for c, d in zip(hidden, remaining, strict=False):
                defs[c] = d
        else:
            shown = _shown_pool(seen[p], db)
            pool = shown * 3 + prior
            pool = pool or ["1_290"]
            fits = [k for k in known_lists if _fits(k, shown)]
            remaining = _own_remaining(rng.choice(fits), seen[p]) if fits else []
            rng.shuffle(remaining)
            for c in hidden:
                defs[c] = remaining.pop() if remaining else rng.choice(pool)
    for c in range(n):
        if not defs[c]:  # an id the view lost track of: park it out of the game
            defs[c] = "1_290"
            piles[owner[c]]["removed"].append(c)
    data = _state_json(view, defs, owner, zone, holder, piles, cards, rng)
    return Game.from_json(data, rules)


def _fits(deck: DeckList, shown: list[str]) -> bool:
    """Whether every card in ``shown`` (each copy once) can come from ``deck``'s draw
    deck."""
    left = Counter(deck.draw_deck_cards())
    left.subtract(shown)
    return min(left.values(), default=0) >= 0


def _shown_pool(seen: Counter[str], db: CardDatabase) -> list[str]:
    out = []
    for d, k in seen.items():
        card = db[d]
        if card.is_site or card.is_ring:
            continue
        out.extend([d] * k)
    return out


def _state_json(view: dict[str, Any], defs: list[str], owner: list[int], zone: list[str],
                holder: list[int], piles: list[dict[str, list[int]]],
                cards: dict[int, dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    eng = view["engine"]
    n = len(defs)
    bearer = [-1] * n
    wounds = [0] * n
    assigned = [-1] * n
    tokens: list[list[Any]] = []
    controller: list[list[int]] = []
    for c, e in cards.items():
        bearer[c] = int(e.get("bearer", -1))
        wounds[c] = int(e.get("wounds", 0))
        assigned[c] = int(e.get("assigned", -1))
        if e.get("tokens"):
            tokens.append([c, dict(e["tokens"])])
        if "controller" in e:
            controller.append([c, int(e["controller"])])
    for c in view["path"]:
        if c >= 0:
            zone[c] = "path"
            holder[c] = -1
    bids = [0 if b is None else int(b) for b in view["bids"]]
    return {
        "version": 1, "defs": defs, "owner": owner, "zone": zone, "holder": holder,
        "piles": piles, "path": list(view["path"]), "bearer": bearer, "wounds": wounds,
        "tokens": sorted(tokens), "assigned": assigned, "players": list(view["players"]),
        "order": list(view["order"]), "burdens": list(view["burdens"]),
        "ring_bearer": list(view["ring_bearer"]), "ring": list(view["ring"]),
        "wearing": list(eng["wearing"]), "site": list(view["site"]), "bids": bids,
        "twilight": view["twilight"], "turn": view["turn"], "fp": view["free_peoples"],
        "phase": view["phase"], "moves": view["moves"],
        "mods": [list(m) for m in view["modifiers"]], "controller": sorted(controller),
        "stack": [dict(f) for f in eng["stack"]], "decision": view["decision"],
        "rng": rng.getrandbits(64), "outcome": view["outcome"],
        "counters": dict(eng["counters"]), "format": eng["format"], "seed": 0,
        "pending": [list(p) for p in eng["pending"]],
    }
