"""Verbs for texts that change the flow of play (issue 18), over ``engine.flow``:

- ``{ end_phase = true }``: "end your Shadow phase" (Tol Brandir);
- ``{ cancel_event = "$ev" }``: "cancel that event", an event being played (Orc
  Ambusher, answering the ``event_being_played`` trigger word);
- ``{ assign = "hobbit", to = "self", chooser = "fp" }``: "make the Free Peoples player
  assign a Hobbit to skirmish this minion" (Orc Assassin).

Registered beside the other verbs (``verbs.VERBS``); kept apart so the flow rules and
their words are read together.
"""

from __future__ import annotations

from typing import Any

from ..engine import flow
from .reader import Reader
from .runtime import COMPILING, CONTINUATION, Step, copy_ctx, register_program
from .verbs import Simple, Target, verb

Game = Any
Ctx = dict[str, Any]


@verb("end_phase")
def _end_phase(r: Reader, cost: bool) -> Step:
    """The current phase ends once this effect has resolved (its window closes)."""
    r.flag("end_phase")
    return Simple(lambda g, ctx: flow.end_phase(g, ctx["p"]))


@verb("cancel_event")
def _cancel_event(r: Reader, cost: bool) -> Step:
    """Cancel the matching event being played; with none waiting there is nothing to
    pay for, so as a cost or a needed target it makes the text unusable."""
    who = r.filter("cancel_event")

    def targets(g: Game, ctx: Ctx) -> list[int]:
        return [c for c in flow.being_played(g) if who.match(g, c, ctx)]  # type: ignore[union-attr]

    def do(g: Game, ctx: Ctx) -> None:
        for c in targets(g, ctx):
            flow.cancel_event(g, c)
    return Simple(do, lambda g, ctx: bool(targets(g, ctx)))


@verb("assign")
def _assign(r: Reader, cost: bool) -> Step:
    """``assign`` picks the Free Peoples character (by ``chooser``, default the Free
    Peoples player), ``to`` the minion (default this card): the Free Peoples player's
    assignment made now."""
    to = r.filter("to", optional=True)
    if "chooser" not in r.spec:  # the Free Peoples player assigns, unless told
        r.spec = {**r.spec, "chooser": "fp"}

    def minion(g: Game, ctx: Ctx) -> int:
        if to is None:
            return ctx["src"]
        found = to.in_play(g, ctx)
        return found[0] if found else -1

    def eligible(g: Game, c: int, ctx: Ctx) -> bool:
        m = minion(g, ctx)
        return m >= 0 and c in flow.forced_defenders(g, m)

    def act(g: Game, ctx: Ctx, c: int) -> None:
        m = minion(g, ctx)
        if m >= 0 and c in flow.forced_defenders(g, m):
            flow.force_assign(g, c, m)
    return Target(r, "assign", act, cost=cost, eligible=eligible,
                  prompt="Choose who must skirmish the minion")


class Announce(Step):
    """Between an event's costs and its effect: the event is being played, and the
    responses to that (which may cancel it) come first (``engine.flow``)."""

    checks = False

    def run(self, g: Game, ctx: Ctx) -> bool:
        return flow.announce_event(g, ctx["src"], ctx["p"], CONTINUATION, copy_ctx(ctx))

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        return False  # the responses are done and the event was not cancelled: go on


def announce_program() -> str:
    """The one-step program announcing the event being compiled (its key)."""
    return register_program(f"{COMPILING['card']}:event.announce", [Announce()])
