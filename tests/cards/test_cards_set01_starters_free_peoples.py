"""Set 1 Free Peoples cards of the Fellowship-block starters (MoM Gandalf and Gimli,
RotEL Boromir and Legolas): each test sets a position, uses the card, and checks what
its printed text does (quoted), with a case for each word that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def _fight(defender: str, minion: str = "1_178", *, bears: tuple[str, ...] = (),
           hand: tuple[str, ...] = (), **kw: object):
    """``defender`` (bearing ``bears``) skirmishes ``minion``; ``hand`` in the Free
    Peoples hand. Returns (scenario, game, defender, minion, hand cards)."""
    sc = Scenario()
    fp = sc.companion(defender)
    for item in bears:
        sc.bear(fp, item)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = [sc.hand(h) for h in hand]
    for key, value in kw.items():
        getattr(sc, key)(value)
    return sc, sc.start("skirmishes"), fp, m, cards


def never_offered(game, card: int, until: str) -> None:
    """Everyone passes until an ``until`` event, checking that ``card`` is never offered
    (to resolve or to play) on the way."""
    for _ in range(200):
        if game.decision is None:
            return
        options = game.legal_actions()
        assert not any(a.card == card and a.kind in ("resolve", "play") for a in options), \
            game.decision
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return
    raise AssertionError(f"{until} not reached")


# --- Dwarven ------------------------------------------------------------------------------

def test_axe_strike_dwarf_plus_two_or_three_bearing_a_dwarven_hand_weapon():
    """Axe Strike (1_3): "Make a Dwarf strength +2 (or +3 if bearing a [dwarven] hand
    weapon)." Gimli bearing Dwarven Axe: +3; bearing a Hobbit Sword (not [dwarven]) or
    Dwarven Armor (not a hand weapon): +2."""
    for bears, bonus in ((("1_9",), 3), (("1_299",), 2), (("1_8",), 2), ((), 2)):
        _sc, game, gimli, _m, (axe,) = _fight("1_12", bears=bears, hand=("1_3",))
        before = strength(game, gimli)
        act(game, "play", axe)
        assert strength(game, gimli) == before + bonus, bears


def test_axe_strike_only_for_a_dwarf():
    """Axe Strike (1_3): "Make a Dwarf strength +2": Boromir alone cannot be helped."""
    _sc, game, _boromir, _m, (axe,) = _fight("1_97", hand=("1_3",))
    assert not can(game, "play", axe)


def test_dwarf_guard_to_play_spot_a_dwarf():
    """Dwarf Guard (1_7): "To play, spot a Dwarf." Not with only Boromir (a Man)."""
    for helper, allowed in (("1_12", True), ("1_97", False)):
        sc = Scenario()
        sc.companion(helper)
        guard = sc.hand("1_7")
        game = sc.twilight(0).at_site(2).start("fellowship")
        assert can(game, "play", guard) == allowed, helper


def test_dwarven_armor_bearer_must_be_a_dwarf_and_is_overwhelmed_only_when_tripled():
    """Dwarven Armor (1_8): "Bearer must be a Dwarf. Bearer may not be overwhelmed unless
    his or her strength is tripled." Gimli (6, wounded) loses to Úlairë Attëa (12):
    double but not triple, so he takes a wound and survives."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    boromir = sc.companion("1_97")
    armor = sc.hand("1_8")
    game = sc.at_site(2).start("fellowship")
    bearers = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == armor}
    assert gimli in bearers and boromir not in bearers
    for bears, survives in ((("1_8",), True), ((), False)):
        sc2 = Scenario()
        gimli = sc2.companion("1_12")
        for item in bears:
            sc2.bear(gimli, item)
        sc2.assign(sc2.minion("1_229"), gimli)
        game = sc2.start("skirmishes")
        pass_until(game, "skirmish_resolved")
        assert (game.s.zone[gimli] == "fellowship") == survives, bears
    # only the bearer: Sam (3) against an Orc Soldier (7) is overwhelmed at double
    sc3 = Scenario()
    gimli = sc3.companion("1_12")
    sc3.bear(gimli, "1_8")
    sam = sc3.companion("1_311")
    sc3.assign(sc3.minion("1_271"), sam)
    game = sc3.start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[sam] == "dead"


def _axe_game(axe_id: str, bearer_wins: bool, bearer_is_defender: bool = True):
    sc = Scenario()
    gimli = sc.companion("1_12")
    sc.bear(gimli, axe_id)
    other = sc.companion("1_13")  # another Gimli-like Dwarf, no Axe
    minion = sc.minion("1_178" if bearer_wins else "1_229")
    sc.assign(minion, gimli if bearer_is_defender else other)
    top = sc.draw_top("1_191")
    second = sc.draw_bottom("1_178")
    return sc.start("skirmishes"), top, second


def test_dwarven_axe_discards_the_losing_minions_players_top_card():
    """Dwarven Axe (1_9): "Each time a player's minion loses a skirmish to bearer, that
    player discards the top card from his or her draw deck."""
    game, top, second = _axe_game("1_9", bearer_wins=True)
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[top] == "discard" and game.s.zone[second] == "draw"  # the top card only


def test_dwarven_axe_nothing_when_the_bearer_loses_or_another_dwarf_wins():
    """Dwarven Axe (1_9): only a minion losing "to bearer": not when the bearer loses,
    nor when another Dwarf (no Axe) wins."""
    game, top, _axe = _axe_game("1_9", bearer_wins=False)
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[top] == "draw"
    game, top, _axe = _axe_game("1_9", bearer_wins=True, bearer_is_defender=False)
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[top] == "draw"


def test_dwarven_axe_bearer_must_be_a_dwarf():
    """Dwarven Axe (1_9): "Bearer must be a Dwarf."."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    boromir = sc.companion("1_97")
    axe = sc.hand("1_9")
    game = sc.at_site(2).start("fellowship")
    bearers = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == axe}
    assert gimli in bearers and boromir not in bearers


def test_farin_to_play_spot_a_dwarf():
    """Farin (1_11): "To play, spot a Dwarf."."""
    for helper, allowed in (("1_12", True), ("1_97", False)):
        sc = Scenario()
        sc.companion(helper)
        farin = sc.hand("1_11")
        game = sc.twilight(0).at_site(2).start("fellowship")
        assert can(game, "play", farin) == allowed, helper


def test_farin_strength_plus_two_while_skirmishing_an_orc():
    """Farin (1_11): "While skirmishing an Orc, Farin is strength +2." Not against an
    Uruk-hai, nor while not skirmishing."""
    _sc, game, farin, _m, _ = _fight("1_11", "1_178")
    assert strength(game, farin) == 5 + 2
    _sc, game, farin, _m, _ = _fight("1_11", "1_154")
    assert strength(game, farin) == 5
    sc = Scenario()
    farin = sc.companion("1_11")
    assert strength(sc.start("fellowship"), farin) == 5
    _sc, game, boromir, _m, _ = _fight("1_97", "1_178", companion="1_11")  # Farin only
    assert strength(game, boromir) == 7


def _balin(balin_id: str, orcs: tuple[str, ...], dwarf: str | None = "1_12"):
    sc = Scenario()
    if dwarf:
        sc.companion(dwarf)
    sc.companion("1_97")
    ms = [sc.minion(o) for o in orcs]
    balin = sc.hand(balin_id)
    return sc.start("maneuver"), ms, balin


def test_here_lies_balin_wound_two_orcs():
    """Here Lies Balin (1_19): "Exert a Dwarf to wound 2 Orcs or to wound 1 Orc
    twice." Choosing the first: both Orcs take a wound (the Uruk-hai none)."""
    game, (a, b, uruk), balin = _balin("1_19", ("1_191", "1_271", "1_153"))
    act(game, "play", balin)
    assert game.decision.kind == "choose_option"
    act(game, "choose_option", value=0)  # "Wound 2 Orcs"
    assert game.s.wounds[a] == 1 and game.s.wounds[b] == 1 and game.s.wounds[uruk] == 0


def test_here_lies_balin_wound_one_orc_twice():
    """Here Lies Balin (1_19): "... or to wound 1 Orc twice.": with one Orc only that
    option exists; the Orc Hunters (vitality 2) are killed by it."""
    game, (orc, uruk), balin = _balin("1_19", ("1_267", "1_153"))
    act(game, "play", balin)
    assert game.s.zone[orc] == "discard" and game.s.wounds[uruk] == 0
    game, (inquisitor,), balin = _balin("1_19", ("1_268",))  # vitality 3: twice, no more
    act(game, "play", balin)
    assert game.s.wounds[inquisitor] == 2 and game.s.zone[inquisitor] == "minions"


def test_here_lies_balin_exerts_a_dwarf():
    """Here Lies Balin (1_19): "Exert a Dwarf": Gimli exerts; without a Dwarf it cannot
    be played."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    sc.minion("1_267")
    balin = sc.hand("1_19")
    game = sc.start("maneuver")
    act(game, "play", balin)
    assert game.s.wounds[gimli] == 1
    game, _ms, balin = _balin("1_19", ("1_267",), dwarf=None)
    assert not can(game, "play", balin)


def test_lord_of_moria_each_dwarf_is_damage_plus_one():
    """Lord of Moria (1_21): "Each Dwarf is damage +1." Gimli (damage +1) becomes +2;
    Boromir (a Man) gets nothing."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    boromir = sc.companion("1_97")
    sc.support("1_21")
    game = sc.start("fellowship")
    assert stats.keyword(game, gimli, "damage") == 2
    assert stats.keyword(game, boromir, "damage") == 0


def test_stairs_of_khazad_dum_dwarf_plus_one_against_a_moria_minion():
    """Stairs of Khazad-dûm (1_24): "While a Dwarf skirmishes a [moria] minion, that
    Dwarf is strength +1." Not against a [sauron] Orc; not Boromir against a [moria]
    minion."""
    for defender, minion, bonus in (("1_12", "1_178", 1), ("1_12", "1_271", 0),
                                    ("1_97", "1_178", 0)):
        sc = Scenario()
        fp = sc.companion(defender)
        sc.support("1_24")
        sc.assign(sc.minion(minion), fp)
        game = sc.start("skirmishes")
        assert strength(game, fp) == game.cards[fp].strength + bonus, (defender, minion)


def _breath(breath_id: str, defender: str, minion: str):
    sc = Scenario()
    fp = sc.companion(defender)
    sc.wounds(fp, 1)
    sc.assign(sc.minion(minion), fp)
    breath = sc.hand(breath_id)
    sc.wounds(sc.companion("1_97"), 1)  # another wounded companion: not "that Dwarf"
    game = sc.start("skirmishes")
    return game, fp, breath


def test_still_draws_breath_heals_the_dwarf_that_wins():
    """Still Draws Breath (1_25): "Response: If a Dwarf wins a skirmish, heal that
    Dwarf." Gimli (wounded) beats a Goblin Runner: the response is offered and heals."""
    game, gimli, breath = _breath("1_25", "1_12", "1_178")
    pass_until(game, decision_kind="optional_trigger")
    assert [a.card for a in game.legal_actions() if a.kind == "resolve"] == [breath]
    act(game, "resolve", breath)
    assert game.s.wounds[gimli] == 0 and game.s.zone[breath] == "discard"


def test_still_draws_breath_not_when_the_dwarf_loses_or_a_man_wins():
    """Still Draws Breath (1_25): only "If a Dwarf wins": not when Gimli loses to Úlairë
    Attëa, not when Boromir wins."""
    for defender, minion in (("1_12", "1_229"), ("1_97", "1_178")):
        game, _fp, breath = _breath("1_25", defender, minion)
        never_offered(game, breath, "skirmish_ended")
        assert game.s.zone[breath] == "hand", (defender, minion)
