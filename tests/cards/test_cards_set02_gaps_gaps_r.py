"""Set 2 (Mines of Moria) cards that needed a rule the engine lacked (issue 18, helper
gaps-r): the Free Peoples player choosing to skip the archery phase (Cave Troll's
Chain, ``engine/skips.py``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
from ringtable.testing import act

TROLL, SCOUT = "1_165", "1_191"  # Cave Troll of Moria; Moria Scout
LEGOLAS, ARAGORN = "1_50", "1_89"  # an archer companion; a companion who is not


def _archery(card: str | None, scout: bool = False):
    """Legolas (archer, fellowship archery 1) and Aragorn against Cave Troll of Moria
    (bearing ``card``), maybe a Moria Scout; the maneuver phase, everyone passes."""
    sc = Scenario()
    legolas, aragorn = sc.companion(LEGOLAS), sc.companion(ARAGORN)
    troll = sc.minion(TROLL)
    chain = sc.bear(troll, card) if card else -1
    other = sc.minion(SCOUT) if scout else -1
    game = sc.at_site(2).start("maneuver")
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    return game, chain, troll, legolas, aragorn, other


def _to_archery_wounds(game, target: int) -> None:
    """Play the archery phase: everyone passes; the Shadow player puts the fellowship's
    archery wound on ``target``."""
    if game.decision.kind == "skip_phase":
        act(game, "pass")
    while game.decision.kind == "action" and game.s.phase == "archery":
        act(game, "pass")
    assert game.decision.kind == "archery_wound"
    act(game, "wound", target)


def test_cave_troll_s_chain_the_free_peoples_player_may_skip_the_archery_phase():
    """"Cave Troll's Chain" (2_53): "The Free Peoples player may choose for the archery
    phase to be skipped": he is asked, skips, and the turn goes to the assignment phase
    with no archery fire (the troll takes no wound)."""
    game, _c, troll, *_ = _archery("2_53")
    assert game.decision.kind == "skip_phase" and game.decision.player == game.s.fp
    events = act(game, "skip_phase")
    assert "archery" not in [e.kind for e in events] and game.s.phase == "assignment"
    assert game.s.wounds[troll] == 0


def test_cave_troll_s_chain_the_archery_phase_is_played_when_not_skipped():
    """"Cave Troll's Chain" (2_53): "may choose": declined, the archery phase is played."""
    game, *_ = _archery("2_53")
    act(game, "pass")
    assert game.s.phase == "archery" and game.decision.kind == "action"


def test_cave_troll_s_chain_without_it_nobody_may_skip():
    """"Cave Troll's Chain" (2_53): the choice is the chain's: a Cave Troll alone gives
    none."""
    game, *_ = _archery(None)
    assert game.decision.kind == "action" and game.s.phase == "archery"


def test_cave_troll_s_chain_wounds_an_archer_companion_when_the_troll_takes_an_archery_wound():
    """"Cave Troll's Chain" (2_53): "Each time Cave Troll of Moria takes a wound during the
    archery phase, you may wound an archer companion": Legolas's arrow wounds the troll;
    the Shadow player accepts and Legolas (not Aragorn) is wounded."""
    game, chain, troll, legolas, aragorn, _o = _archery("2_53")
    _to_archery_wounds(game, troll)
    assert game.s.wounds[troll] == 1
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", chain)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[aragorn] == 0


def test_cave_troll_s_chain_you_may_decline():
    """"Cave Troll's Chain" (2_53): "you may": declined, no companion is wounded."""
    game, _chain, troll, legolas, aragorn, _o = _archery("2_53")
    _to_archery_wounds(game, troll)
    act(game, "pass")
    assert game.s.wounds[troll] == 1 and game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_not_for_another_minion_s_wound():
    """"Cave Troll's Chain" (2_53): "Cave Troll of Moria takes a wound": the Moria Scout
    taking the archery wound is not answered."""
    game, _chain, troll, legolas, _a, scout = _archery("2_53", scout=True)
    _to_archery_wounds(game, scout)
    assert game.s.wounds[scout] == 1 and game.s.wounds[troll] == 0
    assert game.decision.kind != "optional_trigger" and game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_only_during_the_archery_phase():
    """"Cave Troll's Chain" (2_53): "during the archery phase": the troll wounded in the
    assignment phase (the archery skipped) is not answered."""
    game, _chain, troll, legolas, _a, _o = _archery("2_53")
    act(game, "skip_phase")
    assert game.s.phase == "assignment"
    effects.wound(game, troll, 1)
    act(game, "pass")
    assert game.s.wounds[troll] == 1 and game.decision.kind != "optional_trigger"
    assert game.s.wounds[legolas] == 0


def test_cave_troll_s_chain_wounds_a_companion_not_an_archer_minion():
    """"Cave Troll's Chain" (2_53): "wound an archer companion": with a Goblin Marksman
    (an archer minion) in play, the troll wounded in the archery phase: Legolas is
    wounded, the Marksman is not offered."""
    sc = Scenario()
    legolas = sc.companion(LEGOLAS)
    troll = sc.minion(TROLL)
    chain = sc.bear(troll, "2_53")
    marksman = sc.minion("1_176")
    game = sc.at_site(2).start("archery")
    act(game, "pass")  # play the archery phase
    effects.wound(game, troll, 1)
    act(game, "pass")  # the Free Peoples player passes: the trigger is asked
    act(game, "resolve", chain)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[marksman] == 0
