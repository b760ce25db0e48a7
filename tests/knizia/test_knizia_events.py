"""Events, costs and the die (seed: "Events", "Story Tiles", "The Threat Die")."""

from __future__ import annotations

from .helpers import (
    C,
    act,
    conflict,
    give,
    give_life,
    give_runes,
    legendary,
    quest,
    run,
    stack_tiles,
)


def _event(board: str, index: int, players: int = 3, **state):
    """A game where the event marker has just moved to event ``index`` (1-based)."""
    g = conflict(players, board, event=index - 1, **state)
    g.state["stack"].append({"k": "next_event", "phase": 0})
    return g


def test_cycle_of_time_moves_the_event_marker_and_resolves_that_event():
    """"Cycle of Time: Move the Event marker to the next Event space ... and resolve
    the stated Event"; Moria 1 "Speak Friend": otherwise Sauron moves 1 space."""
    g = conflict(3, "moria")
    stack_tiles(g, "cycle_of_time", "travel")
    run(g)
    assert g.state["event"] == 1 and g.state["sauron"] == 11  # nobody has cards


def test_a_group_pays_a_cost_between_them():
    """""group": all of the players must decide between them who contributes":
    Speak Friend needs one Friendship and one star symbol."""
    g = _event("moria", 1)
    s = g.state
    f, w = quest(g, "grey", "friendship"), quest(g, "white", "wild")
    give(g, 1, f)
    give(g, 2, w)
    run(g)
    assert g.decision.player == 1  # Frodo has nothing useful: asked first is Sam
    act(g, "card", card=f)
    act(g, "card", card=w)
    assert s["sauron"] == 12 and f in s["discard"] and w in s["discard"]


def test_pledges_come_back_when_the_group_cannot_complete_the_cost():
    g = _event("moria", 5)  # Orcs Attack: 5 Fighting symbols or Sauron moves 2
    s = g.state
    card = quest(g, "grey", "fight")
    give(g, 1, card)
    run(g)
    act(g, "card", card=card)
    assert s["sauron"] == 10 and card in s["hands"][1]


def test_a_star_cost_takes_only_stars_and_a_two_star_card_pays_two_different_symbols():
    """"A cost that names the star can only be paid with star symbols"; "When a card
    with 2 star symbols is discarded ... these may represent any 2 symbols"."""
    g = _event("moria", 1)
    aragorn = legendary("aragorn")
    give(g, 1, aragorn, quest(g, "grey", "fight"))
    run(g)
    assert [a.card for a in g.legal_actions() if a.kind == "card"] == [aragorn]
    act(g, "card", card=aragorn)
    assert g.state["sauron"] == 12


def test_each_player_event_resolves_everyone_from_the_active_player():
    """""Each player:" ... The active player starts, with all players following in
    clockwise order": Watcher in the Water, a Hiding symbol or the die."""
    g = _event("moria", 2, active=1)
    hide = quest(g, "grey", "hide")
    give(g, 2, hide)
    run(g)
    rolled = [e.player for e in g.k.events if e.kind == "die"]
    # Sam (active) rolls first unless a window intervenes; Pippin pays
    while g.decision.kind != "pay":
        g.apply(g.legal_actions()[-1])
        rolled += [e.player for e in g.k.events if e.kind == "die"]
    assert g.decision.player == 2
    act(g, "card", card=hide)
    rolled += [e.player for e in g.k.events if e.kind == "die"]
    assert rolled[:1] == [1] and 0 in rolled and 2 not in rolled


def test_stone_in_the_well_matches_the_revealed_card_stars_too():
    """Stone in the Well: "Turn over the top Quest card. If the active player discards 2
    symbols matching it, he takes the Pipe"; stars may match (data README point 12)."""
    g = _event("moria", 3)
    s = g.state
    top = quest(g, "grey", "travel")
    s["deck"].remove(top)
    s["deck"].append(top)
    give(g, 0, quest(g, "white", "travel"), legendary("sting"))
    run(g)
    for a in [a for a in g.legal_actions() if a.kind == "card"]:
        act(g, "card", card=a.card)
        if g.decision is None or g.decision.kind != "pay":
            break
    assert legendary("pipe") in s["hands"][0]


def test_only_stars_match_a_revealed_star():
    g = _event("moria", 3)
    s = g.state
    top = quest(g, "white", "wild")
    s["deck"].remove(top)
    s["deck"].append(top)
    travel = quest(g, "grey", "travel")
    give(g, 0, travel)
    run(g)
    assert g.decision is None or not any(a.card == travel for a in g.legal_actions())


def test_trapped_checks_both_tracks():
    """Trapped?: unless Travel and Hide are complete, Sauron moves 2 and the Ring-bearer
    rolls."""
    g = _event("moria", 4, tracks={"fight": 3, "hide": 7, "travel": 7})
    run(g)
    assert g.state["sauron"] == 12
    g = _event("moria", 4)
    run(g)
    assert g.state["sauron"] <= 10


def test_sauron_will_asks_for_a_volunteer_or_moves_sauron():
    """"Sauron's Will: One player must volunteer to advance his Hobbit 2 spaces ...
    otherwise Sauron moves 1 space"."""
    g = conflict(3, "moria")
    stack_tiles(g, "saurons_will", "travel")
    run(g)
    assert g.decision.kind == "pay" and g.decision.player == 0
    act(g, "decline")
    act(g, "accept")  # Sam volunteers
    assert g.state["pos"][1] == 2 and g.state["sauron"] == 12


def test_out_of_options_three_cards_or_the_next_event_and_the_staff_cancels_it():
    """Out of Options: "If the Fellowship discards 3 cards between them, there is no
    effect"; Gandalf's Staff: "Ignore all of the effects"."""
    g = conflict(3, "moria")
    stack_tiles(g, "out_of_options", "travel")
    run(g)
    assert g.state["event"] == 1  # no cards: Speak Friend happens
    g = conflict(3, "moria")
    give(g, 2, legendary("staff"))
    stack_tiles(g, "out_of_options", "travel")
    run(g)
    assert g.decision.kind == "window" and g.decision.player == 2
    act(g, "use")
    assert g.state["event"] == 0 and legendary("staff") in g.state["discard"]


def test_losing_ground_needs_a_card_a_life_token_and_a_rune():
    g = conflict(3, "moria")
    card = quest(g, "grey", "fight")
    give(g, 0, card)
    give_life(g, 1, "sun")
    give_runes(g, 2, 2)
    stack_tiles(g, "losing_ground", "travel")
    run(g)
    act(g, "card", card=card)  # Frodo, then Sam and Pippin add what they have
    act(g, "token", value=2)
    act(g, "rune")
    s = g.state
    assert s["event"] == 0 and s["runes"][2] == [] and s["life"][1] == [0, 0, 0]


def test_magic_ignores_an_event_but_not_the_ring_is_mine():
    """Magic: "After moving the Event marker ..., ignore the Event"; "This cannot
    prevent the last Event space in Mordor from causing the game to be lost"."""
    g = _event("moria", 5)
    give_runes(g, 1, 3, 2)
    run(g)
    assert g.decision.kind == "magic"
    act(g, "magic", target=1)
    assert g.state["sauron"] == 12 and g.state["event"] == 5
    g = _event("mordor", 6)
    give_runes(g, 1, 3, 2)
    run(g)
    assert g.outcome is not None and g.outcome.reason == "the_ring_is_mine"


def test_the_die_faces(monkeypatch):
    """"Sauron moves 1 space"; "The active player moves his Hobbit ... equal to the
    number of symbols"; "The active player must discard 2 cards"; Sam: "at most 1"."""
    from ringtable.knizia import core

    def rolled(face: str, roller: int = 0):
        g = conflict(3, "moria")
        give(g, roller, *(quest(g, "grey", "fight") for _ in range(1)))
        give(g, roller, quest(g, "grey", "hide"), quest(g, "grey", "travel"))
        g.state["stack"].append({"k": "roll", "p": roller, "times": 1, "ring": False,
                                 "phase": "belt"})
        faces = [f for f, _ in C.die]
        monkeypatch.setattr(core.KGame, "rand", lambda self, n: faces.index(face))
        run(g)
        while g.decision and g.decision.kind == "discard":
            act(g, "discard")
        return g.state

    assert rolled("three_dots")["pos"][0] == 3
    assert rolled("three_dots", roller=1)["pos"][1] == 1  # Sam
    assert rolled("eye")["sauron"] == 11
    assert len(rolled("two_cards")["hands"][0]) == 1
    assert len(rolled("two_cards", roller=1)["hands"][1]) == 2
    assert rolled("blank")["pos"][0] == 0


def test_belt_skips_a_roll_and_mithril_cancels_one():
    """Belt: "he does not have to roll"; Mithril: "Ignore the results of 1 Threat die roll"."""
    g = conflict(3, "moria")
    give(g, 1, legendary("belt"))
    g.state["stack"].append({"k": "roll", "p": 0, "times": 1, "ring": False, "phase": "belt"})
    run(g)
    assert g.decision.kind == "window"
    act(g, "use")
    assert not any(e.kind == "die" for e in g.k.events)


def test_belt_is_not_offered_for_the_rings_roll():
    g = conflict(3, "moria")
    give(g, 1, legendary("belt"))
    g.state["stack"].append({"k": "roll", "p": 0, "times": 1, "ring": True, "phase": "belt"})
    run(g)
    assert g.decision is None or g.decision.kind != "window" or \
        g.state["stack"][-1]["card"] != "belt"


def test_a_player_who_cannot_discard_is_eliminated():
    """"If at any time a player does not have enough cards ... he ... is immediately
    eliminated"."""
    g = conflict(3, "moria")
    give(g, 1, quest(g, "grey", "fight"))
    g.state["stack"].append({"k": "discard", "p": 1, "count": 2})
    run(g)
    assert g.state["out"][1] and g.state["hands"][1] == []


def test_wormtongue_removes_the_untaken_helms_deep_cards():
    g = _event("helms_deep", 1)
    run(g)
    s = g.state
    for key in ("theoden", "shadowfax", "eomer", "riders_of_rohan"):
        assert legendary(key) in s["removed"]


def test_pelennor_fields_a_heart_or_roll_and_discard_athelas_spares():
    g = _event("mordor", 3, players=2)
    give_life(g, 0, "heart")
    give(g, 0, legendary("athelas"))
    run(g)
    act(g, "token", value=1)
    assert g.decision.kind == "window"  # Sam has no Heart: Athelas may spare him
    act(g, "use")
    assert g.state["pos"][1] == 0


def test_mithril_cancels_a_rolled_result(monkeypatch):
    """Mithril Shirt: "Ignore the results of 1 Threat die roll (play this card on any
    player after he has rolled)"."""
    from ringtable.knizia import core

    g = conflict(3, "moria")
    give(g, 2, legendary("mithril"))
    faces = [f for f, _ in C.die]
    monkeypatch.setattr(core.KGame, "rand", lambda self, n: faces.index("three_dots"))
    g.state["stack"].append({"k": "roll", "p": 0, "times": 1, "ring": False, "phase": "belt"})
    run(g)
    assert g.decision.kind == "window" and g.state["stack"][-1]["card"] == "mithril"
    act(g, "use")
    assert g.state["pos"][0] == 0 and legendary("mithril") in g.state["discard"]


def test_phial_stops_the_tiles_and_goes_to_the_card_step():
    """Phial of Galadriel: "He does not reveal any more Story tiles, but continues his
    turn as usual with the Play Cards step"."""
    g = conflict(3, "moria")
    give(g, 1, legendary("phial"))
    stack_tiles(g, "cycle_of_time", "travel")
    run(g)
    assert g.decision.kind == "window" and g.decision.player == 1
    act(g, "use")
    while g.decision.kind == "ring_offer":
        act(g, "no")
    assert g.decision.kind == "play" and g.state["event"] == 0 and g.state["tiles_out"] == []
