"""More set 2 [dwarven] and [gandalf] cards (helper s13-dwarf-gandalf): Beneath the
Mountains, Make Light of Burdens, Gandalf's Staff."""

from __future__ import annotations

from cardtest import Scenario, use
from s13_dwarf_gandalf_common import to_regroup

from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can, pass_until

GIMLI = "1_13"
BOROMIR = "1_97"
SAM = "1_311"
GOBLIN = "1_178"


def test_beneath_the_mountains_mills_three_to_play_a_dwarven_weapon_from_discard():
    # Beneath the Mountains (2_1): "Fellowship: Discard the top 3 cards from your draw deck
    # to play a [dwarven] weapon from your discard pile."
    sc = Scenario()
    beneath = sc.support("2_1")
    gimli = sc.companion(GIMLI)
    axe = sc.discard("1_9")  # Dwarven Axe: a [dwarven] weapon
    armor = sc.discard("1_8")  # Dwarven Armor: [dwarven], no weapon
    sword = sc.discard("1_299")  # Hobbit Sword: a weapon (for Frodo), not [dwarven]
    deck = [sc.draw_top(SAM) for _ in range(4)]
    game = sc.twilight(0).start("fellowship")
    use(game, beneath)
    assert not can(game, "choose", armor) and not can(game, "choose", sword)
    if game.decision.kind == "choose" and can(game, "choose", axe):
        act(game, "choose", axe)
    if game.decision.kind == "choose" and can(game, "choose", gimli):
        act(game, "choose", gimli)
    assert game.s.zone[axe] == "attached" and game.s.bearer[axe] == gimli
    assert [game.s.zone[c] for c in deck].count("discard") == 3
    sc = Scenario()
    beneath = sc.support("2_1")
    sc.companion(GIMLI)
    sc.discard("1_9")
    sc.draw_top(SAM)
    sc.draw_top(SAM)  # only 2 cards to discard
    game = sc.twilight(0).start("fellowship")
    assert not can(game, "use", beneath)


def test_make_light_of_burdens_discards_a_shadow_condition_on_a_dwarf_or_a_weather():
    # Make Light of Burdens (2_11): "Maneuver: Exert a Dwarf companion and discard the top 3
    # cards from your draw deck to discard either a Shadow condition from a Dwarf or a
    # weather condition."
    for target in ("spies", "weather"):
        sc = Scenario()
        light = sc.support("2_11")
        gimli = sc.companion(GIMLI)
        boromir = sc.companion(BOROMIR)
        on_boromir = sc.bear(boromir, "1_140", player=1)  # on a Man: not offered
        picked = sc.bear(gimli, "1_140", player=1) if target == "spies" else \
            sc.support("1_134", player=1)  # Saruman's Chill: a weather condition
        sc.support("1_173", player=1)  # Goblin Armory: a Shadow condition on no Dwarf
        endurance = sc.bear(gimli, "2_4")  # Endurance of Dwarves: on a Dwarf, not Shadow
        sc.minion(GOBLIN)
        deck = [sc.draw_top(SAM) for _ in range(3)]
        game = sc.start("maneuver")
        pass_until(game, decision_kind="action")
        use(game, light)
        assert not can(game, "choose", on_boromir) and not can(game, "choose", endurance)
        if game.decision.kind == "choose":
            act(game, "choose", picked)
        assert game.s.zone[picked] == "discard" and game.s.zone[on_boromir] != "discard"
        assert game.s.wounds[gimli] == 1
        assert all(game.s.zone[c] == "discard" for c in deck)
    sc = Scenario()
    light = sc.support("2_11")
    sc.ally("1_17")  # Grimir: a Dwarf ally, no companion
    sc.support("1_134", player=1)
    sc.minion(GOBLIN)
    for _ in range(3):
        sc.draw_top(SAM)
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", light)


def test_gandalfs_staff_spells_cost_one_less_and_exerts_twice_to_cancel_his_skirmish():
    # Gandalf's Staff (2_22): "The twilight cost of each [gandalf] spell is -1. Skirmish:
    # Exert Gandalf twice to cancel a skirmish involving him."
    costs = []
    for staff in (True, False):
        sc = Scenario()
        gandalf = sc.companion("1_72")
        if staff:
            sc.bear(gandalf, "2_22")
        cards = [sc.hand(c) for c in ("1_76", "1_87", "1_4")]  # spell; [gandalf]; [dwarven]
        cards.append(sc.hand("1_124", player=0))  # Cruel Caradhras: an [isengard] spell
        theirs = sc.hand("1_76", player=1)  # Intimidate in the opponent's hand
        game = sc.twilight(0).start("fellowship")
        costs.append([twilight_cost(game, c, 0) for c in cards] + [twilight_cost(game, theirs, 1)])
    assert costs[0][0] == costs[1][0] - 1 and costs[0][1:] == costs[1][1:]
    sc = Scenario()
    gandalf = sc.companion("1_72")
    staff = sc.bear(gandalf, "2_22")
    goblin = sc.minion(GOBLIN)
    sc.assign(goblin, gandalf)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    use(game, staff)
    assert game.s.wounds[gandalf] == 2
    to_regroup(game)  # cancelled: no winner, the Goblin Runner (beaten otherwise) lives
    assert game.s.zone[goblin] != "discard" and game.s.wounds[goblin] == 0
    # not in a skirmish without him
    sc = Scenario()
    gandalf = sc.companion("1_72")
    staff = sc.bear(gandalf, "2_22")
    sc.assign(sc.minion(GOBLIN), sc.companion(BOROMIR))
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", staff)
