"""The script interpreter: runs a compiled list of steps, suspending for choices.

Why a program counter in plain data: an effect that needs a player's choice cannot wait
for an answer inside Python; it pushes the engine's ``choose`` frame and returns. The
context (``ctx``: the card, its player, the cards chosen so far and a stack of
``[program key, next step]`` pairs) travels inside that frame as plain JSON, so a game
saved, cloned or searched by a bot mid-effect resumes exactly where it stopped.
"""

from __future__ import annotations

from typing import Any

from ..engine import choice, hands
from ..engine.game import opponents

Game = Any
Ctx = dict[str, Any]

CONTINUATION = "card_script"
# The card being compiled and the programs compiled for it so far (compile time only:
# ``compile_card`` starts a fresh table per card and stores it in the card's behaviour,
# ``extra["programs"]``; a game finds them through ``g.rules.programs``).
COMPILING: dict[str, Any] = {"card": "", "programs": {}}


class Step:
    """One cost or effect. ``run`` returns True when it suspended for a choice; ``resume``
    is then called with the chosen cards (and may suspend again)."""

    label = ""
    checks = True  # False when ``can`` is always True (skipped by legality checks)

    def can(self, g: Game, ctx: Ctx) -> bool:
        """For a cost: can it be paid in full now; for an effect: has it a target."""
        return True

    def run(self, g: Game, ctx: Ctx) -> bool:
        raise NotImplementedError

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        raise AssertionError(f"{type(self).__name__} never asks")


def register_program(key: str, steps: list[Step]) -> str:
    """Add a program to the card being compiled: its steps, and those whose ``can`` may
    say no (the only ones legality checks run)."""
    COMPILING["programs"][key] = (steps, [st for st in steps if st.checks])
    return key


def checked_steps(key: str) -> list[Step]:
    """At compile time: the checked steps of a program of the card being compiled."""
    return COMPILING["programs"][key][1]


def new_ctx(src: int, player: int, ev: tuple[int, ...] | list[int] = (),
            amount: int = 0) -> Ctx:
    """A script's context; ``ev``: the triggering event's cards; ``amount``: its number
    (the value ``event_amount``: how many cards a draw took)."""
    ctx: Ctx = {"src": src, "p": player, "v": {}, "pc": []}
    if ev:
        ctx["ev"] = list(ev)
        ctx["v"]["ev"] = list(ev[:1])
    if amount:
        ctx["amount"] = amount
    return ctx


def start(g: Game, key: str, ctx: Ctx) -> None:
    """Run program ``key`` from its first step."""
    ctx["pc"] = ctx["pc"] + [[key, 0]]
    run(g, ctx)


def call(ctx: Ctx, key: str) -> None:
    """Push a sub-program (a branch, a repeated block) to run next."""
    ctx["pc"] = ctx["pc"] + [[key, 0]]


def run(g: Game, ctx: Ctx) -> None:
    while ctx["pc"] and g.s.outcome is None:
        key, i = ctx["pc"][-1]
        steps = g.rules.programs[key][0]
        if i >= len(steps):
            ctx["pc"] = ctx["pc"][:-1]
            continue
        ctx["pc"] = ctx["pc"][:-1] + [[key, i + 1]]
        if steps[i].run(g, ctx):
            return


def can_all(g: Game, key: str, ctx: Ctx) -> bool:
    for st in g.rules.programs[key][1]:  # noqa: SIM110 - a plain loop: runs for every ability, every decision
        if not st.can(g, ctx):
            return False
    return True


def copy_ctx(ctx: Ctx) -> Ctx:
    """A private copy: contexts stored in frames are shared by cloned games."""
    out = dict(ctx)
    out["v"] = {k: list(v) for k, v in ctx["v"].items()}
    out["pc"] = [list(x) for x in ctx["pc"]]
    return out


@choice.continuation(CONTINUATION)
def _resume(g: Game, ctx: Ctx, chosen: list[int]) -> None:
    ctx = copy_ctx(ctx)
    key, i = ctx["pc"][-1]
    if not g.rules.programs[key][0][i - 1].resume(g, ctx, chosen):
        run(g, ctx)


def player_of(g: Game, ctx: Ctx, who: str) -> int:
    """``you`` (the card's player), ``fp`` (the Free Peoples player), ``shadow`` (the
    first Shadow player), ``opponent`` (of the card's player)."""
    s = g.s
    if who == "you":
        return ctx["p"]
    if who == "fp":
        return s.fp
    if who == "shadow":
        return opponents(s, s.fp)[0]
    return opponents(s, ctx["p"])[0]


PLAYERS = ("you", "fp", "shadow", "opponent")


def pile_hidden(g: Game, ctx: Ctx, zone: str, owner: int, looker: str = "you") -> bool:
    """Cards of ``owner``'s ``zone`` the player ``looker`` (a player word) may not look
    at by this card's effect: another player's hand kept secret (``engine.hands``: No
    Business of Ours, Erland)."""
    return zone == "hand" and hands.hidden(g, owner, player_of(g, ctx, looker))
