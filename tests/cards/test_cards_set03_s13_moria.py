"""Set 3 [moria] cards scripted for issue 18 (Realms of the Elf-lords). Each test names
the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR, LEGOLAS, MERRY, ARAGORN = "1_97", "1_51", "1_303", "1_89"
MORIA_SCOUT = "1_191"  # a [moria] Orc
ORC_SOLDIER = "1_271"  # a [sauron] Orc
CAVE_TROLL = "1_165"  # a [moria] Troll
GOBLIN_MARKSMAN = "1_176"  # a [moria] archer
MAGGOT = "1_288"  # Farmer Maggot, a [shire] ally


def _shadow(sc: Scenario, twilight: int = 0):
    return sc.twilight(twilight).at_site(4).start("shadow")


def _maneuver(sc: Scenario):
    game = sc.at_site(4).start("maneuver")
    act(game, "pass")
    return game


def test_dangerous_gamble_adds_the_twilight_cost_of_a_random_card():
    """Dangerous Gamble (3_76): "Spot a [moria] minion to reveal a card at random from the
    Free Peoples player's hand. Add (X), where X is the twilight cost of the card
    revealed": Boromir (3) revealed adds (3), one card only (the other Boromir stays
    unrevealed); he stays in hand."""
    sc = Scenario()
    sc.minion(CAVE_TROLL)
    boromir = sc.hand(BOROMIR, player=0)
    sc.hand("1_96", player=0)
    ev = sc.hand("3_76")
    game = _shadow(sc, 2)
    events = act(game, "play", ev)
    revealed = [c for e in events if e.kind == "revealed" for c in e.cards]
    assert len(revealed) == 1
    assert game.s.twilight == 3 and game.s.zone[boromir] == "hand"


def test_dangerous_gamble_needs_a_moria_minion():
    """Dangerous Gamble (3_76): "Spot a [moria] minion": a [sauron] Orc or a [moria]
    condition does not do."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.support("1_173", player=1)  # Goblin Armory: a [moria] card, not a minion
    sc.hand(BOROMIR, player=0)
    ev = sc.hand("3_76")
    game = _shadow(sc, 2)
    assert not can(game, "play", ev)


def _depths(card: str, *minions: str):
    sc = Scenario()
    depths = sc.support(card, player=1)
    for minion in minions:
        sc.minion(minion)
    game = sc.start("regroup")
    pass_until(game, decision_kind="move_again")
    return game, depths


def test_depths_of_moria_adds_two_when_the_fellowship_moves_in_the_regroup_phase():
    """Depths of Moria (3_77): "Each time the fellowship moves during the regroup phase,
    add (2)"."""
    game, _d = _depths("3_77", MORIA_SCOUT)
    events = act(game, "move")
    added = [e.text for e in events if e.kind == "twilight_added" and "Depths" in e.text]
    assert added == ["2 twilight added (Depths of Moria); pool 2"]


def test_depths_of_moria_not_when_moving_in_the_fellowship_phase():
    """Depths of Moria (3_77): "during the regroup phase": the fellowship phase move adds
    only the site's Shadow number and the companions."""
    sc = Scenario()
    sc.support("3_77", player=1)
    sc.minion(MORIA_SCOUT)
    game = sc.start("fellowship")
    events = act(game, "pass")  # the fellowship moves
    events += pass_until(game, "moves_to")
    assert not any("Depths of Moria" in e.text for e in events)


def test_depths_of_moria_needs_a_moria_orc_to_play():
    """Depths of Moria (3_77): "To play, spot a [moria] Orc": the Cave Troll or a [sauron]
    Orc does not do."""
    sc = Scenario()
    sc.minion(CAVE_TROLL)
    sc.minion(ORC_SOLDIER)
    depths = sc.hand("3_77")
    game = _shadow(sc, 2)
    assert not can(game, "play", depths)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    depths2 = sc2.hand("3_77")
    game2 = _shadow(sc2, 2)
    assert can(game2, "play", depths2)


def _hide(card: str, *companions: str, minion: str = CAVE_TROLL, ally: str = "",
          support: str = ""):
    sc = Scenario()
    if support:
        sc.support(support, player=1)
    merry = sc.companion(MERRY)
    for c in companions:
        sc.companion(c)
    if ally:
        sc.ally(ally)
    m = sc.minion(minion)
    sc.assign(m, merry)
    ev = sc.hand(card)
    game = sc.twilight(1).start("skirmishes")
    act(game, "pass")
    return game, m, ev


def test_hide_and_seek_makes_a_moria_minion_damage_plus_one():
    """Hide and Seek (3_78): "Spot 2 [shire] companions to make a [moria] minion damage
    +1": Frodo and Merry; the Cave Troll goes from damage +1 to +2 (Goblin Armory, a
    [moria] condition, is not offered)."""
    game, troll, ev = _hide("3_78", support="1_173")
    act(game, "play", ev)
    assert game.decision is None or game.decision.kind != "choose"
    assert stats.keyword(game, troll, "damage") == 2


def test_hide_and_seek_needs_two_shire_companions_and_a_moria_minion():
    """Hide and Seek (3_78): Frodo and Farmer Maggot (a [shire] ally) are not 2 [shire]
    companions... with Merry in the skirmish, and a [sauron] Orc is no [moria] minion."""
    sc = Scenario()
    sc.ally(MAGGOT)
    m = sc.minion(CAVE_TROLL)
    sc.assign(m, sc.ring_bearer())
    ev = sc.hand("3_78")
    game = sc.twilight(1).start("skirmishes")
    act(game, "pass")
    assert not can(game, "play", ev)
    game2, _m, ev2 = _hide("3_78", minion=ORC_SOLDIER)
    assert not can(game2, "play", ev2)
    sc3 = Scenario()  # Frodo and Boromir: 2 companions, one [shire]
    m3 = sc3.minion(CAVE_TROLL)
    sc3.assign(m3, sc3.companion(BOROMIR))
    ev3 = sc3.hand("3_78")
    game3 = sc3.twilight(1).start("skirmishes")
    act(game3, "pass")
    assert not can(game3, "play", ev3)


def _archery(card: str, *minions: str):
    sc = Scenario()
    for m in minions:
        sc.minion(m)
    legolas = sc.companion(LEGOLAS)
    boromir = sc.companion(BOROMIR)
    ev = sc.hand(card)
    game = sc.twilight(1).start("archery")
    act(game, "pass")
    return game, ev, legolas, boromir


def test_malice_spots_a_moria_and_a_sauron_orc_to_wound_an_archer():
    """Malice (3_79): "Spot a [moria] Orc and a [sauron] Orc to wound an archer": Legolas,
    not Boromir."""
    game, ev, legolas, boromir = _archery("3_79", MORIA_SCOUT, ORC_SOLDIER)
    act(game, "play", ev)
    if game.decision is not None and game.decision.kind == "choose":
        assert boromir not in game.decision.cards
        choose(game, legolas)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[boromir] == 0


def test_malice_needs_both_orcs():
    """Malice (3_79): a [moria] Orc alone, a [sauron] Orc alone, or the Cave Troll with a
    [sauron] Orc, or a Moria Scout with a [sauron] Uruk-hai: not played."""
    for minions in ((MORIA_SCOUT,), (ORC_SOLDIER,), (CAVE_TROLL, ORC_SOLDIER),
                    (MORIA_SCOUT, "10_81")):  # Cirith Ungol Guard: [sauron], no Orc
        game, ev, _l, _b = _archery("3_79", *minions)
        assert not can(game, "play", ev), minions


def _little(card: str, minion: str = MORIA_SCOUT, possessions: int = 2,
            boromir: bool = True):
    sc = Scenario()
    m = sc.minion(minion)
    axe = sc.bear(m, "1_190") if minion == MORIA_SCOUT else -1  # a Shadow possession
    b = sc.companion(BOROMIR) if boromir else -1
    aragorn = sc.companion(ARAGORN)
    items = [sc.bear(aragorn, c) for c in ("1_90", "1_92", "1_107")[:possessions]]
    ev = sc.hand(card)
    game = _maneuver(sc)
    if boromir:  # vitality 6: the 3 wounds do not kill him, so they can be counted
        game.s.mods = [*game.s.mods, (b, "vitality", 3, "turn", -1)]
    return game, ev, b, items, axe


def test_such_a_little_thing_wounds_boromir_three_times():
    """Such a Little Thing (3_80): "Spot a [moria] minion to wound Boromir 3 times": the
    Free Peoples player declines to discard."""
    game, ev, boromir, items, _m = _little("3_80")
    act(game, "play", ev)
    assert game.decision.player == 0
    act(game, "pass")
    assert game.s.wounds[boromir] == 3
    assert [game.s.zone[c] for c in items] == ["attached", "attached"]


def test_such_a_little_thing_prevented_by_discarding_two_fp_possessions():
    """Such a Little Thing (3_80): "The Free Peoples player may discard 2 Free Peoples
    possessions to prevent this": two of Aragorn's three go, Boromir keeps no wound. With
    one possession he cannot prevent it."""
    game, ev, boromir, items, axe = _little("3_80", possessions=3)
    act(game, "play", ev)
    act(game, "choose", ev)
    for _ in range(2):
        assert axe not in game.decision.cards  # the Moria Axe: not Free Peoples
        act(game, "choose", next(c for c in items if c in game.decision.cards))
    assert sorted(game.s.zone[c] for c in items) == ["attached", "discard", "discard"]
    assert game.s.wounds[boromir] == 0
    game, ev, boromir, _items, _m = _little("3_80", possessions=1)
    act(game, "play", ev)
    assert game.s.wounds[boromir] == 3


def test_such_a_little_thing_needs_a_moria_minion_and_boromir():
    """Such a Little Thing (3_80): a [sauron] Orc with a [moria] condition, or no Boromir:
    not played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.support("1_173", player=1)
    sc.companion(BOROMIR)
    ev0 = sc.hand("3_80")
    assert not can(_maneuver(sc), "play", ev0)
    game, ev, _b, _i, _m = _little("3_80", boromir=False)
    assert not can(game, "play", ev)
