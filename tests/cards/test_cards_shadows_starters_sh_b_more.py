"""Shadows-era starters (set 11), Shadow cards: site-keyword, count and six-companion clauses.

Shadows-era sites (no number) go on the path in list order: site 1 from the Free Peoples
player's list, the rest from the Shadow player's (``_path``).
"""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.engine import stats
from ringtable.testing import act, pass_until

BOROMIR = "1_97"  # strength 7, vitality 3, resistance 6
FIVE_MORE = ("1_12", "1_51", "1_365", "1_311")  # with Frodo and Boromir: 6 companions


def _path(*sites: str) -> Scenario:
    """The fellowship at the last of ``sites`` (Shadows-era sites, in path order)."""
    sc = Scenario(sites=((sites[0],), tuple(sites[1:])))
    return sc.at_site(len(sites))


STABLES = "11_259"  # no keyword


def _fight(sc: Scenario, minion: str, defender: str = BOROMIR, six: bool = False, **hand: str):
    fp = sc.companion(defender)
    if six:
        for name in FIVE_MORE:
            sc.companion(name)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    return game, fp, m, cards


def test_path_helper_places_the_sites_in_order():
    game, _fp, _m, _ = _fight(_path(STABLES, "11_232", "11_256"), "11_221")
    assert game.cards[stats.current_site(game)].title == "The Prancing Pony"


def test_conquered_halls_plus_one_per_underground_site_orc_only():
    # "Make an [orc] minion strength +1 for each underground site you can spot."
    sc = _path(STABLES, "11_232", "11_233")  # two underground sites on the path
    game, _fp, m, cards = _fight(sc, "11_116", halls="11_112")  # Denizen of Moria: 7, +3
    act(game, "play", cards["halls"])
    assert strength(game, m) == 7 + 3 + 2
    sc = _path(STABLES, "11_232", "11_256")  # one underground site: +1
    fp = sc.companion(BOROMIR)
    m = sc.minion("11_116")
    uruk = sc.minion("11_183")  # an [uruk-hai] minion is no [orc] minion
    sc.assign(uruk, fp)
    halls = sc.hand("11_112")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", halls)
    assert strength(game, m) == 7 + 1
    assert strength(game, uruk) == 9


def test_brutality_plus_one_per_battleground_site_uruk_hai_only():
    # "Make an [uruk-hai] minion strength +1 for each battleground site you can spot."
    sc = _path(STABLES, "11_241", "11_244")  # two battlegrounds: Feral Uruk 9 +1 +2
    game, _fp, m, cards = _fight(sc, "11_183", brutality="11_180")
    act(game, "play", cards["brutality"])
    assert strength(game, m) == 9 + 1 + 2
    sc = _path(STABLES, "11_232", "11_241")  # one battleground
    fp = sc.companion(BOROMIR)
    m = sc.minion("11_183")
    orc = sc.minion("11_116")  # an [orc] minion is no [uruk-hai] minion
    sc.assign(orc, fp)
    brutality = sc.hand("11_180")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", brutality)
    assert strength(game, m) == 9 + 1 + 1
    assert strength(game, orc) == 7


def test_elder_of_dunland_damage_plus_one_only_at_plains():
    # "While this minion is at a plains site, it is damage +1." Elder (10) beats Gimli (6).
    for site, wounds in (("11_237", 2), ("11_256", 1)):  # Ettenmoors plains; a dwelling
        game, gimli, _m, _ = _fight(_path(STABLES, site), "11_77", defender="1_12")
        pass_until(game, "skirmish_ended")
        assert game.s.wounds[gimli] == wounds, site


def test_ulaire_cantea_strength_and_fierce_at_forest_or_dwelling():
    # "While Úlairë Cantëa is at a forest or dwelling site, he is strength +2 and fierce."
    for site, bonus in (("11_231", 2), ("11_256", 2), ("11_237", 0)):
        game, _fp, m, _ = _fight(_path(STABLES, site), "11_220")
        assert strength(game, m) == 10 + bonus, site
        assert stats.keyword(game, m, "fierce") == (1 if bonus else 0), site


def test_ulaire_lemenya_minus_three_to_resistance_five_or_less():
    # "Each character skirmishing Úlairë Lemenya who has resistance 5 or less is strength -3."
    game, sam, _m, _ = _fight(_path(STABLES, "11_237"), "11_221", defender="1_311")  # res 5
    assert strength(game, sam) == 3 - 3
    game, boromir, _m, _ = _fight(_path(STABLES, "11_237"), "11_221")  # resistance 6
    assert strength(game, boromir) == 7
    sc = _path(STABLES, "11_237")  # Sam not skirmishing Lemenya: no penalty
    sam = sc.companion("1_311")
    sc.minion("11_221")
    sc.assign(sc.minion("11_116"), sam)
    game = sc.start("skirmishes")
    assert strength(game, sam) == 3


def test_ulaire_nertea_plus_two_at_forest_and_nazgul_plus_two_with_six_companions():
    # "While Úlairë Nertëa is at a forest site, he is strength +2."
    game, _fp, m, _ = _fight(_path(STABLES, "11_231"), "11_223")
    assert strength(game, m) == 9 + 2
    game, _fp, m, _ = _fight(_path(STABLES, "11_237"), "11_223")
    assert strength(game, m) == 9
    # "While you can spot 6 companions, each Nazgûl is strength +2."
    sc = _path(STABLES, "11_237")
    sc.minion("11_223")
    cantea = sc.minion("11_220")
    orc = sc.minion("11_116")
    for name in (BOROMIR, *FIVE_MORE):
        sc.companion(name)
    game = sc.start("skirmishes")
    assert strength(game, cantea) == 10 + 2
    assert strength(game, orc) == 7
    sc = _path(STABLES, "11_237")  # five companions: no bonus
    sc.minion("11_223")
    cantea = sc.minion("11_220")
    for name in FIVE_MORE:
        sc.companion(name)
    game = sc.start("skirmishes")
    assert strength(game, cantea) == 10


def test_frenzied_orc_minus_two_underground_and_orcs_with_six_companions():
    # "While this minion is at an underground site, each character skirmishing it is strength -2."
    game, boromir, _m, _ = _fight(_path(STABLES, "11_232"), "11_122")
    assert strength(game, boromir) == 7 - 2
    game, boromir, _m, _ = _fight(_path(STABLES, "11_237"), "11_122")
    assert strength(game, boromir) == 7
    # "While you can spot 6 companions, each character skirmishing an [orc] minion is -2."
    for minion, six, penalty in (("11_116", True, 2), ("11_116", False, 0), ("11_183", True, 0)):
        sc = _path(STABLES, "11_237")
        sc.minion("11_122")
        boromir = sc.companion(BOROMIR)
        for name in FIVE_MORE if six else FIVE_MORE[1:]:
            sc.companion(name)
        sc.assign(sc.minion(minion), boromir)  # Denizen of Moria [orc]; Feral Uruk [uruk-hai]
        game = sc.start("skirmishes")
        act(game, "pass")
        assert strength(game, boromir) == 7 - penalty, (minion, six)


def test_invincible_uruk_cannot_take_wounds_at_battleground_or_with_six_companions():
    # "While this minion is at a battleground site, it cannot take wounds."
    for site, protected in (("11_241", True), ("11_237", False)):
        game, _fp, m, _ = _fight(_path(STABLES, site), "11_190")
        assert stats.can_take_wounds(game, m) is not protected, site
    # "While you can spot 6 companions, each [uruk-hai] minion cannot take wounds."
    for six in (True, False):
        sc = _path(STABLES, "11_237")
        sc.minion("11_190")
        feral = sc.minion("11_183")
        orc = sc.minion("11_116")  # an [orc] minion is not protected
        for name in (BOROMIR, *FIVE_MORE) if six else FIVE_MORE:
            sc.companion(name)
        game = sc.start("skirmishes")
        assert stats.can_take_wounds(game, feral) is not six
        assert stats.can_take_wounds(game, orc)


def test_overpowering_uruk_plus_three_against_resistance_three_or_less():
    # "While this minion is skirmishing a character who has resistance 3 or less, this
    # minion is strength +3." Galadriel (9_14) has resistance 3, Boromir 6.
    for defender, bonus in (("9_14", 3), ("9_4", 0), (BOROMIR, 0)):  # Gimli (9_4): 4
        game, _fp, m, _ = _fight(_path(STABLES, "11_237"), "11_197", defender=defender)
        assert strength(game, m) == 7 + bonus, defender
    sc = _path(STABLES, "11_237")  # only this minion gains: not another one on Galadriel
    galadriel = sc.companion("9_14")
    m = sc.minion("11_197")
    orc = sc.minion("11_116")
    sc.assign(m, galadriel).assign(orc, galadriel)
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    assert (strength(game, m), strength(game, orc)) == (7 + 3, 7)


def test_site_gainers_give_the_current_site_their_keyword():
    # Skulking Goblin: "The fellowship's current site gains underground." Footman of
    # Dunland: "... gains plains." Lookout Uruk: "... gains battleground." Seen by the
    # Denizen of Moria (+3 underground), the Elder of Dunland (damage +1 at plains) and
    # the Feral Uruk (+1 at a battleground); the previous site gains nothing.
    for gainer, reader, stat, value, gained in (
        ("11_138", "11_116", "strength", 7 + 3, "underground"),
        ("11_82", "11_77", "damage", 1, "plains"),
        ("11_193", "11_183", "strength", 9 + 1, "battleground"),
    ):
        for present in (True, False):
            sc = _path(STABLES, "11_256")  # a dwelling, none of the three keywords
            if present:
                sc.minion(gainer)
            m = sc.minion(reader)
            game = sc.start("skirmishes")
            got = strength(game, m) if stat == "strength" else stats.keyword(game, m, "damage")
            base = {"11_116": 7, "11_77": 0, "11_183": 9}[reader]
            assert got == (value if present else base), (gainer, present)
            assert stats.keyword(game, game.s.path[1], gained) == 0  # not site 1
