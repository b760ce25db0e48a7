"""Starters of sets 12–19 (issue 18): Tolman Cotton answers a burden about to be added
by a Shadow card (the burden's "about to" event names the card adding it). The cards
adding burdens here are test scripts (a Shadow minion and a Free Peoples event that add
a burden when played), so the source is the only thing that differs."""

from __future__ import annotations

from cardtest import Scenario, card_rules

from ringtable.cards import default_database
from ringtable.scripts.loader import compile_scripts
from ringtable.testing import act, pass_until

SCRIPTED = ("12_133",)

ADDERS = {
    "1_178": {"title": "Goblin Runner", "trigger": [
        {"on": "played", "effect": [{"add_burden": 1}]}]},
    "11_19": {"title": "Farewell to Lórien", "event": {"effect": [{"add_burden": 1}]}},
}


def _rules():
    return card_rules().with_behaviours(compile_scripts(ADDERS, default_database()))


def _shadow_adds(card: str, hobbit: bool = True, wounds: int = 0):
    bearer = "1_290" if hobbit else "Aragorn, Ranger of the North"
    sc = Scenario(rules=_rules(), ring_bearers=(bearer, "1_290"))
    tolman = sc.companion(card)
    sc.wounds(tolman, wounds)
    runner = sc.hand("1_178")
    game = sc.twilight(3).start("shadow")
    pass_until(game, decision_kind="action")
    act(game, "play", runner)
    return game, tolman


def test_tolman_cotton_exerts_to_prevent_a_burden_added_by_a_shadow_card():
    # "Response: If a burden is about to be added by a Shadow card, spot another Hobbit and
    # exert Tolman Cotton to prevent that."
    game, tolman = _shadow_adds("12_133")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", tolman)
    assert game.s.wounds[tolman] == 1 and game.s.burdens[game.s.fp] == 0
    game, tolman = _shadow_adds("12_133")  # declined: the burden is added
    act(game, "pass")
    assert game.s.burdens[game.s.fp] == 1 and game.s.wounds[tolman] == 0


def test_tolman_cotton_needs_another_hobbit_and_to_exert():
    for hobbit, wounds in ((False, 0), (True, 3)):  # no other Hobbit; exhausted
        game, tolman = _shadow_adds("12_133", hobbit, wounds)
        assert game.decision.kind != "optional_trigger", (hobbit, wounds)
        assert game.s.burdens[game.s.fp] == 1


def test_tolman_cotton_not_for_a_burden_added_by_a_free_peoples_card():
    sc = Scenario(rules=_rules())
    tolman = sc.companion("12_133")
    farewell = sc.hand("11_19")
    game = sc.start("fellowship")
    act(game, "play", farewell)
    assert game.decision.kind != "optional_trigger"
    assert game.s.burdens[game.s.fp] == 1 and game.s.wounds[tolman] == 0
