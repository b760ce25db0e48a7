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

from . import combat, stats
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
