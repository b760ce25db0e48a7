"""Set 2 [isengard] cards of the Fellowship block (issue 18), helper s13-isengard."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_isengard import _companions

from ringtable.engine import effects, stats
from ringtable.testing import act, can, pass_until


def _captain(card: str, twilight: int, *, wounds: int = 0):
    sc = Scenario()
    captain = sc.minion(card)
    sc.wounds(captain, wounds)
    savage = sc.discard("1_151")  # Uruk Savage (2)
    worker = sc.discard("3_62")  # Isengard Worker (2), an Orc
    game = sc.twilight(twilight).at_site(5).start("shadow")
    return game, captain, savage, worker


def test_uruk_captain_removes_one_and_exerts_to_play_an_uruk_hai_from_discard():
    """Uruk Captain (2_46): "Shadow: Remove (1) and exert Uruk Captain to play an
    Uruk-hai from your discard pile." The Uruk Savage, not the Orc, is played (paying 2)."""
    game, captain, savage, worker = _captain("2_46", 3)
    use(game, captain)
    assert game.s.wounds[captain] == 1
    assert game.s.zone[savage] != "discard" and game.s.zone[worker] == "discard"
    assert game.s.twilight == 3 - 1 - 2


def test_uruk_captain_needs_one_twilight_and_to_exert():
    """Uruk Captain (2_46): no twilight, or exhausted: not offered."""
    game, captain, _s, _w = _captain("2_46", 0)
    assert not can(game, "use", captain)
    game, captain, _s, _w = _captain("2_46", 3, wounds=1)
    assert not can(game, "use", captain)


def test_uruk_captain_is_damage_plus_one():
    """Uruk Captain (2_46): "Damage +1." Strength 9 beats Boromir (7)."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    m = sc.minion("2_46")
    sc.assign(m, boromir)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def _lurtz(sword: str, strength: int = 0):
    sc = Scenario()
    aragorn = sc.companion("1_365")  # strength 8, vitality 4
    lurtz = sc.minion("1_127")  # strength 13, damage +1
    sc.minion("1_151")  # Uruk Savage, damage +1, not the bearer
    sc.bear(lurtz, sword)
    sc.assign(lurtz, aragorn)
    tops = [sc.draw_top("1_97"), sc.draw_top("1_92"), sc.draw_top("1_94")]
    game = sc.start("skirmishes")
    game.s.mods = [*game.s.mods, (lurtz, "strength", strength, "turn", -1)]
    return game, lurtz, aragorn, tops


def test_lurtzs_sword_damage_plus_one_and_two_cards_discarded_when_he_wins():
    """Lurtz's Sword (2_43): "He is damage +1. Each time Lurtz wins a skirmish, the Free
    Peoples player must discard the top 2 cards of his or her draw deck." Lurtz (damage
    +2) beats Aragorn: three wounds, the top 2 cards discarded."""
    game, lurtz, aragorn, tops = _lurtz("2_43")
    assert stats.keyword(game, lurtz, "damage") == 2
    savage = next(c for c in range(len(game.s.zone)) if game.cards[c].id == "1_151")
    assert stats.keyword(game, savage, "damage") == 1  # not the bearer
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[aragorn] == 3
    assert [game.s.zone[c] for c in tops] == ["draw", "discard", "discard"]


def test_lurtzs_sword_nothing_discarded_when_lurtz_loses():
    """Lurtz's Sword (2_43): made strength 3, Lurtz loses: no card is discarded."""
    game, _lurtz_card, _a, tops = _lurtz("2_43", -10)
    pass_until(game, "skirmish_ended")
    assert [game.s.zone[c] for c in tops] == ["draw", "draw", "draw"]


def test_lurtzs_sword_only_lurtz_bears_it():
    """Lurtz's Sword (2_43): "Bearer must be Lurtz." Not playable on another Uruk-hai."""
    sc = Scenario()
    sc.minion("1_153")
    sword = sc.hand("2_43")
    game = sc.twilight(2).at_site(5).start("shadow")
    assert not can(game, "play", sword)


def _demands(card: str, minion: str = "3_62", *, burdens: int = 0):
    sc = Scenario()
    sc.minion(minion)
    sam = sc.companion("1_311")
    rosie = sc.ally("1_309")
    demands = sc.support(card, player=1)
    sc.wounds(sam, 1).burdens(burdens)
    game = sc.twilight(0).start("fellowship")
    return game, demands, sam, rosie


def test_demands_of_the_sackville_bagginses_a_shire_ally_exerting_adds_one():
    """Demands of the Sackville-Bagginses (2_40): "Each time a [shire] ally exerts, add
    (1)." Rosie Cotton exerts to heal Sam: (1) is added."""
    game, _d, _sam, rosie = _demands("2_40")
    use(game, rosie)
    assert game.s.wounds[rosie] == 1 and game.s.twilight == 1


def test_demands_of_the_sackville_bagginses_not_another_ally():
    """Demands of the Sackville-Bagginses (2_40): Thrarin (a [dwarven] ally) exerting
    adds nothing."""
    sc = Scenario()
    sc.minion("3_62")
    thrarin = sc.ally("1_27")
    sc.support("2_40", player=1)
    game = sc.twilight(0).at_site(2).start("maneuver")
    use(game, thrarin)
    assert game.s.wounds[thrarin] == 1 and game.s.twilight == 0


def test_demands_of_the_sackville_bagginses_not_a_shire_companion():
    """Demands of the Sackville-Bagginses (2_40): Sam (a [shire] companion) exerting adds
    nothing."""
    game, _d, sam, _rosie = _demands("2_40", burdens=1)
    use(game, sam)
    assert game.s.wounds[sam] == 2 and game.s.twilight == 0


def test_demands_of_the_sackville_bagginses_needs_an_isengard_minion():
    """Demands of the Sackville-Bagginses (2_40): "To play, spot an [isengard] minion."
    A [moria] Orc is not one."""
    for minion, ok in (("1_177", False), ("3_62", True)):
        sc = Scenario()
        sc.minion(minion)
        sc.support("1_141", player=1)  # an [isengard] condition, no minion
        demands = sc.hand("2_40")
        game = sc.twilight(1).at_site(3).start("shadow")
        assert can(game, "play", demands) is ok


def _beyond(card: str, companions: int, minion: str = "1_153"):
    sc = Scenario()
    uruk = sc.minion(minion)
    others = _companions(sc, companions - 2)
    boromir = sc.companion("1_96")  # Boromir, a Man
    gimli = sc.companion("1_13")  # Gimli
    armor = sc.bear(boromir, "1_92")
    shield = sc.bear(boromir, "1_107")
    helm = sc.bear(gimli, "1_15")
    axe = sc.bear(gimli, "1_9")  # a hand weapon: never discarded
    coat = sc.bear(sc.ring_bearer(), "2_105")  # the Mithril-coat: armor, but an artifact
    gauntlets = sc.bear(sc.minion("11_122"), "11_109")  # Shadow armor (Bladed Gauntlets)
    event = sc.hand(card)
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    return game, event, uruk, (armor, shield, helm), (axe, coat, gauntlets), others


def test_beyond_the_height_of_men_exerts_an_uruk_hai_to_discard_one_armor_helm_or_shield():
    """Beyond the Height of Men (2_39): "Exert an Uruk-hai to discard an armor
    possession, helm possession, or shield possession": one of the three (the Shadow
    player's choice), never the axe."""
    game, event, uruk, items, kept, _o = _beyond("2_39", 5)
    act(game, "play", event)
    assert game.s.wounds[uruk] == 1
    assert set(game.decision.cards) == {*items, kept[2]}  # any armor, helm or shield
    act(game, "choose", items[2])
    assert [game.s.zone[c] for c in items] == ["attached", "attached", "discard"]
    assert all(game.s.zone[c] == "attached" for c in kept)


def test_beyond_the_height_of_men_discards_all_of_them_with_six_companions():
    """Beyond the Height of Men (2_39): "(or all such Free Peoples possessions if you can
    spot 6 companions)". The axe, the Mithril-coat (an artifact) and the Shadow armor
    stay."""
    game, event, _uruk, items, kept, _o = _beyond("2_39", 6)
    act(game, "play", event)
    assert [game.s.zone[c] for c in items] == ["discard"] * 3
    assert all(game.s.zone[c] == "attached" for c in kept)


def test_beyond_the_height_of_men_needs_an_uruk_hai_to_exert():
    """Beyond the Height of Men (2_39): an [isengard] Orc cannot pay."""
    game, event, _m, _i, _a, _o = _beyond("2_39", 5, "3_62")
    assert not can(game, "play", event)


def _storm(card: str, on_current: bool = True):
    """Wizard Storm on the current site (site 2) or on site 1, Boromir beside Frodo."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    sam = sc.ally("1_309")  # an ally does not move with the fellowship
    sc.minion("1_151")
    storm = sc.support(card, player=1)
    game = sc.twilight(3).at_site(2).start("fellowship")
    site = stats.current_site(game) if on_current else game.s.path[1]
    game.s.move(storm, "attached", game.s.holder[storm], bearer=site)
    game._legal = None
    return game, frodo, boromir, sam, storm


def test_wizard_storm_every_companion_exerts_when_the_fellowship_moves_from_it():
    """Wizard Storm (2_48): "When the fellowship moves from this site, every companion
    must exert." Frodo and Boromir exert, the ally does not; on another site nothing."""
    game, frodo, boromir, rosie, _s = _storm("2_48")
    pass_until(game, "moves_to")
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[rosie]) == (1, 1, 0)
    game, frodo, boromir, _r, _s = _storm("2_48", on_current=False)
    pass_until(game, "moves_to")
    assert game.s.wounds[frodo] == 0 and game.s.wounds[boromir] == 0


def test_wizard_storm_is_discarded_at_the_end_of_the_turn():
    """Wizard Storm (2_48): "Discard this condition at the end of the turn." """
    game, _f, _b, _r, storm = _storm("2_48")
    pass_until(game, "turn_ended")
    assert game.s.zone[storm] == "discard"


def test_wizard_storm_exerts_an_isengard_minion_to_play():
    """Wizard Storm (2_48): "To play, exert an [isengard] minion." Not with an Orc Soldier
    and an exhausted Uruk Savage; played, the Uruk Savage exerts once (not the Orc
    Soldier), and a card played later exerts nobody."""
    sc = Scenario()
    sc.minion("1_271")
    sc.wounds(sc.minion("1_151"), 2)
    storm = sc.hand("2_48")
    game = sc.twilight(9).at_site(2).start("shadow")
    assert not can(game, "play", storm)
    sc = Scenario()
    uruk = sc.minion("1_151")
    soldier = sc.minion("1_271")
    storm = sc.hand("2_48")
    later = sc.hand("1_271")
    game = sc.twilight(9).at_site(2).start("shadow")
    act(game, "play", storm, stats.current_site(game))
    assert game.decision.kind == "action"
    assert (game.s.wounds[uruk], game.s.wounds[soldier]) == (1, 0)
    act(game, "play", later)
    assert (game.s.wounds[uruk], game.s.wounds[soldier]) == (1, 0)


def test_wizard_storm_limit_one_per_site():
    """Wizard Storm (2_48): "Limit 1 per site." A second copy is not offered for the site
    bearing one, but for the others."""
    sc = Scenario()
    sc.minion("1_151")
    sc.minion("1_151")
    first = sc.hand("2_48")
    second = sc.hand("2_48")
    game = sc.twilight(9).at_site(2).start("shadow")
    here = stats.current_site(game)
    act(game, "play", first, here)
    act(game, "choose", game.decision.cards[0])  # which Uruk Savage exerts
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == second}
    assert here not in targets and targets


def test_goblin_man_exerts_to_look_at_the_free_peoples_hand():
    """Goblin Man (2_42): "Shadow: Exert this minion to look at the Free Peoples
    player's hand." """
    sc = Scenario()
    goblin = sc.minion("2_42")
    card = sc.hand("1_97", player=0)
    game = sc.at_site(2).start("shadow")
    events = use(game, goblin)
    assert game.s.wounds[goblin] == 1
    seen = [e for e in events if e.kind == "look_at_hand"]
    assert seen and card in seen[0].cards and seen[0].player == 1


def test_goblin_man_is_discarded_if_underground():
    """Goblin Man (2_42): "Discard this minion if underground." At Mithril Mine
    (underground) it is discarded; at site 2 it stays."""
    for site, zone in ((4, "discard"), (2, None)):
        sc = Scenario()
        goblin = sc.minion("2_42")
        sc.minion("1_177")
        game = sc.at_site(site).start("shadow")
        effects.check_state_discards(game)  # the check run as cards enter or leave play
        assert (game.s.zone[goblin] == "discard") == (zone == "discard"), site


def _afoot(card: str, burdens: int, *, uruk: str = "1_151"):
    sc = Scenario()
    m = sc.minion(uruk)
    sc.burdens(burdens)
    minions = [sc.discard("1_153"), sc.discard("3_62"), sc.discard("1_178")]
    sc.discard("1_141")  # a condition: not offered
    event = sc.hand(card)
    game = sc.at_site(2).start("shadow")
    return game, event, m, minions


def test_evil_afoot_shuffles_up_to_x_minions_for_x_burdens():
    """Evil Afoot (2_41): "Exert an Uruk-hai and spot X burdens to shuffle X minions from
    your discard pile into your draw deck." Two burdens: two minions at most, the player
    picks them (the condition is never offered)."""
    game, event, m, minions = _afoot("2_41", 2)
    act(game, "play", event)
    assert game.s.wounds[m] == 1
    assert set(game.decision.cards) == set(minions)
    act(game, "choose", minions[0])
    act(game, "choose", minions[1])
    assert [game.s.zone[c] for c in minions] == ["draw", "draw", "discard"]


def test_evil_afoot_x_may_be_smaller():
    """Evil Afoot (2_41): X is the player's: he may stop after one minion."""
    game, event, _m, minions = _afoot("2_41", 2)
    act(game, "play", event)
    act(game, "choose", minions[2])
    act(game, "pass")  # no second minion
    assert [game.s.zone[c] for c in minions] == ["discard", "discard", "draw"]


def test_evil_afoot_needs_an_uruk_hai_to_exert():
    """Evil Afoot (2_41): an [isengard] Orc cannot pay."""
    game, event, _m, _l = _afoot("2_41", 2, uruk="3_62")
    assert not can(game, "play", event)


def _attention(card: str, minion: str = "3_62"):
    sc = Scenario(rings=("19_1", "19_1"))  # The Great Ring: worn in the maneuver phase
    sc.minion(minion)
    sc.support("1_141", player=1)  # an [isengard] condition: no minion
    event = sc.hand(card)
    tops = [sc.draw_top("1_97", player=0) for _ in range(6)]
    game = sc.twilight(1).start("maneuver")
    use(game, sc.ring())
    return game, event, tops


def test_too_much_attention_discards_the_top_five_when_the_ring_is_put_on():
    """Too Much Attention (2_45): "If the Ring-bearer puts on The One Ring, spot an
    [isengard] minion to make the Free Peoples player discard the top 5 cards of his or
    her draw deck." """
    game, event, tops = _attention("2_45")
    assert game.decision.player == 1
    act(game, "resolve", event)
    assert [game.s.zone[c] for c in tops].count("discard") == 5


def test_too_much_attention_needs_an_isengard_minion():
    """Too Much Attention (2_45): a [moria] Orc (and an [isengard] condition) is not
    enough: nothing is offered."""
    game, event, tops = _attention("2_45", "1_177")
    assert not can(game, "resolve", event)
    assert all(game.s.zone[c] == "draw" for c in tops)
