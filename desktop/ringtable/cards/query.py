"""A small card query language shared by ``ringtable cards search`` and the deck builder.

    culture:gondor type:companion cost<=3 "ranger"   strength>=8 keyword:fierce -unique

Terms are joined by AND. ``field:value`` matches a field (names and values fold case and
accents), and ``field:a,b`` matches either value (``culture:gondor,rohan``, ``set:1,2,3``);
``field<op>number`` compares a number (``= < > <= >= !=``); a quoted phrase or a
bare word matches title, subtitle and game text; a leading ``-`` negates a term. An
unknown field or a malformed number raises :class:`QueryError` naming the term, so the
UI can show what is wrong instead of silently matching nothing.
"""

from __future__ import annotations

import operator
import re
import shlex
from collections.abc import Callable, Iterable

from .model import Card
from .text import fold

Predicate = Callable[[Card], bool]


class QueryError(ValueError):
    """A search query that cannot be understood; the message names the bad term."""


NUMERIC_FIELDS: dict[str, str] = {
    "cost": "twilight_cost", "twilight": "twilight_cost", "strength": "strength",
    "str": "strength", "vitality": "vitality", "vit": "vitality", "resistance": "resistance",
    "res": "resistance", "site": "site_number", "set": "set", "shadow": "shadow_number",
    "number": "number",
}
TEXT_FIELDS: dict[str, str] = {
    "culture": "culture", "type": "type", "side": "side", "race": "race",
    "signet": "signet", "block": "block", "rarity": "rarity",
}
LIST_FIELDS: dict[str, str] = {
    "keyword": "keywords", "kw": "keywords", "class": "item_classes", "item": "item_classes",
    "phase": "timewords", "time": "timewords",
}
VALUE_ALIASES = {
    "ring": "the_one_ring", "one ring": "the_one_ring", "fp": "free_peoples",
    "free peoples": "free_peoples", "free": "free_peoples", "uruk": "uruk-hai",
    "dwarf": "dwarven", "elf": "elven", "ringwraith": "wraith",
}
_OPS: dict[str, Callable[[int, int], bool]] = {
    "<=": operator.le, ">=": operator.ge, "!=": operator.ne, "=": operator.eq,
    "<": operator.lt, ">": operator.gt, ":": operator.eq,
}
_TERM = re.compile(r"^([a-z]+)(<=|>=|!=|=|<|>|:)(.*)$")
_YES = {"yes", "y", "true", "1"}
_NO = {"no", "n", "false", "0"}


def _norm_value(value: str) -> str:
    folded = fold(value).replace("_", " ").strip()
    return VALUE_ALIASES.get(folded, folded.replace(" ", "_") if folded in
                             ("free peoples", "the one ring") else folded)


def _field_matches(actual: str | None, wanted: str) -> bool:
    if actual is None:
        return False
    actual_n = fold(actual)
    return actual_n == wanted or actual_n.replace("_", " ") == wanted.replace("_", " ")


def _term(raw: str, is_scripted: Callable[[str], bool] | None) -> Predicate:
    match = _TERM.match(fold(raw))
    if not match:
        needle = fold(raw)
        return lambda card: needle in card.search_text
    name, op, value = match.groups()
    if not value:
        raise QueryError(f"'{raw}': nothing after '{op}'")
    if name in NUMERIC_FIELDS:
        attr, compare = NUMERIC_FIELDS[name], _OPS[op]
        try:
            numbers = [int(part) for part in value.split(",")]
        except ValueError:
            raise QueryError(f"'{raw}': '{value}' is not a number") from None
        if len(numbers) > 1:
            if op not in (":", "="):
                raise QueryError(f"'{raw}': a list of numbers needs ':' or '='")
            choices = frozenset(numbers)
            return lambda card: getattr(card, attr) in choices
        number = numbers[0]
        return lambda card: (v := getattr(card, attr)) is not None and compare(v, number)
    if op != ":":
        raise QueryError(f"'{raw}': '{name}' takes ':' not '{op}'")
    if name in TEXT_FIELDS:
        attr = TEXT_FIELDS[name]
        wanted_values = [_norm_value(part) for part in value.split(",") if part]
        return lambda card: any(_field_matches(getattr(card, attr), w) for w in wanted_values)
    if name in LIST_FIELDS:
        attr = LIST_FIELDS[name]
        wanted_list = [fold(part) for part in value.split(",") if part]
        return lambda card: any(
            k == w or k.startswith(w + " ") or k.startswith(w + "+")
            for k in getattr(card, attr) for w in wanted_list
        )
    if name in ("unique", "scripted"):
        if value not in _YES | _NO:
            raise QueryError(f"'{raw}': use {name}:yes or {name}:no")
        want = value in _YES
        if name == "unique":
            return lambda card: card.unique is want
        if is_scripted is None:
            raise QueryError(f"'{raw}': script coverage is not available here")
        check = is_scripted
        return lambda card: check(card.id) is want
    if name in ("title", "name"):
        needle = fold(value)
        return lambda card: needle in fold(card.full_title)
    if name == "text":
        needle = fold(value)
        return lambda card: needle in card.search_text
    known = sorted({*NUMERIC_FIELDS, *TEXT_FIELDS, *LIST_FIELDS, "unique", "scripted",
                    "title", "text"})
    raise QueryError(f"'{raw}': unknown field '{name}' (known: {', '.join(known)})")


def compile_query(query: str, is_scripted: Callable[[str], bool] | None = None) -> Predicate:
    """Turn a query string into a predicate over cards; raises QueryError when malformed."""
    try:
        tokens = shlex.split(query)
    except ValueError:
        raise QueryError("unbalanced quotes in the query") from None
    predicates: list[Predicate] = []
    for token in tokens:
        negate = token.startswith("-") and len(token) > 1
        pred = _term(token[1:] if negate else token, is_scripted)
        predicates.append((lambda p: lambda c: not p(c))(pred) if negate else pred)
    return lambda card: all(p(card) for p in predicates)


def search(cards: Iterable[Card], query: str,
           is_scripted: Callable[[str], bool] | None = None) -> list[Card]:
    predicate = compile_query(query, is_scripted)
    return [card for card in cards if predicate(card)]
