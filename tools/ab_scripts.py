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

    if not Path(ringtable.__file__).is_relative_to(checkout):
        raise SystemExit(f"ringtable came from {ringtable.__file__}, not {checkout}")
    from bench_scripts import interleaved, rule_sets

    rules, _load_ms = rule_sets()  # checkouts with the Rules object (issue 16) and later
    totals, _ratios = interleaved(rules, 400, 8)
    plain_us = totals[False][1] / totals[False][0] * 1e6
    scripted_us = totals[True][1] / totals[True][0] * 1e6
    print(f"{checkout}: unscripted {plain_us:.2f} µs/decision, scripted {scripted_us:.2f} "
          f"µs/decision ({totals[True][0]} decisions), +{(scripted_us / plain_us - 1) * 100:.1f} %")


if __name__ == "__main__":
    main()
