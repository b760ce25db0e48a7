"""A burden's "about to" event names the card whose text adds it (issue 18, Tolman
Cotton: "If a burden is about to be added by a Shadow card"): ``about.replaceable``
takes the ``source``, the script verb ``add_burden`` passes its card."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import about
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario


def _announced(source: int | None):
    sc = Scenario(rules=standard_rules(default_database()))
    sc.companion("12_133")  # Tolman Cotton answers the window, so it is opened
    runner = sc.minion("Goblin Runner")
    game = sc.build()
    game._events.clear()
    about.replaceable(game, "burden", player=game.s.fp, n=1,
                      source=runner if source is None else source)
    game._advance()
    return [e for e in game._events if e.kind == "about_to_add_burden"], runner


def test_the_about_to_add_burden_event_names_the_card_adding_it():
    (event,), runner = _announced(None)
    assert event.cards == (runner,)
    (event,), _ = _announced(-1)  # no card's text (a rule adds it): nothing named
    assert event.cards == ()
