"""Start of turn, fellowship phase (playing cards, limits, healing by discard, transfer,
Rule of 4, the move), Shadow phase (roaming, skipping to regroup), the action procedure."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.testing import Scenario, act, can, pass_until, texts


def test_start_of_turn_empties_the_pool_and_sanctuary_heals_up_to_five():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    gimli = sc.companion("Gimli, Son of Gloin")
    sc.wounds(aragorn, 3).wounds(gimli, 2).wounds(sc.ring_bearer(), 1)
    sc.twilight(7).at_site(3)  # Rivendell Terrace: sanctuary
    game = sc.start("start")
    assert game.s.twilight == 0
    assert game.decision.kind == "sanctuary_heal"
    for card in (aragorn, aragorn, aragorn, gimli, gimli):
        act(game, "heal", card)
    assert game.decision.kind == "action"  # five heals used: the Frodo wound stays
    assert game.s.wounds[aragorn] == 0 and game.s.wounds[gimli] == 0
    assert game.s.wounds[sc.ring_bearer()] == 1


def test_no_sanctuary_healing_elsewhere():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(aragorn, 1).at_site(2)
    game = sc.start("start")
    assert game.decision.kind == "action"


def test_play_companion_adds_twilight_and_uniqueness_is_by_title():
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    other = sc.hand("Aragorn, King in Exile")
    boromir = sc.hand("Boromir, Lord of Gondor")
    game = sc.start("fellowship")
    assert not can(game, "play", other)
    events = act(game, "play", boromir)
    assert game.s.zone[boromir] == "fellowship"
    assert game.s.twilight == 3
    assert "Player 1 plays Boromir" in texts(events)


def test_unique_companion_in_dead_pile_cannot_be_played_again():
    sc = Scenario()
    sc.dead("Boromir, Lord of Gondor")
    boromir = sc.hand("Boromir, Son of Denethor")
    guard = sc.hand("Dwarf Guard")
    sc.dead("Dwarf Guard")
    game = sc.start("fellowship")
    assert not can(game, "play", boromir)
    assert can(game, "play", guard)  # a non-unique copy may be played again


def test_rule_of_9_merry_and_two_dwarf_guards_in_the_dead_pile():
    """CR: with Merry and two Dwarf Guards dead, at most 6 companions in play."""
    sc = Scenario()
    sc.dead("Merry, From O'er the Brandywine")
    sc.dead("Dwarf Guard")
    sc.dead("Dwarf Guard")
    for name in ("Aragorn, Ranger of the North", "Gimli, Son of Gloin",
                 "Legolas, Greenleaf", "Boromir, Lord of Gondor"):
        sc.companion(name)
    guard = sc.hand("Dwarf Guard")
    guard2 = sc.hand("Dwarf Guard")
    game = sc.start("fellowship")
    act(game, "play", guard)  # the sixth companion
    assert len(game.s.piles[0]["fellowship"]) == 6
    assert not can(game, "play", guard2)


def test_allies_play_to_the_support_area():
    sc = Scenario()
    orophin = sc.hand("Orophin")
    game = sc.start("fellowship")
    act(game, "play", orophin)
    assert game.s.zone[orophin] == "support"


def test_possession_on_a_bearer_one_per_class():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Blade of Gondor")
    axe = sc.hand("Dwarven Axe")
    armor = sc.hand("Armor")
    game = sc.start("fellowship")
    assert not can(game, "play", axe, aragorn)  # already bears a hand weapon
    assert can(game, "play", axe, sc.ring_bearer())
    act(game, "play", armor, aragorn)
    assert game.s.bearer[armor] == aragorn
    from ringtable.engine.stats import strength
    assert strength(game, aragorn) == 8 + 2  # the Blade's printed strength bonus


def test_conditions_play_to_support_area_or_on_a_bearer():
    sc = Scenario()
    support = sc.hand("Greatest Kingdom of My People")  # support area
    heart = sc.hand("Dwarven Heart")  # borne by a companion
    gimli = sc.companion("Gimli, Son of Gloin")
    game = sc.start("fellowship")
    act(game, "play", support)
    assert game.s.zone[support] == "support"
    act(game, "play", heart, gimli)
    assert game.s.bearer[heart] == gimli


def test_discard_a_same_title_card_to_heal_a_unique_companion():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(aragorn, 2)
    copy = sc.hand("Aragorn, King in Exile")
    game = sc.start("fellowship")
    act(game, "heal_discard", copy, aragorn)
    assert game.s.wounds[aragorn] == 1 and game.s.zone[copy] == "discard"


def test_transfer_pays_the_twilight_cost_again():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    boromir = sc.companion("Boromir, Lord of Gondor")
    blade = sc.bear(aragorn, "Blade of Gondor")
    game = sc.start("fellowship")
    act(game, "transfer", blade, boromir)
    assert game.s.bearer[blade] == boromir
    assert game.s.twilight == game.cards[blade].twilight_cost


def test_rule_of_4_in_the_fellowship_phase():
    sc = Scenario()
    for _ in range(6):
        sc.draw_top("Dwarf Guard")
    game = sc.start("fellowship")
    assert effects.draw(game, 0, 6) == 4
    assert len(game.s.piles[0]["hand"]) == 4


def test_empty_draw_deck_is_no_loss_and_is_not_reshuffled():
    sc = Scenario()
    sc.discard("Dwarf Guard")
    game = sc.start("regroup_choice")
    pass_until(game, "turn_ended")
    assert game.outcome is None
    assert game.s.piles[0]["hand"] == [] and len(game.s.piles[0]["discard"]) == 1


def test_move_the_opponent_plays_the_next_site_and_twilight_is_shadow_number_plus_companions():
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    sc.at_site(1)
    game = sc.start("fellowship")
    events = act(game, "pass")
    site2 = game.s.path[2]
    assert game.s.owner[site2] == 1  # the Shadow player's site 2
    kinds = [e.kind for e in events]
    assert kinds.index("site_played") < kinds.index("moves_from") < kinds.index("moves") \
        < kinds.index("moves_to")
    assert game.s.twilight == game.cards[site2].shadow_number + 2
    assert game.s.site[0] == 2 and game.s.phase == "shadow"


def test_roaming_minion_costs_two_more():
    """A Moria minion with site number 4 played at site 3 is roaming."""
    sc = Scenario()
    scout = sc.hand("Moria Scout", player=1)  # cost 2, site 4
    sc.twilight(3).at_site(3)
    game = sc.start("shadow")
    assert game.decision.player == 1
    assert not can(game, "play", scout)  # 2 + 2 roaming > 3
    sc2 = Scenario()
    scout = sc2.hand("Moria Scout", player=1)
    sc2.twilight(4).at_site(3)
    game2 = sc2.start("shadow")
    events = act(game2, "play", scout)
    assert game2.s.twilight == 0 and any("(roaming)" in line for line in texts(events))
    sc3 = Scenario()
    scout = sc3.hand("Moria Scout", player=1)
    sc3.twilight(2).at_site(4)
    game3 = sc3.start("shadow")
    act(game3, "play", scout)
    assert game3.s.twilight == 0


def test_no_minions_after_the_shadow_phase_skips_to_regroup():
    sc = Scenario()
    game = sc.start("shadow")
    events = act(game, "pass")
    phases = [e.text for e in events if e.kind == "phase_started"]
    assert phases == ["Regroup phase"]


def test_action_procedure_free_peoples_first_until_all_pass_in_a_row():
    sc = Scenario()
    sc.minion("Goblin Runner")
    event = sc.hand("Eregion's Trails")  # a maneuver event
    game = sc.start("maneuver")
    assert game.decision.player == 0
    act(game, "play", event)
    assert game.decision.player == 1
    act(game, "pass")
    assert game.decision.player == 0 and game.s.phase == "maneuver"
    act(game, "pass")  # both players have now passed in a row
    assert game.s.phase == "archery"


def test_unscripted_event_is_playable_in_its_phase_and_asks_for_manual_resolution():
    sc = Scenario()
    sc.minion("Goblin Runner")
    event = sc.hand("Eregion's Trails")
    game = sc.start("maneuver")
    events = act(game, "play", event)
    assert game.s.zone[event] == "discard"
    assert any(e.kind == "unscripted" and e.cards == (event,) for e in events)
    assert game.s.twilight == 1


def test_rule_of_4_counts_cards_taken_into_hand_by_any_means():
    sc = Scenario()
    for _ in range(3):
        sc.draw_top("Dwarf Guard")
    returned = [sc.discard("Dwarf Guard") for _ in range(2)]
    game = sc.start("fellowship")
    assert effects.draw(game, 0, 3) == 3
    assert effects.take_into_hand(game, returned[0])
    assert not effects.take_into_hand(game, returned[1])
    assert game.s.zone[returned[1]] == "discard"
