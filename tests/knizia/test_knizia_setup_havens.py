"""Setup, Bag End, Rivendell and Lothlórien (seed: "Setup", "The Master Board")."""

from __future__ import annotations

import pytest

from ringtable.engine.values import SetupError
from ringtable.knizia import Game, KniziaSetup

from .helpers import C, act, give, give_runes, legendary, new, quest


@pytest.mark.parametrize(("difficulty", "space"), [("introductory", 15), ("normal", 12),
                                                    ("expert", 10)])
def test_sauron_starts_on_the_difficulty_space(difficulty, space):
    """"Place ... Sauron on space 12 of the Corruption track"; variants: 15 and 10."""
    assert new(2, difficulty).state["sauron"] == space


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hobbits_by_player_count_on_space_0_frodo_bears_the_ring(players):
    """"2 player: Frodo and Sam; ... 5 player: ... Fatty" and "Frodo starts as the
    Ring-bearer"; "places it on space 0 of the Corruption track"."""
    g = new(players)
    s = g.state
    names = [C.hobbits[h][1] for h in s["hobbits"]]
    assert names == ["Frodo", "Sam", "Pippin", "Merry", "Fatty"][:players]
    assert s["rb"] == 0 and s["pos"] == [0] * players
    assert len(s["gandalf"]) == 5 and len(s["tiles"]) == 23
    assert s["stage"] == "bag_end" and s["board"] == "moria"


def test_a_bad_setup_is_refused_with_the_reason():
    with pytest.raises(SetupError, match="2 to 5 hobbits"):
        Game.new(KniziaSetup(players=6))
    with pytest.raises(SetupError, match="unknown difficulty 'nightmare'"):
        Game.new(KniziaSetup(difficulty="nightmare"))


def test_bag_end_deals_six_cards_each_then_preparations_asks_the_ring_bearer():
    """Bag End "Gandalf": every player is dealt 6 Quest cards; "Preparations": the
    Ring-bearer may roll the Threat die for 4 revealed cards."""
    g = new(3)
    assert [len(h) for h in g.state["hands"]] == [6, 6, 6]
    d = g.decision
    assert d.kind == "pay" and d.player == 0
    assert {a.kind for a in g.legal_actions()} == {"accept", "decline"}


def test_preparations_reveals_four_cards_shared_out_by_the_ring_bearer():
    g = new(3, seed=4)
    act(g, "accept")
    while g.decision.kind == "window":  # a Belt cannot be held yet at Bag End
        act(g, "no")
    if g.decision.kind == "discard":
        act(g, "discard")
    assert g.decision.kind == "give" and len(g.state["revealed"]) == 4
    before = len(g.state["hands"][2])
    for _ in range(4):
        act(g, "give", value=2)
    assert len(g.state["hands"][2]) == before + 4


def test_nazgul_appears_one_player_discards_two_hiding_or_sauron_moves():
    """"Nazgûl Appears": one player discards 2 Hiding symbols; if nobody does, Sauron
    moves 1 space."""
    g = new(2, seed=3)
    act(g, "decline")  # no Preparations
    assert g.decision.kind in ("pay", "council", "window")
    s = g.state
    if g.decision.kind == "pay":
        while g.decision.kind == "pay":
            act(g, "decline")
    assert s["sauron"] in (11, 12)
    assert s["stage"] == "rivendell"


def test_rivendell_deals_all_twelve_legendary_cards_clockwise_from_the_ring_bearer():
    """"Elrond": the 12 Rivendell cards are dealt out (data README point 6: 6 each for 2)."""
    g = new(2, seed=3)
    act(g, "decline")
    while g.state["stage"] == "bag_end":
        g.apply([a for a in g.legal_actions() if a.kind in ("decline", "no")][0])
    rivendell = {i for i, f in enumerate(C.cards) if f.location == "rivendell"}
    held = [len(rivendell & set(h)) for h in g.state["hands"]]
    assert held == [6, 6]
    assert g.decision.kind == "council"


def test_council_passes_one_chosen_card_to_the_left_face_down():
    """"Each player passes 1 card from his hand face down to the player on his left."""
    g = new(3, seed=3)
    act(g, "decline")
    while g.state["stage"] == "bag_end":
        g.apply([a for a in g.legal_actions() if a.kind in ("decline", "no")][0])
    chosen = {}
    for p in (0, 1, 2):
        assert g.decision.player == p
        a = g.legal_actions()[0]
        chosen[p] = a.card
        g.apply(a)
        if p < 2:  # the others cannot see what was chosen
            assert g.view_for((p + 1) % 3)["stack"][-1]["chosen"][p] == -2
    for p in (0, 1, 2):
        assert chosen[p] in g.state["hands"][(p + 1) % 3]


def test_fellowship_each_player_discards_friendship_or_rolls():
    """"Fellowship": each player in turn discards a Friendship symbol or rolls."""
    g = new(2, seed=3)
    act(g, "decline")
    while g.state["stage"] == "bag_end":
        g.apply([a for a in g.legal_actions() if a.kind in ("decline", "no")][0])
    act(g, "give")
    act(g, "give")
    s = g.state
    friend = quest(g, "grey", "friendship")
    give(g, 0, friend)
    assert g.decision.kind == "pay" and g.decision.player == 0
    act(g, "card", card=friend)
    assert friend in s["discard"]
    assert g.decision.player == 1  # then Sam pays or rolls


def test_lothlorien_recovery_costs_two_runes_for_two_cards_or_a_step_back():
    """"Recovery": each player may hand in runes worth 2 to draw 2 cards or heal 1."""
    from .helpers import run

    g = new(2)
    s = g.state
    s.update(stage="lothlorien", loc=3)
    give_runes(g, 0, 2)
    s["pos"][0] = 3
    s["stack"] = [{"k": "journey", "entered": 3}, {"k": "haven", "loc": "lothlorien", "i": 1},
                  {"k": "event", "src": ["haven", "lothlorien", 1]}]
    run(g)
    act(g, "runes", value=2)
    assert s["runes"][0] == []
    act(g, "choose", value=1)
    assert s["pos"][0] == 2


def test_galadriel_deals_the_lothlorien_cards():
    from .helpers import run

    g = new(3)
    s = g.state
    s.update(stage="lothlorien", loc=3)
    s["stack"] = [{"k": "journey", "entered": 3}, {"k": "haven", "loc": "lothlorien", "i": 0}]
    run(g)
    lorien = {i for i, f in enumerate(C.cards) if f.location == "lothlorien"}
    assert not lorien & set(s["pool"])
    assert sorted(len(lorien & set(h)) for h in s["hands"]) == [4, 4, 4]
    assert legendary("lembas") not in s["pool"]
