"""The public contract: immutable Actions/Events with stable JSON, clone independence,
JSON save/load at any decision, view_for hiding what must be hidden, manual hook."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from ringtable.cards import default_database
from ringtable.engine import Action, Event, Game, GameSetup, IllegalActionError, Rules

BASE_RULES = Rules.base(default_database())  # the engine without card scripts


def _midgame(fotr_pair, steps=60, seed=3):
    game = Game.new(GameSetup(decks=fotr_pair, seed=seed), BASE_RULES)
    rnd = random.Random(seed)
    for _ in range(steps):
        if game.decision is None:
            break
        options = game.legal_actions()
        bids = [a for a in options if a.kind == "bid" and a.value < 3]
        game.apply(rnd.choice(bids or options))
    return game


def test_actions_and_events_are_immutable_values_with_stable_json():
    a = Action("play", 0, 12, 3)
    assert a.to_json() == {"kind": "play", "player": 0, "card": 12, "target": 3}
    assert Action.from_json(a.to_json()) == a
    assert hash(a) == hash(Action("play", 0, 12, 3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.card = 4  # type: ignore[misc]
    e = Event("wounded", "Aragorn takes 1 wound", 0, (5,), 1)
    assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
    with pytest.raises(ValueError, match="action JSON"):
        Action.from_json({"player": 0})


def test_json_round_trip_at_a_decision_continues_identically(fotr_pair):
    game = _midgame(fotr_pair)
    data = json.loads(json.dumps(game.to_json()))
    loaded = Game.from_json(data, BASE_RULES)
    assert loaded.to_json() == game.to_json()
    assert loaded.decision == game.decision
    assert loaded.legal_actions() == game.legal_actions()
    rnd_a, rnd_b = random.Random(5), random.Random(5)
    while game.decision is not None:
        game.apply(rnd_a.choice(game.legal_actions()))
        loaded.apply(rnd_b.choice(loaded.legal_actions()))
    assert loaded.to_json() == game.to_json() and loaded.outcome == game.outcome


def test_clone_is_independent(fotr_pair):
    game = _midgame(fotr_pair)
    before = json.dumps(game.to_json())
    twin = game.clone()
    rnd = random.Random(1)
    for _ in range(30):
        if twin.decision is None:
            break
        twin.apply(rnd.choice(twin.legal_actions()))
    assert json.dumps(game.to_json()) == before


def test_bad_json_is_refused_with_a_message(fotr_pair):
    data = _midgame(fotr_pair, 5).to_json()
    del data["wounds"]
    with pytest.raises(ValueError, match="game state JSON"):
        Game.from_json(data, BASE_RULES)
    with pytest.raises(ValueError, match="version"):
        Game.from_json({"version": 99}, BASE_RULES)
    data = _midgame(fotr_pair, 5).to_json()
    data["stack"][-1]["k"] = "nonsense"
    with pytest.raises(ValueError, match="unknown kind 'nonsense'"):
        Game.from_json(data, BASE_RULES)
    data = _midgame(fotr_pair, 5).to_json()
    data["defs"][0] = "99_999"
    with pytest.raises(ValueError, match="99_999"):
        Game.from_json(data, BASE_RULES)


def test_view_for_hides_hands_decks_and_the_random_state(fotr_pair):
    game = _midgame(fotr_pair)
    s = game.s
    for p in (0, 1):
        view = game.view_for(p)
        other = 1 - p
        assert view["piles"][other]["hand"] == {"count": len(s.piles[other]["hand"])}
        assert view["piles"][p]["hand"] == s.piles[p]["hand"]
        assert view["piles"][p]["draw"] == {"count": len(s.piles[p]["draw"])}
        assert view["piles"][other]["adventure"] == {"count": len(s.piles[other]["adventure"])}
        for c in s.piles[other]["hand"]:
            assert c not in view["cards"]
        text = json.dumps(view)
        assert "rng" not in view and str(s.rng) not in text
        assert json.loads(text) == json.loads(json.dumps(view))  # plain JSON types


def test_decisions_never_lack_legal_actions_and_over_means_none(fotr_pair):
    game = Game.new(GameSetup(decks=fotr_pair, seed=9), BASE_RULES)
    rnd = random.Random(9)
    while game.decision is not None:
        options = game.legal_actions()
        assert options
        game.apply(rnd.choice(options))
    assert game.legal_actions() == [] and game.outcome is not None
    with pytest.raises(IllegalActionError, match="over"):
        game.apply(Action("pass", 0))


def test_manual_actions_are_a_hook_not_legal_actions(fotr_pair):
    from ringtable.engine.framework import MANUAL_HANDLERS

    game = _midgame(fotr_pair, 10)
    player = game.decision.player
    assert all(a.kind != "manual" for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match="unknown manual"):
        game.apply(Action("manual", player, data=(("op", "nothing"),)))
    MANUAL_HANDLERS["test_twilight"] = lambda g, a: setattr(g.s, "twilight", g.s.twilight + 1)
    try:
        before = game.s.twilight
        game.apply(Action("manual", player, data=(("op", "test_twilight"),)))
        assert game.s.twilight == before + 1
        with pytest.raises(IllegalActionError, match="deciding"):
            game.apply(Action("manual", 1 - player, data=(("op", "test_twilight"),)))
    finally:
        del MANUAL_HANDLERS["test_twilight"]


def test_every_legal_action_has_a_label(fotr_pair):
    game = Game.new(GameSetup(decks=fotr_pair, seed=4), BASE_RULES)
    rnd = random.Random(4)
    labels = set()
    while game.decision is not None:
        for a in game.legal_actions():
            label = game.describe(a)
            assert label and "-1" not in label
            labels.add(label.split()[0])
        game.apply(rnd.choice(game.legal_actions()))
    assert {"Bid", "Pass"} <= labels


def test_same_setup_and_actions_give_the_same_game_in_any_process(tmp_path):
    """Determinism does not depend on Python's hash seed (no set/dict-order leaks)."""
    import os
    import subprocess
    import sys

    script = tmp_path / "play.py"
    script.write_text(
        "import random\n"
        "from ringtable.decks import starter_decks\n"
        "from ringtable.cards import default_database\n"
        "from ringtable.engine import Game, GameSetup, Rules\n"
        "d = starter_decks()\n"
        "g = Game.new(GameSetup(decks=[d['ttt-aragorn-starter'], d['ttt-theoden-starter']],"
        " seed=5), Rules.base(default_database()))\n"
        "r = random.Random(5)\n"
        "while g.decision is not None:\n"
        "    g.apply(r.choice(g.legal_actions()))\n"
        "print(g.dumps())\n")
    outputs = set()
    for hash_seed in ("1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                                env=env, check=True)
        outputs.add(result.stdout)
    assert len(outputs) == 1
