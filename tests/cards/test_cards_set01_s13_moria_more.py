"""More set 1 [moria] cards for issue 18: the Cave Troll and its hammer, the Goblin support
conditions and Fool of a Took!. Each test names the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, moving_to, use

from ringtable.engine import effects, stats
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS, GIMLI, ARAGORN, MERRY = "1_97", "1_51", "1_13", "1_365", "1_303"
MORIA_SCOUT = "1_191"  # a [moria] Orc, strength 6, vitality 2
GOBLIN_RUNNER = "1_178"  # a [moria] Orc
ORC_SOLDIER = "1_271"  # a [sauron] Orc
FOUL_TENTACLE = "2_58"  # a [moria] creature, strength 4: a [moria] minion, not an Orc
MARSH_PATH = (("1_320", "1_327", "1_340", "1_346"), ("1_326", "1_331", "1_337", "1_346"))


def _shadow(sc: Scenario, twilight: int, site: int = 4):
    return sc.twilight(twilight).at_site(site).start("shadow")


# -- Cave Troll of Moria ---------------------------------------------------------------------

def test_cave_troll_costs_three_less_at_an_underground_site():
    """Cave Troll of Moria (1_165): "At an underground site, Cave Troll of Moria's twilight
    cost is -3": at Mithril Mine (7) pays for it; at Moria Lake (9) does not."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    troll = sc.hand("1_165")
    game = _shadow(sc, 7)
    act(game, "play", troll)
    assert game.s.zone[troll] == "minions" and game.s.twilight == 0
    sc2 = Scenario(sites=MARSH_PATH)
    sc2.minion(MORIA_SCOUT)
    troll2 = sc2.hand("1_165")
    game2 = _shadow(sc2, 9)
    assert not can(game2, "play", troll2)


def test_cave_troll_needs_a_moria_orc_to_play():
    """Cave Troll of Moria (1_165): "To play, spot a [moria] Orc": with a [sauron] Orc and a
    Foul Tentacle only, it is not played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.minion(FOUL_TENTACLE)
    troll = sc.hand("1_165")
    game = _shadow(sc, 12)
    assert not can(game, "play", troll)


def test_cave_trolls_hammer_makes_the_cave_troll_damage_plus_one_more():
    """Cave Troll's Hammer (1_166): "Cave Troll of Moria is damage +1": damage 2 with its
    printed +1; the Moria Scout beside it gets nothing."""
    sc = Scenario()
    troll = sc.minion("1_165")
    scout = sc.minion(MORIA_SCOUT)
    sc.bear(troll, "1_166")
    game = sc.start("maneuver")
    assert stats.keyword(game, troll, "damage") == 2
    assert stats.keyword(game, scout, "damage") == 0


# -- conditions ------------------------------------------------------------------------------

def test_goblin_armory_adds_one_for_each_moria_weapon_played():
    """Goblin Armory (1_173): "Each time you play a [moria] weapon, add (1)": the Moria Axe
    (cost 1) leaves the pool as it was; an Orc Scimitar ([sauron]) or a Goblin Runner
    ([moria], no weapon) adds nothing."""
    sc = Scenario()
    sc.support("1_173", player=1)
    scout = sc.minion(MORIA_SCOUT)
    soldier = sc.minion(ORC_SOLDIER)
    axe = sc.hand("1_190")
    scimitar = sc.hand("1_269")
    runner = sc.hand(GOBLIN_RUNNER)
    game = _shadow(sc, 5)
    act(game, "play", axe, scout)
    assert game.s.zone[axe] == "attached" and game.s.twilight == 5
    act(game, "play", scimitar, soldier)
    assert game.s.zone[scimitar] == "attached" and game.s.twilight == 4
    act(game, "play", runner)
    if game.decision is not None and game.decision.kind == "optional_trigger":
        act(game, "pass")
    assert game.s.zone[runner] == "minions" and game.s.twilight == 3


def _loses_to_aragorn(card: str, minion: str):
    sc = Scenario()
    armory = sc.support(card, player=1)
    aragorn = sc.companion(ARAGORN)
    m = sc.minion(minion)
    sc.assign(m, aragorn)
    game = sc.start("skirmishes")
    return game, armory, m


def test_goblin_armory_discards_itself_to_prevent_a_wound_to_a_moria_orc():
    """Goblin Armory (1_173): "Response: If a [moria] Orc is about to take a wound, discard
    this condition to prevent that wound": the Moria Scout losing to Aragorn keeps no
    wound."""
    game, armory, scout = _loses_to_aragorn("1_173", MORIA_SCOUT)
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", armory)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.zone[armory] == "discard" and game.s.wounds[scout] == 0


def test_goblin_armory_protects_only_moria_orcs():
    """Goblin Armory (1_173): "a [moria] Orc": a [sauron] Orc or a Huge Tentacle (a [moria]
    creature, strength 7) losing to Aragorn is not protected."""
    for minion in (ORC_SOLDIER, "2_66"):
        game, armory, m = _loses_to_aragorn("1_173", minion)
        pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
        assert game.decision is None or not can(game, "resolve", armory), minion
        assert game.s.zone[armory] == "support", minion
        assert game.s.wounds[m] == 1 or game.s.zone[m] == "discard", minion


def test_relics_of_moria_removes_two_to_play_a_moria_possession_from_discard():
    """Relics of Moria (1_195): "Shadow: Remove (2) to play a [moria] possession from your
    discard pile": the Moria Axe, not an Orc Scimitar ([sauron]) nor a Goblin Runner
    (not a possession)."""
    sc = Scenario()
    relics = sc.support("1_195", player=1)
    scout = sc.minion(MORIA_SCOUT)
    sc.minion(ORC_SOLDIER)
    axe = sc.discard("1_190")
    scimitar = sc.discard("1_269")
    runner = sc.discard(GOBLIN_RUNNER)
    game = _shadow(sc, 6)
    use(game, relics)
    assert game.s.zone[axe] == "attached" and game.s.zone[scimitar] == "discard"
    assert game.s.zone[runner] == "discard" and game.s.twilight == 6 - 2 - 1
    assert game.s.bearer[axe] == scout


def test_relics_of_moria_needs_two_twilight():
    """Relics of Moria (1_195): "Remove (2)": with (1) it cannot be used."""
    sc = Scenario()
    relics = sc.support("1_195", player=1)
    sc.minion(MORIA_SCOUT)
    sc.discard("1_190")
    game = _shadow(sc, 1)
    assert not can(game, "use", relics)


def test_underdeeps_takes_a_moria_orc_from_the_bottom_into_hand():
    """The Underdeeps of Moria (1_200): "Remove (3) to reveal the bottom card of your draw
    deck. If it is a [moria] Orc, take it into hand": the Goblin Runner at the bottom."""
    sc = Scenario()
    deeps = sc.support("1_200", player=1)
    top = sc.draw_top(ORC_SOLDIER)
    bottom = sc.draw_bottom(GOBLIN_RUNNER)
    game = _shadow(sc, 3)
    use(game, deeps)
    assert game.s.zone[bottom] == "hand" and game.s.zone[top] == "draw"
    assert game.s.twilight == 0


def test_underdeeps_discards_a_bottom_card_that_is_not_a_moria_orc():
    """The Underdeeps of Moria (1_200): "Otherwise, discard it": a [sauron] Orc or a Foul
    Tentacle at the bottom is discarded; (2) is not enough to use it."""
    for card in (ORC_SOLDIER, FOUL_TENTACLE):
        sc = Scenario()
        deeps = sc.support("1_200", player=1)
        top = sc.draw_top(GOBLIN_RUNNER)
        bottom = sc.draw_bottom(card)
        game = _shadow(sc, 3)
        use(game, deeps)
        assert game.s.zone[bottom] == "discard" and game.s.zone[top] == "draw", card
    sc = Scenario()
    deeps = sc.support("1_200", player=1)
    sc.draw_bottom(GOBLIN_RUNNER)
    game = _shadow(sc, 2)
    assert not can(game, "use", deeps)


def test_what_is_this_new_devilry_exerts_a_moria_orc_to_play():
    """What Is This New Devilry? (1_202): "To play, exert a [moria] Orc": the Goblin Archer
    exerts, once (not the [sauron] Orc, not the Cave Troll); with a [sauron] Orc, a Cave Troll and
    an exhausted Moria Scout, it is not played."""
    sc = Scenario()
    scout = sc.minion("1_172")  # Goblin Archer, a [moria] Orc with 3 vitality
    soldier = sc.minion(ORC_SOLDIER)
    troll = sc.minion("1_165")
    devilry = sc.hand("1_202")
    runner = sc.hand(GOBLIN_RUNNER)
    game = _shadow(sc, 4)
    act(game, "play", devilry)
    assert game.decision is None or game.decision.kind != "choose"  # the scout only
    assert game.s.zone[devilry] == "support" and game.s.wounds[scout] == 1
    assert game.s.wounds[soldier] == 0 and game.s.wounds[troll] == 0
    act(game, "play", runner)  # "To play": once, not for each card played later
    if game.decision is not None and game.decision.kind == "optional_trigger":
        act(game, "pass")
    assert game.s.wounds[scout] == 1
    sc2 = Scenario()
    sc2.minion(ORC_SOLDIER)
    sc2.minion("1_165")  # a [moria] Troll
    exhausted = sc2.minion(MORIA_SCOUT)
    sc2.wounds(exhausted, 1)
    devilry2 = sc2.hand("1_202")
    game2 = _shadow(sc2, 2)
    assert not can(game2, "play", devilry2)


def test_what_is_this_new_devilry_makes_companions_cost_two_more_from_site_five():
    """What Is This New Devilry? (1_202): "While the fellowship is at site 5 or higher,
    each companion's twilight cost is +2": Boromir (3) adds (5) at site 5, (3) at site 4;
    Grimir (an ally) adds his own (1) only."""
    for site, added in ((5, 5), (4, 3)):
        sc = Scenario()
        sc.support("1_202", player=1)
        boromir = sc.hand(BOROMIR)
        grimir = sc.hand("1_17")
        game = sc.at_site(site).start("fellowship")
        act(game, "play", boromir)
        assert game.s.twilight == added, site
        act(game, "play", grimir)
        assert game.s.twilight == added + 1, site


def test_through_the_misty_mountains_exerts_a_moria_minion_to_play():
    """Through the Misty Mountains (1_198): "To play, exert a [moria] minion": the Goblin
    Archer exerts, once; a [sauron] Orc or an exhausted Moria Scout cannot."""
    sc = Scenario()
    scout = sc.minion("1_172")  # Goblin Archer, a [moria] Orc with 3 vitality
    soldier = sc.minion(ORC_SOLDIER)
    misty = sc.hand("1_198")
    runner = sc.hand(GOBLIN_RUNNER)
    game = _shadow(sc, 3)
    act(game, "play", misty)
    assert game.decision is None or game.decision.kind != "choose"  # the scout only
    assert game.s.zone[misty] == "support" and game.s.wounds[scout] == 1
    assert game.s.wounds[soldier] == 0
    act(game, "play", runner)
    if game.decision is not None and game.decision.kind == "optional_trigger":
        act(game, "pass")
    assert game.s.wounds[scout] == 1
    sc2 = Scenario()
    sc2.minion(ORC_SOLDIER)
    tired = sc2.minion(MORIA_SCOUT)
    sc2.wounds(tired, 1)
    misty2 = sc2.hand("1_198")
    game2 = _shadow(sc2, 1)
    assert not can(game2, "play", misty2)


def _misty_move(card: str, site_id: str, companion: str, ally: str = ""):
    sc = moving_to(site_id)
    sc.support(card, player=1)
    sc.companion(companion)
    if ally:
        sc.ally(ally)
    hand = [sc.hand("1_97", player=0) for _ in range(3)]
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    return game, hand


def test_through_the_misty_mountains_discards_two_at_random_moving_to_site_four():
    """Through the Misty Mountains (1_198): "Each time the fellowship moves to site 4, 5, or
    6 and contains a Dwarf or Elf, the Free Peoples player discards 2 cards at random":
    moving to Mithril Mine with Gimli, or with Legolas, 2 of 3 go."""
    for companion in (GIMLI, LEGOLAS):
        game, hand = _misty_move("1_198", "1_345", companion)
        assert sorted(game.s.zone[c] for c in hand) == ["discard", "discard", "hand"]


def test_through_the_misty_mountains_needs_a_dwarf_or_elf_and_sites_four_to_six():
    """Through the Misty Mountains (1_198): with Boromir only (an Elf ally, Orophin, is not
    in the fellowship), nothing; moving to site 3 (Rivendell Terrace) or site 7 with
    Gimli, nothing."""
    for site_id, companion, ally in (("1_345", BOROMIR, "1_56"), ("1_340", GIMLI, ""),
                                     ("1_353", GIMLI, "")):
        game, hand = _misty_move("1_198", site_id, companion, ally)
        assert [game.s.zone[c] for c in hand] == ["hand"] * 3, (site_id, companion)


def test_goblin_domain_makes_companions_played_from_site_four_come_in_exhausted():
    """Goblin Domain (1_175): "Each time a companion is played to site 4 or higher, that
    companion comes into play exhausted": Boromir at site 4 has 1 vitality left; Grimir
    (an ally) is not exhausted; at site 3 Boromir is not."""
    sc = Scenario()
    sc.support("1_175", player=1)
    boromir = sc.hand(BOROMIR)
    grimir = sc.hand("1_17")
    game = sc.at_site(4).start("fellowship")
    act(game, "play", boromir)
    act(game, "play", grimir)
    assert stats.vitality_left(game, boromir) == 1 and game.s.wounds[grimir] == 0
    sc2 = Scenario()
    sc2.support("1_175", player=1)
    boromir2 = sc2.hand(BOROMIR)
    game2 = sc2.at_site(3).start("fellowship")
    act(game2, "play", boromir2)
    assert game2.s.wounds[boromir2] == 0


def test_goblin_domain_needs_a_moria_minion_to_play():
    """Goblin Domain (1_175): "To play, spot a [moria] minion": the Foul Tentacle does;
    a [sauron] Orc or a [moria] condition does not."""
    sc = Scenario()
    sc.minion(FOUL_TENTACLE)
    domain = sc.hand("1_175")
    game = _shadow(sc, 1)
    assert can(game, "play", domain)
    sc2 = Scenario()
    sc2.minion(ORC_SOLDIER)
    sc2.support("1_173", player=1)  # a [moria] condition, not a minion
    domain2 = sc2.hand("1_175")
    game2 = _shadow(sc2, 1)
    assert not can(game2, "play", domain2)


# -- events ----------------------------------------------------------------------------------

def test_fool_of_a_took_takes_moria_minions_and_the_first_other_card():
    """Fool of a Took! (1_170): "reveal cards from the top of your draw deck until you
    reveal one that is not a [moria] minion. Take the revealed cards into hand": two
    [moria] minions and the [sauron] Orc under them come; the card below stays."""
    sc = Scenario()
    sc.companion(MERRY)
    ev = sc.hand("1_170")
    below = sc.draw_top(GOBLIN_RUNNER)
    stop = sc.draw_top(ORC_SOLDIER)
    second = sc.draw_top(FOUL_TENTACLE)
    first = sc.draw_top(MORIA_SCOUT)
    game = _shadow(sc, 0)
    act(game, "play", ev)
    assert [game.s.zone[c] for c in (first, second, stop)] == ["hand"] * 3
    assert game.s.zone[below] == "draw"


def test_fool_of_a_took_stops_at_a_moria_card_that_is_no_minion():
    """Fool of a Took! (1_170): "until you reveal one that is not a [moria] minion": the
    Moria Axe ([moria], a possession) ends it; the Goblin Runner below stays."""
    sc = Scenario()
    sc.companion(MERRY)
    ev = sc.hand("1_170")
    below = sc.draw_top(GOBLIN_RUNNER)
    axe = sc.draw_top("1_190")
    first = sc.draw_top(MORIA_SCOUT)
    game = _shadow(sc, 0)
    act(game, "play", ev)
    assert [game.s.zone[c] for c in (first, axe, below)] == ["hand", "hand", "draw"]


def test_fool_of_a_took_needs_a_hobbit_other_than_the_ring_bearer():
    """Fool of a Took! (1_170): "Spot a Hobbit (except the Ring-bearer)": Frodo and
    Boromir alone do not let it be played."""
    sc = Scenario()
    sc.companion(BOROMIR)
    ev = sc.hand("1_170")
    sc.draw_top(MORIA_SCOUT)
    game = _shadow(sc, 0)
    assert not can(game, "play", ev)



def _axe_bearer_dies(card: str, twilight: int = 0, weapon: str = "1_190",
                     bearer: str = GOBLIN_RUNNER):
    """``bearer`` (vitality 1) bearing ``weapon`` loses to Aragorn and dies; a Moria Scout
    stands by."""
    sc = Scenario()
    armories = sc.support(card, player=1)
    aragorn = sc.companion(ARAGORN)
    runner = sc.minion(bearer)
    axe = sc.bear(runner, weapon)
    scout = sc.minion(MORIA_SCOUT)
    sc.assign(runner, aragorn)
    game = sc.twilight(twilight).at_site(4).start("skirmishes")
    pass_until(game, "killed", decision_kind="optional_trigger")
    return game, armories, axe, scout, runner


def test_plundered_armories_plays_a_discarded_moria_weapon_again_one_cheaper():
    """Plundered Armories (1_193): "Response: If your [moria] weapon is discarded, play it
    from your discard pile (that weapon's twilight cost is -1)": the Moria Axe (cost 1)
    of the dead Goblin Runner goes onto the Moria Scout for (0)."""
    game, armories, axe, scout, runner = _axe_bearer_dies("1_193")
    assert game.s.zone[runner] != "minions" and game.s.zone[axe] == "discard"
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", armories)
    if game.decision is not None and game.decision.kind == "choose":
        choose(game, scout)
    assert game.s.zone[axe] == "attached" and game.s.bearer[axe] == scout
    assert game.s.twilight == 0


def test_plundered_armories_is_optional_and_only_for_moria_weapons():
    """Plundered Armories (1_193): a Response, so declined the Axe stays discarded; an Orc
    Scimitar ([sauron]) discarded is not offered."""
    game, armories, axe, _scout, _r = _axe_bearer_dies("1_193")
    act(game, "pass")
    assert game.s.zone[axe] == "discard"
    game2, armories2, scimitar, _s, _r2 = _axe_bearer_dies("1_193", 2, weapon="1_269",
                                                          bearer=ORC_SOLDIER)
    assert game2.decision is None or not can(game2, "resolve", armories2)


def test_goblin_swarms_stacks_a_winning_moria_orc_clean_of_cards_and_wounds():
    """Goblin Swarms (1_183): "Response: If your [moria] Orc wins a skirmish, discard cards
    and wounds on that Orc and stack that Orc on this condition": the wounded Moria Scout
    bearing a Moria Axe beats Merry; the Axe is discarded and the Scout stacked."""
    sc = Scenario()
    swarms = sc.support("1_183", player=1)
    merry = sc.companion(MERRY)
    scout = sc.minion(MORIA_SCOUT)
    axe = sc.bear(scout, "1_190")
    sc.wounds(scout, 1)
    sc.assign(scout, merry)
    game = sc.at_site(4).start("skirmishes")
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", swarms)
    assert game.s.zone[scout] == "stacked" and game.s.zone[axe] == "discard"
    assert game.s.wounds[scout] == 0


def test_goblin_swarms_is_not_offered_for_a_sauron_orc_or_a_moria_troll():
    """Goblin Swarms (1_183): "your [moria] Orc": a [sauron] Orc or the Cave Troll winning
    is not stacked."""
    for minion in (ORC_SOLDIER, "1_165"):
        sc = Scenario()
        swarms = sc.support("1_183", player=1)
        merry = sc.companion(MERRY)
        winner = sc.minion(minion)
        sc.assign(winner, merry)
        game = sc.at_site(4).start("skirmishes")
        pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
        assert game.decision is None or not can(game, "resolve", swarms), minion
        assert game.s.zone[winner] == "minions", minion


def test_goblin_swarms_plays_a_stacked_orc_as_if_from_hand():
    """Goblin Swarms (1_183): "Shadow: Play an Orc stacked here as if played from hand":
    the stacked Moria Scout comes into play, its cost (2) paid; a Cave Troll stacked there
    too (no Orc) is not offered."""
    sc = Scenario()
    swarms = sc.support("1_183", player=1)
    scout = sc.minion(MORIA_SCOUT)
    troll = sc.minion("1_165")
    sc.minion(GOBLIN_RUNNER)  # a [moria] Orc in play: the troll could be played
    game = sc.twilight(12).at_site(4).start("shadow")
    effects.stack(game, scout, swarms)
    effects.stack(game, troll, swarms)
    assert game.s.zone[scout] == "stacked"
    use(game, swarms)
    assert game.decision is None or game.decision.kind != "choose"
    assert game.s.zone[scout] == "minions" and game.s.twilight == 10
    assert game.s.zone[troll] == "stacked"
