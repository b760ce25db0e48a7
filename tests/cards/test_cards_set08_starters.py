"""Set 8 (Siege of Gondor) cards of the King-block starters (RotK Aragorn, RotK Éomer,
SoG Merry, SoG Pippin, MD Frodo, MD Sam): each test sets a position, uses the card and
checks what its printed text does, with a case for each filter word, cost and condition."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from starters import legal_bearers, never_offered

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR, GIMLI, EOMER = "1_97", "1_13", "4_266"
MERRY, SAM = "1_302", "1_311"
RUNNER, URUK, GUARD, SOLDIER = "1_178", "1_154", "10_81", "4_220"
ATHELAS, FIRST_LEVEL, CAPTAIN = "1_94", "7_92", "7_96"
FILLER = "1_317"  # a card to hold in hand


def _hand(sc: Scenario, n: int) -> list[int]:
    return [sc.hand(FILLER) for _ in range(n)]


# --- [gondor] Wraiths -------------------------------------------------------------------

def test_oathbreaker_and_sleepless_dead_to_play_add_a_threat():
    """Oathbreaker (8_41), Sleepless Dead (8_45): "To play, add a threat." Played, a
    threat is added; with the threats at the limit (2 companions) they cannot be."""
    for card in ("8_41", "8_45"):
        sc = Scenario()
        sc.companion(BOROMIR)
        wraith = sc.hand(card)
        gimli = sc.hand(GIMLI)
        game = sc.twilight(0).at_site(2).start("fellowship")
        act(game, "play", wraith)
        assert game.s.threats[0] == 1 and game.s.zone[wraith] == "fellowship", card
        act(game, "play", gimli)  # another card played adds nothing
        assert game.s.threats[0] == 1, card
        sc2 = Scenario()
        sc2.companion(BOROMIR)
        wraith2 = sc2.hand(card)
        assert not can(sc2.threats(2).twilight(0).at_site(2).start("fellowship"), "play",
                       wraith2), card


def _oath_skirmish(card: str, hand: int):
    sc = Scenario()
    oath = sc.companion(card)
    guard = sc.minion(GUARD)
    axe = sc.bear(guard, "10_102")
    enraged = sc.bear(guard, "1_254")  # Mordor Enraged: a condition, no possession
    other = sc.minion(GUARD)
    other_axe = sc.bear(other, "10_102")
    sc.assign(guard, oath)
    sc.assign(other, sc.companion(BOROMIR))
    cards = _hand(sc, hand)
    game = sc.start("skirmishes")
    act(game, "skirmish", oath)
    return game, oath, (axe, enraged, other_axe), cards


def test_oathbreaker_discards_3_cards_to_discard_a_possession_of_his_minion():
    """Oathbreaker (8_41): "Skirmish: Discard 3 cards from hand to discard a possession
    borne by a minion skirmishing this companion." The Guard's Uruk Axe goes, not its
    Mordor Enraged, nor the other Guard's axe."""
    game, oath, (axe, enraged, other_axe), cards = _oath_skirmish("8_41", 3)
    use(game, oath)
    assert all(game.s.zone[c] == "discard" for c in cards)
    assert game.s.zone[axe] == "discard"
    assert game.s.zone[enraged] == "attached" and game.s.zone[other_axe] == "attached"


def test_oathbreaker_needs_3_cards_in_hand():
    """Oathbreaker (8_41): "Discard 3 cards from hand": two are not enough."""
    game, oath, _items, _cards = _oath_skirmish("8_41", 2)
    assert not can(game, "use", oath)


def _sleepless(card: str, wounds: int = 0):
    sc = Scenario()
    dead = sc.companion(card)
    sc.wounds(dead, wounds)
    warrior = sc.minion("4_222")  # Desert Warrior, 6 (vitality 2)
    other = sc.minion("4_222")
    sc.assign(warrior, dead)
    sc.assign(other, sc.companion(BOROMIR))
    game = sc.start("skirmishes")
    act(game, "skirmish", dead)
    return game, dead, warrior, other


def test_sleepless_dead_may_exert_to_discard_the_minion_he_beats():
    """Sleepless Dead (8_45): "Each time this companion wins a skirmish, you may exert him
    to discard a minion he is skirmishing." Not the Desert Warrior facing Boromir."""
    game, dead, warrior, other = _sleepless("8_45")
    seen = pass_until(game, decision_kind="optional_trigger")
    assert any(e.kind == "skirmish_resolved" for e in seen)  # after he has won
    act(game, "resolve")
    assert game.s.wounds[dead] == 1 and game.s.zone[warrior] == "discard"
    assert game.s.zone[other] == "minions"


def test_sleepless_dead_cannot_exert_when_exhausted():
    """Sleepless Dead (8_45): "you may exert him": with 2 wounds (vitality 3; enduring
    7 + 4) he wins but cannot pay, so nothing is offered."""
    game, dead, warrior, _other = _sleepless("8_45", wounds=2)
    seen = pass_until(game, "skirmish_ended")
    assert any(e.kind == "skirmish_resolved" for e in seen)
    assert game.s.zone[warrior] in ("minions", "discard") and game.s.wounds[dead] == 2
    assert not any(e.kind == "discarded" and warrior in e.cards for e in seen)


def test_knights_mount_bearer_must_be_a_knight():
    """Knight's Mount (8_40): "Bearer must be a knight." Not Boromir."""
    allowed, (captain, _boromir) = legal_bearers("8_40", (CAPTAIN, BOROMIR))
    assert allowed == {captain}


def test_knights_mount_bearer_wins_wounds_an_unassigned_minion():
    """Knight's Mount (8_40): "Each time bearer wins a skirmish, you may wound a minion
    who is not assigned to a skirmish." The Captain (6 +1) beats a Goblin Runner; the
    unassigned Guard is wounded, not the Runner facing Boromir."""
    sc = Scenario()
    captain = sc.companion(CAPTAIN)
    sc.bear(captain, "8_40")
    runner = sc.minion(RUNNER)
    assigned = sc.minion(GUARD)
    free = sc.minion(GUARD)
    sc.assign(runner, captain)
    sc.assign(assigned, sc.companion(BOROMIR))
    game = sc.start("skirmishes")
    act(game, "skirmish", captain)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve")
    assert game.s.wounds[free] == 1 and game.s.wounds[assigned] == 0


def test_knights_mount_nothing_when_another_companion_wins():
    """Knight's Mount (8_40): "Each time bearer wins": Boromir beating a Runner beside the
    Captain with the Mount offers nothing."""
    sc = Scenario()
    captain = sc.companion(CAPTAIN)
    mount = sc.bear(captain, "8_40")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(RUNNER), boromir)
    free = sc.minion(GUARD)
    game = sc.start("skirmishes")
    never_offered(game, mount, "skirmish_ended")
    assert game.s.wounds[free] == 0


def _sixth(card: str, exerter: str = BOROMIR):
    sc = Scenario()
    sixth = sc.support(card, player=0)
    sc.companion(exerter)
    level = sc.discard(FIRST_LEVEL, player=0)
    second = sc.discard("7_125", player=0)  # Third Level, another fortification
    other = sc.discard("1_116", player=0)  # Swordarm of the White Tower: no fortification
    armory = sc.discard("5_79", player=0)  # Armory: a [rohan] fortification
    return sc.start("regroup"), sixth, (level, second, other, armory)


def test_sixth_level_exerts_a_gondor_man_to_play_a_fortification_from_discard():
    """Sixth Level (8_44): "Regroup: Exert a [gondor] Man to play a [gondor] fortification
    from your discard pile (limit 1)." Only fortifications are offered; once a turn."""
    game, sixth, (level, second, other, armory) = _sixth("8_44")
    use(game, sixth)
    assert other not in game.decision.cards and armory not in game.decision.cards
    act(game, "choose", level)
    assert game.s.zone[level] == "support" and game.s.zone[second] == "discard"
    if game.decision.player == 1:
        act(game, "pass")
    assert game.decision.player == 0 and not can(game, "use", sixth)  # limit 1


def test_sixth_level_needs_a_gondor_man_to_exert():
    """Sixth Level (8_44): "Exert a [gondor] Man": Éomer is a [rohan] Man, Gimli no Man,
    Oathbreaker a [gondor] Wraith."""
    for exerter in (EOMER, GIMLI, "8_41"):
        game, sixth, _cards = _sixth("8_44", exerter)
        assert not can(game, "use", sixth), exerter


def test_spectral_sword_bearer_must_be_a_gondor_wraith():
    """Spectral Sword (8_46): "Bearer must be a [gondor] Wraith." Not Boromir ([gondor]
    Man)."""
    allowed, (oath, _boromir) = legal_bearers("8_46", ("8_41", BOROMIR))
    assert allowed == {oath}


def test_spectral_sword_discards_3_cards_to_heal_bearer():
    """Spectral Sword (8_46): "Skirmish: Discard 3 cards from hand to heal bearer." Not
    with 2 cards."""
    for n, healed in ((3, True), (2, False)):
        sc = Scenario()
        oath = sc.companion("8_41")
        sword = sc.bear(oath, "8_46")
        sc.wounds(oath, 1)
        sc.wounds(sc.companion(BOROMIR), 1)  # another wounded companion: not healed
        sc.assign(sc.minion(RUNNER), oath)
        _hand(sc, n)
        game = sc.start("skirmishes")
        assert can(game, "use", sword) == healed
        if healed:
            use(game, sword)
            assert game.s.wounds[oath] == 0 and not game.s.piles[0]["hand"]


def _swept(card: str, hand: int, wounds: int):
    sc = Scenario()
    sc.support(card, player=0)
    oath = sc.companion("8_41")
    sc.wounds(oath, wounds)
    _hand(sc, hand)
    return sc.start("fellowship"), oath


def test_swept_away_exhausted_gondor_wraiths_cannot_take_wounds_with_initiative():
    """Swept Away (8_48): "While you have initiative, exhausted [gondor] Wraiths cannot
    take wounds." Oathbreaker exhausted with 4 cards in hand: protected; with 3 cards,
    or not exhausted, not; Boromir exhausted is no Wraith."""
    for hand, wounds, protected in ((4, 2, True), (3, 2, False), (4, 1, False)):
        game, oath = _swept("8_48", hand, wounds)
        assert stats.can_take_wounds(game, oath) != protected, (hand, wounds)
    sc = Scenario()
    sc.support("8_48", player=0)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 2)
    lights = sc.minion("6_99")  # Corpse Lights: a [sauron] Wraith, exhausted
    sc.wounds(lights, 1)
    _hand(sc, 4)
    game = sc.start("fellowship")
    assert stats.can_take_wounds(game, boromir) and stats.can_take_wounds(game, lights)


def test_swept_away_each_move_add_a_threat_or_discard_it():
    """Swept Away (8_48): "Each time the fellowship moves, add a threat or discard this
    condition." Each choice in turn."""
    for option in (0, 1):
        sc = Scenario()
        swept = sc.support("8_48", player=0)
        sc.companion(BOROMIR)
        game = sc.start("fellowship")
        act(game, "pass")
        pass_until(game, decision_kind="choose_option")
        act(game, "choose_option", value=option)
        if option == 0:
            assert game.s.threats[0] == 1 and game.s.zone[swept] == "support"
        else:
            assert game.s.threats[0] == 0 and game.s.zone[swept] == "discard"


# --- Fourth Level: transfer and exhaust -------------------------------------------------

def _fourth(card: str, companions: tuple[str, ...], defender: str = BOROMIR,
            wounds: int = 0):
    sc = Scenario()
    level = sc.support(card, player=0)
    chars = [sc.companion(c) for c in companions]
    fp = chars[companions.index(defender)] if defender in companions else sc.companion(defender)
    troll = sc.minion("1_165")  # Cave Troll of Moria: 15, vitality 4
    sc.assign(troll, fp)
    other = sc.minion(GUARD)
    sc.assign(other, sc.companion("1_51"))  # Legolas
    for c in chars:
        sc.wounds(c, wounds)
    game = sc.start("skirmishes")
    act(game, "skirmish", fp)
    return game, level, chars, troll, other


def test_fourth_level_exerts_2_gondor_men_to_go_on_the_minion_and_exhaust_it():
    """Fourth Level (8_35): "Skirmish: Exert 2 [gondor] Men ... to transfer this condition
    from your support area to a minion skirmishing a [gondor] Man. Exhaust that minion."
    Boromir and Faramir exert; the Cave Troll facing Boromir takes it (strength -1) and
    is left with 1 vitality; the Guard facing Legolas is untouched."""
    game, level, (boromir, faramir), troll, other = _fourth("8_35", (BOROMIR, "4_116"))
    use(game, level)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[faramir] == 1
    assert game.s.zone[level] == "attached" and game.s.bearer[level] == troll
    assert stats.vitality_left(game, troll) == 1 and strength(game, troll) == 15 - 1
    assert game.s.wounds[other] == 0
    act(game, "pass")  # the Shadow player
    assert game.decision.player == 0
    assert not can(game, "use", level)  # no longer in the support area


def test_fourth_level_spot_3_knights_instead():
    """Fourth Level (8_35): "or spot 3 knights": three knights (Gondorian Captain,
    Ingold, Imrahil), none exerted; two knights and no second [gondor] Man: not usable."""
    knights = ("7_96", "7_106", "8_37")
    game, level, chars, troll, _other = _fourth("8_35", knights, defender="7_96")
    act(game, "use", level, value=1)
    assert all(game.s.wounds[c] == 0 for c in chars) and game.s.bearer[level] == troll
    assert stats.vitality_left(game, troll) == 1
    act(game, "pass")  # the Shadow player
    assert game.decision.player == 0 and not can(game, "use", level)
    game2, level2, _c, _t, _o = _fourth("8_35", knights[:2], defender="7_96", wounds=2)
    assert not can(game2, "use", level2)


def test_fourth_level_needs_a_minion_skirmishing_a_gondor_man():
    """Fourth Level (8_35): the minion must be skirmishing a [gondor] Man: Gimli's (a
    Dwarf), Éomer's (a [rohan] Man) or Oathbreaker's (a [gondor] Wraith) skirmish offers
    nothing, though two [gondor] Men could exert and three knights are spotted."""
    for defender in (GIMLI, EOMER, "8_41"):  # a Dwarf, a [rohan] Man, a [gondor] Wraith
        game, level, _chars, _troll, _other = _fourth(
            "8_35", (BOROMIR, "4_116", "7_96", "7_106", "8_37"), defender=defender)
        assert not can(game, "use", level), defender


def test_fourth_level_needs_2_gondor_men_to_exert():
    """Fourth Level (8_35): "Exert 2 [gondor] Men": Boromir with Éomer (a [rohan] Man) or
    with Oathbreaker (a [gondor] Wraith) cannot pay."""
    for partner in (EOMER, "8_41"):
        game, level, _chars, _troll, _other = _fourth("8_35", (BOROMIR, partner))
        assert not can(game, "use", level), partner


def test_sixth_level_limit_1_is_for_each_regroup_phase():
    """Sixth Level (8_44): "(limit 1)" holds for a phase (CR 4.1 "limit"): after the
    fellowship moves again from the regroup phase, with no skirmish on the way, the next
    regroup phase may use it again."""
    game, sixth, (level, second, _other, _armory) = _sixth("8_44")
    use(game, sixth)
    act(game, "choose", level)
    for _ in range(40):
        if game.decision.kind == "regroup_choice" or can(game, "move"):
            break
        act(game, "pass")
    act(game, "move")
    for _ in range(200):
        if game.s.phase == "regroup" and game.decision.player == 0:
            break
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep")), options[0]))
    assert game.s.phase == "regroup" and can(game, "use", sixth)
    use(game, sixth)
    assert game.s.zone[second] == "support"
