"""Which site to play on a Shadows-era path (the ``choose_site`` decision, issue 17).

Why these weights: the placing Shadow player's site is where the fellowship moves now,
so its Shadow number is twilight for his minions at once, and a site whose keyword his
own cards name (a "battleground", "underground" or "forest" that a minion or condition
of his reads) helps them there. The Free Peoples side (site 1 at setup, a card that
plays the fellowship's next site) wants the opposite: little twilight for the Shadow,
and the lowest Shadow number spent on site 1 keeps the high ones for the sites he will
place as Shadow. Only cards the bot may know are read: its own hand and cards in play,
and the sites of its own adventure deck, which are the options.
"""

from __future__ import annotations

from typing import Any

from ..cards.database import CardDatabase
from ..engine import Action, Game, stats

KEYWORD_AFFINITY = 0.5  # per own card (hand or in play) naming the site's keyword
_OWN_ZONES = ("hand", "minions", "support")


def choose_site(g: Game, actions: list[Action]) -> Action:
    """The site to play: as the Shadow player, the best for his minions; otherwise the
    one that feeds the Shadow least."""
    picks = [a for a in actions if a.kind == "place_site"]
    if not picks:
        return actions[0]
    me = picks[0].player
    setup = bool(g.s.stack) and g.s.stack[-1].get("k") == "setup"
    if setup or me == g.s.fp:
        return min(picks, key=lambda a: (_shadow(g, a.card), -_affinity(g, me, a.card)))
    return max(picks, key=lambda a: _shadow(g, a.card) + _affinity(g, me, a.card))


def _shadow(g: Game, site: int) -> int:
    return g.cards[site].shadow_number or 0


def _affinity(g: Game, player: int, site: int) -> float:
    """How many of ``player``'s own cards (hand and in play) name the site's keywords."""
    keywords = [k for k in stats.printed_keywords(g.cards[site]) if k != "sanctuary"]
    if not keywords:
        return 0.0
    count = 0
    for zone in _OWN_ZONES:
        for c in g.s.piles[player][zone]:
            text = (g.cards[c].game_text or "").lower()
            count += any(k in text for k in keywords)
    return KEYWORD_AFFINITY * count


def site_one(view: dict[str, Any], actions: list[Action], db: CardDatabase) -> Action:
    """Site 1 during setup, from the view alone (no world can be sampled before the
    bids are revealed): the lowest Shadow number, as :func:`choose_site` would."""
    cards = view["cards"]

    def shadow(a: Action) -> int:
        entry = cards.get(a.card) or cards.get(str(a.card))
        return db[entry["card"]].shadow_number or 0
    picks = [a for a in actions if a.kind == "place_site"]
    return min(picks, key=shadow) if picks else actions[0]
