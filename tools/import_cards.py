"""Import the card facts from ``../shared/data`` into the project's own ``resources/``.

The project owns its copy once imported and may correct it; re-run this script to
take a corrected upstream data set again (corrections made here must then be redone
or, better, made upstream). Starter decks are imported into ``decks/`` with names
players recognise ("FotR - Aragorn Starter") and the card titles written beside the
ids so a person can read the file.

Usage: python tools/import_cards.py [--shared PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def import_cards(shared: Path) -> dict[str, dict]:
    """Copy every set file, sorted by card number, and return all cards by id."""
    out_dir = ROOT / "resources" / "cards"
    out_dir.mkdir(parents=True, exist_ok=True)
    by_id: dict[str, dict] = {}
    for src in sorted((shared / "data" / "cards").glob("set*.json")):
        data = json.loads(src.read_text(encoding="utf-8"))
        data["cards"].sort(key=lambda c: int(c["number"]))
        for card in data["cards"]:
            by_id[card["id"]] = card
        _write_json(out_dir / src.name, data)
    (out_dir / "formats.json").write_text(
        (shared / "data" / "formats.json").read_text(encoding="utf-8"), encoding="utf-8"
    )
    return by_id


def import_starter_decks(shared: Path, cards: dict[str, dict]) -> int:
    """Write each starter deck in Ringtable's deck format (see docs/deck-format.md).

    Decks are written through ``ringtable.decks.save_deck`` so the files are exactly what
    the app itself writes; the draw deck is listed Free Peoples first, then Shadow (the
    order of the text export), keeping the upstream order within each side.
    """
    # Imported lazily so the script can bootstrap the card data before the package works.
    sys.path.insert(0, str(ROOT / "desktop"))
    from ringtable.cards import CardDatabase
    from ringtable.decks import Deck, save_deck
    from ringtable.decks.starters import STARTER_FORMATS, starter_display_name
    from ringtable.decks.text_export import draw_deck_in_list_order

    db = CardDatabase.load(ROOT / "resources" / "cards")
    out_dir = ROOT / "decks"
    count = 0
    for src in sorted((shared / "data" / "starter-decks").glob("*.json")):
        raw = json.loads(src.read_text(encoding="utf-8"))
        missing = [cid for cid in (raw["ring_bearer"], raw["ring"], *raw["sites"],
                                   *raw["draw_deck"]) if cid not in cards]
        if missing:
            raise SystemExit(f"{src}: unknown card ids {missing}")
        deck = Deck(
            name=starter_display_name(src.stem, raw["name"]),
            ring_bearer=raw["ring_bearer"],
            ring=raw["ring"],
            sites=tuple(raw["sites"]),
            draw_deck=tuple((cid, int(n)) for cid, n in raw["draw_deck"].items()),
            format=STARTER_FORMATS[src.stem],
            notes="Official starter deck.",
        )
        save_deck(draw_deck_in_list_order(deck, db), out_dir / f"{src.stem}.json", db)
        count += 1
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = parser.parse_args()
    cards = import_cards(args.shared)
    decks = import_starter_decks(args.shared, cards)
    print(f"imported {len(cards)} cards and {decks} starter decks")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
