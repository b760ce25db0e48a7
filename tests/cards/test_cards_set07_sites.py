"""Set 7 sites of the King-block starters (threats, burdens and initiative; Shadow
players' site abilities as in test_cards_set01_sites.py)."""

from __future__ import annotations

from cardtest import at_site, choose, moving_to, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until


def _shadow_use(game, site: int, player: int = 1) -> None:
    """A Shadow player uses the current site's ability (offered through that player's
    One Ring until the engine offers site abilities to Shadow players itself)."""
    assert game.decision.player == player
    for card in (site, game.s.ring[player]):
        if can(game, "use", card):
            act(game, "use", card)
            return
    raise AssertionError(f"{game.name(site)}'s ability is not offered to the Shadow player")


def _offered(game, site: int, player: int = 1) -> bool:
    return any(can(game, "use", c) for c in (site, game.s.ring[player]))


def _site(game, n: int) -> int:
    return game.s.path[n]


def test_edoras_hall_rohan_possessions_cost_one_less():
    """Edoras Hall (7_330): "The twilight cost of each [rohan] possession is -1." """
    sc = at_site("7_330")
    sc.companion("4_266")
    horse = sc.hand("4_283")  # Horse of Rohan, cost 2
    armor = sc.hand("1_92")  # Armor, a [gondor] possession, cost 1
    eothain = sc.hand("4_269")  # Éothain, a [rohan] companion, cost 2
    game = sc.start("fellowship")
    assert playing.twilight_cost(game, horse, 0) == 1
    assert playing.twilight_cost(game, armor, 0) == 1
    assert playing.twilight_cost(game, eothain, 0) == 2


def test_sleeping_quarters_free_peoples_may_spot_three_hobbits_to_remove_two():
    """Sleeping Quarters (7_333): "When the fellowship moves from this site, the Free
    Peoples player may spot 3 Hobbits to remove (2)." """
    sc = at_site("7_333")
    sc.companion("1_302")
    sc.companion("1_303")
    game = sc.twilight(3).start("fellowship")
    act(game, "pass")
    assert game.decision.player == sc.fp
    events = choose(game, _site(game, 1)) if can(game, "choose", _site(game, 1)) else \
        act(game, "resolve", _site(game, 1))
    events += pass_until(game, "moves_to")
    assert any(e.kind == "twilight_removed" and e.amount == 2 for e in events)
    sc2 = at_site("7_333")
    sc2.companion("1_302")  # 2 Hobbits (with Frodo) and a Man
    sc2.companion("1_97")
    game2 = sc2.twilight(3).start("fellowship")
    act(game2, "pass")
    assert game2.decision.kind != "choose"  # not asked


def test_kings_tent_shadow_with_initiative_spots_a_minion_for_move_limit_minus_one():
    """King's Tent (7_335): "Shadow: If the Shadow has initiative, spot your minion to make
    the move limit for this turn -1." """
    sc = at_site("7_335")
    sc.minion("7_142")
    game = sc.start("shadow")
    _shadow_use(game, _site(game, 2))
    assert stats.move_limit(game) == 1
    sc2 = at_site("7_335")
    sc2.minion("7_142")
    for _ in range(4):
        sc2.hand("1_97")  # the Free Peoples player has initiative
    game2 = sc2.start("shadow")
    assert not _offered(game2, _site(game2, 2))
    sc3 = at_site("7_335")  # no minion
    game3 = sc3.start("shadow")
    assert not _offered(game3, _site(game3, 2))


def test_west_road_shadow_number_plus_three_if_the_shadow_has_initiative():
    """West Road (7_337): "If the Shadow has initiative, the Shadow number of this site is
    +3." """
    sc = at_site("7_337")
    game = sc.start("fellowship")
    base = stats.shadow_number(game, _site(game, 2))
    sc2 = at_site("7_337")
    for _ in range(4):
        sc2.hand("1_97")
    game2 = sc2.start("fellowship")
    assert base == stats.shadow_number(game2, _site(game2, 2)) + 3


def _fellowship_site(site: str, threats: int, companions: int = 3, wounds: int = 0):
    sc = at_site(site)
    cs = [sc.companion("1_97") for _ in range(companions)]
    sc.wounds(cs[0], wounds)
    sc.wounds(sc.ally("4_262"), 1)  # a wounded ally is not a companion to heal
    return sc, sc.threats(threats).start("fellowship"), cs


def test_beacon_of_minas_tirith_adds_a_threat_to_heal_below_three_threats():
    """Beacon of Minas Tirith (7_338): "Fellowship: If you cannot spot 3 threats, add a
    threat to heal a companion." """
    sc, game, cs = _fellowship_site("7_338", 2, wounds=1)
    use(game, _site(game, 3))  # the only wounded companion: no choice
    assert game.s.wounds[cs[0]] == 0 and game.s.threats[sc.fp] == 3
    _sc2, game2, _ = _fellowship_site("7_338", 3, wounds=1)
    assert not can(game2, "use", _site(game2, 3))


def test_hall_of_the_kings_adds_a_threat_to_draw_below_three_threats():
    """Hall of the Kings (7_339): "Fellowship: If you cannot spot 3 threats, add a threat
    to draw a card." """
    sc = at_site("7_339")
    for _ in range(3):
        sc.companion("1_97")
    second = sc.draw_top("1_97")
    card = sc.draw_top("1_97")
    game = sc.threats(2).start("fellowship")
    use(game, _site(game, 3))
    assert game.s.zone[card] == "hand" and game.s.threats[sc.fp] == 3
    assert game.s.zone[second] == "draw"  # one card
    _sc2, game2, _ = _fellowship_site("7_339", 3)
    assert not can(game2, "use", _site(game2, 3))


def _skirmish_site(site: str, burdens: int = 0, threats: int = 0, minion: str = "7_142",
                   others: tuple[str, ...] = (), support: tuple[str, ...] = ()):
    sc = at_site(site)
    for card in support:
        sc.support(card, sc.shadow)
    b = sc.companion("1_97")
    sc.companion("1_365")
    m = sc.minion(minion)
    sc.assign(m, b)
    os_ = [sc.minion(o) for o in others]
    game = sc.burdens(burdens).threats(threats).twilight(0).start("skirmishes")
    act(game, "pass")
    return sc, game, m, os_


def test_spot_your_minion_sites_are_not_the_free_peoples_players():
    """Anduin Banks (7_341), Osgiliath Fallen (7_342), Morgul Vale (7_357): "Spot your
    minion and remove ... to make that minion ...": the Free Peoples player has no minion
    of his own, so he cannot remove burdens or threats through them."""
    for site, minion in (("7_341", "7_142"), ("7_342", "7_142"), ("7_357", "7_292")):
        sc = at_site(site)
        b = sc.companion("1_97")
        sc.companion("1_365")
        sc.assign(sc.minion(minion), b)
        game = sc.burdens(3).threats(2).twilight(0).start("skirmishes")
        assert game.decision.player == sc.fp and game.decision.kind == "action", site
        here = next(c for c, d in enumerate(game.s.defs) if d == site)
        assert not can(game, "use", here), site


def test_anduin_banks_removes_a_burden_for_a_minion_plus_two():
    """Anduin Banks (7_341): "Skirmish: Spot your minion and remove a burden to make that
    minion strength +2." """
    sc, game, m, _ = _skirmish_site("7_341", burdens=1)
    _shadow_use(game, _site(game, 4))
    assert strength(game, m) == 10 and game.s.burdens[sc.fp] == 0
    _sc2, game2, _m2, _ = _skirmish_site("7_341", burdens=0)
    assert not _offered(game2, _site(game2, 4))


def test_osgiliath_fallen_removes_two_burdens_for_damage_plus_one():
    """Osgiliath Fallen (7_342): "Skirmish: Spot your minion and remove 2 burdens to make
    that minion damage +1." """
    sc, game, m, _ = _skirmish_site("7_342", burdens=2)
    _shadow_use(game, _site(game, 4))
    assert stats.keyword(game, m, "damage") == 1 and game.s.burdens[sc.fp] == 0
    _sc2, game2, _m2, _ = _skirmish_site("7_342", burdens=1)
    assert not _offered(game2, _site(game2, 4))


def test_pelennor_plain_removes_three_burdens_for_minion_archery_plus_three():
    """Pelennor Plain (7_343): "Archery: Spot your minion and remove 3 burdens to make the
    minion archery total +3." """
    sc = at_site("7_343")
    sc.companion("1_97")
    sc.minion("7_142")
    game = sc.burdens(3).twilight(0).start("archery")
    assert not can(game, "use", _site(game, 4))  # the Free Peoples player has no minion
    act(game, "pass")
    _shadow_use(game, _site(game, 4))
    assert game.s.burdens[sc.fp] == 0
    line = next(e.text for e in pass_until(game, "archery") if e.kind == "archery")
    assert "minion archery total 3" in line
    sc2 = at_site("7_343")
    sc2.minion("7_142")
    game2 = sc2.burdens(2).twilight(0).start("archery")
    act(game2, "pass")
    assert not _offered(game2, _site(game2, 4))
    sc3 = at_site("7_343")  # no minion to spot
    game3 = sc3.burdens(3).twilight(0).start("archery")
    if game3.decision and game3.decision.player == sc3.fp:
        act(game3, "pass")
    assert game3.decision is None or not _offered(game3, _site(game3, 4))


def test_pelennor_plain_needs_a_minion_still_in_play_to_spot():
    """Pelennor Plain (7_343): "Spot your minion and remove 3 burdens ...": in the archery
    phase the Free Peoples player's Rohirrim Bow wounds the one minion (vitality 1) away;
    the Shadow player, with 3 burdens to remove but no minion left, cannot use the site."""
    sc = at_site("7_343")
    rider = sc.companion("4_266")
    bow = sc.bear(rider, "5_88")
    runner = sc.minion("Goblin Runner")
    game = sc.burdens(3).twilight(0).start("archery")
    use(game, bow)
    assert game.s.zone[runner] == "discard"
    assert game.decision.player == sc.shadow and game.decision.kind == "action"
    assert not _offered(game, _site(game, 4))


def test_city_gates_adds_three_threats_on_arrival_removes_three_on_leaving():
    """City Gates (7_344): "When the fellowship moves to this site, add 3 threats. When the
    fellowship moves from this site, remove 3 threats." """
    assert _threats_after_moving(moving_to("7_344"), 4, 1) == 4  # to it: +3
    assert _threats_after_moving(at_site("7_344"), 3, 4) == 1  # from it: -3


def _threats_after_moving(sc, companions: int, threats: int) -> int:
    """``companions`` more companions (the threat limit), ``threats`` threats; the
    fellowship moves once: the threats then."""
    for _ in range(companions):
        sc.companion("1_97")
    game = sc.threats(threats).start("fellowship")
    pass_until(game, "moves_to")
    return game.s.threats[sc.fp]


def test_pelennor_flat_free_peoples_discard_hand_or_add_two_burdens():
    """Pelennor Flat (7_345): "At the start of the maneuver phase, the Free Peoples player
    must discard his or her hand or add 2 burdens." """
    for option in (0, 1):
        sc = at_site("7_345")
        cards = [sc.hand("1_97") for _ in range(2)]
        shadow_card = sc.hand("7_142")
        sc.minion("7_142")  # a minion: the maneuver phase is not skipped
        game = sc.twilight(0).start("maneuver")
        assert game.decision.player == sc.fp and game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        if option == 0:
            assert all(game.s.zone[c] == "discard" for c in cards) and game.s.burdens[sc.fp] == 0
            assert game.s.zone[shadow_card] == "hand"
        else:
            assert all(game.s.zone[c] == "hand" for c in cards) and game.s.burdens[sc.fp] == 2


def _moving_from(site: str, phase: str, *companions: str, wounds: int = 1,
                 gear: str | None = None):
    """Wounded ``companions`` at ``site`` (each bearing ``gear`` if given); wounded allies of
    each culture stay wounded."""
    sc = at_site(site)
    cs = [sc.companion(c) for c in companions]
    for c in cs:
        if gear:
            sc.bear(c, gear)
        sc.wounds(c, wounds)
    allies = [sc.ally(a) for a in ("4_262", "1_288")]  # Aldor [rohan], Farmer Maggot
    for ally in allies:
        sc.wounds(ally, 1)
    sc.allies = allies  # type: ignore[attr-defined]
    game = sc.twilight(0).start(phase)
    return sc, game, cs


def test_minas_tirith_circles_heal_when_leaving_in_the_regroup_phase():
    """Minas Tirith Third Circle (7_352): "... heal each Hobbit companion."; Fourth Circle
    (7_348): "... heal each [rohan] companion."; Sixth Circle (7_351): "... heal each
    [gondor] companion."; Fifth Circle (7_346): "... heal Gandalf three times." ("If the
    fellowship moves from this site during the regroup phase")"""
    for site, healed, kept in (("7_352", ("1_302", "1_303"), ("1_97", "4_266")),
                               ("7_348", ("4_266", "4_269"), ("1_97", "1_302")),
                               ("7_351", ("1_97", "1_365"), ("4_266", "1_302"))):
        sc, game, cs = _moving_from(site, "regroup", *healed, *kept)
        events = _move_in_regroup(game)
        assert [game.s.wounds[c] for c in cs] == [0, 0, 1, 1], site
        was_healed = {c for e in events if e.kind == "healed" for c in e.cards}
        assert not was_healed & set(sc.allies), site  # allies are not companions
        sc2, game2, cs2 = _moving_from(site, "fellowship", *healed)
        pass_until(game2, "moves_to")  # moving in the fellowship phase: no healing
        assert [game2.s.wounds[c] for c in cs2] == [1, 1], site
    # Sixth Circle: a [gondor] ally is no companion (Gondorian Merchant, vitality 2 with a
    # Ranger's Cloak, is not healed)
    sc5 = at_site("7_351")
    sc5.companion("1_97")
    merchant = sc5.ally("7_97")
    sc5.bear(merchant, "15_68")
    sc5.wounds(merchant, 1)
    game5 = sc5.twilight(0).start("regroup")
    healed = {c for e in _move_in_regroup(game5) if e.kind == "healed" for c in e.cards}
    assert merchant not in healed
    sc, game, (g, b) = _moving_from("7_346", "regroup", "7_36", "1_97", wounds=2)
    game.s.wounds[g] = 3
    _move_in_regroup(game)
    assert game.s.wounds[g] == 0 and game.s.wounds[b] == 2  # Gandalf only, three times
    # "three times", not more: with Shadowfax (vitality +1) Gandalf bears 4 wounds; 1 stays
    sc4, game4, (g4,) = _moving_from("7_346", "regroup", "7_36", wounds=4, gear="17_24")
    _move_in_regroup(game4)
    assert game4.s.wounds[g4] == 1
    sc2, game2, (g2,) = _moving_from("7_346", "fellowship", "7_36", wounds=3)
    pass_until(game2, "moves_to")
    assert game2.s.wounds[g2] == 3


def _move_in_regroup(game) -> list:
    """Both players pass the regroup phase; the Free Peoples player moves again."""
    act(game, "pass")
    act(game, "pass")
    return act(game, "move")


def _shadow_site(site: str, companions: int = 1, minions: tuple[str, ...] = ("7_142",),
                 threats: int = 0, discard: tuple[str, ...] = (), draw: int = 0,
                 twilight: int = 0):
    sc = at_site(site)
    for _ in range(companions):
        sc.companion("1_97")
    ms = [sc.minion(m) for m in minions]
    ds = [sc.discard(d) for d in discard]
    top = [sc.draw_top("7_142", sc.shadow) for _ in range(draw)]
    game = sc.threats(threats).twilight(twilight).start("shadow")
    return sc, game, ms, ds, top


def test_osgiliath_crossing_exerts_two_minions_with_six_companions_to_draw_two():
    """Osgiliath Crossing (7_353): "Shadow: Exert 2 minions and spot 6 companions to draw 2
    cards." """
    sc, game, (m1, m2), _, top = _shadow_site("7_353", 5, ("7_142", "7_144"), draw=3)
    _shadow_use(game, _site(game, 7))
    assert game.s.wounds[m1] == 1 and game.s.wounds[m2] == 1
    assert sorted(game.s.zone[c] for c in top) == ["draw", "hand", "hand"]  # 2 cards
    _sc2, game2, *_ = _shadow_site("7_353", 4, ("7_142", "7_144"), draw=2)
    assert not _offered(game2, _site(game2, 7))  # 5 companions with Frodo
    _sc3, game3, *_ = _shadow_site("7_353", 5, ("7_142",), draw=2)
    assert not _offered(game3, _site(game3, 7))  # 1 minion


def test_pelennor_grassland_exerts_a_minion_with_six_companions_to_add_one():
    """Pelennor Grassland (7_354): "Shadow: Exert a minion and spot 6 companions to add
    (1)." """
    sc, game, (m,), _, _ = _shadow_site("7_354", 5)
    _shadow_use(game, _site(game, 7))
    assert game.s.wounds[m] == 1 and game.s.twilight == 1
    _sc2, game2, *_ = _shadow_site("7_354", 4)
    assert not _offered(game2, _site(game2, 7))


def test_cross_roads_spots_two_raider_men_and_removes_a_threat_to_add_two():
    """Cross Roads (7_356): "Shadow: Spot 2 [raider] Men and remove a threat to add
    (2)." """
    sc, game, _, _, _ = _shadow_site("7_356", 1, ("7_142", "7_144"), threats=1)
    _shadow_use(game, _site(game, 8))
    assert game.s.threats[sc.fp] == 0 and game.s.twilight == 2
    _sc2, game2, *_ = _shadow_site("7_356", 1, ("7_142", "4_10"), threats=1)
    assert not _offered(game2, _site(game2, 8))  # a [dunland] Man
    sc4 = at_site("7_356")  # a [raider] Man bearing a Raider Bow: one [raider] Man
    sc4.bear(sc4.minion("7_142"), "7_155")
    game4 = sc4.threats(1).twilight(0).start("shadow")
    assert not _offered(game4, _site(game4, 8))
    _sc3, game3, *_ = _shadow_site("7_356", 1, ("7_142", "7_144"), threats=0)
    assert not _offered(game3, _site(game3, 8))


def test_morgul_vale_removes_two_threats_for_a_sauron_minion_plus_three():
    """Morgul Vale (7_357): "Skirmish: Spot your [sauron] minion and remove 2 threats to
    make your [sauron] minion strength +3." """
    sc, game, m, _ = _skirmish_site("7_357", threats=2, minion="7_296", others=("7_193",),
                                    support=("1_263",))
    # the [wraith] Orc and the [sauron] condition are not offered: no choice
    _shadow_use(game, _site(game, 8))
    assert strength(game, m) == 10 and game.s.threats[sc.fp] == 0
    _sc2, game2, _m2, _ = _skirmish_site("7_357", threats=2, minion="7_193")
    assert not _offered(game2, _site(game2, 8))  # no [sauron] minion
    _sc3, game3, _m3, _ = _skirmish_site("7_357", threats=1, minion="7_296")
    assert not _offered(game3, _site(game3, 8))


def test_morgulduin_removes_two_threats_to_play_a_nazgul_from_discard_two_cheaper():
    """Morgulduin (7_358): "Shadow: Remove 2 threats to play a Nazgûl from your discard
    pile. His twilight cost is -2." """
    sc, game, _, (naz, orc), _ = _shadow_site("7_358", 1, (), threats=2,
                                             discard=("1_234", "7_193"), twilight=2)
    _shadow_use(game, _site(game, 8))  # the [wraith] Orc is no Nazgûl: no choice
    assert game.s.zone[naz] == "minions" and game.s.zone[orc] == "discard"
    assert game.s.threats[sc.fp] == 0 and game.s.twilight == 0  # Nertea costs 4 - 2
    _sc2, game2, *_ = _shadow_site("7_358", 1, (), threats=1, discard=("1_234",), twilight=9)
    assert not _offered(game2, _site(game2, 8))


def test_dagorlad_adds_three_threats_on_arrival():
    """Dagorlad (7_360): "When the fellowship moves to this site, add 3 threats." """
    assert _threats_after_moving(moving_to("7_360"), 3, 0) == 3


def test_haunted_pass_removes_a_threat_and_spots_a_minion_to_draw():
    """Haunted Pass (7_361): "Shadow: Remove a threat and spot your minion to draw a
    card." """
    sc, game, _, _, top = _shadow_site("7_361", 1, threats=1, draw=2)
    _shadow_use(game, _site(game, 9))
    assert sorted(game.s.zone[c] for c in top) == ["draw", "hand"]  # one card
    assert game.s.threats[sc.fp] == 0
    _sc2, game2, *_ = _shadow_site("7_361", 1, (), threats=1, draw=1)
    assert not _offered(game2, _site(game2, 9))
    _sc3, game3, *_ = _shadow_site("7_361", 1, threats=0, draw=1)
    assert not _offered(game3, _site(game3, 9))


def test_slag_mounds_adds_a_burden_each_time_a_companion_is_killed():
    """Slag Mounds (7_363): "Each time a companion is killed, add a burden." """
    sc = at_site("7_363")
    b = sc.companion("1_97")
    sc.wounds(b, 2)
    m = sc.minion("7_162")
    sc.assign(m, b)
    game = sc.twilight(0).start("skirmishes")
    pass_until(game, "killed")
    assert game.s.burdens[sc.fp] == 1
    sc2 = at_site("7_363")  # a minion killed: no burden
    a2 = sc2.companion("1_365")
    m2 = sc2.minion("7_135")
    sc2.wounds(m2, 1)
    sc2.assign(m2, a2)
    game2 = sc2.twilight(0).start("skirmishes")
    pass_until(game2, "killed")
    assert game2.s.burdens[sc2.fp] == 0


def test_rohirrim_camp_no_roaming_if_the_shadow_has_initiative():
    """Rohirrim Camp (7_336): "Plains. If the Shadow has initiative, minions are not
    roaming." """
    sc = at_site("7_336")
    m = sc.hand("7_142")  # site 4, cost 3
    game = sc.twilight(9).start("shadow")
    assert playing.twilight_cost(game, m, sc.shadow) == 3
    sc2 = at_site("7_336")
    m2 = sc2.hand("7_142")
    for _ in range(4):
        sc2.hand("1_97", sc2.fp)
    game2 = sc2.twilight(9).start("shadow")
    assert playing.twilight_cost(game2, m2, sc2.shadow) == 5  # roaming
    assert stats.site_number(game2, m2) == 4  # the site names no site number change


def test_steps_of_edoras_gondor_companions_defender_plus_one_for_the_turn():
    """Steps of Edoras (7_334): "Each [gondor] companion is defender +1 until the end of
    the turn." (at the site, and after the fellowship moves on that turn)"""
    sc = at_site("7_334")
    b = sc.companion("1_97")
    a = sc.companion("1_365")
    e = sc.companion("4_266")
    armor = sc.bear(b, "1_92")  # a [gondor] possession is no companion
    game = sc.start("fellowship")
    assert [stats.keyword(game, c, "defender") for c in (b, a, e, armor)] == [1, 1, 0, 0]
    pass_until(game, "moves_to")  # to site 2
    assert [stats.keyword(game, c, "defender") for c in (b, a, e, armor)] == [1, 1, 0, 0]
    assert stats.keyword(game, sc.ring_bearer(), "defender") == 0
    assert any(m[0] == b and m[1] == "kw:defender" for m in game.s.mods)  # for the turn
    pass_until(game, "turn_ended")
    assert not any(m[0] == b for m in game.s.mods)  # ... and no longer
