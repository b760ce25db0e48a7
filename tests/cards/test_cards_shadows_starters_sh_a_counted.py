"""Shadows-era starters (set 11), the Free Peoples events counting minions or wounds, or
exerting a [rohan] companion as their cost."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("11_176", "11_150", "11_160")


def _choose_while_asked(game, card: int) -> None:
    while game.decision is not None and game.decision.kind == "choose":
        assert card in {a.card for a in game.legal_actions() if a.kind == "choose"}
        act(game, "choose", card)


def test_unharmed_heals_a_hobbit_once_per_minion():
    # "Heal a Hobbit for each minion you spot."
    sc = Scenario()
    merry = sc.companion("Merry, Friend to Sam")
    boromir = sc.companion("Boromir, Son of Denethor")  # not a Hobbit
    sc.wounds(merry, 3).wounds(boromir, 1).wounds(sc.ring_bearer(), 1)
    sc.minion("Goblin Runner")
    sc.minion("Goblin Runner")
    sc.ally("7_97")  # not a minion
    unharmed = sc.hand("11_176")  # a regroup event
    game = sc.start("regroup")
    act(game, "play", unharmed)
    options = {a.card for a in game.legal_actions() if a.kind == "choose"}
    assert boromir not in options and merry in options
    _choose_while_asked(game, merry)
    assert game.s.wounds[merry] == 1 and game.s.wounds[boromir] == 1  # 2 minions: 2 heals


def test_rally_cry_rohan_man_plus_2_per_wound_on_his_minions():
    # "Make a [rohan] Man who has resistance 4 or more strength +2 for each wound on each
    # minion he or she is skirmishing."
    sc = Scenario()
    eowyn = sc.companion("11_146")
    boromir = sc.companion("Boromir, Son of Denethor")  # not [rohan]
    foe = sc.minion("Uruk-hai Raiding Party")
    foe2 = sc.minion("Uruk-hai Raiding Party")
    other = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, eowyn).assign(foe2, eowyn).assign(other, boromir)
    sc.wounds(foe, 1).wounds(foe2, 2).wounds(other, 2)
    cry = sc.hand("11_150")
    game = sc.start("skirmishes")
    act(game, "skirmish", eowyn)
    act(game, "play", cry)
    _choose_while_asked(game, eowyn)
    assert stats.strength(game, eowyn) == 6 + 2 * 3  # 1 + 2 wounds, not the other minion's
    assert stats.strength(game, boromir) == 7
    sc = Scenario()
    boromir = sc.companion("Boromir, Son of Denethor")
    sc.assign(sc.minion("Goblin Runner"), boromir)
    cry = sc.hand("11_150")
    assert not can(sc.start("skirmishes"), "play", cry)  # no [rohan] Man


def test_war_now_calls_us_exerts_a_rohan_companion_plus_3_and_damage():
    # "Exert a [rohan] companion to make him or her strength +3 (and damage +1 if he or she
    # has resistance 5 or more)."
    sc = Scenario()
    eowyn = sc.companion("11_146")  # resistance 7
    boromir = sc.companion("Boromir, Son of Denethor")  # not [rohan]
    aldor = sc.ally("Aldor, Soldier of Edoras")  # a [rohan] ally: not a companion
    sc.assign(sc.minion("Goblin Runner"), eowyn)
    war = sc.hand("11_160")
    game = sc.start("skirmishes")
    act(game, "play", war)
    assert game.decision.kind != "choose"  # one [rohan] companion: nothing to choose
    assert game.s.wounds[aldor] == 0
    assert game.s.wounds[eowyn] == 1 and game.s.wounds[boromir] == 0
    assert stats.strength(game, eowyn) == 6 + 3
    assert stats.keyword(game, eowyn, "damage") == 1
    assert stats.keyword(game, boromir, "damage") == 0 and stats.strength(game, boromir) == 7
    sc = Scenario()
    eowyn = sc.companion("11_146")
    sc.wounds(eowyn, 2)  # cannot exert
    sc.assign(sc.minion("Goblin Runner"), eowyn)
    war = sc.hand("11_160")
    assert not can(sc.start("skirmishes"), "play", war)
