"""Guard against Qt binding releases that crash on ordinary slot calls.

PySide6 6.12.0 on Python 3.11 mis-counted references to the ``None`` a Python slot
returns, killing the interpreter ("none_dealloc") after a few thousand timer ticks.
Run that pattern in a child process so a bad release fails here, not at a player's table.
"""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
from PySide6.QtCore import QCoreApplication, QTimer
app = QCoreApplication([])
count = [0]
def tick():
    count[0] += 1
    if count[0] >= 5000:
        app.quit()
timer = QTimer()
timer.setInterval(0)
timer.timeout.connect(tick)
timer.start()
app.exec()
print("ticks", count[0])
"""


def test_python_slots_survive_thousands_of_calls():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "ticks 5000" in result.stdout
