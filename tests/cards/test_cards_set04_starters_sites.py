"""Set 4 sites of the BoHD Éowyn and Legolas starters: each test puts the fellowship at
(or moving to) the site and checks what its printed text does (quoted)."""

from __future__ import annotations

from cardtest import at_site, moving_to, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

TTT = {"ring_bearers": ("4_302", "4_302"), "rings": ("4_2", "4_2")}
MERRY = "1_303"  # an unbound Hobbit


def _site(game, site_id: str) -> int:
    return next(c for c, d in enumerate(game.s.defs) if d == site_id)


def test_east_wall_of_rohan_adds_two_when_the_fellowship_moves_from_it():
    """East Wall of Rohan (4_323): "When the fellowship moves from East Wall of Rohan,
    add (2)." The twilight added on moving: 2 more than from another site 1."""
    added = {}
    for site in ("4_323", "1_320"):
        sc = at_site(site, **TTT)
        game = sc.start("fellowship")
        pass_until(game, "moves_to")
        added[site] = game.s.twilight
    assert added["4_323"] == added["1_320"] + 2


def test_plains_of_rohan_exerts_two_unbound_companions_to_play_gimli_from_the_deck():
    """Plains of Rohan (4_327): "Fellowship: Exert 2 unbound companions to play Gimli
    from your draw deck." Not Boromir from the deck; not with 1 unbound companion."""
    sc = at_site("4_327", **TTT)
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")
    gimli = sc.draw_top("4_49")
    other = sc.draw_top("1_97")
    game = sc.start("fellowship")
    use(game, _site(game, "4_327"))
    assert game.s.wounds[eomer] == 1 and game.s.wounds[boromir] == 1
    assert game.s.zone[gimli] == "fellowship" and game.s.zone[other] == "draw"
    sc = at_site("4_327", **TTT)
    sc.companion("4_266")
    sc.ally("1_56")  # Orophin: an unbound ally, no companion
    sc.draw_top("4_49")
    game = sc.start("fellowship")
    assert not can(game, "use", _site(game, "4_327"))


def test_derndingle_move_limit_plus_one_with_an_unbound_hobbit():
    """Derndingle (4_330): "While you can spot an unbound Hobbit at Derndingle, the move
    limit is +1 for this turn." Merry: 3, also after moving on; Frodo (Ring-bound) or
    Boromir: 2."""
    for companion, limit in ((MERRY, 3), ("1_97", 2)):
        sc = at_site("4_330", **TTT)
        sc.companion(companion)
        game = sc.start("fellowship")
        assert stats.move_limit(game) == limit, companion
        pass_until(game, "moves_to")
        assert stats.move_limit(game) == limit, companion


def test_plains_of_rohan_camp_heals_up_to_three_wounds_from_companions():
    """Plains of Rohan Camp (4_333): "At the start of each fellowship phase, heal up to
    3 wounds from companions." Boromir, Éomer and Legolas (2 wounds each): 3 healed,
    each time a wounded companion of the player's choice (not Orophin, a wounded ally;
    not the unwounded Gimli), who may also stop."""
    sc = at_site("4_333", **TTT)
    wounded = [sc.companion(c) for c in ("1_97", "4_266", "4_74")]
    sc.companion("4_49")
    orophin = sc.ally("1_56")
    for c in wounded:
        sc.wounds(c, 2)
    sc.wounds(orophin, 1)
    game = sc.start("start")
    for _ in range(3):
        assert game.decision.kind == "choose"
        assert set(game.decision.cards) == {c for c in wounded if game.s.wounds[c]}
        assert any(a.kind != "choose" for a in game.legal_actions())  # "up to"
        act(game, "choose", wounded[0] if game.s.wounds[wounded[0]] else wounded[1])
    assert sum(game.s.wounds[c] for c in wounded) == 3 and game.s.wounds[orophin] == 1
    assert game.decision.kind != "choose"


def test_barrows_of_edoras_places_the_hand_beneath_the_deck_and_draws_four():
    """Barrows of Edoras (4_337): "Fellowship: Place your hand beneath your draw deck
    and draw 4 cards.\""""
    sc = at_site("4_337", **TTT)
    hand = [sc.hand("1_97"), sc.hand("4_49")]
    deck = [sc.draw_top("4_74") for _ in range(5)]
    game = sc.start("fellowship")
    use(game, _site(game, "4_337"))
    assert all(game.s.zone[c] == "draw" for c in hand)
    assert sum(game.s.zone[c] == "hand" for c in deck) == 4
    assert len(game.s.piles[0]["hand"]) == 4
    assert game.s.piles[0]["draw"][-2:] == hand or set(game.s.piles[0]["draw"][-2:]) == set(hand)


def test_golden_hall_discards_every_free_peoples_weapon_on_arrival():
    """Golden Hall (4_338): "When the fellowship moves to Golden Hall, all Free Peoples
    weapons must be discarded." Swords go; Armor (no weapon) stays."""
    sc = moving_to("4_338", **TTT)
    boromir = sc.companion("1_97")
    sword = sc.bear(boromir, "4_134")
    armor = sc.bear(boromir, "1_92")
    bow = sc.bear(sc.companion("4_74"), "4_62")
    scimitar = sc.bear(sc.minion("5_67"), "5_54")  # a Shadow weapon stays
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert [game.s.zone[c] for c in (sword, bow, armor)] == ["discard", "discard", "attached"]
    assert game.s.zone[scimitar] == "attached"


def test_stables_exerts_a_rohan_man_to_play_a_rohan_mount_from_the_deck_once_a_turn():
    """Stables (4_339): "Fellowship: Exert a [rohan] Man to play a [rohan] mount from
    your draw deck (limit once per turn).\""""
    sc = at_site("4_339", **TTT)
    sc.companion("4_266")
    sc.companion("4_265")  # Elite Rider: another [rohan] Man to bear the second mount
    sc.draw_top("4_287")
    sc.draw_top("4_287")
    game = sc.twilight(0).start("fellowship")
    stables = _site(game, "4_339")
    use(game, stables)
    while game.decision.kind == "choose":
        act(game, "choose", game.decision.cards[0])
    mounts = [c for c, d in enumerate(game.s.defs) if d == "4_287"
              and game.s.zone[c] == "attached"]
    assert sum(game.s.wounds) == 1 and len(mounts) == 1, game.decision
    assert not can(game, "use", stables)  # once per turn
    sc = at_site("4_339", **TTT)  # Éomer exhausted: Boromir, a [gondor] Man, cannot pay
    sc.wounds(sc.companion("4_266"), 2)
    sc.companion("1_97")
    sc.draw_top("4_287")
    game = sc.twilight(0).start("fellowship")
    assert not can(game, "use", _site(game, "4_339"))
    # a [rohan] companion; Asfaloth, an [elven] mount; Knight's Mount, a [gondor] mount
    # a Gondorian Knight in the fellowship could bear
    for card in ("5_83", "1_31", "8_40"):
        sc = at_site("4_339", **TTT)
        sc.companion("4_266")
        sc.companion("5_35")
        other = sc.draw_top(card)
        game = sc.twilight(0).start("fellowship")
        stables = _site(game, "4_339")
        if can(game, "use", stables):
            use(game, stables)
        while game.decision.kind == "choose":
            act(game, "choose", game.decision.cards[0])
        assert game.s.zone[other] == "draw", card


def test_ered_nimrais_companions_and_allies_cost_three_more():
    """Ered Nimrais (4_343): "The twilight cost of each companion and ally played at
    Ered Nimrais is +3." Not a possession."""
    sc = at_site("4_343", **TTT)
    boromir, ally, item = sc.hand("1_97"), sc.hand("1_56"), sc.hand("1_92")
    game = sc.start("fellowship")
    costs = [playing.twilight_cost(game, c, 0) for c in (boromir, ally, item)]
    assert costs == [3 + 3, game.cards[ally].twilight_cost + 3, 1]


def test_helms_gate_characters_bearing_a_hand_weapon_strength_plus_two():
    """Helm's Gate (4_349): "Each companion and minion bearing a hand weapon is strength
    +2." Boromir with a Sword of Gondor: 9 + 2; Legolas with a bow (ranged): 6."""
    sc = at_site("4_349", **TTT)
    boromir = sc.companion("1_97")
    sc.bear(boromir, "4_134")
    legolas = sc.companion("4_74")
    sc.bear(legolas, "4_62")
    game = sc.start("fellowship")
    assert strength(game, boromir) == 7 + 2 + 2 and strength(game, legolas) == 6


def test_hornburg_parapet_fellowship_archery_plus_one_minion_archery_minus_one():
    """Hornburg Parapet (4_351): "The fellowship archery total is +1. The minion archery
    total is -1." Legolas and two Orthanc Assassins: 2 and 1 (1 and 2 elsewhere)."""
    for site, totals in (("4_351", (2, 1)), ("4_349", (1, 2))):
        sc = at_site(site, **TTT)
        sc.companion("4_74")
        sc.minion("1_131")
        sc.minion("1_131")
        sc.start("archery_fire")
        text = next(e.text for e in sc.events if e.kind == "archery")
        assert f"fellowship archery total {totals[0]}, minion archery total {totals[1]}" \
            in text, site


def test_wold_of_rohan_adds_one_each_time_the_fp_assigns_a_companion_or_ally():
    """Wold of Rohan (4_336): "Each time the Free Peoples player assigns a companion or
    ally to a skirmish, add (1)." Two assignments by him: +2; a Shadow player's
    leftover assignment: nothing; at another site: nothing."""
    for site, added in (("4_336", 2), ("4_330", 0)):
        sc = at_site(site, **TTT)
        boromir = sc.companion("1_97")
        eomer = sc.companion("4_266")
        legolas = sc.companion("4_74")
        orcs = [sc.minion("1_271") for _ in range(3)]
        game = sc.twilight(0).start("assign")
        act(game, "assign", boromir, orcs[0])
        act(game, "assign", eomer, orcs[1])
        assert game.s.twilight == added, site
        act(game, "pass")
        act(game, "assign", legolas, orcs[2])  # the Shadow player's leftover
        assert game.s.twilight == added, site
