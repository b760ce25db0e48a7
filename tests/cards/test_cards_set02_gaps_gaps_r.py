"""Set 2 (Mines of Moria) cards that needed a rule the engine lacked (issue 18, helper
gaps-r): the Free Peoples player choosing to skip the archery phase (Cave Troll's
Chain, ``engine/skips.py``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
from ringtable.testing import act, can

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


WAITING = "2_15"
GIMLI, BOROMIR = "1_13", "1_97"


def _waiting(shadow_hand: tuple[str, ...] = (SCOUT,), deck: tuple[str, ...] = (SCOUT, TROLL),
             dwarf: str = GIMLI, dwarf_wounds: int = 0):
    """The fellowship phase: the Free Peoples player holds What Are We Waiting For? with
    ``dwarf`` in play; the Shadow player holds ``shadow_hand`` and Boromir (a Free
    Peoples card), ``deck`` on top of his draw deck."""
    sc = Scenario()
    d = sc.companion(dwarf)
    sc.wounds(d, dwarf_wounds)
    event = sc.hand(WAITING, player=0)
    for c in shadow_hand:
        sc.hand(c, player=1)
    boromir = sc.hand(BOROMIR, player=1)
    for c in deck:
        sc.draw_top(c, player=1)
    game = sc.at_site(2).start("fellowship")
    return game, event, d, boromir


def _shadow_hand(game) -> list[int]:
    return list(game.s.piles[1]["hand"])


def test_what_are_we_waiting_for_exerts_a_dwarf_and_the_opponent_draws_two():
    """"What Are We Waiting For?" (2_15): "Exert a Dwarf to make an opponent draw 2
    cards": Gimli exerts; the Shadow player's hand grows by 2 (his deck's top 2 of 3),
    the Free Peoples player's does not."""
    game, event, gimli, _b = _waiting(deck=(SCOUT, TROLL, SCOUT))
    deck = list(game.s.piles[1]["draw"][:2])
    own = len(game.s.piles[0]["hand"])
    act(game, "play", event)
    assert game.s.wounds[gimli] == 1
    assert all(c in game.s.piles[1]["hand"] for c in deck)
    assert len(game.s.piles[1]["draw"]) == 1
    assert len(game.s.piles[0]["hand"]) == own - 1  # the event left it, nothing drawn


def test_what_are_we_waiting_for_that_player_chooses_to_discard_two_shadow_cards():
    """"What Are We Waiting For?" (2_15): "That player then chooses to either discard 2
    Shadow cards from hand ...": the Shadow player chooses, then picks 2 of his 3 Shadow
    cards (Boromir, a Free Peoples card, is not offered); his Shadow phase is played."""
    game, event, _g, boromir = _waiting()
    act(game, "play", event)
    d = game.decision
    assert d.kind == "choose_option" and d.player == 1
    act(game, "choose_option", value=0)
    d = game.decision
    assert d.player == 1 and boromir not in d.cards and len(d.cards) == 3
    first, second = d.cards[0], d.cards[1]
    act(game, "choose", first)
    act(game, "choose", second)
    assert game.s.zone[first] == game.s.zone[second] == "discard"
    assert game.s.zone[boromir] == "hand" and len(_shadow_hand(game)) == 2
    assert not any(k.startswith("game:skip_shadow") for k in game.s.counters)


def test_what_are_we_waiting_for_or_skip_the_next_shadow_phase():
    """"What Are We Waiting For?" (2_15): "... or skip his or her next Shadow phase": the
    Shadow player keeps his hand, and his Shadow phase of this turn never starts."""
    game, event, _g, _b = _waiting()
    act(game, "play", event)
    act(game, "choose_option", value=1)
    hand = _shadow_hand(game)
    assert len(hand) == 4
    phases = set()
    while game.s.phase != "regroup" and game.decision is not None:
        phases.add(game.s.phase)
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind == "pass"), options[0]))
    assert "shadow" not in phases and _shadow_hand(game) == hand


def test_what_are_we_waiting_for_with_fewer_than_two_shadow_cards_he_must_skip():
    """"What Are We Waiting For?" (2_15): CR "you must choose an action that you are
    fully capable of performing": with 1 Shadow card in hand after the draw (a Free
    Peoples card drawn), the skip is made without a choice."""
    game, event, _g, _b = _waiting(shadow_hand=(), deck=(SCOUT, "1_89"))
    act(game, "play", event)
    assert game.decision.kind != "choose_option"
    assert game.s.counters.get("game:skip_shadow:1") == 1


def test_what_are_we_waiting_for_needs_an_exertable_dwarf():
    """"What Are We Waiting For?" (2_15): "Exert a Dwarf": an exhausted Gimli (2 wounds of
    3) or a companion who is not a Dwarf (Aragorn) cannot pay."""
    game, event, _g, _b = _waiting(dwarf_wounds=2)
    assert not can(game, "play", event)
    game, event, _g, _b = _waiting(dwarf=ARAGORN)
    assert not can(game, "play", event)


def test_skip_shadow_phase_is_refused_as_a_cost_or_with_an_unknown_player():
    """The verb ``skip_shadow_phase`` (What Are We Waiting For?, "2_15"): an effect
    only, and its value a player word; a mistake names the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts import ScriptError
    from ringtable.scripts.loader import compile_scripts

    db = default_database()
    bad_cost = {"2_15": {"title": "What Are We Waiting For?",
                         "event": {"cost": [{"skip_shadow_phase": "opponent"}]}}}
    with pytest.raises(ScriptError, match=r"2_15.*event.cost\[0\].skip_shadow_phase"):
        compile_scripts(bad_cost, db)
    bad_player = {"2_15": {"title": "What Are We Waiting For?",
                           "event": {"effect": [{"skip_shadow_phase": "them"}]}}}
    with pytest.raises(ScriptError, match="'them' is not one of"):
        compile_scripts(bad_player, db)
