"""Words added to the card language for the last starter cards (issue 18, helper
gaps-a), each on its own: a count that is a value ("heal X companions", "wound X
minions"), a cost "up to" N (at least one), ``cost(FILTER)`` (printed twilight cost, of
remembered cards wherever they are), ``reveal ... at_random`` from a hand. The cards
using them are tested in test_cards_set03_gaps_gaps_a.py and test_cards_set07_gaps_gaps_a.py."""

from __future__ import annotations

import pytest
from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.engine import effects
from ringtable.scripts import ScriptError
from ringtable.scripts.loader import compile_scripts
from ringtable.scripts.values import compile_value
from ringtable.testing import act


def _with(spec: dict) -> Scenario:
    rules = card_rules().with_behaviours(compile_scripts(spec, default_database()))
    return Scenario(rules=rules)


def _event(effect: list) -> dict:
    return {"3_43": {"title": "Might of Númenor", "event": {"effect": effect}}}


def test_a_count_may_be_a_value_read_when_the_step_runs():
    """``{ wound = "minion", count = "count(companion)" }``: as many minions as there are
    companions (2 of the 3 Moria Scouts, no choice asked when all are taken)."""
    sc = _with(_event([{"wound": "minion", "count": "count(companion)"}]))
    sc.companion("1_97")  # with the Ring-bearer: 2 companions
    scouts = [sc.minion("1_191") for _ in range(2)]
    event = sc.hand("3_43", player=0)
    game = sc.at_site(2).start("maneuver")
    act(game, "play", event)
    assert [game.s.wounds[m] for m in scouts] == [1, 1]


def test_cost_of_a_remembered_card_reads_its_printed_cost_in_hand():
    """``cost($r)`` of a card revealed from a hand: the Cave Troll's printed 10."""
    sc = _with(_event([{"reveal": 1, "from": "hand", "of": "opponent", "at_random": True,
                        "as": "r"}, {"add_twilight": "cost($r)"}]))
    sc.minion("1_191")
    sc.hand("1_165", player=1)  # Cave Troll of Moria: cost 10
    event = sc.hand("3_43", player=0)
    game = sc.at_site(2).start("maneuver")
    before = game.s.twilight
    act(game, "play", event)
    assert game.s.twilight == before + 1 + 10  # the event's own cost, then 10


def test_a_bad_count_value_and_at_random_from_the_deck_are_refused_with_the_field():
    with pytest.raises(ScriptError, match=r"3_43.*event.effect\[0\].count.*cosst"):
        compile_scripts(_event([{"heal": "companion", "count": "cosst($r)"}]),
                        default_database())
    with pytest.raises(ScriptError, match=r"3_43.*at_random.*hand"):
        compile_scripts(_event([{"reveal": 1, "at_random": True}]), default_database())
    with pytest.raises(ScriptError, match=r"count.*needs a filter"):
        compile_scripts(_event([{"heal": "companion", "count": "cost"}]), default_database())


def test_spots_or_exerts_names_the_cards_whose_script_spots_or_exerts_that_word():
    """``spots_or_exerts(ranger)``: Gondor's Vengeance ("Exert a ranger companion") and
    Pathfinder (spots a ranger) match; Might of Númenor (spots a [gondor] companion) and
    an unscripted card do not."""
    from ringtable.scripts.filters import compile_filter

    f = compile_filter("spots_or_exerts(ranger)")
    sc = Scenario()
    cards = {c: sc.hand(c, player=0) for c in ("1_106", "1_110", "3_43", "1_317")}
    game = sc.start("fellowship")
    ctx = {"src": cards["1_106"], "p": 0, "v": {}}
    assert [c for c, i in cards.items() if f.match(game, i, ctx)] == ["1_106", "1_110"]
    with pytest.raises(ScriptError, match=r"spots_or_exerts"):
        compile_scripts({"2_47": {"title": "Uruk Scout", "trigger": [
            {"on": "event_being_played", "card": 'spots_or_exerts()',
             "effect": [{"cancel_event": True}]}]}}, default_database())


def test_stack_needs_a_reference_to_stack_on_and_during_action_a_switch():
    """``stack`` goes on one card named by a reference (``on = "self"`` by default);
    ``during_action`` takes true or false."""
    def gnawing(trigger: dict) -> dict:
        return {"6_63": {"title": "Gnawing, Biting, Hacking, Burning", "trigger": [
            {"on": "discarded", "optional": True, **trigger}]}}
    with pytest.raises(ScriptError, match=r"6_63.*effect\[0\].on.*reference"):
        compile_scripts(gnawing({"effect": [{"stack": "$ev", "from": "discard",
                                             "on": "condition"}]}), default_database())
    with pytest.raises(ScriptError, match=r"6_63.*during_action"):
        compile_scripts(gnawing({"if": {"during_action": "yes"},
                                 "effect": [{"stack": "$ev", "from": "discard"}]}),
                        default_database())


def test_count_any_needs_up_to():
    """``count = "any"`` (as many as the player likes) goes with ``up_to = true``: refused
    alone, with the card and the field."""
    with pytest.raises(ScriptError, match=r"3_43.*event.effect\[0\].count.*up_to"):
        compile_scripts(_event([{"heal": "companion", "count": "any"}]), default_database())
    with pytest.raises(ScriptError, match=r"3_43.*event.effect\[0\].count.*up_to"):
        compile_scripts(_event([{"choose": "companion", "count": "any"}]), default_database())


def test_count_any_lets_the_player_take_as_many_as_he_likes():
    """``{ heal = "companion", count = "any", up_to = true }``: Boromir, Aragorn and
    Frodo wounded: the player heals two, then stops."""
    sc = _with(_event([{"heal": "companion", "count": "any", "up_to": True}]))
    chars = [0, sc.companion("1_97"), sc.companion("1_365")]
    for c in chars:
        sc.wounds(c, 1)
    sc.minion("1_191")
    event = sc.hand("3_43", player=0)
    game = sc.at_site(2).start("maneuver")
    act(game, "play", event)
    act(game, "choose", chars[1])
    act(game, "choose", chars[2])
    act(game, "pass")
    assert [game.s.wounds[c] for c in chars] == [1, 0, 0]


def test_stacked_counts_cards_stacked_on_matching_cards_wherever_they_are():
    """``stacked(FILTER)``: stacked cards matching (``on(...)`` reads their host): two
    cards on Courtesy of My Hall, one on The Shards of Narsil; refused without a filter."""
    sc = Scenario()
    hall, shards = sc.support("4_44", player=0), sc.support("3_44", player=0)
    cards = [sc.discard("1_51", player=0) for _ in range(3)]
    game = sc.start("fellowship")
    for card, host in zip(cards, (hall, hall, shards), strict=True):
        effects.stack(game, card, host)
    ctx = {"src": hall, "p": 0, "v": {}}
    assert compile_value("stacked(on(self))")(game, ctx) == 2
    assert compile_value("stacked(on([dwarven] condition))")(game, ctx) == 2
    assert compile_value("stacked(card)")(game, ctx) == 3
    with pytest.raises(ValueError, match="stacked needs a filter"):
        compile_value("stacked")
