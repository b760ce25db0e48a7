"""Reading one script table with validation: every field is checked for type, unknown
keys are refused, and every error carries the path to the field.

Why: the brief for card scripts is that a typo fails at load time with the card id and
the path ("ability[0].effect[1].who"), never later in a game.
"""

from __future__ import annotations

from typing import Any

from .filters import Filter, compile_filter
from .logic import Cond, compile_conditions
from .values import Value, compile_value

DURATIONS = ("skirmish", "phase", "regroup", "turn")


class FieldError(ValueError):
    """A bad field: ``path`` inside the card's script and the reason."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")


def at(path: str, fn: Any, *args: Any) -> Any:
    """Call a compile function, turning its ``ValueError`` into a ``FieldError`` at ``path``."""
    try:
        return fn(*args)
    except FieldError:
        raise
    except ValueError as exc:
        raise FieldError(path, str(exc)) from None


def rule_name(r: Reader, key: str) -> str:
    """A rule modifier's name (``ringtable.engine.stats.RULE_MODIFIERS``), checked."""
    from ..engine.stats import RULE_MODIFIERS

    name = r.str(key)
    if name not in RULE_MODIFIERS:
        raise FieldError(r.sub(key), f"unknown rule {name!r}; one of {sorted(RULE_MODIFIERS)}")
    return name


def any_count(r: Reader, cands: Any) -> Value:
    """``count = "any", up_to = true``: as many as the player likes of the candidates
    (``cands(g, ctx)``: "Exert X mounted companions", X his choice); ``up_to`` is
    required."""
    r.raw("count")
    if not r.spec.get("up_to"):
        raise FieldError(r.sub("count"), 'count = "any" goes with up_to = true')
    return lambda g, ctx: len(cands(g, ctx))


class Reader:
    """Typed access to one table; ``done()`` refuses the keys nobody read."""

    def __init__(self, spec: Any, path: str) -> None:
        if not isinstance(spec, dict):
            raise FieldError(path, f"expected a table, got {type(spec).__name__} {spec!r}")
        self.spec = spec
        self.path = path
        self.used: set[str] = set()

    def sub(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def has(self, key: str) -> bool:
        return key in self.spec

    def raw(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        return self.spec.get(key, default)

    def need(self, key: str) -> Any:
        if key not in self.spec:
            raise FieldError(self.path or "(card)", f"missing field {key!r}")
        return self.raw(key)

    def int(self, key: str, default: int | None = None) -> int:
        v = self.raw(key, default) if default is not None else self.need(key)
        if isinstance(v, bool) or not isinstance(v, int):
            raise FieldError(self.sub(key), f"expected an integer, got {v!r}")
        return v

    def bool(self, key: str, default: bool = False) -> bool:
        v = self.raw(key, default)
        if not isinstance(v, bool):
            raise FieldError(self.sub(key), f"expected true or false, got {v!r}")
        return v

    def str(self, key: str, default: str | None = None,
            choices: tuple[str, ...] | None = None) -> str:
        v = self.raw(key, default) if default is not None else self.need(key)
        if not isinstance(v, str):
            raise FieldError(self.sub(key), f"expected a string, got {v!r}")
        if choices is not None and v not in choices:
            raise FieldError(self.sub(key), f"{v!r} is not one of {list(choices)}")
        return v

    def flag(self, key: str) -> None:
        """A verb written as ``{ cancel_skirmish = true }``: ``false`` would do nothing, so
        it is refused rather than read and ignored."""
        if self.raw(key) is not True:
            raise FieldError(self.sub(key), f"write {key} = true (the verb has no other "
                             f"value), not {self.spec.get(key)!r}")

    def filter(self, key: str, optional: bool = False) -> Filter | None:
        if optional and key not in self.spec:
            self.used.add(key)
            return None
        return at(self.sub(key), compile_filter, self.need(key))

    def value(self, key: str, default: int | None = None) -> Value:
        if default is not None and key not in self.spec:
            self.used.add(key)
            return lambda g, ctx: default
        return at(self.sub(key), compile_value, self.need(key))

    def conds(self, key: str) -> Cond | None:
        return at(self.sub(key), compile_conditions, self.raw(key))

    def duration(self, key: str = "until") -> str | None:
        if key not in self.spec:
            self.used.add(key)
            return None
        return self.str(key, choices=DURATIONS)

    def list(self, key: str, default: list[Any] | None = None) -> list[Any]:
        v = self.raw(key, default) if default is not None else self.need(key)
        if isinstance(v, dict):
            v = [v]
        if not isinstance(v, list):
            raise FieldError(self.sub(key), f"expected a list, got {v!r}")
        return v

    def done(self) -> None:
        extra = [k for k in self.spec if k not in self.used]
        if extra:
            raise FieldError(self.sub(extra[0]), f"unknown key {extra[0]!r}")
