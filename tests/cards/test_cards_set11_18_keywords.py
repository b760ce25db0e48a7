"""Cards of sets 11-18 whose whole text is keywords the engine applies (issue 17): muster,
toil, hunter, aid. Each test plays the card under the shipped scripts."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import stats
from ringtable.testing import act, can

SCRIPTED = ("11_195", "11_226", "14_13", "15_5", "15_171", "17_122", "18_47")


def test_murderous_uruk_damage_plus_1_and_muster():
    # "Damage +1. Muster. (At the start of the regroup phase, you may discard a card from
    # hand to draw a card.)"
    sc = Scenario()
    uruk = sc.minion("11_195")
    sc.hand("Goblin Runner")
    drawn = sc.draw_top("Cave Troll of Moria")
    game = sc.start("regroup")
    assert stats.keyword(game, uruk, "damage") == 1
    assert game.decision.kind == "muster"
    act(game, "discard", game.s.piles[sc.shadow]["hand"][0])
    assert game.s.zone[drawn] == "hand"


def test_the_witch_king_fierce_toil_2_muster():
    # "Fierce. Toil 2. (For each [wraith] character you exert when playing this, its
    # twilight cost is -2.) Muster."
    sc = Scenario()
    nazgul = sc.minion("Úlairë Attëa")  # a [wraith] character, vitality 4
    king = sc.hand("11_226")  # twilight cost 8, site 3
    sc.at_site(3)
    sc.twilight(4)
    game = sc.start("shadow")
    act(game, "play", king)
    act(game, "exert", nazgul)
    act(game, "exert", nazgul)  # "for each": one character may exert twice
    assert game.s.zone[king] == "minions" and game.s.twilight == 0
    assert stats.keyword(game, king, "fierce") == 1 and stats.keyword(game, king, "muster") == 1


def test_horror_of_harad_every_keyword_applies():
    # "Ambush (1). Damage +1. Fierce. Lurker. Muster. Toil 2."
    sc = Scenario()
    horror = sc.minion("14_13")
    game = sc.build()
    assert {k: stats.keyword(game, horror, k) for k in
            ("ambush", "damage", "fierce", "lurker", "muster", "toil")} == \
        {"ambush": 1, "damage": 1, "fierce": 1, "lurker": 1, "muster": 1, "toil": 2}
    sc = Scenario()
    orc = sc.minion("Orkish Aggressor")
    horror = sc.hand("14_13")
    sc.at_site(4)
    sc.twilight(2)
    game = sc.start("shadow")
    act(game, "play", horror)
    act(game, "exert", orc)  # toil 2: cost 4 paid with 2
    assert game.s.zone[horror] == "minions"


def test_gimli_eager_hunter_hunter_3_and_damage_plus_1():
    # "Damage +1. Hunter 3. (While skirmishing a non-hunter character, this character is
    # strength +3.)"
    sc = Scenario()
    gimli = sc.companion("15_5")
    sc.assign(sc.minion("Goblin Runner"), gimli)
    game = sc.start("skirmishes")
    assert stats.strength(game, gimli) == 6 + 3
    assert stats.keyword(game, gimli, "damage") == 1


def test_tracking_uruk_and_white_hand_butcher_hunters():
    # Tracking Uruk: "Hunter 1."; White Hand Butcher: "Hunter 6." Against Aragorn (no
    # hunter) each gains X; against each other, a hunter, neither does.
    for minion, printed, x in (("15_171", 14, 1), ("17_122", 5, 6)):
        sc = Scenario()
        aragorn = sc.companion("Aragorn, Ranger of the North")
        m = sc.minion(minion)
        sc.assign(m, aragorn)
        game = sc.start("skirmishes")
        assert stats.strength(game, m) == printed + x
    sc = Scenario()
    gimli = sc.companion("15_5")
    butcher = sc.minion("17_122")
    sc.assign(butcher, gimli)
    game = sc.start("skirmishes")
    assert stats.strength(game, butcher) == 5


def test_elendils_army_aid_exert_a_gondor_companion():
    # "Aid – Exert a [gondor] companion. (At the start of the maneuver phase, you may
    # exert a [gondor] companion to transfer this to a companion.)"
    sc = Scenario()
    army = sc.support("18_47")
    boromir = sc.companion("Boromir, Lord of Gondor")
    frodo = sc.ring_bearer()
    sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    before = stats.strength(game, frodo)
    act(game, "aid", army, frodo, value=boromir)
    assert game.s.bearer[army] == frodo and game.s.wounds[boromir] == 1
    # its printed strength +2 goes to the companion it is on
    assert stats.strength(game, frodo) == before + 2
    sc = Scenario()
    sc.support("18_47")
    sc.companion("Gimli, Dwarf of Erebor")  # no [gondor] companion: no aid
    sc.minion("Goblin Runner")
    game = sc.start("maneuver")
    assert not can(game, "aid")


def test_elendils_army_printed_twilight_cost_zero():
    """Elendil's Army (18_47): its printed twilight cost (0) is what playing it costs: the
    twilight pool is unchanged after it goes to the support area."""
    sc = Scenario()
    army = sc.hand("18_47")
    sc.companion("Boromir, Lord of Gondor")
    game = sc.twilight(0).at_site(2).start("fellowship")
    act(game, "play", army)
    assert game.s.zone[army] == "support" and game.s.twilight == 0
