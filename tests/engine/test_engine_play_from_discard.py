""""You may play this from your discard pile" (Beast of War, issue 18): a behaviour's
``from_discard`` condition offers the card from its owner's discard pile, played and paid
for as from hand, while the condition holds."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Behaviour, Rules
from ringtable.testing import Scenario, act, can

GOBLIN_RUNNER = "1_178"  # [moria] minion, cost 1


def _rules(allowed: bool) -> Rules:
    beh = Behaviour(scripted=True, from_discard=lambda g, card, player: allowed)
    return Rules.base(default_database()).with_behaviours({GOBLIN_RUNNER: beh})


def test_a_card_is_offered_from_the_discard_pile_while_its_condition_holds():
    for allowed in (True, False):
        sc = Scenario(rules=_rules(allowed)).at_site(2)
        sc.companion("1_97")
        runner = sc.discard(GOBLIN_RUNNER, player=sc.shadow)
        game = sc.twilight(5).start("shadow")
        assert can(game, "play", runner) is allowed
        if allowed:
            act(game, "play", runner)
            assert game.s.zone[runner] == "minions"
            assert game.s.twilight == 5 - 1 - 2  # its cost and roaming, as from hand


def test_other_cards_in_the_discard_pile_are_not_offered():
    sc = Scenario(rules=_rules(True)).at_site(2)
    sc.companion("1_97")
    other = sc.discard("Goblin Sneak", player=sc.shadow)
    game = sc.twilight(5).start("shadow")
    assert not can(game, "play", other)
    sc = Scenario().at_site(2)  # base rules: nothing from the discard pile
    runner = sc.discard(GOBLIN_RUNNER, player=sc.shadow)
    game = sc.twilight(5).start("shadow")
    assert not can(game, "play", runner)


def test_a_copy_in_hand_and_one_in_the_discard_pile_are_both_offered():
    sc = Scenario(rules=_rules(True)).at_site(2)
    sc.companion("1_97")
    in_hand = sc.hand(GOBLIN_RUNNER, player=sc.shadow)
    discarded = sc.discard(GOBLIN_RUNNER, player=sc.shadow)
    game = sc.twilight(5).start("shadow")
    assert can(game, "play", in_hand) and can(game, "play", discarded)
