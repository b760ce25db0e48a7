"""Starters of sets 12-19, the [uruk-hai] minions' texts that are read all the time
(statics), clause by clause.

Boromir (1_97) is strength 7, vitality 3, resistance 6; Sam (1_311) strength 3,
resistance 5; Frodo (1_290) resistance 10; Gimli, Eager Hunter (15_5) has hunter 3.
4_346 is a battleground; the default site 2 is not.
"""

from __future__ import annotations

from cardtest import Scenario, at_site, strength

from ringtable.engine import Game, effects, stats
from ringtable.testing import act, pass_until

BOROMIR, SAM, GIMLI_HUNTER = "1_97", "1_311", "15_5"


def _skirmish(minion: str, companion: str = BOROMIR, wounds: int = 0, extra: tuple = (),
              site: int | str = 2) -> tuple[Game, int, int, list[int]]:
    """``minion`` skirmishes ``companion`` (with ``wounds``); ``extra`` minions in play,
    unassigned."""
    sc = at_site(site) if isinstance(site, str) else Scenario().at_site(site)
    fp = sc.companion(companion)
    sc.wounds(fp, wounds)
    m = sc.minion(minion)
    sc.assign(m, fp)
    others = [sc.minion(x) for x in extra]
    game = sc.twilight(5).start("skirmishes")
    return game, fp, m, others


def _fierce(minion: str, companion: str = BOROMIR, extra: tuple = (),
            assign_first: bool = False) -> tuple[Game, int, int, list[int]]:
    """``minion`` (fierce) skirmishes ``companion`` in the fierce skirmish; with
    ``assign_first`` it also skirmished him in the normal one (the game at that skirmish)."""
    sc = Scenario().at_site(2)
    fp = sc.companion(companion)
    m = sc.minion(minion)
    others = [sc.minion(x) for x in extra]
    if assign_first:
        sc.assign(m, fp)
        return sc.start("skirmishes"), fp, m, others
    game = sc.start("fierce")
    while game.decision.kind != "assign":
        act(game, "pass")
    act(game, "assign", fp, m)
    while game.decision.kind == "assign":
        act(game, "pass")
    assert game.s.phase == "skirmish"
    return game, fp, m, others


def _to_regroup(game: Game) -> None:
    for _ in range(30):
        if game.s.phase == "regroup":
            return
        pass_until(game, event_kind="phase_started")
    raise AssertionError("no regroup phase")


def _wounds_taken(game: Game, card: int) -> int:
    before = game.s.wounds[card]
    pass_until(game, "skirmish_ended")
    return game.s.wounds[card] - before


def test_intimidating_uruk_at_a_battleground_an_unbound_companion_is_resistance_minus_two():
    # "When you play this minion at a battleground site, spot an unbound companion to make
    # that companion resistance -2 until the end of the turn."
    sc = at_site("4_346")
    aragorn = sc.companion("1_89")  # resistance 6
    sc.assign(sc.minion("1_178"), aragorn)  # Goblin Runner: a skirmish Aragorn wins
    uruk = sc.hand("11_189")
    game = sc.twilight(8).start("shadow")
    act(game, "play", uruk)
    assert stats.resistance(game, aragorn) == 6 - 2
    assert stats.resistance(game, sc.ring_bearer()) == 10  # Frodo is Ring-bound
    _to_regroup(game)  # still so after the skirmishes, in the regroup phase
    assert stats.resistance(game, aragorn) == 6 - 2
    sc = Scenario().at_site(2)  # not a battleground
    boromir = sc.companion(BOROMIR)
    uruk = sc.hand("11_189")
    game = sc.twilight(8).start("shadow")
    act(game, "play", uruk)
    assert stats.resistance(game, boromir) == 6


def test_intimidating_uruk_only_when_this_minion_is_played():
    sc = at_site("4_346")
    boromir = sc.companion(BOROMIR)
    sc.minion("11_189")  # already in play
    other = sc.hand("11_116")
    game = sc.twilight(8).start("shadow")
    act(game, "play", other)
    assert stats.resistance(game, boromir) == 6


def test_intimidating_uruk_damage_plus_one():
    # "Damage +1." Intimidating Uruk (10) beats Boromir: two wounds.
    game, boromir, _m, _ = _skirmish("11_189")
    assert _wounds_taken(game, boromir) == 2


def test_patrol_of_uruk_hai_cannot_take_wounds_against_resistance_five_or_less():
    # "While this minion is skirmishing a Free Peoples character who has resistance 5 or
    # less, this minion cannot take wounds."
    game, _sam, patrol, _ = _skirmish("11_198", SAM)  # Sam: resistance 5
    assert stats.rule(game, patrol, "cannot_take_wounds")
    game, _b, patrol, _ = _skirmish("11_198", BOROMIR)  # resistance 6
    assert not stats.rule(game, patrol, "cannot_take_wounds")
    game, _sam, orc, _ = _skirmish("11_116", SAM, extra=("11_198",))  # another minion
    assert not stats.rule(game, orc, "cannot_take_wounds")
    sc = Scenario().at_site(2)  # not skirmishing at all
    patrol = sc.minion("11_198")
    sc.companion(SAM)
    game = sc.start("skirmishes")
    assert not stats.rule(game, patrol, "cannot_take_wounds")


def test_patrol_of_uruk_hai_damage_plus_one():
    # "Damage +1." Patrol (11) beats Boromir: two wounds.
    game, boromir, _m, _ = _skirmish("11_198")
    assert _wounds_taken(game, boromir) == 2


def test_squad_of_uruk_hai_damage_plus_one_more_against_resistance_four_or_less():
    # "Damage +1. While this minion is skirmishing a character who has resistance 4 or
    # less, this minion is damage +1."
    game, _b, squad, _ = _skirmish("11_202")  # Boromir: resistance 6
    assert stats.keyword(game, squad, "damage") == 1
    game, _sam, orc, others = _skirmish("11_116", SAM, extra=("11_202",))  # not skirmishing
    assert stats.keyword(game, others[0], "damage") == 1
    assert stats.keyword(game, orc, "damage") == 0  # another minion skirmishing Sam
    sc = Scenario().at_site(2)
    aragorn = sc.companion("1_89")  # strength 8, vitality 4, resistance 6
    sc.bear(aragorn, "11_196")  # Our Foes Are Weak: strength -1, resistance -3, so 3
    squad = sc.minion("11_202")
    sc.assign(squad, aragorn)
    game = sc.start("skirmishes")
    assert stats.keyword(game, squad, "damage") == 2
    assert _wounds_taken(game, aragorn) == 3
    sc = Scenario().at_site(2)  # another minion in that skirmish gains nothing
    aragorn = sc.companion("1_89")
    sc.bear(aragorn, "11_196")
    sc.assign(sc.minion("11_202"), aragorn)
    orc = sc.minion("11_116")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    assert stats.keyword(game, orc, "damage") == 0
    sc = Scenario().at_site(2)  # resistance 4 exactly (Boromir 6, one wound, Desecrator)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)
    squad = sc.minion("11_202")
    sc.minion("12_151")
    sc.assign(squad, boromir)
    game = sc.start("skirmishes")
    assert stats.resistance(game, boromir) == 4 and stats.keyword(game, squad, "damage") == 2


def test_uruk_desecrator_unbound_companions_resistance_minus_two_per_wound():
    # "Each unbound companion is resistance -2 for each wound he or she has."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 2)
    gimli = sc.companion("1_12")  # unwounded
    frodo = sc.ring_bearer()
    sc.wounds(frodo, 1)  # Ring-bound
    orc = sc.minion("11_116")
    sc.wounds(orc, 1)  # a minion is no companion
    sc.minion("12_151")
    game = sc.start("skirmishes")
    assert stats.resistance(game, boromir) == 6 - 4
    assert stats.resistance(game, gimli) == 6
    assert stats.resistance(game, frodo) == 10


def test_uruk_desecrator_damage_plus_one():
    game, boromir, _m, _ = _skirmish("12_151")
    assert _wounds_taken(game, boromir) == 2


def _pikeman(pike_id: str, wounds: int, resistance: int, defender: str = BOROMIR
             ) -> tuple[Game, int, int, int]:
    """Pikeman skirmishes ``defender`` (with ``wounds``, resistance changed by
    ``resistance``) beside Denizen of Moria: (game, defender, pikeman, orc)."""
    sc = Scenario().at_site(2)
    hero = sc.ally(defender) if defender == "1_286" else sc.companion(defender)
    sc.wounds(hero, wounds)
    pike = sc.minion(pike_id)
    sc.assign(pike, hero)
    orc = sc.minion("11_116")
    sc.assign(orc, hero)
    game = sc.start("skirmishes")
    effects.add_modifier(game, hero, "resistance", resistance, "turn", -1)
    return game, hero, pike, orc


def test_uruk_pikeman_plus_three_against_an_exhausted_companion_plus_five_if_resistance_four():
    # "While this minion is skirmishing an exhausted companion, this minion is strength +3
    # (or +5 if that companion has resistance 4 or less)." Boromir: vitality 3.
    for wounds, resistance, bonus in ((2, 0, 3), (1, 0, 0), (2, -2, 5), (2, -1, 3),
                                      (1, -2, 0), (2, -5, 5)):
        game, boromir, pike, orc = _pikeman("12_153", wounds, resistance)
        assert stats.resistance(game, boromir) == 6 + resistance
        assert strength(game, pike) == 8 + bonus, (wounds, resistance)
        assert strength(game, orc) == 7  # the other minion in the skirmish gains nothing
    game, bounder, pike, _ = _pikeman("12_153", 1, 0, "1_286")  # an exhausted ally at home
    assert stats.vitality_left(game, bounder) == 1 and strength(game, pike) == 8
    sc = Scenario().at_site(2)  # an exhausted companion it is not skirmishing
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 2)
    gimli = sc.companion("1_12")
    pike = sc.minion("12_153")
    sc.assign(pike, gimli)
    game = sc.start("skirmishes")
    assert strength(game, pike) == 8



def test_uruk_pikeman_damage_plus_one():
    game, gimli, _m, _ = _skirmish("12_153", "1_12")  # Gimli (6): Pikeman (8) wins
    assert _wounds_taken(game, gimli) == 2


def test_charging_uruk_in_a_fierce_skirmish_strength_plus_three_and_hunter_one():
    # "During a fierce skirmish involving this minion, it is strength +3 and gains hunter 1."
    game, _b, charging, _ = _fierce("15_156")
    assert stats.keyword(game, charging, "hunter") == 1
    assert strength(game, charging) == 7 + 3 + 1  # Boromir is no hunter
    game, _b, charging, _ = _fierce("15_156", assign_first=True)  # the normal skirmish
    assert stats.keyword(game, charging, "hunter") == 0 and strength(game, charging) == 7


def test_charging_uruk_not_in_another_minions_fierce_skirmish():
    game, _b, _troll, others = _fierce("1_165", extra=("15_156",))  # Cave Troll: fierce
    charging = others[0]
    assert stats.keyword(game, charging, "hunter") == 0 and strength(game, charging) == 7


def test_pursuing_uruk_gains_hunter_four_in_a_fierce_skirmish():
    # "During a fierce skirmish involving this minion, it gains hunter 4."
    game, _b, pursuing, _ = _fierce("15_167")
    assert stats.keyword(game, pursuing, "hunter") == 4
    assert strength(game, pursuing) == 6 + 4
    game, _b, pursuing, _ = _fierce("15_167", assign_first=True)
    assert stats.keyword(game, pursuing, "hunter") == 0 and strength(game, pursuing) == 6
    game, _b, _troll, others = _fierce("1_165", extra=("15_167",))
    assert stats.keyword(game, others[0], "hunter") == 0


def test_seeking_uruk_in_a_fierce_skirmish_plus_one_for_each_hunter():
    # "During a fierce skirmish involving this minion, it is strength +1 for each hunter
    # you can spot." Itself, Gimli (a hunter companion), Searching Uruk: 3.
    game, _g, seeking, _ = _fierce("15_169", GIMLI_HUNTER, extra=("15_168", "11_116"))
    assert strength(game, seeking) == 7 + 3  # Gimli is a hunter: no hunter bonus
    game, _g, seeking, _ = _fierce("15_169", GIMLI_HUNTER, extra=("15_168",), assign_first=True)
    assert strength(game, seeking) == 7
    game, _b, _troll, others = _fierce("1_165", extra=("15_169",))
    assert strength(game, others[0]) == 7


def test_searching_uruk_plus_one_for_each_other_uruk_hai_hunter():
    # "Searching Uruk is strength +1 for each other [uruk-hai] hunter you can spot."
    sc = Scenario().at_site(2)
    searching = sc.minion("15_168")
    sc.minion("15_160")  # Following Uruk: an [uruk-hai] hunter
    sc.minion("17_126")  # White Hand Guard: an [uruk-hai] hunter
    sc.minion("11_183")  # Feral Uruk: [uruk-hai], no hunter
    sc.companion(GIMLI_HUNTER)  # a hunter, not [uruk-hai]
    game = sc.start("fellowship")
    assert strength(game, searching) == 5 + 2
    sc = Scenario().at_site(2)
    searching = sc.minion("15_168")
    game = sc.start("fellowship")
    assert strength(game, searching) == 5


def test_white_hand_vanquisher_damage_plus_one_for_each_uruk_hai_hunter_assigned():
    # "This minion is damage +1 for each [uruk-hai] hunter assigned to a skirmish."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    gimli = sc.companion("1_12")
    vanq = sc.minion("17_134")
    sc.assign(vanq, boromir)
    sc.assign(sc.minion("15_160"), boromir)  # an assigned [uruk-hai] hunter
    sc.assign(sc.minion("17_126"), gimli)  # another
    sc.minion("15_168")  # an [uruk-hai] hunter not assigned
    sc.assign(sc.minion("11_183"), gimli)  # assigned, no hunter
    hunter = sc.companion(GIMLI_HUNTER)  # an assigned hunter, not [uruk-hai]
    sc.assign(sc.minion("11_116"), hunter)
    game = sc.start("skirmishes")
    assert stats.keyword(game, vanq, "damage") == 2
    game, _b, vanq, _ = _skirmish("17_134")
    assert stats.keyword(game, vanq, "damage") == 0
