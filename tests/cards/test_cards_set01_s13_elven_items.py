"""Set 1 [elven] possessions and conditions of the Fellowship block (issue 18, helper
s13-elven): each test sets a position, uses the card and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, vitality 3
SCOUT = "1_191"  # Moria Scout: an Orc, vitality 2


def _archery(events: list) -> str:
    return next(e.text for e in events if e.kind == "archery")


def _bearers(game, card: int) -> set[int]:
    return {a.target for a in game.legal_actions() if a.kind == "play" and a.card == card}


def test_elven_bow_bearer_must_be_an_elf_and_is_an_archer():
    """Elven Bow (1_41): "Bearer must be an Elf. Bearer is an archer" (Arwen, no archer
    herself, adds 1 to the fellowship archery total; Boromir may not bear it)."""
    sc = Scenario()
    arwen = sc.companion("1_30")
    boromir = sc.companion("1_97")
    bow = sc.hand("1_41")
    assert _bearers(sc.start("fellowship"), bow) == {arwen}
    assert boromir >= 0
    sc2 = Scenario()
    arwen2 = sc2.companion("1_30")
    sc2.bear(arwen2, "1_41")
    sc2.minion(SAVAGE)
    assert "fellowship archery total 1" in _archery(pass_until(sc2.start("archery"), "archery"))


def test_elven_cloak_to_play_spot_an_elf_bearer_a_companion_minion_archery_minus_one():
    """Elven Cloak (1_42): "To play, spot an Elf. Bearer must be a companion. The minion
    archery total is -1" (not on an ally; not without an Elf)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    boromir = sc.companion("1_97")
    sc.ally("1_56")  # Orophin, an ally: no bearer
    cloak = sc.hand("1_42")
    assert _bearers(sc.start("fellowship"), cloak) == {legolas, boromir, 0}
    sc2 = Scenario()
    sc2.companion("1_97")
    cloak2 = sc2.hand("1_42")
    assert not can(sc2.start("fellowship"), "play", cloak2)
    sc3 = Scenario()
    boromir3 = sc3.companion("1_97")
    sc3.bear(boromir3, "1_42")
    sc3.minion("1_176")
    sc3.minion("1_176")
    assert "minion archery total 1" in _archery(pass_until(sc3.start("archery"), "archery"))


def test_bow_of_the_galadhrim_may_wound_a_minion_each_time_legolas_wins():
    """Bow of the Galadhrim (1_33): "Each time Legolas wins a skirmish, you may wound a
    minion"."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    bow = sc.bear(legolas, "1_33")
    runner = sc.minion("1_178")
    sc.assign(runner, legolas)
    savage = sc.minion(SAVAGE)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", bow)
    assert set(game.decision.cards) == {runner, savage}  # minions only
    choose(game, savage)
    assert game.s.wounds[savage] == 1
    sc2 = Scenario()  # Legolas loses to an Uruk Soldier: nothing is offered
    legolas2 = sc2.companion("1_51")
    sc2.bear(legolas2, "1_33")
    sc2.assign(sc2.minion("1_154"), legolas2)
    savage2 = sc2.minion(SAVAGE)
    game2 = sc2.start("skirmishes")
    pass_until(game2, "skirmish_resolved")
    assert game2.decision is None or game2.decision.kind != "optional_trigger"
    assert game2.s.wounds[savage2] == 0


def test_bow_of_the_galadhrim_not_when_another_companion_wins():
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.bear(legolas, "1_33")
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_178"), boromir)
    savage = sc.minion(SAVAGE)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.wounds[savage] == 0


def _gwemegil(card: str, option: int) -> tuple:
    """Arwen bearing Gwemegil, two cards in hand, skirmishing: the ability used with
    ``option`` (0: exert Arwen, 1: discard 2 cards); her strength gain is returned."""
    sc = Scenario()
    arwen = sc.companion("1_30")
    gwemegil = sc.bear(arwen, card)
    sc.hand("1_97")
    sc.hand("1_92")
    sc.assign(sc.minion(SAVAGE), arwen)
    game = sc.start("skirmishes")
    before = strength(game, arwen)
    use(game, gwemegil)
    act(game, "choose_option", value=option)
    return sc, game, arwen, gwemegil, strength(game, arwen) - before


def test_gwemegil_damage_plus_one_and_exert_arwen_for_strength_plus_one():
    """Gwemegil (1_47): "She is damage +1. Skirmish: Exert Arwen or discard 2 cards from
    hand to make her strength +1"."""
    sc, game, arwen, gwemegil, gain = _gwemegil("1_47", 0)
    assert game.s.wounds[arwen] == 1 and len(game.s.piles[0]["hand"]) == 2 and gain == 1
    assert not can(sc.start("maneuver"), "use", gwemegil)


def test_gwemegil_discards_two_cards_from_hand_instead():
    _, game, arwen, _, gain = _gwemegil("1_47", 1)
    assert game.s.wounds[arwen] == 0 and game.s.piles[0]["hand"] == [] and gain == 1


def test_gwemegil_makes_arwen_damage_plus_one():
    """Gwemegil (1_47): "She is damage +1" (Arwen only: not Boromir)."""
    sc = Scenario()
    arwen = sc.companion("1_30")
    sc.bear(arwen, "1_47")
    boromir = sc.companion("1_97")
    savage = sc.minion(SAVAGE)  # strength 5, vitality 3: Arwen's wound plus damage +1
    sc.assign(savage, arwen)
    game = sc.start("skirmishes")
    assert stats.keyword(game, boromir, "damage") == 0
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[savage] == "minions" and game.s.wounds[savage] == 2


def test_the_last_alliance_plus_one_for_each_elf_limit_three():
    """The Last Alliance of Elves and Men (1_49): "Bearer must be a [gondor] Man. Limit 1
    per bearer. Bearer is strength +1 for each Elf you can spot (limit +3)"."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.companion("1_12")  # Gimli: no Elf
    sc.companion("4_266")  # Éomer: a Man, but [rohan]: may not bear it
    sc.companion("8_41")  # Oathbreaker: [gondor], but a Wraith: may not bear it
    alliance = sc.hand("1_49")
    for elf in ("1_51", "1_30", "1_53", "1_56"):
        sc.companion(elf) if elf != "1_56" else sc.ally(elf)
    game = sc.start("fellowship")
    assert _bearers(game, alliance) == {boromir}
    base, frodo = strength(game, boromir), strength(game, 0)
    act(game, "play", alliance, target=boromir)
    assert strength(game, boromir) == base + 3
    assert strength(game, 0) == frodo  # Frodo, not the bearer, is not helped
    second = Scenario()
    boromir2 = second.companion("1_97")
    second.companion("1_51")
    second.bear(boromir2, "1_49")
    again = second.hand("1_49")
    game2 = second.start("fellowship")
    assert strength(game2, boromir2) == 7 + 1
    assert _bearers(game2, again) == set()


def test_the_tale_of_gil_galad_discards_itself_for_bearer_strength_plus_two():
    """The Tale of Gil-galad (1_66): "Bearer must be an Elf. Skirmish: Discard this
    condition to make bearer strength +2"."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.companion("1_97")
    tale = sc.hand("1_66")
    assert _bearers(sc.start("fellowship"), tale) == {legolas}
    sc2 = Scenario()
    legolas2 = sc2.companion("1_51")
    tale2 = sc2.bear(legolas2, "1_66")
    sc2.assign(sc2.minion(SAVAGE), legolas2)
    game = sc2.start("skirmishes")
    use(game, tale2)
    assert game.s.zone[tale2] == "discard" and strength(game, legolas2) == 6 + 2
    assert not can(sc2.start("maneuver"), "use", tale2)


def _banner(card: str, bearer: str = "1_51") -> tuple:
    sc = Scenario()
    elf = sc.companion(bearer)
    tale = sc.bear(elf, card)
    sc.minion(SAVAGE)
    for name in ("1_97", "1_92", "1_12"):
        sc.hand(name, player=1)
    return sc, elf, tale


def test_the_splendor_of_their_banners_bearer_an_elf_companion():
    """The Splendor of Their Banners (1_62): "Bearer must be an Elf companion" (not an
    Elf ally, not a Man)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.companion("1_97")
    sc.ally("1_56")
    tale = sc.hand("1_62")
    assert _bearers(sc.start("fellowship"), tale) == {legolas}


def test_the_splendor_of_their_banners_exerts_an_archer_bearer_for_archery_plus_one():
    """The Splendor of Their Banners (1_62): "Archery: If bearer is an archer, exert bearer
    to make the fellowship archery total +1" (Arwen is no archer)."""
    sc, legolas, tale = _banner("1_62")
    game = sc.start("archery")
    use(game, tale)
    assert game.s.wounds[legolas] == 1
    assert "fellowship archery total 2" in _archery(pass_until(game, "archery"))
    sc2, _, tale2 = _banner("1_62", "1_30")
    sc2.ally("1_56")  # Orophin is an archer, but not the bearer
    assert not can(sc2.start("archery"), "use", tale2)
    sc3, _, tale3 = _banner("1_62")
    assert not can(sc3.start("maneuver"), "use", tale3)


def test_the_white_arrows_of_lorien_bearer_an_elf_companion():
    """The White Arrows of Lórien (1_68): "Bearer must be an Elf companion"."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.companion("1_97")
    sc.ally("1_56")
    tale = sc.hand("1_68")
    assert _bearers(sc.start("fellowship"), tale) == {legolas}


def test_the_white_arrows_of_lorien_exerts_an_archer_bearer_to_discard_two_at_random():
    """The White Arrows of Lórien (1_68): "Archery: If bearer is an archer, exert bearer
    to make an opponent discard 2 cards at random from hand"."""
    sc, legolas, tale = _banner("1_68")
    game = sc.start("archery")
    use(game, tale)
    assert game.s.wounds[legolas] == 1 and len(game.s.piles[1]["hand"]) == 1
    assert len(game.s.piles[1]["discard"]) == 2 and len(game.s.piles[0]["hand"]) == 0
    sc2, _, tale2 = _banner("1_68", "1_30")
    sc2.ally("1_56")  # Orophin is an archer, but not the bearer
    assert not can(sc2.start("archery"), "use", tale2)
    sc3, _, tale3 = _banner("1_68")
    assert not can(sc3.start("maneuver"), "use", tale3)


def _shoulders(card: str, dwarf_wounds: int, elf_wounds: int) -> tuple:
    sc = Scenario()
    gimli = sc.companion("1_12")
    legolas = sc.companion("1_51")
    shoulder = sc.support(card)
    sc.wounds(gimli, dwarf_wounds).wounds(legolas, elf_wounds)
    sc.minion(SAVAGE)
    return sc, gimli, legolas, shoulder


def test_shoulder_to_shoulder_adds_one_and_exerts_a_dwarf_to_heal_an_elf():
    """Shoulder to Shoulder (1_59): "Maneuver: Add (1) and exert a Dwarf to heal an Elf,
    or add (1) and exert an Elf to heal a Dwarf"."""
    sc, gimli, legolas, shoulder = _shoulders("1_59", 1, 1)
    game = sc.start("maneuver")
    use(game, shoulder)
    act(game, "choose_option", value=0)
    assert game.s.wounds[gimli] == 2 and game.s.wounds[legolas] == 0
    assert game.s.twilight == 1
    assert not can(sc.start("archery"), "use", shoulder)


def test_shoulder_to_shoulder_adds_one_and_exerts_an_elf_to_heal_a_dwarf():
    """Shoulder to Shoulder (1_59): "... or add (1) and exert an Elf to heal a Dwarf"."""
    sc, gimli, legolas, shoulder = _shoulders("1_59", 1, 1)
    game = sc.start("maneuver")
    use(game, shoulder)
    act(game, "choose_option", value=1)
    assert game.s.wounds[legolas] == 2 and game.s.wounds[gimli] == 0
    assert game.s.twilight == 1


def test_mallorn_trees_places_a_revealed_elven_card_beneath_the_draw_deck():
    """Mallorn-trees (1_54): "Fellowship: Reveal an [elven] card from hand and place it
    beneath your draw deck" (Boromir, a [gondor] card, may not be chosen)."""
    sc = Scenario()
    trees = sc.support("1_54")
    elf = sc.hand("1_53")
    boromir = sc.hand("1_97")
    sc.draw_top("1_92")
    game = sc.start("fellowship")
    use(game, trees)
    assert game.s.piles[0]["draw"][-1] == elf and game.s.zone[boromir] == "hand"
    sc2 = Scenario()
    trees2 = sc2.support("1_54")
    sc2.hand("1_97")
    assert not can(sc2.start("fellowship"), "use", trees2)
    sc3 = Scenario()
    trees3 = sc3.support("1_54")
    sc3.hand("1_53")
    assert not can(sc3.start("maneuver"), "use", trees3)


def test_songs_of_the_blessed_realm_may_remove_a_burden_when_you_play_an_elven_tale():
    """Songs of the Blessed Realm (1_61): "Each time you play an [elven] tale, you may
    remove a burden" (The Tale of Gil-galad)."""
    sc = Scenario()
    songs = sc.support("1_61")
    legolas = sc.companion("1_51")
    tale = sc.hand("1_66")
    game = sc.burdens(2).start("fellowship")
    act(game, "play", tale, target=legolas)
    act(game, "resolve", songs)
    assert game.s.burdens[0] == 1


def test_songs_of_the_blessed_realm_not_for_an_elven_card_that_is_no_tale_nor_a_gondor_tale():
    """Lórien Elf is [elven] but no tale; The Saga of Elendil is a [gondor] tale."""
    for card, bearer in (("1_53", None), ("1_114", "1_97")):
        sc = Scenario()
        songs = sc.support("1_61")
        sc.companion("1_51")
        target = sc.companion(bearer) if bearer else -1
        played = sc.hand(card)
        game = sc.burdens(2).start("fellowship")
        act(game, "play", played, target=target)
        assert not can(game, "resolve", songs) and game.s.burdens[0] == 2, card


def test_the_council_of_elrond_spots_an_elf_to_play_a_tale_from_the_draw_deck():
    """The Council of Elrond (1_35): "Fellowship: Spot an Elf to play a tale from your draw
    deck" (Lórien Elf is no tale)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    council = sc.hand("1_35")
    sc.draw_top("1_53")
    tale = sc.draw_bottom("1_66")
    game = sc.start("fellowship")
    act(game, "play", council)
    assert game.s.zone[tale] == "attached" and game.s.bearer[tale] == legolas
    sc2 = Scenario()
    sc2.companion("1_51")
    council2 = sc2.hand("1_35")
    sc2.draw_top("1_53")
    assert not can(sc2.start("fellowship"), "play", council2)
    sc3 = Scenario()  # no Elf: The Saga of Elendil could go on Boromir, but no
    sc3.companion("1_97")
    council3 = sc3.hand("1_35")
    sc3.draw_top("1_114")
    assert not can(sc3.start("fellowship"), "play", council3)


def test_gift_of_boats_to_play_exert_an_elf_ally():
    """Gift of Boats (1_46): "To play, exert an Elf ally" (Legolas is no ally; an
    exhausted Orophin cannot exert)."""
    sc = Scenario()
    orophin = sc.ally("1_56")
    legolas = sc.companion("1_51")
    sc.ally("1_69")  # Albert Dreary: an ally, no Elf, not exerted
    boats = sc.hand("1_46")
    elf = sc.hand("1_53")
    game = sc.start("fellowship")
    act(game, "play", boats)
    assert game.decision.kind == "action"
    assert game.s.wounds[orophin] == 1 and game.s.wounds[legolas] == 0
    act(game, "play", elf)  # another card played: no Elf ally exerts again
    assert game.decision.kind == "action" and game.s.wounds[orophin] == 1
    sc2 = Scenario()
    sc2.companion("1_51")
    sc2.ally("1_69")  # Albert Dreary: an ally, no Elf
    boats2 = sc2.hand("1_46")
    assert not can(sc2.start("fellowship"), "play", boats2)
    sc3 = Scenario()
    sc3.wounds(sc3.ally("1_56"), 2)
    boats3 = sc3.hand("1_46")
    assert not can(sc3.start("fellowship"), "play", boats3)


def _boats_move(card: str, site: int) -> int:
    sc = Scenario()
    sc.ally("1_56")
    sc.support(card)
    game = sc.at_site(site).start("fellowship")
    act(game, "pass")
    return stats.move_limit(game)


def test_gift_of_boats_moving_from_a_river_in_the_fellowship_phase_move_limit_plus_one():
    """Gift of Boats (1_46): "When the fellowship moves from a river during the fellowship
    phase, the move limit for this turn is +1" (Anduin Confluence, site 7, is a river;
    Ettenmoors, site 2, is not)."""
    assert _boats_move("1_46", 7) == 3
    assert _boats_move("1_46", 2) == 2


def test_gift_of_boats_not_when_moving_from_a_river_in_the_regroup_phase():
    sc = Scenario()
    sc.ally("1_56")
    sc.support("1_46")
    sc.minion(SAVAGE)
    game = sc.at_site(7).start("regroup_choice")
    act(game, "move")
    assert stats.move_limit(game) == 2


def _asfaloth_cost(card: str, rider: str) -> int:
    sc = Scenario()
    bearer = sc.companion(rider)
    horse = sc.hand(card)
    game = sc.start("fellowship")
    act(game, "play", horse, target=bearer)
    return game.s.twilight


def test_asfaloth_costs_two_less_played_on_arwen():
    """Asfaloth (1_31): "Bearer must be an Elf. When played on Arwen, Asfaloth's twilight
    cost is -2" (2 on Legolas, 0 on Arwen; never on Boromir)."""
    assert _asfaloth_cost("1_31", "1_51") == 2
    assert _asfaloth_cost("1_31", "1_30") == 0
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.companion("1_97")
    horse = sc.hand("1_31")
    assert _bearers(sc.start("fellowship"), horse) == {legolas}


def test_asfaloth_bearer_strength_plus_two_at_a_plains_site():
    """Asfaloth (1_31): "While at a plains site, bearer is strength +2" (Ettenmoors, site
    2, is plains; Rivendell Terrace, site 3, is not): on top of its printed +2 to
    Legolas's 6."""
    for site, bonus in ((2, 2), (3, 0)):
        sc = Scenario()
        legolas = sc.companion("1_51")
        sc.bear(legolas, "1_31")
        boromir = sc.companion("1_97")
        game = sc.at_site(site).start("fellowship")
        assert strength(game, legolas) == 6 + 2 + bonus and strength(game, boromir) == 7, site


def _asfaloth_at(card: str, site: int, played: bool) -> tuple:
    """Asfaloth played at ``site``, or borne there and the fellowship moving on."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    horse = sc.hand(card) if played else sc.bear(legolas, card)
    game = sc.at_site(site).start("fellowship")
    if played:
        act(game, "play", horse, target=legolas)
    else:
        act(game, "pass")
    return game, horse


def test_asfaloth_is_discarded_at_an_underground_site():
    """Asfaloth (1_31): "Discard Asfaloth when at an underground site": moving to Mithril
    Mine (site 4), or played there; not moving to Ettenmoors (plains) nor played at
    Rivendell Terrace."""
    game, horse = _asfaloth_at("1_31", 3, played=False)
    assert game.s.site[0] == 4 and game.s.zone[horse] == "discard"
    game2, horse2 = _asfaloth_at("1_31", 4, played=True)
    assert game2.s.zone[horse2] == "discard"
    game3, horse3 = _asfaloth_at("1_31", 1, played=False)
    assert game3.s.site[0] == 2 and game3.s.zone[horse3] == "attached"
    game4, horse4 = _asfaloth_at("1_31", 3, played=True)
    assert game4.s.zone[horse4] == "attached"


MANY = ("1_151", "1_178", "1_191", "1_154", "1_145", "1_150", "1_152")  # 7 Shadow cards


def _mirror(card: str, theirs: int, galadriel: str = "1_45") -> tuple:
    sc = Scenario()
    mirror = sc.support(card)
    lady = sc.ally(galadriel)
    cards = [sc.hand(name, player=1) for name in MANY[:theirs]]
    sc.minion(SAVAGE)
    return sc, mirror, lady, cards


def test_the_mirror_of_galadriel_elf_allies_of_site_six_strength_plus_one():
    """The Mirror of Galadriel (1_55): "Each Elf ally whose home is site 6 is strength +1"
    (Orophin; not Silinde, of site 3; not Legolas, a companion; not Aldor, a Man of
    site 6 of The Two Towers)."""
    sc = Scenario()
    sc.support("1_55")
    orophin, silinde = sc.ally("1_56"), sc.ally("1_60")
    legolas = sc.companion("1_51")
    aldor = sc.ally("4_262")
    game = sc.start("fellowship")
    assert strength(game, orophin) == 3 + 1 and strength(game, silinde) == 5
    assert strength(game, legolas) == 6
    assert strength(game, aldor) == game.cards[aldor].strength


def test_the_mirror_of_galadriel_looks_at_two_random_cards_and_discards_one():
    """The Mirror of Galadriel (1_55): "Maneuver: If an opponent has at least 7 cards in
    hand, exert Galadriel to look at 2 of those cards at random. Discard one and replace
    the other"."""
    sc, mirror, lady, cards = _mirror("1_55", 7)
    game = sc.start("maneuver")
    use(game, mirror)
    assert game.s.wounds[lady] == 1
    two = list(game.decision.cards)
    assert len(two) == 2 and set(two) <= set(cards) and game.decision.player == 0
    choose(game, two[0])
    assert game.s.zone[two[0]] == "discard" and game.s.zone[two[1]] == "hand"
    assert len(game.s.piles[1]["hand"]) == 6
    assert not can(sc.start("regroup"), "use", mirror)


def test_the_mirror_of_galadriel_needs_seven_cards_in_an_opponents_hand_and_galadriel():
    sc, mirror, _, _ = _mirror("1_55", 6)
    for name in MANY:  # seven cards in your own hand do not count
        sc.hand(name, player=0)
    assert not can(sc.start("maneuver"), "use", mirror)
    sc2, mirror2, _, _ = _mirror("1_55", 7, galadriel="1_34")  # Celeborn is not Galadriel
    assert not can(sc2.start("maneuver"), "use", mirror2)
