"""Set 1 (The Fellowship of the Ring) cards that needed a rule the engine lacked (issue
18, helper gaps-q): a companion's twilight cost changed by the race the Free Peoples
player can spot (The Nine Walkers: the filter function ``unspotted_race``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine.playing import twilight_cost
from ringtable.testing import act, can

GANDALF = "1_364"
ARAGORN, GIMLI, DWARF_GUARD, THRARIN, LORIEN_ELF = "1_89", "1_13", "1_7", "1_27", "1_53"
SMEAGOL = "5_28"


def _walkers(walkers: str | None, *in_play: str, allies: tuple[str, ...] = ()):
    """Gandalf and ``walkers`` (The Nine Walkers, or None) in play, with ``in_play``
    companions and ``allies``;
    returns the scenario (the caller adds hands), at site 2 (site 1, East Road, makes
    each companion's cost +2)."""
    sc = Scenario()
    sc.at_site(2)
    sc.companion(GANDALF)
    for name in in_play:
        sc.companion(name)
    for name in allies:
        sc.ally(name)
    if walkers:
        sc.support(walkers)
    return sc


def test_the_nine_walkers_lowers_a_companion_of_a_race_not_spotted_by_two():
    """The Nine Walkers (1_79): "Each time you play a companion whose race you cannot
    spot, that companion's twilight cost is -2." No Man in play: Aragorn (4) is shown
    and charged at 2; his cost is printed 4 without the condition."""
    sc = _walkers("1_79")
    aragorn = sc.hand(ARAGORN)
    game = sc.start("fellowship")
    assert twilight_cost(game, aragorn, 0) == 2
    before = game.s.twilight
    act(game, "play", aragorn)
    assert game.s.twilight == before + 2
    plain = _walkers(None)
    other = plain.hand(ARAGORN)
    assert twilight_cost(plain.start("fellowship"), other, 0) == 4


def test_the_nine_walkers_no_change_when_that_race_is_spotted_among_companions_or_allies():
    """The Nine Walkers (1_79): "whose race you cannot spot": a Dwarf companion (Dwarf
    Guard) or a Dwarf ally (Thrarin) in play lets the Free Peoples player spot a Dwarf,
    so Gimli costs his printed 2; with only Gandalf (a Wizard) in play, 0."""
    for sc in (_walkers("1_79", DWARF_GUARD), _walkers("1_79", allies=(THRARIN,))):
        gimli = sc.hand(GIMLI)
        assert twilight_cost(sc.start("fellowship"), gimli, 0) == 2
    sc = _walkers("1_79")
    gimli = sc.hand(GIMLI)
    assert twilight_cost(sc.start("fellowship"), gimli, 0) == 0


def test_the_nine_walkers_changes_only_companions_you_play():
    """The Nine Walkers (1_79): "Each time you play a companion": an ally of a race not
    in play (Thrarin, a Dwarf) keeps its cost, and so does a companion in the other
    player's hand (not "you")."""
    sc = _walkers("1_79")
    thrarin = sc.hand(THRARIN)
    elf = sc.hand(LORIEN_ELF, player=1)
    game = sc.start("fellowship")
    printed = game.cards[thrarin].twilight_cost
    assert twilight_cost(game, thrarin, 0) == printed
    assert twilight_cost(game, elf, 1) == game.cards[elf].twilight_cost


def test_the_nine_walkers_does_not_lower_smeagol_who_has_no_race():
    """The Nine Walkers (1_79), Current Rulings: "When The Nine Walkers is in play,
    Sméagol does not have his cost reduced." (he is of no race)."""
    sc = _walkers("1_79")
    smeagol = sc.hand(SMEAGOL)
    game = sc.start("fellowship")
    assert twilight_cost(game, smeagol, 0) == game.cards[smeagol].twilight_cost


def test_the_nine_walkers_is_played_only_while_gandalf_is_spotted():
    """The Nine Walkers (1_79): "To play, spot Gandalf." """
    sc = Scenario()
    sc.at_site(2)
    walkers = sc.hand("1_79")
    assert not can(sc.start("fellowship"), "play", walkers)
    sc = _walkers(None)
    walkers = sc.hand("1_79")
    game = sc.start("fellowship")
    act(game, "play", walkers)
    assert game.s.zone[walkers] == "support"
