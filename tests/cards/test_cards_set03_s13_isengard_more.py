"""More set 3 [isengard] cards of the Fellowship block (issue 18), helper s13-isengard."""

from __future__ import annotations

from cardtest import Scenario, use
from test_cards_set01_s13_isengard import _companions
from test_cards_set03_s13_isengard import _offered_until

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def _smith(card: str, companions: int, *, wounds: int = 0):
    sc = Scenario()
    smith = sc.minion(card)
    sc.wounds(smith, wounds)
    others = _companions(sc, companions - 1)
    gimli = sc.companion("1_13")
    axe = sc.bear(gimli, "1_9")  # a weapon
    helm = sc.bear(gimli, "1_15")  # a possession, no weapon
    coat = sc.bear(sc.ring_bearer(), "2_105")  # an artifact
    scimitar = sc.bear(sc.minion("3_62"), "3_55")  # Isengard Axe, a Shadow weapon
    game = sc.at_site(2).start("regroup")
    act(game, "pass")
    return game, smith, (axe, helm, coat, scimitar), others


def test_isengard_smith_exerts_to_discard_a_weapon():
    """Isengard Smith (3_60): "Regroup: Exert this minion to discard a weapon": the
    weapons (the Dwarven Axe, the Isengard Axe) are offered, not the helm nor the
    Mithril-coat."""
    game, smith, (axe, helm, coat, own), _o = _smith("3_60", 4)
    use(game, smith)
    assert game.s.wounds[smith] == 1
    assert set(game.decision.cards) == {axe, own}
    act(game, "choose", axe)
    assert game.s.zone[axe] == "discard"
    assert all(game.s.zone[c] == "attached" for c in (helm, coat, own))


def test_isengard_smith_discards_all_free_peoples_possessions_with_five_companions():
    """Isengard Smith (3_60): "(or all Free Peoples possessions if you can spot 5
    companions)": the axe and the helm go; the artifact and the Shadow weapon stay."""
    game, smith, (axe, helm, coat, own), _o = _smith("3_60", 5)
    use(game, smith)
    assert game.s.zone[axe] == "discard" and game.s.zone[helm] == "discard"
    assert game.s.zone[coat] == "attached" and game.s.zone[own] == "attached"


def test_isengard_smith_cannot_exert_when_exhausted():
    """Isengard Smith (3_60): with 2 wounds (vitality 3) it cannot exert."""
    game, smith, _c, _o = _smith("3_60", 4, wounds=2)
    assert not can(game, "use", smith)


def _warrior(card: str, rb_wounds: int, *, other: str = "3_62"):
    sc = Scenario()
    frodo = sc.ring_bearer()
    sc.companion("1_53")  # Lórien Elf, exerts too
    boromir = sc.companion("1_97")
    rosie = sc.ally("1_309")
    warrior = sc.minion(card)
    sc.minion(other)
    sc.wounds(frodo, rb_wounds)
    game = sc.at_site(2).start("regroup")
    act(game, "pass")
    return game, warrior, frodo, boromir, rosie


def test_isengard_warrior_exerts_every_companion_with_three_wounds_on_the_ring_bearer():
    """Isengard Warrior (3_61): "Regroup: Exert this minion and spot 3 wounds on the
    Ring-bearer to exert every companion." Frodo and Boromir exert, the ally does not."""
    game, warrior, frodo, boromir, rosie = _warrior("3_61", 2)
    assert not can(game, "use", warrior)
    game, warrior, frodo, boromir, rosie = _warrior("3_61", 3)
    use(game, warrior)
    assert game.s.wounds[warrior] == 1
    assert (game.s.wounds[boromir], game.s.wounds[rosie]) == (1, 0)
    elf = next(c for c in range(len(game.s.zone)) if game.cards[c].id == "1_53")
    assert game.s.wounds[elf] == 1
    assert game.s.wounds[frodo] == 3  # exhausted (vitality 4): exerts no more


def test_isengard_warrior_no_archery_abilities_with_another_isengard_orc():
    """Isengard Warrior (3_61): "While you can spot another [isengard] Orc, no player may
    use archery special abilities." Gimli's Hand Axe (an archery ability) cannot be used;
    with an Uruk-hai (not an Orc) beside it, it can."""
    for other, allowed in (("3_62", False), ("1_151", True), ("1_177", True)):
        sc = Scenario()
        legolas = sc.bear(sc.companion("1_13"), "2_10")
        sc.minion("3_61")
        sc.minion(other)
        game = sc.at_site(2).start("archery")
        assert can(game, "use", legolas) is allowed, other
        game.s.phase = "maneuver"  # the rule is read in the archery phase only
        assert not stats.rule(game, legolas, "cannot_use_abilities")


def _tower(card: str, exhausted: bool, *, minion: str = "3_62"):
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.wounds(sc.minion(minion), 2)  # an exhausted minion does not count
    sc.wounds(boromir, 2 if exhausted else 1)
    tower = sc.support(card, player=1)
    game = sc.twilight(0).at_site(2).start("fellowship")
    return game, tower


def test_tower_of_orthanc_may_add_three_when_the_fellowship_moves_with_an_exhausted_companion():
    """Tower of Orthanc (3_71): "Each time the fellowship moves, you may spot an exhausted
    companion to add (3)." """
    pools = []
    for take in (True, False):
        game, tower = _tower("3_71", True)
        pass_until(game, decision_kind="optional_trigger")
        act(game, "resolve" if take else "pass", tower if take else -1)
        assert game.s.phase == "shadow"  # the move is over
        pools.append(game.s.twilight)
    assert pools[0] == pools[1] + 3


def test_tower_of_orthanc_needs_an_exhausted_companion():
    """Tower of Orthanc (3_71): Boromir with one wound (not exhausted): nothing offered."""
    game, tower = _tower("3_71", False)
    assert not _offered_until(game, tower, "moves_to")


def test_tower_of_orthanc_needs_an_isengard_minion_to_play():
    """Tower of Orthanc (3_71): "To play, spot an [isengard] minion." A [moria] Orc or an
    [isengard] condition is not one."""
    for minion, ok in (("1_177", False), ("3_62", True)):
        sc = Scenario()
        sc.minion(minion)
        sc.support("1_141", player=1)
        tower = sc.hand("3_71")
        game = sc.twilight(1).at_site(3).start("shadow")
        assert can(game, "play", tower) is ok


def _protect(card: str, minion: str = "3_62"):
    sc = Scenario()
    aragorn = sc.companion("1_365")  # vitality 4
    sc.minion(minion)
    event = sc.hand(card)
    game = sc.start("maneuver")
    act(game, "pass")
    return game, event, aragorn


def test_can_you_protect_me_exhausts_aragorn_unless_two_burdens():
    """Can You Protect Me From Yourself? (3_50): "Spot an [isengard] minion to exhaust
    Aragorn. The Free Peoples player may add 2 burdens to prevent this." """
    game, event, aragorn = _protect("3_50")
    act(game, "play", event)
    assert game.decision.player == game.s.fp
    act(game, "pass")  # he declines: Aragorn is exhausted
    assert game.s.wounds[aragorn] == 3 and game.s.burdens[game.s.fp] == 0
    game, event, aragorn = _protect("3_50")
    act(game, "play", event)
    act(game, "choose", event)  # he adds 2 burdens
    assert game.s.wounds[aragorn] == 0 and game.s.burdens[game.s.fp] == 2


def test_can_you_protect_me_needs_an_isengard_minion():
    """Can You Protect Me From Yourself? (3_50): a [moria] Orc is not enough."""
    game, event, _a = _protect("3_50", "1_177")
    assert not can(game, "play", event)
    sc = Scenario()  # an [isengard] condition is no minion
    sc.companion("1_365")
    sc.minion("1_177")
    sc.support("1_141", player=1)
    event = sc.hand("3_50")
    game = sc.start("maneuver")
    act(game, "pass")
    assert not can(game, "play", event)


def _fell_voice(card: str, saruman: bool = True):
    sc = Scenario()
    s = sc.minion("3_68") if saruman else sc.minion("3_62")
    voice = sc.support(card, player=1)
    storm = sc.discard("2_48")  # Wizard Storm (2), an [isengard] weather condition
    sc.discard("3_54")  # Hollowing of Isengard: an [isengard] condition, no weather
    game = sc.twilight(1).at_site(2).start("shadow")
    return game, voice, s, storm


def test_a_fell_voice_on_the_air_exerts_saruman_to_play_weather_from_discard():
    """A Fell Voice on the Air (3_52): "Exert Saruman to play an [isengard] weather
    condition from your discard pile. Its twilight cost is -2." Wizard Storm (2) costs
    nothing, and its own cost (exert an [isengard] minion) is paid."""
    game, voice, saruman, storm = _fell_voice("3_52")
    use(game, voice)
    while game.decision.kind == "choose":
        act(game, "choose", game.decision.cards[0])
    assert game.s.zone[storm] == "attached" and game.s.twilight == 1
    assert game.s.wounds[saruman] >= 1


def test_a_fell_voice_on_the_air_needs_saruman():
    """A Fell Voice on the Air (3_52): an Isengard Worker is not Saruman."""
    game, voice, _w, _s = _fell_voice("3_52", saruman=False)
    assert not can(game, "use", voice)


def test_saruman_servant_of_the_eye_may_not_be_assigned_nor_take_archery_wounds():
    """Saruman, Servant of the Eye (3_69): "may not take wounds during the archery phase
    and may not be assigned to a skirmish"."""
    sc = Scenario()
    sc.companion("1_97")
    saruman = sc.minion("3_69")
    orc = sc.minion("3_62")
    game = sc.start("assignment")
    pass_until(game, decision_kind="assign")
    picks = {a.target for a in game.legal_actions() if a.kind == "assign"}
    picks |= {a.card for a in game.legal_actions() if a.kind == "assign"}
    assert saruman not in picks and orc in picks
    game.s.phase = "archery"
    assert stats.rule(game, saruman, "cannot_take_wounds")
    game.s.phase = "maneuver"
    assert not stats.rule(game, saruman, "cannot_take_wounds")


def _servant(card: str, *, wounds: int = 0):
    """Boromir already skirmishes a [moria] Orc: a Shadow player's assignment may add
    another minion (the Free Peoples player's one-to-one assignment could not)."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    saruman = sc.minion(card)
    sc.wounds(saruman, wounds)
    orc = sc.minion("3_62")
    sc.assign(sc.minion("1_177"), boromir)  # a [moria] Orc, already assigned
    sc.minion("1_178")  # an unassigned [moria] Orc: not offered
    game = sc.start("assignment")
    return game, saruman, boromir, orc


def _to_shadow_action(game) -> None:
    """Pass until the Shadow player may act in the assignment phase."""
    while game.decision.player == game.s.fp and game.decision.kind == "action":
        act(game, "pass")


def test_saruman_servant_of_the_eye_assigns_an_isengard_minion_unless_the_companion_exerts():
    """Saruman, Servant of the Eye (3_69): "Exert Saruman to assign an [isengard] minion
    to a companion (except the Ring-bearer). That companion may exert to prevent this." """
    game, saruman, boromir, orc = _servant("3_69")
    _to_shadow_action(game)
    use(game, saruman)
    assert game.s.wounds[saruman] == 1
    assert game.decision.player == game.s.fp  # may Boromir exert?
    act(game, "pass")
    assert game.s.assigned[orc] == boromir
    game, saruman, boromir, orc = _servant("3_69")
    _to_shadow_action(game)
    use(game, saruman)
    act(game, "choose", saruman)  # Boromir exerts to prevent it
    assert game.s.wounds[boromir] == 1 and game.s.assigned[orc] != boromir


def test_saruman_servant_of_the_eye_must_exert():
    """Saruman, Servant of the Eye (3_69): exhausted (3 wounds, vitality 4): not offered."""
    game, saruman, _b, _o = _servant("3_69", wounds=3)
    _to_shadow_action(game)
    assert not can(game, "use", saruman)


def _palantir(card: str, hand: int, *, minion: str = "3_62", twilight: int = 1):
    sc = Scenario()
    sc.minion(minion)
    sc.support("1_141", player=1)  # an [isengard] condition, no minion
    palantir = sc.support(card, player=1)
    cards = [sc.hand("1_97", player=0) for _ in range(hand)]
    game = sc.twilight(twilight).at_site(2).start("shadow")
    return game, palantir, cards


def test_palantir_of_orthanc_puts_a_random_card_from_the_fp_hand_on_his_deck():
    """The Palantír of Orthanc (3_67): "Spot an [isengard] minion and remove (1) to
    reveal a card at random from the Free Peoples player's hand. Place that card on top of
    that player's draw deck." One of his two cards goes on top of his deck."""
    game, palantir, cards = _palantir("3_67", 2)
    events = use(game, palantir)
    assert game.s.twilight == 0
    moved = [c for c in cards if game.s.zone[c] == "draw"]
    assert len(moved) == 1 and game.s.piles[0]["draw"][0] == moved[0]
    assert any(e.kind == "revealed" and e.cards == tuple(moved) for e in events)
    assert [game.s.zone[c] for c in cards].count("hand") == 1


def test_palantir_of_orthanc_needs_an_isengard_minion_and_one_twilight():
    """The Palantír of Orthanc (3_67): a [moria] Orc (beside an [isengard] condition) is
    no [isengard] minion; with no twilight it cannot be used; to play it, spot one."""
    game, palantir, _c = _palantir("3_67", 1, minion="1_177")
    assert not can(game, "use", palantir)
    game, palantir, _c = _palantir("3_67", 1, twilight=0)
    assert not can(game, "use", palantir)
    for minion, ok in (("1_177", False), ("3_62", True)):
        sc = Scenario()
        sc.minion(minion)
        sc.support("1_141", player=1)
        palantir = sc.hand("3_67")
        game = sc.at_site(2).start("shadow")
        assert can(game, "play", palantir) is ok


def test_reveal_at_random_is_refused_outside_a_hand():
    """The verb option ``reveal ... at_random``: from a hand only; on a draw deck the
    loader names the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts

    spec = {"title": "The Palantír of Orthanc", "ability": [{"phase": "shadow", "effect": [
        {"reveal": 1, "at_random": True}]}]}
    with pytest.raises(ScriptError, match="3_67.*at_random.*goes with from = .hand."):
        compile_scripts({"3_67": spec}, default_database(), "test")


def _trapped(card: str, companion: str, weapon: str, minion: str):
    sc = Scenario()
    sc.support(card, player=1)
    fp = sc.companion(companion)
    item = sc.bear(fp, weapon) if weapon else -1
    sc.assign(sc.minion(minion), fp)
    return sc.start("skirmishes"), fp, item


def test_trapped_and_alone_weapons_give_no_damage_against_an_isengard_orc():
    """Trapped and Alone (3_72): "Each character skirmishing an [isengard] Orc loses all
    damage bonuses from weapons." Aragorn (Ranger's Sword: damage +1) against an
    Isengard Servant has none (the sword's strength stays)."""
    game, aragorn, sword = _trapped("3_72", "1_365", "1_112", "3_58")
    assert stats.keyword(game, aragorn, "damage") == 0
    assert stats.strength(game, aragorn) == 8 + game.cards[sword].strength


def test_trapped_and_alone_only_weapons_and_only_against_isengard_orcs():
    """Trapped and Alone (3_72): against an Uruk-hai, or a [moria] Orc, the sword's damage
    +1 stays; Gimli's own (printed) damage +1 against an [isengard] Orc stays."""
    for minion in ("1_153", "1_186"):
        game, aragorn, _s = _trapped("3_72", "1_365", "1_112", minion)
        assert stats.keyword(game, aragorn, "damage") == 1, minion
    game, gimli, _n = _trapped("3_72", "1_13", "", "3_58")
    assert stats.keyword(game, gimli, "damage") == 1


def _trees(card: str):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    elf = sc.companion("1_53")
    orcs = [sc.minion("3_62"), sc.minion("3_62")]
    uruk = sc.minion("1_151")
    sc.minion("1_177")  # a [moria] Orc: not offered
    event = sc.hand(card)
    game = sc.twilight(1).at_site(2).start("regroup")
    act(game, "pass")
    return game, event, orcs, uruk, (frodo, boromir, elf)


def test_the_trees_are_strong_discards_x_isengard_orcs_for_x_wounds():
    """The Trees Are Strong (3_73): "Discard X [isengard] Orcs to make the Free Peoples
    player wound X companions." Two Orcs discarded (the Uruk-hai is not offered): the
    Free Peoples player wounds Boromir and the Elf, not Frodo. A [moria] Orc is not
    offered."""
    game, event, orcs, uruk, (frodo, boromir, elf) = _trees("3_73")
    act(game, "play", event)
    assert set(game.decision.cards) == set(orcs)
    act(game, "choose", orcs[0])
    act(game, "choose", orcs[1])
    assert all(game.s.zone[o] == "discard" for o in orcs) and game.s.zone[uruk] != "discard"
    assert game.decision.player == game.s.fp
    assert not can(game, "choose", uruk)  # companions only
    act(game, "choose", boromir)
    act(game, "choose", elf)
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[elf]) == (0, 1, 1)


def test_the_trees_are_strong_one_orc_one_wound():
    """The Trees Are Strong (3_73): X = 1: one Orc, one companion wounded."""
    game, event, orcs, _u, (frodo, boromir, elf) = _trees("3_73")
    act(game, "play", event)
    act(game, "choose", orcs[0])
    act(game, "pass")  # no second Orc
    assert [game.s.zone[o] for o in orcs] == ["discard", "minions"]
    act(game, "choose", elf)
    assert (game.s.wounds[frodo], game.s.wounds[boromir], game.s.wounds[elf]) == (0, 0, 1)


def _coming(card: str, *fp_cards: str):
    sc = Scenario()
    sc.support("1_141", player=1)  # an [isengard] condition: not offered
    minions = [sc.minion("3_62"), sc.minion("3_62"), sc.minion("3_62")]
    goblin = sc.minion("1_177")  # a [moria] minion: not offered
    for m in (*minions, goblin):
        sc.wounds(m, 1)
    for c in fp_cards:
        sc.hand(c, player=0)
    event = sc.hand(card)
    game = sc.twilight(2).at_site(2).start("regroup")
    act(game, "pass")
    return game, event, minions, goblin


def test_coming_for_the_ring_heals_as_many_isengard_minions_as_the_revealed_cost():
    """Coming for the Ring (3_51): "Reveal a card at random from the Free Peoples
    player's hand. Heal X [isengard] minions, where X is the twilight cost of the card
    revealed." Boromir (cost 3) is revealed: the three Isengard Workers are healed, not
    the [moria] Orc."""
    game, event, minions, goblin = _coming("3_51", "1_97")
    events = act(game, "play", event)
    assert any(e.kind == "revealed" for e in events)
    assert all(game.s.wounds[m] == 0 for m in minions) and game.s.wounds[goblin] == 1


def test_coming_for_the_ring_x_is_the_cost_of_the_card():
    """Coming for the Ring (3_51): one of two Armors (cost 1) revealed: one minion of the
    Shadow player's choice is healed."""
    game, event, minions, goblin = _coming("3_51", "1_92", "1_92")
    act(game, "play", event)
    assert set(game.decision.cards) == set(minions)
    act(game, "choose", minions[1])
    assert [game.s.wounds[m] for m in minions] == [1, 0, 1] and game.s.wounds[goblin] == 1
