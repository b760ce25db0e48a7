""""Prevent a Hobbit from being overwhelmed unless a Shadow event is (or was) played
during this skirmish" (The Tale of the Great Ring): the rule modifier
``overwhelm_unless_shadow_event`` keeps its bearer from being overwhelmed unless a
Shadow event was played while the skirmish was being fought (``playing.play_card``
marks the skirmish), read when the skirmish resolves."""

from __future__ import annotations

from ringtable.testing import Scenario, act


def _merry(rule: bool, shadow_event: bool) -> bool:
    """Merry (3) against an Uruk Soldier (7): is he still in play after the skirmish?"""
    sc = Scenario()
    merry = sc.companion("1_302")
    uruk = sc.minion("1_154")
    sc.assign(uruk, merry)
    event = sc.hand("4_151", player=1)  # Ferocity, a Shadow skirmish event
    sc.twilight(5)
    game = sc.start("skirmishes")
    if rule:
        game.s.mods = game.s.mods + [(merry, "rule:overwhelm_unless_shadow_event", 1,
                                      "skirmish", -1)]
    act(game, "pass")
    if shadow_event:
        act(game, "play", event)
        act(game, "pass")
    act(game, "pass")
    return game.s.zone[merry] == "fellowship"


def test_not_overwhelmed_under_the_rule_while_no_shadow_event_is_played():
    assert _merry(rule=True, shadow_event=False)
    assert not _merry(rule=False, shadow_event=False)


def test_a_shadow_event_played_in_the_skirmish_lifts_the_rule():
    assert not _merry(rule=True, shadow_event=True)
