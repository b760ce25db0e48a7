"""Set 3 [sauron] cards scripted for issue 18 (Realms of the Elf-lords). Each test names
the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from test_cards_set01_s13_sauron import (
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    LEGOLAS,
    MERRY,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
)

from ringtable.engine import effects
from ringtable.testing import act, can, pass_until

FOES_OF_MORDOR = "1_105"  # a [gondor] condition (Free Peoples)
SEEKING_ITS_MASTER = "1_276"  # a [sauron] condition
SARUMANS_AMBITION = "1_133"  # a Shadow condition, not [sauron]


def _regroup(sc: Scenario, twilight: int = 0):
    """The regroup phase with the Shadow player to act (the Free Peoples player passed)."""
    game = sc.twilight(twilight).start("regroup")
    act(game, "pass")
    return game


def _slayer_wounds_a_companion_not_the_ring_bearer(card_id: str) -> None:
    sc = Scenario()
    slayer = sc.minion(card_id)
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally("1_17")
    sc.minion(ORC_SOLDIER)
    game = _regroup(sc)
    use(game, slayer)
    assert game.s.wounds[slayer] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[sc.ring_bearer()] == 0 and game.s.wounds[grimir] == 0


def test_morgul_slayer_exerts_to_wound_a_companion_not_the_ring_bearer():
    """Morgul Slayer (3_93): "Regroup: Exert this minion to wound a companion (except the
    Ring-bearer)": Boromir, not Frodo, an ally or a minion."""
    _slayer_wounds_a_companion_not_the_ring_bearer("3_93")


def test_orc_slayer_exerts_to_wound_a_companion_not_the_ring_bearer():
    """Orc Slayer (3_97): "Regroup: Exert this minion to wound a companion (except the
    Ring-bearer)": Boromir, not Frodo, an ally or a minion."""
    _slayer_wounds_a_companion_not_the_ring_bearer("3_97")


def _slayer_only_in_the_regroup_phase(card_id: str) -> None:
    sc = Scenario()
    slayer = sc.minion(card_id)
    sc.companion(BOROMIR)
    game = _maneuver(sc)
    assert not can(game, "use", slayer)
    sc2 = Scenario()
    tired = sc2.minion(card_id)
    sc2.wounds(tired, 1)
    sc2.companion(BOROMIR)
    game2 = _regroup(sc2)
    assert not can(game2, "use", tired)


def test_morgul_slayer_only_in_the_regroup_phase_and_while_it_can_exert():
    """Morgul Slayer (3_93): "Regroup: Exert this minion": not in the maneuver phase; not
    when exhausted."""
    _slayer_only_in_the_regroup_phase("3_93")


def test_orc_slayer_only_in_the_regroup_phase_and_while_it_can_exert():
    """Orc Slayer (3_97): "Regroup: Exert this minion": not in the maneuver phase; not
    when exhausted."""
    _slayer_only_in_the_regroup_phase("3_97")


def test_orc_trooper_is_strength_plus_one_for_each_card_in_your_hand():
    """Orc Trooper (3_99): "For each card in your hand, this minion is strength +1": the
    Shadow player's 2 cards count, not the Free Peoples player's 3."""
    sc = Scenario()
    trooper = sc.minion("3_99")
    for _ in range(2):
        sc.hand(ORC_SOLDIER)
    for _ in range(3):
        sc.hand(BOROMIR)
    game = sc.start("maneuver")
    assert strength(game, trooper) == 7 + 2


def _veteran_skirmish(card_id: str, extra_condition: bool = True):
    sc = Scenario()
    veteran = sc.minion(card_id)
    boromir = sc.companion(BOROMIR)
    merry = sc.companion(MERRY)
    other = sc.minion(ORC_SOLDIER)
    sc.assign(veteran, boromir)
    sc.assign(other, merry)
    condition = sc.support(SEEKING_ITS_MASTER, player=1) if extra_condition else -1
    foes = sc.support(FOES_OF_MORDOR)
    sc.support(SARUMANS_AMBITION, player=1)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    return game, veteran, boromir, merry, condition, foes


def test_orc_veteran_discards_your_sauron_condition_to_weaken_its_opponent():
    """Orc Veteran (3_100): "Skirmish: Discard your [sauron] condition to make a character
    skirmishing this minion strength -1": Seeking Its Master goes (not a minion, not a
    Free Peoples condition, not an [isengard] condition) and Boromir is 7 - 1; Merry,
    in another skirmish, is not."""
    game, veteran, boromir, merry, condition, foes = _veteran_skirmish("3_100")
    use(game, veteran)
    assert game.decision.kind != "choose"
    assert game.s.zone[condition] == "discard" and game.s.zone[foes] == "support"
    assert strength(game, boromir) == 7 - 1 and strength(game, merry) == 3


def test_orc_veteran_needs_a_sauron_condition_of_yours():
    """Orc Veteran (3_100): without a [sauron] condition (an [isengard] one only) it
    cannot be used; nor outside the skirmish phase."""
    game, veteran, *_rest = _veteran_skirmish("3_100", extra_condition=False)
    assert not can(game, "use", veteran)
    sc = Scenario()
    regroup_veteran = sc.minion("3_100")
    sc.support(SEEKING_ITS_MASTER, player=1)
    sc.companion(BOROMIR)
    game2 = _regroup(sc)
    assert not can(game2, "use", regroup_veteran)


def test_orc_guard_exerts_and_discards_your_sauron_condition_to_discard_a_fp_condition():
    """Orc Guard (3_95): "Maneuver: Exert this minion and discard your [sauron] condition
    to discard a Free Peoples condition": the [sauron] one is discarded (not Saruman's
    Ambition), then Foes of Mordor (the Free Peoples one)."""
    sc = Scenario()
    guard = sc.minion("3_95")
    sc.minion(ORC_SOLDIER)
    mine = sc.support(SEEKING_ITS_MASTER, player=1)
    ambition = sc.support(SARUMANS_AMBITION, player=1)
    foes = sc.support(FOES_OF_MORDOR)
    game = _maneuver(sc)
    use(game, guard)
    assert game.s.wounds[guard] == 1
    assert game.s.zone[mine] == "discard" and game.s.zone[foes] == "discard"
    assert game.s.zone[ambition] == "support"


def test_orc_guard_needs_your_sauron_condition_and_to_exert():
    """Orc Guard (3_95): no [sauron] condition (an [isengard] one), or exhausted: it
    cannot be used."""
    sc = Scenario()
    guard = sc.minion("3_95")
    sc.support(FOES_OF_MORDOR)
    sc.support(SARUMANS_AMBITION, player=1)
    game = _maneuver(sc)
    assert not can(game, "use", guard)
    sc2 = Scenario()
    tired = sc2.minion("3_95")
    sc2.wounds(tired, 1)
    sc2.support(SEEKING_ITS_MASTER, player=1)
    sc2.support(FOES_OF_MORDOR)
    game2 = _maneuver(sc2)
    assert not can(game2, "use", tired)


def test_hand_of_sauron_exerts_a_sauron_minion_to_discard_a_random_card():
    """Hand of Sauron (3_90): "Exert a [sauron] minion to make the Free Peoples player
    discard a card at random from his or her hand": a [sauron] Uruk-hai pays; one of the
    2 cards goes."""
    sc = Scenario()
    guard = sc.minion(CIRITH_UNGOL_GUARD)
    cards = [sc.hand(BOROMIR), sc.hand(MERRY)]
    mine = sc.hand(ORC_SOLDIER)
    hand = sc.hand("3_90")
    game = _maneuver(sc)
    act(game, "play", hand)
    assert game.s.wounds[guard] == 1
    assert sorted(game.s.zone[c] for c in cards) == ["discard", "hand"]
    assert game.s.zone[mine] == "hand"


def test_hand_of_sauron_needs_a_sauron_minion():
    """Hand of Sauron (3_90): a [moria] Orc cannot pay "Exert a [sauron] minion"."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.hand(BOROMIR)
    hand = sc.hand("3_90")
    game = _maneuver(sc)
    assert not can(game, "play", hand)


def test_his_cruelty_and_malice_exerts_a_sauron_minion_to_discard_the_top_card():
    """His Cruelty and Malice (3_91): "Regroup: Exert a [sauron] minion to make the Free
    Peoples player discard the top card from his or her draw deck": only the top one,
    from his deck, not mine."""
    sc = Scenario()
    cruelty = sc.support("3_91", player=1)
    guard = sc.minion(CIRITH_UNGOL_GUARD)
    second = sc.draw_top(BOROMIR)
    top = sc.draw_top(MERRY)
    mine = sc.draw_top(ORC_SOLDIER)
    game = _regroup(sc)
    use(game, cruelty)
    assert game.s.wounds[guard] == 1
    assert game.s.zone[top] == "discard" and game.s.zone[second] == "draw"
    assert game.s.zone[mine] == "draw"


def test_his_cruelty_and_malice_needs_a_sauron_minion_and_the_regroup_phase():
    """His Cruelty and Malice (3_91): a [moria] Orc cannot pay; not in the maneuver phase."""
    sc = Scenario()
    cruelty = sc.support("3_91", player=1)
    sc.minion(MORIA_SCOUT)
    sc.draw_top(BOROMIR)
    game = _regroup(sc)
    assert not can(game, "use", cruelty)
    sc2 = Scenario()
    cruelty2 = sc2.support("3_91", player=1)
    sc2.minion(ORC_SOLDIER)
    sc2.draw_top(BOROMIR)
    game2 = _maneuver(sc2)
    assert not can(game2, "use", cruelty2)


def test_gleaming_in_the_snow_exerts_a_sauron_orc_to_add_a_burden():
    """Gleaming in the Snow (3_89): "Regroup: Exert a [sauron] Orc and spot a [gondor]
    companion to add a burden"."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    sc.companion(BOROMIR)
    snow = sc.hand("3_89")
    game = _regroup(sc)
    act(game, "play", snow)
    assert game.s.wounds[orc] == 1 and game.s.burdens[0] == 1


def test_gleaming_in_the_snow_needs_a_gondor_companion_and_a_sauron_orc():
    """Gleaming in the Snow (3_89): no [gondor] companion (Merry and a [gondor]
    condition), or no [sauron] Orc to exert (a [moria] Orc, a [sauron] Uruk-hai)."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.companion(MERRY)
    sc.support(FOES_OF_MORDOR)  # a [gondor] card, not a companion
    snow = sc.hand("3_89")
    game = _regroup(sc)
    assert not can(game, "play", snow)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    sc2.companion(BOROMIR)
    snow2 = sc2.hand("3_89")
    game2 = _regroup(sc2)
    assert not can(game2, "play", snow2)


NAZGUL = "1_232"  # Úlairë Lemenya


def test_get_off_the_road_discards_one_top_card_per_burden():
    """Get Off the Road! (3_88): "Spot a [sauron] minion and a Nazgûl to make the Free
    Peoples player discard a card from the top of his or her deck for each burden": 2
    burdens, 2 cards; the third stays; my own deck is untouched."""
    sc = Scenario()
    sc.minion(CIRITH_UNGOL_GUARD)
    sc.minion(NAZGUL)
    deck = [sc.draw_top(BOROMIR) for _ in range(3)][::-1]
    mine = sc.draw_top(ORC_SOLDIER)
    road = sc.hand("3_88")
    game = sc.burdens(2).at_site(4).start("shadow")
    act(game, "play", road)
    assert [game.s.zone[c] for c in deck] == ["discard", "discard", "draw"]
    assert game.s.zone[mine] == "draw"


def test_get_off_the_road_needs_a_sauron_minion_and_a_nazgul():
    """Get Off the Road! (3_88): a Nazgûl with a [moria] Orc (and a [sauron] condition),
    or a [sauron] Orc alone: not played."""
    for minions in ((NAZGUL, MORIA_SCOUT), (ORC_SOLDIER,)):
        sc = Scenario()
        for m in minions:
            sc.minion(m)
        sc.support(SEEKING_ITS_MASTER, player=1)  # a [sauron] card, not a minion
        sc.draw_top(BOROMIR)
        road = sc.hand("3_88")
        game = sc.burdens(2).at_site(4).start("shadow")
        assert not can(game, "play", road), minions


GALADRIEL, HALDIR = "1_45", "1_48"


def _dawn(card_id: str, minion: str = ORC_SOLDIER, galadriel: bool = True):
    sc = Scenario()
    sc.minion(minion)
    sc.support(SEEKING_ITS_MASTER, player=1)  # a [sauron] card, not a minion
    lady = sc.ally(GALADRIEL) if galadriel else -1
    elves = [sc.companion(LEGOLAS), sc.companion(HALDIR)]
    boromir = sc.companion(BOROMIR)
    dawn = sc.hand(card_id)
    game = _maneuver(sc)
    return game, lady, elves, boromir, dawn


def test_terrible_as_the_dawn_wounds_galadriel_three_times():
    """Terrible as the Dawn (3_103): "Spot a [sauron] minion to wound Galadriel 3 times":
    the Free Peoples player declines; Galadriel (vitality 3) dies; made vitality 5, she
    has 3 wounds."""
    game, lady, elves, _b, dawn = _dawn("3_103")
    act(game, "play", dawn)
    assert game.decision.player == 0
    act(game, "pass")
    assert game.s.zone[lady] == "dead" and [game.s.zone[e] for e in elves] == [
        "fellowship", "fellowship"]
    game, lady, _elves, _b, dawn = _dawn("3_103")
    effects.add_modifier(game, lady, "vitality", 2, "turn")  # she survives: count them
    act(game, "play", dawn)
    act(game, "pass")
    assert game.s.zone[lady] == "support" and game.s.wounds[lady] == 3


def test_terrible_as_the_dawn_prevented_by_discarding_two_elves():
    """Terrible as the Dawn (3_103): "The Free Peoples player may discard 2 Elves to
    prevent this": Legolas and Haldir go (not Boromir); Galadriel is not wounded."""
    game, lady, elves, boromir, dawn = _dawn("3_103", CIRITH_UNGOL_GUARD)
    act(game, "play", dawn)
    act(game, "choose", dawn)
    for _ in range(2):
        if game.decision is not None and game.decision.kind == "choose":
            assert boromir not in game.decision.cards
            act(game, "choose", next(e for e in elves if e in game.decision.cards))
    assert [game.s.zone[e] for e in elves] == ["discard", "discard"]
    assert game.s.zone[lady] == "support" and game.s.wounds[lady] == 0
    assert game.s.zone[boromir] == "fellowship"


def test_terrible_as_the_dawn_needs_a_sauron_minion_and_galadriel():
    """Terrible as the Dawn (3_103): with a [moria] Orc only, or without Galadriel: not
    played."""
    game, _l, _e, _b, dawn = _dawn("3_103", MORIA_SCOUT)
    assert not can(game, "play", dawn)
    game, _l, _e, _b, dawn = _dawn("3_103", galadriel=False)
    assert not can(game, "play", dawn)


BILBO = "1_284"
FP_CONDITIONS = ("1_105", "1_54", "1_59")  # Foes of Mordor, Mallorn-trees, Shoulder to Shoulder


def _keep_it(card_id: str, minion: str = ORC_SOLDIER, bilbo: bool = True,
             conditions: int = 2):
    sc = Scenario()
    sc.minion(minion)
    ally = sc.ally(BILBO) if bilbo else -1
    kept = [sc.support(c) for c in FP_CONDITIONS[:conditions]]
    mine = sc.support(SEEKING_ITS_MASTER, player=1)
    keep = sc.hand(card_id)
    game = _maneuver(sc)
    return game, ally, kept, mine, keep


def test_why_shouldnt_i_keep_it_discards_bilbo():
    """Why Shouldn't I Keep It? (3_105): "Spot a [sauron] minion to discard Bilbo": the
    Free Peoples player declines."""
    game, bilbo, kept, _mine, keep = _keep_it("3_105")
    act(game, "play", keep)
    assert game.decision.player == 0
    act(game, "pass")
    assert game.s.zone[bilbo] == "discard"
    assert [game.s.zone[c] for c in kept] == ["support", "support"]


def test_why_shouldnt_i_keep_it_prevented_by_discarding_two_fp_conditions():
    """Why Shouldn't I Keep It? (3_105): "The Free Peoples player may discard 2 Free
    Peoples conditions to prevent this": his two go (not a Shadow condition); Bilbo
    stays. With one condition he cannot prevent it."""
    game, bilbo, kept, mine, keep = _keep_it("3_105", CIRITH_UNGOL_GUARD, conditions=3)
    act(game, "play", keep)
    act(game, "choose", keep)
    for _ in range(2):
        assert mine not in game.decision.cards
        act(game, "choose", next(c for c in kept if c in game.decision.cards))
    assert sorted(game.s.zone[c] for c in kept) == ["discard", "discard", "support"]
    assert game.s.zone[bilbo] == "support" and game.s.zone[mine] == "support"
    game, bilbo, _kept, _mine, keep = _keep_it("3_105", conditions=1)
    act(game, "play", keep)
    assert game.s.zone[bilbo] == "discard"


def test_why_shouldnt_i_keep_it_needs_a_sauron_minion_and_bilbo():
    """Why Shouldn't I Keep It? (3_105): a [moria] Orc only, or no Bilbo: not played."""
    game, _b, _k, _m, keep = _keep_it("3_105", MORIA_SCOUT)
    assert not can(game, "play", keep)
    game, _b, _k, _m, keep = _keep_it("3_105", bilbo=False)
    assert not can(game, "play", keep)


def _moving(card_id: str, allies: int = 2, minion: str = ORC_SOLDIER):
    """The Shadow player's ``card_id`` in his support area (played by a script-free
    placement), ``allies`` allies, 3 cards in the Free Peoples hand; the fellowship
    moves."""
    sc = Scenario()
    sc.support(card_id, player=1)
    sc.minion(minion)
    for a in ("1_17", "1_56", "1_57")[:allies]:
        sc.ally(a)
    hand = [sc.hand(BOROMIR), sc.hand(MERRY), sc.hand(LEGOLAS)]
    game = sc.start("fellowship")
    return game, hand


def test_our_list_of_allies_grows_thin_adds_one_per_ally_when_the_fellowship_moves():
    """Our List of Allies Grows Thin (3_102): "Each time the fellowship moves, add (1)
    for each ally you can spot": 2 allies, (2) more than without it."""
    game, _hand = _moving("3_102", allies=2)
    pass_until(game, "moves")
    with_it = game.s.twilight
    sc = Scenario()
    for a in ("1_17", "1_56"):
        sc.ally(a)
    base = sc.start("fellowship")
    pass_until(base, "moves")
    assert with_it == base.s.twilight + 2


def _play_exerting(card_id: str, minion: str, wounds: int = 0):
    sc = Scenario()
    m = sc.minion(minion)
    sc.wounds(m, wounds)
    others = [sc.minion(MORIA_SCOUT)]
    card = sc.hand(card_id)
    later = sc.hand(SEEKING_ITS_MASTER)
    game = sc.twilight(2).at_site(4).start("shadow")
    return game, m, others, card, later


def test_our_list_of_allies_grows_thin_to_play_exert_a_sauron_minion():
    """Our List of Allies Grows Thin (3_102): "To play, exert a [sauron] minion": a
    [sauron] Uruk-hai exerts (not the [moria] Orc), once; exhausted, or a [moria] Orc
    alone: not played."""
    game, guard, others, card, later = _play_exerting("3_102", "1_268")
    act(game, "play", card)
    assert game.s.zone[card] == "support" and game.s.wounds[guard] == 1
    assert [game.s.wounds[o] for o in others] == [0]
    act(game, "play", later)
    assert game.s.wounds[guard] == 1
    game, _g, _o, card, _l = _play_exerting("3_102", CIRITH_UNGOL_GUARD, wounds=1)
    assert not can(game, "play", card)
    game, _g, _o, card, _l = _play_exerting("3_102", MORIA_SCOUT)
    assert not can(game, "play", card)


def test_tower_of_barad_dur_to_play_exert_a_sauron_minion():
    """Tower of Barad-dûr (3_104): "To play, exert a [sauron] minion": as above."""
    game, guard, others, card, later = _play_exerting("3_104", "1_268")
    act(game, "play", card)
    assert game.s.zone[card] == "support" and game.s.wounds[guard] == 1
    assert [game.s.wounds[o] for o in others] == [0]
    act(game, "play", later)
    assert game.s.wounds[guard] == 1
    game, _g, _o, card, _l = _play_exerting("3_104", CIRITH_UNGOL_GUARD, wounds=1)
    assert not can(game, "play", card)
    game, _g, _o, card, _l = _play_exerting("3_104", MORIA_SCOUT)
    assert not can(game, "play", card)


def test_tower_of_barad_dur_the_fp_player_discards_a_card_when_the_fellowship_moves():
    """Tower of Barad-dûr (3_104): "Each time the fellowship moves, the Free Peoples
    player must discard a card from hand": he chooses one of his 3 cards."""
    game, hand = _moving("3_104")
    pass_until(game, "moves", decision_kind="choose")
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.cards) == set(hand)
    act(game, "choose", hand[1])
    assert [game.s.zone[c] for c in hand] == ["hand", "discard", "hand"]


def test_orc_pillager_weakens_its_opponent_for_each_free_peoples_card_it_bears():
    """Orc Pillager (3_96): "For each Free Peoples card borne by a character this minion
    is skirmishing, that character is strength -1": Boromir bears Armor and The Saga of
    Elendil (2 Free Peoples cards) and a Shadow condition: 7 - 2 (Armor adds nothing);
    Merry, bearing a weapon in another skirmish, is not weakened."""
    sc = Scenario()
    pillager = sc.minion("3_96")
    boromir = sc.companion(BOROMIR)
    merry = sc.companion(MERRY)
    sc.bear(boromir, "1_92")  # Armor
    sc.bear(boromir, "1_114")  # The Saga of Elendil
    sc.bear(boromir, "1_283", player=1)  # You Bring Great Evil, a Shadow condition
    sc.bear(merry, "1_299")  # Hobbit Sword, +2
    sc.assign(pillager, boromir)
    sc.assign(sc.minion(ORC_SOLDIER), merry)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    assert strength(game, boromir) == 7 - 2
    assert strength(game, merry) == 3 + 2 + 2 and strength(game, pillager) == 10


def _advances(card_id: str, fp_hand: tuple[str, ...], minion: str = ORC_SOLDIER):
    sc = Scenario()
    exerted = sc.minion(minion)
    sc.support(SEEKING_ITS_MASTER, player=1)
    hand = [sc.hand(c, player=0) for c in fp_hand]
    mine = sc.hand(ORC_SOLDIER)  # the Shadow player's own card (cost 2): not revealed
    advances = sc.hand(card_id)
    game = _regroup(sc, twilight=2)
    return game, exerted, hand, mine, advances


def test_the_dark_lord_advances_discards_as_many_cards_as_the_revealed_cost():
    """The Dark Lord Advances (3_87): "Exert a [sauron] minion to reveal a card at random
    from the Free Peoples player's hand. That player must discard X cards from hand,
    where X is the twilight cost of the card revealed": 4 Boromirs (cost 3): he
    discards 3, each his choice; my hand is untouched."""
    game, orc, hand, mine, advances = _advances("3_87", (BOROMIR,) * 4)
    events = act(game, "play", advances)
    assert game.s.wounds[orc] == 1
    assert any(e.kind == "revealed" and len(e.cards) == 1 and e.cards[0] in hand
               for e in events)
    for card in hand[:3]:
        assert game.decision.kind == "choose" and game.decision.player == 0
        act(game, "choose", card)
    assert game.decision.kind != "choose"
    assert [game.s.zone[c] for c in hand] == ["discard"] * 3 + ["hand"]
    assert game.s.zone[mine] == "hand"


def test_the_dark_lord_advances_a_cheap_card_revealed_costs_one_discard():
    """The Dark Lord Advances (3_87): 3 Merrys (cost 1): one discard."""
    game, _orc, hand, _mine, advances = _advances("3_87", (MERRY,) * 3)
    act(game, "play", advances)
    act(game, "choose", hand[0])
    assert game.decision.kind != "choose"
    assert [game.s.zone[c] for c in hand] == ["discard", "hand", "hand"]


def test_the_dark_lord_advances_needs_a_sauron_minion_to_exert():
    """The Dark Lord Advances (3_87): a [moria] Orc (and a [sauron] condition): not
    played; a [sauron] Uruk-hai pays."""
    game, *_rest, advances = _advances("3_87", (MERRY,), MORIA_SCOUT)
    assert not can(game, "play", advances)
    game, *_rest, advances = _advances("3_87", (MERRY,), CIRITH_UNGOL_GUARD)
    assert can(game, "play", advances)


def test_the_cost_value_reads_remembered_cards_or_cards_in_play():
    """The value ``cost(F)`` (added for The Dark Lord Advances, 3_87): the printed
    twilight cost of the cards a script remembered (``$name``, in any pile), else summed
    over the matching cards in play."""
    from ringtable.scripts.values import compile_value

    sc = Scenario()
    sc.minion(ORC_SOLDIER)  # cost 2
    sc.minion("3_96")  # Orc Pillager, cost 4
    boromir = sc.hand(BOROMIR, player=0)  # cost 3, in hand
    game = sc.build()
    ctx = {"src": -1, "p": 1, "v": {"revealed": [boromir]}}
    assert compile_value("cost($revealed)")(game, ctx) == 3
    assert compile_value("cost([sauron] orc)")(game, ctx) == 2 + 4
