"""Threats (sets 7-10 and 15-19), CR 4.1 "threats": the limit, adding and removing, and
threats becoming wounds when a companion or ally is killed."""

from __future__ import annotations

import json

from ringtable.cards import default_database
from ringtable.engine import Game, Rules, effects, manual, stats
from ringtable.scripts.loader import compile_scripts
from ringtable.testing import Scenario, act


def test_threats_cannot_be_added_beyond_the_number_of_companions():
    # "threats cannot be added if the number of threats on the dead pile is equal to or
    # greater than the number of companions in play."
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")  # with Frodo: 2 companions
    game = sc.build()
    events = []
    game._events = events
    assert effects.add_threats(game, 3, " (Duty of Two)") == 2
    assert game.s.threats[sc.fp] == 2
    assert effects.add_threats(game, 1) == 0 and game.s.threats[sc.fp] == 2
    assert any(e.kind == "threat_limit" for e in events)
    assert effects.remove_threats(game, 1) == 1 and game.s.threats[sc.fp] == 1
    assert [e.kind for e in events] == ["threat_added", "threat_limit", "threat_removed"]


def test_threats_become_wounds_the_free_peoples_player_assigns_when_a_companion_dies():
    # "When a companion or ally is killed ... the Free Peoples player counts the number of
    # threats on the dead pile and then removes them. Then [he] must assign a number of
    # wounds equal to the number of threats removed to his companions in any way he wishes."
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    frodo = sc.ring_bearer()
    sc.wounds(boromir, 2)
    sc.threats(2)
    game = sc.start("maneuver")
    game.apply(manual(game.decision.player, "wounds", card=boromir, amount=1))
    assert game.s.zone[boromir] == "dead" and game.s.threats[sc.fp] == 0
    assert game.decision.kind == "threat_wound" and game.decision.player == sc.fp
    assert {a.card for a in game.legal_actions()} == {frodo, gimli}
    act(game, "wound", gimli)
    act(game, "wound", gimli)
    assert game.s.wounds[gimli] == 2 and game.s.wounds[frodo] == 0
    assert game.decision.kind == "action"


def test_an_ally_killed_makes_threats_wounds_too_and_they_are_shown_saved_and_cloned():
    # "If there are three threats on the dead pile when an ally is killed, the Free
    # Peoples player must remove those tokens and assign three wounds to his companions
    # (not allies)." Only Frodo is a companion: no choice, all on him.
    sc = Scenario()
    rosie = sc.ally("Rosie Cotton")
    sc.threats(1)
    game = sc.start("fellowship")
    view = game.view_for(sc.shadow)
    assert view["threats"][sc.fp] == 1 and view["threat_limit"][sc.fp] == 1
    twin = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    assert twin.s.threats == game.s.threats and game.clone().s.threats == game.s.threats
    events = game.apply(manual(game.decision.player, "wounds", card=rosie, amount=2))
    assert game.s.zone[rosie] == "dead"
    assert game.s.wounds[sc.ring_bearer()] == 1 and game.s.threats[sc.fp] == 0
    assert "1 threat removed from Player 1's dead pile become 1 wound" in \
        [e.text for e in events]


def test_manual_threats_respect_the_limit_unless_the_rules_are_off():
    sc = Scenario()
    game = sc.start("fellowship")  # one companion: Frodo
    game.apply(manual(game.decision.player, "threats", amount=1))
    assert game.s.threats[sc.fp] == 1
    try:
        game.apply(manual(game.decision.player, "threats", amount=1))
    except Exception as exc:  # noqa: BLE001 - the refusal names the limit
        assert "no more than 1 threats" in str(exc)
    else:
        raise AssertionError("a threat beyond the limit was accepted")
    game.apply(manual(game.decision.player, "threats", amount=-1))
    assert game.s.threats[sc.fp] == 0


def _stout_resistance_rules() -> Rules:
    """Stout Resistance: "Skirmish: Add a threat to make a [gondor] Man strength +3."
    written in the card language (``add_threats`` as a cost, ``threats`` as a value)."""
    db = default_database()
    compiled = compile_scripts({"7_121": {
        "title": "Stout Resistance",
        "event": {"cost": [{"add_threats": 1}],
                  "effect": [{"strength": 3, "who": "[gondor] man"}]},
    }, "7_290": {
        "title": "Mordor Soldier",
        "ability": [{"phase": "skirmish", "if": {"compare": "threats >= 1"},
                     "cost": [{"remove_threats": 1}],
                     "effect": [{"strength": 4, "who": "self"}]}],
    }}, db)
    return Rules.base(db).with_behaviours(compiled)


def _boromir_against_mordor_soldier(threats: int):
    """Boromir (with Frodo: two companions) skirmishing Mordor Soldier, Stout Resistance
    in hand, ``threats`` on the dead pile; the first decision of the skirmish."""
    sc = Scenario(rules=_stout_resistance_rules())
    boromir = sc.companion("Boromir, Lord of Gondor")
    stout = sc.hand("Stout Resistance", player=0)
    soldier = sc.minion("Mordor Soldier")
    sc.assign(soldier, boromir)
    sc.threats(threats)
    return sc, sc.start("skirmishes"), boromir, stout, soldier


def test_card_language_adds_threats_as_a_cost_and_reads_them_as_a_value():
    sc, game, boromir, stout, soldier = _boromir_against_mordor_soldier(1)  # room for 1
    before = stats.strength(game, boromir)
    act(game, "play", stout)
    assert game.s.threats[sc.fp] == 2 and stats.strength(game, boromir) == before + 3
    assert game.decision.player == sc.shadow
    act(game, "use", soldier)  # "Remove a threat to make this minion strength +4"
    assert game.s.threats[sc.fp] == 1


def test_a_threat_cost_cannot_be_paid_at_the_threat_limit():
    # two companions, two threats: none may be added, so the cost cannot be paid
    sc, game, boromir, stout, soldier = _boromir_against_mordor_soldier(2)
    assert not [a for a in game.legal_actions() if a.card == stout]
