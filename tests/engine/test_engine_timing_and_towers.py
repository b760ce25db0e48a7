"""Two Towers rules (site control, liberation, culture tokens) and timing: triggers
(required before optional, the Free Peoples player orders required ones), costs before
effects, modifiers read at every use, through the Behaviour seam card scripts will use."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.engine import ActivatedAbility, Behaviour, Rules, TriggeredAbility, effects
from ringtable.engine.stats import strength
from ringtable.testing import Scenario, act, can, pass_until, texts


def test_site_control_takes_the_lowest_site_behind_every_marker():
    sc = Scenario()
    sc.at_site(3)
    game = sc.build()
    game.s.site[1] = 3
    site1, site2 = game.s.path[1], game.s.path[2]
    assert effects.take_control(game, 1)
    assert game.s.controller[site1] == 1
    assert effects.take_control(game, 1)
    assert game.s.controller[site2] == 1
    assert not effects.take_control(game, 1)  # site 3 holds a marker
    assert effects.controls_site(game, 1) == 2
    effects.add_culture_token(game, site2, "raider", 2)
    assert effects.liberate(game, 0)  # the highest-numbered controlled site first
    assert site2 not in game.s.controller and site1 in game.s.controller
    assert effects.culture_tokens(game, site2, "raider") == 0


def test_no_control_while_a_marker_is_on_the_lowest_site():
    sc = Scenario()
    sc.at_site(3)
    game = sc.build()
    game.s.site[1] = 1
    assert not effects.take_control(game, 1)


def test_culture_tokens_add_and_remove_never_negative():
    sc = Scenario()
    cond = sc.support("Greatest Kingdom of My People")
    game = sc.build()
    effects.add_culture_token(game, cond, "dwarven", 2)
    assert effects.remove_culture_token(game, cond, "dwarven", 5) == 2
    assert effects.culture_tokens(game, cond, "dwarven") == 0
    assert cond not in game.s.tokens


class _Scripted:
    """Behaviours a test gives some cards, as the card scripts do; ``rules()`` is the
    engine's base rules with them (handed to the test's Scenario, nothing global)."""

    def __init__(self) -> None:
        self.changes: dict[str, Behaviour] = {}

    def __call__(self, card_id: str, behaviour: Behaviour) -> None:
        self.changes[card_id] = behaviour

    def rules(self) -> Rules:
        return Rules.base(default_database()).with_behaviours(self.changes)


@pytest.fixture
def scripted() -> _Scripted:
    return _Scripted()


def _moves_trigger(label: str, required: bool, amount: int) -> TriggeredAbility:
    return TriggeredAbility(
        "moves", label, required, lambda g, src, ev: True,
        lambda g, src, ev: effects.add_twilight(g, amount, f" ({label})"))


def test_required_triggers_first_ordered_by_free_peoples_then_optional(scripted):
    scripted("1_7", Behaviour(scripted=True, triggers=(_moves_trigger("guard", True, 1),)))
    scripted("1_53", Behaviour(scripted=True, triggers=(_moves_trigger("elf", True, 2),)))
    scripted("1_178", Behaviour(scripted=True, triggers=(_moves_trigger("orc", False, 5),)))
    sc = Scenario(rules=scripted.rules())
    sc.companion("Dwarf Guard")
    elf = sc.companion("Lorien Elf")
    sc.minion("Goblin Runner")
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.decision.kind == "order_triggers" and game.decision.player == 0
    assert game.s.twilight == 0  # "moves" triggers resolve before the move's twilight
    events = act(game, "resolve", elf)
    assert "2 twilight added (elf)" in texts(events)[0]
    assert any("(guard)" in t for t in texts(events))
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    events = act(game, "resolve")
    assert "(orc)" in texts(events)[0]
    assert game.s.phase == "shadow"


def test_costs_are_paid_before_effects_even_if_the_effect_is_prevented(scripted):
    def can_use(g, src, player):
        return g.s.zone[src] == "fellowship" and g.s.wounds[src] + 1 < 2

    def use(g, src, player):
        effects.exert(g, src)  # the cost
        if g.s.counters.get("prevent"):  # the effect is prevented...
            return
        effects.add_modifier(g, src, "strength", 2, "skirmish")

    scripted("1_7", Behaviour(scripted=True, abilities=(
        ActivatedAbility("maneuver", "Exert to be strength +2", can_use, use),)))
    sc = Scenario(rules=scripted.rules())
    guard = sc.companion("Dwarf Guard")
    sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    game.s.counters["prevent"] = 1
    act(game, "use", guard)
    assert game.s.wounds[guard] == 1 and strength(game, guard) == 4
    act(game, "pass")
    assert not can(game, "use", guard)  # exhausted: cannot pay the cost again


def test_static_modifiers_are_read_every_time(scripted):
    def plus_one_per_companion(g, src, target, stat):
        if stat == "strength" and target == src:
            return len(g.s.piles[g.s.owner[src]]["fellowship"]) - 1
        return 0

    scripted("1_7", Behaviour(scripted=True, statics=(plus_one_per_companion,)))
    sc = Scenario(rules=scripted.rules())
    guard = sc.companion("Dwarf Guard")
    boromir = sc.hand("Boromir, Lord of Gondor")
    game = sc.start("fellowship")
    assert strength(game, guard) == 4 + 1
    act(game, "play", boromir)
    assert strength(game, guard) == 4 + 2


def test_play_requirement_and_bearer_filter_come_from_the_behaviour(scripted):
    scripted("1_7", Behaviour(scripted=True, play_requirement=lambda g, card, p: any(
        g.cards[c].race == "dwarf" for c in g.s.piles[p]["fellowship"])))
    scripted("1_92", Behaviour(scripted=True, bearer_filter=lambda g, card, b, p:
                               g.cards[b].race == "man"))
    sc = Scenario(rules=scripted.rules())
    guard = sc.hand("Dwarf Guard")
    armor = sc.hand("Armor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    assert not can(game, "play", guard)
    assert can(game, "play", armor, aragorn) and not can(game, "play", armor, sc.ring_bearer())


def test_the_active_site_offers_its_abilities_unless_controlled(scripted):
    draw = Behaviour(scripted=True, abilities=(ActivatedAbility(
        "fellowship", "Draw a card", lambda g, src, p: True,
        lambda g, src, p: effects.draw(g, p, 1)),))
    scripted("1_337", draw)  # site 3 of the Shadow player's default adventure deck
    sc = Scenario(rules=scripted.rules())
    sc.draw_top("Dwarf Guard")
    sc.at_site(3)
    game = sc.start("fellowship")
    terrace = game.s.path[3]
    assert can(game, "use", terrace)
    act(game, "use", terrace)
    assert len(game.s.piles[0]["hand"]) == 1
    game.s.controller[terrace] = 1
    game.settle()
    assert not can(game, "use", terrace)


def test_about_to_take_a_wound_responses_can_prevent_it(scripted):
    """The seam Armor ("takes no more than 1 wound during each skirmish phase") needs."""
    from ringtable.engine.combat import prevent_wound

    def second_wound(g, src, ev):
        bearer = g.s.bearer[src]
        return ev.cards[0] == bearer and g.s.wounds[bearer] >= 1  # then the sources

    scripted("1_92", Behaviour(scripted=True, triggers=(TriggeredAbility(
        "about_to_take_wound", "no more than 1 wound", True, second_wound,
        lambda g, src, ev: prevent_wound(g)),)))
    sc = Scenario(rules=scripted.rules())
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Armor")
    troll = sc.minion("Uruk Brood")  # strength 9, damage +1: two wounds
    sc.assign(troll, aragorn)
    game = sc.start("skirmishes")
    events = pass_until(game, "skirmish_ended")
    assert game.s.wounds[aragorn] == 1
    assert "The wound to Aragorn is prevented" in texts(events)


def test_cards_stacked_on_a_liberated_site_are_discarded():
    sc = Scenario()
    looter = sc.hand("Goblin Runner", player=1)
    sc.at_site(3)
    game = sc.build()
    game.s.site[1] = 3
    assert effects.take_control(game, 1)
    site1 = game.s.path[1]
    effects.stack(game, looter, site1)
    assert game.s.zone[looter] == "stacked" and effects.stacked_on(game, site1) == [looter]
    assert effects.liberate(game, 0)
    assert game.s.zone[looter] == "discard" and game.s.bearer[looter] == -1


def test_an_effect_suspends_for_a_choice_that_survives_save_and_load(scripted):
    """"Exert a Hobbit companion to remove a burden" as a script would do it: the cost's
    target is a pending Decision held as data."""
    import json

    from ringtable.engine import Game
    from ringtable.engine.choice import CONTINUATIONS, choose, continuation

    if "test_exert_then_remove_burden" not in CONTINUATIONS:
        @continuation("test_exert_then_remove_burden")
        def _after(g, ctx, chosen):
            effects.exert(g, chosen[0])
            effects.remove_burden(g, ctx["player"])

    def use(g, src, player):
        hobbits = [c for c in g.s.piles[player]["fellowship"] if g.cards[c].race == "hobbit"]
        choose(g, player, "Exert a Hobbit companion", hobbits,
               "test_exert_then_remove_burden", {"player": player})

    scripted("1_312", Behaviour(scripted=True, on_event_played=use))
    sc = Scenario(rules=scripted.rules())
    sam = sc.companion("Sam, Son of Hamfast")
    event = sc.hand("Sorry About Everything")
    sc.burdens(2)
    game = sc.start("fellowship")
    act(game, "play", event)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {
        sc.ring_bearer(), sam}
    assert game.s.zone[event] == "removed"  # resolving
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    for g in (game, loaded):
        act(g, "choose", sam)
        assert g.s.wounds[sam] == 1 and g.s.burdens[0] == 1
        assert g.decision.kind == "action"
        assert g.s.zone[event] == "discard"
    assert loaded.to_json() == game.to_json()
