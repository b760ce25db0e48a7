"""The rule modifier ``discard_at_skirmish_end`` (City of Men): the minion is discarded
when its skirmish ends, if it is still in play."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.testing import Scenario, pass_until


def test_a_minion_under_the_rule_is_discarded_when_its_skirmish_ends():
    sc = Scenario()
    boromir = sc.companion("1_97")  # Boromir
    marked = sc.minion("Goblin Runner")
    other = sc.minion("Goblin Runner")
    sc.assign(marked, boromir)
    game = sc.twilight(0).at_site(4).start("skirmishes")
    effects.add_modifier(game, marked, "rule:discard_at_skirmish_end", 1, "skirmish", -1)
    effects.add_modifier(game, marked, "strength", 9, "skirmish", -1)  # it survives
    events = pass_until(game, "skirmish_ended")
    kinds = [e.kind for e in events]
    assert kinds.index("discarded") < kinds.index("skirmish_ended")
    assert game.s.zone[marked] == "discard" and game.s.zone[other] == "minions"
