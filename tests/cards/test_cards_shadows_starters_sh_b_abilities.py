"""Shadows-era starters (set 11), Shadow cards: abilities, play triggers and bearers."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"  # strength 7, vitality 3
STABLES = "11_259"  # a Shadows-era site with no keyword
FIVE_MORE = ("1_12", "1_51", "1_365", "1_311")  # with Frodo and Boromir: 6 companions


def _path(*sites: str) -> Scenario:
    """The fellowship at the last of ``sites`` (Shadows-era sites, in path order)."""
    return Scenario(sites=((sites[0],), tuple(sites[1:]))).at_site(len(sites))


def _skirmish(sc: Scenario, minion: str, twilight: int = 5):
    fp = sc.companion(BOROMIR)
    m = sc.minion(minion)
    sc.assign(m, fp)
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game, fp, m


def test_column_of_easterlings_discards_itself_for_a_men_minion_plus_four():
    # "Skirmish: Discard this minion to make a [men] minion strength +4."
    sc = _path(STABLES, "11_237")
    column = sc.minion("11_72")
    orc = sc.minion("11_116")  # an [orc] minion: not a target
    game, _fp, elder = _skirmish(sc, "11_77")
    use(game, column)
    assert game.s.zone[column] == "discard"
    assert strength(game, elder) == 10 + 4
    assert strength(game, orc) == 7


def test_raging_dunlending_may_exert_to_be_fierce_until_regroup():
    # "When you play this minion, you may exert it to make it fierce until the regroup phase."
    for take in (True, False):
        sc = _path(STABLES, "11_237")
        raging = sc.hand("11_97")
        game = sc.twilight(6).start("shadow")
        act(game, "play", raging)
        act(game, "resolve", raging) if take else act(game, "pass")
        assert game.s.wounds[raging] == (1 if take else 0)
        assert stats.keyword(game, raging, "fierce") == (1 if take else 0)
    for _ in range(30):  # fierce through the turn, until the regroup phase
        if game.s.phase == "regroup":
            break
        assert stats.keyword(game, raging, "fierce") == 0  # (the declined copy)
        pass_until(game, event_kind="phase_started")
    assert game.s.phase == "regroup"


def test_raging_dunlending_fierce_ends_at_the_regroup_phase():
    sc = _path(STABLES, "11_237")
    raging = sc.hand("11_97")
    game = sc.twilight(6).start("shadow")
    act(game, "play", raging)
    act(game, "resolve", raging)
    for _ in range(30):
        if game.s.phase == "regroup":
            break
        assert stats.keyword(game, raging, "fierce") == 1
        pass_until(game, event_kind="phase_started")
    assert game.s.phase == "regroup"
    assert stats.keyword(game, raging, "fierce") == 0


def test_raging_dunlending_men_minions_fierce_with_six_companions():
    # "While you can spot 6 companions, each [men] minion is fierce."
    for six in (True, False):
        sc = _path(STABLES, "11_237")
        sc.minion("11_97")
        elder = sc.minion("11_77")  # [men]
        orc = sc.minion("11_116")
        for name in (BOROMIR, *FIVE_MORE) if six else FIVE_MORE:
            sc.companion(name)
        game = sc.start("skirmishes")
        assert stats.keyword(game, elder, "fierce") == (1 if six else 0)
        assert stats.keyword(game, orc, "fierce") == 0


def test_harad_standard_bearer_removes_three_for_damage_plus_one():
    # "Skirmish: Remove (3) to make this minion damage +1."
    game, _fp, harad = _skirmish(_path(STABLES, "11_237"), "11_84", twilight=3)
    use(game, harad)
    assert game.s.twilight == 0
    assert stats.keyword(game, harad, "damage") == 1
    game, _fp, harad = _skirmish(_path(STABLES, "11_237"), "11_84", twilight=2)
    assert not can(game, "use", harad)


def test_poleaxe_bearer_is_a_men_minion():
    # "Bearer must be a [men] minion."
    sc = _path(STABLES, "11_237")
    elder = sc.minion("11_77")
    sc.minion("11_116")  # [orc]
    sc.minion("1_178")  # [moria]
    poleaxe = sc.hand("11_95")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == poleaxe} == {elder}


def test_poleaxe_removes_two_to_make_a_men_minion_fierce_until_regroup():
    # "Skirmish: Remove (2) to make a [men] minion fierce until the regroup phase."
    sc = _path(STABLES, "11_237")
    fp = sc.companion(BOROMIR)
    elder = sc.minion("11_77")
    poleaxe = sc.bear(elder, "11_95")
    orc = sc.minion("11_116")
    sc.assign(elder, fp)
    game = sc.twilight(2).start("skirmishes")
    act(game, "pass")
    assert strength(game, elder) == 10 + 2
    use(game, poleaxe)
    assert game.s.twilight == 0
    assert stats.keyword(game, elder, "fierce") == 1
    assert stats.keyword(game, orc, "fierce") == 0
    assert not can(game, "use", poleaxe)  # no twilight left
    for _ in range(20):  # through the fierce skirmishes: still fierce
        if game.s.phase == "regroup":
            break
        assert stats.keyword(game, elder, "fierce") == 1
        pass_until(game, event_kind="phase_started")
    assert game.s.phase == "regroup"
    assert stats.keyword(game, elder, "fierce") == 0  # "until the regroup phase"


def test_unyielding_goblin_exerts_itself_to_exert_its_companion_underground_only():
    # "Skirmish: If this minion is at an underground site, exert it to exert a companion it
    # is skirmishing."
    sc = _path(STABLES, "11_247")  # Moria Guardroom: underground (Cavern Entrance, also
    gimli = sc.companion("1_12")    # underground, forbids skirmish special abilities)
    game, boromir, goblin = _skirmish(sc, "11_142")
    use(game, goblin)
    assert game.s.wounds[goblin] == 1
    assert game.s.wounds[boromir] == 1
    assert game.s.wounds[gimli] == 0
    game, _fp, goblin = _skirmish(_path(STABLES, "11_237"), "11_142")  # plains
    assert not can(game, "use", goblin)


def test_orc_hammer_bearer_is_an_orc_orc():
    # "Bearer must be an [orc] Orc."
    sc = _path(STABLES, "11_237")
    orc = sc.minion("11_116")
    sc.minion("1_178")  # a [moria] Orc
    sc.minion("11_183")  # an [uruk-hai] Uruk-hai
    sc.minion("11_108")  # Beastly Olog-hai: an [orc] Troll
    hammer = sc.hand("11_130")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == hammer} == {orc}


def test_orc_hammer_may_exert_a_companion_when_played():
    # "When you play this possession, you may exert a companion."
    for take in (True, False):
        sc = _path(STABLES, "11_237")
        boromir = sc.companion(BOROMIR)
        orc = sc.minion("11_115")  # Denizen of Khazad-dûm (9, vitality 2: could exert)
        hammer = sc.hand("11_130")
        game = sc.twilight(3).start("shadow")
        act(game, "play", hammer, orc)
        act(game, "resolve", hammer) if take else act(game, "pass")
        if take:
            frodo = sc.ring_bearer()
            assert set(game.decision.cards) == {frodo, boromir}  # a companion, not the Orc
            choose(game, boromir)
        assert game.s.wounds[boromir] == (1 if take else 0)
        assert strength(game, orc) == 9 + 1


def test_play_triggers_fire_only_for_their_own_card():
    # "When you play this minion/possession": not when another card is played.
    sc = _path(STABLES, "11_237")
    sc.minion("11_97")  # Raging Dunlending in play
    sc.minion("11_79")  # Fearsome Dunlending in play (at a plains site)
    orc = sc.minion("11_116")
    sc.bear(orc, "11_130")  # Orc Hammer in play
    other = sc.hand("11_116")
    game = sc.twilight(6).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"


def test_demoralized_needs_an_orc_minion_to_play():
    # "To play, spot an [orc] minion."
    for minion, playable in (("11_116", True), ("11_183", False)):  # [orc]; [uruk-hai]
        sc = _path(STABLES, "11_237")
        sc.minion(minion)
        demoralized = sc.hand("11_114")
        game = sc.twilight(3).start("shadow")
        assert can(game, "play", demoralized) is playable, minion
    sc = _path(STABLES, "11_237")  # an [orc] card that is no minion does not do
    sc.support("11_114", player=sc.shadow)
    demoralized = sc.hand("11_114")
    game = sc.twilight(3).start("shadow")
    assert not can(game, "play", demoralized)


def test_demoralized_may_add_one_or_two_when_a_companion_exerts():
    # "Each time a companion exerts, you may add (1) (or (2) if you can spot 6 companions)."
    for six, added in ((False, 1), (True, 2)):
        sc = _path(STABLES, "11_247")
        demoralized = sc.support("11_114", player=sc.shadow)
        for name in FIVE_MORE if six else FIVE_MORE[1:]:
            sc.companion(name)
        game, boromir, goblin = _skirmish(sc, "11_142", twilight=0)
        use(game, goblin)  # Unyielding Goblin exerts itself (a minion: no trigger), then Boromir
        act(game, "resolve", demoralized)
        assert game.s.twilight == added, six
        assert game.decision.kind != "optional_trigger"  # once: not for the Goblin's exertion
        assert game.s.wounds[boromir] == 1
    sc = _path(STABLES, "11_247")  # declined: nothing added
    sc.support("11_114", player=sc.shadow)
    game, _boromir, goblin = _skirmish(sc, "11_142", twilight=0)
    use(game, goblin)
    act(game, "pass")
    assert game.s.twilight == 0


def test_drawn_to_its_power_adds_a_burden_when_a_nazgul_kills_a_companion():
    # "Each time a companion is killed in a skirmish involving a Nazgûl, add a burden."
    for minion, burdens in (("11_221", 1), ("11_117", 0)):  # Lemenya (Nazgûl); an Orc
        sc = _path(STABLES, "11_237")
        sc.support("11_209", player=sc.shadow)
        sam = sc.companion("1_311")  # strength 3, vitality 4
        sc.wounds(sam, 3)
        sc.assign(sc.minion(minion), sam)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert game.s.zone[sam] == "dead", minion
        assert game.s.burdens[game.s.fp] == burdens, minion


def test_drawn_to_its_power_not_for_a_killed_nazgul():
    # "... a companion is killed": a Nazgûl killed in its own skirmish adds nothing.
    sc = _path(STABLES, "11_237")
    sc.support("11_209", player=sc.shadow)
    aragorn = sc.companion("1_89")
    sc.bear(aragorn, "1_112")  # Ranger's Sword: Aragorn 8 + 2 beats Úlairë Nertëa's 9
    nertea = sc.minion("11_223")
    sc.wounds(nertea, 1)
    sc.assign(nertea, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[nertea] != "minions"
    assert game.s.burdens[game.s.fp] == 0


def test_fearsome_dunlending_at_plains_may_make_an_unbound_companion_resistance_minus_one():
    # "When you play this minion at a plains site, you may spot an unbound companion to make
    # that companion resistance -1 until the end of the turn." Frodo is Ring-bound.
    sc = _path(STABLES, "11_237")  # Ettenmoors: plains
    boromir = sc.companion(BOROMIR)
    fearsome = sc.hand("11_79")
    sc.assign(sc.minion("11_77"), boromir)  # a minion, no companion to pick; a skirmish
    game = sc.twilight(6).start("shadow")
    act(game, "play", fearsome)
    act(game, "resolve", fearsome)
    assert stats.resistance(game, boromir) == 6 - 1
    assert stats.resistance(game, sc.ring_bearer()) == 10
    for _ in range(30):  # still so through the skirmishes, into the regroup phase
        if game.s.phase == "regroup":
            break
        pass_until(game, event_kind="phase_started")
    assert game.s.phase == "regroup"
    assert stats.resistance(game, boromir) == 6 - 1
    sc = _path(STABLES, "11_256")  # The Prancing Pony: no plains, no offer
    sc.companion(BOROMIR)
    fearsome = sc.hand("11_79")
    game = sc.twilight(6).start("shadow")
    act(game, "play", fearsome)
    assert game.decision.kind != "optional_trigger"


def test_our_foes_are_weak_on_an_unbound_companion_strength_and_resistance():
    # "To play, spot an [uruk-hai] minion. Bearer must be an unbound companion. Limit 1 per
    # bearer." Printed strength -1, resistance -3.
    sc = _path(STABLES, "11_237")
    boromir = sc.companion(BOROMIR)
    sc.minion("11_183")  # Feral Uruk: [uruk-hai]
    foes = sc.hand("11_196")
    second = sc.hand("11_196")
    game = sc.twilight(6).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == foes} == {boromir}  # not Frodo
    act(game, "play", foes, boromir)
    assert stats.strength(game, boromir) == 7 - 1
    assert stats.resistance(game, boromir) == 6 - 3
    assert not can(game, "play", second)  # limit 1 per bearer
    sc = _path(STABLES, "11_237")  # an [orc] minion, an [uruk-hai] condition do not do
    sc.companion(BOROMIR)
    sc.minion("11_116")
    sc.support("11_185", player=sc.shadow)  # Fortitude
    foes = sc.hand("11_196")
    game = sc.twilight(6).start("shadow")
    assert not can(game, "play", foes)
