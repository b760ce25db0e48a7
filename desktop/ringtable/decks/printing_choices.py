"""Settling an ambiguous printing without the deck builder: ``--printing "Title=7C84"``.

A list line such as ``Dagger Strike`` can mean two printings with different text; the
deck builder asks with both faces. On the command line the player names the printing
(by collector's info ``7C84`` or card id ``7_84``) for a title, or, at a terminal, picks
it from a numbered list. Whatever the options do not settle is reported with the exact
option to add, so a script can be fixed without guessing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, CardDatabase, fold
from .errors import DeckError
from .printings import loose_key
from .text_import import LineProblem


def parse_printing_options(values: Iterable[str]) -> list[tuple[str, str]]:
    """``["Dagger Strike=7C84"]`` → ``[("Dagger Strike", "7C84")]``; DeckError if malformed."""
    pairs = []
    for value in values:
        title, sep, printing = value.rpartition("=")
        if not sep or not title.strip() or not printing.strip():
            raise DeckError(f"--printing {value!r}: write it as TITLE=COLLECTOR-INFO, "
                            "e.g. --printing \"Dagger Strike=7C84\"")
        pairs.append((title.strip(), printing.strip()))
    return pairs


def _names(card: Card) -> set[str]:
    return {loose_key(card.title), loose_key(card.full_title)}


def _is(card: Card, printing: str) -> bool:
    return fold(printing) in (fold(card.collector_info), fold(card.id))


def ambiguous(problems: Iterable[LineProblem]) -> list[LineProblem]:
    return [p for p in problems if p.code == "ambiguous_card" and p.candidates]


def choices_from_options(problems: Sequence[LineProblem], options: Sequence[tuple[str, str]],
                         db: CardDatabase) -> tuple[dict[int, str], list[str]]:
    """(line → card id, errors) for the ambiguous lines the options name."""
    chosen: dict[int, str] = {}
    errors: list[str] = []
    for title, printing in options:
        key = loose_key(title)
        lines = [p for p in problems if any(key in _names(db[c]) for c in p.candidates)]
        for problem in lines:
            match = [c for c in problem.candidates if _is(db[c], printing)]
            if match:
                chosen[problem.line] = match[0]
            else:
                errors.append(f"--printing {title}={printing}: line {problem.line} "
                              f"({problem.text.strip()!r}) can be only "
                              + ", ".join(f"{db[c].full_title} ({db[c].collector_info})"
                                          for c in problem.candidates))
    return chosen, errors


def option_hint(problem: LineProblem, db: CardDatabase) -> str:
    """The options that would settle ``problem``, one per printing."""
    return "choose one with " + " or ".join(
        f'--printing "{db[c].title}={db[c].collector_info}"' for c in problem.candidates)


def describe(card: Card) -> str:
    """One printing in a numbered list: enough of its face to tell it from the other."""
    text = " ".join(card.game_text.split())
    text = text if len(text) <= 90 else text[:89] + "\u2026"
    return f"{card.full_title} ({card.collector_info}), {card.culture} {card.type}: {text}"
