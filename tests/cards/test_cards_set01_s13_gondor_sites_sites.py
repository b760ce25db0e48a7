"""Sites of sets 1-3 (issue 18, helper s13-gondor-sites): each test puts the fellowship at
the site and checks what its printed text does."""

from __future__ import annotations

from cardtest import at_site, moving_to, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

SAM = "1_311"
BOROMIR = "1_97"
GANDALF = "1_364"
NAZGUL = "1_229"  # Úlairë Attëa: cost 6
SCOUT = "1_191"  # Moria Scout: a [moria] Orc, cost 1
SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, site 5


def _site(game, site_id: str) -> int:
    """The instance of ``site_id`` on the path."""
    return next(c for c in game.s.path if c >= 0 and game.s.defs[c] == site_id)


def _from_draw(site_id: str, deck: tuple[str, ...], wounds: int = 0, companions=()):
    sc = at_site(site_id)
    sc.wounds(sc.ring_bearer(), wounds)
    others = [sc.companion(c) for c in companions]
    cards = [sc.draw_top(c) for c in deck]
    game = sc.twilight(0).start("fellowship")
    return game, cards, others


def test_bag_end_exert_a_hobbit_to_play_the_gaffer_from_the_draw_deck():
    """Bag End (1_319): "Fellowship: Exert a Hobbit to play The Gaffer from your draw
    deck" (Frodo exerts; Sam stays in the deck)."""
    game, (gaffer, sam), _ = _from_draw("1_319", ("1_291", SAM))
    use(game, _site(game, "1_319"))
    assert game.s.zone[gaffer] == "support" and game.s.wounds[0] == 1
    assert game.s.zone[sam] == "draw"
    game, _cards, _ = _from_draw("1_319", ("1_291",), wounds=3, companions=(BOROMIR,))
    assert not can(game, "use", _site(game, "1_319"))  # no Hobbit can exert


def test_green_dragon_inn_exert_a_hobbit_to_play_sam_from_the_draw_deck():
    """Green Dragon Inn (1_322): "Fellowship: Exert a Hobbit to play Sam from your draw
    deck" (not The Gaffer)."""
    game, (sam, gaffer), _ = _from_draw("1_322", (SAM, "1_291"))
    use(game, _site(game, "1_322"))
    assert game.s.zone[sam] == "fellowship" and game.s.wounds[0] == 1
    assert game.s.zone[gaffer] == "draw"
    game, _cards, _ = _from_draw("1_322", (SAM,), wounds=3, companions=(BOROMIR,))
    assert not can(game, "use", _site(game, "1_322"))


def test_hobbiton_party_field_exert_a_hobbit_to_play_bilbo_from_the_draw_deck():
    """Hobbiton Party Field (2_115): "Fellowship: Exert a Hobbit to play Bilbo from your
    draw deck" (not Sam)."""
    game, (bilbo, sam), _ = _from_draw("2_115", ("1_284", SAM))
    use(game, _site(game, "2_115"))
    assert game.s.zone[bilbo] == "support" and game.s.wounds[0] == 1
    assert game.s.zone[sam] == "draw"
    game, _cards, _ = _from_draw("2_115", ("1_284",), wounds=3, companions=(BOROMIR,))
    assert not can(game, "use", _site(game, "2_115"))


def test_the_prancing_pony_add_a_burden_to_play_aragorn_from_the_draw_deck():
    """The Prancing Pony (1_324): "Fellowship: Add a burden to play Aragorn from your draw
    deck" (not Boromir)."""
    game, (aragorn, boromir), _ = _from_draw("1_324", ("1_89", BOROMIR))
    burdens = game.s.burdens[game.s.fp]
    use(game, _site(game, "1_324"))
    assert game.s.zone[aragorn] == "fellowship" and game.s.zone[boromir] == "draw"
    assert game.s.burdens[game.s.fp] == burdens + 1
    game, _cards, _ = _from_draw("1_324", (BOROMIR,))
    assert not can(game, "use", _site(game, "1_324"))


def test_shire_lookout_point_spot_gandalf_to_play_gandalfs_cart_from_the_draw_deck():
    """Shire Lookout Point (1_325): "Fellowship: Spot Gandalf to play Gandalf's Cart from
    your draw deck"."""
    game, (cart,), _ = _from_draw("1_325", ("1_73",), companions=(GANDALF,))
    use(game, _site(game, "1_325"))
    assert game.s.zone[cart] != "draw"
    game, _cards, _ = _from_draw("1_325", ("1_73",), companions=(BOROMIR,))
    assert not can(game, "use", _site(game, "1_325"))  # no Gandalf to spot


def test_green_hill_country_each_hobbit_costs_one_less():
    """Green Hill Country (1_323): "The twilight cost of each Hobbit is -1" (not a Man)."""
    sc = at_site("1_323")
    sam = sc.hand(SAM)
    boromir = sc.hand(BOROMIR)
    game = sc.start("fellowship")
    assert playing.twilight_cost(game, sam, 0) == 2 - 1
    assert playing.twilight_cost(game, boromir, 0) == 3


def test_town_center_play_a_shire_ally_to_draw_a_card():
    """Town Center (2_117): "Fellowship: Play a [shire] ally to draw a card" (Sam is a
    companion, not an ally; Thrarin is a [dwarven] ally)."""
    sc = at_site("2_117")
    guest = sc.hand("1_297")  # Hobbit Party Guest
    sam = sc.hand(SAM)
    second = sc.draw_top("1_92")
    top = sc.draw_top("1_94")
    game = sc.twilight(0).start("fellowship")
    use(game, _site(game, "2_117"))
    assert game.s.zone[guest] == "support" and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw" and game.s.zone[sam] == "hand"
    sc2 = at_site("2_117")
    sc2.hand(SAM)
    sc2.hand("1_27")  # Thrarin: a [dwarven] ally
    sc2.draw_top("1_92")
    game2 = sc2.twilight(0).start("fellowship")
    assert not can(game2, "use", _site(game2, "2_117"))


def test_rivendell_valley_play_an_elf_to_draw_a_card():
    """Rivendell Valley (1_341): "Fellowship: Play an Elf to draw a card" (Boromir is no
    Elf)."""
    sc = at_site("1_341")
    legolas = sc.hand("1_51")
    boromir = sc.hand(BOROMIR)
    second = sc.draw_top("1_92")
    top = sc.draw_top("1_94")
    game = sc.twilight(0).start("fellowship")
    use(game, _site(game, "1_341"))
    assert game.s.zone[legolas] == "fellowship" and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw" and game.s.zone[boromir] == "hand"
    sc2 = at_site("1_341")
    sc2.hand(BOROMIR)
    sc2.draw_top("1_92")
    game2 = sc2.twilight(0).start("fellowship")
    assert not can(game2, "use", _site(game2, "1_341"))


def test_weatherhills_each_nazgul_costs_one_less():
    """Weatherhills (1_335): "Each Nazgûl's twilight cost is -1" (not an Orc), against
    the same cards at Ettenmoors, another site 2."""
    costs = {}
    for site in ("1_335", "1_331"):
        sc = at_site(site)
        nazgul = sc.hand(NAZGUL)
        orc = sc.hand(SCOUT)
        game = sc.twilight(20).start("shadow")
        costs[site] = (playing.twilight_cost(game, nazgul, 1), playing.twilight_cost(game, orc, 1))
    assert costs["1_335"] == (costs["1_331"][0] - 1, costs["1_331"][1])


def test_weathertop_each_nazgul_is_fierce():
    """Weathertop (1_336): "Each Nazgûl at Weathertop is fierce" (an Orc is not)."""
    sc = at_site("1_336")
    nazgul = sc.minion("1_234")  # Úlairë Nertëa: not fierce by himself
    orc = sc.minion(SCOUT)
    game = sc.start("shadow")
    assert stats.keyword(game, nazgul, "fierce") == 1
    assert stats.keyword(game, orc, "fierce") == 0


def test_moria_stairway_each_companion_and_minion_bearing_a_hand_weapon_damage_plus_one():
    """Moria Stairway (1_347): "Each companion and minion bearing a hand weapon is damage
    +1" (Boromir with the Blade of Gondor, an Uruk Savage with an Uruk-hai Sword; not
    Sam bearing no weapon, nor a Shire ally bearing a Hobbit Sword)."""
    sc = at_site("1_347")
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "1_95")
    sam = sc.companion(SAM)
    guest = sc.ally("1_297")
    sc.bear(guest, "1_299")
    savage = sc.minion(SAVAGE)
    sc.bear(savage, "1_160")
    game = sc.start("shadow")
    assert stats.keyword(game, boromir, "damage") == 1 + 1  # the blade's own +1
    assert stats.keyword(game, savage, "damage") == 1 + 1  # printed damage +1
    assert stats.keyword(game, sam, "damage") == 0
    assert stats.keyword(game, guest, "damage") == 0


def test_hollin_uruk_hai_are_not_roaming():
    """Hollin (2_119): "Uruk-hai are not roaming": an Uruk Savage (site 5) at site 4
    costs as printed; a [sauron] Orc (site 6) still pays the roaming penalty."""
    sc = at_site("2_119")
    savage = sc.hand(SAVAGE)
    orc = sc.hand("1_271")  # Orc Soldier: cost 2, site 6
    game = sc.twilight(20).start("shadow")
    assert playing.twilight_cost(game, savage, 1) == 2
    assert playing.twilight_cost(game, orc, 1) == 2 + 2


def test_caras_galadhon_no_more_than_one_minion_per_skirmish():
    """Caras Galadhon (3_115): "No more than one minion may be assigned to each skirmish":
    a defender +1 Aragorn takes one minion only."""
    sc = at_site("3_115")
    aragorn = sc.companion("1_89")
    uruks = [sc.minion(SAVAGE) for _ in range(2)]
    game = sc.start("maneuver")
    use(game, aragorn)  # defender +1 until the regroup phase
    pass_until(game, decision_kind="assign")
    act(game, "assign", aragorn, uruks[0])
    assert not can(game, "assign", aragorn, uruks[1])


def test_gates_of_argonath_maneuver_events_may_not_be_played():
    """Gates of Argonath (3_117): "Maneuver events may not be played" (a maneuver
    ability still may)."""
    sc = at_site("3_117")
    aragorn = sc.companion("1_89")
    sc.minion(SAVAGE)
    valiant = sc.hand("1_118")  # Valiant Man of the West: a maneuver event
    game = sc.start("maneuver")
    assert not can(game, "play", valiant)
    assert can(game, "use", aragorn)
    sc2 = at_site("1_331")
    sc2.companion("1_89")
    sc2.minion(SAVAGE)
    valiant2 = sc2.hand("1_118")
    assert can(sc2.start("maneuver"), "play", valiant2)


def test_rivendell_waterfall_move_limit_plus_one_with_a_ranger_for_the_turn():
    """Rivendell Waterfall (1_342): "While you can spot a ranger at Rivendell Waterfall,
    the move limit is +1 for this turn" (kept when moving on; none without a ranger)."""
    sc = at_site("1_342")
    sc.companion("1_89")
    game = sc.start("fellowship")
    assert stats.move_limit(game) == 3
    pass_until(game, "moves_to")
    assert stats.move_limit(game) == 3
    sc2 = at_site("1_342")
    sc2.companion(BOROMIR)
    game2 = sc2.start("fellowship")
    assert stats.move_limit(game2) == 2
    pass_until(game2, "moves_to")
    assert stats.move_limit(game2) == 2


def test_midgewater_marshes_each_hobbit_moving_there_exerts():
    """Midgewater Marshes (1_332): "Each time a Hobbit moves to Midgewater Marshes, that
    Hobbit must exert": Frodo and Sam, not Boromir nor a Hobbit ally."""
    sc = moving_to("1_332")
    frodo = sc.ring_bearer()
    sam = sc.companion(SAM)
    boromir = sc.companion(BOROMIR)
    guest = sc.ally("1_297")
    game = sc.start("fellowship")
    act(game, "pass")
    assert (game.s.wounds[frodo], game.s.wounds[sam]) == (1, 1)
    assert (game.s.wounds[boromir], game.s.wounds[guest]) == (0, 0)


def test_midgewater_moors_each_minion_played_the_fp_player_discards_a_card():
    """Midgewater Moors (1_333): "Each time a minion is played, the Free Peoples player
    discards a card from hand" (not for a Shadow possession; not the Shadow player)."""
    sc = at_site("1_333")
    fp_card = sc.hand(BOROMIR)
    kept = sc.hand(SAM)
    orc = sc.hand(SCOUT)
    sword = sc.hand("1_160")  # Uruk-hai Sword: a Shadow possession
    savage = sc.minion(SAVAGE)
    shadow_card = sc.hand("1_271")
    game = sc.twilight(20).start("shadow")
    act(game, "play", sword)
    if game.decision.kind == "choose":
        act(game, "choose", savage)
    assert game.s.zone[fp_card] == "hand"
    act(game, "play", orc)
    assert game.decision.player == 0  # the Free Peoples player chooses the card
    act(game, "choose", fp_card)
    assert game.s.zone[fp_card] == "discard" and game.s.zone[shadow_card] == "hand"
    assert game.s.zone[kept] == "hand"


def test_ford_of_bruinen_first_nazgul_each_turn_five_cheaper():
    """Ford of Bruinen (1_338): "The twilight cost of the first Nazgûl played to Ford of
    Bruinen each turn is -5" (the second costs as printed; an Orc is no Nazgûl)."""
    sc = at_site("1_338")
    first = sc.hand(NAZGUL)
    second = sc.hand("1_231")  # Úlairë Enquëa: cost 6
    orc = sc.hand("1_271")  # Orc Soldier: cost 2, site 6, roaming at site 3
    game = sc.twilight(30).start("shadow")
    assert playing.twilight_cost(game, orc, 1) == 2 + 2
    act(game, "play", orc)  # an Orc first does not use the discount
    assert playing.twilight_cost(game, first, 1) == 6 - 5
    act(game, "play", first)
    assert playing.twilight_cost(game, second, 1) == 6


def test_brown_lands_each_minion_archer_adds_one_to_the_minion_archery_total():
    """Brown Lands (1_357): "For each minion archer at Brown Lands, the minion archery
    total is +1 (limit +4)": 2 archers make 2 + 2; 5 archers make 5 + 4."""
    for archers, total in ((2, 4), (5, 9)):
        sc = at_site("1_357")
        sc.companion("1_51")  # Legolas: a companion archer, no minion
        for _ in range(archers):
            sc.minion("1_172")
        sc.minion(SCOUT)  # a minion that is no archer adds nothing
        game = sc.start("archery")
        text = next(e.text for e in pass_until(game, "archery") if e.kind == "archery")
        assert f"minion archery total {total}" in text, archers


def test_balins_tomb_discard_your_tale_from_play_or_hand_to_heal_your_companion():
    """Balin's Tomb (1_343): "Maneuver: Discard your tale from play or from hand to heal
    your companion" (The Choice of Lúthien in play, The Saga of Elendil in hand)."""
    for option in (0, 1):
        sc = at_site("1_343")
        boromir = sc.companion(BOROMIR)
        thrarin = sc.ally("1_27")  # a wounded ally: no companion
        sc.wounds(boromir, 1).wounds(thrarin, 1)
        in_play = sc.support("1_100")
        in_hand = sc.hand("1_114")
        sc.minion(SCOUT)
        game = sc.start("maneuver")
        use(game, _site(game, "1_343"))
        act(game, "choose_option", value=option)
        discarded = in_play if option == 0 else in_hand
        kept = in_hand if option == 0 else in_play
        assert game.s.zone[discarded] == "discard" and game.s.zone[kept] != "discard"
        assert game.s.wounds[boromir] == 0 and game.s.wounds[thrarin] == 1


def test_balins_tomb_needs_a_tale_and_is_a_maneuver_ability():
    sc = at_site("1_343")
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)
    sc.hand("1_95")  # Blade of Gondor: no tale
    sc.bear(boromir, "1_92")  # Armor: no tale
    sc.minion(SCOUT)
    game = sc.start("maneuver")
    assert not can(game, "use", _site(game, "1_343"))
    sc2 = at_site("1_343")
    sc2.companion(BOROMIR)
    sc2.support("1_100")
    sc2.minion(SCOUT)
    game2 = sc2.start("fellowship")
    assert not can(game2, "use", _site(game2, "1_343"))
