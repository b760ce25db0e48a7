"""The One Ring, the Ring-bearer and Sam's succession; regroup, reconcile, the move
limit; winning and losing; characters (exertion, healing, lost vitality)."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.engine.stats import can_exert, move_limit, strength
from ringtable.testing import Scenario, act, pass_until, start_frame, texts


def test_ruling_ring_response_then_burdens_instead_of_wounds_until_regroup():
    sc = Scenario()
    frodo = sc.ring_bearer()
    soldier = sc.minion("Uruk Soldier")  # damage +1: two wounds
    sc.assign(soldier, frodo)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="ring_response")
    assert game.decision.player == 0
    events = texts(act(game, "wear_ring"))
    assert game.s.wounds[frodo] == 0
    assert game.s.burdens[0] == 2  # both wounds became burdens
    # worn until the regroup phase starts, then taken off
    on = events.index("Frodo puts on The One Ring")
    regroup = events.index("Regroup phase")
    assert on < regroup < events.index("Frodo takes off The One Ring")
    assert game.s.phase == "regroup" and not game.s.wearing[0]


def test_declining_the_ring_takes_the_wounds():
    sc = Scenario()
    frodo = sc.ring_bearer()
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, frodo)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="ring_response")
    act(game, "pass")
    assert game.s.wounds[frodo] == 1 and game.s.burdens[0] == 0


def test_ruling_ring_is_not_offered_against_archery_wounds():
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.minion("Goblin Marksman")  # archer
    game = sc.start("archery_fire")
    act(game, "wound", frodo)
    assert game.s.wounds[frodo] == 1 and game.decision.kind != "ring_response"


def test_isildurs_bane_answers_any_wound_with_two_burdens():
    sc = Scenario(rings=("1_1", "1_2"))
    frodo = sc.ring_bearer()
    sc.minion("Goblin Marksman")
    game = sc.start("archery_fire")
    act(game, "wound", frodo)
    assert game.decision.kind == "ring_response"
    act(game, "wear_ring")
    assert game.s.wounds[frodo] == 0 and game.s.burdens[0] == 2


def test_answer_to_all_riddles_skirmish_ability_and_strength_bonus():
    sc = Scenario(rings=("4_1", "1_2"))
    frodo = sc.ring_bearer()
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, frodo)
    game = sc.start("skirmishes")
    assert strength(game, frodo) == 3
    act(game, "use", sc.ring())
    assert game.s.burdens[0] == 1 and game.s.wearing[0]
    assert strength(game, frodo) == 5


def test_answer_to_all_riddles_is_not_offered_to_its_holder_in_the_opponents_turn():
    """Issue 16: the Shadow player was offered his own Answer to All Riddles ability in
    the opponent's turn; only the Free Peoples player's Ring-bearer can wear the Ring."""
    sc = Scenario(rings=("1_2", "4_1"))
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, sc.ring_bearer())
    game = sc.start("skirmishes")
    shadow_ring = sc.ring(1)
    while game.decision is not None and game.s.phase == "skirmish":
        assert not any(a.kind == "use" and a.card == shadow_ring
                       for a in game.legal_actions()), game.decision
        act(game, "pass")
    assert not game.s.wearing[1] and game.s.burdens[1] == 0


def test_bearers_burdens_reaching_resistance_corrupt():
    sc = Scenario()
    sc.burdens(9)
    game = sc.start("fellowship")
    effects.add_burden(game, 0, 1)
    assert game.outcome.winner == 1 and "corrupted" in game.outcome.reason


def test_sam_succeeds_frodo_when_frodo_is_killed():
    sc = Scenario()
    frodo = sc.ring_bearer()
    sam = sc.companion("Sam, Son of Hamfast")
    sc.burdens(2)
    game = sc.start("fellowship")
    effects.kill(game, frodo)
    game.settle()
    assert game.decision.kind == "succession" and game.decision.cards == (sam,)
    act(game, "succeed", sam)
    assert game.outcome is None
    assert game.s.ring_bearer[0] == sam and game.s.bearer[sc.ring()] == sam
    assert game.s.burdens[0] == 2 and not game.s.wearing[0]


def test_without_sam_a_killed_ring_bearer_loses():
    sc = Scenario()
    frodo = sc.ring_bearer()
    game = sc.start("fellowship")
    effects.kill(game, frodo)
    game.settle()
    assert game.outcome.winner == 1 and "killed" in game.outcome.reason


def test_shadow_reconciles_then_free_peoples_moves_again_up_to_the_move_limit():
    sc = Scenario()
    for _ in range(10):
        sc.hand("Goblin Runner", player=1)
    sc.at_site(2, moves=1)
    game = sc.start("regroup")
    pass_until(game, decision_kind="reconcile")
    assert game.decision.player == 1
    act(game, "pass")
    assert game.decision.kind == "reconcile_discard"
    act(game, "discard", game.s.piles[1]["hand"][0])
    act(game, "discard", game.s.piles[1]["hand"][0])
    assert len(game.s.piles[1]["hand"]) == 8
    assert game.decision.kind == "move_again" and move_limit(game) == 2
    act(game, "move")
    assert game.s.site[0] == 3 and game.s.moves == 2
    pass_until(game, decision_kind="reconcile")
    # the second move used the limit: no more "move again"
    assert game.decision.player == 1


def test_move_limit_modifier_lasts_the_turn_and_minions_are_discarded_at_its_end():
    sc = Scenario()
    orc = sc.minion("Goblin Runner")
    sc.at_site(2, moves=2)
    game = sc.build()
    effects.add_modifier(game, -1, "move_limit", 1, "turn")
    assert move_limit(game) == 3
    from ringtable.engine.framework import push
    game.s.fp = 0
    push(game, "turn", st="regroup_choice")
    game._advance()
    assert game.decision.kind == "move_again"
    act(game, "stay")
    pass_until(game, "turn_ended")
    assert game.s.zone[orc] == "discard"
    assert move_limit(game) == 2


def test_surviving_at_site_9_wins():
    sc = Scenario()
    frodo = sc.ring_bearer()
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, frodo).at_site(9)
    sc.companion("Aragorn, Ranger of the North")
    game = sc.start("skirmishes")
    pass_until(game)
    assert game.outcome.winner == 0 and "site 9" in game.outcome.reason


def test_exhausted_cannot_exert_and_exert_x_times_needs_x_plus_one():
    sc = Scenario()
    guard = sc.companion("Dwarf Guard")  # vitality 2
    game = sc.build()
    assert can_exert(game, guard) and not can_exert(game, guard, 2)
    effects.exert(game, guard)
    assert not can_exert(game, guard)
    effects.exert(game, guard)  # "must exert" on an exhausted character does nothing
    assert game.s.wounds[guard] == 1 and game.s.zone[guard] == "fellowship"


def test_a_lost_vitality_bonus_kills_and_minions_go_to_discard():
    sc = Scenario()
    guard = sc.companion("Dwarf Guard")
    orc = sc.minion("Goblin Runner")
    sc.wounds(guard, 1)
    game = sc.build()
    effects.add_modifier(game, guard, "vitality", 1, "skirmish")
    effects.wound(game, guard)
    assert game.s.zone[guard] == "fellowship"
    effects.expire(game, "skirmish")
    assert game.s.zone[guard] == "dead"
    effects.wound(game, orc)
    assert game.s.zone[orc] == "discard"
    effects.heal(game, sc.ring_bearer())  # healing an unwounded character does nothing
    assert game.s.wounds[sc.ring_bearer()] == 0


def test_wound_frame_stops_when_the_character_leaves_play():
    sc = Scenario()
    guard = sc.companion("Dwarf Guard")
    game = sc.build()
    start_frame(game, "wound", t=guard, n=5, sk=True, why="")
    assert game.s.zone[guard] == "dead" and not game.s.stack
