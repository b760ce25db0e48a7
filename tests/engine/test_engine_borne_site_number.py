"""A borne card's printed site-number modifier changes its bearer's site number, as a
borne card's printed strength changes its strength (the Gondor fortifications, transferred
to a minion: Second Level "+2", Third Level "+4"); read for roaming."""

from __future__ import annotations

from ringtable.engine import stats
from ringtable.testing import Scenario


def test_a_borne_condition_adds_its_printed_site_number_to_its_minion():
    """Goblin Runner (site 4) at site 4 is not roaming; bearing Second Level (+2) its site
    number is 6 and it roams; Third Level (+4) makes it 8. A minion bearing nothing with
    a site number, and the site itself, keep theirs."""
    sc = Scenario()
    runner = sc.minion("1_178", player=1)
    other = sc.minion("1_178", player=1)
    sc.bear(runner, "7_118", player=0)
    game = sc.at_site(4).start("maneuver")
    assert stats.site_number(game, runner) == 6 and stats.is_roaming(game, runner)
    assert stats.site_number(game, other) == 4 and not stats.is_roaming(game, other)
    sc2 = Scenario()
    runner2 = sc2.minion("1_178", player=1)
    sc2.bear(runner2, "7_125", player=0)
    game2 = sc2.at_site(4).start("maneuver")
    assert stats.site_number(game2, runner2) == 8
