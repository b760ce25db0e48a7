"""One limit construct keyed by card and scope (issue 16): "limit once per turn", "the
first ... each Shadow phase", "limit +3" all count uses of a card's named limit."""

from __future__ import annotations

import pytest
from cardtest import Scenario

from ringtable.scripts.limits import Limit


@pytest.mark.parametrize(("per", "new_scope_opens"), [
    ("phase", True), ("turn", False)])
def test_a_limit_counts_per_card_and_scope(per, new_scope_opens):
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    limit = Limit("first", per, 1)
    assert limit.open(game, gimli)
    limit.use(game, gimli)
    assert not limit.open(game, gimli)
    assert limit.open(game, aragorn)  # each card has its own count
    game.s.phase = "shadow"
    assert limit.open(game, gimli) is new_scope_opens
    game.s.turn += 1
    assert limit.open(game, gimli)  # a new turn opens every limit


def test_a_limit_of_three_allows_three_uses():
    """Uruk Slayer: "make this minion strength +1 (limit +3)": times = 3."""
    sc = Scenario()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    game = sc.start("fellowship")
    limit = Limit("ability0", "skirmish", 3)
    for _ in range(3):
        assert limit.open(game, gimli)
        limit.use(game, gimli)
    assert not limit.open(game, gimli)
