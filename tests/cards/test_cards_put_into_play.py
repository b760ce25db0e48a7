"""A script that puts a Shadow card into play it can no longer pay for does not crash."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.scripts.compound import put_into_play


def test_an_unaffordable_shadow_card_stays_where_it_is():
    sc = Scenario()
    troll = sc.discard("Cave Troll of Moria")  # costs 10
    sc.twilight(1)
    game = sc.start("shadow")
    put_into_play(game, troll, sc.shadow, -1, 0)
    events = game._events  # noqa: SLF001 - what the step emitted
    assert game.s.zone[troll] == "discard" and game.s.twilight == 1
    assert any(e.kind == "cannot_play" and "cannot be played" in e.text for e in events)


def test_an_affordable_one_is_played():
    sc = Scenario()
    runner = sc.discard("Goblin Runner")
    sc.twilight(5)
    game = sc.start("shadow")
    put_into_play(game, runner, sc.shadow, -1, 0)
    assert game.s.zone[runner] == "minions"
