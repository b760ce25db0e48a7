"""Shadows-era starters (set 11): the Shadow cards' scripts, clause by clause.

Default Scenario path: site 2 is Ettenmoors (plains), site 4 Mithril Mine (underground);
4_346 is a battleground. Boromir (1_97) is strength 7, vitality 3.
"""

from __future__ import annotations

from cardtest import Scenario, at_site, strength

from ringtable.testing import act, pass_until

BOROMIR = "1_97"


def _skirmish(minion: str, site: int | str = 2, exhausted: bool = False, **hand: str):
    """``minion`` skirmishes Boromir at ``site``; the Shadow player is to act."""
    sc = at_site(site) if isinstance(site, str) else Scenario().at_site(site)
    fp = sc.companion(BOROMIR)
    if exhausted:
        sc.wounds(fp, 2)
    m = sc.minion(minion)
    sc.assign(m, fp)
    cards = {k: sc.hand(v) for k, v in hand.items()}
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    return game, fp, m, cards


def test_denizens_stronger_only_at_an_underground_site():
    # "While this minion is at an underground site, it is strength +2/+3/+2."
    for card, base, bonus in (("11_115", 9, 2), ("11_116", 7, 3), ("11_117", 10, 2)):
        game, _fp, m, _ = _skirmish(card, site=4)  # Mithril Mine: underground
        assert strength(game, m) == base + bonus, card
        game, _fp, m, _ = _skirmish(card, site=2)  # Ettenmoors: not underground
        assert strength(game, m) == base, card


def test_bloodthirsty_and_hounding_uruk_plus_three_while_a_companion_is_exhausted():
    # "While you can spot an exhausted companion, this minion is strength +3."
    for card, base in (("11_178", 8), ("11_188", 5)):
        game, _fp, m, _ = _skirmish(card, exhausted=True)
        assert strength(game, m) == base + 3, card
        sc = Scenario().at_site(2)  # one wound on Boromir: wounded, not exhausted
        fp = sc.companion(BOROMIR)
        sc.wounds(fp, 1)
        m = sc.minion(card)
        sc.wounds(m, 1)  # the Uruk itself is exhausted: an exhausted minion does not count
        sc.assign(m, fp)
        game = sc.start("skirmishes")
        assert strength(game, m) == base, card


def test_bloodthirsty_uruk_damage_plus_one():
    # "Damage +1." Bloodthirsty Uruk (8) beats Gimli (6, vitality 3): two wounds.
    sc = Scenario().at_site(2)
    gimli = sc.companion("1_12")
    sc.assign(sc.minion("11_178"), gimli)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[gimli] == 2


def test_feral_uruk_strength_and_damage_at_a_battleground():
    # "While this minion is at a battleground site, it is strength +1 and damage +1."
    game, boromir, m, _ = _skirmish("11_183", site="4_346")
    assert strength(game, m) == 10
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 2
    game, boromir, m, _ = _skirmish("11_183", site=2)  # Ettenmoors: no battleground
    assert strength(game, m) == 9
    pass_until(game, "skirmish_ended")
    assert game.s.wounds[boromir] == 1


def test_furor_plus_two_or_three_with_an_exhausted_companion_uruk_hai_culture_only():
    # "Make an [uruk-hai] minion strength +2 (or +3 if you can spot an exhausted companion)."
    sc = Scenario().at_site(2)
    fp = sc.companion(BOROMIR)
    m = sc.minion("11_183")
    sc.wounds(m, 1)  # an exhausted minion is not an exhausted companion
    sc.assign(m, fp)
    furor = sc.hand("11_187")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", furor)
    assert strength(game, m) == 9 + 2
    game, _fp, m, cards = _skirmish("11_183", exhausted=True, furor="11_187")
    act(game, "play", cards["furor"])
    assert strength(game, m) == 9 + 3
    # An [isengard] Uruk-hai (Orthanc Warrior) is not of the [uruk-hai] culture.
    sc = Scenario().at_site(2)
    fp = sc.companion(BOROMIR)
    isengard = sc.minion("4_165")
    feral = sc.minion("11_183")
    sc.assign(isengard, fp)
    furor = sc.hand("11_187")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", furor)
    assert strength(game, isengard) == 7
    assert strength(game, feral) == 9 + 2


def test_overrun_plus_two_or_four_at_a_battleground_or_plains_men_only():
    # "Make a [men] minion strength +2 (or +4 if that minion is at a battleground or plains site)."
    for site, bonus in ((2, 4), ("4_346", 4), (4, 2)):  # plains, battleground, underground
        sc = at_site(site) if isinstance(site, str) else Scenario().at_site(site)
        fp = sc.companion(BOROMIR)
        m = sc.minion("11_77")
        sc.assign(m, fp)
        overrun = sc.hand("11_92")
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        act(game, "play", overrun)
        assert strength(game, m) == 10 + bonus, site
    sc = Scenario().at_site(4)  # an [orc] minion is not [men]
    fp = sc.companion(BOROMIR)
    orc = sc.minion("11_116")
    elder = sc.minion("11_77")
    sc.assign(orc, fp)
    overrun = sc.hand("11_92")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    act(game, "play", overrun)
    assert strength(game, orc) == 7 + 3
    assert strength(game, elder) == 10 + 2
