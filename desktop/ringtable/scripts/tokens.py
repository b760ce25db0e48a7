"""Culture tokens on a card ("add a [sauron] token here", "remove 2 [rohan] tokens from
here"): the verbs ``add_tokens`` and ``remove_tokens``, each with its ``culture``.

Tokens always sit on the card the text is on (CR 4.1 "culture token": placed on the card
that says so); the engine keeps them (``State.tokens``, ``effects.add_culture_token``),
so the log and "token" triggers see them. As a cost, ``remove_tokens`` is payable only
when the card has that many.
"""

from __future__ import annotations

from typing import Any

from ..cards.model import CULTURES
from ..engine import effects
from .reader import Reader
from .runtime import Step
from .verbs import Simple, verb

Game = Any
Ctx = dict[str, Any]


def _culture(r: Reader) -> str:
    return r.str("culture", choices=tuple(sorted(CULTURES)))


@verb("add_tokens")
def _add_tokens(r: Reader, cost: bool) -> Step:
    v = r.value("add_tokens")
    culture = _culture(r)
    return Simple(lambda g, ctx: effects.add_culture_token(g, ctx["src"], culture, v(g, ctx)))


@verb("remove_tokens")
def _remove_tokens(r: Reader, cost: bool) -> Step:
    v = r.value("remove_tokens")
    culture = _culture(r)

    def do(g: Game, ctx: Ctx) -> None:
        n = min(v(g, ctx), effects.culture_tokens(g, ctx["src"], culture))
        if n > 0:
            effects.remove_culture_token(g, ctx["src"], culture, n)

    def can(g: Game, ctx: Ctx) -> bool:
        return effects.culture_tokens(g, ctx["src"], culture) >= v(g, ctx)
    return Simple(do, can if cost else None)
