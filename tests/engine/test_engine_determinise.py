"""The engine's observation and determinisation (issue 17): a game rebuilt from what
one seat sees agrees with that view, whichever way the hidden cards are dealt."""

from __future__ import annotations

import json
import random

import pytest

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.determinise import NoWorld, determinise, observe

RULES = Rules.base(default_database())
# what a view shows of the public state: everything but the hidden piles and the cards
PUBLIC = ("turn", "phase", "free_peoples", "twilight", "moves", "burdens", "threats",
          "ring_bearer", "ring", "site", "path", "modifiers", "decision", "skirmish")


def _counts(view: dict) -> list[dict[str, int]]:
    return [{name: pile["count"] if isinstance(pile, dict) else len(pile)
             for name, pile in piles.items()} for piles in view["piles"]]


def _positions(seed: int) -> list[Game]:
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=seed), RULES)
    rng = random.Random(seed)
    out = []
    for k in range(300):
        if game.decision is None:
            break
        if k % 5 == 0:
            out.append(game.clone())
        game.apply(rng.choice(game.legal_actions()))
    return out


@pytest.mark.parametrize("seed", [2, 5])
def test_a_determinised_game_is_consistent_with_the_view(seed: int) -> None:
    decks = starter_decks()
    own = [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]]
    checked = 0
    for game in _positions(seed):
        seat = game.decision.player
        view = json.loads(json.dumps(observe(game, seat)))  # plain JSON, as a bot gets it
        for k in range(2):
            try:
                world = determinise(view, RULES, random.Random(k), own[seat])
            except NoWorld:
                assert view["engine"]["stack"] is None  # only the secret setup
                continue
            again = json.loads(json.dumps(observe(world, seat)))
            for key in PUBLIC:  # the same public state
                assert again[key] == view[key], key
            assert _counts(again) == _counts(view)  # the same counts of hidden piles
            mine = game.s.piles[seat]
            assert world.s.piles[seat]["hand"] == mine["hand"]  # our own hand unchanged
            assert [world.s.defs[c] for c in mine["hand"]] == \
                [game.s.defs[c] for c in mine["hand"]]
            assert sorted(map(repr, world.legal_actions())) == \
                sorted(map(repr, game.legal_actions()))
            assert world.rules is RULES
            checked += 1
    assert checked >= 10


def test_observation_of_the_setup_names_no_stack() -> None:
    """During setup the bids are secret: no public stack, so nothing to rebuild."""
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=1), RULES)
    view = observe(game, 0)
    assert view["engine"]["stack"] is None
    with pytest.raises(NoWorld):
        determinise(view, RULES, random.Random(1))


def test_cards_shown_in_a_hidden_pile_stay_there_in_the_determinised_game() -> None:
    """Searching the draw deck (Denethor, 10_28) offers the seat cards of its own draw
    deck: the view names them, the pile still counts them; the world keeps them in the
    deck with the same options, and deals only the rest."""
    from ringtable.scripts import standard_rules
    from ringtable.testing import Scenario, act

    rules = standard_rules(default_database())
    sc = Scenario(rules=rules)
    denethor = sc.companion("10_28")
    found = [sc.draw_bottom("Boromir, Son of Denethor"), sc.draw_top("Boromir, Lord of Gondor")]
    sc.draw_top("Gimli, Son of Gloin")
    game = sc.at_site(3).start("fellowship")
    act(game, "use", denethor)
    assert set(game.decision.cards) == set(found)
    view = json.loads(json.dumps(observe(game, 0)))
    world = determinise(view, rules, random.Random(2))
    assert all(world.s.zone[c] == "draw" and world.s.defs[c] == game.s.defs[c] for c in found)
    assert len(world.s.piles[0]["draw"]) == len(game.s.piles[0]["draw"])
    assert sorted(map(repr, world.legal_actions())) == sorted(map(repr, game.legal_actions()))


def test_another_players_choice_among_hidden_cards_names_none_of_them() -> None:
    """Issue 17: a new rule must not leak hidden cards. Denethor's search offers his
    player cards of the draw deck; the opponent's view of that decision (and of the
    pending choose frame) names none of them: instance ids would tell which card is
    where."""
    from ringtable.scripts import standard_rules
    from ringtable.testing import Scenario, act

    sc = Scenario(rules=standard_rules(default_database()))
    denethor = sc.companion("10_28")
    deck = [sc.draw_bottom("Boromir, Son of Denethor"), sc.draw_top("Boromir, Lord of Gondor")]
    game = sc.at_site(3).start("fellowship")
    act(game, "use", denethor)
    assert set(game.decision.cards) == set(deck)
    theirs = observe(game, 1)
    assert theirs["decision"]["cards"] == [] and theirs["decision"]["player"] == 0
    assert not set(deck) & {int(c) for c in theirs["cards"]}
    assert not set(deck) & {c for f in theirs["engine"]["stack"] for c in f.get("cards", [])}
    assert set(observe(game, 0)["decision"]["cards"]) == set(deck)  # the searcher sees them
    act(game, "choose", deck[1])  # taken into hand; the opponent may now draw 2
    assert game.decision.player == 1
    assert game.s.zone[deck[1]] == "hand"
    assert deck[1] in game.s.stack[-1]["ctx"]["v"]["it"]  # the script remembers it ...
    remembered = {c for f in observe(game, 1)["engine"]["stack"] if "ctx" in f
                  for v in f["ctx"]["v"].values() for c in v}
    assert deck[1] not in remembered  # ... the other player's observation does not
