"""Set 1 [isengard] cards of the Fellowship block (issue 18), helper s13-isengard."""

from __future__ import annotations

from cardtest import Scenario, strength, use

from ringtable.engine import effects, stats
from ringtable.testing import act, can, pass_until

# plain companions (the Ring-bearer Frodo is the first companion of every Scenario)
PLAIN = ("1_97", "1_53", "1_7", "1_306", "1_303")


def _companions(sc: Scenario, total: int) -> list[int]:
    """Companions up to ``total`` with the Ring-bearer."""
    return [sc.companion(c) for c in PLAIN[: total - 1]]


def _skirmish(minion: str, defender: str = "1_97", *, hand: tuple[str, ...] = (),
              twilight: int = 5):
    """``minion`` skirmishing ``defender``; the Shadow player is to act."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = [sc.hand(h) for h in hand]
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")  # the Free Peoples player acts first
    return game, fp, m, cards


def _fierce(game, card: int) -> bool:
    return stats.keyword(game, card, "fierce") > 0


def _fierce_until_regroup(game, card: int) -> bool:
    """Fierce now, still fierce at the end of the phase, no longer once the regroup
    phase starts (the turn's "until the regroup phase" expiry)."""
    now = _fierce(game, card)
    effects.expire(game, "phase")
    later = _fierce(game, card)
    effects.expire(game, "regroup")
    return now and later and not _fierce(game, card)


def test_orthanc_assassin_archer_adds_to_the_minion_archery_total():
    """Orthanc Assassin (1_131): "Archer." The minion archery total is 1."""
    sc = Scenario()
    sc.minion("1_131")
    sc.start("archery_fire")
    assert any("minion archery total 1" in e.text for e in sc.events)


def test_orthanc_assassin_damage_plus_one_wounds_twice():
    """Orthanc Assassin (1_131): "Damage +1." Strength 10 beats Boromir: two wounds."""
    game, boromir, _m, _c = _skirmish("1_131")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def _maneuver(minion: str, companions: int):
    sc = Scenario()
    m = sc.minion(minion)
    _companions(sc, companions)
    game = sc.start("maneuver")
    act(game, "pass")
    return game, m


def test_uruk_fighter_spots_five_companions_to_become_fierce():
    """Uruk Fighter (1_146): "Maneuver: Spot 5 companions to make this minion fierce
    until the regroup phase." """
    game, m = _maneuver("1_146", 5)
    use(game, m)
    assert _fierce_until_regroup(game, m)
    game, m = _maneuver("1_146", 4)
    assert not can(game, "use", m)


def test_uruk_fighter_is_damage_plus_one():
    """Uruk Fighter (1_146): "Damage +1." """
    game, boromir, _m, _c = _skirmish("1_146")
    game.s.mods = [*game.s.mods, (_m, "strength", 1, "turn", -1)]
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_uruk_warrior_spots_six_companions_to_become_fierce():
    """Uruk Warrior (1_156): "Maneuver: Spot 6 companions to make this minion fierce
    until the regroup phase." """
    game, m = _maneuver("1_156", 6)
    use(game, m)
    assert _fierce_until_regroup(game, m)
    game, m = _maneuver("1_156", 5)
    assert not can(game, "use", m)


def test_uruk_warrior_is_damage_plus_one():
    """Uruk Warrior (1_156): "Damage +1." """
    game, boromir, _m, _c = _skirmish("1_156")
    game.s.mods = [*game.s.mods, (_m, "strength", 1, "turn", -1)]
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_uruk_lieutenant_plus_one_for_each_other_uruk_hai():
    """Uruk Lieutenant (1_148): "strength +1 for each other Uruk-hai you can spot": not
    itself, not an Orc."""
    sc = Scenario()
    lieutenant = sc.minion("1_148")
    sc.minion("1_151")
    sc.minion("1_154")
    sc.minion("1_178")  # a [moria] Orc
    game = sc.start("maneuver")
    assert strength(game, lieutenant) == 8 + 2


def test_uruk_lieutenant_is_damage_plus_one():
    """Uruk Lieutenant (1_148): "Damage +1." """
    game, boromir, _m, _c = _skirmish("1_148")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_uruk_messenger_strength_plus_three_with_a_weather_condition():
    """Uruk Messenger (1_149): "While you can spot a weather condition, this minion is
    strength +3." Saruman's Snows (a weather condition) on the site; a weather event or a
    plain condition does not count."""
    sc = Scenario()
    messenger = sc.minion("1_149")
    sc.support("1_141", player=1)  # Their Arrows Enrage: a condition, no weather
    sc.hand("1_124")  # Cruel Caradhras: a weather event, in hand
    game = sc.start("maneuver")
    assert strength(game, messenger) == 6
    sc = Scenario()
    messenger = sc.minion("1_149")
    site = sc.at_site(2)
    snows = sc.support("1_138", player=1)
    game = site.start("maneuver")
    assert snows >= 0 and strength(game, messenger) == 6 + 3


def test_uruk_messenger_is_damage_plus_one():
    """Uruk Messenger (1_149): "Damage +1." Made strength 8, it beats Boromir (7)."""
    game, boromir, m, _c = _skirmish("1_149")
    game.s.mods = [*game.s.mods, (m, "strength", 2, "turn", -1)]
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_hunt_them_down_makes_an_uruk_hai_fierce_until_regroup():
    """Hunt Them Down! (1_126): "Make an Uruk-hai fierce until the regroup phase." An Orc
    is not offered."""
    sc = Scenario()
    orc = sc.minion("1_178")
    uruk = sc.minion("1_151")
    hunt = sc.hand("1_126")
    game = sc.twilight(3).start("maneuver")
    act(game, "pass")
    act(game, "play", hunt)
    assert not _fierce(game, orc) and _fierce_until_regroup(game, uruk)


def test_lurtz_spots_another_uruk_hai_to_become_fierce():
    """Lurtz (1_127): "Maneuver: Spot another Uruk-hai to make Lurtz fierce until the
    regroup phase." Alone (or with an Orc) he cannot."""
    sc = Scenario()
    lurtz = sc.minion("1_127")
    sc.minion("1_178")
    game = sc.start("maneuver")
    act(game, "pass")
    assert not can(game, "use", lurtz)
    sc = Scenario()
    lurtz = sc.minion("1_127")
    sc.minion("1_151")
    game = sc.start("maneuver")
    act(game, "pass")
    use(game, lurtz)
    assert _fierce_until_regroup(game, lurtz)


def test_lurtz_is_an_archer_with_damage_plus_one():
    """Lurtz (1_127): "Archer. Damage +1." """
    sc = Scenario()
    sc.minion("1_127")
    sc.start("archery_fire")
    assert any("minion archery total 1" in e.text for e in sc.events)
    game, boromir, _m, _c = _skirmish("1_127")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2


def test_lurtzs_battle_cry_strength_minus_one_damage_plus_one():
    """Lurtz's Battle Cry (1_128): "Make an Uruk-hai strength -1 and damage +1." Uruk
    Savage (5, damage +1) becomes 4 with damage +2: three wounds on Merry."""
    game, merry, savage, cards = _skirmish("1_151", "1_303", hand=("1_128",))
    act(game, "play", cards[0])
    assert strength(game, savage) == 5 - 1
    assert stats.keyword(game, savage, "damage") == 2
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[merry] == 3


def test_lurtzs_battle_cry_needs_an_uruk_hai():
    """Lurtz's Battle Cry (1_128): an Orc is no Uruk-hai: not playable."""
    game, _fp, _orc, cards = _skirmish("1_178", hand=("1_128",))
    assert not can(game, "play", cards[0])


def test_savagery_plus_two_with_fewer_than_five_companions():
    """Savagery to Match Their Numbers (1_139): "Make an Uruk-hai strength +2" (4
    companions: not fierce)."""
    sc = Scenario()
    _companions(sc, 3)
    boromir = sc.companion("1_51")  # the fourth companion
    savage = sc.minion("1_151")
    sc.assign(savage, boromir)
    savagery = sc.hand("1_139")
    game = sc.start("skirmishes")
    act(game, "pass")
    act(game, "play", savagery)
    assert strength(game, savage) == 5 + 2 and not _fierce(game, savage)


def test_savagery_spots_five_companions_for_plus_four_and_fierce():
    """Savagery to Match Their Numbers (1_139): "or spot 5 companions to make an Uruk-hai
    strength +4 and fierce until the regroup phase." An Orc is not offered."""
    sc = Scenario()
    legolas = sc.companion("1_51")
    _companions(sc, 4)
    savage = sc.minion("1_151")
    sc.minion("1_178")
    sc.assign(savage, legolas)
    savagery = sc.hand("1_139")
    game = sc.start("skirmishes")
    act(game, "pass")
    act(game, "play", savagery)
    assert strength(game, savage) == 5 + 4 and _fierce_until_regroup(game, savage)


def test_sarumans_power_exerts_an_isengard_minion_to_discard_all_conditions():
    """Saruman's Power (1_136): "Exert an [isengard] minion to discard all conditions":
    both players' conditions go, a possession stays."""
    sc = Scenario()
    uruk = sc.minion("1_151")
    enrage = sc.support("1_141", player=1)  # a Shadow condition
    boromir = sc.companion("1_97")
    cloak = sc.bear(boromir, "1_92")  # a possession
    fp_condition = sc.support("1_21")  # Lord of Moria, a Free Peoples condition
    power = sc.hand("1_136")
    game = sc.twilight(2).at_site(3).start("shadow")
    act(game, "play", power)
    assert game.s.wounds[uruk] == 1
    assert game.s.zone[enrage] == "discard" and game.s.zone[fp_condition] == "discard"
    assert game.s.zone[cloak] == "attached"


def test_sarumans_power_needs_an_isengard_minion_to_exert():
    """Saruman's Power (1_136): a [moria] Orc cannot pay the cost."""
    sc = Scenario()
    sc.minion("1_177")  # Goblin Patrol Troop
    sc.support("1_141", player=1)
    power = sc.hand("1_136")
    game = sc.twilight(2).at_site(3).start("shadow")
    assert not can(game, "play", power)


def _cruel(card: str, minion: str):
    sc = Scenario()
    m = sc.minion(minion)
    cruel = sc.hand(card)
    game = sc.twilight(2).start("maneuver")
    act(game, "pass")
    return game, m, cruel


def test_cruel_caradhras_opponent_exerts_the_ring_bearer():
    """Cruel Caradhras (1_124): "Exert an [isengard] minion to make the opponent choose to
    either exert the Ring-bearer ..." """
    game, m, cruel = _cruel("1_124", "1_151")
    act(game, "play", cruel)
    assert game.s.wounds[m] == 1
    assert game.decision.player == game.s.fp
    act(game, "choose_option", value=0)
    assert game.s.wounds[game.s.ring_bearer[game.s.fp]] == 1
    assert game.s.burdens[game.s.fp] == 0


def test_cruel_caradhras_opponent_adds_a_burden():
    """Cruel Caradhras (1_124): "... or add a burden." """
    game, _m, cruel = _cruel("1_124", "1_151")
    act(game, "play", cruel)
    act(game, "choose_option", value=1)
    assert game.s.wounds[game.s.ring_bearer[game.s.fp]] == 0
    assert game.s.burdens[game.s.fp] == 1


def test_cruel_caradhras_needs_an_isengard_minion():
    """Cruel Caradhras (1_124): a [moria] Orc cannot pay the cost."""
    game, _m, cruel = _cruel("1_124", "1_177")  # Goblin Patrol Troop
    assert not can(game, "play", cruel)
