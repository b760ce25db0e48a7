"""End of a conflict, elimination, Mount Doom, winning, losing and the score."""

from __future__ import annotations

from ringtable.knizia import core

from .helpers import C, act, conflict, give, give_life, give_runes, legendary, new, run


def _end_of(board: str, players: int = 3, **state):
    g = conflict(players, board, **state)
    g.state["stack"] = g.state["stack"][:1] + [{"k": "end_conflict", "phase": 0, "i": 0}]
    return g


def test_the_main_track_reaching_its_last_space_ends_the_conflict():
    """"A Conflict is completed when ... the Activity marker on the main Activity track
    reaches the last space"."""
    g = conflict(3, "moria", tracks={"fight": 9, "hide": 0, "travel": 0})
    from .helpers import stack_tiles

    stack_tiles(g, "fight")
    run(g)
    while g.state["stage"] == "moria" and g.outcome is None:
        legal = g.legal_actions()
        g.apply(next((a for a in legal if a.kind in ("no", "decline", "done")), legal[0]))
    assert g.state["stage"] in ("lothlorien", "helms_deep")


def test_the_sixth_event_ends_the_conflict():
    """"or the last Event space on the Event track has been resolved"."""
    g = conflict(3, "moria", event=5)
    from .helpers import stack_tiles

    stack_tiles(g, "cycle_of_time")
    run(g)
    while g.decision and g.decision.kind in ("pay", "window"):
        g.apply(g.legal_actions()[-1])
    assert g.outcome is not None or g.state["stage"] != "moria"


def test_descent_into_darkness_one_step_per_missing_kind_merry_needs_two():
    """"For each token missing from his collection, he must move his Hobbit 1 space to
    the right"; Merry "needs only 2 different life tokens"."""
    g = _end_of("moria", 4)
    give_life(g, 0, "ring")
    give_life(g, 0, "heart")
    give_life(g, 0, "sun")
    give_life(g, 1, "heart")
    give_life(g, 3, "sun")
    run(g)
    assert g.state["pos"] == [0, 2, 3, 1]


def test_athelas_spares_a_player_missing_tokens():
    g = _end_of("moria", 3)
    give(g, 2, legendary("athelas"))
    run(g)
    assert g.decision.kind == "window" and g.state["stack"][-1]["target"] == 0
    act(g, "use")
    assert g.state["pos"][0] == 0


def test_most_ring_tokens_bears_the_ring_ties_go_to_the_left_and_he_draws_two():
    """"The player with the most Ring Life tokens becomes the Ring-bearer. In a tie, the
    Ring goes to the tied player sitting closest to the current Ring-bearer's left";
    "The new Ring-bearer draws 2 Quest cards"; tokens return to their piles."""
    g = _end_of("moria", 3, sauron=15)
    give_life(g, 0, "ring", 2)
    give_life(g, 2, "ring", 2)
    run(g)
    s = g.state
    assert s["rb"] == 2 and s["life_supply"] == [5, 3, 3]
    assert _quest_cards(s["hands"][2]) == 2 and s["stage"] == "lothlorien"
    g = _end_of("moria", 3, sauron=15)
    run(g)
    assert g.state["rb"] == 1  # nobody has one: the old Ring-bearer loses the tie


def test_fatty_draws_two_after_a_conflict():
    g = _end_of("moria", 5, sauron=15)
    give_life(g, 0, "ring")
    run(g)
    assert _quest_cards(g.state["hands"][4]) == 2 and _quest_cards(g.state["hands"][0]) == 2


def _quest_cards(hand: list[int]) -> int:
    """Quest cards only (Lothlórien's Legendary cards are dealt right after)."""
    return sum(1 for c in hand if not C.cards[c].legendary)


def test_a_hobbit_meeting_sauron_is_eliminated_his_cards_discarded_runes_kept():
    """"If a Hobbit's marker enters the same space as Sauron ... eliminated"; "all of his
    cards and Life tokens are discarded (he keeps his runes for the final scoring)"."""
    g = conflict(3, "moria", pos=[0, 11, 0])
    card = legendary("gimli")
    give(g, 1, card)
    give_runes(g, 1, 3)
    give_life(g, 1, "sun")
    g.k.corrupt(1, 1)
    s = g.state
    assert s["out"][1] and s["hands"][1] == [] and card in s["discard"]
    assert s["runes"][1] == [3] and s["life_supply"][2] == 3
    assert g.outcome is None


def test_the_ring_bearer_eliminated_loses_with_the_main_track_score():
    """"If the Ring-bearer is eliminated before reaching the final space in Mordor, the
    game ends immediately, and the players score ... the current space of the Activity
    marker on the main Activity track. Unspent runes do not count."""
    g = conflict(3, "helms_deep", tracks={"fight": 6, "friendship": 0, "travel": 0})
    give_runes(g, 0, 3)
    g.k.sauron_advance(12)
    assert g.outcome.won is False and g.outcome.score == 36
    assert g.outcome.reason == "ring_bearer_eliminated" and g.decision is None


def test_a_loss_at_bag_end_scores_moria_start_space():
    """Data README point 8: the Moria board is on the table from setup (10)."""
    g = new(2)
    g.k.eliminate(0, "test")
    assert g.outcome.score == 10


def test_the_ring_is_destroyed_sixty_plus_every_rune(monkeypatch):
    """"the active player receives 1 of the facedown gold runes"; "all players
    (including eliminated players) score 60 points plus ... the unspent Gandalf Rune"."""
    g = conflict(3, "mordor", tracks={"travel": 13, "fight": 0, "hide": 0, "friendship": 0},
                 active=1)
    give_runes(g, 2, 3, 2)
    g.state["out"][2] = True
    g.state["stack"] = g.state["stack"][:1] + [{"k": "mount_doom", "roller": -1}]
    faces = [f for f, _ in C.die]
    monkeypatch.setattr(core.KGame, "rand",
                        lambda self, n: faces.index("blank") if n == 6 else 0)
    run(g)
    s = g.state
    assert g.outcome.won and s["rb"] == -1
    assert g.outcome.score == 60 + 5 + s["runes"][1][0]


def test_at_mount_doom_the_die_passes_clockwise_all_fallen_scores_sixty(monkeypatch):
    """"the Threat die is passed clockwise to the next player ... until either the Ring
    is destroyed or all players are eliminated"; "they score 60 points, but rune totals
    are not added"."""
    g = conflict(2, "mordor", tracks={"travel": 13, "fight": 0, "hide": 0, "friendship": 0},
                 pos=[11, 11])
    give_runes(g, 0, 3)
    g.state["stack"] = g.state["stack"][:1] + [{"k": "mount_doom", "roller": -1}]
    faces = [f for f, _ in C.die]
    monkeypatch.setattr(core.KGame, "rand", lambda self, n: faces.index("three_dots"))
    run(g)
    assert all(g.state["out"])
    assert g.outcome.won is False and g.outcome.score == 60
    assert g.outcome.reason == "all_eliminated_at_mount_doom"


def test_reaching_mount_doom_through_the_last_travel_space():
    """"To destroy the Ring, the Ring-bearer must reach the end of the main Activity track
    on the Mordor Conflict board" and survive its Threat die roll."""
    g = conflict(2, "mordor", tracks={"travel": 12, "fight": 0, "hide": 0, "friendship": 0},
                 sauron=15)
    from .helpers import stack_tiles

    stack_tiles(g, "travel")
    run(g)
    while g.outcome is None:
        legal = g.legal_actions()
        g.apply(next((a for a in legal if a.kind in ("no", "decline", "done")), legal[0]))
    assert g.state["stage"] == "mount_doom"
    assert g.outcome.reason in ("ring_destroyed", "all_eliminated_at_mount_doom")


def test_the_quest_deck_reshuffles_without_used_legendary_cards():
    """"When the Quest deck has been exhausted, remove the used Legendary cards ... and
    place them in the box ... Reshuffle the remaining Quest cards"."""
    g = conflict(2, "moria")
    s = g.state
    s["discard"].extend(s["deck"])
    s["deck"] = []
    s["pool"].remove(legendary("gimli"))
    s["discard"].append(legendary("gimli"))
    g.k.draw(0, 2)
    assert legendary("gimli") in s["removed"] and len(s["deck"]) == 58 - len(s["hands"][0]) + 2
