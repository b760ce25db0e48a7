"""Set 7 Free Peoples cards of the King-block starters ([gandalf], [gondor], [rohan],
[shire]): threats, initiative, fortifications and mounts."""

from __future__ import annotations

import pytest
from cardtest import Scenario, card_rules, choose, strength, use
from starters import never_offered

from ringtable.cards import default_database
from ringtable.engine import effects, playing, stats
from ringtable.scripts import ScriptError, compile_scripts
from ringtable.testing import act, can, pass_until
from ringtable.testing.scenario import DEFAULT_SITES

MINION = "7_142"  # Easterling Blademaster: a [raider] Man, site 4 (roaming at sites 1-3)


def _skirmish(defender: str, minion: str = MINION, fp_hand: int = 0, threats: int = 0,
              site: int = 1, companions: tuple[str, ...] = (), gear: tuple[str, ...] = (),
              support: tuple[str, ...] = (), wounds: int = 0, **hand: str):
    """``defender`` skirmishes ``minion`` at ``site``; ``fp_hand`` filler cards in the
    Free Peoples hand (4 give him initiative), then ``hand``; ``gear`` borne by the
    defender; the Free Peoples player is to act. Returns the scenario, game, defender,
    minion and a dict of the other cards."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp).wounds(m, wounds)
    cards = {f"c{i}": sc.companion(c) for i, c in enumerate(companions)}
    cards.update({f"g{i}": sc.bear(fp, g) for i, g in enumerate(gear)})
    cards.update({f"s{i}": sc.support(s) for i, s in enumerate(support)})
    cards.update({k: sc.hand(v) for k, v in hand.items()})
    for i in range(fp_hand):
        cards[f"f{i}"] = sc.hand("1_97")
    game = sc.threats(threats).twilight(5).at_site(site).start("skirmishes")
    return sc, game, fp, m, cards


def _pay(game, events: list | None = None) -> None:
    """Answer the cost's "discard N cards from hand" choices (the first cards offered)."""
    while game.decision is not None and game.decision.kind == "choose":
        choose(game, game.decision.cards[0])


# --- Gandalf -----------------------------------------------------------------------------

def test_all_save_one_plus_two_or_plus_four_and_damage_with_initiative():
    """All Save One (7_31): "Make Gandalf strength +2 (or +4 and damage +1 if you have
    initiative)." """
    _sc, game, gandalf, _m, cards = _skirmish("1_364", fp_hand=4, ev="7_31")
    act(game, "play", cards["ev"])
    assert strength(game, gandalf) == 7 + 4 and stats.keyword(game, gandalf, "damage") == 1
    _sc2, game2, g2, _m2, cards2 = _skirmish("1_364", fp_hand=2, ev="7_31")
    act(game2, "play", cards2["ev"])
    assert strength(game2, g2) == 7 + 2 and stats.keyword(game2, g2, "damage") == 0
    _sc3, game3, _b, _m3, cards3 = _skirmish("1_97", fp_hand=4, ev="7_31")
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
    _sc, game, boromir, _m, cards = _skirmish("1_97", gear=("7_98",), ev="7_84",
                                              companions=("1_365",))
    act(game, "play", cards["ev"])  # Aragorn bears no weapon: no choice
    assert strength(game, boromir) == 7 + 2 + 2 and stats.keyword(game, boromir, "damage") == 1
    _sc2, game2, merry, _m2, cards2 = _skirmish("1_302", gear=("7_319",), ev="7_84")
    act(game2, "play", cards2["ev"])
    assert strength(game2, merry) == 3 + 2 + 2 and stats.keyword(game2, merry, "damage") == 1
    _sc3, game3, _e, _m3, cards3 = _skirmish("4_266", gear=("4_268",), ev="7_84")
    assert not can(game3, "play", cards3["ev"])  # a [rohan] companion
    _sc4, game4, _b, _m4, cards4 = _skirmish("1_97", gear=("1_92",), ev="7_84")
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


FORT = "7_92"  # First Level: a [gondor] fortification (support area)


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


def _bearers(item: str, *chars: str) -> tuple[set[int], list[int]]:
    sc = Scenario()
    cs = [sc.companion(c) for c in chars]
    it = sc.hand(item)
    game = sc.twilight(0).at_site(2).start("fellowship")
    return {a.target for a in game.legal_actions() if a.kind == "play" and a.card == it}, cs


def test_gondorian_sword_on_a_gondor_man_discards_three_for_damage_plus_one():
    """Gondorian Sword (7_98): "Bearer must be a [gondor] Man. Skirmish: Discard 3 cards
    from hand to make bearer damage +1." """
    allowed, (b, e, g, w) = _bearers("7_98", "1_97", "4_266", "1_364", "8_41")
    assert allowed == {b}  # not a [rohan] Man, a [gandalf] Wizard, a [gondor] Wraith
    _sc, game, bor, _m, cards = _skirmish("1_97", gear=("7_98",), fp_hand=3)
    use(game, cards["g0"])
    assert stats.keyword(game, bor, "damage") == 1
    assert all(game.s.zone[cards[f"f{i}"]] == "discard" for i in range(3))
    _sc2, game2, _b2, _m2, cards2 = _skirmish("1_97", gear=("7_98",), fp_hand=2)
    assert not can(game2, "use", cards2["g0"])


def test_great_gate_plus_two_and_exerts_his_minion_with_two_fortifications():
    """Great Gate (7_99): "Make a [gondor] companion strength +2 and, if you can spot 2
    [gondor] fortifications, exert a minion that companion is skirmishing." """
    sc, game, bor, m, cards = _skirmish("1_97", support=(FORT, "7_118"), ev="7_99",
                                        companions=("4_266",))
    act(game, "play", cards["ev"])  # the [rohan] Éomer is not offered: no choice
    assert strength(game, bor) == 9 and game.s.wounds[m] == 1
    # a [rohan] fortification (Armory) is not a [gondor] one
    _sc1, game1, _b1, m1, cards1 = _skirmish("1_97", support=(FORT, "5_79"), ev="7_99")
    act(game1, "play", cards1["ev"])
    assert game1.s.wounds[m1] == 0
    _sc2, game2, bor2, m2, cards2 = _skirmish("1_97", support=(FORT,), ev="7_99")
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
    allowed, (b, _e, _g, _w) = _bearers("7_108", "1_97", "4_266", "1_364", "8_41")
    assert allowed == {b}
    sc, game, bor, _m, cards = _skirmish("1_97", gear=("7_108",), threats=1,
                                         companions=("1_365",))
    use(game, cards["g0"])
    assert strength(game, bor) == 7 + 2 + 1 and game.s.threats[sc.fp] == 2
    assert not can(game, "use", cards["g0"])  # 2 threats now
    _sc2, game2, _b2, _m2, cards2 = _skirmish("1_97", gear=("7_108",))
    game2.s.threats[game2.s.order[0]] = 2  # at the threat limit (2 companions): cannot add
    assert not can(game2, "use", cards2["g0"])
    _sc3, game3, _b3, _m3, cards3 = _skirmish("1_97", gear=("7_108",), threats=2,
                                              companions=("1_365", "1_96"))
    assert not can(game3, "use", cards3["g0"])  # room for a threat, but 2 can be spotted


def test_madril_with_initiative_discards_two_to_wound_a_roaming_minion():
    """Madril, Faramir's Aide (7_110): "Skirmish: If you have initiative, discard 2 cards
    from hand to wound a roaming minion Madril is skirmishing." """
    _sc, game, mad, m, cards = _skirmish("7_110", fp_hand=4)
    use(game, mad)
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 1
    _sc2, game2, mad2, _m2, _ = _skirmish("7_110", fp_hand=3)
    assert not can(game2, "use", mad2)  # no initiative
    _sc3, game3, mad3, m3, _ = _skirmish("7_110", fp_hand=4, site=6)  # not roaming
    if can(game3, "use", mad3):
        use(game3, mad3)
        _pay(game3)
    assert game3.s.wounds[m3] == 0


def test_targon_with_initiative_discards_two_to_wound_a_man_he_skirmishes():
    """Targon (7_124): "Skirmish: If you have initiative, discard 2 cards from hand to
    wound a Man Targon is skirmishing." """
    _sc, game, tar, m, cards = _skirmish("7_124", fp_hand=4, site=6)
    use(game, tar)
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 1
    _sc2, game2, tar2, _m2, _ = _skirmish("7_124", fp_hand=3, site=6)
    assert not can(game2, "use", tar2)
    _sc3, game3, tar3, m3, _ = _skirmish("7_124", minion="7_193", fp_hand=4, site=6)
    if can(game3, "use", tar3):  # an Orc is not a Man
        use(game3, tar3)
        _pay(game3)
    assert game3.s.wounds[m3] == 0


def test_ranger_of_minas_tirith_plus_two_and_damage_against_a_roaming_minion():
    """Ranger of Minas Tirith (7_115): "While skirmishing a roaming minion, this companion
    is strength +2 and damage +1." """
    _sc, game, r, _m, _ = _skirmish("7_115")
    assert strength(game, r) == 7 and stats.keyword(game, r, "damage") == 1
    _sc2, game2, r2, _m2, _ = _skirmish("7_115", site=6)
    assert strength(game2, r2) == 5 and stats.keyword(game2, r2, "damage") == 0


def test_stand_to_arms_with_initiative_wounds_a_roaming_minion_twice():
    """Stand to Arms (7_120): "If you have initiative, discard 2 cards from hand to wound a
    roaming minion skirmishing a [gondor] Man twice." """
    # Troop of Haradrim (vitality 3) survives the two wounds
    _sc, game, _b, m, cards = _skirmish("1_97", minion="7_172", fp_hand=3, ev="7_120")
    act(game, "play", cards["ev"])
    choose(game, cards["f0"])
    choose(game, cards["f1"])
    assert game.s.wounds[m] == 2
    _sc2, game2, _b2, _m2, cards2 = _skirmish("1_97", fp_hand=2, ev="7_120")
    assert not can(game2, "play", cards2["ev"])  # 3 cards in hand: no initiative
    _sc3, game3, _b3, m3, cards3 = _skirmish("4_266", minion="7_172", fp_hand=3, ev="7_120")
    if can(game3, "play", cards3["ev"]):  # a [rohan] Man
        act(game3, "play", cards3["ev"])
        _pay(game3)
    assert game3.s.wounds[m3] == 0
    _sc4, game4, _b4, m4, cards4 = _skirmish("1_97", minion="7_172", fp_hand=3, site=6,
                                             ev="7_120")
    if can(game4, "play", cards4["ev"]):  # not roaming
        act(game4, "play", cards4["ev"])
        _pay(game4)
    assert game4.s.wounds[m4] == 0
    _sc5, game5, _w5, m5, cards5 = _skirmish("8_41", minion="7_172", fp_hand=3, ev="7_120")
    if can(game5, "play", cards5["ev"]):  # a [gondor] Wraith is not a Man
        act(game5, "play", cards5["ev"])
        _pay(game5)
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


# --- Rohan -------------------------------------------------------------------------------

def test_enraged_horseman_plus_two_and_damage_with_another_rohan_man_vs_wounded():
    """Enraged Horseman (7_226): "While you can spot another [rohan] Man and this companion
    is skirmishing a wounded minion, this companion is strength +2 and damage +1." """
    # ... a [rohan] condition (Supplies of the Mark) is not another [rohan] Man
    for others, wounds, on in ((("4_266",), 1, True), (("1_97",), 1, False),
                               (("4_266",), 0, False), ((), 1, False)):
        _sc, game, h, _m, _ = _skirmish("7_226", minion="7_172", companions=others,
                                        wounds=wounds, support=("4_290",))
        assert strength(game, h) == (7 if on else 5), (others, wounds)
        assert stats.keyword(game, h, "damage") == (1 if on else 0)


def test_eowyn_restless_maiden_discards_her_possession_for_plus_two():
    """Éowyn, Restless Maiden (7_229): "Skirmish: Discard a possession borne by Éowyn to
    make her strength +2." """
    _sc, game, eo, _m, cards = _skirmish("7_229", gear=("4_274",), companions=("1_97",))
    use(game, eo)
    assert strength(game, eo) == 6 + 2 and game.s.zone[cards["g0"]] == "discard"
    _sc1, game1, eo1, _m1, _ = _skirmish("7_229", gear=("1_108",))
    assert not can(game1, "use", eo1)  # a condition she bears is not a possession
    sc2 = Scenario()  # a possession borne by another companion does not do
    eo2 = sc2.companion("7_229")
    b2 = sc2.companion("1_97")
    sc2.bear(b2, "1_92")
    sc2.assign(sc2.minion(MINION), eo2)
    game2 = sc2.twilight(5).start("skirmishes")
    assert not can(game2, "use", eo2)


def test_guthlaf_discards_a_rohan_condition_for_plus_one():
    """Guthláf, Herald (7_235): "Skirmish: Discard a [rohan] condition to make Guthláf
    strength +1." """
    _sc, game, g, _m, cards = _skirmish("7_235", support=("4_290", FORT))
    use(game, g)  # First Level is [gondor]: no choice
    assert strength(game, g) == 7 and game.s.zone[cards["s0"]] == "discard"
    assert game.s.zone[cards["s1"]] == "support"
    _sc2, game2, g2, _m2, _ = _skirmish("7_235", support=(FORT,), gear=("4_274",))
    assert not can(game2, "use", g2)  # a [rohan] possession is no condition


def test_riding_armor_with_initiative_discards_three_to_prevent_a_skirmish_wound():
    """Riding Armor (7_245): "Bearer must be a [rohan] Man. Response: If you have
    initiative and bearer is about to take a wound in a skirmish, discard 3 cards from
    hand to prevent that wound." """
    allowed, (e, b) = _bearers("7_245", "4_266", "1_97")
    assert allowed == {e}
    sc = Scenario()
    eomer = sc.companion("4_266")
    armor = sc.bear(eomer, "7_245")
    sc.assign(sc.minion("7_162"), eomer)  # Southron Captain, strength 13
    filler = [sc.hand("1_97") for _ in range(4)]
    game = sc.twilight(0).at_site(6).start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", armor)
    for f in filler[:3]:
        choose(game, f)
    assert game.s.wounds[eomer] == 0
    assert [game.s.zone[f] for f in filler] == ["discard"] * 3 + ["hand"]  # 3 cards
    sc2 = Scenario()  # 3 cards in hand: no initiative
    e2 = sc2.companion("4_266")
    a2 = sc2.bear(e2, "7_245")
    sc2.assign(sc2.minion("7_162"), e2)
    for _ in range(3):
        sc2.hand("1_97")
    game2 = sc2.twilight(0).at_site(6).start("skirmishes")
    never_offered(game2, a2, "wounded")
    assert game2.s.wounds[e2] >= 1


def test_riding_armor_not_outside_a_skirmish_nor_for_another_companion():
    """Riding Armor (7_245): "... bearer is about to take a wound in a skirmish": not an
    archery wound, not a wound to another companion."""
    sc = Scenario()
    eomer = sc.companion("4_266")
    armor = sc.bear(eomer, "7_245")
    sc.minion("7_172")  # Troop of Haradrim: an archer with 2 threats
    sc.companion("1_97")
    for _ in range(4):
        sc.hand("1_97")
    game = sc.threats(2).twilight(0).at_site(6).start("archery")
    pass_until(game, decision_kind="archery_wound")
    act(game, "wound", eomer)  # the archery wound goes to the bearer
    assert not can(game, "resolve", armor)
    pass_until(game, "wounded")
    assert game.s.wounds[eomer] == 1
    sc2 = Scenario()
    e2 = sc2.companion("4_266")
    a2 = sc2.bear(e2, "7_245")
    b2 = sc2.companion("1_97")
    sc2.assign(sc2.minion("7_162"), b2)  # Boromir's skirmish: the bearer takes no wound
    for _ in range(4):
        sc2.hand("1_97")
    never_offered(sc2.twilight(0).at_site(6).start("skirmishes"), a2, "wounded")


def test_rohirrim_guard_discards_a_card_to_exert_his_minion():
    """Rohirrim Guard (7_246): "Skirmish: Discard a card from hand to exert a minion
    skirmishing this companion." """
    sc = Scenario()
    g = sc.companion("7_246")
    b = sc.companion("1_97")
    m = sc.minion(MINION)
    other = sc.minion("7_144")
    sc.assign(m, g).assign(other, b)
    card = sc.hand("1_97")
    game = sc.twilight(0).start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", g)
    use(game, g)
    assert game.s.wounds[m] == 1 and game.s.wounds[other] == 0
    assert game.s.zone[card] == "discard"
    _sc2, game2, g2, _m2, _ = _skirmish("7_246")
    assert not can(game2, "use", g2)  # no card in hand


def test_rohirrim_javelin_discards_itself_for_fellowship_archery_plus_one():
    """Rohirrim Javelin (7_248): "Bearer must be a [rohan] Man. Archery: Discard this
    possession to make the fellowship archery total +1." """
    allowed, (e, _b) = _bearers("7_248", "4_266", "1_97")
    assert allowed == {e}
    sc = Scenario()
    eomer = sc.companion("4_266")
    jav = sc.bear(eomer, "7_248")
    sc.minion(MINION)
    game = sc.twilight(0).at_site(6).start("archery")
    use(game, jav)
    assert game.s.zone[jav] == "discard"
    line = next(e.text for e in pass_until(game, "archery") if e.kind == "archery")
    assert "fellowship archery total 1" in line


def test_swift_steed_wound_cap_on_plains_and_exerts_the_bearers_minions():
    """Swift Steed (7_253): "Bearer must be a [rohan] Man. While at a plains site, bearer
    takes no more than 1 wound during each skirmish. At the start of each skirmish
    involving bearer, each minion skirmishing bearer must exert." """
    allowed, (e, _b) = _bearers("7_253", "4_266", "1_97")
    assert allowed == {e}
    sc = Scenario()
    eomer = sc.companion("4_266")
    sc.bear(eomer, "7_253")
    b = sc.companion("1_97")
    m1 = sc.minion("7_172")
    m2 = sc.minion("7_136")
    other = sc.minion("7_144")
    sc.assign(m1, eomer).assign(m2, eomer).assign(other, b)
    game = sc.twilight(0).at_site(6).start("skirmishes")
    act(game, "skirmish", b)  # Boromir's skirmish first: the Steed does nothing
    assert game.s.wounds[other] == 0 and game.s.wounds[m1] == 0
    seen = pass_until(game, "skirmish_ended")  # ... and Éomer's skirmish starts
    assert [c for e in seen if e.kind == "exerted" for c in e.cards] == [m1, m2]
    assert stats.rule(game, eomer, "wound_cap") == 0  # site 6 of the default path: no plains
    sc2 = Scenario(sites=(DEFAULT_SITES[0], _with_site(DEFAULT_SITES[1], 2, "7_336")))
    e2 = sc2.companion("4_266")
    sc2.bear(e2, "7_253")
    game2 = sc2.twilight(0).at_site(2).start("fellowship")
    assert stats.rule(game2, e2, "wound_cap") == 1
    assert stats.rule(game2, sc2.ring_bearer(), "wound_cap") == 0


def _with_site(sites: tuple[str, ...], n: int, site: str) -> tuple[str, ...]:
    out = list(sites)
    out[n - 1] = site
    return tuple(out)


def _cost_beside(card: str, companion: str, support: str = "") -> int:
    """The twilight cost of ``card`` in hand with ``companion`` (and ``support``) in play."""
    sc = Scenario()
    sc.companion(companion)
    if support:
        sc.support(support)
    c = sc.hand(card)
    return playing.twilight_cost(sc.twilight(0).at_site(2).start("fellowship"), c, 0)


def test_theoden_costs_one_less_with_a_rohan_man_and_exerts_a_minion_on_moving():
    """Théoden, Leader of Spears (7_254): "While you can spot a [rohan] Man, Théoden's
    twilight cost is -1. Each time the fellowship moves, you may exert a [rohan] companion
    to exert a minion." """
    assert _cost_beside("7_254", "1_97", "4_290") == 3  # [gondor] Man, [rohan] condition
    assert _cost_beside("7_254", "4_266") == 2  # a [rohan] Man
    sc3 = Scenario()
    th = sc3.companion("7_254")
    sc3.companion("1_97")  # a [gondor] companion is not offered to exert
    m = sc3.minion(MINION)
    game = sc3.twilight(0).at_site(2).start("fellowship")
    act(game, "pass")  # the fellowship moves
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", th)
    assert game.s.wounds[th] == 1 and game.s.wounds[m] == 1
    sc4 = Scenario()  # Théoden exhausted, a [rohan] ally to exert: not a companion
    th4 = sc4.companion("7_254")
    sc4.wounds(th4, 2)
    sc4.ally("4_262")
    sc4.minion(MINION)
    game4 = sc4.twilight(0).at_site(2).start("fellowship")
    act(game4, "pass")
    never_offered(game4, th4, "moves")


def test_white_hot_fury_per_mounted_companion_and_more_against_a_raider():
    """White Hot Fury (7_258): "Make a mounted [rohan] Man strength +1 for each mounted
    companion. If that Man is skirmishing a [raider] minion, also make him or her strength
    +2 and damage +2." """
    _sc, game, e, _m, cards = _fury(raider=True)
    act(game, "play", cards["ev"])
    # the mounted [rohan] Men are offered, not the mounted [gondor] Boromir
    assert set(game.decision.cards) == {e, cards["eothain"]}
    choose(game, e)
    assert strength(game, e) == 7 + 3 + 2 and stats.keyword(game, e, "damage") == 2
    _sc2, game2, e2, _m2, cards2 = _fury(raider=False)
    act(game2, "play", cards2["ev"])
    choose(game2, e2)
    assert strength(game2, e2) == 7 + 3 and stats.keyword(game2, e2, "damage") == 0
    _sc3, game3, _e3, _m3, cards3 = _skirmish("4_266", companions=("1_97",), ev="7_258")
    assert not can(game3, "play", cards3["ev"])  # Éomer is not mounted


def _fury(raider: bool):
    sc = Scenario()
    e = sc.companion("4_266")
    sc.bear(e, "4_283")  # Horse of Rohan
    eo = sc.companion("4_269")
    sc.bear(eo, "4_283")  # Horse of Rohan: Éothain is mounted too
    b = sc.companion("1_97")
    sc.bear(b, "4_283")  # a mounted [gondor] Man counts as a mounted companion
    m = sc.minion(MINION if raider else "7_193")
    sc.bear(m, "4_274")  # a mounted minion (on Firefoot) is no mounted companion
    sc.assign(m, e)
    ev = sc.hand("7_258")
    game = sc.twilight(5).at_site(6).start("skirmishes")
    return sc, game, e, m, {"ev": ev, "eothain": eo}


def test_eomer_valiant_warchief_costs_less_and_pumps_per_valiant_with_initiative():
    """Éomer, Valiant Warchief (7_365): "While you can spot a [rohan] Man, Éomer's twilight
    cost is -1. Skirmish: If you have initiative, discard 3 cards from hand to make Éomer
    strength +1 for each valiant companion you spot." """
    assert _cost_beside("7_365", "1_97", "4_290") == 3  # [gondor] Man, [rohan] condition
    assert _cost_beside("7_365", "4_266") == 2  # a [rohan] Man
    # Éomer and Théoden are valiant; Boromir is not
    _sc3, game3, eo, _m, cards = _skirmish("7_365", fp_hand=4, companions=("7_254", "1_97"))
    use(game3, eo)
    for i in range(3):
        choose(game3, cards[f"f{i}"])
    assert strength(game3, eo) == 7 + 2
    assert game3.s.zone[cards["f3"]] == "hand"  # 3 cards, not 4
    _sc4, game4, eo4, _m4, _ = _skirmish("7_365", fp_hand=3)
    assert not can(game4, "use", eo4)  # no initiative


# --- Shire -------------------------------------------------------------------------------

def test_frodo_hope_of_free_peoples_may_add_three_to_remove_a_threat_on_moving():
    """Frodo, Hope of Free Peoples (7_317): "Each time the fellowship moves, you may add
    (3) to remove a threat." """
    games = []
    for take in (True, False):
        sc = Scenario()
        frodo = sc.companion("7_317")
        sc.companion("1_97")
        game = sc.threats(2).twilight(0).at_site(2).start("fellowship")
        act(game, "pass")  # the fellowship moves
        pass_until(game, decision_kind="optional_trigger")
        act(game, "resolve" if take else "pass", frodo if take else -1)
        games.append(game)
    took, declined = games
    assert took.s.threats[0] == 1 and declined.s.threats[0] == 2  # one threat
    assert took.s.twilight == declined.s.twilight + 3


def test_hobbit_sword_only_on_a_hobbit():
    """Hobbit Sword (7_319): "Bearer must be a Hobbit." (and its printed strength +2)"""
    allowed, (merry, b) = _bearers("7_319", "1_302", "1_97")
    assert merry in allowed and b not in allowed
    sc = Scenario()
    m = sc.companion("1_302")
    sc.bear(m, "7_319")
    assert strength(sc.start("fellowship"), m) == 5


def test_merry_rohirrim_squire_adds_a_threat_for_plus_two_below_three_threats():
    """Merry, Rohirrim Squire (7_320): "Skirmish: If you cannot spot 3 threats, add a
    threat to make Merry strength +2." """
    sc, game, merry, _m, _ = _skirmish("7_320", threats=2, companions=("1_97", "1_365"))
    use(game, merry)
    assert strength(game, merry) == 5 and game.s.threats[sc.fp] == 3
    assert not can(game, "use", merry)  # 3 threats now
    _sc2, game2, merry2, _m2, _ = _skirmish("7_320", threats=3, companions=("1_97", "1_365"))
    assert not can(game2, "use", merry2)  # 3 threats
    _sc3, game3, merry3, _m3, _ = _skirmish("7_320", threats=2)
    assert not can(game3, "use", merry3)  # 2 companions: the threat limit is reached


def test_noble_intentions_exerts_a_non_hobbit_companion_for_a_hobbit_plus_three():
    """Noble Intentions (7_322): "Exert a companion (except a Hobbit) to make a Hobbit
    strength +3." """
    sc, game, merry, _m, cards = _skirmish("1_302", companions=("1_97",), ev="7_322")
    act(game, "play", cards["ev"])  # Boromir is the only non-Hobbit companion: no choice
    if game.decision.kind == "choose":  # which Hobbit: Merry, not Frodo
        choose(game, merry)
    assert strength(game, merry) == 6 and game.s.wounds[cards["c0"]] == 1
    assert game.s.wounds[merry] == 0 and game.s.wounds[sc.ring_bearer()] == 0
    _sc2, game2, _merry2, _m2, cards2 = _skirmish("1_302", ev="7_322")
    assert not can(game2, "play", cards2["ev"])  # only Hobbits to exert
    sc3 = Scenario()  # a non-Hobbit is not made strength +3
    b3 = sc3.companion("1_97")
    a3 = sc3.companion("1_365")
    sc3.assign(sc3.minion(MINION), b3)
    ev3 = sc3.hand("7_322")
    game3 = sc3.twilight(5).start("skirmishes")
    act(game3, "play", ev3)
    if game3.decision.kind == "choose":
        choose(game3, a3)
    # Frodo 3, The One Ring +1
    assert strength(game3, sc3.ring_bearer()) == 4 + 3 and strength(game3, b3) == 7


def test_pippin_sworn_to_service_plus_one_per_threat_below_four():
    """Pippin, Sworn to Service (7_323): "While you cannot spot 4 threats, Pippin is
    strength +1 for each threat you can spot." """
    def pip(threats: int) -> int:
        sc = Scenario()
        p = sc.companion("7_323")
        for _ in range(3):
            sc.companion("1_365")
        return strength(sc.threats(threats).start("fellowship"), p)
    assert [pip(n) for n in (0, 2, 3, 4)] == [3, 5, 6, 3]


# --- "a random card from hand beneath his or her draw deck" ------------------------------

def _rohan_skirmish(mounted: bool, shadow_hand: int, ev: str):
    """Éomer (mounted or not) skirmishes; Boromir is mounted when Éomer is not."""
    sc = Scenario()
    e = sc.companion("4_266")
    b = sc.companion("1_97")
    sc.bear(e if mounted else b, "4_283")
    m = sc.minion(MINION)
    sc.assign(m, e)
    cards = [sc.hand("7_142") for _ in range(shadow_hand)]
    card = sc.hand(ev)
    game = sc.twilight(5).at_site(6).start("skirmishes")
    return sc, game, e, b, cards, card


def test_wind_in_his_face_plus_two_and_a_random_card_beneath_if_mounted():
    """Wind in His Face (7_259): "Make a [rohan] Man strength +2. If that Man is mounted,
    choose an opponent who must place a random card from hand beneath his or her draw
    deck." """
    sc, game, e, _b, cards, ev = _rohan_skirmish(True, 2, "7_259")
    act(game, "play", ev)  # Boromir, a [gondor] Man, is not offered: no choice
    assert strength(game, e) == 7 + 2
    assert sorted(game.s.zone[c] for c in cards) == ["draw", "hand"]
    assert game.s.piles[sc.shadow]["draw"][-1] in cards  # beneath the deck
    sc2, game2, e2, _b2, cards2, ev2 = _rohan_skirmish(False, 2, "7_259")
    act(game2, "play", ev2)  # Boromir is mounted, "that Man" is not
    assert strength(game2, e2) == 7 + 2 and all(game2.s.zone[c] == "hand" for c in cards2)


def test_morning_came_plus_four_unless_a_shadow_player_gives_a_random_card():
    """Morning Came (7_243): "Make a [rohan] Man strength +4. Any Shadow player may place a
    random card from hand beneath his or her draw deck to make that Man strength +2
    instead." """
    for pay in (False, True):
        sc, game, e, _b, cards, ev = _rohan_skirmish(False, 1, "7_243")
        act(game, "play", ev)
        assert game.decision.player == sc.shadow
        if pay:
            choose(game, ev)
            assert strength(game, e) == 7 + 2 and game.s.zone[cards[0]] == "draw"
        else:
            act(game, "pass")
            assert strength(game, e) == 7 + 4 and game.s.zone[cards[0]] == "hand"
    sc3, game3, e3, _b3, _c3, ev3 = _rohan_skirmish(False, 0, "7_243")
    act(game3, "play", ev3)  # an empty hand cannot pay: not asked
    assert strength(game3, e3) == 7 + 4


def test_knights_of_his_house_per_mounted_companion_remove_one_or_a_random_card():
    """Knights of His House (7_238): "Choose an opponent. For each mounted companion you
    spot, that opponent must remove (1) or place a random card from hand beneath his or
    her draw deck." """
    sc = Scenario()
    e = sc.companion("4_266")
    sc.bear(e, "4_283")
    eo = sc.companion("4_269")
    sc.bear(eo, "4_283")
    sc.companion("1_97")  # not mounted
    sc.bear(sc.minion(MINION), "4_274")  # a mounted minion is no companion
    cards = [sc.hand("7_142") for _ in range(2)]
    ev = sc.hand("7_238")
    game = sc.twilight(1).at_site(6).start("maneuver")
    act(game, "play", ev)
    assert game.decision.player == sc.shadow and game.decision.kind == "choose_option"
    act(game, "choose_option", value=0)  # remove (1)
    assert game.s.twilight == 0
    # the second time, nothing to remove: the card is the only option, no question
    assert sorted(game.s.zone[c] for c in cards) == ["draw", "hand"]
    assert game.decision is None or game.decision.kind != "choose_option"
    sc2 = Scenario()
    e2 = sc2.companion("4_266")
    sc2.bear(e2, "4_283")
    sc2.minion(MINION)
    cards2 = [sc2.hand("7_142") for _ in range(2)]
    ev2 = sc2.hand("7_238")
    game2 = sc2.twilight(3).at_site(6).start("maneuver")
    act(game2, "play", ev2)
    act(game2, "choose_option", value=1)
    assert game2.s.twilight == 3 and sorted(game2.s.zone[c] for c in cards2) == ["draw", "hand"]


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
    _sc, game, b, m, cards = _skirmish("1_97", minion="7_172", support=("7_109",),
                                       companions=("1_365",))
    use(game, cards["s0"])  # Aragorn is not skirmishing: Boromir exerts, no choice
    assert game.s.wounds[b] == 1 and game.s.wounds[m] == 1
    assert game.s.wounds[cards["c0"]] == 0
    pass_until(game, "skirmish_ended")
    pass_until(game, "phase_started")  # regroup
    assert game.s.zone[cards["s0"]] == "discard"
    _sc2, game2, b2, m2, cards2 = _skirmish("1_97", minion="7_172", support=("7_109",),
                                            site=6)
    use(game2, cards2["s0"])  # not roaming at site 6: Boromir exerts for nothing
    assert game2.s.wounds[m2] == 0
    _sc3, game3, _e3, _m3, cards3 = _skirmish("4_266", minion="7_172", support=("7_109",))
    assert not can(game3, "use", cards3["s0"])  # a [rohan] Man
    _sc4, game4, _w4, _m4, cards4 = _skirmish("8_41", minion="7_172", support=("7_109",))
    assert not can(game4, "use", cards4["s0"])  # a [gondor] Wraith is not a Man


def test_threats_fit_refuses_a_count_that_is_not_a_whole_number():
    """A bad ``threats_fit`` is refused at load, naming the card and the field."""
    bad = {"7_109": {"title": "Long Prepared", "to_play": {"threats_fit": "two"}}}
    with pytest.raises(ScriptError, match=r"7_109.*to_play.*threats_fit is a whole number"):
        compile_scripts(bad, default_database(), "test.toml")


def _starting_options(draw: tuple[tuple[str, int], ...]):
    """A King-block game at the starting fellowship of its first player (Frodo, Hope of
    Free Peoples, costs 0): the companions offered, by title."""
    from ringtable.decks import Deck, starter_decks
    from ringtable.engine import Game, GameSetup

    base = starter_decks()["rotk-eomer-starter"]
    deck = Deck(name="riders", ring_bearer=base.ring_bearer, ring=base.ring,
                sites=base.sites, draw_deck=draw)
    game = Game.new(GameSetup(decks=[deck, deck], seed=1, format="king_block"), card_rules())
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    return game


def test_elite_rider_costs_one_less_in_the_starting_fellowship_only():
    """Elite Rider (7_225): "When this companion is in your starting fellowship, his
    twilight cost is -1." (two of them, 2 + 2, fit the starting fellowship's 4)"""
    game = _starting_options((("7_225", 2),))
    first = next(a for a in game.legal_actions() if a.kind == "start_with")
    game.apply(first)
    assert game.decision.player == first.player  # still choosing: 2 + 2 <= 4
    assert any(a.kind == "start_with" for a in game.legal_actions())
    sc = Scenario()
    er = sc.hand("7_225")
    assert playing.twilight_cost(sc.twilight(0).at_site(2).start("fellowship"), er, 0) == 3


def test_elite_rider_plus_two_against_a_wounded_minion():
    """Elite Rider (7_225): "While skirmishing a wounded minion, this companion is strength
    +2." """
    _sc, game, er, _m, _ = _skirmish("7_225", minion="7_172", wounds=1)
    assert strength(game, er) == 8
    _sc2, game2, er2, _m2, _ = _skirmish("7_225", minion="7_172", companions=("1_97",))
    assert strength(game2, er2) == 6


def test_city_of_men_plus_two_and_discards_a_sauron_minion_at_the_skirmish_end():
    """City of Men (7_83): "Make a [gondor] Man strength +2. If that Man is skirmishing a
    [sauron] minion, discard that minion at the end of the skirmish." """
    sc, game, b, m, cards = _skirmish("1_97", minion="7_292", ev="7_83",
                                      companions=("4_266",), gear=("1_92",))
    act(game, "play", cards["ev"])  # Éomer is a [rohan] Man, Armor no Man: no choice
    assert strength(game, b) == 9 and game.s.zone[m] == "minions"
    pass_until(game, "skirmish_ended")
    assert game.s.zone[m] == "discard"
    _sc2, game2, b2, m2, cards2 = _skirmish("1_97", minion="7_172", ev="7_83")
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
