"""Verbs for texts that change the flow of play (issue 18), over ``engine.flow``:

- ``{ end_phase = true }``: "end your Shadow phase" (Tol Brandir);
- ``{ cancel_event = true }``: "cancel that event", the event being played that the
  response answers (Orc Ambusher, on the ``event_being_played`` trigger word);
- ``{ assign = "hobbit" }``: "make the Free Peoples player assign a Hobbit to skirmish
  this minion" (Orc Assassin); ``to`` names the minion, ``player`` who assigns.

Registered beside the other verbs (``verbs.VERBS``); kept apart so the flow rules and
their words are read together.
"""

from __future__ import annotations

from typing import Any

from ..engine import flow
from .filters import Filter
from .reader import Reader
from .runtime import (
    COMPILING,
    CONTINUATION,
    PLAYERS,
    Step,
    ask,
    copy_ctx,
    player_of,
    register_program,
)
from .verbs import Simple, verb

Game = Any
Ctx = dict[str, Any]


@verb("end_phase")
def _end_phase(r: Reader, cost: bool) -> Step:
    """The current phase ends once this effect has resolved (its window closes)."""
    r.flag("end_phase")
    return Simple(lambda g, ctx: flow.end_phase(g, ctx["p"]))


@verb("cancel_event")
def _cancel_event(r: Reader, cost: bool) -> Step:
    """"Cancel that event": the event the response answers (``$ev``), while it waits for
    its effect; with none waiting the text has nothing to do (not offered)."""
    r.flag("cancel_event")

    def waiting(g: Game, ctx: Ctx) -> list[int]:
        named = ctx["v"].get("ev", ())
        return [c for c in flow.being_played(g) if c in named]

    def do(g: Game, ctx: Ctx) -> None:
        for c in waiting(g, ctx):
            flow.cancel_event(g, c)
    return Simple(do, lambda g, ctx: bool(waiting(g, ctx)))


@verb("assign")
def _assign(r: Reader, cost: bool) -> Step:
    return Assign(r)


class Assign(Step):
    """``{ assign = "hobbit", to = "self", player = "fp" }``: ``player`` (default the Free
    Peoples player) assigns a character matching ``assign`` to skirmish a minion matching
    ``to`` (default this card), choosing each when there is a choice; the Free Peoples
    player's is his own one-to-one assignment (``engine.flow.forced_defenders``)."""

    def __init__(self, r: Reader) -> None:
        self.who: Filter = r.filter("assign")  # type: ignore[assignment]
        self.to: Filter | None = r.filter("to", optional=True)
        self.player = r.str("player", "fp", choices=PLAYERS)

    def _pairs(self, g: Game, ctx: Ctx) -> list[tuple[int, int]]:
        """(character, minion) pairs that may be assigned now."""
        by_fp = player_of(g, ctx, self.player) == g.s.fp
        minions = [ctx["src"]] if self.to is None else [
            m for m in self.to.in_play(g, ctx) if g.cards[m].type == "minion"]
        return [(c, m) for m in minions if g.s.zone[m] in ("minions",)
                for c in flow.forced_defenders(g, m, by_fp) if self.who.match(g, c, ctx)]

    def can(self, g: Game, ctx: Ctx) -> bool:
        return bool(self._pairs(g, ctx))

    def run(self, g: Game, ctx: Ctx) -> bool:
        ctx["k"] = {"who": -1}
        return self._next(g, ctx)

    def _next(self, g: Game, ctx: Ctx) -> bool:
        state = ctx["k"]
        pairs = [pr for pr in self._pairs(g, ctx) if state["who"] in (-1, pr[0])]
        p = player_of(g, ctx, self.player)
        if state["who"] < 0:
            chars = sorted({c for c, _m in pairs})
            if len(chars) > 1:
                return ask(g, ctx, p, f"Choose who must skirmish ({self.who.text})", chars)
            if not chars:
                ctx.pop("k", None)
                return False
            state["who"] = chars[0]
        minions = sorted({m for c, m in pairs if c == state["who"]})
        if len(minions) > 1:
            return ask(g, ctx, p, f"Choose the minion {g.name(state['who'])} skirmishes",
                       minions)
        ctx.pop("k", None)
        if minions:
            flow.force_assign(g, p, state["who"], minions[0])
        return False

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        state = ctx.get("k", {"who": -1})
        if not chosen:
            ctx.pop("k", None)
            return False
        if state["who"] < 0:
            state["who"] = chosen[0]
            ctx["k"] = state
            return self._next(g, ctx)
        ctx.pop("k", None)
        p = player_of(g, ctx, self.player)
        if (state["who"], chosen[0]) in self._pairs(g, ctx):
            flow.force_assign(g, p, state["who"], chosen[0])
        return False


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
