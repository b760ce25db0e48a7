"""Benchmarks of the desktop table (issue 5): start-up and painting.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_table.py

- time to the start screen: a fresh process importing Ringtable, creating the
  application and showing the main window (median of 5 runs); goal under 1.5 s.
- paint time of a busy table: a position with 40+ cards on the table, wounds, tokens
  and attachments; the table view repainted in full (as a window expose or animation
  frame does), and after a game change that redraws the background; goal under 8 ms.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-bench-"))

START = """
import time
t = time.perf_counter()
from ringtable.ui.app import create_application
from ringtable.ui.main_window import MainWindow
app = create_application(["bench"])
window = MainWindow()
window.show()
app.processEvents()
print(time.perf_counter() - t)
"""


def start_screen_seconds() -> float:
    env = dict(os.environ)
    runs = [float(subprocess.check_output([sys.executable, "-c", START], env=env,
                                          stderr=subprocess.DEVNULL)) for _ in range(5)]
    return statistics.median(runs)


def busy_table():
    from ringtable.testing import Scenario

    sc = Scenario()
    names = ["Aragorn, Ranger of the North", "Gimli, Son of Gloin", "Legolas, Greenleaf",
             "Boromir, Lord of Gondor", "Merry, Friend to Sam",
             "Pippin, Hobbit of Some Intelligence", "Sam, Son of Hamfast",
             "Gandalf, The Grey Wizard"]
    companions = []
    for name in names:
        try:
            companions.append(sc.companion(name))
        except KeyError:
            continue
    for c in companions:
        sc.bear(c, "Armor")
        sc.bear(c, "Elven Cloak")
        sc.wounds(c, 1)
    minions = [sc.minion(n) for n in ["Uruk Soldier"] * 4 + ["Goblin Runner"] * 4
               + ["Cave Troll of Moria"]]
    for m, c in zip(minions, companions, strict=False):
        sc.assign(m, c)
    for name in ["Uruk-hai Armory", "Saruman's Ambition", "Tale of Gil-galad"]:
        with contextlib.suppress(KeyError):
            sc.support(name)
    for name in ["Uruk Soldier", "Goblin Runner", "Armor", "Athelas", "Uruk Savage"] * 2:
        sc.hand(name)
    sc.twilight(7)
    return sc.start("skirmishes")


def paint_ms() -> tuple[float, float, int, str]:
    from ringtable.ui.app import create_application
    from ringtable.ui.services import Services
    from ringtable.ui.table.controller import GameController, Seat
    from ringtable.ui.table.screen import TableScreen

    app = create_application(sys.argv[:1])
    services = Services()
    controller = GameController(busy_table(), [Seat("Ann"), Seat("Bo")], bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0)
    screen.resize(1920, 1080)
    screen.show()
    while services.pixmaps.pending():
        app.processEvents()
    app.processEvents()
    viewport = screen.view.viewport()
    viewport.repaint()  # the first frame fills the caches
    steady, changed = [], []
    for i in range(40):
        if i % 2:  # a frame after the view changed: background and one card re-rendered
            screen.scene.sync(controller.view(0))
            next(iter(screen.scene.cards.values())).update()
        start = time.perf_counter()
        viewport.repaint()
        (changed if i % 2 else steady).append(time.perf_counter() - start)
    size = f"{viewport.width()}x{viewport.height()}"
    return (statistics.median(steady) * 1000, statistics.median(changed) * 1000,
            len(screen.scene.cards), size)


def main() -> None:
    print(f"time to the start screen (fresh process, median of 5): "
          f"{start_screen_seconds():.2f} s")
    steady, changed, cards, size = paint_ms()
    print(f"busy table ({cards} cards, table view {size}) full repaint, median of 20: "
          f"{steady:.1f} ms/frame; after a game change (background redrawn): "
          f"{changed:.1f} ms/frame")


if __name__ == "__main__":
    main()
