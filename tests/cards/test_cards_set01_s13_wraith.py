"""Set 1 [wraith] cards (s13-wraith, issue 18): the Nazgûl, their pumps and weapons."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can

ATTEA, CANTEA, ENQUEA, LEMENYA, OTSEA, WITCH_KING = (
    "1_229", "1_230", "1_231", "1_232", "1_235", "1_237")
TOLDEA = "1_236"  # Úlairë Toldëa, another Nazgûl
GOBLIN_RUNNER = "1_178"  # a [moria] Orc, no Nazgûl
BOROMIR, ARAGORN, LEGOLAS, GIMLI, MERRY = "1_97", "1_89", "1_51", "1_13", "1_303"
RANGERS_SWORD, ARMOR = "1_112", "1_92"  # a hand weapon; armor, a possession but no weapon


def _shadow_skirmish(minion: str, defender: str = BOROMIR, twilight: int = 5):
    """``minion`` skirmishing ``defender``; the Free Peoples player has passed."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    return sc, fp, m


def _skirmish_now(sc: Scenario, twilight: int = 5):
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")  # the Free Peoples player acts first
    return game


# --- The Witch-king, Lord of Angmar -----------------------------------------------------

def test_witch_king_is_strength_plus_two_for_each_other_nazgul():
    """The Witch-king ("1_237"): "For each other Nazgûl you can spot, The Witch-king is
    strength +2": two other Nazgûl +4; an Orc does not count, nor does he himself."""
    sc = Scenario()
    wk = sc.minion(WITCH_KING)
    sc.minion(TOLDEA)
    sc.minion(ATTEA)
    sc.minion(GOBLIN_RUNNER)
    game = sc.start("shadow")
    assert strength(game, wk) == 14 + 4
    alone = Scenario()
    wk2 = alone.minion(WITCH_KING)
    alone.minion(GOBLIN_RUNNER)
    assert strength(alone.start("shadow"), wk2) == 14


# --- Úlairë Attëa, Keeper of Dol Guldur --------------------------------------------------

def test_attea_removes_one_for_strength_plus_one_up_to_plus_five():
    """Úlairë Attëa ("1_229"): "Skirmish: Remove (1) to make Úlairë Attëa strength +1
    (limit +5)": five uses, then the ability is no longer offered."""
    sc, _fp, attea = _shadow_skirmish(ATTEA)
    game = _skirmish_now(sc, twilight=8)
    for _ in range(5):
        use(game, attea)
        act(game, "pass")
    assert strength(game, attea) == 12 + 5 and game.s.twilight == 3
    assert not can(game, "use", attea)


def test_attea_limit_is_per_skirmish_so_a_fierce_skirmish_allows_five_more():
    """Úlairë Attëa ("1_229"): "(limit +5)" counts each skirmish: after +5 against
    Boromir, Attëa (fierce) skirmishes Aragorn and may remove (1) again."""
    sc, _boromir, attea = _shadow_skirmish(ATTEA)
    aragorn = sc.companion(ARAGORN)
    game = _skirmish_now(sc, twilight=12)
    for _ in range(5):
        use(game, attea)
        act(game, "pass")
    for _ in range(300):
        if game.decision is None or can(game, "use", attea) or game.s.phase == "regroup":
            break
        options = game.legal_actions()
        assign = [a for a in options if a.kind == "assign" and a.card == aragorn]
        game.apply(assign[0] if assign else next(
            (a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    assert can(game, "use", attea)


def test_attea_needs_a_twilight_token_to_remove():
    """Úlairë Attëa ("1_229"): "Remove (1)": with an empty pool the ability is not offered."""
    sc, _fp, attea = _shadow_skirmish(ATTEA)
    game = _skirmish_now(sc, twilight=0)
    assert not can(game, "use", attea)


# --- Úlairë Cantëa, Lieutenant of Dol Guldur --------------------------------------------

def test_cantea_exerts_to_discard_a_weapon_of_the_character_he_skirmishes():
    """Úlairë Cantëa ("1_230"): "Exert Úlairë Cantëa to discard a weapon borne by a
    character he is skirmishing": Boromir's sword goes; his armor (no weapon) and
    Aragorn's sword (Aragorn is not skirmishing Cantëa) stay."""
    sc, boromir, cantea = _shadow_skirmish(CANTEA)
    sword = sc.bear(boromir, RANGERS_SWORD)
    armor = sc.bear(boromir, ARMOR)
    other = sc.bear(sc.companion(ARAGORN), RANGERS_SWORD)
    game = _skirmish_now(sc)
    use(game, cantea)
    assert game.s.wounds[cantea] == 1
    assert game.s.zone[sword] == "discard"
    assert game.s.zone[armor] == "attached" and game.s.zone[other] == "attached"


def test_cantea_exhausted_cannot_exert():
    """Úlairë Cantëa ("1_230"): the cost "Exert Úlairë Cantëa" fails on his last vitality."""
    sc, boromir, cantea = _shadow_skirmish(CANTEA)
    sc.bear(boromir, RANGERS_SWORD)
    sc.wounds(cantea, 2)
    game = _skirmish_now(sc)
    assert not can(game, "use", cantea)


# --- Úlairë Enquëa, Lieutenant of Morgul -------------------------------------------------

def _maneuver(*, companions: int, burdens: int):
    sc = Scenario()
    frodo = sc.ring_bearer()
    others = [BOROMIR, ARAGORN, LEGOLAS, GIMLI, MERRY][:companions - 1]
    comps = [sc.companion(c) for c in others]
    enquea = sc.minion(ENQUEA)
    game = sc.burdens(burdens).start("maneuver")
    act(game, "pass")
    return game, frodo, comps, enquea


def test_enquea_with_five_burdens_exerts_to_wound_a_companion_not_the_ring_bearer():
    """Úlairë Enquëa ("1_231"): "Spot 6 companions (or 5 burdens) and exert Úlairë
    Enquëa to wound a companion (except the Ring-bearer)": 2 companions, 5 burdens;
    Boromir is wounded, never Frodo."""
    game, frodo, (boromir,), enquea = _maneuver(companions=2, burdens=5)
    use(game, enquea)
    assert game.s.wounds[enquea] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[frodo] == 0


def test_enquea_with_six_companions_and_no_burdens():
    """Úlairë Enquëa ("1_231"): "Spot 6 companions": six companions, no burdens, offered."""
    game, _frodo, _comps, enquea = _maneuver(companions=6, burdens=0)
    assert can(game, "use", enquea)


def test_enquea_with_five_companions_and_four_burdens_is_not_offered():
    """Úlairë Enquëa ("1_231"): 5 companions and 4 burdens spot neither."""
    game, _frodo, _comps, enquea = _maneuver(companions=5, burdens=4)
    assert not can(game, "use", enquea)


# --- Úlairë Lemenya, Lieutenant of Morgul ------------------------------------------------

def test_lemenya_weakens_companions_and_allies_bearing_a_wraith_condition():
    """Úlairë Lemenya ("1_232"): "Each companion or ally who bears a [wraith] condition is
    strength -2": Boromir and Grimir bearing Blade Tip are -2; Aragorn bearing You Bring
    Great Evil (a [sauron] condition), Merry bearing nothing, and a minion bearing Blade
    Tip are not."""
    sc = Scenario()
    sc.minion(LEMENYA)
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "1_209")
    grimir = sc.ally("1_17")
    sc.bear(grimir, "1_209")
    aragorn = sc.companion(ARAGORN)
    sc.bear(aragorn, "1_283")
    merry = sc.companion(MERRY)
    runner = sc.minion(GOBLIN_RUNNER)
    sc.bear(runner, "1_209", player=1)
    game = sc.start("shadow")
    assert strength(game, boromir) == 7 - 2 and strength(game, grimir) == 3 - 2
    assert strength(game, aragorn) == 8 and strength(game, merry) == 3
    assert strength(game, runner) == 5


# --- Úlairë Otsëa, Lieutenant of Morgul --------------------------------------------------

def test_otsea_exerts_to_make_a_wraith_minion_fierce_until_regroup():
    """Úlairë Otsëa ("1_235"): "Shadow: Exert Úlairë Otsëa to make a [wraith] minion
    fierce until the regroup phase": neither the Goblin Runner ([moria]) nor Black
    Breath (a [wraith] condition) is a choice, so Otsëa himself is made fierce; he is
    fierce still in the assignment phase and no longer in the regroup phase."""
    sc = Scenario()
    sc.ring_bearer()
    otsea = sc.minion(OTSEA)
    runner = sc.minion(GOBLIN_RUNNER)
    sc.support("1_207", player=1)  # Black Breath
    game = sc.start("shadow")
    assert stats.keyword(game, otsea, "fierce") == 0
    use(game, otsea)
    assert game.decision.kind != "choose"
    assert game.s.wounds[otsea] == 1 and stats.keyword(game, otsea, "fierce") == 1
    assert stats.keyword(game, runner, "fierce") == 0
    _pass_to_phase(game, "assignment")
    assert stats.keyword(game, otsea, "fierce") == 1
    _pass_to_phase(game, "regroup")
    assert game.s.zone[otsea] == "minions" and stats.keyword(game, otsea, "fierce") == 0


def _pass_to_phase(game, phase: str) -> None:
    """Everyone passes (or declines, or assigns nothing) until ``phase`` has begun."""
    for _ in range(300):
        if game.s.phase == phase or game.decision is None:
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")),
                        options[0]))
    raise AssertionError(f"never reached {phase}")


def test_otsea_is_a_shadow_phase_ability():
    """Úlairë Otsëa ("1_235"): "Shadow:": not offered in the maneuver phase."""
    sc = Scenario()
    sc.ring_bearer()
    otsea = sc.minion(OTSEA)
    game = sc.start("maneuver")
    act(game, "pass")
    assert not can(game, "use", otsea)
