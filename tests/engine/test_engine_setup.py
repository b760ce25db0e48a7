"""Setup (Deluxe): bids, seat choice, Ring-bearer and Ring with burdens, site 1, the
starting fellowship, shuffle and draw 8, the mulligan (CR 4.1); refused decks."""

from __future__ import annotations

import pytest

from ringtable.cards import default_database
from ringtable.engine import (
    Behaviour,
    Game,
    GameSetup,
    IllegalActionError,
    Rules,
    SetupError,
    playable,
)
from ringtable.testing import act, can, find

BASE_RULES = Rules.base(default_database())  # the engine without card scripts


def _new(fotr_pair, seed=7):
    return Game.new(GameSetup(decks=fotr_pair, seed=seed, format="fotr_block"), BASE_RULES)


def test_bids_then_highest_bidder_chooses_seat_and_bids_become_burdens(fotr_pair):
    game = _new(fotr_pair)
    assert game.decision.kind == "bid" and game.decision.player == 0
    act(game, "bid", value=1)
    # the first bid is secret from the second bidder
    assert game.view_for(1)["bids"][0] is None
    act(game, "bid", value=3)
    assert game.decision.kind == "seat" and game.decision.player == 1
    act(game, "seat", value=1)  # the winner may choose to go second
    s = game.s
    assert s.order == [0, 1]
    assert s.burdens == [1, 3]
    rb0, ring0 = s.ring_bearer[0], s.ring[0]
    assert s.zone[rb0] == "fellowship" and s.bearer[ring0] == rb0
    site1 = s.path[1]
    assert game.cards[site1].site_number == 1 and s.owner[site1] == 0  # first player's site
    assert game.decision.kind == "starting_fellowship" and game.decision.player == 0


def test_bid_equal_to_resistance_corrupts_before_play(fotr_pair):
    game = _new(fotr_pair)
    act(game, "bid", value=10)  # Frodo's resistance is 10
    act(game, "bid", value=0)
    assert game.decision is None
    assert game.outcome.winner == 1
    assert "corrupt" in game.outcome.reason


def test_starting_fellowship_costs_at_most_four_one_at_a_time(fotr_pair):
    game = _new(fotr_pair)
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    p = game.decision.player
    options = [a for a in game.legal_actions() if a.kind == "start_with"]
    assert options and all(game.cards[a.card].twilight_cost <= 4 for a in options)
    big = max(options, key=lambda a: (0 < game.cards[a.card].twilight_cost < 4,
                                      game.cards[a.card].twilight_cost))
    cost = game.cards[big.card].twilight_cost
    assert cost >= 1
    game.apply(big)
    # Frodo costs 0: only companions costing 4 - cost or less still fit; not the same
    # title; when none fits, the next player chooses at once.
    if game.decision.player != p:
        assert game.decision.kind == "starting_fellowship"
        return
    for a in game.legal_actions():
        if a.kind == "start_with":
            assert game.cards[a.card].twilight_cost <= 4 - cost
            assert game.cards[a.card].title != game.cards[big.card].title
    act(game, "pass")
    assert game.decision.player == 1 - p


def _to_mulligan(game):
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    act(game, "pass")
    act(game, "pass")


def test_shuffle_draw_eight_then_mulligan_to_six_once(fotr_pair):
    game = _new(fotr_pair)
    _to_mulligan(game)
    first = game.decision.player
    assert game.decision.kind == "mulligan"
    assert len(game.s.piles[0]["hand"]) == 8 and len(game.s.piles[1]["hand"]) == 8
    act(game, "mulligan")
    assert len(game.s.piles[first]["hand"]) == 6
    assert game.decision.kind == "mulligan" and game.decision.player == 1 - first
    act(game, "keep")
    assert len(game.s.piles[1 - first]["hand"]) == 8
    assert game.decision.kind == "action" and game.s.phase == "fellowship"
    assert game.s.fp == first


def test_same_seed_same_game(fotr_pair):
    a, b = _new(fotr_pair, 11), _new(fotr_pair, 11)
    _to_mulligan(a)
    _to_mulligan(b)
    assert a.to_json() == b.to_json()
    c = _new(fotr_pair, 12)
    _to_mulligan(c)
    assert c.s.piles[0]["hand"] != a.s.piles[0]["hand"]


def test_illegal_action_raises_and_changes_nothing(fotr_pair):
    game = _new(fotr_pair)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="not legal"):
        game.apply(find(game, "bid", value=0).__class__("bid", 1, value=0))
    with pytest.raises(IllegalActionError):
        game.apply(find(game, "bid", value=0).__class__("bid", 0, value=99))
    assert game.to_json() == before
    assert not can(game, "pass")


def test_shadows_era_decks_are_playable_and_a_bad_adventure_deck_is_refused(starters):
    from ringtable.decks import Deck

    assert playable(starters["sh-aragorn-starter"], BASE_RULES.db) is None
    assert playable(starters["ttt-aragorn-starter"], BASE_RULES.db) is None
    sh = starters["sh-aragorn-starter"]
    short = Deck(name="short", ring_bearer=sh.ring_bearer, ring=sh.ring,
                 sites=sh.sites[:8], draw_deck=sh.draw_deck)
    with pytest.raises(SetupError, match="short: the adventure deck has 8 sites"):
        Game.new(GameSetup(decks=[short, starters["sh-gandalf-starter"]]), BASE_RULES)


def test_starting_fellowship_obeys_to_play_requirements(starters):
    from ringtable.decks import Deck
    from ringtable.engine import Behaviour
    from ringtable.testing import act

    base = starters["fotr-aragorn-starter"]
    deck = Deck(name="dwarves", ring_bearer=base.ring_bearer, ring=base.ring,
                sites=base.sites, draw_deck=(("1_7", 4), ("1_13", 1)))
    rules = BASE_RULES.with_behaviours({"1_7": Behaviour(
        scripted=True, play_requirement=lambda g, card, p: any(
            g.cards[c].race == "dwarf" for c in g.s.piles[p]["fellowship"]))})
    game = Game.new(GameSetup(decks=[deck, deck], seed=1), rules)
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    titles = {game.cards[a.card].title for a in game.legal_actions() if a.card >= 0}
    assert titles == {"Gimli"}  # Dwarf Guard needs a Dwarf to spot first
    gimli = next(a for a in game.legal_actions() if a.card >= 0)
    game.apply(gimli)
    titles = {game.cards[a.card].title for a in game.legal_actions() if a.card >= 0}
    assert titles == {"Dwarf Guard"}


def _setup_discount(g, card, player, bearer=-1):
    """"When this companion is in your starting fellowship, his twilight cost is -1"."""
    return -1 if g.s.phase == "setup" else 0


@pytest.mark.parametrize("discount", [True, False])
def test_starting_fellowship_reads_a_companions_own_cost(fotr_pair, discount):
    """A companion's own cost modifier counts toward the starting fellowship's 4: Boromir
    (3) at -1 leaves room for Legolas (2); at his printed 3 he does not."""
    rules = BASE_RULES.with_behaviours(
        {"1_97": Behaviour(scripted=True, own_cost=_setup_discount)}) if discount else BASE_RULES
    game = Game.new(GameSetup(decks=fotr_pair, seed=7, format="fotr_block"), rules)
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    p = game.decision.player
    deck = game.s.piles[p]["draw"]
    boromir = next(c for c in deck if game.s.defs[c] == "1_97")
    act(game, "start_with", boromir)
    legolas = next(c for c in deck if game.s.defs[c] == "1_51")
    assert can(game, "start_with", legolas) == discount
