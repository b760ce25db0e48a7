"""Starters of sets 12–19 (helper c-man): an event played in a second phase at a cost,
culture tokens reinforced, mounts counted, and cards a Shadow card or a Shadow player may
not discard. Each test names the card, quotes the clause it proves and shows the case the
clause must exclude."""

from __future__ import annotations

import pytest
from cardtest import Scenario, at_site, card_rules

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import ScriptError, compile_scripts
from ringtable.scripts.filter_grammar import compile_filter
from ringtable.testing import act, can, pass_until

SCRIPTED = ("12_114", "13_77", "15_69", "15_128", "17_30", "17_34")

TRACKER = "15_171"  # Tracking Uruk: a minion of site 5 (roaming at site 4)
HEIRS = "13_69"  # Heirs of Gondor: a [gondor] condition holding [gondor] tokens
MOUNT = "15_133"  # Rider's Mount: a Free Peoples mount
# Test-only texts: a Shadow card (Goblin Runner) and a site (Pelennor Prairie) whose
# Shadow abilities discard a Free Peoples possession or condition.
_DISCARD = [{"phase": "shadow", "effect": [{"discard": "possession or condition"}]}]
_DISCARDERS = {"1_178": {"title": "Goblin Runner", "ability": _DISCARD},
               "10_118": {"title": "Pelennor Prairie", "ability": _DISCARD}}


def _discarding_rules():
    return card_rules().with_behaviours(compile_scripts(_DISCARDERS, default_database()))


def test_for_the_mark_regroup_spot_a_rohan_man_to_discard_a_possession():
    # "Spot a [rohan] Man to discard a possession from play."
    sc = Scenario()
    warrior = sc.companion("15_139")
    orc = sc.minion("Goblin Runner")
    scimitar = sc.bear(orc, "1_180")  # Goblin Scimitar
    mark = sc.hand("12_114")
    game = sc.start("regroup")
    act(game, "play", mark)
    assert game.s.zone[scimitar] == "discard" and game.s.wounds[warrior] == 0
    for other in ("13_62", "4_296"):  # Boromir: a [gondor] Man; Well Stored: no Man
        sc = Scenario()
        sc.support(other) if other == "4_296" else sc.companion(other)
        orc = sc.minion("Goblin Runner")
        sc.bear(orc, "1_180")
        mark = sc.hand("12_114")
        assert not can(sc.start("regroup"), "play", mark), other


def test_for_the_mark_maneuver_exert_a_rohan_man_with_resistance_three():
    # "You may exert a [rohan] Man who has resistance 3 or more to play this event during
    # the maneuver phase."
    sc = Scenario()
    warrior = sc.companion("15_139")
    aldor = sc.ally("4_262")  # Aldor: a [rohan] Man ally, no resistance
    orc = sc.minion("Goblin Runner")
    scimitar = sc.bear(orc, "1_180")
    mark = sc.hand("12_114")
    game = sc.start("maneuver")
    act(game, "play", mark)
    assert game.s.wounds[warrior] == 1 and game.s.wounds[aldor] == 0
    assert game.s.zone[scimitar] == "discard"
    sc = Scenario()
    warrior = sc.companion("15_139")
    sc.wounds(warrior, 2)  # cannot exert; Aldor can, but has no resistance 3
    sc.ally("4_262")
    sc.companion("13_62")  # Boromir can, but is a [gondor] Man
    orc = sc.minion("Goblin Runner")
    sc.bear(orc, "1_180")
    mark = sc.hand("12_114")
    assert not can(sc.start("maneuver"), "play", mark)


def _tradesman(tokens: dict[str, int], accept: bool = True):
    sc = Scenario()
    tradesman = sc.companion("13_77")
    heirs = sc.support(HEIRS)
    patrol = sc.support("11_144")  # Border Patrol: a card holding [rohan] tokens
    orc = sc.minion("Goblin Runner")  # the opponent's card, holding a [gondor] token
    sc.culture_tokens(orc, "gondor", 1)
    for card, culture in ((heirs, "gondor"), (patrol, "rohan")):
        if tokens.get(culture):
            sc.culture_tokens(card, culture, tokens[culture])
    game = sc.start("start")
    offered = game.decision is not None and game.decision.kind == "optional_trigger"
    if offered:
        act(game, "resolve" if accept else "pass")
    return game, tradesman, heirs, patrol, offered


def test_tradesman_from_lebennin_add_two_to_reinforce_a_gondor_token():
    # "At the start of each fellowship phase, you may add (2) to reinforce a [gondor]
    # token."
    game, _t, heirs, patrol, offered = _tradesman({"gondor": 1, "rohan": 1})
    assert offered and game.s.twilight == 2
    assert game.s.tokens[heirs] == {"gondor": 2} and game.s.tokens[patrol] == {"rohan": 1}
    game, _t, heirs, _p, offered = _tradesman({"gondor": 1}, accept=False)
    assert offered and game.s.twilight == 0 and game.s.tokens[heirs] == {"gondor": 1}
    game, _t, _h, patrol, offered = _tradesman({"rohan": 1})  # no [gondor] token to reinforce
    assert not offered and game.s.tokens[patrol] == {"rohan": 1}
    sc = Scenario()
    sc.companion("13_77")
    heirs = sc.support(HEIRS)
    sc.culture_tokens(heirs, "gondor", 1)
    game = sc.start("maneuver")  # another phase: nothing
    assert game.decision.kind != "optional_trigger"


def _silent_traveler(minion: str, fighter: str = "15_69", token: bool = True):
    sc = Scenario().at_site(4)
    traveler = sc.companion("15_69")
    other = sc.companion("13_62") if fighter != "15_69" else -1
    heirs = sc.support(HEIRS)
    if token:
        sc.culture_tokens(heirs, "gondor", 1)
    sc.assign(sc.minion(minion), traveler if fighter == "15_69" else other)
    game = sc.start("skirmishes")
    return game, heirs


def test_silent_traveler_skirmish_with_a_roaming_minion_may_reinforce_a_gondor_token():
    # "At the start of each skirmish involving this companion and a roaming minion, you
    # may reinforce a [gondor] token."
    game, heirs = _silent_traveler(TRACKER)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve")
    assert game.s.tokens[heirs] == {"gondor": 2}
    for minion, fighter, token in (("Goblin Runner", "15_69", True),  # not roaming
                                   (TRACKER, "13_62", True),  # Boromir's skirmish
                                   (TRACKER, "15_69", False)):  # no token to reinforce
        game, heirs = _silent_traveler(minion, fighter, token)
        assert game.decision.kind != "optional_trigger", (minion, fighter, token)
        assert game.s.tokens.get(heirs, {}).get("gondor", 0) == int(token)


def _haleth(card: str, mounts: int, shadow_mounts: int = 0):
    sc = Scenario()
    haleth = sc.companion(card)
    riders = [sc.companion("15_139") for _ in range(mounts)]
    for r in riders:
        sc.bear(r, MOUNT)
    for _ in range(shadow_mounts):
        nazgul = sc.minion("Úlairë Nertëa")
        sc.bear(nazgul, "1_208")  # Black Steed: a Shadow mount
    return sc, haleth


def test_haleth_son_of_hama_strength_with_two_mounts_damage_with_three():
    # "While you can spot 2 mounts, Haleth is strength +2. While you can spot 3 mounts,
    # Haleth is damage +1."
    for mounts, shadow, bonus, damage in ((1, 0, 0, 0), (2, 0, 2, 0), (1, 1, 2, 0),
                                          (3, 0, 2, 1), (2, 1, 2, 1)):
        sc, haleth = _haleth("15_128", mounts, shadow)
        game = sc.build()
        assert stats.strength(game, haleth) == 5 + bonus, (mounts, shadow)
        assert stats.keyword(game, haleth, "damage") == damage, (mounts, shadow)


def _shadow_discards(build, user: str) -> tuple[set[int], dict[str, object]]:
    """At Pelennor Prairie, in the Shadow phase, the Shadow player uses a test-only
    "discard a possession or condition": the Shadow card Goblin Runner's
    (``user`` 1_178) or the site's (10_118). Returns the cards offered (or discarded when
    there was no choice) and the position's cards."""
    sc = at_site("10_118", rules=_discarding_rules())
    cards = build(sc)
    runner = sc.minion("1_178")
    game = sc.start("shadow")
    assert game.decision.player == sc.shadow
    source = runner if user == "1_178" else stats.active_site(game)
    act(game, "use", source)
    if game.decision.kind == "choose":
        return set(game.decision.cards), cards
    return {c for c in range(len(game.s.zone)) if game.s.zone[c] == "discard"
            and game.cards[c].type in ("possession", "condition")}, cards


def _haleth_position(card: str, mounts: int, shadow: int):
    def build(sc):
        sc.companion(card)
        held = [sc.bear(sc.companion("15_139"), MOUNT) for _ in range(mounts)]
        steeds = [sc.bear(sc.minion("Úlairë Nertëa"), "1_208") for _ in range(shadow)]
        blade = sc.bear(sc.companion("13_62"), "15_62")  # Ithilien Blade: not a mount
        return {"held": held, "steeds": steeds, "blade": blade}
    return build


def test_haleth_son_of_hama_four_free_peoples_mounts_cannot_be_discarded_by_a_shadow_player():
    # "While you can spot 4 Free Peoples mounts, those mounts can not be discarded by a
    # Shadow player." (A Black Steed is a Shadow mount: not protected, and not counted.)
    for mounts, shadow, protected in ((4, 1, True), (3, 1, False)):
        for user in ("1_178", "10_118"):  # a Shadow card; a site the Shadow player uses
            offered, cards = _shadow_discards(_haleth_position("15_128", mounts, shadow), user)
            expected = {cards["blade"], *cards["steeds"]}
            if not protected:
                expected |= set(cards["held"])
            assert offered == expected, (mounts, shadow, user)
    # the Free Peoples player still may: For the Mark discards one of four mounts
    sc = Scenario()
    sc.companion("15_128")
    held = [sc.bear(sc.companion("15_139"), MOUNT) for _ in range(4)]
    mark = sc.hand("12_114")
    game = sc.start("regroup")
    act(game, "play", mark)
    assert game.decision.kind == "choose" and set(game.decision.cards) == set(held)


def _madril_position(card: str, minion: str):
    def build(sc):
        madril = sc.companion(card)
        sc.minion(minion)
        return {"heirs": sc.support(HEIRS),
                "blade": sc.bear(madril, "15_62"),  # a [gondor] possession
                "rohan": sc.support("4_296")}  # Well Stored: a [rohan] condition
    return build


def test_madril_loyal_lieutenant_gondor_conditions_safe_from_shadow_cards_with_a_roaming_minion():
    # "While you can spot a roaming minion, your [gondor] conditions cannot be discarded
    # from play by Shadow cards." (Pelennor Prairie is site 4: a Tracking Uruk roams.)
    for minion, user, protected in ((TRACKER, "1_178", True),
                                    ("Goblin Runner", "1_178", False),  # not roaming
                                    (TRACKER, "10_118", False)):  # a site: no Shadow card
        offered, cards = _shadow_discards(_madril_position("17_30", minion), user)
        expected = {cards["rohan"], cards["blade"]} | (set() if protected else {cards["heirs"]})
        assert offered == expected, (minion, user)


def test_madril_loyal_lieutenant_exert_two_rangers_for_a_minion_site_number_plus_two():
    # "Maneuver: Exert 2 rangers to make a minion's site number +2 until the regroup
    # phase."
    sc = Scenario()
    madril = sc.companion("17_30")
    aragorn = sc.companion("15_54")  # another ranger
    sc.companion("13_62")  # Boromir: not a ranger
    runner = sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    act(game, "use", madril)
    assert game.s.wounds[madril] == 1 and game.s.wounds[aragorn] == 1
    assert stats.site_number(game, runner) == 4 + 2
    for _ in range(30):
        if game.s.phase == "regroup":
            break
        pass_until(game, "phase_started")
    assert stats.site_number(game, runner) == 4
    sc = Scenario()
    madril = sc.companion("17_30")
    sc.companion("13_62")  # one ranger only
    sc.minion("Goblin Runner")
    assert not can(sc.start("maneuver"), "use", madril)


def test_spirit_of_the_white_tree_bearer_must_be_a_gondor_companion():
    # "Bearer must be a [gondor] companion."
    sc = Scenario()
    boromir = sc.companion("13_62")
    warrior = sc.companion("15_139")  # a [rohan] companion
    merchant = sc.ally("7_97")  # Gondorian Merchant: a [gondor] ally
    spirit = sc.hand("17_34")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == spirit}
    assert boromir in targets and not {warrior, merchant} & targets


def _spirit_skirmish(card: str, bearer_fights: bool):
    """Boromir bears ``card``; the skirmish fought first is his (or the Warrior's).
    The Shadow player holds Furor (a skirmish event); Column of Easterlings has a
    skirmish ability; the Free Peoples player holds Rally the Company."""
    sc = Scenario()
    boromir = sc.companion("13_62")
    sc.bear(boromir, card)
    warrior = sc.companion("15_139")
    uruk = sc.minion("11_178")  # Bloodthirsty Uruk: an [uruk-hai] minion
    column = sc.minion("11_72")
    sc.assign(uruk, boromir if bearer_fights else warrior)
    sc.assign(column, warrior if bearer_fights else boromir)
    furor = sc.hand("11_187")
    rally = sc.hand("13_74")
    game = sc.twilight(5).start("skirmishes")
    # Column of Easterlings is a lurker: the Bloodthirsty Uruk's skirmish is fought first
    assert stats.keyword(game, column, "lurker") == 1
    assert game.decision.player == game.s.fp
    fp_can = can(game, "play", rally), can(game, "use", boromir)
    act(game, "pass")
    return can(game, "play", furor), can(game, "use", column), *fp_can


def test_spirit_of_the_white_tree_no_opponents_skirmish_events_or_abilities_in_bearers_skirmish():
    # "An opponent can not play skirmish events or use skirmish special abilities during
    # skirmishes involving bearer."
    # (Furor playable, Column of Easterlings usable, Rally the Company playable, Boromir's
    # own skirmish ability usable): the Free Peoples player's cards are not limited
    assert _spirit_skirmish("17_34", True) == (False, False, True, True)
    assert _spirit_skirmish("17_34", False) == (True, True, True, True)  # the Warrior's
    assert _spirit_skirmish("15_62", True) == (True, True, True, True)  # Ithilien Blade


_BURDENERS = {
    "1_178": {"title": "Goblin Runner", "ability": [
        {"phase": "shadow", "effect": [{"add_burden": 1}]}]},
    "1_89": {"title": "Aragorn", "ability": [
        {"phase": "fellowship", "cost": [{"add_burden": 1}], "effect": [{"draw": 1}]}]},
}


def test_spirit_of_the_white_tree_discarded_when_a_shadow_player_adds_a_burden():
    # "Each time a Shadow player adds a burden, discard this condition." (Test-only texts:
    # Goblin Runner adds a burden; Aragorn adds one as a cost.)
    rules = card_rules().with_behaviours(compile_scripts(_BURDENERS, default_database()))
    sc = Scenario(rules=rules)
    boromir = sc.companion("13_62")
    spirit = sc.bear(boromir, "17_34")
    runner = sc.minion("1_178")
    game = sc.start("shadow")
    act(game, "use", runner)
    assert game.s.burdens[game.s.fp] == 1 and game.s.zone[spirit] == "discard"
    sc = Scenario(rules=rules)
    boromir = sc.companion("13_62")
    spirit = sc.bear(boromir, "17_34")
    aragorn = sc.companion("1_89")
    sc.draw_top("Gondorian Blade")
    game = sc.start("fellowship")
    act(game, "use", aragorn)
    assert game.s.burdens[game.s.fp] == 1 and game.s.zone[spirit] == "attached"


def test_filter_words_tokens_and_commonest_race_are_checked_at_load():
    # tokens(CULTURE) names a culture of the card facts; a mistake names the column
    with pytest.raises(ScriptError, match="column 1: unknown culture 'gondr'"):
        compile_scripts({"13_77": {"title": "Tradesman From Lebennin", "trigger": [
            {"on": "start_of_phase", "phase": "fellowship",
             "effect": [{"add_tokens": 1, "culture": "gondor", "on": "tokens(gondr)"}]}]}},
            default_database())
    compile_filter("companion commonest_race")  # a word of its own, no argument
