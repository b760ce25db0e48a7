"""Shadows-era starters (set 11): the cards left for want of a rule or a word (issue 18,
helper gaps-b), and the clauses of earlier set 11 scripts no test caught."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_scripts import _error
from test_cards_shadows_starters_sh_b_abilities import BOROMIR, STABLES, _path
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.engine import Game, effects, playing, stats
from ringtable.testing import act, can, pass_until

ETTENMOORS = "11_237"  # plains
GUARDROOM = "11_247"  # Moria Guardroom: underground


def test_barazinbar_plays_only_a_dwarven_possession_from_the_draw_deck():
    # "... exert a Dwarf to play a [dwarven] possession from your draw deck.": a [gondor]
    # possession Aragorn could bear is not offered, so the axe is played without a choice.
    def build(sc: Scenario) -> dict[str, int]:
        sc.companion("Aragorn, Ranger of the North")
        return {"gimli": sc.companion("Gimli, Son of Glóin"),
                "axe": sc.draw_bottom("Gimli's Battle Axe"),
                "blade": sc.draw_top("Gondorian Blade")}  # bearer: a [gondor] Man
    game, c, offered = _fellowship_start("11_229", build)
    assert offered
    assert game.s.zone[c["axe"]] == "attached" and game.s.zone[c["blade"]] == "draw"


def test_fearsome_dunlending_only_when_this_minion_is_played():
    # "When you play this minion at a plains site, ...": another minion played while
    # Fearsome Dunlending is in play offers nothing.
    sc = _path(STABLES, ETTENMOORS)
    boromir = sc.companion(BOROMIR)
    sc.minion("11_79")
    other = sc.hand("11_116")
    game = sc.twilight(6).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"
    assert stats.resistance(game, boromir) == 6


def test_unyielding_goblin_exerts_a_companion_not_an_ally_it_is_skirmishing():
    # "... exert it to exert a companion it is skirmishing.": an ally skirmishing it (taking
    # part in skirmishes: Thrarin under his own rule, unwounded so he could exert) is no
    # target, so the ability is not offered.
    sc = _path(STABLES, GUARDROOM)
    thrarin = sc.ally("Thrarin")
    goblin = sc.minion("11_142")
    game = sc.twilight(5).start("maneuver")
    effects.add_modifier(game, thrarin, "rule:takes_part", 1, "regroup", thrarin)
    pass_until(game, decision_kind="assign")
    act(game, "assign", thrarin, goblin)  # the skirmish starts
    act(game, "pass")  # the Free Peoples player passes
    assert game.decision.player == game.s.order[1]
    assert not can(game, "use", goblin)
    assert game.s.wounds[goblin] == 0 and game.s.wounds[thrarin] == 0


# -- values added, the Free Peoples hand, end of turn (issue 18 words) --------------------

def _marshland(marshland: str, minions: int, twilight: int) -> tuple[Game, int, int, int, int]:
    """The fellowship at Expanding Marshland in the Shadow phase, with ``minions`` minions
    in play and ``twilight`` tokens; Goblin Scavengers (cost 3) and a condition in hand."""
    sc = _path(STABLES, marshland)
    for _ in range(minions):
        sc.minion("Goblin Runner")
    orcs = sc.hand("Goblin Scavengers")
    demoralized = sc.hand("11_48")  # Not Yet Vanquished: a Shadow condition, not a minion
    game = sc.twilight(twilight).start("shadow")
    site = game.s.path[2]
    return game, site, orcs, demoralized, game.s.order[1]


def test_expanding_marshland_plays_a_minion_at_cost_minus_three_when_three_or_fewer():
    # Expanding Marshland: "Shadow: If the total number of minions and twilight tokens is
    # 3 or fewer, play a minion at twilight cost -3."
    for minions, twilight in ((1, 2), (0, 3)):
        game, site, orcs, demoralized, shadow = _marshland("11_238", minions, twilight)
        cost = playing.twilight_cost(game, orcs, shadow)
        assert can(game, "use", site), (minions, twilight)
        act(game, "use", site)
        assert game.s.zone[orcs] == "minions" and game.s.zone[demoralized] == "hand"
        assert game.s.twilight == twilight - max(0, cost - 3)


def test_expanding_marshland_not_when_minions_and_twilight_total_more_than_three():
    # Expanding Marshland: "... 3 or fewer": 4 is too many, minions and twilight alike.
    for minions, twilight in ((1, 3), (0, 4), (2, 2)):
        game, site, _orcs, _d, _shadow = _marshland("11_238", minions, twilight)
        assert not can(game, "use", site), (minions, twilight)


def test_man_of_bree_strength_plus_one_per_card_in_the_free_peoples_hand():
    # "This minion is strength +1 for each card in the Free Peoples player's hand."
    for cards in (0, 3):
        sc = _path(STABLES, ETTENMOORS)
        bree = sc.minion("11_90")
        for _ in range(cards):
            sc.hand("Gondorian Blade")
        sc.hand("Goblin Runner")  # the Shadow player's hand does not count
        sc.hand("Goblin Runner")
        game = sc.start("shadow")
        assert stats.strength(game, bree) == 4 + cards, cards


def test_dwarven_embassy_needs_a_dwarf_to_play():
    # "To play, spot a Dwarf."
    for companion, playable in (("Gimli, Son of Glóin", True), ("Legolas, Greenleaf", False)):
        sc = _path(STABLES, ETTENMOORS)
        sc.companion(companion)
        embassy = sc.hand("11_5")
        game = sc.start("fellowship")
        assert can(game, "play", embassy) is playable, companion


def test_dwarven_embassy_each_companion_damage_plus_one_until_the_end_of_your_turn():
    # "Each companion is damage +1. Discard this condition at the end of your turn."
    sc = Scenario(sites=((STABLES,), (ETTENMOORS, "11_256"))).at_site(2)  # a site to move to
    gimli = sc.companion("Gimli, Son of Glóin")  # damage +1 printed
    boromir = sc.companion(BOROMIR)
    runner = sc.minion("Goblin Runner")
    embassy = sc.hand("11_5")
    game = sc.start("fellowship")
    act(game, "play", embassy)
    assert stats.keyword(game, boromir, "damage") == 1
    assert stats.keyword(game, gimli, "damage") == 2
    assert stats.keyword(game, runner, "damage") == 0  # a minion is no companion
    while game.s.phase != "regroup":
        pass_until(game, event_kind="phase_started")
    assert game.s.zone[embassy] == "support"  # still there in the regroup phase
    seen = pass_until(game, event_kind="turn_ended")
    assert game.s.zone[embassy] == "discard"
    assert [e.kind for e in seen if embassy in e.cards] == ["discarded"]


def test_added_values_and_the_end_of_turn_word_are_checked_at_load():
    # The card language: "count(minion) + twilight" (values added), "fp_hand",
    # on = "end_of_turn" with whose; a mistake names the card, the field and the column.
    bad_sum = {"11_238": {"title": "Expanding Marshland", "ability": [{
        "phase": "shadow", "if": {"compare": "count(minion) + twilite <= 3"},
        "effect": [{"play": "minion", "cost": -3}]}]}}
    assert "card 11_238: ability[0].if: column 17: unknown quantity 'twilite'" in _error(bad_sum)
    bad_whose = {"11_5": {"title": "Dwarven Embassy", "trigger": [{
        "on": "end_of_turn", "whose": "mine", "effect": [{"discard": "self"}]}]}}
    assert "card 11_5: trigger[0].whose" in _error(bad_whose)
    bad_site = {"11_222": {"title": "Úlairë Nelya", "ability": [{
        "phase": "shadow", "effect": [{"replace_site": "next"}]}]}}
    assert "card 11_222: ability[0].effect[0].replace_site" in _error(bad_site)
    bad_pile = {"11_255": {"title": "Pinnacle of Zirakzigil", "trigger": [{
        "on": "start_of_phase", "phase": "fellowship",
        "effect": [{"play": "wizard", "from": "deadpile"}]}]}}
    assert "card 11_255: trigger[0].effect[0].from" in _error(bad_pile)
    bad_value = {"11_162": {"title": "Crouched Down", "event": {
        "if": {"spot": "minion skirmishing strength < resistanc(hobbit skirmishing)"}}}}
    assert "card 11_162: event.if: column 31: unknown quantity 'resistanc'" in \
        _error(bad_value)


# -- cards the existing words already say -------------------------------------------------


def _fp_skirmish(sc: Scenario, minion: str = "Goblin Runner", defender: int | None = None
                 ) -> tuple[Game, int, int]:
    """Frodo (or ``defender``) skirmishes ``minion``; the Free Peoples player to act."""
    fp = sc.ring_bearer() if defender is None else defender
    m = sc.minion(minion)
    sc.assign(m, fp)
    return sc.twilight(5).start("skirmishes"), fp, m


def test_concerning_hobbits_a_hobbit_plus_one_per_dwelling_and_forest_site_on_the_path():
    # "For each dwelling and forest site on the adventure path, make a Hobbit strength +1."
    # Path: Stables (none), Green Dragon Inn (dwelling), Old Forest Road (forest),
    # North Undeep (river), Ettenmoors (plains): +2.
    sc = _path(STABLES, "11_242", "11_251", "11_250", ETTENMOORS)
    boromir = sc.companion(BOROMIR)  # not a Hobbit
    hobbits = sc.hand("11_161")
    game, frodo, _m = _fp_skirmish(sc)
    before = (stats.strength(game, frodo), stats.strength(game, boromir))
    act(game, "play", hobbits)
    assert stats.strength(game, frodo) == before[0] + 2
    assert stats.strength(game, boromir) == before[1]


def test_inspiration_reveals_the_hand_minus_three_per_companion_in_it():
    # "Spot a [gandalf] Wizard to reveal your hand and make a minion strength -3 for each
    # companion in your hand (or -4 for each if the fellowship is at a battleground
    # site)." Two companions and a possession in hand; Ettenmoors (plains), Fortress of
    # Orthanc (battleground).
    for site, each in ((ETTENMOORS, 3), ("11_241", 4)):
        sc = _path(STABLES, site)
        sc.companion("Gandalf, The Grey Wizard")
        inspiration = sc.hand("11_36")
        sc.hand("Legolas, Greenleaf")
        sc.hand(BOROMIR)
        sc.hand("Gondorian Blade")
        game, _frodo, runner = _fp_skirmish(sc, "Úlairë Enquëa")
        before = stats.strength(game, runner)
        events = act(game, "play", inspiration)
        assert stats.strength(game, runner) == before - 2 * each, site
        assert any(e.kind == "reveal_hand" for e in events)


def test_inspiration_needs_a_gandalf_wizard():
    # "Spot a [gandalf] Wizard": Saruman (a Wizard, [isengard]) or a [gandalf] condition
    # do not do.
    for spotted in ("Saruman, Keeper of Isengard", "Gandalf's Wisdom"):
        sc = _path(STABLES, ETTENMOORS)
        if spotted.startswith("Saruman"):
            sc.minion(spotted)
        else:
            sc.support(spotted)
        inspiration = sc.hand("11_36")
        sc.hand(BOROMIR)
        game, _frodo, _m = _fp_skirmish(sc)
        assert not can(game, "play", inspiration), spotted


def test_riders_in_black_reveal_the_hand_a_wraith_minion_plus_one_per_wraith_minion_in_it():
    # "Reveal your hand to make a [wraith] minion strength +1 for each [wraith] minion in
    # your hand." In hand: two [wraith] minions, a [wraith] condition, an [orc] minion.
    sc = _path(STABLES, ETTENMOORS)
    boromir = sc.companion(BOROMIR)
    lemenya = sc.minion("11_221")
    orc = sc.minion("11_116")  # an [orc] minion in the same skirmish: not a target
    sc.assign(lemenya, boromir)
    sc.assign(orc, boromir)
    riders = sc.hand("11_215")
    sc.support("11_209", player=sc.shadow)  # a [wraith] condition in play: not a target
    for name in ("11_223", "11_224", "11_209", "11_126"):
        sc.hand(name)
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")  # the Free Peoples player passes
    before = (stats.strength(game, lemenya), stats.strength(game, orc))
    events = act(game, "play", riders)
    assert stats.strength(game, lemenya) == before[0] + 2
    assert stats.strength(game, orc) == before[1]
    assert any(e.kind == "reveal_hand" for e in events)


def _dark_wings(card: str, minion: str, fp_cards: tuple[str, ...] = ()
                ) -> tuple[Game, int, list[int]]:
    sc = _path(STABLES, ETTENMOORS)
    wings = sc.support(card, player=sc.shadow)
    sam = sc.companion("1_311")  # strength 3: loses
    sc.assign(sc.minion(minion), sam)
    conditions = [sc.support(name) for name in fp_cards]
    sc.support("11_209", player=sc.shadow)  # Drawn to Its Power: a Shadow condition
    game = sc.start("skirmishes")
    pass_until(game, event_kind="skirmish_resolved")
    return game, wings, conditions


def test_dark_wings_discard_it_to_discard_a_free_peoples_condition_when_your_wraith_wins():
    # "Each time your [wraith] minion wins a skirmish, you may discard this condition to
    # discard a Free Peoples condition from play."
    game, wings, (embassy,) = _dark_wings("11_208", "11_221", ("11_5",))  # Úlairë Lemenya
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", wings)
    assert game.s.zone[wings] == "discard" and game.s.zone[embassy] == "discard"
    game, wings, (embassy,) = _dark_wings("11_208", "11_221", ("11_5",))
    act(game, "pass")  # declined: both stay
    assert game.s.zone[wings] == "support" and game.s.zone[embassy] == "support"


def test_dark_wings_not_for_an_orc_and_not_without_a_free_peoples_condition():
    game, wings, _ = _dark_wings("11_208", "11_116", ("11_5",))  # an [orc] minion wins
    assert game.decision is None or game.decision.kind != "optional_trigger"
    game, wings, _ = _dark_wings("11_208", "11_221")  # no Free Peoples condition
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.zone[wings] == "support"


def _moving_this_way(card: str, in_play: str, in_hand: str) -> tuple[Game, int, int, int]:
    sc = _path(STABLES, ETTENMOORS)
    moving = sc.support(card, player=sc.shadow)
    sc.minion(in_play)
    card = sc.hand(in_hand)
    sc.hand("11_126")  # Marauding Orcs stays in hand
    sc.draw_top("Goblin Runner")
    game = sc.twilight(3).start("shadow")
    return game, moving, card, game.s.order[1]


def test_moving_this_way_reveal_a_nazgul_from_hand_to_put_it_beneath_the_deck_and_draw():
    # "Shadow: Spot a Nazgûl and reveal a Nazgûl from hand to place the revealed card
    # beneath your draw deck and draw a card."
    game, moving, nertea, shadow = _moving_this_way("11_213", "11_221", "11_223")
    hand = len(game.s.piles[shadow]["hand"])
    events = act(game, "use", moving)
    assert game.s.piles[shadow]["draw"][-1] == nertea
    assert len(game.s.piles[shadow]["hand"]) == hand  # one placed, one drawn
    assert any(e.kind == "revealed" and nertea in e.cards for e in events)


def test_moving_this_way_needs_a_nazgul_in_play_and_one_in_hand():
    for in_play, in_hand in (("11_116", "11_223"), ("11_221", "11_126")):
        game, moving, _card, _shadow = _moving_this_way("11_213", in_play, in_hand)
        assert not can(game, "use", moving), (in_play, in_hand)


# -- new rule modifiers: one minion per skirmish, free transfers, lost keywords ------------


def test_caras_galadhon_no_more_than_one_minion_assigned_to_each_skirmish():
    # "No more than 1 minion can be assigned to each skirmish." Aragorn (defender +1) may
    # take two minions elsewhere (Stables), one here; no leftover joins a skirmish here.
    for site, most in (("11_231", 1), (STABLES, 2)):
        sc = _path(STABLES, site) if site != STABLES else _path("11_259", ETTENMOORS)
        frodo = sc.ring_bearer()
        aragorn = sc.companion("Aragorn, Heir of Elendil")
        uruks = [sc.minion("Uruk Fighter") for _ in range(3)]
        game = sc.start("assign")
        act(game, "assign", aragorn, uruks[0])
        assert can(game, "assign", aragorn, uruks[1]) is (most == 2), site
        act(game, "assign", frodo, uruks[1])
        leftovers = [a for a in game.legal_actions() if a.kind == "assign"]
        assert bool(leftovers) is (most == 2), site


def test_chamber_of_mazarbul_free_peoples_possessions_transfer_at_no_twilight_cost():
    # "The Free Peoples player may transfer Free Peoples artifacts and possessions at no
    # twilight cost." Elsewhere (Ettenmoors) the transfer costs the Blade's cost.
    for site, paid in (("11_233", 0), (ETTENMOORS, 1)):
        sc = _path(STABLES, site)
        aragorn = sc.companion("Aragorn, Ranger of the North")
        boromir = sc.companion(BOROMIR)
        blade = sc.bear(aragorn, "Gondorian Blade")  # a possession, cost 1
        game = sc.start("fellowship")
        act(game, "transfer", blade, boromir)
        assert game.s.bearer[blade] == boromir and game.s.twilight == paid, site


def _harrowdale(site: str) -> tuple[Game, int, list[int], int]:
    """Théoden ([rohan]) skirmishes two fierce Úlairë Enquëas, Boromir ([gondor]) one."""
    sc = Scenario(sites=((STABLES,), (site, "11_256"))).at_site(2)
    theoden = sc.companion("4_292")
    boromir = sc.companion(BOROMIR)
    vs_rohan = [sc.minion("1_231"), sc.minion("1_231")]
    vs_gondor = sc.minion("1_231")
    for m in vs_rohan:
        sc.assign(m, theoden)
    sc.assign(vs_gondor, boromir)
    game = sc.twilight(0).start("skirmishes")
    return game, theoden, vs_rohan, vs_gondor


def _fierce(game: Game, minions: list[int]) -> list[int]:
    return [stats.keyword(game, m, "fierce") for m in minions]


def test_harrowdale_a_minion_skirmishing_a_rohan_companion_loses_fierce_until_regroup():
    # "Until the regroup phase, each minion skirmishing a [rohan] companion loses fierce
    # and cannot gain fierce."
    game, theoden, vs_rohan, vs_gondor = _harrowdale("11_243")
    assert _fierce(game, vs_rohan) == [1, 1]  # before their skirmish
    act(game, "skirmish", theoden)
    assert _fierce(game, vs_rohan) == [0, 0]  # each of them
    pass_until(game, event_kind="skirmish_started")  # Boromir's skirmish
    assert game.s.zone[vs_gondor] == "minions"
    assert _fierce(game, [vs_gondor]) == [1]  # skirmishing a [gondor] Man
    while game.s.phase != "regroup":
        assert _fierce(game, vs_rohan) == [0, 0], game.s.phase
        pass_until(game, event_kind="phase_started")
    assert _fierce(game, vs_rohan) == [1, 1]  # until the regroup phase


def test_harrowdale_not_elsewhere():
    game, theoden, vs_rohan, _vs_gondor = _harrowdale("11_237")  # Ettenmoors
    act(game, "skirmish", theoden)
    assert _fierce(game, vs_rohan) == [1, 1]


def test_harrowdale_not_for_a_minion_skirmishing_a_rohan_ally():
    # "... a [rohan] companion": a minion skirmishing Guma (a [rohan] ally taking part in
    # skirmishes) keeps fierce.
    sc = Scenario(sites=((STABLES,), ("11_243", "11_256"))).at_site(2)
    guma = sc.ally("4_277")
    enquea = sc.minion("1_231")
    game = sc.twilight(0).start("maneuver")
    effects.add_modifier(game, guma, "rule:takes_part", 1, "regroup", guma)
    pass_until(game, decision_kind="assign")
    events = act(game, "assign", guma, enquea)
    assert any(e.kind == "skirmish_started" for e in events)
    assert game.s.zone[enquea] == "minions" and _fierce(game, [enquea]) == [1]


def test_armor_of_the_citadel_bearer_is_a_gondor_man():
    # "Bearer must be a [gondor] Man." Not Legolas (an Elf), not Théoden ([rohan]), not
    # Oathbreaker ([gondor], a Wraith).
    sc = _path(STABLES, ETTENMOORS)
    boromir = sc.companion(BOROMIR)
    sc.companion("Legolas, Greenleaf")
    sc.companion("4_292")
    sc.companion("8_41")  # Oathbreaker: a [gondor] Wraith
    armor = sc.hand("11_55")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == armor} == {boromir}


def test_armor_of_the_citadel_minions_skirmishing_bearer_lose_all_damage_bonuses():
    # "Each minion skirmishing bearer loses all damage bonuses."
    sc = _path(STABLES, ETTENMOORS)
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "11_55")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    lurtz, fighter = sc.minion("Lurtz"), sc.minion("Uruk Fighter")  # damage +1 each
    sc.assign(lurtz, boromir)
    sc.assign(fighter, aragorn)
    game = sc.start("skirmishes")
    assert stats.keyword(game, lurtz, "damage") == 1  # not yet skirmishing
    act(game, "skirmish", boromir)
    assert stats.keyword(game, lurtz, "damage") == 0
    assert stats.keyword(game, fighter, "damage") == 1


def test_armor_of_the_citadel_defender_at_a_battleground_while_unwounded():
    # "While bearer is at a battleground site and unwounded, he or she is defender +1."
    # Fortress of Orthanc: battleground; Ettenmoors: plains.
    for site, wounds, defender in (("11_241", 0, 1), ("11_241", 1, 0), (ETTENMOORS, 0, 0)):
        sc = _path(STABLES, site)
        boromir = sc.companion(BOROMIR)
        sc.bear(boromir, "11_55")
        aragorn = sc.companion("Aragorn, Ranger of the North")
        sc.wounds(boromir, wounds)
        game = sc.start("fellowship")
        assert stats.keyword(game, boromir, "defender") == defender, (site, wounds)
        assert stats.keyword(game, aragorn, "defender") == 0


def test_flats_of_rohan_an_unbound_companion_skirmishing_more_than_one_minion_plus_three():
    # "Each unbound companion skirmishing more than 1 minion is strength +3." Boromir
    # skirmishes two minions, Aragorn one; Frodo (Ring-bound; 3, +1 from The One Ring) two.
    for site, bonus in (("11_240", 3), (ETTENMOORS, 0)):
        sc = _path(STABLES, site)
        boromir = sc.companion(BOROMIR)
        aragorn = sc.companion("Aragorn, Ranger of the North")
        frodo = sc.ring_bearer()
        for defender, n in ((boromir, 2), (aragorn, 1), (frodo, 2)):
            for _ in range(n):
                sc.assign(sc.minion("Goblin Runner"), defender)
        game = sc.start("skirmishes")
        fought = []
        for defender, base, extra in ((boromir, 7, bonus), (aragorn, 8, 0), (frodo, 4, 0)):
            if game.decision.kind == "choose_skirmish":
                act(game, "skirmish", defender)
            assert stats.strength(game, defender) == base + extra, (site, defender)
            fought.append(defender)
            pass_until(game, event_kind="skirmish_ended")
        assert fought == [boromir, aragorn, frodo]
