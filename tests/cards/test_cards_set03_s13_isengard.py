"""Set 3 [isengard] cards of the Fellowship block (issue 18), helper s13-isengard."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until


def _offered_until(game, card: int, event_kind: str) -> bool:
    """Everyone passes until ``event_kind``; whether ``card``'s optional trigger was ever
    offered on the way."""
    offered = False
    for _ in range(200):
        if game.decision is None:
            break
        offered = offered or (game.decision.kind == "optional_trigger"
                              and can(game, "resolve", card))
        options = game.legal_actions()
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == event_kind for e in game.apply(choice)):
            break
    return offered


def _regroup(minion: str, *, wounds: int = 0):
    """``minion`` in play at the regroup phase, Boromir beside the Ring-bearer; the Shadow
    player is to act."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    m = sc.minion(minion)
    sc.wounds(m, wounds)
    game = sc.at_site(2).start("regroup")
    act(game, "pass")  # the Free Peoples player acts first
    return game, m, frodo, boromir


def _fp_wounds_a_companion(minion: str) -> None:
    game, m, frodo, boromir = _regroup(minion)
    use(game, m)
    assert game.s.wounds[m] == 1
    assert game.decision.player == game.s.fp  # the Free Peoples player chooses
    assert not can(game, "choose", m)  # a companion: not the minion
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[frodo] == 0


def test_isengard_retainer_exerts_to_make_the_fp_player_wound_a_companion():
    """Isengard Retainer (3_57): "Regroup: Exert this minion to make the Free Peoples
    player wound a companion." """
    _fp_wounds_a_companion("3_57")
    game, m, _f, _b = _regroup("3_57", wounds=2)  # exhausted: cannot exert
    assert not can(game, "use", m)


def test_isengard_servant_exerts_to_make_the_fp_player_wound_a_companion():
    """Isengard Servant (3_58): "Regroup: Exert this minion to make the Free Peoples
    player wound a companion." """
    _fp_wounds_a_companion("3_58")
    game, m, _f, _b = _regroup("3_58", wounds=2)
    assert not can(game, "use", m)


def test_isengard_worker_exerts_to_make_the_fp_player_wound_a_companion():
    """Isengard Worker (3_62): "Regroup: Exert this minion to make the Free Peoples
    player wound a companion." """
    _fp_wounds_a_companion("3_62")
    game, m, _f, _b = _regroup("3_62", wounds=2)
    assert not can(game, "use", m)


def test_orc_commander_exerts_to_make_the_fp_player_wound_a_companion():
    """Orc Commander (3_64): "Regroup: Exert Orc Commander to make the Free Peoples
    player wound a companion." """
    _fp_wounds_a_companion("3_64")
    game, m, _f, _b = _regroup("3_64", wounds=3)
    assert not can(game, "use", m)


def test_orc_commander_makes_each_other_isengard_orc_stronger():
    """Orc Commander (3_64): "Each other [isengard] Orc is strength +1": not itself, not
    an Uruk-hai, not a [moria] Orc."""
    sc = Scenario()
    commander = sc.minion("3_64")
    worker = sc.minion("3_62")
    uruk = sc.minion("1_151")
    goblin = sc.minion("1_177")
    game = sc.start("maneuver")
    assert strength(game, worker) == 5 + 1 and strength(game, commander) == 11
    assert strength(game, uruk) == 5 and strength(game, goblin) == 13


def test_orc_overseer_exerts_twice_to_exhaust_a_companion_not_the_ring_bearer():
    """Orc Overseer (3_65): "Exert Orc Overseer twice to exhaust a companion (except the
    Ring-bearer)." Boromir (vitality 3) is left with 1; Frodo is not offered."""
    game, m, frodo, boromir = _regroup("3_65")
    use(game, m)
    assert game.s.wounds[m] == 2
    assert game.s.wounds[boromir] == 2 and game.s.wounds[frodo] == 0


def test_orc_overseer_cannot_exert_twice_with_two_vitality_left():
    """Orc Overseer (3_65): with 2 wounds (vitality 4) he cannot exert twice."""
    game, m, _f, _b = _regroup("3_65", wounds=2)
    assert not can(game, "use", m)


def _berserker(burdens: int, wounds: int = 0):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    m = sc.minion("3_66")
    sc.wounds(m, wounds).burdens(burdens)
    game = sc.start("maneuver")
    act(game, "pass")
    return game, m, frodo, boromir


def test_orthanc_berserker_spots_five_burdens_and_exerts_twice_to_exhaust():
    """Orthanc Berserker (3_66): "Spot 5 burdens and exert Orthanc Berserker twice to
    exhaust a companion (except the Ring-bearer)." """
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion("1_97")
    m = sc.minion("3_66")
    sc.burdens(5)
    game = sc.start("maneuver")
    act(game, "pass")
    use(game, m)
    assert game.s.wounds[m] == 2
    assert game.s.wounds[boromir] == 2 and game.s.wounds[frodo] == 0


def test_orthanc_berserker_needs_five_burdens_and_two_exertions():
    """Orthanc Berserker (3_66): 4 burdens: no; 5 burdens but vitality 2 left: no."""
    sc = Scenario()
    sc.companion("1_97")
    m = sc.minion("3_66")
    sc.burdens(4)
    game = sc.start("maneuver")
    act(game, "pass")
    assert not can(game, "use", m)
    sc = Scenario()
    sc.companion("1_97")
    m = sc.minion("3_66")
    sc.burdens(5).wounds(m, 1)
    game = sc.start("maneuver")
    act(game, "pass")
    assert not can(game, "use", m)


def test_orthanc_berserker_is_damage_plus_one():
    """Orthanc Berserker (3_66): "Damage +1." Strength 11 beats Aragorn (8): two wounds."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    m = sc.minion("3_66")
    sc.assign(m, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[aragorn] == 2


def _servants(card: str, hand: int):
    sc = Scenario()
    boromir = sc.companion("1_97")
    worker = sc.minion("3_62")
    sc.minion("1_151")  # an Uruk-hai: not an [isengard] Orc
    sc.minion("1_177")  # a [moria] Orc
    sc.assign(worker, boromir)
    servants = sc.hand(card)
    for _ in range(hand):
        sc.hand("1_151")
    game = sc.start("skirmishes")
    act(game, "pass")
    act(game, "play", servants)
    return game, worker


def test_servants_to_saruman_plus_two_with_three_cards_in_hand():
    """Servants to Saruman (3_70): "Make an [isengard] Orc strength +2" (3 cards left in
    hand); the Uruk-hai and the [moria] Orc are not offered."""
    game, worker = _servants("3_70", 3)
    assert strength(game, worker) == 5 + 2


def test_servants_to_saruman_plus_three_with_fewer_than_three_cards():
    """Servants to Saruman (3_70): "(or +3 if you have fewer than 3 cards in hand)"."""
    game, worker = _servants("3_70", 2)
    assert strength(game, worker) == 5 + 3


def test_hollowing_of_isengard_needs_an_isengard_orc_and_discards_to_add_three():
    """Hollowing of Isengard (3_54): "To play, spot an [isengard] Orc." (an Uruk-hai is
    not one) "Shadow: Discard this condition to add (3)." """
    sc = Scenario()
    sc.minion("1_151")
    sc.minion("1_177")  # a [moria] Orc
    hollowing = sc.hand("3_54")
    game = sc.twilight(4).at_site(3).start("shadow")
    assert not can(game, "play", hollowing)
    sc = Scenario()
    sc.minion("3_62")
    hollowing = sc.support("3_54", player=1)
    game = sc.twilight(1).at_site(3).start("shadow")
    use(game, hollowing)
    assert game.s.zone[hollowing] == "discard" and game.s.twilight == 1 + 3


def test_isengard_axe_on_an_isengard_orc_adds_one():
    """Isengard Axe (3_55): "Bearer must be an [isengard] Orc. When you play this weapon,
    add (1)." Not playable on an Uruk-hai alone."""
    sc = Scenario()
    sc.minion("1_151")
    sc.minion("1_177")  # a [moria] Orc
    axe = sc.hand("3_55")
    game = sc.twilight(1).at_site(3).start("shadow")
    assert not can(game, "play", axe)
    sc = Scenario()
    worker = sc.minion("3_62")
    axe = sc.hand("3_55")
    game = sc.twilight(1).at_site(3).start("shadow")
    act(game, "play", axe)
    assert game.s.bearer[axe] == worker and game.s.twilight == 1 + 1


def test_isengard_axe_answers_only_its_own_play():
    """Isengard Axe (3_55): "When you play this weapon": another card played later adds
    nothing."""
    sc = Scenario()
    worker = sc.minion("3_62")
    sc.bear(worker, "3_55")
    savage = sc.hand("1_151")
    game = sc.twilight(2).at_site(5).start("shadow")
    act(game, "play", savage)
    assert game.s.twilight == 0


def test_uruk_ravager_may_spot_saruman_to_add_two():
    """Uruk Ravager (3_75): "When you play this minion, you may spot Saruman to add (2)." """
    sc = Scenario()
    sc.minion("3_68")
    ravager = sc.hand("3_75")
    game = sc.twilight(4).at_site(5).start("shadow")
    act(game, "play", ravager)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", ravager)
    assert game.s.twilight == 0 + 2
    sc = Scenario()  # no Saruman: nothing is offered or added
    ravager = sc.hand("3_75")
    game = sc.twilight(4).at_site(5).start("shadow")
    act(game, "play", ravager)
    assert game.decision.kind != "optional_trigger" and game.s.twilight == 0


def test_uruk_ravager_answers_only_its_own_play():
    """Uruk Ravager (3_75): "When you play this minion": playing another minion later
    adds nothing."""
    sc = Scenario()
    sc.minion("3_68")
    sc.minion("3_75")
    savage = sc.hand("1_151")
    game = sc.twilight(2).at_site(5).start("shadow")
    act(game, "play", savage)
    assert game.decision.kind != "optional_trigger" and game.s.twilight == 0


def test_uruk_ravager_is_damage_plus_one():
    """Uruk Ravager (3_75): "Damage +1." Strength 9 beats Boromir (7): two wounds."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    m = sc.minion("3_75")
    sc.assign(m, boromir)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def _hate(card: str, minions: tuple[str, ...], support: tuple[str, ...] = ()):
    sc = Scenario()
    for m in minions:
        sc.minion(m)
    for c in support:
        sc.support(c, player=1)
    hate = sc.hand(card)
    for _ in range(4):
        sc.draw_top("1_151")
    game = sc.twilight(2).at_site(3).start("shadow")
    return game, hate


def test_hate_and_anger_spots_an_uruk_hai_and_a_moria_minion_to_draw_three():
    """Hate and Anger (3_53): "Spot an Uruk-hai and a [moria] minion to draw 3 cards." """
    game, hate = _hate("3_53", ("1_151", "1_177"))
    before = len(game.s.piles[1]["hand"])
    act(game, "play", hate)
    assert len(game.s.piles[1]["hand"]) == before - 1 + 3


def test_hate_and_anger_needs_both_an_uruk_hai_and_a_moria_minion():
    """Hate and Anger (3_53): an Uruk-hai alone, or a [moria] minion with an
    [isengard] Orc (no Uruk-hai), is not enough."""
    game, hate = _hate("3_53", ("1_151",))
    assert not can(game, "play", hate)
    game, hate = _hate("3_53", ("1_177", "3_62"))
    assert not can(game, "play", hate)
    game, hate = _hate("3_53", ("1_151",), support=("1_183",))  # a [moria] condition
    assert not can(game, "play", hate)


def _orc_loses(shaman_id: str, orc: str, shaman_twilight: int):
    sc = Scenario()
    aragorn = sc.companion("1_365")  # strength 8
    shaman = sc.minion(shaman_id)
    m = sc.minion(orc)
    sc.assign(m, aragorn)
    game = sc.twilight(shaman_twilight).start("skirmishes")
    return game, m, shaman


def test_isengard_shaman_removes_two_to_prevent_a_wound_on_an_isengard_orc():
    """Isengard Shaman (3_59): "If an [isengard] Orc is about to take a wound, remove
    (2) to prevent that wound." Isengard Servant (7) loses to Aragorn."""
    game, servant, shaman = _orc_loses("3_59", "3_58", 2)
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", shaman)
    assert game.s.wounds[servant] == 0 and game.s.twilight == 0


def test_isengard_shaman_needs_two_twilight_and_an_isengard_orc():
    """Isengard Shaman (3_59): with (1) it cannot; an Uruk-hai's or a [moria] Orc's wound is
    not answered."""
    game, servant, shaman = _orc_loses("3_59", "3_58", 1)
    assert not _offered_until(game, shaman, "skirmish_ended")
    assert game.s.wounds[servant] == 1
    game, uruk, shaman = _orc_loses("3_59", "1_155", 2)  # Uruk Spy (7)
    assert not _offered_until(game, shaman, "skirmish_ended")
    assert game.s.wounds[uruk] == 1 and game.s.twilight == 2
    game, goblin, shaman = _orc_loses("3_59", "1_186", 2)  # Guard Commander, [moria] (7)
    assert not _offered_until(game, shaman, "skirmish_ended")
    assert game.s.wounds[goblin] == 1


def test_saruman_keeper_of_isengard_makes_uruk_hai_fierce():
    """Saruman, Keeper of Isengard (3_68): "Uruk-hai are fierce" (not an Orc)."""
    sc = Scenario()
    sc.minion("3_68")
    uruk = sc.minion("1_151")
    orc = sc.minion("3_62")
    game = sc.start("maneuver")
    assert stats.keyword(game, uruk, "fierce") == 1
    assert stats.keyword(game, orc, "fierce") == 0


def test_saruman_keeper_of_isengard_may_not_be_assigned():
    """Saruman, Keeper of Isengard (3_68): "may not be assigned to a skirmish"."""
    sc = Scenario()
    sc.companion("1_97")
    saruman = sc.minion("3_68")
    orc = sc.minion("3_62")
    game = sc.start("assignment")
    pass_until(game, decision_kind="assign")
    minions = {a.target for a in game.legal_actions() if a.kind == "assign"}
    cards = {a.card for a in game.legal_actions() if a.kind == "assign"}
    assert saruman not in minions | cards and orc in minions | cards


def test_saruman_keeper_of_isengard_takes_no_archery_wounds():
    """Saruman, Keeper of Isengard (3_68): "may not take wounds during the archery
    phase": the fellowship's archery wound goes on the other minion."""
    sc = Scenario()
    sc.companion("1_51")  # Legolas, an archer
    saruman = sc.minion("3_68")
    orc = sc.minion("3_62")
    game = sc.start("archery_fire")
    assert stats.rule(game, saruman, "cannot_take_wounds")
    pass_until(game, "wounded")
    assert game.s.wounds[orc] == 1 and game.s.wounds[saruman] == 0
    game.s.phase = "maneuver"  # only during the archery phase
    assert not stats.rule(game, saruman, "cannot_take_wounds")


def test_saruman_keeper_of_isengard_exerts_to_prevent_a_wound_on_an_uruk_hai():
    """Saruman, Keeper of Isengard (3_68): "If an Uruk-hai is about to take a wound,
    exert Saruman to prevent that wound." Uruk Spy (7) loses to Aragorn (8)."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    saruman = sc.minion("3_68")
    uruk = sc.minion("1_155")
    sc.assign(uruk, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="optional_trigger")
    act(game, "resolve", saruman)
    assert game.s.wounds[uruk] == 0 and game.s.wounds[saruman] == 1


def test_saruman_keeper_of_isengard_does_not_answer_an_orcs_wound():
    """Saruman, Keeper of Isengard (3_68): an [isengard] Orc is no Uruk-hai."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    saruman = sc.minion("3_68")
    orc = sc.minion("3_58")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    assert not _offered_until(game, saruman, "skirmish_ended")
    assert game.s.wounds[orc] == 1 and game.s.wounds[saruman] == 0
