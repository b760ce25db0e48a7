"""Set 2 [shire] cards (helper s13-shire), part 2: Deft in Their Movements, O Elbereth!
Gilthoniel!, Consorting With Wizards, Mithril-coat, Orc-bane, and Filibert Bolger with a
Hobbit ally at home. Each test names the card, quotes the clause it proves and shows the
case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, card_rules, choose, strength, use
from test_cards_set01_s13_shire import pass_to_phase

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.scripts import compile_scripts
from ringtable.testing import act, can, pass_until

MERRY = "1_303"  # Merry, Unquestionably Clever
ARAGORN = "1_89"
SCOUT = "1_191"  # Moria Scout: an Orc, vitality 2
TROLL = "1_165"  # Cave Troll of Moria: fierce
NAZGUL = "1_232"  # Úlairë Lemenya: strength 9
BILBO = "1_284"  # Bilbo, Retired Adventurer


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
