"""Set 4 (The Two Towers) cards that needed a rule the engine lacked (issue 18, helper
gaps-a): "If Sam wins this skirmish" (an effect waiting for the skirmish,
engine/delayed.py)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.testing import act, can

SAM, MERRY = "1_311", "1_302"
RUNNER, SCOUT = "1_178", "1_191"  # Goblin Runner (5), Moria Scout (6)


def _impatient(card: str, minion: str = RUNNER, who: str = SAM, wounds: int = 0):
    """``who`` (Sam: 3, vitality 4) skirmishes ``minion``; 2 burdens; the event in hand."""
    sc = Scenario()
    sam = sc.companion(who)
    sc.wounds(sam, wounds)
    m = sc.minion(minion)
    sc.assign(m, sam)
    sc.burdens(2)
    event = sc.hand(card, player=0)
    game = sc.start("skirmishes")
    return game, event, sam, m


def test_impatient_and_angry_sam_wins_and_a_burden_may_be_removed():
    """Impatient and Angry (4_307): "Skirmish: Exert Sam to make him strength +3. If Sam
    wins this skirmish, you may remove a burden." Sam (3 + 3) beats the Goblin Runner
    (5): a burden is removed."""
    game, event, sam, _m = _impatient("4_307")
    act(game, "play", event)
    assert game.s.wounds[sam] == 1 and strength(game, sam) == 6
    act(game, "pass")  # the Shadow player
    act(game, "pass")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    act(game, "resolve", event)
    assert game.s.burdens[0] == 1


def test_impatient_and_angry_may_decline_and_nothing_when_sam_loses():
    """Impatient and Angry (4_307): "you may": declined, the burdens stay; Sam (6)
    against a Moria Scout (6) loses the tie: nothing is offered."""
    game, event, _sam, _m = _impatient("4_307")
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    act(game, "pass")  # decline
    assert game.s.burdens[0] == 2
    game, event, _sam, _m = _impatient("4_307", minion=SCOUT)
    act(game, "play", event)
    act(game, "pass")
    act(game, "pass")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.burdens[0] == 2


def test_impatient_and_angry_needs_sam_able_to_exert():
    """Impatient and Angry (4_307): "Exert Sam": an exhausted Sam, or Merry instead of
    Sam, and it cannot be played."""
    game, event, _s, _m = _impatient("4_307", wounds=3)
    assert not can(game, "play", event)
    game, event, _s, _m = _impatient("4_307", who=MERRY)
    assert not can(game, "play", event)
