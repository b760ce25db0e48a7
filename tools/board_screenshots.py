"""Screenshots of the board game's table (issue 21), offscreen, into docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/board_screenshots.py

A seeded three-hobbit game (Frodo a person, Sam and Pippin bots) is played by the
heuristic bot to a few moments: a Safe Haven (Bag End), the first conflict (Moria) with
Frodo to play cards, a later conflict (and a special card in hand pointed at: its
readable zoom), a hotseat hand-off and the game's end. Each is
shown in the real main window at 1280x720 and 1920x1080 and saved as
``board-<moment>-WxH.png`` (palette PNG, the boards are flat colour).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-board-shots-"))
OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZES = ((1280, 720), (1920, 1080))


def positions(seed: int = 21):
    """(moment, actions so far) of the moments worth a picture, from one bot game."""
    from ringtable.knizia import Game, KniziaSetup, default_components
    from ringtable.knizia.bot import HeuristicBot

    comps = default_components()
    game = Game.new(KniziaSetup(3, "normal", seed))
    bots = [HeuristicBot(comps, seed=seed + i) for i in range(3)]
    actions = []
    found: dict[str, list] = {}
    while game.outcome is None:
        d = game.decision
        view = game.view_for(d.player)
        stage = view["stage"]
        if d.player == 0 and len(view["legal_actions"]) > 1:
            if stage == "bag_end" and "haven" not in found:
                found["haven"] = list(actions)
            if d.kind == "play" and stage == "moria" and "moria" not in found \
                    and view["played"]["n"] == 0:
                found["moria"] = list(actions)
            if d.kind == "play" and stage in ("helms_deep", "shelobs_lair", "mordor") \
                    and "later" not in found and view["played"]["n"] == 0:
                found["later"] = list(actions)
        action = bots[d.player].choose(view, d.player)
        game.apply(action)
        actions.append(action)
    found["end"] = list(actions)
    return found


def point_at_special_card(table) -> None:
    """As if the pointer rested on the first card in hand with words on it (its zoom)."""
    canvas = table.canvas
    key = next(k for k, _box in canvas._hand_boxes() if canvas.comps.cards[k[1]].text)
    canvas._hover = key
    canvas.hovered.emit(key)
    canvas.update()


def save(widget, stem: str) -> None:
    from PIL import Image

    raw = Path(tempfile.mkdtemp()) / "shot.png"
    widget.grab().save(str(raw))
    image = Image.open(raw).convert("RGB")
    path = OUT / f"{stem}-{image.width}x{image.height}.png"
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
    print(f"{path.relative_to(OUT.parent.parent)}: {path.stat().st_size // 1024} KB")


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))
    from ringtable.knizia import KniziaSetup
    from ringtable.persistence import GameRecord, SeatRecord
    from ringtable.ui.app import create_application
    from ringtable.ui.knizia.controller import BoardController
    from ringtable.ui.main_window import MainWindow

    app = create_application([])
    OUT.mkdir(parents=True, exist_ok=True)
    found = positions()
    window = MainWindow()
    window.show()
    for moment, actions in found.items():
        for people in ((0,), (0, 1)) if moment == "moria" else ((0,),):
            seats = [SeatRecord("Frodo", "person" if 0 in people else "heuristic"),
                     SeatRecord("Sam", "person" if 1 in people else "heuristic"),
                     SeatRecord("Pippin", "heuristic")]
            record = GameRecord(seats, [], "", 21, board=KniziaSetup(3, "normal", 21),
                                actions=list(actions))
            game = record.replay(None)
            controller = BoardController.from_record(record, game, parent=window)
            controller.paused = True  # a still picture: no bot moves on
            window._show_table(controller, None)
            table = window.table
            stem = f"board-{moment}" if len(people) == 1 else "board-handoff"
            for width, height in SIZES:  # two people: the game opens on the hand-off
                window.resize(width, height)
                app.processEvents()
                table.canvas.skip_animation()
                app.processEvents()
                save(window, stem)
                if moment == "later":
                    point_at_special_card(table)
                    app.processEvents()
                    save(window, "board-zoom")
                    table.canvas._hover = None
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
