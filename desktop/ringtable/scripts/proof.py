"""Which scripted cards are *proven*: their tests fail on every small change to their
script (``tools/mutate_scripts.py``), except changes that cannot change behaviour, each
listed with its reason in ``resources/scripts/proof/equivalent.toml``.

``proof.json`` (written by ``tools/mutate_scripts.py --write``) keeps, per card, a hash
of the script the result is for: editing a script makes its proof stale until the tool
runs again, so "scripted" never outlives the evidence.

A card whose printed text is only keywords (or empty) has a title-only table: no script
to break. The tool changes its printed facts instead (each keyword dropped), and its
entry keeps a hash of those facts (``printed``) and the tests that caught the changes:
it counts as scripted once a named test shows its keywords at work, for the facts the
card has now.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path
from typing import Any

from ..cards.model import Card
from ..paths import resources_dir

PROOF_DIR = resources_dir() / "scripts" / "proof"
PROOF_FILE = PROOF_DIR / "proof.json"
EQUIVALENT_FILE = PROOF_DIR / "equivalent.toml"


def script_hash(spec: dict[str, Any]) -> str:
    """A stable hash of one card's script table."""
    text = json.dumps(spec, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def printed_hash(card: Card) -> str:
    """A stable hash of the printed facts a printed-only card is proven by."""
    facts = {"text": card.game_text, "keywords": list(card.keywords),
             "strength": card.strength, "vitality": card.vitality,
             "twilight_cost": card.twilight_cost}
    return script_hash(facts)


def load_equivalents(path: Path | None = None) -> dict[str, list[dict[str, str]]]:
    """Card id -> [{mutant, reason}]: changes that cannot change the card's behaviour."""
    path = path or EQUIVALENT_FILE
    if not path.exists():
        return {}
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, list[dict[str, str]]] = {}
    for card_id, entries in data.items():
        if not isinstance(entries, list) or not all(
                isinstance(e, dict) and {"mutant", "reason"} <= set(e) for e in entries):
            raise ValueError(f"{path.name}: {card_id}: expected [[{card_id}]] tables with "
                             "mutant and reason")
        out[card_id] = entries
    return out


def proven_cards(specs: dict[str, dict[str, Any]],
                 cards: dict[str, Card] | None = None) -> frozenset[str]:
    """Cards whose recorded mutation result is for their current script (and, for a
    printed-only card, its current printed facts, looked up in ``cards``) and whose every
    surviving change is listed as equivalent."""
    if not PROOF_FILE.exists():
        return frozenset()
    proof = json.loads(PROOF_FILE.read_text(encoding="utf-8"))
    equivalents = load_equivalents()
    out = set()
    for card_id, spec in specs.items():
        entry = proof.get(card_id)
        if not entry or entry.get("script") != script_hash(spec):
            continue
        if "printed" in entry and (cards is None or card_id not in cards
                                   or entry["printed"] != printed_hash(cards[card_id])):
            continue
        known = {e["mutant"] for e in equivalents.get(card_id, [])}
        if all(s in known for s in entry.get("survivors", [])):
            out.add(card_id)
    return frozenset(out)
