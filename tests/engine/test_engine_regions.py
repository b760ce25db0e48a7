"""Regions (CR 4.1 "region": sites 1-3 are region 1, 4-6 region 2, 7-9 region 3) for
card text: the card language's value ``region``, on a Shadows-era path built by the
scenario builder; and card text playing the fellowship's next site on such a path."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.decks import starter_decks
from ringtable.engine import Rules
from ringtable.engine import path as adventure_path
from ringtable.scripts.loader import compile_scripts
from ringtable.testing import Scenario, act


def _orkish_runner_rules() -> Rules:
    """Orkish Runner: "Shadow: Exert this minion and spot another [orc] minion to add (X),
    where X is the number of the current region." written in the card language (the
    filter says "orc minion": the card language has no [orc] culture word yet)."""
    db = default_database()
    compiled = compile_scripts({"17_83": {
        "title": "Orkish Runner",
        "ability": [{"phase": "shadow", "if": {"spot": "orc minion", "count": 2},
                     "cost": [{"exert": "self"}],
                     "effect": [{"add_twilight": "region"}]}],
    }}, db)
    return Rules.base(db).with_behaviours(compiled)


def _shadows_scenario(at: int) -> tuple[Scenario, object, int]:
    decks = starter_decks()
    sites = (tuple(decks["sh-aragorn-starter"].sites), tuple(decks["sh-gandalf-starter"].sites))
    sc = Scenario(rules=_orkish_runner_rules(), sites=sites)
    runner = sc.minion("Orkish Runner")
    sc.minion("Orkish Runner")
    sc.at_site(at)
    game = sc.start("shadow")
    return sc, game, runner


def test_the_region_value_reads_the_fellowships_region():
    for at, region in ((2, 1), (5, 2), (8, 3)):
        sc, game, runner = _shadows_scenario(at)
        assert adventure_path.shadows_path(game)
        assert game.view_for(sc.shadow)["region"][sc.fp] == region
        before = game.s.twilight
        act(game, "use", runner)
        assert game.s.twilight - before == region, at


def test_regions_of_the_path():
    assert [adventure_path.region(n) for n in range(0, 10)] == [0, 1, 1, 1, 2, 2, 2, 3, 3, 3]


def test_playing_the_fellowships_next_site_on_a_shadows_path_is_a_choice():
    # Pathfinder: "Spot a ranger to play the fellowship's next site (replacing opponent's
    # site if necessary)." On a Shadows-era path the next site is any site of the
    # player's adventure deck; it takes the next place's number and region.
    from ringtable.scripts import standard_rules

    decks = starter_decks()
    sc = Scenario(rules=standard_rules(default_database()),
                  sites=(tuple(decks["sh-aragorn-starter"].sites),
                         tuple(decks["sh-gandalf-starter"].sites)))
    sc.companion("1_365")  # Aragorn, Ranger of the North: a ranger
    pathfinder = sc.hand("1_110")
    game = sc.at_site(3).start("fellowship")
    old = game.s.path[3]
    game.s.site[0] = 2  # the opponent's site 3 is the next site: Pathfinder replaces it
    game.settle()
    act(game, "play", pathfinder)
    d = game.decision
    assert (d.kind, d.player) == ("choose", sc.fp)
    assert "site 3, region 1" in d.prompt
    options = [a.card for a in game.legal_actions() if a.kind == "choose"]
    assert len(options) == 8 and all(game.s.owner[c] == sc.fp for c in options)
    act(game, "choose", options[-1])
    assert game.s.path[3] == options[-1]
    assert game.s.zone[old] == "adventure" and game.s.holder[old] == sc.shadow


def test_allies_have_no_home_site_on_a_shadows_path():
    # "Allies have no home sites on adventure paths from the Shadows expansion set onward."
    from ringtable.engine import stats

    decks = starter_decks()
    shadows = (tuple(decks["sh-aragorn-starter"].sites), tuple(decks["sh-gandalf-starter"].sites))
    for sites, at_home in ((None, True), (shadows, False)):
        sc = Scenario(sites=sites) if sites else Scenario()
        grimir = sc.ally("Grimir")  # Ally, Home 3
        game = sc.at_site(3).build()
        assert stats.ally_at_home(game, grimir) is at_home
