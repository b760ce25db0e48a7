"""Text used while a card is stacked on another ("Regroup: If stacked on an [isengard]
card, discard this card to add (2)": Isengard Builder): an ability flagged
``while_stacked`` is offered from its owner's stacked cards; other abilities of a
stacked card are not (a stacked card is not in play)."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, effects, playing
from ringtable.engine.behaviour import ActivatedAbility, Behaviour
from ringtable.testing import Scenario


def _rules(while_stacked: bool) -> Rules:
    used: list[int] = []
    ability = ActivatedAbility("regroup", "add (2)", lambda g, c, p: True,
                               lambda g, c, p: used.append(c), while_stacked=while_stacked)
    return Rules.base(default_database()).with_behaviours(
        {"6_66": Behaviour(scripted=True, abilities=(ability,))})


def _offered(while_stacked: bool) -> tuple[bool, bool]:
    sc = Scenario(rules=_rules(while_stacked))
    host = sc.support("6_63", player=1)
    stacked = sc.discard("6_66", player=1)
    in_discard = sc.discard("6_66", player=1)
    game = sc.at_site(4).start("regroup")
    effects.stack(game, stacked, host)
    cards = {a.card for a in playing.ability_options(game, 1, "regroup")}
    assert in_discard not in cards  # a card in a discard pile: never
    return stacked in cards, game.s.zone[stacked] == "stacked"


def test_an_ability_used_while_stacked_is_offered_from_the_stack():
    assert _offered(True) == (True, True)


def test_an_ordinary_ability_of_a_stacked_card_is_not_offered():
    assert _offered(False) == (False, True)
