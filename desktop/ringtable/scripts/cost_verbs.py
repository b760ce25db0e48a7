"""Game-wide changes to a number for a while (issue 18, gaps-q).

``twilight_cost``: "make the twilight cost of each maneuver event +2".

``{ twilight_cost = 2, who = "timeword(maneuver) event" }`` (Some Who Resisted), ``{
twilight_cost = 1, who = "minion", until = "regroup" }`` (We Must Go Warily: "until the
next regroup phase"): every card matching ``who``, wherever it is (in hand, drawn later,
in a pile an effect plays from), costs that much more (or less) until the duration ends;
by default the phase. The class is a predicate compiled with the card and kept in its
programs (``Rules.programs``); the state holds only its key, in a game-wide modifier
(``engine/costs.py``), so a saved or cloned game keeps it.

``add_pipes``: "add 1 to the number of pipes you can spot" (Gimli's Pipe): a game-wide
modifier (target -1, stat ``pipes``) that the value ``pipes`` adds to the pipes in play,
by default until the end of the phase.

Registered beside the other verbs (``verbs.VERBS``).
"""

from __future__ import annotations

from typing import Any

from ..engine import costs, effects
from ..engine.manual import DURATION_WORDS
from .reader import Reader
from .runtime import COMPILING, Step
from .values import PIPES
from .verbs import Simple, verb

Game = Any
Ctx = dict[str, Any]


@verb("twilight_cost")
def _twilight_cost(r: Reader, cost: bool) -> Step:
    amount = r.value("twilight_cost")
    who = r.filter("who")
    text = r.str("who")
    until = r.duration() or "phase"
    key = f"{COMPILING['card']}:{r.path}:twilight_cost"

    def fits(g: Game, src: int, card: int) -> bool:
        return who.match(g, card, {"src": src, "p": g.s.holder[src], "v": {}})  # type: ignore[union-attr]
    COMPILING["programs"][key] = fits

    def do(g: Game, ctx: Ctx) -> None:
        n = amount(g, ctx)
        costs.add_class_cost(g, key, n, until, ctx["src"])
        g.emit("modified", f"The twilight cost of each {text} is {n:+d} {DURATION_WORDS[until]} "
               f"({g.name(ctx['src'])})", player=ctx["p"])
    return Simple(do)


@verb("add_pipes")
def _add_pipes(r: Reader, cost: bool) -> Step:
    amount = r.value("add_pipes")
    until = r.duration() or "phase"

    def do(g: Game, ctx: Ctx) -> None:
        n = amount(g, ctx)
        effects.add_modifier(g, -1, PIPES, n, until, ctx["src"])
        g.emit("modified", f"The number of pipes you can spot is {n:+d} "
               f"{DURATION_WORDS[until]} ({g.name(ctx['src'])})", player=ctx["p"])
    return Simple(do)
