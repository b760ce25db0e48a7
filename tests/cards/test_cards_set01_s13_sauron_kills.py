"""Set 1 [sauron] cards scripted for issue 18 that answer a companion killed by a
[sauron] Orc or an assignment, and the conditions played on a companion. Each test names
the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from test_cards_set01_s13_sauron import (
    ARAGORN,
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    MERRY,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _shadow,
)

from ringtable.engine import effects
from ringtable.testing import act, can, pass_until

GRIMIR = "1_17"  # an ally
ORC_INQUISITOR = "1_268"  # a [sauron] Orc with 3 vitality


def _killed_by(card_id: str, minion: str, victim: str = MERRY, ally: bool = False,
               dead: int = 0, deck: int = 0, twilight: int = 3):
    """``minion`` kills ``victim`` (overwhelmed); the Shadow player holds ``card_id``."""
    sc = Scenario()
    fp = sc.ally(victim) if ally else sc.companion(victim)
    m = sc.minion(minion)
    sc.assign(m, fp)
    for _ in range(dead):
        sc.dead(BOROMIR)
    cards = [sc.draw_top(BOROMIR) for _ in range(deck)][::-1]
    response = sc.hand(card_id)
    game = sc.twilight(twilight).start("skirmishes")
    game.s.mods = [*game.s.mods, (m, "strength", 10, "turn", -1)]  # it overwhelms
    seen = pass_until(game, "killed", decision_kind="optional_trigger")
    assert fp in [c for e in seen if e.kind == "killed" for c in e.cards] or \
        game.decision.kind == "optional_trigger"
    return game, response, cards


def _offered(game, card: int) -> bool:
    return game.decision is not None and game.decision.kind == "optional_trigger" and \
        any(a.card == card for a in game.legal_actions())


def test_the_rings_oppression_adds_a_burden_when_a_sauron_orc_kills_a_companion():
    """The Ring's Oppression (1_273): "Response: If a [sauron] Orc kills a companion, add
    1 burden": Merry dies to an Orc Soldier."""
    game, oppression, _cards = _killed_by("1_273", ORC_SOLDIER)
    assert _offered(game, oppression) and game.decision.player == 1
    act(game, "resolve", oppression)
    assert game.s.burdens[0] == 1 and game.s.twilight == 0  # it costs (3)
    game, oppression, _cards = _killed_by("1_273", ORC_SOLDIER, twilight=2)
    assert not _offered(game, oppression)


def test_the_rings_oppression_adds_three_while_the_ring_bearer_wears_the_ring():
    """The Ring's Oppression (1_273): "(or 3 if the Ring-bearer wears The One Ring)":
    Frodo put the Ring on in his skirmish (1 burden instead of a wound); then Merry dies
    to an Orc Soldier: 3 more."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    sc.assign(sc.minion("1_261"), frodo)  # Orc Ambusher, 5: Frodo loses, not overwhelmed
    killer = sc.minion(ORC_SOLDIER)
    sc.assign(killer, merry)
    oppression = sc.hand("1_273")
    game = sc.twilight(3).start("skirmishes")
    game.s.mods = [*game.s.mods, (killer, "strength", 10, "turn", -1)]
    act(game, "skirmish", frodo)
    pass_until(game, decision_kind="ring_response")
    act(game, "wear_ring", sc.ring())
    assert game.s.burdens[0] == 1
    pass_until(game, "killed", decision_kind="optional_trigger")
    act(game, "resolve", oppression)
    assert game.s.burdens[0] == 1 + 3


def test_the_rings_oppression_not_for_another_killer_or_an_ally():
    """The Ring's Oppression (1_273): a [moria] Orc or a [sauron] Uruk-hai kills Merry,
    or an Orc Soldier kills Grimir (an ally): not offered."""
    for minion, victim, ally in ((MORIA_SCOUT, MERRY, False),
                                 (CIRITH_UNGOL_GUARD, MERRY, False),
                                 (ORC_SOLDIER, GRIMIR, True)):
        game, oppression, _c = _killed_by("1_273", minion, victim, ally)
        assert not _offered(game, oppression), minion
        assert game.s.burdens[0] == 0


def test_orc_butchery_discards_three_top_cards_per_card_in_the_dead_pile():
    """Orc Butchery (1_265): "If a companion is killed by a [sauron] Orc, the Free Peoples
    player must discard 3 cards from the top of his draw deck for each card in the dead
    pile": Boromir was dead already, Merry dies: 2 cards, 6 discarded, the seventh stays."""
    game, butchery, deck = _killed_by("1_265", ORC_SOLDIER, dead=1, deck=7)
    assert _offered(game, butchery)
    act(game, "resolve", butchery)
    assert [game.s.zone[c] for c in deck] == ["discard"] * 6 + ["draw"]


def test_orc_butchery_not_for_another_killer_or_an_ally():
    """Orc Butchery (1_265): a [moria] Orc or a [sauron] Uruk-hai kills Merry, or an Orc
    Soldier kills Grimir (an ally): not offered."""
    for minion, victim, ally in ((MORIA_SCOUT, MERRY, False),
                                 (CIRITH_UNGOL_GUARD, MERRY, False),
                                 (ORC_SOLDIER, GRIMIR, True)):
        game, butchery, _c = _killed_by("1_265", minion, victim, ally)
        assert not _offered(game, butchery), minion


def test_the_weight_of_a_legacy_exerts_a_sauron_orc_and_weakens_aragorn():
    """The Weight of a Legacy (1_282): "To play, exert a [sauron] Orc. Plays on Aragorn."
    (printed strength -1): only Aragorn may bear it (not Boromir); the Orc Inquisitor
    exerts (not a [moria] Orc nor a [sauron] Uruk-hai), once; Aragorn is 8 - 1."""
    sc = Scenario()
    orc = sc.minion(ORC_INQUISITOR)
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    aragorn = sc.companion(ARAGORN)
    sc.companion(BOROMIR)
    legacy = sc.hand("1_282")
    later = sc.hand("1_276")  # Seeking Its Master, played next: no exertion
    game = _shadow(sc, twilight=1)
    assert {a.target for a in game.legal_actions() if a.card == legacy} == {aragorn}
    act(game, "play", legacy, aragorn)
    assert game.s.wounds[orc] == 1 and [game.s.wounds[o] for o in others] == [0, 0]
    assert strength(game, aragorn) == 8 - 1
    act(game, "play", later)
    assert game.s.wounds[orc] == 1


def test_the_weight_of_a_legacy_needs_an_exertable_sauron_orc():
    """The Weight of a Legacy (1_282): an exhausted Orc Soldier, a [moria] Orc, a [sauron]
    Uruk-hai: not played."""
    sc = Scenario()
    tired = sc.minion(ORC_SOLDIER)
    sc.wounds(tired, 1)
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    sc.companion(ARAGORN)
    legacy = sc.hand("1_282")
    game = _shadow(sc)
    assert not can(game, "play", legacy)


def _defense(card_id: str, hand: int = 3):
    """Boromir bears ``card_id``; Merry is there too; the Free Peoples player holds
    ``hand`` cards; the assignment of the Free Peoples player is pending."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    other = sc.minion(ORC_SOLDIER)
    boromir = sc.companion(BOROMIR)
    merry = sc.companion(MERRY)
    sc.bear(boromir, card_id, player=1)
    cards = [sc.hand(ARAGORN) for _ in range(hand)]
    game = sc.start("assignment")
    pass_until(game, decision_kind="assign")
    return game, orc, other, boromir, merry, cards


def test_desperate_defense_of_the_ring_bearer_assigned_discard_three_or_add_a_burden():
    """Desperate Defense of the Ring (1_244): "Each time bearer is assigned to a skirmish,
    the Free Peoples player chooses to either discard 3 cards from hand or add a burden":
    he discards 3 of his 4, picked by him; then (another game) he adds a burden."""
    game, orc, _o, boromir, _m, cards = _defense("1_244", hand=4)
    act(game, "assign", boromir, orc)
    assert game.decision.kind == "choose_option" and game.decision.player == 0
    act(game, "choose_option", value=0)
    for card in cards[:3]:  # he picks which 3 of his 4 cards
        assert game.decision.kind == "choose" and game.decision.player == 0
        act(game, "choose", card)
    assert [game.s.zone[c] for c in cards] == ["discard"] * 3 + ["hand"]
    assert game.s.burdens[0] == 0
    game, orc, _o, boromir, _m, cards = _defense("1_244")
    act(game, "assign", boromir, orc)
    act(game, "choose_option", value=1)
    assert [game.s.zone[c] for c in cards] == ["hand"] * 3 and game.s.burdens[0] == 1


def test_desperate_defense_of_the_ring_only_for_its_bearer_and_with_two_cards_a_burden():
    """Desperate Defense of the Ring (1_244): Merry assigned: nothing; with 2 cards in
    hand the Free Peoples player cannot discard 3: a burden."""
    game, _orc, other, _b, merry, cards = _defense("1_244")
    act(game, "assign", merry, other)
    assert game.decision.kind != "choose_option" and game.s.burdens[0] == 0
    game, orc, _o, boromir, _m, cards = _defense("1_244", hand=2)
    act(game, "assign", boromir, orc)
    assert game.s.burdens[0] == 1 and [game.s.zone[c] for c in cards] == ["hand"] * 2


def test_desperate_defense_of_the_ring_to_play_exert_a_sauron_orc_plays_on_a_companion():
    """Desperate Defense of the Ring (1_244): "To play, exert a [sauron] Orc. Plays on a
    companion": the Orc Inquisitor exerts (not a [moria] Orc nor a [sauron] Uruk-hai),
    once; exhausted, not played."""
    sc = Scenario()
    orc = sc.minion(ORC_INQUISITOR)
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    boromir = sc.companion(BOROMIR)
    defense = sc.hand("1_244")
    later = sc.hand("1_276")
    game = _shadow(sc, twilight=2)
    act(game, "play", defense, boromir)
    assert game.s.bearer[defense] == boromir and game.s.wounds[orc] == 1
    assert [game.s.wounds[o] for o in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1
    sc2 = Scenario()
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    sc2.companion(BOROMIR)
    defense2 = sc2.hand("1_244")
    game2 = _shadow(sc2, twilight=1)
    assert not can(game2, "play", defense2)


def _despair(card_id: str, burdens: int, dead: tuple[str, ...], orc: str = ORC_SOLDIER):
    sc = Scenario()
    sc.minion(orc)
    for c in dead:
        sc.dead(c)
    despair = sc.hand(card_id)
    game = sc.burdens(burdens).twilight(2).start("maneuver")
    act(game, "pass")
    return game, despair


DEAD_FOUR = (BOROMIR, MERRY, ARAGORN, "1_51")  # four companions


def test_despair_corrupts_the_ring_bearer_at_twelve_burdens_and_dead_companions():
    """Despair (1_243): "If the total number of burdens and companions in the dead pile is
    at least 12, spot a [sauron] Orc to corrupt the Ring-bearer": 8 burdens and 4 dead
    companions; the Free Peoples player loses."""
    game, despair = _despair("1_243", 8, DEAD_FOUR)
    events = act(game, "play", despair)
    assert "corrupted" in [e.kind for e in events]
    assert game.s.outcome is not None and game.decision is None


def test_despair_not_below_twelve_nor_without_a_sauron_orc():
    """Despair (1_243): 8 burdens, 3 dead companions and a dead ally make 11: not played;
    7 burdens and 4 dead companions: not played; 12 with a [moria] Orc, a [sauron]
    Uruk-hai: not played."""
    game, despair = _despair("1_243", 8, (*DEAD_FOUR[:3], GRIMIR))
    assert not can(game, "play", despair)
    game, despair = _despair("1_243", 7, DEAD_FOUR)
    assert not can(game, "play", despair)
    for orc in (MORIA_SCOUT, CIRITH_UNGOL_GUARD):
        game, despair = _despair("1_243", 8, DEAD_FOUR, orc)
        assert not can(game, "play", despair), orc


def _irresistible(card_id: str, burdens: int, deck: int):
    """``card_id`` in the Shadow player's support area, His Cruelty and Malice beside it
    to discard the Free Peoples top card in the regroup phase."""
    sc = Scenario()
    sc.support(card_id, player=1)
    cruelty = sc.support("3_91", player=1)
    sc.minion(ORC_INQUISITOR)
    for _ in range(deck):
        sc.draw_top(BOROMIR)
    game = sc.burdens(burdens).start("regroup")
    act(game, "pass")
    return game, cruelty


def test_the_irresistible_shadow_corrupts_with_five_burdens_and_an_empty_deck():
    """The Irresistible Shadow (1_252): "If you can spot 5 burdens and the Free Peoples
    player has no cards in his or her draw deck, the Ring-bearer is corrupted": his last
    card is discarded with 5 burdens: he loses."""
    game, cruelty = _irresistible("1_252", 5, 1)
    assert game.s.outcome is None
    events = use(game, cruelty)
    assert "corrupted" in [e.kind for e in events] and game.s.outcome is not None


def test_the_irresistible_shadow_not_with_four_burdens_or_cards_left():
    """The Irresistible Shadow (1_252): 4 burdens and an empty deck; 5 burdens and a card
    left: no corruption."""
    game, cruelty = _irresistible("1_252", 4, 1)
    use(game, cruelty)
    assert game.s.outcome is None
    game, cruelty = _irresistible("1_252", 5, 2)
    use(game, cruelty)
    assert game.s.outcome is None


def test_the_irresistible_shadow_to_play_exert_a_sauron_orc():
    """The Irresistible Shadow (1_252): "To play, exert a [sauron] Orc": the Orc
    Inquisitor exerts (not a [moria] Orc nor a [sauron] Uruk-hai), once; an exhausted
    Orc Soldier alone: not played."""
    sc = Scenario()
    orc = sc.minion(ORC_INQUISITOR)
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    shadow = sc.hand("1_252")
    later = sc.hand("1_276")
    sc.draw_top(BOROMIR)
    game = _shadow(sc, twilight=1)
    act(game, "play", shadow)
    assert game.s.zone[shadow] == "support" and game.s.wounds[orc] == 1
    assert [game.s.wounds[o] for o in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1
    sc2 = Scenario()
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    shadow2 = sc2.hand("1_252")
    game2 = _shadow(sc2)
    assert not can(game2, "play", shadow2)


def test_the_irresistible_shadow_the_fifth_burden_corrupts_only_with_an_empty_deck():
    """The Irresistible Shadow (1_252): the fifth burden added (Gleaming in the Snow) with
    a card left in his deck: no corruption; with none left: corrupted."""
    for deck, corrupted in ((1, False), (0, True)):
        sc = Scenario()
        sc.support("1_252", player=1)
        sc.minion(ORC_INQUISITOR)
        sc.companion(BOROMIR)
        for _ in range(deck):
            sc.draw_top(BOROMIR)
        snow = sc.hand("3_89")
        game = sc.burdens(4).start("regroup")
        act(game, "pass")
        act(game, "play", snow)
        assert game.s.burdens[0] == 5
        assert (game.s.outcome is not None) is corrupted, deck


def _summons(card_id: str, top: str, twilight: int = 3):
    sc = Scenario()
    summons = sc.support(card_id, player=1)
    sc.minion(ORC_SOLDIER)
    second = sc.draw_top(ORC_SOLDIER)
    revealed = sc.draw_top(top)
    hand = [sc.hand(ORC_SOLDIER), sc.hand(MORIA_SCOUT)]
    game = _shadow(sc, twilight=twilight)
    return game, summons, revealed, second, hand


def test_the_dark_lords_summons_takes_a_revealed_sauron_card_into_hand():
    """The Dark Lord's Summons (1_242): "Shadow: Remove (3) to reveal the top card of your
    draw deck. If it is a [sauron] card, take it into hand": Shadow's Reach is taken;
    nothing is discarded from hand; the next card stays."""
    game, summons, revealed, second, hand = _summons("1_242", "1_277")
    use(game, summons)
    assert game.s.twilight == 0 and game.s.zone[revealed] == "hand"
    assert game.s.zone[second] == "draw" and [game.s.zone[c] for c in hand] == ["hand"] * 2


def test_the_dark_lords_summons_otherwise_discards_it_and_one_card_from_hand():
    """The Dark Lord's Summons (1_242): "Otherwise, discard it and one other card from
    hand": a [moria] Orc revealed is discarded, and I discard one of my 2 cards."""
    game, summons, revealed, second, hand = _summons("1_242", MORIA_SCOUT)
    use(game, summons)
    assert game.s.zone[revealed] == "discard" and game.s.zone[second] == "draw"
    assert game.decision.kind == "choose" and game.decision.player == 1
    act(game, "choose", hand[1])
    assert [game.s.zone[c] for c in hand] == ["hand", "discard"]


def test_the_dark_lords_summons_needs_three_twilight_and_a_sauron_orc_to_play():
    """The Dark Lord's Summons (1_242): "Remove (3)": not with (2); "To play, spot a
    [sauron] Orc": not with a [moria] Orc and a [sauron] Uruk-hai."""
    game, summons, *_rest = _summons("1_242", ORC_SOLDIER, twilight=2)
    assert not can(game, "use", summons)
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    card = sc.hand("1_242")
    game = _shadow(sc, twilight=3)
    assert not can(game, "play", card)
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    card = sc.hand("1_242")
    game = _shadow(sc, twilight=3)
    act(game, "play", card)
    assert game.s.zone[card] == "support"


def _stretched(card_id: str, *assign: str):
    """Thin and Stretched on Frodo, two Orc Ambushers (5: no overwhelm); the Free Peoples
    player assigns ``assign`` ("frodo", "boromir", "grimir": an ally made to take part)
    one to each Orc, then the turn is played out. Returns the game and the burdens
    before the turn ends."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    chars = {"frodo": frodo, "boromir": sc.companion(BOROMIR), "grimir": sc.ally(GRIMIR)}
    sc.bear(frodo, card_id, player=1)
    orcs = [sc.minion("1_261"), sc.minion("1_261")]
    game = sc.start("assignment")
    effects.add_modifier(game, chars["grimir"], "rule:takes_part", 1, "turn")
    pass_until(game, decision_kind="assign")
    for who, orc in zip(assign, orcs[:len(assign)], strict=True):
        act(game, "assign", chars[who], orc)
    if game.decision is not None and game.decision.kind == "assign":
        act(game, "pass")
    before = game.s.burdens[0]
    pass_until(game, "turn_ended")
    return game, before


def test_thin_and_stretched_adds_a_burden_when_another_companion_was_assigned():
    """Thin and Stretched (1_279): "Add a burden at the end of each turn during which
    bearer was not assigned to a skirmish (and another companion was)": Boromir is
    assigned, Frodo is not: one burden as the turn ends."""
    game, before = _stretched("1_279", "boromir")
    assert game.s.burdens[0] == before + 1


def test_thin_and_stretched_no_burden_when_bearer_was_assigned_or_no_companion_was():
    """Thin and Stretched (1_279): Frodo assigned (alone, or with Boromir): no burden;
    nobody assigned, or only an ally (not a companion): no burden."""
    for assign in (("frodo",), ("frodo", "boromir"), ("boromir", "frodo"), (), ("grimir",)):
        game, before = _stretched("1_279", *assign)
        assert game.s.burdens[0] == before, assign


def test_thin_and_stretched_to_play_exert_a_sauron_orc_plays_on_the_ring_bearer():
    """Thin and Stretched (1_279): "To play, exert a [sauron] Orc. Plays on the
    Ring-bearer": only Frodo may bear it, not Boromir; the Orc Inquisitor exerts (not a
    [moria] Orc nor a [sauron] Uruk-hai), once; an exhausted Orc alone: not played."""
    sc = Scenario()
    orc = sc.minion(ORC_INQUISITOR)
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    sc.companion(BOROMIR)
    card = sc.hand("1_279")
    later = sc.hand("1_276")
    game = _shadow(sc, twilight=1)
    assert {a.target for a in game.legal_actions() if a.card == card} == {sc.ring_bearer()}
    act(game, "play", card, sc.ring_bearer())
    assert game.s.wounds[orc] == 1 and [game.s.wounds[o] for o in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1
    sc2 = Scenario()
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    card2 = sc2.hand("1_279")
    game2 = _shadow(sc2)
    assert not can(game2, "play", card2)
