"""Free Peoples plays between the skirmishes: events, conditions and abilities judged by
what they do to the skirmishes to come.

Why a module of its own: the fast rules played every scripted event or condition at the
first window it fitted (a printed-stats value of 0.5) and never an activated ability
outside a skirmish, so healing (Athelas, Rosie Cotton, Guma), removing a burden (Sam),
Gandalf's cheaper companion or a maneuver that weakens the minions (Eregion's Trails)
were played blindly or not at all, and twilight was handed to the Shadow for cards that
changed nothing. The fast rules cannot read what a scripted card does, so, as the
skirmish tricks do (:mod:`ringtable.bot.tricks`), each candidate is applied to a clone,
its choices answered by the fast rules, and the fellowship's *outlook* compared before
and after: the coming skirmishes by the assignment arithmetic (:mod:`judgement`), the
Ring-bearer's margins, the companions' vitality, and the twilight handed over.

The coming skirmishes: the minions in play once the Shadow phase has fielded them;
before it (fellowship and regroup phases), the minions the (sampled) Shadow hand can
afford after the next move (the pool plus the site's Shadow number plus one per
companion, :func:`judgement.twilight_after_move`), so every token a play adds buys the
Shadow part of a minion (Comprehensive Rules 4.1: the Free Peoples player's twilight
costs go to the pool the Shadow player spends).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Game, stats
from . import judgement
from .tricks import try_on_clone

# Phases whose Free Peoples windows are judged here (the skirmish is :mod:`tricks`).
WINDOWS = frozenset({"fellowship", "maneuver", "archery", "regroup"})
# Candidates tried per window (the play-outs call this rule).
MAX_TRIES = 6
# How much a play must improve the outlook to be worth a card and its twilight.
GAIN = 0.2
# Outlook weights, on the scale of a companion (3): what a player would give for each.
COMPANION = 3.0
# A companion's vitality left: the first two points (alive, and not on the last one)
# are worth twice the next two; beyond four, nothing more.
VITALITY = (0.0, 0.6, 1.2, 1.5, 1.8)
STRENGTH = 0.1
ALLY = 1.0
# An ally's exertion costs little: allies heal and help, they rarely skirmish.
ALLY_VITALITY = 0.05
BURDEN_DANGER = 6.0
WOUND_DANGER = 4.0
KILLED = 10.0
RB_WOUND = 1.5
LOST = 3.0
DAMAGE = 0.4
CARD = 0.2
# Twilight left in the pool: the Shadow spends it (skirmish events now; before the move
# it is already counted in the minions it buys, so only a little more then).
TWILIGHT = {"fellowship": 0.1, "regroup": 0.1, "maneuver": 0.15, "archery": 0.15}


def judged(g: Game, a: Action) -> bool:
    """Is ``a`` a play this module judges (a scripted event or condition, or an
    activated ability)? Companions, allies and items keep their printed-stats value."""
    if a.kind == "use":
        return True
    if a.kind != "play":
        return False
    return g.cards[a.card].type in ("event", "condition") \
        and g.rules.is_scripted(g.s.defs[a.card])


def best_preparation(g: Game, actions: list[Action],
                     answer: Callable[[Game, list[Action]], Action]) -> Action | None:
    """The Free Peoples play outside the skirmishes that improves the outlook most (by
    at least :data:`GAIN`), or ``None``. ``answer`` answers the choices a tried card
    asks (the fast rules)."""
    fp = g.s.fp
    if g.s.phase not in WINDOWS or not actions or actions[0].player != fp:
        return None
    tries = [a for a in actions if judged(g, a)][:MAX_TRIES]
    if not tries:
        return None
    before = outlook(g, fp)
    best, gain = None, GAIN
    for a in tries:
        c = try_on_clone(g, a, answer)
        if c is None:
            continue
        v = outlook(c, fp) - before
        if v > gain:
            best, gain = a, v
    return best


def outlook(g: Game, fp: int) -> float:
    """The Free Peoples' prospects for the coming skirmishes and beyond (higher is
    better): companions and their vitality, allies, the Ring-bearer's margins, the
    coming skirmishes' toll, cards in hand and twilight left to the Shadow. Read with
    the state held still: the toll tries many covers, each reading every strength
    (a tried card's clone is a fresh game, outside the caller's block)."""
    with g.held_still():
        return _outlook(g, fp)


def _outlook(g: Game, fp: int) -> float:
    s = g.s
    o = s.outcome
    if o is not None:
        return 100.0 if o.get("winner") == fp else -100.0
    bearer = s.ring_bearer[fp]
    if bearer < 0 or s.zone[bearer] != "fellowship":
        return -100.0
    margin = stats.resistance(g, bearer) - s.burdens[fp]
    vit = stats.vitality_left(g, bearer)
    if margin <= 0 or vit <= 0:
        return -100.0
    v = -BURDEN_DANGER / margin - WOUND_DANGER / vit
    for c in s.piles[fp]["fellowship"]:
        v += COMPANION + VITALITY[max(0, min(stats.vitality_left(g, c), 4))] \
            + STRENGTH * stats.strength(g, c)
    for c in stats.allies(g, fp):
        v += ALLY + ALLY_VITALITY * stats.vitality_left(g, c)
    v += CARD * len(s.piles[fp]["hand"]) - TWILIGHT.get(s.phase, 0.1) * s.twilight
    loose, assigned = coming_minions(g, fp)
    if loose or assigned:
        risk = judgement.exposure(g, fp, loose, assigned)
        v -= KILLED if risk.killed else RB_WOUND * risk.wounds
        v -= LOST * risk.companions_lost + DAMAGE * judgement.damage(g, fp, loose)
    return v


def coming_minions(g: Game, fp: int) -> tuple[list[judgement.Threat],
                                              dict[int, list[judgement.Threat]]]:
    """The minions of the coming skirmishes, not yet assigned and assigned: those in play
    (after the fellowship's archery, while it is still to come); before the Shadow phase,
    plus what the sampled Shadow hand affords after the next move."""
    s = g.s
    loose, assigned = [], {}
    for m in stats.minions(g):
        t = judgement.threat_of(g, m)
        if s.assigned[m] >= 0:
            assigned.setdefault(s.assigned[m], []).append(t)
        else:
            loose.append(t)
    if s.phase in ("fellowship", "regroup"):
        shadow = next(p for p in range(len(s.players)) if p != fp)
        loose += judgement.hand_minions(g, shadow, judgement.twilight_after_move(g))
    if s.phase in ("fellowship", "regroup", "maneuver"):
        loose = judgement.after_archery(loose, judgement.fp_archery(g, fp))
    return loose, assigned
