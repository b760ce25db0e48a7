"""The floors point one way (docs/ARCHITECTURE.md): card facts -> engine -> card language
-> bots -> persistence -> UI, with decks beside the engine. Checked on the source: an
import that goes up a floor fails here, naming the module and the line."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "desktop" / "ringtable"

# package -> packages of ringtable it must never import
FORBIDDEN = {
    "cards": {"engine", "scripts", "decks", "bot", "persistence", "ui"},
    "engine": {"scripts", "decks", "bot", "persistence", "ui"},
    "scripts": {"decks", "bot", "persistence", "ui"},
    # the board game's engine shares the card engine's values and RNG, nothing of the
    # card game's rules; its bots (knizia/bot) stand on the bot floor
    "knizia": {"cards", "scripts", "decks", "bot", "persistence", "ui", "imaging"},
}
ABOVE = {"knizia": "bot"}  # a subpackage that sits on a higher floor than its package


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute ringtable module) of every import in ``path``."""
    package = path.relative_to(ROOT.parent).with_suffix("").parts[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join([*base, *(node.module.split(".") if node.module else [])])
                out.extend((node.lineno, f"{name}.{a.name}" if not node.module else name)
                           for a in node.names)
            elif node.module and node.module.startswith("ringtable"):
                out.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names
                       if a.name.startswith("ringtable"))
    return out


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_import_goes_up_a_floor(package: str) -> None:
    wrong = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if package in ABOVE and ABOVE[package] in path.relative_to(ROOT / package).parts:
            continue
        for line, module in _imports(path):
            parts = module.split(".")
            if len(parts) > 1 and parts[1] in FORBIDDEN[package]:
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert wrong == []


def test_the_engine_has_no_behaviour_registry_and_no_database_fallback() -> None:
    from ringtable import engine
    from ringtable.engine import behaviour

    for name in ("register_behaviour", "behaviour_for", "is_scripted"):
        assert not hasattr(engine, name) and not hasattr(behaviour, name)
    text = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine").glob("*.py"))
    assert "default_database" not in text


def test_a_game_must_be_handed_its_rules(db) -> None:
    from ringtable.decks import starter_decks
    from ringtable.engine import Game, GameSetup

    decks = starter_decks(db)
    setup = GameSetup(decks=[decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]])
    with pytest.raises(TypeError, match="Rules"):
        Game.new(setup, db)  # a database is not rules


def test_every_event_the_engine_emits_is_in_the_trigger_table() -> None:
    """Card scripts answer events by name from ``EVENT_KINDS``: a new event kind must be
    added there (and so becomes a trigger word)."""
    import re

    from ringtable.engine.values import EVENT_KINDS
    from ringtable.scripts.triggers import TRIGGERS

    text = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine").glob("*.py"))
    emitted = set(re.findall(r'emit\(\s*"([a-z_]+)"', text))
    assert emitted - set(EVENT_KINDS) == set()
    assert set(EVENT_KINDS) <= set(TRIGGERS)
