"""One limit construct: "limit once per turn", "the first ... each Shadow phase", "limit
+3" are all a count of uses, kept per card instance, name and scope.

* On an ability or trigger: ``limit = { times = 1, per = "turn" }`` (the text's own
  limit; the use is counted when the ability is used or the trigger resolves).
* As a condition and a verb, when the counting and the reading are in different places
  ("the twilight cost of the first [moria] Orc played each Shadow phase is -2"):
  ``if = { limit = { name = "first_orc", per = "phase" } }`` (true while fewer than
  ``times``, default 1, uses were counted) and ``{ use_limit = "first_orc", per =
  "phase" }``.

Scopes: ``turn``, ``phase`` (this phase, e.g. each Shadow phase), ``skirmish`` (the
skirmish being fought). Counts live in the game's counters (plain JSON, cleared at each
turn), keyed ``lim:<instance>:<name>:<scope stamp>``, so an old scope's count never
applies to a new one.
"""

from __future__ import annotations

from typing import Any

from ..engine.combat import current_skirmish
from .reader import FieldError, Reader

Game = Any
Ctx = dict[str, Any]
SCOPES = ("turn", "phase", "skirmish")


def _stamp(g: Game, per: str) -> str:
    s = g.s
    if per == "turn":
        return f"t{s.turn}"
    if per == "phase":
        return f"t{s.turn}.m{s.moves}.{s.phase}"
    f = current_skirmish(g)
    who = f"{f['d']}{'f' if f.get('fierce') else ''}" if f is not None else "-"
    return f"t{s.turn}.m{s.moves}.sk{who}"


class Limit:
    """``times`` uses of ``name`` per ``per`` for the card with the text."""

    __slots__ = ("name", "per", "times")

    def __init__(self, name: str, per: str, times: int) -> None:
        self.name, self.per, self.times = name, per, times

    def key(self, g: Game, src: int) -> str:
        return f"lim:{src}:{self.name}:{_stamp(g, self.per)}"

    def open(self, g: Game, src: int) -> bool:
        return g.s.counters.get(self.key(g, src), 0) < self.times

    def use(self, g: Game, src: int) -> None:
        key = self.key(g, src)
        g.s.counters[key] = g.s.counters.get(key, 0) + 1


def read_limit(r: Reader, key: str, name: str) -> Limit | None:
    """``limit = { times = 1, per = "turn" }`` on an ability or trigger (``name``: which
    one of the card's texts), or None."""
    if not r.has(key):
        r.used.add(key)
        return None
    return _limit(Reader(r.raw(key), r.sub(key)), name)


def _limit(lr: Reader, name: str) -> Limit:
    limit = Limit(lr.str("name", name), lr.str("per", choices=SCOPES), lr.int("times", 1))
    if limit.times < 1:
        raise FieldError(lr.sub("times"), "a limit is at least 1")
    lr.done()
    return limit


def limit_condition(spec: Any) -> Any:
    """The ``limit`` condition: true while the named limit has uses left."""
    if not isinstance(spec, dict) or "name" not in spec:
        raise ValueError('limit needs a table like { name = "first_orc", per = "phase" }')
    limit = _limit(Reader(spec, "limit"), "")
    return lambda g, ctx: limit.open(g, ctx["src"])


def use_limit(r: Reader) -> Limit:
    """The ``use_limit`` verb's limit: ``{ use_limit = "first_orc", per = "phase" }``."""
    return Limit(r.str("use_limit"), r.str("per", choices=SCOPES), 1)
