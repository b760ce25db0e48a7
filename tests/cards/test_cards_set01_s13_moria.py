"""Set 1 [moria] cards scripted for issue 18 (Fellowship block): the Goblin minions,
events and conditions [moria] decks play. Each test names the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS, GIMLI = "1_97", "1_51", "1_13"
MORIA_SCOUT = "1_191"  # a [moria] Orc, vitality 2
GOBLIN_RUNNER = "1_178"  # a [moria] Orc
GOBLIN_MARKSMAN = "1_176"  # a [moria] archer
ORC_SOLDIER = "1_271"  # a [sauron] Orc
CAVE_TROLL = "1_165"
# site 4 is Moria Lake (a marsh, not underground) for both players
MARSH_PATH = (("1_320", "1_327", "1_340", "1_346"), ("1_326", "1_331", "1_337", "1_346"))


def _skirmish(minion: str, defender: str, hand: str = "", twilight: int = 0,
              extra: tuple[str, ...] = ()):
    """``minion`` skirmishing ``defender``; the Shadow player to act; ``hand`` his card."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    others = [sc.minion(e) for e in extra]
    card = sc.hand(hand) if hand else -1
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game, fp, m, card, others


def _archery_text(sc: Scenario) -> str:
    sc.companion(LEGOLAS)
    sc.start("archery_fire")
    return " ".join(e.text for e in sc.events if e.kind == "archery")


# -- minions ---------------------------------------------------------------------------------

def test_ancient_chieftain_is_strength_plus_one_for_each_other_moria_orc():
    """Ancient Chieftain (1_163): "For each other [moria] Orc you can spot, Ancient
    Chieftain is strength +1": two other [moria] Orcs +2; a [sauron] Orc and the Cave
    Troll (a [moria] Troll) do not count."""
    sc = Scenario()
    chief = sc.minion("1_163")
    sc.minion(CAVE_TROLL)
    sc.minion(MORIA_SCOUT)
    sc.minion(GOBLIN_RUNNER)
    sc.minion(ORC_SOLDIER)
    game = sc.start("maneuver")
    assert strength(game, chief) == 9 + 2


def test_goblin_archer_makes_the_fellowship_archery_total_minus_six_with_another_orc():
    """Goblin Archer (1_172): "While you can spot another [moria] Orc, the fellowship
    archery total is -6": Legolas's 1 becomes 0 with a Moria Scout; alone (itself not
    counted) or with a [sauron] Orc, the total stays 1."""
    sc = Scenario()
    sc.minion("1_172")
    sc.minion(MORIA_SCOUT)
    assert "fellowship archery total 0" in _archery_text(sc)
    sc2 = Scenario()
    sc2.minion("1_172")
    sc2.minion(ORC_SOLDIER)
    sc2.minion(CAVE_TROLL)  # a [moria] minion, not an Orc
    assert "fellowship archery total 1" in _archery_text(sc2)


def test_goblin_archer_takes_six_from_a_larger_fellowship_archery_total():
    """Goblin Archer (1_172): "the fellowship archery total is -6": a total of 7 (Legolas
    and +6) becomes 1."""
    sc = Scenario()
    sc.minion("1_172")
    sc.minion(MORIA_SCOUT)
    sc.companion(LEGOLAS)
    game = sc.start("archery")
    game.s.mods = [*game.s.mods, (-1, "archery:fellowship", 6, "turn", -1)]
    seen = pass_until(game, "archery")
    text = " ".join(e.text for e in seen if e.kind == "archery")
    assert "fellowship archery total 1" in text


def test_goblin_archer_is_an_archer():
    """Goblin Archer (1_172): "Archer": it adds 1 to the minion archery total."""
    sc = Scenario()
    sc.minion("1_172")
    assert "minion archery total 1" in _archery_text(sc)


def test_goblin_backstabber_is_damage_plus_two_beside_another_moria_orc():
    """Goblin Backstabber (1_174): "damage +2 while in the same skirmish as another
    [moria] Orc": with a Moria Scout in its skirmish +2; a Moria Scout in another skirmish
    or a [sauron] Orc beside it give nothing."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    stab = sc.minion("1_174")
    scout = sc.minion(MORIA_SCOUT)
    sc.assign(stab, boromir).assign(scout, boromir)
    game = sc.start("skirmishes")
    assert stats.keyword(game, stab, "damage") == 2
    assert stats.keyword(game, scout, "damage") == 0  # "This minion" only
    sc2 = Scenario()
    boromir2 = sc2.companion(BOROMIR)
    gimli = sc2.companion(GIMLI)
    stab2 = sc2.minion("1_174")
    soldier = sc2.minion(ORC_SOLDIER)
    scout2 = sc2.minion(MORIA_SCOUT)
    sc2.assign(stab2, boromir2).assign(soldier, boromir2).assign(scout2, gimli)
    game2 = sc2.start("skirmishes")
    if game2.decision.kind == "choose_skirmish":
        act(game2, "skirmish", boromir2)
    assert stats.keyword(game2, stab2, "damage") == 0


def test_goblin_backstabber_gets_nothing_beside_a_moria_troll():
    """Goblin Backstabber (1_174): "another [moria] Orc": the Cave Troll in its skirmish
    is no Orc."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    stab = sc.minion("1_174")
    troll = sc.minion(CAVE_TROLL)
    sc.assign(stab, boromir).assign(troll, boromir)
    game = sc.start("skirmishes")
    assert stats.keyword(game, stab, "damage") == 0


def test_goblin_backstabber_gets_nothing_when_not_skirmishing():
    """Goblin Backstabber (1_174): "while in the same skirmish": outside skirmishes, with
    another [moria] Orc skirmishing, it has no damage bonus."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    stab = sc.minion("1_174")
    scout = sc.minion(MORIA_SCOUT)
    sc.assign(scout, boromir)
    game = sc.start("skirmishes")
    assert stats.keyword(game, stab, "damage") == 0


def test_goblin_wallcrawler_is_strength_plus_two_underground():
    """Goblin Wallcrawler (1_184): "While at an underground site, this minion is strength
    +2": at Mithril Mine (underground) 8; at Moria Lake (a marsh) 6."""
    sc = Scenario()
    crawler = sc.minion("1_184")
    game = sc.at_site(4).start("maneuver")  # site 4 is Mithril Mine
    assert strength(game, crawler) == 8
    sc2 = Scenario(sites=MARSH_PATH)
    crawler2 = sc2.minion("1_184")
    game2 = sc2.at_site(4).start("maneuver")
    assert strength(game2, crawler2) == 6


def test_goblin_wallcrawler_makes_fellowship_archery_minus_one_with_another_orc():
    """Goblin Wallcrawler (1_184): "While you can spot another [moria] Orc, the fellowship
    archery total is -1": with a Moria Scout 0; alone 1."""
    sc = Scenario()
    sc.minion("1_184")
    sc.minion(MORIA_SCOUT)
    assert "fellowship archery total 0" in _archery_text(sc)
    sc2 = Scenario()
    sc2.minion("1_184")
    sc2.minion(ORC_SOLDIER)
    sc2.minion(CAVE_TROLL)
    assert "fellowship archery total 1" in _archery_text(sc2)


def _play_minion(minion: str, *cards: tuple[str, str], twilight: int = 4):
    sc = Scenario()
    placed = [getattr(sc, where)(cid) for where, cid in cards]
    m = sc.hand(minion)
    game = sc.twilight(twilight).at_site(4).start("shadow")
    act(game, "play", m)
    return game, m, placed


def test_goblin_warrior_may_discard_a_dwarven_ally_or_condition():
    """Goblin Warrior (1_185): "When you play this minion, you may discard a [dwarven]
    ally or [dwarven] condition": Grimir or Let Them Come! is offered; not Gimli (a
    companion) nor an [elven] condition or [elven] ally."""
    game, warrior, (grimir, come, gimli, mallorn, orophin) = _play_minion(
        "1_185", ("ally", "1_17"), ("support", "1_20"), ("companion", GIMLI),
        ("support", "1_54"), ("ally", "1_56"))
    act(game, "resolve", warrior)
    assert set(game.decision.cards) == {grimir, come}
    choose(game, come)
    assert game.s.zone[come] == "discard" and game.s.zone[grimir] == "support"
    assert game.s.zone[gimli] == "fellowship" and game.s.zone[mallorn] == "support"


def test_goblin_warrior_discarding_is_optional():
    """Goblin Warrior (1_185): "you may": declined, Grimir stays; "When you play this
    minion": playing another minion afterwards asks nothing."""
    sc = Scenario()
    grimir = sc.ally("1_17")
    warrior = sc.hand("1_185")
    runner = sc.hand(ORC_SOLDIER)
    game = sc.twilight(9).at_site(4).start("shadow")
    act(game, "play", warrior)
    assert game.decision.kind == "optional_trigger"
    act(game, "pass")
    assert game.s.zone[grimir] == "support"
    act(game, "play", runner)
    assert game.s.zone[runner] == "minions"
    assert game.decision is None or "Goblin Warrior" not in game.decision.prompt


def test_guard_commander_removes_three_to_make_a_moria_orc_strength_plus_two():
    """Guard Commander (1_186): "Skirmish: Remove (3) to make a [moria] Orc strength +2"."""
    game, _b, scout, _c, (gc,) = _skirmish(MORIA_SCOUT, BOROMIR, twilight=3,
                                          extra=("1_186",))
    before = strength(game, scout)
    use(game, gc)
    if game.decision is not None and game.decision.kind == "choose":
        choose(game, scout)
    assert strength(game, scout) == before + 2 and game.s.twilight == 0


def test_guard_commander_needs_three_twilight_and_a_moria_orc():
    """Guard Commander (1_186): "Remove (3)": with (2) it cannot be used; "a [moria] Orc":
    a [sauron] Orc is not made stronger."""
    game, _b, _s, _c, (gc,) = _skirmish(MORIA_SCOUT, BOROMIR, twilight=2, extra=("1_186",))
    assert not can(game, "use", gc)
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    soldier = sc.minion(ORC_SOLDIER)
    sc.assign(soldier, boromir)
    gc2 = sc.minion("1_186")
    sc.minion(CAVE_TROLL)  # a [moria] Troll: not offered either
    game2 = sc.twilight(3).start("skirmishes")
    act(game2, "pass")
    before = strength(game2, soldier)
    use(game2, gc2)
    assert game2.decision is None or game2.decision.kind != "choose"
    assert strength(game2, soldier) == before
    assert strength(game2, gc2) == 7 + 2  # itself, the only [moria] Orc


# -- possessions -----------------------------------------------------------------------------

def test_moria_axe_is_damage_plus_one_and_exerts_bearer_for_strength_plus_two():
    """Moria Axe (1_190): "Bearer is damage +1. Skirmish: Exert bearer to make him
    strength +2"."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    scout = sc.minion(MORIA_SCOUT)
    axe = sc.bear(scout, "1_190")
    sc.assign(scout, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    assert stats.keyword(game, scout, "damage") == 1
    assert stats.keyword(game, boromir, "damage") == 0  # "Bearer" only
    before = strength(game, scout)
    use(game, axe)
    assert strength(game, scout) == before + 2 and game.s.wounds[scout] == 1


def test_moria_axe_bearer_must_be_a_moria_orc():
    """Moria Axe (1_190): "Bearer must be a [moria] Orc": it cannot be played with only a
    [sauron] Orc and a [moria] Troll in play."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.minion(CAVE_TROLL)
    axe = sc.hand("1_190")
    game = sc.twilight(3).at_site(4).start("shadow")
    assert not can(game, "play", axe)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    axe2 = sc2.hand("1_190")
    game2 = sc2.twilight(3).at_site(4).start("shadow")
    assert can(game2, "play", axe2)


# -- events ----------------------------------------------------------------------------------

def _archery_event(event: str, *minions: str, fp: tuple[str, ...] = (LEGOLAS, BOROMIR)):
    sc = Scenario()
    for m in minions:
        sc.minion(m)
    chars = [sc.companion(c) for c in fp]
    ev = sc.hand(event)
    game = sc.twilight(2).start("archery")
    act(game, "pass")
    return game, ev, chars


def test_bitter_hatred_spots_a_moria_archer_to_wound_an_elf():
    """Bitter Hatred (1_164): "Archery: Spot a [moria] archer to wound an Elf": Legolas is
    wounded, not Boromir."""
    game, ev, (legolas, boromir) = _archery_event("1_164", GOBLIN_MARKSMAN)
    act(game, "play", ev)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[boromir] == 0


def test_bitter_hatred_needs_a_moria_archer():
    """Bitter Hatred (1_164): "Spot a [moria] archer": a Moria Scout (no archer) does not
    let it be played."""
    game, ev, _chars = _archery_event("1_164", MORIA_SCOUT)
    assert not can(game, "play", ev)


def test_denizens_enraged_is_plus_one_for_each_other_moria_orc_limit_four():
    """Denizens Enraged (1_167): "strength +1 for each other [moria] Orc you spot (limit
    +4)": two others +2; six others +4; a [sauron] Orc or a [moria] Troll does not
    count, nor is either offered."""
    game, _b, scout, ev, others = _skirmish(MORIA_SCOUT, BOROMIR, "1_167", twilight=1,
                                            extra=(GOBLIN_RUNNER, "1_181", ORC_SOLDIER,
                                                   CAVE_TROLL))
    before = strength(game, scout)
    act(game, "play", ev)
    assert set(game.decision.cards) == {scout, *others[:2]}
    choose(game, scout)
    assert strength(game, scout) == before + 2
    many = (GOBLIN_RUNNER,) * 6
    game2, _b2, scout2, ev2, _o2 = _skirmish(MORIA_SCOUT, BOROMIR, "1_167", twilight=1,
                                            extra=many)
    before2 = strength(game2, scout2)
    act(game2, "play", ev2)
    if game2.decision is not None and game2.decision.kind == "choose":
        choose(game2, scout2)
    assert strength(game2, scout2) == before2 + 4


def test_threat_of_the_unknown_exerts_your_moria_orc_to_draw_two():
    """Threat of the Unknown (1_197): "Shadow: Exert your [moria] Orc to draw 2 cards"."""
    sc = Scenario()
    scout = sc.minion(MORIA_SCOUT)
    tops = [sc.draw_top(GOBLIN_RUNNER) for _ in range(3)]
    ev = sc.hand("1_197")
    game = sc.at_site(4).start("shadow")
    act(game, "play", ev)
    assert game.s.wounds[scout] == 1
    assert sorted(game.s.zone[c] for c in tops) == ["draw", "hand", "hand"]


def test_threat_of_the_unknown_needs_a_moria_orc_to_exert():
    """Threat of the Unknown (1_197): "Exert your [moria] Orc": a [sauron] Orc or a [moria]
    Troll cannot pay."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.minion(CAVE_TROLL)
    sc.draw_top(GOBLIN_RUNNER)
    ev = sc.hand("1_197")
    game = sc.at_site(4).start("shadow")
    assert not can(game, "play", ev)


def test_unfamiliar_territory_is_plus_two_or_plus_four_against_an_archer():
    """Unfamiliar Territory (1_201): "Make a [moria] Orc strength +2 (or +4 if skirmishing
    an archer)": +2 against Boromir, +4 against Legolas (an archer)."""
    game, _b, scout, ev, _o = _skirmish(MORIA_SCOUT, BOROMIR, "1_201")
    before = strength(game, scout)
    act(game, "play", ev)
    assert strength(game, scout) == before + 2
    game2, _l, scout2, ev2, _o2 = _skirmish(MORIA_SCOUT, LEGOLAS, "1_201")
    before2 = strength(game2, scout2)
    act(game2, "play", ev2)
    assert strength(game2, scout2) == before2 + 4


def test_unfamiliar_territory_needs_a_moria_orc():
    """Unfamiliar Territory (1_201): "a [moria] Orc": with only a [sauron] Orc it is not
    played."""
    game, _b, _s, ev, _o = _skirmish(ORC_SOLDIER, BOROMIR, "1_201", extra=(CAVE_TROLL,))
    assert not can(game, "play", ev)


# -- conditions and cost modifiers -----------------------------------------------------------

def test_pinned_down_makes_fellowship_archery_minus_one_with_a_moria_archer():
    """Pinned Down (1_192): "While you can spot a [moria] archer, the fellowship archery
    total is -1": with Goblin Marksman Legolas's 1 is 0; with a Moria Scout 1."""
    sc = Scenario()
    sc.support("1_192", player=1)
    sc.minion(GOBLIN_MARKSMAN)
    assert "fellowship archery total 0" in _archery_text(sc)
    sc2 = Scenario()
    sc2.support("1_192", player=1)
    sc2.minion(MORIA_SCOUT)
    assert "fellowship archery total 1" in _archery_text(sc2)


def test_trolls_keyward_makes_cave_troll_cost_two_less():
    """Troll's Keyward (1_199): "Cave Troll of Moria's twilight cost is -2": with (8) at
    Moria Lake (not underground) the Cave Troll (10) can be played; Goblin Archer's cost
    is unchanged."""
    sites = MARSH_PATH
    sc = Scenario(sites=sites)
    sc.minion("1_199")
    troll = sc.hand(CAVE_TROLL)
    archer = sc.hand("1_172")
    game = sc.twilight(8).at_site(4).start("shadow")
    assert can(game, "play", troll)
    act(game, "play", troll)
    assert game.s.zone[troll] == "minions" and game.s.twilight == 0
    sc2 = Scenario(sites=sites)
    sc2.minion("1_199")
    archer2 = sc2.hand("1_172")
    game2 = sc2.twilight(4).at_site(4).start("shadow")
    assert not can(game2, "play", archer2)
    del archer
