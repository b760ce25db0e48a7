"""Set 3 [sauron] cards scripted for issue 18 (Realms of the Elf-lords). Each test names
the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from test_cards_set01_s13_sauron import (
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    MERRY,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
)

from ringtable.testing import act, can

FOES_OF_MORDOR = "1_105"  # a [gondor] condition (Free Peoples)
SEEKING_ITS_MASTER = "1_276"  # a [sauron] condition
SARUMANS_AMBITION = "1_133"  # a Shadow condition, not [sauron]


def _regroup(sc: Scenario, twilight: int = 0):
    """The regroup phase with the Shadow player to act (the Free Peoples player passed)."""
    game = sc.twilight(twilight).start("regroup")
    act(game, "pass")
    return game


def _slayer_wounds_a_companion_not_the_ring_bearer(card_id: str) -> None:
    sc = Scenario()
    slayer = sc.minion(card_id)
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally("1_17")
    sc.minion(ORC_SOLDIER)
    game = _regroup(sc)
    use(game, slayer)
    assert game.s.wounds[slayer] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[sc.ring_bearer()] == 0 and game.s.wounds[grimir] == 0


def test_morgul_slayer_exerts_to_wound_a_companion_not_the_ring_bearer():
    """Morgul Slayer (3_93): "Regroup: Exert this minion to wound a companion (except the
    Ring-bearer)": Boromir, not Frodo, an ally or a minion."""
    _slayer_wounds_a_companion_not_the_ring_bearer("3_93")


def test_orc_slayer_exerts_to_wound_a_companion_not_the_ring_bearer():
    """Orc Slayer (3_97): "Regroup: Exert this minion to wound a companion (except the
    Ring-bearer)": Boromir, not Frodo, an ally or a minion."""
    _slayer_wounds_a_companion_not_the_ring_bearer("3_97")


def _slayer_only_in_the_regroup_phase(card_id: str) -> None:
    sc = Scenario()
    slayer = sc.minion(card_id)
    sc.companion(BOROMIR)
    game = _maneuver(sc)
    assert not can(game, "use", slayer)
    sc2 = Scenario()
    tired = sc2.minion(card_id)
    sc2.wounds(tired, 1)
    sc2.companion(BOROMIR)
    game2 = _regroup(sc2)
    assert not can(game2, "use", tired)


def test_morgul_slayer_only_in_the_regroup_phase_and_while_it_can_exert():
    """Morgul Slayer (3_93): "Regroup: Exert this minion": not in the maneuver phase; not
    when exhausted."""
    _slayer_only_in_the_regroup_phase("3_93")


def test_orc_slayer_only_in_the_regroup_phase_and_while_it_can_exert():
    """Orc Slayer (3_97): "Regroup: Exert this minion": not in the maneuver phase; not
    when exhausted."""
    _slayer_only_in_the_regroup_phase("3_97")


def test_orc_trooper_is_strength_plus_one_for_each_card_in_your_hand():
    """Orc Trooper (3_99): "For each card in your hand, this minion is strength +1": the
    Shadow player's 2 cards count, not the Free Peoples player's 3."""
    sc = Scenario()
    trooper = sc.minion("3_99")
    for _ in range(2):
        sc.hand(ORC_SOLDIER)
    for _ in range(3):
        sc.hand(BOROMIR)
    game = sc.start("maneuver")
    assert strength(game, trooper) == 7 + 2


def _veteran_skirmish(card_id: str, extra_condition: bool = True):
    sc = Scenario()
    veteran = sc.minion(card_id)
    boromir = sc.companion(BOROMIR)
    merry = sc.companion(MERRY)
    other = sc.minion(ORC_SOLDIER)
    sc.assign(veteran, boromir)
    sc.assign(other, merry)
    condition = sc.support(SEEKING_ITS_MASTER, player=1) if extra_condition else -1
    foes = sc.support(FOES_OF_MORDOR)
    sc.support(SARUMANS_AMBITION, player=1)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    return game, veteran, boromir, merry, condition, foes


def test_orc_veteran_discards_your_sauron_condition_to_weaken_its_opponent():
    """Orc Veteran (3_100): "Skirmish: Discard your [sauron] condition to make a character
    skirmishing this minion strength -1": Seeking Its Master goes (not a minion, not a
    Free Peoples condition, not an [isengard] condition) and Boromir is 7 - 1; Merry,
    in another skirmish, is not."""
    game, veteran, boromir, merry, condition, foes = _veteran_skirmish("3_100")
    use(game, veteran)
    assert game.decision.kind != "choose"
    assert game.s.zone[condition] == "discard" and game.s.zone[foes] == "support"
    assert strength(game, boromir) == 7 - 1 and strength(game, merry) == 3


def test_orc_veteran_needs_a_sauron_condition_of_yours():
    """Orc Veteran (3_100): without a [sauron] condition (an [isengard] one only) it
    cannot be used; nor outside the skirmish phase."""
    game, veteran, *_rest = _veteran_skirmish("3_100", extra_condition=False)
    assert not can(game, "use", veteran)
    sc = Scenario()
    regroup_veteran = sc.minion("3_100")
    sc.support(SEEKING_ITS_MASTER, player=1)
    sc.companion(BOROMIR)
    game2 = _regroup(sc)
    assert not can(game2, "use", regroup_veteran)


def test_orc_guard_exerts_and_discards_your_sauron_condition_to_discard_a_fp_condition():
    """Orc Guard (3_95): "Maneuver: Exert this minion and discard your [sauron] condition
    to discard a Free Peoples condition": the [sauron] one is discarded (not Saruman's
    Ambition), then Foes of Mordor (the Free Peoples one)."""
    sc = Scenario()
    guard = sc.minion("3_95")
    sc.minion(ORC_SOLDIER)
    mine = sc.support(SEEKING_ITS_MASTER, player=1)
    ambition = sc.support(SARUMANS_AMBITION, player=1)
    foes = sc.support(FOES_OF_MORDOR)
    game = _maneuver(sc)
    use(game, guard)
    assert game.s.wounds[guard] == 1
    assert game.s.zone[mine] == "discard" and game.s.zone[foes] == "discard"
    assert game.s.zone[ambition] == "support"


def test_orc_guard_needs_your_sauron_condition_and_to_exert():
    """Orc Guard (3_95): no [sauron] condition (an [isengard] one), or exhausted: it
    cannot be used."""
    sc = Scenario()
    guard = sc.minion("3_95")
    sc.support(FOES_OF_MORDOR)
    sc.support(SARUMANS_AMBITION, player=1)
    game = _maneuver(sc)
    assert not can(game, "use", guard)
    sc2 = Scenario()
    tired = sc2.minion("3_95")
    sc2.wounds(tired, 1)
    sc2.support(SEEKING_ITS_MASTER, player=1)
    sc2.support(FOES_OF_MORDOR)
    game2 = _maneuver(sc2)
    assert not can(game2, "use", tired)


def test_hand_of_sauron_exerts_a_sauron_minion_to_discard_a_random_card():
    """Hand of Sauron (3_90): "Exert a [sauron] minion to make the Free Peoples player
    discard a card at random from his or her hand": a [sauron] Uruk-hai pays; one of the
    2 cards goes."""
    sc = Scenario()
    guard = sc.minion(CIRITH_UNGOL_GUARD)
    cards = [sc.hand(BOROMIR), sc.hand(MERRY)]
    mine = sc.hand(ORC_SOLDIER)
    hand = sc.hand("3_90")
    game = _maneuver(sc)
    act(game, "play", hand)
    assert game.s.wounds[guard] == 1
    assert sorted(game.s.zone[c] for c in cards) == ["discard", "hand"]
    assert game.s.zone[mine] == "hand"


def test_hand_of_sauron_needs_a_sauron_minion():
    """Hand of Sauron (3_90): a [moria] Orc cannot pay "Exert a [sauron] minion"."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.hand(BOROMIR)
    hand = sc.hand("3_90")
    game = _maneuver(sc)
    assert not can(game, "play", hand)


def test_his_cruelty_and_malice_exerts_a_sauron_minion_to_discard_the_top_card():
    """His Cruelty and Malice (3_91): "Regroup: Exert a [sauron] minion to make the Free
    Peoples player discard the top card from his or her draw deck": only the top one,
    from his deck, not mine."""
    sc = Scenario()
    cruelty = sc.support("3_91", player=1)
    guard = sc.minion(CIRITH_UNGOL_GUARD)
    second = sc.draw_top(BOROMIR)
    top = sc.draw_top(MERRY)
    mine = sc.draw_top(ORC_SOLDIER)
    game = _regroup(sc)
    use(game, cruelty)
    assert game.s.wounds[guard] == 1
    assert game.s.zone[top] == "discard" and game.s.zone[second] == "draw"
    assert game.s.zone[mine] == "draw"


def test_his_cruelty_and_malice_needs_a_sauron_minion_and_the_regroup_phase():
    """His Cruelty and Malice (3_91): a [moria] Orc cannot pay; not in the maneuver phase."""
    sc = Scenario()
    cruelty = sc.support("3_91", player=1)
    sc.minion(MORIA_SCOUT)
    sc.draw_top(BOROMIR)
    game = _regroup(sc)
    assert not can(game, "use", cruelty)
    sc2 = Scenario()
    cruelty2 = sc2.support("3_91", player=1)
    sc2.minion(ORC_SOLDIER)
    sc2.draw_top(BOROMIR)
    game2 = _maneuver(sc2)
    assert not can(game2, "use", cruelty2)
