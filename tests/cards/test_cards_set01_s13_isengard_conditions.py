"""Set 1 [isengard] conditions and events of the Fellowship block (issue 18), helper
s13-isengard."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_isengard import _companions, _fierce_until_regroup
from test_cards_set03_s13_isengard import _offered_until

from ringtable.engine import effects, playing, stats
from ringtable.testing import act, can, pass_until


def _wins(condition: str, minion: str, twilight: int, *, wounds: int = 1,
          defender: str = "1_97"):
    """``condition`` in the Shadow support area; ``minion`` (with ``wounds``) beats
    ``defender``."""
    sc = Scenario()
    fp = sc.companion(defender)
    card = sc.support(condition, player=1)
    other = sc.minion("1_151")  # another Uruk-hai, not in the skirmish
    m = sc.minion(minion)
    sc.wounds(m, wounds).assign(m, fp)
    game = sc.twilight(twilight).start("skirmishes")
    return game, card, m, other


def test_uruk_bloodlust_removes_one_to_heal_the_uruk_hai_that_won():
    """Uruk Bloodlust (1_144): "If your Uruk-hai wins a skirmish, remove (1) to heal him."
    Uruk Slayer (9, one wound) beats Boromir."""
    game, bloodlust, slayer, other = _wins("1_144", "1_153", 1)
    game.s.wounds[other] = 1  # Uruk Savage, wounded, not in the skirmish
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", bloodlust)
    assert game.s.wounds[slayer] == 0 and game.s.twilight == 0
    assert game.s.wounds[other] == 1


def test_uruk_bloodlust_needs_one_twilight_and_an_uruk_hai_winner():
    """Uruk Bloodlust (1_144): with no twilight it is not offered; nor when an Orc wins
    (Goblin Patrol Troop), nor when the Uruk-hai loses (Uruk Savage to Boromir)."""
    game, bloodlust, slayer, _o = _wins("1_144", "1_153", 0)
    assert not _offered_until(game, bloodlust, "skirmish_ended")
    assert game.s.wounds[slayer] == 1
    game, bloodlust, troop, _o = _wins("1_144", "1_177", 2)
    assert not _offered_until(game, bloodlust, "skirmish_ended")
    assert game.s.wounds[troop] == 1
    game, bloodlust, _savage, _o = _wins("1_144", "1_151", 2)
    assert not _offered_until(game, bloodlust, "skirmish_ended")


def test_uruk_hai_rampage_removes_three_to_make_the_winner_fierce():
    """Uruk-hai Rampage (1_159): "If your Uruk-hai wins a skirmish, remove (3) to make him
    fierce until the regroup phase." """
    game, rampage, slayer, _o = _wins("1_159", "1_153", 3, wounds=0)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", rampage)
    assert game.s.twilight == 0 and _fierce_until_regroup(game, slayer)


def test_uruk_hai_rampage_needs_three_twilight_and_an_uruk_hai_winner():
    """Uruk-hai Rampage (1_159): (2) is not enough; an Orc winning is not answered."""
    game, rampage, _slayer, _o = _wins("1_159", "1_153", 2, wounds=0)
    assert not _offered_until(game, rampage, "skirmish_ended")
    game, rampage, _troop, _o = _wins("1_159", "1_177", 3, wounds=0)
    assert not _offered_until(game, rampage, "skirmish_ended")


def test_uruk_hai_rampage_and_greed_need_an_uruk_hai_to_play():
    """Uruk-hai Rampage (1_159), Greed (1_125): "To play, spot an Uruk-hai." A [moria] Orc
    is not one."""
    for card in ("1_159", "1_125"):
        sc = Scenario()
        sc.minion("1_177")
        c = sc.hand(card)
        game = sc.twilight(3).at_site(3).start("shadow")
        assert not can(game, "play", c)
        sc = Scenario()
        sc.minion("1_151")
        c = sc.hand(card)
        game = sc.twilight(3).at_site(3).start("shadow")
        act(game, "play", c)
        assert game.s.zone[c] == "support"


def _greed(card: str, companions: int, twilight: int):
    sc = Scenario()
    uruk = sc.minion("1_151")
    others = _companions(sc, companions)
    greed = sc.support(card, player=1)
    game = sc.twilight(twilight).start("maneuver")
    act(game, "pass")
    return game, greed, [*others, uruk]


def test_greed_spots_six_companions_and_removes_two_to_wound_one():
    """Greed (1_125): "Spot 6 companions and remove (2) to wound a companion (except the
    Ring-bearer)." """
    game, greed, others = _greed("1_125", 6, 2)
    use(game, greed)
    assert game.s.twilight == 0
    assert not can(game, "choose", game.s.ring_bearer[game.s.fp])
    assert not can(game, "choose", others[-1])  # the Uruk Savage
    act(game, "choose", others[0])
    assert game.s.wounds[others[0]] == 1


def test_greed_needs_six_companions_and_two_twilight():
    """Greed (1_125): 5 companions, or (1), is not enough."""
    game, greed, _o = _greed("1_125", 5, 2)
    assert not can(game, "use", greed)
    game, greed, _o = _greed("1_125", 6, 1)
    assert not can(game, "use", greed)


def _caradhras(card: str, companions: int, minion: str = "1_151"):
    sc = Scenario()
    m = sc.minion(minion)
    others = _companions(sc, companions)
    sc.wounds(sc.ring_bearer(), 3)  # the Ring-bearer exhausted too (not offered)
    sc.wounds(others[0], 2)  # Boromir exhausted (vitality 3)
    sc.wounds(sc.minion("1_151"), 2)  # an exhausted minion (not offered)
    event = sc.hand(card)
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    return game, event, m, others


def test_caradhras_has_not_forgiven_us_discards_an_exhausted_companion():
    """Caradhras Has Not Forgiven Us (1_123): "Exert an [isengard] minion and spot 5
    companions to discard an exhausted companion (except the Ring-bearer)." Boromir goes;
    the exhausted Frodo and the unwounded companions stay."""
    game, event, m, others = _caradhras("1_123", 5)
    act(game, "play", event)
    assert game.s.wounds[m] == 1
    assert game.s.zone[others[0]] == "discard"
    assert all(game.s.zone[c] == "fellowship" for c in others[1:])
    assert game.s.zone[game.s.ring_bearer[game.s.fp]] == "fellowship"


def test_caradhras_has_not_forgiven_us_needs_five_companions_and_an_isengard_minion():
    """Caradhras Has Not Forgiven Us (1_123): 4 companions, or only a [moria] Orc to
    exert, is not enough."""
    game, event, _m, _o = _caradhras("1_123", 4)
    assert not can(game, "play", event)
    game, event, _m, _o = _caradhras("1_123", 5, "1_177")
    assert not can(game, "play", event)


def test_misadventure_of_mr_underhill_companions_cost_two_more_off_sanctuaries():
    """The Misadventure of Mr. Underhill (1_129): "The twilight cost of each companion
    played to a site which is not a sanctuary is +2." At site 2 Boromir costs 3 + 2, an
    ally does not change; at the sanctuary (site 3) Boromir costs 3."""
    for site, extra in ((2, 2), (3, 0)):
        sc = Scenario()
        sc.support("1_129", player=1)
        boromir = sc.hand("1_97", player=0)
        rosie = sc.hand("1_309", player=0)
        game = sc.at_site(site).start("fellowship")
        assert playing.twilight_cost(game, boromir, 0) == 3 + extra
        assert playing.twilight_cost(game, rosie, 0) == game.cards[rosie].twilight_cost


def test_misadventure_and_worry_exert_an_uruk_hai_to_play():
    """The Misadventure of Mr. Underhill (1_129), Worry (1_162): "To play, exert an
    Uruk-hai." An exhausted Uruk-hai (or an Orc) cannot pay; played, the Uruk-hai exerts
    once, and a card played later exerts nobody."""
    for card in ("1_129", "1_162"):
        sc = Scenario()
        uruk = sc.minion("1_151")  # Uruk Savage, vitality 3
        sc.minion("1_177")
        sc.wounds(uruk, 2)
        c = sc.hand(card)
        game = sc.twilight(3).at_site(3).start("shadow")
        assert not can(game, "play", c)
        sc = Scenario()
        uruk = sc.minion("1_151")
        troop = sc.minion("1_177")
        c = sc.hand(card)
        slayer = sc.hand("1_153")  # Uruk Slayer, played after it
        game = sc.twilight(9).at_site(3).start("shadow")
        act(game, "play", c)
        assert game.s.zone[c] == "support" and game.s.wounds[uruk] == 1
        assert game.s.wounds[troop] == 0
        act(game, "play", slayer)
        assert game.decision.kind == "action" and game.s.wounds[uruk] == 1
        assert game.s.wounds[slayer] == 0


def test_no_ordinary_storm_exerts_a_gandalf_companion_when_weather_is_played():
    """No Ordinary Storm (1_130): "Each time you play a weather condition, exert a
    [gandalf] companion or [gandalf] ally." Gandalf exerts, Boromir does not; playing
    Their Arrows Enrage (a condition, no weather) exerts nobody."""
    sc = Scenario()
    gandalf = sc.companion("1_364")
    boromir = sc.companion("1_97")
    rosie = sc.ally("1_309")  # a [shire] ally
    sc.support("1_130", player=1)
    uruk = sc.minion("1_153")
    enrage = sc.hand("1_141")
    snows = sc.hand("1_138")
    game = sc.twilight(6).at_site(3).start("shadow")
    act(game, "play", enrage)
    assert game.s.wounds[gandalf] == 0
    act(game, "play", snows)
    while game.decision.kind == "order_triggers":  # its own exertion, then the Storm's
        act(game, "resolve", game.legal_actions()[0].card)
    assert game.s.wounds[uruk] == 1  # its own cost
    assert game.s.wounds[gandalf] == 1 and game.s.wounds[boromir] == 0
    assert game.s.wounds[rosie] == 0


def test_no_ordinary_storm_ignores_a_weather_event():
    """No Ordinary Storm (1_130): Cruel Caradhras is weather but an event, no condition."""
    sc = Scenario()
    gandalf = sc.companion("1_364")
    sc.support("1_130", player=1)
    sc.minion("1_153")
    cruel = sc.hand("1_124")
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    act(game, "play", cruel)
    act(game, "choose_option", value=1)  # the Free Peoples player adds a burden
    assert game.s.wounds[gandalf] == 0


def _worry(card: str, minion: str, defender: str = "1_97"):
    sc = Scenario()
    fp = sc.companion(defender)
    sc.support(card, player=1)
    m = sc.minion(minion)
    sc.assign(m, fp)
    game = sc.start("skirmishes")
    return game, fp


def test_worry_a_companion_losing_to_an_uruk_hai_exerts_the_ring_bearer_or_burdens():
    """Worry (1_162): "Each time a companion or ally loses a skirmish involving an
    Uruk-hai, the opponent must choose to either exert the Ring-bearer or add a burden."
    Boromir loses to Uruk Slayer: the Free Peoples player chooses."""
    for option, wounds, burdens in ((0, 1, 0), (1, 0, 1)):
        game, _fp = _worry("1_162", "1_153")
        pass_until(game, decision_kind="choose_option")
        assert game.decision.player == game.s.fp
        act(game, "choose_option", value=option)
        rb = game.s.ring_bearer[game.s.fp]
        assert (game.s.wounds[rb], game.s.burdens[game.s.fp]) == (wounds, burdens)


def test_worry_an_ally_losing_counts_and_an_orc_win_does_not():
    """Worry (1_162): an ally (Orophin) losing to an Uruk-hai counts; Boromir losing to a
    [moria] Orc does not, nor an Uruk-hai losing."""
    game, _fp = _worry("1_162", "1_153", "1_56")
    pass_until(game, decision_kind="choose_option")
    game, _fp = _worry("1_162", "1_177")
    pass_until(game, "skirmish_ended")
    rb = game.s.ring_bearer[game.s.fp]
    assert game.s.burdens[game.s.fp] == 0 and game.s.wounds[rb] == 0
    game, _fp = _worry("1_162", "1_151", "1_365")  # Uruk Savage loses to Aragorn
    pass_until(game, "skirmish_ended")
    rb = game.s.ring_bearer[game.s.fp]
    assert game.s.burdens[game.s.fp] == 0 and game.s.wounds[rb] == 0


def _reach(card: str, minion: str = "1_151"):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    elf = sc.companion("1_53")
    m = sc.minion(minion)
    event = sc.hand(card)
    game = sc.start("maneuver")
    act(game, "pass")
    return game, event, m, (frodo, boromir, elf)


def test_sarumans_reach_the_opponent_exerts_two_companions_of_his_choice():
    """Saruman's Reach (1_137): "Exert an Uruk-hai to make the opponent choose to either
    exert 2 companions ..." The Free Peoples player picks Boromir and the Elf."""
    game, event, m, (frodo, boromir, elf) = _reach("1_137")
    act(game, "play", event)
    assert game.s.wounds[m] == 1
    assert game.decision.player == game.s.fp  # the opponent chooses the option
    act(game, "choose_option", value=0)
    assert game.decision.player == game.s.fp
    assert not can(game, "choose", m)  # companions only
    act(game, "choose", boromir)
    act(game, "choose", elf)
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[elf]) == (0, 1, 1)
    assert not game.s.wearing[game.s.fp]


def test_sarumans_reach_or_the_ring_bearer_puts_on_the_ring_until_regroup():
    """Saruman's Reach (1_137): "... or make the Ring-bearer put on The One Ring until the
    regroup phase." """
    game, event, _m, (frodo, boromir, elf) = _reach("1_137")
    act(game, "play", event)
    act(game, "choose_option", value=1)
    assert game.s.wearing[game.s.fp]
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[elf]) == (0, 0, 0)


def test_sarumans_reach_needs_an_uruk_hai_to_exert():
    """Saruman's Reach (1_137): an [isengard] Orc cannot pay."""
    game, event, _m, _c = _reach("1_137", "3_62")
    assert not can(game, "play", event)


def _spy(card: str, tops: tuple[str, ...], *, wounds: int = 0):
    """The Ring-bearer (bearing The Great Ring, 19_1) puts it on in the maneuver phase;
    ``card`` and an Isengard Worker in play; ``tops`` on the Shadow player's deck."""
    sc = Scenario(rings=("19_1", "19_1"))
    spy = sc.minion(card)
    sc.wounds(spy, wounds)
    sc.minion("3_62")
    sc.minion("1_177")  # a [moria] minion: not counted
    sc.support("1_141", player=1)  # an [isengard] condition: not counted
    sc.discard("1_154", player=1)  # a Shadow card discarded before: not counted
    for c in reversed(tops):
        sc.draw_top(c, player=1)
    game = sc.start("maneuver")
    use(game, sc.ring())
    return game, spy


def test_uruk_spy_exerts_to_discard_per_isengard_minion_and_burden_per_shadow_card():
    """Uruk Spy (1_155): "If the Ring-bearer puts on The One Ring, exert this minion.
    Discard a card from the top of your draw deck for each [isengard] minion you spot. Add
    a burden for each Shadow card discarded in this way." Two [isengard] minions: the top
    2 cards go (a Shadow card and a Free Peoples one): one burden."""
    game, spy = _spy("1_155", ("1_151", "1_97", "1_153"))
    burdens = game.s.burdens[game.s.fp]
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", spy)
    assert game.s.wounds[spy] == 1
    deck = game.s.piles[1]["draw"]
    assert game.cards[deck[0]].id == "1_153" and len(game.s.piles[1]["discard"]) == 1 + 2
    assert game.s.burdens[game.s.fp] == burdens + 1


def test_uruk_spy_two_shadow_cards_two_burdens_and_must_exert():
    """Uruk Spy (1_155): two Shadow cards discarded: two burdens; exhausted, it is not
    offered."""
    game, spy = _spy("1_155", ("1_151", "1_153", "1_97"))
    burdens = game.s.burdens[game.s.fp]
    act(game, "resolve", spy)
    assert game.s.burdens[game.s.fp] == burdens + 2
    game, spy = _spy("1_155", ("1_151", "1_153"), wounds=1)
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_discard_top_as_remembers_the_cards_discarded():
    """The verb option ``discard_top ... as``: the cards discarded are ``$x`` for later
    steps (here counted: two cards, one burden per card)."""
    from cardtest import card_rules

    from ringtable.cards import default_database
    from ringtable.scripts.loader import compile_scripts

    spec = {"title": "Uruk Spy", "trigger": [{"on": "ring_on", "effect": [
        {"discard_top": 2, "player": "you", "as": "gone"}, {"add_burden": "$gone"}]}]}
    rules = card_rules().with_behaviours(
        compile_scripts({"1_155": spec}, default_database(), "test"))
    sc = Scenario(rings=("19_1", "19_1"), rules=rules)
    sc.minion("1_155")
    for c in ("1_97", "1_151", "1_153"):
        sc.draw_top(c, player=1)
    game = sc.start("maneuver")
    burdens = game.s.burdens[game.s.fp]
    use(game, sc.ring())
    assert game.s.burdens[game.s.fp] == burdens + 2
    assert len(game.s.piles[1]["draw"]) == 1


def _alive(card: str, burdens: int, twilight: int = 3):
    sc = Scenario()
    sc.minion("1_151")
    alive = sc.support(card, player=1)
    cards = [sc.hand(c, player=0) for c in ("1_97", "1_92", "1_94")]
    sc.burdens(burdens)
    game = sc.twilight(twilight).at_site(2).start("shadow")
    return game, alive, cards


def test_alive_and_unspoiled_reveals_x_at_random_and_may_discard_one():
    """Alive and Unspoiled (1_120): "Remove (3) and spot X burdens to make the Free
    Peoples player reveal X cards at random from hand. You may discard 1 revealed card."
    Two burdens: two of his three cards are revealed; the Shadow player discards one of
    them (the third is not offered)."""
    game, alive, cards = _alive("1_120", 2)
    events = use(game, alive)
    assert game.s.twilight == 0
    shown = next(e.cards for e in events if e.kind == "revealed")
    assert len(shown) == 2 and set(game.decision.cards) == set(shown)
    act(game, "choose", shown[0])
    assert game.s.zone[shown[0]] == "discard"
    assert [game.s.zone[c] for c in cards].count("hand") == 2


def test_alive_and_unspoiled_the_discard_is_optional_and_costs_three():
    """Alive and Unspoiled (1_120): "You may discard": he may decline; with (2) it cannot
    be used."""
    game, alive, cards = _alive("1_120", 1)
    use(game, alive)
    act(game, "pass")
    assert all(game.s.zone[c] == "hand" for c in cards)
    game, alive, _c = _alive("1_120", 1, twilight=2)
    assert not can(game, "use", alive)


def test_alive_and_unspoiled_exerts_an_uruk_hai_to_play():
    """Alive and Unspoiled (1_120): "To play, exert an Uruk-hai." Exhausted (or an
    [isengard] Orc): no; played, the Uruk-hai exerts, and a later card exerts nobody."""
    sc = Scenario()
    sc.wounds(sc.minion("1_151"), 2)
    sc.minion("3_62")
    c = sc.hand("1_120")
    game = sc.twilight(3).at_site(3).start("shadow")
    assert not can(game, "play", c)
    sc = Scenario()
    uruk = sc.minion("1_151")
    c = sc.hand("1_120")
    slayer = sc.hand("1_153")
    game = sc.twilight(9).at_site(3).start("shadow")
    act(game, "play", c)
    assert game.s.zone[c] == "support" and game.s.wounds[uruk] == 1
    act(game, "play", slayer)
    assert game.decision.kind == "action" and game.s.wounds[uruk] == 1


def test_troop_of_uruk_hai_its_opponent_gains_no_strength_from_weapons():
    """Troop of Uruk-hai (1_143): "A character skirmishing this minion does not gain
    strength bonuses from weapons." Aragorn's Ranger's Sword adds no strength against it
    (its damage +1 stays); against an Uruk Savage (the Troop in play) it counts."""
    for opponent, bonus in (("1_143", False), ("1_151", True)):
        sc = Scenario()
        aragorn = sc.companion("1_365")
        sword = sc.bear(aragorn, "1_112")
        sc.minion("1_143")
        sc.assign(sc.minion(opponent), aragorn)
        game = sc.start("skirmishes")
        assert game.cards[sword].strength
        assert stats.strength(game, aragorn) == 8 + (game.cards[sword].strength if bonus else 0)
        assert stats.keyword(game, aragorn, "damage") == 1


def test_troop_of_uruk_hai_is_damage_plus_one():
    """Troop of Uruk-hai (1_143): "Damage +1." Strength 9 beats Boromir (7)."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_143"), boromir)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def _parry(card: str, minion: str = "1_151"):
    sc = Scenario()
    aragorn = sc.companion("1_365")
    sword = sc.bear(aragorn, "1_112")  # Ranger's Sword: strength +2
    boromir = sc.companion("1_96")
    armor = sc.bear(boromir, "1_92")  # Armor: no strength bonus
    gimli = sc.companion("1_13")
    axe = sc.bear(gimli, "1_9")  # Dwarven Axe: strength +2
    sc.minion(minion)
    sc.minion("1_177")
    event = sc.hand(card)
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    return game, event, (aragorn, sword), (boromir, armor), (gimli, axe)


def test_parry_cancels_a_possessions_strength_bonus_until_regroup():
    """Parry (1_132): "Spot an Uruk-hai to cancel the strength bonus from a possession
    until the regroup phase." The Ranger's Sword's +2 is gone from Aragorn (Gimli keeps
    his axe's); the Armor, with no strength bonus, is not offered."""
    game, event, (aragorn, sword), (_b, armor), (gimli, axe) = _parry("1_132")
    before = stats.strength(game, aragorn)
    act(game, "play", event)
    assert set(game.decision.cards) == {sword, axe} and armor not in game.decision.cards
    act(game, "choose", sword)
    assert stats.strength(game, aragorn) == before - game.cards[sword].strength
    assert stats.strength(game, gimli) == 6 + game.cards[axe].strength
    assert _cancelled_until_regroup(game, aragorn, before)


def _cancelled_until_regroup(game, card: int, before: int) -> bool:
    """Still lower at the end of the phase, back once the regroup phase starts."""
    effects.expire(game, "phase")
    later = stats.strength(game, card)
    effects.expire(game, "regroup")
    return later < before and stats.strength(game, card) == before


def test_parry_needs_an_uruk_hai():
    """Parry (1_132): an [isengard] Orc (and a [moria] Orc) is no Uruk-hai."""
    game, event, *_rest = _parry("1_132", "3_62")
    assert not can(game, "play", event)


def _pit(card: str, played: str, twilight: int = 4):
    sc = Scenario()
    pit = sc.hand(card)
    minion = sc.hand(played)
    copies = [sc.discard("1_151"), sc.discard("1_151")]
    other = sc.discard("1_153")
    game = sc.twilight(twilight).at_site(5).start("shadow")
    act(game, "play", minion)
    return game, pit, copies, other


def test_breeding_pit_puts_every_copy_of_the_played_uruk_hai_beneath_the_deck():
    """Breeding Pit (1_122): "If you play an Uruk-hai, take all copies of that card in
    your discard pile and place them beneath your draw deck." Uruk Savage is played: the
    two Uruk Savages of the discard pile go beneath the deck, the Uruk Slayer stays."""
    game, pit, copies, other = _pit("1_122", "1_151")
    assert game.decision.player == 1 and can(game, "resolve", pit)
    act(game, "resolve", pit)
    deck = game.s.piles[1]["draw"]
    assert set(deck[-2:]) == set(copies) and game.s.zone[other] == "discard"


def test_breeding_pit_answers_only_an_uruk_hai_and_costs_one():
    """Breeding Pit (1_122): an Orc played (Isengard Worker) is no Uruk-hai; with no
    twilight left it cannot be played."""
    game, pit, _c, _o = _pit("1_122", "3_62")
    assert not can(game, "resolve", pit)
    game, pit, _c, _o = _pit("1_122", "1_151", twilight=2)
    assert not can(game, "resolve", pit)


def test_same_title_matches_copies_of_a_card_in_play():
    """``same_title(FILTER)`` (Breeding Pit): a card with the same full title as a card in
    play matching the filter, wherever it is (here the discard pile)."""
    from ringtable.scripts.filter_grammar import compile_filter

    sc = Scenario()
    savage = sc.minion("1_151")
    copy = sc.discard("1_151")
    slayer = sc.discard("1_153")
    game = sc.start("shadow")
    ctx = {"src": -1, "p": 1, "v": {"n": [savage]}}
    word = compile_filter("same_title($n)")
    assert [word.match(game, c, ctx) for c in (savage, copy, slayer)] == [True, True, False]


def _voice(card: str, *, rb_wounds: int = 0, burdens: int = 0):
    sc = Scenario()
    sc.support(card, player=1)
    sc.minion("1_151")
    sc.wounds(sc.companion("1_97"), 2)  # Boromir exhausted: not the Ring-bearer
    sc.wounds(sc.ring_bearer(), rb_wounds).burdens(burdens)
    sc.at_site(1, moves=0)
    return sc.start("fellowship")


def _moves_again_offered(game) -> tuple[bool, int]:
    """Everyone passes through the turn: whether the regroup phase offered a second move,
    and how many moves were made until then."""
    moved = 0
    for _ in range(200):
        if game.decision is None:
            break
        if game.decision.kind == "move_again":
            return True, moved
        options = game.legal_actions()
        choice = next((a for a in options if a.kind in ("pass", "keep")), options[0])
        events = game.apply(choice)
        moved += sum(e.kind == "moves_to" for e in events)
        if any(e.kind == "turn_ended" for e in events):
            break
    return False, moved


def test_traitors_voice_move_limit_minus_one_with_an_exhausted_ring_bearer_or_five_burdens():
    """Traitor's Voice (1_142): "While the Ring-bearer is exhausted or you can spot 5
    burdens, the move limit for this turn is -1." Frodo (vitality 4) with 3 wounds, or 5
    burdens: 2 - 1; with 2 wounds and 4 burdens (Boromir exhausted): 2."""
    assert stats.move_limit(_voice("1_142", rb_wounds=3)) == 1
    assert stats.move_limit(_voice("1_142", burdens=5)) == 1
    assert stats.move_limit(_voice("1_142", rb_wounds=2, burdens=4)) == 2


def test_traitors_voice_the_fellowship_still_moves_once():
    """Traitor's Voice (1_142): "(to a minimum of 1)": the first move of the turn is made;
    at the regroup phase he may not move again."""
    assert _moves_again_offered(_voice("1_142", burdens=5)) == (False, 1)
    assert _moves_again_offered(_voice("1_142", burdens=4)) == (True, 1)


def test_traitors_voice_needs_an_uruk_hai_to_play():
    """Traitor's Voice (1_142): "To play, spot an Uruk-hai." An [isengard] Orc is not."""
    for minion, ok in (("3_62", False), ("1_151", True)):
        sc = Scenario()
        sc.minion(minion)
        voice = sc.hand("1_142")
        game = sc.twilight(2).at_site(3).start("shadow")
        assert can(game, "play", voice) is ok
