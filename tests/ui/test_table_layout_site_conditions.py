"""A condition played on a site (issue 18: "Plays on a site", Saruman's Snows) is drawn
tucked under that site of the adventure path, like any card under its bearer."""

from __future__ import annotations

from ringtable.engine import stats
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, act
from ringtable.ui.table.layout import compute_layout


def test_a_condition_on_a_site_is_placed_under_the_site():
    sc = Scenario()
    sc.rules = standard_rules(sc.db)
    sc.minion("Uruk Savage")
    snows = sc.hand("Saruman's Snows")
    game = sc.twilight(5).at_site(2).start("shadow")
    site = stats.current_site(game)
    act(game, "play", snows, site)
    for seat in (0, 1):
        layout = compute_layout(game.view_for(seat))
        under, bearer = layout.cards[snows], layout.cards[site]
        assert under.zone == "attached" and bearer.zone == "path"
        assert bearer.x < under.x < bearer.x + 20 and under.y > bearer.y
