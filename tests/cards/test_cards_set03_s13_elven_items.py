"""Set 3 [elven] possessions, artifacts and conditions of the Fellowship block (issue 18,
helper s13-elven): each test sets a position, uses the card and checks what its text
does."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can

SAVAGE = "1_151"  # Uruk Savage: an Uruk-hai, strength 5, vitality 3
RUNNER = "1_178"  # Goblin Runner: an Orc, strength 5, vitality 1
NAZGUL = "1_229"  # Úlairë Attëa, vitality 3


def _hand(sc: Scenario, n: int, player: int = 0) -> list[int]:
    return [sc.hand(name, player=player) for name in ("1_97", "1_92", "1_12", "1_89")[:n]]


# -- set 3: possessions, artifacts, conditions -------------------------------------------------

def _vilya(card: str, *shadow_conditions: str) -> tuple:
    sc = Scenario()
    elrond = sc.ally("1_40")
    vilya = sc.bear(elrond, card)
    shoulder = sc.support("1_59")  # a Free Peoples condition: never returned
    conds = [sc.support(name, player=1) for name in shadow_conditions]
    sc.minion(SAVAGE)
    return sc, elrond, vilya, shoulder, conds


def test_vilya_exerts_elrond_twice_to_return_a_shadow_condition_to_hand():
    """Vilya (3_27): "Maneuver: Exert Elrond twice and spot a Shadow condition to return
    that condition to its owner's hand"."""
    sc, elrond, vilya, shoulder, (ambition,) = _vilya("3_27", "1_133")
    game = sc.start("maneuver")
    use(game, vilya)
    assert game.s.wounds[elrond] == 2 and game.s.zone[ambition] == "hand"
    assert game.s.holder[ambition] == 1 and game.s.zone[shoulder] == "support"
    assert not can(sc.start("regroup"), "use", vilya)


def test_vilya_needs_a_shadow_condition_and_two_exertions():
    sc, _, vilya, _, _ = _vilya("3_27")
    assert not can(sc.start("maneuver"), "use", vilya)
    sc2, elrond2, vilya2, _, _ = _vilya("3_27", "1_133")
    sc2.wounds(elrond2, 3)  # Elrond, vitality 4 +1 (Vilya), can exert once more only
    assert not can(sc2.start("maneuver"), "use", vilya2)


def test_long_knives_of_legolas_orcs_and_uruk_hai_skirmishing_legolas_minus_two():
    """Long-knives of Legolas (3_21): "Each Orc or Uruk-hai skirmishing Legolas is
    strength -2" (not a Nazgûl, nor an Uruk-hai skirmishing Boromir)."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    sc.bear(legolas, "3_21")
    boromir = sc.companion("1_97")
    savage, runner, nazgul = sc.minion(SAVAGE), sc.minion(RUNNER), sc.minion(NAZGUL)
    other = sc.minion(SAVAGE)
    for m in (savage, runner, nazgul):
        sc.assign(m, legolas)
    sc.assign(other, boromir)
    game = sc.start("skirmishes")
    act(game, "skirmish", legolas)
    assert strength(game, savage) == 5 - 2 and strength(game, runner) == 5 - 2
    assert strength(game, nazgul) == 12 and strength(game, other) == 5


def test_phial_of_galadriel_exerts_an_elf_and_gives_the_ring_bearer_resistance_plus_two():
    """Phial of Galadriel (3_24): "To play, exert an Elf. Bearer must be the Ring-bearer.
    Bearer's resistance is +2"."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    boromir = sc.companion("1_97")
    phial = sc.hand("3_24")
    sc.hand("1_53")  # Lórien Elf, played next: no Elf exerts for it
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == phial} == {0}
    before, other = stats.resistance(game, 0), stats.resistance(game, boromir)
    act(game, "play", phial, target=0)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[boromir] == 0
    assert stats.resistance(game, 0) == before + 2
    assert stats.resistance(game, boromir) == other
    elf = next(a.card for a in game.legal_actions() if a.kind == "play")
    act(game, "play", elf)
    assert game.decision.kind == "action" and game.s.wounds[legolas] == 1


def test_phial_of_galadriel_needs_an_elf_that_can_exert():
    for elf_wounds in (None, 2):
        sc = Scenario()
        if elf_wounds is not None:
            sc.wounds(sc.companion("1_51"), elf_wounds)
        sc.companion("1_97")
        phial = sc.hand("3_24")
        assert not can(sc.start("fellowship"), "play", phial), elf_wounds


def test_nenya_discards_up_to_two_cards_to_draw_as_many_at_the_start_of_regroup():
    """Nenya (3_23): "At the start of each regroup phase, you may discard up to 2 cards
    from hand to draw the same number of cards"."""
    sc = Scenario()
    nenya = sc.bear(sc.ally("1_45"), "3_23")
    cards = _hand(sc, 3)
    deck = [sc.draw_top(name) for name in ("1_30", "1_53", "1_56")]
    game = sc.start("regroup")
    act(game, "resolve", nenya)
    choose(game, cards[0])
    choose(game, cards[1])
    assert [game.s.zone[c] for c in cards] == ["discard", "discard", "hand"]
    assert sum(game.s.zone[c] == "hand" for c in deck) == 2
    sc2 = Scenario()  # one card only: one drawn
    nenya2 = sc2.bear(sc2.ally("1_45"), "3_23")
    cards2 = _hand(sc2, 3)
    deck2 = [sc2.draw_top(name) for name in ("1_30", "1_53", "1_56")]
    game2 = sc2.start("regroup")
    act(game2, "resolve", nenya2)
    choose(game2, cards2[0])
    act(game2, "pass")
    assert sum(game2.s.zone[c] == "hand" for c in deck2) == 1


def test_forests_of_lothlorien_spots_three_elven_allies_to_wound_a_minion_on_moving():
    """Forests of Lothlórien (3_15): "Each time the fellowship moves, you may spot 3
    [elven] allies to wound a minion"."""
    sc = Scenario()
    forests = sc.support("3_15")
    for name in ("1_56", "1_57", "1_34"):
        sc.ally(name)
    savage = sc.minion(SAVAGE)
    game = sc.start("fellowship")
    act(game, "pass")
    act(game, "resolve", forests)
    assert game.s.wounds[savage] == 1
    sc2 = Scenario()  # two [elven] allies and a [gandalf] one: nothing offered
    forests2 = sc2.support("3_15")
    for name in ("1_56", "1_57", "1_69"):
        sc2.ally(name)
    savage2 = sc2.minion(SAVAGE)
    game2 = sc2.start("fellowship")
    act(game2, "pass")
    assert not can(game2, "resolve", forests2) and game2.s.wounds[savage2] == 0


def _evenstar(card: str, *cards: str) -> tuple:
    sc = Scenario()
    aragorn = sc.companion("1_89")
    sc.companion("1_30")
    gift = sc.bear(aragorn, card)
    for name in cards:
        sc.hand(name)
    boromir = sc.companion("1_97")
    savage, other = sc.minion(SAVAGE), sc.minion(SAVAGE)
    sc.assign(savage, aragorn)
    sc.assign(other, boromir)
    return sc, aragorn, gift, savage, other


def _aragorn_first(sc: Scenario, aragorn: int):
    game = sc.start("skirmishes")
    act(game, "skirmish", aragorn)
    return game


def test_gift_of_the_evenstar_to_play_spot_arwen_bearer_aragorn():
    """Gift of the Evenstar (3_19): "To play, spot Arwen. Bearer must be Aragorn"."""
    sc = Scenario()
    aragorn = sc.companion("1_89")
    sc.companion("1_30")
    sc.companion("1_97")
    gift = sc.hand("3_19")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == gift} == {aragorn}
    sc2 = Scenario()
    sc2.companion("1_89")
    gift2 = sc2.hand("3_19")
    assert not can(sc2.start("fellowship"), "play", gift2)


def test_gift_of_the_evenstar_exerts_aragorn_for_a_minion_skirmishing_him_minus_one():
    """Gift of the Evenstar (3_19): "Skirmish: Exert Aragorn or discard 2 cards from hand
    to make a minion skirmishing Aragorn strength -1"."""
    sc, aragorn, gift, savage, other = _evenstar("3_19", "1_92", "1_12")
    game = _aragorn_first(sc, aragorn)
    use(game, gift)
    act(game, "choose_option", value=0)
    assert game.s.wounds[aragorn] == 1 and strength(game, savage) == 5 - 1
    assert strength(game, other) == 5
    assert not can(sc.start("maneuver"), "use", gift)


def test_gift_of_the_evenstar_discards_two_cards_instead():
    sc, aragorn, gift, savage, _ = _evenstar("3_19", "1_92", "1_12")
    game = _aragorn_first(sc, aragorn)
    use(game, gift)
    act(game, "choose_option", value=1)
    assert game.s.wounds[aragorn] == 0 and game.s.piles[0]["hand"] == []
    assert strength(game, savage) == 5 - 1


def _beren(card: str, bottom: str) -> tuple:
    sc = Scenario()
    tale = sc.support(card)
    orophin = sc.ally("1_56")
    legolas = sc.companion("1_51")
    sc.draw_top("1_97")
    card = sc.draw_bottom(bottom)
    savage = sc.minion(SAVAGE)
    sc.assign(savage, legolas)
    return sc, tale, orophin, card, savage


def test_beren_and_luthien_an_elven_card_at_the_bottom_makes_the_minion_minus_one():
    """Beren and Lúthien (3_9): "Skirmish: Exert an [elven] ally to discard the bottom
    card of your draw deck. If that card is an [elven] card, make a minion skirmishing an
    Elf strength -1"."""
    sc, tale, orophin, card, savage = _beren("3_9", "1_53")
    game = sc.start("skirmishes")
    use(game, tale)
    assert game.s.wounds[orophin] == 1 and game.s.zone[card] == "discard"
    assert strength(game, savage) == 5 - 1
    assert not can(sc.start("maneuver"), "use", tale)


def test_beren_and_luthien_another_culture_at_the_bottom_does_nothing_more():
    sc, tale, _, card, savage = _beren("3_9", "1_92")
    game = sc.start("skirmishes")
    use(game, tale)
    assert game.s.zone[card] == "discard" and strength(game, savage) == 5


def test_beren_and_luthien_needs_an_elven_ally_and_an_elf_skirmishing():
    sc = Scenario()
    tale = sc.support("3_9")
    sc.ally("1_69")  # Albert Dreary: a [gandalf] ally
    legolas = sc.companion("1_51")
    sc.draw_bottom("1_53")
    sc.assign(sc.minion(SAVAGE), legolas)
    assert not can(sc.start("skirmishes"), "use", tale)
    sc2 = Scenario()  # Boromir skirmishes: the minion skirmishes no Elf
    tale2 = sc2.support("3_9")
    sc2.ally("1_56")
    boromir = sc2.companion("1_97")
    sc2.draw_bottom("1_53")
    savage2 = sc2.minion(SAVAGE)
    sc2.assign(savage2, boromir)
    game2 = sc2.start("skirmishes")
    use(game2, tale2)
    assert strength(game2, savage2) == 5
