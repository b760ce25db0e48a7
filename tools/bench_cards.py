"""Benchmark: loading and validating the full card database.

Prints the cold-process time (a fresh interpreter importing ringtable and loading every
card, median of several runs), the warm time (loading again in a process that has done
it before, so imports and OS file cache are warm), and the memory the database keeps
(traced Python allocations). Goals (issue 2): warm under 150 ms, under 60 MB.

    .venv/bin/python tools/bench_cards.py
"""

from __future__ import annotations

import gc
import statistics
import subprocess
import sys
import time
import tracemalloc

COLD = (
    "import time; t=time.perf_counter(); from ringtable.cards import CardDatabase; "
    "CardDatabase.load(); print(time.perf_counter()-t)"
)


def main() -> None:
    from ringtable.cards import CardDatabase

    cold = [float(subprocess.check_output([sys.executable, "-c", COLD])) for _ in range(5)]
    CardDatabase.load()
    warm = []
    for _ in range(7):
        start = time.perf_counter()
        CardDatabase.load()
        warm.append(time.perf_counter() - start)
    gc.collect()
    tracemalloc.start()
    db = CardDatabase.load()
    gc.collect()
    kept, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"cards loaded:           {len(db)}")
    print(f"cold process load:      {statistics.median(cold) * 1000:.0f} ms (median of 5)")
    print(f"warm load:              {statistics.median(warm) * 1000:.0f} ms (median of 7)")
    print(f"memory kept by the db:  {kept / 2**20:.1f} MB (tracemalloc)")


if __name__ == "__main__":
    main()
