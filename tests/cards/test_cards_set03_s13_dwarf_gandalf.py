"""Set 3 [dwarven] and [gandalf] cards (helper s13-dwarf-gandalf). Each test names the
card, quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from s13_dwarf_gandalf_common import to_regroup

from ringtable.engine import stats
from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can, pass_until

GIMLI = "1_13"  # Gimli, Son of Glóin: Gandalf signet
GRIMIR = "1_17"  # a Dwarf ally
BOROMIR = "1_97"  # Frodo signet
ARAGORN = "1_89"  # Gandalf signet
SAM = "1_311"
MERRY = "1_303"
GOBLIN = "1_178"
SCOUT = "1_191"


def test_book_of_mazarbul_at_site_four_or_higher_draws_one_per_dwarf_companion():
    # Book of Mazarbul (3_1): "At the start of each fellowship phase when the fellowship is
    # at site 4 or higher, you may draw a card for each Dwarf companion."
    for site, resolve, drawn in ((4, True, 2), (4, False, 0), (3, True, 0)):
        sc = Scenario()
        gimli = sc.companion(GIMLI)
        sc.companion("2_6")  # Frór: a second Dwarf companion
        sc.ally(GRIMIR)  # a Dwarf ally: not counted
        sc.bear(gimli, "3_1")
        deck = [sc.draw_top(SAM) for _ in range(4)]
        game = sc.at_site(site).start("start")
        if site >= 4:
            assert game.decision.kind == "optional_trigger"
            act(game, "resolve" if resolve else "pass")
        else:
            assert game.decision.kind != "optional_trigger"
        assert sum(game.s.zone[c] == "hand" for c in deck) == drawn, (site, resolve)


def test_book_of_mazarbul_bearer_must_be_a_dwarf():
    # Book of Mazarbul (3_1): "Bearer must be a Dwarf."
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    sc.companion(BOROMIR)
    card = sc.hand("3_1")
    game = sc.twilight(0).at_site(2).start("fellowship")
    allowed = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == card}
    assert allowed == {gimli}


def test_mines_of_khazad_dum_playing_a_dwarven_tale_may_heal_a_dwarf_companion():
    # Mines of Khazad-Dûm (3_3): "Each time you play a [dwarven] tale, you may heal a Dwarf
    # companion."
    for tale, heals in (("1_24", True), ("1_20", False), ("2_18", False)):
        # Stairs of Khazad-dûm: a [dwarven] tale; Let Them Come!: no tale; Hosts of the Last
        # Alliance: an [elven] tale
        sc = Scenario()
        sc.support("3_3")
        gimli = sc.companion(GIMLI)
        boromir = sc.companion(BOROMIR)
        grimir = sc.ally(GRIMIR)  # a Dwarf ally: not a companion
        card = sc.hand(tale)
        game = sc.wounds(gimli, 1).wounds(boromir, 1).wounds(grimir, 1).twilight(0).start(
            "fellowship")
        act(game, "play", card)
        if heals:
            assert game.decision.kind == "optional_trigger"
            act(game, "resolve")
        else:
            assert game.decision.kind != "optional_trigger"
        assert game.s.wounds[gimli] == (0 if heals else 1) and game.s.wounds[boromir] == 1
        assert game.s.wounds[grimir] == 1


def test_a_royal_welcome_exerts_a_dwarf_ally_to_heal_a_dwarf_companion():
    # A Royal Welcome (3_4): "Regroup: Exert a Dwarf ally to heal a Dwarf companion."
    sc = Scenario()
    welcome = sc.support("3_4")
    grimir = sc.ally(GRIMIR)
    gimli = sc.companion(GIMLI)
    boromir = sc.companion(BOROMIR)
    sc.minion(GOBLIN)
    game = sc.wounds(gimli, 1).wounds(boromir, 1).start("regroup")
    pass_until(game, decision_kind="action")
    use(game, welcome)
    assert game.s.wounds[grimir] == 1 and game.s.wounds[gimli] == 0
    assert game.s.wounds[boromir] == 1
    sc = Scenario()
    welcome = sc.support("3_4")
    sc.ally("1_80")  # Ottar: a Man ally, no Dwarf
    gimli = sc.companion(GIMLI)  # a Dwarf companion cannot pay
    sc.minion(GOBLIN)
    game = sc.wounds(gimli, 1).start("regroup")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", welcome)


def test_song_of_durin_exerts_a_dwarf_raises_moria_weapons_and_discards_moria_conditions():
    # Song of Durin (3_5): "To play, exert a Dwarf. The twilight cost of each [moria] weapon
    # is +2. Fellowship: Discard this condition to discard up to 2 [moria] conditions."
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    card = sc.hand("3_5")
    later = sc.hand(BOROMIR)
    game = sc.twilight(0).start("fellowship")
    act(game, "play", card)
    assert game.s.wounds[gimli] == 1 and game.s.zone[card] == "support"
    act(game, "play", later)  # only playing this condition exerts
    assert game.s.wounds[gimli] == 1
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    sc.companion(BOROMIR)
    card = sc.hand("3_5")
    game = sc.wounds(gimli, 2).twilight(0).start("fellowship")
    assert not can(game, "play", card)  # no Dwarf can exert
    costs = []
    for song in (True, False):
        sc = Scenario()
        if song:
            sc.support("3_5")
        scimitar = sc.hand("1_180")  # Goblin Scimitar: a [moria] weapon
        armory = sc.hand("1_173")  # Goblin Armory: a [moria] condition, no weapon
        axe = sc.hand("1_9", player=1)  # Dwarven Axe: a weapon, not [moria]
        game = sc.twilight(9).start("shadow")
        costs.append([twilight_cost(game, c, 1) for c in (scimitar, armory, axe)])
    assert costs[0][0] == costs[1][0] + 2 and costs[0][1:] == costs[1][1:]
    sc = Scenario()
    song = sc.support("3_5")
    conds = [sc.support(c, player=1) for c in ("1_173", "1_183", "1_188")]  # [moria]
    isengard = sc.support("1_120", player=1)
    goblin = sc.minion(GOBLIN)  # a [moria] minion, not a condition
    game = sc.start("fellowship")
    use(game, song)
    assert not can(game, "choose", isengard) and not can(game, "choose", goblin)
    act(game, "choose", conds[0])
    act(game, "choose", conds[1])
    assert game.s.zone[song] == "discard"
    assert [game.s.zone[c] == "discard" for c in conds] == [True, True, False]  # up to 2
    assert game.s.zone[isengard] != "discard"
    sc = Scenario()
    song = sc.support("3_5")
    conds = [sc.support(c, player=1) for c in ("1_173", "1_183")]
    game = sc.start("fellowship")
    use(game, song)
    act(game, "choose", conds[0])
    act(game, "pass")  # "up to": one is enough
    assert [game.s.zone[c] == "discard" for c in conds] == [True, False]


def test_storm_of_argument_shuffles_up_to_x_dwarven_cards_x_the_revealed_cost():
    # Storm of Argument (3_6): "Reveal a card at random from an opponent's hand. Shuffle up
    # to X [dwarven] cards from your discard pile into your draw deck, where X is the
    # twilight cost of the card revealed."
    sc = Scenario()
    sc.hand("1_165", player=1)  # Cave Troll of Moria: cost 10
    card = sc.hand("3_6")
    dwarven = [sc.discard(c) for c in ("1_4", "1_5", "1_6")]
    other = sc.discard("1_83")  # [gandalf]: not shuffled
    game = sc.start("fellowship")
    act(game, "play", card)
    for c in dwarven:
        act(game, "choose", c)
    assert [game.s.zone[c] for c in dwarven] == ["draw"] * 3
    assert game.s.zone[other] == "discard"
    sc = Scenario()
    sc.hand(GOBLIN, player=1)  # Goblin Runners: cost 1 (one card revealed)
    sc.hand(GOBLIN, player=1)
    card = sc.hand("3_6")
    dwarven = [sc.discard(c) for c in ("1_4", "1_5")]
    game = sc.start("fellowship")
    act(game, "play", card)
    if game.decision.kind == "choose":
        act(game, "choose", dwarven[0])
    assert not can(game, "choose", dwarven[1])
    assert [game.s.zone[c] for c in dwarven].count("draw") == 1


def test_deep_in_thought_spots_gandalf_and_four_twilight_to_discard_shadow_conditions():
    # Deep in Thought (3_30): "Maneuver: Spot Gandalf and 4 twilight tokens to discard all
    # Shadow conditions."
    sc = Scenario()
    sc.companion("1_72")
    goblin = sc.minion(GOBLIN)  # a Shadow card, no condition
    conds = [sc.support(c, player=1) for c in ("1_173", "1_120")]
    mine = sc.support("3_4")  # a Free Peoples condition: stays
    card = sc.hand("3_30")
    game = sc.twilight(4).start("maneuver")
    pass_until(game, decision_kind="action")
    act(game, "play", card)
    assert [game.s.zone[c] for c in conds] == ["discard", "discard"]
    assert game.s.zone[mine] == "support" and game.s.zone[goblin] != "discard"
    for twilight, gandalf in ((3, True), (4, False)):
        sc = Scenario()
        if gandalf:
            sc.companion("1_72")
        sc.minion(GOBLIN)
        sc.support("1_173", player=1)
        card = sc.hand("3_30")
        game = sc.twilight(twilight).start("maneuver")
        pass_until(game, decision_kind="action")
        assert not can(game, "play", card), (twilight, gandalf)


def test_depart_silently_hobbits_unassignable_at_sites_one_to_five_else_strength_plus_three():
    # Depart Silently (3_31): "At sites 1 to 5, spot Gandalf to prevent Hobbits from being
    # assigned to skirmishes until the regroup phase. At any other site, spot Gandalf to
    # make a Hobbit strength +3 until the regroup phase."
    for site in (5, 6):
        sc = Scenario()
        sc.companion("1_72")
        frodo = sc.ring_bearer()
        merry = sc.companion(MERRY)
        boromir = sc.companion(BOROMIR)
        sc.minion(GOBLIN)
        card = sc.hand("3_31")
        game = sc.at_site(site).start("maneuver")
        pass_until(game, decision_kind="action")
        before = {c: strength(game, c) for c in (frodo, merry, boromir)}
        act(game, "play", card)
        if game.decision.kind == "choose":
            assert not can(game, "choose", boromir)
            act(game, "choose", merry)
        rules = [stats.rule(game, c, "cannot_be_assigned") > 0 for c in (frodo, merry, boromir)]
        if site == 5:
            assert rules == [True, True, False]
            assert strength(game, merry) == before[merry]
        else:
            assert rules == [False, False, False]
            assert strength(game, merry) == before[merry] + 3
            assert strength(game, boromir) == before[boromir]
        to_regroup(game)  # until the regroup phase
        assert stats.rule(game, merry, "cannot_be_assigned") == 0
        assert strength(game, merry) == before[merry]
    sc = Scenario()
    sc.ring_bearer()
    sc.minion(GOBLIN)
    card = sc.hand("3_31")
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)  # no Gandalf


def test_fireworks_shuffles_up_to_two_gandalf_or_up_to_two_shire_cards():
    # Fireworks (3_32): "Spot Gandalf to shuffle up to 2 [gandalf] or up to 2 [shire] cards
    # from your discard pile into your draw deck."
    for which, n in ((0, 2), (1, 2), (0, 1), (1, 1)):
        sc = Scenario()
        sc.companion("1_72")
        card = sc.hand("3_32")
        gandalf = [sc.discard(c) for c in ("1_83", "1_82", "1_81")]
        shire = [sc.discard(c) for c in ("1_311", "1_303", "1_306")]
        dwarven = sc.discard("1_4")
        game = sc.start("fellowship")
        act(game, "play", card)
        options = game.legal_actions()
        game.apply(options[which])
        picked = gandalf if which == 0 else shire
        other = shire if which == 0 else gandalf
        assert not can(game, "choose", dwarven) and not can(game, "choose", other[0])
        act(game, "choose", picked[0])
        act(game, "choose", picked[1]) if n == 2 else act(game, "pass")  # "up to 2"
        assert [game.s.zone[c] for c in picked] == ["draw"] * n + ["discard"] * (3 - n)
        assert all(game.s.zone[c] == "discard" for c in [*other, dwarven])
    sc = Scenario()
    card = sc.hand("3_32")
    sc.discard("1_83")
    game = sc.start("fellowship")
    assert not can(game, "play", card)  # no Gandalf


def test_his_first_serious_check_may_add_x_to_discard_the_revealed_card():
    # His First Serious Check (3_33): "Spot Gandalf to reveal a card at random from an
    # opponent's hand. You may add (X) to discard that card, where X is the twilight cost
    # of the card revealed."
    for pay in (True, False):
        sc = Scenario()
        sc.companion("1_72")
        sc.minion(SCOUT)
        held = [sc.hand(GOBLIN, player=1), sc.hand("1_165", player=1)]  # costs 1 and 10
        card = sc.hand("3_33")
        game = sc.twilight(0).start("maneuver")
        pass_until(game, decision_kind="action")
        spent = game.cards[card].twilight_cost
        act(game, "play", card)
        options = game.legal_actions()
        game.apply(options[0] if pay else next(a for a in options if a.kind in ("pass", "decline")))
        gone = [c for c in held if game.s.zone[c] == "discard"]  # one card revealed
        assert len(gone) == (1 if pay else 0) and game.decision.kind != "choose"
        cost = game.cards[gone[0]].twilight_cost if pay else 0
        assert game.s.twilight == spent + cost
    sc = Scenario()
    sc.minion(SCOUT)
    sc.hand("1_165", player=1)
    card = sc.hand("3_33")
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)  # no Gandalf


def test_narya_may_add_three_to_remove_a_burden_at_the_start_of_your_turn():
    # Narya (3_34): "At the start of each of your turns, you may add (3) to remove a burden."
    for resolve in (True, False):
        sc = Scenario()
        gandalf = sc.companion("1_72")
        sc.bear(gandalf, "3_34")
        game = sc.burdens(2).start("start")
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        assert game.s.burdens[0] == (1 if resolve else 2)
        assert game.s.twilight == (3 if resolve else 0)
    # only at the start of your turns: not at the start of the opponent's
    sc = Scenario(fp=1)
    gandalf = sc.companion("1_72", player=0)
    sc.bear(gandalf, "3_34", player=0)
    game = sc.burdens(2, player=0).start("start")
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_trust_me_as_you_once_did_exerts_gandalf_plus_one_per_gandalf_signet_limit_three():
    # Trust Me as You Once Did (3_35): "Skirmish: Exert Gandalf to make a companion strength
    # +1 for each companion with the Gandalf signet you can spot (limit +3)."
    # Aragorn, Gimli, Legolas, Pippin (1_307): the Gandalf signet
    for signets, bonus in ((("1_89",), 1), (("1_89", "1_13", "1_51", "1_307"), 3)):
        sc = Scenario()
        trust = sc.support("3_35")
        gandalf = sc.companion("1_72")  # Frodo signet
        for c in signets:
            sc.companion(c)
        boromir = sc.companion(BOROMIR)  # Frodo signet: not counted
        goblin = sc.minion(GOBLIN)
        sc.assign(goblin, boromir)
        game = sc.start("skirmishes")
        pass_until(game, decision_kind="action")
        before = strength(game, boromir)
        use(game, trust)
        assert not can(game, "choose", goblin)  # a companion, not a minion
        act(game, "choose", boromir)
        assert strength(game, boromir) == before + bonus and game.s.wounds[gandalf] == 1


def test_unknown_perils_spots_four_twilight_and_exerts_gandalf_to_prevent_a_wound():
    # Unknown Perils (3_36): "Response: If a companion is about to take a wound, spot 4
    # twilight tokens and exert Gandalf to prevent that wound."
    for twilight, offered in ((4, True), (3, False)):
        sc = Scenario()
        perils = sc.support("3_36")
        gandalf = sc.companion("1_72")
        merry = sc.companion(MERRY)
        sc.assign(sc.minion(GOBLIN), merry)  # 5 against 3: one wound
        game = sc.twilight(twilight).start("skirmishes")
        pass_until(game, decision_kind="action")
        while game.s.phase == "skirmish" and not can(game, "resolve", perils):
            act(game, "pass")
        if not offered:
            assert game.s.wounds[merry] == 1 and game.s.wounds[gandalf] == 0
            continue
        events = act(game, "resolve", perils)
        assert any(e.kind == "wound_prevented" for e in events)
        assert game.s.wounds[merry] == 0 and game.s.wounds[gandalf] == 1
    # a minion is no companion: Gimli's wound to the Goblin Runner is not offered
    sc = Scenario()
    perils = sc.support("3_36")
    sc.companion("1_72")
    gimli = sc.companion(GIMLI)
    goblin = sc.minion(GOBLIN)
    sc.assign(goblin, gimli)
    game = sc.twilight(5).start("skirmishes")
    while game.decision is not None and game.s.zone[goblin] != "discard":
        assert not can(game, "resolve", perils)
        act(game, "pass")
