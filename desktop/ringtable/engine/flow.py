"""Card texts that change the flow of play (issue 18): a phase ended early by an effect
("end your Shadow phase"), an event cancelled while it is being played ("cancel that
event"), and an assignment made by an effect ("make the Free Peoples player assign a
Hobbit to skirmish this minion").

Why a module of its own: each is a small rule of the action procedure that card scripts
reach through these functions only, so the turn sequence, playing and assignment keep
their own frames unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import combat, effects, stats
from .choice import CONTINUATIONS
from .framework import Frame, SilentStep, pop, push, step

if TYPE_CHECKING:
    from .game import Game

# The window between playing an event (its cost paid) and its effect: responses such as
# Orc Ambusher's "If a Free Peoples regroup event is played, ... cancel that event".
BEING_PLAYED = "event_being_played"

Ctx = dict[str, Any]


def end_phase(g: Game, player: int) -> bool:
    """"End your Shadow phase": the current phase's action window closes once the effect
    has resolved, as if every player had passed (CR: the phase ends when all players
    pass). Only the window ``player`` acts in; False when there is none."""
    s = g.s
    for f in reversed(s.stack):
        if f["k"] != "window":
            continue
        if f["phase"] != s.phase or player not in f["players"]:
            return False
        f["passes"] = len(f["players"])
        g.emit("phase_ended", f"{s.players[player]} ends the {s.phase} phase", player=player)
        return True
    return False


def announce_event(g: Game, card: int, player: int, then: str, context: Ctx) -> bool:
    """An event's costs are paid: announce it before its effect (CR: responses to an
    event being played come before it resolves). When a card answers (a response that
    may cancel it), the effect waits in an ``event_effect`` frame under the responses
    and resumes through continuation ``then`` (``choice.CONTINUATIONS``) with
    ``context``; True then. False: nobody answers, the effect goes on at once."""
    if BEING_PLAYED not in g._triggers_by_kind:  # no card of this game answers
        return False
    before = len(g.s.pending)
    # the waiting effect exists while the responses are asked (they may name it)
    frame = push(g, "event_effect", card=card, player=player, then=then, ctx=context)
    g.emit(BEING_PLAYED, f"{g.name(card)} is being played", player=player, cards=(card,))
    if len(g.s.pending) == before:
        pop(g, frame)
        return False
    return True


# A minion about to exert as a cost of its own special ability (Rush of Steeds: "If a
# minion exerts as a cost of its special ability, discard this condition to prevent
# that and return that minion to its owner's hand"): a response may prevent the cost,
# and an ability whose cost is not paid does nothing (CR: costs before effects).
COST_EXERT = "about_to_exert_as_cost"


def announce_cost_exert(g: Game, minion: int, player: int, times: int, then: str,
                        context: Ctx) -> bool:
    """Before ``minion`` exerts as a cost of its own special ability: when a card answers
    (``COST_EXERT``), the exertion and the rest of the ability wait in a ``cost_exert``
    frame under the responses and resume through continuation ``then`` with ``context``
    unless one prevented it (``combat.prevent(g, "cost_exert")``); True then. False:
    nobody answers, the cost is paid at once."""
    if COST_EXERT not in g._triggers_by_kind:
        return False
    before = len(g.s.pending)
    frame = push(g, "cost_exert", card=minion, player=player, n=times, then=then,
                 ctx=context, warned=1)
    g.emit(COST_EXERT, f"{g.name(minion)} is about to exert as a cost of its special "
           "ability", player=player, cards=(minion,))
    if len(g.s.pending) == before:
        pop(g, frame)
        return False
    return True



# The same window for a special ability: its costs paid, responses such as War-warg's
# "If a skirmish special ability is used in a skirmish involving bearer, exert bearer to
# cancel that action" come before its effect (the waiting frame: ``ability_effect``).
BEING_USED = "ability_being_used"


def announce_ability(g: Game, card: int, player: int, then: str, context: Ctx) -> bool:
    """A special ability of ``card`` has had its costs paid: as ``announce_event``, the
    effect waits in an ``ability_effect`` frame while the responses to its use resolve;
    False when no card of the game answers (the effect goes on at once)."""
    if BEING_USED not in g._triggers_by_kind:
        return False
    before = len(g.s.pending)
    frame = push(g, "ability_effect", card=card, player=player, then=then, ctx=context)
    g.emit(BEING_USED, f"{g.name(card)}'s special ability is being used", player=player,
           cards=(card,))
    if len(g.s.pending) == before:
        pop(g, frame)
        return False
    return True


@step("cost_exert")
class CostExertStep(SilentStep):
    """The exertion a special ability costs, once the responses to it are done: paid and
    the ability goes on, or prevented and the ability does nothing."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        pop(g, f)
        card = f["card"]
        if f.get("prevented") or g.s.zone[card] not in ("minions",) or \
                not stats.can_exert(g, card, f["n"]):
            g.emit("exert_prevented", f"{g.name(card)} does not exert: its special ability "
                   "does nothing", player=f["player"], cards=(card,))
            return
        effects.exert(g, card, f["n"])
        CONTINUATIONS[f["then"]](g, f["ctx"], [])


def cancel_ability(g: Game, card: int) -> bool:
    """Cancel the special ability of ``card`` waiting for its effect ("cancel that
    action"): its costs stay paid. False when none is waiting."""
    for f in g.s.stack:
        if f["k"] == "ability_effect" and f["card"] == card and not f.get("cancelled"):
            f["cancelled"] = True
            g.emit("ability_cancelled", f"{g.name(card)}'s special ability is cancelled",
                   player=f["player"], cards=(card,))
            return True
    return False


def being_used(g: Game) -> list[int]:
    """Cards whose special ability waits for its effect (what "cancel that action" may
    name)."""
    return [f["card"] for f in g.s.stack if f["k"] == "ability_effect" and not f.get("cancelled")]


def cancel_event(g: Game, card: int) -> bool:
    """Cancel an event being played: its effect never happens, the card still goes to
    its owner's discard pile (it was played). False when ``card`` is not waiting."""
    for f in g.s.stack:
        if f["k"] == "event_effect" and f["card"] == card and not f.get("cancelled"):
            f["cancelled"] = True
            g.emit("event_cancelled", f"{g.name(card)} is cancelled", player=g.s.holder[card],
                   cards=(card,))
            return True
    return False


def being_played(g: Game) -> list[int]:
    """Events waiting for their effect (the cards a "cancel that event" may name)."""
    return [f["card"] for f in g.s.stack if f["k"] == "event_effect" and not f.get("cancelled")]


@step("event_effect")
class EventEffectStep(SilentStep):
    """The waiting effect of an event once the responses to its being played are done."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        pop(g, f)
        if not f.get("cancelled"):
            CONTINUATIONS[f["then"]](g, f["ctx"], [])


@step("ability_effect")
class AbilityEffectStep(EventEffectStep):
    """The waiting effect of a special ability once the responses to its use are done."""


def forced_defenders(g: Game, minion: int, by_fp: bool = True) -> list[int]:
    """Who an effect may assign to skirmish ``minion``: for the Free Peoples player, the
    characters he could assign himself (not unhasty, not "cannot be assigned") with room
    left (his assignment is one-to-one, defender +X allows X more); for a Shadow player,
    any of the Free Peoples characters he may assign leftover minions to. None if the
    minion is already assigned or cannot be."""
    s = g.s
    if s.assigned[minion] >= 0 or stats.rule(g, minion, "cannot_be_assigned"):
        return []
    if by_fp and stats.rule(g, minion, "fp_cannot_assign"):
        return []
    out = combat._assignable_fp(g, s.fp, by_fp)
    if not by_fp:
        return out
    return [c for c in out
            if len(combat.assigned_to(g, c)) < 1 + stats.keyword(g, c, "defender")]


def force_assign(g: Game, player: int, defender: int, minion: int) -> None:
    """``player`` assigns ``defender`` to skirmish ``minion`` now, by an effect: the Free
    Peoples player's as his own assignment (ambush answers it), a Shadow player's as a
    leftover assignment."""
    combat.assign(g, player, defender, minion, by_fp=player == g.s.fp)


def cancel_assignments(g: Game, player: int) -> list[int]:
    """"Cancel all remaining assignments" (Return to Its Master): every minion still
    assigned to a character is unassigned, so the skirmishes not yet fought do not
    happen (the skirmishes step reads ``State.assigned`` afresh); returns those minions."""
    s = g.s
    freed = [m for m in stats.minions(g) if s.assigned[m] >= 0]
    for m in freed:
        s.assigned[m] = -1
    if freed:
        g.emit("assignments_cancelled", "All remaining assignments are cancelled",
               player=player, cards=tuple(freed))
    return freed
