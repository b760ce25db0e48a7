"""Set 1 [gondor] cards of the Fellowship block (issue 18, helper s13-gondor-sites):
Boromir, Lord of Gondor, Aragorn's Bow, Valiant Man of the West."""

from __future__ import annotations

from cardtest import Scenario, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

ARAGORN = "1_89"  # Aragorn, Ranger of the North
BOROMIR = "1_97"  # Boromir, Son of Denethor
TROOP = "1_177"  # Cave Troll of Moria: strength 13
SAVAGE = "1_151"  # Uruk Savage
SCOUT = "1_191"  # Moria Scout


def _archery(events: list) -> str:
    return next(e.text for e in events if e.kind == "archery")


def _overwhelm(boromir_id: str):
    sc = Scenario()
    boromir = sc.companion(boromir_id)
    troop = sc.minion(TROOP)
    sc.assign(troop, boromir)
    game = sc.start("skirmishes")
    game.s.mods = game.s.mods + [(troop, "strength", 1, "turn", -1)]  # 14: double of 7
    pass_until(game, "skirmish_ended")
    return game, boromir


def test_boromir_lord_of_gondor_is_not_overwhelmed_unless_tripled():
    """Boromir, Lord of Gondor (1_96): "Boromir is not overwhelmed unless his strength is
    tripled": at double strength he only takes his wounds (Boromir, Son of Denethor
    dies)."""
    game, boromir = _overwhelm("1_96")
    assert game.s.zone[boromir] == "fellowship" and game.s.wounds[boromir] >= 1
    assert stats.keyword(game, boromir, "ranger") == 1  # Ranger.
    game2, boromir2 = _overwhelm(BOROMIR)
    assert game2.s.zone[boromir2] == "dead"


def test_aragorns_bow_makes_him_an_archer():
    """Aragorn's Bow (1_90): "He is an archer": the fellowship archery total is 1."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    sc.bear(aragorn, "1_90")
    boromir = sc.companion(BOROMIR)
    sc.minion(SAVAGE)
    game = sc.start("archery")
    assert stats.keyword(game, aragorn, "archer") == 1
    assert stats.keyword(game, boromir, "archer") == 0
    assert "fellowship archery total 1" in _archery(pass_until(game, "archery"))


def test_aragorns_bow_exerts_aragorn_to_wound_a_minion_and_not_add_to_the_total():
    """Aragorn's Bow (1_90): "Archery: Exert Aragorn to wound a minion; Aragorn does not
    add to the fellowship archery total"."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    bow = sc.bear(aragorn, "1_90")
    savage = sc.minion(SAVAGE)
    game = sc.start("archery")
    use(game, bow)
    assert game.s.wounds[aragorn] == 1 and game.s.wounds[savage] == 1
    assert "fellowship archery total 0" in _archery(pass_until(game, "archery"))
    sc2 = Scenario()
    aragorn2 = sc2.companion(ARAGORN)
    bow2 = sc2.bear(aragorn2, "1_90")
    sc2.minion(SAVAGE)
    assert not can(sc2.start("maneuver"), "use", bow2)


def test_valiant_man_of_the_west_defender_and_one_wound_each_skirmish_until_regroup():
    """Valiant Man of the West (1_118): "Make Aragorn defender +1 and he takes no more
    than 1 wound during each skirmish phase until the regroup phase": he loses to an Uruk
    Savage (damage +1) and takes 1 wound, not 2."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    boromir = sc.companion(BOROMIR)
    troop = sc.minion(TROOP)
    valiant = sc.hand("1_118")
    game = sc.start("maneuver")
    act(game, "play", valiant)
    assert stats.keyword(game, aragorn, "defender") == 1
    assert stats.keyword(game, boromir, "defender") == 0
    assert stats.rule(game, aragorn, "wound_cap") == 1
    assert stats.rule(game, boromir, "wound_cap") == 0
    pass_until(game, decision_kind="assign")
    act(game, "assign", aragorn, troop)
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[aragorn] == 1
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")
    assert stats.keyword(game, aragorn, "defender") == 0
    assert stats.rule(game, aragorn, "wound_cap") == 0


def test_valiant_man_of_the_west_needs_aragorn():
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.minion(SCOUT)
    valiant = sc.hand("1_118")
    assert not can(sc.start("maneuver"), "play", valiant)


def test_change_of_plans_opponent_shuffles_his_hand_into_his_deck_and_draws_eight():
    """Change of Plans (1_99): "Regroup: Exert a ranger to make an opponent shuffle his
    hand into his draw deck and draw 8 cards" (the Free Peoples hand stays)."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    plans = sc.hand("1_99")
    mine = sc.hand(BOROMIR)
    theirs = [sc.hand(SCOUT, player=1) for _ in range(3)]
    deck = [sc.draw_top(SAVAGE, player=1) for _ in range(10)]
    game = sc.start("regroup")
    act(game, "play", plans)
    assert game.s.wounds[aragorn] == 1 and game.s.zone[mine] == "hand"
    hand = [c for c in theirs + deck if game.s.zone[c] == "hand"]
    assert len(hand) == 8 and len(game.s.piles[1]["draw"]) == 13 - 8


def test_change_of_plans_needs_a_ranger():
    sc = Scenario()
    sc.companion(BOROMIR)
    plans = sc.hand("1_99")
    sc.hand(SCOUT, player=1)
    assert not can(sc.start("regroup"), "play", plans)


def test_change_of_plans_with_an_empty_opponent_hand_he_still_draws_eight():
    """Change of Plans (1_99): an opponent with no card in hand shuffles nothing and
    draws 8."""
    sc = Scenario()
    sc.companion(ARAGORN)
    plans = sc.hand("1_99")
    deck = [sc.draw_top(SAVAGE, player=1) for _ in range(10)]
    game = sc.start("regroup")
    act(game, "play", plans)
    assert sum(game.s.zone[c] == "hand" for c in deck) == 8


def test_aragorns_pipe_discards_pipeweed_to_heal_a_companion_per_pipe():
    """Aragorn's Pipe (1_91): "Fellowship: Discard a pipeweed possession and spot X pipes
    to heal X companions": 2 pipes (his and Gandalf's), 2 of 3 wounded companions
    healed, each once; the pipeweed (Old Toby) is discarded."""
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    pipe = sc.bear(aragorn, "1_91")
    gandalf = sc.companion("1_364")
    sc.bear(gandalf, "1_74")
    boromir = sc.companion(BOROMIR)
    thrarin = sc.ally("1_27")  # a wounded ally: no companion
    for c in (aragorn, gandalf, boromir, thrarin):
        sc.wounds(c, 2)
    toby = sc.support("1_305")
    game = sc.start("fellowship")
    use(game, pipe)
    assert game.s.zone[toby] == "discard"
    assert thrarin not in game.decision.cards
    act(game, "choose", aragorn)
    act(game, "choose", boromir)
    assert [game.s.wounds[c] for c in (aragorn, gandalf, boromir)] == [1, 2, 1]


def test_aragorns_pipe_needs_pipeweed_and_a_gondor_companion_bearer():
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    pipe = sc.bear(aragorn, "1_91")
    sc.wounds(aragorn, 1)
    sc.bear(aragorn, "1_92")  # Armor: a possession, no pipeweed
    sc.support("17_21")  # a pipeweed condition, no possession
    assert not can(sc.start("fellowship"), "use", pipe)
    sc2 = Scenario()
    sc2.companion("1_30")  # Arwen: an [elven] companion
    sc2.ally("7_97")  # Gondorian Merchant: a [gondor] ally
    pipe2 = sc2.hand("1_91")
    assert not can(sc2.start("fellowship"), "play", pipe2)
    sc3 = Scenario()
    sc3.companion(BOROMIR)
    pipe3 = sc3.hand("1_91")
    assert can(sc3.start("fellowship"), "play", pipe3)
