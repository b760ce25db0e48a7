"""Python's cyclic garbage collector, run on the GUI thread only.

Automatic collection runs in whichever thread happens to allocate when a threshold is
crossed. Many Qt objects owned by Python (a table's scene and controller, their timers,
a scene connected to the shared card pixmaps) are freed only by that collector, because
they sit in reference cycles. With bots thinking in worker threads (and the Hard bot's
process pool, whose manager thread unpickles the helper's answers) a collection, and so
the Qt destructors, landed in a worker thread while the GUI thread was still delivering
signals to those objects: an intermittent segfault in the Qt event loop.

:func:`collect_on_gui_thread` turns automatic collection off and runs it from a timer on
the GUI thread instead, with the interpreter's own thresholds, so a Qt object is never
destroyed by a worker thread's allocation.
"""

from __future__ import annotations

import gc
import threading

from .qt import QApplication, QObject, QTimer

INTERVAL_MS = 100

_collector: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    """Collects on a GUI-thread timer what automatic collection would have collected."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()
        gc.disable()

    def check(self) -> None:
        """The interpreter's rule: once the youngest generation passes its threshold,
        collect the oldest generation whose count has passed its own."""
        (young, middle, old), (t0, t1, t2) = gc.get_count(), self.threshold
        if young > t0:
            gc.collect(2 if old > t2 else 1 if middle > t1 else 0)


def collect_on_gui_thread() -> bool:
    """Move cyclic garbage collection to the GUI thread for as long as the application
    lives (idempotent). Call it on the GUI thread once the QApplication exists; False if
    there is none or this is another thread (nothing is changed then)."""
    global _collector
    app = QApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return False
    if _collector is None:
        _collector = GuiThreadCollector(app)
        _collector.destroyed.connect(_collector_gone)
    return True


def _collector_gone() -> None:
    global _collector
    _collector = None
    gc.enable()
