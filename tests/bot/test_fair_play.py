"""Bots see only the observation: plain JSON without hidden cards, and their choice
does not change when the hidden cards of the real game change."""

from __future__ import annotations

import json
import random

import pytest

from ringtable.bot import HeuristicBot, RandomBot, legal_actions, observe
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.determinise import determinise

BASE_RULES = Rules.base(default_database())  # the engine without card scripts


def _midgame(seed: int = 4, steps: int = 40) -> Game:
    """A game some way into turn 1 or 2, stopped at a choice between several options."""
    decks = starter_decks()
    game = Game.new(GameSetup(decks=[decks["fotr-aragorn-starter"],
                                     decks["fotr-gandalf-starter"]], seed=seed), BASE_RULES)
    rng = random.Random(seed)
    bots = [HeuristicBot(1, rules=BASE_RULES), HeuristicBot(2, rules=BASE_RULES)]
    for k in range(400):
        d = game.decision
        if d is None or (k >= steps and game.s.turn >= 1 and len(game.legal_actions()) > 1
                         and game.s.piles[1 - d.player]["hand"]):
            break
        acts = game.legal_actions()
        a = acts[0] if len(acts) == 1 else bots[d.player].choose(observe(game, d.player),
                                                                 d.player)
        game.apply(a if rng.random() > 0.02 else rng.choice(acts))
    assert game.outcome is None
    return game


def _shuffle_hidden(game: Game, seat: int, seed: int) -> Game:
    """The same public position with the hidden cards dealt differently: the opponent's
    hand and draw deck are mixed, our own draw deck reordered."""
    g = game.clone()
    s = g.s
    rng = random.Random(seed)
    opp = 1 - seat
    hand, draw = s.piles[opp]["hand"], s.piles[opp]["draw"]
    both = hand + draw
    rng.shuffle(both)
    s.piles[opp]["hand"], s.piles[opp]["draw"] = both[:len(hand)], both[len(hand):]
    for c in s.piles[opp]["hand"]:
        s.zone[c] = "hand"
    for c in s.piles[opp]["draw"]:
        s.zone[c] = "draw"
    rng.shuffle(s.piles[seat]["draw"])
    return g


def test_observation_is_plain_json_without_hidden_cards() -> None:
    game = _midgame()
    seat = game.decision.player
    obs = observe(game, seat)
    assert json.loads(json.dumps(obs)) == json.loads(json.dumps(obs))
    hidden = set(game.s.piles[1 - seat]["hand"]) | set(game.s.piles[seat]["draw"])
    assert hidden
    assert not hidden & {int(c) for c in obs["cards"]}
    assert obs["piles"][1 - seat]["hand"] == {"count": len(game.s.piles[1 - seat]["hand"])}


@pytest.mark.parametrize("seed", [4, 9])
def test_choice_ignores_the_real_hidden_cards(seed: int) -> None:
    game = _midgame(seed)
    seat = game.decision.player
    other = _shuffle_hidden(game, seat, seed)
    assert [game.s.defs[c] for c in game.s.piles[1 - seat]["hand"]] != \
        [other.s.defs[c] for c in other.s.piles[1 - seat]["hand"]]
    a, b = observe(game, seat), observe(other, seat)
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    deck = starter_decks()["fotr-aragorn-starter" if seat == 0 else "fotr-gandalf-starter"]
    # the bot gets a JSON round-trip of the view: it cannot reach the Game object
    choice_a = HeuristicBot(7, deck, rules=BASE_RULES).choose(json.loads(json.dumps(a)), seat)
    choice_b = HeuristicBot(7, deck, rules=BASE_RULES).choose(json.loads(json.dumps(b)), seat)
    assert choice_a == choice_b
    assert choice_a in game.legal_actions()


def test_a_sampled_world_offers_the_same_options_as_the_real_game() -> None:
    decks = starter_decks()
    deck_a, deck_b = decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]
    game = Game.new(GameSetup(decks=[deck_a, deck_b], seed=3), BASE_RULES)
    rng = random.Random(3)
    checked = 0
    while game.outcome is None and checked < 60:
        seat = game.decision.player
        obs = json.loads(json.dumps(observe(game, seat)))
        if obs["engine"]["stack"]:
            world = determinise(obs, BASE_RULES, random.Random(checked), [deck_a, deck_b][seat])
            assert sorted(map(repr, world.legal_actions())) == \
                sorted(map(repr, game.legal_actions()))
            assert world.view_for(seat)["piles"][seat]["hand"] == obs["piles"][seat]["hand"]
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 10


def test_random_bot_picks_a_legal_action() -> None:
    game = _midgame(steps=20)
    seat = game.decision.player
    view = observe(game, seat)
    assert RandomBot(3).choose(view, seat) in legal_actions(view)
