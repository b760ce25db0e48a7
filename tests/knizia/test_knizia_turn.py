"""A conflict turn: Story tiles, then cards (seed: "Turn Sequence During Conflicts")."""

from __future__ import annotations

from .helpers import (
    C,
    act,
    conflict,
    give,
    give_runes,
    legendary,
    quest,
    run,
    stack_tiles,
)


def test_event_tiles_reveal_another_until_an_activity_tile_advances_its_track():
    """"Keep revealing Story tiles ... until a tile showing one of the Activity symbols
    appears"; "advance the corresponding Activity marker by one space and perform the
    action for that space"."""
    g = conflict(3, "moria")
    stack_tiles(g, "rings_influence", "travel")
    run(g)
    s = g.state
    assert s["pos"][0] == 1  # The Ring's Influence: the Ring-bearer moves toward Sauron
    assert s["tracks"]["travel"] == 1 and s["runes"][0] == [1]  # Moria Travel 1: a rune
    assert g.decision.kind == "play"


def test_a_tile_for_a_track_not_on_the_board_is_wild():
    """"Story tiles that have a symbol not shown on the board act as wild cards": Moria
    has no Friendship track."""
    g = conflict(3, "moria")
    stack_tiles(g, "friendship")
    run(g)
    assert g.decision.kind == "track"
    assert {a.value for a in g.legal_actions()} == {0, 1, 2}  # fight, hide, travel
    act(g, "track", value=1)
    assert g.state["tracks"]["hide"] == 1
    assert legendary("book") in g.state["hands"][0]  # Moria Hide 1: the Book


def test_a_tile_for_a_finished_track_lets_the_player_choose_another():
    """"if the marker already occupies the last space of that track, choose another"."""
    g = conflict(3, "moria", tracks={"fight": 0, "hide": 7, "travel": 0})
    stack_tiles(g, "hide")
    run(g)
    assert {a.value for a in g.legal_actions()} == {0, 2}


def _at_play(players=3, board="moria", active=0, **state):
    g = conflict(players, board, active=active, **state)
    stack_tiles(g, "travel")
    run(g)
    if g.decision.kind == "ring_offer":  # the Ring-bearer may put on the Ring first
        act(g, "no")
    assert g.decision.kind == "play"
    return g


def test_at_most_one_white_and_one_grey_card():
    """"a maximum of one brown [white] and one grey"."""
    g = _at_play()
    w1, w2 = quest(g, "white", "fight"), None
    give(g, 0, w1)
    w2 = quest(g, "white", "fight")
    grey = quest(g, "grey", "hide")
    give(g, 0, w2, grey)
    act(g, "play", card=w1, value=0)
    kinds = {(a.kind, a.card) for a in g.legal_actions()}
    assert ("play", w2) not in kinds and ("play", grey) in kinds
    assert ("draw", -1) not in kinds  # refreshing is instead of playing
    act(g, "play", card=grey, value=1)
    assert not [a for a in g.legal_actions() if a.kind == "play"]


def test_pippin_may_play_any_two_cards():
    """Pippin: "May play any 2 cards on his turn" (cards.json, hobbit abilities)."""
    g = _at_play(active=2)
    assert g.decision.player == 2
    w1 = quest(g, "white", "fight")
    give(g, 2, w1)
    w2 = quest(g, "white", "fight")
    give(g, 2, w2)
    act(g, "play", card=w1, value=0)
    assert any(a.kind == "play" and a.card == w2 for a in g.legal_actions())


def test_a_two_symbol_card_moves_two_spaces_and_resolves_both():
    """"If a marker advances multiple spaces in one move, resolve the effects of all
    spaces it passes over"."""
    g = _at_play()
    gimli = legendary("gimli")
    give(g, 0, gimli)
    act(g, "play", card=gimli, value=0)
    s = g.state
    assert s["tracks"]["fight"] == 2 and s["runes"][0].count(1) == 3  # tile rune + 2


def test_stars_all_go_to_one_chosen_track():
    """"Star symbols are wild ... all stars must be applied to the same Activity track"."""
    g = _at_play()
    aragorn = legendary("aragorn")
    give(g, 0, aragorn)
    assert {a.value for a in g.legal_actions() if a.card == aragorn} == {0, 1, 2}
    act(g, "play", card=aragorn, value=1)
    assert g.state["tracks"]["hide"] == 2 and g.state["tracks"]["fight"] == 0


def test_frodo_plays_white_cards_as_stars_sam_does_not():
    """Frodo: "All his white Quest and Legendary cards count as star (wild) cards"."""
    g = _at_play()
    w = quest(g, "white", "fight")
    give(g, 0, w)
    assert {a.value for a in g.legal_actions() if a.card == w} == {0, 1, 2}
    g2 = _at_play(active=1)
    w2 = quest(g2, "white", "fight")
    give(g2, 1, w2)
    assert {a.value for a in g2.legal_actions() if a.card == w2} == {0}


def test_the_ring_bearer_may_put_on_the_ring_on_another_players_turn():
    """"The Ring-bearer may put on the Ring even if it isn't his turn"."""
    g = conflict(3, "moria", active=1)
    stack_tiles(g, "travel")
    run(g)
    assert g.decision.kind == "ring_offer" and g.decision.player == 0
    act(g, "ring")
    assert g.state["ring_used"]


def test_a_card_for_a_missing_track_is_not_offered():
    """"Cards with a symbol not shown on the Conflict have no effect"."""
    g = _at_play()
    brooch = legendary("brooch")  # grey Friendship: Moria has no Friendship track
    give(g, 0, brooch)
    assert not [a for a in g.legal_actions() if a.card == brooch]


def test_refresh_draw_two_or_heal_one_instead_of_playing():
    """"he can either draw 2 Quest cards, or move his Hobbit marker one space to the left"."""
    g = _at_play()
    s = g.state
    hand = len(s["hands"][0])
    act(g, "draw")
    assert len(s["hands"][0]) == hand + 2 and g.decision.player == 1
    g = _at_play(pos=[2, 0, 0])
    act(g, "heal")
    assert g.state["pos"][0] == 1


def test_the_ring_once_per_conflict_moves_4_minus_symbols_without_resolving():
    """"advances the Activity marker on any one Activity track by this number of
    spaces: 4 minus the number of symbols on the die"; "Spaces moved over ... are not
    carried out"; "Once during each Conflict"."""
    g = _at_play()
    s = g.state
    runes = list(s["runes"][0])
    act(g, "ring")
    while g.decision.kind != "track":
        g.apply([a for a in g.legal_actions() if a.kind in ("no", "discard")][0])
    symbols = s["last_roll"]
    act(g, "track", value=0)
    assert s["tracks"]["fight"] == 4 - symbols
    assert s["runes"][0] == runes  # no rewards taken
    assert not [a for a in g.legal_actions() if a.kind == "ring"]


def test_a_gollum_card_moves_three_then_its_player_rolls():
    """Gollum: "advance 3 spaces on one Activity Track ... has to roll the Threat die
    immediately thereafter"."""
    g = _at_play(board="shelobs_lair")
    gollum = legendary("gollum")
    give(g, 0, gollum)
    before = g.state["last_roll"], len(g.k.events)
    act(g, "play", card=gollum, value=2)
    assert g.state["tracks"]["travel"] == 4
    assert any(e.kind == "die" for e in g.k.events)
    assert before


def test_gandalf_is_called_by_one_player_with_runes_worth_five():
    """"any one player may call Gandalf for help by discarding runes with a total value
    of 5"; Healing: "move his Hobbit marker up to 2 spaces to the left"."""
    g = _at_play(pos=[0, 4, 0])
    s = g.state
    assert not [a for a in g.legal_actions() if a.kind == "gandalf"]
    give_runes(g, 2, 3, 3)
    healing = [i for i, (k, _) in enumerate(C.gandalf) if k == "gandalf_healing"][0]
    act(g, "gandalf", value=healing, card=1, target=2)
    assert s["pos"][1] == 2
    assert s["runes"][2] == [1]  # 6 handed in, 1 back as change
    assert healing not in s["gandalf"]


def test_gandalf_persistence_guidance_and_foresight():
    g = _at_play()
    s = g.state
    give_runes(g, 0, 3, 2, 3, 2, 3, 2)
    index = {k: i for i, (k, _) in enumerate(C.gandalf)}
    hand = len(s["hands"][1])
    act(g, "gandalf", value=index["gandalf_persistence"], card=1)
    assert len(s["hands"][1]) == hand + 4
    act(g, "gandalf", value=index["gandalf_guidance"], card=2)
    assert s["tracks"]["travel"] == 3  # the tile's step + 2 stars
    top = s["tiles"][-3:]
    act(g, "gandalf", value=index["gandalf_foresight"])
    act(g, "order", value=5)  # the reversed order
    assert s["tiles"][-3:] == list(reversed(top))


def test_elessar_lembas_and_miruvor_in_the_card_step():
    """Elessar: "move his Hobbit marker 1 space toward the left"; Lembas: "discard as
    many cards as he wishes and then draw ... a hand of 6"; Miruvor: "pass 1 card"."""
    g = _at_play(pos=[0, 3, 0])
    s = g.state
    give(g, 0, legendary("elessar"), legendary("lembas"), legendary("miruvor"))
    act(g, "yellow", card=legendary("elessar"), value=1)
    assert s["pos"][1] == 2
    act(g, "yellow", card=legendary("lembas"), value=2)
    act(g, "done")
    assert len(s["hands"][2]) == 6
    card = s["hands"][2][0]
    act(g, "yellow", card=legendary("miruvor"), target=2, value=1)
    act(g, "give", card=card)
    assert card in s["hands"][1]
