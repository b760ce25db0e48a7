"""Rules of play a format changes (issue 17): the Starter Rules' one reshuffle of the
discard pile into an empty draw deck, a choice offered once per player and game; every
other format never offers it."""

from __future__ import annotations

import json

from ringtable.bot.policy import window
from ringtable.engine import Game
from ringtable.engine.framework import push
from ringtable.engine.turn import start_turn
from ringtable.testing import Scenario, act


def _empty_deck_game(fmt: str) -> tuple[Scenario, Game]:
    """The Free Peoples player's fellowship phase, his draw deck empty, three cards in
    his discard pile, one in hand."""
    sc = Scenario()
    for name in ("Gandalf's Cart", "Hobbit Sword", "Elven Cloak"):
        sc.discard(name, player=0)
    sc.hand("Hobbit Sword", player=0)
    game = sc.build()
    game.s.format = fmt
    start_turn(game, sc.fp)
    game.settle()
    return sc, game


def test_under_the_starter_rules_an_empty_draw_deck_may_be_reshuffled_once_per_game():
    # "In the Starter Rules, if you have no cards in your draw deck, you are allowed to
    # reshuffle your discard pile to make a new one once per game."
    sc, game = _empty_deck_game("starter")
    assert game.decision.kind == "action" and game.s.phase == "fellowship"
    assert game.describe(next(a for a in game.legal_actions() if a.kind == "reshuffle")) \
        .startswith("Shuffle your discard pile into a new draw deck")
    events = act(game, "reshuffle")
    s = game.s
    assert len(s.piles[0]["draw"]) == 3 and not s.piles[0]["discard"]
    assert [e.kind for e in events] == ["draw_deck_reshuffled"]
    assert game.decision.kind == "action"  # still his fellowship phase
    # once per game: through a save and the next turns, never offered again
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    for g in (game, loaded):
        s = g.s
        for c in list(s.piles[0]["draw"]):
            s.move(c, "discard", 0)
        g.settle()
        assert not any(a.kind == "reshuffle" for a in g.legal_actions())
        assert s.counters.get("game:reshuffled:0") == 1


def test_the_reshuffle_is_offered_at_the_reconcile_too_and_bots_take_it():
    sc, game = _empty_deck_game("starter")
    assert window(game, game.legal_actions()).kind == "reshuffle"
    push(game, "reconcile", p=0, st="optional")
    game.settle()
    assert game.decision.kind == "reconcile"
    act(game, "reshuffle")
    assert game.decision.kind == "reconcile" and len(game.s.piles[0]["draw"]) == 3


def test_other_formats_never_offer_it():
    # "When you draw the last card from your draw deck ... Do not reshuffle" (Deluxe)
    for fmt in ("fotr_block", "war_block", "open"):
        _sc, game = _empty_deck_game(fmt)
        assert not any(a.kind == "reshuffle" for a in game.legal_actions())
