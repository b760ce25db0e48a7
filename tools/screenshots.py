"""Take the documentation screenshots of the app, offscreen, into docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py

Each shot drives the real widgets the way a player would and waits for the card faces
to finish rendering, so the pictures show what a player sees.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-shots-"))
OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def settle(app, window, seconds: float = 0.3) -> None:
    """Process events until the face renderer is idle (and at least ``seconds``)."""
    end = time.time() + seconds
    while time.time() < end or window.services.pixmaps.pending():
        app.processEvents()
        time.sleep(0.005)


def main() -> int:
    from ringtable.decks import starter_decks
    from ringtable.ui.app import create_application
    from ringtable.ui.main_window import MainWindow

    OUT.mkdir(parents=True, exist_ok=True)
    app = create_application(sys.argv[:1])
    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    settle(app, window)
    window.grab().save(str(OUT / "start-screen.png"))

    window.show_deck_builder()
    builder = window.deck_builder
    builder.browser.filters.culture_buttons["gondor"].setChecked(True)
    builder.browser.search.setText("type:companion")
    builder.open_deck(starter_decks()["fotr-aragorn-starter"], None)
    builder.show_preview("1_89")
    settle(app, window)
    window.grab().save(str(OUT / "deckbuilder-grid.png"))

    builder.browser.set_mode("list")
    builder.browser.filters.clear()
    builder.browser.search.setText("keyword:fierce side:shadow")
    settle(app, window)
    window.grab().save(str(OUT / "deckbuilder-list.png"))

    builder.editor.add_card("1_89")
    for _ in range(3):
        builder.editor.remove_card("1_153")
    settle(app, window)
    window.grab().save(str(OUT / "deckbuilder-validation.png"))

    builder.tabs.setCurrentIndex(1)
    settle(app, window)
    window.grab().save(str(OUT / "deckbuilder-statistics.png"))
    builder.edit.mark_saved()  # nothing to ask about on exit

    table_shots(app, window)
    hotseat_shots(app, window)
    print(f"screenshots written to {OUT}")
    return 0


def table_shots(app, window) -> None:
    """A mid-game skirmish on the table (two bots, seeded), and the zoomed card."""
    from ringtable.decks import starter_decks
    from ringtable.ui.table.controller import GameController, Seat
    from ringtable.ui.table.screen import TableScreen

    decks = starter_decks()
    services = window.services
    for seed in range(1, 60):
        controller = GameController.new_game(
            [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
            [Seat("Ann", "random"), Seat("Bo", "random")], seed, "fotr_block",
            rules=services.rules)
        controller.stop()
        game = controller.game
        while game.decision is not None:
            view = controller.view(game.decision.player)
            fellowship = view["piles"][view["free_peoples"]]["fellowship"]
            if view["skirmish"] and view["turn"] >= 2 and len(fellowship) >= 3:
                break
            controller.apply(controller.bot_move(game.decision.player))
        if game.decision is not None:
            break
    screen = TableScreen(controller, services.db, services.pixmaps, viewing_seat=0,
                         animation_ms=0)
    window.show_screen(screen)
    settle(app, window)
    view = controller.view(0)
    screen.show_zoom(view["cards"][view["skirmish"]["defender"]]["card"])
    settle(app, window)
    screen.zoom.grab().save(str(OUT / "table-zoom.png"))
    # The table through a game at 1280x720 up: tools/table_screenshots.py.



def hotseat_shots(app, window) -> None:
    """The hand-off screen, then each seat's own view of the same hotseat game."""
    import random

    from ringtable.decks import starter_decks
    from ringtable.ui.new_game import GameChoices

    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "person"], "fotr_block", 44))
    table = window.table
    controller = table.controller
    rng = random.Random(44)
    shots = {0: False, 1: False}
    while controller.game.decision is not None and not all(shots.values()):
        if table.handing_off():
            seat = table.handoff.seat
            if controller.game.s.turn >= 2 and not shots[seat]:
                settle(app, window)
                window.grab().save(str(OUT / "hotseat-handoff.png"))
                table.handoff.ready.emit()
                settle(app, window)
                window.grab().save(str(OUT / f"hotseat-seat{seat + 1}.png"))
                shots[seat] = True
            else:
                table.handoff.ready.emit()
        seat = controller.deciding_seat
        legal = controller.view(seat)["legal_actions"]
        choice = rng.choice(legal)
        controller.apply({k: v for k, v in choice.items() if k != "label"})


if __name__ == "__main__":
    raise SystemExit(main())
