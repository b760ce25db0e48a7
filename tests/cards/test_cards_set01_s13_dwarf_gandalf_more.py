"""More set 1 [dwarven] and [gandalf] cards (helper s13-dwarf-gandalf): conditions, the
Response event, Grimir, Wealth of Moria and Gandalf's Pipe."""

from __future__ import annotations

from cardtest import Scenario, use
from s13_dwarf_gandalf_common import to_regroup

from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
SAM = "1_311"
MERRY = "1_303"
GRIMIR = "1_17"
GOBLIN = "1_178"  # Goblin Runner, an Orc (strength 5)
SCOUT = "1_191"  # Moria Scout, an Orc
URUK = "1_154"  # Uruk Soldier, an Uruk-hai (strength 8)


def test_dwarven_heart_heals_bearer_twice_when_played_and_exerts_him_each_turn():
    # Dwarven Heart (1_10): "Bearer must be a Dwarf. When you play this condition, heal
    # bearer up to 2 times. At the start of each of your turns, exert bearer."
    sc = Scenario()
    gimli = sc.companion("1_13")
    boromir = sc.companion(BOROMIR)
    card = sc.hand("1_10")
    game = sc.wounds(gimli, 2).wounds(boromir, 1).twilight(0).start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == card}
    assert targets == {gimli}  # bearer must be a Dwarf
    act(game, "play", card, target=gimli)
    assert game.s.wounds[gimli] == 0 and game.s.wounds[boromir] == 1
    # "up to 2 times": Gimli with Endurance of Dwarves (vitality +1) keeps his third wound
    sc = Scenario()
    gimli = sc.companion("1_13")
    sc.bear(gimli, "2_4")
    card = sc.hand("1_10")
    later = sc.hand(BOROMIR)
    game = sc.wounds(gimli, 3).twilight(0).start("fellowship")
    act(game, "play", card, target=gimli)
    assert game.s.wounds[gimli] == 1
    act(game, "play", later)  # only playing this condition heals
    assert game.s.wounds[gimli] == 1
    sc = Scenario()
    gimli = sc.companion("1_13")
    boromir = sc.companion(BOROMIR)
    sc.bear(gimli, "1_10")
    game = sc.start("start")
    pass_until(game, decision_kind="action")
    assert game.s.wounds[gimli] == 1 and game.s.wounds[boromir] == 0


def test_gimlis_helm_takes_no_more_than_one_wound_each_skirmish():
    # Gimli's Helm (1_15): "He takes no more than 1 wound during each skirmish phase."
    for helm, wounds in ((True, 1), (False, 2)):
        sc = Scenario()
        gimli = sc.companion("1_13")
        if helm:
            sc.bear(gimli, "1_15")
        sc.assign(sc.minion(URUK), gimli)  # 7 against 6, damage +1: two wounds
        boromir = sc.companion(BOROMIR)
        sc.assign(sc.minion(URUK), boromir)  # 7 against 7: Boromir loses, two wounds
        game = sc.start("skirmishes")
        to_regroup(game)
        assert game.s.wounds[gimli] == wounds, helm
        assert game.s.wounds[boromir] == 2  # not the bearer


def test_gimlis_helm_discards_to_prevent_all_wounds_to_him():
    # Gimli's Helm (1_15): "Skirmish: Discard Gimli's Helm to prevent all wounds to him."
    sc = Scenario()
    gimli = sc.companion("1_13")
    helm = sc.bear(gimli, "1_15")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(URUK), gimli)
    sc.assign(sc.minion(URUK), boromir)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    use(game, helm)
    assert game.s.zone[helm] == "discard"
    to_regroup(game)
    assert game.s.wounds[gimli] == 0 and game.s.wounds[boromir] == 2


def test_greatest_kingdom_exerts_a_dwarf_to_play_and_mills_the_orc_player():
    # Greatest Kingdom of My People (1_16): "Exert a Dwarf to play this condition. Each time
    # your opponent plays an Orc, that player discards the top card of his or her draw deck."
    sc = Scenario()
    gimli = sc.companion("1_13")
    card = sc.hand("1_16")
    later = sc.hand(BOROMIR)
    game = sc.twilight(0).start("fellowship")
    act(game, "play", card)
    assert game.s.wounds[gimli] == 1 and game.s.zone[card] == "support"
    act(game, "play", later)  # only playing this condition exerts
    assert game.s.wounds[gimli] == 1
    sc = Scenario()
    gimli = sc.companion("1_13")
    card = sc.hand("1_16")
    game = sc.wounds(gimli, 2).twilight(0).start("fellowship")
    assert not can(game, "play", card)  # no Dwarf can exert
    sc = Scenario()
    sc.support("1_16")
    orc = sc.hand(GOBLIN)
    uruk = sc.hand(URUK)  # an Uruk-hai: no Orc
    top = [sc.draw_top(SCOUT, player=1) for _ in range(3)]
    game = sc.twilight(20).at_site(5).start("shadow")
    act(game, "play", uruk)
    pass_until(game, decision_kind="action")
    assert [game.s.zone[c] for c in top].count("discard") == 0
    act(game, "play", orc)
    assert [game.s.zone[c] for c in top].count("discard") == 1


def test_grimir_exerts_to_shuffle_a_dwarven_event_into_the_deck():
    # Grimir (1_17): "Fellowship: Exert Grimir to shuffle a [dwarven] event from your
    # discard pile into your draw deck."
    sc = Scenario()
    grimir = sc.ally("1_17")
    fury = sc.discard("1_4")  # Battle Fury: [dwarven] event
    axe = sc.discard("1_9")  # Dwarven Axe: [dwarven], not an event
    servant = sc.discard("1_83")  # a [gandalf] event
    game = sc.start("fellowship")
    use(game, grimir)
    assert game.s.zone[fury] == "draw" and game.s.wounds[grimir] == 1
    assert game.s.zone[axe] == "discard" and game.s.zone[servant] == "discard"


def test_let_them_come_discards_the_orc_a_dwarf_beats_and_goes_when_a_dwarf_loses():
    # Let Them Come! (1_20): "Each time a Dwarf wins a skirmish against an Orc, discard that
    # Orc. Discard this condition if a Dwarf loses a skirmish."
    sc = Scenario()
    come = sc.support("1_20")
    gimli = sc.companion("1_13")
    goblin = sc.minion("1_172")  # Goblin Archer: 4 against 6, vitality 3 (outlives 2 wounds)
    sc.assign(goblin, gimli)
    other = sc.minion(SCOUT)  # an Orc in no skirmish
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[goblin] == "discard" and game.s.zone[other] != "discard"
    assert game.s.zone[come] == "support"
    # a Man beats an Orc: nothing
    sc = Scenario()
    come = sc.support("1_20")
    boromir = sc.companion(BOROMIR)
    scout = sc.minion("1_172")  # Goblin Archer: 4 against 7, survives the wound
    sc.assign(scout, boromir)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[scout] != "discard"
    # a Dwarf beats an Uruk-hai (Uruk Savage: 5, vitality 3): no Orc, not discarded
    sc = Scenario()
    sc.support("1_20")
    gimli = sc.companion("1_13")
    savage = sc.minion("1_151")
    sc.assign(savage, gimli)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[savage] != "discard"
    # two Orcs lose to one Dwarf: both are discarded (Gimli 6 +2 Dwarven Axe +1 Stairs of
    # Khazad-dum against two Goblin Archers, 8; his 2 wounds kill neither)
    sc = Scenario()
    sc.support("1_20")
    sc.support("1_24")
    gimli = sc.companion("1_13")
    sc.bear(gimli, "1_9")
    archers = [sc.minion("1_172"), sc.minion("1_172")]
    for a in archers:
        sc.assign(a, gimli)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert [game.s.zone[a] for a in archers] == ["discard", "discard"]
    # a Dwarf loses: the condition goes
    sc = Scenario()
    come = sc.support("1_20")
    gimli = sc.companion("1_13")
    sc.assign(sc.minion(URUK), gimli)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[come] == "discard"
    # a Man loses: it stays
    sc = Scenario()
    come = sc.support("1_20")
    sc.assign(sc.minion(URUK), sc.companion(SAM))
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[come] == "support"


def test_nobody_tosses_a_dwarf_when_a_dwarf_wins_the_opponent_discards_three():
    # Nobody Tosses a Dwarf (1_23): "Response: If a Dwarf wins a skirmish, make an opponent
    # discard 3 cards from the top of his or her draw deck."
    for hero, offered in (("1_13", True), (BOROMIR, False)):
        sc = Scenario()
        winner = sc.companion(hero)
        sc.assign(sc.minion(GOBLIN), winner)
        card = sc.hand("1_23")
        top = [sc.draw_top(SCOUT, player=1) for _ in range(4)]
        game = sc.start("skirmishes")
        seen = 0
        for _ in range(50):
            if game.decision is None or game.s.phase != "skirmish":
                break
            if can(game, "resolve", card):
                seen += 1
                act(game, "resolve", card)
                continue
            act(game, "pass")
        assert seen == (1 if offered else 0), hero
        assert [game.s.zone[c] for c in top].count("discard") == (3 if offered else 0)


def test_wealth_of_moria_takes_the_free_peoples_cards_of_the_top_three():
    # Wealth of Moria (1_28): "Spot a Dwarf to reveal the top 3 cards of your draw deck.
    # Take all Free People cards revealed into hand and discard the rest."
    sc = Scenario()
    sc.companion("1_13")
    card = sc.hand("1_28")
    fourth = sc.draw_top(SAM)
    three = [sc.draw_top(c, player=0) for c in (GOBLIN, BOROMIR, SCOUT)]  # 2 Shadow cards
    game = sc.start("fellowship")
    act(game, "play", card)
    assert [game.s.zone[c] for c in three] == ["discard", "hand", "discard"]
    assert game.s.zone[fourth] == "draw"
    sc = Scenario()
    sc.companion(BOROMIR)  # no Dwarf
    card = sc.hand("1_28")
    game = sc.start("fellowship")
    assert not can(game, "play", card)


def test_gandalfs_pipe_discards_pipeweed_to_remove_x_burdens():
    # Gandalf's Pipe (1_74): "Bearer must be Gandalf. Fellowship: Discard a pipeweed
    # possession and spot X pipes to remove X burdens." (2 pipes)
    sc = Scenario()
    gandalf = sc.companion("1_72")
    pipe = sc.bear(gandalf, "1_74")
    sc.bear(sc.ring_bearer(), "1_292")  # The Gaffer's Pipe: a second pipe
    weed = sc.support("1_300")  # Longbottom Leaf: pipeweed
    leaf = sc.support("17_106")  # Halfling Leaf: pipeweed, but a condition
    game = sc.burdens(3).start("fellowship")
    use(game, pipe)
    assert game.s.zone[weed] == "discard" and game.s.burdens[0] == 1
    assert game.s.zone[leaf] == "support"
    sc = Scenario()
    gandalf = sc.companion("1_72")
    pipe = sc.bear(gandalf, "1_74")
    sc.support("2_112")  # A Promise: no pipeweed
    game = sc.burdens(3).start("fellowship")
    assert not can(game, "use", pipe)


def _halls(option: int, owner: int):
    """Halls of My Home played on ``owner``'s deck (bottom to top: Moria Scout, Cave
    Troll, Sam, Goblin Runner): the top 3 are revealed."""
    sc = Scenario()
    gimli = sc.companion("1_13")
    card = sc.hand("1_18")
    deck = [sc.draw_top(c, player=owner) for c in (SCOUT, "1_165", SAM, GOBLIN)]
    game = sc.start("fellowship")
    act(game, "play", card)
    assert game.s.wounds[gimli] == 1
    act(game, "choose_option", value=option)
    return game, deck


def test_halls_of_my_home_reveals_three_of_any_deck_may_discard_a_shadow_card():
    # Halls of My Home (1_18): "Exert a Dwarf to reveal the top 3 cards of any draw deck.
    # You may discard 1 Shadow card revealed. Return the rest in any order."
    for option, owner in ((1, 1), (0, 0)):  # an opponent's deck; your own
        game, (fourth, troll, sam, runner) = _halls(option, owner)
        assert not can(game, "choose", sam) and not can(game, "choose", fourth)
        act(game, "choose", troll)
        assert game.s.zone[troll] == "discard"
        for c in (runner, sam):  # the order: Runner placed first, then Sam on it
            act(game, "choose", c)
        if game.decision.kind == "choose":
            act(game, "choose", troll)
        assert game.s.piles[owner]["draw"][:3] == [sam, runner, fourth], option
        # none discarded ("may")
        game, (fourth, troll, sam, runner) = _halls(option, owner)
        act(game, "pass")
        for c in (troll, runner, sam):
            act(game, "choose", c)
        assert game.s.piles[owner]["draw"][:4] == [sam, runner, troll, fourth], option
    sc = Scenario()
    sc.companion(BOROMIR)  # no Dwarf to exert
    card = sc.hand("1_18")
    game = sc.start("fellowship")
    assert not can(game, "play", card)
