"""Benchmark: time from launching Ringtable to its start screen being painted (issue 11).

Launches the program (from this checkout's environment, and the frozen build in
``installer/dist/Ringtable`` if it exists) with the hidden ``--quit-when-shown`` flag,
which prints the moment the start screen is painted; the time from launch is measured
outside the process, so interpreter and library loading count. Median of 5 runs.
Goal: under 2 s.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_startup.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "installer" / "dist" / "Ringtable" / "ringtable"


def measure(command: list[str]) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               RINGTABLE_HOME=tempfile.mkdtemp(prefix="ringtable-startup-"))
    runs = []
    for _ in range(5):
        start = time.time()
        out = subprocess.run(command + ["--quit-when-shown"], capture_output=True, text=True,
                             env=env, check=True).stdout
        shown = float(out.split("shown at ")[1].split()[0])
        runs.append(shown - start)
    return statistics.median(runs)


def main() -> None:
    print(f"installed from source: {measure([sys.executable, '-m', 'ringtable']):.2f} s")
    if FROZEN.exists():
        print(f"frozen build:          {measure([str(FROZEN)]):.2f} s")
    else:
        print("frozen build: not built (python3 dev.py build)")


if __name__ == "__main__":
    main()
