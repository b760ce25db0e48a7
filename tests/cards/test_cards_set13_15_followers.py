"""Followers scripted (issue 17): Frodo Gamgee (13_150), Rohirrim Doorwarden (15_137),
Hobbiton Farmer (15_147). Their aid is the engine's rule (engine/followers.py); these
tests prove the scripted clauses, which act only while a character bears the follower."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("13_150", "15_137", "15_147")


def _aided(sc: Scenario, follower: int, bearer: int):
    """The maneuver phase begins: the follower is transferred to ``bearer`` by aid."""
    game = sc.start("maneuver")
    before = stats.strength(game, bearer)
    act(game, "aid", follower, bearer)
    return game, before


def test_frodo_gamgee_to_play_spot_a_ring_bound_hobbit():
    # "To play, spot a Ring-bound Hobbit." Aragorn as Ring-bearer, Merry (unbound): no.
    sc = Scenario(ring_bearers=("Aragorn, Ranger of the North", "1_290"))
    sc.companion("Merry, Friend to Sam")
    gamgee = sc.hand("Frodo Gamgee, Son of Samwise")
    assert not can(sc.start("fellowship"), "play", gamgee)
    sc = Scenario(ring_bearers=("Aragorn, Ranger of the North", "1_290"))
    sc.companion("Sam, Son of Hamfast")  # "All versions of Frodo and Sam are Ring-bound"
    gamgee = sc.hand("Frodo Gamgee, Son of Samwise")
    game = sc.start("fellowship")
    act(game, "play", gamgee)
    assert game.s.zone[gamgee] == "support"


def test_frodo_gamgee_bearer_is_strength_plus_1_for_each_ring_bound_hobbit():
    # "Bearer is strength +1 for each Ring-bound Hobbit you can spot." Frodo and Sam.
    sc = Scenario()
    sc.companion("Sam, Son of Hamfast")
    merry = sc.companion("Merry, Friend to Sam")
    smeagol = sc.companion("7_71")  # Sméagol: Ring-bound, not a Hobbit
    gamgee = sc.support("Frodo Gamgee, Son of Samwise")
    sc.minion("Goblin Runner")
    game, before = _aided(sc, gamgee, merry)
    assert stats.strength(game, merry) == before + 2
    assert gamgee not in dict(stats.contributions(game, smeagol, "strength"))  # bearer only
    assert game.s.burdens[sc.fp] == 2  # "Aid – Add 2 burdens."


def test_rohirrim_doorwarden_to_play_spot_a_rohan_man():
    # "To play, spot a [rohan] Man."
    sc = Scenario()
    boromir = sc.companion("Boromir, Lord of Gondor")  # a Man, not [rohan]
    sc.bear(boromir, "Heavy Chain")  # [rohan], not a Man
    doorwarden = sc.hand("Rohirrim Doorwarden")
    assert not can(sc.start("fellowship"), "play", doorwarden)
    sc = Scenario()
    sc.companion("Éowyn, Lady of Rohan")
    doorwarden = sc.hand("Rohirrim Doorwarden")
    assert can(sc.start("fellowship"), "play", doorwarden)


def test_rohirrim_doorwarden_bearer_is_strength_plus_1_for_each_possession_borne():
    # "Bearer is strength +1 for each possession he or she bears."
    sc = Scenario()
    eowyn = sc.companion("Éowyn, Lady of Rohan")
    sc.bear(eowyn, "Éowyn's Sword")
    sc.bear(eowyn, "Heavy Chain")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Ranger's Sword")  # another bearer's possession does not count
    doorwarden = sc.support("Rohirrim Doorwarden")
    sc.minion("Goblin Runner")
    game, before = _aided(sc, doorwarden, eowyn)
    assert stats.strength(game, eowyn) == before + 2
    assert doorwarden not in dict(stats.contributions(game, aragorn, "strength"))
    assert game.s.twilight == 2  # "Aid – (2)."


def test_hobbiton_farmer_to_play_spot_2_hobbits():
    # "To play, spot 2 Hobbits."
    sc = Scenario()
    farmer = sc.hand("Hobbiton Farmer, Lover of Pipeweed")
    assert not can(sc.start("fellowship"), "play", farmer)  # Frodo alone
    sc = Scenario()
    sc.companion("Sam, Son of Hamfast")
    farmer = sc.hand("Hobbiton Farmer, Lover of Pipeweed")
    assert can(sc.start("fellowship"), "play", farmer)


def test_hobbiton_farmer_bearer_is_strength_plus_1_for_each_fierce_minion():
    # "Bearer is strength +1 for each fierce minion you can spot."
    sc = Scenario()
    sam = sc.companion("Sam, Son of Hamfast")
    farmer = sc.support("Hobbiton Farmer, Lover of Pipeweed")
    sc.minion("Cave Troll of Moria")  # fierce
    sc.minion("Úlairë Attëa")  # fierce
    sc.minion("Goblin Runner")  # not fierce
    game, before = _aided(sc, farmer, sam)
    # two fierce minions, plus the follower's printed strength +1 (and resistance +1)
    assert stats.strength(game, sam) == before + 2 + 1
    assert farmer not in dict(stats.contributions(game, sc.ring_bearer(), "strength"))
    assert stats.resistance(game, sam) == game.cards[sam].resistance + 1
    assert game.s.burdens[sc.fp] == 1  # "Aid – Add a burden."


def test_a_scripted_follower_gives_nothing_from_the_support_area():
    # CR 4.1: "While your follower is in your support area, it has no effect on the game."
    sc = Scenario()
    sam = sc.companion("Sam, Son of Hamfast")
    farmer = sc.support("Hobbiton Farmer, Lover of Pipeweed")
    sc.minion("Cave Troll of Moria")
    game = sc.start("maneuver")
    before = stats.strength(game, sam)
    act(game, "pass")  # no aid
    assert stats.strength(game, sam) == before == 3 and game.s.zone[farmer] == "support"
