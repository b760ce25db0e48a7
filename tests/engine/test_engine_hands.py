"""Hands kept secret from card effects (``engine/hands.py``, issue 18, gaps-r): two
game-wide rule modifiers, and the one question ``hidden(g, owner, looker)``.

- ``shadow_hands_hidden_from_fp`` ("The Free Peoples player may not look at or reveal
  cards in any Shadow player's hand", No Business of Ours): the Free Peoples player's
  effects may not look at a Shadow player's hand;
- ``fp_hand_hidden_from_shadow`` ("Shadow players may not look at or reveal cards in
  your hand", Erland): a Shadow player's effects may not look at the Free Peoples hand.
A player's own hand is never hidden from him. The card language's reads are tested
with the cards (tests/cards/test_cards_set02_gaps_gaps_r.py).
"""

from __future__ import annotations

from ringtable.engine import hands
from ringtable.testing import Scenario


def _game(*rules: str):
    game = Scenario().at_site(2).start("fellowship")
    game.s.mods = game.s.mods + [(-1, f"rule:{r}", 1, "turn", -1) for r in rules]
    return game


def test_no_rule_nothing_is_hidden():
    game = _game()
    fp, shadow = game.s.fp, 1 - game.s.fp
    assert not hands.hidden(game, shadow, fp) and not hands.hidden(game, fp, shadow)


def test_shadow_hands_hidden_from_the_free_peoples_player_only():
    game = _game(hands.HIDDEN_FROM_FP)
    fp, shadow = game.s.fp, 1 - game.s.fp
    assert hands.hidden(game, shadow, fp)
    assert not hands.hidden(game, fp, shadow) and not hands.hidden(game, shadow, shadow)


def test_the_free_peoples_hand_hidden_from_shadow_players_only():
    game = _game(hands.HIDDEN_FROM_SHADOW)
    fp, shadow = game.s.fp, 1 - game.s.fp
    assert hands.hidden(game, fp, shadow)
    assert not hands.hidden(game, shadow, fp) and not hands.hidden(game, fp, fp)


def test_the_refusal_is_logged_naming_the_card():
    game = _game(hands.HIDDEN_FROM_FP)
    card = game.s.ring_bearer[0]
    game._events = []
    hands.refused(game, 1, 0, card)
    (event,) = game._events
    assert event.kind == "hand_hidden" and "may not look at or reveal" in event.text
    assert event.cards == (card,)
