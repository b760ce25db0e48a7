"""``ringtable watch``: two bots play on the real table, at a chosen speed.

With ``--screenshot FILE --at N`` it plays headless to decision N (counting every
decision from the first bid), saves a PNG of the table and exits: how the docs'
screenshots are made, and a quick look at any position of a seeded game.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ..decks import Deck, DeckError, load_deck, starter_decks


def resolve_deck(ref: str, db) -> Deck:
    """A starter by file stem ('fotr-aragorn-starter') or by name, or a deck file path."""
    starters = starter_decks(db)
    if ref in starters:
        return starters[ref]
    for deck in starters.values():
        if deck.name.lower() == ref.lower():
            return deck
    path = Path(ref)
    if path.exists():
        return load_deck(path, db)
    raise DeckError(f"{ref}: no such deck file or starter deck (starters: "
                    f"{', '.join(sorted(starters))})")


WATCH_BOTS = ("random", "easy", "normal", "hard")
_ARENA_NAMES = {"heuristic": "normal", "search": "hard"}  # the arena's names work too


def check_watch_arguments(bots: list[str], screenshot: str | None) -> str | None:
    """What is wrong with ``--bot``/``--screenshot`` before any game starts, or None.

    Checked up front so a typo ends with a message listing the choices instead of a
    traceback, and a screenshot that cannot be written is not reported as "saved".
    """
    unknown = [bot for bot in bots if bot not in WATCH_BOTS and bot not in _ARENA_NAMES]
    if len(bots) > 2:
        return "give at most two --bot (one for each seat)"
    if unknown:
        return (f"unknown bot {unknown[0]!r}; choose from {', '.join(WATCH_BOTS)} "
                "(or heuristic, search)")
    if screenshot is None:
        return None
    target = Path(screenshot)
    if target.is_dir() or screenshot.endswith(("/", "\\")):
        return f"--screenshot {screenshot}: is a folder; give a file name such as table.png"
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        return f"--screenshot {screenshot}: the folder {folder} does not exist"
    if target.suffix.lower() not in (".png", ".jpg", ".jpeg", ".bmp"):
        return f"--screenshot {screenshot}: give a .png (or .jpg) file name"
    return None


def _format_of(decks: list) -> str:
    """The format both decks fit (``decks.game_format``), else the first deck's own."""
    from ..decks import game_format

    try:
        return game_format(decks[0], decks[1])
    except ValueError:
        return decks[0].format or "fotr_block"


def run_watch(deck_refs: list[str], seed: int, bots: list[str], delay_ms: int,
              screenshot: str | None, at: int, size: tuple[int, int] = (1600, 900)) -> int:
    from ..cards import default_database
    from ..engine import SetupError
    from .app import create_application
    from .services import Services
    from .table.controller import GameController, Seat
    from .table.screen import TableScreen

    db = default_database()
    try:
        decks = [resolve_deck(ref, db) for ref in deck_refs]
    except DeckError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    app = create_application(sys.argv[:1])
    services = Services()
    bots = [_ARENA_NAMES.get(bot, bot) for bot in bots]
    seats = [Seat(f"{bot.title()} bot {i + 1}", bot) for i, bot in enumerate(bots)]
    try:
        controller = GameController.new_game(
            decks, seats, seed, _format_of(decks), rules=services.rules,
            bot_delay_ms=0 if screenshot else delay_ms)
    except SetupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    screen = TableScreen(controller, services.db, services.pixmaps, viewing_seat=0,
                         animation_ms=0 if screenshot else 180)
    screen.resize(*size)
    screen.setWindowTitle("Ringtable \u2014 watching two bots")
    screen.show()
    if not screenshot:
        return app.exec()
    if at < 0:
        print("error: --at must be 0 or more", file=sys.stderr)
        return 2
    controller.stop()  # step the bots by hand: exactly ``at`` decisions
    controller.paused = False
    deadline = time.time() + 120
    while len(controller.actions) < at and controller.game.decision is not None:
        if time.time() > deadline:
            print("error: the game did not reach that decision in time", file=sys.stderr)
            return 1
        controller.apply(controller.bot_move(controller.deciding_seat))
    screen.changed([])  # draw the final position
    end = time.time() + 0.5
    while time.time() < end or services.pixmaps.pending():
        app.processEvents()
    view = controller.view(0)
    focus = view.get("skirmish") or {}
    if focus.get("defender") in view["cards"]:
        screen.show_zoom(view["cards"][focus["defender"]]["card"])
        app.processEvents()
    saved = screen.grab().save(screenshot)
    # The window is done with: left open, it would sit over whatever the same process
    # shows next (a test's window no longer received the pointer's moves).
    controller.stop()
    screen.close()
    screen.deleteLater()
    app.processEvents()
    if not saved:
        print(f"error: {screenshot}: could not write the screenshot (is the folder "
              "writable?)", file=sys.stderr)
        return 2
    print(f"saved {screenshot} at decision {len(controller.actions)}")
    return 0
