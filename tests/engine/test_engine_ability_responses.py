"""A special ability announced between its costs and its effect (issue 18; War-warg:
"If a skirmish special ability is used in a skirmish involving bearer, exert bearer to
cancel that action"): when a card of the game answers ``ability_being_used``, the effect
waits in an ``ability_effect`` frame under the responses; a cancelled one never runs,
an uncancelled one resumes through its continuation. With nobody answering, nothing
waits."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, choice, flow
from ringtable.engine.behaviour import Behaviour, TriggeredAbility
from ringtable.testing import Scenario

RESOLVED: list[int] = []


@choice.continuation("test_ability_effect")
def _effect(g, ctx, chosen) -> None:
    RESOLVED.append(ctx["card"])


def _game(answer: bool, cancel: bool):
    beh: dict = {}
    if answer:
        def effect(g, src, ev) -> None:
            if cancel:
                flow.cancel_ability(g, ev.cards[0])
        trig = TriggeredAbility(flow.BEING_USED, "cancel it", True, lambda g, s, ev: True,
                                effect)
        beh["5_65"] = Behaviour(scripted=True, triggers=(trig,))
    sc = Scenario(rules=Rules.base(default_database()).with_behaviours(beh))
    gimli = sc.companion("4_49")
    sc.support("5_65", player=1)
    sc.minion("1_178")
    game = sc.at_site(4).start("maneuver")
    return game, gimli


def _use(answer: bool, cancel: bool) -> tuple[bool, list[int], list[str]]:
    RESOLVED.clear()
    game, gimli = _game(answer, cancel)
    waits = flow.announce_ability(game, gimli, 0, "test_ability_effect", {"card": gimli})
    if not waits:
        _effect(game, {"card": gimli}, [])
    game.s.decision = None  # as inside the window's action: the engine goes on
    game._advance()
    return waits, list(RESOLVED), [e.kind for e in game._events]


def test_the_effect_waits_for_the_responses_and_a_cancelled_one_never_runs():
    waits, resolved, kinds = _use(answer=True, cancel=True)
    assert waits and resolved == [] and "ability_cancelled" in kinds


def test_an_ability_not_cancelled_resolves_after_the_responses():
    waits, resolved, _k = _use(answer=True, cancel=False)
    assert waits and len(resolved) == 1


def test_nothing_waits_when_no_card_answers():
    waits, resolved, _k = _use(answer=False, cancel=False)
    assert not waits and len(resolved) == 1
