"""Benchmark: how much of real published deck lists Ringtable reads (issue 19).

Parses every list kept verbatim under ``tests/data/decklists/`` (sources in SOURCES.md
there) and prints, per list and in total, the share of non-blank lines that were read
(a card, a header or a meta line) against the lines reported as problems, each with its
candidates; then the time to import 10,000 unknown lines (goal: under 2 s).

    .venv/bin/python tools/bench_decklists.py [--show-problems]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))

from ringtable.cards import default_database  # noqa: E402
from ringtable.decks import parse_deck_text  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "decklists"


def corpus_figures(show: bool) -> tuple[int, int]:
    db = default_database()
    total_lines = total_bad = 0
    for path in sorted(CORPUS.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        lines = sum(1 for line in text.splitlines() if line.strip())
        result = parse_deck_text(text, db, name=path.stem, source=path.name)
        bad = len({p.line for p in result.problems})
        total_lines += lines
        total_bad += bad
        print(f"{path.name:58} {lines - bad:3}/{lines:3} lines read "
              f"({100 * (lines - bad) / lines:5.1f} %)")
        if show:
            for problem in result.problems:
                print(f"    {problem}")
    return total_lines, total_bad


def unknown_lines_seconds(count: int = 10_000) -> float:
    db = default_database()
    text = "\n".join(f"{n}x Nonexistent Card Number {n}" for n in range(1, count + 1))
    text = text.replace("x Non", " Non")  # bare counts: the slowest path
    start = time.perf_counter()
    result = parse_deck_text(text, db)
    elapsed = time.perf_counter() - start
    assert len(result.problems) == count
    return elapsed


def main() -> None:
    show = "--show-problems" in sys.argv
    lines, bad = corpus_figures(show)
    print(f"TOTAL: {lines - bad}/{lines} lines read = {100 * (lines - bad) / lines:.1f} % "
          f"({bad} reported with candidates or as unknown)")
    runs = sorted(unknown_lines_seconds() for _ in range(3))
    print(f"10,000 unknown lines: median {runs[1]:.2f} s (goal < 2 s)")


if __name__ == "__main__":
    main()
