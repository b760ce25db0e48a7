"""Set 3 Shadow cards of the RotEL Boromir and Legolas starters: each test sets a
position, uses the card, and checks what its text does."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can


def test_abandoning_reason_discards_up_to_three_and_draws_as_many():
    """Abandoning Reason for Madness (3_49): "Shadow: Spot an [isengard] minion to discard
    up to 3 cards from hand and draw an equal number of cards"."""
    sc = Scenario()
    sc.minion("1_154")  # Uruk Soldier, an [isengard] minion
    spell = sc.hand("3_49")
    a, b, c, d = (sc.hand("1_178") for _ in range(4))
    tops = [sc.draw_top("1_271") for _ in range(4)]
    game = sc.twilight(1).at_site(5).start("shadow")
    act(game, "play", spell)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {a, b, c, d}
    choose(game, a)
    choose(game, b)
    act(game, "pass")  # up to 3: two are enough
    assert game.s.zone[a] == "discard" and game.s.zone[b] == "discard"
    assert sum(game.s.zone[t] == "hand" for t in tops) == 2
    assert game.s.zone[c] == "hand" and game.s.zone[d] == "hand"


def test_abandoning_reason_at_most_three():
    sc = Scenario()
    sc.minion("1_154")
    spell = sc.hand("3_49")  # Abandoning Reason for Madness: "up to 3 cards"
    cards = [sc.hand("1_178") for _ in range(5)]
    tops = [sc.draw_top("1_271") for _ in range(5)]
    game = sc.twilight(1).at_site(5).start("shadow")
    act(game, "play", spell)
    for card in cards[:3]:
        choose(game, card)
    assert game.decision.kind != "choose"
    assert [game.s.zone[c] for c in cards] == ["discard"] * 3 + ["hand"] * 2
    assert sum(game.s.zone[t] == "hand" for t in tops) == 3


def test_abandoning_reason_needs_an_isengard_minion():
    """Abandoning Reason for Madness (3_49): a [moria] Orc or an [isengard] condition
    (Greed) will not do; Isengard Forger, an [isengard] Orc, does."""
    for minion in ("1_178", "3_56"):
        sc = Scenario()
        sc.minion(minion)
        sc.support("1_125", player=1)
        spell = sc.hand("3_49")
        sc.hand("1_178")
        game = sc.twilight(1).at_site(5).start("shadow")
        assert can(game, "play", spell) == (minion == "3_56"), minion


def test_isengard_forger_exerts_to_add_one():
    """Isengard Forger (3_56): "Shadow: Exert this minion to add (1)"."""
    sc = Scenario()
    forger = sc.minion("3_56")
    game = sc.at_site(4).start("shadow")
    use(game, forger)
    assert game.s.twilight == 1 and game.s.wounds[forger] == 1
    assert not can(game, "use", forger)  # vitality 2: now exhausted


def test_uruk_raider_plus_three_and_fierce_while_an_ally_is_dead():
    """Uruk Raider (3_74): "While an ally is in the dead pile, this minion is strength +3
    and fierce" (a dead companion does not count); damage +1."""
    sc = Scenario()
    raider = sc.minion("3_74")
    sc.dead("1_309")  # Rosie Cotton, an ally
    game = sc.start("maneuver")
    assert strength(game, raider) == 6 + 3 and stats.keyword(game, raider, "fierce") == 1
    assert stats.keyword(game, raider, "damage") == 1
    sc2 = Scenario()
    r2 = sc2.minion("3_74")
    sc2.dead("1_97")  # Boromir, a companion
    game2 = sc2.start("maneuver")
    assert strength(game2, r2) == 6 and stats.keyword(game2, r2, "fierce") == 0


def test_orc_butcher_plus_one_for_each_sauron_condition():
    """Orc Butcher (3_94): "For each [sauron] condition you can spot, this minion is
    strength +1" (not an [isengard] condition); the other Orc is unchanged."""
    sc = Scenario()
    butcher = sc.minion("3_94")
    other = sc.minion("1_271")
    sc.support("1_263", player=1)  # Orc Banner
    sc.support("1_274", player=1)  # Sauron's Defenses
    sc.support("1_125", player=1)  # Greed, [isengard]
    game = sc.start("maneuver")
    assert strength(game, butcher) == 6 + 2 and strength(game, other) == 7


def test_orc_swordsman_plus_two_while_bearing_a_weapon():
    """Orc Swordsman (3_98): "While this minion bears a weapon, he is strength +2" (only
    himself; not without a weapon)."""
    sc = Scenario()
    swordsman = sc.minion("3_98")
    sc.bear(swordsman, "1_269")  # Orc Scimitar, strength +2 itself
    other = sc.minion("1_271")
    sc.bear(other, "1_269")
    bare = sc.minion("3_98")
    game = sc.start("maneuver")
    assert strength(game, swordsman) == 9 + 2 + 2
    assert strength(game, other) == 7 + 2 and strength(game, bare) == 9


def _warrior(card: str, *support: str) -> tuple:
    sc = Scenario()
    warrior = sc.minion(card)
    conditions = [sc.support(name, player=1) for name in support]
    tops = [sc.draw_top("1_97", player=0) for _ in range(3)]
    game = sc.start("maneuver")
    return game, warrior, conditions, tops


def test_orc_warrior_exerts_and_discards_a_sauron_condition_to_mill_two():
    """Orc Warrior (3_101): "Maneuver: Exert this minion and discard your [sauron]
    condition to make the Free Peoples player discard the top 2 cards from his or her
    draw deck"."""
    game, warrior, (banner,), tops = _warrior("3_101", "1_263")
    act(game, "pass")  # the Free Peoples player first
    use(game, warrior)
    assert game.s.wounds[warrior] == 1 and game.s.zone[banner] == "discard"
    assert [game.s.zone[t] for t in tops] == ["draw", "discard", "discard"]


def test_orc_warrior_needs_a_sauron_condition_and_to_exert():
    game, warrior, _, _ = _warrior("3_101", "1_125")  # Greed: [isengard]
    act(game, "pass")
    assert not can(game, "use", warrior)
    sc = Scenario()
    tired = sc.minion("3_101")
    sc.support("1_263", player=1)
    game2 = sc.wounds(tired, 2).start("maneuver")  # vitality 3: exhausted
    act(game2, "pass")
    assert not can(game2, "use", tired)


# One of You Must Do This and Massing in the East read X, "the number of these races you
# can spot in the fellowship: Dwarf, Elf, Man, and Wizard": Frodo (a Hobbit) and the
# Elf ally Celeborn are not counted, two Men count once.
FELLOWSHIPS = (
    ((), 0),
    (("1_97", "1_365"), 1),  # Boromir, Aragorn
    (("1_97", "1_365", "1_12"), 2),  # + Gimli
    (("1_97", "1_365", "1_12", "1_51"), 3),  # + Legolas
    (("1_97", "1_365", "1_12", "1_51", "1_364"), 4),  # + Gandalf
)


def _shadow_event(card: str, stage: str, companions: tuple[str, ...],
                  minion: str = "3_56") -> tuple:
    sc = Scenario()
    ours = [sc.ring_bearer()] + [sc.companion(name) for name in companions]
    sc.ally("1_34")  # Celeborn
    payer = sc.minion(minion)
    tops = [sc.draw_top("1_299", player=0) for _ in range(6)]
    event = sc.hand(card)
    game = sc.twilight(1).at_site(5).start(stage)
    act(game, "pass")  # the Free Peoples player acts first
    return game, event, payer, ours, tops


def test_one_of_you_must_do_this_makes_the_fp_player_exert_x_companions():
    """One of You Must Do This (3_63): "Maneuver: Exert an [isengard] minion to make the
    Free Peoples player exert X companions, where X is the number of these races you can
    spot in the fellowship: Dwarf, Elf, Man, and Wizard"."""
    for companions, x in FELLOWSHIPS:
        game, event, uruk, ours, _ = _shadow_event("3_63", "maneuver", companions)
        act(game, "play", event)
        assert game.s.wounds[uruk] == 1
        while game.decision is not None and game.decision.kind == "choose":
            assert game.decision.player == 0  # the Free Peoples player chooses
            assert set(game.decision.cards) <= set(ours)  # companions: not Celeborn
            choose(game, game.decision.cards[0])
        assert sorted(game.s.wounds[c] for c in ours) == [0] * (len(ours) - x) + [1] * x, x


def test_one_of_you_must_do_this_needs_an_isengard_minion_to_exert():
    game, event, _, _, _ = _shadow_event("3_63", "maneuver", ("1_97",), minion="1_271")
    assert not can(game, "play", event)


def test_massing_in_the_east_discards_a_top_card_for_each_race():
    """Massing in the East (3_92): "Regroup: Exert a [sauron] minion to discard a card
    from the top of the Free Peoples player's draw deck for each of these races you can
    spot in the fellowship: Dwarf, Elf, Man, and Wizard"."""
    for companions, x in FELLOWSHIPS:
        game, event, orc, _, tops = _shadow_event("3_92", "regroup", companions, "1_271")
        act(game, "play", event)
        assert game.s.wounds[orc] == 1
        assert sum(game.s.zone[t] == "discard" for t in tops) == x, x


def test_massing_in_the_east_needs_a_sauron_minion_to_exert():
    game, event, _, _, _ = _shadow_event("3_92", "regroup", ("1_97",), minion="3_56")
    assert not can(game, "play", event)
