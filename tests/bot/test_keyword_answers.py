"""Bots on the decisions of issue 17: threat wounds, muster, toil, aid. Each position has
its right answer; the fast rule, the Heuristic and the Search bot must find it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ringtable.bot import HeuristicBot, observe
from ringtable.bot.policy import RULES
from ringtable.bot.search import SearchBot
from ringtable.engine import Action, Behaviour, Game, manual
from ringtable.testing import Scenario, act

Position = Callable[[], tuple[Game, Callable[[Action], bool]]]


def threat_wounds_spare_the_ring_bearer_and_the_dying() -> tuple[Game, Callable]:
    """Boromir dies with 2 threats on the dead pile: Frodo (Ring-bearer) and Gimli (one
    vitality left) may take them; Aragorn is healthy. Aragorn takes it."""
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.wounds(boromir, 2).wounds(gimli, 1 + 1)  # Gimli: vitality 3, one left
    sc.threats(2)
    game = sc.start("maneuver")
    game.apply(manual(game.decision.player, "wounds", card=boromir, amount=1))
    assert game.decision.kind == "threat_wound"
    return game, lambda a: a.kind == "wound" and a.card == aragorn


def muster_throws_away_a_useless_card() -> tuple[Game, Callable]:
    """Murderous Uruk musters with an unscripted event (worth nothing to a bot) and a
    strong minion in hand: the event goes."""
    sc = Scenario()
    sc.minion("Murderous Uruk")
    sc.hand("Cave Troll of Moria")
    junk = sc.hand("Host of Thousands")  # an event the engine cannot play by itself
    for _ in range(3):
        sc.draw_bottom("Goblin Runner")
    game = sc.start("regroup")
    assert game.decision.kind == "muster"
    return game, lambda a: a.kind == "discard" and a.card == junk


def muster_keeps_a_good_hand() -> tuple[Game, Callable]:
    """A hand of strong minions only: keep them."""
    sc = Scenario()
    sc.minion("Murderous Uruk")
    sc.hand("Cave Troll of Moria")
    sc.hand("The Balrog, Flame of Udûn")
    for _ in range(3):
        sc.draw_bottom("Goblin Runner")
    game = sc.start("regroup")
    assert game.decision.kind == "muster"
    return game, lambda a: a.kind == "pass"


def toil_exerts_when_the_pool_is_short() -> tuple[Game, Callable]:
    """Horror of Harad (Toil 2, cost 4) with 2 in the pool: the [orc] minion must exert,
    even though it is left exhausted (it cannot be played otherwise)."""
    sc = Scenario()
    orc = sc.minion("Orkish Aggressor")  # vitality 2
    horror = sc.hand("Horror of Harad")
    sc.at_site(4)
    sc.twilight(2)
    game = sc.start("shadow")
    act(game, "play", horror)
    assert game.decision.kind == "toil"
    return game, lambda a: a.kind == "exert" and a.card == orc


def toil_spares_an_exhausting_exertion() -> tuple[Game, Callable]:
    """The pool pays in full; the only [orc] minion would be left exhausted: no toil."""
    sc = Scenario()
    sc.minion("Orkish Aggressor")  # vitality 2: one exertion leaves it exhausted
    horror = sc.hand("Horror of Harad")
    sc.at_site(4)
    sc.twilight(6)
    game = sc.start("shadow")
    act(game, "play", horror)
    assert game.decision.kind == "toil"
    return game, lambda a: a.kind == "pass"


POSITIONS: dict[str, Position] = {
    "threat_wounds_spare_the_ring_bearer_and_the_dying":
        threat_wounds_spare_the_ring_bearer_and_the_dying,
    "muster_throws_away_a_useless_card": muster_throws_away_a_useless_card,
    "muster_keeps_a_good_hand": muster_keeps_a_good_hand,
    "toil_exerts_when_the_pool_is_short": toil_exerts_when_the_pool_is_short,
    "toil_spares_an_exhausting_exertion": toil_spares_an_exhausting_exertion,
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_fast_rule_answers_right(name: str) -> None:
    game, right = POSITIONS[name]()
    action = RULES[game.decision.kind](game, game.legal_actions())
    assert right(action), game.describe(action)


@pytest.mark.parametrize("name", sorted(POSITIONS))
@pytest.mark.parametrize("bot", ["heuristic", "search"])
def test_the_bots_answer_right(name: str, bot: str) -> None:
    game, right = POSITIONS[name]()
    seat = game.decision.player
    player = HeuristicBot(3, rules=game.rules) if bot == "heuristic" else \
        SearchBot(3, iterations=40, rules=game.rules)
    action = player.choose(observe(game, seat), seat)
    assert action in game.legal_actions() and right(action), game.describe(action)


def _aid_position(scripted: bool, burdens: int = 0) -> tuple[Game, int, int, int]:
    """Frodo Gamgee (Aid – Add 2 burdens) in the support area; Aragorn and Frodo."""
    sc = Scenario()
    if scripted:  # the test's own stand-in for a script (the rule asks is_scripted)
        sc.rules = sc.rules.with_behaviours({"13_150": Behaviour(scripted=True)})
    gamgee = sc.support("13_150")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.minion("Goblin Runner")
    sc.burdens(burdens)
    game = sc.start("maneuver")
    assert game.decision.kind == "aid"
    return game, gamgee, aragorn, sc.ring_bearer()


def test_aid_pays_for_a_scripted_follower_onto_the_strongest_companion() -> None:
    game, gamgee, aragorn, _frodo = _aid_position(scripted=True)
    action = RULES["aid"](game, game.legal_actions())
    assert action.kind == "aid" and action.card == gamgee and action.target == aragorn


def test_aid_is_declined_for_an_unscripted_follower_or_too_many_burdens() -> None:
    game, *_ = _aid_position(scripted=False)
    assert RULES["aid"](game, game.legal_actions()).kind == "pass"
    game, *_ = _aid_position(scripted=True, burdens=6)  # Frodo: resistance 10
    assert RULES["aid"](game, game.legal_actions()).kind == "pass"


def test_the_skirmish_arithmetic_counts_hunter_before_the_skirmish() -> None:
    """At assignment, Tracking Uruk (Hunter 1, strength 14) will fight at 15 against a
    companion without hunter, and Gimli (15_5, Hunter 3, strength 6) at 9; once the
    skirmish counts the bonus it is not added twice."""
    from ringtable.bot.judgement import fighting_strength, lethal, threat_of

    sc = Scenario()
    gimli = sc.companion("15_5")
    sc.wounds(gimli, 2)  # one vitality left: any lost skirmish kills him
    uruk = sc.minion("Tracking Uruk")
    game = sc.start("assignment")
    assert threat_of(game, uruk).strength == 15 and fighting_strength(game, gimli) == 9
    runner = sc.minion("Murderous Uruk")  # strength 8: kills Gimli at 6, not at 9
    game = sc.start("assignment")
    assert not lethal(game, gimli, [threat_of(game, runner)])
    sc.assign(runner, gimli)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", gimli)
    assert fighting_strength(game, gimli) == 9


def test_the_fighting_strength_is_read_once_while_the_state_holds_still(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The covers and kill plans ask every defender's and minion's fighting strength
    at every try: held still, Tracking Uruk's (Hunter 1, strength 14: 15) is computed
    once and is the same as outside; outside the block every read is fresh."""
    from ringtable.bot import judgement

    sc = Scenario()
    sc.companion("15_5")
    uruk = sc.minion("Tracking Uruk")
    game = sc.start("assignment")
    calls: list[int] = []
    real = judgement._fighting_strength
    monkeypatch.setattr(judgement, "_fighting_strength",
                        lambda g, c: calls.append(c) or real(g, c))
    with game.held_still():
        assert [judgement.fighting_strength(game, uruk) for _ in range(3)] == [15] * 3
    assert calls == [uruk]
    assert judgement.fighting_strength(game, uruk) == 15 and calls == [uruk, uruk]
