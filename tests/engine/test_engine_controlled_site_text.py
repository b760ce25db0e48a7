"""A controlled site's text (CR 4.1 "control": "The game text of a controlled site cannot
be used by any player"), and the exception a site's own text makes: "While you control
this site, ..." (Nurn; Current Rulings: "The game text on this card remains active once
it is controlled") is ``Behaviour.active_controlled``."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, stats
from ringtable.engine.behaviour import Behaviour
from ringtable.testing import Scenario

SITE = "1_331"  # Ettenmoors, the Shadow player's site 2 of the default path


def _plus_one(g, src, target, stat):  # noqa: ANN001, ANN202 - a StaticModifier
    """Every minion is strength +1."""
    return 1 if stat == "strength" and g.cards[target].type == "minion" else 0


_plus_one.stat = "strength"  # type: ignore[attr-defined]


def _game(active_controlled: bool, at: int, controlled: bool):
    rules = Rules.base(default_database()).with_behaviours({SITE: Behaviour(
        scripted=True, statics=(_plus_one,), active_controlled=active_controlled)})
    sc = Scenario(rules=rules).at_site(at)
    orc = sc.minion("1_178")  # Goblin Runner, strength 5
    game = sc.start("shadow")
    if controlled:
        game.s.controller[game.s.path[2]] = sc.shadow
    return game, orc


def test_a_controlled_sites_text_is_inactive_even_as_the_current_site():
    game, orc = _game(False, at=2, controlled=False)
    assert stats.strength(game, orc) == 5 + 1  # the current site's text
    game, orc = _game(False, at=2, controlled=True)
    assert stats.strength(game, orc) == 5
    game, orc = _game(False, at=3, controlled=True)
    assert stats.strength(game, orc) == 5


def test_a_site_whose_text_speaks_of_its_control_stays_active_while_controlled():
    game, orc = _game(True, at=3, controlled=True)  # left behind, controlled
    assert stats.strength(game, orc) == 5 + 1
    game, orc = _game(True, at=3, controlled=False)  # left behind, not controlled
    assert stats.strength(game, orc) == 5
