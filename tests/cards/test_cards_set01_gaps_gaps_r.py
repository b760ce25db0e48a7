"""Set 1 (The Fellowship of the Ring) cards that needed a rule the card language lacked
(issue 18, helper gaps-r): a Response event answering either of two events ("If the
Ring-bearer exerts or takes a wound": ``response.on`` as a list)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
from ringtable.testing import act, can

LOST = "1_189"
SCOUT, URUK, SCIMITAR = "1_191", "1_154", "1_180"  # Moria Scout, Uruk Soldier, Goblin Scimitar
BOROMIR, ARAGORN = "1_97", "1_89"


def _lost(moria: int = 2, deck: tuple[str, ...] = (SCOUT, BOROMIR, SCOUT)):
    """The maneuver phase: the Shadow player holds Lost to the Goblins, has ``moria``
    Moria Scouts (one bearing a Goblin Scimitar, a [moria] possession) and an Uruk
    Soldier in play, a Moria Scout already in his discard pile and ``deck`` on top of
    his draw deck; Aragorn beside the Ring-bearer."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    scouts = [sc.minion(SCOUT) for _ in range(moria)]
    sc.bear(scouts[0], SCIMITAR)
    sc.minion(URUK)
    sc.discard(SCOUT)
    for c in reversed(deck):
        sc.draw_top(c, player=1)
    lost = sc.hand(LOST)
    game = sc.at_site(2).start("maneuver")
    return game, lost, game.s.ring_bearer[0], aragorn


def _then_pass(game) -> None:
    """The deciding player passes: what just happened is answered."""
    act(game, "pass")


def test_lost_to_the_goblins_when_the_ring_bearer_takes_a_wound():
    """"Lost to the Goblins" (1_189): "If the Ring-bearer ... takes a wound, discard a
    card from the top of your draw deck for each [moria] minion you spot. For each
    Shadow card discarded in this way, add a burden": 2 Moria Scouts (the Uruk Soldier
    and the Goblin Scimitar are not [moria] minions): 2 cards (a Moria Scout and
    Boromir) leave the Shadow draw deck: 1 burden (the Moria Scout already in the
    discard pile does not count)."""
    game, lost, rb, _a = _lost()
    top = list(game.s.piles[1]["draw"][:3])
    burdens = game.s.burdens[0]
    effects.wound(game, rb, 1)
    _then_pass(game)
    assert game.decision.player == 1 and can(game, "resolve", lost)
    act(game, "resolve", lost)
    assert [game.s.zone[c] for c in top] == ["discard", "discard", "draw"]
    assert game.s.burdens[0] == burdens + 1 and game.s.zone[lost] == "discard"


def test_lost_to_the_goblins_when_the_ring_bearer_exerts():
    """"Lost to the Goblins" (1_189): "If the Ring-bearer exerts ...": the same."""
    game, lost, rb, _a = _lost()
    burdens = game.s.burdens[0]
    effects.exert(game, rb)
    _then_pass(game)
    act(game, "resolve", lost)
    assert game.s.burdens[0] == burdens + 1


def test_lost_to_the_goblins_only_for_the_ring_bearer():
    """"Lost to the Goblins" (1_189): "the Ring-bearer": Aragorn wounded and exerted is
    not answered."""
    game, lost, _rb, aragorn = _lost()
    effects.wound(game, aragorn, 1)
    effects.exert(game, aragorn)
    _then_pass(game)
    assert not can(game, "resolve", lost)


def test_lost_to_the_goblins_adds_at_most_three_burdens():
    """"Lost to the Goblins" (1_189): "(limit 3 burdens)": 5 [moria] minions, 5 Shadow
    cards discarded: 3 burdens."""
    game, lost, rb, _a = _lost(moria=5, deck=(SCOUT,) * 5)
    burdens = game.s.burdens[0]
    effects.wound(game, rb, 1)
    _then_pass(game)
    act(game, "resolve", lost)
    assert game.s.burdens[0] == burdens + 3 and not game.s.piles[1]["draw"]


def test_a_response_on_two_triggers_is_validated_word_by_word():
    """``response.on`` as a list (Lost to the Goblins, "1_189"): an unknown word is named
    with its position; an empty list is refused."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts import ScriptError
    from ringtable.scripts.loader import compile_scripts

    db = default_database()

    def table(on: object) -> dict:
        return {"1_189": {"title": "Lost to the Goblins",
                          "response": {"on": on, "effect": [{"add_burden": 1}]}}}
    with pytest.raises(ScriptError, match=r"response.on\[1\]: unknown trigger 'wonded'"):
        compile_scripts(table(["exerted", "wonded"]), db)
    with pytest.raises(ScriptError, match="at least one trigger"):
        compile_scripts(table([]), db)
    behaviour = compile_scripts(table(["exerted", "wounded"]), db)["1_189"]
    assert sorted(t.event for t in behaviour.triggers) == ["exerted", "wounded"]
