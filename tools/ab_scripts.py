"""Scripted and unscripted play of one checkout, for A/B comparisons between commits.

    git worktree add /tmp/old <commit>
    for i in 1 2 3; do
        .venv/bin/python tools/ab_scripts.py /tmp/old
        .venv/bin/python tools/ab_scripts.py .
    done

Each run imports ``ringtable`` from ``CHECKOUT/desktop`` and plays the 400 games of
``bench_scripts.py`` (this checkout's copy) in interleaved chunks of 8, unscripted then
scripted; alternating the two checkouts' runs keeps a drifting machine fair to both.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> None:
    checkout = Path(sys.argv[1]).resolve()
    sys.path.insert(0, str(checkout / "desktop"))
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import ringtable
    from ringtable.cards.scripting import load_all_scripts
    from ringtable.engine import behaviour

    if not Path(ringtable.__file__).is_relative_to(checkout):
        raise SystemExit(f"ringtable came from {ringtable.__file__}, not {checkout}")
    from bench_scripts import play

    versioned = hasattr(behaviour, "_VERSION")  # older commits had no registry version
    plain = dict(behaviour._REGISTRY)
    plain_version = behaviour._VERSION[0] if versioned else 0
    load_all_scripts()
    scripted = dict(behaviour._REGISTRY)
    scripted_version = behaviour._VERSION[0] if versioned else 0

    def use(on: bool) -> None:
        behaviour._REGISTRY.clear()
        behaviour._REGISTRY.update(scripted if on else plain)
        if versioned:
            behaviour._VERSION[0] = scripted_version if on else plain_version

    use(True)
    play(16, 1000)  # warm up
    totals = {False: [0, 0.0], True: [0, 0.0]}
    for first in range(0, 400, 8):
        for on in (False, True):
            use(on)
            decisions, seconds, _ = play(8, first)
            totals[on][0] += decisions
            totals[on][1] += seconds
    plain_us = totals[False][1] / totals[False][0] * 1e6
    scripted_us = totals[True][1] / totals[True][0] * 1e6
    print(f"{checkout}: unscripted {plain_us:.2f} µs/decision, scripted {scripted_us:.2f} "
          f"µs/decision ({totals[True][0]} decisions), +{(scripted_us / plain_us - 1) * 100:.1f} %")


if __name__ == "__main__":
    main()
