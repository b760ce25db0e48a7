"""Set 1 sites of the FotR Aragorn and Gandalf starters.

Site abilities for Shadow players ("Shadow: ...", or a minion's side of "Skirmish: Exert
your companion or minion") are offered through the Shadow player's One Ring until the
engine offers them itself (``scripts/gaps.py``).
"""

from __future__ import annotations

from cardtest import Scenario, at_site, choose, strength, use

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until
from ringtable.testing.scenario import DEFAULT_SITES


def _shadow_use(game, site: int, player: int = 1) -> None:
    """A Shadow player uses the current site's ability (offered through that player's
    One Ring until the engine offers site abilities to Shadow players itself)."""
    assert game.decision.player == player
    for card in (site, game.s.ring[player]):  # the engine's own offer, or the ring's
        if can(game, "use", card):
            act(game, "use", card)
            return
    raise AssertionError(f"{game.name(site)}'s ability is not offered to the Shadow player")


def _moving_to(site_id: str) -> Scenario:
    """The fellowship one site before ``site_id``, which the Shadow player will play."""
    sc = Scenario(sites=(DEFAULT_SITES[1], DEFAULT_SITES[0]))
    if site_id not in DEFAULT_SITES[0]:
        sc = Scenario()
    from ringtable.cards import default_database

    sc.at_site(default_database()[site_id].site_number - 1)
    return sc


def test_east_road_companions_cost_two_more():
    sc = at_site("1_320")
    boromir = sc.hand("1_97")
    armor = sc.hand("1_92")  # East Road (1_320): a possession costs as printed
    game = sc.start("fellowship")
    assert playing.twilight_cost(game, boromir, 0) == 3 + 2
    assert playing.twilight_cost(game, armor, 0) == game.cards[armor].twilight_cost


def test_bree_gate_move_limit_plus_one_with_a_ranger_for_the_turn():
    sc = at_site("1_327")
    sc.companion("1_365")
    game = sc.start("fellowship")
    assert stats.move_limit(game) == 3
    pass_until(game, "moves_to")  # moving on keeps the +1 for this turn
    assert stats.move_limit(game) == 3
    sc2 = at_site("1_327")
    assert stats.move_limit(sc2.start("fellowship")) == 2


def test_rivendell_terrace_play_a_man_to_draw_a_card():
    sc = at_site("1_340")
    boromir = sc.hand("1_97")
    second = sc.draw_top("1_94")
    top = sc.draw_top("1_92")
    gimli = sc.hand("1_12")  # a companion that is not a Man: no cost for the ability
    game = sc.start("fellowship")
    site = game.s.path[3]
    use(game, site)
    assert game.s.zone[boromir] == "fellowship" and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw" and game.s.zone[gimli] == "hand"  # one card


def test_moria_lake_frodo_or_two_other_companions_exert():
    sc = _moving_to("1_346")
    boromir = sc.companion("1_97")
    aragorn = sc.companion("1_365")
    frodo = sc.ring_bearer()
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.decision.kind == "choose_option" and game.decision.player == 0
    labels = [game.describe(a) for a in game.legal_actions()]
    assert labels == ["Frodo exerts", "2 other companions exert"]
    act(game, "choose_option", value=1)
    assert (game.s.wounds[boromir], game.s.wounds[aragorn], game.s.wounds[frodo]) == (1, 1, 0)
    sc2 = _moving_to("1_346")
    sc2.companion("1_97")
    sc2.companion("1_365")
    frodo2 = sc2.ring_bearer()
    game2 = sc2.start("fellowship")
    act(game2, "pass")
    act(game2, "choose_option", value=0)
    assert game2.s.wounds[frodo2] == 1


def test_moria_lake_frodo_exerts_alone():
    """Issue 16: with only Frodo and Boromir, "2 other companions" cannot be carried out
    in full, so Frodo must exert (Boromir alone was offered)."""
    sc = _moving_to("1_346")
    boromir = sc.companion("1_97")
    frodo = sc.ring_bearer()
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.decision is None or game.decision.kind != "choose" or \
        boromir not in game.decision.cards
    assert game.s.wounds[frodo] == 1 and game.s.wounds[boromir] == 0


def test_the_bridge_plays_the_balrog_six_cheaper():
    sc = at_site("1_349")
    balrog = sc.hand("2_51")
    game = sc.twilight(6).start("shadow")
    _shadow_use(game, game.s.path[5])
    assert game.s.zone[balrog] == "minions" and game.s.twilight == 0


def test_galadriels_glade_exert_an_elf_to_look_at_the_opponents_hand():
    sc = at_site("1_351")
    legolas = sc.companion("1_51")
    orc = sc.hand("1_178")
    game = sc.start("fellowship")
    events = use(game, game.s.path[6])
    seen = next(e for e in events if e.kind == "look_at_hand")
    assert orc in seen.cards and game.s.wounds[legolas] == 1


def test_silverlode_banks_every_companion_exerts_without_a_ranger():
    for ranger, wounds in ((False, 1), (True, 0)):
        sc = _moving_to("1_355")
        boromir = sc.companion("1_97")
        scout = sc.minion("1_191")  # Silverlode Banks (1_355): minions do not exert
        if ranger:
            sc.companion("1_365")
        game = sc.start("fellowship")
        act(game, "pass")
        assert game.s.wounds[boromir] == wounds
        assert game.s.wounds[sc.ring_bearer()] == wounds
        assert game.s.wounds[scout] == 0


def test_pillars_of_the_kings_discard_a_gondor_card_to_heal_a_gondor_companion():
    sc = at_site("1_358")
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")  # not [gondor]: never healed
    armor = sc.hand("1_92")
    axe = sc.hand("1_9")  # a [dwarven] card: not a cost
    sc.wounds(boromir, 2).wounds(gimli, 1)
    game = sc.start("fellowship")
    use(game, game.s.path[8])
    assert game.s.zone[armor] == "discard" and game.s.wounds[boromir] == 1
    assert game.s.zone[axe] == "hand" and game.s.wounds[gimli] == 1
    sc2 = at_site("1_358")
    sc2.companion("1_97")
    sc2.hand("1_9")  # only a [dwarven] card in hand: the cost cannot be paid
    game2 = sc2.start("fellowship")
    assert not can(game2, "use", game2.s.path[8])


def test_slopes_of_amon_hen_isengard_minions_cost_one_less():
    sc = at_site("1_361")
    uruk = sc.hand("1_154")
    orc = sc.hand("1_178")
    game = sc.start("shadow")
    assert playing.twilight_cost(game, uruk, 1) == 1
    assert playing.twilight_cost(game, orc, 1) == 1  # [moria]: unchanged


def test_westfarthing_exert_a_hobbit_to_play_a_companion_one_cheaper():
    sc = at_site("1_326")
    boromir = sc.hand("1_97")
    gimli = sc.companion("1_12")  # Westfarthing (1_326): a Hobbit exerts, not Gimli
    game = sc.start("fellowship")
    use(game, game.s.path[1])
    assert game.s.zone[boromir] == "fellowship" and game.s.twilight == 2
    assert game.s.wounds[sc.ring_bearer()] == 1 and game.s.wounds[gimli] == 0


def test_ettenmoors_exert_your_companion_for_strength_plus_two():
    sc = at_site("1_331")
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_178"), boromir)
    game = sc.start("skirmishes")
    use(game, game.s.path[2])
    choose(game, boromir)  # or Frodo
    assert strength(game, boromir) == 9 and game.s.wounds[boromir] == 1


def test_ettenmoors_the_shadow_player_exerts_a_minion():
    sc = at_site("1_331")
    boromir = sc.companion("1_97")
    orc = sc.minion("1_191")
    sc.assign(orc, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    _shadow_use(game, game.s.path[2])
    assert strength(game, orc) == 6 + 2 and game.s.wounds[orc] == 1


def test_council_courtyard_removes_two_when_the_fellowship_moves_from_it():
    sc = at_site("1_337")
    game = sc.twilight(3).start("fellowship")
    events = pass_until(game, "moves")
    assert any(e.kind == "twilight_removed" and e.amount == 2 for e in events)


def test_mithril_mine_remove_one_to_play_a_shadow_weapon_from_discard():
    sc = at_site("1_345")
    orc = sc.minion("1_178")
    scimitar = sc.discard("1_180")
    game = sc.twilight(1).start("shadow")
    _shadow_use(game, game.s.path[4])
    assert game.s.bearer[scimitar] == orc and game.s.twilight == 0


def test_dimrill_dale_first_moria_orc_each_shadow_phase_two_cheaper():
    sc = at_site("1_350")
    first = sc.hand("1_177")
    second = sc.hand("1_179")
    game = sc.twilight(7).start("shadow")
    assert playing.twilight_cost(game, first, 1) == 6 - 2
    act(game, "play", first)
    assert game.s.twilight == 3
    assert playing.twilight_cost(game, second, 1) == 3


def test_dimrill_dale_only_moria_orcs_and_only_in_the_shadow_phase():
    """Dimrill Dale (1_350): "The twilight cost of the first [moria] Orc played each
    Shadow phase is -2": not a [sauron] Orc (Band of the Eye) nor a [moria] Troll, and
    playing one of those first does not use up the discount."""
    sc = at_site("1_350")
    eye = sc.hand("1_240")  # [sauron] Orc, cost 4
    troll = sc.hand("1_165")  # [moria] Troll, cost 10
    runner = sc.hand("1_178")  # [moria] Orc, cost 1
    game = sc.twilight(20).start("shadow")
    assert playing.twilight_cost(game, eye, 1) == 4
    assert playing.twilight_cost(game, troll, 1) == 10
    act(game, "play", eye)
    assert playing.twilight_cost(game, runner, 1) == 0  # still the first [moria] Orc
    sc2 = at_site("1_350")
    orc2 = sc2.hand("1_177")
    game2 = sc2.start("fellowship")
    assert playing.twilight_cost(game2, orc2, 1) == 6  # not in the fellowship phase


def test_anduin_confluence_discards_every_ally():
    sc = _moving_to("1_353")
    rosie = sc.ally("1_309")
    grimir = sc.ally("1_17")  # every ally, not one
    boromir = sc.companion("1_97")  # Anduin Confluence (1_353): companions stay
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.s.zone[rosie] == "discard" and game.s.zone[grimir] == "discard"
    assert game.s.zone[boromir] == "fellowship"


def test_shores_of_nen_hithoel_five_orcs_stop_the_fellowship_moving_again():
    sc = at_site("1_359")
    for _ in range(5):
        sc.minion("1_178")
    game = sc.start("shadow")
    _shadow_use(game, game.s.path[8])
    assert stats.move_limit(game) == 0
    sc2 = at_site("1_359")
    for _ in range(4):
        sc2.minion("1_178")
    g2 = sc2.start("shadow")
    assert not can(g2, "use", g2.s.ring[1]) and not can(g2, "use", g2.s.path[8])


def test_emyn_muil_exert_your_minion_to_make_it_fierce():
    sc = at_site("1_360")
    orc = sc.minion("1_191")
    game = sc.start("maneuver")
    act(game, "pass")
    _shadow_use(game, game.s.path[9])
    assert stats.keyword(game, orc, "fierce") == 1 and game.s.wounds[orc] == 1
    from ringtable.engine.turn import set_phase

    set_phase(game, "regroup")  # "until the regroup phase"
    assert stats.keyword(game, orc, "fierce") == 0


# -- each filter word and condition a case of its own (issue 16: proven scripts) ----------------

def test_bree_gate_without_a_ranger_keeps_no_bonus_after_moving():
    """Bree Gate (1_327): "While you can spot a ranger, the move limit is +1 for this
    turn": without a ranger, moving on from it leaves the move limit as it was."""
    sc = at_site("1_327")
    sc.companion("1_97")  # Boromir: no ranger
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert stats.move_limit(game) == 2


def test_ettenmoors_your_companion_or_minion_not_an_ally_nor_another_players():
    """Ettenmoors (1_331): "Exert your companion or minion": the Free Peoples player may
    not pick Barliman (an ally); the Shadow player may not pick Boromir (not his)."""
    sc = at_site("1_331")
    boromir = sc.companion("1_97")
    sc.ally("1_70")
    orc = sc.minion("1_191")
    sc.assign(orc, boromir)
    game = sc.start("skirmishes")
    use(game, game.s.path[2])
    assert set(game.decision.cards) == {boromir, sc.ring_bearer()}
    sc2 = at_site("1_331")
    boromir2 = sc2.companion("1_97")
    orc2 = sc2.minion("1_191")
    sc2.assign(orc2, boromir2)
    game2 = sc2.start("skirmishes")
    act(game2, "pass")
    _shadow_use(game2, game2.s.path[2])
    assert game2.decision.kind != "choose"  # the Orc is the only character of his
    assert game2.s.wounds[orc2] == 1 and game2.s.wounds[boromir2] == 0


def test_mithril_mine_plays_a_shadow_weapon_not_a_free_peoples_one_nor_a_minion():
    """Mithril Mine (1_345): "play a Shadow weapon from your discard pile": not the
    Hobbit Sword (a Free Peoples weapon of the same player), not a Goblin Runner."""
    sc = at_site("1_345")
    orc = sc.minion("1_178")
    sword = sc.discard("1_299", player=1)
    runner = sc.discard("1_178")
    scimitar = sc.discard("1_180")
    game = sc.twilight(4).start("shadow")
    _shadow_use(game, game.s.path[4])
    assert game.decision.kind != "choose"  # the Scimitar only
    assert game.s.bearer[scimitar] == orc
    assert game.s.zone[sword] == "discard" and game.s.zone[runner] == "discard"


def test_moria_lake_two_other_companions_not_an_ally():
    """Moria Lake (1_346): "Frodo or 2 other companions must exert": Boromir and
    Barliman (an ally) are not 2 companions, so Frodo exerts."""
    sc = _moving_to("1_346")
    boromir = sc.companion("1_97")
    barliman = sc.ally("1_70")
    frodo = sc.ring_bearer()
    game = sc.start("fellowship")
    act(game, "pass")
    if game.decision is not None and game.decision.kind == "choose_option":
        assert [game.describe(a) for a in game.legal_actions()] == ["Frodo exerts"]
        act(game, "choose_option", value=0)
    assert game.s.wounds[frodo] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[barliman] == 0


def test_dimrill_dale_a_moria_troll_played_first_keeps_the_orc_discount():
    """Dimrill Dale (1_350): "the first [moria] Orc played each Shadow phase": the Cave
    Troll, a [moria] Troll, played first is not it."""
    sc = at_site("1_350")
    sc.minion("1_191")  # a [moria] Orc already in play: the troll's "To play, spot a [moria] Orc"
    troll = sc.hand("1_165")  # [moria] Troll, cost 10
    runner = sc.hand("1_178")  # [moria] Orc, cost 1
    game = sc.twilight(20).start("shadow")
    act(game, "play", troll)
    assert playing.twilight_cost(game, runner, 1) == 0


def test_pillars_of_the_kings_heals_a_gondor_companion_not_a_gondor_ally():
    """Pillars of the Kings (1_358): "heal a [gondor] companion": not the Gondorian
    Merchant, a [gondor] ally."""
    sc = at_site("1_358")
    boromir = sc.companion("1_97")
    merchant = sc.ally("7_97")
    sc.hand("1_92")
    sc.wounds(boromir, 1).wounds(merchant, 1)
    game = sc.start("fellowship")
    use(game, game.s.path[8])
    assert game.decision is None or game.decision.kind != "choose"  # Boromir only
    assert game.s.wounds[boromir] == 0 and game.s.wounds[merchant] == 1


def test_shores_of_nen_hithoel_counts_orc_minions_only():
    """Shores of Nen Hithoel (1_359): "Spot 5 Orc minions": 4 Orcs and an Uruk-hai are
    not 5."""
    sc = at_site("1_359")
    for _ in range(4):
        sc.minion("1_178")
    sc.minion("1_154")
    game = sc.start("shadow")
    assert not can(game, "use", game.s.ring[1]) and not can(game, "use", game.s.path[8])


def test_emyn_muil_the_free_peoples_player_has_no_minion_to_exert():
    """Emyn Muil (1_360): "Exert your minion": the Free Peoples player may exert neither
    the Shadow player's minion nor his own companion with it."""
    sc = at_site("1_360")
    sc.companion("1_97")
    sc.minion("1_191")
    game = sc.start("maneuver")
    assert game.decision.player == 0
    assert not can(game, "use", game.s.path[9])


def test_slopes_of_amon_hen_lowers_isengard_minions_not_isengard_events():
    """Slopes of Amon Hen (1_361): "each [isengard] minion is -1": an [isengard] event
    costs as printed."""
    sc = at_site("1_361")
    hunt = sc.hand("1_126")
    game = sc.start("shadow")
    assert playing.twilight_cost(game, hunt, 1) == game.cards[hunt].twilight_cost
