"""Set 1 (The Fellowship of the Ring) cards that needed a rule the engine lacked (issue
18, helper gaps-q): a companion's twilight cost changed by the race the Free Peoples
player can spot (The Nine Walkers: the filter function ``unspotted_race``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
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


# --- Gandalf's Cart ---------------------------------------------------------------------------

ARMOR, STAFF, BOW, SAGA, VALOR, SCIMITAR = "1_92", "2_22", "1_90", "1_114", "1_103", "1_180"
GOBLIN_SWARMS = "1_183"


def _cart(cart_id: str, *hand: str):
    """Aragorn in play, ``cart_id`` (Gandalf's Cart) in the support area and ``hand`` in
    the Free Peoples player's hand, his fellowship phase at site 2."""
    sc = Scenario()
    sc.at_site(2)
    aragorn = sc.companion(ARAGORN)
    cart = sc.support(cart_id)
    cards = [sc.hand(name) for name in hand]
    return sc.start("fellowship"), aragorn, cart, cards


def test_gandalfs_cart_stacks_a_free_peoples_artifact_or_possession_from_hand():
    """Gandalf's Cart (1_73): "Fellowship: Stack a Free Peoples artifact (or possession)
    from hand on this card": Armor (a possession) and Gandalf's Staff (an artifact) are
    offered, not The Saga of Elendil (a condition), Elendil's Valor (an event) or a
    Goblin Scimitar (a Shadow possession); the one chosen is stacked on the Cart."""
    game, _aragorn, cart, (armor, staff, *_others) = _cart(
        "1_73", ARMOR, STAFF, SAGA, VALOR, SCIMITAR)
    act(game, "use", cart)
    assert game.decision.kind == "choose"
    assert sorted(a.card for a in game.legal_actions()) == sorted([armor, staff])
    act(game, "choose", staff)
    assert game.s.zone[staff] == "stacked" and game.s.bearer[staff] == cart
    assert game.s.zone[armor] == "hand"


def test_gandalfs_cart_plays_a_card_stacked_here_as_if_from_hand():
    """Gandalf's Cart (1_73): "or play a card stacked here as if played from hand":
    Aragorn's Bow stacked, then played on Aragorn, its twilight cost (1) added as when
    played from hand; with both a card in hand and one stacked, the player chooses
    which."""
    game, aragorn, cart, (bow, armor) = _cart("1_73", BOW, ARMOR)
    act(game, "use", cart)
    act(game, "choose", bow)
    act(game, "use", cart)
    assert game.decision.kind == "choose_option"
    before = game.s.twilight
    act(game, "choose_option", value=1)
    assert game.s.zone[bow] == "attached" and game.s.bearer[bow] == aragorn
    assert game.s.twilight == before + 1 and game.s.zone[armor] == "hand"


def test_gandalfs_cart_plays_only_cards_stacked_on_it():
    """Gandalf's Cart (1_73): "a card stacked here": Armor stacked on another card
    (Goblin Swarms) is not offered; with nothing of its own to stack or play, the Cart
    cannot be used. Stacked on the Cart, Armor can be played."""
    for on_cart in (False, True):
        sc = Scenario()
        sc.at_site(2)
        sc.companion(ARAGORN)
        cart = sc.support("1_73")
        swarms = sc.support(GOBLIN_SWARMS, player=1)
        armor = sc.hand(ARMOR)
        game = sc.start("fellowship")
        effects.stack(game, armor, cart if on_cart else swarms)
        assert can(game, "use", cart) == on_cart
