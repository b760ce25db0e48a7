"""More set 1 [sauron] cards scripted for issue 18: events keyed to companions and
burdens, the move-limit conditions, Orc Banner, Gleaming Spires Will Crumble, Mordor
Enraged. Each test names the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use
from test_cards_set01_s13_sauron import (
    ARAGORN,
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    LEGOLAS,
    MERRY,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
    _shadow,
)

from ringtable.engine import playing, stats
from ringtable.testing import act, can, pass_until

# companions besides Frodo, for "spot N companions"
MORE_COMPANIONS = ("1_97", "1_303", "1_306", "1_311", "1_13", "1_51", "1_365", "1_364")
GRIMIR = "1_17"  # a [dwarven] ally


def _skirmish(minion: str, defender: str, hand: str = "", burdens: int = 0):
    """``minion`` skirmishing ``defender``; the Shadow player to act; ``hand`` his card."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    card = sc.hand(hand) if hand else -1
    game = sc.burdens(burdens).start("skirmishes")
    act(game, "pass")
    return game, fp, m, card


# -- events ----------------------------------------------------------------------------------

def test_enduring_evil_makes_a_character_skirmishing_a_sauron_orc_strength_minus_burdens():
    """Enduring Evil (1_246): "Spot X burdens to make a character skirmishing a [sauron]
    Orc strength -X": 3 burdens, Boromir 7 - 3."""
    game, boromir, _orc, evil = _skirmish(ORC_SOLDIER, BOROMIR, "1_246", burdens=3)
    act(game, "play", evil)
    assert strength(game, boromir) == 7 - 3


def test_enduring_evil_needs_a_sauron_orc_in_the_skirmish():
    """Enduring Evil (1_246): against a [moria] Orc or a [sauron] Uruk-hai there is no
    character to weaken."""
    for minion in (MORIA_SCOUT, CIRITH_UNGOL_GUARD):
        game, _b, _m, evil = _skirmish(minion, BOROMIR, "1_246", burdens=3)
        assert not can(game, "play", evil), minion


def _deck(sc: Scenario, n: int) -> list[int]:
    """``n`` cards on the Free Peoples draw deck, top first."""
    cards = [sc.draw_top(BOROMIR) for _ in range(n)]
    return cards[::-1]


def test_desperate_measures_removes_a_burden_to_discard_the_top_five_cards():
    """Desperate Measures (1_245): "Spot a [sauron] Orc and remove a burden to make the
    Free Peoples player discard top 5 cards from his draw deck": the sixth stays."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    deck = _deck(sc, 6)
    measures = sc.hand("1_245")
    game = _maneuver(sc.burdens(2), twilight=2)
    act(game, "play", measures)
    assert game.s.burdens[0] == 1
    assert [game.s.zone[c] for c in deck] == ["discard"] * 5 + ["draw"]


def test_desperate_measures_needs_a_burden_and_a_sauron_orc():
    """Desperate Measures (1_245): no burden to remove, or no [sauron] Orc (a [moria] Orc
    and a [sauron] Uruk-hai): not played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    measures = sc.hand("1_245")
    game = _maneuver(sc, twilight=2)
    assert not can(game, "play", measures)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    measures2 = sc2.hand("1_245")
    game2 = _maneuver(sc2.burdens(2), twilight=2)
    assert not can(game2, "play", measures2)


def _fellowship(sc: Scenario, n: int) -> list[int]:
    """``n`` companions besides Frodo."""
    return [sc.companion(c) for c in MORE_COMPANIONS[:n]]


def test_all_thought_bent_on_it_makes_the_fp_player_exert_one_per_companion_over_four():
    """All Thought Bent on It (1_239): "Spot a [sauron] Orc and 5 companions to make the
    Free Peoples player exert a companion for each companion over 4": 6 companions, the
    Free Peoples player exerts twice, each his choice."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    company = _fellowship(sc, 5)
    bent = sc.hand("1_239")
    game = _maneuver(sc, twilight=2)
    act(game, "play", bent)
    assert game.decision.kind == "choose" and game.decision.player == 0
    choose(game, company[0])
    assert game.decision.kind == "choose" and game.decision.player == 0
    choose(game, company[1])
    assert [game.s.wounds[c] for c in company] == [1, 1, 0, 0, 0]


def test_all_thought_bent_on_it_with_five_companions_one_exertion_of_a_companion():
    """All Thought Bent on It (1_239): 5 companions, one over 4: one exertion, of a
    companion (Frodo may be the one; no minion, no ally)."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    company = _fellowship(sc, 4)
    sc.ally(GRIMIR)
    bent = sc.hand("1_239")
    game = _maneuver(sc, twilight=2)
    act(game, "play", bent)
    assert set(game.decision.cards) == {sc.ring_bearer(), *company}
    choose(game, company[3])
    assert game.decision.kind != "choose"
    assert sum(game.s.wounds) == 1 and game.s.wounds[company[3]] == 1


def test_all_thought_bent_on_it_needs_five_companions_and_a_sauron_orc():
    """All Thought Bent on It (1_239): 4 companions and an ally are not 5 companions; a
    [moria] Orc and a [sauron] Uruk-hai are not a [sauron] Orc."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    _fellowship(sc, 3)
    sc.ally(GRIMIR)
    bent = sc.hand("1_239")
    game = _maneuver(sc, twilight=2)
    assert not can(game, "play", bent)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    _fellowship(sc2, 4)
    bent2 = sc2.hand("1_239")
    game2 = _maneuver(sc2, twilight=2)
    assert not can(game2, "play", bent2)


def test_a_host_avails_little_wounds_once_per_companion_over_five():
    """A Host Avails Little (1_251): "Spot a [sauron] Orc and 6 companions to wound a
    companion (except the Ring-bearer). Do this once for each companion over 5": 7
    companions, two wounds the Shadow player places, never on Frodo or an ally."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    company = _fellowship(sc, 6)
    grimir = sc.ally(GRIMIR)
    host = sc.hand("1_251")
    game = _maneuver(sc, twilight=3)
    act(game, "play", host)
    assert game.decision.player == 1 and set(game.decision.cards) == set(company)
    choose(game, company[0])
    choose(game, company[0])
    assert game.s.wounds[company[0]] == 2 and game.s.wounds[grimir] == 0
    assert game.s.wounds[sc.ring_bearer()] == 0


def test_a_host_avails_little_with_six_companions_wounds_once():
    """A Host Avails Little (1_251): 6 companions, one over 5: one wound."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    company = _fellowship(sc, 5)
    host = sc.hand("1_251")
    game = _maneuver(sc, twilight=3)
    act(game, "play", host)
    choose(game, company[2])
    assert game.decision.kind != "choose" and sum(game.s.wounds) == 1


def test_a_host_avails_little_needs_six_companions_and_a_sauron_orc():
    """A Host Avails Little (1_251): 5 companions and an ally are not 6; a [moria] Orc and
    a [sauron] Uruk-hai are not a [sauron] Orc."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    _fellowship(sc, 4)
    sc.ally(GRIMIR)
    host = sc.hand("1_251")
    game = _maneuver(sc, twilight=3)
    assert not can(game, "play", host)
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    _fellowship(sc2, 5)
    host2 = sc2.hand("1_251")
    game2 = _maneuver(sc2, twilight=3)
    assert not can(game2, "play", host2)


def _until_phase(game, phase: str) -> None:
    """Everyone passes until ``phase`` has started."""
    for _ in range(20):
        if game.s.phase == phase:
            return
        pass_until(game, "phase_started")
    raise AssertionError(f"{phase} not reached")


def _won_by(minion: str, defender: str, card_id: str):
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    foe = sc.hand(card_id)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    return game, m, foe


def test_enheartened_foe_makes_the_winning_sauron_orc_fierce_until_regroup():
    """Enheartened Foe (1_247): "Response: If a [sauron] Orc wins a skirmish, make that
    Orc fierce until the regroup phase": Orc Soldier beats Merry."""
    game, orc, foe = _won_by(ORC_SOLDIER, MERRY, "1_247")
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    seen = [e.kind for e in act(game, "resolve", foe)]
    assert "skirmish_ended" in seen and game.s.phase == "assignment"  # the fierce one
    assert stats.keyword(game, orc, "fierce") >= 1  # still after the skirmish
    _until_phase(game, "regroup")
    assert stats.keyword(game, orc, "fierce") == 0  # "until the regroup phase"


def test_enheartened_foe_not_for_another_minion():
    """Enheartened Foe (1_247): a [moria] Orc or a [sauron] Uruk-hai winning: no
    response."""
    for minion in (MORIA_SCOUT, CIRITH_UNGOL_GUARD):
        game, _m, foe = _won_by(minion, MERRY, "1_247")
        assert not (game.decision and game.decision.kind == "optional_trigger"
                    and foe in [a.card for a in game.legal_actions()]), minion


# -- conditions ------------------------------------------------------------------------------

def test_journey_into_danger_exerts_an_orc_and_makes_companions_cost_two_more():
    """Journey Into Danger (1_253): "To play, exert a [sauron] Orc ... While you can spot
    5 companions, each companion's twilight cost is +2": only the Orc Soldier exerts (not
    a [moria] Orc nor a [sauron] Uruk-hai), once; Gimli in hand costs 2 + 2; an ally in
    hand costs what it prints."""
    sc = Scenario()
    orc = sc.minion("1_268")  # Orc Inquisitor: 3 vitality, it could exert twice
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    _fellowship(sc, 4)
    gimli = sc.hand("1_12")
    grimir = sc.hand(GRIMIR)
    journey = sc.hand("1_253")
    later = sc.hand("1_276")  # Seeking Its Master, played next: no exertion
    game = _shadow(sc, twilight=1)
    act(game, "play", journey)
    assert game.s.zone[journey] == "support" and game.s.wounds[orc] == 1
    assert [game.s.wounds[m] for m in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1 and game.decision.kind == "action"
    assert playing.twilight_cost(game, gimli, 0) == 2 + 2
    assert playing.twilight_cost(game, grimir, 0) == 1


def test_journey_into_danger_needs_five_companions_and_an_exertable_sauron_orc():
    """Journey Into Danger (1_253): with 4 companions (and an ally) Gimli costs 2; it
    cannot be played with a [moria] Orc, a [sauron] Uruk-hai or an exhausted [sauron]
    Orc."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    _fellowship(sc, 3)
    sc.ally(GRIMIR)
    gimli = sc.hand("1_12")
    journey = sc.hand("1_253")
    game = _shadow(sc)
    act(game, "play", journey)
    assert playing.twilight_cost(game, gimli, 0) == 2
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    journey2 = sc2.hand("1_253")
    game2 = _shadow(sc2)
    assert not can(game2, "play", journey2)


def test_the_number_must_be_few_lowers_the_move_limit_with_seven_companions():
    """The Number Must Be Few (1_260): "While you can spot 7 companions, the move limit
    for this turn is -1": 7 companions, limit 1; 6 and an ally, limit 2."""
    sc = Scenario()
    sc.support("1_260", player=1)
    _fellowship(sc, 6)
    game = sc.start("maneuver")
    assert stats.move_limit(game) == 1
    sc2 = Scenario()
    sc2.support("1_260", player=1)
    _fellowship(sc2, 5)
    sc2.ally(GRIMIR)
    game2 = sc2.start("maneuver")
    assert stats.move_limit(game2) == 2


def test_saurons_defenses_lowers_the_move_limit_with_three_dead_companions():
    """Sauron's Defenses (1_274): "To play, exert a [sauron] Orc ... While there are 3 or
    more companions in the dead pile, the move limit for this turn is -1"."""
    sc = Scenario()
    orc = sc.minion("1_268")  # Orc Inquisitor: 3 vitality, it could exert twice
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    for c in (BOROMIR, MERRY, LEGOLAS):
        sc.dead(c)
    defenses = sc.hand("1_274")
    later = sc.hand("1_276")  # Seeking Its Master, played next: no exertion
    game = _shadow(sc, twilight=2)
    act(game, "play", defenses)
    assert game.s.wounds[orc] == 1 and stats.move_limit(game) == 1
    assert [game.s.wounds[m] for m in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1 and game.decision.kind == "action"


def test_saurons_defenses_not_with_two_dead_companions_and_a_dead_ally():
    """Sauron's Defenses (1_274): 2 companions and an ally in the dead pile: limit 2; no
    exertable [sauron] Orc (a [moria] Orc, a [sauron] Uruk-hai, an exhausted Orc
    Soldier): not played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    for c in (BOROMIR, MERRY, GRIMIR):
        sc.dead(c)
    defenses = sc.hand("1_274")
    game = _shadow(sc, twilight=1)
    act(game, "play", defenses)
    assert stats.move_limit(game) == 2
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    defenses2 = sc2.hand("1_274")
    game2 = _shadow(sc2, twilight=1)
    assert not can(game2, "play", defenses2)


def _banner_skirmish(card_id: str, minion: str, defender: str, weaken: int = 0):
    """``minion`` against ``defender`` (``weaken``: the minion's strength less that),
    then Gandalf against a [moria] Orc; another [sauron] Orc and a [sauron] Uruk-hai
    watch. The first skirmish is the one to resolve."""
    sc = Scenario()
    banner = sc.support(card_id, player=1)
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    watcher = sc.minion(ORC_SOLDIER)
    sc.minion(CIRITH_UNGOL_GUARD)
    moria = sc.minion(MORIA_SCOUT)
    sc.assign(moria, sc.companion("1_364"))  # Gandalf
    game = sc.start("skirmishes")
    if weaken:
        game.s.mods = [*game.s.mods, (m, "strength", -weaken, "turn", -1)]
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", fp)
    return game, banner, fp, m, watcher, moria


def test_orc_banner_each_sauron_orc_is_stronger_when_a_companion_loses_to_one():
    """Orc Banner (1_263): "Each time a companion or ally loses a skirmish involving a
    [sauron] Orc, each [sauron] Orc is strength +1 until the regroup phase": Merry loses
    to an Orc Soldier; both [sauron] Orcs are +1 after the skirmish; the [moria] Orc is
    not."""
    game, _b, _merry, orc, watcher, moria = _banner_skirmish("1_263", ORC_SOLDIER, MERRY)
    uruk = game.s.defs.index(CIRITH_UNGOL_GUARD)
    pass_until(game, "skirmish_ended")
    assert strength(game, orc) == 7 + 1 and strength(game, watcher) == 7 + 1
    assert strength(game, moria) == 6 and strength(game, uruk) == 9
    pass_until(game, "skirmish_ended")  # Gandalf's skirmish; then the regroup phase
    assert game.s.phase == "regroup" and strength(game, watcher) == 7


def test_orc_banner_counts_an_ally_losing():
    """Orc Banner (1_263): "a companion or ally": Grimir, an ally taking part, loses."""
    sc = Scenario()
    sc.support("1_263", player=1)
    grimir = sc.ally(GRIMIR)
    orc = sc.minion("1_272")  # Orc War Band, 10 strength
    sc.assign(orc, grimir)
    watcher = sc.minion(ORC_SOLDIER)
    game = sc.start("skirmishes")  # (assigned as the position is built)
    seen = pass_until(game, "skirmish_ended")
    assert any(e.kind == "modified" and e.cards == (watcher,) and "strength +1" in e.text
               for e in seen)


def test_orc_banner_not_when_the_loser_is_a_minion_or_the_winner_no_sauron_orc():
    """Orc Banner (1_263): Aragorn beats an Orc Soldier (a minion loses): nothing; Merry
    loses to a [moria] Orc or to a [sauron] Uruk-hai: nothing."""
    game, _b, _a, orc, watcher, _m = _banner_skirmish("1_263", ORC_SOLDIER, ARAGORN)
    pass_until(game, "skirmish_ended")
    assert strength(game, watcher) == 7
    for minion in (MORIA_SCOUT, CIRITH_UNGOL_GUARD):
        game, _b, _merry, _m2, watcher, _m3 = _banner_skirmish("1_263", minion, MERRY)
        pass_until(game, "skirmish_ended")
        assert strength(game, watcher) == 7, minion
    assert orc >= 0


def test_gleaming_spires_will_crumble_sauron_orcs_against_gondor_are_stronger():
    """Gleaming Spires Will Crumble (1_249): "Each [sauron] Orc skirmishing a [gondor]
    character is strength +2": against Boromir +2; against Merry, or a [moria] Orc or a
    [sauron] Uruk-hai against Boromir, nothing."""
    game, _spires, _b, orc, _w, _m = _banner_skirmish("1_249", ORC_SOLDIER, BOROMIR)
    assert strength(game, orc) == 7 + 2
    game, _spires, _m, orc, _w, _m2 = _banner_skirmish("1_249", ORC_SOLDIER, MERRY)
    assert strength(game, orc) == 7
    game, _spires, _b, moria, _w, _m3 = _banner_skirmish("1_249", MORIA_SCOUT, BOROMIR)
    assert strength(game, moria) == 6
    game, _spires, _b, uruk, _w, _m4 = _banner_skirmish("1_249", CIRITH_UNGOL_GUARD, BOROMIR)
    assert strength(game, uruk) == 9


def test_gleaming_spires_will_crumble_is_discarded_when_your_sauron_orc_loses():
    """Gleaming Spires Will Crumble (1_249): "Discard this condition if your [sauron] Orc
    loses a skirmish": an Orc Soldier loses to Aragorn; not when a [moria] Orc or a
    [sauron] Uruk-hai loses, nor when the Orc wins."""
    game, spires, *_rest = _banner_skirmish("1_249", ORC_SOLDIER, ARAGORN, weaken=5)
    pass_until(game, "skirmish_ended")
    assert game.s.zone[spires] == "discard"
    for minion, defender, weaken in ((MORIA_SCOUT, ARAGORN, 5),
                                     (CIRITH_UNGOL_GUARD, ARAGORN, 5), (ORC_SOLDIER, MERRY, 0)):
        game, spires, *_rest = _banner_skirmish("1_249", minion, defender, weaken)
        pass_until(game, "skirmish_ended")
        assert game.s.zone[spires] == "support", minion


def test_mordor_enraged_exerts_its_bearer_to_add_one_per_archer_companion():
    """Mordor Enraged (1_254): "Plays on a [sauron] minion. Shadow: Exert bearer to add (1)
    for each archer companion": Legolas counts, Orophin (an archer ally) does not."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    moria = sc.minion(MORIA_SCOUT)
    sc.companion(LEGOLAS)
    sc.ally("1_56")
    enraged = sc.hand("1_254")
    game = _shadow(sc)
    assert {a.target for a in game.legal_actions() if a.card == enraged} == {orc}
    act(game, "play", enraged, orc)
    use(game, enraged)
    assert game.s.wounds[orc] == 1 and game.s.twilight == 1
    assert game.s.wounds[moria] == 0


def test_mordor_enraged_cannot_be_used_with_an_exhausted_bearer():
    """Mordor Enraged (1_254): "Exert bearer": an exhausted bearer cannot pay."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    sc.wounds(orc, 1)
    sc.minion("1_259")  # another [sauron] Orc that could exert
    sc.companion(LEGOLAS)
    enraged = sc.bear(orc, "1_254")
    game = _shadow(sc)
    assert not can(game, "use", enraged)
