"""The one choose step (issue 16) on small edited scripts: "choose N cards", "reveal
the top N cards and choose", "reveal from hand", bad input. The real cards using the
constructs are tested with their sets: Gift of Foresight (6_19: reveal, choose one of
three), Faramir (8_34: reveal ten, may play a knight revealed, shuffle), Denethor
(10_28: search the draw deck, reshuffle)."""

from __future__ import annotations

import json

from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.engine import Game
from ringtable.scripts import ScriptError, compile_scripts
from ringtable.testing import act, can


def _rules(script: dict):
    return card_rules().with_behaviours(compile_scripts(script, default_database()))


def _titles(game: Game, cards: list[int]) -> list[str]:
    return [game.cards[c].title for c in cards]


def test_choose_n_cards_then_act_on_them():
    """"Choose 2 companions; exert them": ``choose`` with a count stores ``$chosen``;
    with exactly two it picks itself, with three the player chooses; with one the
    ability is not offered (not fully possible)."""
    rules = _rules({"1_97": {"title": "Boromir", "ability": [{"phase": "fellowship",
        "effect": [{"choose": "companion not self", "count": 2, "as": "two"},
                   {"exert": "$two", "each": True}]}]}})
    sc = Scenario(rules=rules)
    boromir = sc.companion("1_97")
    gimli = sc.companion("Gimli, Son of Gloin")
    legolas = sc.companion("Legolas, Greenleaf")
    game = sc.start("fellowship")
    act(game, "use", boromir)
    assert game.decision.kind == "choose"
    assert set(game.decision.cards) == {sc.ring_bearer(), gimli, legolas}
    act(game, "choose", gimli)
    act(game, "choose", legolas)
    assert game.s.wounds[gimli] == 1 and game.s.wounds[legolas] == 1
    assert game.s.wounds[sc.ring_bearer()] == 0 and game.s.wounds[boromir] == 0
    sc2 = Scenario(rules=rules)
    boromir2 = sc2.companion("1_97")
    assert not can(sc2.start("fellowship"), "use", boromir2)  # only Frodo: not 2


def test_reveal_the_top_cards_and_choose_among_them():
    """"Reveal the top 3 cards of your draw deck; take a Dwarf revealed into hand"."""
    rules = _rules({"1_97": {"title": "Boromir", "ability": [{"phase": "fellowship",
        "effect": [{"reveal": 3, "as": "top", "then_choose": "dwarf", "chosen_as": "it"},
                   {"take_into_hand": "$it", "from": "draw"}]}]}})
    sc = Scenario(rules=rules)
    boromir = sc.companion("1_97")
    deep = sc.draw_top("Gimli, Dwarf of Erebor")  # fourth from the top: not revealed
    revealed = [sc.draw_top(n) for n in ("Gimli, Son of Gloin", "Boromir, Lord of Gondor",
                                         "Farin, Dwarven Emissary")]
    game = sc.start("fellowship")
    events = act(game, "use", boromir)
    shown = next(e for e in events if e.kind == "revealed")
    assert set(shown.cards) == set(revealed)
    assert game.decision.kind == "choose"
    assert set(game.decision.cards) == {revealed[0], revealed[2]}  # the Dwarves revealed
    act(game, "choose", revealed[2])
    assert game.s.zone[revealed[2]] == "hand"
    assert game.s.zone[deep] == "draw" and game.s.zone[revealed[0]] == "draw"
    assert _titles(game, game.s.piles[0]["draw"][:2]) == ["Boromir", "Gimli"]


def test_reveal_from_hand_is_chosen_by_the_hands_owner():
    """"Reveal a Dwarf from hand to heal a companion": the card revealed is chosen; the
    ability needs one to be there (fully possible)."""
    rules = _rules({"1_97": {"title": "Boromir", "ability": [{"phase": "fellowship",
        "effect": [{"reveal": 1, "from": "hand", "who": "dwarf", "as": "shown"},
                   {"heal": "self"}]}]}})
    sc = Scenario(rules=rules)
    boromir = sc.companion("1_97")
    sc.wounds(boromir, 1)
    dwarves = [sc.hand("Gimli, Son of Gloin"), sc.hand("Farin, Dwarven Emissary")]
    sc.hand("Legolas, Greenleaf")
    game = sc.start("fellowship")
    act(game, "use", boromir)
    assert set(game.decision.cards) == set(dwarves)
    events = act(game, "choose", dwarves[1])
    assert any(e.kind == "revealed" and e.cards == (dwarves[1],) for e in events)
    assert game.s.zone[dwarves[1]] == "hand" and game.s.wounds[boromir] == 0
    sc2 = Scenario(rules=rules)
    boromir2 = sc2.companion("1_97")
    sc2.hand("Legolas, Greenleaf")
    assert not can(sc2.start("fellowship"), "use", boromir2)


def test_the_new_verbs_refuse_bad_input_by_name():
    for bad, words in (({"choose": "companion", "count": 0}, "must be at least 1"),
                       ({"reveal": 2, "from": "discard"}, "discard"),
                       ({"search": "hobit"}, "hobit"),
                       ({"search": "hobbit", "count": -1}, "must be at least 1"),
                       ({"shuffle_deck": "everyone"}, "everyone")):
        script = {"1_97": {"title": "Boromir", "ability": [
            {"phase": "fellowship", "effect": [bad]}]}}
        try:
            compile_scripts(script, default_database())
        except ScriptError as exc:
            assert "1_97" in str(exc) and words in str(exc), str(exc)
        else:
            raise AssertionError(f"{bad} was accepted")


def _saved(game: Game) -> Game:
    return Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)


def test_either_and_play_choices_are_decisions_held_in_the_state():
    """``either`` (Athelas: "heal a companion or remove a Shadow condition from a
    companion") and ``play`` with a bearer to choose suspend in the game state: a game
    saved mid-choice and reopened answers exactly like the original."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    athelas = sc.bear(boromir, "1_94")
    sc.wounds(boromir, 1).wounds(gimli, 1)
    game = sc.start("fellowship")
    act(game, "use", athelas)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {boromir, gimli}
    again = _saved(game)
    act(game, "choose", gimli)
    act(again, "choose", gimli)
    assert game.to_json() == again.to_json() and game.s.wounds[gimli] == 0
    rules = _rules({"1_97": {"title": "Boromir", "ability": [{"phase": "fellowship",
        "effect": [{"play": "possession", "from": "hand", "as": "card",
                    "bearer_as": "who"}, {"heal": "$who"}]}]}})
    sc2 = Scenario(rules=rules)
    boromir2 = sc2.companion("1_97")
    aragorn = sc2.companion("Aragorn, Ranger of the North")
    sc2.wounds(aragorn, 1)
    sword = sc2.hand("Ranger's Sword")  # Aragorn alone may bear it: no bearer to choose
    armor = sc2.hand("Armor")
    game2 = sc2.start("fellowship")
    act(game2, "use", boromir2)
    assert set(game2.decision.cards) == {sword, armor}
    act(game2, "choose", armor)
    assert game2.decision.kind == "choose" and aragorn in game2.decision.cards
    again2 = _saved(game2)
    for g in (game2, again2):
        act(g, "choose", aragorn)
    assert game2.to_json() == again2.to_json()
    assert game2.s.bearer[armor] == aragorn and game2.s.wounds[aragorn] == 0  # $who healed
