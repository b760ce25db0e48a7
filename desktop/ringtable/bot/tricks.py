"""Skirmish tricks: what a Free Peoples player plays once a skirmish has begun.

Why a module of its own: the assignment arithmetic (:mod:`ringtable.bot.judgement`)
decides who fights whom, but most games are then decided *inside* the skirmish by the
cards a player holds back for it: a strength pump on Frodo ("Frodo is strength +3"),
a skirmish cancelled, an ability that wounds the minion. The fast rules cannot read
what a scripted card does, so they try it: each playable event or ability is applied
to a clone of the (sampled) game, any choice it asks is answered by the fast rules, and
the skirmish is scored before and after (Comprehensive Rules 4.1, "skirmish phase":
the side with the higher total wins, ties go to the Shadow, one wound per loser plus
damage +X, a side with double the other's strength overwhelms and kills). A trick is
played only when it makes the skirmish better for the Free Peoples: a pump that still
loses is kept for a skirmish where it decides something.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Game, stats
from ..engine.combat import current_skirmish
from ..engine.state import IN_PLAY

# A trick is tried only among this many candidates (the play-outs call this rule).
MAX_TRIES = 6
# Decisions a tried card may ask (targets, costs) before it is judged.
MAX_STEPS = 8


def skirmish_value(g: Game) -> float:
    """The current skirmish from the Free Peoples side: > 0 won, < 0 lost; losing the
    Ring-bearer is worst, a cancelled or void skirmish is 0. 0 when none is fought."""
    f = current_skirmish(g)
    if f is None:
        return 0.0
    s = g.s
    d = f["d"]
    if f["cancelled"] or s.zone[d] not in IN_PLAY:
        return 0.0
    ms = [m for m in f["ms"] if s.zone[m] == "minions" and s.assigned[m] == d]
    if not ms:
        return 0.5  # the minions were removed: nobody is hurt
    fp = stats.strength(g, d)
    sh = sum(stats.strength(g, m) for m in ms)
    is_rb = d == s.ring_bearer[s.fp]
    if fp > sh:
        return 1.0 + (0.5 if fp >= 2 * sh else 0.0)
    times = 3 if stats.rule(g, d, "overwhelm_triple") else 2
    if sh > 0 and sh >= times * fp:
        return -10.0 if is_rb else -4.0
    wounds = 1 + sum(stats.keyword(g, m, "damage") for m in ms)
    left = stats.vitality_left(g, d)
    if wounds >= left and not (is_rb and s.wearing[s.fp]):
        return -10.0 if is_rb else -4.0
    return -(wounds / max(1, left)) * (2.0 if is_rb else 1.0)


def skirmish_trick(g: Game, actions: list[Action],
                   answer: Callable[[Game, list[Action]], Action]) -> Action | None:
    """The Free Peoples player's best trick in the current skirmish window (``None``:
    no play or ability improves the skirmish). ``answer`` answers the choices a tried
    card asks (the fast rules; never this rule again)."""
    tries = [a for a in actions if a.kind in ("play", "use")][:MAX_TRIES]
    if not tries or current_skirmish(g) is None:
        return None
    before = skirmish_value(g)
    best, gain = None, 0.25
    for a in tries:
        v = _after(g, a, answer)
        if v is not None and v - before > gain:
            best, gain = a, v - before
    return best


def try_on_clone(g: Game, a: Action, answer: Callable[[Game, list[Action]], Action]
                 ) -> Game | None:
    """A clone of ``g`` after ``a`` and the choices it asks (answered by ``answer``, at
    most :data:`MAX_STEPS`), back at the next action window; ``None`` if a script
    fails in this (guessed) world."""
    c = g.clone()
    try:
        c.apply(a)
        for _ in range(MAX_STEPS):
            d = c.decision
            if d is None or c.s.outcome is not None or d.kind == "action":
                break
            c.apply(answer(c, c.legal_actions()))
    except Exception:  # noqa: BLE001 - a script failing in a guessed world
        return None
    return c


def _after(g: Game, a: Action, answer: Callable[[Game, list[Action]], Action]
           ) -> float | None:
    frame = current_skirmish(g)
    c = try_on_clone(g, a, answer)
    if c is None:
        return None
    if c.s.outcome is not None:
        return 10.0 if c.s.outcome.get("winner") == g.s.fp else -10.0
    now = current_skirmish(c)
    if now is None or frame is None or now["d"] != frame["d"]:
        return 0.0  # the skirmish ended (cancelled, minions gone) without a loss
    return skirmish_value(c)
