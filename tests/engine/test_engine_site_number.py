"""A minion's site number with its modifiers (``stats.site_number``): roaming (the +2
twilight when played, the ``roaming`` state) compares the modified number, CR 4.1
"roaming: a minion whose site number is higher than the fellowship's current site"."""

from __future__ import annotations

from ringtable.engine import playing, stats
from ringtable.testing import Scenario


def _scout_at(site: int, delta: int):
    sc = Scenario()
    scout = sc.minion("Moria Scout", player=1)  # site 4
    game = sc.at_site(site).start("maneuver")
    if delta:
        game.s.mods = game.s.mods + [(scout, "site_number", delta, "turn", -1)]
    return game, scout


def test_a_site_number_modifier_changes_whether_a_minion_roams():
    """Site number 4: roaming at site 3; at -1 (3) not; at +3 (7) roaming at site 6."""
    game, scout = _scout_at(3, 0)
    assert stats.site_number(game, scout) == 4 and playing.is_roaming(game, scout)
    game, scout = _scout_at(3, -1)
    assert stats.site_number(game, scout) == 3 and not playing.is_roaming(game, scout)
    game, scout = _scout_at(6, 3)
    assert stats.site_number(game, scout) == 7 and playing.is_roaming(game, scout)
    game, scout = _scout_at(1, -9)
    assert stats.site_number(game, scout) == 0  # never below 0
