"""Saves made before the Shadows-era path (issue 17) still open and play on: three
mid-game saves of classic starter games written by the code before this work
(``git archive b9f6d91``, ``tests/persistence/save_helpers.py``, 90 random actions).
Opening one replays every action and checks the stored state, so a numbered game that
now asked a new question, or placed a different site, would be refused. And a save
made now on a Shadows-era path, at a site choice, opens the same way."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ringtable.engine import path as adventure_path
from ringtable.persistence import load_save

SAVES = sorted((Path(__file__).parent / "data").glob("classic_save_before_*.ringtable.json"))


@pytest.mark.parametrize("save", SAVES, ids=[p.name for p in SAVES])
def test_a_save_from_before_the_shadows_path_opens_and_plays_to_the_end(save):
    record, game = load_save(save)
    assert len(record.actions) == 90 and game.decision is not None
    assert not adventure_path.shadows_path(game)
    rnd = random.Random(1)
    for _ in range(20_000):
        if game.decision is None:
            break
        action = rnd.choice(game.legal_actions())
        assert action.kind != "place_site"
        game.apply(action)
    assert game.outcome is not None


def test_the_old_saves_are_there():
    assert len(SAVES) == 3


def test_a_shadows_era_game_saves_and_opens_at_a_site_choice(tmp_path):
    """A game on a Shadows-era path, recorded as the table records it, saved while the
    Shadow player chooses the next site, opens by replaying to the identical position."""
    from ringtable.decks import starter_decks
    from ringtable.engine import Game
    from ringtable.persistence import GameRecord, SeatRecord, game_rules
    from ringtable.persistence.saves import parse_save_text, save_text

    decks = starter_decks()
    pair = [decks["sh-gandalf-starter"], decks["fotr-gandalf-starter"]]
    for seed in range(1, 40):
        record = GameRecord([SeatRecord("Ann"), SeatRecord("Bo", "random")], pair, "starter",
                            seed)
        game = Game.new(record.setup(), game_rules())
        rnd = random.Random(seed)
        chosen = 0
        while game.decision is not None and len(record.actions) < 400:
            if game.decision.kind == "choose_site":
                chosen += 1
                if chosen == 2:
                    break
            action = rnd.choice(game.legal_actions())
            game.apply(action)
            record.actions.append(action)
        if game.decision is not None and game.decision.kind == "choose_site":
            break
    assert game.decision.kind == "choose_site"
    _record, again = parse_save_text(save_text(record, game), tmp_path / "s.ringtable.json")
    assert again.to_json() == game.to_json()
    assert again.legal_actions() == game.legal_actions()
