"""Set 3 [gondor] cards of the Fellowship block (issue 18, helper s13-gondor-sites)."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

ARAGORN = "1_89"  # Aragorn, Ranger of the North: the Gandalf signet
BOROMIR = "1_97"  # Boromir, Son of Denethor: [gondor], the Frodo signet
ARWEN = "1_30"  # Arwen: [elven], the Aragorn signet
SAM = "1_311"  # Sam: [shire], the Aragorn signet
SAVAGE = "1_151"  # Uruk Savage
SCOUT = "1_191"  # Moria Scout
SHARDS = "3_44"  # The Shards of Narsil: a [gondor] artifact in the support area


def _sturdy_merchant(game) -> None:
    """The Gondorian Merchant (a [gondor] ally, vitality 1) made vitality 2 for the turn,
    so that it could exert: a cost naming a [gondor] companion must still refuse it."""
    merchant = next(c for c in range(len(game.cards)) if game.s.defs[c] == "7_97")
    game.s.mods = game.s.mods + [(merchant, "vitality", 1, "turn", -1)]


def _to_regroup(game) -> None:
    """Everyone passes until the regroup phase ("until the regroup phase": over)."""
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")


def _move(aragorn_id: str, twilight: int, stage: str = "fellowship") -> int:
    sc = Scenario()
    sc.companion(aragorn_id)
    sc.twilight(twilight)
    game = sc.start(stage)
    act(game, "move" if stage == "regroup_choice" else "pass")
    return game.s.twilight


def test_aragorn_heir_to_the_white_city_removes_two_when_moving_in_the_fellowship_phase():
    """Aragorn, Heir to the White City (3_38): "Each time the fellowship moves during the
    fellowship phase, remove (2)". The CR ("When you move": "when the fellowship moves"
    actions come before the site's twilight is added) removes from the pool as it is
    then: 3 - 2, then 2 for the site and 2 for the companions."""
    assert _move("3_38", 3) == 5
    assert _move(ARAGORN, 3) == 7  # the same fellowship without him


def test_aragorn_heir_to_the_white_city_not_when_moving_in_the_regroup_phase():
    assert _move("3_38", 3, "regroup_choice") == _move(ARAGORN, 3, "regroup_choice")


def test_banner_of_the_white_tree_strength_three_and_defender_until_regroup():
    """Banner of the White Tree (3_39): "Exert a [gondor] companion to make that companion
    strength +3 and defender +1 until the regroup phase" (Arwen is no [gondor])."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    arwen = sc.companion(ARWEN)
    sc.minion(SCOUT)
    banner = sc.hand("3_39")
    game = sc.start("maneuver")
    before, other = strength(game, boromir), strength(game, arwen)
    act(game, "play", banner)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[arwen] == 0
    pass_until(game, decision_kind="assign")  # still so in the assignment phase
    assert strength(game, boromir) == before + 3 and strength(game, arwen) == other
    assert stats.keyword(game, boromir, "defender") == 1
    assert stats.keyword(game, arwen, "defender") == 0
    _to_regroup(game)
    assert strength(game, boromir) == before and stats.keyword(game, boromir, "defender") == 0
    sc2 = Scenario()
    sc2.companion(ARWEN)
    sc2.ally("7_97")  # Gondorian Merchant: a [gondor] ally, no companion
    sc2.minion(SCOUT)
    banner2 = sc2.hand("3_39")
    game2 = sc2.start("maneuver")
    _sturdy_merchant(game2)
    assert not can(game2, "play", banner2)


def test_still_sharp_spots_the_shards_to_make_a_gondor_companion_strength_three_damage():
    """Still Sharp (3_46): "Spot The Shards of Narsil to make a [gondor] companion strength
    +3 and damage +1" (Arwen is no [gondor] companion)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    arwen = sc.companion(ARWEN)
    sc.support(SHARDS)
    sc.assign(sc.minion(SAVAGE), boromir)
    sharp = sc.hand("3_46")
    game = sc.start("skirmishes")
    before, other = strength(game, boromir), strength(game, arwen)
    act(game, "play", sharp)
    assert strength(game, boromir) == before + 3 and strength(game, arwen) == other
    assert stats.keyword(game, boromir, "damage") == 1
    assert stats.keyword(game, arwen, "damage") == 0


def test_still_sharp_needs_the_shards_of_narsil():
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(SAVAGE), boromir)
    sharp = sc.hand("3_46")
    assert not can(sc.start("skirmishes"), "play", sharp)


def test_voice_of_rauros_each_companion_with_the_aragorn_signet_damage_until_regroup():
    """Voice of Rauros (3_47): "Exert Aragorn to make each companion with the Aragorn
    signet damage +1 until the regroup phase": Arwen and Sam, not Boromir (Frodo signet)
    nor Aragorn (Gandalf signet)."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    arwen = sc.companion(ARWEN)
    sam = sc.companion(SAM)
    boromir = sc.companion(BOROMIR)
    sc.minion(SCOUT)
    voice = sc.hand("3_47")
    game = sc.start("maneuver")
    act(game, "play", voice)
    assert game.s.wounds[aragorn] == 1
    pass_until(game, decision_kind="assign")  # still so in the assignment phase
    damage = {c: stats.keyword(game, c, "damage") for c in (aragorn, arwen, sam, boromir)}
    assert damage == {aragorn: 0, arwen: 1, sam: 1, boromir: 0}
    _to_regroup(game)
    assert stats.keyword(game, sam, "damage") == 0


def test_voice_of_rauros_needs_aragorn():
    sc = Scenario()
    sc.companion(ARWEN)
    sc.minion(SCOUT)
    voice = sc.hand("3_47")
    assert not can(sc.start("maneuver"), "play", voice)


def _archery_text(events: list) -> str:
    return next(e.text for e in events if e.kind == "archery")


def test_gondor_bowmen_exert_and_discard_for_fellowship_archery_plus_two():
    """Gondor Bowmen (3_41): "Archery: Exert a [gondor] companion and discard this
    condition to make the fellowship archery total +2"."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    bowmen = sc.support("3_41")
    sc.minion(SAVAGE)
    game = sc.start("archery")
    use(game, bowmen)
    assert game.s.wounds[boromir] == 1 and game.s.zone[bowmen] == "discard"
    assert "fellowship archery total 2" in _archery_text(pass_until(game, "archery"))


def test_gondor_bowmen_needs_a_gondor_companion_in_the_archery_phase():
    sc = Scenario()
    sc.companion(ARWEN)
    sc.ally("7_97")  # Gondorian Merchant: a [gondor] ally, no companion
    bowmen = sc.support("3_41")
    sc.minion(SAVAGE)
    game = sc.start("archery")
    _sturdy_merchant(game)
    assert not can(game, "use", bowmen)
    sc2 = Scenario()
    sc2.companion(BOROMIR)
    bowmen2 = sc2.support("3_41")
    sc2.minion(SAVAGE)
    assert not can(sc2.start("maneuver"), "use", bowmen2)


def test_horn_of_boromir_ally_strength_three_and_takes_part_until_regroup():
    """Horn of Boromir (3_42): "Exert Boromir and spot an ally. Until the regroup phase,
    that ally is strength +3 and participates in archery fire and skirmishes" (Thrarin,
    away from his home)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    horn = sc.bear(boromir, "3_42")
    thrarin = sc.ally("1_27")
    orc = sc.minion(SCOUT)
    game = sc.twilight(3).at_site(2).start("maneuver")
    before = strength(game, thrarin)
    assert thrarin not in stats.fp_characters_in_combat(game, game.s.fp)
    use(game, horn)
    assert game.s.wounds[boromir] == 1
    assert thrarin in stats.fp_characters_in_combat(game, game.s.fp)
    pass_until(game, decision_kind="assign")
    assert strength(game, thrarin) == before + 3 and strength(game, boromir) == 7
    assert can(game, "assign", thrarin, orc)
    twin = game.clone()
    _to_regroup(twin)
    assert strength(twin, thrarin) == before
    assert thrarin not in stats.fp_characters_in_combat(twin, twin.s.fp)


def test_horn_of_boromir_needs_an_ally_and_is_a_maneuver_ability():
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    horn = sc.bear(boromir, "3_42")
    sc.minion(SCOUT)
    assert not can(sc.twilight(3).at_site(2).start("maneuver"), "use", horn)
    sc2 = Scenario()
    boromir2 = sc2.companion(BOROMIR)
    horn2 = sc2.bear(boromir2, "3_42")
    sc2.ally("1_27")
    sc2.minion(SCOUT)
    assert not can(sc2.twilight(3).at_site(2).start("skirmishes"), "use", horn2)


def _to_next_turn(game) -> list[str]:
    """Everyone passes (declining every optional trigger) until the next turn starts;
    returns the prompts of the optional triggers offered on the way."""
    turn, offered = game.s.turn, []
    for _ in range(200):
        if game.s.turn != turn or game.decision is None:
            return offered
        if game.decision.kind == "optional_trigger":
            offered.append(game.decision.prompt)
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError("the next turn was not reached")


def test_citadel_of_minas_tirith_heals_a_gondor_companion_at_the_end_of_the_turn():
    """Citadel of Minas Tirith (3_40): "You may heal a [gondor] companion at the end of
    each turn during which no companion or ally lost a skirmish" (Boromir, not Arwen)."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    arwen = sc.companion(ARWEN)
    sc.wounds(boromir, 1).wounds(arwen, 1)
    sc.support("3_40")
    game = sc.start("regroup")
    for _ in range(20):
        if game.decision.kind == "optional_trigger" and "Citadel" in game.decision.prompt:
            break
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "stay")), options[0]))
    act(game, "resolve")
    assert game.s.wounds[boromir] == 0 and game.s.wounds[arwen] == 1


def test_citadel_of_minas_tirith_not_after_a_companion_lost_a_skirmish():
    """Sam loses to an Uruk Savage: at the end of that turn nothing is offered; a won
    skirmish (Boromir against a Moria Scout) does not stop it."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sam = sc.companion(SAM)
    sc.wounds(boromir, 1)
    sc.support("3_40")
    sc.assign(sc.minion(SAVAGE), sam)
    game = sc.start("skirmishes")
    assert not any("Citadel" in p for p in _to_next_turn(game))
    sc2 = Scenario()
    boromir2 = sc2.companion(BOROMIR)
    sc2.wounds(boromir2, 1)
    sc2.support("3_40")
    sc2.assign(sc2.minion(SCOUT), boromir2)
    game2 = sc2.start("skirmishes")
    assert any("Citadel" in p for p in _to_next_turn(game2))
