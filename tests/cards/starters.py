"""Helpers shared by the tests of the Fellowship-block starter cards
(``test_cards_set01_starters_*.py``): who may bear an item, whether a card may be played
beside a given character, and "this card is never offered"."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import Game
from ringtable.testing import can


def legal_bearers(item_id: str, characters: tuple[str, ...], *, shadow: bool = False
                  ) -> tuple[set[int], list[int]]:
    """The characters (companions; minions for a Shadow item) ``item_id`` may be played
    on, and the characters' instances, in the fellowship phase at site 2 (the Shadow
    phase at site 6, so no minion is roaming)."""
    sc = Scenario()
    chars = [sc.minion(c) if shadow else sc.companion(c) for c in characters]
    item = sc.hand(item_id)
    if shadow:
        game = sc.twilight(5).at_site(6).start("shadow")
    else:
        game = sc.twilight(0).at_site(2).start("fellowship")
    allowed = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == item}
    return allowed, chars


def playable_beside(card_id: str, companion: str) -> bool:
    """May ``card_id`` be played from hand in the fellowship phase with ``companion`` in
    the fellowship (its "To play, spot ..." requirement)?"""
    sc = Scenario()
    sc.companion(companion)
    card = sc.hand(card_id)
    return can(sc.twilight(0).at_site(2).start("fellowship"), "play", card)


def never_offered(game: Game, card: int, until: str) -> None:
    """Everyone passes until an ``until`` event, checking that ``card`` is never offered
    (to resolve or to play) on the way."""
    for _ in range(200):
        if game.decision is None:
            return
        options = game.legal_actions()
        assert not any(a.card == card and a.kind in ("resolve", "play") for a in options), \
            game.decision
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return
    raise AssertionError(f"{until} not reached")


def instance(game: Game, card_id: str) -> int:
    """The one instance of ``card_id`` in the game (a site on the path, say)."""
    found = [i for i, c in enumerate(game.cards) if c.id == card_id]
    assert len(found) == 1, found
    return found[0]
