"""Benchmark: saving and loading a long game (issue 7), its file size, and the Games list.

Plays Normal (heuristic) bots against each other with the classic starters until a game
reaches turn 20 (or keeps the longest of the tries), then times ``save_game`` and
``load_save`` (which checks the check sum, replays and verifies every action, tries the
redo list and rebuilds the log) and reports the file size. Goals: under 100 ms each,
under 1 MB. Issue 19: an autosave through ``GameWriter`` (the previous file linked into
the game's history, then the latest replaced) and reading a Games list of 100 such
games (no replay; what the start screen and the Games screen do), and of 1,000: read
from each game's summary.json, and once with the summaries deleted (rebuilt from the
saves, as after an upgrade).

    .venv/bin/python tools/bench_saves.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from ringtable.bot import make_bot, observe
from ringtable.decks import starter_decks
from ringtable.engine import Game
from ringtable.fileio import read_json_limited
from ringtable.persistence import GameRecord, SeatRecord, game_rules, load_save, save_game
from ringtable.persistence.saves import MAX_SAVE_BYTES, SAVE_SUFFIX
from ringtable.persistence.store import LATEST, GameStore, GameWriter
from ringtable.persistence.summaries import entry_from_document

TARGET_TURNS = 20


def long_game() -> tuple[GameRecord, Game]:
    game_rules()  # the card scripts, as in the app (a save is opened under them)
    decks = starter_decks()
    best: tuple[GameRecord, Game] | None = None
    for seed in range(1, 40):
        pair = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
        record = GameRecord([SeatRecord("A", "normal"), SeatRecord("B", "normal")], pair,
                            "fotr_block", seed)
        game = Game.new(record.setup(), game_rules())
        bots = [make_bot("heuristic", seed * 2 + i, pair[i], rules=game.rules)
                for i in range(2)]
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
    for count in (100, 1000):
        games_list(record, game, Path(path.parent), count)


def games_list(record: GameRecord, game: Game, root: Path, count: int = 100) -> None:
    """Write ``count`` games, then time the Games list: the first listing (which may
    build missing summaries) and the median of five after it."""
    os.environ["RINGTABLE_HOME"] = str(root / f"home-{count}")
    writes = []
    for n in range(count):
        record.game_id = ""
        writer = GameWriter(GameStore(), record)
        for _ in range(12 if n == 0 else 3 if n < 100 else 1):
            start = time.perf_counter()
            writer.write(game)
            writes.append(time.perf_counter() - start)
        writer.close()
    start = time.perf_counter()
    GameStore().games()
    first = time.perf_counter() - start
    listing = []
    for _ in range(5):
        start = time.perf_counter()
        games = GameStore().games()
        listing.append(time.perf_counter() - start)
    whole = []  # what the list did before summaries: read every latest file whole
    for _ in range(5):
        start = time.perf_counter()
        for folder in GameStore().root.iterdir():
            if (folder / LATEST).is_file():
                entry_from_document(folder.name, folder / LATEST, read_json_limited(
                    folder / LATEST, MAX_SAVE_BYTES, "save file"))
        whole.append(time.perf_counter() - start)
    for summary in (root / f"home-{count}").rglob("summary.json"):
        summary.unlink()  # as after an upgrade: every summary rebuilt from its save
    start = time.perf_counter()
    GameStore().games()
    rebuild = time.perf_counter() - start
    print(f"autosave through GameWriter (history link + atomic latest): median "
          f"{statistics.median(writes) * 1000:.1f} ms")
    print(f"Games list of {len(games)} games: first listing {first * 1000:.0f} ms, then "
          f"median {statistics.median(listing) * 1000:.0f} ms; with every summary missing "
          f"(rebuilt from the saves) {rebuild * 1000:.0f} ms; reading every save whole "
          f"instead (as before summaries) median {statistics.median(whole) * 1000:.0f} ms")

if __name__ == "__main__":
    main()
