"""The one choose step of the card language: every choice a script asks a player for.

A script that needs a choice (one of several effects, N cards from the table or a pile,
cards among those revealed from a deck, a card found by searching the draw deck) goes
through :class:`Choose`. It

- offers only what can be carried out in full (Comprehensive Rules: "you must choose an
  action that you are fully capable of performing (if possible)"): options whose every
  step could be done now (:func:`fully_possible`), and ``minimum`` cards or nothing;
- picks by itself when there is no real choice (one option; exactly the cards needed);
- otherwise suspends in the engine's ``choose`` frame, a pending Decision held in the
  game state, so clones, saves, undo and a bot's search work while it waits;
- stores the answer as a variable of the script's context (``$name``).

Verbs that need several choices (``either``, ``play``, ``choose_one``, ``reveal``,
``search``) are short programs of Choose steps and plain steps reading those
variables (:func:`program`), so no verb keeps a private resume state of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import choice
from .runtime import COMPILING, CONTINUATION, Step, call, player_of, register_program

Game = Any
Ctx = dict[str, Any]
Source = Callable[[Game, Ctx], list[int]]
Count = int | Callable[[Game, Ctx], int]
Prompt = str | Callable[[Game, Ctx], str]


def _n(count: Count, g: Game, ctx: Ctx) -> int:
    return count(g, ctx) if callable(count) else count


def fully_possible(g: Game, key: str, ctx: Ctx) -> bool:
    """Could every step of program ``key`` be carried out in full now ("exert 2
    companions": two can exert)? Steps say so by ``can_fully`` (or ``can``)."""
    return all(getattr(st, "can_fully", st.can)(g, ctx) for st in g.rules.programs[key][0])


def named_prompt(g: Game, ctx: Ctx, prompt: str) -> str:
    """Every choice names the card whose text asks, "<title>: <what to choose>" (issue
    20: "Choose which card the effect is for" left the player guessing whose it was)."""
    src = ctx.get("src")
    if src is None or src < 0:
        return prompt
    title = g.name(src)
    if prompt.startswith(title):
        return prompt
    return f"{title}: {prompt[:1].lower()}{prompt[1:]}"


class Choose(Step):
    """Choose between ``minimum`` and ``maximum`` of ``source``'s candidates (cards, or
    option indices when ``labels`` names the options) into ``$into``.

    ``forced(g, ctx, candidates)`` says when there is no real choice, so every candidate
    is taken without asking (by default: no more candidates than the minimum).
    """

    def __init__(self, into: str, source: Source, prompt: Prompt, *, minimum: Count = 1,
                 maximum: Count = 1, chooser: str = "you", labels: list[str] | None = None,
                 forced: Callable[[Game, Ctx, list[int]], bool] | None = None) -> None:
        self.into = into
        self.source = source
        self.prompt = prompt
        self.minimum = minimum
        self.maximum = maximum
        self.chooser = chooser
        self.labels = labels
        self.forced = forced

    def can(self, g: Game, ctx: Ctx) -> bool:
        """Fully possible: at least ``minimum`` candidates."""
        return len(self.source(g, ctx)) >= _n(self.minimum, g, ctx)

    def run(self, g: Game, ctx: Ctx) -> bool:
        """Store the candidates when there is no real choice (every one is taken), else
        suspend on the choice; True when it suspended."""
        cands = self.source(g, ctx)  # a fresh list: stored as it is
        high = min(_n(self.maximum, g, ctx), len(cands))
        if high == 0:
            ctx["v"][self.into] = []
            return False
        low = min(_n(self.minimum, g, ctx), high)
        ctx["v"][self.into] = cands  # taken, or what was offered (the answer maps onto it)
        if self.forced(g, ctx, cands) if self.forced is not None else len(cands) <= low:
            return False
        prompt = named_prompt(g, ctx, self.prompt(g, ctx) if callable(self.prompt)
                              else self.prompt)
        player = player_of(g, ctx, self.chooser)
        if self.labels is not None:
            choice.choose_option(g, player, prompt, [self.labels[k] for k in cands],
                                 CONTINUATION, context=ctx)
        else:
            choice.choose(g, player, prompt, cands, CONTINUATION, context=ctx,
                          minimum=low, maximum=high)
        return True

    def resume(self, g: Game, ctx: Ctx, chosen: list[int]) -> bool:
        if self.labels is not None:
            offered = ctx["v"][self.into]
            chosen = [offered[chosen[0]]] if chosen and 0 <= chosen[0] < len(offered) else []
        ctx["v"][self.into] = list(chosen)
        return False


class Do(Step):
    """A plain step of a verb's program: ``do(g, ctx)``, after the choices before it."""

    checks = False

    def __init__(self, do: Callable[[Game, Ctx], None]) -> None:
        self.do = do

    def run(self, g: Game, ctx: Ctx) -> bool:
        self.do(g, ctx)
        return False


Check = Callable[[Game, Ctx], bool]


class Program(Step):
    """A verb made of several steps (its own program): ``can`` asks ``can`` if given,
    else the first step, which decides whether the verb is possible at all;
    ``can_fully`` asks ``fully`` if given, else ``can``."""

    def __init__(self, key: str, first: Step, can: Check | None = None,
                 fully: Check | None = None, checks: bool = True) -> None:
        self.key = key
        self.first = first
        self.check = can
        self.fully = fully
        self.checks = checks

    def can(self, g: Game, ctx: Ctx) -> bool:
        return self.check(g, ctx) if self.check is not None else self.first.can(g, ctx)

    def can_fully(self, g: Game, ctx: Ctx) -> bool:
        return self.fully(g, ctx) if self.fully is not None else self.can(g, ctx)

    def run(self, g: Game, ctx: Ctx) -> bool:
        call(ctx, self.key)
        return False


def program(path: str, steps: list[Step], can: Check | None = None,
            fully: Check | None = None, checks: bool = True) -> Program:
    """Register ``steps`` as the program of the verb at ``path`` (a stable key, as every
    program of the card) and return the step that runs it."""
    key = register_program(f"{COMPILING['card']}:{path}#", steps)
    return Program(key, steps[0], can, fully, checks)


def var(ctx: Ctx, name: str) -> list[int]:
    """The cards (or option) a Choose stored as ``$name`` (none when it has not run)."""
    return list(ctx["v"].get(name, ()))
