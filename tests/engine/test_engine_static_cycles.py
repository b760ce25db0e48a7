"""Statics whose conditions read each other's stat must not loop (found by the random-play
soak: HU Aragorn against RoS Evil Man, seed 11000876).

Frodo, Weary From the Journey (15_144): "While skirmishing a minion of strength 8 or less,
Frodo is strength +2." Black Land Spy (15_105): "While you can spot a companion of
strength 13 or more, this minion is strength +7." Frodo's strength reads the Spy's, which
reads every companion's, Frodo's among them: the inner read of a stat whose statics are
being summed counts without them (``stats._static``, ``Game.summing``)."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario


def test_two_statics_reading_each_others_strength_end():
    sc = Scenario(rules=standard_rules(default_database()))
    frodo = sc.companion("15_144")
    spy = sc.minion("15_105")
    sc.assign(spy, frodo)
    game = sc.twilight(5).start("skirmishes")
    # the Spy (printed 7) is of strength 8 or less: Frodo is +2; no companion has 13
    assert stats.strength(game, spy) == game.cards[spy].strength
    assert stats.strength(game, frodo) == game.cards[frodo].strength + 2
    assert not game.summing  # nothing left marked once the reads are done
    clone = game.clone()
    assert stats.strength(clone, frodo) == stats.strength(game, frodo)
