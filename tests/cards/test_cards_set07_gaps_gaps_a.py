"""Set 7 (The Return of the King) cards of the starters that needed a rule or a word the
engine lacked (issue 18, helper gaps-a): each test sets a position, uses the card and
checks what its printed text does, with a case for each filter word, cost and condition."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import effects, stats
from ringtable.testing import act, can

BOROMIR, ARAGORN, CAPTAIN, OATHBREAKER, EOMER = "1_97", "1_89", "7_96", "8_41", "4_266"
LEGOLAS, GIMLI = "1_51", "1_13"
RUNNER, TROLL = "1_178", "1_165"  # Goblin Runner (site 4, 5/1), Cave Troll of Moria (15)


# --- First Level, Second Level: maneuver, to a minion ------------------------------------

def _maneuver(level_id: str, companions: tuple[str, ...], wounds: int = 0):
    sc = Scenario()
    level = sc.support(level_id, player=0)
    chars = [sc.companion(c) for c in companions]
    for c in chars:
        sc.wounds(c, wounds)
    runner = sc.minion(RUNNER)
    game = sc.at_site(4).start("maneuver")
    return game, level, chars, runner


def test_first_level_exerts_a_gondor_man_to_go_on_a_minion_strength_minus_1():
    """First Level (7_92): "Maneuver: Exert a [gondor] Man ... to transfer this condition
    from your support area to a minion." Boromir exerts; Goblin Runner bears it and is
    strength 5 - 1; Legolas is not offered as a bearer; used once, it is not usable
    again from the minion."""
    game, level, (boromir, _legolas), runner = _maneuver("7_92", (BOROMIR, LEGOLAS))
    use(game, level)
    assert game.s.wounds[boromir] == 1
    assert game.s.zone[level] == "attached" and game.s.bearer[level] == runner
    assert strength(game, runner) == 5 - 1
    act(game, "pass")  # the Shadow player
    assert game.decision.player == 0 and not can(game, "use", level)


def test_first_level_spots_a_knight_instead():
    """First Level (7_92): "or spot a knight": an exhausted Gondorian Captain (a knight)
    is spotted and nobody exerts; an exhausted Boromir without a knight: not usable."""
    game, level, (captain,), runner = _maneuver("7_92", (CAPTAIN,), wounds=2)
    act(game, "use", level, value=1)
    assert game.s.bearer[level] == runner and game.s.wounds[captain] == 2
    act(game, "pass")  # the Shadow player; on the minion it is not usable again
    assert game.decision.player == 0 and not can(game, "use", level)
    game2, level2, _c, _r = _maneuver("7_92", (BOROMIR,), wounds=2)
    assert not can(game2, "use", level2)


def test_first_level_needs_a_gondor_man_to_exert():
    """First Level (7_92): "Exert a [gondor] Man": Oathbreaker (a [gondor] Wraith) or
    Éomer (a [rohan] Man) cannot pay, and no knight is spotted."""
    for who in (OATHBREAKER, EOMER):
        game, level, _c, _r = _maneuver("7_92", (who,))
        assert not can(game, "use", level), who


def test_first_level_needs_a_minion():
    """First Level (7_92): "to a minion": without a minion in play nothing is offered."""
    sc = Scenario()
    level = sc.support("7_92", player=0)
    sc.companion(BOROMIR)
    game = sc.at_site(4).start("maneuver")
    assert not can(game, "use", level)


def test_second_level_makes_its_minion_site_number_plus_2():
    """Second Level (7_118): "Exert a [gondor] Man ... to transfer this condition ... to
    a minion": Goblin Runner (site 4) at site 4 bears it: site number 6, roaming."""
    game, level, (boromir, _legolas), runner = _maneuver("7_118", (BOROMIR, LEGOLAS))
    assert not stats.is_roaming(game, runner)
    use(game, level)
    assert game.s.wounds[boromir] == 1 and game.s.bearer[level] == runner
    assert stats.site_number(game, runner) == 6 and stats.is_roaming(game, runner)
    act(game, "pass")
    assert not can(game, "use", level)


def test_second_level_spots_a_ranger_instead():
    """Second Level (7_118): "or spot a ranger": an exhausted Aragorn (a ranger) is
    spotted and nobody exerts; an exhausted Boromir and no ranger: not usable; Éomer or
    Oathbreaker cannot pay the exertion."""
    game, level, (aragorn,), runner = _maneuver("7_118", (ARAGORN,), wounds=3)
    act(game, "use", level, value=1)
    assert game.s.bearer[level] == runner and game.s.wounds[aragorn] == 3
    act(game, "pass")  # the Shadow player; on the minion it is not usable again
    assert game.decision.player == 0 and not can(game, "use", level)
    game2, level2, _c, _r = _maneuver("7_118", (BOROMIR,), wounds=2)
    assert not can(game2, "use", level2)
    for who in (OATHBREAKER, EOMER):
        game3, level3, _c, _r = _maneuver("7_118", (who,))
        assert not can(game3, "use", level3), who


# --- Third Level: skirmish, a minion skirmishing a [gondor] Man ----------------------------

def _skirmish(level_id: str, companions: tuple[str, ...], defender: str, wounds: int = 0):
    sc = Scenario()
    level = sc.support(level_id, player=0)
    chars = [sc.companion(c) for c in companions]
    fp = chars[companions.index(defender)] if defender in companions else sc.companion(defender)
    troll = sc.minion(TROLL)
    sc.assign(troll, fp)
    other = sc.minion(RUNNER)
    sc.assign(other, sc.companion(LEGOLAS))
    for c in chars:
        sc.wounds(c, wounds)
    game = sc.at_site(4).start("skirmishes")
    act(game, "skirmish", fp)
    return game, level, chars, troll, other


def test_third_level_exerts_a_gondor_man_to_go_on_the_minion_skirmishing_him():
    """Third Level (7_125): "Skirmish: Exert a [gondor] Man ... to transfer this condition
    from your support area to a minion skirmishing a [gondor] Man." Boromir exerts; the
    Cave Troll facing him bears it (site number 4 + 4), not the Runner facing Legolas."""
    game, level, (boromir,), troll, other = _skirmish("7_125", (BOROMIR,), BOROMIR)
    use(game, level)
    assert game.s.wounds[boromir] == 1 and game.s.bearer[level] == troll
    assert stats.site_number(game, troll) == 8 and stats.site_number(game, other) == 4
    act(game, "pass")
    assert not can(game, "use", level)


def test_third_level_spots_2_rangers_instead():
    """Third Level (7_125): "or spot 2 rangers": exhausted Aragorn and Faramir are
    spotted and nobody exerts; Aragorn alone (exhausted) is not enough."""
    game, level, chars, troll, _o = _skirmish("7_125", (ARAGORN, "4_116"), ARAGORN, wounds=2)
    game.s.wounds[chars[0]] = 3  # Aragorn: vitality 4
    act(game, "use", level, value=1)
    assert game.s.bearer[level] == troll and [game.s.wounds[c] for c in chars] == [3, 2]
    act(game, "pass")  # the Shadow player; on the minion it is not usable again
    assert game.decision.player == 0 and not can(game, "use", level)
    game2, level2, chars2, _t, _o = _skirmish("7_125", (ARAGORN,), ARAGORN, wounds=3)
    assert not can(game2, "use", level2)


def test_third_level_needs_a_minion_skirmishing_a_gondor_man():
    """Third Level (7_125): Gimli's (a Dwarf), Éomer's (a [rohan] Man) or Oathbreaker's
    (a [gondor] Wraith) skirmish offers nothing, though Boromir could exert; and an
    Éomer or Oathbreaker alone cannot pay."""
    for defender in (GIMLI, EOMER, OATHBREAKER):
        game, level, _c, _t, _o = _skirmish("7_125", (BOROMIR, ARAGORN, "4_116"), defender)
        assert not can(game, "use", level), defender
    for who in (EOMER, OATHBREAKER):
        game, level, _c, _t, _o = _skirmish("7_125", (who, BOROMIR), BOROMIR, wounds=0)
        game.s.wounds[_c[1]] = 2  # Boromir exhausted: only the other could exert
        assert not can(game, "use", level), who


# --- They Sang as They Slew: exert X mounted companions to wound X minions -----------------

def _sang(card: str, mounted: int, plain: int = 1, minions: int = 3, exhausted: int = 0):
    """Éomer, Éowyn... on Rider's Mounts (``mounted``), Boromir(s) on foot, in the
    regroup phase against a Warg-rider on a Warg (a mounted minion) and Moria Scouts
    (``minions`` in all); ``exhausted`` riders have 2 wounds."""
    sc = Scenario()
    riders = []
    for k in range(mounted):
        rider = sc.companion(("4_267", "4_270", "5_122")[k])
        sc.bear(rider, "4_287")  # Rider's Mount
        if k < exhausted:
            sc.wounds(rider, 2)
        riders.append(rider)
    walkers = [sc.companion(BOROMIR) for _ in range(plain)]
    mounted_minion = sc.minion("5_67")  # Warg-rider on a Warg: a mounted minion
    sc.bear(mounted_minion, "5_65")
    scouts = [mounted_minion] + [sc.minion("1_191") for _ in range(minions - 1)]
    event = sc.hand(card, player=0)
    game = sc.at_site(4).start("regroup")
    return game, event, riders, walkers, scouts


def test_they_sang_as_they_slew_exerts_x_mounted_companions_to_wound_x_minions():
    """They Sang as They Slew (7_256): "Exert X mounted companions to wound X minions."
    Two riders are exerted (X = 2; Boromir on foot and the mounted Warg-rider are not
    offered), then 2 different minions of the 3 are wounded."""
    game, event, riders, walkers, scouts = _sang("7_256", 2)
    act(game, "play", event)
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == set(riders) and walkers[0] not in d.cards
    act(game, "choose", riders[0])
    act(game, "choose", riders[1])
    assert [game.s.wounds[r] for r in riders] == [1, 1] and game.s.wounds[walkers[0]] == 0
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == set(scouts)
    act(game, "choose", scouts[0])
    act(game, "choose", scouts[2])
    assert [game.s.wounds[m] for m in scouts] == [1, 0, 1]


def test_they_sang_as_they_slew_x_may_be_1():
    """They Sang as They Slew (7_256): X is the player's choice: one rider of two exerts
    (the choice is closed after one), and one minion is wounded."""
    game, event, riders, _w, scouts = _sang("7_256", 2)
    act(game, "play", event)
    act(game, "choose", riders[1])
    act(game, "pass")  # no second rider: X = 1
    assert [game.s.wounds[r] for r in riders] == [0, 1]
    act(game, "choose", scouts[1])
    assert [game.s.wounds[m] for m in scouts] == [0, 1, 0]


def test_they_sang_as_they_slew_needs_a_mounted_companion_who_can_exert():
    """They Sang as They Slew (7_256): with no mounted companion (Boromir on foot), or
    the only rider exhausted, it cannot be played; an exhausted rider is not offered
    beside one who can exert, whose one exertion wounds the single minion."""
    game, event, _r, _w, _s = _sang("7_256", 0)
    assert not can(game, "play", event)
    game, event, _r, _w, _s = _sang("7_256", 1, exhausted=1)
    assert not can(game, "play", event)
    game, event, riders, _w, scouts = _sang("7_256", 2, exhausted=1, minions=1)
    act(game, "play", event)
    assert game.s.wounds[riders[1]] == 1 and game.s.wounds[scouts[0]] == 1


# --- Morgul Spearman: an assignment cost -----------------------------------------------------

def _spearman(card: str, nazgul: bool = True, exhausted: bool = False):
    """Assignment phase: Boromir and Aragorn against Morgul Spearman and a Goblin Runner
    (and Úlairë Nertëa, a Nazgûl); every companion ``exhausted`` or none."""
    sc = Scenario()
    boromir, aragorn = sc.companion(BOROMIR), sc.companion(ARAGORN)
    if exhausted:
        for c in (0, boromir, aragorn):  # Frodo too
            sc.wounds(c, sc.db[sc._specs[c].card_id].vitality - 1)
    spearman = sc.minion(card)
    runner = sc.minion(RUNNER)
    if nazgul:
        sc.minion("1_234")
    game = sc.at_site(4).start("assign")
    return game, spearman, runner, (0, boromir, aragorn)


def _assigns(game, minion: int) -> list:
    return [a for a in game.legal_actions() if a.kind == "assign" and a.target == minion]


def test_morgul_spearman_the_free_peoples_player_exerts_a_companion_to_assign_it():
    """Morgul Spearman (7_201): "While you can spot a Nazgûl, the Free Peoples player
    must exert a companion to assign this minion to a skirmish." Assigning Boromir to it
    is offered once per companion who may exert (Frodo, Boromir, Aragorn); Aragorn
    exerts; the Goblin Runner needs nothing."""
    game, spearman, runner, (frodo, boromir, aragorn) = _spearman("7_201")
    options = [a for a in _assigns(game, spearman) if a.card == boromir]
    assert sorted(a.value for a in options) == sorted([frodo, boromir, aragorn])
    act(game, "assign", boromir, spearman, value=aragorn)
    assert game.s.assigned[spearman] == boromir and game.s.wounds[aragorn] == 1
    assert game.s.wounds[boromir] == 0
    act(game, "assign", frodo, runner)
    assert game.s.assigned[runner] == frodo and game.s.wounds[frodo] == 0


def test_morgul_spearman_costs_nothing_without_a_nazgul_or_for_the_shadow_player():
    """Morgul Spearman (7_201): "While you can spot a Nazgûl": without one, assigning it
    exerts nobody; the Shadow player assigning it as a leftover exerts nobody either."""
    game, spearman, _r, chars = _spearman("7_201", nazgul=False)
    assert len([a for a in _assigns(game, spearman) if a.card == chars[1]]) == 1
    act(game, "assign", chars[1], spearman)
    assert game.s.assigned[spearman] == chars[1] and all(game.s.wounds[c] == 0 for c in chars)
    game, spearman, _r, chars = _spearman("7_201")
    act(game, "pass")  # the Free Peoples player assigns nobody
    act(game, "assign", chars[1], spearman)  # the Shadow player's leftover
    assert game.s.assigned[spearman] == chars[1] and all(game.s.wounds[c] == 0 for c in chars)


def test_morgul_spearman_cannot_be_assigned_when_no_companion_can_exert():
    """Morgul Spearman (7_201): with every companion exhausted the Free Peoples player
    cannot assign it (the Goblin Runner still can be)."""
    game, spearman, runner, _chars = _spearman("7_201", exhausted=True)
    assert not _assigns(game, spearman) and _assigns(game, runner)


# --- Long Spear: a possession played as a skirmish event ----------------------------------

def _spear(card: str, stage: str = "skirmishes", threats: int = 0, defender: str = "4_267"):
    """Éomer (a [rohan] Man, 7) or ``defender`` skirmishes a Moria Scout; Boromir beside;
    the possession in hand; ``threats`` on the dead pile (limit: 3 companions)."""
    sc = Scenario()
    fp = sc.companion(defender)
    boromir = sc.companion(BOROMIR)
    scout = sc.minion("1_191")
    sc.assign(scout, fp)
    spear = sc.hand(card, player=0)
    sc.threats(threats)
    game = sc.at_site(4).start(stage)
    return game, spear, fp, boromir


def test_long_spear_adds_a_threat_to_be_played_in_a_skirmish():
    """Long Spear (7_240): "You may add a threat to play this possession any time you
    could play a skirmish event." In Éomer's skirmish it goes on him (strength 7 + 2) and
    a threat is added; not on Boromir (a [gondor] Man: "Bearer must be a [rohan] Man")."""
    game, spear, eomer, boromir = _spear("7_240")
    assert can(game, "play", spear, eomer) and not can(game, "play", spear, boromir)
    act(game, "play", spear, eomer)
    assert game.s.bearer[spear] == eomer and strength(game, eomer) == 7 + 2
    assert game.s.threats[0] == 1


def test_long_spear_needs_room_for_the_threat_in_a_skirmish():
    """Long Spear (7_240): with the threats at the limit (3 companions) it cannot be
    played in a skirmish; one under the limit, it can."""
    game, spear, eomer, _b = _spear("7_240", threats=3)
    assert not can(game, "play", spear, eomer)
    game, spear, eomer, _b = _spear("7_240", threats=2)
    act(game, "play", spear, eomer)
    assert game.s.threats[0] == 3


def _then_best_company(card: str, holder: str, decline: bool = False):
    """``holder`` (with Gimli beside) skirmishes a Moria Scout; ``card`` is played on
    him or her (its optional trigger declined when ``decline``), then, after the Shadow
    player passes, Best Company (a skirmish event: a Dwarf strength +2)."""
    sc = Scenario()
    fp = sc.companion(holder)
    sc.companion(GIMLI)
    scout = sc.minion("1_191")
    sc.assign(scout, fp)
    item = sc.hand(card, player=0)
    best = sc.hand("Best Company", player=0)
    game = sc.at_site(4).start("skirmishes")
    act(game, "play", item, fp)
    threats = game.s.threats[0]
    if decline:
        act(game, "pass")
    act(game, "pass")  # the Shadow player
    act(game, "play", best)
    return game, scout, best, threats


def test_long_spear_adds_no_threat_when_another_card_is_played():
    """Long Spear (7_240): its threat is for playing *this* possession: Best Company (a
    skirmish event) played after it in the same skirmish adds none."""
    game, _scout, best, threats = _then_best_company("7_240", "4_267")
    assert threats == 1 and game.s.threats[0] == 1 and game.s.zone[best] == "discard"


def test_long_spear_in_the_fellowship_phase_costs_no_threat_and_not_in_other_phases():
    """Long Spear (7_240): played in the fellowship phase as any possession, no threat is
    added (even with the threats at the limit); in the maneuver phase it cannot be."""
    for threats in (0, 3):
        game, spear, eomer, _b = _spear("7_240", stage="fellowship", threats=threats)
        act(game, "play", spear, eomer)
        assert game.s.bearer[spear] == eomer and game.s.threats[0] == threats
    game, spear, eomer, _b = _spear("7_240", stage="maneuver")
    assert not can(game, "play", spear, eomer)


def _sword(card: str, stage: str = "skirmishes", eowyn_fights: bool = True):
    """Éowyn (7_228) and Boromir; Moria Scouts face Éowyn (or Boromir) and the other;
    the sword in hand."""
    sc = Scenario()
    eowyn = sc.companion("7_228")
    boromir = sc.companion(BOROMIR)
    mine, other = sc.minion("1_191"), sc.minion("1_191")
    sc.assign(mine, eowyn if eowyn_fights else boromir)
    sc.assign(other, boromir if eowyn_fights else eowyn)
    sword = sc.hand(card, player=0)
    game = sc.at_site(4).start(stage)
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", eowyn if eowyn_fights else boromir)
    return game, sword, eowyn, mine, other


def test_eowyns_sword_is_played_in_her_skirmish_and_may_wound_her_minion():
    """Éowyn's Sword (7_230): "You may play this possession any time you could play a
    skirmish event. When you play this possession, you may wound a minion Éowyn is
    skirmishing." In her skirmish it goes on her (6 + 3); the Scout she faces is wounded,
    not the one facing Boromir."""
    game, sword, eowyn, mine, other = _sword("7_230")
    act(game, "play", sword, eowyn)
    assert game.s.bearer[sword] == eowyn and strength(game, eowyn) == 6 + 3
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", sword)
    assert game.s.wounds[mine] == 1 and game.s.wounds[other] == 0


def test_eowyns_sword_the_wound_may_be_declined_and_needs_her_in_a_skirmish():
    """Éowyn's Sword (7_230): "you may": declined, no wound; played in the fellowship
    phase (no skirmish) nothing is offered; not in the maneuver phase."""
    game, sword, eowyn, mine, _o = _sword("7_230")
    act(game, "play", sword, eowyn)
    act(game, "pass")
    assert game.s.wounds[mine] == 0
    game, sword, eowyn, mine, other = _sword("7_230", stage="fellowship")
    act(game, "play", sword, eowyn)
    assert game.decision.kind != "optional_trigger"
    assert game.s.wounds[mine] == 0 and game.s.wounds[other] == 0
    game, sword, eowyn, _m, _o = _sword("7_230", stage="maneuver")
    assert not can(game, "play", sword, eowyn)


def test_eowyns_sword_wounds_only_when_it_is_played():
    """Éowyn's Sword (7_230): "When you play this possession": Best Company played later
    in the same skirmish offers no wound."""
    game, scout, _best, _t = _then_best_company("7_230", "7_228", decline=True)
    assert game.decision.kind != "optional_trigger" and game.s.wounds[scout] == 0


# --- Battle Tested, Preparations: cards stacked on [dwarven] conditions -------------------

def _stacked_dwarven(host: str, cards: tuple[str, ...], stage: str, minion: str = "1_191"):
    """Gimli (6) skirmishes ``minion``; ``host`` in the support area with ``cards``
    stacked on it."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    legolas = sc.companion(LEGOLAS)
    m = sc.minion(minion)
    sc.assign(m, gimli)
    hall = sc.support(host, player=0)
    piles = [sc.discard(c, player=0) for c in cards]
    game = sc.at_site(4).start(stage)
    for c in piles:
        effects.stack(game, c, hall)
    return game, hall, piles, gimli, legolas, m


def test_battle_tested_is_plus_4_with_a_card_stacked_on_a_dwarven_condition():
    """Battle Tested (7_3): "Make a Dwarf strength +2 (+4 if you spot a card stacked on a
    [dwarven] condition)." With a card on Courtesy of My Hall: Gimli +4; with none, or a
    card on The Shards of Narsil (a [gondor] artifact): +2."""
    for host, cards, bonus in (("4_44", (LEGOLAS,), 4), ("4_44", (), 2),
                               ("3_44", (BOROMIR,), 2)):
        sc = Scenario()
        gimli = sc.companion(GIMLI)
        sc.companion(LEGOLAS)
        sc.assign(sc.minion("1_191"), gimli)
        hall = sc.support(host, player=0)
        piles = [sc.discard(c, player=0) for c in cards]
        event = sc.hand("7_3", player=0)
        game = sc.at_site(4).start("skirmishes")
        for c in piles:
            effects.stack(game, c, hall)
        act(game, "play", event)
        assert strength(game, gimli) == 6 + bonus, (host, cards)


def test_preparations_exerts_a_dwarf_companion_to_stack_a_card_from_discard():
    """Preparations (7_12): "Regroup: Exert a Dwarf companion to stack a card from your
    discard pile here." Gimli exerts; the Legolas card in the discard pile is stacked;
    with Gimli exhausted (Legolas, an Elf, and Grimir, a Dwarf ally, cannot pay) it
    cannot be used."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    sc.companion(LEGOLAS)
    sc.ally("1_17")  # Grimir, a Dwarf ally: not a companion
    sc.minion("1_191")
    prep = sc.support("7_12", player=0)
    card = sc.discard(LEGOLAS, player=0)
    game = sc.at_site(4).start("regroup")
    act(game, "use", prep, value=0)
    assert game.s.wounds[gimli] == 1 and game.s.zone[card] == "stacked"
    game.s.wounds[gimli] = 2
    game.s.move(card, "discard", 0)
    act(game, "pass")  # the Shadow player
    assert not can(game, "use", prep, value=0)


def test_preparations_wounds_the_minion_once_per_dwarven_card_stacked_and_is_discarded():
    """Preparations (7_12): "Skirmish: Wound a minion skirmishing a Dwarf once for each
    [dwarven] card stacked here. Discard this condition." Two [dwarven] cards and a
    [gondor] one stacked: the Cave Troll facing Gimli takes 2 wounds; Preparations is
    discarded."""
    game, prep, _p, _g, _l, troll = _stacked_dwarven(
        "7_12", ("1_13", "4_45", BOROMIR), "skirmishes", minion="1_165")
    act(game, "use", prep, value=1)
    assert game.s.wounds[troll] == 2 and game.s.zone[prep] == "discard"


def test_preparations_needs_a_minion_skirmishing_a_dwarf():
    """Preparations (7_12): "a minion skirmishing a Dwarf": in Legolas's skirmish it
    cannot be used."""
    sc = Scenario()
    sc.companion(GIMLI)
    legolas = sc.companion(LEGOLAS)
    sc.assign(sc.minion("1_191"), legolas)
    prep = sc.support("7_12", player=0)
    game = sc.at_site(4).start("skirmishes")
    assert not can(game, "use", prep, value=1)


# --- Loyalty Unshaken ------------------------------------------------------------------------

def test_loyalty_unshaken_may_stack_2_cards_from_hand_and_draws_per_dwarven_card():
    """Loyalty Unshaken (7_10): "When you play this condition, you may stack 2 cards from
    hand here and draw a card for each [dwarven] card you stack." Gimli (a [dwarven]
    card) and Legolas are stacked: one card is drawn; declined, nothing is stacked."""
    for accept in (True, False):
        sc = Scenario()
        sc.companion(BOROMIR)
        loyalty = sc.hand("7_10", player=0)
        gimli_card, legolas_card = sc.hand(GIMLI, player=0), sc.hand(LEGOLAS, player=0)
        second = sc.draw_top(BOROMIR)
        drawn = sc.draw_top(BOROMIR)
        game = sc.twilight(0).start("fellowship")
        act(game, "play", loyalty)
        assert game.decision.kind == "optional_trigger"
        if not accept:
            act(game, "pass")
            assert game.s.zone[gimli_card] == "hand" and game.s.zone[drawn] == "draw"
            continue
        act(game, "resolve", loyalty)
        if game.decision is not None and game.decision.kind == "choose":  # which 2
            act(game, "choose", gimli_card)
            act(game, "choose", legolas_card)
        assert game.s.bearer[gimli_card] == loyalty and game.s.bearer[legolas_card] == loyalty
        assert game.s.zone[drawn] == "hand" and game.s.zone[second] == "draw"  # one card


def test_loyalty_unshaken_stacks_only_when_it_is_played():
    """Loyalty Unshaken (7_10): "When you play this condition": in play, another card
    played (There and Back Again) offers no stacking."""
    sc = Scenario()
    sc.companion(BOROMIR)
    loyalty = sc.support("7_10", player=0)
    other = sc.hand("1_317", player=0)
    for _ in range(3):
        sc.hand(GIMLI, player=0)
    game = sc.twilight(0).start("fellowship")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger" and not any(
        game.s.zone[c] == "stacked" and game.s.bearer[c] == loyalty
        for c in range(len(game.s.defs)))


def test_loyalty_unshaken_needs_2_cards_in_hand_to_stack():
    """Loyalty Unshaken (7_10): "stack 2 cards": with one card left in hand nothing is
    offered."""
    sc = Scenario()
    sc.companion(BOROMIR)
    loyalty = sc.hand("7_10", player=0)
    sc.hand(GIMLI, player=0)
    game = sc.twilight(0).start("fellowship")
    act(game, "play", loyalty)
    assert game.decision.kind != "optional_trigger"


def test_loyalty_unshaken_makes_a_dwarf_strength_plus_2_and_damage_per_dwarven_card():
    """Loyalty Unshaken (7_10): "Skirmish: Make a Dwarf strength +2. Also, make that Dwarf
    damage +2 for each [dwarven] card stacked on this condition. Discard this condition."
    Two [dwarven] cards and a [gondor] one stacked: Gimli is 6 + 2 and damage +1 + 4;
    the condition is discarded. Legolas is not offered."""
    game, loyalty, _p, gimli, legolas, _m = _stacked_dwarven(
        "7_10", (GIMLI, "4_45", BOROMIR), "skirmishes")
    act(game, "use", loyalty)
    assert strength(game, gimli) == 6 + 2 and strength(game, legolas) == 6
    assert stats.keyword(game, gimli, "damage") == 1 + 4
    assert game.s.zone[loyalty] == "discard"
