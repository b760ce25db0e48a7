"""There's Another Way (12_40), the Free Peoples card that replaces the current site, and
Orkish Camp's rule against it (15_113: "While you can spot an [orc] Orc, the Free Peoples
player cannot replace the fellowship's current site")."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_set11_gaps_b import ETTENMOORS, GUARDROOM
from test_cards_shadows_starters_sh_b_abilities import STABLES

from ringtable.engine import stats
from ringtable.testing import act, can

SMEAGOL = "5_28"  # Sméagol, Old Noser: strength 3
ORC = "15_95"  # Battlefield Recruit, an [orc] Orc


def _scenario(smeagol: bool = True) -> Scenario:
    """Site 1 the Free Peoples player's Stables, site 2 the Shadow player's Ettenmoors;
    his adventure deck still holds two sites to replace it with."""
    sc = Scenario(sites=((STABLES, "11_256", GUARDROOM), (ETTENMOORS,))).at_site(2)
    if smeagol:
        sc.companion(SMEAGOL)
    return sc


def test_theres_another_way_to_play_spot_smeagol_who_is_strength_plus_one():
    """There's Another Way (12_40): "To play, spot Sméagol. Sméagol is strength +1.\""""
    sc = _scenario(smeagol=False)
    way = sc.hand("12_40")
    game = sc.start("fellowship")
    assert not can(game, "play", way)
    sc = _scenario()
    way = sc.hand("12_40")
    game = sc.start("fellowship")
    smeagol = next(c for c, d in enumerate(game.s.defs) if d == SMEAGOL)
    assert stats.strength(game, smeagol) == 3
    act(game, "play", way)
    assert game.s.zone[way] == "support" and stats.strength(game, smeagol) == 4


def test_theres_another_way_discards_itself_to_replace_the_current_site():
    """There's Another Way (12_40): "Regroup: Discard this condition to replace the
    fellowship's current site with a site from your adventure deck.\""""
    sc = _scenario()
    way = sc.support("12_40")
    game = sc.start("regroup")
    old = game.s.path[2]
    act(game, "use", way)
    assert game.s.zone[way] == "discard"
    offered = {game.s.defs[c] for c in game.decision.cards}
    assert offered == {"11_256", GUARDROOM}
    guardroom = next(c for c in game.decision.cards if game.s.defs[c] == GUARDROOM)
    act(game, "choose", guardroom)
    assert game.s.path[2] == guardroom and game.s.zone[old] == "adventure"


def test_orkish_camp_bars_the_free_peoples_player_from_replacing_the_current_site():
    """Orkish Camp (15_113) against There's Another Way (12_40): "While you can spot an
    [orc] Orc, the Free Peoples player cannot replace the fellowship's current site."
    With an [orc] Orc the ability is not offered; with the Camp alone (no Orc to spot),
    or with a [sauron] Orc (not an [orc] one), it is."""
    for orc, offered in ((ORC, False), (None, True), ("1_240", True)):  # Band of the Eye
        sc = _scenario()
        way = sc.support("12_40")
        sc.support("15_113", player=sc.shadow)
        if orc:
            sc.minion(orc)
        game = sc.start("regroup")
        assert can(game, "use", way) == offered, orc
