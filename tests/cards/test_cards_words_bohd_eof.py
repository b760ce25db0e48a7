"""The words added for the BoHD / EoF starter cards, each on its own: the filter stat
``vitality_left``, the reference ``target``, the value ``cultures(FILTER)`` and the
verbs ``add_tokens`` / ``remove_tokens``."""

from __future__ import annotations

import pytest
from cardtest import Scenario, card_rules, use

from ringtable.cards import default_database
from ringtable.scripts import ScriptError, compile_scripts
from ringtable.scripts.filter_grammar import compile_filter
from ringtable.scripts.values import compile_value
from ringtable.testing import can


def _game():
    sc = Scenario()  # Frodo ([shire]), Boromir ([gondor], 1 wound), Gimli, Legolas
    boromir = sc.companion("1_97")
    gimli = sc.companion("4_49")
    sc.companion("4_74")
    sc.wounds(boromir, 1)
    game = sc.start("fellowship")
    return game, {"src": boromir, "p": 0, "v": {}}, boromir, gimli


@pytest.mark.parametrize(("text", "boromir", "gimli"), [
    ("vitality_left >= 3", False, True), ("vitality_left = 2", True, False),
    ("vitality >= 3", True, True), ("vitality_left < 3", True, False),
])
def test_vitality_left_is_vitality_less_wounds(text, boromir, gimli):
    """"Has at least 3 vitality": Boromir (3, 1 wound) has 2 left, Gimli (3) has 3."""
    game, ctx, b, g = _game()
    f = compile_filter(text)
    assert (f.match(game, b, ctx), f.match(game, g, ctx)) == (boromir, gimli)


def test_target_names_the_card_being_affected():
    """``target`` is the card a modifier or effect is applied to (``ctx["t"]``); with
    none, it names nothing."""
    game, ctx, b, g = _game()
    f = compile_filter("target")
    assert f.match(game, b, {**ctx, "t": b}) and not f.match(game, g, {**ctx, "t": b})
    assert not f.match(game, b, ctx)
    assert compile_value("wounds(target)")(game, {**ctx, "t": b}) == 1
    assert compile_value("wounds(target)")(game, {**ctx, "t": g}) == 0


@pytest.mark.parametrize(("text", "expected"), [
    ("cultures(companion)", 4), ("cultures(free-peoples)", 4),
    ("cultures(companion not hobbit)", 3), ("cultures(minion)", 0),
    ({"value": "cultures(free-peoples)", "over": 2}, 2),
])
def test_cultures_counts_different_cultures(text, expected):
    """"The number of Free Peoples cultures you spot": [shire], [gondor], [dwarven],
    [elven]."""
    game, ctx, _b, _g = _game()
    assert compile_value(text)(game, ctx) == expected


def test_cultures_needs_a_filter():
    with pytest.raises(ValueError, match="cultures needs a filter"):
        compile_value("cultures")



def _boromir_with(effect: list):
    """Boromir with a test-only fellowship ability running ``effect`` (his own script
    replaced), in the fellowship phase."""
    db = default_database()
    rules = card_rules().with_behaviours(compile_scripts(
        {"1_97": {"title": "Boromir", "ability": [{"phase": "fellowship", "effect": effect}]}},
        db, "test.toml"))
    sc = Scenario(rules=rules)
    boromir = sc.companion("1_97")
    return sc.start("fellowship"), boromir


def test_add_tokens_and_remove_tokens_move_culture_tokens():
    """``add_tokens`` places culture tokens on the cards ``on`` picks; ``remove_tokens``
    takes them off (one culture, or any), only from a card holding enough."""
    game, boromir = _boromir_with([{"add_tokens": 2, "culture": "gondor", "on": "self"}])
    use(game, boromir)
    assert game.s.tokens[boromir] == {"gondor": 2}
    for effect, left in (([{"remove_tokens": 1, "culture": "gondor", "on": "self"}], 2),
                         ([{"remove_tokens": 1, "culture": "rohan", "on": "self"}], 3),
                         ([{"remove_tokens": 4, "on": "self"}], 3),
                         ([{"remove_tokens": 3, "on": "self"}], 0)):
        game, boromir = _boromir_with(effect)
        game.s.tokens[boromir] = {"gondor": 2, "shire": 1}
        if can(game, "use", boromir):
            use(game, boromir)
        assert sum(game.s.tokens.get(boromir, {}).values()) == left, effect


def test_token_verbs_refuse_an_unknown_culture():
    with pytest.raises(ScriptError, match="gonodr"):
        _boromir_with([{"add_tokens": 2, "culture": "gonodr", "on": "self"}])


def test_controlled_counts_the_sites_the_cards_player_controls():
    """``controlled``: "for each site you control" (the Shadow player took 2 sites; the
    Free Peoples player controls none)."""
    game, ctx, _b, _g = _game()
    sites = [c for c in game.s.path if c >= 0]
    game.s.controller[sites[0]] = 1
    assert compile_value("controlled")(game, {**ctx, "p": 1}) == 1
    assert compile_value("controlled")(game, ctx) == 0
