"""Verbs for texts that change the flow of play (issue 18), over ``engine.flow``:

- ``{ end_phase = true }``: "end your Shadow phase" (Tol Brandir);
- ``{ cancel_event = true }``: "cancel that event", the event being played that the
  response answers (Orc Ambusher, on the ``event_being_played`` trigger word);
- ``{ assign = "hobbit" }``: "make the Free Peoples player assign a Hobbit to skirmish
  this minion" (Orc Assassin); ``to`` names the minion, ``player`` who assigns;
- ``{ corrupt = true }``: "corrupt the Ring-bearer" (Despair): the game ends for the
  Free Peoples player;
- ``{ skip_shadow_phase = "opponent" }``: that player "skips his or her next Shadow
  phase" (What Are We Waiting For?; ``engine.skips``).
- ``{ cancel_assignments = true }``: "cancel all remaining assignments" (Return to Its
  Master).

Registered beside the other verbs (``verbs.VERBS``); kept apart so the flow rules and
their words are read together.
"""

from __future__ import annotations

from typing import Any

from ..engine import choice, effects, flow, skips
from .filters import Filter
from .reader import FieldError, Reader
from .runtime import (
    COMPILING,
    CONTINUATION,
    PLAYERS,
    Step,
    copy_ctx,
    player_of,
    register_program,
)
from .verbs import Simple, Target, verb

Game = Any
Ctx = dict[str, Any]


@verb("corrupt")
def _corrupt(r: Reader, cost: bool) -> Step:
    """The Free Peoples player's Ring-bearer is corrupted and that player loses."""
    r.flag("corrupt")
    return Simple(lambda g, ctx: effects.corrupt(g, g.s.fp, f" ({g.name(ctx['src'])})"
                                                 if ctx["src"] >= 0 else ""))


@verb("skip_shadow_phase")
def _skip_shadow_phase(r: Reader, cost: bool) -> Step:
    """"Skip his or her next Shadow phase": held for the game until that player's next
    Shadow phase (``engine.skips``); the player is a player word (default ``opponent``)."""
    who = r.str("skip_shadow_phase", "opponent", choices=PLAYERS)
    if cost:
        raise FieldError(r.sub("skip_shadow_phase"), "is an effect, not a cost")
    return Simple(lambda g, ctx: skips.skip_next_shadow_phase(g, player_of(g, ctx, who)))


@verb("cancel_assignments")
def _cancel_assignments(r: Reader, cost: bool) -> Step:
    """"Cancel all remaining assignments": the skirmishes not yet fought do not happen."""
    r.flag("cancel_assignments")
    return Simple(lambda g, ctx: flow.cancel_assignments(g, ctx["p"]))


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
    return _canceller(flow.being_played, flow.cancel_event)


def _canceller(waiting_now: Any, cancel: Any) -> Step:
    """Cancel what the response answers (``$ev``) among what is waiting now
    (``waiting_now(g)``); not offered when nothing named is waiting."""
    def waiting(g: Game, ctx: Ctx) -> list[int]:
        named = ctx["v"].get("ev", ())
        return [c for c in waiting_now(g) if c in named]

    def do(g: Game, ctx: Ctx) -> None:
        for c in waiting(g, ctx):
            cancel(g, c)
    return Simple(do, lambda g, ctx: bool(waiting(g, ctx)))


@verb("assign")
def _assign(r: Reader, cost: bool) -> Step:
    return Assign(r)


class Assign(Step):
    """``{ assign = "hobbit", to = "self", player = "fp" }``: ``player`` (default the Free
    Peoples player) assigns a character matching ``assign`` to skirmish a minion matching
    ``to`` (default this card), choosing each when there is a choice; the Free Peoples
    player's is his own one-to-one assignment (``engine.flow.forced_defenders``);
    ``as = "x"`` remembers both characters as ``$x`` ("those characters").

    The character picked first is kept as the script variable ``$assigning`` while the
    minion is chosen (plain data in the context, as every choice of a script)."""

    PICKED = "assigning"

    def __init__(self, r: Reader) -> None:
        self.who: Filter = r.filter("assign")  # type: ignore[assignment]
        self.to: Filter | None = r.filter("to", optional=True)
        self.player = r.str("player", "fp", choices=PLAYERS)
        # ``as = "x"``: remember the character and the minion assigned as ``$x``
        self.into = r.str("as", "")
        # ``needs_target = false``: the text is playable although no pair can be assigned
        # yet, for a pair an earlier step frees ("cancel all remaining assignments and
        # assign a Nazgûl ...": Return to Its Master)
        self.need = r.bool("needs_target", True)

    def _pairs(self, g: Game, ctx: Ctx) -> list[tuple[int, int]]:
        """(character, minion) pairs that may be assigned now."""
        by_fp = player_of(g, ctx, self.player) == g.s.fp
        minions = [ctx["src"]] if self.to is None else [
            m for m in self.to.in_play(g, ctx) if g.cards[m].type == "minion"]
        return [(c, m) for m in minions if g.s.zone[m] == "minions"
                for c in flow.forced_defenders(g, m, by_fp) if self.who.match(g, c, ctx)]

    def can(self, g: Game, ctx: Ctx) -> bool:
        return not self.need or bool(self._pairs(g, ctx))

    def run(self, g: Game, ctx: Ctx) -> bool:
        ctx["v"].pop(self.PICKED, None)
        chars = sorted({c for c, _m in self._pairs(g, ctx)})
        if len(chars) > 1:
            return self._ask(g, ctx, f"choose who must skirmish ({self.who.text})", chars)
        return self.resume(g, ctx, chars)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if not chosen:
            ctx["v"].pop(self.PICKED, None)
            return False
        picked = ctx["v"].get(self.PICKED)
        if not picked:  # the character was chosen: now the minion
            ctx["v"][self.PICKED] = [chosen[0]]
            minions = sorted(m for c, m in self._pairs(g, ctx) if c == chosen[0])
            if len(minions) > 1:
                return self._ask(g, ctx, f"choose the minion {g.name(chosen[0])} skirmishes",
                                 minions)
            return self.resume(g, ctx, minions)
        who = picked[0]
        ctx["v"].pop(self.PICKED, None)
        if (who, chosen[0]) in self._pairs(g, ctx):
            flow.force_assign(g, player_of(g, ctx, self.player), who, chosen[0])
            if self.into:
                ctx["v"][self.into] = [who, chosen[0]]
        return False

    def _ask(self, g: Game, ctx: Ctx, prompt: str, cards: list[int]) -> bool:
        """Suspend on the engine's choose frame; the script resumes here (``resume``)."""
        choice.choose(g, player_of(g, ctx, self.player), f"{g.name(ctx['src'])}: {prompt}",
                      cards, CONTINUATION, context=ctx)
        return True


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


class SelfExertCost(Target):
    """``exert = "self"`` as the cost of a minion's special ability: before it exerts,
    the responses to that (``engine.flow.announce_cost_exert``: Rush of Steeds may
    prevent it, and the ability then does nothing); with none answering, as any cost."""

    WAITED = "_cost_exert"  # set in the context the frame resumes: the cost is paid
    times: Any = 1  # a whole number or a value (``exert`` sets it)

    def run(self, g: Game, ctx: Ctx) -> bool:
        src = ctx["src"]
        if self.who.ref == "self" and g.cards[src].type == "minion":
            later = copy_ctx(ctx)
            later["v"][self.WAITED] = [src]
            times = self.times(g, ctx) if callable(self.times) else self.times
            if flow.announce_cost_exert(g, src, ctx["p"], times, CONTINUATION, later):
                return True
        return super().run(g, ctx)

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if ctx["v"].pop(self.WAITED, None) is not None:
            return False  # exerted by the engine's frame: the ability goes on
        return super().resume(g, ctx, chosen)
class AnnounceAbility(Announce):
    """Between a special ability's costs and its effect: the responses to its use (which
    may cancel it: War-warg) come first (``engine.flow.announce_ability``)."""

    def run(self, g: Game, ctx: Ctx) -> bool:
        return flow.announce_ability(g, ctx["src"], ctx["p"], CONTINUATION, copy_ctx(ctx))


def announce_ability_program(index: int) -> str:
    """The one-step program announcing ability ``index`` of the card being compiled."""
    return register_program(f"{COMPILING['card']}:ability{index}.announce",
                            [AnnounceAbility()])


@verb("cancel_ability")
def _cancel_ability(r: Reader, cost: bool) -> Step:
    """"Cancel that action": the special ability whose use the response answers (``$ev``
    is the card with the ability), while it waits for its effect."""
    r.flag("cancel_ability")
    return _canceller(flow.being_used, flow.cancel_ability)
