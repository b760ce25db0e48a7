"""What one player may see: the state with hidden cards reduced to counts.

Hidden: every draw deck (even your own: its order is secret), other players' hands and
adventure decks, bids not yet revealed, and the random state and seed (which would let
a bot predict shuffles). Instance ids of hidden cards never appear, since ids are
assigned in deck-list order and would reveal which card is where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import stats
from .combat import current_skirmish
from .followers import aid_cost
from .game_text import copied_site
from .path import path_view, region, shadows_path
from .playing import twilight_cost
from .rule_names import GAME_WIDE_RULES, RULE_MODIFIERS
from .skips import SKIP_SHADOW
from .state import PATH

# Zones whose characters show current values (after modifiers) to every player.
_SHOWN_IN_PLAY = frozenset({"fellowship", "minions", "support"})
_FOLLOWER_ZONES = frozenset({"support", "attached", "hand"})
_TEXT_ZONES = frozenset({"fellowship", "minions", "support", "attached"})  # texts that act

if TYPE_CHECKING:
    from .game import Game


def hidden_piles(owner: int, viewer: int) -> frozenset[str]:
    if owner == viewer:
        return frozenset({"draw"})
    return frozenset({"draw", "hand", "adventure"})


def view_for(g: Game, player: int) -> dict[str, Any]:
    s = g.s
    visible: list[int] = []
    piles_out: list[dict[str, Any]] = []
    for p, piles in enumerate(s.piles):
        hidden = hidden_piles(p, player)
        out: dict[str, Any] = {}
        for name, pile in piles.items():
            if name in hidden:
                out[name] = {"count": len(pile)}
            else:
                out[name] = list(pile)
                visible.extend(pile)
        piles_out.append(out)
    visible.extend(c for c in s.path if c >= 0)
    decision = g.decision
    shown_decision = decision.to_json() if decision else None
    if shown_decision is not None and decision.player != player:
        # another player's choice among hidden cards (a search of his draw deck, a
        # discard from his hand) names only the cards this player may see
        seen = set(visible)
        shown_decision["cards"] = [c for c in shown_decision["cards"] if c in seen]
    legal: list[dict[str, Any]] = []
    if decision is not None and decision.player == player:
        for a in g.legal_actions():
            legal.append({**a.to_json(), "label": g.describe(a)})
            for c in (a.card, a.target):
                if c >= 0:
                    visible.append(c)
    cards = {}
    for c in sorted(set(visible)):
        entry: dict[str, Any] = {"card": s.defs[c], "owner": s.owner[c], "zone": s.zone[c]}
        if s.zone[c] != PATH and s.zone[c] not in hidden_piles(s.holder[c], player):
            if s.wounds[c]:
                entry["wounds"] = s.wounds[c]
            if s.bearer[c] >= 0:
                entry["bearer"] = s.bearer[c]
                entry["type"] = g.cards[c].type  # a follower, possession, condition...
            if s.assigned[c] >= 0:
                entry["assigned"] = s.assigned[c]
        if s.zone[c] in _SHOWN_IN_PLAY and stats.is_character(g, c):
            entry.update(_current_values(g, c))
        elif s.zone[c] in _FOLLOWER_ZONES and g.cards[c].type == "follower":
            cost = aid_cost(g.cards[c])  # what transferring it costs (issue 17)
            if cost is not None:
                entry["aid"] = cost.words()
        elif s.zone[c] == "hand" and s.holder[c] == player:
            _hand_cost(g, c, player, entry)
        if s.zone[c] in _TEXT_ZONES:
            _text_marks(g, c, entry)
        if c in s.tokens:
            entry["tokens"] = dict(s.tokens[c])
        if c in s.controller:
            entry["controller"] = s.controller[c]
        cards[c] = entry
    bidding = any(f["k"] == "setup" and f["st"] == "bid" for f in s.stack)
    return {
        "you": player,
        "players": list(s.players),
        "order": list(s.order),
        "turn": s.turn,
        "phase": s.phase,
        "free_peoples": s.fp,
        "twilight": s.twilight,
        "moves": s.moves,
        "burdens": list(s.burdens),
        "threats": list(s.threats),  # on each player's dead pile
        "threat_limit": [len(piles["fellowship"]) for piles in s.piles],
        "initiative": "free_peoples" if stats.fp_has_initiative(g) else "shadow",
        "bids": [b if (p == player or not bidding) else None for p, b in enumerate(s.bids)],
        "ring_bearer": list(s.ring_bearer),
        "ring": list(s.ring),
        "wearing_ring": [bool(w) for w in s.wearing],
        "site": list(s.site),
        "path": list(s.path),
        # the path as placed (issue 17): per place 1-9 its site, region, owner, controller
        "path_sites": path_view(g),
        "region": [region(n) for n in s.site],
        "shadows_path": shadows_path(g),
        "piles": piles_out,
        "cards": cards,
        "modifiers": [list(m) for m in s.mods],
        # game-wide rules in force now (a static or modifier with no card: "the archery
        # phase may be skipped", hands kept secret...) and who skips the next Shadow phase
        "game_rules": [name for name in RULE_MODIFIERS
                       if name in GAME_WIDE_RULES and stats.rule(g, -1, name)],
        "skip_shadow": [p for p in range(len(s.players)) if s.counters.get(f"{SKIP_SHADOW}{p}")],
        "decision": shown_decision,
        "legal_actions": legal,
        "outcome": dict(s.outcome) if s.outcome else None,
        "skirmish": _skirmish(g),
    }


def _hand_cost(g: Game, card: int, player: int, entry: dict[str, Any]) -> None:
    """A card in the viewer's hand whose twilight cost is changed now (The Nine Walkers'
    -2, Some Who Resisted's +2 on maneuver events...) shows that cost (``cost``), as it
    would be charged before a bearer is chosen (``playing.twilight_cost``)."""
    cost = twilight_cost(g, card, player)
    if cost != (g.cards[card].twilight_cost or 0):
        entry["cost"] = cost


def _text_marks(g: Game, card: int, entry: dict[str, Any]) -> None:
    """A card in play whose game text does not apply (``text_off``: Helpless on Sam), or
    which has the game text of a site (``site_text``: the site's instance; Silinde)."""
    if stats.text_off(g, card):
        entry["text_off"] = True
    elif (site := copied_site(g, card)) >= 0:
        entry["site_text"] = site


def _current_values(g: Game, card: int) -> dict[str, Any]:
    """Strength, vitality, resistance and keywords as modified now (what the card 'shows')."""
    values: dict[str, Any] = {"strength": stats.strength(g, card),
                              "vitality": stats.vitality(g, card)}
    if g.cards[card].type == "companion":
        values["resistance"] = stats.resistance(g, card)
    names = set(stats.printed_keywords(g.cards[card]))
    names.update(m[1][3:] for m in g.s.mods if m[0] == card and str(m[1]).startswith("kw:"))
    names.update(st[3:] for st in g._statics_by_stat if st.startswith("kw:"))  # static texts
    keywords = {name: v for name in sorted(names) if (v := stats.keyword(g, card, name))}
    if keywords:
        values["keywords"] = keywords
    return values


def _skirmish(g: Game) -> dict[str, Any] | None:
    """The skirmish being fought: its two sides and their strength totals, or None; with,
    per character, what each source card adds to its strength and damage (``sources``)."""
    frame = current_skirmish(g)
    if frame is None:
        return None
    defender = frame["d"]
    minions = [m for m in frame["ms"] if g.s.zone[m] == "minions"]
    return {"defender": defender, "minions": minions,
            "strength": [stats.strength(g, defender),
                         sum(stats.strength(g, m) for m in minions)],
            "fierce": bool(frame["fierce"]),
            "sources": {c: {"strength": [list(p) for p in stats.contributions(g, c, "strength")],
                            "damage": [list(p) for p in stats.contributions(g, c, "kw:damage")]}
                        for c in [defender, *minions]}}
