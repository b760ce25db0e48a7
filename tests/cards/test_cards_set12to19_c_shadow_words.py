"""Card-language words added for the [men] and [orc] cards of the starters of sets 12-19
(helper c-shadow): the ``this_assigned`` trigger, the ``next`` filter word, the
``tokens`` value and ``reveal``'s ``bottom`` option, each on a card scripted for the
test."""

from __future__ import annotations

from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import compile_scripts
from ringtable.scripts.values import compile_value
from ringtable.testing import act

GOBLIN_RUNNER = "1_178"  # [moria] Orc, no text of its own the test relies on


def _rules(script: dict):
    return card_rules().with_behaviours(compile_scripts(script, default_database()))


def test_this_assigned_fires_for_any_assigner_with_an_optional_character_filter():
    """"Each time this minion is assigned to skirmish a Hobbit, it is damage +1"."""
    rules = _rules({GOBLIN_RUNNER: {"title": "Goblin Runner", "trigger": [
        {"on": "this_assigned", "card": "hobbit",
         "effect": [{"keyword": "damage", "who": "self"}]}]}})
    for defender, damage in (("1_311", 1), ("1_97", 0)):  # Sam; Boromir
        sc = Scenario(rules=rules).at_site(2)
        hero = sc.companion(defender)
        runner = sc.minion(GOBLIN_RUNNER)
        other = sc.minion(GOBLIN_RUNNER)
        game = sc.start("assign")
        while game.decision.kind != "assign":
            act(game, "pass")
        act(game, "assign", hero, runner)
        assert stats.keyword(game, runner, "damage") == damage, defender
        assert stats.keyword(game, other, "damage") == 0  # another minion's assignment


def test_next_is_the_fellowships_next_site_once_it_is_on_the_path():
    sc = Scenario().at_site(3)
    game = sc.start("fellowship")
    ctx = {"src": game.s.ring_bearer[game.s.fp], "p": game.s.fp, "v": {}}
    assert compile_value("sites(next)")(game, ctx) == 0  # site 4 not played yet
    pile = game.s.piles[sc.shadow]["adventure"]
    site4 = next(c for c in pile if game.cards[c].site_number == 4)
    game.s.place_site(site4, 4)
    assert compile_value("sites(next)")(game, ctx) == 1
    assert compile_value("sites(next keyword(underground))")(game, ctx) == 1  # Mithril Mine
    assert compile_value("sites(current)")(game, ctx) == 1


def test_tokens_counts_the_culture_tokens_on_cards_in_play():
    sc = Scenario().at_site(2)
    a = sc.support("13_99", player=sc.shadow)
    b = sc.support("13_103", player=sc.shadow)
    sc.culture_tokens(a, "men", 2)
    sc.culture_tokens(b, "orc", 1)
    game = sc.start("shadow")
    ctx = {"src": a, "p": sc.shadow, "v": {}}
    assert compile_value("tokens")(game, ctx) == 3


def test_reveal_bottom_reveals_the_bottom_cards_of_the_draw_deck():
    """"Reveal the bottom card of your draw deck ... take it into hand"."""
    rules = _rules({GOBLIN_RUNNER: {"title": "Goblin Runner", "trigger": [
        {"on": "played", "effect": [{"reveal": 1, "bottom": True, "as": "b"},
                                    {"take_into_hand": "$b", "from": "draw"}]}]}})
    sc = Scenario(rules=rules).at_site(2)
    top = sc.draw_top("11_116", player=sc.shadow)
    low = sc.draw_bottom("11_136", player=sc.shadow)
    runner = sc.hand(GOBLIN_RUNNER)
    game = sc.twilight(5).start("shadow")
    act(game, "play", runner)
    assert game.s.zone[low] == "hand" and game.s.zone[top] == "draw"
