"""``ringtable --self-test``: prove an installation works, end to end, headless.

Each step prints one line; the first failure prints what failed and why and the command
exits non-zero. The installer's build runs it on the frozen app, so a missing data file,
font, Qt plugin or module shows up at build time rather than at a player's desk.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path


def _step(name: str, run: Callable[[], str]) -> bool:
    start = time.perf_counter()
    try:
        detail = run()
    except Exception as exc:  # noqa: BLE001 - the point is to report anything at all
        print(f"FAIL  {name}: {type(exc).__name__}: {exc}")
        traceback.print_exc(limit=3, file=sys.stderr)
        return False
    print(f"ok    {name} ({detail}, {(time.perf_counter() - start) * 1000:.0f} ms)")
    return True


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="ringtable-selftest-")
    os.environ["RINGTABLE_HOME"] = home  # never touch the player's own files
    state: dict = {}

    def cards() -> str:
        from .cards import default_database

        state["db"] = default_database()
        return f"{len(state['db'])} cards"

    def scripts() -> str:
        from .scripts import compile_folder, standard_rules

        compiled = compile_folder(state["db"])  # every shipped script validates
        state["rules"] = standard_rules(state["db"])
        return f"{len(compiled)} scripts compiled, {len(state['rules'].scripted)} cards scripted"

    def face() -> str:
        from .imaging import render_face

        image = render_face(state["db"]["1_89"], 250)
        return f"Aragorn rendered at {image.width}x{image.height}"

    def game() -> str:
        from .bot import make_bot, observe
        from .decks import starter_decks
        from .engine import Game
        from .persistence import GameRecord, SeatRecord

        decks = starter_decks(state["db"])
        pair = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
        record = GameRecord([SeatRecord("A", "normal"), SeatRecord("B", "random")], pair,
                            "fotr_block", 2001)
        play = Game.new(record.setup(), state["rules"])
        bots = [make_bot("heuristic", 1, pair[0], rules=play.rules),
                make_bot("random", 2, pair[1], rules=play.rules)]
        while play.decision is not None and len(record.actions) < 400:
            seat = play.decision.player
            action = bots[seat].choose(observe(play, seat), seat)
            play.apply(action)
            record.actions.append(action)
        state["record"], state["game"] = record, play
        return f"{len(record.actions)} decisions, turn {play.s.turn}"

    def saves() -> str:
        from .persistence import load_save, save_game

        path = Path(home) / "self-test.ringtable.json"
        save_game(path, state["record"], state["game"])
        _, again = load_save(path)
        if again.to_json() != state["game"].to_json():
            raise AssertionError("the reloaded game differs from the saved one")
        return f"saved and reloaded, {path.stat().st_size // 1024} KiB"

    def sound() -> str:
        import wave

        from .sound import find_backend
        from .sound.player import sounds_dir
        from .sound.synth import CUES

        for name in CUES:  # shipped and readable (nothing is played)
            with wave.open(str(sounds_dir() / f"{name}.wav")) as cue:
                cue.getnframes()
        backend, problem = find_backend()
        player = backend.name if backend is not None else f"none, {problem}"
        return f"{len(CUES)} cues, player: {player}"

    def qt() -> str:
        from .ui.app import create_application
        from .ui.main_window import MainWindow

        app = create_application(["ringtable-self-test"])
        window = MainWindow()
        window.show()
        app.processEvents()
        size = window.size()
        window.close()
        return f"{app.platformName()} platform, window {size.width()}x{size.height()}"

    from . import __version__

    print(f"Ringtable {__version__} self-test (Python {sys.version.split()[0]})")
    for name, run in (("card database", cards), ("card scripts", scripts),
                      ("card face", face), ("bot game", game), ("save and reload", saves),
                      ("sound cues", sound), ("desktop app", qt)):
        if not _step(name, run):
            print("Self-test FAILED.")
            return 1
    print("Self-test passed.")
    return 0
