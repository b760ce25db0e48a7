"""Roaming with site-number modifiers and the ``not_roaming`` rule (stats.is_roaming,
read by the +2 twilight cost and the card language's ``roaming``)."""

from __future__ import annotations

from ringtable.engine import effects, playing, stats
from ringtable.testing import Scenario


def test_a_site_number_modifier_changes_roaming_and_its_cost():
    sc = Scenario()
    scout = sc.hand("Moria Scout", player=1)  # cost 2, site 4
    game = sc.twilight(9).at_site(3).start("shadow")
    assert stats.site_number(game, scout) == 4 and playing.twilight_cost(game, scout, 1) == 4
    effects.add_modifier(game, scout, "site_number", -1, "phase", -1)
    assert stats.site_number(game, scout) == 3 and not stats.is_roaming(game, scout)
    assert playing.twilight_cost(game, scout, 1) == 2
    effects.add_modifier(game, scout, "site_number", -9, "phase", -1)
    assert stats.site_number(game, scout) == 0  # never below 0


def test_the_not_roaming_rule_stops_roaming():
    sc = Scenario()
    scout = sc.hand("Moria Scout", player=1)
    game = sc.twilight(9).at_site(3).start("shadow")
    assert stats.is_roaming(game, scout)
    effects.add_modifier(game, scout, "rule:not_roaming", 1, "phase", -1)
    assert not stats.is_roaming(game, scout) and playing.twilight_cost(game, scout, 1) == 2
