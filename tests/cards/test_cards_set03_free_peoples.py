"""Set 3 Free Peoples cards and sites of the RotEL Boromir and Legolas starters: each
test sets a position, uses the card, and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, choose, moving_to, strength, use

from ringtable.engine import effects, stats
from ringtable.testing import act, can, pass_until


def _council(ally_id: str, *companions: str) -> tuple:
    sc = Scenario()
    for name in companions:
        sc.companion(name)
    ally = sc.hand(ally_id)
    return sc.at_site(2).start("fellowship"), ally


def test_councilors_to_play_spot_an_elf():
    """Golradir (3_20), Saelbeth (3_25), Galdor (3_18): "To play, spot an Elf"."""
    for ally_id in ("3_18", "3_20", "3_25"):
        game, ally = _council(ally_id, "1_51")  # Legolas
        assert can(game, "play", ally)
        game2, ally2 = _council(ally_id, "1_12")  # Gimli, a Dwarf
        assert not can(game2, "play", ally2)


def _skirmish_with_ally(ally_id: str) -> tuple:
    sc = Scenario()
    ally = sc.ally(ally_id)
    boromir = sc.companion("1_97")
    orc = sc.minion("1_271")  # Orc Soldier, 7
    uruk = sc.minion("1_154")  # Uruk Soldier, 7
    sc.assign(orc, boromir)
    game = sc.start("skirmishes")
    return game, ally, orc, uruk


def test_golradir_orc_and_saelbeth_uruk_hai_strength_minus_one():
    """Golradir (3_20): "Skirmish: Exert Golradir to make an Orc strength -1" (not an
    Uruk-hai); Saelbeth (3_25): "... to make an Uruk-hai strength -1" (not an Orc)."""
    for ally_id, orc_minus, uruk_minus in (("3_20", 1, 0), ("3_25", 0, 1)):
        game, ally, orc, uruk = _skirmish_with_ally(ally_id)
        use(game, ally)
        assert game.decision.kind != "choose"
        assert strength(game, orc) == 7 - orc_minus and strength(game, uruk) == 7 - uruk_minus
        assert game.s.wounds[ally] == 1


def test_golradir_and_saelbeth_need_to_exert():
    for ally_id in ("3_20", "3_25"):
        sc = Scenario()
        ally = sc.ally(ally_id)
        boromir = sc.companion("1_97")
        sc.assign(sc.minion("1_271"), boromir)
        sc.minion("1_154")
        game = sc.wounds(ally, 2).start("skirmishes")  # vitality 3: exhausted
        assert not can(game, "use", ally)


def _archery_total(legolas: str, site_id: str) -> str:
    sc = at_site(site_id)
    sc.companion(legolas)
    sc.minion("1_176")
    sc.start("archery_fire")
    return next(e.text for e in sc.events if e.kind == "archery")


def test_legolas_son_of_thranduil_adds_one_to_archery_at_a_river_or_forest():
    """Legolas, Son of Thranduil (3_121): "While Legolas is at a river or forest, add 1 to
    the fellowship archery total" (an archer: 1 of his own)."""
    assert "fellowship archery total 2" in _archery_total("3_121", "1_355")  # river
    assert "fellowship archery total 2" in _archery_total("3_121", "2_116")  # forest
    assert "fellowship archery total 1" in _archery_total("3_121", "1_331")  # plains
    assert "fellowship archery total 1" in _archery_total("1_51", "1_355")  # other Legolas


def test_answering_the_cries_discards_a_gondor_tale_to_pump_a_gondor_companion():
    """Answering the Cries (3_37): "Skirmish: Discard a [gondor] tale from hand to make a
    [gondor] companion strength +2" (Boromir, not Gimli nor Boromir's Armor)."""
    sc = Scenario()
    cries = sc.support("3_37")
    boromir = sc.companion("1_97")
    sc.bear(boromir, "1_92")  # Armor, a [gondor] card that is no companion
    gimli = sc.companion("1_12")
    tale = sc.hand("3_43")  # Might of Númenor, a [gondor] tale
    sc.assign(sc.minion("1_271"), boromir)
    game = sc.start("skirmishes")
    use(game, cries)
    assert game.decision.kind != "choose"
    assert game.s.zone[tale] == "discard" and strength(game, boromir) == 7 + 2
    assert strength(game, gimli) == 6 and game.s.zone[cries] == "support"


def test_answering_the_cries_needs_a_gondor_tale_in_hand():
    """Answering the Cries (3_37): not Armor ([gondor], no tale), not Stone Trolls (a
    [shire] tale)."""
    sc = Scenario()
    cries = sc.support("3_37")
    boromir = sc.companion("1_97")
    sc.hand("1_92")
    sc.hand("1_314")
    sc.assign(sc.minion("1_271"), boromir)
    game = sc.start("skirmishes")
    assert not can(game, "use", cries)


def test_boromir_defender_adds_two_to_heal_himself():
    """Boromir, Defender of Minas Tirith (3_122): "Fellowship: Add (2) to heal Boromir"."""
    sc = Scenario()
    boromir = sc.companion("3_122")
    aragorn = sc.companion("1_365")
    game = sc.wounds(boromir, 2).wounds(aragorn, 1).start("fellowship")
    use(game, boromir)
    assert game.s.wounds[boromir] == 1 and game.s.twilight == 2
    assert game.s.wounds[aragorn] == 1
    sc2 = Scenario()
    unhurt = sc2.companion("3_122")
    assert not can(sc2.start("fellowship"), "use", unhurt)


def test_boromir_defender_is_a_ranger():
    sc = Scenario()
    sc.companion("3_122")
    path = sc.hand("1_110")  # Pathfinder: "Spot a ranger"
    assert can(sc.at_site(1).start("fellowship"), "play", path)


def test_frying_pan_exerts_bearer_to_wound_an_orc_he_is_skirmishing():
    """Frying Pan (3_108): "Skirmish: Exert bearer to wound an Orc he or she is
    skirmishing" (not another Orc)."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    pan = sc.bear(frodo, "3_108")
    orc = sc.minion("1_271")
    other = sc.minion("1_271")
    sc.assign(orc, frodo)
    game = sc.start("skirmishes")
    use(game, pan)
    assert game.s.wounds[orc] == 1 and game.s.wounds[other] == 0
    assert game.s.wounds[frodo] == 1


def test_frying_pan_not_against_an_uruk_hai():
    sc = Scenario()
    frodo = sc.ring_bearer()
    pan = sc.bear(frodo, "3_108")
    sc.assign(sc.minion("1_154"), frodo)
    sc.minion("1_271")  # an Orc, but not skirmishing Frodo
    game = sc.start("skirmishes")
    assert not can(game, "use", pan)


def test_frying_pan_bearer_must_be_a_hobbit():
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.companion("1_97")
    pan = sc.hand("3_108")
    game = sc.at_site(2).start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == pan} == {frodo}


def test_eregion_hills_adds_a_burden_when_the_fellowship_moves_there():
    """Eregion Hills (3_116): "When the fellowship moves to Eregion Hills, add a burden"."""
    sc = moving_to("3_116")
    game = sc.burdens(1).start("fellowship")
    act(game, "pass")
    assert game.s.site[0] == 4 and game.s.burdens[0] == 2


def test_house_of_elrond_may_spot_two_elves_to_remove_a_burden():
    """House of Elrond (3_119): "When the fellowship moves to House of Elrond, the Free
    Peoples player may spot 2 Elves to remove a burden"."""
    sc = moving_to("3_119")
    sc.companion("1_51")
    sc.ally("1_34")  # Celeborn: an Elf ally is an Elf too
    game = sc.burdens(2).start("fellowship")
    act(game, "pass")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    assert can(game, "pass")
    act(game, "resolve")
    assert game.s.burdens[0] == 1


def test_house_of_elrond_needs_two_elves():
    sc = moving_to("3_119")
    sc.companion("1_51")
    sc.companion("1_12")
    game = sc.burdens(2).start("fellowship")  # House of Elrond (3_119): one Elf only
    act(game, "pass")
    assert not can(game, "resolve")
    pass_until(game, "phase_started")
    assert game.s.site[0] == 3 and game.s.burdens[0] == 2


def test_galdor_exerts_to_return_a_minion_to_its_owners_hand():
    """Galdor (3_18): "Regroup: Exert Galdor and spot a minion to return that minion to
    its owner's hand" (the Shadow player's hand; the weapon it bears is discarded)."""
    sc = Scenario()
    galdor = sc.ally("3_18")
    orc = sc.minion("1_271")
    blade = sc.bear(orc, "2_95")
    game = sc.start("regroup")
    use(game, galdor)
    assert game.s.zone[orc] == "hand" and orc in game.s.piles[1]["hand"]
    assert game.s.zone[blade] == "discard" and game.s.wounds[galdor] == 1


def test_galdor_needs_a_minion_and_to_exert():
    sc = Scenario()
    galdor = sc.ally("3_18")
    sc.companion("1_97")
    assert not can(sc.start("regroup"), "use", galdor)  # no minion to spot
    sc2 = Scenario()
    tired = sc2.ally("3_18")
    sc2.minion("1_271")
    assert not can(sc2.wounds(tired, 1).start("regroup"), "use", tired)  # vitality 2
    sc3 = Scenario()
    resting = sc3.ally("3_18")
    sc3.minion("1_271")
    assert not can(sc3.start("maneuver"), "use", resting)  # a regroup action


def _seek(card: str, *companions: str, ally: str = "", spear: bool = False) -> tuple:
    """Frodo and ``companions`` against an Uruk Soldier (damage +1) skirmishing Frodo and a
    Goblin Spearman (damage +2 with a Goblin Spear when ``spear``); Gimli (damage +1) is
    in play too. The Free Peoples player holds ``card``."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    for name in companions:
        sc.companion(name)
    if ally:
        sc.ally(ally)
    gimli = sc.companion("1_12")
    uruk = sc.minion("1_154")
    sc.assign(uruk, frodo)
    spearman = -1
    if spear:
        spearman = sc.minion("2_65")
        sc.bear(spearman, "1_182")
    seek = sc.hand(card)
    game = sc.start("skirmishes")
    return game, seek, uruk, spearman, gimli, frodo


def test_seek_and_hide_makes_a_minion_lose_all_damage_bonuses():
    """Seek and Hide (3_112): "Skirmish: Spot 2 [shire] companions to make a minion lose
    all damage bonuses": the Uruk Soldier (damage +1) then wounds Frodo once."""
    game, seek, uruk, _, gimli, frodo = _seek("3_112", "1_311")  # Sam
    act(game, "play", seek)
    assert game.decision.kind != "choose"  # the one minion; not Gimli (damage +1)
    assert stats.keyword(game, uruk, "damage") == 0
    assert stats.keyword(game, gimli, "damage") == 1
    events = pass_until(game, "skirmish_resolved")
    resolved = next(e for e in events if e.kind == "skirmish_resolved")
    assert resolved.amount == 1 and "Frodo takes 1 wound" in resolved.text


def test_seek_and_hide_removes_a_damage_plus_two_not_later_bonuses():
    """Seek and Hide (3_112): the bonuses the minion has lose; one gained afterwards
    counts."""
    game, seek, _, spearman, _, _ = _seek("3_112", "1_311", spear=True)
    assert stats.keyword(game, spearman, "damage") == 2
    act(game, "play", seek)
    choose(game, spearman)
    assert stats.keyword(game, spearman, "damage") == 0
    effects.add_modifier(game, spearman, "kw:damage", 1, "skirmish")
    assert stats.keyword(game, spearman, "damage") == 1


def test_seek_and_hide_needs_two_shire_companions():
    """Seek and Hide (3_112): Frodo and Boromir, or Frodo and Rosie Cotton (a [shire]
    ally), will not do."""
    for companions, ally in ((("1_97",), ""), ((), "1_309")):
        game, seek, *_ = _seek("3_112", *companions, ally=ally)
        assert not can(game, "play", seek)
