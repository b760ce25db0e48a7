"""What a position is worth to each player, as numbers: the features of the fitted evaluation.

Why a fixed list: the Hard bot's search cuts its play-outs off at the start of a turn and
must say who is ahead there. The hand-set evaluation (:mod:`ringtable.bot.evaluate`)
guesses how much a site, a companion or a burden is worth; these features are the same
quantities, measured per player, so that ``tools/fit_evaluation.py`` can weigh them by
what actually wins games (logistic regression on self-play, as the bot research advises)
and :mod:`ringtable.bot.fitted` can read the weights back. One definition of each
feature, used by both.

Every feature is of one player; the evaluation takes the difference between the two
players (so the model is symmetric by construction: no intercept, no seat). Minions and
the twilight pool are not features: at the start of a turn, where the search asks, there
are none (the minions were discarded and the pool emptied in the turn before).
"""

from __future__ import annotations

from ..engine import Game, stats

# Margins at or below zero mean the Ring-bearer is lost; the reciprocal is capped there.
LOST = 2.0

FEATURES: tuple[str, ...] = (
    "site",             # the fellowship's site
    "fp_site",          # the site again, for the player who moves next (he may reach 9)
    "fp",               # 1 for the player whose fellowship moves next
    "rb_burden",        # 1 / (resistance - burdens) of the Ring-bearer: corruption near
    "rb_wound",         # 1 / vitality left of the Ring-bearer: death near
    "companions",       # companions in the fellowship
    "strength",         # their strength, summed
    "vitality",         # their vitality left, each counted up to 4
    "last_point",       # companions on their last point of vitality
    "allies",           # allies in the support area
    "items",            # possessions and artifacts borne
    "conditions",       # conditions in play (support area or borne)
    "hand",             # live cards in hand, up to 8 (see _dead)
    "hand_events",      # live events in hand: the skirmish tricks a fellowship survives by
    "shadow_minions",   # minions in hand, for the player who is the Shadow next
    "shadow_strength",  # their printed strength, summed
    "rb_strength",      # the Ring-bearer's strength: half of what overwhelms him
    "draw",             # cards left in the draw deck, up to 10
    "threats",          # threats (sets 7-10, 15-19): wounds waiting for a death
)
INDEX = {name: k for k, name in enumerate(FEATURES)}


def player_features(g: Game, p: int) -> list[float]:
    """The features of player ``p`` on ``g``, in the order of :data:`FEATURES`."""
    s = g.s
    cards = g.cards
    piles = s.piles[p]
    fp = 1.0 if p == s.fp else 0.0
    rb = s.ring_bearer[p]
    if rb >= 0 and s.zone[rb] == "fellowship":
        margin = stats.resistance(g, rb) - s.burdens[p]
        vit_rb = stats.vitality_left(g, rb)
        rb_burden = 1.0 / margin if margin > 0 else LOST
        rb_wound = 1.0 / vit_rb if vit_rb > 0 else LOST
    else:
        rb_burden = rb_wound = LOST
    companions = strength = vitality = last = 0.0
    for c in piles["fellowship"]:
        vit = stats.vitality_left(g, c)
        companions += 1
        strength += stats.strength(g, c)
        vitality += min(vit, 4)
        last += vit <= 1
    allies = conditions = 0.0
    for c in piles["support"]:
        kind = cards[c].type
        allies += kind == "ally"
        conditions += kind == "condition"
    items = 0.0
    for c in piles["attached"]:
        kind = cards[c].type
        items += kind in ("possession", "artifact")
        conditions += kind == "condition"
    hand = events = hand_minions = hand_strength = 0.0
    in_play = {cards[c].title for zone in ("fellowship", "support", "attached", "minions")
               for c in piles[zone]}
    for c in piles["hand"]:
        card = cards[c]
        if _dead(g, c, in_play):
            continue
        hand += 1
        events += card.type == "event"
        if card.type == "minion":
            hand_minions += 1
            hand_strength += card.strength or 0
    rb_strength = float(stats.strength(g, rb)) if rb >= 0 and s.zone[rb] == "fellowship" \
        else 0.0
    return [
        float(s.site[p]), fp * s.site[p], fp, rb_burden, rb_wound, companions, strength,
        vitality, last, allies, items, conditions, min(hand, 8.0),
        events, (1.0 - fp) * hand_minions, (1.0 - fp) * hand_strength, rb_strength,
        float(min(len(piles["draw"]), 10)), float(s.threats[p]),
    ]


def _dead(g: Game, c: int, in_play: set[str]) -> bool:
    """A card in hand that can do nothing: an event without a script (the engine cannot
    play it by itself), or a copy of a unique card its owner has in play (only good for
    healing it). Such a card is what a player discards first, so it counts for nothing."""
    card = g.cards[c]
    if card.type == "event" and not g.rules.is_scripted(g.s.defs[c]):
        return True
    return card.unique and card.title in in_play


def difference(g: Game, me: int) -> list[float]:
    """``me``'s features minus the other player's (two-player games: the first other
    seat), the input of the fitted evaluation."""
    other = next(p for p in range(len(g.s.players)) if p != me)
    mine, theirs = player_features(g, me), player_features(g, other)
    return [a - b for a, b in zip(mine, theirs, strict=True)]


__all__ = ["FEATURES", "INDEX", "difference", "player_features"]
