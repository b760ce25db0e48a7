"""Starters of sets 12–19 (issue 18), [elven], [dwarven] and [shire] support-area
conditions and events: triggers on a named character winning a skirmish, culture tokens
spent to heal, resistance while a Hobbit is spotted, pumps read from the turn. Each test
names the card, quotes the clause it proves, and shows a case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_set12to19_c_elf import ARAGORN, fight

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("11_169", "12_125", "13_14", "13_147", "15_10", "15_15", "17_8")

GIMLI = "15_5"  # Gimli, Eager Hunter: a [dwarven] hunter Dwarf
PROWLER = "15_61"  # Gondorian Prowler: a hunter [gondor] Man
EOMER = "15_123"  # Éomer, Horsemaster: a hunter [rohan] Man
FARIN = "1_11"  # a [dwarven] Dwarf, not a hunter
GUARDIAN = "17_7"  # Elven Guardian: a hunter [elven] companion


def _choices(game) -> set[int]:
    return {a.card for a in game.legal_actions() if a.kind == "choose"}


def _win_with(winner: str, support: str, others: tuple[str, ...], wounded: bool = True):
    """``winner`` beats a Goblin Runner with ``support`` in play and ``others`` (wounded)
    in the fellowship; the game waits after the skirmish."""
    sc = Scenario()
    card = sc.support(support)
    hero = sc.companion(winner)
    sc.assign(sc.minion("Goblin Runner"), hero)
    rest = [sc.companion(o) for o in others]
    if wounded:
        for c in rest:
            sc.wounds(c, 1)
    sc.assign(sc.minion("Goblin Runner"), sc.ring_bearer())  # a second skirmish, after
    game = sc.start("skirmishes")
    fight(game, hero)
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    return game, card, hero, rest


def test_focus_legolas_winning_may_heal_a_hunter_dwarf_or_hunter_gondor_man():
    # "Each time Legolas wins a skirmish, you may heal a hunter [dwarven] Dwarf or hunter
    # [gondor] Man."
    game, focus, _, (gimli, prowler, eomer, farin, _) = _win_with(
        "15_18", "15_15", (GIMLI, PROWLER, EOMER, FARIN, ARAGORN))
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", focus)
    # not a [rohan] hunter, not a Dwarf or [gondor] Man who is no hunter
    assert _choices(game) == {gimli, prowler}
    act(game, "choose", gimli)
    assert [game.s.wounds[c] for c in (gimli, prowler, eomer, farin)] == [0, 1, 1, 1]
    game, focus, _, (prowler,) = _win_with("15_18", "15_15", (PROWLER,))
    act(game, "resolve", focus)
    assert game.s.wounds[prowler] == 0
    game, _, _, _ = _win_with(GUARDIAN, "15_15", (GIMLI,))  # not Legolas
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_whatever_end_gimli_winning_may_make_a_hunter_damage_plus_one():
    # "Each time Gimli wins a skirmish, you may make a hunter [gondor] companion or hunter
    # [elven] companion damage +1 until the regroup phase."
    game, end, gimli, (guardian, prowler, eomer, legolas, _) = _win_with(
        GIMLI, "15_10", (GUARDIAN, PROWLER, EOMER, "Legolas, Greenleaf", ARAGORN),
        wounded=False)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", end)
    # not a [rohan] hunter, not an Elf or a [gondor] Man who is no hunter
    assert _choices(game) == {guardian, prowler}
    act(game, "choose", guardian)
    assert stats.keyword(game, guardian, "damage") == 1
    assert stats.keyword(game, prowler, "damage") == 0
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")
    assert stats.keyword(game, guardian, "damage") == 0  # until the regroup phase
    game, _, _, _ = _win_with(GUARDIAN, "15_10", (GIMLI,), wounded=False)  # not Gimli
    assert game.decision is None or game.decision.kind != "optional_trigger"


def _discard_to_pump(support: str, hero: str, other: str):
    sc = Scenario()
    card = sc.support(support)
    fighter = sc.companion(hero)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), fighter)
    bystander = sc.companion(other)
    game = sc.start("skirmishes")
    return game, card, fighter, bystander


def test_focus_discards_to_make_an_elven_elf_strength_plus_two():
    # "Skirmish: Discard this condition to make an [elven] Elf strength +2."
    game, focus, legolas, aragorn = _discard_to_pump("15_15", "15_18", ARAGORN)
    before = stats.strength(game, legolas)
    act(game, "use", focus)
    assert game.s.zone[focus] == "discard" and stats.strength(game, legolas) == before + 2
    game, focus, gimli, _ = _discard_to_pump("15_15", GIMLI, ARAGORN)  # no Elf
    assert not can(game, "use", focus)


def test_whatever_end_discards_to_make_a_dwarven_companion_strength_plus_two():
    # "Skirmish: Discard this condition to make a [dwarven] companion strength +2."
    game, end, gimli, _ = _discard_to_pump("15_10", GIMLI, ARAGORN)
    before = stats.strength(game, gimli)
    act(game, "use", end)
    assert game.s.zone[end] == "discard" and stats.strength(game, gimli) == before + 2
    game, end, _, _ = _discard_to_pump("15_10", GUARDIAN, ARAGORN)  # no [dwarven] companion
    assert not can(game, "use", end)


def test_faith_in_friendship_adds_a_shire_token_when_played():
    # "When you play this, add a [shire] token here."
    sc = Scenario()
    faith = sc.hand("13_147")
    sword = sc.hand("15_145")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", faith)
    assert game.s.tokens.get(faith, {}) == {"shire": 1}
    act(game, "play", sword, sc.ring_bearer())  # another card played: no token
    assert game.s.tokens.get(faith, {}) == {"shire": 1}


def test_faith_in_friendship_removes_its_token_to_heal_a_shire_companion():
    # "At the start of the regroup phase, you may discard this from play or remove a token
    # from here to heal a [shire] companion."
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.wounds(frodo, 1)
    aragorn = sc.companion(ARAGORN)  # not [shire]
    sc.wounds(aragorn, 1)
    sc.wounds(sc.ally("1_309"), 1)  # Rosie Cotton: a [shire] ally, not a companion
    faith = sc.support("13_147")
    sc.culture_tokens(faith, "shire", 1)
    game = sc.start("regroup")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", faith)
    options = [a for a in game.legal_actions() if a.kind == "choose_option"]
    assert len(options) == 2  # discard it, or remove the token
    act(game, "choose_option", value=1)
    assert game.decision is None or game.decision.kind != "choose"  # Frodo only
    assert game.s.wounds[frodo] == 0 and game.s.wounds[aragorn] == 1
    assert game.s.zone[faith] == "support" and game.s.tokens.get(faith, {}).get("shire", 0) == 0


def test_faith_in_friendship_without_a_token_discards_itself_to_heal():
    # "... you may discard this from play or remove a token from here ..."
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.wounds(frodo, 1)
    faith = sc.support("13_147")  # no token on it
    game = sc.start("regroup")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", faith)
    assert game.s.zone[faith] == "discard" and game.s.wounds[frodo] == 0


def test_measure_of_comfort_unbound_companions_resistance_while_a_hobbit_is_spotted():
    # "While you can spot a Hobbit, each unbound companion is resistance +1."
    sc = Scenario()
    frodo = sc.ring_bearer()  # a Hobbit, but Ring-bound
    aragorn = sc.companion(ARAGORN)
    minion = sc.minion("Goblin Runner")
    sc.support("12_125")
    game = sc.build()
    assert stats.resistance(game, aragorn) == game.cards[aragorn].resistance + 1
    assert stats.resistance(game, frodo) == 10
    assert stats.resistance(game, minion) == (game.cards[minion].resistance or 0)
    sc = Scenario(ring_bearers=("Aragorn, Ranger of the North", "1_290"))  # no Hobbit
    other = sc.companion("Legolas, Greenleaf")
    sc.support("12_125")
    game = sc.build()
    assert stats.resistance(game, other) == 6


def test_final_shot_elven_companion_plus_two_or_five_after_moving_twice():
    # "Make an [elven] companion strength +2 (or +5 if the fellowship has moved more than
    # once this turn)."
    for moves, bonus in ((2, 5), (1, 2)):
        sc = Scenario()
        legolas = sc.companion("Legolas, Greenleaf")
        sc.assign(sc.minion("Uruk-hai Raiding Party"), legolas)
        sc.ally("1_45")  # Galadriel: an [elven] ally, not a companion
        shot = sc.hand("13_14")
        game = sc.at_site(3, moves=moves).start("skirmishes")
        act(game, "play", shot)
        assert stats.strength(game, legolas) == 6 + bonus, moves
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), aragorn)
    shot = sc.hand("13_14")
    assert not can(sc.start("skirmishes"), "play", shot)


def test_the_more_the_merrier_spot_two_shire_companions_to_remove_two_burdens():
    # "Spot 2 [shire] companions to remove 2 burdens." (Toil 2: a [shire] character
    # exerted makes it cost 2 less.)
    sc = Scenario()
    sc.companion("11_172")  # Sam: a second [shire] companion
    merrier = sc.hand("11_169")
    game = sc.burdens(3).twilight(6).start("fellowship")
    act(game, "play", merrier)
    while game.decision.kind == "toil":
        act(game, "pass")
    assert game.s.burdens[0] == 1
    sc = Scenario()
    sc.companion(ARAGORN)  # only one [shire] companion: Frodo
    sc.support("12_125")  # a [shire] condition is no companion
    merrier = sc.hand("11_169")
    assert not can(sc.burdens(3).twilight(6).start("fellowship"), "play", merrier)
    sc = Scenario()  # toil: exert Sam to pay 2 less
    sam = sc.companion("11_172")
    merrier = sc.hand("11_169")
    game = sc.burdens(3).twilight(4).start("fellowship")
    act(game, "play", merrier)
    assert game.decision.kind == "toil"
    act(game, "exert", sam)
    while game.decision.kind == "toil":
        act(game, "pass")
    assert game.s.wounds[sam] == 1 and game.s.burdens[0] == 1


def _hearth(card: str, tokens: bool = True, elf: str = GUARDIAN):
    sc = Scenario()
    sc.companion(elf)
    sc.companion(GIMLI)  # a hunter, not [elven]
    sc.companion(ARAGORN)  # no hunter
    focus = sc.support("15_15")  # an [elven] condition
    faith = sc.support("13_147")  # holding a [shire] token: not reinforced
    sc.culture_tokens(faith, "shire", 1)
    if tokens:
        sc.culture_tokens(focus, "elven", 1)
    for _ in range(3):
        sc.draw_top("Legolas, Greenleaf")
    hearth = sc.hand(card)
    game = sc.twilight(3).start("regroup")
    return game, hearth, focus, faith


def test_hearth_and_hall_draw_a_card_for_each_hunter():
    # "Spot an [elven] hunter and choose one: draw a card for each hunter you can spot
    # ..."
    game, hearth, _, _ = _hearth("17_8")
    hand = len(game.s.piles[0]["hand"])
    act(game, "play", hearth)
    act(game, "choose_option", value=0)
    assert len(game.s.piles[0]["hand"]) == hand - 1 + 2  # two hunters: Guardian, Gimli
    game, hearth, _, _ = _hearth("17_8", elf="Legolas, Greenleaf")  # no [elven] hunter to spot
    assert not can(game, "play", hearth)


def test_hearth_and_hall_reinforce_an_elven_token_for_each_hunter():
    # "... or reinforce an [elven] token for each hunter you can spot." (CR: reinforce adds
    # a token to a card that already has one of that culture)
    game, hearth, focus, faith = _hearth("17_8")
    act(game, "play", hearth)
    act(game, "choose_option", value=1)
    assert game.s.tokens[focus] == {"elven": 3}
    assert game.s.tokens[faith] == {"shire": 1}
    game, hearth, focus, _ = _hearth("17_8", tokens=False)  # nothing to reinforce: they draw
    hand = len(game.s.piles[0]["hand"])
    act(game, "play", hearth)
    assert len(game.s.piles[0]["hand"]) == hand - 1 + 2 and focus not in game.s.tokens


def test_the_tokens_filter_names_a_culture():
    # tokens(CULTURE): a card holding a token of that culture (Hearth and Hall's
    # "reinforce"); a culture the card facts do not know is refused with its name.
    import pytest

    from ringtable.scripts.filter_grammar import compile_filter
    assert compile_filter("tokens(elven)").text == "tokens(elven)"
    with pytest.raises(ValueError, match="elvish"):
        compile_filter("tokens(elvish)")
