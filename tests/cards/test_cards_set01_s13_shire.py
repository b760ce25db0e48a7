"""Set 1 [shire] cards (helper s13-shire): allies that heal, pipeweed, Pippin and Sam,
Shire events and tales. Each test names the card, quotes the clause it proves and shows
the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, at_site, card_rules, choose, strength, use

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import compile_scripts
from ringtable.testing import act, can, pass_until

MERRY = "1_303"  # Merry, Unquestionably Clever: a Hobbit companion (not of my cards)
ARAGORN = "1_89"
BOROMIR = "1_97"
GOBLIN = "1_178"  # Goblin Runner, an Orc
TROLL = "1_165"  # Cave Troll of Moria
URUK = "1_154"  # Uruk Soldier
SCOUT = "1_191"  # Moria Scout: vitality 2
GAFFER = "1_291"
BILBO = "1_284"  # Bilbo, Retired Adventurer: a Hobbit ally whose home is site 3


def pass_to_phase(game, phase: str) -> None:
    """Everyone passes until the game reaches ``phase``."""
    for _ in range(100):
        if game.decision is None or game.s.phase == phase:
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError(f"phase {phase} not reached")


def test_farmer_maggot_exerts_to_heal_merry_or_pippin():
    # Farmer Maggot (1_288): "Fellowship: Exert Farmer Maggot to heal Merry or Pippin."
    for hobbit in (MERRY, "1_306"):  # Merry; Pippin, Friend to Frodo
        sc = Scenario()
        maggot = sc.ally("1_288")
        healed = sc.companion(hobbit)
        boromir = sc.companion(BOROMIR)
        game = sc.wounds(healed, 1).wounds(boromir, 1).start("fellowship")
        use(game, maggot)
        assert game.s.wounds[healed] == 0 and game.s.wounds[maggot] == 1
        assert game.s.wounds[boromir] == 1  # not Merry or Pippin: never healed


def test_the_gaffer_exerts_to_heal_frodo_or_sam():
    # The Gaffer (1_291): "Fellowship: Exert The Gaffer to heal Frodo or Sam."
    for who in ("frodo", "sam"):
        sc = Scenario()
        gaffer = sc.ally("1_291")
        sam = sc.companion("1_311")
        merry = sc.companion(MERRY)
        healed = sc.ring_bearer() if who == "frodo" else sam
        game = sc.wounds(healed, 1).wounds(merry, 1).start("fellowship")
        use(game, gaffer)
        assert game.s.wounds[healed] == 0 and game.s.wounds[gaffer] == 1
        assert game.s.wounds[merry] == 1  # Merry is neither Frodo nor Sam


def test_frodo_old_bilbos_heir_may_heal_a_hobbit_ally_at_the_start_of_your_turn():
    # Frodo, Old Bilbo's Heir (1_289): "At the start of each of your turns, you may heal
    # a Hobbit ally." (not a Hobbit companion, not an ally of another race)
    for resolve in (True, False):
        sc = Scenario(ring_bearers=("1_289", "1_290"))
        gaffer = sc.ally(GAFFER)
        merry = sc.companion(MERRY)
        elf = sc.ally("1_34")  # Celeborn, an Elf ally
        game = sc.wounds(gaffer, 1).wounds(merry, 1).wounds(elf, 1).start("start")
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        assert game.s.wounds[gaffer] == (0 if resolve else 1)
        assert game.s.wounds[merry] == 1 and game.s.wounds[elf] == 1


def test_halfling_deftness_exerts_a_hobbit_to_make_him_strength_plus_three():
    # Halfling Deftness (1_293): "Skirmish: Exert a Hobbit to make him strength +3."
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.assign(sc.minion(GOBLIN), frodo)
    deft = sc.hand("1_293")
    game = sc.start("skirmishes")
    before = strength(game, frodo)
    act(game, "play", deft)
    assert strength(game, frodo) == before + 3 and game.s.wounds[frodo] == 1


def test_halfling_deftness_needs_an_exertable_hobbit():
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.companion(ARAGORN)  # a Man: cannot pay
    sc.assign(sc.minion(GOBLIN), frodo)
    deft = sc.hand("1_293")
    game = sc.wounds(frodo, 3).start("skirmishes")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", deft)


def test_hobbit_party_guest_heals_itself_at_the_start_of_your_turn():
    # Hobbit Party Guest (1_297): "At the start of each of your turns, heal this ally."
    sc = Scenario()
    guest = sc.ally("1_297")
    gaffer = sc.ally(GAFFER)
    game = sc.wounds(guest, 1).wounds(gaffer, 1).start("start")
    pass_until(game, decision_kind="action")
    assert game.s.wounds[guest] == 0 and game.s.wounds[gaffer] == 1


def test_hobbit_party_guest_exerts_to_heal_another_hobbit_ally_whose_home_is_site_1():
    # "Fellowship: Exert this ally to heal another Hobbit ally whose home is site 1."
    sc = Scenario()
    guest = sc.ally("1_297")
    gaffer = sc.ally(GAFFER)
    bilbo = sc.ally(BILBO)  # home site 3
    merry = sc.companion(MERRY)  # a companion, not an ally
    elf = sc.ally("1_34")  # Celeborn: an Elf ally (home site 6)
    albert = sc.ally("1_69")  # Albert Dreary: a Man ally whose home is site 1
    for c in (gaffer, bilbo, merry, elf, albert):
        sc.wounds(c, 1)
    game = sc.start("fellowship")
    use(game, guest)
    assert game.s.wounds[gaffer] == 0 and game.s.wounds[guest] == 1
    assert [game.s.wounds[c] for c in (bilbo, merry, elf, albert)] == [1, 1, 1, 1]


def test_hobbit_party_guest_ability_needs_another_wounded_hobbit_ally_of_site_1():
    sc = Scenario()
    guest = sc.ally("1_297")
    sc.wounds(sc.ally(BILBO), 1)  # home site 3: no use
    game = sc.start("fellowship")
    assert not can(game, "use", guest)


def test_longbottom_leaf_may_discard_up_to_two_cards_from_hand():
    # Longbottom Leaf (1_300): "When you play this possession, you may discard up to 2
    # cards from hand."
    sc = Scenario()
    leaf = sc.hand("1_300")
    cards = [sc.hand(c) for c in (BOROMIR, "1_92", ARAGORN)]
    game = sc.start("fellowship")
    act(game, "play", leaf)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", leaf)
    choose(game, cards[0])
    choose(game, cards[1])
    assert [game.s.zone[c] for c in cards] == ["discard", "discard", "hand"]
    assert game.s.zone[leaf] == "support"


def test_longbottom_leaf_discards_as_few_as_you_like():
    sc = Scenario()
    leaf = sc.hand("1_300")
    cards = [sc.hand(c) for c in (BOROMIR, "1_92", ARAGORN)]
    game = sc.start("fellowship")
    act(game, "play", leaf)
    act(game, "resolve", leaf)
    choose(game, cards[0])
    act(game, "pass")  # up to 2: one is enough
    assert [game.s.zone[c] for c in cards] == ["discard", "hand", "hand"]
    sc2 = Scenario()
    leaf2 = sc2.hand("1_300")
    kept = sc2.hand(BOROMIR)
    sword = sc2.hand("1_299")  # Hobbit Sword
    game2 = sc2.start("fellowship")
    act(game2, "play", leaf2)
    act(game2, "pass")  # "you may"
    assert game2.s.zone[kept] == "hand"
    act(game2, "play", sword)  # another card played: Longbottom Leaf does not trigger
    assert game2.decision.kind == "action" and game2.s.zone[kept] == "hand"


def test_old_toby_may_draw_a_card_when_played():
    # Old Toby (1_305): "When you play this possession, you may draw a card."
    for resolve in (True, False):
        sc = Scenario()
        toby = sc.hand("1_305")
        top = sc.draw_top(BOROMIR)
        sc.draw_bottom("1_92")
        game = sc.start("fellowship")
        act(game, "play", toby)
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        assert game.s.zone[top] == ("hand" if resolve else "draw")
        assert len(game.s.piles[0]["hand"]) == (1 if resolve else 0)


def test_old_toby_draws_only_when_it_is_played_itself():
    sc = Scenario()
    toby = sc.support("1_305")
    sword = sc.hand("1_299")  # Hobbit Sword
    top = sc.draw_top(BOROMIR)
    game = sc.start("fellowship")
    act(game, "play", sword)
    assert game.decision.kind == "action" and game.s.zone[top] == "draw"
    assert game.s.zone[toby] == "support"


# Test-only text: the Shadow card Goblin Runner and the site Pelennor Prairie discard a
# condition (as a Shadow card / as the Shadow player's site ability).
_DISCARD = [{"phase": "shadow", "effect": [{"discard": "condition"}]}]
_DISCARDERS = {"1_178": {"title": "Goblin Runner", "ability": _DISCARD},
               "10_118": {"title": "Pelennor Prairie", "ability": _DISCARD}}


def _discards_offered(pippin: str | None, user: str) -> tuple[set[int], dict[str, int]]:
    rules = card_rules().with_behaviours(compile_scripts(_DISCARDERS, default_database()))
    sc = at_site("10_118", rules=rules)
    if pippin:
        sc.companion(pippin)
    merry = sc.companion(MERRY)
    cards = {"tale": sc.bear(merry, "1_317"),  # There and Back Again: a [shire] tale
             "promise": sc.support("2_112"),  # A Promise: [shire], not a tale
             "luthien": sc.support("1_100")}  # The Choice of Lúthien: a [gondor] tale
    runner = sc.minion(GOBLIN)
    game = sc.start("shadow")
    act(game, "use", runner if user == "1_178" else stats.active_site(game))
    if game.decision is not None and game.decision.kind == "choose":
        return set(game.decision.cards), cards
    return {c for c in cards.values() if game.s.zone[c] == "discard"}, cards


def test_pippin_friend_to_frodo_opponent_may_not_discard_your_shire_tales():
    # Pippin, Friend to Frodo (1_306): "Your opponent may not discard your [shire] tales
    # from play." (by his Shadow cards or his site's ability)
    for user in ("1_178", "10_118"):
        offered, cards = _discards_offered("1_306", user)
        assert offered == {cards["promise"], cards["luthien"]}, user
        offered, cards = _discards_offered(None, user)  # without Pippin
        assert cards["tale"] in offered, user


def test_pippin_hobbit_of_some_intelligence_removes_a_burden_or_a_wound():
    # Pippin, Hobbit of Some Intelligence (1_307): "When you play Pippin, remove a
    # burden or wound from a companion."
    for option in (0, 1):
        sc = Scenario()
        pippin = sc.hand("1_307")
        merry = sc.companion(MERRY)
        gaffer = sc.ally(GAFFER)  # a wounded ally: not a companion
        sam = sc.hand("1_311")
        game = sc.wounds(merry, 1).wounds(gaffer, 1).burdens(2).start("fellowship")
        act(game, "play", pippin)
        assert game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        assert (game.s.burdens[0], game.s.wounds[merry]) == ((1, 1) if option == 0 else (2, 0))
        assert game.s.wounds[gaffer] == 1 and game.decision.kind == "action"
        act(game, "play", sam)  # another card played: Pippin's text does not trigger
        assert game.decision.kind == "action" and game.s.burdens[0] == (1 if option == 0 else 2)


def test_power_according_to_his_stature_adds_a_burden_to_wound_each_minion_on_the_ring_bearer():
    # Power According to His Stature (1_308): "Skirmish: Add a burden to wound each
    # minion skirmishing the Ring-bearer."
    sc = Scenario()
    frodo = sc.ring_bearer()
    first, second = sc.minion(TROLL), sc.minion(SCOUT)
    idle = sc.minion(SCOUT)  # not skirmishing the Ring-bearer
    sc.assign(first, frodo).assign(second, frodo)
    power = sc.hand("1_308")
    game = sc.start("skirmishes")
    act(game, "play", power)
    assert game.s.burdens[0] == 1
    assert [game.s.wounds[m] for m in (first, second, idle)] == [1, 1, 0]


def test_power_according_to_his_stature_spares_minions_skirmishing_another_companion():
    sc = Scenario()
    merry = sc.companion(MERRY)
    troll = sc.minion(TROLL)
    sc.assign(troll, merry)
    power = sc.hand("1_308")
    game = sc.start("skirmishes")
    act(game, "play", power)
    assert game.s.wounds[troll] == 0 and game.s.burdens[0] == 1


def test_sam_faithful_companion_plays_bill_the_pony_from_the_draw_deck():
    # Sam, Faithful Companion (1_310): "Fellowship: Play Bill the Pony from your draw deck."
    sc = Scenario()
    sam = sc.companion("1_310")
    other = sc.draw_top("1_299")  # Hobbit Sword: not Bill
    bill = sc.draw_bottom("3_106")
    game = sc.start("fellowship")
    use(game, sam)
    act(game, "choose", sam)  # Bill's bearer
    assert game.s.zone[bill] == "attached" and game.s.bearer[bill] == sam
    assert game.s.zone[other] == "draw"


def sam_succeeds(sam_id: str) -> None:
    """Sam succeeds Frodo: "If Frodo dies, make Sam the Ring-bearer (resistance 5)"."""
    sc = Scenario()
    sam = sc.companion(sam_id)
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_177"), frodo)  # 13 against 4: overwhelmed
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="succession")
    assert game.decision.cards == (sam,)
    act(game, "succeed", sam)
    assert game.s.ring_bearer[0] == sam and game.s.bearer[sc.ring()] == sam


def test_sam_faithful_companion_becomes_ring_bearer_when_frodo_dies():
    # Sam, Faithful Companion (1_310): "Response: If Frodo dies, make Sam the Ring-bearer."
    sam_succeeds("1_310")


def test_stone_trolls_bearer_is_strength_plus_three_against_a_troll_or_uruk_hai():
    # Stone Trolls (1_314): "To play, spot Bilbo. Plays on any character. Limit 1 per
    # character. Each time bearer skirmishes a Troll or Uruk-hai, bearer is strength +3."
    for minion, bonus in ((TROLL, 3), (URUK, 3), (GOBLIN, 0)):
        sc = Scenario()
        sc.ally(BILBO)
        merry = sc.companion(MERRY)
        sc.bear(merry, "1_314")
        sc.assign(sc.minion(minion), merry)
        game = sc.start("skirmishes")
        assert strength(game, merry) == 3 + bonus, minion
    sc = Scenario()  # another character skirmishing a Troll: not the bearer, no bonus
    merry = sc.companion(MERRY)
    sc.bear(merry, "1_314")
    aragorn = sc.companion(ARAGORN)
    sc.assign(sc.minion(TROLL), aragorn)
    assert strength(sc.start("skirmishes"), aragorn) == 8


def test_stone_trolls_needs_bilbo_and_one_per_character():
    sc = Scenario()
    merry = sc.companion(MERRY)
    trolls = sc.hand("1_314")
    game = sc.start("fellowship")
    assert not can(game, "play", trolls)  # no Bilbo
    sc = Scenario()
    sc.ally(BILBO)
    merry = sc.companion(MERRY)
    sc.bear(merry, "1_314")
    trolls = sc.hand("1_314")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == trolls}
    assert merry not in targets and sc.ring_bearer() in targets


def test_stone_trolls_plays_on_any_character_an_ally_too():
    # "Plays on any character": Bilbo, an ally, may bear it
    sc = Scenario()
    bilbo = sc.ally(BILBO)
    merry = sc.companion(MERRY)
    trolls = sc.hand("1_314")
    sc.support("2_112")  # A Promise: no character
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == trolls} == \
        {sc.ring_bearer(), merry, bilbo}


def test_stout_and_sturdy_heals_a_hobbit():
    # Stout and Sturdy (1_315): "Maneuver or Skirmish: Heal a Hobbit."
    sc = Scenario()
    merry = sc.companion(MERRY)
    aragorn = sc.companion(ARAGORN)
    stout = sc.hand("1_315")
    sc.minion(SCOUT)  # a minion: the maneuver phase is played
    game = sc.wounds(merry, 2).wounds(aragorn, 1).start("maneuver")
    act(game, "play", stout)
    assert game.s.wounds[merry] == 1 and game.s.wounds[aragorn] == 1


def test_there_and_back_again_makes_each_hobbit_companion_strength_plus_two_until_regroup():
    # There and Back Again (1_317): "Bearer must be a Hobbit companion. Maneuver: Discard
    # this condition to make each Hobbit companion strength +2 until the regroup phase."
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    aragorn = sc.companion(ARAGORN)
    guest = sc.ally("1_297")  # a Hobbit ally, not a companion
    tale = sc.bear(merry, "1_317")
    sc.minion(SCOUT)
    game = sc.start("maneuver")
    before = {c: strength(game, c) for c in (frodo, merry, aragorn, guest)}
    use(game, tale)
    assert game.s.zone[tale] == "discard"
    pass_until(game, decision_kind="assign")  # still there in the assignment phase
    assert {c: strength(game, c) - before[c] for c in before} == \
        {frodo: 2, merry: 2, aragorn: 0, guest: 0}
    pass_to_phase(game, "regroup")
    assert strength(game, merry) == before[merry]  # the regroup phase: over


def test_there_and_back_again_bearer_must_be_a_hobbit_companion():
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    sc.companion(ARAGORN)
    sc.ally("1_297")
    tale = sc.hand("1_317")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == tale} == {frodo, merry}


def test_hobbit_appetite_adds_x_to_heal_a_hobbit_companion_x_times():
    # Hobbit Appetite (1_294): "Fellowship: Add (X) to heal a Hobbit companion X times."
    for option, healed, twilight in ((0, "frodo", 1), (1, "merry", 2), (2, "merry", 3)):
        sc = Scenario()
        frodo = sc.ring_bearer()
        merry = sc.companion(MERRY)
        aragorn = sc.companion(ARAGORN)  # wounded, but no Hobbit
        guest = sc.ally("1_297")  # Hobbit Party Guest: a Hobbit, but an ally
        bilbo = sc.ally(BILBO)  # a Hobbit ally with 2 wounds: not a companion either
        appetite = sc.hand("1_294")
        game = sc.wounds(frodo, 1).wounds(merry, 3).wounds(aragorn, 3).wounds(guest, 1) \
            .wounds(bilbo, 2).start("fellowship")
        act(game, "play", appetite)
        assert game.decision.kind == "choose_option"
        act(game, "choose_option", value=option)
        if option == 0:
            assert set(game.decision.cards) == {frodo, merry}
            choose(game, frodo)
        wounds = {"frodo": (0, 3), "merry": (1, 3 - twilight)}[healed]
        assert (game.s.wounds[frodo], game.s.wounds[merry]) == wounds, option
        assert game.s.twilight == twilight and game.s.wounds[aragorn] == 3
        assert game.s.wounds[guest] == 1 and game.s.wounds[bilbo] == 2
        assert game.decision.kind == "action"


def test_hobbit_appetite_offers_only_the_x_a_hobbit_can_use():
    for merry_wounds, options in ((1, None), (2, 2)):
        sc = Scenario()
        merry = sc.companion(MERRY)
        appetite = sc.hand("1_294")
        game = sc.wounds(merry, merry_wounds).start("fellowship")
        act(game, "play", appetite)
        if options is None:  # one wound: once, no choice
            assert game.s.twilight == 1 and game.s.wounds[merry] == 0
        else:
            assert len(game.legal_actions()) == options
            act(game, "choose_option", value=1)
            assert game.s.twilight == 2 and game.s.wounds[merry] == 0


def _sanctuary(card: str, heal_frodo: bool) -> tuple:
    """At a sanctuary (site 3) at the start of the turn: Frodo and Merry wounded, 2
    burdens, ``card`` in hand; the Free Peoples player heals Frodo (or Merry)."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    resilience = sc.hand(card)
    game = sc.wounds(frodo, 2).wounds(merry, 2).burdens(2).at_site(3).start("start")
    while game.decision.kind != "sanctuary_heal":
        act(game, "pass")
    act(game, "heal", frodo if heal_frodo else merry)
    return game, resilience, frodo, merry


def test_extraordinary_resilience_removes_a_burden_instead_of_healing_the_ring_bearer():
    # Extraordinary Resilience (1_287): "Response: If the Ring-bearer is about to heal,
    # remove a burden instead."
    game, resilience, frodo, merry = _sanctuary("1_287", True)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    act(game, "resolve", resilience)
    assert game.s.wounds[frodo] == 2 and game.s.burdens[0] == 1
    assert game.s.zone[resilience] == "discard"
    game, resilience, frodo, merry = _sanctuary("1_287", True)
    act(game, "pass")  # not played: Frodo heals
    assert game.s.wounds[frodo] == 1 and game.s.burdens[0] == 2


def test_extraordinary_resilience_only_for_the_ring_bearer():
    game, resilience, frodo, merry = _sanctuary("1_287", False)
    assert game.decision.kind != "optional_trigger"
    assert game.s.wounds[merry] == 1 and game.s.zone[resilience] == "hand"


def test_extraordinary_resilience_answers_a_card_text_heal_too():
    # Frodo, Son of Drogo: "Exert another companion who has the Frodo signet to heal Frodo"
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.companion("1_310")  # Sam, Faithful Companion: the Frodo signet
    resilience = sc.hand("1_287")
    game = sc.wounds(frodo, 1).burdens(1).start("fellowship")
    use(game, frodo)
    act(game, "resolve", resilience)
    assert game.s.wounds[frodo] == 1 and game.s.burdens[0] == 0
