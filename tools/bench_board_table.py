"""How fast the board game's table is (issue 21): painting, a click's round trip, saves.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_board_table.py

A seeded three-hobbit game is played by the heuristic bot to Helm's Deep; then, on a
1920x1080 window: the median time to paint the whole table (``canvas.repaint``), to
apply one decision and refresh the screen (the panel and the canvas), to write the
game's save and to open it again (the replay check included).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-bench-board-"))


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))
    from ringtable.knizia import KniziaSetup, default_components
    from ringtable.knizia.bot import HeuristicBot
    from ringtable.persistence import GameRecord, SeatRecord, load_save, save_game
    from ringtable.ui.app import create_application
    from ringtable.ui.knizia.controller import BoardController
    from ringtable.ui.knizia.screen import BoardScreen

    app = create_application([])
    comps = default_components()
    seats = [SeatRecord("Frodo"), SeatRecord("Sam"), SeatRecord("Pippin")]
    record = GameRecord(seats, [], "", 21, board=KniziaSetup(3, "normal", 21))
    game = record.replay(None, 0)
    bots = [HeuristicBot(comps, seed=i) for i in range(3)]
    while game.outcome is None and game.state["stage"] != "helms_deep":
        d = game.decision
        action = bots[d.player].choose(game.view_for(d.player), d.player)
        game.apply(action)
        record.actions.append(action)
    controller = BoardController.from_record(record, record.replay(None), bot_delay_ms=0)
    screen = BoardScreen(controller, open_hands=True, animation_ms=0)
    screen.resize(1920, 1080)
    screen.show()
    app.processEvents()
    paint = median_ms(screen.canvas.repaint, 30)

    def one_decision() -> None:
        screen.choose(0)
        app.processEvents()

    decide = median_ms(one_decision, 20)
    path = Path(tempfile.mkdtemp()) / "board.ringtable.json"
    write = median_ms(lambda: save_game(path, controller.record, controller.game), 10)
    read = median_ms(lambda: load_save(path), 5)
    actions = len(controller.record.actions)
    print(f"paint the whole table at 1920x1080: {paint:.1f} ms (median of 30)")
    print(f"one decision applied and the screen refreshed: {decide:.1f} ms (median of 20)")
    print(f"save at Helm's Deep ({actions} actions): write {write:.1f} ms, "
          f"open {read:.1f} ms; {path.stat().st_size // 1024} KB")
    screen.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
