"""Shadows-era starters (set 11), the Free Peoples cards: static text read at a site
(site keywords, regions) on a Shadows-era path, and bearer restrictions. Each test names
the card, quotes the clause it proves, and shows a case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.decks import starter_decks
from ringtable.engine import stats
from ringtable.testing import act

SCRIPTED = ("11_7", "11_18", "11_21", "11_27", "11_33", "11_163", "11_166", "11_172")

BATTLEGROUND = "11_245"  # Helm's Gate
FOREST = "11_236"  # East Road
DWELLING = "11_242"  # Green Dragon Inn
UNDERGROUND = "11_232"  # Cavern Entrance
PLAINS = "11_240"  # Flats of Rohan


def shadows_at(site_id: str | None = None, at: int = 2) -> Scenario:
    """A Scenario on a Shadows-era path, the fellowship at site ``at`` (``site_id`` there).

    Sites 2 onward come from the Shadow player's list in order, so ``site_id`` goes at
    position ``at - 2`` of that list."""
    decks = starter_decks()
    fp = list(decks["sh-aragorn-starter"].sites)
    sh = [s for s in decks["sh-gandalf-starter"].sites if s != site_id]
    if site_id is not None:
        sh.insert(at - 2, site_id)
    sc = Scenario(sites=(tuple(fp), tuple(sh[:9])))
    sc.at_site(at)
    return sc


def test_site_keywords_of_the_sites_used():
    from ringtable.cards import default_database
    db = default_database()
    assert "battleground" in db[BATTLEGROUND].keywords
    assert "forest" in db[FOREST].keywords and "dwelling" in db[DWELLING].keywords
    assert "underground" in db[UNDERGROUND].keywords and "plains" in db[PLAINS].keywords


def test_farin_muster_at_battleground_or_underground():
    # "While Farin is at a battleground or underground site, he gains muster."
    for site, muster in ((BATTLEGROUND, 1), (UNDERGROUND, 1), (FOREST, 0)):
        sc = shadows_at(site)
        farin = sc.companion("11_7")
        game = sc.build()
        assert stats.keyword(game, farin, "muster") == muster, site


def test_elven_scout_muster_while_you_spot_another_elf():
    # "While you can spot another Elf, this companion has muster."
    sc = Scenario()
    scout = sc.companion("11_18")
    sc.companion("Aragorn, Ranger of the North")  # not an Elf
    game = sc.build()
    assert stats.keyword(game, scout, "muster") == 0  # itself is not "another" Elf
    sc = Scenario()
    scout = sc.companion("11_18")
    sc.companion("Legolas, Greenleaf")
    game = sc.build()
    assert stats.keyword(game, scout, "muster") == 1


def test_legolas_companion_of_the_ring_at_battleground_or_forest():
    # "While Legolas is at a battleground or forest site, he is strength +2 and
    # resistance +2."
    for site, bonus in ((BATTLEGROUND, 2), (FOREST, 2), (DWELLING, 0)):
        sc = shadows_at(site)
        legolas = sc.companion("11_21")
        game = sc.build()
        assert stats.strength(game, legolas) == 6 + bonus, site
        assert stats.resistance(game, legolas) == 7 + bonus, site


def test_woodland_sentinel_strength_at_a_forest():
    # "While this companion is at a forest site, he is strength +2."
    for site, bonus in ((FOREST, 2), (BATTLEGROUND, 0)):
        sc = shadows_at(site)
        sentinel = sc.companion("11_27")
        game = sc.build()
        assert stats.strength(game, sentinel) == 5 + bonus, site


def test_gandalf_leader_of_the_company_by_region():
    # "While Gandalf is in region 1, each other companion is strength +2. While Gandalf is
    # in region 2, each companion is strength +1. While Gandalf is in region 3, he is
    # strength +2."
    for at, own, other in ((2, 0, 2), (5, 1, 1), (8, 2, 0)):
        sc = shadows_at(None, at)
        gandalf = sc.companion("11_33")
        aragorn = sc.companion("Aragorn, Ranger of the North")
        minion = sc.minion("Goblin Runner")
        game = sc.build()
        assert stats.strength(game, gandalf) == 7 + own, at
        assert stats.strength(game, aragorn) == 8 + other, at
        assert stats.strength(game, minion) == 5, at  # companions only


def test_farmer_maggot_strength_at_a_dwelling_or_forest():
    # "While Farmer Maggot is at a dwelling or forest site, he is strength +4."
    for site, bonus in ((DWELLING, 4), (FOREST, 4), (PLAINS, 0)):
        sc = shadows_at(site)
        maggot = sc.companion("11_163")
        game = sc.build()
        assert stats.strength(game, maggot) == 3 + bonus, site


def test_hobbit_sword_bearer_must_be_a_hobbit():
    # "Bearer must be a Hobbit." Strength +2 on a Hobbit; a Man may not bear it.
    sc = Scenario()
    merry = sc.companion("Merry, Friend to Sam")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    sword = sc.hand("11_166")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == sword}
    assert merry in targets and aragorn not in targets  # the Ring-bearer, a Hobbit, too
    act(game, "play", sword, merry)
    assert stats.strength(game, merry) == 3 + 2


def test_sam_steadfast_friend_each_other_companion_resistance():
    # "Each other companion is resistance +1."
    sc = Scenario()
    sam = sc.companion("11_172")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    minion = sc.minion("Goblin Runner")
    game = sc.build()
    assert stats.resistance(game, sam) == 10
    assert stats.resistance(game, aragorn) == game.cards[aragorn].resistance + 1
    assert stats.resistance(game, minion) == (game.cards[minion].resistance or 0)
