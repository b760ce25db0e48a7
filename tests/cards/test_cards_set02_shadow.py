"""Set 2 Shadow cards of the MoM Gandalf and Gimli starters: each test sets a position,
uses the card, and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def test_goblin_flankers_may_add_three_if_the_fellowship_moved_more_than_once():
    """Goblin Flankers (2_61): "When you play this minion, you may add (3) if the
    fellowship has moved more than once this turn"."""
    sc = Scenario()
    flankers = sc.hand("2_61")
    runner = sc.hand("1_178")
    game = sc.twilight(5).at_site(4, moves=2).start("shadow")
    act(game, "play", flankers)
    assert game.s.twilight == 0 and game.decision.kind == "optional_trigger"
    assert can(game, "pass")
    act(game, "resolve", flankers)
    assert game.s.twilight == 3
    act(game, "play", runner)  # another minion played: Flankers does not answer it
    assert not can(game, "resolve", flankers)


def test_goblin_flankers_adds_nothing_after_one_move():
    sc = Scenario()
    flankers = sc.hand("2_61")
    game = sc.twilight(5).at_site(4, moves=1).start("shadow")
    act(game, "play", flankers)
    assert not can(game, "resolve", flankers) and game.s.twilight == 0


def test_goblin_pursuer_strength_plus_three_if_the_fellowship_moved_more_than_once():
    """Goblin Pursuer (2_62): "If the fellowship has moved more than once this turn, this
    minion is strength +3"."""
    sc = Scenario()
    pursuer = sc.minion("2_62")
    assert strength(sc.at_site(4, moves=2).start("maneuver"), pursuer) == 6 + 3
    sc2 = Scenario()
    pursuer2 = sc2.minion("2_62")
    assert strength(sc2.at_site(4, moves=1).start("maneuver"), pursuer2) == 6


def test_goblin_spearman_damage_plus_two_while_bearing_a_goblin_spear():
    """Goblin Spearman (2_65): "While bearing a Goblin Spear, this minion is damage +2":
    not with a Goblin Scimitar, and not another Orc bearing a Goblin Spear."""
    sc = Scenario()
    spearman = sc.minion("2_65")
    sc.bear(spearman, "1_182")  # Goblin Spear
    runner = sc.minion("1_178")
    sc.bear(runner, "1_182")
    other = sc.minion("2_65")
    sc.bear(other, "1_180")  # Goblin Scimitar
    game = sc.at_site(4).start("maneuver")
    assert stats.keyword(game, spearman, "damage") == 2
    assert stats.keyword(game, runner, "damage") == 0
    assert stats.keyword(game, other, "damage") == 0


def _old_differences(card: str, minion: str, defender: str, *others: str) -> tuple:
    """The Shadow player's skirmish action ``card`` with ``defender`` skirmishing
    ``minion``."""
    sc = Scenario()
    hero = sc.companion(defender)
    for name in others:
        sc.companion(name)
    sc.assign(sc.minion(minion), hero)
    spell = sc.hand(card)
    game = sc.at_site(4).start("skirmishes")
    act(game, "pass")  # the Free Peoples player acts first
    return game, spell, hero


def test_old_differences_minus_one_to_an_elf_or_dwarf_skirmishing_a_moria_orc():
    """Old Differences (2_69): "Make an Elf or Dwarf skirmishing a [moria] Orc strength
    -1 (or -3 if you spot an Elf and a Dwarf)": a lone Dwarf or a lone Elf, -1."""
    for defender in ("1_12", "1_51"):  # Gimli; Legolas
        game, spell, hero = _old_differences("2_69", "1_178", defender)
        before = strength(game, hero)
        act(game, "play", spell)
        assert strength(game, hero) == before - 1


def test_old_differences_minus_three_if_you_spot_an_elf_and_a_dwarf():
    game, spell, gimli = _old_differences("2_69", "1_178", "1_12", "1_51")
    act(game, "play", spell)
    assert strength(game, gimli) == 6 - 3


def test_old_differences_needs_an_elf_or_dwarf_skirmishing_a_moria_orc():
    """Old Differences (2_69): not Boromir (a Man), not against a [sauron] Orc (Orc
    Soldier) nor against a [moria] Troll (Cave Troll of Moria)."""
    for minion, defender in (("1_178", "1_97"), ("1_271", "1_12"), ("1_165", "1_12")):
        game, spell, _ = _old_differences("2_69", minion, defender, "1_51")
        assert not can(game, "play", spell), (minion, defender)


def _spies(spies: str, *minions: str) -> tuple:
    sc = Scenario()
    card = sc.support(spies, player=1)
    for minion in minions:
        sc.minion(minion)
    for _ in range(12):  # the Shadow player reconciles to 8 first
        sc.draw_top("1_178")
    game = sc.start("regroup")
    pass_until(game, decision_kind="move_again")
    hand = len(game.s.piles[1]["hand"])
    act(game, "move")
    return game, card, hand


def test_spies_of_mordor_draws_when_the_fellowship_moves_in_the_regroup_phase():
    """Spies of Mordor (2_92): "Each time the fellowship moves during the regroup phase,
    you may draw a card (or 2 cards if you can spot a [sauron] tracker)"."""
    game, spies, hand = _spies("2_92", "1_271")  # Orc Soldier, no tracker: one card
    assert game.decision.kind == "optional_trigger" and can(game, "pass")
    act(game, "resolve", spies)
    assert len(game.s.piles[1]["hand"]) == hand + 1
    game2, spies2, hand2 = _spies("2_92", "1_262")  # Orc Assassin, a [sauron] tracker
    act(game2, "resolve", spies2)
    assert len(game2.s.piles[1]["hand"]) == hand2 + 2
    game3, spies3, hand3 = _spies("2_92", "1_271", "2_47")  # Uruk Scout: not [sauron]
    act(game3, "resolve", spies3)
    assert len(game3.s.piles[1]["hand"]) == hand3 + 1


def test_spies_of_mordor_not_when_the_fellowship_moves_in_the_fellowship_phase():
    sc = Scenario()
    spies = sc.support("2_92", player=1)
    sc.minion("1_262")
    game = sc.start("fellowship")
    act(game, "pass")  # the fellowship moves
    assert not can(game, "resolve", spies)


def test_spies_of_mordor_to_play_spot_a_sauron_orc():
    """Spies of Mordor (2_92): "To play, spot a [sauron] Orc": not a [moria] Orc, not a
    [sauron] Troll (Troll of Udûn)."""
    for minion, ok in (("1_271", True), ("1_178", False), ("6_106", False)):
        sc = Scenario()
        sc.minion(minion)
        spies = sc.hand("2_92")
        game = sc.twilight(3).at_site(4).start("shadow")
        assert can(game, "play", spies) == ok, minion


def test_vile_blade_plus_two_while_skirmishing_a_man_or_elf():
    """Vile Blade (2_95): "Bearer is strength +2 while skirmishing a Man or Elf" (not a
    Dwarf); printed strength +2 always."""
    for defender, bonus in (("1_97", 2), ("1_51", 2), ("1_12", 0)):
        sc = Scenario()
        hero = sc.companion(defender)
        orc = sc.minion("1_271")  # Orc Soldier, 7
        sc.bear(orc, "2_95")
        sc.assign(orc, hero)
        game = sc.start("skirmishes")
        assert strength(game, orc) == 7 + 2 + bonus, defender


def test_vile_blade_only_its_bearer():
    """Vile Blade (2_95): "Bearer is strength +2": another Orc in the same skirmish
    is not."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    orc = sc.minion("1_271")
    sc.bear(orc, "2_95")
    other = sc.minion("1_271")
    sc.assign(orc, boromir).assign(other, boromir)
    game = sc.start("skirmishes")
    assert strength(game, orc) == 7 + 4 and strength(game, other) == 7


def test_vile_blade_bearer_must_be_a_sauron_orc():
    sc = Scenario()
    soldier = sc.minion("1_271")
    sc.minion("1_178")  # Goblin Runner, a [moria] Orc
    sc.minion("6_106")  # Troll of Udûn, a [sauron] Troll
    blade = sc.hand("2_95")
    game = sc.twilight(2).at_site(6).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == blade} == {soldier}
