"""Set 8 (Siege of Gondor), Free Peoples cards."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can

FILLER = "Gimli, Son of Gloin"  # not a knight


def test_faramir_reveals_ten_and_may_play_a_knight_revealed_then_shuffles():
    """Faramir (8_34): "When you play Faramir (except in your starting fellowship), you
    may reveal the top 10 cards of your draw deck. You may play a knight revealed.
    Shuffle your draw deck." """
    sc = Scenario()
    faramir = sc.hand("8_34")
    deep = sc.draw_top("Knight of Dol Amroth")  # eleventh from the top: not revealed
    knight = sc.draw_top("Knight of Dol Amroth")
    others = [sc.draw_top(FILLER) for _ in range(9)]
    game = sc.twilight(0).start("fellowship")
    act(game, "play", faramir)
    assert can(game, "pass")  # "you may reveal": it can be declined
    events = act(game, "resolve", faramir)
    shown = next(e for e in events if e.kind == "revealed")
    assert set(shown.cards) == {knight, *others}  # the top 10, not the eleventh
    events = act(game, "choose", faramir)  # "you may play a knight revealed": yes
    assert game.s.zone[knight] == "fellowship"
    assert any(e.kind == "played" and knight in e.cards for e in events)
    assert game.s.zone[deep] == "draw" and all(game.s.zone[c] == "draw" for c in others)
    assert any(e.kind == "shuffled" for e in events)
    sc2 = Scenario()  # only when Faramir himself is played, not another card
    faramir2 = sc2.companion("8_34")
    gimli = sc2.hand(FILLER)
    sc2.draw_top("Knight of Dol Amroth")
    game2 = sc2.start("fellowship")
    act(game2, "play", gimli)
    assert not can(game2, "resolve", faramir2)


def test_faramir_plays_no_card_that_is_not_a_knight_and_may_be_declined():
    sc = Scenario()
    faramir = sc.hand("8_34")
    sc.draw_top("Knight of Dol Amroth")  # eleventh: never offered
    tops = [sc.draw_top(name) for name in ["Aragorn, Ranger of the North", *[FILLER] * 9]]
    game = sc.start("fellowship")
    act(game, "play", faramir)
    events = act(game, "resolve", faramir)
    assert game.decision is None or faramir not in game.decision.cards  # nothing to play
    assert not any(e.kind == "played" and set(e.cards) & set(tops) for e in events)
    assert all(game.s.zone[c] == "draw" for c in tops)
    assert any(e.kind == "revealed" for e in events) and any(e.kind == "shuffled"
                                                             for e in events)
    sc2 = Scenario()
    faramir2 = sc2.hand("8_34")
    sc2.draw_top("Knight of Dol Amroth")
    game2 = sc2.start("fellowship")
    act(game2, "play", faramir2)
    events = act(game2, "pass")  # declined: nothing revealed, nothing shuffled
    assert not any(e.kind in ("revealed", "shuffled") for e in events)
