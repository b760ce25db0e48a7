"""Éomer, Keeper of Oaths (8_87), a card of the RotK Éomer starter (issue 18, helper
gaps-a): "reveal the top 10 cards ... You may play each [rohan] possession revealed":
a play repeated once per card revealed, each a "may"."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can

MOUNT, SPEAR, ATHELAS, EOWYN = "4_287", "4_288", "1_94", "4_270"  # Rider's Mount, Rider's Spear
FILLER = "1_317"


def _eomer(card: str, tops: list[str], eleventh: str = MOUNT):
    sc = Scenario()
    eomer = sc.hand(card)
    deep = sc.draw_top(eleventh)  # the eleventh from the top: never revealed
    cards = [sc.draw_top(name) for name in reversed(tops)][::-1]
    game = sc.twilight(0).start("fellowship")
    act(game, "play", eomer)
    return game, eomer, cards, deep


def test_eomer_plays_each_rohan_possession_revealed():
    """Éomer (8_87): "you may reveal the top 10 cards of your draw deck. You may play
    each [rohan] possession revealed. Shuffle your draw deck." Rider's Mount and Rider's
    Spear among the 10 are both played on Éomer; Athelas ([gondor]) and Éowyn (a [rohan]
    companion) and the eleventh card stay in the deck, which is shuffled."""
    tops = [MOUNT, ATHELAS, SPEAR, EOWYN, *[FILLER] * 6]
    game, eomer, cards, deep = _eomer("8_87", tops)
    assert can(game, "pass")  # "you may reveal"
    events = act(game, "resolve", eomer)
    shown = next(e for e in events if e.kind == "revealed")
    assert set(shown.cards) == set(cards)  # the top 10
    d = game.decision  # which to play: the [rohan] possessions revealed
    assert d.kind == "choose" and set(d.cards) == {cards[0], cards[2]}
    act(game, "choose", cards[2])
    events = act(game, "choose", cards[0])  # all picked
    if game.decision is not None and game.decision.kind == "choose":
        events = act(game, "choose", cards[2])  # which is played first
    assert game.s.bearer[cards[0]] == eomer and game.s.bearer[cards[2]] == eomer
    assert game.s.zone[cards[1]] == "draw" and game.s.zone[cards[3]] == "draw"
    assert game.s.zone[deep] == "draw" and any(e.kind == "shuffled" for e in events)


def test_eomer_may_decline_each_play():
    """Éomer (8_87): "You may play": declining the Rider's Mount leaves it in the deck,
    and the deck is still shuffled."""
    game, eomer, cards, _deep = _eomer("8_87", [MOUNT, *[FILLER] * 9])
    act(game, "resolve", eomer)
    assert game.decision.kind == "choose" and cards[0] in game.decision.cards
    events = act(game, "pass")  # none picked
    assert game.s.zone[cards[0]] == "draw" and any(e.kind == "shuffled" for e in events)


def test_eomer_reveals_nothing_when_declined_and_only_when_he_is_played():
    """Éomer (8_87): "you may reveal": declined, nothing is revealed or shuffled; another
    card played does not trigger him."""
    game, eomer, _cards, _deep = _eomer("8_87", [MOUNT, *[FILLER] * 9])
    events = act(game, "pass")
    assert not any(e.kind in ("revealed", "shuffled") for e in events)
    sc = Scenario()
    eomer2 = sc.companion("8_87")
    other = sc.hand(FILLER)
    sc.draw_top(MOUNT)
    game2 = sc.start("fellowship")
    act(game2, "play", other)
    assert not can(game2, "resolve", eomer2)
