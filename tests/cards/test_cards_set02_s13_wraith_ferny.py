"""Bill Ferny, Swarthy Sneering Fellow (2_75; s13-wraith, issue 18)."""

from __future__ import annotations

from cardtest import Scenario, at_site, moving_to

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

FERNY, TOLDEA, MORIA_SCOUT, BOROMIR = "2_75", "1_236", "1_191", "1_97"


def test_bill_ferny_nazgul_are_not_roaming():
    """Bill Ferny ("2_75"): "Nazgûl are not roaming": Toldëa (site 3) at site 2 is not
    roaming with him; the Moria Scout (site 4) still is; without him Toldëa is."""
    for with_ferny in (True, False):
        sc = Scenario()
        sc.ring_bearer()
        if with_ferny:
            sc.minion(FERNY)
        toldea = sc.minion(TOLDEA)
        scout = sc.minion(MORIA_SCOUT)
        game = sc.at_site(2).start("shadow")
        assert stats.is_roaming(game, toldea) is not with_ferny
        assert stats.is_roaming(game, scout)


def test_bill_ferny_the_fp_player_may_not_assign_to_him():
    """Bill Ferny ("2_75"): "The Free Peoples player may not assign a character to
    skirmish Bill Ferny": Boromir may skirmish Toldëa, not Ferny; the Shadow player may
    assign Ferny as a leftover minion."""
    sc = Scenario()
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    ferny = sc.minion(FERNY)
    toldea = sc.minion(TOLDEA)
    game = sc.at_site(2).start("assign")
    assert game.decision.player == 0
    assert can(game, "assign", boromir, toldea) and not can(game, "assign", boromir, ferny)
    act(game, "pass")
    assert game.decision.player == 1 and can(game, "assign", boromir, ferny)


def test_bill_ferny_discarded_when_the_fellowship_moves_underground():
    """Bill Ferny ("2_75"): "Discard Bill Ferny if underground": moving to Balin's Tomb
    discards him; moving to Ettenmoors does not."""
    for site, zone in (("1_343", "discard"), ("1_331", "minions")):
        sc = moving_to(site)
        sc.ring_bearer()
        ferny = sc.minion(FERNY)
        game = sc.start("fellowship")
        pass_until(game, "moves_to")
        assert game.s.zone[ferny] == zone, site


def test_bill_ferny_played_underground_is_discarded():
    """Bill Ferny ("2_75"): played at Balin's Tomb he is discarded at once; at
    Weathertop he stays."""
    for site, zone in (("1_343", "discard"), ("1_337", "minions")):
        sc = at_site(site)
        sc.ring_bearer()
        ferny = sc.hand(FERNY)
        game = sc.twilight(6).start("shadow")
        act(game, "play", ferny)
        assert game.s.zone[ferny] == zone, site


# --- Resistance Becomes Unbearable ("2_79") -------------------------------------------------

def _resistance(minion: str, left_after: int):
    """Frodo with ``left_after`` + 1 vitality left; the event in the Shadow player's hand."""
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    m = sc.minion(minion)
    game0 = sc.start("shadow")
    vit = stats.vitality(game0, frodo)
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    m = sc.minion(minion)
    sc.wounds(frodo, vit - left_after - 1)
    ev = sc.hand("2_79")
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    return game, m, frodo, ev


def test_resistance_becomes_unbearable_exhausted_ring_bearer_puts_on_the_ring():
    """Resistance Becomes Unbearable ("2_79"): "Exert a twilight Nazgûl to exert the
    Ring-bearer. If the Ring-bearer is then exhausted, he puts on The One Ring until
    the regroup phase"."""
    game, m, frodo, ev = _resistance("2_83", left_after=1)
    act(game, "play", ev)
    assert game.s.wounds[m] == 1 and stats.vitality_left(game, frodo) == 1
    assert game.s.wearing[game.s.fp]


def test_resistance_becomes_unbearable_not_exhausted_no_ring():
    """Resistance Becomes Unbearable ("2_79"): with 2 vitality left after the exertion,
    he does not put it on."""
    game, _m, frodo, ev = _resistance("2_83", left_after=2)
    act(game, "play", ev)
    assert stats.vitality_left(game, frodo) == 2 and not game.s.wearing[game.s.fp]


def test_resistance_becomes_unbearable_needs_a_twilight_nazgul():
    """Resistance Becomes Unbearable ("2_79"): Toldëa is no twilight Nazgûl, Corpse
    Lights (twilight, a Wraith) is no Nazgûl."""
    for minion in (TOLDEA, "6_99"):
        game, _m, _f, ev = _resistance(minion, left_after=1)
        assert not can(game, "play", ev), minion


def test_wear_ring_refuses_anything_but_true_or_fp():
    """The ``wear_ring`` verb (Resistance Becomes Unbearable "2_79" uses ``"fp"``): any
    other value is refused with the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts

    bad = {"2_79": {"title": "Resistance Becomes Unbearable",
                    "event": {"effect": [{"wear_ring": "shadow"}]}}}
    with pytest.raises(ScriptError, match=r"2_79.*event\.effect\[0\]\.wear_ring"):
        compile_scripts(bad, default_database())


# --- They Will Find the Ring ("2_81") -----------------------------------------------------

def _find(burdens: int, nazgul=(TOLDEA, "1_229")):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    merry = sc.companion("1_303")
    ms = [sc.minion(m) for m in nazgul]
    ev = sc.hand("2_81")
    game = sc.burdens(burdens).twilight(2).start("maneuver")
    act(game, "pass")
    return game, ev, ms, (frodo, boromir, merry)


def test_they_will_find_the_ring_two_burdens_exert_two_companions():
    """They Will Find the Ring ("2_81"): "Exert 2 Nazgûl and spot X burdens to exert X
    companions": 2 burdens, the Shadow player picks Boromir and Merry of three."""
    game, ev, ms, (frodo, boromir, merry) = _find(2)
    act(game, "play", ev)
    assert all(game.s.wounds[m] == 1 for m in ms)
    assert game.decision.kind == "choose" and game.decision.player == 1
    offered = {a.card for a in game.legal_actions() if a.kind == "choose"}
    assert offered == {frodo, boromir, merry}  # companions only, not the Nazgûl
    act(game, "choose", boromir)
    act(game, "choose", merry)
    if game.decision is not None and game.decision.kind == "choose":
        act(game, "pass")
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[merry]) == (0, 1, 1)


def test_they_will_find_the_ring_more_burdens_than_companions_exerts_them_all():
    """They Will Find the Ring ("2_81"): 5 burdens, 3 companions: all three exert."""
    game, ev, _ms, comps = _find(5)
    act(game, "play", ev)
    assert [game.s.wounds[c] for c in comps] == [1, 1, 1]


def test_they_will_find_the_ring_needs_two_nazgul():
    """They Will Find the Ring ("2_81"): "Exert 2 Nazgûl": Toldëa and an Orc are not
    two Nazgûl."""
    game, ev, _ms, _c = _find(2, nazgul=(TOLDEA, "1_191"))
    assert not can(game, "play", ev)
