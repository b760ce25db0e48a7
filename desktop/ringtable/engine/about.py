""""About to" windows beyond wounds: about to be killed, discarded, exerted, add a burden.

Why a frame: a response ("If a companion is about to be killed by a wound, add a burden
instead") must resolve after the moment is announced and before the action happens, and
may prevent it. ``replaceable`` does the action at once when no card of the game answers
its "about to" event (so games without such cards pay nothing); otherwise it pushes a
``replace`` frame that emits the event, lets the responses resolve, then does the action
unless one of them called ``combat.prevent(g, what)``. Being overwhelmed is announced by
the skirmish itself (``combat.resolve``), which re-reads the totals after the responses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects
from .framework import Frame, SilentStep, pop, push, step
from .state import IN_PLAY

if TYPE_CHECKING:
    from .game import Game

# what may be prevented -> (its "about to" event, the words of its log line)
ABOUT_TO = {
    "kill": ("about_to_be_killed", "is about to be killed"),
    "discard": ("about_to_be_discarded", "is about to be discarded"),
    "exert": ("about_to_exert", "is about to exert"),
    "burden": ("about_to_add_burden", "is about to add a burden"),
    # a card's text adding twilight tokens (Three Monstrous Trolls: "If a Shadow card is
    # about to add any number of twilight tokens ... prevent this")
    "twilight": ("about_to_add_twilight", "is about to add twilight"),
    # a character about to heal (Extraordinary Resilience: "If the Ring-bearer is about to
    # heal, remove a burden instead"): the sanctuary, a same-title discard, a card's text
    "heal": ("about_to_heal", "is about to heal"),
}
OVERWHELM_EVENT = "about_to_be_overwhelmed"


def replaceable(g: Game, what: str, card: int = -1, player: int = -1, n: int = 1,
                why: str = "", by_wound: bool = False, by: int = -1) -> None:
    """Do ``what`` (a key of ``ABOUT_TO``) to ``card`` (``player`` for a burden), after
    its "about to" window when a card of this game answers it. ``by_wound``: a kill that
    is the wound ``why`` reaching the vitality (the wound is placed unless prevented).
    ``by``: the card whose text adds a burden (``effects.add_burden``), also named by the
    burden's "about to" event ("if a burden is about to be added by a Shadow card",
    Tolman Cotton)."""
    if ABOUT_TO[what][0] not in g._triggers_by_kind:
        _do(g, what, card, player, n, why, by_wound, by)
        return
    push(g, "replace", w=what, t=card, p=player, n=n, why=why, bw=int(by_wound), by=by)


def _do(g: Game, what: str, card: int, player: int, n: int, why: str,
        by_wound: bool, by: int = -1) -> None:
    if what == "burden":
        effects.add_burden(g, player, n, why, by)
    elif what == "twilight":
        effects.add_twilight(g, n, why)
    elif what == "heal":
        effects.heal(g, card, n)
    elif what == "exert":
        effects.exert(g, card, n)
    elif what == "discard":
        effects.discard(g, card, why)
    elif by_wound:
        effects.wound(g, card, n, why)
    else:
        effects.kill(g, card)


@step("replace")
class ReplaceStep(SilentStep):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        what, t = f["w"], f["t"]
        if t >= 0 and what != "discard" and s.zone[t] not in IN_PLAY:
            pop(g, f)  # the card left play meanwhile: nothing is about to happen to it
            return
        event, words = ABOUT_TO[what]
        player = f["p"] if t < 0 else s.owner[t]
        subject = s.players[player] if t < 0 else g.name(t)
        if not f.get("warned"):
            f["warned"] = 1
            named = (t,) if t >= 0 else ((f["by"],) if f.get("by", -1) >= 0 else ())
            g.emit(event, f"{subject} {words}", player=player, cards=named)
            return
        pop(g, f)
        if f.get("prevented"):
            g.emit(f"{what}_prevented", f"That is prevented: {subject} {words}",
                   player=player, cards=(t,) if t >= 0 else ())
            return
        _do(g, what, t, f["p"], f["n"], f["why"], bool(f["bw"]), f.get("by", -1))
