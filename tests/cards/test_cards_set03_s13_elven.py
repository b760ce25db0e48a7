"""Set 3 [elven] characters and events of the Fellowship block (issue 18, helper
s13-elven): each test sets a position, uses the card and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, choose, strength, use

from ringtable.testing import act, can, pass_until

SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, strength 5, vitality 3
SOLDIER = "1_154"  # Uruk Soldier: strength 7, vitality 1
RUNNER = "1_178"  # Goblin Runner: an Orc, strength 5, vitality 1


def _hand(sc: Scenario, n: int, player: int = 0) -> list[int]:
    return [sc.hand(name, player=player) for name in ("1_97", "1_92", "1_12", "1_89")[:n]]


# -- set 3: characters -----------------------------------------------------------------------

def test_arwen_elven_rider_discards_three_cards_to_prevent_a_wound_to_the_ring_bearer():
    """Arwen, Elven Rider (3_7): "Response: If the Ring-bearer is about to take a wound,
    discard 3 cards from hand to prevent that wound"."""
    sc = Scenario()
    arwen = sc.companion("3_7")
    cards = _hand(sc, 3)
    sc.assign(sc.minion(RUNNER), 0)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", arwen)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.wounds[0] == 0 and all(game.s.zone[c] == "discard" for c in cards)


def test_arwen_elven_rider_needs_three_cards_and_guards_only_the_ring_bearer():
    sc = Scenario()  # two cards in hand: she cannot pay
    arwen = sc.companion("3_7")
    _hand(sc, 2)
    sc.assign(sc.minion(RUNNER), 0)
    game = sc.start("skirmishes")
    pass_until(game, "wounded")
    assert game.s.wounds[0] == 1 and not can(game, "resolve", arwen)
    sc2 = Scenario()  # Boromir is not the Ring-bearer
    arwen2 = sc2.companion("3_7")
    boromir = sc2.companion("1_97")
    _hand(sc2, 3)
    sc2.assign(sc2.minion(SOLDIER), boromir)
    game2 = sc2.start("skirmishes")
    while game2.decision is not None and game2.s.wounds[boromir] == 0:
        assert not can(game2, "resolve", arwen2)
        act(game2, "pass")
    assert game2.s.wounds[boromir] >= 1


def _undomiel(card: str, *allies: str, opponent: str = SAVAGE) -> tuple:
    sc = Scenario()
    arwen = sc.companion(card)
    boromir = sc.companion("1_97")
    for name in allies:
        sc.ally(name)
    minion = sc.minion(opponent)
    sc.assign(minion, arwen)
    other = sc.minion(SAVAGE)
    sc.assign(other, boromir)
    game = sc.start("skirmishes")
    act(game, "skirmish", arwen)  # Arwen's skirmish first
    return game, minion, other


def test_arwen_lady_undomiel_minions_skirmishing_her_minus_three_with_three_rivendell_allies():
    """Arwen, Lady Undómiel (3_8): "While you can spot 3 [elven] allies whose home is site
    3, each minion skirmishing Arwen is strength -3" (not the minion skirmishing Boromir)."""
    game, minion, other = _undomiel("3_8", "1_40", "1_60", "3_14")
    assert strength(game, minion) == 5 - 3 and strength(game, other) == 5


def test_arwen_lady_undomiel_needs_three_elven_allies_of_site_three():
    """Two Rivendell Elves and Orophin (site 6), or Bilbo (site 3, [shire]): no."""
    for allies in (("1_40", "1_60", "1_56"), ("1_40", "1_60"), ("1_40", "1_60", "1_284")):
        game, minion, _ = _undomiel("3_8", *allies)
        assert strength(game, minion) == 5, allies


def test_calaglin_exerts_to_wound_a_minion_in_the_regroup_phase():
    """Calaglin, Elf of Lórien (3_10): "Regroup: Exert Calaglin to wound a minion"."""
    sc = Scenario()
    calaglin = sc.ally("3_10")
    savage = sc.minion(SAVAGE)
    game = sc.start("regroup")
    use(game, calaglin)
    assert game.s.wounds[calaglin] == 1 and game.s.wounds[savage] == 1
    assert not can(sc.start("maneuver"), "use", calaglin)


def test_dinendal_exerts_to_remove_two_twilight_in_the_regroup_phase():
    """Dínendal, Silent Scout (3_12): "Regroup: Exert Dínendal to remove (2)"."""
    sc = Scenario()
    dinendal = sc.ally("3_12")
    sc.minion(SAVAGE)
    game = sc.twilight(5).start("regroup")
    use(game, dinendal)
    assert game.s.wounds[dinendal] == 1 and game.s.twilight == 3
    assert not can(sc.start("maneuver"), "use", dinendal)


def test_elrond_herald_heals_an_ally_of_site_three_twice_at_the_start_of_your_turn():
    """Elrond, Herald to Gil-galad (3_13): "At the start of each of your turns, you may
    spot an ally whose home is site 3 and heal that ally up to 2 times" (not Orophin,
    whose home is site 6)."""
    sc = Scenario()
    elrond = sc.ally("3_13")
    silinde = sc.ally("1_60")
    orophin = sc.ally("1_56")
    sc.wounds(silinde, 2).wounds(orophin, 2)
    game = sc.start("start")
    act(game, "resolve", elrond)
    assert game.s.wounds[silinde] == 0 and game.s.wounds[orophin] == 2
    sc2 = Scenario()
    sc2.ally("3_13")
    silinde2 = sc2.ally("1_60")
    sc2.wounds(silinde2, 2)
    game2 = sc2.start("start")
    act(game2, "pass")
    assert game2.s.wounds[silinde2] == 2
    assert sc2.start("fellowship").s.wounds[silinde2] == 2
    sc3 = Scenario()  # "up to 2 times": Elrond himself, 3 wounds, keeps one
    elrond3 = sc3.ally("3_13")
    sc3.wounds(elrond3, 3)
    game3 = sc3.start("start")
    act(game3, "resolve", elrond3)
    assert game3.s.wounds[elrond3] == 1


def test_elrond_herald_exerts_twice_to_heal_a_companion():
    """Elrond, Herald to Gil-galad (3_13): "Regroup: Exert Elrond twice to heal a
    companion" (not an ally)."""
    sc = Scenario()
    elrond = sc.ally("3_13")
    boromir = sc.companion("1_97")
    orophin = sc.ally("1_56")
    sc.wounds(boromir, 1).wounds(orophin, 1)
    sc.minion(SAVAGE)
    game = sc.start("regroup")
    use(game, elrond)
    assert game.s.wounds[elrond] == 2 and game.s.wounds[boromir] == 0
    assert game.s.wounds[orophin] == 1
    assert not can(sc.start("maneuver"), "use", elrond)
    sc3 = Scenario()  # one exertion left is not enough
    elrond3 = sc3.ally("3_13")
    sc3.wounds(elrond3, 2)
    boromir3 = sc3.companion("1_97")
    sc3.wounds(boromir3, 1)
    sc3.minion(SAVAGE)
    assert not can(sc3.start("regroup"), "use", elrond3)


# -- set 3: events ---------------------------------------------------------------------------

def test_master_of_healing_spots_elrond_to_heal_a_companion():
    """Master of Healing (3_22): "Fellowship or Regroup: Spot Elrond (or 2 [elven]
    allies) to heal a companion or ally"."""
    sc = Scenario()
    sc.ally("1_40")
    boromir = sc.companion("1_97")
    master = sc.hand("3_22")
    sc.wounds(boromir, 1)
    game = sc.start("fellowship")
    act(game, "play", master)
    assert game.s.wounds[boromir] == 0
    sc2 = Scenario()  # in the regroup phase, two [elven] allies, an ally healed
    sc2.ally("1_57")
    orophin = sc2.ally("1_56")
    master2 = sc2.hand("3_22")
    savage = sc2.minion(SAVAGE)
    sc2.wounds(orophin, 1).wounds(savage, 1)
    game2 = sc2.start("regroup")
    act(game2, "play", master2)
    assert game2.s.wounds[orophin] == 0 and game2.s.wounds[savage] == 1


def test_master_of_healing_needs_elrond_or_two_elven_allies():
    """One [elven] ally, an [elven] companion and a [gandalf] ally: not enough; not in
    the maneuver phase."""
    sc = Scenario()
    orophin = sc.ally("1_56")
    sc.ally("1_69")
    sc.companion("1_51")
    master = sc.hand("3_22")
    sc.wounds(orophin, 1)
    assert not can(sc.start("fellowship"), "play", master)
    sc2 = Scenario()
    sc2.ally("1_40")
    boromir = sc2.companion("1_97")
    master2 = sc2.hand("3_22")
    sc2.wounds(boromir, 1)
    sc2.minion(SAVAGE)
    assert not can(sc2.start("maneuver"), "play", master2)


def _draws_near(card: str, item: str, bearer: str) -> tuple:
    sc = Scenario()
    legolas = sc.companion("1_51")
    near = sc.hand(card)
    minion = sc.minion(bearer)
    card = sc.bear(minion, item)
    return sc, legolas, near, card


def test_something_draws_near_exerts_an_elf_to_discard_an_isengard_possession():
    """Something Draws Near (3_26): "Fellowship or Maneuver: Exert an Elf to discard an
    [isengard] possession or [isengard] artifact"."""
    sc, legolas, near, sword = _draws_near("3_26", "1_160", SAVAGE)  # Uruk-hai Sword
    game = sc.start("maneuver")
    act(game, "play", near)
    assert game.s.wounds[legolas] == 1 and game.s.zone[sword] == "discard"


def test_something_draws_near_discards_an_isengard_artifact():
    sc = Scenario()
    sc.companion("1_51")
    near = sc.hand("3_26")
    palantir = sc.support("3_67", player=1)  # The Palantír of Orthanc
    game = sc.start("fellowship")
    act(game, "play", near)
    assert game.s.zone[palantir] == "discard"


def test_something_draws_near_not_a_moria_possession_nor_without_an_elf():
    sc, _, near, axe = _draws_near("3_26", "1_182", "1_191")  # a Goblin's [moria] weapon
    sc.bear(sc.ally("1_40"), "3_27")  # Vilya: an [elven] artifact
    assert not can(sc.start("maneuver"), "play", near)
    sc2 = Scenario()
    sc2.companion("1_97")
    near2 = sc2.hand("3_26")
    sc2.bear(sc2.minion(SAVAGE), "1_160")
    assert not can(sc2.start("maneuver"), "play", near2)
    assert axe >= 0


def test_voice_of_nimrodel_exerts_a_skirmishing_elf_at_a_forest_to_cancel_the_skirmish():
    """Voice of Nimrodel (3_28): "Skirmish: Exert an Elf at a river or forest to cancel a
    skirmish involving that Elf" (Legolas would lose to the Uruk Soldier)."""
    sc = at_site("1_334")  # Trollshaw Forest
    legolas = sc.companion("1_51")
    sc.companion("1_30")  # Arwen, an Elf not in this skirmish: not the one exerted
    voice = sc.hand("3_28")
    brood = sc.minion("1_145")  # Uruk Brood, strength 9: it would win
    sc.assign(brood, legolas)
    game = sc.start("skirmishes")
    act(game, "play", voice)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[brood] == 0
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[legolas] == 1


def test_voice_of_nimrodel_at_a_river_too_but_not_elsewhere_nor_for_a_man():
    sc = Scenario()
    legolas = sc.companion("1_51")
    voice = sc.hand("3_28")
    sc.assign(sc.minion(SOLDIER), legolas)
    game = sc.at_site(7).start("skirmishes")  # Anduin Confluence: a river
    assert can(game, "play", voice)
    sc2 = Scenario()
    legolas2 = sc2.companion("1_51")
    voice2 = sc2.hand("3_28")
    sc2.assign(sc2.minion(SOLDIER), legolas2)
    assert not can(sc2.at_site(4).start("skirmishes"), "play", voice2)  # Mithril Mine
    sc3 = at_site("1_334")
    sc3.companion("1_51")  # an Elf, but Boromir skirmishes
    boromir = sc3.companion("1_97")
    voice3 = sc3.hand("3_28")
    sc3.assign(sc3.minion(SOLDIER), boromir)
    assert not can(sc3.start("skirmishes"), "play", voice3)


def test_cast_it_into_the_fire_the_opponent_discards_a_card_and_you_draw_one():
    """Cast It Into the Fire! (3_11): "Maneuver: Spot an Elf to make each opponent discard
    a card from his or her hand. Draw a card for each card discarded in this way"."""
    sc = Scenario()
    sc.companion("1_51")
    cast = sc.hand("3_11")
    theirs = [sc.hand(SAVAGE, player=1), sc.hand(RUNNER, player=1)]
    top = sc.draw_top("1_97")
    second = sc.draw_bottom("1_92")
    sc.minion(SAVAGE)
    game = sc.start("maneuver")
    act(game, "play", cast)
    assert game.decision.player == 1
    choose(game, theirs[1])
    assert game.s.zone[theirs[1]] == "discard" and game.s.zone[theirs[0]] == "hand"
    assert game.s.zone[top] == "hand" and game.s.zone[second] == "draw"
    sc2 = Scenario()
    sc2.companion("1_97")
    cast2 = sc2.hand("3_11")
    sc2.hand(SAVAGE, player=1)
    sc2.minion(SAVAGE)
    assert not can(sc2.start("maneuver"), "play", cast2)


def test_galadriel_golden_wood_may_heal_an_elf_at_the_start_of_your_turn():
    """Galadriel, Lady of the Golden Wood (3_17): "At the start of each of your turns, you
    may heal an Elf" (not Boromir)."""
    sc = Scenario()
    galadriel = sc.ally("3_17")
    legolas = sc.companion("1_51")
    boromir = sc.companion("1_97")
    sc.wounds(legolas, 1).wounds(boromir, 1)
    game = sc.start("start")
    act(game, "resolve", galadriel)
    assert game.s.wounds[legolas] == 0 and game.s.wounds[boromir] == 1
    sc2 = Scenario()
    sc2.ally("3_17")
    legolas2 = sc2.companion("1_51")
    sc2.wounds(legolas2, 1)
    assert sc2.start("fellowship").s.wounds[legolas2] == 1


def _golden_wood(card: str, site_two: str) -> tuple:
    fp_sites = ("1_320", site_two, "1_340", "1_346", "1_349", "1_351", "1_355", "1_358",
                "1_361")
    sc = Scenario(sites=(fp_sites, ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350",
                                    "1_353", "1_359", "1_360")))
    galadriel = sc.ally(card)
    return sc, galadriel


def test_galadriel_golden_wood_exerts_to_play_the_next_site_if_it_is_a_forest():
    """Galadriel, Lady of the Golden Wood (3_17): "Fellowship: Exert Galadriel to play the
    fellowship's next site if it is a forest" (Trollshaw Forest; not Bree Gate)."""
    sc, galadriel = _golden_wood("3_17", "1_334")
    game = sc.start("fellowship")
    use(game, galadriel)
    assert game.s.wounds[galadriel] == 1
    assert game.cards[game.s.path[2]].title == "Trollshaw Forest"
    sc2, galadriel2 = _golden_wood("3_17", "1_327")
    assert not can(sc2.start("fellowship"), "use", galadriel2)


def _friends(card: str, theirs: str | None) -> tuple:
    sc = Scenario()
    friends = sc.hand(card)
    allies = [sc.ally(name) for name in ("1_56", "1_57", "1_34")]
    albert = sc.ally("1_69")  # a [gandalf] ally: never healed
    legolas = sc.companion("1_51")  # an [elven] companion: never healed
    for card in (*allies, albert, legolas):
        sc.wounds(card, 1)
    if theirs:
        sc.hand(theirs, player=1)
    sc.hand("1_145", player=0)  # an Uruk Brood (4) in your own hand: never revealed
    return sc, friends, allies, albert


def test_friends_of_old_heals_x_elven_allies_x_the_cost_of_a_random_card_revealed():
    """Friends of Old (3_16): "Fellowship: Reveal a card at random from an opponent's
    hand. Heal X [elven] allies, where X is the twilight cost of the card revealed"
    (Goblin Runner, 1: one ally, your choice)."""
    sc, friends, allies, albert = _friends("3_16", RUNNER)
    game = sc.start("fellowship")
    events = act(game, "play", friends)
    assert any(e.kind == "revealed" and "Goblin Runner" in e.text for e in events)
    assert set(game.decision.cards) == set(allies)
    choose(game, allies[1])
    assert [game.s.wounds[a] for a in allies] == [1, 0, 1] and game.s.wounds[albert] == 1


def test_friends_of_old_heals_as_many_as_the_cost_allows():
    """An Uruk Brood (4) revealed: all three [elven] allies; Albert Dreary is not one,
    nor Legolas, an [elven] companion."""
    sc, friends, allies, albert = _friends("3_16", "1_145")
    game = sc.start("fellowship")
    act(game, "play", friends)
    assert [game.s.wounds[a] for a in allies] == [0, 0, 0] and game.s.wounds[albert] == 1
    assert sum(game.s.wounds) == 2  # Albert's wound and Legolas's


def test_friends_of_old_reveals_one_card_only():
    """Two cards in the opponent's hand (Goblin Runner 1, Moria Scout 2): one is revealed,
    X is its cost alone."""
    sc, friends, allies, _ = _friends("3_16", RUNNER)
    sc.hand("1_191", player=1)
    game = sc.start("fellowship")
    events = act(game, "play", friends)
    shown = next(e for e in events if e.kind == "revealed")
    assert len(shown.cards) == 1
    cost = game.cards[shown.cards[0]].twilight_cost
    while game.decision.kind == "choose":
        choose(game, game.decision.cards[0])
    assert sum(game.s.wounds[a] == 0 for a in allies) == cost


def test_friends_of_old_an_empty_hand_reveals_nothing_and_heals_nothing():
    sc, friends, allies, _ = _friends("3_16", None)
    game = sc.start("fellowship")
    act(game, "play", friends)
    assert [game.s.wounds[a] for a in allies] == [1, 1, 1]
    assert not can(sc.start("maneuver"), "play", friends)


ORC_SOLDIER = "1_271"  # a [sauron] Orc, strength 7, vitality 2


def _erestor(card: str, defender: str, minion: str) -> tuple:
    sc = Scenario()
    erestor = sc.ally(card)
    fighter = sc.companion(defender)
    sc.assign(sc.minion(minion), fighter)
    return sc, erestor, fighter


def test_erestor_prevents_a_wound_to_an_elf_from_a_sauron_minion():
    """Erestor (3_14): "Response: If an Elf is about to take a wound from a [sauron]
    minion or [sauron] event, exert Erestor to prevent that wound" (Legolas loses to an
    Orc Soldier)."""
    sc, erestor, legolas = _erestor("3_14", "1_51", ORC_SOLDIER)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", erestor)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.wounds[legolas] == 0 and game.s.wounds[erestor] == 1


def test_erestor_prevents_a_wound_from_a_sauron_event():
    """Mordor's Strength, a [sauron] event, wounds Legolas: Erestor prevents it."""
    sc, erestor, legolas = _erestor("3_14", "1_51", ORC_SOLDIER)
    strength_event = sc.hand("1_255")
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    act(game, "play", strength_event)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", erestor)
    assert game.s.wounds[legolas] == 0 and game.s.wounds[erestor] == 1


def test_erestor_not_for_a_moria_minion_nor_for_a_man():
    """A Moria Scout ([moria]) beating Legolas, or an Orc Soldier beating Boromir: no."""
    for defender, minion in (("1_51", "1_191"), ("1_97", ORC_SOLDIER)):
        sc, erestor, fighter = _erestor("3_14", defender, minion)
        game = sc.start("skirmishes")
        while game.decision is not None and game.s.wounds[fighter] == 0:
            assert not can(game, "resolve", erestor), (defender, minion)
            act(game, "pass")
        assert game.s.wounds[fighter] >= 1


def test_erestor_to_play_spot_an_elf():
    """Erestor (3_14): "To play, spot an Elf"."""
    sc = Scenario()
    sc.companion("1_97")
    erestor = sc.hand("3_14")
    assert not can(sc.start("fellowship"), "play", erestor)
    sc2 = Scenario()
    sc2.companion("1_51")
    erestor2 = sc2.hand("3_14")
    assert can(sc2.start("fellowship"), "play", erestor2)
