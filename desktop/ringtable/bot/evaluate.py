"""The position evaluation shared by the heuristic look-ahead and the search's cut-off.

Why these terms: the game is a race to site 9 while keeping the Ring-bearer alive and
uncorrupted, so each player's score adds their site progress, a steep penalty as the
Ring-bearer's margins (resistance - burdens, vitality left) shrink, the fellowship's
fighting power (companions, strength, vitality left with a premium on the last point),
the threat of minions in play and twilight when they are the Shadow side, and cards in
hand. Weights are hand-set (GEMP's wound values inspired the non-linear wound term).
The value is ``tanh`` of the score difference, in (-1, 1); a finished game is +-1.
"""

from __future__ import annotations

import math

from ..engine import Game, stats
from . import judgement
from .features import FEATURES, difference
from .fitted import WEIGHTS

SITE = 1.6
COMPANION = 1.2
STRENGTH = 0.22
VITALITY = 0.35
LAST_POINT = 0.6
MINION = 0.4
MINION_STRENGTH = 0.12
HAND = 0.22
TWILIGHT = 0.08
SCALE = 7.0
BURDEN_DANGER = 6.0
WOUND_DANGER = 4.0
# A Ring-bearer the minions in play will kill this turn is nearly lost (not quite: a
# card may still save him), so the search prefers any line that avoids it.
DOOMED = 15.0
THREAT_PHASES = frozenset({"shadow", "maneuver", "archery", "assignment", "skirmish"})


def rb_danger(g: Game, player: int) -> float:
    """How close ``player`` is to losing through the Ring-bearer (0 = safe, large = near)."""
    s = g.s
    rb = s.ring_bearer[player]
    if rb < 0 or s.zone[rb] not in ("fellowship",):
        return 30.0
    margin = stats.resistance(g, rb) - s.burdens[player]
    vit = stats.vitality_left(g, rb)
    danger = 0.0
    if margin <= 0:
        return 30.0
    danger += BURDEN_DANGER / margin
    if vit <= 0:
        return 30.0
    danger += WOUND_DANGER / vit
    if player == s.fp and s.phase in THREAT_PHASES:
        danger += _skirmish_threat(g, player)
    return danger


def _skirmish_threat(g: Game, player: int) -> float:
    """Minions in play that will kill the Ring-bearer in this turn's skirmishes: those
    already assigned to him, plus the leftovers the fellowship cannot cover
    (:func:`judgement.exposure`). Overwhelm kills "regardless of whether he wears the
    Ring", so a search that stops short of the skirmish must see it coming."""
    s = g.s
    loose = [judgement.threat_of(g, m) for m in stats.minions(g) if s.assigned[m] < 0]
    assigned: dict[int, list[judgement.Threat]] = {}
    for m in stats.minions(g):
        if s.assigned[m] >= 0:
            assigned.setdefault(s.assigned[m], []).append(judgement.threat_of(g, m))
    if not loose and not assigned:
        return 0.0
    risk = judgement.exposure(g, player, loose, assigned)
    if risk.killed:
        return DOOMED
    return WOUND_DANGER * risk.wounds / max(1, stats.vitality_left(g, s.ring_bearer[player]))


def player_score(g: Game, player: int) -> float:
    s = g.s
    score = SITE * s.site[player] - rb_danger(g, player)
    for c in s.piles[player]["fellowship"]:
        vit = stats.vitality_left(g, c)
        score += COMPANION + STRENGTH * stats.strength(g, c) + VITALITY * min(vit, 4)
        if vit <= 1:
            score -= LAST_POINT
    for c in s.piles[player]["support"]:
        if g.cards[c].type == "ally":
            score += 0.4 + 0.08 * stats.strength(g, c)
    if player != s.fp:
        for m in s.piles[player]["minions"]:
            score += MINION + MINION_STRENGTH * stats.strength(g, m)
        score += TWILIGHT * s.twilight
    score += HAND * min(len(s.piles[player]["hand"]), 8)
    return score


def decided(g: Game, me: int) -> float:
    """A finished game's value for ``me``: 1 won, -1 lost, 0 without a winner (both
    evaluations share it)."""
    w = g.s.outcome["winner"]  # type: ignore[index]
    return 0.0 if w < 0 else (1.0 if w == me else -1.0)


def evaluate(g: Game, me: int) -> float:
    """Value of ``g`` for player ``me`` in (-1, 1); +-1 once the game is decided."""
    if g.s.outcome is not None:
        return decided(g, me)
    mine = player_score(g, me)
    theirs = max(player_score(g, p) for p in range(len(g.s.players)) if p != me)
    return math.tanh((mine - theirs) / SCALE)


_WEIGHTS = tuple(WEIGHTS[name] for name in FEATURES)


def evaluate_fitted(g: Game, me: int) -> float:
    """Value of ``g`` for ``me`` at the start of a turn, by the weights fitted on
    self-play (``tools/fit_evaluation.py``): ``2 P(me wins) - 1``, in (-1, 1); +-1 once
    the game is decided. The search's play-outs end at the start of a turn, where these
    weights were fitted; elsewhere (a play-out cut off mid-turn) :func:`evaluate`."""
    if g.s.outcome is not None:
        return decided(g, me)
    z = sum(w * x for w, x in zip(_WEIGHTS, difference(g, me), strict=True))
    return math.tanh(z / 2)  # = 2 sigmoid(z) - 1


def judge(g: Game, me: int, until_turn: int, fitted: bool) -> float:
    """The value of a play-out that was to stop once turn ``until_turn`` began: the
    fitted evaluation if asked for and the play-out got there (or ended the game), where
    its weights were fitted; the hand-set :func:`evaluate` otherwise."""
    if fitted and (g.s.outcome is not None or g.s.turn >= until_turn):
        return evaluate_fitted(g, me)
    return evaluate(g, me)
