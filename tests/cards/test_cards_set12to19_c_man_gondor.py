"""Starters of sets 12–19, the [gondor] cards (helper c-man): rangers and hunters,
tokens, roaming minions and site numbers. Each test names the card, quotes the clause it
proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import FOREST, PLAINS, shadows_at

from ringtable.engine import playing, stats
from ringtable.engine.setup import starting_cost
from ringtable.testing import act, can, pass_until

SCRIPTED = ("13_74", "13_69", "15_54", "15_57", "15_59", "15_62", "15_65", "15_68",
            "17_32", "17_33")

BOROMIR = "13_62"  # Boromir, Doomed Heir: a [gondor] Man, no ranger, no hunter
ARAGORN = "15_54"  # Aragorn, Swift Hunter: a [gondor] ranger, hunter 1
TRADESMAN = "13_77"  # Tradesman From Lebennin: a [gondor] companion, resistance 5
GIMLI = "15_5"  # Gimli, Eager Hunter: a hunter [dwarven] companion
LEGOLAS = "15_18"  # Legolas: a hunter [elven] companion
TRACKER = "15_171"  # Tracking Uruk: a minion of site 5
OATHBREAKER = "8_41"  # a [gondor] Wraith companion, not a Man


def _choices(game) -> set[int]:
    return set(game.decision.cards) if game.decision.kind == "choose" else set()


def _until_phase(game, phase: str) -> None:
    for _ in range(30):
        if game.s.phase == phase:
            return
        pass_until(game, "phase_started")
    raise AssertionError(f"phase {phase} never started")


def test_rally_the_company_gondor_companion_plus_2_or_plus_4_with_resistance_6():
    # "Make a [gondor] companion strength +2 (or +4 if that companion has resistance 6 or
    # more)."
    for name, bonus in ((BOROMIR, 4), (TRADESMAN, 2)):
        sc = Scenario()
        man = sc.companion(name)
        sc.companion("15_139")  # Rohirrim Warrior: a [rohan] companion
        merchant = sc.ally("7_97")  # Gondorian Merchant: a [gondor] ally
        sc.assign(sc.minion("Goblin Runner"), man)
        rally = sc.hand("13_74")
        game = sc.start("skirmishes")
        before = stats.strength(game, man)
        act(game, "play", rally)
        assert stats.strength(game, man) == before + bonus, name
        assert stats.strength(game, merchant) == game.cards[merchant].strength
    sc = Scenario()
    warrior = sc.companion("15_139")
    sc.assign(sc.minion("Goblin Runner"), warrior)
    rally = sc.hand("13_74")
    assert not can(sc.start("skirmishes"), "play", rally)  # no [gondor] companion


def test_heirs_of_gondor_a_token_when_played():
    # "When you play this, add a [gondor] token here."
    sc = Scenario()
    sc.companion(BOROMIR)
    heirs = sc.hand("13_69")
    tradesman = sc.hand(TRADESMAN)
    game = sc.start("fellowship")
    act(game, "play", heirs)
    assert game.s.tokens.get(heirs) == {"gondor": 1}
    act(game, "play", tradesman)  # another card played: no token
    assert game.s.tokens.get(heirs) == {"gondor": 1}


def test_heirs_of_gondor_discard_or_remove_a_token_for_a_gondor_companion_with_a_hand_weapon():
    # "Skirmish: Discard this from play or remove a token from here to make a [gondor]
    # companion bearing a hand weapon strength +2."
    for option in (0, 1):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        sc.bear(boromir, "15_62")  # Ithilien Blade: a hand weapon
        aragorn = sc.companion(ARAGORN)  # a [gondor] companion with no hand weapon
        sc.bear(aragorn, "15_68")  # a cloak, not a hand weapon
        warrior = sc.companion("15_139")
        sc.bear(warrior, "15_136")  # Rohirrim Axe: a hand weapon on a [rohan] Man
        merchant = sc.ally("7_97")  # Gondorian Merchant: a [gondor] ally, not a companion
        sc.bear(merchant, "15_62")  # ... bearing a hand weapon
        heirs = sc.support("13_69")
        sc.culture_tokens(heirs, "gondor", 1)
        sc.assign(sc.minion("Goblin Runner"), boromir)
        game = sc.start("skirmishes")
        before = {c: stats.strength(game, c) for c in (boromir, aragorn, warrior, merchant)}
        act(game, "use", heirs)
        assert game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        assert stats.strength(game, boromir) == before[boromir] + 2, option
        assert stats.strength(game, aragorn) == before[aragorn]
        assert stats.strength(game, warrior) == before[warrior]
        assert stats.strength(game, merchant) == before[merchant]
        if option == 0:
            assert game.s.zone[heirs] == "discard"
        else:
            assert game.s.zone[heirs] == "support"
            assert not game.s.tokens.get(heirs, {}).get("gondor")
    # no token: only the discard is offered
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "15_62")
    heirs = sc.support("13_69")
    sc.assign(sc.minion("Goblin Runner"), boromir)
    game = sc.start("skirmishes")
    act(game, "use", heirs)
    assert game.decision.kind != "choose_option" and game.s.zone[heirs] == "discard"


def test_aragorn_swift_hunter_exerts_to_make_a_hunter_companion_strength_plus_one():
    # "Skirmish: Exert Aragorn to make a hunter companion strength +1."
    sc = Scenario()
    aragorn = sc.companion("15_54")
    gimli = sc.companion(GIMLI)
    boromir = sc.companion(BOROMIR)  # not a hunter
    tracker = sc.minion(TRACKER)  # a hunter minion
    sc.assign(sc.minion("Goblin Runner"), aragorn)
    game = sc.start("skirmishes")
    before = stats.strength(game, gimli)
    act(game, "use", aragorn)
    assert game.s.wounds[aragorn] == 1
    offered = _choices(game)
    assert gimli in offered and aragorn in offered
    assert boromir not in offered and tracker not in offered
    act(game, "choose", gimli)
    assert stats.strength(game, gimli) == before + 1
    sc = Scenario()
    aragorn = sc.companion("15_54")
    sc.wounds(aragorn, 3)  # cannot exert
    sc.assign(sc.minion("Goblin Runner"), aragorn)
    assert not can(sc.start("skirmishes"), "use", aragorn)


def test_damrod_at_the_start_of_each_fellowship_phase_add_one_to_heal_a_ranger():
    # "At the start of each fellowship phase, you may add (1) to heal a ranger."
    for accept in (True, False):
        sc = Scenario()
        damrod = sc.companion("15_57")
        aragorn = sc.companion(ARAGORN)
        boromir = sc.companion(BOROMIR)  # not a ranger
        for c in (damrod, aragorn, boromir):
            sc.wounds(c, 1)
        game = sc.start("start")
        assert game.decision.kind == "optional_trigger"
        if not accept:
            act(game, "pass")
            assert [game.s.wounds[c] for c in (damrod, aragorn, boromir)] == [1, 1, 1]
            assert game.s.twilight == 0
            continue
        act(game, "resolve")
        assert game.s.twilight == 1
        assert _choices(game) == {damrod, aragorn}
        act(game, "choose", aragorn)
        assert [game.s.wounds[c] for c in (damrod, aragorn, boromir)] == [1, 0, 1]
    sc = Scenario()
    damrod = sc.companion("15_57")
    sc.wounds(damrod, 1)
    game = sc.start("maneuver")  # another phase: nothing
    assert game.decision.kind != "optional_trigger"


def test_dunedain_of_the_south_winning_may_make_a_gondor_ranger_strength_plus_two():
    # "Each time this companion wins a skirmish, you may make a [gondor] ranger strength
    # +2 until the regroup phase."
    for minion, wins in (("Goblin Runner", True), ("Cave Troll of Moria", False)):
        sc = Scenario()
        dunedain = sc.companion("15_59")
        aragorn = sc.companion(ARAGORN)
        boromir = sc.companion(BOROMIR)  # [gondor], not a ranger
        arwen = sc.companion("1_30")  # a ranger, not [gondor]
        sc.assign(sc.minion(minion), dunedain)
        sc.assign(sc.minion("Goblin Runner"), boromir)  # a later skirmish
        game = sc.start("skirmishes")
        act(game, "skirmish", dunedain)
        pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
        if not wins:
            assert game.decision.kind != "optional_trigger", minion
            continue
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve")
        assert not {boromir, arwen} & _choices(game) and aragorn in _choices(game)
        act(game, "choose", aragorn)
        assert stats.strength(game, aragorn) == 8 + 2
        _until_phase(game, "regroup")
        assert stats.strength(game, aragorn) == 8  # until the regroup phase


def test_ithilien_blade_gondor_man_strength_plus_one_while_a_roaming_minion():
    # "Bearer must be a [gondor] Man. While you can spot a roaming minion, bearer is
    # strength +1."
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    warrior = sc.companion("15_139")  # a [rohan] Man
    oathbreaker = sc.companion(OATHBREAKER)
    blade = sc.hand("15_62")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == blade}
    assert boromir in targets and not {warrior, oathbreaker} & targets
    for minion, bonus in ((TRACKER, 1), ("Goblin Runner", 0)):  # at site 4: site 5 roams
        sc = Scenario().at_site(4)
        boromir = sc.companion(BOROMIR)
        sc.bear(boromir, "15_62")
        aragorn = sc.companion(ARAGORN)
        sc.minion(minion)
        game = sc.build()
        assert stats.strength(game, boromir) == 8 + 2 + bonus, minion
        assert stats.strength(game, aragorn) == 8


def test_ithilien_blade_exert_bearer_twice_to_discard_a_roaming_minion():
    # "Maneuver: Exert bearer twice to discard a roaming minion."
    sc = Scenario().at_site(4)
    boromir = sc.companion(BOROMIR)
    blade = sc.bear(boromir, "15_62")
    aragorn = sc.companion(ARAGORN)
    tracker = sc.minion(TRACKER)  # roaming at site 4
    runner = sc.minion("Goblin Runner")  # site 4: not roaming
    game = sc.start("maneuver")
    act(game, "use", blade)
    assert game.s.wounds[boromir] == 2 and game.s.wounds[aragorn] == 0
    assert game.s.zone[tracker] == "discard" and game.s.zone[runner] == "minions"
    sc = Scenario().at_site(4)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)  # cannot exert twice
    blade = sc.bear(boromir, "15_62")
    sc.minion(TRACKER)
    assert not can(sc.start("maneuver"), "use", blade)


def test_no_quicker_path_when_aragorn_wins_a_hunter_dwarf_or_elf_is_strength_plus_one():
    # "Each time Aragorn wins a skirmish, you may make a hunter [dwarven] companion or
    # hunter [elven] companion strength +1 until the regroup phase."
    for winner in (ARAGORN, BOROMIR):
        sc = Scenario()
        path = sc.support("15_65")
        fighter = sc.companion(winner)
        gimli = sc.companion(GIMLI)
        legolas = sc.companion(LEGOLAS)
        elf = sc.companion("Legolas, Greenleaf")  # an [elven] companion, not a hunter
        damrod = sc.companion("15_57")  # a hunter companion of [gondor]
        dwarf = sc.companion("1_13")  # Gimli, Son of Glóin: [dwarven], not a hunter
        sc.assign(sc.minion("Goblin Runner"), fighter)
        sc.assign(sc.minion("Goblin Runner"), damrod)  # a later skirmish
        game = sc.start("skirmishes")
        act(game, "skirmish", fighter)
        pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
        if winner == BOROMIR:  # another companion wins: nothing
            assert game.decision is None or game.decision.kind != "optional_trigger"
            continue
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve", path)
        offered = _choices(game)
        assert {gimli, legolas} <= offered and not offered & {elf, damrod, fighter, dwarf}
        before = stats.strength(game, legolas)
        act(game, "choose", legolas)
        assert stats.strength(game, legolas) == before + 1
        _until_phase(game, "regroup")
        assert stats.strength(game, legolas) == before


def test_no_quicker_path_discard_to_make_a_gondor_man_strength_plus_two():
    # "Skirmish: Discard this condition to make a [gondor] Man strength +2."
    sc = Scenario()
    path = sc.support("15_65")
    boromir = sc.companion(BOROMIR)
    warrior = sc.companion("15_139")  # a [rohan] Man
    oathbreaker = sc.companion(OATHBREAKER)  # a [gondor] Wraith
    sc.assign(sc.minion("Goblin Runner"), boromir)
    game = sc.start("skirmishes")
    act(game, "use", path)
    assert game.s.zone[path] == "discard" and stats.strength(game, boromir) == 8 + 2
    assert stats.strength(game, warrior) == 6
    assert stats.strength(game, oathbreaker) == game.cards[oathbreaker].strength


def test_rangers_cloak_minions_skirmishing_a_ranger_bearer_or_at_a_forest_site_number_plus_two():
    # "Bearer must be a [gondor] Man. While bearer is a ranger or at a forest site, each
    # minion skirmishing bearer is site number +2."
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    warrior = sc.companion("15_139")
    oathbreaker = sc.companion(OATHBREAKER)
    cloak = sc.hand("15_68")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == cloak}
    assert boromir in targets and not {warrior, oathbreaker} & targets
    for name, site, bonus in ((ARAGORN, PLAINS, 2), (BOROMIR, PLAINS, 0), (BOROMIR, FOREST, 2)):
        sc = shadows_at(site)
        bearer = sc.companion(name)
        sc.bear(bearer, "15_68")
        other = sc.companion("15_57")  # Damrod: a ranger without the cloak
        foe = sc.minion(TRACKER)
        foe2 = sc.minion(TRACKER)
        sc.assign(foe, bearer)
        sc.assign(foe2, other)
        game = sc.start("skirmishes")
        act(game, "skirmish", bearer)
        assert stats.site_number(game, foe) == 5 + bonus, (name, site)
        assert stats.site_number(game, foe2) == 5


def test_rangers_cloak_add_a_threat_or_exert_bearer_for_site_number_plus_two():
    # "Skirmish: Add a threat or exert bearer to make a minion skirmishing a [gondor] Man
    # site number +2."
    for option in (0, 1):
        sc = Scenario()
        boromir = sc.companion(BOROMIR)  # not a ranger: the static does not apply
        cloak = sc.bear(boromir, "15_68")
        warrior = sc.companion("15_139")
        foe = sc.minion(TRACKER)
        other = sc.minion(TRACKER)
        sc.assign(foe, boromir)
        sc.assign(other, warrior)
        game = sc.start("skirmishes")
        act(game, "skirmish", boromir)
        act(game, "use", cloak)
        act(game, "choose_option", value=option)
        assert stats.site_number(game, foe) == 5 + 2 and stats.site_number(game, other) == 5
        assert game.s.threats[game.s.fp] == (1 if option == 0 else 0), option
        assert game.s.wounds[boromir] == (0 if option == 0 else 1), option
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    cloak = sc.bear(boromir, "15_68")
    for name in ("15_139", OATHBREAKER):  # a skirmish against a [rohan] Man, a Wraith
        sc = Scenario()
        boromir = sc.companion(BOROMIR)
        cloak = sc.bear(boromir, "15_68")
        other = sc.companion(name)
        sc.assign(sc.minion(TRACKER), other)
        game = sc.start("skirmishes")
        assert not can(game, "use", cloak), name


def test_nimble_attack_spot_two_gondor_companions_add_a_threat_discard_a_shadow_possession():
    # "Spot 2 [gondor] companions and add a threat to discard a Shadow possession."
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.companion(ARAGORN)
    blade = sc.bear(boromir, "15_62")  # a Free Peoples possession
    foes = sc.bear(boromir, "11_196", player=sc.shadow)  # a Shadow condition
    orc = sc.minion("Goblin Runner")
    scimitar = sc.bear(orc, "1_180")  # Goblin Scimitar: a Shadow possession
    attack = sc.hand("17_32")
    game = sc.start("fellowship")
    act(game, "play", attack)
    assert game.s.threats[game.s.fp] == 1
    assert game.s.zone[scimitar] == "discard"
    assert game.s.zone[blade] == "attached" and game.s.zone[foes] == "attached"
    for other in ("15_139", "13_69"):  # one [gondor] companion; a [gondor] condition
        sc = Scenario()
        sc.companion(BOROMIR)
        sc.support(other) if other == "13_69" else sc.companion(other)
        orc = sc.minion("Goblin Runner")
        sc.bear(orc, "1_180")
        attack = sc.hand("17_32")
        assert not can(sc.start("fellowship"), "play", attack), other
    sc = Scenario()
    sc.companion(BOROMIR)
    orc = sc.minion("Goblin Runner")
    sc.bear(orc, "1_180")
    attack = sc.hand("17_32")
    assert not can(sc.start("fellowship"), "play", attack)
    sc = Scenario()  # the threat cannot be added: 3 threats, 3 companions
    sc.companion(BOROMIR)
    sc.companion(ARAGORN)
    sc.threats(3)
    orc = sc.minion("Goblin Runner")
    sc.bear(orc, "1_180")
    attack = sc.hand("17_32")
    assert not can(sc.start("fellowship"), "play", attack)


def test_ranger_of_the_white_tree_costs_two_less_in_the_starting_fellowship():
    # "When this is in your starting fellowship and you can spot an unbound [gondor]
    # companion with cost 3 or more, his twilight cost is -2."
    for other, cost in ((BOROMIR, 1), (TRADESMAN, 3), ("15_139", 3), ("4_117", 3),
                        ("7_95", 3)):
        # Boromir costs 3; the Tradesman 2; a [rohan] Warrior 3; Faramir (4_117) costs 3
        # and is Ring-bound; Gondor Still Stands is a [gondor] condition of cost 3
        sc = Scenario()
        sc.support(other) if other == "7_95" else sc.companion(other)
        ranger = sc.hand("17_33")
        assert starting_cost(sc.build(), ranger, 0) == cost, other
    sc = Scenario()
    sc.companion(BOROMIR)
    ranger = sc.hand("17_33")
    game = sc.at_site(2).start("fellowship")
    assert playing.twilight_cost(game, ranger, 0) == 3  # played later: no change


def test_ranger_of_the_white_tree_exert_and_spot_a_roaming_minion_for_defender():
    # "Maneuver: Exert this companion and spot a roaming minion to make him defender +1
    # until the start of the regroup phase."
    for minion, offered in ((TRACKER, True), ("Goblin Runner", False)):
        sc = Scenario().at_site(4)
        ranger = sc.companion("17_33")
        aragorn = sc.companion(ARAGORN)
        sc.minion(minion)
        game = sc.start("maneuver")
        assert can(game, "use", ranger) == offered, minion
        if not offered:
            continue
        act(game, "use", ranger)
        assert game.s.wounds[ranger] == 1
        assert stats.keyword(game, ranger, "defender") == 1
        assert stats.keyword(game, aragorn, "defender") == 0
        _until_phase(game, "regroup")
        assert stats.keyword(game, ranger, "defender") == 0
    sc = Scenario().at_site(4)
    ranger = sc.companion("17_33")
    sc.wounds(ranger, 2)
    sc.minion(TRACKER)
    assert not can(sc.start("maneuver"), "use", ranger)
