"""The Shadows-era adventure path (sets 11-19, CR 4.1 "site", "region", "sanctuary",
"moving your fellowship", "format"): site 1 chosen by the first player, each next site
chosen by the Shadow player from his adventure deck, numbers and regions by place,
region twilight, sanctuaries at 3 and 6; numbered and mixed games."""

from __future__ import annotations

import json

from ringtable.cards import default_database
from ringtable.decks import Deck
from ringtable.engine import Game, GameSetup, Rules, playable
from ringtable.engine import path as adventure_path
from ringtable.testing import act, pass_until

BASE_RULES = Rules.base(default_database())


def _game(starters, a="sh-aragorn-starter", b="sh-gandalf-starter", seed=3):
    return Game.new(GameSetup(decks=[starters[a], starters[b]], seed=seed, format="starter"),
                    BASE_RULES)


def _to_site_one(game):
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)  # player 0 goes first


def _site(game, player, title):
    return next(c for c in game.s.piles[player]["adventure"] if game.cards[c].title == title)


def _start_turn_one(game):
    """Past the starting fellowships and mulligans to the first fellowship phase."""
    pass_until(game, event_kind="phase_started")


def _first_turn(starters):
    """Player 0 first, The Prancing Pony as site 1, in his first fellowship phase."""
    game = _game(starters)
    _to_site_one(game)
    act(game, "place_site", card=_site(game, 0, "The Prancing Pony"))
    _start_turn_one(game)
    return game


def test_every_starter_of_every_era_is_playable(starters):
    assert len(starters) == 30
    assert {name: playable(deck, BASE_RULES.db) for name, deck in starters.items()
            if playable(deck, BASE_RULES.db)} == {}


def test_a_deck_mixing_numbered_and_shadows_sites_is_refused_with_both_named(starters):
    sh = starters["sh-aragorn-starter"]
    mixed = Deck(name="mixed", ring_bearer=sh.ring_bearer, ring=sh.ring,
                 sites=(*sh.sites[:8], starters["fotr-aragorn-starter"].sites[0]),
                 draw_deck=sh.draw_deck)
    reason = playable(mixed, BASE_RULES.db)
    assert reason and "mixes numbered sites" in reason and "Shadows-era sites" in reason
    twice = Deck(name="twice", ring_bearer=sh.ring_bearer, ring=sh.ring,
                 sites=(*sh.sites[:8], sh.sites[0]), draw_deck=sh.draw_deck)
    assert "must all be different" in playable(twice, BASE_RULES.db)


def test_the_first_player_chooses_any_site_of_his_adventure_deck_as_site_1(starters):
    # "The first player chooses any site from his adventure deck ... This becomes site 1."
    game = _game(starters)
    _to_site_one(game)
    d = game.decision
    assert (d.kind, d.player) == ("choose_site", 0)
    options = game.legal_actions()
    assert sorted(game.s.defs[a.card] for a in options) == sorted(starters[
        "sh-aragorn-starter"].sites)
    west_gate = _site(game, 0, "West Gate of Moria")
    assert game.describe(next(a for a in options if a.card == west_gate)) == \
        "Play West Gate of Moria as site 1"
    events = act(game, "place_site", card=west_gate)
    assert game.s.path[1] == west_gate and game.s.site == [1, 1]
    assert "as site 1 (region 1)" in events[0].text
    assert game.decision.kind == "starting_fellowship"


def test_the_shadow_player_chooses_the_next_site_and_it_takes_its_place_number(starters):
    # "That player looks through his adventure deck and chooses any site to play as the
    # next site. It takes on the next consecutive number ... It also takes on a region."
    game = _first_turn(starters)
    pass_until(game, decision_kind="choose_site")
    d = game.decision
    assert (d.kind, d.player) == ("choose_site", 1)  # the Shadow player of this turn
    assert all(game.s.owner[a.card] == 1 for a in game.legal_actions())
    crags = _site(game, 1, "Green Dragon Inn")
    twilight = game.s.twilight
    companions = len(game.s.piles[0]["fellowship"])
    act(game, "place_site", card=crags)
    assert game.s.path[2] == crags and game.s.site[0] == 2
    shadow = game.cards[crags].shadow_number
    # region 1: the Shadow number and one per companion, nothing for the region
    assert game.s.twilight - twilight == shadow + companions
    assert adventure_path.region(2) == 1


def test_a_site_already_on_the_path_is_used_when_the_other_fellowship_moves(starters):
    game = _first_turn(starters)
    pass_until(game, decision_kind="choose_site")
    site2 = game.legal_actions()[0].card
    act(game, "place_site", card=site2)
    pass_until(game, event_kind="turn_started")  # player 1's turn
    assert game.s.fp == 1
    events = pass_until(game, event_kind="moves_to")
    assert game.s.path[2] == site2 and game.s.site[1] == 2
    assert not any(e.kind == "site_played" for e in events)


def _placed_path(starters, at: int):
    """Player 0's fellowship at site ``at`` of a Shadows path built from both decks."""
    game = _first_turn(starters)
    s = game.s
    for number in range(2, at + 1):
        site = s.piles[1]["adventure"][0]
        s.place_site(site, number)
    s.site[0] = at
    return game


def test_moving_into_region_2_adds_3_and_into_region_3_adds_6(starters):
    # "Add 3 twilight tokens if the new site is in region 2; or 6 if it is in region 3."
    for at, bonus in ((1, 0), (3, 3), (4, 3), (6, 6)):
        game = _placed_path(starters, at)
        game.settle()
        twilight = game.s.twilight
        pass_until(game, decision_kind="choose_site")
        site = game.legal_actions()[0].card
        companions = len(game.s.piles[0]["fellowship"])
        events = act(game, "place_site", card=site)
        added = game.s.twilight - twilight
        assert added == game.cards[site].shadow_number + bonus + companions, (at, events)
        if bonus:
            assert any(f"for region {adventure_path.region(at + 1)}" in e.text for e in events)


def test_every_site_3_and_6_of_a_shadows_path_is_a_sanctuary(starters):
    # "A sanctuary is any site 3 or site 6 on the adventure path. Sites preceding the
    # Shadows expansion set mark this with a keyword."
    game = _placed_path(starters, 3)
    assert "sanctuary" not in game.cards[game.s.path[3]].keywords
    assert adventure_path.is_sanctuary(game, 0)
    game.s.site[0] = 2
    assert not adventure_path.is_sanctuary(game, 0)
    game.s.site[0] = 3
    game.s.site[1] = 3  # player 1's fellowship waits at site 3, his Ring-bearer wounded
    rb = game.s.ring_bearer[1]
    game.s.wounds[rb] = 1
    game.settle()
    pass_until(game, decision_kind="sanctuary_heal")  # at the start of player 1's turn
    assert (game.s.fp, game.decision.player) == (1, 1)
    act(game, "heal", card=rb)
    assert game.s.wounds[rb] == 0


def test_a_numbered_game_places_sites_by_number_without_a_decision(starters):
    game = _game(starters, "fotr-aragorn-starter", "fotr-gandalf-starter")
    _to_site_one(game)
    assert game.cards[game.s.path[1]].site_number == 1
    assert game.decision.kind == "starting_fellowship"
    _start_turn_one(game)
    twilight = game.s.twilight
    events = pass_until(game, event_kind="moves_to")
    assert game.cards[game.s.path[2]].site_number == 2
    assert not adventure_path.shadows_path(game)
    assert not any("region" in e.text for e in events)
    assert game.s.twilight >= twilight


def test_a_mixed_game_numbered_deck_plays_its_next_number_the_shadows_deck_chooses(starters):
    game = _game(starters, "fotr-aragorn-starter", "sh-gandalf-starter")
    _to_site_one(game)  # the numbered player goes first: his site 1, no choice
    assert game.cards[game.s.path[1]].site_number == 1
    assert adventure_path.shadows_path(game)
    _start_turn_one(game)
    pass_until(game, decision_kind="choose_site")  # the Shadows-era Shadow player chooses
    assert game.decision.player == 1 and len(game.legal_actions()) == 9
    act(game, "place_site", card=game.legal_actions()[0].card)
    pass_until(game, event_kind="turn_started")
    assert game.s.fp == 1
    # player 1 moves to site 2 (there already); then to 3 only when moving again
    game.s.site[1] = 2
    game.s.site[0] = 2
    game.settle()
    events = pass_until(game, event_kind="moves_to")
    placed = game.s.path[3]
    assert game.cards[placed].site_number == 3 and game.s.owner[placed] == 0
    assert any("as site 3 (region 1)" in e.text for e in events)


def test_a_pending_site_choice_survives_clone_save_and_load(starters):
    game = _first_turn(starters)
    pass_until(game, decision_kind="choose_site")
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())), BASE_RULES)
    twin = game.clone()
    assert loaded.legal_actions() == game.legal_actions() == twin.legal_actions()
    choice = game.legal_actions()[-1]
    twin.apply(choice)
    assert game.decision.kind == "choose_site"  # the clone did not touch the original
    loaded.apply(choice)
    game.apply(choice)
    assert loaded.to_json() == game.to_json() == twin.to_json()


def test_the_view_shows_the_path_as_placed_with_regions_and_owners(starters):
    game = _placed_path(starters, 4)
    view = game.view_for(1)
    places = view["path_sites"]
    assert [p["number"] for p in places] == list(range(1, 10))
    assert [p["region"] for p in places] == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert places[0]["owner"] == 0 and places[1]["owner"] == 1
    assert places[4]["site"] == -1 and places[4]["owner"] == -1
    assert [p["sanctuary"] for p in places[:6]] == [0, 0, 1, 0, 0, 0]
    assert view["region"] == [2, 1]  # each fellowship's region
    assert view["shadows_path"] is True
