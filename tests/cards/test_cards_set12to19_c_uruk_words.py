"""Words the [uruk-hai] starters of sets 12-19 added to the card language, each at work
on its own: the value ``hunter(F)``, the condition ``at_sanctuary``, the verb
``out_of_play`` and ``choose_one``'s ``needs_target = false``."""

from __future__ import annotations

from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.scripts import compile_scripts
from ringtable.scripts.logic import compile_condition
from ringtable.scripts.values import compile_value
from ringtable.testing import act, can


def test_the_hunter_value_sums_the_hunter_keyword_of_the_matching_cards():
    sc = Scenario()
    gimli = sc.companion("15_5")  # hunter 3
    sc.companion("15_18")  # Legolas: hunter 1
    sc.companion("1_97")  # no hunter
    game = sc.start("fellowship")
    ctx = {"src": gimli, "p": 0, "v": {"g": [gimli]}}
    assert compile_value("hunter(companion)")(game, ctx) == 4
    assert compile_value("hunter($g)")(game, ctx) == 3
    assert compile_value({"value": "hunter(self)", "times": -1})(game, ctx) == -3


def test_at_sanctuary_reads_the_fellowships_site_on_every_path():
    cond = compile_condition({"at_sanctuary": True})
    for number, expected in ((3, True), (2, False)):  # numbered: by the keyword only
        game = Scenario().at_site(number).start("fellowship")
        assert "sanctuary" in game.cards[game.s.path[number]].keywords or not expected
        assert cond(game, {"src": -1, "p": 0, "v": {}}) is expected, number
    sites = (("11_266", "11_228", "11_236", "11_245", "11_248", "11_250", "11_253",
              "11_263", "11_265"),
             ("11_239", "11_241", "11_258", "11_257", "11_232", "11_261", "11_247",
              "11_252", "11_264"))
    for number, expected in ((2, False), (3, True), (6, True), (5, False)):
        sc = Scenario(sites=sites).at_site(number)
        game = sc.start("fellowship")
        assert cond(game, {"src": -1, "p": 0, "v": {}}) is expected, number
        assert compile_condition({"at_sanctuary": False})(
            game, {"src": -1, "p": 0, "v": {}}) is not expected


def _rules_with(table: dict) -> object:
    db = default_database()
    return card_rules().with_behaviours(compile_scripts(table, db))


def test_out_of_play_moves_a_card_to_its_owners_removed_pile():
    # a test script: Goblin Runner's "when you play this" puts a dead companion out of play
    rules = _rules_with({"1_178": {"title": "Goblin Runner", "trigger": [
        {"on": "played", "effect": [{"out_of_play": "companion", "from": "dead", "of": "fp"}]}]}})
    sc = Scenario(rules=rules)
    boromir = sc.dead("1_97")
    runner = sc.hand("1_178")
    game = sc.twilight(5).start("shadow")
    act(game, "play", runner)
    assert game.s.zone[boromir] == "removed"
    assert boromir in game.s.piles[game.s.fp]["removed"]
    assert boromir not in game.s.piles[game.s.fp]["dead"]


def test_choose_one_needs_target_false_is_playable_before_an_option_is_possible():
    # Strange Device's shape: the options are possible only once the cards are drawn.
    effect = [{"draw": 2}, {"choose_one": [
        {"label": "Discard 2", "effect": [{"discard": "card", "from": "hand", "count": 2}]},
        {"label": "Discard a minion", "effect": [{"discard": "minion", "from": "hand"}]},
    ]}]
    for needs, playable in ((None, False), (False, True)):
        step = dict(effect[1])
        if needs is not None:
            step["needs_target"] = needs
        rules = _rules_with({"11_187": {
            "title": "Furor", "event": {"effect": [effect[0], step]}}})
        sc = Scenario(rules=rules)
        sc.assign(sc.minion("11_183"), sc.companion("1_97"))
        furor = sc.hand("11_187")
        sc.draw_top("1_178", player=sc.shadow)
        sc.draw_top("1_178", player=sc.shadow)
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        assert can(game, "play", furor) is playable, needs
