"""Benchmark: saving and loading a long game (issue 7), and its file size.

Plays Normal (heuristic) bots against each other with the classic starters until a game
reaches turn 20 (or keeps the longest of the tries), then times ``save_game`` and
``load_save`` (which replays and verifies every action) and reports the file size.
Goals: under 100 ms each, under 1 MB.

    .venv/bin/python tools/bench_saves.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from ringtable.bot import make_bot, observe
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game
from ringtable.persistence import GameRecord, SeatRecord, load_save, save_game
from ringtable.persistence.saves import SAVE_SUFFIX
from ringtable.scripts import standard_rules

TARGET_TURNS = 20


def long_game() -> tuple[GameRecord, Game]:
    decks = starter_decks()
    best: tuple[GameRecord, Game] | None = None
    for seed in range(1, 40):
        pair = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
        record = GameRecord([SeatRecord("A", "normal"), SeatRecord("B", "normal")], pair,
                            "fotr_block", seed)
        game = Game.new(record.setup(), standard_rules(default_database()))
        bots = [make_bot("heuristic", seed * 2 + i, pair[i]) for i in range(2)]
        while game.decision is not None and game.s.turn <= TARGET_TURNS:
            seat = game.decision.player
            action = bots[seat].choose(observe(game, seat), seat)
            game.apply(action)
            record.actions.append(action)
        if best is None or game.s.turn > best[1].s.turn:
            best = (record, game)
        if game.s.turn > TARGET_TURNS:
            break
    assert best is not None
    return best


def main() -> None:
    record, game = long_game()
    path = Path(tempfile.mkdtemp()) / f"long{SAVE_SUFFIX}"
    saves, loads = [], []
    for _ in range(5):
        start = time.perf_counter()
        save_game(path, record, game)
        saves.append(time.perf_counter() - start)
        start = time.perf_counter()
        load_save(path)
        loads.append(time.perf_counter() - start)
    print(f"game: turn {game.s.turn}, {len(record.actions)} actions")
    print(f"save: median {statistics.median(saves) * 1000:.1f} ms")
    print(f"load (validate + replay + verify): median {statistics.median(loads) * 1000:.1f} ms")
    print(f"file size: {path.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
