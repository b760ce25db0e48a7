"""The rule modifier ``no_skirmish_abilities`` (issue 18, Crashing Cavalry: "Those
characters cannot use skirmish special abilities until the start of the regroup phase"):
read by ``playing.ability_options`` in the skirmish phase only, so the character's
abilities of other phases stay usable."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import effects, playing
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario


def _game(stage: str):
    sc = Scenario(rules=standard_rules(default_database()))
    boromir = sc.companion("1_97")  # Boromir: "Skirmish: Exert Boromir to make a Hobbit ..."
    elf = sc.companion("15_14")  # Elven Warrior: "Maneuver: Exert this companion ..."
    sc.discard("15_13")  # an [elven] card for the Elven Warrior to place
    sc.assign(sc.minion("Goblin Runner"), sc.ring_bearer())
    game = sc.start(stage)
    for c in (boromir, elf):
        effects.add_modifier(game, c, "rule:no_skirmish_abilities", 1, "regroup", c)
    return game, boromir, elf


def _usable(game, card: int, phase: str) -> bool:
    return any(a.card == card for a in playing.ability_options(game, game.s.fp, phase))


def test_a_character_under_the_rule_cannot_use_skirmish_abilities_only():
    game, boromir, _ = _game("skirmishes")
    assert not _usable(game, boromir, "skirmish")
    effects.expire(game, "regroup")  # the start of the regroup phase ends it
    assert _usable(game, boromir, "skirmish")
    game, _, elf = _game("maneuver")
    assert _usable(game, elf, "maneuver")  # a maneuver ability stays usable
