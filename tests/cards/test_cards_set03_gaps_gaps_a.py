"""Set 3 (Realms of the Elf-lords) cards of the starters that needed a word the card
language lacked (issue 18, helper gaps-a): "reveal a card at random from an opponent's
hand" and "heal X companions, where X is the twilight cost of the card revealed"."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import act, can

BOROMIR, ARAGORN, FARAMIR, ARWEN = "1_97", "1_89", "4_116", "1_30"
SCOUT, TROLL, RUNNER = "1_191", "1_165", "1_178"  # Moria Scout (2), Cave Troll (10), Runner (1)


def _numenor(card: str, hand: tuple[str, ...], companions=(BOROMIR, ARAGORN, FARAMIR), own=()):
    sc = Scenario()
    chars = [sc.companion(c) for c in companions]
    for c in chars:
        sc.wounds(c, 1)
    minion = sc.minion(SCOUT)
    sc.wounds(minion, 1)
    for name in hand:
        sc.hand(name, player=1)
    for name in own:
        sc.hand(name, player=0)
    event = sc.hand(card, player=0)
    game = sc.at_site(2).start("maneuver")
    return game, event, chars, minion


def test_might_of_numenor_heals_as_many_companions_as_the_revealed_cost():
    """Might of Númenor (3_43): "reveal a card at random from an opponent's hand. Heal X
    companions, where X is the twilight cost of the card revealed." The Shadow hand is
    one Moria Scout (cost 2): it is revealed, and the player heals 2 of his 3 wounded
    companions; the wounded Moria Scout (a minion) is not offered."""
    game, event, chars, minion = _numenor("3_43", (SCOUT,))
    events = act(game, "play", event)
    assert any(e.kind == "revealed" and "Moria Scout" in e.text for e in events)
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == set(chars) and minion not in d.cards
    act(game, "choose", chars[0])
    act(game, "choose", chars[2])
    assert [game.s.wounds[c] for c in chars] == [0, 1, 0] and game.s.wounds[minion] == 1


def test_might_of_numenor_reads_the_opponents_hand_not_yours():
    """Might of Númenor (3_43): "from an opponent's hand": the Shadow hand holds a Goblin
    Runner (cost 1), the player's own hand a Cave Troll (10): one companion is healed."""
    game, event, chars, _m = _numenor("3_43", (RUNNER,), own=(TROLL,))
    act(game, "play", event)
    assert game.decision.kind == "choose"
    act(game, "choose", chars[1])
    assert sorted(game.s.wounds[c] for c in chars) == [0, 1, 1]


def test_might_of_numenor_reveals_at_random_and_x_follows_the_card():
    """Might of Númenor (3_43): "at random": with a Runner (1) and a Cave Troll (10) in
    the Shadow hand, over several seeds both are revealed; the Troll heals every wounded
    companion, the Runner one."""
    seen = set()
    for seed in range(1, 12):
        sc = Scenario(seed=seed)
        chars = [sc.companion(c) for c in (BOROMIR, ARAGORN, FARAMIR)]
        for c in chars:
            sc.wounds(c, 1)
        sc.minion(SCOUT)  # a minion, so the maneuver phase is played
        sc.hand(RUNNER, player=1)
        sc.hand(TROLL, player=1)
        event = sc.hand("3_43", player=0)
        game = sc.at_site(2).start("maneuver")
        events = act(game, "play", event)
        shown = next(e.text for e in events if e.kind == "revealed")
        if "Cave Troll" in shown:
            seen.add("troll")
            assert all(game.s.wounds[c] == 0 for c in chars)
        else:
            seen.add("runner")
            assert game.decision.kind == "choose"
            act(game, "choose", chars[0])
            assert sorted(game.s.wounds[c] for c in chars) == [0, 1, 1]
    assert seen == {"troll", "runner"}


def test_might_of_numenor_needs_a_gondor_companion():
    """Might of Númenor (3_43): "Spot a [gondor] companion": with only Arwen (an Elf) and
    a [gondor] condition (First Level) in play it cannot be played."""
    sc = Scenario()
    arwen = sc.companion(ARWEN)
    sc.wounds(arwen, 1)
    sc.support("7_92", player=0)
    sc.minion(SCOUT)
    sc.hand(SCOUT, player=1)
    event = sc.hand("3_43", player=0)
    game = sc.at_site(2).start("maneuver")
    assert not can(game, "play", event)
