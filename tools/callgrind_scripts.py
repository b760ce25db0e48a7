"""CPU instructions per decision, scripted against unscripted play, counted by valgrind's
callgrind: unlike times on this machine (whose speed drifts), the count is the same on
every run, so it shows whether a change to the scripts or the engine helped.

Run: ``.venv/bin/python tools/callgrind_scripts.py`` (needs ``valgrind``; about 6 minutes).
Plays games 24-71 of ``bench_scripts.py`` after warming the caches on games 0-399, once
per side, and subtracts a run that only warms up, so imports and warm-up do not count.
String hashing is fixed (``PYTHONHASHSEED=0``): random hashes move the count by a few %.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

GAMES = 48
FIRST = 24


def inner(scripted: bool, games: int) -> None:
    """Warm up, then play ``games`` games and print the decisions (run under valgrind)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench_scripts

    rules, _ = bench_scripts.rule_sets()
    bench_scripts.play(rules[scripted], 400, 0)
    decisions, _, _ = bench_scripts.play(rules[scripted], games, FIRST)
    print(f"DECISIONS {decisions}")


def count(scripted: bool, games: int) -> tuple[int, int]:
    """(instructions, decisions) of one valgrind run."""
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--inner", "1" if scripted else "0", str(games)],
        capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONHASHSEED": "0"})  # string hashes vary the count otherwise
    text = out.stdout + out.stderr
    instructions = int(re.search(r"Collected : (\d+)", text).group(1))  # type: ignore[union-attr]
    decisions = int(re.search(r"DECISIONS (\d+)", text).group(1))  # type: ignore[union-attr]
    return instructions, decisions


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--inner":
        inner(sys.argv[2] == "1", int(sys.argv[3]))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    per_decision = {}
    for scripted in (False, True):
        base, _ = count(scripted, 0)
        total, decisions = count(scripted, GAMES)
        per_decision[scripted] = (total - base) / decisions
        side = "scripted" if scripted else "unscripted"
        print(f"{side:10s}: {decisions} decisions in games {FIRST}-{FIRST + GAMES - 1}, "
              f"{per_decision[scripted]:,.0f} instructions per decision")
    ratio = per_decision[True] / per_decision[False] - 1
    print(f"scripted play executes {ratio * 100:+.1f} % instructions per decision")


if __name__ == "__main__":
    main()
