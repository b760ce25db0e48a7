"""Set 2 [wraith] cards (s13-wraith, issue 18): the twilight Nazgûl and their events."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

ATTEA2, ENQUEA2, NELYA2, WITCH_KING2 = "2_82", "2_83", "2_84", "2_85"
CORPSE_LIGHTS = "6_99"  # a twilight minion, a Wraith but no Nazgûl
TOLDEA = "1_236"  # Úlairë Toldëa, a Nazgûl without the twilight keyword
WITCH_KING1 = "1_237"  # The Witch-king, Lord of Angmar (not twilight)
BOROMIR, MERRY, LEGOLAS, GRIMIR = "1_97", "1_303", "1_51", "1_17"


def _offered(game, card: int, until: str) -> bool:
    """Everyone passes until an ``until`` event; True when an optional trigger of
    ``card`` was offered on the way."""
    for _ in range(200):
        if game.decision is None:
            return False
        options = game.legal_actions()
        if any(a.kind == "resolve" and a.card == card for a in options):
            return True
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return False
    return False


def test_attea_the_easterling_may_wound_an_ally_when_played():
    """Úlairë Attëa ("2_82"): "When you play Úlairë Attëa, you may wound an ally":
    Grimir, not Boromir (a companion)."""
    sc = Scenario()
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally(GRIMIR)
    attea = sc.hand(ATTEA2)
    game = sc.twilight(8).at_site(3).start("shadow")
    act(game, "play", attea)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", attea)
    assert game.s.wounds[grimir] == 1 and game.s.wounds[boromir] == 0


def test_attea_the_easterling_offers_nothing_without_an_ally():
    """Úlairë Attëa ("2_82"): "wound an ally": with only companions, nothing to offer."""
    sc = Scenario()
    sc.ring_bearer()
    sc.companion(BOROMIR)
    attea = sc.hand(ATTEA2)
    game = sc.twilight(8).at_site(3).start("shadow")
    act(game, "play", attea)
    assert game.decision.kind != "optional_trigger"


def _win(minion: str, *, burdens: int = 0, wounds: int = 0, rb_wounds: int = 0):
    """``minion`` beats Merry; returns when its optional trigger is offered (or the
    skirmish ended). The One Ring, Isildur's Bane, turns no wound into a burden unless
    worn."""
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    m = sc.minion(minion)
    merry = sc.companion(MERRY)
    sc.assign(m, merry)
    if wounds:
        sc.wounds(m, wounds)
    if rb_wounds:
        sc.wounds(frodo, rb_wounds)
    game = sc.burdens(burdens).twilight(2).start("skirmishes")
    return game, m, frodo, merry


def _resolve(game, card: int) -> None:
    """Resolve ``card``'s optional trigger; the Free Peoples player keeps the Ring off."""
    act(game, "resolve", card)
    while game.decision is not None and game.decision.kind == "ring_response":
        act(game, "pass")


def test_enquea_in_twilight_wins_and_exerts_to_wound_the_ring_bearer_once():
    """Úlairë Enquëa ("2_83"): "Each time Úlairë Enquëa wins a skirmish, you may exert
    him to wound the Ring-bearer once": 4 burdens, one wound."""
    game, m, frodo, merry = _win(ENQUEA2, burdens=4)
    assert _offered(game, m, "skirmish_ended")
    assert game.s.zone[merry] == "dead"  # offered once the skirmish is won
    _resolve(game, m)
    assert game.s.wounds[m] == 1 and game.s.wounds[frodo] == 1


def test_enquea_in_twilight_wounds_twice_with_five_burdens():
    """Úlairë Enquëa ("2_83"): "(or twice if you can spot 5 burdens)"."""
    game, m, frodo, merry = _win(ENQUEA2, burdens=5)
    assert _offered(game, m, "skirmish_ended")
    assert game.s.zone[merry] == "dead"  # offered once the skirmish is won
    _resolve(game, m)
    assert game.s.wounds[m] == 1 and game.s.wounds[frodo] == 2


def test_enquea_in_twilight_exhausted_offers_nothing():
    """Úlairë Enquëa ("2_83"): "exert him": exhausted, nothing is offered."""
    game, m, frodo, merry = _win(ENQUEA2, burdens=5, wounds=3)
    assert not _offered(game, m, "skirmish_ended")
    assert game.s.wounds[frodo] == 0


def test_witch_king_lord_of_the_nazgul_wins_and_wounds_the_ring_bearer_twice():
    """The Witch-king ("2_85"): "Each time The Witch-king wins a skirmish, you may
    exert him to wound the Ring-bearer twice"."""
    game, m, frodo, merry = _win(WITCH_KING2)
    assert _offered(game, m, "skirmish_ended")
    assert game.s.zone[merry] == "dead"  # offered once the skirmish is won
    _resolve(game, m)
    assert game.s.wounds[m] == 1 and game.s.wounds[frodo] == 2


def test_witch_king_lord_of_the_nazgul_exhausted_offers_nothing():
    """The Witch-king ("2_85"): "exert him": exhausted, nothing is offered."""
    game, m, frodo, merry = _win(WITCH_KING2, wounds=3)
    assert not _offered(game, m, "skirmish_ended")
    assert game.s.wounds[frodo] == 0


def test_witch_king_lord_of_the_nazgul_forbids_return_to_its_master():
    """The Witch-king ("2_85"): "Return to Its Master may not be played": that card
    (in hand) is barred while he is in play, and no other card is."""
    sc = Scenario()
    sc.ring_bearer()
    sc.minion(WITCH_KING2)
    rtim = sc.hand("1_224")
    veils = sc.hand("1_204")
    game = sc.start("shadow")
    assert stats.rule(game, rtim, "cannot_be_played") == 1
    assert stats.rule(game, veils, "cannot_be_played") == 0
    sc2 = Scenario()
    sc2.ring_bearer()
    sc2.minion(WITCH_KING1)
    rtim2 = sc2.hand("1_224")
    assert stats.rule(sc2.start("shadow"), rtim2, "cannot_be_played") == 0


def _nelya(*, burdens: int, rb_wounds: int = 0, other_wounds: int = 0):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    nelya = sc.minion(NELYA2)
    if rb_wounds:
        sc.wounds(frodo, rb_wounds)
    if other_wounds:
        sc.wounds(boromir, other_wounds)
    game = sc.burdens(burdens).start("shadow")
    return stats.keyword(game, nelya, "fierce"), stats.keyword(game, nelya, "damage")


def test_nelya_in_twilight_fierce_and_damage_with_two_burdens():
    """Úlairë Nelya ("2_84"): "While you can spot 2 burdens ... Úlairë Nelya is fierce
    and damage +1"; 1 burden is not enough."""
    assert _nelya(burdens=2) == (1, 1)
    assert _nelya(burdens=1) == (0, 0)


def test_nelya_in_twilight_fierce_and_damage_with_two_wounds_on_the_ring_bearer():
    """Úlairë Nelya ("2_84"): "or 2 wounds on the Ring-bearer": Frodo's 2 wounds do it,
    1 wound does not, nor do 2 wounds on Boromir."""
    assert _nelya(burdens=0, rb_wounds=2) == (1, 1)
    assert _nelya(burdens=0, rb_wounds=1) == (0, 0)
    assert _nelya(burdens=0, other_wounds=2) == (0, 0)


def _event(event: str, minion: str, stage: str, *, wearing: bool = False,
           burdens: int = 0, extra=()):
    sc = Scenario()
    frodo = sc.ring_bearer()
    m = sc.minion(minion)
    if stage == "skirmishes":
        sc.assign(m, sc.companion(BOROMIR))
    others = [sc.bear(sc.companion(bearer), item) if bearer else sc.support(item)
              for bearer, item in extra]
    ev = sc.hand(event)
    game = sc.burdens(burdens).twilight(4).start(stage)
    if wearing:
        game.s.wearing[game.s.fp] = 1
    act(game, "pass")
    return game, m, ev, frodo, others


def test_wraith_world_adds_three_burdens_with_a_twilight_nazgul_and_the_ring_worn():
    """Wraith-world ("2_86"): "Spot a twilight Nazgûl and the Ring-bearer wearing The
    One Ring to add 3 burdens"."""
    game, _m, ev, _f, _o = _event("2_86", WITCH_KING2, "skirmishes", wearing=True, burdens=1)
    act(game, "play", ev)
    assert game.s.burdens[game.s.fp] == 1 + 3


def test_wraith_world_needs_the_ring_worn_and_a_twilight_nazgul():
    """Wraith-world ("2_86"): not while the Ring is off; not with a Nazgûl that is not
    twilight (The Witch-king, Lord of Angmar)."""
    game, _m, ev, _f, _o = _event("2_86", WITCH_KING2, "skirmishes")
    assert not can(game, "play", ev)
    game, _m, ev, _f, _o = _event("2_86", WITCH_KING1, "skirmishes", wearing=True)
    assert not can(game, "play", ev)


def test_it_wants_to_be_found_adds_a_burden_with_a_twilight_nazgul():
    """It Wants to be Found ("2_78"): "Spot a twilight Nazgûl to add a burden"; Toldëa
    (no twilight) is not enough."""
    game, _m, ev, _f, _o = _event("2_78", ENQUEA2, "maneuver")
    act(game, "play", ev)
    assert game.s.burdens[game.s.fp] == 1
    game, _m, ev, _f, _o = _event("2_78", TOLDEA, "maneuver")
    assert not can(game, "play", ev)


def test_stricken_dumb_exerts_the_witch_king_to_discard_a_tale():
    """Stricken Dumb ("2_80"): "Exert The Witch-king to discard a tale or weapon": the
    tale goes; Boromir's Armor (neither) is no choice."""
    game, wk, ev, _f, (tale, armor) = _event(
        "2_80", WITCH_KING1, "maneuver", extra=((None, "1_100"), (BOROMIR, "1_92")))
    act(game, "play", ev)
    assert game.s.wounds[wk] == 1 and game.s.zone[tale] == "discard"
    assert game.s.zone[armor] == "attached"


def test_stricken_dumb_discards_a_weapon():
    """Stricken Dumb ("2_80"): "or weapon": Boromir's Ranger's Sword goes; Armor stays."""
    game, _wk, ev, _f, (sword, armor) = _event(
        "2_80", WITCH_KING2, "maneuver", extra=((BOROMIR, "1_112"), (BOROMIR, "1_92")))
    act(game, "play", ev)
    assert game.s.zone[sword] == "discard" and game.s.zone[armor] == "attached"


def test_stricken_dumb_needs_the_witch_king():
    """Stricken Dumb ("2_80"): "Exert The Witch-king": Toldëa cannot pay."""
    game, _m, ev, _f, _o = _event("2_80", TOLDEA, "maneuver", extra=((None, "1_100"),))
    assert not can(game, "play", ev)


def _archery(minion: str, twilight: int = 2):
    sc = Scenario()
    sc.ring_bearer()
    sc.companion(LEGOLAS)  # fellowship archery total 1
    m = sc.minion(minion)
    servants = sc.support("2_77", player=1)
    game = sc.twilight(twilight).start("archery")
    return game, m, servants


def test_his_terrible_servants_removes_one_to_prevent_a_wound_to_a_twilight_nazgul():
    """His Terrible Servants ("2_77"): "If a twilight Nazgûl is about to take a wound,
    remove (1) to prevent that wound"."""
    game, m, servants = _archery(ENQUEA2)
    assert _offered(game, servants, "wounded")
    act(game, "resolve", servants)
    assert game.s.wounds[m] == 0 and game.s.twilight == 1


def test_his_terrible_servants_not_for_toldea_nor_with_an_empty_pool():
    """His Terrible Servants ("2_77"): Toldëa is no twilight Nazgûl; "remove (1)"
    fails with no twilight."""
    game, m, servants = _archery(TOLDEA)
    assert not _offered(game, servants, "wounded") and game.s.wounds[m] == 1
    game, m, servants = _archery(ENQUEA2, twilight=0)
    assert not _offered(game, servants, "wounded") and game.s.wounds[m] == 1


def test_twilight_nazgul_strengths_are_printed():
    """The twilight Nazgûl of set 2 are plain minions besides their text: Attëa 12."""
    sc = Scenario()
    attea = sc.minion(ATTEA2)
    assert strength(sc.start("shadow"), attea) == 12
    assert use is not None and pass_until is not None


def test_attea_the_easterling_only_when_she_is_played():
    """Úlairë Attëa ("2_82"): "When you play Úlairë Attëa": playing Toldëa while Attëa
    is in play offers nothing."""
    sc = Scenario()
    sc.ring_bearer()
    sc.ally(GRIMIR)
    attea = sc.minion(ATTEA2)
    toldea = sc.hand(TOLDEA)
    game = sc.twilight(10).at_site(3).start("shadow")
    act(game, "play", toldea)
    assert game.decision.kind != "optional_trigger" or not can(game, "resolve", attea)


def test_twilight_events_need_a_nazgul_not_any_twilight_minion():
    """It Wants to be Found ("2_78") and Wraith-world ("2_86"): "a twilight Nazgûl":
    Corpse Lights (twilight, a Wraith, no Nazgûl) is not enough."""
    game, _m, ev, _f, _o = _event("2_78", CORPSE_LIGHTS, "maneuver")
    assert not can(game, "play", ev)
    game, _m, ev, _f, _o = _event("2_86", CORPSE_LIGHTS, "skirmishes", wearing=True)
    assert not can(game, "play", ev)


def test_his_terrible_servants_not_for_a_twilight_minion_that_is_no_nazgul():
    """His Terrible Servants ("2_77"): "a twilight Nazgûl": not Corpse Lights."""
    game, m, servants = _archery(CORPSE_LIGHTS)
    assert not _offered(game, servants, "wounded") and game.s.wounds[m] == 1


def test_ruling_the_ruling_ring_answers_the_witch_kings_wounds():
    """Current Rulings (The One Ring, The Ruling Ring): "You may use the special ability
    of this card in response to a wound placed by The Witch-king, Lord of the Nazgûl"
    ("2_85"): Frodo puts it on, the two wounds become burdens."""
    sc = Scenario()  # The One Ring, The Ruling Ring (1_2)
    frodo = sc.ring_bearer()
    wk = sc.minion(WITCH_KING2)
    sc.assign(wk, sc.companion(MERRY))
    game = sc.twilight(2).start("skirmishes")
    assert _offered(game, wk, "skirmish_ended")
    act(game, "resolve", wk)
    assert game.decision.kind == "ring_response" and game.decision.player == game.s.fp
    events = act(game, "wear_ring")
    assert "ring_on" in [e.kind for e in events]  # (off again as the regroup phase begins)
    assert game.s.wounds[frodo] == 0 and game.s.burdens[game.s.fp] == 2


def test_ruling_attea_the_easterling_is_no_easterling():
    """Current Rulings (Úlairë Attëa, The Easterling "2_82"): "This card cannot be
    spotted by cards that require an Easterling ... Keywords are not found in
    subtitles"."""
    sc = Scenario()
    attea = sc.minion(ATTEA2)
    game = sc.start("shadow")
    assert stats.keyword(game, attea, "easterling") == 0
    assert stats.keyword(game, attea, "twilight") == 1
