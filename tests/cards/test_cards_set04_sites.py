"""Set 4 sites of the TTT Aragorn and Théoden starters (Shadow players' site abilities:
see test_cards_set01_sites.py)."""

from __future__ import annotations

import pytest
from cardtest import at_site, choose, moving_to, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

TTT = {"ring_bearers": ("4_302", "4_302"), "rings": ("4_2", "4_2")}


def _shadow_use(game, site: int, player: int = 1) -> None:
    """A Shadow player uses the current site's ability (offered through that player's
    One Ring until the engine offers site abilities to Shadow players itself)."""
    assert game.decision.player == player
    for card in (site, game.s.ring[player]):  # the engine's own offer, or the ring's
        if can(game, "use", card):
            act(game, "use", card)
            return
    raise AssertionError(f"{game.name(site)}'s ability is not offered to the Shadow player")


def test_horse_country_move_limit_plus_one_with_a_rohan_mount():
    sc = at_site("4_326", **TTT)
    eomer = sc.companion("4_266")
    sc.bear(eomer, "4_283")
    game = sc.start("fellowship")
    assert stats.move_limit(game) == 3
    pass_until(game, "moves_to")
    assert stats.move_limit(game) == 3  # for this turn
    assert stats.move_limit(at_site("4_326", **TTT).start("fellowship")) == 2
    for mount, rohan in (("4_100", False), ("4_283", True)):  # Shadowfax: [gandalf]
        sc = at_site("4_326", **TTT)
        legolas = sc.companion("4_74")
        sc.bear(legolas, mount)
        sc.hand("4_283")  # a [rohan] mount in hand is not spotted
        game = sc.start("fellowship")
        assert stats.move_limit(game) == (3 if rohan else 2), mount
        pass_until(game, "moves_to")
        assert stats.move_limit(game) == (3 if rohan else 2), mount
    sc = at_site("4_326", **TTT)
    sc.support("4_262", player=0)  # Aldor, a [rohan] ally: [rohan], but no mount
    game = sc.start("fellowship")
    assert stats.move_limit(game) == 2
    pass_until(game, "moves_to")
    assert stats.move_limit(game) == 2


def test_the_riddermark_exerts_two_unbound_companions_to_play_aragorn_from_the_deck():
    sc = at_site("4_328", **TTT)
    eomer = sc.companion("4_266")
    theoden = sc.companion("4_365")
    aragorn = sc.draw_top("4_364")
    sc.draw_top("1_97")
    game = sc.start("fellowship")
    use(game, game.s.path[1])
    assert game.s.wounds[eomer] == 1 and game.s.wounds[theoden] == 1
    assert game.s.zone[aragorn] == "fellowship"


def test_rohirrim_village_and_westemnet_plains_dunland_men_take_no_archery_wounds():
    """"Each [dunland] Man may not take wounds during the archery phase": Legolas's
    archery wound cannot be assigned to the Dunlending Brigand (vitality 1), who lives;
    at another site the same shot kills him."""
    for site, lives in (("4_334", True), ("4_342", True), ("4_346", False)):
        sc = at_site(site, **TTT)
        brigand = sc.minion("4_10")
        sc.companion("4_74")  # Legolas, an archer
        game = sc.start("archery")
        pass_until(game, decision_kind="assign")
        assert (game.s.zone[brigand] == "minions") is lives, site
        assert game.s.wounds[brigand] == 0


def test_rohirrim_village_spares_only_dunland_men_and_only_in_the_archery_phase():
    """Rohirrim Village (4_334) and Westemnet Plains (4_342): a [raider] Man (Desert
    Lancers) still takes the archery wound, and out of the archery phase a [dunland] Man
    is wounded as usual."""
    from ringtable.engine.combat import queue_wounds

    for site in ("4_334", "4_342"):
        sc = at_site(site, **TTT)
        brigand = sc.minion("4_10")
        lancers = sc.minion("4_217")
        sc.companion("4_74")  # Legolas, an archer
        game = sc.start("archery")
        pass_until(game, decision_kind="assign")
        assert game.s.zone[brigand] == "minions" and game.s.wounds[lancers] == 1, site
        sc2 = at_site(site, **TTT)
        brigand2 = sc2.minion("4_10")
        game2 = sc2.start("fellowship")
        queue_wounds(game2, brigand2, 1)
        game2.settle()
        assert game2.s.zone[brigand2] == "discard", site  # vitality 1: killed


def test_uruk_camp_each_uruk_hai_played_must_exert():
    sc = at_site("4_335", **TTT)
    uruk = sc.hand("4_165")
    scout = sc.hand("1_191")  # Moria Scout, an Orc with vitality 2
    game = sc.twilight(12).start("shadow")
    act(game, "play", uruk)
    assert game.s.wounds[uruk] == 1
    act(game, "play", scout)
    assert game.s.wounds[scout] == 0  # Uruk Camp (4_335) exerts Uruk-hai only


def test_throne_room_plays_theoden_from_the_draw_deck():
    sc = at_site("4_341", **TTT)
    theoden = sc.draw_bottom("4_365")
    sc.draw_top("1_97")
    game = sc.start("fellowship")
    use(game, game.s.path[3])
    assert game.s.zone[theoden] == "fellowship"


def test_westemnet_hills_heals_each_mounted_companion():
    sc = moving_to("4_344", **TTT)
    eomer = sc.companion("4_266")
    sc.bear(eomer, "4_283")
    walker = sc.companion("4_365")
    rider = sc.companion("4_286")
    sc.bear(rider, "4_274")  # Firefoot: a second mounted companion
    aldor = sc.ally("4_262")
    sc.bear(aldor, "4_100")  # a mounted ally
    farmhand = sc.ally("4_281")  # an ally on foot
    nazgul = sc.minion("1_229")
    sc.bear(nazgul, "1_208")  # a mounted minion (Black Steed)
    sc.wounds(eomer, 2).wounds(walker, 1).wounds(rider, 1).wounds(aldor, 1)
    sc.wounds(farmhand, 1).wounds(nazgul, 1)
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.s.wounds[eomer] == 1 and game.s.wounds[walker] == 1
    assert game.s.wounds[rider] == 0 and game.s.wounds[aldor] == 0  # each mounted one
    assert game.s.wounds[farmhand] == 1 and game.s.wounds[nazgul] == 1


def test_white_rocks_shadow_number_plus_one_per_mounted_companion():
    sc = moving_to("4_346", **TTT)
    for rider in (sc.companion("4_266"), sc.companion("4_286")):
        sc.bear(rider, "4_283")
    game = sc.start("fellowship")
    act(game, "pass")  # Shadow number 3 + 2 mounted, plus 3 companions
    assert game.s.twilight == 3 + 2 + 3


def test_deep_of_helm_first_uruk_hai_each_turn_three_cheaper():
    sc = at_site("4_347", **TTT)
    first = sc.hand("4_184")
    second = sc.hand("4_185")
    brigand = sc.hand("4_10")  # not an Uruk-hai: full cost, and the discount stays
    game = sc.twilight(9).start("shadow")
    assert playing.twilight_cost(game, brigand, 1) == game.cards[brigand].twilight_cost
    act(game, "play", brigand)
    assert playing.twilight_cost(game, first, 1) == 4 - 3
    act(game, "play", first)
    assert playing.twilight_cost(game, second, 1) == 4


def test_hornburg_courtyard_shadow_number_minus_two_with_aragorn():
    for aragorn, number in ((True, 8 - 2), (False, 8)):
        sc = moving_to("4_350", **TTT)
        if aragorn:
            sc.companion("4_364")
        game = sc.start("fellowship")
        act(game, "pass")
        assert game.s.twilight == number + len(game.s.piles[0]["fellowship"])


def test_hornburg_armory_play_a_possession_to_draw_a_card():
    sc = at_site("4_354", **TTT)
    eomer = sc.companion("4_266")
    chain = sc.hand("4_278")
    second = sc.draw_top("1_92")
    top = sc.draw_top("1_97")
    game = sc.start("fellowship")
    use(game, game.s.path[6])
    assert game.s.bearer[chain] == eomer and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw"  # one card
    sc2 = at_site("4_354", **TTT)  # Hornburg Armory: only a companion in hand, no possession
    sc2.hand("4_286")
    game2 = sc2.start("fellowship")
    assert not can(game2, "use", game2.s.path[6])


def test_hornburg_causeway_minion_archery_plus_two_per_unbound_companion_over_three():
    sc = at_site("4_356", **TTT)
    for card in ("4_266", "4_270", "4_286", "4_365", "4_74"):
        sc.companion(card)
    sc.minion("4_10")
    sc.start("archery_fire")
    assert any("minion archery total 4" in e.text for e in sc.events)


def test_kings_room_unbound_companions_exert_without_a_rohan_companion():
    for rohan, wounds in ((False, 1), (True, 0)):
        sc = moving_to("4_357", **TTT)
        legolas = sc.companion("4_74")
        if rohan:
            sc.companion("4_365")
        game = sc.start("fellowship")
        act(game, "pass")
        assert game.s.wounds[legolas] == wounds
        assert game.s.wounds[sc.ring_bearer()] == 0  # Ring-bound


def test_ring_of_isengard_play_a_dunland_minion_to_draw():
    sc = at_site("4_358", **TTT)
    brigand = sc.hand("4_10")
    second = sc.draw_top("4_12")
    top = sc.draw_top("4_17")
    uruk = sc.hand("4_165")  # an [isengard] minion: not for the Ring of Isengard
    sc.hand("4_8")  # a [dunland] event: not a minion
    game = sc.twilight(2).start("shadow")
    _shadow_use(game, game.s.path[8])
    assert game.s.zone[brigand] == "minions" and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw" and game.s.zone[uruk] == "hand"


def test_wizards_vale_adds_four_at_the_first_shadow_phase_under_nine():
    sc = moving_to("4_359", **TTT)
    game = sc.start("fellowship")
    events = act(game, "pass")
    assert any(e.kind == "twilight_added" and e.amount == 4 for e in events)


def test_wizards_vale_only_under_nine_and_only_the_first_shadow_phase_of_the_turn():
    """Wizard's Vale (4_359): "At the start of the first Shadow phase, if the twilight
    pool has fewer than 9 twilight tokens, add (4)" (limit once per turn)."""
    from ringtable.engine.turn import set_phase

    for pool, added in ((8, 4), (9, 0)):
        sc = at_site("4_359", **TTT)
        game = sc.twilight(pool).start("shadow")
        assert game.s.twilight == pool + added, pool
    sc = at_site("4_359", **TTT)
    game = sc.twilight(0).start("shadow")
    assert game.s.twilight == 4
    game.s.phase = "fellowship"
    game.s.moves += 1  # the fellowship moved again: a second Shadow phase this turn
    set_phase(game, "shadow")
    game.settle()
    assert game.s.twilight == 4


def test_orthanc_library_shadow_player_may_draw_per_companion_over_four():
    sc = moving_to("4_362", **TTT)
    for card in ("4_266", "4_270", "4_286", "4_365", "4_74"):
        sc.companion(card)
    tops = [sc.draw_top("4_10"), sc.draw_top("4_17")]
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.decision.player == 1 and game.decision.kind == "choose"
    choose(game, game.s.path[9])
    assert game.s.zone[tops[1]] == "hand" and game.s.zone[tops[0]] == "hand"


@pytest.mark.parametrize(("companions", "drawn"), [(4, None), (5, 1)])
def test_orthanc_library_needs_five_companions_and_draws_one_per_companion_over_four(
        companions, drawn):
    """Orthanc Library (4_362): with 4 companions nothing is offered; with 5 the Shadow
    player may draw exactly 1 card."""
    sc = moving_to("4_362", **TTT)
    for card in ("4_266", "4_270", "4_286", "4_365")[:companions - 1]:
        sc.companion(card)
    tops = [sc.draw_top("4_10"), sc.draw_top("4_17"), sc.draw_top("4_12")]
    game = sc.start("fellowship")
    act(game, "pass")
    if drawn is None:
        assert not (game.decision.player == 1 and game.decision.kind == "choose")
        assert all(game.s.zone[c] == "draw" for c in tops)
        return
    assert game.decision.player == 1 and game.decision.kind == "choose"
    choose(game, game.s.path[9])
    assert sum(game.s.zone[c] == "hand" for c in tops) == drawn


def test_palantir_chamber_remove_two_burdens_to_play_a_minion_from_discard():
    sc = at_site("4_363", **TTT)
    savage = sc.discard("4_17")
    axe = sc.discard("4_26")  # Palantír Chamber (4_363): a minion, not this possession
    game = sc.burdens(3).twilight(4).start("shadow")
    _shadow_use(game, game.s.path[9])
    assert game.s.zone[savage] == "minions" and game.s.burdens[0] == 1
    assert game.s.zone[axe] == "discard"


# -- each filter word and switch a case of its own (issue 16: proven scripts) -------------------

def test_rohirrim_village_and_westemnet_plains_spare_dunland_men_not_saruman():
    """Rohirrim Village (4_334), Westemnet Plains (4_342): "Each [dunland] Man may not
    take wounds during the archery phase": Saruman, Rabble-rouser is [dunland] but a
    Wizard, so Legolas's archery wound goes to him."""
    for site in ("4_334", "4_342"):
        sc = at_site(site, **TTT)
        brigand = sc.minion("4_10")
        saruman = sc.minion("4_33")
        sc.companion("4_74")  # Legolas, an archer
        game = sc.start("archery")
        pass_until(game, decision_kind="assign")
        assert game.s.wounds[saruman] == 1 and game.s.zone[brigand] == "minions", site


def test_white_rocks_counts_mounted_companions_not_a_mounted_nazgul():
    """White Rocks (4_346): "+1 for each mounted companion": a Nazgûl on a Black Steed
    is mounted but no companion."""
    sc = moving_to("4_346", **TTT)
    sc.bear(sc.companion("4_266"), "4_283")
    sc.bear(sc.minion("1_229"), "1_208")
    game = sc.start("fellowship")
    act(game, "pass")  # Shadow number 3 + 1 mounted companion, plus 2 companions
    assert game.s.twilight == 3 + 1 + 2


def test_kings_room_each_unbound_companion_exerts_not_an_ally_and_a_rohan_ally_is_no_excuse():
    """King's Room (4_357): "When the fellowship moves to King's Room without a [rohan]
    companion, each unbound companion must exert": Weland, a [rohan] ally, does not stop
    it and does not exert; Legolas and Gimli both exert."""
    sc = moving_to("4_357", **TTT)
    legolas = sc.companion("4_74")
    gimli = sc.companion("4_49")
    weland = sc.ally("4_295")
    game = sc.start("fellowship")
    act(game, "pass")
    assert (game.s.wounds[legolas], game.s.wounds[gimli]) == (1, 1)
    assert game.s.wounds[weland] == 0 and game.s.wounds[sc.ring_bearer()] == 0


def test_ring_of_isengard_cost_is_a_dunland_minion_not_a_dunland_possession():
    """Ring of Isengard (4_358): "Play a [dunland] minion to draw a card": Hides, a
    [dunland] possession, cannot pay it."""
    sc = at_site("4_358", **TTT)
    sc.hand("4_19")
    sc.draw_top("4_17")
    game = sc.twilight(2).start("shadow")
    assert not can(game, "use", game.s.path[8]) and not can(game, "use", game.s.ring[1])


def test_palantir_chamber_plays_a_minion_not_a_possession():
    """Palantír Chamber (4_363): "play a minion from your discard pile": not Hides, a
    possession that could be played."""
    sc = at_site("4_363", **TTT)
    savage = sc.discard("4_17")
    hides = sc.discard("4_19")
    game = sc.burdens(3).twilight(6).start("shadow")
    _shadow_use(game, game.s.path[9])
    assert game.decision.kind != "choose"  # the Savage only
    assert game.s.zone[savage] == "minions" and game.s.zone[hides] == "discard"
