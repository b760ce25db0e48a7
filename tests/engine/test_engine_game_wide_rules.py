"""Game-wide rule modifiers of Steward's Tomb ("Wounds cannot be prevented or healed.
Burdens cannot be removed."): typed rules with no card (target -1), read where each rule
applies (effects.heal, effects.remove_burden, the wound step). "Cannot be prevented" is
shown with a card text that prevents in tests/cards (Steward's Tomb against Intimidate)."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.testing import Scenario


def _game_with(rule: str | None):
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.wounds(boromir, 2)
    game = sc.burdens(3).start("fellowship")
    if rule:
        effects.add_modifier(game, -1, "rule:" + rule, 1, "turn")
    return game, boromir


def test_no_healing_stops_every_heal_and_says_so():
    game, boromir = _game_with("no_healing")
    effects.heal(game, boromir, 2)
    assert game.s.wounds[boromir] == 2
    game2, boromir2 = _game_with(None)
    effects.heal(game2, boromir2, 2)
    assert game2.s.wounds[boromir2] == 0


def test_no_burden_removal_stops_removing_burdens():
    game, _b = _game_with("no_burden_removal")
    assert effects.removable_burdens(game, 0) == 0
    effects.remove_burden(game, 0, 2)
    assert game.s.burdens[0] == 3
    game2, _b2 = _game_with(None)
    assert effects.removable_burdens(game2, 0) == 3
    effects.remove_burden(game2, 0, 2)
    assert game2.s.burdens[0] == 1


def test_a_rule_on_one_card_is_not_game_wide():
    """Only a modifier with no card (-1) is game-wide: one on Boromir changes nothing."""
    game, boromir = _game_with(None)
    effects.add_modifier(game, boromir, "rule:no_healing", 1, "turn")
    effects.heal(game, boromir, 1)
    assert game.s.wounds[boromir] == 1


def test_shadow_initiative_overrides_the_free_peoples_hand():
    """Haradwaith: "the Shadow has initiative, regardless of the Free Peoples player's
    hand" (``shadow_initiative``, read by ``stats.fp_has_initiative``)."""
    from ringtable.engine import stats

    sc = Scenario()
    for _ in range(5):
        sc.hand("1_317", player=0)
    game = sc.start("fellowship")
    assert stats.fp_has_initiative(game)
    effects.add_modifier(game, -1, "rule:shadow_initiative", 1, "turn")
    assert not stats.fp_has_initiative(game) and stats.has_initiative(game, 1)


def test_must_move_again_leaves_only_the_move_at_the_regroup_choice():
    """Osgiliath Channel: "make the Free Peoples player choose to move again this turn"
    (``must_move_again``, read by the regroup choice when he may move)."""
    for rule, kinds in ((None, ["move", "stay"]), ("must_move_again", ["move"])):
        sc = Scenario()
        sc.companion("1_97")
        game = sc.at_site(2).start("regroup_choice")
        if rule:
            effects.add_modifier(game, -1, "rule:" + rule, 1, "turn")
        assert game.decision.kind == "move_again"
        assert sorted(a.kind for a in game.legal_actions()) == kinds


def test_ring_bearer_corrupted_corrupts_the_free_peoples_ring_bearer_at_the_next_check():
    # The Irresistible Shadow: "the Ring-bearer is corrupted" while its condition holds
    # (effects.check_corruption reads the game-wide rule at every burden and state check)
    game, _b = _game_with("ring_bearer_corrupted")
    assert game.s.outcome is None  # nothing checked yet
    effects.add_burden(game, 0, 1)
    assert game.s.outcome is not None
    game2, _b2 = _game_with(None)
    effects.add_burden(game2, 0, 1)
    assert game2.s.outcome is None


def test_corrupt_ends_the_game_for_the_free_peoples_player():
    # "corrupt the Ring-bearer" (Despair): effects.corrupt, whatever the burdens
    game, _b = _game_with(None)
    effects.corrupt(game, 0)
    assert game.s.outcome is not None and game.s.burdens[0] == 3


def test_emptying_a_draw_deck_asks_for_a_state_check():
    # state.move: the last card leaving a draw deck sets RECHECK (an emptied deck may
    # corrupt: The Irresistible Shadow); an earlier card does not
    from ringtable.engine.state import RECHECK
    sc = Scenario()
    first, last = sc.draw_top("1_97"), sc.draw_top("1_97")
    game = sc.build()
    game.s.counters.pop(RECHECK, None)
    game.s.move(last, "hand")
    assert RECHECK not in game.s.counters
    game.s.move(first, "hand")
    assert RECHECK in game.s.counters
