"""Set 10 cards: Hardy Garrison (10_33), "Each time you lose initiative" (issue 17: the
losing-initiative moment, CR 4.1 "playing a card" step 5 and "initiative")."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can

SCRIPTED = ("10_33",)  # Hardy Garrison


def _garrison(title: str, hand: int, men: int = 2):
    sc = Scenario()
    for name in ("Boromir, Lord of Gondor", "Aragorn, Ranger of the North")[:men]:
        sc.companion(name)
    garrison = sc.hand(title)
    for _ in range(hand):
        sc.hand("Calculated Risk")
    runner = sc.minion("Goblin Runner")
    return sc, garrison, runner


def test_hardy_garrison_to_play_spot_2_gondor_men():
    # "To play, spot 2 [gondor] Men."
    _sc, garrison, _runner = _garrison("Hardy Garrison", 4, men=1)
    assert not can(_sc.start("fellowship"), "play", garrison)
    _sc, garrison, _runner = _garrison("Hardy Garrison", 4, men=1)
    _sc.companion("Éowyn, Lady of Rohan")  # a Man, not [gondor]
    assert not can(_sc.start("fellowship"), "play", garrison)
    _sc, garrison, _runner = _garrison("Hardy Garrison", 4, men=1)
    _sc.bear(_sc.ring_bearer(), "Ranger's Sword")  # [gondor], not a Man
    assert not can(_sc.start("fellowship"), "play", garrison)
    sc, garrison, _runner = _garrison("Hardy Garrison", 4)
    game = sc.start("fellowship")
    act(game, "play", garrison)
    assert game.s.zone[garrison] == "support"


def test_hardy_garrison_each_time_you_lose_initiative_you_may_wound_a_minion():
    # "Each time you lose initiative, you may wound a minion." The Free Peoples player
    # reconciles from 4 cards to 3: he loses initiative.
    sc, garrison, runner = _garrison("Hardy Garrison", 4)
    sc.at_site(2, moves=2)  # the move limit is reached: regroup ends in reconciling
    game = _start_regroup(sc, garrison)
    assert game.decision.kind == "reconcile" and game.decision.player == sc.fp
    act(game, "discard", game.s.piles[sc.fp]["hand"][0])
    assert game.decision.kind == "optional_trigger" and game.decision.player == sc.fp
    events = act(game, "resolve", garrison)
    # (the minion is discarded at the end of the turn that follows at once)
    assert [e.cards[0] for e in events if e.kind == "wounded"] == [runner]


def _start_regroup(sc, garrison):
    """Hardy Garrison in play (played from hand in the fellowship phase would count as
    the first card leaving the hand), at the Free Peoples player's regroup choice."""
    sc._specs[garrison].zone = "support"
    return sc.start("regroup_choice")


def test_no_initiative_is_lost_from_5_cards_to_4():
    sc, garrison, runner = _garrison("Hardy Garrison", 5)
    sc.at_site(2, moves=2)
    game = _start_regroup(sc, garrison)
    events = act(game, "discard", game.s.piles[sc.fp]["hand"][0])
    assert "wounded" not in [e.kind for e in events] and runner >= 0
    assert game.decision is None or game.decision.kind != "optional_trigger"
