"""Bots on a Shadows-era path (issue 17): which site to play (``choose_site``), and
every bot level finishing games between Shadows-era and mixed starters."""

from __future__ import annotations

import random

from ringtable.bot import EasyBot, HeuristicBot, RandomBot, observe, play_game
from ringtable.bot.search import SearchBot
from ringtable.bot.sites import choose_site
from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Game, GameSetup, Rules
from ringtable.engine.determinise import determinise
from ringtable.testing import act, pass_until

RULES = Rules.base(default_database())


def _game(a="sh-aragorn-starter", b="sh-gandalf-starter", seed=5):
    decks = starter_decks()
    return Game.new(GameSetup(decks=[decks[a], decks[b]], seed=seed, format="starter"), RULES)


def _at_site_one():
    game = _game()
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0)
    return game


def _shadow(game, action):
    return game.cards[action.card].shadow_number


def test_the_first_player_spends_his_lowest_shadow_number_on_site_1():
    game = _at_site_one()
    options = game.legal_actions()
    pick = choose_site(game, options)
    assert _shadow(game, pick) == min(_shadow(game, a) for a in options)
    first = game.decision.player
    chosen = HeuristicBot(1, rules=game.rules).choose(observe(game, first), first)
    assert _shadow(game, chosen) == _shadow(game, pick)


def test_the_shadow_player_plays_a_high_shadow_number_for_the_moving_fellowship():
    game = _at_site_one()
    act(game, "place_site", card=choose_site(game, game.legal_actions()).card)
    pass_until(game, event_kind="phase_started")
    pass_until(game, decision_kind="choose_site")
    shadow = game.decision.player
    assert shadow != game.s.fp
    options = game.legal_actions()
    pick = choose_site(game, options)
    assert _shadow(game, pick) == max(_shadow(game, a) for a in options)
    for bot in (HeuristicBot(2, rules=game.rules),
                SearchBot(2, workers=1, iterations=20, rules=game.rules)):
        try:
            chosen = bot.choose(observe(game, shadow), shadow)
        finally:
            getattr(bot, "close", lambda: None)()
        assert chosen in options


def test_sites_whose_keyword_the_shadow_players_cards_name_are_worth_more():
    # The Moria goblins of the Shadows Aragorn starter read "underground": with three of
    # them in hand, an underground site of Shadow number 2 beats a dwelling of 3.
    game = _game("sh-gandalf-starter", "sh-aragorn-starter")
    act(game, "bid", value=0)
    act(game, "bid", value=0)
    act(game, "seat", value=0 if game.decision.player == 0 else 1)  # player 0 goes first
    act(game, "place_site", card=game.legal_actions()[0].card)
    pass_until(game, event_kind="phase_started")
    pass_until(game, decision_kind="choose_site")
    s = game.s
    assert game.decision.player == 1
    for c in list(s.piles[1]["hand"]):
        s.move(c, "draw", 1)
    options = game.legal_actions()
    plain = choose_site(game, options)
    assert _shadow(game, plain) == 3
    goblins = [c for c in s.piles[1]["draw"]
               if "underground" in (game.cards[c].game_text or "").lower()][:3]
    assert len(goblins) == 3
    for c in goblins:
        s.move(c, "hand", 1)
    pick = choose_site(game, options)
    assert "underground" in game.cards[pick.card].keywords and _shadow(game, pick) == 2


def test_every_bot_level_finishes_shadows_era_and_mixed_games():
    decks = starter_decks()
    for k, (a, b) in enumerate([("sh-aragorn-starter", "br-saruman-starter"),
                                ("hu-aragorn-starter", "fotr-gandalf-starter")]):
        rules = _game(a, b, seed=k + 1).rules
        for bots in ((HeuristicBot(k, deck=decks[a], rules=rules),
                      HeuristicBot(k + 1, deck=decks[b], rules=rules)),
                     (EasyBot(k, deck=decks[a], rules=rules), RandomBot(k + 1))):
            game = _game(a, b, seed=k + 1)
            play_game(game, bots, max_decisions=5000)
            assert game.outcome is not None, (a, b, bots)
            assert sum(c >= 0 for c in game.s.path) >= 2  # a site was played on the way


def test_a_sampled_world_gives_a_hidden_shadows_era_adventure_deck_different_sites():
    decks = starter_decks()
    game = _at_site_one()
    act(game, "place_site", card=game.legal_actions()[0].card)
    pass_until(game, event_kind="phase_started")
    me = game.s.fp
    world = determinise(observe(game, me), game.rules, random.Random(1),
                        decks["sh-aragorn-starter"] if me == 0 else decks["sh-gandalf-starter"])
    hidden = world.s.piles[1 - me]["adventure"]
    assert len({world.s.defs[c] for c in hidden}) == len(hidden) > 1


def test_moving_on_is_expected_to_add_the_regions_twilight_on_a_shadows_path():
    from ringtable.bot.judgement import SHADOWS_ERA_SHADOW, twilight_after_move
    from ringtable.testing import Scenario

    decks = starter_decks()
    shadows = (tuple(decks["sh-aragorn-starter"].sites), tuple(decks["sh-gandalf-starter"].sites))
    for at, region_twilight in ((2, 0), (3, 3), (6, 6)):
        game = Scenario(sites=shadows).at_site(at).build()
        companions = len(game.s.piles[0]["fellowship"])
        assert twilight_after_move(game) == SHADOWS_ERA_SHADOW + region_twilight + companions
    numbered = Scenario().at_site(6).build()  # a numbered path: no region twilight
    assert twilight_after_move(numbered) == min(2 + 7 // 2, 8) + 1
