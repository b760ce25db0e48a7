"""Shadows-era starters (set 11), the rule-gap cards of helper gaps-b, second part: the
dead pile, sites replaced, a state-triggered discard, losing a skirmish, muster gained in
time, a stat compared with a value, a response to an ability's cost (issue 18)."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set11_gaps_b import ETTENMOORS, GUARDROOM
from test_cards_shadows_starters_sh_b_abilities import BOROMIR, STABLES, _path, _skirmish
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.engine import Game, combat, effects, stats
from ringtable.testing import act, can, pass_until

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
