"""Where a wound comes from: the "about to take a wound" event names the card, then the
wound's sources (the minions winning the skirmish; the card whose text wounds, as
``queue_wounds(..., by=...)``), for "a wound from a [sauron] minion" (Erestor)."""

from __future__ import annotations

from ringtable.engine import Behaviour, Rules, TriggeredAbility
from ringtable.engine.combat import queue_wounds
from ringtable.testing import Scenario, pass_until


def _listening_rules() -> Rules:
    """Rules where one card (Celeborn) listens to "about to take a wound", so the engine
    emits the event (games without such a card skip it)."""
    base = Rules.base(Scenario().db)
    listen = TriggeredAbility("about_to_take_wound", "listen", False,
                              lambda g, src, ev: False, lambda g, src, ev: None)
    return base.with_behaviours({"1_34": Behaviour(scripted=True, triggers=(listen,))})


def test_a_skirmish_wound_names_the_winning_minion_after_the_loser():
    sc = Scenario(rules=_listening_rules())
    sc.ally("1_34")
    boromir = sc.companion("1_97")
    soldier = sc.minion("1_154")
    sc.assign(soldier, boromir)
    game = sc.start("skirmishes")
    events = pass_until(game, "about_to_take_wound")
    about = next(e for e in events if e.kind == "about_to_take_wound")
    assert about.cards == (boromir, soldier)


def test_a_wound_queued_by_a_card_names_it():
    sc = Scenario(rules=_listening_rules())
    sc.ally("1_34")
    boromir = sc.companion("1_97")
    soldier = sc.minion("1_154")
    game = sc.start("fellowship")
    queue_wounds(game, boromir, 1, by=(soldier,))
    game._events = []
    game.settle()
    about = next(e for e in game._events if e.kind == "about_to_take_wound")
    assert about.cards == (boromir, soldier)
