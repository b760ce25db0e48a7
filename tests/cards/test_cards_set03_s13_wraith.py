"""Set 3 [wraith] cards (s13-wraith, issue 18)."""

from __future__ import annotations

from cardtest import Scenario, moving_to, use

from ringtable.engine import stats
from ringtable.testing import act, can

TOLDEA, ENQUEA2 = "1_236", "2_83"
GOBLIN_RUNNER = "1_178"
BOROMIR, MERRY, GANDALF = "1_97", "1_303", "1_364"
URUK = "1_151"  # Uruk Savage, an [isengard] minion
SOUTHRON = "4_217"  # Desert Lancers, a [raider] Man


def _gates(minion: str = ENQUEA2, *, ring: str = "7_2"):
    sc = Scenario(rings=(ring, ring))
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    sc.minion(minion)
    gates = sc.support("3_81", player=1)
    found = sc.hand("2_78")  # It Wants to be Found, a [wraith] event adding a burden
    game = sc.twilight(4).start("maneuver")
    return game, frodo, boromir, gates, found


def test_gates_of_the_dead_city_a_wraith_burden_makes_the_fp_player_exert():
    """Gates of the Dead City ("3_81"): "Each time a [wraith] card adds a burden, the
    Free Peoples player must exert a companion": It Wants to be Found adds one; the
    Free Peoples player chooses Boromir."""
    game, frodo, boromir, _gates_card, found = _gates()
    act(game, "pass")
    act(game, "play", found)
    assert game.s.burdens[game.s.fp] == 1
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    offered = {a.card for a in game.legal_actions() if a.kind == "choose"}
    assert offered == {frodo, boromir}  # companions only, no minion, no condition
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[frodo] == 0


def test_gates_of_the_dead_city_not_for_a_burden_the_ring_adds():
    """Gates of the Dead City ("3_81"): "a [wraith] card": The One Ring (Such a Weight
    to Carry) adding its burden makes nobody exert."""
    game, frodo, boromir, _g, _f = _gates()
    use(game, game.s.ring[game.s.fp])
    assert game.s.burdens[game.s.fp] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[frodo] == 0


def test_gates_of_the_dead_city_to_play_spot_a_nazgul():
    """Gates of the Dead City ("3_81"): "To play, spot a Nazgûl": not with an Orc."""
    for minion, ok in ((TOLDEA, True), (GOBLIN_RUNNER, False)):
        sc = Scenario()
        sc.ring_bearer()
        sc.minion(minion)
        gates = sc.hand("3_81")
        game = sc.twilight(3).start("shadow")
        assert can(game, "play", gates) == ok, minion


def _news(*minions: str):
    sc = Scenario()
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    ms = [sc.minion(m) for m in minions]
    sc.assign(ms[0], boromir)
    news = sc.hand("3_82")
    game = sc.twilight(3).at_site(5).start("skirmishes")
    act(game, "pass")
    return game, ms, news


def test_news_of_mordor_with_an_isengard_minion_makes_a_nazgul_damage_plus_one():
    """News of Mordor ("3_82"): "Spot an [isengard] minion to make a Nazgûl damage +1":
    the Uruk Savage is not made damage +1 (no Nazgûl)."""
    game, (toldea, uruk), news = _news(TOLDEA, URUK)
    act(game, "play", news)
    assert stats.keyword(game, toldea, "damage") == 1
    assert stats.keyword(game, uruk, "damage") == 1  # his printed Damage +1 only


def test_news_of_mordor_needs_an_isengard_minion_and_a_nazgul():
    """News of Mordor ("3_82"): a [moria] Orc is no [isengard] minion; with only the
    Uruk there is no Nazgûl to make damage +1."""
    game, _ms, news = _news(TOLDEA, GOBLIN_RUNNER)
    assert not can(game, "play", news)
    game, _ms, news = _news(URUK)
    assert not can(game, "play", news)


def _terrible(gandalf_cards: int, minion: str = TOLDEA):
    sc = Scenario()
    sc.ring_bearer()
    gandalf = sc.companion(GANDALF)
    sc.minion(minion)
    hand = [sc.hand("1_70", player=0) for _ in range(gandalf_cards)]  # Barliman Butterbur
    sc.hand("1_97", player=0)  # Boromir, no [gandalf] card
    ev = sc.hand("3_85")
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    return game, gandalf, hand, ev


def test_too_great_and_terrible_wounds_gandalf_twice():
    """Too Great and Terrible ("3_85"): "Spot a Nazgûl to wound Gandalf twice. The Free
    Peoples player may discard 2 [gandalf] cards from hand to prevent this": he
    declines; Gandalf takes 2 wounds."""
    game, gandalf, hand, ev = _terrible(2)
    act(game, "play", ev)
    assert game.decision.player == game.s.fp
    act(game, "pass")
    assert game.s.wounds[gandalf] == 2 and all(game.s.zone[c] == "hand" for c in hand)


def test_too_great_and_terrible_prevented_by_two_gandalf_cards():
    """Too Great and Terrible ("3_85"): discarding 2 [gandalf] cards prevents it."""
    game, gandalf, hand, ev = _terrible(2)
    act(game, "play", ev)
    act(game, "choose", ev)  # yes, he pays
    assert game.s.wounds[gandalf] == 0 and all(game.s.zone[c] == "discard" for c in hand)


def test_too_great_and_terrible_one_gandalf_card_cannot_prevent():
    """Too Great and Terrible ("3_85"): with one [gandalf] card (and Boromir, no
    [gandalf] card) nothing can be discarded: Gandalf is wounded twice."""
    game, gandalf, (card,), ev = _terrible(1)
    act(game, "play", ev)
    assert game.s.wounds[gandalf] == 2 and game.s.zone[card] == "hand"


def test_too_great_and_terrible_needs_a_nazgul():
    """Too Great and Terrible ("3_85"): "Spot a Nazgûl": not with an Orc."""
    game, _g, _h, ev = _terrible(0, GOBLIN_RUNNER)
    assert not can(game, "play", ev)
    assert MERRY


def test_gates_of_the_dead_city_not_for_a_burden_a_site_adds():
    """Gates of the Dead City ("3_81"): "a [wraith] card": Eregion Hills adding its
    burden as the fellowship moves there makes nobody exert."""
    sc = moving_to("3_116")
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    sc.support("3_81", player=1)
    sc.minion(TOLDEA)
    game = sc.start("fellowship")
    act(game, "pass")
    while game.decision is not None and game.s.phase == "fellowship":
        act(game, "pass")
    assert game.s.burdens[game.s.fp] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[frodo] == 0


def test_news_of_mordor_needs_an_isengard_minion_not_any_isengard_card():
    """News of Mordor ("3_82"): "an [isengard] minion": Saruman's Ambition (an
    [isengard] condition) is not one."""
    sc = Scenario()
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    sc.assign(toldea, sc.companion(BOROMIR))
    sc.support("1_133", player=1)
    news = sc.hand("3_82")
    game = sc.twilight(3).start("skirmishes")
    act(game, "pass")
    assert not can(game, "play", news)


def test_too_great_and_terrible_the_fp_player_chooses_the_two_cards():
    """Too Great and Terrible ("3_85"): "The Free Peoples player may discard 2 [gandalf]
    cards": with 3 in hand he picks which two."""
    game, gandalf, hand, ev = _terrible(3)
    act(game, "play", ev)
    act(game, "choose", ev)
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    act(game, "choose", hand[0])
    if game.decision.kind == "choose":
        act(game, "choose", hand[1])
    assert [game.s.zone[c] for c in hand] == ["discard", "discard", "hand"]
    assert game.s.wounds[gandalf] == 0


def _moving_twilight(burdens: int, with_card: bool) -> int:
    sc = moving_to("1_331")  # Ettenmoors
    sc.ring_bearer()
    if with_card:
        sc.support("3_83", player=1)
    game = sc.burdens(burdens).start("fellowship")
    act(game, "pass")  # the fellowship moves
    return game.s.twilight


def test_the_ring_draws_them_adds_one_per_burden_as_the_fellowship_moves():
    """The Ring Draws Them ("3_83"): "Each time the fellowship moves, add (1) for each
    burden you can spot": 3 burdens, (3) more than without it; 0 burdens, nothing."""
    assert _moving_twilight(3, True) == _moving_twilight(3, False) + 3
    assert _moving_twilight(0, True) == _moving_twilight(0, False)


def _ring_draws(minion: str = TOLDEA, wounds: int = 0):
    sc = Scenario()
    sc.ring_bearer()
    m = sc.minion(minion)
    if wounds:
        sc.wounds(m, wounds)
    draws = sc.support("3_83", player=1)
    game = sc.start("shadow")
    act(game, "pass")
    return game, draws, m


def test_the_ring_draws_them_at_the_end_exert_a_nazgul_or_discard_it():
    """The Ring Draws Them ("3_83"): "At the end of each of your Shadow phases, exert a
    Nazgûl or discard this condition": exerting Toldëa keeps it; choosing the discard
    discards it."""
    game, draws, toldea = _ring_draws()
    assert game.decision.kind == "choose_option" and game.decision.player == 1
    act(game, "choose_option", value=0)
    assert game.s.wounds[toldea] == 1 and game.s.zone[draws] == "support"
    game, draws, toldea = _ring_draws()
    act(game, "choose_option", value=1)
    assert game.s.wounds[toldea] == 0 and game.s.zone[draws] == "discard"


def test_the_ring_draws_them_discarded_when_no_nazgul_can_exert():
    """The Ring Draws Them ("3_83"): an exhausted Nazgûl or only an Orc: discarded."""
    for minion, wounds in ((TOLDEA, 2), ("1_191", 0)):
        game, draws, m = _ring_draws(minion, wounds)
        assert game.s.zone[draws] == "discard" and game.s.wounds[m] == wounds, minion


def _hunting(hand: tuple[str, ...], minion: str = TOLDEA):
    sc = Scenario()
    sc.ring_bearer()
    aragorn = sc.companion("1_89")
    sc.bear(aragorn, "1_90")  # Aragorn's Bow, a ranged weapon
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "1_112")  # Ranger's Sword, a hand weapon
    sc.minion(minion)
    cards = [sc.hand(c, player=0) for c in hand]
    ev = sc.hand("3_84")
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    return game, ev, aragorn, boromir, cards


def test_never_stop_hunting_exerts_the_ranged_weapon_bearer_x_times():
    """They Will Never Stop Hunting You ("3_84"): "reveal a card at random from the Free
    Peoples player's hand. Exert a companion bearing a ranged weapon X times, where X is
    the twilight cost of the card revealed": Boromir (cost 3) revealed, Aragorn (with
    his Bow) exerts three times; Boromir (a hand weapon only) does not."""
    game, ev, aragorn, boromir, (card,) = _hunting(("1_97",))
    events = act(game, "play", ev)
    assert any(e.kind == "revealed" and card in e.cards for e in events)
    assert game.s.wounds[aragorn] == 3 and game.s.wounds[boromir] == 0
    assert game.s.zone[card] == "hand"


def test_never_stop_hunting_cost_one_card_exerts_once_cost_zero_not_at_all():
    """They Will Never Stop Hunting You ("3_84"): Merry (cost 1) revealed: once; the
    Dwarven Axe (cost 0): no exertion; an empty hand: nothing revealed, no exertion."""
    for hand, wounds in ((("1_303",), 1), (("1_9",), 0), ((), 0)):
        game, ev, aragorn, _b, _c = _hunting(hand)
        act(game, "play", ev)
        assert game.s.wounds[aragorn] == wounds, hand


def test_never_stop_hunting_reveals_one_card_at_random():
    """They Will Never Stop Hunting You ("3_84"): "a card at random": with Merry and
    Boromir in hand one of them is revealed (the game's random source), not both."""
    game, ev, aragorn, _b, cards = _hunting(("1_303", "1_97"))
    events = act(game, "play", ev)
    shown = [c for e in events if e.kind == "revealed" for c in e.cards]
    assert len(shown) == 1 and shown[0] in cards
    assert game.s.wounds[aragorn] == {0: 1, 1: 3}[cards.index(shown[0])]


def test_never_stop_hunting_needs_a_nazgul():
    """They Will Never Stop Hunting You ("3_84"): "Spot a Nazgûl": not with an Orc."""
    # (a minion bearing a ranged weapon is no companion: see the next test)
    game, ev, _a, _b, _c = _hunting(("1_97",), minion="1_191")
    assert not can(game, "play", ev)


def test_never_stop_hunting_playable_without_a_ranged_weapon():
    """They Will Never Stop Hunting You ("3_84"): the reveal happens although no
    companion bears a ranged weapon (the exertion then does nothing)."""
    sc = Scenario()
    sc.ring_bearer()
    sc.companion(BOROMIR)
    sc.minion(TOLDEA)
    card = sc.hand("1_97", player=0)
    ev = sc.hand("3_84")
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    events = act(game, "play", ev)
    assert any(e.kind == "revealed" and card in e.cards for e in events)


def test_never_stop_hunting_exerts_a_companion_not_a_minion_with_a_bow():
    """They Will Never Stop Hunting You ("3_84"): "a companion bearing a ranged weapon":
    a Southron Bow on a [raider] Man is no choice, Aragorn exerts at once."""
    sc = Scenario()
    sc.ring_bearer()
    aragorn = sc.companion("1_89")
    sc.bear(aragorn, "1_90")
    sc.minion(TOLDEA)
    southron = sc.minion(SOUTHRON)
    sc.bear(southron, "4_247")
    sc.hand("1_303", player=0)  # Merry, cost 1
    ev = sc.hand("3_84")
    game = sc.twilight(3).at_site(4).start("maneuver")
    act(game, "pass")
    act(game, "play", ev)
    assert game.s.wounds[aragorn] == 1 and game.s.wounds[southron] == 0


def test_reveal_at_random_only_from_hand():
    """``reveal`` with ``at_random = true`` (They Will Never Stop Hunting You "3_84") reads
    the hand; asked of the draw deck it is refused with the card and the field."""
    import pytest

    from ringtable.cards import default_database
    from ringtable.scripts.errors import ScriptError
    from ringtable.scripts.loader import compile_scripts

    bad = {"3_84": {"title": "They Will Never Stop Hunting You",
                    "event": {"effect": [{"reveal": 1, "at_random": True}]}}}
    with pytest.raises(ScriptError, match=r"3_84.*event\.effect\[0\]\.at_random"):
        compile_scripts(bad, default_database())
