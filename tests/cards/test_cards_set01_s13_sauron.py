"""Set 1 [sauron] cards scripted for issue 18 (Fellowship block): minions, events and
conditions that [sauron] Orc decks play. Each test names the card and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.testing import act, can, pass_until

BOROMIR, MERRY, LEGOLAS, ARAGORN = "1_97", "1_303", "1_51", "1_365"
ORC_SOLDIER = "1_271"  # a [sauron] Orc with nothing printed that matters here
MORIA_SCOUT = "1_191"  # a [moria] Orc (vitality 2: it could exert)
CIRITH_UNGOL_GUARD = "10_81"  # a [sauron] Uruk-hai: a [sauron] minion, not an Orc


def _maneuver(sc: Scenario, twilight: int = 0):
    """The maneuver phase with the Shadow player to act (the Free Peoples player passed)."""
    game = sc.twilight(twilight).start("maneuver")
    act(game, "pass")
    return game


def _shadow(sc: Scenario, twilight: int = 0):
    return sc.twilight(twilight).at_site(4).start("shadow")


# -- minions ---------------------------------------------------------------------------------

def test_morgul_hunter_is_strength_plus_one_for_each_companion():
    """Morgul Hunter (1_256): "For each companion you can spot, this minion is strength
    +1": Frodo and Boromir make +2; an ally and a minion add nothing."""
    sc = Scenario()
    hunter = sc.minion("1_256")
    sc.companion(BOROMIR)
    sc.ally("1_17")
    sc.minion(ORC_SOLDIER)
    game = sc.start("maneuver")
    assert strength(game, hunter) == 9 + 2


def test_morgul_warden_is_strength_plus_one_for_each_other_sauron_orc():
    """Morgul Warden (1_259): "For each other [sauron] Orc you can spot, Morgul Warden is
    strength +1": one other [sauron] Orc counts; itself, a [moria] Orc and a [sauron]
    Uruk-hai do not."""
    sc = Scenario()
    warden = sc.minion("1_259")
    sc.minion(ORC_SOLDIER)
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    game = sc.start("maneuver")
    assert strength(game, warden) == 9 + 1


def test_orc_war_band_exerts_to_wound_the_character_it_is_skirmishing():
    """Orc War Band (1_272): "Skirmish: Exert this minion to wound a character it is
    skirmishing": Boromir, its opponent, is wounded, not Merry in another skirmish."""
    sc = Scenario()
    band = sc.minion("1_272")
    boromir = sc.companion(BOROMIR)
    merry = sc.companion(MERRY)
    sc.assign(band, boromir)
    sc.assign(sc.minion(ORC_SOLDIER), merry)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    use(game, band)
    assert game.s.wounds[band] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[merry] == 0
    assert not can(game, "use", band)  # exhausted: 2 vitality, 1 wound, it may exert no more


def test_morgul_skirmisher_removes_three_to_exert_a_hobbit_not_the_ring_bearer():
    """Morgul Skirmisher (1_257): "Maneuver: Remove (3) to exert a Hobbit (except the
    Ring-bearer)": Merry or Farmer Maggot (a Hobbit ally) is offered; not Frodo, not
    Boromir, not a minion."""
    sc = Scenario()
    skirmisher = sc.minion("1_257")
    merry = sc.companion(MERRY)
    boromir = sc.companion(BOROMIR)
    maggot = sc.ally("1_288")
    sc.minion(ORC_SOLDIER)
    game = _maneuver(sc, twilight=3)
    use(game, skirmisher)
    assert set(game.decision.cards) == {merry, maggot}  # a Hobbit ally is a Hobbit too
    choose(game, merry)
    assert game.s.twilight == 0 and game.s.wounds[merry] == 1
    assert game.s.wounds[sc.ring_bearer()] == 0
    assert game.s.wounds[boromir] == 0 and game.s.wounds[maggot] == 0


def test_morgul_skirmisher_needs_three_twilight():
    """Morgul Skirmisher (1_257): "Remove (3)": with (2) in the pool it cannot be used."""
    sc = Scenario()
    skirmisher = sc.minion("1_257")
    sc.companion(MERRY)
    game = _maneuver(sc, twilight=2)
    assert not can(game, "use", skirmisher)


def _band_of_the_eye_wins(band_id: str, twilight: int, loses: bool = False):
    sc = Scenario()
    band = sc.minion(band_id)
    merry = sc.companion(MERRY)
    sc.assign(band, merry)
    cards = [sc.hand("1_97", player=0), sc.hand("1_92", player=0)]
    game = sc.twilight(twilight).start("skirmishes")
    if loses:
        game.s.mods = [*game.s.mods, (band, "strength", -12, "turn", -1)]
    seen = pass_until(game, "skirmish_resolved", decision_kind="optional_trigger")
    return game, band, cards, [e.kind for e in seen]


def test_band_of_the_eye_winning_removes_two_to_discard_a_random_card_from_hand():
    """Band of the Eye (1_240): "Response: If this minion wins a skirmish, remove (2) to
    make the Free Peoples player discard a card at random from hand"."""
    game, band, cards, seen = _band_of_the_eye_wins("1_240", 2)
    assert "skirmish_resolved" in seen  # offered once the skirmish is won, not before
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", band)
    assert game.s.twilight == 0
    assert sorted(game.s.zone[c] for c in cards) == ["discard", "hand"]


def test_band_of_the_eye_is_not_offered_without_two_twilight():
    """Band of the Eye (1_240): "remove (2)": with (1) in the pool no response."""
    game, _band, cards, _seen = _band_of_the_eye_wins("1_240", 1)
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert [game.s.zone[c] for c in cards] == ["hand", "hand"]


def test_band_of_the_eye_losing_makes_no_one_discard():
    """Band of the Eye (1_240): "If this minion wins a skirmish": losing, nothing."""
    game, _band, cards, _seen = _band_of_the_eye_wins("1_240", 2, loses=True)
    pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert [game.s.zone[c] for c in cards] == ["hand", "hand"]


def test_morgul_skulker_may_shuffle_up_to_two_wraith_cards_into_the_deck():
    """Morgul Skulker (1_258): "When you play this minion, you may shuffle up to 2 [wraith]
    cards from your discard pile into your draw deck": 2 of 3 go back; a [sauron] card
    in the discard pile is not offered."""
    sc = Scenario()
    skulker = sc.hand("1_258")
    wraiths = [sc.discard("1_209"), sc.discard("1_210"), sc.discard("1_211")]
    other = sc.discard(ORC_SOLDIER)
    game = _shadow(sc, twilight=4)  # its cost and the roaming penalty
    act(game, "play", skulker)
    act(game, "resolve", skulker)
    offered = {a.card for a in game.legal_actions() if a.kind == "choose"}
    assert other not in offered and set(wraiths) <= offered
    choose(game, wraiths[0])
    choose(game, wraiths[1])
    if game.decision is not None and any(a.kind == "done" for a in game.legal_actions()):
        act(game, "done")
    assert [game.s.zone[c] for c in wraiths] == ["draw", "draw", "discard"]
    assert game.s.zone[other] == "discard"


def test_morgul_skulker_shuffles_one_wraith_card_when_only_one_is_there():
    """Morgul Skulker (1_258): "up to 2": a single [wraith] card goes back; playing another
    minion afterwards does not trigger it again ("When you play this minion")."""
    sc = Scenario()
    skulker = sc.hand("1_258")
    soldier = sc.hand(ORC_SOLDIER)
    wraith = sc.discard("1_209")
    later = sc.hand("1_210")  # a [wraith] card that reaches the discard pile later
    game = _shadow(sc, twilight=8)
    act(game, "play", skulker)
    act(game, "resolve", skulker)
    choose(game, wraith)
    assert game.s.zone[wraith] == "draw"
    game.s.move(later, "discard")
    act(game, "play", soldier)
    assert game.decision.kind != "optional_trigger" and game.s.zone[later] == "discard"


# -- events ----------------------------------------------------------------------------------

def test_hate_exerts_a_sauron_orc_to_wound_a_companion_not_the_ring_bearer():
    """Hate (1_250): "Exert a [sauron] Orc to wound a companion (except the Ring-bearer)":
    Boromir is wounded (no choice: not Frodo, not an ally, not a minion)."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    boromir = sc.companion(BOROMIR)
    sc.ally("1_17")
    hate = sc.hand("1_250")
    game = _maneuver(sc)
    act(game, "play", hate)
    assert game.s.wounds[orc] == 1 and game.s.wounds[boromir] == 1
    assert game.s.wounds[sc.ring_bearer()] == 0


def test_hate_needs_a_sauron_orc_to_exert():
    """Hate (1_250): "Exert a [sauron] Orc": a [moria] Orc or a [sauron] Uruk-hai does
    not pay it."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    sc.companion(BOROMIR)
    hate = sc.hand("1_250")
    game = _maneuver(sc)
    assert not can(game, "play", hate)


def test_curse_from_mordor_spots_a_sauron_orc_to_discard_an_elven_condition():
    """Curse From Mordor (1_241): "Spot a [sauron] Orc to discard an [elven] condition":
    Mallorn-trees goes, not a [gondor] condition nor Legolas; without a [sauron] Orc (a [moria] Orc
    only) it cannot be played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    mallorn = sc.support("1_54")
    foes = sc.support("1_105")
    legolas = sc.companion(LEGOLAS)  # an [elven] card, not a condition
    curse = sc.hand("1_241")
    game = _shadow(sc)
    act(game, "play", curse)
    assert game.s.zone[mallorn] == "discard" and game.s.zone[foes] == "support"
    assert game.s.zone[legolas] == "fellowship"
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    sc2.support("1_54")
    curse2 = sc2.hand("1_241")
    game2 = _shadow(sc2)
    assert not can(game2, "play", curse2)


def test_shadows_reach_exerts_a_sauron_orc_to_discard_a_free_peoples_condition():
    """Shadow's Reach (1_277): "Exert a [sauron] Orc to discard a Free Peoples condition":
    Foes of Mordor goes, not my own [sauron] condition; a [moria] Orc cannot pay."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    foes = sc.support("1_105")
    mine = sc.support("1_276", player=1)
    reach = sc.hand("1_277")
    game = _shadow(sc, twilight=1)
    act(game, "play", reach)
    assert game.s.wounds[orc] == 1
    assert game.s.zone[foes] == "discard" and game.s.zone[mine] == "support"
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    sc2.support("1_105")
    reach2 = sc2.hand("1_277")
    game2 = _shadow(sc2, twilight=1)
    assert not can(game2, "play", reach2)


def test_forces_of_mordor_adds_one_for_each_sauron_minion():
    """Forces of Mordor (1_248): "Spot X [sauron] minions to add (X)": a [sauron] Orc and a
    [sauron] Uruk-hai add (2); a [moria] Orc adds nothing; with none it is not played."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    sc.minion(CIRITH_UNGOL_GUARD)
    sc.minion(MORIA_SCOUT)
    sc.support("1_276", player=1)  # a [sauron] card, not a minion
    forces = sc.hand("1_248")
    game = _shadow(sc)
    act(game, "play", forces)
    assert game.s.twilight == 2
    sc2 = Scenario()
    sc2.minion(MORIA_SCOUT)
    sc2.support("1_276", player=1)
    forces2 = sc2.hand("1_248")
    game2 = _shadow(sc2)
    assert not can(game2, "play", forces2)


# -- conditions ------------------------------------------------------------------------------

def test_orc_bowmen_adds_one_to_the_minion_archery_total_with_a_sauron_orc():
    """Orc Bowmen (1_264): "While you can spot a [sauron] Orc, add 1 to the minion archery
    total"; a [moria] Orc alone does not turn it on."""
    sc = Scenario()
    sc.support("1_264", player=1)
    sc.minion(ORC_SOLDIER)
    sc.companion(BOROMIR)
    sc.start("archery_fire")
    assert any("minion archery total 1" in e.text for e in sc.events)
    sc2 = Scenario()
    sc2.support("1_264", player=1)
    sc2.minion(MORIA_SCOUT)
    sc2.companion(BOROMIR)
    sc2.start("archery_fire")
    assert not any("minion archery total 1" in e.text for e in sc2.events)


def test_seeking_its_master_exerts_a_sauron_orc_and_removes_two_to_draw():
    """Seeking Its Master (1_276): "Shadow: Exert a [sauron] Orc and remove (2) to draw a
    card"."""
    sc = Scenario()
    master = sc.support("1_276", player=1)
    orc = sc.minion(ORC_SOLDIER)
    second = sc.draw_top(ORC_SOLDIER)
    top = sc.draw_top(ORC_SOLDIER)
    game = _shadow(sc, twilight=2)
    use(game, master)
    assert game.s.wounds[orc] == 1 and game.s.twilight == 0 and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw"


def test_seeking_its_master_needs_a_sauron_orc_and_two_twilight():
    """Seeking Its Master (1_276): no [sauron] Orc (a [moria] Orc) or only (1): not used."""
    sc = Scenario()
    master = sc.support("1_276", player=1)
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    game = _shadow(sc, twilight=2)
    assert not can(game, "use", master)
    sc2 = Scenario()
    master2 = sc2.support("1_276", player=1)
    sc2.minion(ORC_SOLDIER)
    game2 = _shadow(sc2, twilight=1)
    assert not can(game2, "use", master2)
