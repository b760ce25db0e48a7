"""Set 7 Shadow cards of the King-block starters ([raider], [wraith], [sauron], Gollum):
threats, initiative and wounds on the Ring-bearer."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from starters import never_offered

from ringtable.engine import effects, playing, stats
from ringtable.engine.turn import set_phase
from ringtable.testing import act, can, pass_until


def _fight(minion: str, defender: str = "1_97", threats: int = 0, fp_hand: int = 0,
           companions: int = 0, others: tuple[str, ...] = (), gear: tuple[str, ...] = (),
           **hand: str):
    """``minion`` skirmishes ``defender``; ``companions`` extra companions (to raise the
    threat limit); ``fp_hand`` cards in the Free Peoples hand (4 give him initiative).
    ``others``: more minions in play (unassigned), in ``cards`` as ``other0``, ...;
    ``gear``: items borne by ``minion``, in ``cards`` as ``gear0``, ...
    The Shadow player is to act in the skirmish."""
    sc = Scenario()
    fp = sc.companion(defender)
    for _ in range(companions):
        sc.companion("1_365")
    m = sc.minion(minion)
    sc.assign(m, fp)
    for _ in range(fp_hand):
        sc.hand("1_97", sc.fp)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    cards.update({f"other{i}": sc.minion(o) for i, o in enumerate(others)})
    cards.update({f"gear{i}": sc.bear(m, o) for i, o in enumerate(gear)})
    game = sc.threats(threats).twilight(5).start("skirmishes")
    if game.decision.player == sc.fp and game.decision.kind != "optional_trigger":
        act(game, "pass")
    return sc, game, fp, m, cards


def _keyword(minion: str, word: str, threats: int) -> int:
    sc = Scenario()
    m = sc.minion(minion)
    game = sc.threats(threats).twilight(0).at_site(6).start("shadow")
    return stats.keyword(game, m, word)


def _maneuver(sc: Scenario):
    """The maneuver phase at site 6, the Free Peoples player has passed: the Shadow
    player is to act."""
    game = sc.at_site(6).start("maneuver")
    act(game, "pass")
    return game


def test_gollum_exerts_twice_or_removes_a_threat_for_plus_two():
    """Gollum, Vile Creature (7_59): "Skirmish: Exert Gollum twice or remove a threat to
    make him strength +2." """
    sc, game, _fp, gollum, _ = _fight("7_59", threats=1)
    opts = [a for a in game.legal_actions() if a.kind == "use" and a.card == gollum]
    assert len(opts) == 2
    game.apply(opts[0])
    assert strength(game, gollum) == 7 and game.s.wounds[gollum] == 2
    assert game.s.threats[sc.fp] == 1
    sc2, game2, _fp2, gollum2, _ = _fight("7_59", threats=1)
    opts2 = [a for a in game2.legal_actions() if a.kind == "use" and a.card == gollum2]
    game2.apply(opts2[1])
    assert strength(game2, gollum2) == 7 and game2.s.wounds[gollum2] == 0
    assert game2.s.threats[sc2.fp] == 0
    sc3 = Scenario()
    fp3 = sc3.companion("1_97")
    g3 = sc3.minion("7_59")
    sc3.assign(g3, fp3).wounds(g3, 3)  # cannot exert twice, no threat to remove
    game3 = sc3.twilight(5).start("skirmishes")
    pass_until(game3, decision_kind="skirmish")
    assert not any(a.kind == "use" and a.card == g3 for a in game3.legal_actions())


def test_desert_fighter_and_villain_may_remove_one_to_add_a_threat():
    """Desert Fighter (7_131), Desert Villain (7_138): "At the start of each skirmish
    involving this minion, you may remove (1) to add a threat." """
    for card in ("7_131", "7_138"):
        sc = Scenario()
        fp = sc.companion("1_97")
        m = sc.minion(card)
        sc.assign(m, fp)
        game = sc.twilight(1).start("skirmishes")
        act(game, "resolve", m)
        assert game.s.threats[sc.fp] == 1 and game.s.twilight == 0
        sc2 = Scenario()
        fp2 = sc2.companion("1_97")
        m2 = sc2.minion(card)
        sc2.assign(m2, fp2)
        game2 = sc2.twilight(0).start("skirmishes")  # nothing to remove
        assert not can(game2, "resolve", m2)


def test_desert_soldier_may_remove_three_to_wound_the_companion_he_skirmishes():
    """Desert Soldier (7_136): "At the start of each skirmish involving this minion, you
    may remove (3) to wound a companion or ally he is skirmishing." """
    sc = Scenario()
    fp = sc.companion("1_97")
    other = sc.companion("1_365")
    m = sc.minion("7_136")
    sc.assign(m, fp)
    game = sc.twilight(3).start("skirmishes")
    act(game, "resolve", m)
    assert game.s.wounds[fp] == 1 and game.s.wounds[other] == 0 and game.s.twilight == 0
    sc2 = Scenario()
    fp2 = sc2.companion("1_97")
    m2 = sc2.minion("7_136")
    sc2.assign(m2, fp2)
    game2 = sc2.twilight(2).start("skirmishes")
    assert not can(game2, "resolve", m2)


def test_desert_nomad_damage_plus_one_with_two_threats():
    """Desert Nomad (7_132): "While you can spot 2 threats, this minion is damage +1." """
    assert _keyword("7_132", "damage", 2) == 1 and _keyword("7_132", "damage", 1) == 0


def test_southron_captain_damage_plus_two_with_four_threats():
    """Southron Captain (7_162): "While you can spot 4 threats, this minion is damage +2." """
    assert _keyword("7_162", "damage", 4) == 2 and _keyword("7_162", "damage", 3) == 0


def test_troop_of_haradrim_archer_fierce_and_damage_by_threats():
    """Troop of Haradrim (7_172): "While you can spot 2 threats, this minion is an archer.
    While you can spot 3 threats, this minion is fierce. While you can spot 4 threats, this
    minion is damage +1." """
    assert [_keyword("7_172", "archer", n) for n in (1, 2)] == [0, 1]
    assert [_keyword("7_172", "fierce", n) for n in (2, 3)] == [0, 1]
    assert [_keyword("7_172", "damage", n) for n in (3, 4)] == [0, 1]


def test_easterling_blademaster_and_ransacker_exert_for_damage_plus_one():
    """Easterling Blademaster (7_142), Easterling Ransacker (7_144): "Skirmish: Exert this
    minion to make him damage +1." """
    for card in ("7_142", "7_144"):
        _sc, game, _fp, m, _ = _fight(card)
        use(game, m)
        assert stats.keyword(game, m, "damage") == 1 and game.s.wounds[m] == 1


def test_new_strength_came_now_plus_three_or_six_with_initiative():
    """New Strength Came Now (7_154): "Make a [raider] Man strength +3 (or +6 if you have
    initiative)." """
    _sc, game, _fp, m, cards = _fight("7_142", gear=("7_155",), ns="7_154")
    act(game, "play", cards["ns"])  # the Man, not his Raider Bow: no choice
    assert strength(game, m) == 8 + 6
    _sc2, game2, _fp2, m2, cards2 = _fight("7_142", fp_hand=4, ns="7_154")
    act(game2, "play", cards2["ns"])
    assert strength(game2, m2) == 8 + 3
    _sc3, game3, _fp3, m3, cards3 = _fight("7_186", ns="7_154")  # a [wraith] minion
    assert not can(game3, "play", cards3["ns"])


def test_red_wrath_exerts_a_raider_man_to_wound_his_companion_twice():
    """Red Wrath (7_157): "Exert a [raider] Man to wound a companion he is skirmishing
    twice." """
    sc, game, fp, m, cards = _fight("7_142", others=("7_144",), rw="7_157")
    other = sc.ring_bearer()
    game.s.twilight = 5
    act(game, "play", cards["rw"])  # the unassigned Ransacker is not offered: no choice
    assert game.s.wounds[m] == 1 and game.s.wounds[fp] == 2 and game.s.wounds[other] == 0
    sc2 = Scenario()
    ally = sc2.ally("1_17")  # an ally skirmishing the Man is not a companion
    m2 = sc2.minion("7_142")
    sc2.assign(m2, ally)
    rw2 = sc2.hand("7_157")
    game2 = sc2.twilight(5).start("skirmishes")
    act(game2, "pass")
    act(game2, "play", rw2)
    assert game2.s.wounds[ally] == 0


def test_mumakil_of_the_harad_adds_two_per_threat_with_a_raider_minion():
    """Mûmakil of the Harad (7_153): "Spot a [raider] minion to add (2) for each
    threat." """
    sc = Scenario()
    sc.companion("1_97")
    sc.minion("7_142")
    ev = sc.hand("7_153")
    game = _maneuver(sc.threats(2).twilight(1))
    act(game, "play", ev)
    assert game.s.twilight == 4
    sc2 = Scenario()
    sc2.minion("7_192")  # a [wraith] minion
    sc2.support("7_149", sc2.shadow)  # a [raider] condition is not a minion
    ev2 = sc2.hand("7_153")
    assert not can(_maneuver(sc2.threats(2).twilight(1)), "play", ev2)


def test_war_towers_adds_a_threat_and_one_per_companion_over_four():
    """War Towers (7_173): "Spot a [raider] minion to add a threat. Add an additional
    threat for each companion over 4." """
    sc = Scenario()
    for _ in range(5):
        sc.companion("1_365")  # six companions with Frodo
    sc.minion("7_142")
    ev = sc.hand("7_173")
    game = _maneuver(sc.twilight(1))
    act(game, "play", ev)
    assert game.s.threats[sc.fp] == 3
    sc2 = Scenario()
    sc2.companion("1_365")
    sc2.minion("7_192")
    sc2.support("7_149", sc2.shadow)  # a [raider] condition is not a minion
    ev2 = sc2.hand("7_173")
    assert not can(_maneuver(sc2.twilight(1)), "play", ev2)


def test_southron_bandit_adds_five_unless_the_free_peoples_add_a_threat():
    """Southron Bandit (7_160): "Maneuver: Exert this minion to add (5). The Free Peoples
    player may add a threat to prevent this." """
    for pay in (False, True):
        sc = Scenario()
        sc.companion("1_97")
        bandit = sc.minion("7_160")
        game = _maneuver(sc.twilight(0))
        use(game, bandit)
        assert game.s.wounds[bandit] == 1 and game.decision.player == sc.fp
        if pay:
            choose(game, bandit)
            assert game.s.threats[sc.fp] == 1 and game.s.twilight == 0
        else:
            act(game, "pass")
            assert game.s.threats[sc.fp] == 0 and game.s.twilight == 5


def choose(game, card):
    return act(game, "choose", card)


def test_raider_bow_on_a_raider_man_makes_him_an_archer_with_ambush_five():
    """Raider Bow (7_155): "Bearer must be a [raider] Man. Bearer is an archer and ambush
    (5)." """
    sc = Scenario()
    raider = sc.minion("7_142")
    wraith = sc.minion("7_192")  # an Orc: may not bear it
    dunlending = sc.minion("4_10")  # a [dunland] Man: may not bear it
    bow = sc.hand("7_155")
    game = sc.twilight(5).at_site(6).start("shadow")
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == bow}
    assert targets == {raider} and not {wraith, dunlending} & targets
    act(game, "play", bow, raider)
    assert stats.keyword(game, raider, "archer") == 1
    assert stats.keyword(game, raider, "ambush") == 5
    assert stats.keyword(game, wraith, "archer") == 0 and stats.keyword(game, wraith, "ambush") == 0


def test_great_beasts_needs_a_raider_man_and_removes_nine_for_move_limit_minus_one():
    """Great Beasts (7_149): "To play, spot a [raider] Man. Regroup: Remove (9) and spot 3
    [raider] Men to make the move limit -1." """
    sc = Scenario()
    sc.minion("7_192")  # a [wraith] Orc and a [dunland] Man: no [raider] Man
    sc.minion("4_10")
    sc.support("7_149", sc.shadow)  # a [raider] card, not a Man
    beasts = sc.hand("7_149")
    assert not can(sc.twilight(5).at_site(6).start("shadow"), "play", beasts)
    sc2 = Scenario()
    sc2.minion("7_142")
    b2 = sc2.hand("7_149")
    assert can(sc2.twilight(5).at_site(6).start("shadow"), "play", b2)
    for raiders, twilight, ok in ((3, 9, True), (2, 9, False), (3, 8, False)):
        sc3 = Scenario()
        for _ in range(raiders):
            sc3.minion("7_142")
        sc3.minion("4_10")  # a [dunland] Man does not count
        b3 = sc3.support("7_149", sc3.shadow)
        game = sc3.twilight(twilight).at_site(6).start("regroup")
        act(game, "pass")
        assert can(game, "use", b3) == ok
        if ok:
            before = stats.move_limit(game)
            use(game, b3)
            assert game.s.twilight == 0 and stats.move_limit(game) == before - 1


def sc_ring_bearer(game) -> int:
    return game.s.ring_bearer[game.s.order[0]]


def _rb_wounds(minion: str, wounds: int, item: str | None = None) -> tuple:
    sc = Scenario()
    m = sc.minion(minion)
    if item:
        sc.bear(m, item)
    sc.wounds(sc.ring_bearer(), wounds)
    return sc.twilight(0).at_site(6).start("shadow"), m


def test_morgul_axe_damage_plus_one_with_two_wounds_on_the_ring_bearer():
    """Morgul Axe (7_186): "Bearer must a [wraith] Orc. While you can spot 2 wounds on the
    Ring-bearer, bearer is damage +1." """
    game, m = _rb_wounds("7_193", 2, "7_186")
    assert stats.keyword(game, m, "damage") == 1
    assert stats.keyword(game, sc_ring_bearer(game), "damage") == 0  # the bearer only
    game1, m1 = _rb_wounds("7_193", 1, "7_186")
    assert stats.keyword(game1, m1, "damage") == 0
    sc = Scenario()
    orc = sc.minion("7_193")
    raider = sc.minion("7_142")
    sauron_orc = sc.minion("7_296")
    nazgul = sc.minion("1_234")  # [wraith], not an Orc
    axe = sc.hand("7_186")
    game2 = sc.twilight(5).at_site(6).start("shadow")
    targets = {a.target for a in game2.legal_actions() if a.kind == "play" and a.card == axe}
    assert targets == {orc} and not {raider, sauron_orc, nazgul} & targets


def test_morgul_hound_strength_plus_four_and_fierce_with_two_wounds():
    """Morgul Hound (7_192): "While you can spot 2 wounds on the Ring-bearer, this minion
    is strength +4 and fierce." """
    game, m = _rb_wounds("7_192", 2)
    assert strength(game, m) == 9 and stats.keyword(game, m, "fierce") == 1
    game1, m1 = _rb_wounds("7_192", 1)
    assert strength(game1, m1) == 5 and stats.keyword(game1, m1, "fierce") == 0


def test_morgul_whelp_strength_plus_six_with_a_wound_on_the_ring_bearer():
    """Morgul Whelp (7_202): "While you can spot a wound on the Ring-bearer, this minion is
    strength +6." """
    game, m = _rb_wounds("7_202", 1)
    assert strength(game, m) == 9
    game0, m0 = _rb_wounds("7_202", 0)
    assert strength(game0, m0) == 3


def test_morgul_lackey_and_predator_exert_for_a_nazgul_or_wraith_orc():
    """Morgul Lackey (7_193), Morgul Predator (7_196): "Skirmish: Exert this minion to
    make a Nazgûl or [wraith] Orc strength +1." """
    for card in ("7_193", "7_196"):
        # a [sauron] Orc and a [raider] Man are not chosen: the minion itself is the one
        # nor is a [wraith] possession (a Morgul Axe he bears)
        _sc, game, _fp, m, _ = _fight(card, others=("7_296", "7_142"), gear=("7_186",))
        use(game, m)
        # the Axe gives +2
        assert strength(game, m) == default_strength(card) + 2 + 1 and game.s.wounds[m] == 1
    _sc2, game2, _fp2, m2, cards2 = _fight("7_193", others=("1_234",))  # a Nazgul
    naz = cards2["other0"]
    use(game2, m2)
    choose(game2, naz)
    assert strength(game2, naz) == 9 + 1


def default_strength(card: str) -> int:
    from ringtable.cards import default_database
    return default_database()[card].strength or 0


def _regroup(minion: str, fp_hand: int = 0, **fp: str):
    sc = Scenario()
    chars = {k: sc.companion(v) for k, v in fp.items()}
    m = sc.minion(minion)
    for _ in range(fp_hand):
        sc.hand("1_97", sc.fp)
    game = sc.twilight(0).at_site(6).start("regroup")
    act(game, "pass")
    return sc, game, m, chars


def test_ulaire_lemenya_discards_himself_for_a_possession_with_initiative():
    """Úlairë Lemenya (7_214): "Regroup: If you have initiative, discard Úlairë Lemenya
    to discard a possession." """
    sc = Scenario()
    boromir = sc.companion("1_97")
    armor = sc.bear(boromir, "1_101")
    lem = sc.minion("7_214")
    game = sc.twilight(0).at_site(6).start("regroup")
    act(game, "pass")
    use(game, lem)
    assert game.s.zone[lem] == "discard" and game.s.zone[armor] == "discard"
    sc2 = Scenario()
    sc2.bear(sc2.companion("1_97"), "1_101")
    lem2 = sc2.minion("7_214")
    for _ in range(4):  # the Free Peoples player has initiative
        sc2.hand("1_97", sc2.fp)
    game2 = sc2.twilight(0).at_site(6).start("regroup")
    act(game2, "pass")
    assert not can(game2, "use", lem2)


def test_ulaire_nelya_discards_himself_to_exert_each_ring_bound_companion():
    """Úlairë Nelya (7_216): "Regroup: If you have initiative, discard Úlairë Nelya to
    exert each Ring-bound companion." """
    sc, game, nelya, chars = _regroup("7_216", frodo="7_317", sam="7_326", merry="1_302",
                                      boromir="1_97")
    use(game, nelya)
    assert game.s.zone[nelya] == "discard" and game.s.wounds[chars["sam"]] == 1
    assert game.s.wounds[chars["frodo"]] == 1 and game.s.wounds[chars["merry"]] == 0
    assert game.s.wounds[chars["boromir"]] == 0
    _sc2, game2, n2, _ = _regroup("7_216", fp_hand=4, frodo="7_317")
    assert not can(game2, "use", n2)


def test_ulaire_otsea_fp_exerts_a_ring_bound_twice_or_returns_an_unbound():
    """Úlairë Otsëa (7_218): "Regroup: If you have initiative, discard Úlairë Otsëa to
    make the Free Peoples player exert a Ring-bound companion twice or return an unbound
    companion to his or her hand." """
    sc, game, ots, chars = _regroup("7_218", frodo="7_317", sam="7_326", boromir="1_97")
    use(game, ots)
    assert game.s.zone[ots] == "discard" and game.decision.player == sc.fp
    act(game, "choose_option", value=0)
    assert game.decision.player == sc.fp  # he picks which Ring-bound companion
    assert chars["boromir"] not in game.decision.cards  # not Ring-bound
    choose(game, chars["sam"])
    assert game.s.wounds[chars["sam"]] == 2 and game.s.wounds[chars["boromir"]] == 0
    sc1, game1, ots1, chars1 = _regroup("7_218", frodo="7_317", boromir="1_97",
                                        aragorn="1_89")
    use(game1, ots1)
    act(game1, "choose_option", value=1)
    assert game1.decision.player == sc1.fp  # he picks which unbound companion
    assert chars1["frodo"] not in game1.decision.cards  # Ring-bound: not returned
    choose(game1, chars1["boromir"])
    assert game1.s.zone[chars1["boromir"]] == "hand" and game1.s.wounds[chars1["frodo"]] == 0
    _sc2, game2, o2, _ = _regroup("7_218", fp_hand=4, frodo="7_317")
    assert not can(game2, "use", o2)


def test_morgul_destroyer_may_add_two_threats_unless_the_ring_bearer_is_wounded():
    """Morgul Destroyer (7_190): "When you play this minion, you may spot a Nazgûl to add 2
    threats. The Free Peoples player may wound the Ring-bearer to prevent this." """
    for pay in (False, True):
        sc = Scenario()
        sc.companion("1_97")
        sc.companion("1_365")
        sc.minion("1_234")
        d = sc.hand("7_190")
        other = sc.hand("7_193")
        game = sc.twilight(9).at_site(6).start("shadow")
        act(game, "play", other)  # another minion played: the Destroyer is not in play yet
        act(game, "play", d)
        act(game, "resolve", d)
        assert game.decision.player == sc.fp
        if pay:
            choose(game, d)
            assert game.s.wounds[sc.ring_bearer()] == 1 and game.s.threats[sc.fp] == 0
        else:
            act(game, "pass")
            assert game.s.threats[sc.fp] == 2 and game.s.wounds[sc.ring_bearer()] == 0
    sc2 = Scenario()
    sc2.minion("7_193")  # no Nazgul to spot
    d2 = sc2.hand("7_190")
    game2 = sc2.twilight(5).at_site(6).start("shadow")
    act(game2, "play", d2)
    assert not can(game2, "resolve", d2) and game2.s.threats[sc2.fp] == 0
    sc4 = Scenario()
    sc4.minion("1_234")
    d4 = sc4.minion("7_190")  # in play already: another minion played does not fire it
    o4 = sc4.hand("7_193")
    game4 = sc4.twilight(5).at_site(6).start("shadow")
    act(game4, "play", o4)
    assert not can(game4, "resolve", d4)


def test_morgul_destroyer_removes_a_threat_for_plus_three():
    """Morgul Destroyer (7_190): "Skirmish: Remove a threat to make this minion strength
    +3." """
    sc, game, _fp, d, _ = _fight("7_190", threats=1)
    use(game, d)
    assert strength(game, d) == 9 and game.s.threats[sc.fp] == 0
    _sc2, game2, _fp2, d2, _ = _fight("7_190")
    assert not can(game2, "use", d2)


def test_anguish_removes_three_threats_for_minus_three_on_a_sauron_orcs_opponent():
    """Anguish (7_263): "Remove 3 threats to make a character skirmishing a [sauron] Orc
    strength -3." """
    sc, game, fp, _m, cards = _fight("7_296", companions=2, threats=3, ang="7_263")
    act(game, "play", cards["ang"])
    assert strength(game, fp) == 7 - 3 and game.s.threats[sc.fp] == 0
    _sc2, game2, _fp2, _m2, cards2 = _fight("7_296", companions=2, threats=2, ang="7_263")
    assert not can(game2, "play", cards2["ang"])
    _sc3, game3, _fp3, _m3, cards3 = _fight("7_193", companions=2, threats=3, ang="7_263")
    assert not can(game3, "play", cards3["ang"])  # a [wraith] Orc: no one to target
    _sc4, game4, _fp4, _m4, cards4 = _fight("6_103", companions=2, threats=3, ang="7_263")
    assert not can(game4, "play", cards4["ang"])  # a [sauron] Troll, not an Orc


def test_mordor_defender_regular_savage_exert_with_another_sauron_minion_to_add_a_threat():
    """Mordor Defender (7_285), Mordor Regular (7_288), Mordor Savage (7_289): "Skirmish:
    Exert this minion and spot another [sauron] minion to add a threat." """
    for card in ("7_285", "7_288", "7_289"):
        sc, game, _fp, m, _ = _fight(card, companions=1, others=("7_296",))
        use(game, m)
        assert game.s.threats[sc.fp] == 1 and game.s.wounds[m] == 1
        _sc2, game2, _fp2, m2, _ = _fight(card, companions=1, others=("7_193",),
                                          gear=("1_269",))
        assert not can(game2, "use", m2)  # a [wraith] minion, a [sauron] possession


def test_mordor_trooper_and_veteran_remove_threats_for_a_sauron_orc_or_minion():
    """Mordor Trooper (7_291): "Skirmish: Remove 2 threats to make a [sauron] Orc strength
    +6." Mordor Veteran (7_292): "Skirmish: Remove 3 threats to make a [sauron] minion
    strength +8." """
    for card, threats, base, bonus in (("7_291", 2, 6, 6), ("7_292", 3, 9, 8)):
        sc, game, _fp, m, _ = _fight(card, companions=threats - 1, threats=threats,
                                     others=("7_193",), gear=("1_269",))
        use(game, m)  # the [wraith] Orc, the [sauron] Orc Scimitar are not offered
        assert strength(game, m) == base + 2 + bonus  # the Scimitar gives +2
        assert game.s.threats[sc.fp] == 0
        _sc2, game2, _fp2, m2, _ = _fight(card, companions=threats - 1, threats=threats - 1)
        assert not can(game2, "use", m2), card


def test_orc_brood_discards_three_cards_for_plus_three():
    """Orc Brood (7_296): "Skirmish: Discard 3 cards from hand to make this minion
    strength +3." """
    _sc, game, _fp, m, cards = _fight("7_296", a="7_193", b="7_193", c="7_193")
    use(game, m)
    assert strength(game, m) == 10 and all(game.s.zone[c] == "discard" for c in cards.values())
    _sc2, game2, _fp2, m2, _ = _fight("7_296", a="7_193", b="7_193")
    assert not can(game2, "use", m2)


def test_orc_savage_plus_nine_and_fierce_with_six_companions_and_another_sauron_orc():
    """Orc Savage (7_305): "While you can spot 6 companions and another [sauron] Orc, this
    minion is strength +9 and fierce." """
    for companions, other, on in ((5, "7_296", True), (4, "7_296", False), (5, "7_193", False),
                                  (5, "6_103", False)):  # a [wraith] Orc, a [sauron] Troll
        sc = Scenario()
        for _ in range(companions):
            sc.companion("1_365")
        m = sc.minion("7_305")
        sc.minion(other)
        game = sc.twilight(0).at_site(6).start("shadow")
        assert strength(game, m) == (18 if on else 9)
        assert stats.keyword(game, m, "fierce") == (1 if on else 0)


def _assigned(minion: str, fp_hand: int = 0):
    """The Free Peoples player is to assign: Boromir and ``minion``, another minion."""
    sc = Scenario()
    b = sc.companion("1_97")
    m = sc.minion(minion)
    other = sc.minion("7_142")
    for _ in range(fp_hand):
        sc.hand("1_97", sc.fp)
    game = sc.twilight(0).at_site(6).start("assign")
    return sc, game, b, m, other


def test_desert_runner_scout_sneak_may_wound_who_they_are_assigned_to():
    """Desert Runner (7_133), Desert Scout (7_134), Desert Sneak (7_135): "When the Free
    Peoples player assigns this minion to a character and you have initiative, you may
    wound that character." """
    for card in ("7_133", "7_134", "7_135"):
        sc, game, b, m, _other = _assigned(card)
        assert game.decision.kind == "assign"
        act(game, "assign", b, m)
        assert game.decision.player == sc.shadow
        act(game, "resolve", m)
        assert game.s.wounds[b] == 1, card
        sc2, game2, b2, m2, other2 = _assigned(card)
        act(game2, "assign", b2, other2)  # another minion assigned: nothing
        assert not can(game2, "resolve", m2)
        sc3, game3, b3, m3, _o3 = _assigned(card, fp_hand=4)  # no initiative
        act(game3, "assign", b3, m3)
        assert not can(game3, "resolve", m3) and game3.s.wounds[b3] == 0


def test_desert_runner_not_when_the_shadow_player_assigns_him():
    """Desert Runner (7_133): "When the Free Peoples player assigns this minion": not when
    the Shadow player assigns his leftover minion."""
    sc, game, b, m, _other = _assigned("7_133")
    act(game, "pass")  # the Free Peoples player assigns nothing
    pass_until(game, decision_kind="assign")
    assert game.decision.player == sc.shadow
    act(game, "assign", b, m)
    assert not can(game, "resolve", m) and game.s.wounds[b] == 0


def test_siegecraft_when_your_sauron_orc_wins_makes_your_sauron_orcs_fierce():
    """Siegecraft (7_312): "Response: If your [sauron] Orc wins a skirmish, make all your
    [sauron] Orcs fierce until the regroup phase." """
    sc = Scenario()
    frodo = sc.ring_bearer()
    veteran = sc.minion("7_292")  # Mordor Veteran, strength 9: wins against Frodo
    other = sc.minion("7_296")  # another [sauron] Orc
    wraith = sc.minion("7_193")  # a [wraith] Orc
    banner = sc.support("1_263", sc.shadow)  # Orc Banner, a [sauron] condition
    sc.assign(veteran, frodo)
    siege = sc.hand("7_312")
    game = sc.twilight(4).at_site(6).start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    assert game.decision.player == sc.shadow
    act(game, "resolve", siege)
    assert game.s.zone[siege] == "discard" and game.s.twilight == 0
    assert [stats.keyword(game, c, "fierce") for c in (veteran, other, wraith, banner)] == \
        [1, 1, 0, 0]
    set_phase(game, "regroup")
    assert stats.keyword(game, other, "fierce") == 0
    sc2 = Scenario()  # a [wraith] Orc wins: not offered
    f2 = sc2.ring_bearer()
    w2 = sc2.minion("7_196")
    sc2.minion("7_296")  # a [sauron] Orc in play, not in the skirmish
    sc2.assign(w2, f2)
    s2 = sc2.hand("7_312")
    game2 = sc2.twilight(4).at_site(6).start("skirmishes")
    never_offered(game2, s2, "skirmish_ended")
    sc4 = Scenario()  # a [sauron] Troll wins: not an Orc
    f4 = sc4.ring_bearer()
    t4 = sc4.minion("6_103")
    sc4.minion("7_296")
    sc4.assign(t4, f4)
    s4 = sc4.hand("7_312")
    never_offered(sc4.twilight(4).at_site(6).start("skirmishes"), s4, "skirmish_ended")
    sc3 = Scenario()  # the Orc loses: not offered
    b3 = sc3.companion("1_365")
    o3 = sc3.minion("7_296")
    sc3.assign(o3, b3)
    s3 = sc3.hand("7_312")
    never_offered(sc3.twilight(4).at_site(6).start("skirmishes"), s3, "skirmish_ended")


def test_orc_pursuer_sauron_orcs_site_number_minus_one_and_plus_five_with_initiative():
    """Orc Pursuer (7_303): "Tracker. The site number of each [sauron] Orc is -1. While you
    have initiative, this minion is strength +5." """
    sc = Scenario()
    pursuer = sc.minion("7_303")
    brood = sc.hand("7_296")  # [sauron] Orc, site 6, cost 2
    troll = sc.hand("6_103")  # [sauron] Troll, site 6
    lackey = sc.hand("7_193")  # [wraith] Orc, site 4
    game = sc.twilight(0).at_site(5).start("shadow")
    assert playing.twilight_cost(game, brood, sc.shadow) == 2  # site 5: not roaming
    assert stats.site_number(game, pursuer) == 5
    assert stats.site_number(game, troll) == 6 and stats.site_number(game, lackey) == 4
    assert strength(game, pursuer) == 5 + 5
    sc2 = Scenario()
    p2 = sc2.minion("7_303")
    for _ in range(4):
        sc2.hand("1_97", sc2.fp)
    game2 = sc2.twilight(0).at_site(5).start("shadow")
    assert strength(game2, p2) == 5
    assert stats.keyword(game2, p2, "tracker") == 1


def test_orc_officer_three_burdens_when_a_companion_is_overwhelmed_by_a_sauron_orc():
    """Orc Officer (7_302): "Each time a companion is overwhelmed in a skirmish that
    involves a [sauron] Orc, add 3 burdens." """
    def burdens(minion: str, defender: str = "1_302", officer: bool = True) -> int:
        sc = Scenario()
        d = sc.companion(defender)
        if officer:
            sc.minion("7_302")
        m = sc.minion(minion)
        sc.assign(m, d)
        game = sc.twilight(0).at_site(6).start("skirmishes")
        pass_until(game, "skirmish_ended")
        return game.s.burdens[sc.fp]
    assert burdens("7_292") == 3  # Mordor Veteran (9) overwhelms Merry (3)
    assert burdens("7_292", officer=False) == 0
    assert burdens("7_196") == 0  # a [wraith] Orc (11) overwhelms him: no burden
    assert burdens("7_296", "1_97") == 0  # Orc Brood (7) against Boromir (7): not overwhelmed
    assert burdens("6_103") == 0  # a [sauron] Troll, not an Orc
    sc = Scenario()  # a minion overwhelmed by a companion: not a companion
    a = sc.companion("1_365")
    sc.minion("7_302")
    o = sc.minion("7_296")  # Orc Brood, a [sauron] Orc, strength 7
    sc.assign(o, a)
    game = sc.twilight(0).at_site(6).start("skirmishes")
    effects.add_modifier(game, o, "strength", -5, "skirmish", o)  # 2: Aragorn overwhelms
    pass_until(game, "skirmish_ended")
    assert game.s.burdens[sc.fp] == 0 and game.s.zone[o] == "discard"
