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


def _moving_from(site: int, tale: str):
    """The fellowship at ``site`` (4 is Mithril Mine, underground; 3 is not), wounded
    Gimli, wounded Grimir (a Dwarf ally) and Boromir; everyone passes until it moves."""
    sc = Scenario()
    sc.support(tale)
    gimli = sc.companion(GIMLI)
    grimir = sc.ally("1_17")
    boromir = sc.companion(BOROMIR)
    fror = sc.companion("2_6")
    for c in (gimli, grimir, boromir, fror):
        sc.wounds(c, 1)
    game = sc.at_site(site).start("fellowship")
    return game, gimli, grimir, boromir, fror


def test_till_durin_wakes_again_may_heal_dwarf_companions_moving_from_underground():
    # Till Durin Wakes Again (2_14): "Each time a Dwarf companion moves from an underground
    # site, you may heal that Dwarf."
    for resolve in (True, False):
        game, gimli, grimir, boromir, fror = _moving_from(4, "2_14")
        pass_until(game, decision_kind="optional_trigger")
        act(game, "resolve" if resolve else "pass")
        assert game.s.wounds[gimli] == game.s.wounds[fror] == (0 if resolve else 1)
        assert game.s.wounds[grimir] == 1 and game.s.wounds[boromir] == 1
    game, gimli, _g, _b, _f = _moving_from(3, "2_14")  # not underground
    while game.s.phase != "shadow":
        assert game.decision.kind != "optional_trigger"
        act(game, "pass")
    assert game.s.wounds[gimli] == 1


def test_speak_friend_and_enter_plays_the_next_site_and_draws_if_underground():
    # Speak "Friend" and Enter (2_26): "Spot Gandalf to play the fellowship's next site
    # (replacing opponent's site if necessary). Draw a card if you play an underground site."
    from ringtable.testing.scenario import DEFAULT_SITES

    for mine, drawn in (("1_345", 1), ("1_346", 0)):  # Mithril Mine: underground
        fp_sites = list(DEFAULT_SITES[0])
        fp_sites[3] = mine
        sc = Scenario(sites=(tuple(fp_sites), DEFAULT_SITES[1]))
        sc.companion("1_72")
        card = sc.hand("2_26")
        second = sc.draw_top(SAM)
        top = sc.draw_top(SAM)
        game = sc.at_site(3).start("fellowship")
        act(game, "play", card)
        assert game.s.path[4] >= 0 and game.s.defs[game.s.path[4]] == mine
        assert (game.s.zone[top] == "hand") == bool(drawn), mine
        assert game.s.zone[second] == "draw"  # one card
    sc = Scenario()
    card = sc.hand("2_26")  # no Gandalf
    game = sc.at_site(3).start("fellowship")
    assert not can(game, "play", card)
