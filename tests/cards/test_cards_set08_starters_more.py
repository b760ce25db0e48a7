"""Set 8 (Siege of Gondor) [raider], [wraith], [rohan] and [shire] cards and The Dimholt
of the King-block starters: each test sets a position, uses the card and checks what its
printed text does, with a case for each filter word, cost and condition."""

from __future__ import annotations

from cardtest import Scenario, at_site, strength, use
from starters import instance, legal_bearers, never_offered, playable_beside

from ringtable.engine import Game, stats
from ringtable.testing import act, can, pass_until

BOROMIR, GIMLI, EOMER = "1_97", "1_13", "4_266"
MERRY, PIPPIN, SAM = "1_302", "1_306", "1_311"
RUNNER, GUARD = "1_178", "10_81"
WARRIOR, SOLDIER, EASTERLING = "4_222", "4_220", "4_226"  # Southrons; an Easterling
ATHELAS, FILLER = "1_94", "1_317"


def _hand(sc: Scenario, n: int, card: str = FILLER) -> list[int]:
    return [sc.hand(card, player=0) for _ in range(n)]


# --- [raider] ---------------------------------------------------------------------------

def _marksman(card: str, other: str | None, phase: str = "archery"):
    sc = Scenario()
    bound = sc.companion("4_114")  # Damrod: Ring-bound
    free = sc.companion(BOROMIR)
    sc.minion(card)
    if other == "8_63":  # Line of Defense: [raider], no Man
        sc.support(other, player=1)
    elif other:
        sc.minion(other)
    game = sc.twilight(5).at_site(6).start(phase)
    game.s.phase = phase
    return game, bound, free


def test_haradrim_marksman_ring_bound_companions_cannot_take_archery_wounds():
    """Haradrim Marksman (8_60): "While you can spot another [raider] Man, Ring-bound
    companions cannot take archery wounds." Damrod, with a Desert Warrior beside the
    Marksman, in the archery phase; Boromir (unbound) can."""
    game, bound, free = _marksman("8_60", WARRIOR)
    assert not stats.can_take_wounds(game, bound) and stats.can_take_wounds(game, free)


def test_haradrim_marksman_needs_another_raider_man_and_archery():
    """Haradrim Marksman (8_60): alone, beside a [sauron] Orc, or outside the archery
    phase (maneuver), or beside a [raider] condition (no Man), Damrod can take wounds."""
    for other, phase in ((None, "archery"), ("1_257", "archery"), (WARRIOR, "maneuver"),
                         ("8_63", "archery")):
        game, bound, _free = _marksman("8_60", other, phase)
        assert stats.can_take_wounds(game, bound), (other, phase)


def _line(card: str, mounted: bool, phase: str, horse: bool = False):
    sc = Scenario()
    sc.support(card, player=1)
    warrior = sc.minion(WARRIOR)
    if mounted:
        sc.bear(warrior, "8_64")
    if horse:  # a mounted Man, but no [raider] one
        sc.bear(sc.companion(EOMER), "4_283")
    soldier = sc.minion(SOLDIER)
    others = (sc.minion("1_257"), sc.minion("4_10"), sc.companion(BOROMIR))
    game = sc.twilight(5).at_site(6).start("shadow")
    game.s.phase = phase
    return game, soldier, others


def test_line_of_defense_raider_men_cannot_take_wounds_outside_skirmishes():
    """Line of Defense (8_63): "While you can spot a mounted [raider] Man, [raider] Men
    cannot take wounds (except during skirmishes)." A Desert Warrior on a Mûmak: the
    Desert Soldier is protected in the maneuver phase, not in a skirmish, nor with no
    mount, nor beside Éomer on a Horse of Rohan; a [sauron] Orc, a [dunland] Man and
    Boromir never."""
    game, soldier, others = _line("8_63", True, "maneuver")
    assert not stats.can_take_wounds(game, soldier)
    assert all(stats.can_take_wounds(game, c) for c in others)
    for mounted, phase, horse in ((True, "skirmish", False), (False, "maneuver", False),
                                  (False, "maneuver", True)):
        game, soldier, _others = _line("8_63", mounted, phase, horse)
        assert stats.can_take_wounds(game, soldier), (mounted, phase, horse)


def test_mumakil_bearer_must_be_a_southron():
    """Mûmakil (8_64): "Bearer must be a Southron." Not an Easterling."""
    allowed, (warrior, _easterling) = legal_bearers("8_64", (WARRIOR, EASTERLING), shadow=True)
    assert allowed == {warrior}


def _mumak(card: str, hand: int, threats: int):
    sc = Scenario()
    for c in (BOROMIR, GIMLI, "1_89", "1_51"):
        sc.companion(c)
    warrior = sc.minion(WARRIOR)
    sc.bear(warrior, card)
    other = sc.minion(WARRIOR)
    _hand(sc, hand)
    game = sc.threats(threats).twilight(5).at_site(6).start("shadow")
    return game, warrior, other


def test_mumakil_fierce_and_damage_with_initiative_or_4_threats():
    """Mûmakil (8_64): "Bearer is fierce. While you have initiative or can spot 4 threats,
    bearer is damage +1." The Shadow has initiative with 3 cards in the Free Peoples
    hand; with 4 cards and 3 threats no damage; with 4 threats, damage again. The other
    Desert Warrior gets nothing."""
    for hand, threats, damage in ((3, 0, 1), (4, 3, 0), (4, 4, 1)):
        game, warrior, other = _mumak("8_64", hand, threats)
        assert stats.keyword(game, warrior, "fierce") == 1
        assert stats.keyword(game, warrior, "damage") == damage, (hand, threats)
        assert not stats.keyword(game, other, "fierce") and not stats.keyword(game, other,
                                                                                 "damage")
        assert strength(game, warrior) == 6 + 3


# --- [wraith] ---------------------------------------------------------------------------

def _archery(card: str, burdens: int, hand: int) -> Game:
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.minion(card)
    _hand(sc, hand)
    game = sc.burdens(burdens).twilight(5).at_site(6).start("shadow")
    return game


def test_morgul_creeper_minion_archery_plus_two_with_3_burdens():
    """Morgul Creeper (8_75): "While you can spot 3 burdens, the minion archery total is
    +2." Not with 2."""
    for burdens, bonus in ((3, 2), (2, 0)):
        game = _archery("8_75", burdens, 4)
        assert stats.global_value(game, "archery:minion", 0) == bonus, burdens


def test_morgul_lurker_minion_archery_plus_two_with_initiative():
    """Morgul Lurker (8_76): "While you have initiative, the minion archery total is +2."
    The Free Peoples player's 3 cards: the Shadow has it; 4 cards: not."""
    for hand, bonus in ((3, 2), (4, 0)):
        game = _archery("8_76", 0, hand)
        assert stats.global_value(game, "archery:minion", 0) == bonus, hand


# --- [rohan] ----------------------------------------------------------------------------

def _charge(card: str, hand: int, item: str = "4_278"):
    sc = Scenario()
    eomer = sc.companion(EOMER)
    chain = sc.bear(eomer, item)
    horse = sc.discard("4_283", player=0)  # Horse of Rohan
    spear = sc.discard("1_92", player=0)  # Armor: a [gondor] possession, never played
    sc.discard("4_282", player=0)  # An Honorable Charge: [rohan], no possession
    sc.discard("4_264", player=0)  # Ceorl: a [rohan] companion
    sc.assign(sc.minion(RUNNER), eomer)
    event = sc.hand(card)
    _hand(sc, hand - 1)
    return sc.start("skirmishes"), eomer, chain, horse, spear, event


def test_charged_headlong_discards_a_rohan_possession_to_play_one_from_discard():
    """Charged Headlong (8_85): "If you have initiative, discard a [rohan] possession to
    play a [rohan] possession from your discard pile." Heavy Chain goes, the Horse of
    Rohan comes back on Éomer; Armor ([gondor]), An Honorable Charge (an event) and
    Ceorl (a companion) are not offered."""
    game, eomer, chain, horse, spear, event = _charge("8_85", 5)
    act(game, "play", event)
    assert set(game.decision.cards) == {horse, chain}  # the Chain is in the discard now
    act(game, "choose", horse)
    assert game.s.zone[chain] == "discard" and game.s.zone[horse] == "attached"
    assert game.s.bearer[horse] == eomer and game.s.zone[spear] == "discard"


def test_charged_headlong_needs_initiative_and_a_rohan_possession():
    """Charged Headlong (8_85): not with 3 cards in hand (the Shadow has initiative); not
    when Éomer's possession is no [rohan] one (Athelas)."""
    for hand, item in ((3, "4_278"), (5, ATHELAS)):
        game, _eomer, _chain, _horse, _spear, event = _charge("8_85", hand, item)
        assert not can(game, "play", event), (hand, item)


# --- [shire] ----------------------------------------------------------------------------

def _closer(card: str, hobbit: str = MERRY, frodo_wounds: int = 0):
    sc = Scenario()
    closer = sc.support(card, player=0)
    h = sc.companion(hobbit)
    sc.wounds(sc.ring_bearer(), frodo_wounds)
    fp_cards = [sc.hand(ATHELAS, player=0), sc.hand(BOROMIR, player=0)]
    shadow_card = sc.hand(RUNNER, player=0)  # a Shadow card in the Free Peoples hand
    return sc.start("regroup"), closer, h, fp_cards, shadow_card


def test_closer_and_closer_he_bent_reveals_and_places_free_peoples_cards_beneath():
    """Closer and Closer He Bent (8_109): "Regroup: Exert an unbound Hobbit and add a
    burden to reveal your hand. Place each Free Peoples card revealed this way beneath
    your draw deck." The Goblin Runner (Shadow) stays in hand."""
    game, closer, merry, fp_cards, shadow_card = _closer("8_109", frodo_wounds=3)
    events = use(game, closer)
    assert game.s.wounds[merry] == 1 and game.s.burdens[0] == 1
    assert any(e.kind == "reveal_hand" for e in events)
    assert all(game.s.zone[c] == "draw" for c in fp_cards)
    assert game.s.piles[0]["draw"][-2:] == fp_cards or set(game.s.piles[0]["draw"]) >= set(fp_cards)
    assert game.s.zone[shadow_card] == "hand"


def test_closer_and_closer_he_bent_needs_an_unbound_hobbit():
    """Closer and Closer He Bent (8_109): "Exert an unbound Hobbit": Sam, Great Elf
    Warrior is Ring-bound, Boromir no Hobbit (Frodo exhausted)."""
    for companion in ("10_122", BOROMIR):
        game, closer, _h, _fp, _sh = _closer("8_109", companion, frodo_wounds=3)
        assert not can(game, "use", closer), companion


def test_merry_noble_warrior_to_play_spot_a_rohan_companion():
    """Merry, Noble Warrior (8_121): "To play, spot a [rohan] companion." Éomer; not
    Boromir."""
    assert playable_beside("8_121", EOMER) and not playable_beside("8_121", BOROMIR)
    sc = Scenario()  # a [rohan] possession on Boromir is no [rohan] companion
    sc.bear(sc.companion(BOROMIR), "4_278")
    merry = sc.hand("8_121")
    assert not can(sc.twilight(0).at_site(2).start("fellowship"), "play", merry)


def test_merry_noble_warrior_discards_4_cards_for_plus_2_per_rohan_companion():
    """Merry, Noble Warrior (8_121): "Skirmish: Discard 4 cards from hand to make Merry
    strength +2 for each [rohan] companion you spot." Éomer and Éowyn: +4 (Boromir and
    Éomer's Heavy Chain count for nothing); not with 3 cards."""
    for n in (4, 3):
        sc = Scenario()
        merry = sc.companion("8_121")
        eomer = sc.companion(EOMER)
        sc.bear(eomer, "4_278")  # Heavy Chain: a [rohan] possession counts for nothing
        for c in ("4_270", BOROMIR):
            sc.companion(c)
        sc.assign(sc.minion(RUNNER), merry)
        _hand(sc, n)
        game = sc.start("skirmishes")
        if n == 3:
            assert not can(game, "use", merry)
            continue
        use(game, merry)
        assert strength(game, merry) == 5 + 4 and not game.s.piles[0]["hand"]


def test_pippin_guard_of_minas_tirith_to_play_spot_a_gondor_man():
    """Pippin, Guard of Minas Tirith (8_122): "To play, spot a [gondor] Man." Boromir; not
    Éomer, nor Oathbreaker ([gondor] Wraith)."""
    assert playable_beside("8_122", BOROMIR)
    assert not playable_beside("8_122", EOMER) and not playable_beside("8_122", "8_41")


def _pippin(card: str, hand: int, fortified: bool):
    sc = Scenario()
    pippin = sc.companion(card)
    guard = sc.minion("1_165")  # Cave Troll of Moria, vitality 4
    sc.assign(guard, pippin)
    if fortified:
        sc.bear(guard, "8_35", player=0)  # Fourth Level, a fortification
    other = sc.minion(GUARD)
    sc.bear(other, "8_35", player=0)
    sc.assign(other, sc.companion(BOROMIR))
    _hand(sc, hand)
    game = sc.start("skirmishes")
    act(game, "skirmish", pippin)
    return game, pippin, guard, other


def test_pippin_guard_of_minas_tirith_wounds_a_fortified_minion_twice():
    """Pippin, Guard of Minas Tirith (8_122): "Skirmish: Discard 4 cards from hand to
    wound a minion Pippin is skirmishing twice if that minion bears a fortification."
    The Cave Troll he faces bears Fourth Level: 2 wounds; the fortified Guard facing
    Boromir, none."""
    game, pippin, troll, other = _pippin("8_122", 4, True)
    use(game, pippin)
    assert game.s.wounds[troll] == 2 and game.s.wounds[other] == 0


def test_pippin_guard_of_minas_tirith_needs_a_fortification_and_4_cards():
    """Pippin, Guard of Minas Tirith (8_122): not when his minion bears no fortification;
    not with 3 cards in hand."""
    for hand, fortified in ((4, False), (3, True)):
        game, pippin, _guard, _other = _pippin("8_122", hand, fortified)
        assert not can(game, "use", pippin), (hand, fortified)


# --- sites ------------------------------------------------------------------------------

def _dimholt(card: str, companions: int, threats: int = 0):
    sc = at_site(card)
    for c in (BOROMIR, GIMLI, "1_51")[:companions - 1]:
        sc.companion(c)
    oath = sc.draw_top("8_41", player=0)
    captain = sc.draw_top("7_96", player=0)  # a knight, not enduring
    sc.draw_top("10_95", player=0)  # Orc Slaughterer: an enduring minion, no companion
    game = sc.threats(threats).twilight(0).start("fellowship")
    return game, instance(game, card), oath, captain


def test_the_dimholt_adds_3_threats_to_play_an_enduring_companion_from_draw_deck():
    """The Dimholt (8_117): "Fellowship: Add 3 threats to play an enduring companion from
    your draw deck." Oathbreaker comes (and adds his own threat); the Captain (not
    enduring) and the Orc Slaughterer (an enduring minion) are not offered."""
    game, site, oath, captain = _dimholt("8_117", 4)
    use(game, site)
    assert game.s.zone[oath] == "fellowship" and game.s.zone[captain] == "draw"
    assert game.s.threats[0] == 3 + 1


def test_the_dimholt_needs_room_for_3_threats():
    """The Dimholt (8_117): "Add 3 threats": with 2 companions (threat limit 2), or 4
    companions and 2 threats already, not usable."""
    for companions, threats in ((2, 0), (4, 2)):
        game, site, _oath, _captain = _dimholt("8_117", companions, threats)
        assert not can(game, "use", site), (companions, threats)


# --- Doom Drove Them: culture tokens ------------------------------------------------------

def _doom(card: str, companions: tuple[str, ...], tokens: int = 0):
    sc = Scenario()
    doom = sc.support(card, player=0)
    if tokens:
        sc.culture_tokens(doom, "rohan", tokens)
    chars = [sc.companion(c) for c in companions]
    return sc, doom, chars


def test_doom_drove_them_exerts_a_rohan_companion_and_a_gondor_man_or_shire_companion():
    """Doom Drove Them (8_86): "Fellowship: Exert a [rohan] companion and either a
    [gondor] Man or a [shire] companion to add a [rohan] token here." Éomer and Boromir;
    Éomer and Merry."""
    for other in (BOROMIR, MERRY):
        sc, doom, (eomer, partner) = _doom("8_86", (EOMER, other))
        sc.wounds(sc.ring_bearer(), 3)  # Frodo ([shire]) cannot exert: no choice
        game = sc.start("fellowship")
        use(game, doom)
        assert game.s.wounds[eomer] == 1 and game.s.wounds[partner] == 1, other
        assert game.s.tokens[doom] == {"rohan": 1}


def test_doom_drove_them_needs_both_exertions():
    """Doom Drove Them (8_86): no [rohan] companion (Boromir and Merry); Éomer with only
    Gimli and Oathbreaker ([gondor] Wraith, no Man); Éowyn is no [gondor] Man or [shire]
    companion either; a [rohan] ally (Guma) or a [shire] ally (Bilbo) is no companion."""
    for companions in ((BOROMIR, MERRY), (EOMER, GIMLI, "8_41"), (EOMER, "4_270")):
        sc, doom, _chars = _doom("8_86", companions)
        sc.wounds(sc.ring_bearer(), 3)
        assert not can(sc.start("fellowship"), "use", doom), companions
    for ally, companion in (("4_277", BOROMIR), ("1_284", EOMER)):  # Guma; Bilbo: allies
        sc, doom, _chars = _doom("8_86", (companion,))
        sc.ally(ally)
        sc.wounds(sc.ring_bearer(), 3)
        assert not can(sc.start("fellowship"), "use", doom), ally


def test_doom_drove_them_removes_a_token_to_exert_a_minion_skirmishing_a_companion():
    """Doom Drove Them (8_86): "Skirmish: Remove a [rohan] token here to exert a minion
    skirmishing a companion." The Guard facing Éomer exerts; without a token, nothing."""
    for tokens in (1, 0):
        sc, doom, (eomer,) = _doom("8_86", (EOMER,), tokens)
        guard = sc.minion(GUARD)
        sc.assign(guard, eomer)
        sc.minion(GUARD)  # unassigned: not skirmishing
        game = sc.start("skirmishes")
        assert can(game, "use", doom) == bool(tokens)
        if tokens:
            use(game, doom)
            assert game.s.wounds[guard] == 1 and doom not in game.s.tokens


# --- We Shall Meet Again Soon -------------------------------------------------------------

def _meet(card: str, stage: str, hobbit: str = MERRY):
    sc = Scenario()
    h = sc.companion(hobbit)
    sc.wounds(sc.ring_bearer(), 3)  # Frodo cannot exert: the Hobbit is the one to
    meet = sc.hand(card)
    runner = sc.discard(RUNNER, player=0)  # a Shadow card in the Free Peoples discard
    athelas = sc.discard(ATHELAS, player=0)
    top = sc.draw_top(FILLER, player=0)
    sc.minion(GUARD)
    game = sc.at_site(2).start(stage)
    return game, meet, h, runner, athelas, top


def test_we_shall_meet_again_soon_moving_in_regroup_puts_a_shadow_card_on_the_deck():
    """We Shall Meet Again Soon (8_116): "Response: If the fellowship moves during the
    regroup phase, exert an unbound Hobbit to place a Shadow card from your discard pile
    on top of your draw deck." The Goblin Runner, not the Athelas."""
    game, meet, merry, runner, athelas, top = _meet("8_116", "regroup_choice")
    act(game, "move")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", meet)
    assert game.s.wounds[merry] == 1 and game.s.zone[meet] == "discard"
    assert game.s.piles[0]["draw"][0] == runner and game.s.zone[athelas] == "discard"
    assert game.s.zone[top] == "draw"


def test_we_shall_meet_again_soon_not_offered_on_the_fellowship_phase_move():
    """We Shall Meet Again Soon (8_116): only a move "during the regroup phase": not the
    move of the fellowship phase; nor with no unbound Hobbit to exert (Sam, Great Elf
    Warrior is Ring-bound; Boromir is no Hobbit)."""
    game, meet, _h, runner, _a, _t = _meet("8_116", "fellowship")
    act(game, "pass")
    never_offered(game, meet, "moves_to")
    assert game.s.zone[runner] == "discard"
    for companion in ("10_122", BOROMIR):
        game2, meet2, _h2, runner2, _a2, _t2 = _meet("8_116", "regroup_choice", companion)
        act(game2, "move")
        never_offered(game2, meet2, "moves_to")
        assert game2.s.zone[runner2] == "discard", companion


# --- Haradwaith: initiative ---------------------------------------------------------------

def _haradwaith(card: str, site: str, minion: str = WARRIOR, hand: int = 5):
    sc = at_site(site)
    sc.support(card, player=1)
    sc.minion(minion)
    sc.companion(BOROMIR)
    _hand(sc, hand)
    return sc.twilight(5).start("shadow")


def test_haradwaith_the_shadow_has_initiative_with_a_raider_minion_at_site_4k():
    """Haradwaith (8_61): "While you can spot a [raider] minion at site 4[K], the Shadow
    has initiative, regardless of the Free Peoples player's hand." Pelennor Prairie (4K)
    and a Desert Warrior: the Shadow has it despite 5 cards in hand."""
    game = _haradwaith("8_61", "10_118")
    assert not stats.fp_has_initiative(game)


def test_haradwaith_not_without_a_raider_minion_or_away_from_site_4k():
    """Haradwaith (8_61): a [sauron] Orc at 4K, or a Desert Warrior at Moria Lake (site
    4 of the Fellowship block) or at a site 5K (Steward's Tomb): the hand decides."""
    for site, minion in (("10_118", "1_257"), ("1_345", WARRIOR), ("10_119", WARRIOR)):
        game = _haradwaith("8_61", site, minion)
        assert stats.fp_has_initiative(game), (site, minion)


def test_haradwaith_response_discards_a_raider_card_to_add_five_when_a_companion_is_played():
    """Haradwaith (8_61): "Response: If a companion is played, discard a [raider] card
    from hand to add (5). Discard this condition." Not for a possession played."""
    sc = Scenario()
    harad = sc.support("8_61", player=1)
    raider = sc.hand(WARRIOR)
    gimli = sc.hand(GIMLI)
    sc.hand("4_278", player=0)
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", gimli)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve")
    assert game.s.zone[raider] == "discard" and game.s.zone[harad] == "discard"
    assert game.s.twilight == 2 + 5


def test_haradwaith_response_needs_a_raider_card_and_a_companion():
    """Haradwaith (8_61): with only a [sauron] card in hand nothing is offered; a
    possession played (Athelas on Boromir) offers nothing either."""
    sc = Scenario()
    harad = sc.support("8_61", player=1)
    sc.hand("1_257")
    gimli = sc.hand(GIMLI)
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", gimli)
    assert game.decision.kind != "optional_trigger" and game.s.zone[harad] == "support"
    sc2 = Scenario()
    harad2 = sc2.support("8_61", player=1)
    sc2.hand(WARRIOR)
    sc2.companion("1_89")  # Aragorn: a [gondor] Man for Athelas
    athelas = sc2.hand(ATHELAS)
    game2 = sc2.twilight(0).at_site(2).start("fellowship")
    act(game2, "play", athelas)
    assert game2.decision.kind != "optional_trigger" and game2.s.zone[harad2] == "support"


# --- Osgiliath Channel: moving again --------------------------------------------------------

def _channel(card: str, companions: int = 5, minion: bool = True):
    sc = at_site(card)
    for c in (BOROMIR, GIMLI, "1_51", "1_89", MERRY, PIPPIN)[:companions]:
        sc.companion(c)
    if minion:
        sc.minion(WARRIOR)
    game = sc.twilight(5).start("regroup")
    site = instance(game, card)
    assert not can(game, "use", site)  # the Free Peoples player has no minion of his own
    act(game, "pass")  # the Shadow player may act
    return game, site


def _to_choice(game: Game) -> list[str]:
    for _ in range(40):
        if game.decision.kind == "move_again":
            return sorted(a.kind for a in game.legal_actions())
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep")), options[0]))
    raise AssertionError("no regroup choice")


def test_osgiliath_channel_makes_the_free_peoples_player_move_again():
    """Osgiliath Channel (8_120): "Regroup: Spot your minion and 6 companions to make the
    Free Peoples player choose to move again this turn." Used once: only "move" is left
    at the regroup choice."""
    game, site = _channel("8_120")
    assert game.decision.player == 1
    use(game, site)
    act(game, "pass")  # the Free Peoples player
    assert game.decision.player == 1 and not can(game, "use", site)  # once is enough
    assert _to_choice(game) == ["move"]


def test_osgiliath_channel_needs_your_minion_and_6_companions():
    """Osgiliath Channel (8_120): 5 companions, or no minion, and it cannot be used; not
    used, the Free Peoples player may stay."""
    for companions, minion in ((4, True), (5, False)):
        game, site = _channel("8_120", companions, minion)
        assert not can(game, "use", site), (companions, minion)
    game, _site = _channel("8_120")
    assert _to_choice(game) == ["move", "stay"]
