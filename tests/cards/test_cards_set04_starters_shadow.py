"""Set 4 Shadow cards of the BoHD Éowyn and Legolas starters ([raider] Southrons): each
test sets a position, uses the card, and checks what its printed text does (quoted)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.testing import act, can


def _desert(minion: str, twilight: int, *, defender: str = "1_97"):
    sc = Scenario()
    fp = sc.companion(defender)
    other = sc.companion("4_74")
    m = sc.minion(minion)
    sc.assign(m, fp)
    sc.twilight(twilight).at_site(4)
    return sc, sc.start("skirmishes"), fp, other, m


def _check_desert(minion: str) -> None:
    """"At the start of each skirmish involving this minion, you may remove (3) to wound
    a companion or ally he is skirmishing." Boromir, not Legolas (not in the skirmish),
    is wounded."""
    sc, game, boromir, legolas, m = _desert(minion, 3)
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", m)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[legolas] == 0
    assert game.s.twilight == 0
    # "you may": declined, nothing happens
    sc, game, boromir, _l, m = _desert(minion, 3)
    act(game, "pass")
    assert game.s.wounds[boromir] == 0 and game.s.twilight == 3
    # 2 twilight: it cannot be paid, so it is not offered
    sc, game, boromir, _l, m = _desert(minion, 2)
    assert not can(game, "resolve", m)
    # a skirmish not involving him: nothing offered
    sc = Scenario()
    boromir = sc.companion("1_97")
    m = sc.minion(minion)
    sc.assign(sc.minion("1_271"), boromir)
    game = sc.twilight(3).at_site(4).start("skirmishes")
    assert not can(game, "resolve", m) and game.s.twilight == 3


def test_desert_soldier_removes_three_to_wound_the_character_he_skirmishes():
    """Desert Soldier (4_220): "... you may remove (3) to wound a companion or ally he is
    skirmishing.\""""
    _check_desert("4_220")


def test_desert_spearman_removes_three_to_wound_the_character_he_skirmishes():
    """Desert Spearman (4_221): "... you may remove (3) to wound a companion or ally he
    is skirmishing.\""""
    _check_desert("4_221")


def test_desert_warrior_removes_three_to_wound_the_character_he_skirmishes():
    """Desert Warrior (4_222): "... you may remove (3) to wound a companion or ally he is
    skirmishing.\""""
    _check_desert("4_222")


def _raider_skirmish(event: str, minion: str = "5_75", companions: int = 1,
                     twilight: int = 5, bears: tuple[str, ...] = ()):
    sc = Scenario()
    boromir = sc.companion("1_97")
    for _ in range(companions - 1):
        sc.companion("1_311")
    m = sc.minion(minion)
    for item in bears:
        sc.bear(m, item)
    sc.assign(m, boromir)
    ev = sc.hand(event)
    sc.twilight(twilight).at_site(6)
    game = sc.start("skirmishes")
    while game.decision.player != 1:  # the Free Peoples player acts first
        act(game, "pass")
    return game, boromir, m, ev


def test_on_the_march_raider_man_plus_three_or_five_with_six_companions():
    """On the March (4_241): "Make a [raider] Man strength +3 (or +5 if you spot 6
    companions)." Frodo and Boromir: +3; Frodo, Boromir and 4 Sams: +5; 5 companions: +3."""
    for companions, bonus in ((1, 3), (5, 5), (4, 3)):
        # bearing a Mûmak: a [raider] card, but no Man, so the Southron is the one pick
        game, _b, m, ev = _raider_skirmish("4_241", companions=companions, bears=("5_73",))
        before = strength(game, m)
        act(game, "play", ev)
        assert strength(game, m) == before + bonus, companions
    game, _b, _m, ev = _raider_skirmish("4_241", minion="1_271")
    assert not can(game, "play", ev)  # an Orc Soldier is no [raider] Man


def test_whirling_strike_wounds_a_companion_skirmishing_a_raider_man():
    """Whirling Strike (4_260): "Wound a companion or ally skirmishing a [raider] Man.\""""
    game, boromir, _m, ev = _raider_skirmish("4_260")
    act(game, "play", ev)
    assert game.s.wounds[boromir] == 1
    for minion in ("1_271", "4_10"):  # an Orc Soldier; a Dunlending Brigand, a [dunland] Man
        game, _b, _m, ev = _raider_skirmish("4_260", minion=minion)
        assert not can(game, "play", ev), minion
