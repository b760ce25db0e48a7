"""Assignment and skirmishes, with the rulebook's examples where it has them."""

from __future__ import annotations

from ringtable.testing import Scenario, act, can, pass_until, texts


def _resolve(game):
    events = pass_until(game, "skirmish_ended")
    return events, [e for e in events if e.kind == "skirmish_resolved"]


def test_aragorn_against_two_orcs_wins_and_each_orc_takes_a_wound():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orcs = [sc.minion("Morgul Whelp"), sc.minion("Morgul Whelp")]  # strength 3 Orcs
    for orc in orcs:
        sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    events, [resolved] = _resolve(game)
    assert resolved.text.startswith("Aragorn wins the skirmish against Morgul Whelp and "
                                    "Morgul Whelp (8 to 6)")
    wounded = [e.cards[0] for e in events if e.kind == "wounded"]
    assert sorted(wounded) == sorted(orcs)
    assert game.s.wounds[aragorn] == 0


def test_tie_goes_to_shadow_and_damage_bonus_adds_wounds():
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")  # strength 7
    soldier = sc.minion("Uruk Soldier")  # strength 7, damage +1
    sc.assign(soldier, boromir)
    game = sc.start("skirmishes")
    events, [resolved] = _resolve(game)
    assert "Uruk Soldier wins the skirmish against Boromir (7 to 7)" in resolved.text
    assert "Boromir takes 2 wounds" in resolved.text
    assert game.s.wounds[boromir] == 2


def test_overwhelm_at_double_kills_regardless_of_vitality():
    sc = Scenario()
    merry = sc.companion("Merry, From O'er the Brandywine")  # strength 3
    troll = sc.minion("Cave Troll of Moria")  # strength 15
    sc.assign(troll, merry)
    game = sc.start("skirmishes")
    events, [resolved] = _resolve(game)
    assert "Merry is overwhelmed" in resolved.text
    assert game.s.zone[merry] == "dead"
    assert "Merry is overwhelmed and killed" in texts(events)


def test_strength_above_zero_overwhelms_zero_and_zero_against_zero_goes_to_shadow():
    sc = Scenario()
    sam = sc.companion("Sam, Son of Hamfast")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, sam)
    game = sc.build()
    from ringtable.engine import effects
    effects.add_modifier(game, sam, "strength", -10, "turn")
    assert game.s.wounds[sam] == 0
    from ringtable.engine.stats import strength
    assert strength(game, sam) == 0  # never below zero
    sc2 = Scenario()
    sam2 = sc2.companion("Sam, Son of Hamfast")
    orc2 = sc2.minion("Goblin Runner")
    sc2.assign(orc2, sam2)
    game2 = sc2.build()
    effects.add_modifier(game2, sam2, "strength", -10, "turn")
    effects.add_modifier(game2, orc2, "strength", -10, "turn")
    from ringtable.testing.scenario import start_frame
    start_frame(game2, "skirmishes", fierce=False)
    events, [resolved] = _resolve(game2)
    assert "Goblin Runner wins the skirmish against Sam (0 to 0); Sam takes 1 wound" \
        in resolved.text
    # and a side above zero overwhelms a side at zero
    sc3 = Scenario()
    sam3 = sc3.companion("Sam, Son of Hamfast")
    orc3 = sc3.minion("Goblin Runner")
    sc3.assign(orc3, sam3)
    game3 = sc3.build()
    effects.add_modifier(game3, orc3, "strength", -10, "turn")
    start_frame(game3, "skirmishes", fierce=False)
    events, [resolved] = _resolve(game3)
    assert "Goblin Runner is overwhelmed" in resolved.text


def test_ring_bearer_overwhelmed_is_killed_even_wearing_the_ring():
    sc = Scenario()
    frodo = sc.ring_bearer()
    troll = sc.minion("Cave Troll of Moria")
    sc.assign(troll, frodo)
    game = sc.build()
    game.s.wearing[0] = 1
    from ringtable.testing.scenario import start_frame
    start_frame(game, "skirmishes", fierce=False)
    pass_until(game)
    assert game.outcome is not None and game.outcome.winner == 1
    assert "killed" in game.outcome.reason


def test_defender_plus_one_against_four_uruk_hai():
    """CR example: defender +1 lets one companion take two minions; the Shadow player
    assigns the leftovers to anyone."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Heir of Elendil")  # defender +1
    uruks = [sc.minion("Uruk Fighter") for _ in range(4)]
    game = sc.start("assign")
    assert game.decision.kind == "assign" and game.decision.player == 0
    act(game, "assign", aragorn, uruks[0])
    act(game, "assign", aragorn, uruks[1])
    assert not can(game, "assign", aragorn, uruks[2])  # defender +1: two at most
    act(game, "assign", frodo, uruks[2])
    # one-to-one for Frodo: the Free Peoples player has nothing left to assign
    assert game.decision.player == 1 and game.decision.kind == "assign"
    events = act(game, "assign", frodo, uruks[3])  # leftovers may join an assigned one
    assert [game.s.assigned[u] for u in uruks] == [aragorn, aragorn, frodo, frodo]
    assert any(t.startswith("Assignments: ") for t in texts(events))
    assert game.decision.kind == "choose_skirmish"


def test_ambush_lets_the_shadow_player_add_twilight():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    southron = sc.minion("Southron Scout")  # ambush 2
    game = sc.start("assign")
    act(game, "assign", aragorn, southron)
    assert game.decision.kind == "ambush" and game.decision.player == 1
    before = game.s.twilight
    act(game, "ambush")
    assert game.s.twilight == before + 2


def test_unhasty_cannot_be_assigned_by_the_free_peoples_player_but_can_by_shadow():
    sc = Scenario()
    birch = sc.companion("Birchseed")  # unhasty
    orc = sc.minion("Goblin Runner")
    game = sc.start("assign")
    assert game.decision.player == 0
    assert not can(game, "assign", birch, orc)
    act(game, "pass")
    assert game.decision.player == 1
    assert can(game, "assign", birch, orc)


def test_allies_at_home_skirmish_and_take_archery_wounds():
    sc = Scenario()
    orophin = sc.ally("Orophin")  # archer ally, home 6 (Fellowship block)
    orc = sc.minion("Goblin Runner")
    sc.at_site(6)
    game = sc.start("archery_fire")
    assert "fellowship archery total 1, minion archery total 0" in texts(sc.events)[-1]
    assert game.decision.kind == "archery_wound" and game.decision.player == 1
    act(game, "wound", orc)
    assert game.s.zone[orc] == "discard"  # Goblin Runner has vitality 1
    sc2 = Scenario()
    orophin = sc2.ally("Orophin")
    orc = sc2.minion("Goblin Runner")
    sc2.at_site(6)
    game2 = sc2.start("assign")
    assert can(game2, "assign", orophin, orc)
    sc3 = Scenario()
    orophin = sc3.ally("Orophin")
    orc = sc3.minion("Goblin Runner")
    sc3.at_site(5)
    game3 = sc3.start("assign")
    assert not can(game3, "assign", orophin, orc)


def test_fierce_minion_skirmishes_again_after_the_normal_skirmishes():
    """The fierce Uruk-hai: Aragorn beats it once; a second assignment follows."""
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    lurtz = sc.minion("Uruk Brood")  # strength 9, vitality 2; made fierce below
    sc.assign(lurtz, aragorn)
    game = sc.build()
    from ringtable.engine import effects
    effects.add_modifier(game, lurtz, "kw:fierce", 1, "turn")
    effects.add_modifier(game, aragorn, "strength", 3, "turn")  # 11 vs 9
    from ringtable.engine.framework import push
    push(game, "turn", st="skirmishes")
    game._advance()
    events = pass_until(game, decision_kind="assign")
    kinds = [e.kind for e in events]
    assert kinds.count("skirmish_resolved") == 1
    assert game.s.wounds[lurtz] == 1
    assert game.s.phase == "assignment"  # the fierce assignment phase
    assert game.decision.kind == "assign" and game.decision.player == 0
    act(game, "assign", aragorn, lurtz)
    act(game, "pass")
    events = pass_until(game, "skirmish_ended")
    resolved = [e for e in events if e.kind == "skirmish_resolved"]
    assert resolved and "Fierce skirmish" in texts(events)[0] or resolved
    assert game.s.zone[lurtz] == "discard"


def test_cancelled_skirmish_and_removed_side_have_no_winner():
    from ringtable.engine import effects
    from ringtable.engine.combat import cancel_skirmish
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Cave Troll of Moria")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    assert game.decision.kind == "action" and game.s.phase == "skirmish"
    cancel_skirmish(game)
    events = pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events]
    assert game.s.wounds[aragorn] == 0 and game.s.zone[aragorn] == "fellowship"
    sc2 = Scenario()
    aragorn = sc2.companion("Aragorn, Ranger of the North")
    orc = sc2.minion("Cave Troll of Moria")
    sc2.assign(orc, aragorn)
    game2 = sc2.start("skirmishes")
    effects.discard(game2, orc)
    events = pass_until(game2, "skirmish_ended")
    assert "skirmish_void" in [e.kind for e in events]


def test_each_skirmish_order_is_chosen_by_the_free_peoples_player():
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    a, b = sc.minion("Goblin Runner"), sc.minion("Goblin Runner")
    sc.assign(a, aragorn).assign(b, frodo)
    game = sc.start("skirmishes")
    assert game.decision.kind == "choose_skirmish" and game.decision.player == 0
    events = act(game, "skirmish", aragorn)
    assert "Skirmish: Aragorn against Goblin Runner" in texts(events)


def test_minions_of_a_killed_defender_are_unassigned():
    from ringtable.engine import effects
    sc = Scenario()
    guard = sc.companion("Dwarf Guard")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, guard)
    game = sc.build()
    effects.kill(game, guard)
    assert game.s.assigned[orc] == -1


def test_spot_counts_active_cards_in_play():
    from ringtable.engine.stats import spot
    sc = Scenario()
    sc.companion("Gimli, Son of Gloin")
    sc.companion("Dwarf Guard")
    sc.dead("Dwarf Guard")
    sc.hand("Dwarf Guard")
    game = sc.build()
    assert spot(game, 0, lambda card: card.race == "dwarf") == 2


def test_rulebook_damage_bonus_examples():
    """Aragorn with damage +1 against two strength-3 Orcs: each Orc takes two wounds.
    Two strength-4 Orcs with damage +1 win the tie 8 to 8: Aragorn takes three wounds."""
    from ringtable.engine import effects
    from ringtable.testing.scenario import start_frame
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orcs = [sc.minion("Morgul Whelp"), sc.minion("Morgul Whelp")]
    for orc in orcs:
        sc.assign(orc, aragorn)
    game = sc.build()
    effects.add_modifier(game, aragorn, "kw:damage", 1, "turn")
    for orc in orcs:
        effects.add_modifier(game, orc, "vitality", 5, "turn")
    start_frame(game, "skirmishes", fierce=False)
    _resolve(game)
    assert [game.s.wounds[o] for o in orcs] == [2, 2]

    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orcs = [sc.minion("Morgul Whelp"), sc.minion("Morgul Whelp")]
    for orc in orcs:
        sc.assign(orc, aragorn)
    game = sc.build()
    for orc in orcs:
        effects.add_modifier(game, orc, "strength", 1, "turn")
        effects.add_modifier(game, orc, "kw:damage", 1, "turn")
    start_frame(game, "skirmishes", fierce=False)
    events, [resolved] = _resolve(game)
    assert "(8 to 8)" in resolved.text
    assert game.s.wounds[aragorn] == 3


def test_two_companions_cannot_both_be_assigned_to_one_uruk():
    """Frodo and Aragorn face a single Uruk-hai: only one of them may be assigned."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    uruk = sc.minion("Uruk Fighter")
    game = sc.start("assign")
    assert can(game, "assign", frodo, uruk)
    act(game, "assign", aragorn, uruk)
    # nothing is left to assign: the skirmish starts at once, Frodo unharmed
    assert game.s.phase == "skirmish" and game.decision.kind == "action"
    assert game.s.assigned[uruk] == aragorn


def test_enduring_is_strength_plus_two_per_wound():
    from ringtable.engine.stats import strength
    sc = Scenario()
    king = sc.companion("King of the Dead")  # enduring, strength 7
    sc.wounds(king, 2)
    game = sc.build()
    assert strength(game, king) == 7 + 4


def test_lurker_skirmishes_are_resolved_last():
    from ringtable.engine import effects
    sc = Scenario()
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    boromir = sc.companion("Boromir, Lord of Gondor")
    lurker = sc.minion("Goblin Runner")
    a, b = sc.minion("Goblin Runner"), sc.minion("Goblin Runner")
    sc.assign(lurker, frodo).assign(a, aragorn).assign(b, boromir)
    game = sc.build()
    effects.add_modifier(game, lurker, "kw:lurker", 1, "turn")
    from ringtable.testing.scenario import start_frame
    start_frame(game, "skirmishes", fierce=False)
    assert game.decision.kind == "choose_skirmish"
    assert {x.card for x in game.legal_actions()} == {aragorn, boromir}
