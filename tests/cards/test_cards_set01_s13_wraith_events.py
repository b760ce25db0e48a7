"""Set 1 [wraith] events and items (s13-wraith, issue 18)."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

TOLDEA, LEMENYA, WITCH_KING = "1_236", "1_232", "1_237"
GOBLIN_RUNNER = "1_178"  # a [moria] Orc, no Nazgûl
BOROMIR, ARAGORN, LEGOLAS, MERRY = "1_97", "1_89", "1_51", "1_303"
OROPHIN, GRIMIR = "1_56", "1_17"  # an archer ally; an ally that is no archer


def _skirmish(event: str, minion: str = TOLDEA, *, burdens: int = 0,
              defender: str | None = None, twilight: int = 5):
    """``minion`` skirmishing Boromir (or the Ring-bearer when ``defender`` is
    "frodo"), ``event`` in the Shadow player's hand, the Free Peoples player passed."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    fp = frodo if defender == "frodo" else sc.companion(BOROMIR)
    m = sc.minion(minion)
    sc.assign(m, fp)
    ev = sc.hand(event)
    game = sc.burdens(burdens).twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game, m, ev, frodo


def _play(game, ev):
    act(game, "play", ev)
    return game


# --- pumps ---------------------------------------------------------------------------

def test_all_veils_removed_plus_two_or_plus_five_when_the_ring_is_worn():
    """All Veils Removed ("1_204"): "Make a Nazgûl strength +2 (or +5 if the Ring-bearer
    wears The One Ring)"."""
    game, m, ev, _ = _skirmish("1_204")
    _play(game, ev)
    assert strength(game, m) == 12 + 2
    game, m, ev, _ = _skirmish("1_204")
    game.s.wearing[game.s.fp] = 1
    _play(game, ev)
    assert strength(game, m) == 12 + 5


def test_all_veils_removed_needs_a_nazgul():
    """All Veils Removed ("1_204"): "a Nazgûl": with only an Orc it cannot be played."""
    game, _m, ev, _ = _skirmish("1_204", GOBLIN_RUNNER)
    assert not can(game, "play", ev)


def test_threshold_of_shadow_plus_two_or_plus_four_with_five_burdens():
    """Threshold of Shadow ("1_227"): "Make a Nazgûl strength +2 (or +4 if you spot 5
    burdens)": 4 burdens +2, 5 burdens +4; an Orc is no target."""
    game, m, ev, _ = _skirmish("1_227", burdens=4)
    _play(game, ev)
    assert strength(game, m) == 12 + 2
    game, m, ev, _ = _skirmish("1_227", burdens=5)
    _play(game, ev)
    assert strength(game, m) == 12 + 4
    game, _m, ev, _ = _skirmish("1_227", GOBLIN_RUNNER)
    assert not can(game, "play", ev)


def test_frozen_by_fear_plus_three_while_the_ring_bearer_is_assigned():
    """Frozen by Fear ("1_213"): "Make a Nazgûl strength +2 (or +3 if the Ring-bearer is
    assigned to a skirmish that has not resolved)"; an Orc is no target."""
    game, m, ev, _ = _skirmish("1_213")
    _play(game, ev)
    assert strength(game, m) == 12 + 2
    game, m, ev, _ = _skirmish("1_213", defender="frodo")
    _play(game, ev)
    assert strength(game, m) == 12 + 3
    game, _m, ev, _ = _skirmish("1_213", GOBLIN_RUNNER)
    assert not can(game, "play", ev)


def test_dark_whispers_three_burdens_plus_one_and_damage_plus_one():
    """Dark Whispers ("1_210"): "Spot 3 burdens to make a Nazgûl strength +1 and damage
    +1": with 5 burdens (not 6) that is the effect."""
    game, m, ev, _ = _skirmish("1_210", burdens=5)
    _play(game, ev)
    assert strength(game, m) == 12 + 1 and stats.keyword(game, m, "damage") == 1


def test_dark_whispers_six_burdens_plus_three_and_damage_plus_two():
    """Dark Whispers ("1_210"): "or spot 6 burdens to make a Nazgûl strength +3 and
    damage +2"."""
    game, m, ev, _ = _skirmish("1_210", burdens=6)
    _play(game, ev)
    assert strength(game, m) == 12 + 3 and stats.keyword(game, m, "damage") == 2


def test_dark_whispers_needs_three_burdens_and_a_nazgul():
    """Dark Whispers ("1_210"): 2 burdens spot too few; an Orc is no Nazgûl."""
    game, _m, ev, _ = _skirmish("1_210", burdens=2)
    assert not can(game, "play", ev)
    game, _m, ev, _ = _skirmish("1_210", GOBLIN_RUNNER, burdens=6)
    assert not can(game, "play", ev)


# --- maneuver events ---------------------------------------------------------------------

def _maneuver(event: str, *, minion: str = TOLDEA, companions=(), allies=(),
              wounds: int = 0, player: int | None = None):
    sc = Scenario()
    sc.ring_bearer()
    comps = [sc.companion(c) for c in companions]
    als = [sc.ally(a) for a in allies]
    m = sc.minion(minion, player=player)
    if wounds:
        sc.wounds(m, wounds)
    ev = sc.hand(event)
    game = sc.twilight(5).start("maneuver")
    act(game, "pass")
    return game, m, ev, comps, als


def test_fear_exerts_your_nazgul_to_discard_an_ally():
    """Fear ("1_212"): "Exert your Nazgûl to discard an ally"."""
    game, m, ev, _c, (grimir,) = _maneuver("1_212", allies=(GRIMIR,))
    _play(game, ev)
    assert game.s.wounds[m] == 1 and game.s.zone[grimir] == "discard"


def test_fear_needs_an_exertable_nazgul():
    """Fear ("1_212"): an exhausted Nazgûl, or only an Orc, cannot pay "Exert your
    Nazgûl"."""
    game, _m, ev, _c, _a = _maneuver("1_212", allies=(GRIMIR,), wounds=2)
    assert not can(game, "play", ev)
    game, _m, ev, _c, _a = _maneuver("1_212", minion=GOBLIN_RUNNER, allies=(GRIMIR,))
    assert not can(game, "play", ev)


def test_relentless_charge_wounds_every_archer_companion():
    """Relentless Charge ("1_223"): "Exert a Nazgûl to wound every archer companion":
    Legolas is wounded; Boromir (no archer) and Orophin (an archer ally) are not."""
    game, m, ev, (legolas, boromir), (orophin,) = _maneuver(
        "1_223", companions=(LEGOLAS, BOROMIR), allies=(OROPHIN,))
    _play(game, ev)
    assert game.s.wounds[m] == 1 and game.s.wounds[legolas] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[orophin] == 0


def test_relentless_charge_needs_an_exertable_nazgul():
    """Relentless Charge ("1_223"): "Exert a Nazgûl": not with only an Orc."""
    game, _m, ev, _c, _a = _maneuver("1_223", minion=GOBLIN_RUNNER, companions=(LEGOLAS,))
    assert not can(game, "play", ev)


def test_their_power_is_in_terror_wounds_every_ally():
    """Their Power Is in Terror ("1_226"): "Exert a Nazgûl to wound every ally": both
    allies, no companion."""
    game, m, ev, (boromir,), (grimir, orophin) = _maneuver(
        "1_226", companions=(BOROMIR,), allies=(GRIMIR, OROPHIN))
    _play(game, ev)
    assert game.s.wounds[m] == 1
    assert game.s.wounds[grimir] == 1 and game.s.wounds[orophin] == 1
    assert game.s.wounds[boromir] == 0


def test_their_power_is_in_terror_needs_an_exertable_nazgul():
    """Their Power Is in Terror ("1_226"): "Exert a Nazgûl": not with only an Orc."""
    game, _m, ev, _c, _a = _maneuver("1_226", minion=GOBLIN_RUNNER, allies=(GRIMIR,))
    assert not can(game, "play", ev)


# --- items ---------------------------------------------------------------------------

def test_nazgul_sword_damage_plus_one_while_three_burdens():
    """Nazgûl Sword ("1_218"): "Bearer must be a Nazgûl. While you can spot 3 burdens,
    bearer is damage +1": 3 burdens yes, 2 burdens no."""
    for burdens, damage in ((3, 1), (2, 0)):
        sc = Scenario()
        sc.ring_bearer()
        m = sc.minion(TOLDEA)
        sc.bear(m, "1_218")
        game = sc.burdens(burdens).start("shadow")
        assert stats.keyword(game, m, "damage") == damage
        assert strength(game, m) == 12 + 2


def test_nazgul_sword_may_be_borne_only_by_a_nazgul():
    """Nazgûl Sword ("1_218"): "Bearer must be a Nazgûl": played on Toldëa, never on an
    Orc."""
    sc = Scenario()
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    runner = sc.minion(GOBLIN_RUNNER)
    sword = sc.hand("1_218")
    game = sc.twilight(5).start("shadow")
    assert can(game, "play", sword, toldea) and not can(game, "play", sword, runner)


def _lemenya_skirmish(*items: str, lemenya_wounds: int = 0):
    sc = Scenario()
    sc.ring_bearer()
    lem = sc.minion(LEMENYA)
    sword = sc.bear(lem, "1_225")
    boromir = sc.companion(BOROMIR)
    borne = [sc.bear(boromir, i) for i in items]
    aragorn = sc.companion(ARAGORN)
    other = sc.bear(aragorn, "1_92")
    sc.assign(lem, boromir)
    if lemenya_wounds:
        sc.wounds(lem, lemenya_wounds)
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    return game, lem, sword, borne, other


def test_sword_of_minas_morgul_damage_and_discards_a_possession_of_his_opponent():
    """Sword of Minas Morgul ("1_225"): "He is damage +1. Skirmish: Exert Úlairë Lemenya
    to discard a possession borne by a character he is skirmishing": Boromir's Armor
    goes, Aragorn's (not skirmishing him) stays."""
    game, lem, sword, (armor,), other = _lemenya_skirmish("1_92")
    assert stats.keyword(game, lem, "damage") == 1
    use(game, sword)
    assert game.s.wounds[lem] == 1 and game.s.zone[armor] == "discard"
    assert game.s.zone[other] == "attached"


def test_sword_of_minas_morgul_needs_an_exertable_lemenya_and_a_possession():
    """Sword of Minas Morgul ("1_225"): exhausted Lemenya cannot exert; a condition
    (Blade Tip) is no possession."""
    game, _lem, sword, _b, _o = _lemenya_skirmish("1_92", lemenya_wounds=1)
    assert not can(game, "use", sword)
    game, _lem, sword, _b, _o = _lemenya_skirmish("1_209")
    assert not can(game, "use", sword)


def _pale_blade_skirmish(*, wk_wounds: int = 0):
    sc = Scenario()
    sc.ring_bearer()
    wk = sc.minion(WITCH_KING)
    blade = sc.bear(wk, "1_221")
    merry = sc.companion(MERRY)
    cond = sc.support("1_100")  # The Choice of Lúthien, a Free Peoples condition
    shadow_cond = sc.support("1_207", player=1)  # Black Breath, a Shadow condition
    sc.assign(wk, merry)
    if wk_wounds:
        sc.wounds(wk, wk_wounds)
    game = sc.twilight(3).start("skirmishes")
    return game, wk, blade, cond, shadow_cond


def test_pale_blade_damage_and_on_winning_exerts_to_discard_a_fp_condition():
    """The Pale Blade ("1_221"): "He is damage +1. Response: If The Witch-king wins a
    skirmish, exert him to discard a Free Peoples condition": The Choice of Lúthien
    goes, Black Breath (a Shadow condition) stays."""
    game, wk, blade, cond, shadow_cond = _pale_blade_skirmish()
    assert stats.keyword(game, wk, "damage") == 1
    pass_until(game, decision_kind="optional_trigger")
    assert game.decision.player == 1
    act(game, "resolve", blade)
    assert game.s.wounds[wk] == 1 and game.s.zone[cond] == "discard"
    assert game.s.zone[shadow_cond] == "support"


def test_pale_blade_not_offered_when_the_witch_king_cannot_exert():
    """The Pale Blade ("1_221"): "exert him" is its cost: an exhausted Witch-king wins,
    and nothing is offered or discarded."""
    game, _wk, _blade, cond, _s = _pale_blade_skirmish(wk_wounds=3)
    pass_until(game, "skirmish_ended")
    assert game.s.zone[cond] == "support"


def test_pale_blade_not_offered_when_another_nazgul_wins():
    """The Pale Blade ("1_221"): "If The Witch-king wins": Toldëa winning her skirmish
    while The Witch-king (bearing the Blade) waits unassigned offers nothing."""
    sc = Scenario()
    sc.ring_bearer()
    wk = sc.minion(WITCH_KING)
    sc.bear(wk, "1_221")
    toldea = sc.minion(TOLDEA)
    sc.assign(toldea, sc.companion(MERRY))
    cond = sc.support("1_100")
    game = sc.twilight(3).start("skirmishes")
    seen = pass_until(game, "skirmish_ended")
    assert game.s.zone[cond] == "support" and game.s.wounds[wk] == 0
    assert any(e.kind == "skirmish_resolved" for e in seen)


# --- conditions and responses ----------------------------------------------------------

def _not_easily(stage: str, twilight: int):
    sc = Scenario()
    sc.ring_bearer()
    ned = sc.support("1_220", player=1)
    toldea = sc.minion(TOLDEA)
    runner = sc.minion(GOBLIN_RUNNER)
    sc.wounds(toldea, 2)
    if stage == "skirmishes":
        sc.assign(toldea, sc.companion(BOROMIR))
    game = sc.twilight(twilight).start(stage)
    act(game, "pass")
    return game, ned, toldea, runner


def test_not_easily_destroyed_removes_three_to_heal_a_nazgul_in_maneuver_and_skirmish():
    """Not Easily Destroyed ("1_220"): "Maneuver or Skirmish: Remove (3) to heal a
    Nazgûl"."""
    for stage in ("maneuver", "skirmishes"):
        game, ned, toldea, _runner = _not_easily(stage, 4)
        use(game, ned)
        assert game.s.wounds[toldea] == 1 and game.s.twilight == 1, stage


def test_not_easily_destroyed_needs_three_twilight_and_a_nazgul():
    """Not Easily Destroyed ("1_220"): "Remove (3)": not with 2 in the pool; it heals a
    Nazgûl, not a wounded Orc."""
    game, ned, _t, _r = _not_easily("maneuver", 2)
    assert not can(game, "use", ned)
    sc = Scenario()
    sc.ring_bearer()
    ned = sc.support("1_220", player=1)
    runner = sc.minion("1_191")  # Moria Scout, an Orc of vitality 2
    sc.wounds(runner, 1)
    game = sc.twilight(4).start("maneuver")
    act(game, "pass")
    assert not can(game, "use", ned)


def test_not_easily_destroyed_is_not_a_shadow_phase_ability():
    """Not Easily Destroyed ("1_220"): "Maneuver or Skirmish": not in the Shadow phase."""
    sc = Scenario()
    sc.ring_bearer()
    ned = sc.support("1_220", player=1)
    toldea = sc.minion(TOLDEA)
    sc.wounds(toldea, 1)
    game = sc.twilight(4).start("shadow")
    assert not can(game, "use", ned)


def _archery(minion: str, *, support: str | None = None, hand: str | None = None,
             twilight: int = 3):
    sc = Scenario()
    sc.ring_bearer()
    sc.companion(LEGOLAS)  # an archer: fellowship archery total 1
    m = sc.minion(minion)
    card = sc.support(support, player=1) if support else sc.hand(hand) if hand else -1
    game = sc.twilight(twilight).start("archery")
    return sc, game, m, card


def test_wreathed_in_shadow_removes_one_to_lower_the_fellowship_archery_total():
    """Wreathed in Shadow ("1_238"): "Archery: Remove (1) to make the fellowship archery
    total -1": Legolas's total 1 drops to 0."""
    sc, game, _m, wreathed = _archery(TOLDEA, support="1_238")
    act(game, "pass")
    use(game, wreathed)
    seen = pass_until(game, "archery")
    assert game.s.twilight == 2 and sc is not None
    assert any("fellowship archery total 0" in e.text for e in seen)


def test_wreathed_in_shadow_needs_a_twilight_token_and_the_archery_phase():
    """Wreathed in Shadow ("1_238"): "Remove (1)" fails with an empty pool; "Archery:"
    is not the maneuver phase."""
    _sc, game, _m, wreathed = _archery(TOLDEA, support="1_238", twilight=0)
    act(game, "pass")
    assert not can(game, "use", wreathed)
    sc = Scenario()
    sc.ring_bearer()
    sc.minion(TOLDEA)
    wreathed = sc.support("1_238", player=1)
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    assert not can(game, "use", wreathed)


def test_wreathed_in_shadow_to_play_spot_a_nazgul():
    """Wreathed in Shadow ("1_238"): "To play, spot a Nazgûl": with an Orc only, no."""
    for minion, ok in ((TOLDEA, True), (GOBLIN_RUNNER, False)):
        sc = Scenario()
        sc.ring_bearer()
        sc.minion(minion)
        wreathed = sc.hand("1_238")
        game = sc.twilight(3).start("shadow")
        assert can(game, "play", wreathed) == ok


def test_all_blades_perish_prevents_an_archery_wound_to_a_nazgul():
    """All Blades Perish ("1_203"): "Response: If a Nazgûl is about to take a wound,
    prevent that wound": Legolas's archery wound on Toldëa is prevented."""
    _sc, game, toldea, perish = _archery(TOLDEA, hand="1_203")
    pass_until(game, decision_kind="optional_trigger")
    assert game.decision.player == 1
    act(game, "resolve", perish)
    assert game.s.wounds[toldea] == 0 and game.s.zone[perish] == "discard"


def test_all_blades_perish_not_for_an_orc():
    """All Blades Perish ("1_203"): "a Nazgûl": the Orc's archery wound is not answered."""
    _sc, game, runner, perish = _archery(GOBLIN_RUNNER, hand="1_203")
    pass_until(game, "archery")
    pass_until(game, decision_kind="skirmish_order")
    assert game.s.zone[perish] == "hand" and game.s.zone[runner] != "minions"


def _offered(game, card: int, until: str) -> bool:
    """Everyone passes until an ``until`` event; True when an optional trigger or
    response of ``card`` was offered on the way (it is then declined)."""
    for _ in range(200):
        if game.decision is None:
            return False
        options = game.legal_actions()
        if any(a.kind == "resolve" and a.card == card for a in options):
            return True
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay", "decline")),
                      options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return False
    return False


def test_all_blades_perish_is_not_offered_for_an_orcs_wound():
    """All Blades Perish ("1_203"): "If a Nazgûl is about to take a wound": the Moria
    Scout's archery wound is not answered."""
    _sc, game, _scout, perish = _archery("1_191", hand="1_203")
    assert not _offered(game, perish, "wounded")


def test_pale_blade_is_not_offered_for_another_nazguls_win():
    """The Pale Blade ("1_221"): only "If The Witch-king wins": Toldëa's win offers
    nothing."""
    sc = Scenario()
    sc.ring_bearer()
    wk = sc.minion(WITCH_KING)
    blade = sc.bear(wk, "1_221")
    sc.assign(sc.minion(TOLDEA), sc.companion(MERRY))
    sc.support("1_100")
    game = sc.twilight(3).start("skirmishes")
    assert not _offered(game, blade, "skirmish_ended")


def test_the_swords_damage_only_their_bearer():
    """Nazgûl Sword ("1_218"), Sword of Minas Morgul ("1_225"), The Pale Blade
    ("1_221"): "bearer is damage +1" / "He is damage +1": another Nazgûl is not."""
    for sword, bearer in (("1_218", TOLDEA), ("1_225", LEMENYA), ("1_221", WITCH_KING)):
        sc = Scenario()
        sc.ring_bearer()
        sc.bear(sc.minion(bearer), sword)
        other = sc.minion("1_229")  # Úlairë Attëa
        game = sc.burdens(3).start("shadow")
        assert stats.keyword(game, other, "damage") == 0, sword


def test_dark_whispers_with_exactly_three_burdens():
    """Dark Whispers ("1_210"): "Spot 3 burdens": exactly 3 are enough."""
    game, m, ev, _ = _skirmish("1_210", burdens=3)
    _play(game, ev)
    assert strength(game, m) == 12 + 1


def test_fear_does_not_exert_an_orc():
    """Fear ("1_212"): "Exert your Nazgûl": the Moria Scout, an Orc, cannot pay."""
    game, _m, ev, _c, _a = _maneuver("1_212", minion="1_191", allies=(GRIMIR,))
    assert not can(game, "play", ev)


def test_relentless_charge_wounds_each_of_two_archer_companions():
    """Relentless Charge ("1_223"): "wound every archer companion": Legolas and
    Boromir, made an archer for the turn, are both wounded."""
    game, _m, ev, (legolas, other), _a = _maneuver("1_223", companions=(LEGOLAS, BOROMIR))
    game.s.mods = [*game.s.mods, (other, "kw:archer", 1, "turn", -1)]
    assert stats.keyword(game, other, "archer") == 1
    _play(game, ev)
    assert game.s.wounds[legolas] == 1 and game.s.wounds[other] == 1


def test_not_easily_destroyed_in_a_skirmish_heals_only_a_nazgul():
    """Not Easily Destroyed ("1_220"): "heal a Nazgûl": the wounded Moria Scout is no
    choice in the skirmish, so Toldëa is healed at once."""
    sc = Scenario()
    sc.ring_bearer()
    ned = sc.support("1_220", player=1)
    toldea = sc.minion(TOLDEA)
    scout = sc.minion("1_191")
    sc.wounds(toldea, 2).wounds(scout, 1)
    sc.assign(toldea, sc.companion(BOROMIR))
    game = sc.twilight(4).start("skirmishes")
    act(game, "pass")
    use(game, ned)
    assert game.s.wounds[toldea] == 1 and game.s.wounds[scout] == 1
