"""Set 2 [moria] cards scripted for issue 18 (Mines of Moria): the Balrog and the Goblin
archers. Each test names the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import path as engine_path
from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS = "1_97", "1_51"
MORIA_SCOUT = "1_191"  # a [moria] Orc, vitality 2
GOBLIN_RUNNER = "1_178"  # a [moria] Orc, cost 1
GOBLIN_MARKSMAN = "1_176"  # a [moria] archer, strength 7
ORC_SOLDIER = "1_271"  # a [sauron] Orc
CAVE_TROLL = "1_165"  # a [moria] Troll
MARSH_PATH = (("1_320", "1_327", "1_340", "1_346"), ("1_326", "1_331", "1_337", "1_346"))


def _archery(sc: Scenario) -> str:
    sc.companion(LEGOLAS)
    sc.start("archery_fire")
    return " ".join(e.text for e in sc.events if e.kind == "archery")


def _shadow(sc: Scenario, twilight: int, site: int = 4):
    return sc.twilight(twilight).at_site(site).start("shadow")


def _maneuver(sc: Scenario):
    game = sc.start("maneuver")
    act(game, "pass")
    return game


# -- archers ---------------------------------------------------------------------------------

def test_archer_commander_makes_each_other_moria_archer_strength_plus_two():
    """Archer Commander (2_49): "Each other [moria] archer is strength +2": Goblin Marksman
    9; not itself, not a Moria Scout (no archer), not Legolas (an [elven] archer)."""
    sc = Scenario()
    commander = sc.minion("2_49")
    marksman = sc.minion(GOBLIN_MARKSMAN)
    scout = sc.minion(MORIA_SCOUT)
    legolas = sc.companion(LEGOLAS)
    game = sc.start("maneuver")
    assert strength(game, marksman) == 9 and strength(game, commander) == 8
    assert strength(game, scout) == 6 and strength(game, legolas) == 6


def test_goblin_bowman_is_an_archer():
    """Goblin Bowman (2_60): "Archer": the minion archery total is 1."""
    sc = Scenario()
    sc.minion("2_60")
    assert "minion archery total 1" in _archery(sc)


def test_moria_archer_troop_adds_one_with_another_moria_archer():
    """Moria Archer Troop (2_67): "While you can spot another [moria] archer, add 1 to the
    minion archery total": with Goblin Marksman 3; alone, or with a Moria Scout, 1."""
    sc = Scenario()
    sc.minion("2_67")
    sc.minion(GOBLIN_MARKSMAN)
    assert "minion archery total 3" in _archery(sc)
    sc2 = Scenario()
    sc2.minion("2_67")
    sc2.minion(MORIA_SCOUT)
    assert "minion archery total 1" in _archery(sc2)


# -- Goblins ---------------------------------------------------------------------------------

def test_goblin_reinforcements_may_heal_a_moria_minion():
    """Goblin Reinforcements (2_63): "When you play this minion, you may heal a [moria]
    minion": the wounded Moria Scout or Cave Troll is offered, not a wounded [sauron] Orc
    nor Boromir."""
    sc = Scenario()
    scout = sc.minion(MORIA_SCOUT)
    troll = sc.minion(CAVE_TROLL)
    soldier = sc.minion(ORC_SOLDIER)
    boromir = sc.companion(BOROMIR)
    for c in (scout, troll, soldier, boromir):
        sc.wounds(c, 1)
    reinf = sc.hand("2_63")
    game = _shadow(sc, 3)
    act(game, "play", reinf)
    act(game, "resolve", reinf)
    assert set(game.decision.cards) == {scout, troll}
    choose(game, scout)
    assert game.s.wounds[scout] == 0 and game.s.wounds[troll] == 1
    assert game.s.wounds[soldier] == 1 and game.s.wounds[boromir] == 1


def test_goblin_reinforcements_healing_is_optional():
    """Goblin Reinforcements (2_63): "you may": declined, the Moria Scout keeps its wound;
    "When you play this minion": playing a [sauron] Orc later asks nothing."""
    sc = Scenario()
    scout = sc.minion(MORIA_SCOUT)
    sc.wounds(scout, 1)
    reinf = sc.hand("2_63")
    soldier = sc.hand(ORC_SOLDIER)
    game = _shadow(sc, 10)
    act(game, "play", reinf)
    assert game.decision.kind == "optional_trigger"
    act(game, "pass")
    assert game.s.wounds[scout] == 1
    act(game, "play", soldier)  # "When you play this minion": not another
    assert game.s.zone[soldier] == "minions"
    assert game.decision is None or "Reinforcements" not in game.decision.prompt


def test_goblin_scrabbler_may_discard_an_elven_condition():
    """Goblin Scrabbler (2_64): "When you play this minion, you may discard an [elven]
    condition": Mallorn-trees or Shoulder to Shoulder, not a [dwarven] condition nor
    Legolas."""
    sc = Scenario()
    mallorn = sc.support("1_54")
    shoulder = sc.support("1_59")
    dwarven = sc.support("1_20")
    legolas = sc.companion(LEGOLAS)
    scrab = sc.hand("2_64")
    game = _shadow(sc, 1)
    act(game, "play", scrab)
    act(game, "resolve", scrab)
    assert set(game.decision.cards) == {mallorn, shoulder}
    choose(game, mallorn)
    assert game.s.zone[mallorn] == "discard" and game.s.zone[shoulder] == "support"
    assert game.s.zone[dwarven] == "support" and game.s.zone[legolas] == "fellowship"


def test_goblin_scrabbler_lowers_the_roaming_penalty_of_moria_orcs():
    """Goblin Scrabbler (2_64): "The roaming penalty for each [moria] Orc you play is -1":
    at site 2 Goblin Runner (cost 1, roaming) costs 2, not 3; a [sauron] Orc pays the
    full penalty."""
    sc = Scenario()
    sc.minion("2_64")
    runner = sc.hand(GOBLIN_RUNNER)
    game = _shadow(sc, 10, site=2)
    act(game, "play", runner)
    if game.decision is not None and game.decision.kind == "optional_trigger":
        act(game, "pass")
    assert game.s.zone[runner] == "minions"
    assert game.s.twilight == 10 - 2
    sc2 = Scenario()
    sc2.minion("2_64")
    soldier = sc2.hand(ORC_SOLDIER)
    game2 = _shadow(sc2, 10, site=2)
    act(game2, "play", soldier)
    printed = game2.cards[soldier].twilight_cost
    assert game2.s.twilight == 10 - printed - 2
    sc3 = Scenario()
    sc3.minion("2_64")
    troll = sc3.hand(CAVE_TROLL)  # a [moria] Troll: the full penalty
    game3 = _shadow(sc3, 14, site=2)
    act(game3, "play", troll)
    assert game3.s.zone[troll] == "minions" and game3.s.twilight == 14 - 10 - 2


def test_goblin_scrabbler_triggers_only_when_played_itself():
    """Goblin Scrabbler (2_64): "When you play this minion": playing a [sauron] Orc later
    does not offer the discard again."""
    sc = Scenario()
    sc.support("1_54")
    scrab = sc.hand("2_64")
    soldier = sc.hand(ORC_SOLDIER)
    game = _shadow(sc, 10)
    act(game, "play", scrab)
    assert game.decision.kind == "optional_trigger"
    act(game, "pass")
    act(game, "play", soldier)
    assert game.s.zone[soldier] == "minions"
    assert game.decision is None or "Scrabbler" not in game.decision.prompt


# -- events ----------------------------------------------------------------------------------

def test_must_do_without_hope_exerts_the_balrog_to_add_a_burden():
    """Must Do Without Hope (2_68): "Maneuver: Exert The Balrog to add a burden"; a Cave
    Troll cannot pay it."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    ev = sc.hand("2_68")
    game = _maneuver(sc.at_site(4))
    act(game, "play", ev)
    assert game.s.wounds[balrog] == 1 and game.s.burdens[0] == 1
    sc2 = Scenario()
    sc2.minion(CAVE_TROLL)
    ev2 = sc2.hand("2_68")
    game2 = _maneuver(sc2.at_site(4))
    assert not can(game2, "play", ev2)


def test_troubled_mountains_exerts_a_moria_minion_to_add_twilight_per_burden():
    """Troubled Mountains (2_72): "Exert a [moria] minion and spot X burdens to add (X)
    (limit (5))": 3 burdens add (3); 7 burdens add (5)."""
    for burdens, added in ((3, 3), (7, 5)):
        sc = Scenario()
        troll = sc.minion(CAVE_TROLL)
        ev = sc.hand("2_72")
        game = _shadow(sc.burdens(burdens), 0)
        act(game, "play", ev)
        assert game.s.wounds[troll] == 1 and game.s.twilight == added


def test_troubled_mountains_needs_a_moria_minion():
    """Troubled Mountains (2_72): "Exert a [moria] minion": a [sauron] Orc cannot pay."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    ev = sc.hand("2_72")
    game = _shadow(sc.burdens(3), 0)
    assert not can(game, "play", ev)


def test_foul_things_plays_a_moria_minion_from_the_discard_pile():
    """Foul Things (2_59): "Play a [moria] minion from your discard pile": the Moria Scout,
    not the [sauron] Orc, nor a [moria] possession."""
    sc = Scenario()
    scout = sc.discard(MORIA_SCOUT)
    soldier = sc.discard(ORC_SOLDIER)
    axe = sc.discard("1_190")
    sc.minion(GOBLIN_RUNNER)
    ev = sc.hand("2_59")
    game = _shadow(sc, 9)
    act(game, "play", ev)
    assert game.s.zone[scout] == "minions"
    assert game.s.zone[soldier] == "discard" and game.s.zone[axe] == "discard"


# -- conditions and the Balrog ---------------------------------------------------------------

def test_fill_with_fear_skips_the_archery_phase_while_the_balrog_is_spotted():
    """Fill With Fear (2_56): "While you can spot The Balrog, skip the archery phase";
    with a Cave Troll instead, archery fire happens."""
    sc = Scenario()
    sc.support("2_56", player=1)
    sc.minion("2_52")
    sc.companion(LEGOLAS)
    game = sc.at_site(4).start("maneuver")
    kinds = [e.kind for e in pass_until(game, decision_kind="assign")]
    assert "phase_skipped" in kinds and "archery" not in kinds
    sc2 = Scenario()
    sc2.support("2_56", player=1)
    sc2.minion(CAVE_TROLL)
    sc2.companion(LEGOLAS)
    game2 = sc2.at_site(4).start("maneuver")
    kinds2 = [e.kind for e in pass_until(game2, "archery")]
    assert "archery" in kinds2


def test_fill_with_fear_exerts_the_balrog_to_discard_a_ranged_weapon():
    """Fill With Fear (2_56): "Maneuver: Exert The Balrog to discard a ranged weapon":
    the Elven Bow goes, not the Great Shield."""
    sc = Scenario()
    fear = sc.support("2_56", player=1)
    balrog = sc.minion("2_52")
    legolas = sc.companion(LEGOLAS)
    boromir = sc.companion(BOROMIR)
    bow = sc.bear(legolas, "1_41")
    shield = sc.bear(boromir, "1_107")
    game = _maneuver(sc.at_site(4))
    use(game, fear)
    assert game.s.wounds[balrog] == 1
    assert game.s.zone[bow] == "discard" and game.s.zone[shield] == "attached"


def test_fill_with_fear_needs_the_balrog_to_exert():
    """Fill With Fear (2_56): "Exert The Balrog": a Cave Troll cannot pay it."""
    sc = Scenario()
    fear = sc.support("2_56", player=1)
    sc.minion(CAVE_TROLL)
    legolas = sc.companion(LEGOLAS)
    sc.bear(legolas, "1_41")
    game = _maneuver(sc.at_site(4))
    assert not can(game, "use", fear)


def test_balrog_durins_bane_discards_all_other_minions():
    """The Balrog, Durin's Bane (2_51): "While you can spot The Balrog, discard all other
    minions": the Moria Scout in play goes when he comes, and a Goblin Runner played
    later goes at once; he stays (underground)."""
    sc = Scenario()
    scout = sc.minion(MORIA_SCOUT)
    fear = sc.support("2_56", player=1)  # a Shadow condition: not a minion, it stays
    boromir = sc.companion(BOROMIR)
    balrog = sc.hand("2_51")
    runner = sc.hand(GOBLIN_RUNNER)
    game = _shadow(sc, 14)
    act(game, "play", balrog)
    assert game.s.zone[balrog] == "minions" and game.s.zone[scout] == "discard"
    assert game.s.zone[fear] == "support" and game.s.zone[boromir] == "fellowship"
    act(game, "play", runner)
    if game.decision is not None and game.decision.kind == "optional_trigger":
        act(game, "pass")
    assert game.s.zone[runner] == "discard" and game.s.zone[balrog] == "minions"


def test_balrog_durins_bane_skips_the_archery_phase():
    """The Balrog, Durin's Bane (2_51): "Skip the archery phase"."""
    sc = Scenario()
    sc.minion("2_51")
    sc.companion(LEGOLAS)
    game = sc.at_site(4).start("maneuver")
    kinds = [e.kind for e in pass_until(game, decision_kind="assign")]
    assert "phase_skipped" in kinds and "archery" not in kinds


def test_balrogs_are_discarded_if_not_underground():
    """The Balrog, Durin's Bane (2_51) and Flame of Udûn (2_52): "Discard The Balrog if
    not underground": played at Moria Lake (a marsh), each is discarded."""
    for balrog_id in ("2_51", "2_52"):
        sc = Scenario(sites=MARSH_PATH)
        sc.minion(MORIA_SCOUT)
        balrog = sc.hand(balrog_id)
        game = _shadow(sc, 14)
        act(game, "play", balrog)
        assert game.s.zone[balrog] == "discard", balrog_id


def test_balrog_flame_of_udun_needs_a_moria_orc_to_play():
    """The Balrog, Flame of Udûn (2_52): "To play, spot a [moria] Orc": a Cave Troll or a
    [sauron] Orc is not enough."""
    sc = Scenario()
    sc.minion(CAVE_TROLL)
    sc.minion(ORC_SOLDIER)
    balrog = sc.hand("2_52")
    game = _shadow(sc, 14)
    assert not can(game, "play", balrog)


def test_balrog_flame_of_udun_plays_a_moria_orc_from_the_discard_pile():
    """The Balrog, Flame of Udûn (2_52): "Shadow: Exert The Balrog and remove (2) to play a
    [moria] Orc from your discard pile": the Moria Scout comes back, not the [sauron] Orc
    nor the Cave Troll (both affordable); (2) removed and the scout's own (2) paid."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    scout = sc.discard(MORIA_SCOUT)
    soldier = sc.discard(ORC_SOLDIER)
    troll = sc.discard(CAVE_TROLL)
    sc.minion(GOBLIN_RUNNER)  # a [moria] Orc in play: the troll could be played
    game = _shadow(sc, 14)  # enough for any of them: only the scout is offered
    use(game, balrog)
    assert game.s.wounds[balrog] == 1 and game.s.zone[scout] == "minions"
    assert game.s.zone[soldier] == "discard" and game.s.zone[troll] == "discard"
    assert game.s.twilight == 14 - 2 - 2


def test_balrog_flame_of_udun_needs_two_twilight():
    """The Balrog, Flame of Udûn (2_52): "remove (2)": with (1) it cannot be used."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    sc.discard(GOBLIN_RUNNER)
    game = _shadow(sc, 1)
    assert not can(game, "use", balrog)


def test_balrogs_sword_is_damage_plus_one_beside_another_hand_weapon():
    """The Balrog's Sword (2_50): "It is damage +1. This weapon may be borne in addition
    to 1 other hand weapon": the Balrog bearing the Whip of Many Thongs takes the Sword
    too and is damage +2; the Moria Scout is not damage +1."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    scout = sc.minion(MORIA_SCOUT)
    sc.bear(balrog, "2_74")
    sword = sc.hand("2_50")
    game = _shadow(sc, 2)
    assert can(game, "play", sword)
    act(game, "play", sword)
    assert game.s.zone[sword] == "attached"
    assert stats.keyword(game, balrog, "damage") == 2
    assert stats.keyword(game, scout, "damage") == 0


GANDALF = "1_72"


def test_dark_fire_plays_on_gandalf_with_the_balrog_and_weakens_him():
    """Dark Fire (2_54): "To play, spot The Balrog. Plays on Gandalf": on Gandalf (his
    strength 6 becomes 4, the printed -2), not on Boromir; without The Balrog (a Cave
    Troll) it is not played."""
    sc = Scenario()
    sc.minion("2_52")
    gandalf = sc.companion(GANDALF)
    boromir = sc.companion(BOROMIR)
    fire = sc.hand("2_54")
    game = _shadow(sc, 1)
    assert not can(game, "play", fire, boromir)
    before = strength(game, gandalf)  # 6, +1 a race (his own script: Frodo, Boromir)
    act(game, "play", fire, gandalf)
    assert game.s.zone[fire] == "attached" and game.s.bearer[fire] == gandalf
    assert strength(game, gandalf) == before - 2
    sc2 = Scenario()
    sc2.minion(CAVE_TROLL)
    sc2.companion(GANDALF)
    fire2 = sc2.hand("2_54")
    game2 = _shadow(sc2, 1)
    assert not can(game2, "play", fire2)


def test_dark_fire_makes_gandalf_exert_each_time_the_fellowship_moves():
    """Dark Fire (2_54): "Each time the fellowship moves, Gandalf must exert": moving
    from site 1, Gandalf takes a wound; Boromir does not."""
    sc = Scenario()
    gandalf = sc.companion(GANDALF)
    boromir = sc.companion(BOROMIR)
    sc.bear(gandalf, "2_54", player=1)
    game = sc.start("fellowship")
    act(game, "pass")  # the fellowship moves
    pass_until(game, "moves_to")
    assert game.s.wounds[gandalf] == 1 and game.s.wounds[boromir] == 0


def test_whip_of_many_thongs_discards_armor_borne_by_the_balrogs_opponent():
    """Whip of Many Thongs (2_74): "Skirmish: Exert The Balrog to discard a helm, shield,
    or armor borne by a character The Balrog is skirmishing": Boromir's Armor or Great
    Shield is offered, not his Ranger's Sword (a hand weapon), not Aragorn's Coat of Mail
    (another skirmish)."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    whip = sc.bear(balrog, "2_74")
    boromir = sc.companion(BOROMIR)
    aragorn = sc.companion("1_365")
    armor = sc.bear(boromir, "1_92")
    shield = sc.bear(boromir, "1_107")
    sword = sc.bear(boromir, "1_112")
    mail = sc.bear(aragorn, "1_101")
    sc.assign(balrog, boromir)
    sc.assign(sc.minion(MORIA_SCOUT), aragorn)
    game = sc.at_site(4).start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    use(game, whip)
    assert game.s.wounds[balrog] == 1
    assert set(game.decision.cards) == {armor, shield}
    choose(game, armor)
    assert game.s.zone[armor] == "discard" and game.s.zone[shield] == "attached"
    assert game.s.zone[sword] == "attached" and game.s.zone[mail] == "attached"


def test_whip_of_many_thongs_discards_a_helm_too():
    """Whip of Many Thongs (2_74): "a helm": Gimli's Helm goes."""
    sc = Scenario()
    balrog = sc.minion("2_52")
    whip = sc.bear(balrog, "2_74")
    gimli = sc.companion("1_13")
    helm = sc.bear(gimli, "1_15")
    sc.assign(balrog, gimli)
    game = sc.at_site(4).start("skirmishes")
    act(game, "pass")
    use(game, whip)
    assert game.s.zone[helm] == "discard"


def test_dark_places_makes_each_unique_moria_minion_strength_plus_one():
    """Dark Places (2_55): "Each unique [moria] minion is strength +1": Ancient Chieftain
    (unique; 9, +1 for the Moria Scout beside him) 11; the Moria Scout (not unique) and
    Úlairë Toldëa (a unique [wraith] minion)
    unchanged."""
    sc = Scenario()
    sc.support("2_55", player=1)
    chief = sc.minion("1_163")
    scout = sc.minion(MORIA_SCOUT)
    toldea = sc.minion("1_236")
    game = sc.start("maneuver")
    assert strength(game, chief) == 9 + 1 + 1 and strength(game, scout) == 6
    assert strength(game, toldea) == game.cards[toldea].strength


def _dark_places_at_four(card: str, fp_site_four: bool):
    """The fellowship at site 4; with ``fp_site_four`` the Free Peoples player's Moria Lake
    has taken the Shadow player's Mithril Mine's place there (his Mine back in his deck)."""
    sc = Scenario()
    places = sc.support(card, player=1)
    sc.minion(MORIA_SCOUT)
    game = _shadow(sc, 0)
    if fp_site_four:
        lake = next(c for c in game.s.piles[0]["adventure"] if game.cards[c].id == "1_346")
        engine_path.replace_site(game, lake, 4, 0)
    return game, places


def test_dark_places_replaces_an_opponents_site_with_your_underground_site():
    """Dark Places (2_55): "Shadow: Spot an opponent's site to replace it with your marsh
    or underground site of the same number": his Moria Lake (site 4) becomes my Mithril
    Mine (underground); his East Road (site 1) is not replaced (my Westfarthing is
    neither marsh nor underground)."""
    game, places = _dark_places_at_four("2_55", True)
    east_road = game.s.path[1]
    use(game, places)
    site4 = game.s.path[4]
    assert game.cards[site4].id == "1_345" and game.s.owner[site4] == 1
    assert game.s.path[1] == east_road


def test_dark_places_needs_a_marsh_or_underground_replacement():
    """Dark Places (2_55): with only the Free Peoples player's East Road (site 1) on the
    path as his, and my Westfarthing for site 1 (no marsh, not underground), it cannot be
    used."""
    game, places = _dark_places_at_four("2_55", False)
    assert not can(game, "use", places)
