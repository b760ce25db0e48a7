"""Words added to the card language for the King-block starters (issue 18): each is
tested here on its own; the cards using them are tested in test_cards_set08_* and
test_cards_set10_*."""

from __future__ import annotations

import pytest
from cardtest import Scenario, card_rules, use

from ringtable.cards import default_database
from ringtable.scripts import ScriptError
from ringtable.scripts.filters import compile_filter
from ringtable.scripts.loader import compile_scripts


def _with(spec: dict) -> Scenario:
    rules = card_rules().with_behaviours(compile_scripts(spec, default_database()))
    return Scenario(rules=rules)


_TOKENS = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
    {"phase": "fellowship", "cost": [{"remove_tokens": 2, "culture": "shire", "on": "self"}],
     "effect": [{"add_tokens": 3, "culture": "gondor", "on": "self"}]}]}}


def test_token_verbs_add_and_remove_culture_tokens_on_this_card():
    """``remove_tokens`` as a cost takes that many tokens of its culture from this card;
    ``add_tokens`` puts tokens of its culture on it."""
    sc = _with(_TOKENS)
    card = sc.support("1_316", player=0)
    sc.culture_tokens(card, "shire", 3)
    game = sc.start("fellowship")
    use(game, card)
    assert game.s.tokens[card] == {"shire": 1, "gondor": 3}


def test_remove_tokens_as_a_cost_needs_enough_tokens_of_that_culture():
    sc = _with(_TOKENS)
    card = sc.support("1_316", player=0)
    sc.culture_tokens(card, "shire", 1)
    sc.culture_tokens(card, "gondor", 5)  # another culture does not pay
    game = sc.start("fellowship")
    assert not any(a.kind == "use" and a.card == card for a in game.legal_actions())


def test_token_verbs_refuse_an_unknown_culture():
    spec = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
        {"phase": "fellowship", "effect": [{"add_tokens": 1, "culture": "hobbit", "on": "self"}]}]}}
    with pytest.raises(ScriptError, match="culture"):
        compile_scripts(spec, default_database())


def test_wraith_is_a_race_word():
    """"[gondor] Wraith" (the Dead of Dunharrow): ``wraith`` names the race, ``[wraith]``
    the culture."""
    sc = Scenario()
    oath = sc.companion("8_41")
    boromir = sc.companion("1_97")
    game = sc.start("fellowship")
    ctx = {"src": -1, "p": 0, "v": {}}
    race = compile_filter("[gondor] wraith")
    assert race.match(game, oath, ctx) and not race.match(game, boromir, ctx)


def test_put_on_deck_places_a_card_on_top_of_its_owners_draw_deck():
    """``put_on_deck`` (We Shall Meet Again Soon): the chosen card from the discard pile
    goes on top of the draw deck, above the card that was there."""
    spec = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
        {"phase": "fellowship", "effect": [{"put_on_deck": "minion", "from": "discard"}]}]}}
    sc = _with(spec)
    card = sc.support("1_316", player=0)
    runner = sc.discard("1_178", player=0)
    top = sc.draw_top("1_317", player=0)
    game = sc.start("fellowship")
    use(game, card)
    assert game.s.piles[0]["draw"][:2] == [runner, top]


def test_transfer_moves_this_card_onto_the_chosen_character():
    """``transfer`` (Fourth Level): this card goes onto the chosen character, still its
    owner's card; ``exhaust`` leaves the chosen character 1 vitality."""
    spec = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
        {"phase": "fellowship", "effect": [{"transfer": "minion", "as": "m"},
                                           {"exhaust": "$m"}]}]}}
    sc = _with(spec)
    card = sc.support("1_316", player=0)
    troll = sc.minion("1_165")  # vitality 4
    game = sc.start("fellowship")
    use(game, card)
    assert game.s.zone[card] == "attached" and game.s.bearer[card] == troll
    assert game.s.holder[card] == 0 and game.s.wounds[troll] == 3


def test_site_block_condition_reads_the_fellowships_site_block():
    """``site_block`` (Haradwaith's "at site 4[K]"): the block of the fellowship's site."""
    from cardtest import at_site

    from ringtable.scripts.logic import compile_condition

    ctx = {"src": -1, "p": 0, "v": {}}
    king = at_site("10_118").start("fellowship")  # Pelennor Prairie, site 4K
    fellowship = Scenario().at_site(4).start("fellowship")  # a Fellowship-block site 4
    cond = compile_condition({"site_block": "king"})
    assert cond(king, ctx) and not cond(fellowship, ctx)


def test_replace_in_skirmish_moves_the_assignment_to_the_card_chosen_earlier():
    """``replace_in_skirmish`` (Brave and Loyal) with ``by = "$h"``: the minions assigned
    to the replaced character are assigned to the one chosen as ``h``."""
    spec = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
        {"phase": "fellowship", "cost": [{"exert": 'title("Gimli")', "as": "h"}],
         "effect": [{"replace_in_skirmish": 'title("Boromir")', "by": "$h"}]}]}}
    sc = _with(spec)
    card = sc.support("1_316", player=0)
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_13")
    orc = sc.minion("1_178")
    sc.assign(orc, boromir)
    game = sc.start("fellowship")
    use(game, card)
    assert game.s.assigned[orc] == gimli


def test_replace_in_skirmish_needs_a_reference_for_by():
    spec = {"1_316": {"title": "A Talent for Not Being Seen", "ability": [
        {"phase": "fellowship", "effect": [{"replace_in_skirmish": "companion",
                                            "by": "hobbit"}]}]}}
    with pytest.raises(ScriptError, match="chosen earlier"):
        compile_scripts(spec, default_database())


def test_same_cost_matches_the_printed_cost_of_a_card_in_play():
    """``same_cost(FILTER)`` (Gathering Wind): the same printed twilight cost as a card in
    play matching the filter."""
    sc = Scenario()
    guard = sc.minion("10_81")  # cost 3
    scav = sc.minion("10_54")  # cost 3
    sentry = sc.minion("10_84")  # cost 2
    game = sc.twilight(5).at_site(6).start("shadow")
    ctx = {"src": -1, "p": 1, "v": {"n": [guard]}}
    word = compile_filter("minion same_cost($n)")
    assert [word.match(game, c, ctx) for c in (guard, scav, sentry)] == [True, True, False]
