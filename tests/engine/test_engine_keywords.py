"""Loaded keywords of sets 11-19 (CR 4.1): hunter, muster, toil, Ring-bearer. Followers
and aid are in test_engine_keywords_followers.py."""

from __future__ import annotations

import json

from ringtable.engine import Game, stats
from ringtable.testing import Scenario, act, can, pass_until


def test_hunter_is_strength_plus_x_only_against_a_non_hunter():
    # CR 4.1 "hunter": "'Hunter X' where 'X' is the strength bonus the character receives
    # when skirmishing a character that does not have the hunter keyword."
    sc = Scenario()
    gimli = sc.companion("15_5")  # Gimli: Damage +1. Hunter 3. strength 6
    runner = sc.minion("Goblin Runner")
    sc.assign(runner, gimli)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", gimli)
    assert game.s.phase == "skirmish"
    assert stats.strength(game, gimli) == 9
    assert stats.contributions(game, gimli, "strength") == [(gimli, 3)]
    view = game.view_for(sc.fp)
    assert view["cards"][gimli]["keywords"]["hunter"] == 3
    assert view["skirmish"]["strength"][0] == 9

    sc2 = Scenario()
    gimli2 = sc2.companion("15_5")
    butcher = sc2.minion("White Hand Butcher")  # Hunter 6, strength 5
    sc2.assign(butcher, gimli2)
    game2 = sc2.start("skirmishes")
    if game2.decision.kind == "choose_skirmish":
        act(game2, "skirmish", gimli2)
    # two hunters: neither skirmishes a non-hunter character
    assert stats.strength(game2, gimli2) == 6 and stats.strength(game2, butcher) == 5


def test_hunter_minion_gains_against_a_companion_and_not_outside_its_skirmish():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    frodo = sc.ring_bearer()
    tracker = sc.minion("Tracking Uruk")  # Hunter 1, strength 14
    sc.assign(tracker, aragorn)
    sc.assign(sc.minion("Goblin Runner"), frodo)
    game = sc.start("skirmishes")
    act(game, "skirmish", frodo)
    assert stats.strength(game, tracker) == 14  # the Uruk is not skirmishing yet
    pass_until(game, "skirmish_resolved")
    pass_until(game, decision_kind="action")
    assert game.s.stack[-2]["k"] == "skirmish" and game.s.stack[-2]["d"] == aragorn
    assert stats.strength(game, tracker) == 15


def test_muster_discards_chosen_cards_at_once_then_draws_as_many():
    # CR 4.1 "muster": "At the start of the regroup phase, for each of your characters who
    # has the muster keyword, you may discard a card from hand, then draw a card. You must
    # discard all at once." Two Murderous Uruks: 0, 1 or 2 cards.
    sc = Scenario()
    sc.minion("Murderous Uruk")
    sc.minion("Murderous Uruk")
    a = sc.hand("Goblin Runner")
    b = sc.hand("Goblin Scimitar")
    c = sc.hand("Cave Troll of Moria")
    top = sc.draw_top("Goblin Sneak")
    sc.draw_bottom("Moria Scout")
    game = sc.start("regroup")
    d = game.decision
    assert d.kind == "muster" and d.player == sc.shadow
    assert {x.card for x in game.legal_actions() if x.kind == "discard"} == {a, b, c}
    twin = Game.from_json(json.loads(json.dumps(game.to_json())), game.rules)
    act(game, "discard", a)
    assert game.s.zone[a] == "hand"  # chosen, not yet discarded
    act(game, "discard", c)
    # two chosen for two musterers: both discarded together, then two drawn
    assert game.s.zone[a] == "discard" and game.s.zone[c] == "discard"
    assert game.s.zone[top] == "hand" and len(game.s.piles[sc.shadow]["hand"]) == 3
    assert game.decision.kind == "action" and game.s.phase == "regroup"
    # the saved game can decline: nothing discarded, nothing drawn
    act(twin, "pass")
    assert twin.s.zone[a] == "hand" and twin.s.zone[top] == "draw"


def test_no_muster_decision_without_a_muster_character():
    sc = Scenario()
    sc.minion("Goblin Runner")
    sc.hand("Goblin Scimitar")
    game = sc.start("regroup")
    assert game.decision.kind == "action"


def test_toil_exerts_characters_of_the_culture_to_lower_the_cost():
    # CR 4.1 "toil": "When you play a card that has the toil keyword, you may reduce its
    # twilight cost by the number specified. You do this by exerting one of your characters
    # of the same culture as that card." Horror of Harad: Toil 2, [orc], cost 4.
    sc = Scenario()
    orc = sc.minion("Orkish Aggressor")  # an [orc] minion, vitality 2
    horror = sc.hand("Horror of Harad")
    sc.at_site(4)  # Horror of Harad's site is 4: not roaming
    sc.twilight(2)
    game = sc.start("shadow")
    assert game.decision.player == sc.shadow
    # 4 > 2 in the pool, but one exertion of the [orc] minion takes 2 off
    act(game, "play", horror)
    assert game.decision.kind == "toil"
    assert not can(game, "pass")  # cost 4 with 2 in the pool: exert first
    act(game, "exert", orc)
    assert game.s.wounds[orc] == 1 and game.s.zone[horror] == "minions"
    assert game.s.twilight == 0


def test_toil_may_be_declined_and_a_free_peoples_card_pays_full_when_declined():
    sc = Scenario()
    orc = sc.minion("Orkish Aggressor")
    horror = sc.hand("Horror of Harad")
    sc.at_site(4)
    sc.twilight(6)
    game = sc.start("shadow")
    act(game, "play", horror)
    assert {a.kind for a in game.legal_actions()} == {"exert", "pass"}
    act(game, "pass")
    assert game.s.wounds[orc] == 0 and game.s.twilight == 2
    assert game.s.zone[horror] == "minions"


def test_toil_is_not_offered_when_the_shadow_player_could_not_pay_anyway():
    sc = Scenario()
    sc.minion("Goblin Runner")  # [moria], not [orc]: no toil
    horror = sc.hand("Horror of Harad")
    sc.at_site(4)
    sc.twilight(3)
    game = sc.start("shadow")
    assert not can(game, "play", horror)


def test_a_frodo_with_the_ring_bearer_keyword_cannot_be_played_when_another_bears_the_ring():
    # CR 4.1 "Ring-bearer": "If a character other than Frodo is your Ring-bearer, you cannot
    # play any version of Frodo with the Ring-bearer keyword during the game."
    sc = Scenario(ring_bearers=("Sam, Son of Hamfast", "1_290"))
    frodo = sc.hand("15_144")  # Frodo: Ring-bearer. Ring-bound.
    game = sc.start("fellowship")
    assert not can(game, "play", frodo)
    sc2 = Scenario(ring_bearers=("Sam, Son of Hamfast", "1_290"))
    frodo_old = sc2.hand("1_289")  # a Frodo without the keyword stays playable
    game2 = sc2.start("fellowship")
    assert can(game2, "play", frodo_old)


def test_text_after_a_keyword_reminder_still_needs_resolving_by_hand():
    # Lurtz (11_194): "Archer. Damage +1. Muster. (reminder) Lurtz is strength +3 for each
    # exhausted companion you can spot." is not keywords only; Murderous Uruk is.
    from ringtable.engine.playing import keywords_only

    sc = Scenario()
    assert not keywords_only(sc.db["11_194"])
    assert keywords_only(sc.db["11_195"]) and keywords_only(sc.db["14_13"])



def test_frodo_sam_and_the_ring_bearer_are_ring_bound_by_rule():
    # CR 4.1: "All versions of Frodo and Sam are Ring-bound."; the Ring-bearer "gains the
    # keywords Ring-bearer and Ring-bound, if he does not already have them."
    sc = Scenario(ring_bearers=("Aragorn, Ranger of the North", "1_290"))
    aragorn = sc.ring_bearer()
    frodo = sc.companion("1_289")  # Frodo, Reluctant Adventurer: no printed Ring-bound
    sam = sc.companion("Sam, Son of Hamfast")
    merry = sc.companion("Merry, Friend to Sam")
    game = sc.build()
    assert [stats.keyword(game, c, "ring-bound") for c in (aragorn, frodo, sam, merry)] \
        == [1, 1, 1, 0]
    assert stats.keyword(game, aragorn, "ring-bearer") == 1
    assert stats.keyword(game, frodo, "ring-bearer") == 0
