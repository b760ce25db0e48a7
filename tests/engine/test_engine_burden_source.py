"""A burden's source (issue 18): the ``burden_added`` event names the card whose text adds
it ("Each time a Shadow player adds a burden", Spirit of the White Tree), also after an
"about to add a burden" window, whose own event names it too ("If a burden is about to be
added by a Shadow card", Tolman Cotton); the rules' own burdens name no card."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Behaviour, Rules, TriggeredAbility, about, effects
from ringtable.engine.about import replaceable
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, act


def _answering(kind: str) -> Rules:
    """Base rules where Sam (4_316) answers the event ``kind`` and never does anything:
    enough for an "about to" window to open."""
    return Rules.base(default_database()).with_behaviours({
        "4_316": Behaviour(scripted=True, triggers=(TriggeredAbility(
            kind, "never", True, lambda g, src, ev: False, lambda g, src, ev: None),))})


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


def test_the_about_to_add_burden_event_names_the_card_adding_it_tolman_cotton():
    (event,), runner = _announced(None)
    assert event.cards == (runner,)
    (event,), _ = _announced(-1)  # no card's text (a rule adds it): nothing named
    assert event.cards == ()


def test_the_about_to_add_a_burden_event_names_the_card_adding_it():
    # Melilot Brandybuck (3_110): "If a burden is about to be added by a Shadow card"
    rules = _answering("about_to_add_burden")
    sc = Scenario(rules=rules)
    sc.companion("4_316")
    orc = sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    game._events = []
    replaceable(game, "burden", player=sc.fp, n=1, by=orc)
    replaceable(game, "burden", player=sc.fp, n=1)  # the rules' own: no card
    game.settle()
    about = [e for e in game._events if e.kind == "about_to_add_burden"]
    assert sorted(e.cards for e in about) == [(), (orc,)]  # (frames: last pushed first)


def test_burden_removed_names_the_card_whose_text_removes_it():
    # The Shire Countryside (3_113): "Each time you remove a burden (except by a Hobbit's
    # game text)"
    sc = Scenario()
    sam = sc.companion("1_311")
    game = sc.burdens(3).start("fellowship")
    game._events = []
    effects.remove_burden(game, game.s.fp, 1, sam)
    effects.remove_burden(game, game.s.fp, 1)
    removed = [e for e in game._events if e.kind == "burden_removed"]
    assert [e.cards for e in removed] == [(sam,), ()] and game.s.burdens[game.s.fp] == 1


def test_take_off_the_ring_by_a_card_text():
    # O Elbereth! Gilthoniel! (2_108): "take off The One Ring"
    from ringtable.engine import ring

    sc = Scenario()
    game = sc.start("fellowship")
    game._events = []
    ring.take_off(game, sc.fp)  # not worn: nothing happens
    assert not game._events
    ring.put_on(game, sc.fp)
    ring.take_off(game, sc.fp)
    assert game.s.wearing[sc.fp] == 0 and [e.kind for e in game._events] == ["ring_on", "ring_off"]


def test_a_game_wide_shadow_number_modifier_reads_for_every_site():
    # Deft in Their Movements (2_99): "each site's Shadow number -2 until the end of the turn"
    from ringtable.engine import stats

    sc = Scenario()
    game = sc.at_site(2).start("fellowship")
    site = stats.current_site(game)
    before = stats.shadow_number(game, site)
    effects.add_modifier(game, -1, "shadow_number", -2, "turn", -1)
    assert stats.shadow_number(game, site) == max(0, before - 2)
    effects.add_modifier(game, -1, "shadow_number", -9, "turn", -1)
    assert stats.shadow_number(game, site) == 0  # never below 0


def test_twilight_added_by_a_card_text_waits_for_its_about_to_window():
    # Three Monstrous Trolls (3_114): "If a Shadow card is about to add any number of
    # twilight tokens ... prevent this": the window opens only when a card answers it
    rules = _answering("about_to_add_twilight")
    for answered in (True, False):
        sc = Scenario(rules=rules if answered else None)
        sc.companion("4_316")
        orc = sc.minion("Goblin Runner")
        game = sc.start("maneuver")
        game._events = []
        replaceable(game, "twilight", player=sc.shadow, n=2, by=orc)
        if answered:
            assert game.s.stack[-1]["k"] == "replace" and game.s.twilight == 0
            game.settle()
        about = [e.cards for e in game._events if e.kind == "about_to_add_twilight"]
        assert about == ([(orc,)] if answered else []) and game.s.twilight == 2


def test_a_heal_waits_for_its_about_to_window_when_a_card_answers_it():
    # Extraordinary Resilience (1_287): "If the Ring-bearer is about to heal, remove a
    # burden instead": the sanctuary heal, a same-title discard and a card's text heal
    # through the window, opened only when some card of the game answers it
    rules = _answering("about_to_heal")
    for answered in (True, False):
        sc = Scenario(rules=rules if answered else None)
        sc.companion("4_316")
        frodo = sc.ring_bearer()
        game = sc.wounds(frodo, 2).at_site(3).start("start")
        while game.decision.kind != "sanctuary_heal":
            act(game, "pass")
        kinds = [e.kind for e in act(game, "heal", frodo)]
        assert ("about_to_heal" in kinds) == answered and game.s.wounds[frodo] == 1


def test_a_discard_from_hand_by_a_card_text_names_that_card():
    # Old Noakes (3_111): "Each time a Shadow card makes you discard a card from hand"
    sc = Scenario()
    orc = sc.minion("Goblin Runner")
    first, second = sc.hand("1_97"), sc.hand("1_89")
    game = sc.start("fellowship")
    game._events = []
    effects.discard(game, first, " (test)", orc)
    effects.discard(game, second)  # the rules' own (reconcile): no such event
    named = [e.cards for e in game._events if e.kind == "discarded_from_hand"]
    assert named == [(first, orc)]
