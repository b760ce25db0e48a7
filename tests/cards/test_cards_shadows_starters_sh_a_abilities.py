"""Shadows-era starters (set 11), the Free Peoples companions with abilities or triggers:
Éomer's cost and move trigger, Aragorn's answer to skirmish events, Madril's next site."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_a import FOREST, PLAINS, shadows_at

from ringtable.engine import playing
from ringtable.testing import act, can, pass_until

SCRIPTED = ("11_145", "11_53", "11_62")


def test_eomer_guardian_costs_one_less_with_a_rohan_man():
    # "While you can spot a [rohan] Man, Éomer's twilight cost is -1."
    for other, cost in (("11_152", 2), ("Boromir, Son of Denethor", 3)):
        sc = Scenario()
        sc.companion(other)
        sc.support("11_155")  # Riding Like the Wind: [rohan], not a Man
        eomer = sc.hand("11_145")
        game = sc.at_site(2).start("fellowship")
        assert playing.twilight_cost(game, eomer, 0) == cost, other


def test_eomer_guardian_may_exert_to_return_a_minion_when_the_fellowship_moves():
    # "Each time the fellowship moves, you may exert Éomer to return a minion to its
    # owner's hand."
    for wounds, offered in ((0, True), (2, False)):  # exhausted: he cannot exert
        sc = Scenario()
        eomer = sc.companion("11_145")
        sc.wounds(eomer, wounds)
        runner = sc.minion("Goblin Runner")
        game = sc.at_site(2).start("regroup")
        pass_until(game, decision_kind="move_again")
        act(game, "move")
        if not offered:
            assert game.decision.kind != "optional_trigger" and game.s.zone[runner] == "minions"
            continue
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve", eomer)
        assert game.s.wounds[eomer] == 1 and game.s.zone[runner] == "hand"


def test_aragorn_guide_and_protector_exerts_to_wound_on_a_skirmish_event():
    # "Each time a Free Peoples skirmish event is played, you may exert Aragorn to wound a
    # minion he is skirmishing."
    sc = Scenario()
    aragorn = sc.companion("11_53")
    foe = sc.minion("Uruk-hai Raiding Party")
    other = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, aragorn)
    sc.assign(other, sc.companion("Boromir, Son of Denethor"))
    cry = sc.hand("11_56")  # Battle Cry: a Free Peoples skirmish event
    bred = sc.hand("1_121")  # Bred for Battle: a Shadow skirmish event
    game = sc.twilight(5).start("skirmishes")
    act(game, "skirmish", aragorn)
    act(game, "play", cry)
    if game.decision.kind == "choose":
        act(game, "choose", aragorn)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", aragorn)
    assert game.s.wounds[aragorn] == 1 and game.s.wounds[foe] == 1 and game.s.wounds[other] == 0
    act(game, "play", bred)  # the Shadow player answers with a Shadow skirmish event
    if game.decision.kind == "choose":
        act(game, "choose", foe)
    assert game.decision.kind != "optional_trigger" and game.s.wounds[aragorn] == 1
    sc = Scenario()  # a Free Peoples fellowship event: nothing offered
    aragorn = sc.companion("11_53")
    sc.companion("Legolas, Greenleaf")
    farewell = sc.hand("11_19")
    game = sc.start("fellowship")
    act(game, "play", farewell)
    assert game.decision.kind != "optional_trigger" and game.s.wounds[aragorn] == 0


def test_madril_exerts_at_a_forest_to_play_the_next_site():
    # "Fellowship: If Madril is at a forest site, exert him to play the fellowship's next
    # site."
    sc = shadows_at(FOREST)
    madril = sc.companion("11_62")
    game = sc.start("fellowship")
    old = game.s.path[3]
    act(game, "use", madril)
    options = [a.card for a in game.legal_actions() if a.kind == "choose"]
    assert options and all(game.s.owner[c] == sc.fp for c in options)
    act(game, "choose", options[-1])
    assert game.s.wounds[madril] == 1 and game.s.path[3] == options[-1] != old
    sc = shadows_at(PLAINS)
    madril = sc.companion("11_62")
    assert not can(sc.start("fellowship"), "use", madril)
    sc = shadows_at(FOREST)
    madril = sc.companion("11_62")
    sc.wounds(madril, 2)  # he cannot exert
    assert not can(sc.start("fellowship"), "use", madril)
