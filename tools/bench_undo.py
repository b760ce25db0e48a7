"""Benchmark: undo and redo of one step, and the memory a long game's history keeps.

Plays the longest of a few Normal-vs-Normal bot games through ``History`` (the table's
undo memory: every action, the redo list, a snapshot every 25 actions, the log), then
times single undo and redo steps from the end, and measures the history's memory with
tracemalloc. Goals (issue 6): under 20 ms per step, under 50 MB for 20 turns.

    .venv/bin/python tools/bench_undo.py
"""

from __future__ import annotations

import gc
import statistics
import time
import tracemalloc

from ringtable.bot import make_bot, observe
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game
from ringtable.persistence import GameRecord, SeatRecord, game_rules
from ringtable.persistence.history import History
from ringtable.scripts import standard_rules


def play_long_game() -> History:
    game_rules()  # the card scripts, as in the app
    decks = starter_decks()
    pair = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
    best = None
    for seed in range(1, 12):
        record = GameRecord([SeatRecord("A"), SeatRecord("B")], pair, "fotr_block", seed)
        history = History(record, Game.new(record.setup(), standard_rules(default_database())))
        bots = [make_bot("heuristic", seed * 2 + i, pair[i], rules=history.game.rules)
                for i in range(2)]
        while history.game.decision is not None:
            seat = history.game.decision.player
            history.apply(bots[seat].choose(observe(history.game, seat), seat))
        if best is None or history.game.s.turn > best.game.s.turn:
            best = history
    assert best is not None
    return best


def main() -> None:
    gc.collect()
    tracemalloc.start()
    history = play_long_game()
    gc.collect()
    kept, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    everyone = lambda seat: True  # noqa: E731 - one decision at a time
    undo, redo = [], []
    for _ in range(40):
        start = time.perf_counter()
        history.undo(everyone)
        undo.append(time.perf_counter() - start)
    for _ in range(40):
        start = time.perf_counter()
        history.redo(everyone)
        redo.append(time.perf_counter() - start)
    turns = history.game.s.turn
    print(f"game: turn {turns}, {len(history.record.actions)} actions")
    print(f"undo one step: median {statistics.median(undo) * 1000:.1f} ms, "
          f"max {max(undo) * 1000:.1f} ms")
    print(f"redo one step: median {statistics.median(redo) * 1000:.2f} ms, "
          f"max {max(redo) * 1000:.2f} ms")
    print(f"memory of all the games played to find it, history included: "
          f"{kept / 2**20:.1f} MB (tracemalloc, upper bound)")


if __name__ == "__main__":
    main()
