"""The Shadow's minion plan for a Shadow phase: the kill first, hold what is useless,
and hold roaming minions for their own sites (issue 22, item 2: "hold minions for a site
where they are strong").

Why a module of its own: the fast rules (:mod:`ringtable.bot.policy`) and the
heuristic's rule bonus both ask which minions the plan plays, and the plan reads the
skirmish arithmetic of :mod:`ringtable.bot.judgement`. A minion is *roaming* while its
site number is higher than the fellowship's site, and costs 2 more then (Comprehensive
Rules 4.1, "roaming"): an Uruk-hai of site 5 played at site 3 buys the Shadow one
minion fewer than the same card played at its own site, where the pool is larger too.
"""

from __future__ import annotations

from ..engine import Action, Game, stats
from . import judgement

# The Shadow holds minions only while its hand has room: the same hand must draw the
# Free Peoples cards for its own turn.
HOLD_HAND = 6
# ... and roaming minions only while the hand holds no more minions than this: a hand
# of minions has nothing for its own Free Peoples turn (a hand of 8 at the Shadow phase
# is the rule, so the hand's size alone would never let them wait).
HOLD_MINIONS = 4


def is_minion_play(g: Game, a: Action) -> bool:
    return a.kind == "play" and g.cards[a.card].type == "minion"


def shadow_minions(g: Game, actions: list[Action]) -> list[Action] | None:
    """The Shadow's minion plan for this phase. A set of minions that kills the
    Ring-bearer whatever the Free Peoples player assigns (:func:`judgement.kill_plan`)
    comes first, strongest card first: the twilight is spent for the win. Otherwise an
    empty list means *hold them*: the minions it can afford would all lose their
    skirmishes and wound nobody, so they wait in hand for a richer pool (while the hand
    has room, :data:`HOLD_HAND`). ``None``: no minion to play, or the minions are worth
    playing by the usual values (less those :func:`held_for_their_site`)."""
    plays = [a for a in actions if is_minion_play(g, a)]
    if not plays:
        return None
    me = plays[0].player
    plan = kill_plan_now(g, plays)
    if plan:
        best = max(plan, key=lambda c: (stats.strength(g, c), c))
        title = g.cards[best].title
        return [next(a for a in plays if g.cards[a.card].title == title)]
    fp = g.s.fp
    threats = [judgement.threat_of(g, m) for m in stats.minions(g) if g.s.assigned[m] < 0]
    affordable = judgement.hand_minions(g, me, g.s.twilight)
    threats = judgement.after_archery(threats + affordable, judgement.fp_archery(g, fp))
    if judgement.damage(g, fp, threats) <= 0 \
            and len(g.s.piles[me]["hand"]) <= HOLD_HAND:
        return []
    return None


def held_for_their_site(g: Game, actions: list[Action]) -> list[Action]:
    """Roaming minion plays to hold for their own site: when no kill is on (checked
    first by :func:`shadow_minions`) and what the Shadow can afford now kills no
    character, a roaming minion waits (while the hand holds at most
    :data:`HOLD_MINIONS` minions), so that it costs 2 less later at a site where the
    pool is larger."""
    plays = [a for a in actions if is_minion_play(g, a) and stats.is_roaming(g, a.card)]
    if not plays:
        return []
    me = plays[0].player
    if sum(g.cards[c].type == "minion" for c in g.s.piles[me]["hand"]) > HOLD_MINIONS:
        return []
    fp = g.s.fp
    threats = [judgement.threat_of(g, m) for m in stats.minions(g) if g.s.assigned[m] < 0]
    threats += judgement.hand_minions(g, me, g.s.twilight)
    risk = judgement.exposure(g, fp, judgement.after_archery(threats,
                                                             judgement.fp_archery(g, fp)))
    if risk.killed or risk.companions_lost:
        return []
    return plays


def restrained(g: Game, actions: list[Action]) -> list[Action]:
    """``actions`` less the roaming minions held for their sites (the Shadow's window of
    a Shadow phase without a kill; :func:`held_for_their_site`). Normal's look-ahead is
    offered only these: a play-out of one turn sees the wound a minion deals now, never
    the cheaper minion at its own site."""
    if g.s.phase != "shadow" or not actions or actions[0].player == g.s.fp \
            or g.decision is None or g.decision.kind != "action" \
            or shadow_minions(g, actions) is not None:
        return actions
    held = held_for_their_site(g, actions)
    return [a for a in actions if a not in held] or actions


def kill_plan_now(g: Game, actions: list[Action]) -> list[int]:
    """:func:`judgement.kill_plan` over every minion in the Shadow's hand that can be
    played now: the engine offers one "play" per title, so two Goblin Scavengers in hand
    are one action, yet together they are the kill."""
    plays = [a for a in actions if is_minion_play(g, a)]
    if not plays:
        return []
    me = plays[0].player
    titles = {g.cards[a.card].title for a in plays}
    cards = [c for c in g.s.piles[me]["hand"] if g.cards[c].title in titles]
    cards += [a.card for a in plays if a.card not in cards]
    return judgement.kill_plan(g, me, g.s.twilight, cards)
