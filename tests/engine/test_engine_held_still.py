"""``Game.held_still``: a block in which a bot promises not to change the state, so the
stats it reads many times over (strength above all: the Shadow's kill plan tries every
combination of minions against every defender) are computed once."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario


def _skirmish_game():
    sc = Scenario(rules=standard_rules(default_database()))
    frodo = sc.companion("15_144")  # Frodo, Weary From the Journey
    spy = sc.minion("15_105")  # Black Land Spy
    sc.assign(spy, frodo)
    return sc.twilight(5).start("skirmishes"), frodo, spy


def _counted(monkeypatch, name: str) -> list[int]:
    """The cards ``stats.<name>`` computes from now on (the memo's misses)."""
    calls: list[int] = []
    real = getattr(stats, name)
    monkeypatch.setattr(stats, name, lambda g, c: calls.append(c) or real(g, c))
    return calls


def test_strength_is_computed_once_while_the_state_holds_still(monkeypatch):
    game, frodo, _ = _skirmish_game()
    expected = stats.strength(game, frodo)
    calls = _counted(monkeypatch, "_strength")
    with game.held_still():
        assert stats.strength(game, frodo) == expected
        first = len(calls)  # Frodo, and the cards his static reads
        assert [stats.strength(game, frodo) for _ in range(4)] == [expected] * 4
        assert len(calls) == first  # read again from the memo
    assert game.memo is None  # the memo ends with the block
    stats.strength(game, frodo)
    assert len(calls) > first  # outside the block every read is fresh


def test_statics_reading_each_other_give_the_same_values_held_still():
    """Frodo 15_144 "While skirmishing a minion of strength 8 or less, Frodo is strength
    +2" against Black Land Spy "While you can spot a companion of strength 13 or more":
    the memo must not keep the inner read made without the statics."""
    game, frodo, spy = _skirmish_game()
    outside = (stats.strength(game, frodo), stats.strength(game, spy))
    with game.held_still():
        assert (stats.strength(game, frodo), stats.strength(game, spy)) == outside
        assert (stats.strength(game, frodo), stats.strength(game, spy)) == outside
    assert outside[0] == game.cards[frodo].strength + 2


def test_listing_legal_actions_inside_keeps_the_outer_memo():
    game, frodo, _ = _skirmish_game()
    with game.held_still():
        memo = game.memo
        stats.strength(game, frodo)
        game.legal_actions()
        assert game.memo is memo and ("total", "strength", frodo) in memo


def test_apply_inside_is_refused_and_changes_nothing():
    game, _, _ = _skirmish_game()
    before = game.to_json()
    action = game.legal_actions()[0]
    with game.held_still(), pytest.raises(RuntimeError, match="held_still"):
        game.apply(action)
    assert game.to_json() == before
    game.apply(action)  # after the block the game goes on


def test_vitality_is_computed_once_while_the_state_holds_still(monkeypatch):
    game, frodo, _ = _skirmish_game()
    expected = stats.vitality(game, frodo)
    calls = _counted(monkeypatch, "_vitality")
    with game.held_still():
        assert [stats.vitality_left(game, frodo) for _ in range(3)] == [
            expected - game.s.wounds[frodo]] * 3
    assert calls == [frodo]
    stats.vitality(game, frodo)
    assert calls == [frodo, frodo]
