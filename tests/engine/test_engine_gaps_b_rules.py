"""Rule modifiers the last Shadows-era starter cards need (issue 18): a keyword lost
whatever gives it, one minion per skirmish, transfers at no twilight cost."""

from __future__ import annotations

from ringtable.engine import effects, stats
from ringtable.testing import Scenario, act, can


def test_a_lost_keyword_reads_zero_printed_or_gained():
    # "loses all damage bonuses" (Armor of the Citadel), "loses fierce and cannot gain
    # fierce" (Harrowdale): rule modifiers no_damage_bonuses, no_fierce (stats.keyword).
    sc = Scenario()
    lurtz = sc.minion("Lurtz")  # damage +1 printed
    enquea = sc.minion("Úlairë Enquëa")  # fierce printed
    other = sc.minion("Uruk Fighter")  # damage +1 printed
    game = sc.start("skirmishes")
    effects.add_modifier(game, lurtz, "kw:damage", 2, "turn")
    assert stats.keyword(game, lurtz, "damage") == 3
    effects.add_modifier(game, lurtz, "rule:no_damage_bonuses", 1, "regroup")
    assert stats.keyword(game, lurtz, "damage") == 0
    assert stats.keyword(game, other, "damage") == 1
    effects.add_modifier(game, enquea, "rule:no_fierce", 1, "regroup")
    effects.add_modifier(game, enquea, "kw:fierce", 1, "turn")  # cannot gain it either
    assert stats.keyword(game, enquea, "fierce") == 0
    effects.expire(game, "regroup")
    assert stats.keyword(game, enquea, "fierce") >= 1  # printed and gained again
    assert stats.keyword(game, lurtz, "damage") == 3


def test_one_minion_per_skirmish_overrides_defender_and_leftovers():
    # Caras Galadhon: "No more than 1 minion can be assigned to each skirmish" (game-wide
    # rule one_minion_per_skirmish, read by combat.AssignStep).
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Heir of Elendil")  # defender +1
    uruks = [sc.minion("Uruk Fighter") for _ in range(4)]
    game = sc.start("assign")
    effects.add_modifier(game, -1, "rule:one_minion_per_skirmish", 1, "turn")
    act(game, "assign", aragorn, uruks[0])
    assert not can(game, "assign", aragorn, uruks[1])  # defender +1 no longer allows two
    act(game, "assign", frodo, uruks[1])
    # every character has its one minion: the Shadow player has no leftover to assign
    assert game.decision.kind == "choose_skirmish"
    assert [game.s.assigned[u] for u in uruks] == [aragorn, frodo, -1, -1]


def test_free_transfers_cost_no_twilight():
    # Chamber of Mazarbul: "The Free Peoples player may transfer Free Peoples artifacts and
    # possessions at no twilight cost" (game-wide rule free_transfers, playing.transfer_cost).
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    boromir = sc.companion("Boromir, Lord of Gondor")
    blade = sc.bear(aragorn, "Blade of Gondor")
    game = sc.start("fellowship")
    effects.add_modifier(game, -1, "rule:free_transfers", 1, "turn")
    act(game, "transfer", blade, boromir)
    assert game.s.bearer[blade] == boromir and game.s.twilight == 0


def test_a_unique_companion_may_be_played_from_the_dead_pile_unless_another_copy_is_there():
    # CR 4.1 "dead pile": "If you have more than one copy of a unique companion in your
    # dead pile, you can't play one of them from your dead pile" (Pinnacle of
    # Zirakzigil plays a Wizard from there); the card itself already counts for the
    # Rule of 9.
    from ringtable.engine import playing

    sc = Scenario()
    gandalf = sc.dead("Gandalf, The Grey Wizard")
    in_hand = sc.hand("Gandalf, The Grey Wizard")
    game = sc.start("fellowship")
    assert playing.can_put_into_play(game, gandalf, 0)
    assert not playing.can_put_into_play(game, in_hand, 0)  # the dead-pile rule
    sc = Scenario()
    gandalf = sc.dead("Gandalf, The Grey Wizard")
    sc.dead("Gandalf, Friend of the Shirefolk")  # another Gandalf
    game = sc.start("fellowship")
    assert not playing.can_put_into_play(game, gandalf, 0)
    sc = Scenario()
    gandalf = sc.dead("Gandalf, The Grey Wizard")
    for _ in range(7):
        sc.companion("Dwarf Guard")  # Frodo and 7: with Gandalf dead, 9
    game = sc.start("fellowship")
    assert playing.can_put_into_play(game, gandalf, 0)  # 8 in play + itself: 9


def test_a_card_under_discard_from_play_leaves_play_at_the_next_check():
    # A state-triggered self-discard (Marauding Orcs: "When you cannot spot another [orc]
    # minion, discard this minion from play"): the rule modifier discard_from_play, read
    # with deaths whenever a card enters or leaves play (effects.check_state_discards).
    sc = Scenario()
    runner = sc.minion("Goblin Runner")
    other = sc.minion("Goblin Runner")
    game = sc.start("shadow")
    effects.add_modifier(game, runner, "rule:discard_from_play", 1, "turn")
    assert game.s.zone[runner] == "minions"  # not yet checked
    effects.discard(game, other)  # a card leaves play: the checks run
    game.settle()
    assert game.s.zone[runner] == "discard"


def test_a_prevented_exertion_as_a_cost_leaves_the_ability_undone():
    # Rush of Steeds: "If a minion exerts as a cost of its special ability, ... prevent
    # that": the event about_to_exert_as_cost comes before the exertion (engine.flow
    # CostExertStep); prevented, the minion stays unexerted and its ability does nothing
    # (CR: costs before effects). Here the response only prevents.
    from ringtable.cards import default_database
    from ringtable.engine import Game, Rules
    from ringtable.scripts.loader import compile_scripts

    db = default_database()
    rules = Rules.base(db).with_behaviours(compile_scripts({
        "11_142": {"title": "Unyielding Goblin", "ability": [{
            "phase": "skirmish", "cost": [{"exert": "self"}],
            "effect": [{"exert": "companion vs(self)"}]}]},
        "11_157": {"title": "Rush of Steeds", "trigger": [{
            "on": "about_to_exert_as_cost", "optional": True,
            "effect": [{"prevent": "cost_exert"}]}]},
    }, db))
    for prevent in (True, False):
        sc = Scenario(rules=rules)
        rush = sc.support("11_157")
        boromir = sc.companion("Boromir, Lord of Gondor")
        goblin = sc.minion("11_142")
        sc.assign(goblin, boromir)
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        act(game, "use", goblin)
        assert game.decision.kind == "optional_trigger"
        game = Game.from_json(game.to_json(), rules)  # the waiting cost survives a save
        act(game, "resolve", rush) if prevent else act(game, "pass")
        assert game.s.wounds[goblin] == (0 if prevent else 1)
        assert game.s.wounds[boromir] == (0 if prevent else 1)
