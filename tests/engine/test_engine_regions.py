"""Regions (CR 4.1 "region": sites 1-3 are region 1, 4-6 region 2, 7-9 region 3) for
card text: the card language's value ``region``, on a Shadows-era path built by the
scenario builder."""

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
