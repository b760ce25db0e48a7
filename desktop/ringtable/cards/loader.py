"""Validating loader for ``resources/cards/setNN.json``.

Every field of every card is checked against a schema; the first problem raises
:class:`CardDataError` naming the file, the card id, the field and the value, because a
silently ignored typo in card data becomes a wrong game much later.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from . import model
from .model import AllyHome, Card
from .text import fold, plain_game_text


class CardDataError(ValueError):
    """Card data that does not match the schema; the message says where and why."""


Check = Callable[[Any], Any]  # returns the converted value or raises ValueError(reason)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("expected a whole number")
    if not -100 <= value <= 100:
        raise ValueError("out of range")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError("expected non-empty text")
    return value


def _any_text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("expected text")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


def _one_of(allowed: frozenset[str]) -> Check:
    def check(value: Any) -> str:
        if value not in allowed:
            raise ValueError(f"expected one of {', '.join(sorted(allowed))}")
        return value

    return check


def _list_of(item: Check) -> Check:
    def check(value: Any) -> tuple:
        if not isinstance(value, list):
            raise ValueError("expected a list")
        return tuple(item(v) for v in value)

    return check


def _keyword(value: Any) -> str:
    if not isinstance(value, str) or not value or value != value.strip().lower():
        raise ValueError("expected a lower-case keyword")
    return value


def _ally_home(value: Any) -> AllyHome:
    if not isinstance(value, dict) or set(value) != {"site_number", "block"}:
        raise ValueError("expected {site_number, block}")
    return AllyHome(_int(value["site_number"]), _one_of(model.BLOCKS)(value["block"]))


def _number(value: Any) -> int:
    if not isinstance(value, str) or not value.isdigit():
        raise ValueError("expected a collector number in digits")
    return int(value)


SCHEMA: dict[str, tuple[Check, bool]] = {  # field -> (check, required)
    "id": (_text, True),
    "set": (_int, True),
    "number": (_number, True),
    "collector_info": (_text, True),
    "rarity": (_one_of(model.RARITIES), True),
    "title": (_text, True),
    "unique": (_bool, True),
    "type": (_one_of(model.CARD_TYPES), True),
    "game_text": (_any_text, True),
    "subtitle": (_text, False),
    "side": (_one_of(model.SIDES), False),
    "culture": (_one_of(model.CULTURES), False),
    "twilight_cost": (_int, False),
    "strength": (_int, False),
    "vitality": (_int, False),
    "resistance": (_int, False),
    "site_number": (_int, False),
    "race": (_one_of(model.RACES), False),
    "signet": (_one_of(model.SIGNETS), False),
    "block": (_one_of(model.BLOCKS), False),
    "shadow_number": (_int, False),
    "direction": (_one_of(model.DIRECTIONS), False),
    "keywords": (_list_of(_keyword), False),
    "timewords": (_list_of(_one_of(model.TIMEWORDS)), False),
    "item_classes": (_list_of(_one_of(model.ITEM_CLASSES)), False),
    "ally_homes": (_list_of(_ally_home), False),
    "can_start_with_ring": (_bool, False),
}


def card_from_dict(raw: Any, where: str) -> Card:
    """Build one validated :class:`Card`; ``where`` names the file for error messages."""
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: a card entry is not an object: {raw!r:.80}")
    card_id = raw.get("id", "<no id>")
    values: dict[str, Any] = {}
    for name, value in raw.items():
        if name not in SCHEMA:
            raise CardDataError(f"{where}: card {card_id}: unknown field {name!r} = {value!r:.80}")
        check, _ = SCHEMA[name]
        try:
            values[name] = check(value)
        except ValueError as exc:
            raise CardDataError(
                f"{where}: card {card_id}: field {name!r} has bad value {value!r:.80} ({exc})"
            ) from None
    for name, (_, required) in SCHEMA.items():
        if required and name not in values:
            raise CardDataError(f"{where}: card {card_id}: missing field {name!r}")
    _check_consistency(values, where)
    values["search_text"] = fold(
        " ".join(filter(None, (values["title"], values.get("subtitle"),
                               plain_game_text(values["game_text"]))))
    )
    return Card(**values)


def _check_consistency(values: dict[str, Any], where: str) -> None:
    card_id = values["id"]
    expected_id = f"{values['set']}_{values['number']}"
    if card_id != expected_id:
        raise CardDataError(f"{where}: card {card_id}: field 'id' should be {expected_id!r}")
    kind = values["type"]
    if kind not in (model.SITE, model.THE_ONE_RING):
        for name in ("side", "culture", "twilight_cost"):
            if name not in values:
                raise CardDataError(f"{where}: card {card_id}: a {kind} needs field {name!r}")
    # Strength may be absent: 15_43 Gollum prints a variable strength defined by its text.
    if kind in model.CHARACTER_TYPES and "vitality" not in values:
        raise CardDataError(f"{where}: card {card_id}: a {kind} needs field 'vitality'")


def iter_set_files(cards_dir: Path) -> Iterator[Path]:
    files = sorted(cards_dir.glob("set*.json"))
    if not files:
        raise CardDataError(f"{cards_dir}: no set files (setNN.json) found")
    yield from files


def load_set_file(path: Path) -> list[Card]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CardDataError(f"{path}: cannot read card data: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise CardDataError(f"{path}: expected an object with a 'cards' list")
    cards = [card_from_dict(raw, path.name) for raw in data["cards"]]
    set_no = data.get("set")
    for card in cards:
        if card.set != set_no:
            raise CardDataError(
                f"{path.name}: card {card.id}: field 'set' = {card.set}, file is set {set_no}"
            )
    return cards
