"""The one choose step (issue 16): "choose one" of several effects, "choose N cards",
"reveal the top N cards and choose", "search your draw deck". Proven on real cards
where one uses the construct (Gift of Foresight, Faramir, Denethor) and on small edited
scripts otherwise; every pending choice is a Decision held in the game state."""

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
        assert game.s.decision["prompt"] == "Choose one"
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


def _faramir(knight: str = "Faramir, Son of Denethor"):  # noqa: ANN202
    sc = Scenario()
    faramir = sc.hand("8_34")
    tops = [sc.draw_top(name) for name in ("Boromir, Son of Denethor", knight,
                                           "Gimli, Son of Gloin")]
    return sc, faramir, tops


def test_faramir_reveals_ten_and_may_play_a_knight_revealed_then_shuffles():
    """Faramir (8_34): "When you play Faramir (except in your starting fellowship), you
    may reveal the top 10 cards of your draw deck. You may play a knight revealed.
    Shuffle your draw deck." """
    sc, faramir, tops = _faramir("Knight of Dol Amroth")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", faramir)
    act(game, "resolve", faramir)  # "you may reveal"
    events = act(game, "choose", faramir)  # "you may play a knight revealed": yes
    knight = tops[1]
    assert game.s.zone[knight] == "fellowship"  # the knight among those revealed
    assert any(e.kind == "played" and knight in e.cards for e in events)
    assert any(e.kind == "shuffled" for e in events)
    assert game.s.zone[tops[0]] == "draw" and game.s.zone[tops[2]] == "draw"


def test_faramir_plays_no_card_that_is_not_a_knight():
    sc, faramir, tops = _faramir("Aragorn, Ranger of the North")  # no knight revealed
    game = sc.start("fellowship")
    act(game, "play", faramir)
    events = act(game, "resolve", faramir)
    assert not any(e.kind == "played" and set(e.cards) & set(tops) for e in events)
    assert all(game.s.zone[c] == "draw" for c in tops)
    assert any(e.kind == "revealed" for e in events) and any(e.kind == "shuffled"
                                                             for e in events)


def _denethor(site: int = 3):  # noqa: ANN202
    sc = Scenario()
    denethor = sc.companion("10_28")
    gondor = sc.draw_bottom("Boromir, Son of Denethor")
    other = sc.draw_top("Gimli, Son of Gloin")
    for _ in range(3):
        sc.draw_top("Goblin Runner", player=1)
    sc.at_site(site)
    return sc, denethor, gondor, other


def test_denethor_searches_the_deck_for_a_gondor_card_then_reshuffles():
    """Denethor (10_28): "Fellowship: If at a sanctuary, exert Denethor to take a
    [gondor] card into hand from your draw deck, then reshuffle. Choose an opponent who
    may draw 2 cards." """
    sc, denethor, gondor, other = _denethor()
    game = sc.start("fellowship")
    hand = len(game.s.piles[1]["hand"])
    events = act(game, "use", denethor)
    assert game.s.wounds[denethor] == 1
    assert game.s.zone[gondor] == "hand" and game.s.zone[other] == "draw"  # only [gondor]
    assert any(e.kind == "shuffled" and e.player == 0 for e in events)
    assert game.decision.player == 1  # the opponent may draw 2
    act(game, "choose", denethor)
    assert len(game.s.piles[1]["hand"]) == hand + 2


def test_denethor_search_asks_when_several_cards_match_and_only_at_a_sanctuary():
    sc, denethor, gondor, other = _denethor()
    second = sc.draw_top("Boromir, Lord of Gondor")
    game = sc.start("fellowship")
    act(game, "use", denethor)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {gondor, second}
    observed = game.view_for(1)  # the opponent does not see the deck searched
    assert gondor not in {int(c) for c in observed["cards"]}
    act(game, "choose", second)
    assert game.s.zone[second] == "hand" and game.s.zone[gondor] == "draw"
    sc2, denethor2, _, _ = _denethor(site=2)  # not a sanctuary: no ability
    assert not can(sc2.start("fellowship"), "use", denethor2)
    sc3 = Scenario()  # "To play, spot 2 [gondor] Men."
    sc3.companion("Boromir, Son of Denethor")
    assert not can(sc3.start("fellowship"), "play", sc3.hand("10_28"))
    sc4 = Scenario()
    sc4.companion("Boromir, Son of Denethor")
    sc4.companion("Aragorn, Ranger of the North")
    den4 = sc4.hand("10_28")
    assert can(sc4.start("fellowship"), "play", den4)


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
                       ({"shuffle_deck": "everyone"}, "everyone")):
        script = {"1_97": {"title": "Boromir", "ability": [
            {"phase": "fellowship", "effect": [bad]}]}}
        try:
            compile_scripts(script, default_database())
        except ScriptError as exc:
            assert "1_97" in str(exc) and words in str(exc), str(exc)
        else:
            raise AssertionError(f"{bad} was accepted")
