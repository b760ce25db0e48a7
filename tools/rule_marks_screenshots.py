"""Screenshots of what today's rules change at the table (issue 18's cards), offscreen,
through the app's main window (its theme), at 1280x720 and 1920x1080.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/rule_marks_screenshots.py [FOLDER]

Positions built with ``ringtable.testing.Scenario`` and the card scripts:

- ``board``: The Nine Walkers in play (Gimli costs 0 in hand), Some Who Resisted played
  (Elendil's Valor, a maneuver event, costs 2), Helpless on Sam (pointed at: the zoom
  shows "Game text does not apply"), Silinde with the text of your Rivendell Valley,
  Cave Troll's Chain, No Business of Ours, a Shadow phase to be skipped (the chips);
- ``chain``: the Free Peoples player asked whether to skip the archery phase;
- ``shaft``: Mithril Shaft asking whether to discard the next card (Yes / No);
- ``chain-hotseat``: the same choice between two people (the hand-off page).

The pictures go to FOLDER (default: a new temporary folder), named by position and size.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RINGTABLE_HOME", tempfile.mkdtemp(prefix="ringtable-shots-"))
SIZES = ((1280, 720), (1920, 1080))
FP_SITES = ("1_320", "1_327", "1_341", "1_346", "1_349", "2_120", "1_355", "1_358", "1_361")
SH_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")


def board(rules):
    """Every mark at once; returns the game and the card to point at (Sam)."""
    from ringtable.engine import path
    from ringtable.engine.skips import skip_next_shadow_phase
    from ringtable.testing import Scenario, act

    sc = Scenario(sites=(FP_SITES, SH_SITES), rules=rules)
    sc.ring_bearer()
    sc.companion("1_364")  # Gandalf
    sam = sc.companion("1_311")
    sc.bear(sam, "2_76", player=sc.shadow)  # Helpless
    sc.companion("1_89")  # Aragorn, a [gondor] companion
    sc.ally("1_60")  # Silinde
    sc.support("1_79")  # The Nine Walkers
    for card in ("1_13", "1_50", "3_45", "1_103"):  # Gimli, Legolas, Some Who Resisted...
        sc.hand(card)
    troll = sc.minion("1_165")
    sc.bear(troll, "2_53")  # Cave Troll's Chain
    sc.support("2_44", player=sc.shadow)  # No Business of Ours
    game = sc.at_site(5).twilight(3).start("maneuver")
    fp = game.s.fp
    mine = next(c for c in game.s.piles[fp]["adventure"] if game.cards[c].site_number == 3)
    path.replace_site(game, mine, 3, fp)
    game.settle()
    skip_next_shadow_phase(game, 1)
    act(game, "play", next(c for c in game.s.piles[fp]["hand"] if game.s.defs[c] == "3_45"))
    return game, sam


def chain(rules):
    from ringtable.testing import Scenario, act

    sc = Scenario(rules=rules)
    sc.companion("1_50")
    sc.companion("1_89")
    sc.hand("1_13")
    troll = sc.minion("1_165")
    sc.bear(troll, "2_53")
    game = sc.at_site(2).start("maneuver")
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    return game, None


def shaft(rules):
    from ringtable.testing import Scenario, act

    sc = Scenario(rules=rules)
    sc.companion("1_13")
    card = sc.hand("1_22")
    sc.hand("1_50")
    sc.minion("1_178")
    for _ in range(4):
        sc.draw_top("1_7")
    game = sc.at_site(2).start("maneuver")
    act(game, "play", card)
    return game, None


def main(argv: list[str]) -> int:
    from ringtable.persistence import game_rules
    from ringtable.ui.app import create_application
    from ringtable.ui.main_window import MainWindow
    from ringtable.ui.table.controller import GameController, Seat

    out = Path(argv[0]) if argv else Path(tempfile.mkdtemp(prefix="ringtable-marks-"))
    out.mkdir(parents=True, exist_ok=True)
    app = create_application(["rule-marks-screenshots"])
    rules = game_rules()
    shots = [("board", board, False), ("chain", chain, False), ("shaft", shaft, False),
             ("chain-hotseat", chain, True)]
    for name, build, hotseat in shots:
        for width, height in SIZES:
            game, pointed = build(rules)
            window = MainWindow()
            window.resize(width, height)
            window.show()
            seats = [Seat("Ann"), Seat("Bo", "person" if hotseat else "easy")]
            controller = GameController(game, seats, bot_delay_ms=10**7, parent=window)
            window._show_table(controller, None, open_hands=False)
            if pointed is not None:
                window.table.input.hovered(pointed, game.s.defs[pointed])
            for _ in range(20):
                app.processEvents()
            target = out / f"{name}-{width}x{height}.png"
            window.grab().save(str(target))
            controller.stop()
            window.close()
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
