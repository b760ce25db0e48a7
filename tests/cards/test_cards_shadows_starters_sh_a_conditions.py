"""Shadows-era starters (set 11), the Free Peoples conditions: Riding Like the Wind."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("11_155",)


def test_riding_like_the_wind_exert_to_play_move_limit_and_unmounted_minus_1():
    # "To play, exert a [rohan] Man. While you can spot 2 [rohan] mounts, the move limit is
    # +1. Each of your companions that is not mounted is strength -1."
    sc = Scenario()
    eowyn = sc.companion("11_146")
    soldier = sc.companion("11_152")
    boromir = sc.companion("Boromir, Son of Denethor")
    sc.bear(eowyn, "11_156")
    minion = sc.minion("Goblin Runner")
    aldor = sc.ally("Aldor, Soldier of Edoras")  # yours, not mounted, not a companion
    riding = sc.hand("11_155")
    sword = sc.hand("11_166")  # Hobbit Sword, played afterwards
    game = sc.start("fellowship")
    limit = stats.move_limit(game)
    act(game, "play", riding)
    while game.decision.kind == "choose":
        options = {a.card for a in game.legal_actions() if a.kind == "choose"}
        assert boromir not in options  # a [gondor] Man
        act(game, "choose", soldier)
    assert game.s.wounds[soldier] == 1 and game.s.wounds[boromir] == 0
    assert stats.move_limit(game) == limit  # one [rohan] mount
    assert stats.strength(game, eowyn) == 6  # mounted
    assert stats.strength(game, soldier) == 5 - 1 and stats.strength(game, boromir) == 7 - 1
    assert stats.strength(game, minion) == 5 and stats.strength(game, aldor) == 3
    act(game, "play", sword, sc.ring_bearer())  # another card played: no exertion
    assert game.decision.kind != "choose"
    assert sum(game.s.wounds[c] for c in (eowyn, soldier, boromir)) == 1
    sc = Scenario()
    eowyn = sc.companion("11_146")
    sc.bear(eowyn, "11_156")
    sc.bear(sc.companion("11_152"), "11_156")
    sc.support("11_155")
    game = sc.build()
    base = Scenario()
    base.companion("11_146")
    assert stats.move_limit(game) == stats.move_limit(base.build()) + 1  # 2 [rohan] mounts
    sc = Scenario()
    eowyn = sc.companion("11_146")
    sc.bear(eowyn, "11_156")
    sc.bear(sc.companion("Legolas, Greenleaf"), "1_31")  # Asfaloth: an [elven] mount
    sc.support("11_155")
    assert stats.move_limit(sc.build()) == stats.move_limit(base.build())
    sc = Scenario()
    eowyn = sc.companion("11_146")
    sc.wounds(eowyn, 2)  # cannot exert
    sc.companion("Boromir, Son of Denethor")
    riding = sc.hand("11_155")
    assert not can(sc.start("fellowship"), "play", riding)
