"""The ``ringtable`` command: the desktop app, plus text sub-commands for cards and decks.

With no sub-command it starts the GUI. Sub-commands never import Qt, so they stay quick
and work on a machine without a display. Errors a player can cause (a bad file, an
unknown card) are printed as one clear line and exit with status 2; "illegal deck" is
status 1, as the issue for ``deck validate`` asks.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .cards import CardDatabase, CardDataError, QueryError, default_database
from .cards.model import Card
from .cards.text import game_text_lines

EXIT_OK, EXIT_ILLEGAL, EXIT_ERROR = 0, 1, 2


def describe_card(card: Card) -> str:
    """A card as readable text: title line, type line, stats, game text."""
    lines = [f"{card.display_title}  ({card.collector_info}, id {card.id})"]
    kind = card.type.replace("_", " ").title()
    parts = [p for p in ((card.culture or "").title(), kind) if p]
    type_line = " ".join(parts)
    extras = [card.race.title() if card.race else None,
              ", ".join(c.title() for c in card.item_classes) or None,
              f"Signet: {card.signet.title()}" if card.signet else None,
              ", ".join(k.title() for k in card.keywords) or None]
    lines.append(" \u00b7 ".join([type_line, *filter(None, extras)]))
    stats = [(label, getattr(card, attr)) for label, attr in (
        ("Twilight", "twilight_cost"), ("Strength", "strength"), ("Vitality", "vitality"),
        ("Resistance", "resistance"), ("Site", "site_number"), ("Shadow", "shadow_number"))]
    shown = [f"{label} {value}" for label, value in stats if value is not None]
    if card.block:
        shown.append(f"Block: {card.block.title()}")
    if shown:
        lines.append(" \u00b7 ".join(shown))
    lines.extend(game_text_lines(card.game_text))
    return "\n".join(lines)


def find_card(db: CardDatabase, ref: str) -> list[Card]:
    """Cards a player may mean by ``ref``: an id, collector info, or a title."""
    if ref in db:
        return [db[ref]]
    by_info = db.by_collector_info(ref)
    if by_info:
        return [by_info]
    return db.by_title(ref)


def _cards_show(args: argparse.Namespace) -> int:
    db = default_database()
    found = find_card(db, args.card)
    if not found:
        print(f"No card matches {args.card!r} (try an id like 1_290, collector info like "
              f"1R89, or a title).", file=sys.stderr)
        return EXIT_ERROR
    print("\n\n".join(describe_card(card) for card in found))
    return EXIT_OK


def _cards_search(args: argparse.Namespace) -> int:
    db = default_database()
    is_scripted = None
    if "scripted:" in args.query:  # loading scripts costs ~0.1 s: only when asked
        from .scripts import standard_rules

        is_scripted = standard_rules(db).is_scripted
    try:
        found = db.search(args.query, is_scripted)
    except QueryError as exc:
        print(f"Bad search: {exc}", file=sys.stderr)
        return EXIT_ERROR
    for card in found[: args.limit]:
        print(f"{card.id:>7}  {card.collector_info:>7}  {card.display_title}  "
              f"[{(card.culture or '-')} {card.type}]")
    more = len(found) - args.limit
    print(f"{len(found)} card(s)" + (f", {more} not shown (--limit)" if more > 0 else ""))
    return EXIT_OK


def _cards_coverage(args: argparse.Namespace) -> int:
    from .decks import DeckError, load_deck
    from .scripts import coverage_report, standard_rules

    db = default_database()
    deck = None
    if args.deck:
        try:
            deck = load_deck(args.deck, db)
        except DeckError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_ERROR
    print(coverage_report(standard_rules(db), deck))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ringtable",
        description="Ringtable: a desktop tabletop for The Lord of the Rings TCG. "
                    "With no command, starts the app.")
    parser.add_argument("--version", action="version", version=f"Ringtable {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="check that this installation works (headless) and exit")
    # For tools/bench_startup.py: start the app, print when the start screen is painted.
    parser.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command")

    cards = sub.add_parser("cards", help="look up cards").add_subparsers(dest="cards_command")
    show = cards.add_parser("show", help="show a card by id, collector info or title")
    show.add_argument("card")
    show.set_defaults(func=_cards_show)
    search = cards.add_parser("search", help="search cards (query syntax in the README)")
    search.add_argument("query")
    search.add_argument("--limit", type=int, default=50)
    search.set_defaults(func=_cards_search)
    coverage = cards.add_parser("coverage", help="which cards the engine enforces")
    coverage.add_argument("--deck", help="list this deck's unscripted cards")
    coverage.set_defaults(func=_cards_coverage)

    from .cli_decks import add_deck_commands  # deck commands live beside the deck layer

    add_deck_commands(sub)
    watch = sub.add_parser("watch", help="watch two bots play on the table")
    watch.add_argument("--deck", action="append", required=True,
                       help="a starter (e.g. fotr-aragorn-starter) or a deck file; give two")
    watch.add_argument("--seed", type=int, default=1)
    watch.add_argument("--bot", action="append", help="bot for each seat (default random)")
    watch.add_argument("--delay", type=int, default=600, help="milliseconds between moves")
    watch.add_argument("--screenshot", help="save a PNG of the table and exit")
    watch.add_argument("--at", type=int, default=0, help="decision number for --screenshot")
    watch.set_defaults(func=_watch)
    arena = sub.add_parser("arena", help="bots play each other headless; prints win rates")
    arena.add_argument("--deck", action="append", required=True, help="give two")
    arena.add_argument("--bot", action="append", required=True,
                       help="give two: random, easy, heuristic (normal), search (hard)")
    arena.add_argument("--games", type=int, default=20)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--workers", type=int, default=2)
    arena.add_argument("--think", type=float, default=0.4,
                       help="the search bot's seconds per decision")
    arena.set_defaults(func=_arena)
    return parser


_BOT_ALIASES = {"normal": "heuristic", "hard": "search"}


def _arena(args: argparse.Namespace) -> int:
    if len(args.deck) != 2 or len(args.bot) != 2:
        print("Give exactly two decks and two bots: --deck A --deck B --bot X --bot Y",
              file=sys.stderr)
        return EXIT_ERROR
    from .bot.arena import BOT_NAMES, format_arena, run_arena

    bots = [_BOT_ALIASES.get(b, b) for b in args.bot]
    unknown = [b for b in bots if b not in BOT_NAMES]
    if unknown or args.games < 1:
        print(f"Unknown bot {unknown[0]!r} (choose from {', '.join(BOT_NAMES)}, normal, hard)"
              if unknown else "--games must be at least 1", file=sys.stderr)
        return EXIT_ERROR
    try:
        result = run_arena(args.deck[0], args.deck[1], bots[0], bots[1], args.games,
                           seed=args.seed, workers=args.workers, think=args.think)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    print(format_arena(result))
    return EXIT_OK


def _watch(args: argparse.Namespace) -> int:
    if len(args.deck) != 2:
        print("Give exactly two decks: --deck A --deck B", file=sys.stderr)
        return EXIT_ERROR
    bots = (args.bot or []) + ["random"] * (2 - len(args.bot or []))
    from .ui.watch import check_watch_arguments, run_watch

    problem = check_watch_arguments(bots, args.screenshot)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_ERROR

    return run_watch(args.deck, args.seed, bots[:2], args.delay, args.screenshot, args.at)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test()
    if args.command is None:
        return gui_main(quit_when_shown=args.quit_when_shown)
    func = getattr(args, "func", None)
    if func is None:
        parser.parse_args([args.command, "--help"])
        return EXIT_ERROR
    try:
        return int(func(args))
    except CardDataError as exc:
        print(f"Card data problem: {exc}", file=sys.stderr)
        return EXIT_ERROR


def gui_main(quit_when_shown: bool = False) -> int:
    """Start the desktop app (imports Qt only here)."""
    from .ui.app import run_app

    return run_app(sys.argv[:1], quit_when_shown=quit_when_shown)
