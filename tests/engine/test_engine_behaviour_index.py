"""The per-deck behaviour index (shared by games of the same cards) and the read-only
memo used while legal actions are listed: both are speed-ups that must never change an
answer."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import ActivatedAbility, Behaviour, Rules
from ringtable.engine.stats import strength
from ringtable.testing import Scenario, act, can

ARAGORN = "1_89"  # Aragorn, Ranger of the North


def _with(*changes: tuple[str, Behaviour]) -> Rules:
    """The engine's base rules with some cards given behaviours (nothing global)."""
    return Rules.base(default_database()).with_behaviours(dict(changes))


def _aragorn_game(rules: Rules | None = None) -> tuple[object, int]:
    sc = Scenario(rules=rules)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    return sc.start("fellowship"), aragorn


def test_two_rule_sets_live_in_one_process_and_each_shares_its_index():
    plus_two = _with((ARAGORN, Behaviour(
        scripted=True, statics=(lambda g, src, target, stat: 2 if stat == "strength"
                                and target == src else 0,))))
    first, aragorn = _aragorn_game()
    second, aragorn2 = _aragorn_game(plus_two)
    assert second.s.defs == first.s.defs  # same cards, other rules: their own answer
    assert strength(first, aragorn) == 8 and strength(second, aragorn2) == 10
    third, aragorn3 = _aragorn_game(plus_two)
    assert third._index is second._index  # same cards, same rules: one index
    assert strength(third, aragorn3) == 10
    assert strength(_aragorn_game()[0], aragorn) == 8


def test_an_ability_is_offered_only_in_its_phase_and_only_to_its_holder():
    used: list[int] = []
    rules = _with((ARAGORN, Behaviour(scripted=True, abilities=(
        ActivatedAbility("fellowship", "Aragorn: wave", lambda g, src, p: True,
                         lambda g, src, p: used.append(src)),))))
    game, aragorn = _aragorn_game(rules)
    assert can(game, "use", aragorn)
    act(game, "use", aragorn)
    assert used == [aragorn]
    sc = Scenario(rules=rules)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    maneuver = sc.start("maneuver")
    assert not can(maneuver, "use", aragorn)


def test_the_memo_lives_only_while_actions_are_listed():
    game, aragorn = _aragorn_game()
    assert game.memo is None
    game.legal_actions()
    assert game.memo is None
    clone = game.clone()
    assert clone.memo is None and clone.legal_actions() == game.legal_actions()


def test_values_read_while_listing_match_values_read_outside():
    """A static modifier whose amount depends on the state: the listing reads it through
    the memo, a later read after a change must see the new value."""
    game, aragorn = _aragorn_game(_with((ARAGORN, Behaviour(scripted=True, statics=(
        lambda g, src, target, stat: g.s.wounds[src] if stat == "strength"
        and target == src else 0,)))))
    game.legal_actions()
    assert strength(game, aragorn) == 8
    game.s.wounds[aragorn] = 2
    assert strength(game, aragorn) == 10


def test_triggers_about_the_named_cards_queue_in_instance_order():
    """Triggers asked only about the cards an event names ("each time this minion wins
    a skirmish") queue in the same order as every other trigger: by instance."""
    from ringtable.engine import TriggeredAbility
    from ringtable.engine.triggers import collect
    from ringtable.engine.values import Event

    sc = Scenario()
    first = sc.companion("Aragorn, Ranger of the North")
    second = sc.companion("Gimli, Dwarf of Erebor")
    ids = [sc.build().s.defs[c] for c in (first, second)]
    rules = _with(*((card_id, Behaviour(scripted=True, triggers=(TriggeredAbility(
        "skirmish_resolved", "won", True, lambda g, src, ev: True, lambda g, src, ev: None,
        about_source=True),))) for card_id in ids))
    sc = Scenario(rules=rules)
    first = sc.companion("Aragorn, Ranger of the North")
    second = sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    assert first < second
    collect(game, Event("skirmish_resolved", "", 0, (second, first)))
    assert [p[0] for p in game.s.pending] == [first, second]
    game.s.pending = []
    collect(game, Event("skirmish_resolved", "", 0, (second,)))
    assert [p[0] for p in game.s.pending] == [second]  # only the named card


def _vitality_bonus(amount: int, stat: str | None):
    """A static modifier "+amount to its own card", saying its stat or not (a modifier
    that does not say is asked about every stat)."""
    def modifier(g, src, target, asked):
        return amount if asked == "vitality" and target == src else 0
    if stat is not None:
        modifier.stat = stat
    return modifier


def test_stats_no_modifier_changes_are_read_without_asking_and_the_others_are():
    from ringtable.engine.stats import keyword, vitality

    game, aragorn = _aragorn_game()
    assert vitality(game, aragorn) == 4 and "vitality" not in game.static_stats
    for stat, expected in (("vitality", 5), (None, 5), ("strength", 4)):
        rules = _with((ARAGORN, Behaviour(scripted=True, statics=(_vitality_bonus(1, stat),))))
        game, aragorn = _aragorn_game(rules)
        assert ("vitality" in game.static_stats) == (stat != "strength")
        assert vitality(game, aragorn) == expected, stat
        again, aragorn2 = _aragorn_game(rules)  # the shared per-card table answers alike
        assert vitality(again, aragorn2) == expected, stat
        assert keyword(again, aragorn2, "ranger") == 1


def test_a_triggers_single_named_card_queues_its_own_triggers_in_order():
    from ringtable.engine import TriggeredAbility
    from ringtable.engine.triggers import collect
    from ringtable.engine.values import Event

    rules = _with((ARAGORN, Behaviour(scripted=True, triggers=tuple(TriggeredAbility(
        "skirmish_resolved", label, True, lambda g, src, ev: True, lambda g, src, ev: None,
        about_source=True) for label in ("first", "second")))))
    sc = Scenario(rules=rules)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    collect(game, Event("skirmish_resolved", "", 0, (aragorn,)))
    assert [(p[0], p[1]) for p in game.s.pending] == [(aragorn, 0), (aragorn, 1)]
