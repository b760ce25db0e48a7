"""Set 2 [shire] cards (helper s13-shire): Merry, Pippin and Sam of Mines of Moria,
Bilbo and his tales, stealth conditions and Shire events. Each test names the card,
quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use
from test_cards_set01_s13_shire import pass_to_phase, sam_succeeds

from ringtable.engine import playing
from ringtable.testing import act, can, pass_until

MERRY = "1_303"  # Merry, Unquestionably Clever
ARAGORN = "1_89"
BOROMIR = "1_97"
SCOUT = "1_191"  # Moria Scout: an Orc, vitality 2
TROLL = "1_165"  # Cave Troll of Moria: fierce
NAZGUL = "1_232"  # Úlairë Lemenya: strength 9
BILBO = "1_284"  # Bilbo, Retired Adventurer


def test_merry_horticulturalist_exerts_to_play_farmer_maggot_from_the_draw_deck():
    # Merry, Horticulturalist (2_104): "Fellowship: Exert Merry to play Farmer Maggot
    # from your draw deck."
    sc = Scenario()
    merry = sc.companion("2_104")
    gaffer = sc.draw_top("1_291")  # The Gaffer: another Hobbit ally
    maggot = sc.draw_bottom("1_288")
    game = sc.start("fellowship")
    use(game, merry)
    assert game.s.zone[maggot] == "support" and game.s.zone[gaffer] == "draw"
    assert game.s.wounds[merry] == 1


def test_merry_horticulturalist_needs_to_exert():
    sc = Scenario()
    merry = sc.companion("2_104")
    sc.draw_top("1_288")
    game = sc.wounds(merry, 3).start("fellowship")
    assert not can(game, "use", merry)


def test_nice_imitation_discards_to_prevent_a_wound_to_a_hobbit():
    # Nice Imitation (2_106): "Response: If a Hobbit is about to take a wound, discard
    # this condition to prevent that wound."
    sc = Scenario()
    imitation = sc.support("2_106")
    merry = sc.companion(MERRY)
    sc.assign(sc.minion("1_178"), merry)  # Goblin Runner: 5 against 3, one wound
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    events = act(game, "resolve", imitation)
    assert any(e.kind == "wound_prevented" for e in events)
    assert game.s.zone[imitation] == "discard" and game.s.wounds[merry] == 0


def test_nice_imitation_protects_only_hobbits():
    sc = Scenario()
    imitation = sc.support("2_106")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion("1_154"), boromir)
    game = sc.start("skirmishes")
    while game.decision is not None and game.s.wounds[boromir] < 2:
        assert not can(game, "resolve", imitation)
        act(game, "pass")
    assert game.s.zone[imitation] == "support"


def test_not_feared_in_sunlight_makes_each_nazgul_strength_minus_four():
    # Not Feared in Sunlight (2_107): "To play, spot 2 Hobbits. Each Nazgûl is strength
    # -4. Discard this condition during the regroup phase."
    sc = Scenario()
    sc.companion(MERRY)
    sunlight = sc.hand("2_107")
    nazgul = sc.minion(NAZGUL)
    orc = sc.minion(SCOUT)
    game = sc.start("fellowship")
    act(game, "play", sunlight)
    assert strength(game, nazgul) == 9 - 4 and strength(game, orc) == 6
    pass_to_phase(game, "regroup")
    assert game.s.zone[sunlight] == "discard"


def test_not_feared_in_sunlight_stays_until_the_regroup_phase_and_needs_two_hobbits():
    sc = Scenario()
    sc.companion(MERRY)
    sunlight = sc.support("2_107")
    sc.minion(SCOUT)
    game = sc.start("fellowship")
    pass_to_phase(game, "assignment")
    assert game.s.zone[sunlight] == "support"
    sc = Scenario()  # Frodo alone: one Hobbit
    sc.companion(ARAGORN)
    sunlight = sc.hand("2_107")
    game = sc.start("fellowship")
    assert not can(game, "play", sunlight)


def test_practically_everyone_was_invited_exerts_bilbo_to_play_a_hobbit_from_the_deck():
    # Practically Everyone Was Invited (2_111): "Fellowship: Exert Bilbo to play a Hobbit
    # from your draw deck."
    sc = Scenario()
    bilbo = sc.ally(BILBO)
    boromir = sc.draw_top(BOROMIR)  # not a Hobbit
    merry = sc.draw_bottom(MERRY)
    party = sc.hand("2_111")
    game = sc.start("fellowship")
    act(game, "play", party)
    assert game.s.zone[merry] == "fellowship" and game.s.zone[boromir] == "draw"
    assert game.s.wounds[bilbo] == 1


def test_practically_everyone_was_invited_needs_bilbo():
    sc = Scenario()
    sc.ally("1_291")  # The Gaffer: a Hobbit ally, not Bilbo
    sc.draw_top(MERRY)
    party = sc.hand("2_111")
    game = sc.start("fellowship")
    assert not can(game, "play", party)


def test_a_promise_frodo_and_sam_strength_plus_one_while_neither_is_exhausted():
    # A Promise (2_112): "While you can spot Frodo and Sam and neither is exhausted, each
    # is strength +1."
    for frodo_wounds, sam_wounds, bonus in ((0, 0, 1), (3, 0, 0), (0, 3, 0)):
        sc = Scenario()
        sc.support("2_112")
        frodo = sc.ring_bearer()  # strength 3, +1 for The One Ring
        sam = sc.companion("1_311")
        merry = sc.companion(MERRY)
        game = sc.wounds(frodo, frodo_wounds).wounds(sam, sam_wounds).start("fellowship")
        assert (strength(game, frodo), strength(game, sam)) == (4 + bonus, 3 + bonus)
        assert strength(game, merry) == 3
    sc = Scenario()  # no Sam
    sc.support("2_112")
    assert strength(sc.start("fellowship"), sc.ring_bearer()) == 4


def test_sam_proper_poet_exerts_twice_to_be_defender_until_regroup():
    # Sam, Proper Poet (2_114): "Maneuver: Exert Sam twice to make him defender +1 until
    # the regroup phase."
    sc = Scenario()
    sam = sc.companion("2_114")
    merry = sc.companion(MERRY)
    sc.minion(SCOUT)
    game = sc.start("maneuver")
    use(game, sam)
    assert game.s.wounds[sam] == 2
    pass_to_phase(game, "assignment")
    assert playing.stats.keyword(game, sam, "defender") == 1
    assert playing.stats.keyword(game, merry, "defender") == 0
    pass_to_phase(game, "regroup")
    assert playing.stats.keyword(game, sam, "defender") == 0


def test_sam_proper_poet_needs_two_exertions():
    sc = Scenario()
    sam = sc.companion("2_114")
    sc.minion(SCOUT)
    game = sc.wounds(sam, 2).start("maneuver")
    assert not can(game, "use", sam)


def test_sam_proper_poet_becomes_ring_bearer_when_frodo_dies():
    # Sam, Proper Poet (2_114): "Response: If Frodo dies, make Sam the Ring-bearer."
    sam_succeeds("2_114")


def test_bilbo_well_spoken_discards_a_tale_to_discard_a_shadow_condition_in_support():
    # Bilbo, Well-spoken Gentlehobbit (2_96): "Fellowship: Exert Bilbo and discard a tale
    # to discard a Shadow condition from an opponent's support area."
    sc = Scenario()
    bilbo = sc.ally("2_96")
    tale = sc.support("1_100")  # The Choice of Lúthien: a tale
    sc.support("2_112")  # A Promise: not a tale
    voice = sc.support("1_142", player=1)  # Traitor's Voice: a Shadow condition
    borne = sc.bear(sc.ring_bearer(), "1_283", player=1)  # borne, not in a support area
    sc.support("2_1", player=1)  # Beneath the Mountains: a Free Peoples condition there
    sc.minion(SCOUT)
    game = sc.start("fellowship")
    use(game, bilbo)
    assert game.s.zone[tale] == "discard" and game.s.wounds[bilbo] == 1
    assert game.s.zone[voice] == "discard" and game.s.zone[borne] == "attached"


def test_bilbo_well_spoken_needs_a_tale_to_discard():
    sc = Scenario()
    bilbo = sc.ally("2_96")
    sc.support("2_112")  # A Promise: not a tale
    sc.support("1_142", player=1)
    game = sc.start("fellowship")
    assert not can(game, "use", bilbo)


def test_dear_friends_one_card_or_two_with_the_frodo_signet():
    # Dear Friends (2_98): "Exert a companion to place a Free Peoples card from your
    # discard pile beneath your draw deck (or 2 Free Peoples cards if that companion has
    # the Frodo signet)."
    for exerted, placed in ((ARAGORN, 1), ("1_310", 2)):  # Gandalf signet; Sam: Frodo
        sc = Scenario()
        hero = sc.companion(exerted)
        cards = [sc.discard(c) for c in (BOROMIR, "1_299", "1_92")]
        sc.discard(SCOUT, player=0)  # a Shadow card in the same discard pile
        sc.ally("1_291")  # The Gaffer: a Hobbit ally, not a companion to exert
        dear = sc.hand("2_98")
        game = sc.wounds(sc.ring_bearer(), 3).start("fellowship")
        act(game, "play", dear)
        assert set(game.decision.cards) == set(cards)  # the exertion had no choice
        for c in cards[:placed]:
            choose(game, c)
        assert game.s.wounds[hero] == 1
        assert game.s.piles[0]["draw"][:placed] == cards[:placed][::-1] or \
            set(game.s.piles[0]["draw"]) == set(cards[:placed]), exerted
        assert [game.s.zone[c] for c in cards].count("draw") == placed
        assert game.decision.kind == "action"


def test_fearing_the_worst_exerts_two_hobbits_and_search_cards_and_trackers_cost_two_more():
    # Fearing the Worst (2_100): "To play, exert 2 Hobbits. The twilight cost of each
    # search card and each tracker is +2."
    sc = Scenario()
    merry = sc.companion(MERRY)
    sam = sc.companion("1_311")
    aragorn = sc.companion(ARAGORN)  # no Hobbit
    fearing = sc.hand("2_100")
    tracker = sc.hand("1_261")  # Orc Ambusher: a tracker
    search = sc.hand("1_161")  # Wariness: a search event
    other = sc.hand(SCOUT)
    sword = sc.hand("1_299")
    game = sc.start("fellowship")
    before = {c: playing.twilight_cost(game, c, game.s.holder[c]) for c in (tracker, search, other)}
    act(game, "play", fearing)
    assert set(game.decision.cards) == {sc.ring_bearer(), merry, sam}
    choose(game, merry)
    choose(game, sam)
    assert [game.s.wounds[c] for c in (merry, sam, sc.ring_bearer(), aragorn)] == [1, 1, 0, 0]
    act(game, "play", sword, target=merry)  # another card played: no more exertions
    assert game.decision.kind == "action"
    assert [game.s.wounds[c] for c in (merry, sam, sc.ring_bearer(), aragorn)] == [1, 1, 0, 0]
    after = {c: playing.twilight_cost(game, c, game.s.holder[c]) for c in (tracker, search, other)}
    assert {c: after[c] - before[c] for c in after} == {tracker: 2, search: 2, other: 0}


def test_fearing_the_worst_needs_two_exertable_hobbits():
    sc = Scenario()
    sc.companion(MERRY)  # Frodo and Merry: two are enough
    fearing = sc.hand("2_100")
    assert can(sc.start("fellowship"), "play", fearing)
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.companion(ARAGORN)
    fearing = sc.hand("2_100")
    game = sc.wounds(merry, 3).start("fellowship")
    assert not can(game, "play", fearing)


def _fierce_skirmish(card: str, hero_id: str) -> tuple:
    sc = Scenario()
    hero = sc.companion(hero_id)
    sc.bear(hero, "1_92")  # Armor: he survives the normal skirmish
    troll = sc.minion(TROLL)
    filibert = sc.ally(card)
    game = sc.at_site(4).start("fierce")
    while game.decision.kind != "assign":
        act(game, "pass")
    game.apply(next(a for a in game.legal_actions()
                    if a.kind == "assign" and hero in (a.card, a.target)))
    while game.decision.kind == "assign":
        act(game, "pass")
    return game, filibert, hero, troll


def test_filibert_bolger_exerts_a_hobbit_twice_to_cancel_a_fierce_skirmish():
    # Filibert Bolger (2_101): "Skirmish: Exert a Hobbit companion twice to cancel a
    # fierce skirmish involving that Hobbit."
    game, filibert, merry, troll = _fierce_skirmish("2_101", MERRY)
    assert game.s.phase == "skirmish"
    use(game, filibert)
    assert game.s.wounds[merry] == 2
    events = pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events] and game.s.wounds[merry] == 2


def test_filibert_bolger_not_in_a_normal_skirmish_nor_for_another_race():
    sc = Scenario()
    merry = sc.companion(MERRY)
    filibert = sc.ally("2_101")
    sc.assign(sc.minion(TROLL), merry)
    game = sc.start("skirmishes")
    assert not can(game, "use", filibert)  # a normal skirmish
    game, filibert, boromir, troll = _fierce_skirmish("2_101", BOROMIR)
    assert not can(game, "use", filibert)  # Boromir is no Hobbit


def test_hobbit_sword_play_wounds_a_minion_unless_its_owner_removes_three():
    # Hobbit Sword-play (2_103): "Maneuver: Exert a Hobbit bearing a weapon to wound a
    # minion. That minion's owner may remove (3) to prevent this."
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.bear(merry, "1_299")  # Hobbit Sword
    orc = sc.minion(SCOUT)
    play = sc.hand("2_103")
    game = sc.twilight(3).start("maneuver")
    act(game, "play", play)
    assert game.decision.player == 1 and game.s.wounds[merry] == 1
    kinds = {a.kind for a in game.legal_actions()}
    act(game, "pass" if "pass" in kinds else "decline")
    assert game.s.wounds[orc] == 1 and game.s.twilight == 3


def test_hobbit_sword_play_shadow_player_pays_three_to_prevent():
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.bear(merry, "1_299")
    orc = sc.minion(SCOUT)
    play = sc.hand("2_103")
    game = sc.twilight(4).start("maneuver")
    act(game, "play", play)
    assert game.decision.player == 1
    pay = next(a for a in game.legal_actions() if a.kind != "pass")
    game.apply(pay)
    assert game.s.wounds[orc] == 0 and game.s.twilight == 1


def test_hobbit_sword_play_needs_a_hobbit_bearing_a_weapon():
    sc = Scenario()
    sc.companion(MERRY)  # no weapon
    aragorn = sc.companion(ARAGORN)
    sc.bear(aragorn, "1_112")  # Ranger's Sword: a weapon, but Aragorn is no Hobbit
    sc.minion(SCOUT)
    play = sc.hand("2_103")
    game = sc.start("maneuver")
    assert not can(game, "play", play)


def test_pippin_mr_took_plays_gandalf_or_aragorn_for_two_less():
    # Pippin, Mr. Took (2_110): "Fellowship: Play Gandalf or Aragorn; his twilight cost
    # is -2."
    for hero in (ARAGORN, "1_364"):
        sc = Scenario()
        pippin = sc.companion("2_110")
        played = sc.hand(hero)
        boromir = sc.hand(BOROMIR)
        game = sc.start("fellowship")
        full = playing.twilight_cost(game, played, 0)
        use(game, pippin)
        assert game.s.zone[played] == "fellowship" and game.s.twilight == full - 2
        assert game.s.zone[boromir] == "hand"


def test_red_book_of_westmarch_may_spot_bilbo_to_draw_when_you_play_a_tale():
    # Red Book of Westmarch (2_113): "Each time you play a tale, you may spot Bilbo to
    # draw a card."
    for resolve in (True, False):
        sc = Scenario()
        sc.support("2_113")
        sc.ally(BILBO)
        tale = sc.hand("1_100")  # The Choice of Lúthien: a tale
        top = sc.draw_top(BOROMIR)
        sc.draw_bottom(ARAGORN)
        game = sc.start("fellowship")
        act(game, "play", tale)
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        assert game.s.zone[top] == ("hand" if resolve else "draw")
        assert len(game.s.piles[0]["hand"]) == (1 if resolve else 0)


def test_red_book_of_westmarch_needs_bilbo_and_a_tale():
    for bilbo, card in ((False, "1_100"), (True, "2_112")):  # A Promise: no tale
        sc = Scenario()
        sc.support("2_113")
        if bilbo:
            sc.ally(BILBO)
        played = sc.hand(card)
        top = sc.draw_top(BOROMIR)
        game = sc.start("fellowship")
        act(game, "play", played)
        assert game.decision.kind == "action" and game.s.zone[top] == "draw"
