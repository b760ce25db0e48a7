"""The rule modifier ``no_damage_bonuses`` ("loses all damage bonuses", A Blended Race):
read by ``stats.keyword(g, card, "damage")``, so every damage bonus, printed or added,
is gone while it holds, and only on the cards it names."""

from __future__ import annotations

from ringtable.engine import effects, stats
from ringtable.testing import Scenario


def test_no_damage_bonus_removes_printed_and_added_damage_of_that_card_only():
    sc = Scenario()
    soldier = sc.minion("1_154")  # Uruk Soldier: damage +1 printed
    other = sc.minion("1_154")
    game = sc.start("fellowship")
    effects.add_modifier(game, soldier, "kw:damage", 1, "turn")
    assert stats.keyword(game, soldier, "damage") == 2
    effects.add_modifier(game, soldier, "rule:no_damage_bonuses", 1, "turn")
    assert stats.keyword(game, soldier, "damage") == 0
    assert stats.keyword(game, other, "damage") == 1
