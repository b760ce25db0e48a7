"""Benchmark card-face rendering: cold (first render of a card) and cached.

Goals (issue 5): under 30 ms cold at table/zoom size, under 2 ms cached. "Cold" here
is the first render of a card in a running app (fonts and its culture's frame may or
may not be built yet: both are reported); "cached" is a FaceCache hit from memory, and
from disk in a fresh cache (the next start of the app).

Usage: python tools/bench_imaging.py [--cards 300] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

from ringtable.cards import default_database


def _ms(samples: list[float]) -> str:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    return (f"mean {statistics.mean(samples):6.2f} ms  median {statistics.median(samples):6.2f}"
            f" ms  p95 {p95:6.2f} ms  (n={len(samples)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ["RINGTABLE_HOME"] = tempfile.mkdtemp(prefix="ringtable-bench-")
    from ringtable.imaging import FaceCache, render_face  # after RINGTABLE_HOME is set
    from ringtable.imaging.render import warm_up

    db = default_database()
    cards = list(db)
    random.Random(args.seed).shuffle(cards)
    t = time.perf_counter()
    render_face(cards[0], 180)
    first = (time.perf_counter() - t) * 1000
    print(f"first render in a fresh process (fonts, frame): {first:.1f} ms")
    t = time.perf_counter()
    warm_up()
    warm = (time.perf_counter() - t) * 1000
    print(f"warm_up() building every frame:                 {warm:.1f} ms")
    for width, label in ((180, "table"), (420, "zoom")):
        sample = cards[1:args.cards + 1] if width == 180 else cards[-args.cards:]
        times = []
        for card in sample:
            t = time.perf_counter()
            render_face(card, width)
            times.append((time.perf_counter() - t) * 1000)
        print(f"cold render, {label} {width}px:  {_ms(times)}")
    cache = FaceCache()
    sample = cards[: min(100, args.cards)]
    for card in sample:
        cache.get(card, 180)
    hits = []
    for card in sample:
        t = time.perf_counter()
        cache.get(card, 180)
        hits.append((time.perf_counter() - t) * 1000)
    print(f"cached (memory), table 180px: {_ms(hits)}")
    fresh = FaceCache()
    disk = []
    for card in sample:
        t = time.perf_counter()
        fresh.get(card, 180)
        disk.append((time.perf_counter() - t) * 1000)
    print(f"cached (disk, new session), table 180px: {_ms(disk)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
