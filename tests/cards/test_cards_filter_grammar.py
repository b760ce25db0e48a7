"""The filter grammar (issue 16): parentheses, and/or/not, typed arguments and
comparisons, parsed once; every mistake refused with its column."""

from __future__ import annotations

import pytest
from cardtest import Scenario

from ringtable.scripts.filters import compile_filter
from ringtable.testing import act


def _position():
    """Frodo and Gimli each assigned a minion, Frodo's skirmish resolving; Aragorn
    unassigned, bearing a Ranger's Sword."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    gimli = sc.companion("Gimli, Dwarf of Erebor")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sc.bear(aragorn, "Ranger's Sword")
    runner = sc.minion("Goblin Runner")
    troop = sc.minion("Cave Troll of Moria")
    sc.assign(runner, frodo)
    sc.assign(troop, gimli)
    game = sc.start("skirmishes")
    act(game, next(a for a in game.legal_actions() if a.card == frodo).kind, frodo)
    return game, {"frodo": frodo, "gimli": gimli, "aragorn": aragorn, "runner": runner,
                  "troop": troop}


def _matches(game, text, cards):
    f = compile_filter(text)
    ctx = {"src": cards["aragorn"], "p": 0, "v": {}}
    return {name for name, c in cards.items() if f.match(game, c, ctx)}


def test_a_skirmishing_minion_filter_groups_its_argument():
    """"minion vs(hobbit or elf)": a minion skirmishing a Hobbit or an Elf, never "(a
    minion skirmishing a Hobbit) or any Elf" as the old positional syntax read it."""
    game, cards = _position()
    assert _matches(game, "minion vs(hobbit or elf)", cards) == {"runner"}
    assert _matches(game, "minion vs(dwarf or elf)", cards) == set()  # not yet Gimli's
    assert _matches(game, "minion vs(hobbit or elf)", cards) == _matches(
        game, "minion vs(hobbit) or minion vs(elf)", cards)
    assert "gimli" not in _matches(game, "minion vs(hobbit or elf)", cards)


def test_not_applies_to_the_group_after_it():
    """"companion not (hobbit or dwarf)" is neither a Hobbit nor a Dwarf; "not hobbit
    companion" is a companion that is not a Hobbit."""
    game, cards = _position()
    assert _matches(game, "companion not (hobbit or dwarf)", cards) == {"aragorn"}
    assert _matches(game, "not hobbit companion", cards) == {"gimli", "aragorn"}
    assert _matches(game, "companion and not dwarf and not hobbit", cards) == {"aragorn"}
    assert _matches(game, "(hobbit or dwarf) companion", cards) == {"frodo", "gimli"}


def test_typed_arguments_and_comparisons():
    """title("...") with spaces; strength >= 8 (Aragorn 8 + the sword's 2; the Cave Troll
    10); cost comparisons; bearing(...)."""
    game, cards = _position()
    assert _matches(game, 'title("Cave Troll of Moria")', cards) == {"troop"}
    assert _matches(game, "character strength >= 8", cards) == {"aragorn", "troop"}
    assert _matches(game, "minion cost <= 1", cards) == {"runner"}
    assert _matches(game, "companion bearing(possession)", cards) == {"aragorn"}
    assert _matches(game, 'companion bearing(class("hand weapon"))', cards) == {"aragorn"}
    assert _matches(game, "companion signet(aragorn)", cards) == {"gimli"}  # his signet


@pytest.mark.parametrize(("text", "message"), [
    ("minion vs(hobbit or elf", "column 24: the filter ends too early"),
    ("companion not:hobbit+elf", "column 11: old filter syntax"),
    ("companion | ally", "column 11: write 'or' between alternatives"),
    ("title(Sam)", "column 7: title(...) needs a quoted text"),
    ("strength >= eight", "column 13: expected a whole number"),
    ("height > 3", "column 1: cannot compare 'height'"),
    ("class(sword)", "column 1: unknown item class 'sword'"),
    ("hobbit)", "column 7: unexpected ')'"),
    ("minion vs(hobit)", "column 11: unknown filter word 'hobit'"),
    ("frob(hobbit)", "column 1: unknown filter function 'frob'"),
])
def test_every_mistake_names_its_column(text, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        compile_filter(text)

