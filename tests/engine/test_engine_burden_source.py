"""A burden's source (issue 18): the ``burden_added`` event names the card whose text adds
it ("Each time a Shadow player adds a burden", Spirit of the White Tree), also after an
"about to add a burden" window, whose own event names it too ("If a burden is about to be
added by a Shadow card", Tolman Cotton); the rules' own burdens name no card."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Behaviour, Rules, TriggeredAbility, about, effects
from ringtable.engine.about import replaceable
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario


def test_burden_added_names_the_card_whose_text_adds_it():
    sc = Scenario()
    orc = sc.minion("Goblin Runner")
    game = sc.start("fellowship")
    game._events = []
    effects.add_burden(game, game.s.fp, 1, " (test)", orc)
    effects.add_burden(game, game.s.fp, 1)  # the rules' own: no card
    added = [e for e in game._events if e.kind == "burden_added"]
    assert [e.cards for e in added] == [(orc,), ()]
    assert game.s.burdens[game.s.fp] == 2


def test_the_about_to_add_a_burden_window_keeps_the_source():
    # a card answering "about to add a burden" (a Sam written as an engine behaviour that
    # never prevents it) makes the burden wait in a replace frame
    rules = Rules.base(default_database()).with_behaviours({
        "4_316": Behaviour(scripted=True, triggers=(TriggeredAbility(
            "about_to_add_burden", "never", True, lambda g, src, ev: False,
            lambda g, src, ev: None),))})
    sc = Scenario(rules=rules)
    sc.companion("4_316")
    orc = sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    game._events = []
    replaceable(game, "burden", player=sc.fp, n=1, by=orc)
    assert game.s.stack[-1]["k"] == "replace" and game.s.stack[-1]["by"] == orc
    game.settle()
    added = [e for e in game._events if e.kind == "burden_added"]
    assert [e.cards for e in added] == [(orc,)] and game.s.burdens[sc.fp] == 1


def _announced(source: int | None):
    sc = Scenario(rules=standard_rules(default_database()))
    sc.companion("12_133")  # Tolman Cotton answers the window, so it is opened
    runner = sc.minion("Goblin Runner")
    game = sc.build()
    game._events.clear()
    about.replaceable(game, "burden", player=game.s.fp, n=1,
                      by=runner if source is None else source)
    game._advance()
    return [e for e in game._events if e.kind == "about_to_add_burden"], runner


def test_the_about_to_add_burden_event_names_the_card_adding_it():
    (event,), runner = _announced(None)
    assert event.cards == (runner,)
    (event,), _ = _announced(-1)  # no card's text (a rule adds it): nothing named
    assert event.cards == ()
