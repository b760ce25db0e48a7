"""The registry of resolution-frame steps, kept apart so rule modules can register
without importing each other (and without import cycles through ``game``).

A frame is a plain dict on ``State.stack`` with ``"k"`` naming its step. The driver
calls ``run`` on the top frame until a decision is pending; ``options`` lists the legal
actions of that decision; ``act`` performs one of them (already validated).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game
    from .values import Action

Frame = dict[str, Any]


class Step:
    """Base class of a frame kind. Subclasses override the three hooks."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        raise NotImplementedError

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        raise NotImplementedError

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        raise NotImplementedError


class SilentStep(Step):
    """A frame that only runs (moving, resolving a skirmish...): it never asks a player,
    so it has no options and cannot be acted on."""

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        return []

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        raise AssertionError(f"{f.get('k')!r} frames never ask")


STEPS: dict[str, type[Step]] = {}
MANUAL_HANDLERS: dict[str, Callable[[Game, Action], None]] = {}


def step(name: str) -> Callable[[type[Step]], type[Step]]:
    def register(cls: type[Step]) -> type[Step]:
        if name in STEPS:
            raise ValueError(f"frame kind {name!r} registered twice")
        STEPS[name] = cls
        return cls
    return register


def push(g: Game, kind: str, **data: Any) -> Frame:
    frame: Frame = {"k": kind, **data}
    g.s.stack.append(frame)
    return frame


def pop(g: Game, f: Frame) -> None:
    """Remove frame ``f`` (normally the top one)."""
    stack = g.s.stack
    if stack and stack[-1] is f:
        stack.pop()
    else:
        stack.remove(f)
