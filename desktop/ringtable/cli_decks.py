"""``ringtable deck validate|export|import``: the deck layer on the command line.

Exit status: 0 legal / done, 1 illegal deck (``validate``), 2 bad input (a missing or
unreadable file, an unknown card): the message names the file and the line or field.
"""

from __future__ import annotations

import argparse
import sys


def add_deck_commands(sub: argparse._SubParsersAction) -> None:
    """Register the deck sub-commands on the top-level parser."""
    deck = sub.add_parser("deck", help="check, export and import decks").add_subparsers(
        dest="deck_command")
    validate = deck.add_parser("validate", help="is a deck legal? (exit status 1 when not)")
    validate.add_argument("file")
    validate.add_argument("--format", dest="format_code",
                          help="format code, e.g. fotr_block (default: the deck's own)")
    validate.set_defaults(func=_validate)
    export = deck.add_parser("export", help="print a deck as a sectioned text list")
    export.add_argument("file")
    export.set_defaults(func=_export)
    imp = deck.add_parser("import", help="turn a text list into a Ringtable deck file")
    imp.add_argument("file")
    imp.add_argument("output")
    imp.add_argument("--format", dest="format_code")
    imp.add_argument("--printing", action="append", default=[], metavar="TITLE=INFO",
                     help='settle a title with several printings, e.g. '
                          '--printing "Dagger Strike=7C84" (repeatable); at a terminal '
                          'you are asked instead')
    imp.set_defaults(func=_import)


def _validate(args: argparse.Namespace) -> int:
    from .decks.commands import BAD_INPUT, check_file

    status, report = check_file(args.file, args.format_code)
    print(report, file=sys.stderr if status == BAD_INPUT else sys.stdout)
    return status


def _export(args: argparse.Namespace) -> int:
    from .decks import DeckError
    from .decks.commands import export_file_with_notes

    try:
        text, notes = export_file_with_notes(args.file)
    except DeckError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    for note in notes:  # what reading a text list assumed: shown, never silent
        print(f"note: {note}", file=sys.stderr)
    return 0


def _import(args: argparse.Namespace) -> int:
    from .decks.commands import import_file

    ask = _ask_printing if sys.stdin.isatty() and sys.stderr.isatty() else None
    ok, report = import_file(args.file, args.output, args.format_code,
                             printings=args.printing, ask=ask)
    print(report, file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 2


def _ask_printing(problem, cards) -> str | None:
    """At a terminal: which printing a line means (a number; Enter leaves it open)."""
    from .decks.printing_choices import describe

    print(f"line {problem.line}: {problem.text.strip()!r} has several printings:",
          file=sys.stderr)
    for number, card in enumerate(cards, start=1):
        print(f"  {number}. {describe(card)}", file=sys.stderr)
    while True:
        try:
            answer = input(f"Which one (1-{len(cards)}, Enter to leave it)? ").strip()
        except EOFError:
            return None
        if not answer:
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(cards):
            return cards[int(answer) - 1].id
        print(f"  please answer a number from 1 to {len(cards)}", file=sys.stderr)
