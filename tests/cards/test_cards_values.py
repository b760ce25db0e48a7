"""One value grammar and one ``compare`` condition (issue 16): every quantity a card text
reads, written the same way, compiled once."""

from __future__ import annotations

import pytest
from cardtest import Scenario

from ringtable.scripts.values import compile_compare, compile_value


def _game():
    sc = Scenario()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.companion("Gimli, Dwarf of Erebor")
    sc.dead("Gandalf, Friend of the Shirefolk")
    sc.burdens(3).twilight(5)
    game = sc.start("fellowship")
    return game, {"src": aragorn, "p": 0, "v": {"x": [aragorn, 5]}}


@pytest.mark.parametrize(("text", "expected"), [
    (4, 4), ("burdens", 3), ("twilight", 5), ("site", 1), ("dead", 1),
    ("count(companion)", 3), ("count(dwarf or elf)", 1), ("dead(wizard)", 1),
    ("dead(hobbit)", 0), ("strength(self)", 8), ("vitality(dwarf)", 3), ("$x", 2),
    ({"count": "companion", "over": 1, "times": 2}, 4),
    ({"count": "companion", "limit": 2}, 2), ({"value": "burdens", "times": -1}, -3),
])
def test_every_quantity_reads_the_position(text, expected):
    game, ctx = _game()
    assert compile_value(text)(game, ctx) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("twilight < 6", True), ("twilight < 5", False), ("burdens <= 3", True),
    ("burdens >= 4", False), ("count(companion) >= 3", True), ("dead(ally) >= 1", False),
    ("count(companion) = burdens", True), ("strength(self) != 8", False),
])
def test_compare_reads_two_values(text, expected):
    """"If the twilight pool has fewer than 6 twilight tokens": compare = "twilight < 6"."""
    game, ctx = _game()
    assert compile_compare(text)(game, ctx) is expected
