"""Starters of sets 12-19, [men] and [orc] Shadow cards (helper c-shadow): triggered
abilities and responses, clause by clause.

Default Scenario path: site 2 is Ettenmoors (plains), site 4 Mithril Mine (underground).
Boromir (1_97) is strength 7, vitality 3; Aragorn (1_89) 8; Sam (1_311) 3.
"""

from __future__ import annotations

from cardtest import Scenario, choose, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
ARAGORN = "1_89"
SAM = "1_311"
ELDER = "11_77"  # Elder of Dunland: [men] Man, 10, cost 4
DENIZEN = "11_116"  # Denizen of Moria: [orc] Orc, 7, vitality 1, cost 2


def _pass_unoffered(game, event_kind: str) -> list:
    """Everyone passes until an ``event_kind`` event; no optional trigger or response may
    be offered on the way (``pass_until`` would decline it silently)."""
    seen: list = []
    for _ in range(200):
        if any(e.kind == event_kind for e in seen):
            return seen
        assert game.decision.kind != "optional_trigger", game.decision
        options = game.legal_actions()
        pick = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        seen.extend(game.apply(pick))
    raise AssertionError(f"no {event_kind} event")


def _to_regroup(game) -> None:
    for _ in range(30):
        if game.s.phase == "regroup":
            return
        pass_until(game, event_kind="phase_started")
    raise AssertionError("no regroup phase")


def _shield_wall(wall_id: str, loser: str, twilight: int):
    """``loser`` (strength 6) loses to Aragorn; Easterling Shield Wall unassigned."""
    sc = Scenario().at_site(4)
    wall = sc.minion(wall_id)
    boromir = sc.companion(ARAGORN)
    m = sc.minion(loser)
    sc.assign(m, boromir)
    game = sc.twilight(twilight).start("skirmishes")
    return game, wall, m


def test_easterling_shield_wall_exerts_and_removes_one_to_save_a_men_minion_in_a_skirmish():
    # "Response: If a [men] minion is about to take a wound in a skirmish, exert this minion
    # and remove (1) to prevent that."
    game, wall, rampaging = _shield_wall("11_76", "11_98", 1)  # Rampaging Easterling: 6, vitality 1
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", wall)
    assert game.s.wounds[wall] == 1 and game.s.twilight == 0
    assert game.s.zone[rampaging] == "minions" and game.s.wounds[rampaging] == 0
    game, wall, rampaging = _shield_wall("11_76", "11_98", 0)  # cannot remove (1): not offered
    _pass_unoffered(game, "skirmish_ended")
    assert game.s.zone[rampaging] != "minions"
    assert game.s.wounds[wall] == 0
    game, wall, orc = _shield_wall("11_76", "11_136", 1)  # Prowling Orc: [orc], not saved
    _pass_unoffered(game, "skirmish_ended")
    assert game.s.wounds[orc] == 1 and game.s.wounds[wall] == 0 and game.s.twilight == 1


def test_easterling_shield_wall_not_for_a_wound_outside_a_skirmish():
    sc = Scenario().at_site(2)
    sc.minion("11_76")
    sc.companion("1_51")  # Legolas: archer
    elder = sc.minion(ELDER)
    game = sc.twilight(1).start("archery_fire")
    assert game.decision.kind == "archery_wound"
    game.apply(next(a for a in game.legal_actions() if a.card == elder))
    assert game.decision.kind != "optional_trigger"
    assert game.s.wounds[elder] == 1
    assert game.s.twilight == 1


def test_long_battle_bow_bearer_a_men_minion_an_archer():
    # "Bearer must be a [men] minion. Bearer is an archer."
    sc = Scenario().at_site(2)
    elder = sc.minion(ELDER)
    orc = sc.minion(DENIZEN)
    bow = sc.hand("11_89")
    game = sc.twilight(4).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == bow} == {elder}
    act(game, "play", bow, elder)
    act(game, "pass")
    assert stats.keyword(game, elder, "archer") == 1
    assert stats.keyword(game, orc, "archer") == 0


def test_long_battle_bow_may_make_the_free_peoples_player_exert_his_man():
    # "When you play this possession, you may make the Free Peoples player exert his or
    # her Man."
    for take in (True, False):
        sc = Scenario().at_site(2)
        boromir = sc.companion(BOROMIR)
        aragorn = sc.companion(ARAGORN)
        gimli = sc.companion("1_12")
        elder = sc.minion(ELDER)
        bow = sc.hand("11_89")
        game = sc.twilight(4).start("shadow")
        act(game, "play", bow, elder)
        if not take:
            act(game, "pass")
            assert game.s.wounds[boromir] == game.s.wounds[aragorn] == 0
            continue
        act(game, "resolve", bow)
        assert game.decision.player == game.s.fp
        assert set(game.decision.cards) == {boromir, aragorn}
        assert gimli not in game.decision.cards
        choose(game, aragorn)
        assert game.s.wounds[aragorn] == 1 and game.s.wounds[boromir] == 0
    sc = Scenario().at_site(2)  # only when the Bow itself is played
    sc.companion(BOROMIR)
    sc.bear(sc.minion(ELDER), "11_89")
    other = sc.hand(DENIZEN)
    game = sc.twilight(4).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"


def test_rampaging_easterling_plus_three_until_regroup_when_another_men_minion_wins():
    # "Each time another [men] minion wins a skirmish, make this minion strength +3 until
    # the regroup phase."
    for winner, bonus in ((ELDER, 3), ("11_115", 0)):  # a [men] winner; an [orc] one
        sc = Scenario().at_site(2)
        rampaging = sc.minion("11_98")  # a lurker: its skirmish comes last
        sc.assign(rampaging, sc.companion("1_12"))
        sam = sc.companion(SAM)
        sc.assign(sc.minion(winner), sam)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert strength(game, rampaging) == 6 + bonus, winner
        if bonus:
            _to_regroup(game)
            assert strength(game, rampaging) == 6
    sc = Scenario().at_site(2)  # its own win does not count
    rampaging = sc.minion("11_98")
    sc.assign(rampaging, sc.companion(SAM))
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert strength(game, rampaging) == 6


def _assigned(minion: str, site: int, wounds: int = 0, twilight: int = 0):
    """The Free Peoples player assigns Boromir (with ``wounds``) to ``minion``."""
    sc = Scenario().at_site(site)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, wounds)
    m = sc.minion(minion)
    game = sc.twilight(twilight).start("assign")
    while game.decision.kind != "assign":
        act(game, "pass")
    act(game, "assign", boromir, m)
    return game, boromir, m


def test_brutal_easterling_fierce_until_regroup_when_assigned_an_exhausted_companion():
    # "Each time this minion is assigned to skirmish an exhausted companion, it is fierce
    # until the regroup phase."
    game, _boromir, brutal = _assigned("12_55", 2, wounds=2)
    assert stats.keyword(game, brutal, "fierce") == 1
    _to_regroup(game)
    assert stats.keyword(game, brutal, "fierce") == 0
    game, _boromir, brutal = _assigned("12_55", 2, wounds=1)  # wounded, not exhausted
    assert stats.keyword(game, brutal, "fierce") == 0


def test_brutal_easterling_not_fierce_when_assigned_an_exhausted_ally():
    sc = Scenario().at_site(3)  # Grimir takes part at his home site 3
    grimir = sc.ally("1_17")
    sc.wounds(grimir, 2)
    brutal = sc.minion("12_55")
    game = sc.start("assign")
    while game.decision.kind != "assign":
        act(game, "pass")
    act(game, "assign", grimir, brutal)
    assert game.s.assigned[brutal] == grimir
    assert stats.keyword(game, brutal, "fierce") == 0


def test_brutal_easterling_fierce_when_assigned_by_its_own_player_too():
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 2)
    brutal = sc.minion("12_55")
    game = sc.start("assign")
    while game.decision.player == game.s.fp or not can(game, "assign", boromir, brutal):
        act(game, "pass")
    assert game.decision.player != game.s.fp  # the Shadow player's leftover assignment
    act(game, "assign", boromir, brutal)
    assert stats.keyword(game, brutal, "fierce") == 1


def test_wrathful_hillman_away_from_plains_removes_two_or_is_discarded_when_assigned():
    # "Each time this minion is assigned to a skirmish, if it is not at a plains site,
    # remove (2) or discard this minion."
    game, _boromir, hillman = _assigned("12_78", 4, twilight=2)
    assert game.decision.kind == "choose_option"
    act(game, "choose_option", value=0)
    assert game.s.twilight == 0 and game.s.zone[hillman] == "minions"
    game, _boromir, hillman = _assigned("12_78", 4, twilight=2)
    act(game, "choose_option", value=1)
    assert game.s.twilight == 2 and game.s.zone[hillman] == "discard"
    game, _boromir, hillman = _assigned("12_78", 4, twilight=1)  # cannot remove (2)
    assert game.s.zone[hillman] == "discard" and game.s.twilight == 1
    game, _boromir, hillman = _assigned("12_78", 2, twilight=2)  # plains: nothing
    assert game.s.zone[hillman] == "minions" and game.s.twilight == 2
    assert game.decision.kind != "choose_option"


def test_orc_spear_bearer_an_orc_minion_adds_two_on_a_minion_costing_four():
    # "Bearer must be an [orc] minion. When you play this possession on a minion that has a
    # twilight cost of 4 or more, add (2)."
    sc = Scenario().at_site(2)
    strategist = sc.minion("12_97")  # [orc], cost 4
    denizen = sc.minion(DENIZEN)  # [orc], cost 2
    sc.minion(ELDER)  # [men], cost 4
    spears = [sc.hand("12_96"), sc.hand("12_96")]
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == spears[0]} == \
        {strategist, denizen}
    act(game, "play", spears[0], strategist)
    assert game.s.twilight == 3 - 1 + 2
    act(game, "play", spears[1], denizen)
    assert game.s.twilight == 4 - 1


def test_scavenging_goblins_may_play_an_orc_weapon_from_discard_on_your_orc_orc():
    # "When you play this minion, you may play an [orc] weapon from your discard pile on
    # your [orc] Orc."
    for take in (True, False):
        sc = Scenario().at_site(4)
        denizen = sc.minion(DENIZEN)
        troll = sc.minion("11_108")  # an [orc] Troll
        sc.minion(ELDER)  # a [men] Man
        spear = sc.discard("12_96", player=sc.shadow)  # Orc Spear
        axe = sc.discard("13_102", player=sc.shadow)  # Worn Battleaxe: [men]
        sc.discard("11_109", player=sc.shadow)  # Bladed Gauntlets: [orc] armor
        goblins = sc.hand("12_102")
        game = sc.twilight(9).start("shadow")
        act(game, "play", goblins)
        if not take:
            act(game, "pass")
            assert game.s.zone[spear] == "discard"
            continue
        act(game, "resolve", goblins)  # the Spear is the only [orc] weapon: no choice
        assert set(game.decision.cards) == {denizen, goblins}
        assert troll not in game.decision.cards
        choose(game, denizen)
        assert game.s.zone[spear] == "attached" and game.s.bearer[spear] == denizen
        assert game.s.zone[axe] == "discard"
    sc = Scenario().at_site(4)  # only when the Goblins themselves are played
    sc.minion("12_102")
    sc.discard("12_96", player=sc.shadow)
    other = sc.hand(DENIZEN)
    game = sc.twilight(9).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"


def test_howling_orc_may_be_plus_two_until_regroup_when_an_orc_minion_is_killed():
    # "Each time an [orc] minion is killed in a skirmish, you may make this minion strength
    # +2 until the regroup phase."
    for victim, offered in ((DENIZEN, True), ("11_98", False)):  # [orc]; [men] (6, vit 1)
        for take in (True, False) if offered else (False,):
            sc = Scenario().at_site(2)
            howling = sc.minion("13_109")  # a lurker: its skirmish comes last
            sc.assign(howling, sc.companion(BOROMIR))
            aragorn = sc.companion(ARAGORN)
            v = sc.minion(victim)
            sc.assign(v, aragorn)
            game = sc.start("skirmishes")
            events = pass_until(game, "killed")
            assert any(e.kind == "killed" for e in events)
            if offered:
                assert game.decision.kind == "optional_trigger", victim
                act(game, "resolve", howling) if take else act(game, "pass")
            else:
                assert game.decision.kind != "optional_trigger"
            assert strength(game, howling) == 8 + (2 if take else 0), victim
            if take:
                _to_regroup(game)
                assert strength(game, howling) == 8


def test_howling_orc_not_for_an_orc_minion_killed_outside_a_skirmish():
    sc = Scenario().at_site(2)
    sc.minion("13_109")
    sc.companion("1_51")  # Legolas: archer
    denizen = sc.minion(DENIZEN)  # vitality 1
    game = sc.twilight(1).start("archery_fire")
    assert game.decision.kind == "archery_wound"
    events = game.apply(next(a for a in game.legal_actions() if a.card == denizen))
    assert any(e.kind == "killed" for e in events)
    assert game.decision.kind != "optional_trigger"


def test_picket_denizen_exerts_to_save_another_orc_minion_from_a_wound():
    # "Response: If another [orc] minion is about to take a wound, exert this minion to
    # prevent that."
    sc = Scenario().at_site(2)
    picket = sc.minion("13_118")
    aragorn = sc.companion(ARAGORN)
    denizen = sc.minion(DENIZEN)
    sc.assign(denizen, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", picket)
    assert game.s.wounds[picket] == 1
    assert game.s.zone[denizen] == "minions" and game.s.wounds[denizen] == 0
    for loser in ("11_98", "13_118"):  # a [men] minion; the Picket Denizen itself
        sc = Scenario().at_site(2)
        aragorn = sc.companion(ARAGORN)
        sc.bear(aragorn, "1_112")  # Ranger's Sword: 10 beats the Picket's 9
        if loser != "13_118":
            sc.minion("13_118")
        m = sc.minion(loser)
        sc.assign(m, aragorn)
        game = sc.start("skirmishes")
        events = _pass_unoffered(game, "skirmish_ended")
        assert not any(e.kind == "wound_prevented" for e in events), loser
        assert game.s.wounds[m] >= 1 or game.s.zone[m] != "minions", loser


def test_ravaging_wild_man_may_exert_two_men_to_discard_a_follower_after_winning():
    # "Each time this minion wins a skirmish, you may exert 2 [men] Men to discard a
    # follower."
    sc = Scenario().at_site(2)
    doorwarden = sc.support("15_137")  # a follower
    wild = sc.minion("15_91")
    elder = sc.minion(ELDER)
    orc = sc.minion(DENIZEN)
    sam = sc.companion(SAM)
    sc.assign(wild, sam)
    game = sc.start("skirmishes")
    events = pass_until(game, decision_kind="optional_trigger")
    assert any(e.kind == "skirmish_resolved" for e in events)  # after winning
    assert game.s.zone[sam] == "dead"
    act(game, "resolve", wild)
    assert orc not in game.decision.cards
    if game.decision.kind == "choose":
        choose(game, wild)
        if game.decision is not None and game.decision.kind == "choose" \
                and elder in game.decision.cards:
            choose(game, elder)
    assert game.s.wounds[wild] == 1 and game.s.wounds[elder] == 1
    assert game.s.zone[doorwarden] == "discard"
    sc = Scenario().at_site(2)  # one [men] Man only: nothing to pay with
    doorwarden = sc.support("15_137")
    wild = sc.minion("15_91")
    sc.minion(DENIZEN)  # an Orc
    sc.minion("17_48")  # Saruman: [men], a Wizard
    sc.minion("4_10")  # Dunlending Brigand: a [dunland] Man
    sc.assign(wild, sc.companion(BOROMIR))  # a Free Peoples Man is not yours to exert
    game = sc.start("skirmishes")
    _pass_unoffered(game, "skirmish_ended")
    assert game.s.zone[doorwarden] == "support"


def test_black_land_spy_may_spot_an_orc_possession_to_add_a_threat():
    # "When you play this minion, you may spot an [orc] possession to add a threat."
    for possession, bearer, offered in (("12_96", DENIZEN, True), ("11_95", ELDER, False)):
        sc = Scenario().at_site(4)
        sc.companion(BOROMIR)
        sc.bear(sc.minion(bearer), possession)
        spy = sc.hand("15_105")
        game = sc.twilight(5).start("shadow")
        act(game, "play", spy)
        if offered:
            act(game, "resolve", spy)
        else:
            assert game.decision.kind != "optional_trigger", possession
        assert game.s.threats[game.s.fp] == (1 if offered else 0)
    sc = Scenario().at_site(4)  # declined: no threat
    sc.companion(BOROMIR)
    sc.bear(sc.minion(DENIZEN), "12_96")
    spy = sc.hand("15_105")
    other = sc.hand(DENIZEN)
    game = sc.twilight(5).start("shadow")
    act(game, "play", spy)
    act(game, "pass")
    assert game.s.threats[game.s.fp] == 0
    act(game, "play", other)  # only when the Spy itself is played
    assert game.decision.kind != "optional_trigger"


def test_easterling_dispatcher_may_spot_two_men_to_add_one_per_possession():
    # "When you play this minion, you may spot 2 other [men] Men to add (1) for each
    # possession you spot."
    for men, take in ((2, True), (2, False), (1, False)):
        sc = Scenario().at_site(4)
        boromir = sc.companion(BOROMIR)
        sc.bear(boromir, "1_92")  # Armor: a possession
        elders = [sc.minion(ELDER) for _ in range(men)]
        sc.bear(elders[0], "11_95")  # Poleaxe: a possession
        sc.support("13_99", player=sc.shadow)  # Stragglers: a condition
        dispatcher = sc.hand("17_42")
        game = sc.twilight(5).start("shadow")
        act(game, "play", dispatcher)
        paid = game.s.twilight
        if men == 2:
            act(game, "resolve", dispatcher) if take else act(game, "pass")
        else:
            assert game.decision.kind != "optional_trigger"
        assert game.s.twilight == paid + (2 if take else 0), (men, take)
    sc = Scenario().at_site(4)  # only when the Dispatcher itself is played
    sc.companion(BOROMIR)
    sc.minion(ELDER)
    sc.minion(ELDER)
    sc.minion("17_42")
    other = sc.hand(DENIZEN)
    game = sc.twilight(5).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"


def _vengeful(card: str, companions: int, other_man: bool = True, wounds: int = 0):
    sc = Scenario().at_site(4)
    for name in (BOROMIR, ARAGORN, "1_12", "1_51", SAM)[:companions - 1]:
        sc.companion(name)
    wild = sc.minion(card)
    sc.wounds(wild, wounds)
    if other_man:
        sc.minion(ELDER)
    else:  # an Orc, a [men] Wizard, a [men] condition: no other [men] Man
        sc.minion(DENIZEN)
        sc.minion("17_48")
        sc.support("13_99", player=sc.shadow)
    game = sc.start("shadow")
    for _ in range(20):
        if game.s.phase == "maneuver":
            break
        pass_until(game, event_kind="phase_started")
    return game, wild


def test_vengeful_wild_man_exerts_at_the_start_of_maneuver_to_add_threats():
    # "At the start of the maneuver phase, spot another [men] Man and exert this minion to
    # add a threat. Then add an additional threat for each companion you spot over 4."
    for companions, threats in ((4, 1), (5, 2), (6, 3)):
        game, wild = _vengeful("17_63", companions)
        assert game.s.wounds[wild] == 1, companions
        assert game.s.threats[game.s.fp] == threats, companions
    game, wild = _vengeful("17_63", 5, other_man=False)
    assert game.s.threats[game.s.fp] == 0 and game.s.wounds[wild] == 0
    game, wild = _vengeful("17_63", 5, wounds=1)  # exhausted: cannot exert
    assert game.s.threats[game.s.fp] == 0
