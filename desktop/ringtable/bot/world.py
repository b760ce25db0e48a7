"""Determinization: turn an observation into a full ``Game`` by sampling what is hidden.

Why: search (and the heuristic's one-step look-ahead) needs a game it can clone and play
forward, but a fair bot only knows its view. Each "world" fills the hidden piles with a
plausible guess, consistent with what the bot has seen:

- its own draw deck = its deck list minus every card of its own it can see, shuffled;
- the opponent's hand and draw deck = GEMP-like fair play: the opponent's deck list is
  *not* known. Cards are sampled from a pool made of every card the opponent has shown
  (weight 3 each; in play, discarded, dead, on the path) plus the bot's own draw deck as
  a generic prior (weight 1), so before anything is seen the bot assumes a mirror;
- the opponent's adventure deck = one site for each site number it has not yet shown,
  taken from the bot's own sites (the numbers are what matter for moving); with a
  Shadows-era deck (no numbers) the bot's own sites, all different.

Hidden instance ids are those the view does not mention; which hidden id sits where is
irrelevant to the rules, so they are dealt out in a random order. The random state of
the world is fresh, so the bot cannot predict the real shuffles either.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..cards.database import CardDatabase, default_database
from ..decks.model import Deck
from ..engine import Game, Rules


class NoWorld(Exception):
    """The observation cannot be determinized (setup: bids are secret); decide by rules."""


def _cards(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(k): v for k, v in view["cards"].items()}


def _own_remaining(deck: Deck | None, seen: Counter[str]) -> list[str]:
    if deck is None:
        return []
    left = Counter(deck.draw_deck_cards())
    left.subtract(seen)
    return [c for c, k in left.items() for _ in range(max(0, k))]


_RULES: dict[tuple[str, int], tuple[CardDatabase, Rules]] = {}


def rules_for(view: dict[str, Any], db: CardDatabase) -> Rules:
    """The rules the observed game runs under, by the name ``observe`` records: the
    engine's base rules or the app's standard rules (the card scripts). Kept per name
    and database so every world of a bot shares one behaviour index."""
    name = str(view["engine"].get("rules", ""))
    known = _RULES.get((name, id(db)))
    if known is None or known[0] is not db:
        if name == Rules.BASE:
            rules = Rules.base(db)
        else:
            from ..scripts import standard_rules

            rules = standard_rules(db)
        known = _RULES[(name, id(db))] = (db, rules)
    return known[1]


def build_world(view: dict[str, Any], rng: random.Random, deck: Deck | None = None,
                db: CardDatabase | None = None) -> Game:
    """A full game consistent with ``view`` (from :func:`ringtable.bot.base.observe`)."""
    db = db or default_database()
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
            ids = [hidden_ids.pop() for _ in range(count)]
            for c in ids:
                owner[c], holder[c], zone[c] = p, p, name
            out[name] = ids
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
                  if name in view["piles"][p] and not isinstance(view["piles"][p][name], list)]
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
            for c in hidden:
                defs[c] = rng.choice(pool)
    for c in range(n):
        if not defs[c]:  # an id the view lost track of: park it out of the game
            defs[c] = "1_290"
            piles[owner[c]]["removed"].append(c)
    data = _state_json(view, defs, owner, zone, holder, piles, cards, rng)
    return Game.from_json(data, rules_for(view, db))


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
