"""Set 2 [gondor] cards of the Fellowship block (issue 18, helper s13-gondor-sites)."""

from __future__ import annotations

from cardtest import Scenario, choose, strength

from ringtable.testing import act, can, pass_until

ARAGORN = "1_89"  # Aragorn, Ranger of the North
BOROMIR = "1_97"  # Boromir, Son of Denethor: the Frodo signet, [gondor]
SAM = "1_311"  # Sam, Son of Hamfast: the Aragorn signet, [shire]
ARWEN = "1_30"  # Arwen: an [elven] companion
SAVAGE = "1_151"  # Uruk Savage: strength 5, damage +1
MERCHANT = "7_97"  # Gondorian Merchant: a [gondor] ally


def test_no_mere_ranger_plus_two_or_plus_three_with_the_aragorn_signet():
    """No Mere Ranger (2_36): "Exert Aragorn to make another companion strength +2 (or +3
    if that companion has the Aragorn signet)": Boromir (Frodo signet) +2, Sam +3."""
    for other_id, bonus in ((BOROMIR, 2), (SAM, 3)):
        sc = Scenario()
        aragorn = sc.companion(ARAGORN)
        other = sc.companion(other_id)
        guest = sc.ally("1_297")  # Hobbit Party Guest: an ally, no companion
        sc.assign(sc.minion(SAVAGE), other)
        card = sc.hand("2_36")
        game = sc.start("skirmishes")
        before, own = strength(game, other), strength(game, aragorn)
        act(game, "play", card)
        assert aragorn not in game.decision.cards and guest not in game.decision.cards
        choose(game, other)
        assert game.s.wounds[aragorn] == 1, other_id
        assert strength(game, other) == before + bonus and strength(game, aragorn) == own


def test_no_mere_ranger_needs_aragorn_and_another_companion():
    sc2 = Scenario()  # no Aragorn to exert
    boromir = sc2.companion(BOROMIR)
    sc2.companion(SAM)
    sc2.assign(sc2.minion(SAVAGE), boromir)
    card2 = sc2.hand("2_36")
    assert not can(sc2.start("skirmishes"), "play", card2)


def _sturdy_merchant(game) -> None:
    """The Gondorian Merchant (a [gondor] ally, vitality 1) made vitality 2 for the turn,
    so that it could exert: a cost naming a [gondor] companion must still refuse it."""
    merchant = next(c for c in range(len(game.cards)) if game.s.defs[c] == "7_97")
    game.s.mods = game.s.mods + [(merchant, "vitality", 1, "turn", -1)]


def _sam_loses(card_id: str, *helpers: str):
    """Sam skirmishes an Uruk Savage (he loses); ``helpers`` are in play beside him."""
    sc = Scenario()
    sam = sc.companion(SAM)
    others = [sc.ally(h) if h == MERCHANT else sc.companion(h) for h in helpers]
    other = others[0] if others else -1
    savage = sc.minion(SAVAGE)
    sc.assign(savage, sam)
    card = sc.hand(card_id)
    return sc.start("skirmishes"), sam, other, savage, card


def test_gondor_will_see_it_done_exerts_a_gondor_companion_to_prevent_the_wound():
    """Gondor Will See It Done (2_34): "If a companion is about to take a wound, exert a
    [gondor] companion to prevent that wound" (Sam loses to an Uruk Savage, damage +1:
    one of his two wounds is prevented, Boromir exerts)."""
    game, sam, boromir, _, card = _sam_loses("2_34", BOROMIR)
    pass_until(game, decision_kind="optional_trigger")
    assert [a.card for a in game.legal_actions() if a.kind == "resolve"] == [card]
    events = act(game, "resolve", card, value=0)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.wounds[boromir] == 1 and game.s.zone[card] == "discard"
    assert game.s.wounds[sam] == 1  # the second wound lands


def test_gondor_will_see_it_done_needs_a_gondor_companion_and_a_companion_wounded():
    """Arwen ([elven]) nor the Gondorian Merchant (a [gondor] ally) can pay the cost; a
    minion about to take a wound is no companion (Boromir wins his skirmish: the card
    is never offered)."""
    for helpers in ((ARWEN,), (ARWEN, MERCHANT)):
        game, sam, _, _, card = _sam_loses("2_34", *helpers)
        if MERCHANT in helpers:
            _sturdy_merchant(game)
        for _ in range(40):
            if game.decision is None or game.s.wounds[sam] >= 2:
                break
            assert not any(a.kind == "resolve" and a.card == card for a in game.legal_actions())
            act(game, "pass")
        assert game.s.wounds[sam] == 2
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.companion("1_365")  # Aragorn: a [gondor] companion to exert
    savage = sc.minion("1_178")  # Goblin Runner: Boromir wins and wounds it
    sc.assign(savage, boromir)
    card2 = sc.hand("2_34")
    game2 = sc.start("skirmishes")
    for _ in range(40):
        if game2.decision is None or game2.s.zone[savage] != "minions":
            break
        assert not any(a.kind == "resolve" and a.card == card2 for a in game2.legal_actions())
        act(game2, "pass")
    assert game2.s.zone[savage] == "discard"
