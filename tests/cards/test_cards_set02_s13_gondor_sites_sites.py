"""Sites of sets 2 and 3 (issue 18, helper s13-gondor-sites): Great Chasm, Valley of the
Silverlode, Wastes of Emyn Muil."""

from __future__ import annotations

from cardtest import at_site, moving_to

from ringtable.engine import playing
from ringtable.testing import act, can

BOROMIR = "1_97"
SAM = "1_311"


def test_great_chasm_first_moria_archer_each_shadow_phase_two_cheaper():
    """Great Chasm (2_118): "The twilight cost of the first [moria] archer played each
    Shadow phase is -2": not a [moria] Orc that is no archer, nor the second archer."""
    sc = at_site("2_118")
    scout = sc.hand("1_191")  # Moria Scout: no archer
    first = sc.hand("1_172")  # Goblin Archer
    second = sc.hand("1_176")  # Goblin Marksman
    assassin = sc.hand("1_131")  # Orthanc Assassin: an [isengard] archer
    game = sc.twilight(30).start("shadow")
    printed = {c: game.cards[c].twilight_cost for c in (scout, first, second, assassin)}
    assert playing.twilight_cost(game, scout, 1) == printed[scout]
    assert playing.twilight_cost(game, assassin, 1) == printed[assassin] + 2  # roaming
    act(game, "play", scout)
    act(game, "play", assassin)  # an [isengard] archer first: the discount stays
    assert playing.twilight_cost(game, first, 1) == printed[first] - 2
    act(game, "play", first)
    assert playing.twilight_cost(game, second, 1) == printed[second]
    sc2 = at_site("2_118")
    archer = sc2.hand("1_172")
    game2 = sc2.start("fellowship")
    assert playing.twilight_cost(game2, archer, 1) == game2.cards[archer].twilight_cost


def test_valley_of_the_silverlode_each_hobbit_companion_may_heal():
    """Valley of the Silverlode (2_120): "When the fellowship moves to Valley of the
    Silverlode, each Hobbit companion may heal": Frodo and Sam, not Boromir nor a Hobbit
    ally."""
    sc = moving_to("2_120")
    frodo = sc.ring_bearer()
    sam = sc.companion(SAM)
    boromir = sc.companion(BOROMIR)
    guest = sc.ally("1_297")
    for card in (frodo, sam, boromir, guest):
        sc.wounds(card, 1)
    game = sc.start("fellowship")
    act(game, "pass")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve")  # "may": the Free Peoples player accepts
    assert (game.s.wounds[frodo], game.s.wounds[sam]) == (0, 0)
    assert (game.s.wounds[boromir], game.s.wounds[guest]) == (1, 1)
    twin = moving_to("2_120")
    frodo2 = twin.ring_bearer()
    twin.wounds(frodo2, 1)
    game2 = twin.start("fellowship")
    act(game2, "pass")
    act(game2, "pass")  # declined: no healing
    assert game2.s.wounds[frodo2] == 1


def test_wastes_of_emyn_muil_spot_four_companions_and_exert_your_isengard_orc():
    """Wastes of Emyn Muil (3_120): "Maneuver: Spot 4 companions and exert your [isengard]
    Orc to make the Free Peoples player wound a companion"."""
    sc = at_site("3_120")
    frodo = sc.ring_bearer()
    others = [sc.companion(c) for c in (BOROMIR, SAM, "1_89")]
    orc = sc.minion("3_61")  # Isengard Warrior
    game = sc.start("maneuver")
    site = game.s.path[9]
    assert not can(game, "use", site)  # the Free Peoples player has no Orc of his own
    act(game, "pass")
    assert game.decision.player == 1
    act(game, "use", site if can(game, "use", site) else game.s.ring[1])
    assert game.s.wounds[orc] == 1
    assert game.decision.player == 0  # the Free Peoples player chooses a companion
    assert sorted(game.decision.cards) == sorted([frodo, *others])
    act(game, "choose", others[0])
    assert game.s.wounds[others[0]] == 1 and game.s.wounds[frodo] == 0


def test_wastes_of_emyn_muil_needs_four_companions_and_an_isengard_orc():
    for companions, minion in (((BOROMIR, SAM), "3_61"), ((BOROMIR, SAM, "1_89"), "1_191"),
                               ((BOROMIR, SAM, "1_89"), "1_151")):
        sc = at_site("3_120")
        sc.ring_bearer()
        for c in companions:
            sc.companion(c)
        sc.minion(minion)  # a [moria] Orc, an [isengard] Uruk-hai: no [isengard] Orc
        game = sc.start("maneuver")
        act(game, "pass")
        site = game.s.path[9]
        assert not can(game, "use", site) and not can(game, "use", game.s.ring[1])


def test_the_great_river_no_card_played_from_a_draw_deck_or_a_discard_pile():
    """The Great River (3_118): "cards may not be played from draw decks or discard
    piles": a card in the draw deck or the discard pile is prohibited (``playing.prohibited``
    is read by every play: from hand, by effects, from the discard pile); a card from
    hand is still played."""
    from cardtest import Scenario

    from ringtable.engine.playing import prohibited

    sc = at_site("3_118")
    in_deck = sc.draw_top(SAM)
    in_discard = sc.discard(BOROMIR)
    in_hand = sc.hand("1_89")
    game = sc.start("fellowship")
    assert prohibited(game, in_deck) and prohibited(game, in_discard)
    assert not prohibited(game, in_hand)
    act(game, "play", in_hand)
    assert game.s.zone[in_hand] == "fellowship"
    sc2 = Scenario()  # elsewhere: no such rule
    deck2 = sc2.draw_top(SAM)
    assert not prohibited(sc2.start("fellowship"), deck2)


def test_the_pile_filter_word_names_a_pile_and_refuses_an_unknown_one():
    """The filter word ``pile(NAME)`` (The Great River) matches a card lying in that pile;
    a wrong pile name is refused with the names allowed."""
    import pytest

    from ringtable.scripts.filter_grammar import compile_filter

    with pytest.raises(ValueError, match="unknown pile 'drw'"):
        compile_filter("pile(drw)")
