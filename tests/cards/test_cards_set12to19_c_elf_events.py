"""Starters of sets 12–19 (issue 18): texts that act on an event while it resolves
(Shrouded Elf puts it on the draw deck, No Worse for Wear returns itself to hand) and an
assignment made by a condition (Crashing Cavalry). Each test names the card, quotes the
clause it proves, and shows a case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_set12to19_c_elf import ARAGORN, fight
from test_cards_shadows_starters_sh_a import DWELLING, FOREST, shadows_at
from test_cards_shadows_starters_sh_a_events import RIVER

from ringtable.engine import effects, playing, stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("13_23", "13_13", "12_126", "12_16", "12_123", "13_17")


def _shrouded(card: str, event: str = "15_23", involved: bool = True):
    sc = Scenario()
    elf = sc.companion(card)
    legolas = sc.companion("Legolas, Greenleaf")
    sc.assign(sc.minion("Uruk-hai Raiding Party"), elf)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), legolas)
    card = sc.hand(event)
    gone = sc.discard("15_13")
    game = sc.start("skirmishes")
    game.s.move(gone, "removed", 0)  # a card removed from the game earlier: not "that event"
    fight(game, elf if involved else legolas)
    act(game, "play", card)
    if game.decision.kind == "choose" and not involved:
        act(game, "choose", legolas)
    return game, elf, card


def test_shrouded_elf_exerts_to_put_an_event_played_in_his_skirmish_on_the_draw_deck():
    # "Response: If you play an event during a skirmish involving this companion, exert
    # this companion to place that event on top of your draw deck."
    game, elf, pbr = _shrouded("13_23")
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", elf)
    # the event's own choice (which Elf), after the response: nothing else is asked
    assert game.decision.kind == "choose" and elf in game.decision.cards
    assert len(game.decision.cards) == 2
    act(game, "choose", elf)
    assert stats.strength(game, elf) == 6 + 2  # the event resolved
    assert game.s.wounds[elf] == 1
    assert game.s.zone[pbr] == "draw" and game.s.piles[0]["draw"][0] == pbr
    game, elf, pbr = _shrouded("13_23", involved=False)  # a skirmish not involving him
    assert game.decision.kind != "optional_trigger" and game.s.zone[pbr] == "discard"
    assert game.s.wounds[elf] == 0


def test_shrouded_elf_not_for_an_event_outside_a_skirmish_or_the_opponents():
    sc = Scenario()  # a fellowship event: not during a skirmish
    elf = sc.companion("13_23")
    rest = sc.hand("11_19")  # Farewell to Lórien
    game = sc.start("fellowship")
    act(game, "play", rest)
    assert game.decision.kind != "optional_trigger" and game.s.zone[rest] == "discard"
    sc = Scenario()  # the Shadow player's event in his skirmish
    elf = sc.companion("13_23")
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, elf)
    bred = sc.hand("1_121")  # Bred for Battle: a Shadow skirmish event
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", bred)
    assert game.decision.kind != "optional_trigger" and game.s.wounds[elf] == 0


def _cavalry(card: str, elves: tuple[str, ...] = ("13_9",)):
    sc = Scenario()
    cavalry = sc.support(card)
    chars = [sc.companion(e) for e in elves]
    aragorn = sc.companion(ARAGORN)  # not [elven]
    column = sc.minion("11_72")  # Column of Easterlings: "Skirmish: Discard this minion ..."
    sc.minion("11_72")
    game = sc.twilight(3).start("assignment")
    return game, cavalry, chars, aragorn, column


def test_crashing_cavalry_assigns_a_minion_to_an_elven_companion():
    # "Assignment: Discard this from play and assign a minion to an [elven] companion."
    game, cavalry, (arwen,), aragorn, column = _cavalry("13_13")
    act(game, "use", cavalry)
    assert game.s.zone[cavalry] == "discard"
    assert game.decision.kind == "choose" and aragorn not in game.decision.cards
    act(game, "choose", column)
    assert game.s.assigned[column] == arwen
    game, cavalry, _, _, _ = _cavalry("13_13", elves=())  # no [elven] companion
    assert not can(game, "use", cavalry)
    sc = Scenario()  # at site 6, Galadriel's home: an [elven] ally who may skirmish
    cavalry = sc.support("13_13")
    arwen = sc.companion("13_9")
    galadriel = sc.ally("1_45")
    column = sc.minion("11_72")
    sc.minion("11_72")
    game = sc.at_site(6).twilight(3).start("assignment")
    act(game, "use", cavalry)
    assert galadriel not in game.decision.cards and column in game.decision.cards
    act(game, "choose", column)
    assert game.s.assigned[column] == arwen


def test_crashing_cavalry_those_characters_cannot_use_skirmish_abilities():
    # "Those characters cannot use skirmish special abilities until the start of the
    # regroup phase."
    game, cavalry, (arwen,), aragorn, column = _cavalry("13_13")
    other = next(m for m in game.s.piles[1]["minions"] if m != column)
    act(game, "use", cavalry)
    act(game, "choose", column)
    pass_until(game, decision_kind="assign")
    act(game, "assign", aragorn, other)
    pass_until(game, decision_kind="choose_skirmish")
    fight(game, arwen)
    fp = {a.card for a in playing.ability_options(game, game.s.fp, "skirmish")}
    shadow = {a.card for a in playing.ability_options(game, 1 - game.s.fp, "skirmish")}
    assert arwen not in fp and column not in shadow
    assert other in shadow  # a minion not assigned by it
    effects.expire(game, "regroup")  # what the start of the regroup phase does
    assert stats.rule(game, arwen, "no_skirmish_abilities") == 0
    sc = Scenario()  # Arwen assigned the usual way keeps her ability
    arwen = sc.companion("13_9")
    sc.assign(sc.minion("11_72"), arwen)
    game = sc.start("skirmishes")
    assert any(a.card == arwen for a in playing.ability_options(game, game.s.fp, "skirmish"))


def _no_worse(card: str, site: str, hand: int):
    sc = shadows_at(site)
    frodo = sc.ring_bearer()
    sam = sc.companion("11_172")  # another Hobbit
    sc.assign(sc.minion("Uruk-hai Raiding Party"), frodo)
    sc.assign(sc.minion("Goblin Runner"), sam)
    aragorn = sc.companion(ARAGORN)  # not a Hobbit
    cards = [sc.hand("Legolas, Greenleaf") for _ in range(hand)]
    event = sc.hand(card)
    game = sc.start("skirmishes")
    fight(game, frodo)
    act(game, "play", event)
    assert game.decision.kind == "choose" and aragorn not in game.decision.cards
    act(game, "choose", frodo)
    return game, frodo, sam, event, cards


def test_no_worse_for_wear_a_hobbit_is_overwhelmed_only_at_triple_strength():
    # "Prevent a Hobbit from being overwhelmed unless his or her strength is tripled."
    game, frodo, sam, _, _ = _no_worse("12_126", FOREST, 0)
    assert stats.rule(game, frodo, "overwhelm_triple") == 1
    assert stats.rule(game, sam, "overwhelm_triple") == 0
    events = pass_until(game, "skirmish_ended")  # 9 against 4: not tripled
    assert game.s.zone[frodo] == "fellowship" and "corrupted" not in [e.kind for e in events]
    assert stats.rule(game, frodo, "overwhelm_triple") == 0  # this skirmish only


def test_no_worse_for_wear_at_a_dwelling_discard_two_to_return_it_to_hand():
    # "Then, if the fellowship is at a dwelling site, you may discard 2 cards from hand to
    # return this event to your hand."
    for hand, kept in ((2, 0), (3, 1)):  # exactly 2 are discarded
        game, _, _, event, cards = _no_worse("12_126", DWELLING, hand)
        assert game.decision.kind == "choose" and game.decision.cards == (event,)  # "may"
        act(game, "choose", event)
        while game.decision.kind == "choose" and game.decision.player == 0:
            act(game, "choose", next(c for c in game.decision.cards if c in cards))
        assert game.s.zone[event] == "hand"
        assert [game.s.zone[c] for c in cards].count("hand") == kept, hand
    game, _, _, event, _ = _no_worse("12_126", FOREST, 3)  # not a dwelling
    assert game.s.zone[event] == "discard"
    game, _, _, event, _ = _no_worse("12_126", DWELLING, 1)  # one card: 2 cannot be discarded
    assert game.s.zone[event] == "discard"


def _attunement(card: str, deck: tuple[str, ...], elf: str = "Legolas, Greenleaf"):
    sc = Scenario()
    hero = sc.companion(elf)
    sc.assign(sc.minion("Uruk-hai Raiding Party"), hero)
    sc.companion(ARAGORN)  # not an Elf
    piles = [sc.draw_bottom(name, player=0) for name in deck]
    event = sc.hand(card)
    game = sc.start("skirmishes")
    return game, event, hero, piles


def test_attunement_reveals_until_a_shadow_card_elf_plus_two_for_each():
    # "Spot an Elf to reveal cards from the top of your draw deck until you reveal a
    # Shadow card. Make an Elf strength +2 for each card revealed. Place the revealed
    # cards in any order on the bottom of your draw deck."
    deck = (ARAGORN, "11_172", "Goblin Runner", "Gimli, Son of Gloin")
    game, event, legolas, piles = _attunement("12_16", deck)
    act(game, "play", event)
    assert stats.strength(game, legolas) == 6 + 2 * 3  # two Free Peoples cards, then one
    for pick in (piles[2], piles[0], piles[1]):  # "in any order": the player's
        assert game.decision.kind == "choose" and set(game.decision.cards) <= set(piles[:3])
        act(game, "choose", pick)
    assert game.s.piles[0]["draw"] == [piles[3], piles[2], piles[0], piles[1]]
    game, event, legolas, piles = _attunement("12_16", (ARAGORN, "11_172"))  # no Shadow
    act(game, "play", event)
    assert stats.strength(game, legolas) == 6 + 2 * 2  # the whole deck revealed
    assert game.decision.prompt.startswith("Attunement: ")
    act(game, "choose", piles[1])
    act(game, "choose", piles[0])
    assert game.s.piles[0]["draw"] == [piles[1], piles[0]]
    game, event, legolas, piles = _attunement("12_16", ("Goblin Runner", ARAGORN))
    act(game, "play", event)  # one card revealed: nothing to order
    assert stats.strength(game, legolas) == 6 + 2
    assert game.decision.kind != "choose" and game.s.piles[0]["draw"] == [piles[1], piles[0]]
    game, event, _, _ = _attunement("12_16", deck, elf=ARAGORN)  # no Elf to spot
    assert not can(game, "play", event)


def test_reveal_until_is_written_reveal_true_with_stop_at():
    # the card language's "reveal cards ... until you reveal a Shadow card" (Attunement):
    # a number beside stop_at, or a hand to reveal from, is refused with the field named
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts
    for bad, field in (({"reveal": 2, "stop_at": "shadow"}, "reveal"),
                       ({"reveal": True, "stop_at": "shadow", "from": "hand",
                         "who": "card"}, "stop_at")):
        spec = {"12_16": {"title": "Attunement", "event": {"effect": [bad]}}}
        with pytest.raises(ScriptError, match=field):
            compile_scripts(spec, default_database())


def _hope(card: str, foe: str, then: str | None = None):
    """Frodo skirmishes ``foe`` with ``card`` played on him; Sam (a Hobbit too) and
    Aragorn (who beats ``then``) are in the fellowship; a second copy waits in discard."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.assign(sc.minion(foe), frodo)
    sam = sc.companion("11_172")
    aragorn = sc.companion(ARAGORN)
    if then:
        sc.assign(sc.minion(then), aragorn)
    sc.discard(card)  # another copy: its text is not about Frodo
    hope = sc.hand(card)
    game = sc.burdens(2).start("skirmishes")
    fight(game, frodo)
    act(game, "play", hope)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {frodo, sam}
    act(game, "choose", frodo)
    assert game.decision.kind != "choose"  # "that Hobbit": nothing more to choose
    return game, frodo, hope


def test_hope_is_kindled_hobbit_plus_two_and_a_burden_off_if_he_wins():
    # "Make a Hobbit strength +2. If that Hobbit wins this skirmish, you may remove a
    # burden."
    game, frodo, hope = _hope("12_123", "Goblin Runner")  # 4 + 2 against 5: he wins
    assert stats.strength(game, frodo) == 3 + 1 + 2
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    assert game.decision.kind == "optional_trigger"
    assert [a.card for a in game.legal_actions() if a.kind == "resolve"] == [hope]
    act(game, "resolve", hope)
    assert game.s.burdens[game.s.fp] == 1
    game, _, hope = _hope("12_123", "Goblin Runner")  # "you may": declined
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    act(game, "pass")
    assert game.s.burdens[game.s.fp] == 2


def test_hope_is_kindled_nothing_if_he_loses_or_another_wins_later():
    game, _, _ = _hope("12_123", "Uruk-hai Raiding Party")  # 6 against 9: he loses
    events = pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    assert game.decision.kind != "optional_trigger" and "skirmish_resolved" in \
        [e.kind for e in events]
    game, _, hope = _hope("12_123", "Uruk-hai Raiding Party", then="Goblin Runner")
    pass_until(game, "skirmish_resolved")  # Frodo's skirmish, lost
    while game.decision is not None and game.decision.kind != "optional_trigger" \
            and game.s.phase == "skirmish":
        pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.burdens[game.s.fp] == 2  # Aragorn's win is not "that Hobbit" winning


def _estranged(card: str, site: str, where: str, elven: int, elf_first: bool = True):
    sc = shadows_at(site)
    legolas = sc.companion("Legolas, Greenleaf")
    foe = sc.minion("Uruk-hai Raiding Party")
    sc.assign(foe, legolas)
    other = sc.minion("Uruk-hai Raiding Party")
    aragorn = sc.companion(ARAGORN)
    sc.assign(other, aragorn)
    pile = [sc.discard(c) for c in ("15_13", "15_23", "13_14", "15_15", "15_25")[:elven]]
    pile.append(sc.discard("11_172"))  # not [elven]
    event = sc.discard(card) if where == "discard" else sc.hand(card)
    game = sc.start("skirmishes")
    fight(game, legolas if elf_first else aragorn)
    return game, event, foe, other, pile


def test_kindreds_estranged_minion_skirmishing_your_elf_at_a_forest_or_river_minus_three():
    # "Make a minion skirmishing your Elf at a forest or river site strength -3."
    for site in (FOREST, RIVER):
        game, event, foe, other, _ = _estranged("13_17", site, "hand", 0)
        act(game, "play", event)
        assert stats.strength(game, foe) == 9 - 3 and stats.strength(game, other) == 9
        assert game.s.zone[event] == "discard"
    game, event, _, _, _ = _estranged("13_17", DWELLING, "hand", 0)
    assert not can(game, "play", event)
    game, event, _, _, _ = _estranged("13_17", FOREST, "hand", 0, elf_first=False)
    assert not can(game, "play", event)  # Aragorn's skirmish: no Elf skirmishing


def test_kindreds_estranged_played_from_discard_by_removing_four_other_elven_cards():
    # "You may remove from the game 4 other [elven] cards in your discard pile to play this
    # event from your discard pile. Then remove this event from the game."
    game, event, foe, _, pile = _estranged("13_17", FOREST, "discard", 4)
    offer = next(a for a in game.legal_actions() if a.card == event)
    assert game.describe(offer) == "Play Kindreds Estranged from your discard pile"
    act(game, "play", event)
    assert stats.strength(game, foe) == 9 - 3
    assert [game.s.zone[c] for c in pile] == ["removed"] * 4 + ["discard"]
    assert game.s.zone[event] == "removed" and event not in game.s.piles[0]["discard"]
    game, event, _, _, pile = _estranged("13_17", FOREST, "discard", 5)  # a choice of 4
    act(game, "play", event)
    assert game.decision.kind == "choose" and pile[5] not in game.decision.cards
    game, event, _, _, _ = _estranged("13_17", FOREST, "discard", 3)  # 3 are too few
    assert not can(game, "play", event)
    game, event, _, _, _ = _estranged("13_17", DWELLING, "discard", 4)  # its own text
    assert not can(game, "play", event)
