"""``until_stop``: "... until you choose to stop (limit 5)" (issue 18, gaps-q).

``{ until_stop = [steps], limit = 5, while = CONDITIONS, prompt = "..." }`` runs its
steps once, then, while fewer than ``limit`` rounds were done and ``while`` holds
("another card is there to discard"), asks the card's player whether to do them again:
each ask is the one choose step (``choosing.Choose``: the card or nothing), so the loop
waits as a pending decision in the game state (a bot answers it as it answers ``may``;
save, clone and undo work between rounds). The round count is a script variable; a
name the steps remember (``as = "last"``) holds the last round's cards afterwards
(Mithril Shaft: "Take the last card discarded into hand").

The loop is a program of its own, ``[the steps, ask]``; answering yes calls it again.
"""

from __future__ import annotations

from typing import Any

from .choosing import var
from .compound import May
from .logic import Cond
from .reader import FieldError, Reader
from .runtime import COMPILING, Step, call, register_program
from .verbs import verb

Game = Any
Ctx = dict[str, Any]


class _Call(Step):
    """Run a compiled block (the loop's steps) next."""

    checks = False

    def __init__(self, key: str) -> None:
        self.key = key

    def run(self, g: Game, ctx: Ctx) -> bool:
        call(ctx, self.key)
        return False


class _Again(May):
    """After a round: count it; then ``may``'s yes/no question (calling the loop again),
    asked only when the limit and ``while`` allow another round."""

    def __init__(self, loop: str, counter: str, limit: int, cond: Cond | None,
                 prompt: str) -> None:
        super().__init__(loop, "you", prompt, None)
        self.counter, self.limit, self.cond = counter, limit, cond

    def _offer(self, g: Game, ctx: Ctx) -> list[int]:
        rounds = var(ctx, self.counter)[0]
        if rounds >= self.limit or (self.cond is not None and not self.cond(g, ctx)):
            return []
        return [ctx["src"]]

    def run(self, g: Game, ctx: Ctx) -> bool:
        ctx["v"][self.counter] = [var(ctx, self.counter)[0] + 1]
        return super().run(g, ctx)


class _Start(Step):
    """Set the round count to zero and enter the loop."""

    checks = False

    def __init__(self, loop: str, counter: str) -> None:
        self.loop, self.counter = loop, counter

    def run(self, g: Game, ctx: Ctx) -> bool:
        ctx["v"][self.counter] = [0]
        call(ctx, self.loop)
        return False


@verb("until_stop")
def _until_stop(r: Reader, cost: bool) -> Step:
    if cost:
        raise FieldError(r.sub("until_stop"), "until_stop is an effect, not a cost")
    limit = r.int("limit")
    if limit < 1:
        raise FieldError(r.sub("limit"), f"expected at least 1 round, got {limit}")
    prompt = r.str("prompt", "do it again?")
    cond = r.conds("while")
    from .block import compile_block

    body = compile_block(r.list("until_stop"), r.sub("until_stop"))
    loop = f"{COMPILING['card']}:{r.path}.loop"
    counter = f"_rounds:{r.path}"
    register_program(loop, [_Call(body), _Again(loop, counter, limit, cond, prompt)])
    return _Start(loop, counter)
