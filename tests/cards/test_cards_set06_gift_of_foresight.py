"""Set 6 (Ents of Fangorn): Gift of Foresight, a reveal then a choice of three effects."""

from __future__ import annotations

import json

from cardtest import Scenario

from ringtable.engine import Game
from ringtable.testing import act, can


def test_gift_of_foresight_reveals_the_top_card_and_offers_three_choices():
    """Gift of Foresight (6_19): "Spot an Elf to reveal the top card of your draw deck.
    You may discard it, return it to the top of your draw deck, or take it into hand." """
    results = {}
    for k in range(3):
        sc = Scenario()
        sc.companion("Legolas, Greenleaf")
        gift = sc.hand("6_19")
        top = sc.draw_top("Gimli, Son of Gloin")
        sc.draw_bottom("Boromir, Son of Denethor")
        game = sc.start("fellowship")
        events = act(game, "play", gift)
        assert any(e.kind == "revealed" and e.cards == (top,) for e in events)
        assert game.decision.kind == "choose_option"
        assert game.s.decision["prompt"] == "Gift of Foresight: choose one effect"
        clone = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
        act(clone, "choose_option", value=k)  # the pending choice survives a save
        act(game, "choose_option", value=k)
        assert clone.to_json() == game.to_json()
        results[k] = (game.s.zone[top], game.s.piles[0]["draw"][:1] == [top])
    assert results[0] == ("discard", False)   # discard it
    assert results[1] == ("draw", True)       # return it to the top of the draw deck
    assert results[2] == ("hand", False)      # take it into hand
    sc = Scenario()  # no Elf to spot: the event cannot be played
    sc.companion("Gimli, Son of Gloin")
    gift = sc.hand("6_19")
    sc.draw_top("Gimli, Son of Gloin")
    assert not can(sc.start("fellowship"), "play", gift)


def test_gift_of_foresight_with_an_empty_deck_offers_only_what_can_be_done():
    """CR: an option must be one the player can fully carry out: with no card revealed,
    neither "discard it" nor "take it into hand" can be done, so nothing is asked."""
    sc = Scenario()
    sc.companion("Legolas, Greenleaf")
    gift = sc.hand("6_19")
    game = sc.start("fellowship")
    game.s.piles[0]["draw"].clear()
    act(game, "play", gift)
    assert game.decision is None or game.decision.kind != "choose_option"
