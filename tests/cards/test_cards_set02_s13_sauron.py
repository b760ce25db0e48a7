"""Set 2 [sauron] cards scripted for issue 18 (Mines of Moria). Each test names the card
and quotes its clause."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_sauron import (
    BOROMIR,
    CIRITH_UNGOL_GUARD,
    LEGOLAS,
    MORIA_SCOUT,
    ORC_SOLDIER,
    _maneuver,
    _shadow,
)

from ringtable.testing import act, can


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
