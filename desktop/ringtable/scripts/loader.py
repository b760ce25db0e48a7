"""Loading every card script: read ``resources/scripts/*.toml``, validate each card
against the vocabulary, compile it to an engine Behaviour, and gather them into the
``Rules`` object games are handed (which also says which cards are scripted, for the deck
builder and ``ringtable cards coverage``).

Why validate everything: a typo must fail with the file, the card id and the path to the
field, never as a wrong game. ``compile_folder`` validates every card at once (the test
suite and the frozen app's self-test run it, so a shipped script cannot be wrong);
``standard_rules``, what the app and the bots use, reads the files and checks the card
ids up front but compiles each card when a game first uses it (issue 18: the whole
library would cost about 0.3 s to compile; a game needs its ~70 cards).
"""

from __future__ import annotations

import threading
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..cards.database import CardDatabase
from ..engine.behaviour import Behaviour
from ..engine.rules import Rules
from ..paths import resources_dir
from .compiler import compile_card
from .errors import ScriptError
from .gaps import engine_has
from .hooks import HOOKS
from .proof import proven_cards
from .reader import FieldError

# (id of the database, folder) -> the compiled rules; a memo of a pure function (the
# same files and database always give the same rules), so the files are read once.
_STANDARD: dict[tuple[int, str], tuple[CardDatabase, Rules]] = {}


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
                    ) -> dict[str, Behaviour]:
    """Validate and compile one file's tables (``{card id: table}``)."""
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


def compile_folder(db: CardDatabase, folder: Path | None = None) -> dict[str, Behaviour]:
    """Every script file of ``folder`` (default: the shipped scripts), compiled."""
    behaviours: dict[str, Behaviour] = {}
    for path in sorted((folder or scripts_dir()).glob("*.toml")):
        compiled = compile_scripts(parse_file(path), db, path.name)
        for card_id in compiled:
            if card_id in behaviours:
                raise ScriptError(card_id, "(card id)", "scripted in two files", path.name)
        behaviours.update(compiled)
    return behaviours


def rules_from(db: CardDatabase, scripts: dict[str, Behaviour], name: str = "card scripts"
               ) -> Rules:
    """The engine's base rules plus compiled ``scripts``: the rules a game is handed."""
    behaviours = {**Rules.base(db).behaviours, **scripts}
    partial = frozenset(c for c, b in scripts.items() if not b.scripted)
    return Rules(db, behaviours, partial, name)


# compile_card keeps its work in progress in one module-level record: a bot thread and
# the UI thread must not compile two cards at once
_COMPILING = threading.Lock()


def _compile_later(db: CardDatabase, card_id: str, spec: dict[str, Any], source: str
                   ) -> Callable[[], Behaviour]:
    def build() -> Behaviour:
        with _COMPILING:
            return compile_scripts({card_id: spec}, db, source)[card_id]
    return build


def _partly_scripted(spec: dict[str, Any]) -> bool:
    """Does the script wait for an engine rule (``needs_engine``)? Read before compiling;
    compiling validates the field itself."""
    needs = spec.get("needs_engine", [])
    return isinstance(needs, list) and any(not engine_has(str(f)) for f in needs)


def lazy_rules(db: CardDatabase, folder: Path | None = None, name: str = "card scripts"
               ) -> Rules:
    """The engine's base rules plus every script of ``folder``, each compiled when a game
    first asks for its card. The files are read and their card ids checked now."""
    late: dict[str, Callable[[], Behaviour]] = {}
    partial: set[str] = set()
    for path in sorted((folder or scripts_dir()).glob("*.toml")):
        for card_id, spec in parse_file(path).items():
            if card_id not in db:
                raise ScriptError(card_id, "(card id)", "no such card in the database",
                                  path.name)
            if card_id in late:
                raise ScriptError(card_id, "(card id)", "scripted in two files", path.name)
            if not isinstance(spec, dict):
                raise ScriptError(card_id, "(card)", "a card's script must be a table",
                                  path.name)
            late[card_id] = _compile_later(db, card_id, spec, path.name)
            if _partly_scripted(spec):
                partial.add(card_id)
    base = {c: b for c, b in Rules.base(db).behaviours.items() if c not in late}
    return Rules(db, base, frozenset(partial), name, late, frozenset(late) - partial)


def standard_rules(db: CardDatabase, folder: Path | None = None) -> Rules:
    """The rules every game of the app is played under: the engine plus every shipped
    card script (``folder`` to load others). Read once per database; each card compiles
    when a game first uses it and raises ``ScriptError`` naming the file, card and field
    if its script is wrong (``compile_folder`` checks them all at once)."""
    key = (id(db), str(folder or ""))
    known = _STANDARD.get(key)
    if known is None or known[0] is not db:
        known = _STANDARD[key] = (db, lazy_rules(db, folder))
    return known[1]


def is_standard(rules: Rules) -> bool:
    """Whether ``rules`` are the shipped scripts' rules of their database (compiled here
    before): the rules a bot's helper process can rebuild by itself."""
    known = _STANDARD.get((id(rules.db), ""))
    return known is not None and known[1] is rules


def _state(card_id: str, partial: frozenset[str], unproven: frozenset[str]) -> str:
    if card_id in partial:
        return "partly scripted"
    return "not proven" if card_id in unproven else "unscripted"


def proven_scripted(rules: Rules, folder: Path | None = None) -> frozenset[str]:
    """The scripted cards that count as scripted: the engine's own (The One Ring's rules,
    tested by the engine's tests) and those whose scripts are proven by mutation
    (``scripts/proof.py``)."""
    specs: dict[str, Any] = {}
    for path in sorted((folder or scripts_dir()).glob("*.toml")):
        specs.update(parse_file(path))
    engine_own = frozenset(Rules.base(rules.db).scripted) - set(specs)
    cards = {c: rules.db[c] for c in specs if c in rules.db}
    return rules.scripted & (engine_own | proven_cards(specs, cards))


def coverage_report(rules: Rules, deck: Any = None) -> str:
    """Scripted/total per set and overall, counting a card only when its script is
    proven by its tests (``tools/mutate_scripts.py``); with ``deck`` (a ``Deck``), its
    unscripted cards. For ``ringtable cards coverage [--deck FILE]``."""
    db = rules.db
    ids = proven_scripted(rules)
    unproven = rules.scripted - ids
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
    partial = rules.partial
    if partial:
        lines.append(f"partly scripted (waiting for engine support): {len(partial)}")
    if unproven:
        lines.append(f"scripted but not proven by their tests (tools/mutate_scripts.py): "
                     f"{len(unproven)}")
    if deck is not None:
        cards = [deck.ring_bearer, deck.ring, *deck.sites,
                 *[cid for cid, _n in deck.draw_deck]]
        missing = sorted({c for c in cards if c and c not in ids},
                         key=lambda c: (db[c].set, db[c].number) if c in db else (0, 0))
        name = getattr(deck, "name", "") or "deck"
        lines.append(f"{name}: {len(set(cards)) - len(missing)} of {len(set(cards))} "
                     "distinct cards scripted")
        lines.extend(f"  {_state(c, partial, unproven)}: {c} "
                     f"{db[c].full_title if c in db else '?'}" for c in missing)
    return "\n".join(lines)
