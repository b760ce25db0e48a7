"""Set 1 Free Peoples cards of the Fellowship-block starters (MoM Gandalf and Gimli,
RotEL Boromir and Legolas): each test sets a position, uses the card, and checks what
its printed text does (quoted), with a case for each word that must exclude something."""

from __future__ import annotations

from cardtest import Scenario, moving_to, strength, use
from starters import legal_bearers, never_offered, playable_beside

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def _fight(defender: str, minion: str = "1_178", *, bears: tuple[str, ...] = (),
           hand: tuple[str, ...] = (), others: tuple[str, ...] = ()):
    """``defender`` (bearing ``bears``) skirmishes ``minion``; ``hand`` in the Free
    Peoples hand, ``others`` unassigned companions. Returns (scenario, game, defender,
    minion, hand cards)."""
    sc = Scenario()
    fp = sc.companion(defender)
    for item in bears:
        sc.bear(fp, item)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = [sc.hand(h) for h in hand]
    for c in others:
        sc.companion(c)
    return sc, sc.start("skirmishes"), fp, m, cards


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
    assert playable_beside("1_7", "1_12") and not playable_beside("1_7", "1_97")


def test_dwarven_armor_bearer_must_be_a_dwarf_and_is_overwhelmed_only_when_tripled():
    """Dwarven Armor (1_8): "Bearer must be a Dwarf. Bearer may not be overwhelmed unless
    his or her strength is tripled." Gimli (6) loses to Úlairë Attëa (12): double but
    not triple, so he takes a wound and survives; without the Armor he is killed."""
    allowed, (gimli, _boromir) = legal_bearers("1_8", ("1_12", "1_97"))
    assert allowed == {gimli}
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


def test_dwarven_axe_one_card_for_each_minion_that_loses():
    """Dwarven Axe (1_9): "Each time a player's minion loses a skirmish to bearer": two
    Goblin Runners (10) lose to Gimli (6, +2 Axe, +2 Hobbit Sword, +1 Stairs of
    Khazad-dûm): 2 cards are discarded, the third stays."""
    sc = Scenario()
    gimli = sc.companion("1_12")
    sc.bear(gimli, "1_9")
    sc.bear(gimli, "1_299")
    sc.support("1_24")
    for _ in range(2):
        sc.assign(sc.minion("1_178"), gimli)
    deck = [sc.draw_top(c, player=1) for c in ("1_191", "1_271", "1_267")]
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_resolved")
    assert [game.s.zone[c] for c in deck] == ["draw", "discard", "discard"]


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
    allowed, (gimli, _boromir) = legal_bearers("1_9", ("1_12", "1_97"))
    assert allowed == {gimli}


def test_farin_to_play_spot_a_dwarf():
    """Farin (1_11): "To play, spot a Dwarf."."""
    assert playable_beside("1_11", "1_12") and not playable_beside("1_11", "1_97")


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
    _sc, game, boromir, _m, _ = _fight("1_97", "1_178", others=("1_11",))  # Farin only
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


# --- Elven --------------------------------------------------------------------------------

def test_border_defenses_elf_plus_two_or_four_against_an_archer():
    """Border Defenses (1_32): "Make an Elf strength +2 (or +4 if skirmishing an
    archer)." Legolas against Goblin Marksman (an archer): +4; against Goblin Runner: +2."""
    for minion, bonus in (("1_176", 4), ("1_178", 2)):
        _sc, game, legolas, _m, (defenses,) = _fight("1_51", minion, hand=("1_32",))
        before = strength(game, legolas)
        act(game, "play", defenses)
        assert strength(game, legolas) == before + bonus, minion
    _sc, game, _boromir, _m, (defenses,) = _fight("1_97", hand=("1_32",))
    assert not can(game, "play", defenses)  # "an Elf": Boromir is not one


def _eyes(eyes_id: str, played: str, shadow_hand: tuple[str, ...] = ("1_178", "1_191")):
    sc = Scenario()
    sc.support(eyes_id)
    sc.companion("1_12")  # a Dwarf, so Dwarf Guard may be played too
    card = sc.hand(played)
    theirs = [sc.hand(h) for h in shadow_hand]
    mine = sc.hand("1_32")
    game = sc.twilight(0).at_site(2).start("fellowship")
    return game, card, theirs, mine


def test_far_seeing_eyes_playing_an_elf_makes_the_opponent_discard_from_hand():
    """Far-seeing Eyes (1_43): "Each time you play an Elf, choose an opponent to discard
    a card from hand." Legolas played: the Shadow player chooses one of his 2 cards."""
    game, legolas, (runner, scout), mine = _eyes("1_43", "1_51")
    act(game, "play", legolas)
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert set(game.decision.cards) == {runner, scout}
    act(game, "choose", scout)
    assert game.s.zone[scout] == "discard" and game.s.zone[runner] == "hand"
    assert game.s.zone[mine] == "hand"


def test_far_seeing_eyes_not_for_a_companion_who_is_no_elf():
    """Far-seeing Eyes (1_43): "Each time you play an Elf": Dwarf Guard is no Elf."""
    game, guard, (runner, scout), _mine = _eyes("1_43", "1_7")
    act(game, "play", guard)
    assert game.decision.kind == "action"
    assert game.s.zone[runner] == "hand" and game.s.zone[scout] == "hand"


def _foul(foul_id: str, shadow_hand: tuple[str, ...], elf: str | None = "1_51"):
    sc = Scenario()
    legolas = sc.companion(elf) if elf else -1
    sc.companion("1_97")
    foul = sc.hand(foul_id)
    theirs = [sc.hand(h) for h in shadow_hand]
    deck = [sc.draw_top("1_3"), sc.draw_top("1_7"), sc.draw_top("1_9")]
    game = sc.start("fellowship")
    return game, legolas, foul, theirs, deck


def test_foul_creation_exerts_an_elf_to_reveal_then_may_discard_an_isengard_minion_to_draw_two():
    """Foul Creation (1_44): "Exert an Elf to reveal an opponent's hand. You may discard
    an [isengard] minion revealed to draw 2 cards." Uruk Soldier is discarded (not the
    Goblin Runner, a [moria] minion, nor Bred for Battle, an [isengard] event); 2 drawn."""
    game, legolas, foul, (uruk, runner, bred), deck = _foul("1_44", ("1_154", "1_178", "1_121"))
    events = act(game, "play", foul)
    shown = next(e for e in events if e.kind == "reveal_hand")
    assert set(shown.cards) >= {uruk, runner, bred} and game.s.wounds[legolas] == 1
    assert game.decision.kind == "choose" and game.decision.player == 0
    act(game, "choose", foul)
    assert game.s.zone[uruk] == "discard"
    assert game.s.zone[runner] == "hand" and game.s.zone[bred] == "hand"
    assert [game.s.zone[c] for c in deck] == ["draw", "hand", "hand"]


def test_foul_creation_declined_or_no_isengard_minion_draws_nothing():
    """Foul Creation (1_44): "You may discard ...": declining draws nothing; with no
    [isengard] minion revealed, nothing is offered and nothing drawn."""
    game, _legolas, foul, (uruk,), deck = _foul("1_44", ("1_154",))
    act(game, "play", foul)
    act(game, "pass")
    assert game.s.zone[uruk] == "hand" and all(game.s.zone[c] == "draw" for c in deck)
    game, _legolas, foul, (runner, bred), deck = _foul("1_44", ("1_178", "1_121"))
    act(game, "play", foul)
    assert game.decision.kind == "action"
    assert game.s.zone[runner] == "hand" and game.s.zone[bred] == "hand"
    assert all(game.s.zone[c] == "draw" for c in deck)


def test_foul_creation_needs_an_elf_to_exert():
    """Foul Creation (1_44): "Exert an Elf": Boromir alone cannot pay."""
    game, _none, foul, _theirs, _deck = _foul("1_44", ("1_154",), elf=None)
    assert not can(game, "play", foul)


def test_haldir_to_play_spot_an_elf():
    """Haldir (1_48): "To play, spot an Elf." Not with only Boromir."""
    assert playable_beside("1_48", "1_51") and not playable_beside("1_48", "1_97")


def test_haldir_strength_plus_two_at_sites_six_to_eight():
    """Haldir (1_48): "While Haldir is at site 6, 7, or 8, he is strength +2." Not at
    site 5 or site 9; Legolas beside him gets nothing."""
    for site, bonus in ((5, 0), (6, 2), (7, 2), (8, 2), (9, 0)):
        sc = Scenario()
        haldir = sc.companion("1_48")
        legolas = sc.companion("1_51")
        game = sc.at_site(site).start("fellowship")
        assert strength(game, haldir) == 5 + bonus, site
        assert strength(game, legolas) == 6


def test_stand_against_darkness_discards_a_sauron_minion_condition_or_possession():
    """Stand Against Darkness (1_63): "Exert an Elf to discard a [sauron] minion, a
    [sauron] condition, or a [sauron] possession." Each kind alone beside a [moria]
    minion and a [moria] possession (never chosen) is discarded at once."""
    for kind in ("minion", "condition", "possession"):
        sc = Scenario()
        legolas = sc.companion("1_51")
        runner = sc.minion("1_178")
        goblin_blade = sc.bear(runner, "1_180")
        if kind == "minion":
            target = sc.minion("1_271")
        elif kind == "condition":
            target = sc.support("1_278", player=1)
        else:
            target = sc.bear(runner, "1_269")
        stand = sc.hand("1_63")
        game = sc.start("maneuver")
        act(game, "play", stand)
        assert game.s.zone[target] == "discard", kind
        assert game.s.zone[runner] == "minions" and game.s.zone[goblin_blade] == "attached"
        assert game.s.wounds[legolas] == 1


def test_stand_against_darkness_needs_an_elf():
    """Stand Against Darkness (1_63): "Exert an Elf": not with only Boromir."""
    sc = Scenario()
    sc.companion("1_97")
    sc.minion("1_271")
    stand = sc.hand("1_63")
    assert not can(sc.start("maneuver"), "play", stand)


# --- Gandalf ------------------------------------------------------------------------------

def _spirit(spirit_id: str, gandalf: bool = True):
    sc = moving_to("1_355")  # Silverlode Banks: with no ranger, each companion exerts
    wizard = sc.companion("1_364") if gandalf else sc.companion("1_97")
    spirit = sc.hand(spirit_id)
    game = sc.start("fellowship")
    act(game, "pass")  # move to Silverlode Banks
    return game, wizard, spirit


def test_strength_of_spirit_places_no_token_for_a_companions_exertion():
    """Strength of Spirit (1_85): "Response: If a companion is about to exert, spot
    Gandalf to place no token for that exertion." Silverlode Banks exerts each
    companion: played for the first, that one takes no wound, the others do."""
    game, gandalf, spirit = _spirit("1_85")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    act(game, "resolve", spirit)
    pass_until(game, decision_kind="action")
    wounds = [game.s.wounds[c] for c in (gandalf, 0)]
    assert sorted(wounds) == [0, 1] and game.s.zone[spirit] == "discard"


def test_strength_of_spirit_needs_gandalf():
    """Strength of Spirit (1_85): "spot Gandalf": with Boromir and Frodo only, it is not
    offered and both exert."""
    game, boromir, spirit = _spirit("1_85", gandalf=False)
    never_offered(game, spirit, "exerted")
    pass_until(game, decision_kind="action")
    assert game.s.wounds[boromir] == 1 and game.s.wounds[0] == 1


def test_strength_of_spirit_not_for_a_minion():
    """Strength of Spirit (1_85): "If a companion is about to exert": at Uruk Camp an
    Uruk-hai played exerts; the response is not offered and the Uruk-hai exerts."""
    from cardtest import at_site

    sc = at_site("4_335")
    sc.companion("1_364")
    spirit = sc.hand("1_85")
    uruk = sc.hand("1_153")
    game = sc.twilight(10).start("shadow")
    events = act(game, "play", uruk)
    assert "about_to_exert" in [e.kind for e in events]
    assert game.decision.kind == "action" and game.decision.player == 1  # nothing offered
    assert game.s.wounds[uruk] == 1 and game.s.zone[spirit] == "hand"


# --- Gondor -------------------------------------------------------------------------------

def test_boromirs_cloak_exerts_boromir_to_discard_a_weather_condition():
    """Boromir's Cloak (1_98): "Bearer must be Boromir. Maneuver: Exert Boromir to
    discard a weather condition." Saruman's Chill (weather) goes; Strength Born of Fear
    (a condition, no weather) stays."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    cloak = sc.bear(boromir, "1_98")
    chill = sc.support("1_134", player=1)
    fear = sc.support("1_278", player=1)
    sc.minion("1_271")
    game = sc.start("maneuver")
    use(game, cloak)
    assert game.s.zone[chill] == "discard" and game.s.zone[fear] == "support"
    assert game.s.wounds[boromir] == 1


def test_boromirs_cloak_bearer_must_be_boromir():
    """Boromir's Cloak (1_98): "Bearer must be Boromir.": not Aragorn."""
    allowed, (boromir, _aragorn) = legal_bearers("1_98", ("1_97", "1_365"))
    assert allowed == {boromir}


def test_elendils_valor_makes_a_gondor_companion_defender_until_regroup():
    """Elendil's Valor (1_103): "Make a [gondor] companion defender +1 until the regroup
    phase." Boromir (not Gimli) is defender +1, still in the assignment phase."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    sc.support("1_105")  # Foes of Mordor: [gondor], but no companion
    sc.minion("1_178")
    valor = sc.hand("1_103")
    game = sc.start("maneuver")
    act(game, "play", valor)
    assert stats.keyword(game, boromir, "defender") == 1
    assert stats.keyword(game, gimli, "defender") == 0
    pass_until(game, decision_kind="assign")
    assert stats.keyword(game, boromir, "defender") == 1
    pass_until(game, "phase_started", limit=50)
    while game.s.phase != "regroup":
        pass_until(game, "phase_started")
    assert stats.keyword(game, boromir, "defender") == 0  # "until the regroup phase"


def test_foes_of_mordor_exerts_a_gondor_character_to_wound_a_sauron_minion():
    """Foes of Mordor (1_105): "Maneuver: Exert a [gondor] character to wound a [sauron]
    minion." Boromir exerts; the Orc Soldier is wounded, not the Goblin Runner."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    foes = sc.support("1_105")
    soldier = sc.minion("1_271")
    runner = sc.minion("1_178")
    sc.support("1_278", player=1)  # Strength Born of Fear: [sauron], no minion
    game = sc.start("maneuver")
    use(game, foes)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[gimli] == 0
    assert game.s.wounds[soldier] == 1 and game.s.wounds[runner] == 0


def test_foes_of_mordor_needs_a_gondor_character():
    """Foes of Mordor (1_105): with only Gimli (no [gondor] character) it cannot be used."""
    sc = Scenario()
    sc.companion("1_12")
    foes = sc.support("1_105")
    sc.minion("1_271")
    assert not can(sc.start("maneuver"), "use", foes)


def test_what_are_they_spot_a_ranger_to_discard_a_roaming_minion():
    """What Are They? (1_119): "Spot a ranger to discard a roaming minion." At site 5 the
    Orc Soldier (site 6) is roaming and goes; the Goblin Runner (site 4) stays."""
    sc = Scenario()
    sc.companion("1_365")
    soldier = sc.minion("1_271")
    runner = sc.minion("1_178")
    what = sc.hand("1_119")
    game = sc.at_site(5).start("maneuver")
    act(game, "play", what)
    assert game.s.zone[soldier] == "discard" and game.s.zone[runner] == "minions"


def test_what_are_they_needs_a_ranger():
    """What Are They? (1_119): "Spot a ranger": Boromir is no ranger."""
    sc = Scenario()
    sc.companion("1_97")
    sc.minion("1_271")
    what = sc.hand("1_119")
    assert not can(sc.at_site(5).start("maneuver"), "play", what)


# --- Shire --------------------------------------------------------------------------------

def test_merry_strength_plus_two_while_bearing_a_weapon():
    """Merry (1_303): "While Merry bears a weapon, he is strength +2." With a Hobbit
    Sword: 5; with Armor (no weapon): 3; Boromir bearing a weapon gets nothing."""
    for item, total in (("1_299", 3 + 2 + 2), ("1_92", 3)):  # the Sword adds its own +2
        sc = Scenario()
        merry = sc.companion("1_303")
        sc.bear(merry, item)
        boromir = sc.companion("1_97")
        sc.bear(boromir, "4_132")
        game = sc.start("fellowship")
        assert strength(game, merry) == total, item
        assert strength(game, boromir) == 7 + 2

