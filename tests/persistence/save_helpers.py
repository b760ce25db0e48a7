"""Seeded random games recorded the way the table records them (imported by bare name).

Games are made under :func:`game_rules` (the card scripts loaded), as the app makes
them, so a save opened in a fresh process replays under the same rules.
"""

from __future__ import annotations

import random

from ringtable.decks import starter_decks
from ringtable.engine import Game
from ringtable.persistence import GameRecord, SeatRecord, game_rules

PAIRS = [("fotr-aragorn-starter", "fotr-gandalf-starter"),
         ("ttt-aragorn-starter", "ttt-theoden-starter"),
         ("fotr-gandalf-starter", "fotr-gandalf-starter")]


def new_record(seed: int) -> GameRecord:
    game_rules()
    decks = starter_decks()
    a, b = PAIRS[seed % len(PAIRS)]
    return GameRecord([SeatRecord("Ann"), SeatRecord("Bo", "random")], [decks[a], decks[b]],
                      decks[a].format or "fotr_block", seed)


def play(record: GameRecord, game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.decision is None:
            return
        action = rng.choice(game.legal_actions())
        game.apply(action)
        record.actions.append(action)
