"""The rule modifier ``no_game_text`` (issue 18, gaps-p: Helpless, "Sam's game text does
not apply"; Return to Its Master, "The One Ring's game text does not apply during this
skirmish"): while it holds, the card's statics, special abilities, triggers, printed
keywords (CR 4.1 "keyword": a keyword is in a card's game text) and the text the engine
reads itself (Sam's succession, The One Ring's rules) do not apply; when it ends they
apply again."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import effects, playing, stats
from ringtable.engine.ring import can_succeed, ring_rules
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, pass_until

BLANK = "rule:no_game_text"
SAM = "1_311"  # "Fellowship: Exert Sam to remove a burden. Response: If Frodo dies, ..."
ROSIE = "1_309"  # Rosie Cotton: "Sam is strength +1"
RAGER = "1_150"  # Uruk Rager: Damage +1; "Each time this minion wins a skirmish, ..."
BOROMIR = "1_97"


def _scenario() -> Scenario:
    return Scenario(rules=standard_rules(default_database()))


def _usable(game, card: int, phase: str) -> bool:
    return any(a.card == card for a in playing.ability_options(game, game.s.fp, phase))


def test_blanked_abilities_statics_and_engine_text_are_off_until_the_rule_ends():
    sc = _scenario()
    sam = sc.companion(SAM)
    rosie = sc.ally(ROSIE)
    game = sc.burdens(2).start("fellowship")
    strength = stats.strength(game, sam)
    assert _usable(game, sam, "fellowship") and can_succeed(game, sam)
    effects.add_modifier(game, sam, BLANK, 1, "turn", rosie)
    effects.add_modifier(game, rosie, BLANK, 1, "phase", sam)
    assert stats.text_off(game, sam) and not stats.text_off(game, 0)  # Frodo keeps his
    assert not _usable(game, sam, "fellowship") and not can_succeed(game, sam)
    assert stats.strength(game, sam) == strength - 1  # Rosie's static is off
    effects.expire(game, "phase")
    assert stats.strength(game, sam) == strength and not _usable(game, sam, "fellowship")
    effects.expire(game, "turn")
    assert _usable(game, sam, "fellowship") and can_succeed(game, sam)


def test_blanked_triggers_and_printed_keywords_are_off():
    for blank in (False, True):
        sc = _scenario()
        boromir = sc.companion(BOROMIR)
        rager = sc.minion(RAGER)
        sc.assign(rager, boromir)
        for _ in range(4):
            sc.draw_top(BOROMIR)
        game = sc.start("skirmishes")
        if blank:
            effects.add_modifier(game, rager, BLANK, 1, "regroup", rager)
        assert stats.keyword(game, rager, "damage") == (0 if blank else 1)
        deck = len(game.s.piles[game.s.fp]["draw"])
        pass_until(game, event_kind="skirmish_ended")
        assert game.s.wounds[boromir] == (1 if blank else 2)
        assert len(game.s.piles[game.s.fp]["draw"]) == deck - (0 if blank else 2)


def test_the_one_rings_rules_do_not_apply_while_blanked():
    sc = _scenario()
    game = sc.start("fellowship")
    ring = game.s.ring[game.s.fp]
    assert ring_rules(game, game.s.fp) is not None
    effects.add_modifier(game, ring, BLANK, 1, "phase", ring)
    assert ring_rules(game, game.s.fp) is None
