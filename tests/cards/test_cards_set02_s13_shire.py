"""Set 2 [shire] cards (helper s13-shire): Merry, Pippin and Sam of Mines of Moria,
Bilbo and his tales, stealth conditions and Shire events. Each test names the card,
quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, card_rules, choose, strength, use
from test_cards_set01_s13_shire import pass_to_phase, sam_succeeds

from ringtable.cards import default_database
from ringtable.engine import playing, stats
from ringtable.scripts import compile_scripts
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


def test_deft_in_their_movements_each_sites_shadow_number_minus_two_this_turn():
    # Deft in Their Movements (2_99): "Regroup: Spot 2 Hobbits to make each site's Shadow
    # number -2 until the end of the turn." (a site played later in the turn too)
    sc = Scenario()
    sc.companion(MERRY)
    deft = sc.hand("2_99")
    game = sc.start("regroup")
    act(game, "play", deft)
    while not can(game, "move"):
        act(game, "pass")
    events = act(game, "move")  # to Ettenmoors (Shadow number 2), played now
    added = [e.amount for e in events if e.kind == "twilight_added"]
    assert added == [2]  # only the 2 companions: the Shadow number is 0
    assert "Shadow number" not in " ".join(e.text for e in events)


def test_deft_in_their_movements_lasts_until_the_end_of_the_turn_and_needs_two_hobbits():
    sc = Scenario()
    sc.companion(MERRY)
    deft = sc.hand("2_99")
    game = sc.start("regroup")
    act(game, "play", deft)
    site = stats.current_site(game)
    assert any(m[1] == "shadow_number" and m[2] == -2 for m in game.s.mods)
    pass_to_phase(game, "shadow")  # the next turn: the Shadow player's
    while game.s.phase != "fellowship" and game.decision is not None:
        opts = game.legal_actions()
        game.apply(next((a for a in opts if a.kind in ("pass", "stay")), opts[0]))
    assert not any(m[1] == "shadow_number" for m in game.s.mods) and site >= 0
    sc = Scenario()
    sc.companion(ARAGORN)
    sc.ally("1_291")  # The Gaffer: with Frodo, 2 Hobbits
    deft = sc.hand("2_99")
    assert can(sc.start("regroup"), "play", deft)
    sc = Scenario()
    sc.companion(ARAGORN)  # Frodo is the only Hobbit
    deft = sc.hand("2_99")
    assert not can(sc.start("regroup"), "play", deft)


def _elbereth(card: str, minion: str, wearing: bool, defender: str = "frodo") -> tuple:
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    tale = sc.bear(frodo, card)
    sc.assign(sc.minion(minion), frodo if defender == "frodo" else merry)
    game = sc.start("skirmishes")
    if wearing:
        game.s.wearing[0] = 1
    return game, tale, frodo


def test_o_elbereth_takes_off_the_ring_or_cancels_a_skirmish_with_a_nazgul():
    # O Elbereth! Gilthoniel! (2_108): "Skirmish: Discard this condition to take off The
    # One Ring or to cancel a skirmish involving the Ring-bearer and a Nazgûl."
    game, tale, frodo = _elbereth("2_108", NAZGUL, wearing=True)
    use(game, tale)
    assert game.decision.kind == "choose_option"
    act(game, "choose_option", value=0)
    assert game.s.wearing[0] == 0 and game.s.zone[tale] == "discard"
    game, tale, frodo = _elbereth("2_108", NAZGUL, wearing=True)
    use(game, tale)
    act(game, "choose_option", value=1)
    assert game.s.wearing[0] == 1
    events = pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events] and game.s.zone[frodo] == "fellowship"


def test_o_elbereth_offers_only_what_it_can_do():
    game, tale, frodo = _elbereth("2_108", SCOUT, wearing=False)  # an Orc, the Ring is off
    assert not can(game, "use", tale)
    game, tale, frodo = _elbereth("2_108", SCOUT, wearing=True)  # an Orc: only the Ring
    use(game, tale)
    assert game.s.wearing[0] == 0 and game.decision.kind != "choose_option"
    game, tale, frodo = _elbereth("2_108", NAZGUL, wearing=False)  # the Ring is off: only cancel
    use(game, tale)
    events = pass_until(game, "skirmish_ended")
    assert "skirmish_cancelled" in [e.kind for e in events]
    game, tale, frodo = _elbereth("2_108", NAZGUL, wearing=False, defender="merry")  # not Frodo's
    assert not can(game, "use", tale)


def test_o_elbereth_bearer_must_be_the_ring_bearer():
    sc = Scenario()
    sc.companion(MERRY)
    tale = sc.hand("2_108")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == tale} == {sc.ring_bearer()}


def test_consorting_with_wizards_bearer_must_be_bilbo():
    # Consorting With Wizards (2_97): "Bearer must be Bilbo."
    sc = Scenario()
    bilbo = sc.ally("2_96")
    sc.ally("1_291")  # The Gaffer: a Hobbit ally, not Bilbo
    sc.companion(MERRY)
    consorting = sc.hand("2_97")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == consorting} == {bilbo}


def test_consorting_with_wizards_exert_bilbo_or_discard_it_to_remove_one():
    # "Fellowship or Regroup: Exert Bilbo or discard this condition to remove (1)."
    for stage in ("fellowship", "regroup"):
        for option in (0, 1):
            sc = Scenario()
            bilbo = sc.ally(BILBO)
            consorting = sc.bear(bilbo, "2_97")
            if stage == "regroup":
                sc.minion(SCOUT)
            game = sc.twilight(3).start(stage)
            # the abilities in their printed order: fellowship 0, 1; regroup 2, 3
            act(game, "use", consorting, value=option + (2 if stage == "regroup" else 0))
            assert game.s.twilight == 2, (stage, option)
            if option == 0:
                assert game.s.wounds[bilbo] == 1 and game.s.zone[consorting] == "attached"
            else:
                assert game.s.wounds[bilbo] == 0 and game.s.zone[consorting] == "discard"


# Test-only texts: Goblin Runner wounds Bilbo in the Shadow phase and in the archery
# phase, and Merry in the Shadow phase.
_WOUND = [{"phase": phase, "effect": [{"wound": f'title("{who}")'}]}
          for phase, who in (("shadow", "Bilbo"), ("archery", "Bilbo"), ("shadow", "Merry"))]
_WOUNDERS = {"1_178": {"title": "Goblin Runner", "ability": _WOUND}}


def test_consorting_with_wizards_bilbo_takes_no_wounds_except_in_archery():
    # "Bilbo may not take wounds (except during the archery phase)."
    rules = card_rules().with_behaviours(compile_scripts(_WOUNDERS, default_database()))
    for stage, wounded in (("shadow", 0), ("archery", 1)):
        for consorting in (True, False):
            sc = Scenario(rules=rules)
            bilbo = sc.ally(BILBO)
            if consorting:
                sc.bear(bilbo, "2_97")
            runner = sc.minion("1_178")
            game = sc.start(stage)
            while not can(game, "use", runner):
                act(game, "pass")
            act(game, "use", runner, value=0 if stage == "shadow" else 1)
            assert game.s.wounds[bilbo] == (wounded if consorting else 1), (stage, consorting)
    sc = Scenario(rules=rules)  # Merry, not the bearer, takes his wound
    sc.bear(sc.ally(BILBO), "2_97")
    merry = sc.companion(MERRY)
    runner = sc.minion("1_178")
    game = sc.start("shadow")
    act(game, "use", runner, value=2)
    assert game.s.wounds[merry] == 1


def test_mithril_coat_minion_archery_total_minus_one():
    # Mithril-coat (2_105): "The minion archery total is -1."
    for coat in (True, False):
        sc = Scenario()
        if coat:
            sc.bear(sc.ring_bearer(), "2_105")
        sc.minion("1_176")
        sc.minion("1_176")  # two Goblin Marksmen: minion archery total 2
        sc.start("archery_fire")
        shot = next(e.text for e in sc.events if e.kind == "archery")
        assert f"minion archery total {1 if coat else 2}" in shot


def test_mithril_coat_minions_on_frodo_lose_weapon_strength_and_damage_bonuses():
    # "Each minion skirmishing Frodo does not gain strength bonuses from weapons and loses
    # all damage bonuses." (Goblin Runner with a Goblin Scimitar, +2; Uruk Soldier,
    # damage +1; the Ruling Ring's own bonus stays with Frodo)
    for coat in (True, False):
        sc = Scenario()
        frodo = sc.ring_bearer()
        if coat:
            sc.bear(frodo, "2_105")
        merry = sc.companion(MERRY)
        runner = sc.minion("1_178")
        sc.bear(runner, "1_180")
        uruk = sc.minion("1_154")
        sc.bear(uruk, "1_180")
        sc.assign(runner, frodo).assign(uruk, merry)  # the Uruk on Merry keeps all
        game = sc.start("skirmishes")
        if game.decision.kind == "choose_skirmish":
            act(game, "skirmish", frodo)
        assert strength(game, runner) == (5 if coat else 7)
        assert strength(game, uruk) == 9 and stats.keyword(game, uruk, "damage") == 1
        sc = Scenario()
        frodo = sc.ring_bearer()
        if coat:
            sc.bear(frodo, "2_105")
        uruk = sc.minion("1_154")
        sc.assign(uruk, frodo)
        game = sc.start("skirmishes")
        assert stats.keyword(game, uruk, "damage") == (0 if coat else 1)
        pass_until(game, "skirmish_ended")
        assert game.s.wounds[frodo] == (1 if coat else 2)


def _orc_bane(card: str, item: str = "1_313") -> tuple:
    """Frodo bears Sting (or Gandalf Glamdring); three Moria Scouts (Orcs) and three Uruk
    Fighters (Uruk-hai) in play, each of vitality 2."""
    sc = Scenario()
    hero = sc.ring_bearer() if item == "1_313" else sc.companion("1_364")
    sc.bear(hero, item)
    merry = sc.companion(MERRY)
    orcs = [sc.minion(SCOUT) for _ in range(3)]
    uruks = [sc.minion("1_146") for _ in range(3)]
    bane = sc.hand(card)
    game = sc.start("maneuver")
    return game, bane, hero, merry, orcs, uruks


def test_orc_bane_exerts_stings_bearer_x_times_to_wound_x_orcs_or_x_uruk_hai():
    # Orc-bane (2_109): "Maneuver: Spot Sting or Glamdring and exert its bearer X times
    # to wound X Orcs or X Uruk-hai."
    for option in range(6):
        x, race = option % 3 + 1, ("orcs", "uruks")[option // 3]
        game, bane, frodo, merry, orcs, uruks = _orc_bane("2_109")
        act(game, "play", bane)
        assert len(game.legal_actions()) == 6  # every X and race is possible here
        act(game, "choose_option", value=option)
        targets = orcs if race == "orcs" else uruks
        for c in targets[:x]:
            if game.decision.kind == "choose":
                assert set(game.decision.cards) <= set(targets)
                choose(game, c)
        assert game.s.wounds[frodo] == x and game.s.wounds[merry] == 0, option
        assert [game.s.wounds[c] for c in targets] == [1] * x + [0] * (3 - x), option
        others = uruks if race == "orcs" else orcs
        assert all(game.s.wounds[c] == 0 for c in others), option


def test_orc_bane_with_glamdring_and_only_what_the_bearer_can_exert():
    game, bane, gandalf, merry, orcs, uruks = _orc_bane("2_109", "1_75")  # Glamdring on Gandalf
    act(game, "play", bane)
    act(game, "choose_option", value=0)
    choose(game, orcs[0])
    assert game.s.wounds[gandalf] == 1 and sum(game.s.wounds[c] for c in orcs) == 1
    sc = Scenario()  # Frodo with Sting can exert once: X = 1 only
    frodo = sc.ring_bearer()
    sc.bear(frodo, "1_313")
    orc = sc.minion(SCOUT)
    uruk = sc.minion("1_146")
    bane = sc.hand("2_109")
    game = sc.wounds(frodo, 2).start("maneuver")
    act(game, "play", bane)
    assert len(game.legal_actions()) == 2  # one Orc or one Uruk-hai
    act(game, "choose_option", value=1)
    assert game.s.wounds[frodo] == 3 and game.s.wounds[uruk] == 1 and game.s.wounds[orc] == 0


def test_orc_bane_needs_sting_or_glamdring():
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.bear(merry, "1_299")  # Hobbit Sword: a weapon, neither Sting nor Glamdring
    sc.minion(SCOUT)
    bane = sc.hand("2_109")
    game = sc.start("maneuver")
    assert not can(game, "play", bane)


def test_filibert_bolger_not_for_a_hobbit_ally_at_home():
    # "a Hobbit companion": Bilbo, Well-spoken Gentlehobbit, a Hobbit ally at his home
    # site 1, skirmishes the Cave Troll in its fierce skirmish; Filibert cannot exert him
    sc = Scenario()
    bilbo = sc.ally("2_96")
    troll = sc.minion(TROLL)
    filibert = sc.ally("2_101")
    game = sc.start("fierce")
    while game.decision.kind != "assign":
        act(game, "pass")
    game.apply(next(a for a in game.legal_actions() if a.kind == "assign" and a.card == bilbo))
    while game.decision.kind == "assign":
        act(game, "pass")
    assert game.s.phase == "skirmish" and game.s.assigned[troll] == bilbo
    assert not can(game, "use", filibert)
