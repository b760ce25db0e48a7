"""Set 2 (Mines of Moria) cards that needed a rule the engine lacked (issue 18, helper
gaps-q): the cost of cards played on bearers another card's text names (Gandalf's
Wisdom: ``cost_on`` with ``on``, ``engine/costs.py``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act

GANDALF, ARAGORN, BOROMIR = "1_72", "1_89", "1_97"  # signets: Frodo, Gandalf, Frodo
GLAMDRING, STAFF, ARMOR, SAGA = "1_75", "2_22", "1_92", "1_114"


def _charged(wisdom: str, item: str, bearer: str, where: str = "support") -> int:
    """The twilight ``item`` adds when played on ``bearer`` (Gandalf's Wisdom in the
    support area, in hand, or absent), at site 2 (no site text on costs)."""
    sc = Scenario()
    sc.at_site(2)
    b = sc.companion(bearer)
    if where == "support":
        sc.support(wisdom)
    elif where == "hand":
        sc.hand(wisdom)
    card = sc.hand(item)
    game = sc.start("fellowship")
    before = game.s.twilight
    act(game, "play", card, b)
    assert game.s.bearer[card] == b
    return game.s.twilight - before


def test_gandalfs_wisdom_lowers_a_possession_played_on_gandalf():
    """Gandalf's Wisdom (2_23): "The twilight cost of each possession or artifact played
    on Gandalf ... is -1." Glamdring (2) on Gandalf (whose signet is Frodo) adds 1;
    without Gandalf's Wisdom in play (none, or in hand) it adds 2."""
    assert _charged("2_23", GLAMDRING, GANDALF) == 1
    assert _charged("2_23", GLAMDRING, GANDALF, where="none") == 2
    assert _charged("2_23", GLAMDRING, GANDALF, where="hand") == 2


def test_gandalfs_wisdom_lowers_an_artifact_played_on_gandalf():
    """Gandalf's Wisdom (2_23): "each possession or artifact": Gandalf's Staff (an
    artifact, 2) on Gandalf adds 1."""
    assert _charged("2_23", STAFF, GANDALF) == 1


def test_gandalfs_wisdom_lowers_a_possession_on_a_character_with_the_gandalf_signet():
    """Gandalf's Wisdom (2_23): "or a character who has the Gandalf signet": Armor (1)
    on Aragorn (Gandalf signet) adds nothing; on Boromir (Frodo signet) it adds 1."""
    assert _charged("2_23", ARMOR, ARAGORN) == 0
    assert _charged("2_23", ARMOR, BOROMIR) == 1


def test_gandalfs_wisdom_does_not_lower_a_condition_played_on_such_a_character():
    """Gandalf's Wisdom (2_23): "possession or artifact" only: The Saga of Elendil (a
    condition, 1) on Aragorn (Gandalf signet) adds 1."""
    assert _charged("2_23", SAGA, ARAGORN) == 1
