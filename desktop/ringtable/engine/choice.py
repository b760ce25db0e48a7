"""Choices inside effects: how a card's text asks a player to pick something.

An effect that needs a choice ("exert a Hobbit companion", "heal up to 2 companions")
cannot call out to a player: it pushes a ``choose`` frame and returns. The frame holds
plain data only (who, which cards, how many, the name of the continuation and a JSON
context), so the game can be saved, cloned and searched while the choice is pending.
When the player answers, the registered continuation runs with the context and the
chosen cards. Issue 4's script interpreter registers one continuation that resumes the
script at the step recorded in the context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .framework import Frame, Step, pop, push, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game

Continuation = Callable[["Game", dict[str, Any], list[int]], None]
CONTINUATIONS: dict[str, Continuation] = {}


def continuation(name: str) -> Callable[[Continuation], Continuation]:
    """Register a function to run when a choice is made (by a stable name)."""
    def register(fn: Continuation) -> Continuation:
        if name in CONTINUATIONS:
            raise ValueError(f"continuation {name!r} registered twice")
        CONTINUATIONS[name] = fn
        return fn
    return register


def choose(g: Game, player: int, prompt: str, cards: list[int], then: str,
           context: dict[str, Any] | None = None, minimum: int = 1,
           maximum: int = 1) -> None:
    """Ask ``player`` to choose between ``minimum`` and ``maximum`` of ``cards``, one
    card per decision (``pass`` ends the choice once ``minimum`` is reached), then run
    the continuation ``then`` with ``context`` and the chosen cards."""
    if then not in CONTINUATIONS:
        raise ValueError(f"no continuation named {then!r}")
    push(g, "choose", p=player, prompt=prompt, cards=list(cards), then=then,
         ctx=dict(context or {}), min=minimum, max=maximum, chosen=[])


def choose_option(g: Game, player: int, prompt: str, labels: list[str], then: str,
                  context: dict[str, Any] | None = None) -> None:
    """Ask ``player`` to choose one of several effects ("choose one: ..."), by label;
    the continuation gets ``[index]`` of the option chosen."""
    if then not in CONTINUATIONS:
        raise ValueError(f"no continuation named {then!r}")
    push(g, "choose", p=player, prompt=prompt, cards=[], opts=list(labels), then=then,
         ctx=dict(context or {}), min=1, max=1, chosen=[])


@step("choose")
class ChooseStep(Step):
    @staticmethod
    def _left(f: Frame) -> list[int]:
        return [c for c in f["cards"] if c not in f["chosen"]]

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        if f.get("opts"):  # one of several effects
            if f["chosen"]:
                pop(g, f)
                CONTINUATIONS[f["then"]](g, f["ctx"], list(f["chosen"]))
                return
            g.ask(f["p"], "choose_option", f["prompt"])
            return
        left = ChooseStep._left(f)
        # finished when enough are chosen, or nothing is left to choose (an effect that
        # cannot find its full minimum does as much as it can)
        if len(f["chosen"]) >= f["max"] or not left:
            pop(g, f)
            CONTINUATIONS[f["then"]](g, f["ctx"], list(f["chosen"]))
            return
        g.ask(f["p"], "choose", f["prompt"], left)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        if f.get("opts"):
            return [Action("choose_option", f["p"], value=k) for k in range(len(f["opts"]))]
        out = [Action("choose", f["p"], c) for c in ChooseStep._left(f)]
        if len(f["chosen"]) >= f["min"]:
            out.append(Action("pass", f["p"]))
        return out

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            f["max"] = len(f["chosen"])
            return
        if a.kind == "choose_option":
            f["chosen"] = [a.value]
            return
        f["chosen"] = f["chosen"] + [a.card]
