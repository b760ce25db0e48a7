"""Base-rule slips of issue 17 (rules engine, every era), each against the printed text."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, act

_RULES: list[Rules] = []


def scripted() -> Scenario:
    """A Scenario under the shipped card scripts (built once per test run)."""
    if not _RULES:
        _RULES.append(standard_rules(default_database()))
    return Scenario(rules=_RULES[0])


def test_a_lost_vitality_bonus_from_a_discarded_condition_kills_at_once():
    # CR 4.1 (wound): "a character whose wounds equal or exceed its vitality is killed";
    # Sleep, Caradhras: "Exert Gandalf to discard every condition." — The Saga of Elendil
    # (vitality +1) leaves Boromir with 3 wounds and vitality 3.
    sc = scripted()
    boromir = sc.companion("Boromir, Lord of Gondor")
    saga = sc.bear(boromir, "The Saga of Elendil")
    gandalf = sc.companion("Gandalf, The Grey Wizard")
    sleep = sc.hand("Sleep, Caradhras", player=0)
    sc.wounds(boromir, 3)
    game = sc.start("fellowship")
    assert game.s.zone[boromir] == "fellowship"
    act(game, "play", sleep)
    assert game.s.zone[saga] == "discard"
    assert game.s.zone[boromir] == "dead"
    assert game.s.wounds[gandalf] == 1
