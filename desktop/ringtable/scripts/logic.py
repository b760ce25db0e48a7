"""Conditions ("to play, spot a ranger", "if the twilight pool has fewer than 2 twilight
tokens": ``compare = "twilight < 2"``); values are ``values.py``.

Both are compiled once at load time into plain functions of ``(game, ctx)``; ``ctx`` is
the running script's context (``src`` the card with the text, ``p`` its player, ``v`` the
cards chosen so far, ``ev`` the triggering event). A bad key or type is a
``ValueError`` that the loader turns into a ``ScriptError`` with the field's path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import effects, path, stats
from ..engine.combat import current_skirmish
from .filters import compile_filter, is_home
from .values import compile_compare

Game = Any
Ctx = dict[str, Any]
Cond = Callable[[Game, Ctx], bool]


def _need(spec: dict[str, Any], allowed: set[str], what: str) -> None:
    extra = set(spec) - allowed
    if extra:
        raise ValueError(f"unknown key {sorted(extra)[0]!r} in {what}; allowed: "
                         f"{sorted(allowed)}")


def _int(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"{what} must be an integer, not {v!r}")
    return v


def _spot(spec: Any, count: int = 1) -> Cond:
    f = compile_filter(spec)
    return lambda g, ctx: f.count_in_play(g, ctx, count) >= count


def _skirmish_involves(spec: Any) -> Cond:
    f = compile_filter(spec)

    def cond(g: Game, ctx: Ctx) -> bool:
        fr = current_skirmish(g)
        if fr is None or fr.get("cancelled"):
            return False
        return any(f.match(g, c, ctx) for c in (fr["d"], *fr["ms"]))
    return cond


def _self_is(spec: Any) -> Cond:
    f = compile_filter(spec)
    return lambda g, ctx: f.match(g, ctx["src"], ctx)


def _event_card(spec: Any) -> Cond:
    f = compile_filter(spec)
    return lambda g, ctx: bool(ctx.get("ev")) and f.match(g, ctx["ev"][0], ctx)


def _wound_source(spec: Any) -> Cond:
    """"a wound from a [sauron] minion or [sauron] event" (Erestor): where the wound about
    to be taken comes from (the engine's ``about_to_take_wound`` names it after the card)."""
    f = compile_filter(spec)
    return lambda g, ctx: any(f.match(g, c, ctx) for c in ctx.get("ev", [])[1:])


def _limit_condition(spec: Any) -> Cond:
    from .limits import limit_condition  # limits reads tables with reader, which imports us

    return limit_condition(spec)


def _initiative(spec: Any) -> Cond:
    """``initiative = "you"`` ("if you have initiative"), ``"shadow"`` ("if the Shadow has
    initiative"), ``"free_peoples"`` (the Free Peoples player has it)."""
    if spec == "you":
        return lambda g, ctx: stats.has_initiative(g, ctx["p"])
    if spec == "shadow":
        return lambda g, ctx: not stats.fp_has_initiative(g)
    if spec == "free_peoples":
        return lambda g, ctx: stats.fp_has_initiative(g)
    raise ValueError(f"initiative is 'you', 'shadow' or 'free_peoples', not {spec!r}")


def _threats_fit(spec: Any) -> Cond:
    """``threats_fit = 2``: 2 more threats fit under the threat limit (the number of
    companions): "To play, add 2 threats" (Long Prepared), with a ``played`` trigger
    adding them."""
    if isinstance(spec, bool) or not isinstance(spec, int) or spec < 1:
        raise ValueError(f"threats_fit is a whole number of threats, not {spec!r}")
    return lambda g, ctx: g.s.threats[g.s.fp] + spec <= effects.threat_limit(g, g.s.fp)


def _fierce_skirmish(spec: Any) -> Cond:
    """``fierce_skirmish = true``: the current skirmish is a fierce one ("+4 if in a
    fierce skirmish"); ``false``: it is a normal one."""
    if not isinstance(spec, bool):
        raise ValueError(f"fierce_skirmish is true or false, not {spec!r}")

    def cond(g: Game, ctx: Ctx) -> bool:
        fr = current_skirmish(g)
        return fr is not None and bool(fr.get("fierce")) == spec
    return cond


def _during_action(spec: Any) -> Cond:
    """``during_action = true``: an action is being performed (a phase's action window is
    on the stack: a card played or an ability used there, and what it causes)."""
    if not isinstance(spec, bool):
        raise ValueError(f"during_action takes true or false, not {spec!r}")
    return lambda g, ctx: any(f["k"] == "window" for f in g.s.stack) == spec


CONDITIONS: dict[str, Callable[[Any], Cond]] = {
    "fierce_skirmish": _fierce_skirmish,
    "spot": _spot,
    "compare": compile_compare,
    "site_keyword": lambda spec: (lambda g, ctx: stats.site_keyword(g, str(spec))),
    # "at site 4[K]": the block of the fellowship's site (with compare = "site = 4")
    "site_block": lambda spec: (lambda g, ctx: (
        (site := stats.current_site(g)) >= 0 and g.cards[site].block == spec)),
    "phase": lambda spec: (lambda g, ctx: g.s.phase == spec),
    "self": _self_is,
    "skirmish_involves": _skirmish_involves,
    "event_card": _event_card,
    "wound_source": _wound_source,
    "limit": lambda spec: _limit_condition(spec),
    "target": lambda spec: (lambda f: (
        lambda g, ctx: "t" in ctx and f.match(g, ctx["t"], ctx)))(compile_filter(spec)),
    "initiative": lambda spec: _initiative(spec),
    "threats_fit": _threats_fit,
    "wearing_ring": lambda spec: (lambda g, ctx: bool(g.s.wearing[g.s.fp]) == bool(spec)),
    "at_this_site": lambda spec: (lambda g, ctx: stats.at_this_site(g, ctx["src"])
                                  == bool(spec)),
    # the fellowship's site is a sanctuary (a Shadows path's sites 3 and 6 are: Imladris)
    "at_sanctuary": lambda spec: (lambda g, ctx: path.is_sanctuary(g, g.s.fp) == bool(spec)),
    # "a regroup action discards": during a card played or an ability used in an action
    # window (the rules' own discards, at the end of the turn, are not actions)
    "during_action": lambda spec: _during_action(spec),
    "home_controlled": lambda spec: (lambda g, ctx: any(
        site >= 0 and g.s.controller.get(site, ctx["p"]) != ctx["p"]
        and is_home(g, site, ctx["src"]) for site in g.s.path) == bool(spec)),
}


def compile_condition(spec: Any) -> Cond:
    """One condition table: ``{spot = "ranger"}``, ``{spot = "orc minion", count = 5}``,
    ``{not = {...}}``, ``{any = [{...}, {...}]}``."""
    if not isinstance(spec, dict) or not spec:
        raise ValueError(f"a condition is a table like {{spot = \"ranger\"}}, not {spec!r}")
    if "not" in spec:
        _need(spec, {"not"}, "a 'not' condition")
        inner = compile_condition(spec["not"])
        return lambda g, ctx: not inner(g, ctx)
    if "any" in spec:
        _need(spec, {"any"}, "an 'any' condition")
        if not isinstance(spec["any"], list):
            raise ValueError("'any' takes a list of conditions")
        parts = [compile_condition(s) for s in spec["any"]]
        return lambda g, ctx: any(p(g, ctx) for p in parts)
    if "spot" in spec:
        _need(spec, {"spot", "count"}, "a spot condition")
        return _spot(spec["spot"], _int(spec.get("count", 1), "count"))
    if len(spec) != 1:
        raise ValueError(f"a condition has one key, got {sorted(spec)}")
    key, arg = next(iter(spec.items()))
    make = CONDITIONS.get(key)
    if make is None:
        raise ValueError(f"unknown condition {key!r}; known: {sorted(CONDITIONS)}")
    return make(arg)


def compile_conditions(spec: Any) -> Cond | None:
    """A list of conditions that must all hold (``None`` when there are none)."""
    if spec is None:
        return None
    if isinstance(spec, dict):
        spec = [spec]
    if not isinstance(spec, list):
        raise ValueError("conditions must be a table or a list of tables")
    parts = [compile_condition(s) for s in spec]
    if len(parts) == 1:
        return parts[0]
    return lambda g, ctx: all(p(g, ctx) for p in parts)
