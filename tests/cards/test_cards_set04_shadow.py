"""Set 4 Shadow cards of the TTT Aragorn and Théoden starters ([dunland], [isengard])."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength, use

from ringtable.engine import stats
from ringtable.engine.turn import set_phase
from ringtable.testing import act, can, pass_until


def _fight(minion: str, defender: str = "1_97", site: str | None = None, **hand: str):
    """``minion`` skirmishes ``defender``; the Shadow player is to act."""
    sc = at_site(site) if site else Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    return game, fp, m, cards


def _won(game, minion: int) -> None:
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", minion)


def test_band_of_wild_men_may_become_fierce_after_winning():
    game, _fp, band, _ = _fight("4_4")
    _won(game, band)
    assert stats.keyword(game, band, "fierce") == 1
    set_phase(game, "regroup")  # "until the regroup phase"
    assert stats.keyword(game, band, "fierce") == 0


def test_dark_fury_plus_four_at_a_sanctuary():
    for site, bonus in (("4_342", 4), ("4_346", 2)):
        game, _fp, m, cards = _fight("4_10", site=site, fury="4_7")
        act(game, "play", cards["fury"])
        assert strength(game, m) == 8 + bonus


def test_death_to_the_strawheads_plus_one_per_companion():
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.companion("1_365")
    m = sc.minion("4_10")
    sc.assign(m, boromir)
    death = sc.hand("4_8")
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    act(game, "play", death)
    assert strength(game, m) == 8 + 3  # Frodo, Boromir, Aragorn


def test_dunlending_brigand_and_savage_have_no_text_to_resolve():
    for card in ("4_10", "4_17"):
        sc = Scenario()
        m = sc.hand(card)
        game = sc.twilight(6).at_site(3).start("shadow")
        events = act(game, "play", m)
        assert game.s.zone[m] == "minions" and "unscripted" not in [e.kind for e in events]


def test_dunlending_madman_and_robber_may_get_plus_two_and_fierce():
    for card, base in (("4_12", 7), ("4_16", 9)):
        game, _fp, m, _ = _fight(card, "1_303")
        _won(game, m)
        assert strength(game, m) == base + 2 and stats.keyword(game, m, "fierce") == 1
        set_phase(game, "regroup")  # "until the regroup phase": both end when it starts
        assert strength(game, m) == base and stats.keyword(game, m, "fierce") == 0


def test_dunlending_pillager_may_discard_a_free_peoples_possession():
    sc = Scenario()
    boromir = sc.companion("1_97")
    armor = sc.bear(boromir, "1_101")
    pillager = sc.minion("4_13")
    sc.assign(pillager, boromir)
    game = sc.start("skirmishes")
    _won(game, pillager)
    assert game.s.zone[armor] == "discard"


def test_dunlending_pillager_discards_two_possessions_if_you_spot_six_companions():
    """Dunlending Pillager (4_13): "Each time this minion wins a skirmish, you may
    discard a Free Peoples possession (or 2 Free Peoples possessions if you can spot 6
    companions)"; a Shadow possession is never discarded."""
    for companions, discarded in ((6, 2), (5, 1)):
        sc = Scenario()
        boromir = sc.companion("1_97")
        items = [sc.bear(boromir, "1_101"), sc.bear(boromir, "1_92"), sc.bear(boromir, "1_9")]
        for name in ("1_12", "1_51", "1_311", "1_365")[:companions - 2]:
            sc.companion(name)
        pillager = sc.minion("4_13")
        scimitar = sc.bear(pillager, "1_180")  # a Shadow possession
        sc.assign(pillager, boromir)
        game = sc.start("skirmishes")
        pass_until(game, decision_kind="optional_trigger")
        assert all(game.s.zone[i] == "attached" for i in items)  # not before the win
        act(game, "resolve", pillager)
        while game.decision is not None and game.decision.kind == "choose":
            assert scimitar not in game.decision.cards  # a Shadow possession
            act(game, "choose", game.decision.cards[0])
        gone = [i for i in items if game.s.zone[i] == "discard"]
        assert len(gone) == discarded, companions
        assert game.s.zone[scimitar] == "attached"
    sc = Scenario()  # losing its skirmish, the Pillager (4_13) discards nothing
    aragorn = sc.companion("1_365")
    coat = sc.bear(aragorn, "1_101")
    pillager = sc.minion("4_13")
    sc.assign(pillager, aragorn)
    game = sc.start("skirmishes")
    game.s.mods = [*game.s.mods, (pillager, "strength", -9, "turn", -1)]
    while game.decision is not None and game.s.zone[pillager] == "minions":
        assert not any(a.kind == "resolve" for a in game.legal_actions())
        act(game, "pass")
    assert game.s.zone[coat] == "attached"


def test_iron_axe_on_a_dunland_man():
    sc = Scenario()
    brigand = sc.minion("4_10")
    sc.minion("1_178")
    axe = sc.hand("4_26")
    game = sc.twilight(1).at_site(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == axe} == {brigand}
    act(game, "play", axe, brigand)
    assert strength(game, brigand) == 8 + 3


def test_broad_bladed_sword_bearer_takes_no_archery_wound():
    sc = Scenario()
    uruk = sc.minion("4_165")
    sc.bear(uruk, "4_142")
    sc.companion("1_51")  # an archer: one fellowship archery wound
    game = sc.start("archery_fire")
    if can(game, "wound", uruk):  # assignable until the engine forbids it
        act(game, "wound", uruk)
    assert game.s.wounds[uruk] == 0


def test_broad_bladed_sword_bearer_is_wounded_in_skirmishes():
    sc = Scenario()
    aragorn = sc.companion("1_365")
    sc.bear(aragorn, "4_132")  # 8 + 2 + 2 against an Uruk-hai
    uruk = sc.minion("4_165")
    sc.bear(uruk, "4_142")  # 7 + 2
    sc.assign(uruk, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[uruk] == 1


def test_ferocity_plus_three_at_a_battleground():
    for site, bonus in (("4_346", 3), ("4_342", 2)):
        game, _fp, m, cards = _fight("4_165", site=site, ferocity="4_151")
        act(game, "play", cards["ferocity"])
        assert strength(game, m) == 7 + bonus


def test_orthanc_warrior_damage_plus_one():
    game, boromir, _m, _ = _fight("4_165")  # 7 ties Boromir's 7: the Shadow side wins
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_still_they_came_exerts_an_unassigned_uruk_for_another_plus_three():
    sc = Scenario()
    boromir = sc.companion("1_97")
    fighting = sc.minion("4_165")
    idle = sc.minion("4_192")
    sc.assign(fighting, boromir)
    came = sc.hand("4_175")
    game = sc.twilight(1).start("skirmishes")
    act(game, "pass")
    act(game, "play", came)
    assert game.s.wounds[idle] == 1 and game.s.wounds[fighting] == 0
    assert strength(game, fighting) == 7 + 3


def test_uruk_defender_at_a_battleground_pumps_another_uruk():
    sc = at_site("4_346")
    boromir = sc.companion("1_97")
    defender = sc.minion("4_184")
    fighting = sc.minion("4_165")
    sc.assign(fighting, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    use(game, defender)
    assert strength(game, fighting) == 7 + 2 and game.s.wounds[defender] == 1
    sc2 = Scenario()
    d2 = sc2.minion("4_184")
    sc2.assign(sc2.minion("4_165"), sc2.companion("1_97"))
    g2 = sc2.start("skirmishes")
    act(g2, "pass")
    assert not can(g2, "use", d2)  # not a battleground


def test_uruk_fanatic_is_fierce_with_three_cards_in_the_dead_pile():
    sc = Scenario()
    fanatic = sc.minion("4_185")
    for card in ("1_97", "1_365"):
        sc.dead(card)
    game = sc.start("maneuver")
    assert stats.keyword(game, fanatic, "fierce") == 0
    sc2 = Scenario()
    f2 = sc2.minion("4_185")
    for card in ("1_97", "1_365", "1_51"):
        sc2.dead(card)
    assert stats.keyword(sc2.start("maneuver"), f2, "fierce") == 1


def test_uruk_rear_guard_at_a_battleground_pumps_another_uruk_by_one():
    sc = at_site("4_346")
    boromir = sc.companion("1_97")
    guard = sc.minion("4_191")
    fighting = sc.minion("4_165")
    sc.assign(fighting, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    use(game, guard)
    assert strength(game, fighting) == 7 + 1


def test_uruk_regular_plays_an_uruk_one_cheaper_per_other_uruk_spotted():
    """"Its twilight cost is -1 for each other Uruk-hai you can spot": the Regular itself
    does not count (issue 16: the old test asserted the wrong reading)."""
    sc = Scenario()
    regular = sc.minion("4_192")
    sc.minion("4_165")
    rager = sc.hand("1_150")  # cost 4, site 5: 4 - 1 other Uruk-hai = 3
    brigand = sc.hand("4_10")  # a Man: the Regular plays Uruk-hai only
    game = sc.twilight(3).at_site(5).start("shadow")
    assert not can(game, "play", rager)
    use(game, regular)
    assert game.s.zone[rager] == "minions" and game.s.twilight == 0
    assert game.s.wounds[regular] == 1 and game.s.zone[brigand] == "hand"
    sc2 = Scenario()
    regular2 = sc2.minion("4_192")
    sc2.minion("4_165")
    sc2.hand("1_150")
    game2 = sc2.twilight(2).at_site(5).start("shadow")
    assert not can(game2, "use", regular2)  # 3 needed: counting itself would make it 2


def test_uruk_stalker_plus_three_and_fierce_while_an_ally_is_dead():
    sc = Scenario()
    stalker = sc.minion("4_197")
    sc.dead("1_309")
    game = sc.start("maneuver")
    assert strength(game, stalker) == 8 + 3 and stats.keyword(game, stalker, "fierce") == 1
    sc2 = Scenario()
    s2 = sc2.minion("4_197")
    game2 = sc2.start("maneuver")
    assert strength(game2, s2) == 8 and stats.keyword(game2, s2, "fierce") == 0


def test_uruk_hai_raiding_party_damage_plus_one():
    game, boromir, _m, _ = _fight("4_207")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


# -- each filter word, cost, condition and printed fact a case of its own (issue 16) ------------

def test_dark_fury_and_death_to_the_strawheads_pump_a_dunland_man_not_saruman():
    """Dark Fury (4_7) and Death to the Strawheads (4_8): "Make a [dunland] Man
    strength +..." : Saruman, Rabble-rouser is [dunland] but a Wizard, never offered."""
    for event in ("4_7", "4_8"):
        sc = Scenario()
        boromir = sc.companion("1_97")
        brigand = sc.minion("4_10")
        saruman = sc.minion("4_33")
        sc.assign(brigand, boromir)
        card = sc.hand(event)
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        act(game, "play", card)
        assert game.decision is None or game.decision.kind != "choose", event
        assert strength(game, brigand) > 8 and strength(game, saruman) == 8, event


def test_iron_axe_bearer_is_a_dunland_man_not_another_man_nor_a_dunland_wizard():
    """Iron Axe (4_26): "Bearer must be a [dunland] Man": not Gríma (an [isengard] Man),
    not Saruman, Rabble-rouser (a [dunland] Wizard)."""
    sc = Scenario()
    brigand = sc.minion("4_10")
    sc.minion("4_153")
    sc.minion("4_33")
    axe = sc.hand("4_26")
    game = sc.twilight(1).at_site(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == axe} == {brigand}


def test_uruk_rear_guard_needs_a_battleground_and_exerts_itself():
    """Uruk Rear Guard (4_191): "Exert this minion at a battleground to make another
    Uruk-hai strength +1": it exerts; at a plains site it cannot."""
    sc = at_site("4_346")
    boromir = sc.companion("1_97")
    guard = sc.minion("4_191")
    fighting = sc.minion("4_165")
    sc.assign(fighting, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    use(game, guard)
    assert game.s.wounds[guard] == 1 and strength(game, fighting) == 7 + 1
    sc2 = at_site("4_342")  # Westemnet Plains: no battleground
    boromir2 = sc2.companion("1_97")
    guard2 = sc2.minion("4_191")
    fighting2 = sc2.minion("4_165")
    sc2.assign(fighting2, boromir2)
    game2 = sc2.start("skirmishes")
    act(game2, "pass")
    assert not can(game2, "use", guard2)


def test_dunlending_savage_dies_of_one_wound():
    """Dunlending Savage (4_17) has no game text: its printed vitality 1 is its play.
    Losing a skirmish to a stronger Boromir, one wound kills it."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    savage = sc.minion("4_17")
    sc.assign(savage, boromir)
    game = sc.start("skirmishes")
    game.s.mods = [*game.s.mods, (boromir, "strength", 9, "turn", -1)]  # 16 vs 11
    pass_until(game, "skirmish_ended")
    assert game.s.zone[savage] == "discard"
