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
    # shown: the player's view of his hand carries the cost as changed, the other
    # player's view does not show his hand
    assert game.view_for(0)["cards"][aragorn]["cost"] == 2
    assert "cost" not in game.view_for(1)["cards"].get(aragorn, {})
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


# --- Mithril Shaft ----------------------------------------------------------------------------

GIMLI_DWARF, GOBLIN_RUNNER = GIMLI, "1_178"


def _shaft(shaft_id: str, deck: int, companion: str = GIMLI_DWARF, wounds: int = 0):
    """``companion`` and ``shaft_id`` (Mithril Shaft) in hand in the maneuver phase at
    site 2 (a Goblin Runner in play), ``deck`` Dwarf Guards in the draw deck; returns the
    game, the event, the companion and the deck cards from the top down."""
    sc = Scenario()
    sc.at_site(2)
    c = sc.companion(companion)
    sc.wounds(c, wounds)
    shaft = sc.hand(shaft_id)
    sc.minion(GOBLIN_RUNNER)
    cards = [sc.draw_top(DWARF_GUARD) for _ in range(deck)]
    return sc.start("maneuver"), shaft, c, cards[::-1]


def test_mithril_shaft_discards_until_the_player_stops_and_takes_the_last_into_hand():
    """Mithril Shaft (1_22): "Exert a Dwarf to discard cards from the top of your draw
    deck until you choose to stop (limit 5). Add (1) for each card discarded in this
    way. Take the last card discarded into hand." Gimli exerts; the top card is
    discarded, the player goes on once, then stops: 2 cards discarded, (2) added, the
    second one taken into hand, the first stays in the discard pile."""
    game, shaft, gimli, top = _shaft("1_22", 6)
    before = game.s.twilight
    act(game, "play", shaft)
    assert game.s.wounds[gimli] == 1 and game.s.zone[top[0]] == "discard"
    assert game.decision.kind == "choose" and game.decision.player == 0
    act(game, "choose", shaft)  # go on
    act(game, "pass")  # stop
    assert game.s.twilight == before + 2
    assert game.s.zone[top[0]] == "discard" and game.s.zone[top[1]] == "hand"
    assert game.s.zone[top[2]] == "draw"


def test_mithril_shaft_stops_at_the_limit_of_five():
    """Mithril Shaft (1_22): "(limit 5)": going on every time, 5 cards are discarded,
    (5) added, the fifth taken into hand; the sixth stays in the draw deck."""
    game, shaft, _gimli, top = _shaft("1_22", 7)
    before = game.s.twilight
    act(game, "play", shaft)
    asked = 0
    while game.decision.kind == "choose":
        act(game, "choose", shaft)
        asked += 1
    assert asked == 4 and game.s.twilight == before + 5
    assert [game.s.zone[c] for c in top] == ["discard"] * 4 + ["hand", "draw", "draw"]


def test_mithril_shaft_stops_when_the_draw_deck_is_empty():
    """Mithril Shaft (1_22): with 2 cards in the draw deck the player is asked once;
    after the second card nothing is left to discard: (2) added, the second card taken
    into hand."""
    game, shaft, _gimli, top = _shaft("1_22", 2)
    before = game.s.twilight
    act(game, "play", shaft)
    act(game, "choose", shaft)
    assert game.decision.kind != "choose"
    assert game.s.twilight == before + 2
    assert [game.s.zone[c] for c in top] == ["discard", "hand"]


def test_mithril_shaft_waits_as_a_decision_that_survives_a_save():
    """Mithril Shaft (1_22): "until you choose to stop": each ask is a pending decision
    held in the game state; a game saved and reloaded there goes on the same way."""
    from ringtable.engine import Game

    game, shaft, _gimli, top = _shaft("1_22", 6)
    act(game, "play", shaft)
    again = Game.from_json(game.to_json(), game.rules)
    act(again, "choose", shaft)
    act(again, "pass")
    assert [again.s.zone[c] for c in top[:3]] == ["discard", "hand", "draw"]


def test_mithril_shaft_needs_a_dwarf_to_exert():
    """Mithril Shaft (1_22): "Exert a Dwarf": with Aragorn only, or an exhausted Gimli,
    it cannot be played."""
    for companion, wounds in ((ARAGORN, 0), (GIMLI_DWARF, 2)):
        game, shaft, _c, _top = _shaft("1_22", 3, companion, wounds)
        assert not can(game, "play", shaft)


# --- the words these cards added are checked at load ------------------------------------------

def test_the_new_words_refuse_mistakes_naming_card_and_field():
    """``until_stop`` needs a limit of at least 1 and is never a cost; ``twilight_cost``
    needs ``who``; ``cost_on``'s ``on`` is a filter; ``unspotted_race`` takes a filter:
    each mistake names the card and the field (Mithril Shaft, "1_22", and The Nine
    Walkers, "1_79", as examples)."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts import ScriptError
    from ringtable.scripts.loader import compile_scripts

    db = default_database()
    bad = {
        "event.effect[0].limit": {"title": "Mithril Shaft", "event": {"effect": [
            {"until_stop": [{"add_twilight": 1}], "limit": 0}]}},
        "event.cost[0].until_stop": {"title": "Mithril Shaft", "event": {"cost": [
            {"until_stop": [{"add_twilight": 1}], "limit": 2}]}},
        "event.effect[0]": {"title": "Mithril Shaft", "event": {"effect": [
            {"twilight_cost": 1}]}},
        "cost_on.on": {"title": "The Nine Walkers", "cost_on": {
            "amount": -1, "who": "possession", "on": "gandalff"}},
        "static[0].who": {"title": "The Nine Walkers", "static": [
            {"stat": "cost", "amount": -2, "who": "companion unspotted_race(hobit)"}]},
    }
    for field, spec in bad.items():
        card = "1_22" if spec["title"] == "Mithril Shaft" else "1_79"
        with pytest.raises(ScriptError) as exc:
            compile_scripts({card: spec}, db, "set01.toml")
        assert card in str(exc.value) and field in str(exc.value), str(exc.value)
