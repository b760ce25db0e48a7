"""The engine contract (same as the card game's) and the random-play consistency test."""

from __future__ import annotations

import json
import random

import pytest

from ringtable.engine.values import Action, IllegalActionError
from ringtable.knizia import DIFFICULTIES, Game, KniziaSetup
from ringtable.knizia.invariants import conservation_errors

from .helpers import new


def test_the_same_seed_and_actions_give_the_same_game():
    a, b = new(3, seed=9), new(3, seed=9)
    rng = random.Random(1)
    for _ in range(40):
        action = rng.choice(a.legal_actions())
        assert action in b.legal_actions()
        a.apply(action)
        b.apply(action)
    assert a.to_json() == b.to_json()


def test_a_game_is_its_setup_plus_its_actions():
    """What saves, undo and replays rely on: replaying the actions on the same setup
    rebuilds the same state."""
    setup = KniziaSetup(4, "expert", 21)
    g = Game.new(setup)
    rng = random.Random(5)
    actions = []
    while g.outcome is None:
        a = rng.choice(g.legal_actions())
        actions.append(Action.from_json(a.to_json()))
        g.apply(a)
    replay = Game.new(KniziaSetup.from_json(json.loads(json.dumps(setup.to_json()))))
    for a in actions:
        replay.apply(a)
    assert replay.to_json() == g.to_json() and replay.outcome == g.outcome
    with pytest.raises(ValueError, match="not a board-game setup"):
        KniziaSetup.from_json({"decks": []})


def test_an_illegal_action_is_refused_and_changes_nothing():
    g = new(2)
    before = g.to_json()
    with pytest.raises(IllegalActionError):
        g.apply(Action("play", 1, card=3, value=0))
    assert g.to_json() == before


def test_view_for_hides_other_hands_the_deck_the_tiles_and_the_gold_runes():
    """"They may freely talk about the cards they have in hand, but may not reveal them"."""
    g = new(3)
    v = g.view_for(1)
    assert v["hands"][1] == g.state["hands"][1]
    assert v["hands"][0] == {"count": 6} and v["hands"][2] == {"count": 6}
    assert set(v["deck"]) == {"count"} and set(v["tiles"]) == {"count"}
    assert set(v["gold"]) == {"count"} and "rng" not in v
    assert v["legal_actions"] == []  # Frodo decides now
    mine = g.view_for(0)
    assert mine["legal_actions"] and all("label" in a for a in mine["legal_actions"])
    json.dumps(v)  # plain JSON


def test_from_json_refuses_a_broken_state_with_the_reason():
    g = new(2)
    data = g.to_json()
    with pytest.raises(ValueError, match="expected version 1"):
        Game.from_json({**data, "version": 7})
    broken = dict(data)
    del broken["pos"]
    with pytest.raises(ValueError, match="missing pos"):
        Game.from_json(broken)
    with pytest.raises(ValueError, match="unknown frame"):
        Game.from_json({**data, "stack": [{"k": "teleport"}]})


def test_a_clone_is_independent():
    g = new(2)
    c = g.clone()
    c.apply(c.legal_actions()[0])
    assert g.to_json() != c.to_json()
    assert g.to_json() == new(2).to_json()


def _random_game(seed: int, check_every_step: bool) -> Game:
    g = Game.new(KniziaSetup(2 + seed % 4, DIFFICULTIES[seed % 3], seed))
    rng = random.Random(seed)
    for _ in range(5000):
        if g.outcome is not None:
            return g
        legal = g.legal_actions()
        assert legal and g.decision is not None
        g.apply(rng.choice(legal))
        if check_every_step:
            assert conservation_errors(g) == []
            data = g.to_json()
            assert Game.from_json(data).to_json() == data
            assert g.clone().to_json() == data
    raise AssertionError(f"seed {seed}: a stall")


def test_random_play_consistency():
    """Many seeded random games: no exception, no stall, every component conserved at
    every step, JSON round trip and clone equal to the original."""
    for seed in range(25):
        g = _random_game(seed, True)
        assert g.decision is None and g.legal_actions() == []


@pytest.mark.slow
def test_random_play_soak():
    for seed in range(25, 225):  # the 10,000-game soak: tools/bench_knizia.py soak
        _random_game(seed, True)


def test_the_log_names_each_location_as_printed():
    """The log said "Helms Deep", "Lothlorien" (ids title-cased): names as printed."""
    import random as _random

    from ringtable.knizia import Game as _Game
    from ringtable.knizia import KniziaSetup as _Setup

    game = _Game.new(_Setup(2, "introductory", 5))
    rng = _random.Random(5)
    reached = [e.text for e in game.opening_events() if e.kind == "location"]
    while game.outcome is None and len(reached) < 6:
        reached += [e.text for e in game.apply(rng.choice(game.legal_actions()))
                    if e.kind == "location"]
    places = ["Bag End", "Rivendell", "Moria", "Lothl\u00f3rien", "Helm's Deep",
              "Shelob's Lair"]
    assert reached == [f"The Fellowship reaches {place}" for place in places]
