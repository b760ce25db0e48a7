"""The fast ways filters search the table (candidate instances, printed-keyword screens,
shared matches while listing) give exactly the answers of the plain search: every filter
the scripts use, at every other decision of seeded random games among the four starters,
and a keyword given by a modifier is still found."""

from __future__ import annotations

import random

from cardtest import Scenario, card_rules

from ringtable.decks import starter_decks
from ringtable.engine import Behaviour, Game, GameSetup
from ringtable.engine.state import IN_PLAY
from ringtable.scripts import compile_folder
from ringtable.scripts.filters import _COMPILED, active_in_play, compile_filter

PAIRS = [("fotr-aragorn-starter", "fotr-gandalf-starter"),
         ("ttt-aragorn-starter", "ttt-theoden-starter"),
         ("fotr-gandalf-starter", "fotr-aragorn-starter"),
         ("ttt-theoden-starter", "ttt-aragorn-starter")]


def plain_count(g, f, ctx) -> int:
    return sum(1 for c in active_in_play(g, f.zones) if f.match(g, c, ctx))


def test_counts_match_the_plain_search_in_random_games():
    rules = card_rules()
    decks = starter_decks()
    compile_folder(rules.db)  # every script compiled now (games compile only their cards)
    filters = [f for f in _COMPILED.values() if f.ref is None]
    assert len(filters) > 50
    assert any(f.anchors == ("self",) for f in filters)  # "self boosted:3"
    assert any(f.anchors == ("$m",) for f in filters)  # "$m mounted"
    checked = 0
    for seed in range(12):
        a, b = PAIRS[seed % len(PAIRS)]
        game = Game.new(GameSetup(decks=[decks[a], decks[b]], seed=seed), rules)
        chooser = random.Random(seed)
        while game.decision is not None:
            s = game.s
            if chooser.random() < 0.5:
                sources = [c for c in range(len(s.defs)) if s.zone[c] in IN_PLAY] or [0]
                for f in filters:
                    src = chooser.choice(sources)
                    p = s.holder[src] if s.holder[src] >= 0 else s.fp
                    # cards chosen earlier ("$m mounted"): some in play, some not
                    chosen = chooser.sample(range(len(s.defs)), 2) + sources[:1]
                    ctx = {"src": src, "p": p, "v": {"m": chosen, "it": chosen[1:]}}
                    expected = plain_count(game, f, ctx)
                    assert f.count_in_play(game, ctx, 99) == expected, (f.text, seed, s.turn)
                    assert len(f.in_play(game, ctx)) == expected, (f.text, seed, s.turn)
                    checked += 1
            game.apply(chooser.choice(game.legal_actions()))
    assert checked > 20_000


def test_a_keyword_given_by_a_modifier_is_found():
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    ranger = compile_filter("ranger")
    ctx = {"src": aragorn, "p": 0, "v": {}}
    assert ranger.count_in_play(game, ctx, 9) == 1
    game.s.mods = [*game.s.mods, (gimli, "kw:ranger", 1, "phase", -1)]
    assert ranger.count_in_play(game, ctx, 9) == 2
    assert sorted(ranger.in_play(game, ctx)) == sorted([gimli, aragorn])
    game.s.mods = [*game.s.mods, (aragorn, "kw:ranger", -1, "phase", -1)]
    assert ranger.in_play(game, ctx) == [gimli]  # and one taken away is not


def test_a_keyword_given_by_a_static_modifier_is_found():
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    card_id = sc.build().s.defs[gimli]
    rules = card_rules().with_behaviours({card_id: Behaviour(scripted=True, statics=(
        lambda g, src, target, stat: 1 if stat == "kw:ranger" and target == src else 0,))})
    sc = Scenario(rules=rules)
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    ctx = {"src": gimli, "p": 0, "v": {}}
    assert compile_filter("ranger").count_in_play(game, ctx, 9) == 1
    assert compile_filter("ranger companion").in_play(game, ctx) == [gimli]
