"""An assignment cost (rule modifier ``assign_cost_exert``; Morgul Spearman: "the Free
Peoples player must exert a companion to assign this minion to a skirmish"): the Free
Peoples player's assign actions for that minion name, in ``value``, the companion who
exerts; none are offered when no companion can exert; a Shadow player's leftover
assignment costs nothing; the label names who exerts."""

from __future__ import annotations

from ringtable.engine import stats
from ringtable.testing import Scenario, act


def _game(exhausted: bool = False):
    sc = Scenario()
    boromir = sc.companion("1_97")
    if exhausted:
        sc.wounds(boromir, 2)
        sc.wounds(0, 3)  # Frodo (vitality 4)
    scout = sc.minion("Moria Scout")
    game = sc.at_site(4).start("assign")
    game.s.mods = game.s.mods + [(scout, "rule:assign_cost_exert", 1, "turn", -1)]
    return game, boromir, scout


def test_the_assign_action_names_the_companion_who_exerts():
    game, boromir, scout = _game()
    options = [a for a in game.legal_actions() if a.kind == "assign" and a.card == boromir]
    assert sorted(a.value for a in options) == [0, boromir]  # Frodo or Boromir exerts
    assert game.describe(options[0]).startswith("Assign Boromir to Moria Scout, exerting")
    act(game, "assign", boromir, scout, value=0)
    assert game.s.wounds[0] == 1 and game.s.assigned[scout] == boromir
    assert stats.rule(game, scout, "assign_cost_exert")


def test_no_companion_can_exert_no_assignment_but_the_shadow_may_still_assign_it():
    game, boromir, scout = _game(exhausted=True)
    assert not any(a.kind == "assign" for a in game.legal_actions())
    act(game, "pass")  # the Free Peoples player: nothing to assign
    act(game, "assign", boromir, scout)  # the Shadow player's leftover
    assert game.s.assigned[scout] == boromir and game.s.wounds[boromir] == 2


def test_a_pair_prohibition_names_the_minion_as_its_source():
    """"Prevent the opponent from assigning that companion to this minion" (Uruk Guard):
    a ``not_assigned_to_source`` modifier on Boromir whose source is the Moria Scout
    removes exactly that pair from the Free Peoples player's assignments."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    scout = sc.minion("Moria Scout")
    other = sc.minion("Moria Scout")
    game = sc.at_site(4).start("assign")
    game.s.mods = game.s.mods + [(boromir, "rule:not_assigned_to_source", 1, "phase", scout)]
    pairs = {(a.card, a.target) for a in game.legal_actions() if a.kind == "assign"}
    assert (boromir, scout) not in pairs and (boromir, other) in pairs and (0, scout) in pairs
