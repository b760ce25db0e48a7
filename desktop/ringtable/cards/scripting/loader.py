"""Loading every card script: read ``resources/scripts/*.toml``, validate each card
against the vocabulary, compile it to an engine Behaviour, register it, and record it as
scripted for the deck builder and ``ringtable cards coverage``.

Why validate everything at load: a typo must fail when the app starts (with the file,
the card id and the path to the field), never in the middle of somebody's game.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...engine import behaviour as engine_behaviour
from ...paths import resources_dir
from ..coverage import register_scripted
from ..database import CardDatabase, default_database
from ..model import THE_ONE_RING
from .compiler import compile_card
from .errors import ScriptError
from .hooks import HOOKS
from .reader import FieldError
from .watchers import host_on_rings, register_responses, reset_watchers

RING_RULES = ("1_1", "1_2", "4_1", "4_2", "7_1", "11_2", "15_2")  # engine/ring.py
_LOADED: dict[str, Any] = {}
_BEFORE: dict[str, engine_behaviour.Behaviour | None] = {}


def scripts_dir() -> Path:
    return resources_dir() / "scripts"


def parse_file(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise ScriptError("?", "(file)", f"not valid TOML: {exc}", str(path)) from None


def compile_scripts(data: dict[str, Any], db: CardDatabase, source: str = "",
                    hooks: dict[str, Callable[..., None]] | None = None
                    ) -> dict[str, engine_behaviour.Behaviour]:
    """Validate and compile one file's tables (``{card id: table}``) without registering."""
    out = {}
    for card_id, spec in data.items():
        if card_id not in db:
            raise ScriptError(card_id, "(card id)", "no such card in the database", source)
        try:
            out[card_id] = compile_card(db[card_id], spec, HOOKS if hooks is None else hooks)
        except FieldError as exc:
            raise ScriptError(card_id, exc.path, exc.message, source) from None
        except ValueError as exc:
            raise ScriptError(card_id, "(card)", str(exc), source) from None
    return out


def load_all_scripts(db: CardDatabase | None = None, folder: Path | None = None
                     ) -> frozenset[str]:
    """Load, validate and register every script once (later calls return at once).

    Call before creating games: the engine reads behaviours when a game is built.
    Returns the ids of the scripted cards.
    """
    if "ids" in _LOADED:
        return _LOADED["ids"]
    db = db or default_database()
    behaviours: dict[str, engine_behaviour.Behaviour] = {}
    for path in sorted((folder or scripts_dir()).glob("*.toml")):
        compiled = compile_scripts(parse_file(path), db, path.name)
        for card_id in compiled:
            if card_id in behaviours:
                raise ScriptError(card_id, "(card id)", "scripted in two files", path.name)
        behaviours.update(compiled)
    rings = [c.id for c in db if c.type == THE_ONE_RING]
    for card_id in [*behaviours, *rings]:
        _BEFORE.setdefault(card_id, engine_behaviour._REGISTRY.get(card_id))
    for card_id, beh in behaviours.items():
        engine_behaviour.register_behaviour(card_id, beh)
        if "response" in beh.extra:
            register_responses(card_id, beh.extra["response"][0])
    host_on_rings(rings, {c for c, b in behaviours.items() if "self_cost" in b.extra})
    ids = frozenset(c for c, b in behaviours.items() if b.scripted) | frozenset(
        r for r in RING_RULES if r in db)
    _LOADED["partial"] = frozenset(c for c, b in behaviours.items() if not b.scripted)
    register_scripted(set(ids))
    _LOADED["ids"] = ids
    return ids


def partly_scripted() -> frozenset[str]:
    """Cards whose scripts wait for an engine feature (``needs_engine``): their scripted
    parts are enforced, the players resolve the rest by hand."""
    load_all_scripts()
    return _LOADED["partial"]


def unload_all_scripts() -> None:
    """Restore the behaviours that were registered before loading (for tests that must
    see the engine without scripts). The coverage registry keeps its ids."""
    for card_id, beh in _BEFORE.items():
        if beh is None:
            engine_behaviour.unregister_behaviour(card_id)
        else:
            engine_behaviour.register_behaviour(card_id, beh)
    _BEFORE.clear()
    _LOADED.clear()
    reset_watchers()


def coverage_report(db: CardDatabase | None = None, deck: Any = None) -> str:
    """Scripted/total per set and overall; with ``deck`` (a ``Deck``), its unscripted
    cards. For ``ringtable cards coverage [--deck FILE]``."""
    db = db or default_database()
    ids = load_all_scripts(db)
    lines = []
    per_set: dict[int, list[int]] = {}
    for c in db:
        n = per_set.setdefault(c.set, [0, 0])
        n[1] += 1
        n[0] += c.id in ids
    total = [sum(v[0] for v in per_set.values()), sum(v[1] for v in per_set.values())]
    for s in sorted(per_set):
        lines.append(f"set {s:>2}: {per_set[s][0]:>4} of {per_set[s][1]:>4} scripted")
    lines.append(f"overall: {total[0]} of {total[1]} scripted")
    partial = _LOADED.get("partial", frozenset())
    if partial:
        lines.append(f"partly scripted (waiting for engine support): {len(partial)}")
    if deck is not None:
        cards = [deck.ring_bearer, deck.ring, *deck.sites,
                 *[cid for cid, _n in deck.draw_deck]]
        missing = sorted({c for c in cards if c and c not in ids},
                         key=lambda c: (db[c].set, db[c].number) if c in db else (0, 0))
        name = getattr(deck, "name", "") or "deck"
        lines.append(f"{name}: {len(set(cards)) - len(missing)} of {len(set(cards))} "
                     "distinct cards scripted")
        lines.extend(f"  {'partly scripted' if c in partial else 'unscripted'}: {c} "
                     f"{db[c].full_title if c in db else '?'}" for c in missing)
    return "\n".join(lines)
