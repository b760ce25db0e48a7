"""The official formats and the deck rules each one adds to the basic deck rules.

Three data files, all shipped and read here so validation itself holds no card lists:

* ``resources/cards/formats.json``: the official formats, their sets and the kind of
  adventure deck (``site_rule``), as imported with the card data;
* ``resources/formats/rules.json``: the deck rules transcribed from the rulebooks (deck
  size, copies per title, which blocks' sites each era's adventure deck takes, the
  Shadow-number limit) and the Starter Rules way of playing the fixed starter decks;
* ``resources/formats/lists.json``: the X-lists and restricted lists of the Current
  Rulings (August 2007), by collector's info.

A list entry whose collector's info is not in the database (a few early promos) is kept
in the file, as printed, and simply matches no card.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..cards import Card, CardDatabase, default_database, fold
from ..paths import resources_dir
from .errors import DeckError


@dataclass(frozen=True, slots=True)
class SiteRule:
    """What an era's adventure deck may hold. ``numbered`` None: numbered or Shadows, either."""

    code: str
    numbered: bool | None
    blocks: frozenset[str]
    explain: str


@dataclass(frozen=True, slots=True)
class Format:
    """One format: its sets and every rule a deck must meet to be legal in it."""

    code: str
    name: str
    sets: frozenset[int]
    site_rule: SiteRule
    min_draw_deck: int | None = 60
    equal_sides: bool = True
    max_copies_per_title: int = 4
    sites_in_adventure_deck: int = 9
    max_sites_per_shadow_number: int | None = None
    # Card ids that may not be played at all, and card id -> most copies allowed.
    x_listed: frozenset[str] = frozenset()
    x_listed_sets: frozenset[int] = frozenset()
    restricted: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    explain: str = ""

    def allows_set(self, set_number: int) -> bool:
        return set_number in self.sets


_FORMATS: dict[str, Format] | None = None


def formats(db: CardDatabase | None = None) -> dict[str, Format]:
    """Every format by code, official ones first in their data order (loaded once)."""
    global _FORMATS
    if _FORMATS is None:
        _FORMATS = load_formats(resources_dir(), db or default_database())
    return dict(_FORMATS)


def get_format(code: str) -> Format:
    """The format with this code or name (any case); DeckError listing the known codes."""
    known = formats()
    if code in known:
        return known[code]
    for fmt in known.values():
        if fold(code.strip()) in (fold(fmt.code), fold(fmt.name)):
            return fmt
    raise DeckError(f"unknown format {code!r}; known formats: {', '.join(known)}")


def load_formats(resources: Path, db: CardDatabase) -> dict[str, Format]:
    """Read the three data files; a mistake in them names the file and the entry."""
    official = _read_json(resources / "cards" / "formats.json")
    rules = _read_json(resources / "formats" / "rules.json")
    lists = _read_json(resources / "formats" / "lists.json")
    site_rules = {
        code: SiteRule(code, spec["numbered"], frozenset(spec["blocks"]), spec["explain"])
        for code, spec in rules["site_rules"].items()
    }
    deck_rules = rules["deck"]
    shadow_limit = rules["max_sites_per_shadow_number"]
    entries: list[dict[str, Any]] = [
        {**spec, "min_draw_deck": deck_rules["min_draw_deck"], "equal_sides": True}
        for spec in official
    ] + list(rules["extra_formats"])
    result: dict[str, Format] = {}
    for spec in entries:
        code = spec["code"]
        if spec["site_rule"] not in site_rules:
            raise DeckError(f"format {code}: unknown site_rule {spec['site_rule']!r}")
        result[code] = Format(
            code=code,
            name=spec["name"],
            sets=frozenset(spec["sets"]),
            site_rule=site_rules[spec["site_rule"]],
            min_draw_deck=spec["min_draw_deck"],
            equal_sides=spec["equal_sides"],
            max_copies_per_title=deck_rules["max_copies_per_title"],
            sites_in_adventure_deck=deck_rules["sites_in_adventure_deck"],
            max_sites_per_shadow_number=(
                shadow_limit["limit"] if code in shadow_limit["formats"] else None),
            explain=spec.get("explain", ""),
        )
    for banlist in lists["lists"]:
        _apply_list(result, banlist, db)
    return result


def _apply_list(result: dict[str, Format], banlist: dict[str, Any], db: CardDatabase) -> None:
    """Add one X-list or restricted list to the formats it names, promos included."""
    ids: list[str] = []
    for entry in banlist["cards"]:
        card = db.by_collector_info(entry["card"])
        if card is None:
            continue  # an early promo missing from the card data: nothing can match it
        if fold(card.full_title) != fold(entry["title"]):
            raise DeckError(f"lists.json, {banlist['name']}: {entry['card']} is "
                            f"{card.full_title}, not {entry['title']}")
        ids.append(card.id)
        ids.extend(p.id for p in promo_reprints(card, db))
    for code in banlist["formats"]:
        if code not in result:
            raise DeckError(f"lists.json, {banlist['name']}: unknown format {code!r}")
        fmt = result[code]
        if banlist["kind"] == "x_list":
            changes: dict[str, Any] = {
                "x_listed": fmt.x_listed | frozenset(ids),
                "x_listed_sets": fmt.x_listed_sets | frozenset(banlist.get("x_listed_sets", ())),
            }
        else:
            limits = dict(fmt.restricted)
            limits.update({card_id: banlist["limit"] for card_id in ids})
            changes = {"restricted": MappingProxyType(limits)}
        result[code] = replace(fmt, **changes)


def promo_reprints(card: Card, db: CardDatabase) -> list[Card]:
    """Set-0 promotional printings of ``card`` (same full title and type)."""
    if card.set == 0:
        return []
    return [c for c in db.by_title(card.full_title)
            if c.set == 0 and c.type == card.type and c.id != card.id]


def original_of(card: Card, db: CardDatabase) -> Card:
    """For a set-0 promo, the version printed in a numbered set (the Current Rulings judge
    promos by their originals); any other card is its own original."""
    if card.set != 0:
        return card
    others = sorted((c for c in db.by_title(card.full_title) if c.set != 0 and c.type == card.type),
                    key=lambda c: (c.set, c.number))
    return others[0] if others else card


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DeckError(f"{path}: cannot read format data ({exc})") from None
