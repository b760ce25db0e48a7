"""Set 7 [gandalf] and [gondor] cards of the King-block starters: threats, initiative,
fortifications, roaming."""

from __future__ import annotations

import pytest
from cardtest import Scenario, choose, strength, use
from king_starters import FORT, MINION, bearers, pay, skirmish
from starters import never_offered

from ringtable.cards import default_database
from ringtable.engine import effects, stats
from ringtable.scripts import ScriptError, compile_scripts
from ringtable.testing import act, can, pass_until

# --- Gandalf -----------------------------------------------------------------------------

def test_all_save_one_plus_two_or_plus_four_and_damage_with_initiative():
    """All Save One (7_31): "Make Gandalf strength +2 (or +4 and damage +1 if you have
    initiative)." """
    _sc, game, gandalf, _m, cards = skirmish("1_364", fp_hand=4, ev="7_31")
    act(game, "play", cards["ev"])
    assert strength(game, gandalf) == 7 + 4 and stats.keyword(game, gandalf, "damage") == 1
    _sc2, game2, g2, _m2, cards2 = skirmish("1_364", fp_hand=2, ev="7_31")
    act(game2, "play", cards2["ev"])
    assert strength(game2, g2) == 7 + 2 and stats.keyword(game2, g2, "damage") == 0
    _sc3, game3, _b, _m3, cards3 = skirmish("1_97", fp_hand=4, ev="7_31")
    assert not can(game3, "play", cards3["ev"])  # no Gandalf


def test_gandalf_defender_of_the_west_minus_two_without_three_of_a_culture():
    """Gandalf, Defender of the West (7_36): "While you cannot spot 3 companions of the
    same culture, Gandalf is strength -2." """
    def gandalf_strength(*others: str, support: str = "") -> int:
        sc = Scenario()
        g = sc.companion("7_36")
        for o in others:
            sc.companion(o)
        if support:
            sc.support(support)
        return strength(sc.start("fellowship"), g)
    assert gandalf_strength("1_97", "1_365") == 9 - 2  # 2 [gondor] (Frodo is [shire])
    assert gandalf_strength("1_97", "1_365", "1_96") == 9  # 3 [gondor]
    for culture_trio in (("1_302", "1_303"),  # with Frodo: 3 [shire]
                         ("4_266", "4_269", "4_286"), ("1_364", "1_364"),
                         ("4_74", "4_74", "4_74"), ("2_121", "2_121", "2_121")):
        assert gandalf_strength(*culture_trio) == 9, culture_trio
    # two companions and a card of their culture that is not a companion: still -2
    for pair, card in ((("1_302",), "7_319"), (("4_266", "4_269"), "4_290"),
                       (("1_364",), "1_79"), (("4_74", "4_74"), "1_43"),
                       (("2_121", "2_121"), "1_16"), (("1_97", "1_365"), "1_92")):
        assert gandalf_strength(*pair, support=card) == 7, card

def test_intimidate_spots_gandalf_to_prevent_a_wound_to_a_companion():
    """Intimidate (7_41): "If a companion is about to take a wound, spot Gandalf to
    prevent that wound." """
    sc = Scenario()
    sc.companion("7_36")
    boromir = sc.companion("1_97")
    intimidate = sc.hand("7_41")
    sc.assign(sc.minion("1_154"), boromir)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", intimidate, value=0)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.zone[intimidate] == "discard"
    sc2 = Scenario()  # no Gandalf
    b2 = sc2.companion("1_97")
    i2 = sc2.hand("7_41")
    sc2.assign(sc2.minion("1_154"), b2)
    never_offered(sc2.start("skirmishes"), i2, "wounded")
    sc3 = Scenario()  # a minion about to take a wound: not a companion
    sc3.companion("7_36")
    b3 = sc3.companion("1_365")
    m3 = sc3.minion("1_178")
    i3 = sc3.hand("7_41")
    sc3.assign(m3, b3)
    never_offered(sc3.start("skirmishes"), i3, "wounded")


# --- Gondor ------------------------------------------------------------------------------

def test_dagger_strike_a_gondor_or_shire_companion_with_a_hand_weapon():
    """Dagger Strike (7_84): "Make a [gondor] or [shire] companion bearing a hand weapon
    strength +2 and damage +1." """
    _sc, game, boromir, _m, cards = skirmish("1_97", gear=("7_98",), ev="7_84",
                                              companions=("1_365",))
    act(game, "play", cards["ev"])  # Aragorn bears no weapon: no choice
    assert strength(game, boromir) == 7 + 2 + 2 and stats.keyword(game, boromir, "damage") == 1
    _sc2, game2, merry, _m2, cards2 = skirmish("1_302", gear=("7_319",), ev="7_84")
    act(game2, "play", cards2["ev"])
    assert strength(game2, merry) == 3 + 2 + 2 and stats.keyword(game2, merry, "damage") == 1
    _sc3, game3, _e, _m3, cards3 = skirmish("4_266", gear=("4_268",), ev="7_84")
    assert not can(game3, "play", cards3["ev"])  # a [rohan] companion
    _sc4, game4, _b, _m4, cards4 = skirmish("1_97", gear=("1_92",), ev="7_84")
    assert not can(game4, "play", cards4["ev"])  # armor is not a hand weapon
    sc5 = Scenario()  # a [shire] ally bearing a hand weapon is not a companion: no choice
    b5 = sc5.companion("1_97")
    sc5.bear(b5, "7_98")
    sc5.bear(sc5.ally("1_288"), "7_319")
    m5 = sc5.minion(MINION)
    sc5.assign(m5, b5)
    ev5 = sc5.hand("7_84")
    game5 = sc5.twilight(5).start("skirmishes")
    act(game5, "play", ev5)
    assert strength(game5, b5) == 11


def test_denethor_plus_one_per_other_gondor_man_limit_four():
    """Denethor, Wizened Steward (7_86): "Denethor is strength +1 for each other [gondor]
    Man you can spot (limit +4)." """
    def den(*others: str) -> int:
        sc = Scenario()
        d = sc.companion("7_86")
        for o in others:
            sc.companion(o)
        return strength(sc.start("fellowship"), d)
    assert den() == 5
    assert den("1_97", "1_365") == 7
    assert den("1_97", "1_365", "1_96", "1_89", "1_97") == 9  # limit +4
    assert den("4_266", "1_364") == 5  # a [rohan] Man, a Wizard
    sc = Scenario()
    d = sc.companion("7_86")
    sc.bear(d, "1_92")  # a [gondor] possession is not a Man
    sc.support("7_92")
    assert strength(sc.start("fellowship"), d) == 5


def test_faramir_needs_a_gondor_man_and_may_exert_to_discard_a_fierce_loser():
    """Faramir, Stout Captain (7_90): "To play, spot a [gondor] Man. Each time Faramir
    wins a skirmish involving a fierce minion, you may exert Faramir to discard that
    minion." """
    sc = Scenario()
    sc.bear(sc.companion("4_266"), "1_92")  # a [rohan] Man bearing a [gondor] possession
    f = sc.hand("7_90")
    assert not can(sc.twilight(0).at_site(2).start("fellowship"), "play", f)
    sc2 = Scenario()
    sc2.companion("1_97")
    f2 = sc2.hand("7_90")
    assert can(sc2.twilight(0).at_site(2).start("fellowship"), "play", f2)
    sc3 = Scenario()
    far = sc3.companion("7_90")
    naz = sc3.minion("1_234")  # Nertea, strength 9, not fierce
    sc3.assign(naz, far)
    game3 = sc3.twilight(0).at_site(6).start("skirmishes")
    effects.add_modifier(game3, naz, "strength", -5, "skirmish", far)  # Faramir wins
    never_offered(game3, far, "skirmish_ended")
    assert game3.s.zone[naz] == "minions"
    sc4 = Scenario()
    far4 = sc4.companion("7_90")
    fierce = sc4.minion("1_230")  # Cantea, strength 10, fierce
    plain = sc4.minion("1_234")  # Nertea, not fierce, in the same skirmish
    sc4.assign(fierce, far4).assign(plain, far4)
    game4 = sc4.twilight(0).at_site(6).start("skirmishes")
    # Faramir (7) needs help to win: the minions are made weaker by modifiers
    effects.add_modifier(game4, fierce, "strength", -7, "skirmish", far4)  # 3 + 2 < 7 < 2 x 5
    effects.add_modifier(game4, plain, "strength", -7, "skirmish", far4)
    seen = pass_until(game4, decision_kind="optional_trigger")
    assert "skirmish_resolved" in [e.kind for e in seen]  # when he has won, not before
    act(game4, "resolve", far4)
    assert game4.s.zone[fierce] == "discard" and game4.s.wounds[far4] == 1
    assert game4.s.zone[plain] == "minions"  # only the fierce one


def _fellowship(*companions: str, support: tuple[str, ...] = (), threats: int = 0,
                wounds: dict[int, int] | None = None):
    sc = Scenario()
    chars = [sc.companion(c) for c in companions]
    sup = [sc.support(s) for s in support]
    for i, n in (wounds or {}).items():
        sc.wounds(chars[i], n)
    return sc, sc.threats(threats).twilight(0).at_site(2).start("fellowship"), chars, sup


def test_gondorian_captain_discards_a_fortification_to_remove_a_threat():
    """Gondorian Captain (7_96): "Fellowship: Discard a fortification to remove a
    threat." """
    sc, game, (cap, _b), (fort, other) = _fellowship("7_96", "1_97", support=(FORT, "4_290"),
                                                     threats=2)
    use(game, cap)  # Supplies of the Mark is no fortification: no choice
    assert game.s.zone[fort] == "discard" and game.s.threats[sc.fp] == 1  # one threat
    assert game.s.zone[other] == "support"
    _sc2, game2, (cap2,), _ = _fellowship("7_96", support=("4_290",), threats=1)
    assert not can(game2, "use", cap2)


def test_ingold_discards_a_fortification_to_heal_twice():
    """Ingold (7_106): "Fellowship: Discard a fortification to heal Ingold twice." """
    _sc, game, (ing,), (fort, other) = _fellowship("7_106", support=(FORT, "4_290"),
                                                   wounds={0: 2})
    use(game, ing)
    assert game.s.wounds[ing] == 0 and game.s.zone[fort] == "discard"
    assert game.s.zone[other] == "support"
    _sc2, game2, (ing2,), _ = _fellowship("7_106", support=("4_290",), wounds={0: 2})
    assert not can(game2, "use", ing2)
    # "twice", not more: with a Ranger's Cloak (vitality +1) Ingold bears 3 wounds; 1 stays
    sc3 = Scenario()
    ing3 = sc3.companion("7_106")
    sc3.bear(ing3, "15_68")
    sc3.wounds(ing3, 3)
    sc3.support(FORT)
    game3 = sc3.twilight(0).at_site(2).start("fellowship")
    use(game3, ing3)
    assert game3.s.wounds[ing3] == 1


def test_gondorian_sword_on_a_gondor_man_discards_three_for_damage_plus_one():
    """Gondorian Sword (7_98): "Bearer must be a [gondor] Man. Skirmish: Discard 3 cards
    from hand to make bearer damage +1." """
    allowed, (b, e, g, w) = bearers("7_98", "1_97", "4_266", "1_364", "8_41")
    assert allowed == {b}  # not a [rohan] Man, a [gandalf] Wizard, a [gondor] Wraith
    _sc, game, bor, _m, cards = skirmish("1_97", gear=("7_98",), fp_hand=3)
    use(game, cards["g0"])
    assert stats.keyword(game, bor, "damage") == 1
    assert all(game.s.zone[cards[f"f{i}"]] == "discard" for i in range(3))
    _sc2, game2, _b2, _m2, cards2 = skirmish("1_97", gear=("7_98",), fp_hand=2)
    assert not can(game2, "use", cards2["g0"])


def test_great_gate_plus_two_and_exerts_his_minion_with_two_fortifications():
    """Great Gate (7_99): "Make a [gondor] companion strength +2 and, if you can spot 2
    [gondor] fortifications, exert a minion that companion is skirmishing." """
    sc, game, bor, m, cards = skirmish("1_97", support=(FORT, "7_118"), ev="7_99",
                                        companions=("4_266",))
    act(game, "play", cards["ev"])  # the [rohan] Éomer is not offered: no choice
    assert strength(game, bor) == 9 and game.s.wounds[m] == 1
    # a [rohan] fortification (Armory) is not a [gondor] one
    _sc1, game1, _b1, m1, cards1 = skirmish("1_97", support=(FORT, "5_79"), ev="7_99")
    act(game1, "play", cards1["ev"])
    assert game1.s.wounds[m1] == 0
    _sc2, game2, bor2, m2, cards2 = skirmish("1_97", support=(FORT,), ev="7_99")
    act(game2, "play", cards2["ev"])
    assert strength(game2, bor2) == 9 and game2.s.wounds[m2] == 0
    sc3 = Scenario()  # the exerted minion is the one skirmishing that companion
    b3 = sc3.companion("1_97")
    a3 = sc3.companion("1_365")
    m3 = sc3.minion(MINION)
    other = sc3.minion("7_144")
    sc3.assign(m3, b3).assign(other, a3)
    sc3.support(FORT)
    sc3.support("7_118")
    ev3 = sc3.hand("7_99")
    game3 = sc3.twilight(5).start("skirmishes")
    if game3.decision.kind == "choose_skirmish":
        act(game3, "skirmish", b3)
    act(game3, "play", ev3)
    if game3.decision and game3.decision.kind == "choose":
        choose(game3, b3)
    assert game3.s.wounds[other] == 0 and game3.s.wounds[m3] == 1


def test_knights_spear_adds_a_threat_for_plus_one_below_two_threats():
    """Knight's Spear (7_108): "Bearer must be a [gondor] Man. Skirmish: If you cannot spot
    2 threats, add a threat to make bearer strength +1." """
    allowed, (b, _e, _g, _w) = bearers("7_108", "1_97", "4_266", "1_364", "8_41")
    assert allowed == {b}
    sc, game, bor, _m, cards = skirmish("1_97", gear=("7_108",), threats=1,
                                         companions=("1_365",))
    use(game, cards["g0"])
    assert strength(game, bor) == 7 + 2 + 1 and game.s.threats[sc.fp] == 2
    assert not can(game, "use", cards["g0"])  # 2 threats now
    _sc2, game2, _b2, _m2, cards2 = skirmish("1_97", gear=("7_108",))
    game2.s.threats[game2.s.order[0]] = 2  # at the threat limit (2 companions): cannot add
    assert not can(game2, "use", cards2["g0"])
    _sc3, game3, _b3, _m3, cards3 = skirmish("1_97", gear=("7_108",), threats=2,
                                              companions=("1_365", "1_96"))
    assert not can(game3, "use", cards3["g0"])  # room for a threat, but 2 can be spotted


def test_madril_with_initiative_discards_two_to_wound_a_roaming_minion():
    """Madril, Faramir's Aide (7_110): "Skirmish: If you have initiative, discard 2 cards
    from hand to wound a roaming minion Madril is skirmishing." """
    _sc, game, mad, m, cards = skirmish("7_110", fp_hand=4)
    use(game, mad)
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 1
    _sc2, game2, mad2, _m2, _ = skirmish("7_110", fp_hand=3)
    assert not can(game2, "use", mad2)  # no initiative
    _sc3, game3, mad3, m3, _ = skirmish("7_110", fp_hand=4, site=6)  # not roaming
    if can(game3, "use", mad3):
        use(game3, mad3)
        pay(game3)
    assert game3.s.wounds[m3] == 0


def test_targon_with_initiative_discards_two_to_wound_a_man_he_skirmishes():
    """Targon (7_124): "Skirmish: If you have initiative, discard 2 cards from hand to
    wound a Man Targon is skirmishing." """
    _sc, game, tar, m, cards = skirmish("7_124", fp_hand=4, site=6)
    use(game, tar)
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 1
    _sc2, game2, tar2, _m2, _ = skirmish("7_124", fp_hand=3, site=6)
    assert not can(game2, "use", tar2)
    _sc3, game3, tar3, m3, _ = skirmish("7_124", minion="7_193", fp_hand=4, site=6)
    if can(game3, "use", tar3):  # an Orc is not a Man
        use(game3, tar3)
        pay(game3)
    assert game3.s.wounds[m3] == 0


def test_ranger_of_minas_tirith_plus_two_and_damage_against_a_roaming_minion():
    """Ranger of Minas Tirith (7_115): "While skirmishing a roaming minion, this companion
    is strength +2 and damage +1." """
    _sc, game, r, _m, _ = skirmish("7_115")
    assert strength(game, r) == 7 and stats.keyword(game, r, "damage") == 1
    _sc2, game2, r2, _m2, _ = skirmish("7_115", site=6)
    assert strength(game2, r2) == 5 and stats.keyword(game2, r2, "damage") == 0


def test_stand_to_arms_with_initiative_wounds_a_roaming_minion_twice():
    """Stand to Arms (7_120): "If you have initiative, discard 2 cards from hand to wound a
    roaming minion skirmishing a [gondor] Man twice." """
    # Troop of Haradrim (vitality 3) survives the two wounds
    _sc, game, _b, m, cards = skirmish("1_97", minion="7_172", fp_hand=3, ev="7_120")
    act(game, "play", cards["ev"])
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 2
    _sc2, game2, _b2, _m2, cards2 = skirmish("1_97", fp_hand=2, ev="7_120")
    assert not can(game2, "play", cards2["ev"])  # 3 cards in hand: no initiative
    _sc3, game3, _b3, m3, cards3 = skirmish("4_266", minion="7_172", fp_hand=3, ev="7_120")
    if can(game3, "play", cards3["ev"]):  # a [rohan] Man
        act(game3, "play", cards3["ev"])
        pay(game3)
    assert game3.s.wounds[m3] == 0
    _sc4, game4, _b4, m4, cards4 = skirmish("1_97", minion="7_172", fp_hand=3, site=6,
                                             ev="7_120")
    if can(game4, "play", cards4["ev"]):  # not roaming
        act(game4, "play", cards4["ev"])
        pay(game4)
    assert game4.s.wounds[m4] == 0
    _sc5, game5, _w5, m5, cards5 = skirmish("8_41", minion="7_172", fp_hand=3, ev="7_120")
    if can(game5, "play", cards5["ev"]):  # a [gondor] Wraith is not a Man
        act(game5, "play", cards5["ev"])
        pay(game5)
    assert game5.s.wounds[m5] == 0


def test_aragorn_driven_by_need_plus_one_per_threat_below_four_and_removes_three():
    """Aragorn, Driven by Need (7_364): "While you cannot spot 4 threats, Aragorn is
    strength +1 for each threat. Regroup: Exert Aragorn twice to remove 3 threats." """
    def ara(threats: int) -> int:
        sc = Scenario()
        a = sc.companion("7_364")
        for _ in range(3):
            sc.companion("1_365")
        return strength(sc.threats(threats).start("fellowship"), a)
    assert [ara(n) for n in (0, 3, 4)] == [7, 10, 7]
    sc = Scenario()
    a = sc.companion("7_364")
    sc.companion("1_365")
    sc.companion("1_97")
    sc.companion("1_96")
    game = sc.threats(4).twilight(0).at_site(2).start("regroup")
    use(game, a)
    assert game.s.threats[sc.fp] == 1 and game.s.wounds[a] == 2  # 3 of the 4
    sc2 = Scenario()
    a2 = sc2.companion("7_364")
    sc2.wounds(a2, 2)
    assert not can(sc2.threats(1).twilight(0).at_site(2).start("regroup"), "use", a2)


def test_man_the_walls_minions_skirmishing_a_gondor_man_have_site_number_plus_one():
    """Man the Walls (7_111): "The site number of each minion skirmishing a [gondor] Man is
    +1." (site 4: a site-4 minion becomes roaming)"""
    sc = Scenario()
    b = sc.companion("1_97")
    e = sc.companion("4_266")
    on_gondor = sc.minion(MINION)
    on_rohan = sc.minion("7_144")
    free = sc.minion("7_172")
    sc.assign(on_gondor, b).assign(on_rohan, e)
    sc.support("7_111")
    game = sc.twilight(0).at_site(4).start("skirmishes")
    act(game, "skirmish", b)  # Boromir's skirmish
    assert [stats.site_number(game, m) for m in (on_gondor, on_rohan, free)] == [5, 4, 4]
    assert stats.is_roaming(game, on_gondor) and not stats.is_roaming(game, free)
    pass_until(game, "skirmish_ended")  # ... Éomer's: [rohan], not [gondor]
    assert stats.site_number(game, on_rohan) == 4


def test_man_the_walls_not_against_a_gondor_wraith():
    """Man the Walls (7_111): "... skirmishing a [gondor] Man": a [gondor] Wraith
    (Oathbreaker) is not a Man."""
    sc = Scenario()
    w = sc.companion("8_41")
    m = sc.minion(MINION)
    sc.assign(m, w)
    sc.support("7_111")
    game = sc.twilight(0).at_site(4).start("skirmishes")
    assert stats.site_number(game, m) == 4


def test_long_prepared_adds_two_threats_to_play():
    """Long Prepared (7_109): "To play, add 2 threats." (the threat limit: 1 threat and 3
    companions leave room for 2 more, 2 companions do not)"""
    sc = Scenario()
    b = sc.companion("1_97")
    sc.companion("1_365")
    sc.companion("1_96")  # the threat limit is 4
    lp = sc.hand("7_109")
    armor = sc.hand("1_92")
    game = sc.threats(1).twilight(0).at_site(2).start("fellowship")
    act(game, "play", lp)
    assert game.s.threats[sc.fp] == 3 and game.s.zone[lp] == "support"
    act(game, "play", armor, b)  # another card played: no more threats
    assert game.s.threats[sc.fp] == 3
    sc2 = Scenario()
    sc2.companion("1_97")
    lp2 = sc2.hand("7_109")
    assert not can(sc2.threats(1).twilight(0).at_site(2).start("fellowship"), "play", lp2)
    sc3 = Scenario()  # exactly 2 fit: 2 threats, limit 4
    for c in ("1_97", "1_365", "1_96"):
        sc3.companion(c)
    lp3 = sc3.hand("7_109")
    game3 = sc3.threats(2).twilight(0).at_site(2).start("fellowship")
    act(game3, "play", lp3)
    assert game3.s.threats[sc3.fp] == 4


def test_long_prepared_exerts_a_gondor_man_to_wound_his_roaming_minion():
    """Long Prepared (7_109): "Skirmish: Exert a [gondor] Man to wound a roaming minion
    that Man is skirmishing. Discard this condition at the start of the regroup phase." """
    _sc, game, b, m, cards = skirmish("1_97", minion="7_172", support=("7_109",),
                                       companions=("1_365",))
    use(game, cards["s0"])  # Aragorn is not skirmishing: Boromir exerts, no choice
    assert game.s.wounds[b] == 1 and game.s.wounds[m] == 1
    assert game.s.wounds[cards["c0"]] == 0
    pass_until(game, "skirmish_ended")
    pass_until(game, "phase_started")  # regroup
    assert game.s.zone[cards["s0"]] == "discard"
    _sc2, game2, b2, m2, cards2 = skirmish("1_97", minion="7_172", support=("7_109",),
                                            site=6)
    use(game2, cards2["s0"])  # not roaming at site 6: Boromir exerts for nothing
    assert game2.s.wounds[m2] == 0
    _sc3, game3, _e3, _m3, cards3 = skirmish("4_266", minion="7_172", support=("7_109",))
    assert not can(game3, "use", cards3["s0"])  # a [rohan] Man
    _sc4, game4, _w4, _m4, cards4 = skirmish("8_41", minion="7_172", support=("7_109",))
    assert not can(game4, "use", cards4["s0"])  # a [gondor] Wraith is not a Man


def test_threats_fit_refuses_a_count_that_is_not_a_whole_number():
    """A bad ``threats_fit`` is refused at load, naming the card and the field."""
    bad = {"7_109": {"title": "Long Prepared", "to_play": {"threats_fit": "two"}}}
    with pytest.raises(ScriptError, match=r"7_109.*to_play.*threats_fit is a whole number"):
        compile_scripts(bad, default_database(), "test.toml")


def test_city_of_men_plus_two_and_discards_a_sauron_minion_at_the_skirmish_end():
    """City of Men (7_83): "Make a [gondor] Man strength +2. If that Man is skirmishing a
    [sauron] minion, discard that minion at the end of the skirmish." """
    sc, game, b, m, cards = skirmish("1_97", minion="7_292", ev="7_83",
                                      companions=("4_266",), gear=("1_92",))
    act(game, "play", cards["ev"])  # Éomer is a [rohan] Man, Armor no Man: no choice
    assert strength(game, b) == 9 and game.s.zone[m] == "minions"
    pass_until(game, "skirmish_ended")
    assert game.s.zone[m] == "discard"
    _sc2, game2, b2, m2, cards2 = skirmish("1_97", minion="7_172", ev="7_83")
    act(game2, "play", cards2["ev"])  # a [raider] minion stays
    pass_until(game2, "skirmish_ended")
    assert game2.s.zone[m2] == "minions" and strength(game2, b2) == 7
    sc3 = Scenario()  # each [sauron] minion skirmishing that Man, only those
    b3 = sc3.companion("1_97")
    a3 = sc3.companion("1_365")
    m3 = sc3.minion("7_292")
    m4 = sc3.minion("7_285")
    other = sc3.minion("7_296")
    sc3.assign(m3, b3).assign(m4, b3).assign(other, a3)
    ev3 = sc3.hand("7_83")
    game3 = sc3.twilight(0).at_site(6).start("skirmishes")
    act(game3, "skirmish", b3)
    act(game3, "play", ev3)
    choose(game3, b3)
    pass_until(game3, "skirmish_ended")
    assert game3.s.zone[m3] == "discard" and game3.s.zone[m4] == "discard"
    assert game3.s.zone[other] == "minions"
