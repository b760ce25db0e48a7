"""Benchmark: from a keystroke in the deck builder's search box to updated results.

Types queries one character at a time into the real search box (offscreen) and times
each keystroke until the browser has re-filtered all 3,089 cards, reset its models and
repainted the visible view (grid and list). Faces render lazily afterwards and are not
part of the figure (they arrive one by one, see tools/bench_imaging.py). Goal (issue 9):
under 50 ms.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_deckbuilder.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-bench-"))

QUERIES = ["aragorn ranger", "culture:gondor cost<=3", 'type:minion "fierce"', "eowyn"]


def main() -> None:
    from ringtable.ui.app import create_application
    from ringtable.ui.main_window import MainWindow

    app = create_application(sys.argv[:1])
    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    window.show_deck_builder()
    browser = window.deck_builder.browser
    for mode in ("grid", "list"):
        browser.set_mode(mode)
        view = browser.views.currentWidget()
        times = []
        for query in QUERIES:
            browser.search.clear()
            app.processEvents()
            for i in range(1, len(query) + 1):
                start = time.perf_counter()
                browser.search.setText(query[:i])
                view.viewport().repaint()
                times.append(time.perf_counter() - start)
        times.sort()
        p95 = times[int(len(times) * 0.95) - 1]
        print(f"{mode:>4} view: {len(times)} keystrokes, median "
              f"{statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
              f"max {times[-1] * 1000:.1f} ms")
    window.deck_builder.edit.mark_saved()


if __name__ == "__main__":
    main()
