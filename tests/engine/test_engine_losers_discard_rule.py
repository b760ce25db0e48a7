"""The rule modifier ``losers_discard_random`` (Ancient Enmity: "If a minion loses this
skirmish to that Elf, that minion's owner discards 2 cards at random from hand"): read
by ``combat.resolve`` when the character holding it wins its skirmish."""

from __future__ import annotations

from ringtable.engine import effects
from ringtable.testing import Scenario, pass_until


def _skirmish(defender: str, minion: str, rule: bool):
    sc = Scenario()
    fighter = sc.companion(defender)
    sc.assign(sc.minion(minion), fighter)
    for name in ("1_151", "1_154", "1_178"):
        sc.hand(name, player=1)
    game = sc.start("skirmishes")
    if rule:
        effects.add_modifier(game, fighter, "rule:losers_discard_random", 2, "skirmish")
    pass_until(game, "skirmish_resolved")
    return game


def test_the_losing_minions_owner_discards_two_at_random_when_the_holder_wins():
    game = _skirmish("1_51", "1_178", rule=True)  # Legolas (6) beats a Goblin Runner (5)
    assert len(game.s.piles[1]["hand"]) == 1 and len(game.s.piles[1]["discard"]) >= 2


def test_nothing_without_the_rule_or_when_the_holder_loses():
    assert len(_skirmish("1_51", "1_178", rule=False).s.piles[1]["hand"]) == 3
    assert len(_skirmish("1_51", "1_154", rule=True).s.piles[1]["hand"]) == 3  # he loses
