"""The deck sub-commands of the command line, as plain functions returning text.

``ringtable deck validate|export|import`` are thin wrappers over these: each returns what
to print and never lets a traceback reach the player (bad input becomes a message that
names the file, line or field). Keeping them here, not in the CLI module, lets the deck
builder and the tests use exactly the same behaviour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..cards import Card, CardDatabase, default_database
from .errors import DeckError
from .files import load_deck_with_notes, read_deck_text, save_deck
from .printing_choices import (
    ambiguous,
    choices_from_options,
    option_hint,
    parse_printing_options,
)
from .text_export import deck_to_text
from .text_import import LineProblem, TextImport, parse_deck_text
from .validation import validation_report

LEGAL, ILLEGAL, BAD_INPUT = 0, 1, 2  # the exit statuses of `ringtable deck validate`


def check_file(path: Path | str, format_code: str | None = None,
               db: CardDatabase | None = None) -> tuple[int, str]:
    """(status, report): LEGAL, ILLEGAL with every reason, or BAD_INPUT with the error.

    ``format_code`` overrides the format recorded in the deck.
    """
    try:
        deck, notes = load_deck_with_notes(path, db)
        legal, report = validation_report(deck, format_code, db)
    except DeckError as exc:
        return BAD_INPUT, f"error: {exc}"
    report = "\n".join([report, *(f"note: {note}" for note in notes)])
    return (LEGAL if legal else ILLEGAL), report


def validate_file(path: Path | str, format_code: str | None = None,
                  db: CardDatabase | None = None) -> tuple[bool, str]:
    """(legal, report) for a deck file; bad input is (False, the error message)."""
    status, report = check_file(path, format_code, db)
    return status == LEGAL, report


def export_file(path: Path | str, db: CardDatabase | None = None) -> str:
    """The deck at ``path`` (JSON or text) as the sectioned text layout; DeckError if bad."""
    return export_file_with_notes(path, db)[0]


def export_file_with_notes(path: Path | str,
                           db: CardDatabase | None = None) -> tuple[str, tuple[str, ...]]:
    """:func:`export_file` and what reading a text list assumed (see load_deck_with_notes)."""
    deck, notes = load_deck_with_notes(path, db)
    return deck_to_text(deck, db), notes


def import_file(path: Path | str, out_path: Path | str, format_code: str | None = None,
                db: CardDatabase | None = None, printings: Sequence[str] = (),
                ask: Callable[[LineProblem, list[Card]], str | None] | None = None,
                ) -> tuple[bool, str]:
    """Read a pasted text list and save it as a JSON deck file.

    Returns (ok, report). With any unknown or ambiguous line nothing is written and the
    report lists every such line with its candidates (and, for a printing, the
    ``--printing`` option that settles it), so nothing is lost silently. ``printings``
    are ``TITLE=COLLECTOR-INFO`` choices; ``ask`` (a terminal prompt) is asked about
    each printing they leave open and returns a card id or None.
    """
    db = db or default_database()
    try:
        options = parse_printing_options(printings)
        text = read_deck_text(path)
        result, errors = _parse_with_choices(text, Path(path).stem, str(path), db, options,
                                             ask)
        if errors:
            return False, "\n".join(f"error: {error}" for error in errors)
        if result.problems:
            lines = [f"error: {path}: {len(result.problems)} line(s) need attention; "
                     "nothing was written:"]
            for problem in result.problems:
                lines.append(f"  {problem}")
                if problem in ambiguous([problem]):
                    lines.append(f"    {option_hint(problem, db)}")
            return False, "\n".join(lines)
        deck = result.deck
        if format_code:
            deck = deck.with_changes(format=format_code)
        save_deck(deck, out_path, db)
    except DeckError as exc:
        return False, f"error: {exc}"
    lines = [f"wrote {out_path}: {deck.name}, {deck.draw_deck_size()} draw-deck cards, "
             f"{len(deck.sites)} sites"]
    lines += [f"note: {assumption}" for assumption in result.assumptions]
    return True, "\n".join(lines)


def _parse_with_choices(text: str, name: str, source: str, db: CardDatabase,
                        options: Sequence[tuple[str, str]],
                        ask: Callable[[LineProblem, list[Card]], str | None] | None,
                        ) -> tuple[TextImport, list[str]]:
    """Parse, settle the ambiguous printings the options name (or the player picks),
    and parse again with those choices; (result, errors in the options)."""
    choices: dict[int, str] = {}
    result = parse_deck_text(text, db, name=name, source=source)
    asked: set[int] = set()
    for _ in range(3):  # a choice can settle other lines: at most a few rounds
        open_lines = [p for p in ambiguous(result.problems) if p.line not in choices]
        chosen, errors = choices_from_options(open_lines, options, db)
        if errors:
            return result, errors
        for problem in open_lines:
            if ask is not None and problem.line not in chosen and problem.line not in asked:
                asked.add(problem.line)
                pick = ask(problem, [db[c] for c in problem.candidates])
                if pick in problem.candidates:
                    chosen[problem.line] = pick
        if not chosen:
            break
        choices.update(chosen)
        result = parse_deck_text(text, db, name=name, source=source, choices=choices)
    return result, []
