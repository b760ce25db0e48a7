"""Set 7 [rohan] and [shire] cards of the King-block starters: mounts, initiative,
threats, random cards beneath the draw deck, the starting fellowship."""

from __future__ import annotations

from cardtest import Scenario, card_rules, choose, strength, use
from king_starters import FORT, MINION, bearers, skirmish
from starters import never_offered

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until
from ringtable.testing.scenario import DEFAULT_SITES

# --- Rohan -------------------------------------------------------------------------------

def test_enraged_horseman_plus_two_and_damage_with_another_rohan_man_vs_wounded():
    """Enraged Horseman (7_226): "While you can spot another [rohan] Man and this companion
    is skirmishing a wounded minion, this companion is strength +2 and damage +1." """
    # ... a [rohan] condition (Supplies of the Mark) is not another [rohan] Man
    for others, wounds, on in ((("4_266",), 1, True), (("1_97",), 1, False),
                               (("4_266",), 0, False), ((), 1, False)):
        _sc, game, h, _m, _ = skirmish("7_226", minion="7_172", companions=others,
                                        wounds=wounds, support=("4_290",))
        assert strength(game, h) == (7 if on else 5), (others, wounds)
        assert stats.keyword(game, h, "damage") == (1 if on else 0)


def test_eowyn_restless_maiden_discards_her_possession_for_plus_two():
    """Éowyn, Restless Maiden (7_229): "Skirmish: Discard a possession borne by Éowyn to
    make her strength +2." """
    _sc, game, eo, _m, cards = skirmish("7_229", gear=("4_274",), companions=("1_97",))
    use(game, eo)
    assert strength(game, eo) == 6 + 2 and game.s.zone[cards["g0"]] == "discard"
    _sc1, game1, eo1, _m1, _ = skirmish("7_229", gear=("1_108",))
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
    _sc, game, g, _m, cards = skirmish("7_235", support=("4_290", FORT))
    use(game, g)  # First Level is [gondor]: no choice
    assert strength(game, g) == 7 and game.s.zone[cards["s0"]] == "discard"
    assert game.s.zone[cards["s1"]] == "support"
    _sc2, game2, g2, _m2, _ = skirmish("7_235", support=(FORT,), gear=("4_274",))
    assert not can(game2, "use", g2)  # a [rohan] possession is no condition


def test_riding_armor_with_initiative_discards_three_to_prevent_a_skirmish_wound():
    """Riding Armor (7_245): "Bearer must be a [rohan] Man. Response: If you have
    initiative and bearer is about to take a wound in a skirmish, discard 3 cards from
    hand to prevent that wound." """
    allowed, (e, b) = bearers("7_245", "4_266", "1_97")
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
    _sc2, game2, g2, _m2, _ = skirmish("7_246")
    assert not can(game2, "use", g2)  # no card in hand


def test_rohirrim_javelin_discards_itself_for_fellowship_archery_plus_one():
    """Rohirrim Javelin (7_248): "Bearer must be a [rohan] Man. Archery: Discard this
    possession to make the fellowship archery total +1." """
    allowed, (e, _b) = bearers("7_248", "4_266", "1_97")
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
    allowed, (e, _b) = bearers("7_253", "4_266", "1_97")
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
    _sc3, game3, _e3, _m3, cards3 = skirmish("4_266", companions=("1_97",), ev="7_258")
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
    _sc3, game3, eo, _m, cards = skirmish("7_365", fp_hand=4, companions=("7_254", "1_97"))
    use(game3, eo)
    for i in range(3):
        choose(game3, cards[f"f{i}"])
    assert strength(game3, eo) == 7 + 2
    assert game3.s.zone[cards["f3"]] == "hand"  # 3 cards, not 4
    _sc4, game4, eo4, _m4, _ = skirmish("7_365", fp_hand=3)
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
    allowed, (merry, b) = bearers("7_319", "1_302", "1_97")
    assert merry in allowed and b not in allowed
    sc = Scenario()
    m = sc.companion("1_302")
    sc.bear(m, "7_319")
    assert strength(sc.start("fellowship"), m) == 5


def test_merry_rohirrim_squire_adds_a_threat_for_plus_two_below_three_threats():
    """Merry, Rohirrim Squire (7_320): "Skirmish: If you cannot spot 3 threats, add a
    threat to make Merry strength +2." """
    sc, game, merry, _m, _ = skirmish("7_320", threats=2, companions=("1_97", "1_365"))
    use(game, merry)
    assert strength(game, merry) == 5 and game.s.threats[sc.fp] == 3
    assert not can(game, "use", merry)  # 3 threats now
    _sc2, game2, merry2, _m2, _ = skirmish("7_320", threats=3, companions=("1_97", "1_365"))
    assert not can(game2, "use", merry2)  # 3 threats
    _sc3, game3, merry3, _m3, _ = skirmish("7_320", threats=2)
    assert not can(game3, "use", merry3)  # 2 companions: the threat limit is reached


def test_noble_intentions_exerts_a_non_hobbit_companion_for_a_hobbit_plus_three():
    """Noble Intentions (7_322): "Exert a companion (except a Hobbit) to make a Hobbit
    strength +3." """
    sc, game, merry, _m, cards = skirmish("1_302", companions=("1_97",), ev="7_322")
    act(game, "play", cards["ev"])  # Boromir is the only non-Hobbit companion: no choice
    if game.decision.kind == "choose":  # which Hobbit: Merry, not Frodo
        choose(game, merry)
    assert strength(game, merry) == 6 and game.s.wounds[cards["c0"]] == 1
    assert game.s.wounds[merry] == 0 and game.s.wounds[sc.ring_bearer()] == 0
    _sc2, game2, _merry2, _m2, cards2 = skirmish("1_302", ev="7_322")
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
    _sc, game, er, _m, _ = skirmish("7_225", minion="7_172", wounds=1)
    assert strength(game, er) == 8
    _sc2, game2, er2, _m2, _ = skirmish("7_225", minion="7_172", companions=("1_97",))
    assert strength(game2, er2) == 6
