"""Blade Tip and the cards that move it (s13-wraith, issue 18): Blade Tip, Morgul Blade,
Úlairë Otsëa, Ringwraith in Twilight."""

from __future__ import annotations

from cardtest import Scenario, use

from ringtable.testing import act, can

TOLDEA, GOBLIN_RUNNER = "1_236", "1_178"
BOROMIR, MERRY, ARAGORN = "1_97", "1_303", "1_89"
BLADE_TIP, MORGUL_BLADE, OTSEA3 = "1_209", "1_216", "3_86"


def _offered(game, card: int, until: str) -> bool:
    """Everyone passes until an ``until`` event; True when an optional trigger of
    ``card`` was offered on the way."""
    for _ in range(200):
        if game.decision is None:
            return False
        options = game.legal_actions()
        if any(a.kind == "resolve" and a.card == card for a in options):
            return True
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return False
    return False


# --- Blade Tip ----------------------------------------------------------------------------

def _tip_skirmish(minion: str = TOLDEA, defender: str = BOROMIR, *, borne: bool = False,
                  defender_bears: bool = False):
    sc = Scenario(rings=("1_1", "1_1"))
    sc.ring_bearer()
    fp = sc.companion(defender)
    sc.assign(sc.minion(minion), fp)
    if borne:
        tip = sc.bear(sc.companion(ARAGORN), BLADE_TIP, player=1)
    else:
        tip = sc.support(BLADE_TIP, player=1)
    if defender_bears:
        sc.bear(fp, BLADE_TIP, player=1)
    game = sc.start("skirmishes")
    return game, tip, fp


def test_blade_tip_your_nazgul_wins_and_it_moves_to_the_losing_character():
    """Blade Tip ("1_209"): "Response: If your Nazgûl wins a skirmish, transfer this
    condition from your support area to the losing character": Toldëa beats Boromir."""
    game, tip, boromir = _tip_skirmish()
    assert _offered(game, tip, "skirmish_ended")
    act(game, "resolve", tip)
    assert game.s.zone[tip] == "attached" and game.s.bearer[tip] == boromir


def test_blade_tip_not_when_an_orc_wins():
    """Blade Tip ("1_209"): "your Nazgûl": the Goblin Runner beating Merry offers
    nothing."""
    game, tip, _merry = _tip_skirmish(GOBLIN_RUNNER, MERRY)
    assert not _offered(game, tip, "skirmish_ended")
    assert game.s.zone[tip] == "support"


def test_blade_tip_only_from_the_support_area():
    """Blade Tip ("1_209"): "from your support area": one already on Aragorn does not
    move to Boromir."""
    game, tip, _boromir = _tip_skirmish(borne=True)
    assert not _offered(game, tip, "skirmish_ended")


def test_blade_tip_limit_one_per_character():
    """Blade Tip ("1_209"): "Limit 1 per character": Boromir bearing one already is no
    target for a second."""
    game, tip, _boromir = _tip_skirmish(defender_bears=True)
    assert not _offered(game, tip, "skirmish_ended")
    assert game.s.zone[tip] == "support"


def _fellowship_start(on: str | None):
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    bearer = {"frodo": frodo, "boromir": boromir}.get(on or "")
    tip = sc.bear(bearer, BLADE_TIP, player=1) if bearer is not None else \
        sc.support(BLADE_TIP, player=1)
    game = sc.burdens(1).start("fellowship")
    return game, frodo, boromir, tip


def test_blade_tip_wounds_its_bearer_at_the_start_of_the_fellowship_phase():
    """Blade Tip ("1_209"): "Wound bearer at the start of each fellowship phase"."""
    game, frodo, boromir, _tip = _fellowship_start("boromir")
    assert game.s.wounds[boromir] == 1 and game.s.wounds[frodo] == 0
    assert game.s.burdens[game.s.fp] == 1


def test_blade_tip_on_the_ring_bearer_adds_a_burden_instead():
    """Blade Tip ("1_209"): "(If bearer is the Ring-bearer, add a burden instead.)"."""
    game, frodo, _boromir, _tip = _fellowship_start("frodo")
    assert game.s.wounds[frodo] == 0 and game.s.burdens[game.s.fp] == 2


def test_blade_tip_in_the_support_area_does_nothing_at_the_fellowship_phase():
    """Blade Tip ("1_209"): with no bearer, nobody is wounded and no burden is added."""
    game, frodo, boromir, _tip = _fellowship_start(None)
    assert game.s.wounds[boromir] == 0 and game.s.wounds[frodo] == 0
    assert game.s.burdens[game.s.fp] == 1


def test_blade_tip_does_nothing_at_the_start_of_other_phases():
    """Blade Tip ("1_209"): "the start of each fellowship phase": not the maneuver."""
    sc = Scenario(rings=("1_1", "1_1"))
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    sc.minion(TOLDEA)
    sc.bear(boromir, BLADE_TIP, player=1)
    game = sc.start("maneuver")
    assert game.s.wounds[boromir] == 0


# --- Morgul Blade -------------------------------------------------------------------------

def _morgul(*, tip_in: tuple[str, ...] = ("support",), boromir_bears: bool = False):
    sc = Scenario()
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    blade = sc.bear(toldea, MORGUL_BLADE)
    boromir = sc.companion(BOROMIR)
    aragorn = sc.companion(ARAGORN)
    sc.assign(toldea, boromir)
    tips = [sc.support(BLADE_TIP, player=1) if z == "support" else sc.discard(BLADE_TIP)
            for z in tip_in]
    if boromir_bears:
        sc.bear(boromir, BLADE_TIP, player=1)
    game = sc.start("skirmishes")
    act(game, "pass")
    return game, blade, tips, boromir, aragorn


def test_morgul_blade_discards_itself_to_transfer_blade_tip_from_the_support_area():
    """Morgul Blade ("1_216"): "Skirmish: Discard this possession to transfer Blade Tip
    from your support area ... to a companion bearer is skirmishing": Boromir, not
    Aragorn."""
    game, blade, (tip,), boromir, _aragorn = _morgul()
    use(game, blade)
    assert game.s.zone[blade] == "discard"
    assert game.s.zone[tip] == "attached" and game.s.bearer[tip] == boromir


def test_morgul_blade_transfers_blade_tip_from_the_discard_pile():
    """Morgul Blade ("1_216"): "or discard pile"."""
    game, blade, (tip,), boromir, _aragorn = _morgul(tip_in=("discard",))
    use(game, blade)
    assert game.s.zone[tip] == "attached" and game.s.bearer[tip] == boromir


def test_morgul_blade_with_both_the_shadow_player_chooses_where_from():
    """Morgul Blade ("1_216"): "from your support area or discard pile": with one in
    each, he chooses the discard pile's."""
    game, blade, (in_support, in_discard), boromir, _a = _morgul(
        tip_in=("support", "discard"))
    use(game, blade)
    assert [game.describe(a) for a in game.legal_actions()] == [
        "Blade Tip from your support area", "Blade Tip from your discard pile"]
    act(game, "choose_option", value=1)
    assert game.s.bearer[in_discard] == boromir and game.s.zone[in_support] == "support"


def test_morgul_blade_needs_a_blade_tip_and_a_companion_without_one():
    """Morgul Blade ("1_216"): no Blade Tip anywhere: not usable; Boromir bearing one
    already ("Limit 1 per character"): not usable."""
    game, blade, _t, _b, _a = _morgul(tip_in=())
    assert not can(game, "use", blade)
    game, blade, _t, _b, _a = _morgul(boromir_bears=True)
    assert not can(game, "use", blade)


def test_morgul_blade_only_to_a_companion_not_an_ally():
    """Morgul Blade ("1_216"): "to a companion bearer is skirmishing": Orophin, an ally
    at home (site 6) skirmishing Toldëa, is no target, so it cannot be used (Blade Tip
    in the support area or in the discard pile)."""
    for where in ("support", "discard"):
        sc = Scenario()
        sc.ring_bearer()
        toldea = sc.minion(TOLDEA)
        blade = sc.bear(toldea, MORGUL_BLADE)
        sc.assign(toldea, sc.ally("1_56"))
        if where == "support":
            sc.support(BLADE_TIP, player=1)
        else:
            sc.discard(BLADE_TIP)
        game = sc.at_site(6).start("skirmishes")
        act(game, "pass")
        assert not can(game, "use", blade), where


def test_morgul_blade_borne_with_another_hand_weapon_by_a_nazgul_only():
    """Morgul Blade ("1_216"): "Bearer must be a Nazgûl. This weapon may be borne in
    addition to 1 other hand weapon": on Toldëa bearing a Nazgûl Sword, not on an Orc."""
    sc = Scenario()
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    sc.bear(toldea, "1_218")
    runner = sc.minion(GOBLIN_RUNNER)
    blade = sc.hand(MORGUL_BLADE)
    game = sc.twilight(3).start("shadow")
    assert can(game, "play", blade, toldea) and not can(game, "play", blade, runner)


# --- Úlairë Otsëa, Ringwraith in Twilight -------------------------------------------------

def _otsea(*, tip: str | None = "support", wounds: int = 0):
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    otsea = sc.minion(OTSEA3)
    sc.assign(otsea, sc.companion(MERRY))
    if wounds:
        sc.wounds(otsea, wounds)
    t = -1
    if tip == "support":
        t = sc.support(BLADE_TIP, player=1)
    elif tip == "frodo":
        t = sc.bear(frodo, BLADE_TIP, player=1)
        sc.support(BLADE_TIP, player=1)
    game = sc.start("skirmishes")
    return game, otsea, frodo, t


def test_otsea_in_twilight_wins_and_exerts_to_transfer_blade_tip_to_the_ring_bearer():
    """Úlairë Otsëa ("3_86"): "Each time Úlairë Otsëa wins a skirmish, you may exert him
    to transfer Blade Tip from your support area to the Ring-bearer"."""
    game, otsea, frodo, tip = _otsea()
    assert _offered(game, otsea, "skirmish_ended")
    assert game.s.zone[tip] == "support"
    assert any(game.s.zone[c] == "dead" and game.cards[c].title == "Merry"
               for c in range(len(game.s.zone)))  # offered once he has won
    act(game, "resolve", otsea)
    assert game.s.wounds[otsea] == 1 and game.s.bearer[tip] == frodo


def test_otsea_in_twilight_offers_nothing_without_blade_tip_or_when_exhausted():
    """Úlairë Otsëa ("3_86"): no Blade Tip in the support area, or Otsëa exhausted, or
    the Ring-bearer bearing one already: nothing is offered."""
    for tip, wounds in ((None, 0), ("support", 2), ("frodo", 0)):
        game, otsea, _frodo, _tip = _otsea(tip=tip, wounds=wounds)
        assert not _offered(game, otsea, "skirmish_ended"), (tip, wounds)


def test_transfer_card_must_name_a_chosen_card():
    """The ``transfer`` verb's ``card`` option (Morgul Blade "1_216") takes a card chosen
    earlier (``$tip``); anything else is refused with the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts

    bad = {"1_216": {"title": "Morgul Blade", "ability": [{
        "phase": "skirmish", "effect": [{"transfer": "companion", "card": "tip"}]}]}}
    with pytest.raises(ScriptError, match=r"1_216.*ability\[0\]\.effect\[0\]\.card"):
        compile_scripts(bad, default_database())
