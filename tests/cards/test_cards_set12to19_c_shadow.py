"""Starters of sets 12-19, [men] and [orc] Shadow cards (helper c-shadow): statics, play
requirements and events, clause by clause.

Default Scenario path: site 2 is Ettenmoors (plains), site 4 Mithril Mine (underground);
4_346 is a battleground. Boromir (1_97) is strength 7, vitality 3, resistance 6; Gimli
(1_12) a Dwarf, Gimli (15_5) a hunter; Sam (1_311) resistance 5.
"""

from __future__ import annotations

from cardtest import Scenario, at_site, choose, strength

from ringtable.engine import effects, playing, stats
from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
OUR_FOES = "11_196"  # Our Foes Are Weak: its bearer is resistance -3
POLEAXE = "11_95"  # a [men] possession
DEMORALIZED = "11_114"  # an [orc] condition (support area)


def _skirmish(minion: str, site: int | str = 2, fp: str = BOROMIR, twilight: int = 5,
              **hand: str):
    """``minion`` skirmishes ``fp`` at ``site``; the Shadow player is to act."""
    sc = at_site(site) if isinstance(site, str) else Scenario().at_site(site)
    c = sc.companion(fp)
    m = sc.minion(minion)
    sc.assign(m, c)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game, c, m, cards


def test_corps_of_harad_fierce_only_at_a_battleground():
    # "While this minion is at a battleground site, it is fierce."
    game, _fp, corps, _ = _skirmish("11_73", site="4_346")
    assert stats.keyword(game, corps, "fierce") == 1
    game, _fp, corps, _ = _skirmish("11_73", site=2)  # plains
    assert stats.keyword(game, corps, "fierce") == 0


def _fierce_skirmish(minion: str, defender: str, foes: bool = False):
    """``minion`` (fierce) in the fierce skirmish against ``defender``, with Beastly
    Olog-hai (fierce, 13) assigned to the same companion by the Shadow player."""
    sc = Scenario().at_site(4)
    hero = sc.companion(defender)
    if foes:
        sc.bear(hero, OUR_FOES)
    m = sc.minion(minion)
    sc.minion("11_73")  # Corps of Harad (10): not fierce here, not in the skirmish
    troll = sc.minion("11_108")
    game = _fierce_assign(sc, hero, m, troll)
    assert game.s.assigned[troll] == hero
    return game, hero, m


def _fierce_assign(sc: Scenario, hero: int, m: int, leftover: int = -1):
    """The fierce assignment: the Free Peoples player assigns ``hero`` to ``m``, the
    Shadow player ``leftover`` to ``hero`` too; the fierce skirmish then starts."""
    game = sc.start("fierce")
    while game.decision.kind != "assign":
        act(game, "pass")
    act(game, "assign", hero, m)
    while game.decision.kind == "assign":
        if leftover >= 0 and can(game, "assign", hero, leftover):
            act(game, "assign", hero, leftover)
        else:
            act(game, "pass")
    assert game.s.phase == "skirmish"
    return game


def test_crazed_hillman_plus_seven_in_a_fierce_skirmish_or_ten_against_low_resistance():
    # "While this minion is in a fierce skirmish, it is strength +7 (or +10 if it is
    # skirmishing a companion who has resistance 4 or less)."
    game, _sam, hillman = _fierce_skirmish("12_60", "1_311")  # resistance 5
    assert strength(game, hillman) == 7 + 7
    corps = next(c for c in range(len(game.cards)) if game.cards[c].id == "11_73")
    assert strength(game, corps) == 10  # another minion: no bonus
    game, boromir, hillman = _fierce_skirmish("12_60", BOROMIR, foes=True)
    assert stats.resistance(game, boromir) == 3
    assert strength(game, hillman) == 7 + 10
    troll = next(c for c in range(len(game.cards)) if game.cards[c].id == "11_108")
    assert strength(game, troll) == 13  # the other minion in the skirmish: no bonus
    game, _fp, hillman, _ = _skirmish("12_60", site=4)  # a normal skirmish: no bonus
    assert strength(game, hillman) == 7
    sc = Scenario().at_site(4)  # Our Foes on Boromir, normal skirmish: still no bonus
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, OUR_FOES)
    hillman = sc.minion("12_60")
    sc.assign(hillman, boromir)
    game = sc.start("skirmishes")
    assert strength(game, hillman) == 7


def test_crazed_hillman_plus_seven_against_an_ally():
    # "... (or +10 if it is skirmishing a companion who has resistance 4 or less)": an
    # ally (Grimir, at his home site 3) is no companion.
    sc = Scenario().at_site(3)
    grimir = sc.ally("1_17")
    hillman = sc.minion("12_60")
    game = _fierce_assign(sc, grimir, hillman)
    assert strength(game, hillman) == 7 + 7


def test_crooked_townsman_plus_one_for_each_other_character():
    # "This minion is strength +1 for each other character you can spot."
    sc = Scenario().at_site(2)
    townsman = sc.minion("12_61")
    game = sc.start("skirmishes")
    alone = strength(game, townsman)
    sc = Scenario().at_site(2)
    townsman = sc.minion("12_61")
    sc.companion(BOROMIR)
    sc.minion("11_116")
    sc.hand("11_116")  # in hand: not spotted
    sc.support(DEMORALIZED, player=sc.shadow)  # a condition: no character
    game = sc.start("skirmishes")
    assert strength(game, townsman) == alone + 2


def test_frenzied_dunlending_fierce_while_bearing_a_possession():
    # "While this minion is bearing a possession, it is fierce."
    sc = Scenario().at_site(2)
    bare = sc.minion("12_65")
    armed = sc.minion("12_65")
    sc.bear(armed, POLEAXE)
    game = sc.start("skirmishes")
    assert stats.keyword(game, armed, "fierce") == 1
    assert stats.keyword(game, bare, "fierce") == 0


def test_orc_skulker_makes_your_skirmish_events_cost_one_less():
    # "Each skirmish event you play is twilight cost -1."
    sc = Scenario().at_site(2)
    sc.minion("12_95")
    skirmish_event = sc.hand("12_82")  # Barrage: skirmish, 5
    maneuver_event = sc.hand("12_103")  # Storming the Ramparts: maneuver, 3
    fp_event = sc.hand("1_5")  # Cleaving Blow: a Free Peoples skirmish event, 1
    game = sc.start("skirmishes")
    shadow, fp = game.s.holder[skirmish_event], game.s.holder[fp_event]
    assert playing.twilight_cost(game, skirmish_event, shadow) == 5 - 1
    assert playing.twilight_cost(game, maneuver_event, shadow) == 3
    assert playing.twilight_cost(game, fp_event, fp) == game.cards[fp_event].twilight_cost


def test_worn_battleaxe_bearer_is_a_men_minion():
    # "Bearer must be a [men] minion."
    sc = Scenario().at_site(2)
    men = sc.minion("11_77")
    sc.minion("11_116")  # [orc]
    axe = sc.hand("13_102")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == axe} == {men}


def test_worn_battleaxe_plus_one_per_assigned_companion_while_a_culture_token_is_spotted():
    # "While you can spot a culture token, bearer is strength +1 for each companion
    # assigned to a skirmish."
    for token in (True, False):
        sc = Scenario().at_site(2)
        boromir = sc.companion(BOROMIR)
        gimli = sc.companion("1_12")
        sc.companion("1_51")  # Legolas: not assigned
        elder = sc.minion("11_77")  # Elder of Dunland, 10 (+1 damage at plains)
        sc.bear(elder, "13_102")
        other = sc.minion("11_116")
        sc.assign(elder, boromir)
        sc.assign(other, gimli)
        stragglers = sc.support("13_99", player=sc.shadow)
        if token:
            sc.culture_tokens(stragglers, "men", 1)
        game = sc.start("skirmishes")
        assert strength(game, elder) == 10 + 2 + (2 if token else 0), token
        assert strength(game, other) == 7, token  # the bearer only


def test_great_axe_bearer_is_a_men_man_plus_two_against_a_hunter_companion():
    # "Bearer must be a [men] Man. While bearer is skirmishing a hunter companion, bearer
    # is strength +2."
    sc = Scenario().at_site(2)
    men = sc.minion("11_77")
    sc.minion("11_116")  # [orc] Orc
    sc.minion("17_48")  # Saruman, Coldly Still: [men], but a Wizard
    sc.minion("4_10")  # Dunlending Brigand: a [dunland] Man
    axe = sc.hand("15_80")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == axe} == {men}
    for fp, bonus in (("15_5", 2), (BOROMIR, 0)):
        game, _c, elder, _ = _skirmish("11_77", fp=fp)
        before = strength(game, elder)
        sc = Scenario().at_site(2)
        hero = sc.companion(fp)
        elder = sc.minion("11_77")
        sc.bear(elder, "15_80")
        sc.assign(elder, hero)
        orc = sc.minion("11_116")  # in the same skirmish, bearing nothing
        sc.assign(orc, hero)
        game = sc.start("skirmishes")
        assert strength(game, elder) == before + 2 + bonus, fp
        assert strength(game, orc) == 7, fp


def test_orkish_hunting_spear_hunter_x_free_peoples_cultures():
    # "Bearer must be an [orc] Orc. Bearer gains hunter X, where X is the number of Free
    # Peoples cultures you can spot." Frodo [shire], Boromir [gondor], Gimli [dwarven].
    sc = Scenario().at_site(2)
    orc = sc.minion("11_116")
    sc.minion("11_77")  # [men] Man
    sc.minion("11_108")  # [orc] Troll
    sc.minion("1_178")  # a [moria] Orc
    spear = sc.hand("15_114")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == spear} == {orc}
    for extra, cultures in ((("1_12",), 3), ((), 2)):
        sc = Scenario().at_site(2)
        boromir = sc.companion(BOROMIR)
        for name in extra:
            sc.companion(name)
        orc = sc.minion("11_116")  # Denizen of Moria, 7
        sc.bear(orc, "15_114")
        sc.assign(orc, boromir)
        game = sc.start("skirmishes")
        act(game, "pass")
        assert stats.hunter(game, orc) == cultures
        assert strength(game, orc) == 7 + 1 + cultures


def test_ravaging_wild_man_hunter_one_while_a_hunter_is_spotted():
    # "While you can spot a hunter, this minion gains hunter 1."
    for hunter, x in (("15_5", 1), ("1_12", 0)):
        sc = Scenario().at_site(2)
        sc.companion(hunter)
        wild = sc.minion("15_91")
        second = sc.minion("15_91")  # another Ravaging Wild Man is no hunter to spot
        game = sc.start("skirmishes")
        assert stats.hunter(game, wild) == x, hunter
        assert stats.hunter(game, second) == x, hunter


def test_black_land_spy_plus_seven_while_a_companion_has_strength_thirteen():
    # "While you can spot a companion of strength 13 or more, this minion is strength +7."
    for bonus, plus in ((6, 7), (5, 0)):  # Boromir 7 + 6 = 13; 7 + 5 = 12
        sc = Scenario().at_site(2)
        boromir = sc.companion(BOROMIR)
        spy = sc.minion("15_105")
        sc.minion("11_116", player=sc.shadow)
        game = sc.start("skirmishes")
        effects.add_modifier(game, boromir, "strength", bonus, "turn")
        assert strength(game, spy) == 8 + plus, bonus
    sc = Scenario().at_site(2)  # a minion of strength 13 does not do
    spy = sc.minion("15_105")
    sc.minion("12_60")
    game = sc.start("skirmishes")
    troll = next(c for c in range(len(game.cards)) if game.cards[c].id == "12_60")
    effects.add_modifier(game, troll, "strength", 6, "turn")
    assert strength(game, spy) == 8


def test_underdeeps_denizen_cannot_take_wounds_underground():
    # "While this minion is at an underground site, it cannot take wounds."
    for site, survives in ((4, True), (2, False)):
        sc = Scenario().at_site(site)
        boromir = sc.companion(BOROMIR)  # 7 beats the Denizen's 6
        denizen = sc.minion("13_119")
        sc.assign(denizen, boromir)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_ended")
        assert (game.s.zone[denizen] == "minions") is survives, site


def test_saruman_coldly_still_men_minions_bearing_a_possession_plus_two():
    # "Each [men] minion bearing a possession is strength +2."
    sc = Scenario().at_site(4)
    sc.minion("17_48")
    armed = sc.minion("11_73")  # Corps of Harad, 10
    sc.bear(armed, "13_102")  # Worn Battleaxe +2
    bare = sc.minion("11_73")
    orc = sc.minion("11_116")  # Denizen of Moria 7 (+3 underground)
    sc.bear(orc, "12_96")  # Orc Spear +2
    game = sc.start("skirmishes")
    assert strength(game, armed) == 10 + 2 + 2
    assert strength(game, bare) == 10
    assert strength(game, orc) == 7 + 3 + 2


def _desolation(card: str, cultures: int, conditions: int):
    """Desolation Orc in hand with ``cultures`` Free Peoples cultures (Frodo [shire],
    Boromir [gondor], Gimli [dwarven]) and ``conditions`` [orc] conditions in play, plus a
    Denizen of Moria (an [orc] minion) and Fortitude (an [uruk-hai] condition)."""
    sc = Scenario().at_site(2)
    for name in (BOROMIR, "1_12")[:cultures - 1]:
        sc.companion(name)
    kept = [sc.support(DEMORALIZED, player=sc.shadow) for _ in range(conditions)]
    sc.minion("11_116")
    sc.support("11_185", player=sc.shadow)
    orc = sc.hand(card)
    other = sc.hand("11_116")
    game = sc.twilight(8).start("shadow")
    return game, orc, kept, other


def test_desolation_orc_needs_three_free_peoples_cultures_or_two_orc_conditions():
    # "To play, spot 3 Free Peoples cultures or discard 2 [orc] conditions from play."
    for conditions in (0, 2):  # 3 cultures: playable, no condition lost
        game, orc, kept, _ = _desolation("15_107", 3, conditions)
        act(game, "play", orc)
        assert game.s.zone[orc] == "minions"
        assert all(game.s.zone[c] == "support" for c in kept)
    game, orc, kept, other = _desolation("15_107", 2, 3)  # 2 cultures: 2 of the 3 discarded
    act(game, "play", orc)
    choose(game, kept[0])
    if game.decision.kind == "choose":
        choose(game, kept[1])
    assert game.s.zone[orc] == "minions"
    assert [game.s.zone[c] for c in kept] == ["discard", "discard", "support"]
    act(game, "play", other)  # only when Desolation Orc itself is played
    assert game.s.zone[kept[2]] == "support" and game.decision.kind != "choose"
    game, orc, kept, _ = _desolation("15_107", 2, 2)  # exactly 2: both, no choice
    act(game, "play", orc)
    assert [game.s.zone[c] for c in kept] == ["discard", "discard"]
    assert game.s.zone[orc] == "minions"
    game, orc, _kept, _ = _desolation("15_107", 2, 1)
    assert not can(game, "play", orc)


def test_strength_in_shadows_plus_two_or_four_for_a_lurker_orc_only():
    # "Make an [orc] minion strength +2 (or +4 if it is a lurker)."
    for minion, base, bonus in (("11_136", 6, 4), ("11_116", 7, 2)):  # Prowling Orc: lurker
        game, _fp, m, cards = _skirmish(minion, site=2, event="11_140")
        act(game, "play", cards["event"])
        assert strength(game, m) == base + bonus, minion
    game, _fp, elder, cards = _skirmish("11_77", site=2, event="11_140")  # [men]
    assert not can(game, "play", cards["event"])
    sc = Scenario().at_site(2)  # an [orc] condition is no target
    boromir = sc.companion(BOROMIR)
    orc = sc.minion("11_116")
    sc.assign(orc, boromir)
    demoralized = sc.support(DEMORALIZED, player=sc.shadow)
    event = sc.hand("11_140")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", event)
    assert game.decision is None or demoralized not in game.decision.cards
    assert strength(game, orc) == 7 + 2


def test_bring_down_the_wall_plus_one_per_wound_on_the_spotted_companion():
    # "Spot a companion to make a [men] minion strength +1 for each wound on that companion."
    sc = Scenario().at_site(4)
    boromir = sc.companion(BOROMIR)
    gimli = sc.companion("1_12")
    sc.wounds(boromir, 2)
    sc.wounds(gimli, 1)
    elder = sc.minion("11_77")  # Elder of Dunland, 10 (not at plains)
    orc = sc.minion("11_116")
    sc.assign(elder, boromir)
    sc.support("13_99", player=sc.shadow)  # Stragglers: a [men] card, no minion
    wall = sc.hand("13_82")
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    act(game, "play", wall)
    assert boromir in game.decision.cards and gimli in game.decision.cards
    assert orc not in game.decision.cards
    choose(game, boromir)
    assert strength(game, elder) == 10 + 2
    assert strength(game, orc) == 7 + 3


def _beast(card: str, threats: int, where: str = "attached"):
    """Beast of War on (or, ``where = "discard"``, beside) an Elder of Dunland, with
    ``threats`` threats and six companions (room for five threats)."""
    sc = Scenario().at_site(4)
    for name in (BOROMIR, "1_12", "1_51", "1_89", "1_311"):
        sc.companion(name)
    elder = sc.minion("11_77")  # [men] Man, 10 (no damage bonus away from plains)
    beast = sc.bear(elder, card) if where == "attached" else sc.discard(card, player=sc.shadow)
    sc.threats(threats)
    return sc, elder, beast


def test_beast_of_war_bearer_is_a_men_man():
    # "Bearer must be a [men] Man."
    sc = Scenario().at_site(2)
    elder = sc.minion("11_77")
    sc.minion("11_116")  # [orc] Orc
    sc.minion("17_48")  # Saruman: [men], a Wizard
    sc.minion("4_10")  # Dunlending Brigand: a [dunland] Man
    beast = sc.hand("17_40")
    game = sc.twilight(3).start("shadow")
    assert {a.target for a in game.legal_actions() if a.card == beast} == {elder}


def test_beast_of_war_fierce_with_a_threat_damage_plus_one_with_three():
    # "While you can spot a threat, bearer is fierce. While you can spot 3 threats, bearer
    # is damage +1."
    for threats, fierce, damage in ((0, 0, 0), (1, 1, 0), (2, 1, 0), (3, 1, 1)):
        sc, elder, _beast_card = _beast("17_40", threats)
        other = sc.minion("11_73")  # Corps of Harad: bears nothing
        game = sc.start("skirmishes")
        assert stats.keyword(game, elder, "fierce") == fierce, threats
        assert stats.keyword(game, elder, "damage") == damage, threats
        assert strength(game, elder) == 10 + 3
        assert stats.keyword(game, other, "fierce") + stats.keyword(game, other, "damage") == 0


def test_beast_of_war_may_be_played_from_the_discard_pile_with_five_threats():
    # "While you can spot 5 threats, you may play this from your discard pile."
    for threats, playable in ((5, True), (4, False)):
        sc, elder, beast = _beast("17_40", threats, where="discard")
        game = sc.twilight(3).start("shadow")
        assert can(game, "play", beast, elder) is playable, threats
        if playable:
            act(game, "play", beast, elder)
            assert game.s.zone[beast] == "attached" and game.s.bearer[beast] == elder
            assert game.s.twilight == 0
    sc, elder, beast = _beast("17_40", 5, where="discard")
    game = sc.twilight(2).start("shadow")  # its cost is paid as from hand
    assert not can(game, "play", beast, elder)
