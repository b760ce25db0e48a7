"""Set 2 [dwarven] and [gandalf] cards (helper s13-dwarf-gandalf). Each test names the
card, quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from s13_dwarf_gandalf_common import playable_only_with, to_regroup

from ringtable.engine import stats
from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can, pass_until

GIMLI = "1_13"
BOROMIR = "1_97"
SAM = "1_311"
GOBLIN = "1_178"  # Goblin Runner, a [moria] Orc
SCOUT = "1_191"  # Moria Scout, a [moria] Orc
URUK = "1_154"  # Uruk Soldier, an Uruk-hai (strength 7, damage +1)
TROLL = "1_165"  # Cave Troll of Moria: fierce
WIZARD_STAFF = "2_29"  # a staff for a Wizard


def keyword(game, card: int, name: str) -> int:
    return stats.keyword(game, card, name)


def decline(game) -> None:
    kinds = {a.kind for a in game.legal_actions()}
    act(game, "pass" if "pass" in kinds else "decline")


def pay(game) -> None:
    game.apply(next(a for a in game.legal_actions() if a.kind not in ("pass", "decline")))


def test_disquiet_of_our_people_defender_plus_one_or_two_with_an_orc():
    # Disquiet of Our People (2_2): "Maneuver: Exert a Dwarf to make that Dwarf defender +1
    # (or defender +2 if you spot an Orc) until the regroup phase."
    for minion, bonus in ((URUK, 1), (SCOUT, 2)):  # an Uruk-hai is no Orc
        sc = Scenario()
        gimli = sc.companion(GIMLI)
        boromir = sc.companion(BOROMIR)
        sc.minion(minion)
        card = sc.hand("2_2")
        game = sc.start("maneuver")
        pass_until(game, decision_kind="action")
        act(game, "play", card)
        assert keyword(game, gimli, "defender") == bonus and game.s.wounds[gimli] == 1
        assert keyword(game, boromir, "defender") == 0
        to_regroup(game)
        assert keyword(game, gimli, "defender") == 0  # until the regroup phase
    sc = Scenario()
    sc.companion(BOROMIR)  # no Dwarf to exert
    sc.minion(SCOUT)
    card = sc.hand("2_2")
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)


def test_dwarven_bracers_discard_to_prevent_a_wound_to_the_bearer():
    # Dwarven Bracers (2_3): "Bearer must be a Dwarf. Response: If bearer is about to take a
    # wound, discard this possession to prevent that wound."
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    bracers = sc.bear(gimli, "2_3")
    sc.assign(sc.minion(URUK), gimli)  # 7 against 6, damage +1: two wounds
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", bracers)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.zone[bracers] == "discard"
    while game.s.phase == "skirmish":
        act(game, "pass")
    assert game.s.wounds[gimli] == 1  # the second wound (damage +1) is taken
    # only the bearer: Boromir's wounds are not offered
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    bracers = sc.bear(gimli, "2_3")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(URUK), boromir)
    game = sc.start("skirmishes")
    while game.decision is not None and game.s.wounds[boromir] < 2:
        assert not can(game, "resolve", bracers)
        act(game, "pass")
    assert game.s.zone[bracers] == "attached"


def test_dwarven_bracers_and_endurance_of_dwarves_bearer_must_be_a_dwarf():
    for item in ("2_3", "2_4"):
        sc = Scenario()
        gimli = sc.companion(GIMLI)
        sc.companion(BOROMIR)
        card = sc.hand(item)
        game = sc.twilight(0).at_site(2).start("fellowship")
        allowed = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == card}
        assert allowed == {gimli}, item


def test_endurance_of_dwarves_discards_to_make_bearer_strength_plus_one():
    # Endurance of Dwarves (2_4): "Skirmish: Discard this condition to make bearer strength +1."
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    endurance = sc.bear(gimli, "2_4")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(GOBLIN), gimli)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    before, b0 = strength(game, gimli), strength(game, boromir)
    use(game, endurance)
    assert strength(game, gimli) == before + 1 and strength(game, boromir) == b0
    assert game.s.zone[endurance] == "discard"


def test_fror_needs_a_dwarf_and_is_strength_plus_three_against_an_uruk_hai():
    # Frór (2_6): "To play, spot a Dwarf. While skirmishing an Uruk-hai, Frór is strength +3."
    for minion, bonus in ((URUK, 3), (GOBLIN, 0)):
        sc = Scenario()
        fror = sc.companion("2_6")
        sc.assign(sc.minion(minion), fror)
        game = sc.start("skirmishes")
        assert strength(game, fror) == 5 + bonus, minion
    sc = Scenario()
    fror = sc.companion("2_6")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(URUK), boromir)  # another companion against an Uruk-hai: no bonus
    game = sc.start("skirmishes")
    assert strength(game, boromir) == 7 and strength(game, fror) == 5
    assert playable_only_with("2_6", GIMLI)


def test_gloin_strength_plus_one_per_dwarven_tale_limit_four():
    # Glóin (2_7): "For each [dwarven] tale you can spot, Glóin is strength +1 (limit +4)."
    tales = ("1_16", "1_24", "2_1", "2_9", "2_14")
    for n, bonus in ((0, 0), (1, 1), (5, 4)):
        sc = Scenario()
        gloin = sc.companion("2_7")
        for t in tales[:n]:
            sc.support(t)
        sc.support("1_20")  # Let Them Come!: [dwarven], not a tale
        sc.support("1_317")  # There and Back Again: a [shire] tale
        game = sc.start("fellowship")
        assert strength(game, gloin) == 5 + bonus, n


def test_golden_light_on_the_land_moria_orcs_cost_two_more_away_from_underground():
    # Golden Light on the Land (2_8): "To play, spot a Dwarf. At a site which is not
    # underground, each [moria] Orc's twilight cost is +2. Discard this condition during the
    # regroup phase."
    for site, extra in ((2, 2), (4, 0)):  # site 4 here is Mithril Mine: underground
        costs = []
        for golden in (True, False):
            sc = Scenario()
            sc.companion(GIMLI)
            if golden:
                sc.support("2_8")
            orc = sc.hand(GOBLIN)
            others = [sc.hand(c) for c in (URUK, TROLL, "1_271")]  # Uruk-hai; [moria] Troll;
            game = sc.twilight(9).at_site(site).start("shadow")  # [sauron] Orc: no change
            shadow = game.s.holder[orc]
            costs.append([twilight_cost(game, c, shadow) for c in [orc, *others]])
        assert costs[0][0] == costs[1][0] + extra and costs[0][1:] == costs[1][1:], site
    sc = Scenario()
    golden = sc.support("2_8")
    sc.minion(GOBLIN)
    game = sc.start("regroup")
    pass_until(game, decision_kind="action")
    assert game.s.zone[golden] == "discard"
    assert playable_only_with("2_8", GIMLI)


def test_great_works_begun_there_playing_a_dwarf_may_trade_two_top_cards_for_an_event():
    # Great Works Begun There (2_9): "Each time you play a Dwarf, you may discard the top 2
    # cards from your draw deck to take a [dwarven] event into hand from your discard pile."
    for resolve in (True, False):
        sc = Scenario()
        sc.support("2_9")
        gimli = sc.hand(GIMLI)
        fury = sc.discard("1_4")  # Battle Fury: a [dwarven] event
        servant = sc.discard("1_83")  # a [gandalf] event: not taken
        axe = sc.discard("1_9")  # Dwarven Axe: [dwarven], not an event
        third = sc.draw_top(SAM)
        top2 = [sc.draw_top(SAM), sc.draw_top(SAM)]
        game = sc.twilight(0).start("fellowship")
        act(game, "play", gimli)
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        assert game.s.zone[fury] == ("hand" if resolve else "discard")
        assert game.s.zone[servant] == "discard" and game.s.zone[axe] == "discard"
        assert [game.s.zone[c] for c in top2] == ["discard" if resolve else "draw"] * 2
        assert game.s.zone[third] == "draw"
    sc = Scenario()
    sc.support("2_9")
    boromir = sc.hand(BOROMIR)  # not a Dwarf
    sc.discard("1_4")
    for _ in range(3):
        sc.draw_top(SAM)
    game = sc.twilight(0).start("fellowship")
    act(game, "play", boromir)
    assert game.decision.kind != "optional_trigger"


def test_realm_of_dwarrowdelf_top_three_for_dwarf_strength_and_underground_damage():
    # Realm of Dwarrowdelf (2_12): "Skirmish: Discard the top 3 cards from your draw deck to
    # make a Dwarf strength +1 (limit +3) and, if underground, damage +1 (limit +3)."
    for site, dmg in ((2, 0), (4, 1)):
        sc = Scenario()
        realm = sc.support("2_12")
        gimli = sc.companion(GIMLI)
        sc.companion(BOROMIR)
        sc.assign(sc.minion(GOBLIN), gimli)
        deck = [sc.draw_top(SAM) for _ in range(13)]
        game = sc.at_site(site).start("skirmishes")
        pass_until(game, decision_kind="action")
        s0, d0 = strength(game, gimli), keyword(game, gimli, "damage")
        for n in range(1, 4):
            use(game, realm)
            assert strength(game, gimli) == s0 + n
            assert keyword(game, gimli, "damage") == d0 + n * dmg
            assert sum(game.s.zone[c] == "discard" for c in deck) == 3 * n
            if game.decision.player != 0:
                act(game, "pass")
        assert not can(game, "use", realm)  # limit +3
    # the limit is each skirmish's: usable again in the next skirmish
    sc = Scenario()
    realm = sc.support("2_12")
    gimli = sc.companion(GIMLI)
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(GOBLIN), gimli)
    sc.assign(sc.minion(GOBLIN), boromir)
    for _ in range(13):
        sc.draw_top(SAM)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    for _ in range(3):
        use(game, realm)
        if game.decision.player != 0:
            act(game, "pass")
    assert not can(game, "use", realm)
    pass_until(game, "skirmish_ended")
    pass_until(game, decision_kind="action")
    assert game.s.phase == "skirmish" and can(game, "use", realm)
    sc = Scenario()
    realm = sc.support("2_12")
    gimli = sc.companion(GIMLI)
    sc.assign(sc.minion(GOBLIN), gimli)
    sc.draw_top(SAM)
    sc.draw_top(SAM)  # only 2 cards: the cost cannot be paid
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", realm)


def test_tidings_of_erebor_draws_three_unless_a_shadow_player_removes_three():
    # Tidings of Erebor (2_13): "Regroup: Spot a Dwarf to draw 3 cards. Any Shadow player
    # may remove (3) to prevent this."
    for paid in (False, True):
        sc = Scenario()
        sc.companion(GIMLI)
        sc.minion(GOBLIN)
        card = sc.hand("2_13")
        deck = [sc.draw_top(SAM) for _ in range(4)]
        game = sc.twilight(4).start("regroup")
        pass_until(game, decision_kind="action")
        act(game, "play", card)
        assert game.decision.player == 1
        pay(game) if paid else decline(game)
        drawn = sum(game.s.zone[c] == "hand" for c in deck)
        assert drawn == (0 if paid else 3) and game.s.twilight == (1 if paid else 4)
    sc = Scenario()
    sc.companion(BOROMIR)  # no Dwarf
    sc.minion(GOBLIN)
    card = sc.hand("2_13")
    game = sc.start("regroup")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)


def test_hugin_needs_gandalf_and_puts_a_free_peoples_card_beneath_the_deck():
    # Hugin (2_24): "To play, spot Gandalf. Fellowship: Exert Hugin to reveal a Free Peoples
    # card from your discard pile and place it beneath your draw deck."
    sc = Scenario()
    hugin = sc.ally("2_24")
    fp = sc.discard(SAM)
    orc = sc.discard(GOBLIN, player=0)  # a Shadow card in my discard pile: not offered
    top = sc.draw_top(BOROMIR)
    game = sc.start("fellowship")
    use(game, hugin)
    assert game.s.zone[fp] == "draw" and game.s.zone[orc] == "discard"
    assert game.s.piles[0]["draw"][-1] == fp or game.s.piles[0]["draw"][0] == top
    assert game.s.wounds[hugin] == 1
    assert playable_only_with("2_24", "1_72")


def test_jarnsmid_your_shields_armor_helms_and_hand_weapons_cost_one_less():
    # Járnsmid (2_25): "To play, spot Gandalf. Each time you play a shield, armor, helm, or
    # hand weapon, its twilight cost is -1."
    sc = Scenario()
    sc.ally("2_25")
    sc.companion(GIMLI)
    items = {c: sc.hand(c) for c in ("1_14", "1_107", "1_92", "3_1", "2_3")}
    helm = sc.hand("1_15")
    game = sc.twilight(0).start("fellowship")
    cost = {c: twilight_cost(game, i, 0) for c, i in items.items()}
    assert cost["1_14"] == 1 and cost["1_107"] == 0 and cost["1_92"] == 0  # axe, shield, armor
    assert cost["2_3"] == 1  # bracers: no discount
    assert twilight_cost(game, helm, 0) == 0  # a helm of cost 0 stays 0
    assert playable_only_with("2_25", "1_72")


def test_staff_asunder_discards_the_staff_exerts_gandalf_twice_to_discard_his_minion():
    # Staff Asunder (2_27): "Skirmish: Discard a staff Gandalf is bearing and then exert him
    # twice to discard a minion he is skirmishing."
    sc = Scenario()
    gandalf = sc.companion("1_72")
    staff = sc.bear(gandalf, WIZARD_STAFF)
    goblin = sc.minion(GOBLIN)
    sc.assign(goblin, gandalf)
    other = sc.minion(SCOUT)  # not skirmishing Gandalf
    card = sc.hand("2_27")
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    act(game, "play", card)
    assert game.s.zone[staff] == "discard" and game.s.wounds[gandalf] == 2
    assert game.s.zone[goblin] == "discard" and game.s.zone[other] != "discard"
    for staffed, wounds in ((False, 0), (True, 2)):  # no staff; Gandalf cannot exert twice
        sc = Scenario()
        gandalf = sc.companion("1_72")
        if staffed:
            sc.bear(gandalf, WIZARD_STAFF)
        sc.assign(sc.minion(GOBLIN), gandalf)
        card = sc.hand("2_27")
        game = sc.wounds(gandalf, wounds).start("skirmishes")
        pass_until(game, decision_kind="action")
        assert not can(game, "play", card), staffed


def test_wielder_of_the_flame_defender_plus_one_unless_a_shadow_player_removes_three():
    # Wielder of the Flame (2_28): "Maneuver: Spot Gandalf to make a companion defender +1
    # until the regroup phase. Any Shadow player may remove (3) to prevent this."
    for paid in (False, True):
        sc = Scenario()
        gandalf = sc.companion("1_72")
        albert = sc.ally("1_69")
        sc.minion(GOBLIN)
        card = sc.hand("2_28")
        game = sc.twilight(3).start("maneuver")
        pass_until(game, decision_kind="action")
        act(game, "play", card)
        assert game.decision.player == 1
        pay(game) if paid else decline(game)
        if game.decision.kind == "choose":
            assert not can(game, "choose", albert)  # an ally is no companion
            act(game, "choose", gandalf)
        assert keyword(game, gandalf, "defender") == (0 if paid else 1)
        spent = game.cards[card].twilight_cost
        assert game.s.twilight == 3 + spent - (3 if paid else 0)
        if not paid:
            pass_until(game, decision_kind="action")
            assert keyword(game, gandalf, "defender") == 1
            to_regroup(game)
            assert keyword(game, gandalf, "defender") == 0  # until the regroup phase
    sc = Scenario()
    sc.companion(GIMLI)  # no Gandalf
    sc.minion(GOBLIN)
    card = sc.hand("2_28")
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)


def test_you_cannot_pass_needs_gandalf_bearing_a_staff_to_stop_a_minion_being_fierce():
    # You Cannot Pass! (2_30): "Maneuver: Spot Gandalf bearing a staff to prevent a minion
    # from being fierce until the regroup phase."
    sc = Scenario()
    gandalf = sc.companion("1_72")
    sc.bear(gandalf, WIZARD_STAFF)
    troll = sc.minion(TROLL)
    card = sc.hand("2_30")
    game = sc.twilight(0).start("maneuver")
    pass_until(game, decision_kind="action")
    assert keyword(game, troll, "fierce") == 1
    act(game, "play", card)
    assert keyword(game, troll, "fierce") == 0
    pass_until(game, decision_kind="action")
    assert keyword(game, troll, "fierce") == 0
    to_regroup(game)
    assert keyword(game, troll, "fierce") == 1  # until the regroup phase
    sc = Scenario()
    gandalf = sc.companion("1_72")
    sc.bear(gandalf, "1_75")  # Glamdring: not a staff
    sc.minion(TROLL)
    card = sc.hand("2_30")
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)
