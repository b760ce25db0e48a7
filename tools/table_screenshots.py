"""Screenshots of the table through a game (issue 20), offscreen, into docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/table_screenshots.py

Two random bots play a seeded game; at the first moment of each kind (bidding, the
fellowship phase, the Shadow phase, assigning, a skirmish, regroup) where Ann, seat 1,
must decide, the position is put on a table where Ann is a person, at 1280x720,
1920x1080 and 2560x1440; the same for a King-block game (threats and initiative drawn).
Then the game's end (the game-over screen) and a hotseat hand-off. Every moment at every
size: 1280x720 as palette PNGs (~250 KB each), the larger sizes as JPEG (quality 85,
full-resolution colour so text stays crisp) and the flat hand-off page as PNG at every
size, to keep the 27 pictures under ~7 MB.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-shots-"))
OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZES = ((1280, 720), (1920, 1080), (2560, 1440))
MOMENTS = ("bidding", "fellowship", "shadow", "assignment", "skirmish", "regroup")


def moment_of(game) -> str | None:
    """Which picture this position makes, if any (Ann deciding, after the first turn
    for the phases)."""
    decision = game.decision
    if decision is None or decision.player != 0:
        return None
    view = game.view_for(0)
    if decision.kind == "bid":
        return "bidding"
    if view["turn"] < 2:
        return None
    if view["phase"] == "skirmish" and view["skirmish"]:
        return "skirmish"
    if decision.kind == "assign":
        return "assignment"
    if view["phase"] in ("fellowship", "shadow", "regroup") and decision.kind == "action" \
            and len(view["legal_actions"]) > 1:
        return view["phase"]
    return None


def king_block_moment(controller_class, seat_class, rules) -> tuple:
    """A King-block game (threats and initiative drawn): the first position where Ann
    decides among several actions with threats on the dead pile, or failing that the
    last such position from turn 2 on."""
    from ringtable.decks import starter_decks

    decks = [starter_decks()["rotk-aragorn-starter"], starter_decks()["rotk-eomer-starter"]]
    best = None
    for seed in range(2, 30):
        source = controller_class.new_game(
            decks, [seat_class("Ann", "random"), seat_class("Bo", "random")], seed,
            "king_block", rules=rules, bot_delay_ms=0)
        source.stop()
        while source.game.decision is not None:
            game = source.game
            view = game.view_for(0)
            if (game.decision.player == 0 and view["turn"] >= 2
                    and len(view["legal_actions"]) > 1 and view["phase"] != "fellowship"):
                best = (game.clone(), list(source.log))
                if view["threats"][view["free_peoples"]]:
                    return best
            source.apply(source.bot_move(game.decision.player))
    assert best is not None, "no King-block moment found"
    return best


def save(widget, stem: str, width: int, lossless: bool = False) -> None:
    """``stem-WxH.png`` (palette PNG) at 1280 wide or when ``lossless``, else ``.jpg``
    (a playmat photo and card art: 0.5-0.8 MB a picture as PNG, ~0.2-0.3 MB as JPEG)."""
    from PIL import Image

    raw = Path(tempfile.mkdtemp()) / "shot.png"
    widget.grab().save(str(raw))
    image = Image.open(raw).convert("RGB")
    name = f"{stem}-{image.width}x{image.height}"
    for old in OUT.glob(f"{name}.*"):
        old.unlink()
    if lossless or width <= 1280:
        image = image.quantize(colors=192, method=Image.Quantize.MEDIANCUT)
        image.save(OUT / f"{name}.png", optimize=True)
    else:
        image.save(OUT / f"{name}.jpg", quality=82, subsampling=0 if width < 2560 else 2,
                   optimize=True)


def main() -> int:
    from ringtable.decks import starter_decks
    from ringtable.persistence import game_rules
    from ringtable.ui.app import create_application
    from ringtable.ui.services import Services
    from ringtable.ui.table.controller import GameController, Seat
    from ringtable.ui.table.screen import TableScreen

    app = create_application(sys.argv[:1])
    services = Services()
    assert services.db  # scripts loaded before any game

    def settle(seconds: float = 0.25) -> None:
        end = time.time() + seconds
        while time.time() < end or services.pixmaps.pending():
            app.processEvents()
            time.sleep(0.005)

    decks = [starter_decks()["fotr-aragorn-starter"], starter_decks()["fotr-gandalf-starter"]]
    for seed in range(2, 40):
        source = GameController.new_game(decks, [Seat("Ann", "random"), Seat("Bo", "random")],
                                         seed, "fotr_block", rules=game_rules(),
                                         bot_delay_ms=0)
        source.stop()
        found = {}
        while source.game.decision is not None:
            kind = moment_of(source.game)
            if kind and kind not in found:  # the position and the log that led to it
                found[kind] = (source.game.clone(), list(source.log))
            source.apply(source.bot_move(source.game.decision.player))
        if len(found) == len(MOMENTS):
            break
    found["threats"] = king_block_moment(GameController, Seat, game_rules())
    OUT.mkdir(parents=True, exist_ok=True)
    for kind in (*MOMENTS, "threats"):
        for width, height in SIZES:
            game, log = found[kind]
            controller = GameController(game.clone(), [Seat("Ann"), Seat("Bo", "random")],
                                        bot_delay_ms=10**7)
            controller._plain_log = log[-40:]  # the game log as it read at that moment
            screen = TableScreen(controller, services.db, services.pixmaps, viewing_seat=0,
                                 animation_ms=0)
            screen.resize(width, height)
            screen.show()
            view = controller.view(0)
            focus = (view["skirmish"] or {}).get("defender")
            if focus is None:
                hand = view["piles"][0]["hand"]
                focus = hand[0] if isinstance(hand, list) and hand else None
            if focus is not None:
                screen.show_zoom(view["cards"][focus]["card"])
            settle()
            save(screen, f"table-{kind}", width)
            controller.stop()
            screen.close()
            screen.deleteLater()
    for width, height in SIZES:  # the end: the game-over screen over the final position
        screen = TableScreen(source, services.db, services.pixmaps, viewing_seat=0,
                             animation_ms=0)
        screen.resize(width, height)
        screen.show()
        settle()
        save(screen, "table-game-over", width)
        screen.close()
        screen.deleteLater()
    for width, height in SIZES:  # hotseat: the device changes hands
        controller = GameController(found["fellowship"][0].clone(), [Seat("Ann"), Seat("Bo")],
                                    bot_delay_ms=0)
        controller._plain_log = found["fellowship"][1][-40:]
        screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0)
        screen.resize(width, height)
        screen.show()
        settle()
        save(screen, "table-hotseat-handoff", width, lossless=True)
        screen.close()
        screen.deleteLater()
    print(f"table screenshots written to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
