"""Set 2 [sauron] cards scripted for issue 18 (Mines of Moria). Each test names the card
and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_sauron import (
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    LEGOLAS,
    MERRY,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
    _shadow,
)

from ringtable.testing import act, can, pass_until


def test_orc_taskmaster_exerts_itself_to_add_one():
    """Orc Taskmaster (2_90): "Shadow: Exert this minion to add (1)"; exhausted, it
    cannot."""
    sc = Scenario()
    taskmaster = sc.minion("2_90")
    game = _shadow(sc, twilight=0)
    use(game, taskmaster)
    assert game.s.twilight == 1 and game.s.wounds[taskmaster] == 1
    sc2 = Scenario()
    tired = sc2.minion("2_90")
    sc2.wounds(tired, 2)
    game2 = _shadow(sc2)
    assert not can(game2, "use", tired)


def test_tower_assassin_exerts_itself_to_wound_an_ally():
    """Tower Assassin (2_93): "Maneuver: Exert Tower Assassin to wound an ally": Grimir
    (an ally) is wounded; no companion nor minion is offered."""
    sc = Scenario()
    assassin = sc.minion("2_93")
    sc.minion(ORC_SOLDIER)
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally("1_17")
    game = _maneuver(sc)
    use(game, assassin)
    assert game.s.wounds[assassin] == 1 and game.s.wounds[grimir] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[sc.ring_bearer()] == 0


def test_tower_assassin_exhausted_cannot_exert():
    """Tower Assassin (2_93): "Exert Tower Assassin": with 1 vitality left it cannot."""
    sc = Scenario()
    assassin = sc.minion("2_93")
    sc.wounds(assassin, 2)
    sc.ally("1_17")
    game = _maneuver(sc)
    assert not can(game, "use", assassin)


def test_the_eye_of_sauron_exerts_a_sauron_orc_to_draw_one_per_burden():
    """The Eye of Sauron (2_87): "Exert a [sauron] Orc and spot X burdens to draw X
    cards": 3 burdens, 3 cards; the fourth stays."""
    sc = Scenario()
    orc = sc.minion(ORC_SOLDIER)
    deck = [sc.draw_top(ORC_SOLDIER) for _ in range(4)][::-1]
    eye = sc.hand("2_87")
    game = _shadow(sc.burdens(3), twilight=1)
    act(game, "play", eye)
    assert game.s.wounds[orc] == 1
    assert [game.s.zone[c] for c in deck] == ["hand"] * 3 + ["draw"]


def test_the_eye_of_sauron_draws_at_most_five():
    """The Eye of Sauron (2_87): "(limit 5)": 7 burdens, 5 cards."""
    sc = Scenario()
    sc.minion(ORC_SOLDIER)
    deck = [sc.draw_top(ORC_SOLDIER) for _ in range(7)][::-1]
    eye = sc.hand("2_87")
    game = _shadow(sc.burdens(7), twilight=1)
    act(game, "play", eye)
    assert [game.s.zone[c] for c in deck] == ["hand"] * 5 + ["draw"] * 2


def test_the_eye_of_sauron_needs_a_sauron_orc_to_exert():
    """The Eye of Sauron (2_87): a [moria] Orc or a [sauron] Uruk-hai cannot pay."""
    sc = Scenario()
    sc.minion(MORIA_SCOUT)
    sc.minion(CIRITH_UNGOL_GUARD)
    eye = sc.hand("2_87")
    game = _shadow(sc.burdens(3), twilight=1)
    assert not can(game, "play", eye)


def _memory(card_id: str, allies: tuple[str, ...], orc: str = ORC_SOLDIER):
    sc = Scenario()
    exerted = sc.minion(orc)
    cards = [sc.ally(a) for a in allies]
    sc.companion(LEGOLAS)
    memory = sc.hand(card_id)
    game = _maneuver(sc, twilight=2)
    return game, exerted, cards, memory


def test_memory_of_many_things_discards_an_ally():
    """Memory of Many Things (2_88): "Exert a [sauron] Orc to discard an ally": Grimir,
    the one ally (not Legolas, a companion); two [elven] allies are not there, so no
    choice of effect."""
    game, orc, (grimir,), memory = _memory("2_88", ("1_17",))
    act(game, "play", memory)
    assert game.s.wounds[orc] == 1 and game.s.zone[grimir] == "discard"


def test_memory_of_many_things_or_two_elven_allies():
    """Memory of Many Things (2_88): "(or 2 [elven] allies)": Orophin and Rúmil go,
    Grimir (a [dwarven] ally) stays."""
    game, _orc, (orophin, rumil, grimir), memory = _memory("2_88", ("1_56", "1_57", "1_17"))
    act(game, "play", memory)
    act(game, "choose_option", value=1)
    assert [game.s.zone[c] for c in (orophin, rumil, grimir)] == ["discard", "discard",
                                                                   "support"]
    game, _orc, (orophin, rumil, grimir), memory = _memory("2_88", ("1_56", "1_57", "1_17"))
    act(game, "play", memory)
    act(game, "choose_option", value=0)
    act(game, "choose", grimir)
    assert [game.s.zone[c] for c in (orophin, rumil, grimir)] == ["support", "support",
                                                                   "discard"]


def test_memory_of_many_things_needs_a_sauron_orc_to_exert():
    """Memory of Many Things (2_88): a [moria] Orc or a [sauron] Uruk-hai cannot pay."""
    for orc in (MORIA_SCOUT, CIRITH_UNGOL_GUARD):
        game, _o, _cards, memory = _memory("2_88", ("1_17",), orc)
        assert not can(game, "play", memory), orc


def _ring_on(card_id: str, minion: str = ORC_SOLDIER):
    """Frodo loses to an Orc Ambusher and puts on The One Ring; ``minion`` is in play; the
    Free Peoples player holds 3 cards, the Shadow player ``card_id`` and another."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.assign(sc.minion("1_261"), frodo)  # Orc Ambusher, 5: Frodo loses, not overwhelmed
    sc.minion(minion)
    cards = [sc.hand(BOROMIR) for _ in range(3)]
    mine = sc.hand(ORC_SOLDIER)
    spies = sc.hand(card_id)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="ring_response")
    act(game, "wear_ring", sc.ring())
    return game, spies, cards, mine


def test_southern_spies_the_fp_player_discards_his_hand_when_the_ring_goes_on():
    """Southern Spies (2_91): "Response: If the Ring-bearer puts on The One Ring, spot a
    [sauron] minion to make the Free Peoples player discard his or her hand": his 3
    cards go, not mine."""
    game, spies, cards, mine = _ring_on("2_91", CIRITH_UNGOL_GUARD)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", spies)
    assert [game.s.zone[c] for c in cards] == ["discard"] * 3 and game.s.zone[mine] == "hand"


def test_southern_spies_needs_a_sauron_minion():
    """Southern Spies (2_91): Frodo (made 4) loses to a [moria] Orc, with a [sauron]
    condition in play but no [sauron] minion: not offered."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.assign(sc.minion(MORIA_SCOUT), frodo)  # 6 vs Frodo's 3: not overwhelmed (not 2x)
    sc.support("1_276", player=1)  # a [sauron] card, not a minion
    cards = [sc.hand(BOROMIR) for _ in range(3)]
    spies = sc.hand("2_91")
    game = sc.start("skirmishes")
    game.s.mods = [*game.s.mods, (frodo, "strength", 1, "turn", -1)]
    pass_until(game, decision_kind="ring_response")
    act(game, "wear_ring", sc.ring())
    assert not (game.decision and game.decision.kind == "optional_trigger"
                and any(a.card == spies for a in game.legal_actions()))
    assert [game.s.zone[c] for c in cards] == ["hand"] * 3


def _verily(card_id: str, stage: str = "fellowship"):
    """``card_id`` on Frodo; Boromir draws 2 (fellowship) or 1 (maneuver) by a test-only
    ability; Barliman Butterbur (fellowship), or Grimir by a test-only ability
    (maneuver), takes a [gandalf] event from the discard pile."""
    from cardtest import card_rules

    from ringtable.cards import default_database
    from ringtable.scripts.loader import compile_scripts

    script = {"1_97": {"title": "Boromir", "ability": [
        {"phase": "fellowship", "effect": [{"draw": 2}]},
        {"phase": "maneuver", "effect": [{"draw": 1}]}]},
        "1_17": {"title": "Grimir", "ability": [{"phase": "maneuver", "effect": [
            {"take_into_hand": "[gandalf] event", "from": "discard"}]}]}}
    rules = card_rules().with_behaviours(compile_scripts(script, default_database()))
    sc = Scenario(rules=rules)
    frodo = sc.ring_bearer()
    sc.bear(frodo, card_id, player=1)
    boromir = sc.companion(BOROMIR)
    barliman = sc.ally("1_70")
    grimir = sc.ally("1_17")
    sc.discard("1_78", player=0)  # a [gandalf] event
    for _ in range(3):
        sc.draw_top(MERRY)
    sc.minion(ORC_SOLDIER)  # (a minion: the maneuver phase is played)
    game = sc.start(stage)
    return game, boromir, barliman if stage == "fellowship" else grimir


def test_verily_i_come_a_burden_for_each_card_drawn_in_the_fellowship_phase():
    """Verily I Come (2_94): "Each time the Free Peoples player draws a card ... during the
    fellowship phase, add a burden": he draws 2, 2 burdens."""
    game, boromir, _b = _verily("2_94")
    use(game, boromir)
    assert game.s.burdens[0] == 2


def test_verily_i_come_a_burden_for_a_card_taken_into_hand():
    """Verily I Come (2_94): "(or takes a card into hand)": Barliman Butterbur takes a
    [gandalf] event: 1 burden."""
    game, _boromir, barliman = _verily("2_94")
    use(game, barliman)
    assert game.s.burdens[0] == 1


def test_verily_i_come_not_outside_the_fellowship_phase():
    """Verily I Come (2_94): a draw, or a card taken into hand, in the maneuver phase
    adds nothing."""
    game, boromir, _g = _verily("2_94", "maneuver")
    use(game, boromir)
    assert game.s.burdens[0] == 0
    game, _b, grimir = _verily("2_94", "maneuver")
    use(game, grimir)
    assert game.s.burdens[0] == 0 and len(game.s.piles[0]["hand"]) == 1


def test_verily_i_come_not_when_the_shadow_player_draws():
    """Verily I Come (2_94): the Shadow player drawing (Seeking Its Master) adds
    nothing."""
    sc = Scenario()
    sc.bear(sc.ring_bearer(), "2_94", player=1)
    master = sc.support("1_276", player=1)
    sc.minion(ORC_SOLDIER)
    sc.draw_top(ORC_SOLDIER)
    game = _shadow(sc, twilight=2)
    game.s.phase = "fellowship"  # read as if it were the fellowship phase
    use(game, master)
    assert game.s.burdens[0] == 0


def test_verily_i_come_to_play_exert_a_sauron_orc_plays_on_the_ring_bearer():
    """Verily I Come (2_94): "To play, exert a [sauron] Orc. Plays on the Ring-bearer":
    only Frodo, not Boromir; the Orc Inquisitor exerts (not a [moria] Orc nor a [sauron]
    Uruk-hai), once; an exhausted Orc alone: not played."""
    sc = Scenario()
    orc = sc.minion("1_268")
    others = [sc.minion(MORIA_SCOUT), sc.minion(CIRITH_UNGOL_GUARD)]
    sc.companion(BOROMIR)
    card = sc.hand("2_94")
    later = sc.hand("1_276")
    game = _shadow(sc, twilight=1)
    assert {a.target for a in game.legal_actions() if a.card == card} == {sc.ring_bearer()}
    act(game, "play", card, sc.ring_bearer())
    assert game.s.wounds[orc] == 1 and [game.s.wounds[o] for o in others] == [0, 0]
    act(game, "play", later)
    assert game.s.wounds[orc] == 1
    sc2 = Scenario()
    tired = sc2.minion(ORC_SOLDIER)
    sc2.wounds(tired, 1)
    sc2.minion(MORIA_SCOUT)
    sc2.minion(CIRITH_UNGOL_GUARD)
    card2 = sc2.hand("2_94")
    game2 = _shadow(sc2)
    assert not can(game2, "play", card2)
