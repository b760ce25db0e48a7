"""Shadows-era starters (set 11): the cards left for want of a rule or a word (issue 18,
helper gaps-b), and the clauses of earlier set 11 scripts no test caught."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_scripts import _error
from test_cards_shadows_starters_sh_b_abilities import BOROMIR, STABLES, _path, _skirmish
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.engine import Game, combat, effects, playing, stats
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


# -- playing from the dead pile --------------------------------------------------------------


def test_pinnacle_of_zirakzigil_exert_three_companions_to_play_a_wizard_from_the_dead_pile():
    # "At the start of your fellowship phase, you may exert 3 companions to play a Wizard
    # from your dead pile." Gimli (dead, no Wizard) stays there.
    def build(sc: Scenario) -> dict[str, int]:
        return {"boromir": sc.companion(BOROMIR),
                "aragorn": sc.companion("Aragorn, Ranger of the North"),
                "legolas": sc.companion("Legolas, Greenleaf"),
                "gandalf": sc.dead("Gandalf, The Grey Wizard"),
                "gimli": sc.dead("Gimli, Son of Glóin")}
    game, c, offered = _fellowship_start("11_255", build)
    assert offered and game.decision.kind == "choose"  # 3 of the 4 companions
    for k in ("boromir", "aragorn", "legolas"):
        act(game, "choose", c[k])
    assert game.s.zone[c["gandalf"]] == "fellowship"
    assert game.s.zone[c["gimli"]] == "dead"
    assert [game.s.wounds[c[k]] for k in ("boromir", "aragorn", "legolas")] == [1, 1, 1]
    game, c, _ = _fellowship_start("11_255", build, resolve=False)
    assert game.s.zone[c["gandalf"]] == "dead"


def test_pinnacle_of_zirakzigil_needs_three_companions_and_a_wizard_in_the_dead_pile():
    def two(sc: Scenario) -> dict[str, int]:  # Frodo and Boromir; Guma is an ally
        sc.ally("4_277")
        return {"boromir": sc.companion(BOROMIR), "gandalf": sc.dead("Gandalf, The Grey Wizard")}

    def no_wizard(sc: Scenario) -> dict[str, int]:
        for name in (BOROMIR, "Legolas, Greenleaf", "Aragorn, Ranger of the North"):
            sc.companion(name)
        return {"gimli": sc.dead("Gimli, Son of Glóin")}
    for build in (two, no_wizard):
        game, c, offered = _fellowship_start("11_255", build)
        assert not offered, build.__name__


# -- sites replaced and played by minions ----------------------------------------------------


def test_ulaire_nelya_exerts_to_replace_the_current_site_with_one_of_your_sites():
    # "Shadow: Exert Úlairë Nelya to replace the fellowship's current site with a site
    # from your adventure deck." Another Ettenmoors is not offered (the same site card);
    # Saruman's Chill, on the old site, moves to the new one (CR: site).
    sc = Scenario(sites=((STABLES,), (ETTENMOORS, "11_256", GUARDROOM, ETTENMOORS))).at_site(2)
    nelya = sc.minion("11_222")
    chill = sc.support("Saruman's Chill", player=sc.shadow)
    game = sc.twilight(3).start("shadow")
    old = game.s.path[2]
    game.s.move(chill, "attached", sc.shadow, bearer=old)
    act(game, "use", nelya)
    assert game.s.wounds[nelya] == 1
    offered = {game.s.defs[c] for c in game.decision.cards}
    assert offered == {"11_256", GUARDROOM}
    guardroom = next(c for c in game.decision.cards if game.s.defs[c] == GUARDROOM)
    act(game, "choose", guardroom)
    assert game.s.path[2] == guardroom and game.s.site[game.s.fp] == 2
    assert game.s.zone[old] == "adventure" and game.s.bearer[chill] == guardroom
    assert stats.active_site(game) == guardroom


def test_ulaire_nelya_not_without_another_site_to_play():
    sc = Scenario(sites=((STABLES,), (ETTENMOORS, ETTENMOORS))).at_site(2)
    nelya = sc.minion("11_222")
    game = sc.twilight(3).start("shadow")
    assert not can(game, "use", nelya)


def _toldea(card: str, weaken: int = 0) -> tuple[Game, int]:
    """Úlairë Toldëa (strength 12, or ``weaken`` less) skirmishes Boromir (7)."""
    sc = Scenario(sites=((STABLES,), (ETTENMOORS, "11_256", GUARDROOM))).at_site(2)
    d = sc.companion(BOROMIR)
    toldea = sc.minion(card)
    sc.assign(toldea, d)
    game = sc.start("skirmishes")
    effects.add_modifier(game, toldea, "strength", -weaken, "turn")
    pass_until(game, event_kind="skirmish_resolved")
    return game, d


def test_ulaire_toldea_may_play_the_fellowships_next_site_when_it_wins():
    # "Each time Úlairë Toldëa wins a skirmish, you may play the fellowship's next site."
    game, _boromir = _toldea("11_225")  # Boromir (strength 7) loses
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve")
    assert game.decision.kind == "choose"  # any site of the Shadow player's deck
    assert {game.s.defs[c] for c in game.decision.cards} == {"11_256", GUARDROOM}
    guardroom = next(c for c in game.decision.cards if game.s.defs[c] == GUARDROOM)
    act(game, "choose", guardroom)
    assert game.s.path[3] == guardroom
    game, _boromir = _toldea("11_225")
    act(game, "pass")
    assert game.s.path[3] < 0


def test_ulaire_toldea_nothing_when_it_loses():
    game, _boromir = _toldea("11_225", weaken=8)  # strength 4 against Boromir's 7
    assert game.decision is None or game.decision.kind != "optional_trigger"
    assert game.s.path[3] < 0


# -- a state-triggered discard ---------------------------------------------------------------


def test_marauding_orcs_is_discarded_when_you_cannot_spot_another_orc_minion():
    # "When you cannot spot another [orc] minion, discard this minion from play." Goblin
    # Runner ([moria]) and Orc Hammer (an [orc] possession) do not count.
    sc = _path(STABLES, ETTENMOORS)
    sc.companion(BOROMIR)
    denizen = sc.minion("11_116")  # Denizen of Moria: an [orc] minion
    runner = sc.minion("Goblin Runner")
    sc.bear(runner, "11_130")  # Orc Hammer
    marauding = sc.hand("11_126")
    game = sc.twilight(10).start("shadow")
    act(game, "play", marauding)
    assert game.s.zone[marauding] == "minions"  # Denizen of Moria is spotted
    effects.discard(game, denizen)
    game.settle()
    assert game.s.zone[marauding] == "discard"
    assert game.s.zone[runner] == "minions"


def test_marauding_orcs_played_alone_is_discarded_at_once():
    sc = _path(STABLES, ETTENMOORS)
    sc.companion(BOROMIR)
    sc.minion("Goblin Runner")  # a [moria] Orc
    marauding = sc.hand("11_126")
    game = sc.twilight(10).start("shadow")
    act(game, "play", marauding)
    assert game.s.zone[marauding] == "discard"


# -- losing a skirmish, shuffling into the draw deck ----------------------------------------


def _hatred(card: str, minion: str, stage: str, weaken: int = 0
            ) -> tuple[Game, int, int, int]:
    """Boromir loses (or, ``weaken``ed minion, wins) a skirmish against ``minion``, in the
    fierce skirmishes (``stage`` "fierce") or the normal ones. A [wraith] card and an
    [orc] card in the Shadow player's discard pile."""
    sc = _path(STABLES, ETTENMOORS)
    hatred = sc.support(card, player=sc.shadow)
    boromir = sc.companion(BOROMIR)
    m = sc.minion(minion)
    wraith = sc.discard("11_209")  # Drawn to Its Power
    orc = sc.discard("11_126")
    if stage == "skirmishes":
        sc.assign(m, boromir)
    game = sc.start(stage)
    effects.add_modifier(game, m, "strength", -weaken, "turn")
    if stage == "fierce":
        pass_until(game, decision_kind="assign")
        act(game, "assign", boromir, m)
    pass_until(game, event_kind="skirmish_resolved")
    return game, hatred, wraith, orc


def _offered(game: Game) -> bool:
    return game.decision is not None and game.decision.kind == "optional_trigger"


def test_hatred_stirred_shuffles_a_wraith_card_in_when_a_companion_loses_a_fierce_skirmish():
    # "Each time a companion loses a fierce skirmish involving a [wraith] minion, you may
    # shuffle a [wraith] card from your discard pile into your draw deck."
    game, hatred, wraith, orc = _hatred("11_210", "1_231", "fierce")  # Úlairë Enquëa
    assert _offered(game)
    act(game, "resolve", hatred)
    assert game.s.zone[wraith] == "draw" and game.s.zone[orc] == "discard"
    game, hatred, wraith, _orc = _hatred("11_210", "1_231", "fierce")
    act(game, "pass")
    assert game.s.zone[wraith] == "discard"


def test_hatred_stirred_not_in_a_normal_skirmish_nor_without_a_wraith_nor_when_he_wins():
    for args in (("skirmishes", 0), ("fierce", 10)):  # a normal skirmish; Boromir wins
        game, _h, wraith, _orc = _hatred("11_210", "1_231", *args)
        assert not _offered(game), args
    game, _h, _w, _orc = _hatred("11_210", "4_181", "fierce")  # Uruk Chaser: fierce, no [wraith]
    assert not _offered(game)


# -- a keyword gained at the start of the regroup phase, in time for muster ------------------


def _frodo_regroup(card: str, wounds: int = 0) -> tuple[Game, int, list[int]]:
    sc = Scenario(ring_bearers=(card, "1_290"), sites=((STABLES,), (ETTENMOORS, "11_256")))
    sc.at_site(2)
    sc.wounds(sc.ring_bearer(), wounds)
    hand = [sc.hand("Gondorian Blade"), sc.hand("Gondorian Blade")]
    sc.draw_top("Legolas, Greenleaf")
    game = sc.start("regroup")
    return game, sc.ring_bearer(), hand


def test_frodo_protected_by_many_may_exert_to_gain_muster_for_the_regroup_phase():
    # "At the start of the regroup phase, you may exert Frodo to make him gain muster until
    # the end of the regroup phase." Muster: discard a card from hand, then draw a card.
    game, frodo, hand = _frodo_regroup("11_164")
    assert game.decision.kind == "optional_trigger" and game.decision.player == game.s.fp
    act(game, "resolve")
    assert game.s.wounds[frodo] == 1 and stats.keyword(game, frodo, "muster") == 1
    assert game.decision.kind == "muster" and game.decision.player == game.s.fp
    act(game, "discard", hand[0])
    act(game, "pass")
    assert game.s.zone[hand[0]] == "discard" and len(game.s.piles[game.s.fp]["hand"]) == 2
    while game.s.phase == "regroup" and game.decision is not None:
        pass_until(game, event_kind="turn_ended")
    assert stats.keyword(game, frodo, "muster") == 0  # until the end of the regroup phase


def test_frodo_protected_by_many_declined_or_exhausted_no_muster():
    game, frodo, _hand = _frodo_regroup("11_164")
    act(game, "pass")
    assert game.decision.kind != "muster" and game.s.wounds[frodo] == 0
    game, frodo, _hand = _frodo_regroup("11_164", wounds=3)  # vitality 4: cannot exert
    assert game.decision.kind not in ("optional_trigger", "muster")


# -- a stat compared with a value --------------------------------------------------------------


def _crouched(card: str, resistance: int, minions: tuple[str, ...], defender: str = "frodo",
              elsewhere: bool = False) -> tuple[Game, int]:
    """Frodo (or Boromir, when ``defender`` says so) at ``resistance`` skirmishes
    ``minions``; the Free Peoples player holds ``card``. ``elsewhere``: Sam (resistance
    5, a Hobbit) is in play and Aragorn skirmishes a Goblin Runner after this skirmish."""
    sc = _path(STABLES, ETTENMOORS)
    d = sc.ring_bearer() if defender == "frodo" else sc.companion(BOROMIR)
    for name in minions:
        sc.assign(sc.minion(name), d)
    if elsewhere:
        sc.companion("1_311")
        sc.assign(sc.minion("Goblin Runner"), sc.companion("Aragorn, Ranger of the North"))
    crouched = sc.hand(card)
    game = sc.twilight(5).start("skirmishes")
    if elsewhere:
        act(game, "skirmish", d)
    effects.add_modifier(game, d, "resistance", resistance - stats.resistance(game, d), "turn")
    assert stats.resistance(game, d) == resistance
    return game, crouched


def test_crouched_down_cancels_a_skirmish_of_a_hobbit_and_a_minion_weaker_than_his_resistance():
    # "Cancel a skirmish involving a Hobbit and a minion whose strength is lower than that
    # Hobbit's resistance." Goblin Runner: strength 5; with Úlairë Enquëa (11) too.
    for minions in (("Goblin Runner",), ("1_231", "Goblin Runner")):
        game, crouched = _crouched("11_162", 6, minions)
        act(game, "play", crouched)
        assert combat.current_skirmish(game)["cancelled"] == 1, minions
        events = pass_until(game, event_kind="skirmish_cancelled")
        assert not any(e.kind == "skirmish_resolved" for e in events)


def test_crouched_down_not_when_no_minion_is_weaker_nor_without_a_hobbit():
    # Resistance 5 is not more than strength 5; Boromir is no Hobbit; Sam's resistance
    # and the Goblin Runner skirmishing Aragorn are not this skirmish's.
    for resistance, minions, defender, elsewhere in ((5, ("Goblin Runner",), "frodo", True),
                                                     (10, ("1_231",), "frodo", True),
                                                     (6, ("Goblin Runner",), "boromir", False)):
        game, crouched = _crouched("11_162", resistance, minions, defender, elsewhere)
        assert not can(game, "play", crouched), (resistance, minions, defender)


# -- a response to a minion exerting as the cost of its special ability ----------------------


def _rush_goblin(card: str) -> tuple[Game, int, int, int]:
    """Rush of Steeds in play; the Unyielding Goblin skirmishes Boromir at Moria
    Guardroom (underground) and uses its ability: "exert it to exert a companion"."""
    sc = _path(STABLES, GUARDROOM)
    rush = sc.support(card)
    game, boromir, goblin = _skirmish(sc, "11_142")
    use(game, goblin)
    return game, rush, boromir, goblin


def test_rush_of_steeds_prevents_a_minions_exertion_as_a_cost_and_returns_it_to_hand():
    # "Response: If a minion exerts as a cost of its special ability, discard this
    # condition to prevent that and return that minion to its owner's hand." The ability
    # is then not carried out: Boromir does not exert.
    game, rush, boromir, goblin = _rush_goblin("11_157")
    assert game.decision.kind == "optional_trigger" and game.decision.player == game.s.fp
    act(game, "resolve", rush)
    assert game.s.zone[rush] == "discard"
    assert game.s.zone[goblin] == "hand" and game.s.holder[goblin] == game.s.order[1]
    assert game.s.wounds[boromir] == 0


def test_rush_of_steeds_declined_the_ability_goes_on():
    game, rush, boromir, goblin = _rush_goblin("11_157")
    act(game, "pass")
    assert game.s.zone[rush] == "support"
    assert game.s.wounds[goblin] == 1 and game.s.wounds[boromir] == 1


def test_rush_of_steeds_needs_a_rohan_man_to_play():
    # "To play, spot a [rohan] Man." Sword Rack is [rohan], not a Man.
    for companion, playable in (("4_292", True), (BOROMIR, False)):
        sc = _path(STABLES, ETTENMOORS)
        sc.companion(companion)
        sc.support("11_158")
        rush = sc.hand("11_157")
        game = sc.twilight(0).start("fellowship")
        assert can(game, "play", rush) is playable, companion


def test_rush_of_steeds_may_exert_a_minion_each_time_a_shadow_condition_is_played():
    # "Each time a Shadow condition is played, you may exert a minion." Not for a minion
    # played; Not Yet Vanquished is a Shadow condition.
    sc = _path(STABLES, ETTENMOORS)
    rush = sc.support("11_157")
    sc.companion(BOROMIR)
    runner = sc.minion("1_231")  # Úlairë Enquëa: can exert
    condition = sc.hand("11_48")
    minion = sc.hand("11_116")  # Denizen of Moria: no text when played
    game = sc.twilight(5).start("shadow")
    act(game, "play", minion)
    assert game.decision.kind != "optional_trigger"
    act(game, "play", condition)
    assert game.decision.kind == "optional_trigger" and game.decision.player == game.s.fp
    act(game, "resolve", rush)  # Úlairë Enquëa: the one minion, Boromir is none
    assert game.s.wounds[runner] == 1


def test_rush_of_steeds_not_for_a_free_peoples_condition():
    sc = _path(STABLES, ETTENMOORS)
    sc.support("11_157")
    sc.companion("4_292")
    sc.minion("1_231")
    rack = sc.hand("11_158")  # Sword Rack: a [rohan] condition
    game = sc.twilight(0).start("fellowship")
    act(game, "play", rack)
    assert game.decision.kind != "optional_trigger"
