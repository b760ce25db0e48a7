"""Helpers shared by the tests of the King-block starters' set 7 Free Peoples cards
(``test_cards_set07_gondor.py``, ``test_cards_set07_rohan_shire.py``): a skirmish
position with initiative, threats and gear; paying "discard N cards" costs; who may bear
an item."""

from __future__ import annotations

from cardtest import Scenario, choose

MINION = "7_142"  # Easterling Blademaster: a [raider] Man, site 4 (roaming at sites 1-3)


def skirmish(defender: str, minion: str = MINION, fp_hand: int = 0, threats: int = 0,
             site: int = 1, companions: tuple[str, ...] = (), gear: tuple[str, ...] = (),
             support: tuple[str, ...] = (), wounds: int = 0, **hand: str):
    """``defender`` skirmishes ``minion`` at ``site``; ``fp_hand`` filler cards in the
    Free Peoples hand (4 give him initiative), then ``hand``; ``gear`` borne by the
    defender; the Free Peoples player is to act. Returns the scenario, game, defender,
    minion and a dict of the other cards."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp).wounds(m, wounds)
    cards = {f"c{i}": sc.companion(c) for i, c in enumerate(companions)}
    cards.update({f"g{i}": sc.bear(fp, g) for i, g in enumerate(gear)})
    cards.update({f"s{i}": sc.support(s) for i, s in enumerate(support)})
    cards.update({k: sc.hand(v) for k, v in hand.items()})
    for i in range(fp_hand):
        cards[f"f{i}"] = sc.hand("1_97")
    game = sc.threats(threats).twilight(5).at_site(site).start("skirmishes")
    return sc, game, fp, m, cards


def pay(game) -> None:
    """Answer the cost's "discard N cards from hand" choices (the first cards offered)."""
    while game.decision is not None and game.decision.kind == "choose":
        choose(game, game.decision.cards[0])


FORT = "7_92"  # First Level: a [gondor] fortification (support area)


def bearers(item: str, *chars: str) -> tuple[set[int], list[int]]:
    """The companions ``item`` may be played on, among ``chars`` (and their instances)."""
    sc = Scenario()
    cs = [sc.companion(c) for c in chars]
    it = sc.hand(item)
    game = sc.twilight(0).at_site(2).start("fellowship")
    return {a.target for a in game.legal_actions() if a.kind == "play" and a.card == it}, cs
