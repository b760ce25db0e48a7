"""Initiative (sets 7-10), CR 4.1: "The Free Peoples player has initiative while he has
four or more cards in hand. Otherwise, the Shadow has initiative." """

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, stats
from ringtable.scripts.loader import compile_scripts
from ringtable.testing import Scenario


def _rules() -> Rules:
    """Gimli (7_6): "While you have initiative, Gimli is strength +2."; the Shadow side
    read through a made-up static on Morgul Lurker's printed "While you have initiative"
    (its archery bonus written as strength, to read one value)."""
    db = default_database()
    compiled = compile_scripts({
        "7_6": {"title": "Gimli", "static": [
            {"stat": "strength", "amount": 2, "who": "self", "if": {"initiative": "you"}}]},
        "8_76": {"title": "Morgul Lurker", "static": [
            {"stat": "strength", "amount": 2, "who": "self", "if": {"initiative": "you"}}]},
    }, db)
    return Rules.base(db).with_behaviours(compiled)


def _position(cards_in_hand: int):
    sc = Scenario(rules=_rules())
    gimli = sc.companion("7_6")
    lurker = sc.minion("Morgul Lurker")
    for _ in range(cards_in_hand):
        sc.hand("Hobbit Sword", player=sc.fp)
    sc.hand("Goblin Runner")  # the Shadow player's hand does not matter
    return sc, sc.build(), gimli, lurker


def test_the_free_peoples_player_has_initiative_with_four_cards_in_hand():
    sc, game, gimli, lurker = _position(4)
    assert stats.has_initiative(game, sc.fp) and not stats.has_initiative(game, sc.shadow)
    assert stats.strength(game, gimli) == game.cards[gimli].strength + 2
    assert stats.strength(game, lurker) == game.cards[lurker].strength
    assert game.view_for(sc.shadow)["initiative"] == "free_peoples"


def test_the_shadow_has_initiative_with_three_or_fewer():
    # Besieging Pike's example: a Shadow card "only gets this bonus when the Free Peoples
    # player has 3 or fewer cards in hand".
    sc, game, gimli, lurker = _position(3)
    assert stats.has_initiative(game, sc.shadow) and not stats.has_initiative(game, sc.fp)
    assert stats.strength(game, gimli) == game.cards[gimli].strength
    assert stats.strength(game, lurker) == game.cards[lurker].strength + 2
    assert game.view_for(sc.fp)["initiative"] == "shadow"
