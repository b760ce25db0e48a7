"""Twilight cost changes that are not on the card priced (``engine/costs.py``, issue 18
gaps-q): a class of cards for a while, a game-wide modifier held in the state; and the
cost of a card played on a bearer another card's text names."""

from __future__ import annotations

from dataclasses import replace

from ringtable.engine import Game, costs, effects
from ringtable.engine.behaviour import Behaviour
from ringtable.engine.playing import twilight_cost
from ringtable.testing import Scenario, act

GANDALF, ARAGORN, GLAMDRING, ARMOR = "1_72", "1_89", "1_75", "1_92"
ORC_SOLDIER = "1_271"
MINIONS = "test:minions"  # a predicate key, as the card language compiles one


def _minions_rules(sc: Scenario) -> None:
    """The rules hold a class predicate under ``MINIONS`` (what a card's script adds)."""
    sc.rules.programs[MINIONS] = lambda g, src, card: g.cards[card].type == "minion"


def test_a_class_cost_modifier_prices_matching_cards_wherever_they_are_until_it_expires():
    """A game-wide class modifier (CR 4.1 "twilight cost": modifiers change the cost a
    card is played for) reaches a minion in hand and one still in the draw deck, not a
    companion; it survives a save and a clone and ends with its duration."""
    sc = Scenario()
    sc.at_site(6)  # the Orc Soldier (site 6) is not roaming
    _minions_rules(sc)
    in_hand = sc.hand(ORC_SOLDIER, player=1)
    in_deck = sc.draw_top(ORC_SOLDIER, player=1)
    aragorn = sc.hand(ARAGORN)
    game = sc.start("fellowship")
    costs.add_class_cost(game, MINIONS, 1, "phase", -1)
    assert twilight_cost(game, in_hand, 1) == 3 and twilight_cost(game, in_deck, 1) == 3
    assert twilight_cost(game, aragorn, 0) == 4
    again = Game.from_json(game.to_json(), game.rules)
    assert twilight_cost(again, in_hand, 1) == 3 and twilight_cost(game.clone(), in_hand, 1) == 3
    effects.expire(game, "phase")
    assert twilight_cost(game, in_hand, 1) == 2


def test_a_class_cost_modifier_needs_its_predicate_in_the_rules():
    """A key the rules do not know is refused at once, not read as no change."""
    game = Scenario().start("fellowship")
    try:
        costs.add_class_cost(game, "no:such:key", 1, "phase", -1)
    except ValueError as exc:
        assert "no:such:key" in str(exc)
    else:
        raise AssertionError("an unknown cost class was accepted")


def test_a_text_about_bearers_changes_the_cost_of_cards_played_on_them():
    """``Behaviour.cost_on_bearers`` of a card in play: a possession played on Gandalf
    costs 1 less; on Aragorn it costs its printed 1; with the card out of play, no
    change."""
    def on_gandalf(g, src, bearer, card):
        return -1 if g.cards[bearer].title == "Gandalf" else 0

    for in_play, on, expected in ((True, GANDALF, 1), (True, ARAGORN, 1), (False, GANDALF, 2)):
        sc = Scenario()
        sc.at_site(2)
        rules = sc.rules
        wisdom_id = "2_23"
        sc.rules = rules.with_behaviours({wisdom_id: replace(
            Behaviour(scripted=True), cost_on_bearers=on_gandalf)})
        bearer = sc.companion(on)
        if in_play:
            sc.support(wisdom_id)
        item = sc.hand(GLAMDRING if on == GANDALF else ARMOR)
        game = sc.start("fellowship")
        before = game.s.twilight
        act(game, "play", item, bearer)
        assert game.s.twilight - before == expected
