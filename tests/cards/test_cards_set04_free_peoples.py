"""Set 4 Free Peoples cards of the TTT Aragorn and Théoden starters. The Ring-bearer is
Frodo, Tired Traveller (Ring-bound), so "unbound companion" means the others."""

from __future__ import annotations

import pytest
from cardtest import Scenario, at_site, choose, strength, use

from ringtable.engine import effects, playing, stats
from ringtable.testing import act, can, pass_until

TTT = {"ring_bearers": ("4_302", "4_302"), "rings": ("4_2", "4_2")}


def _sc(site: str | None = None) -> Scenario:
    return at_site(site, **TTT) if site else Scenario(**TTT)


def _skirmish(defender: str, minion: str = "4_10", site: str | None = None, **hand: str):
    sc = _sc(site)
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    return sc, fp, m, cards


def test_best_company_plus_four_at_a_battleground():
    for site, bonus in (("4_346", 4), ("4_342", 2)):
        sc, gimli, _m, cards = _skirmish("4_49", site=site, best="4_42")
        game = sc.start("skirmishes")
        act(game, "play", cards["best"])
        assert strength(game, gimli) == 6 + bonus


def test_gimli_exerts_to_pump_an_unbound_companion_more_if_legolas():
    sc, gimli, _m, _ = _skirmish("4_49")
    legolas = sc.companion("4_74")
    game = sc.start("skirmishes")
    use(game, gimli)
    assert sc.ring_bearer() not in game.decision.cards  # Frodo is Ring-bound
    choose(game, legolas)
    assert strength(game, legolas) == 6 + 2 and game.s.wounds[gimli] == 1
    sc2, gimli2, _m2, _ = _skirmish("4_49")  # Gimli (4_49): +1 for one who is not Legolas
    eomer = sc2.companion("4_266")
    game2 = sc2.start("skirmishes")
    use(game2, gimli2)
    choose(game2, eomer)
    assert strength(game2, eomer) == game2.cards[eomer].strength + 1


def test_legolas_exerts_to_weaken_a_minion_facing_an_unbound_companion():
    sc, gimli, brigand, _ = _skirmish("4_49")
    legolas = sc.companion("4_74")
    game = sc.start("skirmishes")
    use(game, legolas)
    assert strength(game, brigand) == 8 - 2  # skirmishing Gimli
    assert gimli >= 0 and game.s.wounds[legolas] == 1  # the cost: exert Legolas
    sc2, eomer, brigand2, _ = _skirmish("4_266")  # Legolas (4_74): -1 against Éomer
    legolas2 = sc2.companion("4_74")
    game2 = sc2.start("skirmishes")
    use(game2, legolas2)
    assert strength(game2, brigand2) == 8 - 1 and eomer >= 0
    sc3, frodo_fight, brigand3, _ = _skirmish("4_302")  # skirmishing Frodo, Ring-bound
    legolas3 = sc3.companion("4_74")
    game3 = sc3.start("skirmishes")
    assert not can(game3, "use", legolas3)  # no minion faces an unbound companion


def test_valor_plus_three_against_a_wounded_minion():
    sc, legolas, m, cards = _skirmish("4_74", "4_4", valor="4_87")
    sc.wounds(m, 1)
    game = sc.start("skirmishes")
    act(game, "play", cards["valor"])
    assert strength(game, legolas) == 6 + 3
    sc2, legolas2, _m2, cards2 = _skirmish("4_74", "4_4", valor="4_87")  # Valor, unwounded
    game2 = sc2.start("skirmishes")
    act(game2, "play", cards2["valor"])
    assert strength(game2, legolas2) == 6 + 2


def test_rangers_sword_on_aragorn_plus_two_more_against_uruk_hai():
    sc = _sc()
    aragorn = sc.companion("4_364")
    sc.companion("1_97")
    sword = sc.hand("4_132")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == sword} == {aragorn}
    act(game, "play", sword, aragorn)
    assert strength(game, aragorn) == 8 + 2
    sc2 = _sc()
    a2 = sc2.companion("4_364")
    sc2.bear(a2, "4_132")
    sc2.assign(sc2.minion("4_165"), a2)
    assert strength(sc2.start("skirmishes"), a2) == 8 + 2 + 2


def test_aragorn_may_wound_a_minion_per_unbound_hobbit_when_the_fellowship_moves():
    sc = _sc()
    sc.companion("4_364")
    sc.companion("4_310")
    sc.companion("4_314")
    orc = sc.minion("4_191")
    game = sc.start("fellowship")
    act(game, "pass")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve")
    assert game.s.wounds[orc] == 2  # Merry and Pippin; Frodo is Ring-bound


def test_aragorn_is_not_offered_without_a_minion_or_an_unbound_hobbit():
    """Aragorn (4_364) needs a minion to wound and an unbound Hobbit to spot: Frodo is
    Ring-bound, and Aragorn himself is unbound but no Hobbit."""
    for minion, hobbit in ((True, False), (False, True)):
        sc = _sc()
        sc.companion("4_364")
        if hobbit:
            sc.companion("4_310")
        if minion:
            sc.minion("4_191")
        game = sc.start("fellowship")
        act(game, "pass")
        while game.decision is not None and game.s.phase == "fellowship":
            assert game.decision.kind != "optional_trigger", (minion, hobbit)
            act(game, "pass")


def test_hobbit_sword_bearer_must_be_a_hobbit():
    sc = _sc()
    merry = sc.companion("4_310")
    sc.companion("4_364")
    sword = sc.hand("4_306")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == sword} == {merry,
                                                                           sc.ring_bearer()}


def test_knocked_on_the_head_plays_an_unbound_hobbit_from_discard():
    sc = _sc()
    merry = sc.discard("4_310")
    knock = sc.hand("4_308")
    game = sc.start("regroup")
    act(game, "play", knock)
    assert game.s.zone[merry] == "fellowship"


def test_merry_exerts_the_ring_bearer_to_leave_unless_the_shadow_pays():
    sc, merry, _m, _ = _skirmish("4_310")
    game = sc.twilight(2).start("skirmishes")
    use(game, merry)
    assert game.s.wounds[sc.ring_bearer()] == 1
    assert game.decision.player == 1 and game.decision.kind == "choose"
    act(game, "pass")
    assert game.s.zone[merry] == "discard"


def test_pippin_adds_a_burden_to_leave_the_shadow_may_remove_two_to_prevent():
    sc, pippin, _m, _ = _skirmish("4_314")
    game = sc.twilight(2).start("skirmishes")
    use(game, pippin)
    assert game.s.burdens[0] == 1
    choose(game, pippin)  # the Shadow player pays (2)
    assert game.s.zone[pippin] == "fellowship" and game.s.twilight == 0


def test_severed_his_bonds_cancels_at_sites_1_to_4_else_tripled_overwhelm():
    sc, merry, _m, cards = _skirmish("4_310", site="4_346", bonds="4_319")
    game = sc.start("skirmishes")
    act(game, "play", cards["bonds"])
    assert "skirmish_cancelled" in [e.kind for e in pass_until(game, "skirmish_ended")]
    sc2, merry2, _m2, cards2 = _skirmish("4_310", site="4_350", bonds="4_319")
    game2 = sc2.start("skirmishes")
    act(game2, "play", cards2["bonds"])
    assert set(game2.decision.cards) == {merry2, sc2.ring_bearer()}  # Hobbits only
    choose(game2, merry2)
    assert stats.rule(game2, merry2, "overwhelm_triple") == 1 and merry >= 0
    sc3, _eomer, _m3, cards3 = _skirmish("4_266", site="4_346", bonds="4_319")
    assert not can(sc3.start("skirmishes"), "play", cards3["bonds"])  # no Hobbit fights


def test_swiftly_and_softly_at_sites_6_to_9_caps_wounds_at_one():
    sc, merry, _m, cards = _skirmish("4_310", "4_10", site="4_354", swift="4_321")
    sc.bear(merry, "4_306")  # 5 against 8: not overwhelmed
    game = sc.start("skirmishes")
    act(game, "play", cards["swift"])
    assert set(game.decision.cards) == {merry, sc.ring_bearer()}  # Hobbits only
    choose(game, merry)
    game.s.mods = game.s.mods + [(_m, "kw:damage", 2, "skirmish", -1)]
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[merry] == 1
    sc2, merry2, _m2, cards2 = _skirmish("4_310", site="4_350", swift="4_321")
    game2 = sc2.start("skirmishes")
    act(game2, "play", cards2["swift"])
    assert "skirmish_cancelled" in [e.kind for e in pass_until(game2, "skirmish_ended")]
    assert merry2 >= 0
    sc3, _eomer, _m3, cards3 = _skirmish("4_266", site="4_350", swift="4_321")
    assert not can(sc3.start("skirmishes"), "play", cards3["swift"])  # no Hobbit fights


def test_frodo_plays_a_ring_bound_companion_to_remove_a_burden():
    sc = _sc()
    sam = sc.hand("4_315")
    game = sc.burdens(2).at_site(2).start("fellowship")
    use(game, sc.ring_bearer())
    assert game.s.zone[sam] == "fellowship" and game.s.burdens[0] == 1


def test_brego_needs_a_rohan_man_may_heal_and_makes_skirmishing_minions_exert():
    """Brego (4_263): "To play, spot a [rohan] Man. Bearer must be a Man, Elf or Wizard.
    When you play Brego, you may heal bearer. At the start of each skirmish involving
    bearer, each minion skirmishing bearer must exert." """
    sc = _sc()
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")
    legolas = sc.companion("4_74")  # an Elf may bear him too
    brego = sc.hand("4_263")
    sword = sc.hand("4_306")  # Hobbit Sword, played afterwards
    sc.wounds(eomer, 2).wounds(boromir, 1)
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == brego}
    assert targets == {eomer, boromir, legolas}  # not Frodo: a Hobbit cannot bear him
    act(game, "play", brego, eomer)
    act(game, "resolve", brego)
    assert game.s.wounds[eomer] == 1 and game.s.wounds[boromir] == 1  # the bearer, once
    act(game, "play", sword, sc.ring_bearer())  # another card played: Brego stays quiet
    assert not any(a.kind == "resolve" and a.card == brego for a in game.legal_actions())
    sc2, eomer2, m, _ = _skirmish("4_266", "4_4")
    m2 = sc2.minion("4_4")
    sc2.assign(m2, eomer2)
    sc2.bear(eomer2, "4_263")
    sc2.start("skirmishes")
    exerted = {c for e in sc2.events if e.kind == "exerted" for c in e.cards}
    assert {m, m2} <= exerted  # each minion skirmishing the bearer
    sc3 = _sc()
    sc3.companion("1_97")  # a [gondor] Man: no [rohan] Man to spot
    sc3.bear(sc3.companion("4_74"), "4_274")  # Firefoot on Legolas: [rohan], no Man
    brego3 = sc3.hand("4_263")
    assert not can(sc3.start("fellowship"), "play", brego3)


def test_eomer_costs_one_less_with_a_rohan_man_and_heals_a_rohan_ally():
    sc = _sc()
    eomer = sc.hand("4_266")
    game = sc.at_site(2).start("fellowship")
    assert playing.twilight_cost(game, eomer, 0) == 3
    sc2 = _sc()
    sc2.companion("4_365")
    e2 = sc2.hand("4_266")
    assert playing.twilight_cost(sc2.at_site(2).start("fellowship"), e2, 0) == 2
    sc3 = _sc()
    eomer3 = sc3.companion("4_266")
    guma = sc3.ally("4_277")
    grimir = sc3.ally("1_17")  # a [dwarven] ally
    sc3.wounds(guma, 1).wounds(eomer3, 1).wounds(grimir, 1)  # Éomer heals a [rohan] ally
    g3 = sc3.start("start")
    act(g3, "resolve")
    assert g3.s.wounds[guma] == 0 and g3.s.wounds[eomer3] == 1 and g3.s.wounds[grimir] == 1
    sc4 = _sc()  # a [gondor] Man (Boromir) bearing a [rohan] mount: no [rohan] Man
    boromir4 = sc4.companion("1_97")
    sc4.bear(boromir4, "4_283")
    e4 = sc4.hand("4_266")
    assert playing.twilight_cost(sc4.at_site(2).start("fellowship"), e4, 0) == 3


def test_eowyn_exerts_and_adds_one_to_prevent_a_wound_to_an_unbound_companion():
    sc, eowyn, _m, _ = _skirmish("4_270", "4_17")
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve")
    assert game.s.wounds[eowyn] == 1 and game.s.twilight == 1  # the exertion, not the wound
    assert "wound_prevented" in [e.kind for e in events]


def test_heavy_chain_and_herugrim():
    sc = _sc()
    theoden = sc.companion("4_365")
    sc.bear(theoden, "4_278")
    sc.bear(theoden, "4_280")
    game = sc.start("fellowship")
    assert stats.rule(game, theoden, "overwhelm_triple") == 1
    assert stats.keyword(game, theoden, "damage") == 1
    assert strength(game, theoden) == 6 + 2 and stats.vitality(game, theoden) == 2 + 1


def test_herugrim_bearer_must_be_theoden():
    sc = _sc()
    theoden = sc.companion("4_365")
    sc.companion("4_266")
    herugrim = sc.hand("4_280")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == herugrim} == {theoden}


def test_an_honorable_charge_plus_one_per_rohan_man_limit_three():
    sc, eomer, _m, cards = _skirmish("4_266", charge="4_282")
    for card in ("4_365", "4_270", "4_286"):
        sc.companion(card)
    game = sc.start("skirmishes")
    act(game, "play", cards["charge"])
    assert sc.ring_bearer() not in game.decision.cards  # Frodo is Ring-bound
    choose(game, eomer)
    assert strength(game, eomer) == 7 + 3
    sc2, eomer2, _m2, cards2 = _skirmish("4_266", charge="4_282")  # An Honorable Charge
    sc2.companion("1_97")  # a [gondor] Man: not counted
    sc2.bear(eomer2, "4_283")  # a [rohan] possession: not counted
    game2 = sc2.start("skirmishes")
    act(game2, "play", cards2["charge"])
    if game2.decision is not None and game2.decision.kind == "choose":
        choose(game2, eomer2)
    assert strength(game2, eomer2) == 7 + 1


def test_horse_of_rohan_needs_a_rohan_man_and_makes_skirmishing_minions_exert():
    """Horse of Rohan (4_283): "To play, spot a [rohan] Man. Bearer must be a Man, Elf or
    Wizard. ... each minion skirmishing bearer must exert." """
    sc = _sc()
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")
    legolas = sc.companion("4_74")  # an Elf may bear it too
    horse = sc.hand("4_283")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == horse}
    assert targets == {eomer, boromir, legolas}  # not Frodo, a Hobbit
    act(game, "play", horse, eomer)
    assert game.s.bearer[horse] == eomer
    sc2, eomer2, m, _ = _skirmish("4_266", "4_4")
    m2 = sc2.minion("4_4")
    sc2.assign(m2, eomer2)
    sc2.bear(eomer2, "4_283")
    sc2.start("skirmishes")
    exerted = {c for e in sc2.events if e.kind == "exerted" for c in e.cards}
    assert {m, m2} <= exerted
    sc3 = _sc()
    sc3.companion("1_97")  # a [gondor] Man: no [rohan] Man to spot
    sc3.bear(sc3.companion("4_74"), "4_274")  # Firefoot on Legolas: [rohan], no Man
    horse3 = sc3.hand("4_283")
    assert not can(sc3.start("fellowship"), "play", horse3)


def test_rider_of_rohan_mounted_exerts_to_exert_a_minion():
    sc, eomer, m, _ = _skirmish("4_266", "4_4")
    rider = sc.companion("4_286")
    sc.bear(rider, "4_283")
    game = sc.start("skirmishes")
    wounds = game.s.wounds[m]
    use(game, rider)
    assert game.s.wounds[m] == wounds + 1 and game.s.wounds[rider] == 1
    sc2 = _sc()
    r2 = sc2.companion("4_286")
    sc2.assign(sc2.minion("4_4"), sc2.companion("4_266"))
    assert not can(sc2.start("skirmishes"), "use", r2) and eomer >= 0


def test_guma_heals_a_rohan_man_and_leaves_when_his_home_is_controlled():
    sc = _sc("4_346")
    guma = sc.ally("4_277")
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")  # a [gondor] Man: not for Guma to heal
    sc.wounds(eomer, 1).wounds(boromir, 1)
    game = sc.start("fellowship")
    use(game, guma)
    assert boromir not in game.decision.cards
    choose(game, eomer)  # Guma, just exerted, is a wounded [rohan] Man too
    assert game.s.wounds[eomer] == 0
    game.s.site = [6, 6]
    for _ in range(4):
        effects.take_control(game, 1)
    game.settle()
    assert game.s.zone[guma] == "discard"


def test_weland_heals_a_mounted_companion():
    sc = _sc()
    weland = sc.ally("4_295")
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")  # wounded, but not mounted
    sc.bear(eomer, "4_283")
    sc.wounds(eomer, 1).wounds(boromir, 1)
    game = sc.start("fellowship")
    use(game, weland)
    assert game.s.wounds[eomer] == 0 and game.s.wounds[weland] == 1
    assert game.s.wounds[boromir] == 1 and (game.decision is None
                                             or game.decision.kind != "choose")


def test_weland_is_discarded_if_played_while_his_home_is_controlled():
    sc = _sc("4_346")
    weland = sc.hand("4_295")
    game = sc.start("fellowship")
    game.s.controller[game.s.path[4]] = 1
    act(game, "play", weland)
    assert game.s.zone[weland] == "discard"


@pytest.mark.parametrize("ally", ["4_277", "4_295"])
def test_guma_and_weland_leave_when_their_home_site_is_controlled(ally):
    """Guma (4_277), Weland (4_295): "If an opponent controls [this ally's home site],
    discard [him]": when it is taken, or when he is played while it is controlled;
    played while it is free, he stays."""
    for controlled in (True, False):
        sc = _sc("4_346")
        card = sc.hand(ally)
        game = sc.start("fellowship")
        if controlled:
            game.s.controller[game.s.path[4]] = 1
        act(game, "play", card)
        assert (game.s.zone[card] == "discard") is controlled
    sc = _sc("4_346")
    card = sc.ally(ally)
    game = sc.start("fellowship")
    game.s.site = [6, 6]
    for _ in range(4):
        effects.take_control(game, 1)
    game.settle()
    assert game.s.zone[card] == "discard"


@pytest.mark.parametrize("ally", ["4_277", "4_295"])
def test_guma_and_weland_stay_when_another_card_is_played(ally):
    """Guma (4_277), Weland (4_295): the "played" rule is about playing him; another
    card played while he is in play does not discard him."""
    sc = _sc("4_346")
    card = sc.ally(ally)
    other = sc.hand("4_306")  # Hobbit Sword
    game = sc.start("fellowship")
    game.s.controller[game.s.path[4]] = 1  # his home is controlled (no event)
    act(game, "play", other, sc.ring_bearer())
    assert game.s.zone[card] == "support"


def test_well_stored_may_heal_a_villager_at_the_start_of_the_fellowship_phase():
    sc = _sc()
    sc.support("4_296")
    guma = sc.ally("4_277")
    boromir = sc.companion("1_97")  # Well Stored (4_296): not a villager
    sc.wounds(guma, 1).wounds(boromir, 1)
    game = sc.start("start")
    act(game, "resolve")
    assert game.s.wounds[guma] == 0 and game.s.wounds[boromir] == 1


def test_work_for_the_sword_plus_two_and_damage_plus_two_if_mounted():
    sc, eomer, _m, cards = _skirmish("4_266", work="4_297")
    sc.bear(eomer, "4_283")
    game = sc.start("skirmishes")
    act(game, "play", cards["work"])
    assert strength(game, eomer) == 7 + 2 and stats.keyword(game, eomer, "damage") == 2


def test_theoden_plays_a_rohan_possession_on_a_rohan_companion_to_heal_it_once():
    """Théoden (4_365): "Fellowship: Play a [rohan] possession on a [rohan] companion to
    heal that companion (limit once per turn)"; Boromir ([gondor]) is no bearer, Armor
    ([gondor]) no possession for it, and only the bearer is healed."""
    sc = _sc()
    theoden = sc.companion("4_365")
    eomer = sc.companion("4_266")
    boromir = sc.companion("1_97")
    sc.wounds(eomer, 1).wounds(boromir, 1)
    chain = sc.hand("4_278")
    sc.hand("4_278")
    armor = sc.hand("1_92")
    game = sc.at_site(2).start("fellowship")
    use(game, theoden)
    assert boromir not in game.decision.cards and armor not in game.decision.cards
    choose(game, eomer)
    assert game.s.bearer[chain] == eomer and game.s.wounds[eomer] == 0
    assert game.s.wounds[boromir] == 1 and game.decision.kind != "choose"
    assert game.s.zone[armor] == "hand"
    assert not can(game, "use", theoden)  # limit once per turn


def test_frodo_tired_traveller_plays_a_ring_bound_companion_to_remove_a_burden():
    """"Fellowship: Play a Ring-bound companion to remove a burden"."""
    sc = Scenario(ring_bearers=("4_302", "4_302"), rings=("4_2", "4_2"))
    damrod = sc.hand("4_114")  # Damrod, Ranger of Ithilien: Ring-bound, cost 2
    sc.hand("4_74")  # Legolas: not Ring-bound, cannot pay the cost
    sc.burdens(2)
    game = sc.start("fellowship")
    use(game, sc.ring_bearer())
    assert game.s.zone[damrod] == "fellowship" and game.s.burdens[0] == 1
    sc2 = Scenario(ring_bearers=("4_302", "4_302"), rings=("4_2", "4_2"))
    sc2.hand("4_74")  # Legolas alone: not Ring-bound, so the ability cannot be used
    sc2.burdens(2)
    game2 = sc2.start("fellowship")
    assert not can(game2, "use", sc2.ring_bearer())
    assert not can(sc2.start("shadow"), "use", sc2.ring_bearer())


# -- each filter word, cost and branch a case of its own (issue 16: proven scripts) -------------

def test_rangers_sword_blade_of_aragorn_pumps_aragorn_not_another_against_uruk_hai():
    """Ranger's Sword, Blade of Aragorn (4_132): "While skirmishing an Uruk-hai, Aragorn
    is strength +2": Boromir skirmishing an Uruk-hai beside him gets nothing."""
    sc = _sc()
    aragorn = sc.companion("4_364")
    boromir = sc.companion("1_97")
    sc.bear(aragorn, "4_132")
    sc.assign(sc.minion("4_165"), boromir)
    assert strength(sc.start("skirmishes"), boromir) == 7


def test_eowyn_protects_an_unbound_companion_not_the_ring_bound_frodo():
    """Éowyn, Lady of Rohan (4_270): "If an unbound companion is about to take a
    wound": Frodo, Tired Traveller is Ring-bound, so his wound is not hers to prevent."""
    sc = _sc()
    eowyn = sc.companion("4_270")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_178"), frodo)  # 5 against 3: a wound, not overwhelmed
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.wounds[eowyn] == 0


def test_rider_of_rohan_exerts_a_minion_facing_an_unbound_companion_only():
    """Rider of Rohan (4_286): "exert a minion skirmishing an unbound companion": a
    minion skirmishing Frodo, Ring-bound, is not one; with no other, he cannot."""
    sc = _sc()
    rider = sc.companion("4_286")
    sc.bear(rider, "4_283")
    sc.assign(sc.minion("4_4"), sc.ring_bearer())
    assert not can(sc.start("skirmishes"), "use", rider)


def test_weland_heals_a_mounted_companion_not_a_mounted_minion():
    """Weland, Smith of the Riddermark (4_295): "heal a mounted companion": not a
    Nazgûl on a Black Steed."""
    sc = _sc()
    weland = sc.ally("4_295")
    eomer = sc.companion("4_266")
    sc.bear(eomer, "4_283")
    nazgul = sc.minion("1_229")
    sc.bear(nazgul, "1_208")
    sc.wounds(eomer, 1).wounds(nazgul, 1)
    game = sc.start("fellowship")
    use(game, weland)
    assert game.decision is None or game.decision.kind != "choose"  # Éomer only
    assert game.s.wounds[eomer] == 0 and game.s.wounds[nazgul] == 1


def test_work_for_the_sword_damage_only_if_that_man_is_mounted():
    """Work for the Sword (4_297): "Make a [rohan] Man strength +2 (and damage +2 if
    mounted)": Éomer on foot gets no damage bonus, though the Rider beside him rides."""
    sc, eomer, _m, cards = _skirmish("4_266", work="4_297")
    rider = sc.companion("4_286")
    sc.bear(rider, "4_283")
    game = sc.start("skirmishes")
    act(game, "play", cards["work"])
    if game.decision is not None and game.decision.kind == "choose":
        choose(game, eomer)
    assert strength(game, eomer) == 7 + 2 and stats.keyword(game, eomer, "damage") == 0


def test_theoden_plays_a_possession_not_another_rohan_card_on_a_companion_not_an_ally():
    """Théoden, Lord of the Mark (4_365): "Play a [rohan] possession on a [rohan]
    companion": Weland, a [rohan] ally, is no bearer for it; with only a [rohan] event
    (An Honorable Charge) and a [rohan] condition borne by a [rohan] Man (Brought Down
    from Inside) in hand the ability cannot be used."""
    sc = _sc()
    theoden = sc.companion("4_365")
    eomer = sc.companion("4_266")
    weland = sc.ally("4_295")
    sc.wounds(eomer, 1).wounds(weland, 1)
    sc.hand("4_278")
    game = sc.at_site(2).start("fellowship")
    use(game, theoden)
    assert weland not in game.decision.cards
    sc2 = _sc()
    theoden2 = sc2.companion("4_365")
    sc2.companion("4_266")
    sc2.hand("4_282")
    sc2.hand("19_24")
    game2 = sc2.at_site(2).start("fellowship")
    assert not can(game2, "use", theoden2)


def test_knocked_on_the_head_plays_an_unbound_hobbit_only():
    """Knocked on the Head (4_308): "Play an unbound Hobbit from your discard pile": not
    Sam, Frodo's Gardener (Ring-bound), not Éomer (no Hobbit)."""
    sc = _sc()
    merry = sc.discard("4_310")
    sam = sc.discard("4_315")
    eomer = sc.discard("4_266")
    knock = sc.hand("4_308")
    game = sc.twilight(0).start("regroup")
    act(game, "play", knock)
    assert game.decision is None or game.decision.kind != "choose"  # Merry only
    assert game.s.zone[merry] == "fellowship"
    assert game.s.zone[sam] == "discard" and game.s.zone[eomer] == "discard"


def test_merry_stays_when_the_shadow_player_removes_two():
    """Merry, Learned Guide (4_310): "Any Shadow player may remove (2) to prevent this":
    the prevention costs the Shadow player two twilight tokens."""
    sc, merry, _m, _ = _skirmish("4_310")
    game = sc.twilight(2).start("skirmishes")
    use(game, merry)
    choose(game, merry)  # the Shadow player pays (2)
    assert game.s.zone[merry] == "fellowship" and game.s.twilight == 0


def test_pippin_leaves_when_the_shadow_player_does_not_pay():
    """Pippin, Woolly-footed Rascal (4_314): "Add a burden to discard Pippin": unless
    the Shadow player removes (2), Pippin is discarded."""
    sc, pippin, _m, _ = _skirmish("4_314")
    game = sc.twilight(2).start("skirmishes")
    use(game, pippin)
    act(game, "pass")
    assert game.s.zone[pippin] == "discard" and game.s.twilight == 2
