"""Set 10 (Mount Doom), Free Peoples cards."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can


def test_denethor_searches_the_deck_for_a_gondor_card_then_reshuffles():
    """Denethor (10_28): "Fellowship: If at a sanctuary, exert Denethor to take a
    [gondor] card into hand from your draw deck, then reshuffle. Choose an opponent who
    may draw 2 cards." """
    sc = Scenario()
    denethor = sc.companion("10_28")
    gondor = sc.draw_bottom("Boromir, Son of Denethor")
    other = sc.draw_top("Gimli, Son of Gloin")
    for _ in range(5):
        sc.draw_top("Goblin Runner", player=1)
    game = sc.at_site(3).start("fellowship")
    hand = [len(game.s.piles[p]["hand"]) for p in (0, 1)]
    events = act(game, "use", denethor)
    assert game.s.wounds[denethor] == 1  # exert Denethor
    assert game.s.zone[gondor] == "hand" and game.s.zone[other] == "draw"  # only [gondor]
    assert any(e.kind == "shuffled" and e.player == 0 for e in events)
    assert game.decision.player == 1  # the opponent may draw 2
    act(game, "choose", denethor)
    assert len(game.s.piles[1]["hand"]) == hand[1] + 2
    assert len(game.s.piles[0]["hand"]) == hand[0] + 1  # only the card searched for


def test_denethor_asks_among_several_and_only_at_a_sanctuary_after_two_gondor_men():
    sc = Scenario()
    denethor = sc.companion("10_28")
    gondor = sc.draw_bottom("Boromir, Son of Denethor")
    second = sc.draw_top("Boromir, Lord of Gondor")
    game = sc.at_site(3).start("fellowship")
    act(game, "use", denethor)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {gondor, second}
    assert gondor not in {int(c) for c in game.view_for(1)["cards"]}  # hidden to the other
    act(game, "choose", second)
    assert game.s.zone[second] == "hand" and game.s.zone[gondor] == "draw"
    sc2 = Scenario()  # not a sanctuary: no ability
    denethor2 = sc2.companion("10_28")
    sc2.draw_top("Boromir, Son of Denethor")
    assert not can(sc2.at_site(2).start("fellowship"), "use", denethor2)
    sc3 = Scenario()  # "To play, spot 2 [gondor] Men": a [rohan] Man, a [gondor] item
    boromir = sc3.companion("Boromir, Son of Denethor")
    sc3.companion("Eomer, Third Marshal of Riddermark")
    sc3.bear(boromir, "Blade of Gondor")
    denethor3 = sc3.hand("10_28")
    assert not can(sc3.start("fellowship"), "play", denethor3)
    sc4 = Scenario()
    sc4.companion("Boromir, Son of Denethor")
    sc4.companion("Aragorn, Ranger of the North")
    denethor4 = sc4.hand("10_28")
    assert can(sc4.start("fellowship"), "play", denethor4)
