"""Set 1 [wraith] cards that replace sites (s13-wraith, issue 18): Paths Seldom Trodden,
Úlairë Nelya, Lieutenant of Morgul (the verb ``replace_site``)."""

from __future__ import annotations

from cardtest import Scenario, use

from ringtable.testing import act, can
from ringtable.testing.scenario import DEFAULT_SITES

TOLDEA, MORIA_SCOUT = "1_236", "1_191"
EAST_ROAD, WESTFARTHING, MIDGEWATER = "1_320", "1_326", "1_333"


def _sites(first: str, *, site: int = 1, minion: str = TOLDEA, paths: str = "support",
           twilight: int = 3, nelya: bool = False):
    """The Shadow player's adventure deck with ``first`` in place of his site 1; the
    fellowship at ``site`` (site 1 is the Free Peoples player's East Road)."""
    shadow_sites = (first, *DEFAULT_SITES[1][1:])
    sc = Scenario(sites=(DEFAULT_SITES[0], shadow_sites))
    sc.ring_bearer()
    m = sc.minion("1_233" if nelya else minion)
    card = -1
    if paths == "support":
        card = sc.support("1_222", player=1)
    elif paths == "hand":
        card = sc.hand("1_222")
    game = sc.twilight(twilight).at_site(site).start("shadow")
    return game, card, m


def _path(game, n: int) -> tuple[str, int]:
    c = game.s.path[n]
    return game.cards[c].id, game.s.owner[c]


def test_paths_seldom_trodden_replaces_the_fellowships_site_with_your_version():
    """Paths Seldom Trodden ("1_222"): "Shadow: Remove (3) to replace the fellowship's
    site with your version of the same site": his East Road takes the place of the Free
    Peoples player's, which goes back to that player's adventure deck."""
    game, paths, _m = _sites(EAST_ROAD)
    theirs = game.s.path[1]
    use(game, paths)
    assert _path(game, 1) == (EAST_ROAD, 1) and game.s.twilight == 0
    assert game.s.zone[theirs] == "adventure" and theirs in game.s.piles[0]["adventure"]


def test_paths_seldom_trodden_needs_your_version_three_twilight_and_the_current_site():
    """Paths Seldom Trodden ("1_222"): no East Road of his own (Westfarthing is not the
    same site): not usable; with (2) in the pool: not usable; at site 3 (his own site),
    the East Road at site 1 is not the fellowship's site: not usable."""
    game, paths, _m = _sites(WESTFARTHING)
    assert not can(game, "use", paths)
    game, paths, _m = _sites(EAST_ROAD, twilight=2)
    assert not can(game, "use", paths)
    game, paths, _m = _sites(EAST_ROAD, site=3)
    assert not can(game, "use", paths)


def test_paths_seldom_trodden_to_play_spot_a_nazgul():
    """Paths Seldom Trodden ("1_222"): "To play, spot a Nazgûl": not with an Orc."""
    for minion, ok in ((TOLDEA, True), (MORIA_SCOUT, False)):
        game, paths, _m = _sites(EAST_ROAD, minion=minion, paths="hand")
        assert can(game, "play", paths) == ok, minion


def test_nelya_exerts_to_replace_an_opponents_site_with_his_of_the_same_number():
    """Úlairë Nelya ("1_233"): "Shadow: Exert Úlairë Nelya and spot an opponent's site
    to replace it with your site of the same number": at site 3, the Free Peoples
    player's East Road (site 1) becomes his Westfarthing; his own sites 2 and 3 stay."""
    game, _p, nelya = _sites(WESTFARTHING, site=3, paths="none", nelya=True)
    before = [_path(game, n) for n in (2, 3)]
    use(game, nelya)
    assert game.s.wounds[nelya] == 1
    assert _path(game, 1) == (WESTFARTHING, 1)
    assert [_path(game, n) for n in (2, 3)] == before


def test_nelya_needs_a_site_of_that_number_and_to_exert():
    """Úlairë Nelya ("1_233"): with no site 1 in his adventure deck (Midgewater Moors is
    site 2) nothing can be replaced; exhausted, he cannot exert."""
    game, _p, nelya = _sites(MIDGEWATER, site=3, paths="none", nelya=True)
    assert not can(game, "use", nelya)
    sc_game, _p, nelya = _sites(WESTFARTHING, site=3, paths="none", nelya=True)
    sc_game.s.wounds[nelya] = 2
    sc_game._legal = None
    assert not can(sc_game, "use", nelya)


def test_nelya_is_a_shadow_ability():
    """Úlairë Nelya ("1_233"): "Shadow:": not in the maneuver phase."""
    sc = Scenario(sites=(DEFAULT_SITES[0], (WESTFARTHING, *DEFAULT_SITES[1][1:])))
    sc.ring_bearer()
    nelya = sc.minion("1_233")
    game = sc.at_site(3).start("maneuver")
    act(game, "pass")
    assert not can(game, "use", nelya)
