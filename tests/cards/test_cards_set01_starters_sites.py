"""Set 1 sites of the Fellowship-block starters (MoM Gandalf and Gimli, RotEL Boromir
and Legolas): each test puts the fellowship at (or moving to) the site and checks what
its printed text does."""

from __future__ import annotations

import pytest
from cardtest import Scenario, at_site, moving_to, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until
from ringtable.testing.scenario import DEFAULT_SITES


def _site(game, site_id: str) -> int:
    """The instance of ``site_id`` on the path."""
    return next(c for c in game.s.path if game.s.defs[c] == site_id)


def _maggot(site_id: str, deck: tuple[str, ...], frodo_wounds: int = 0):
    sc = at_site(site_id)
    sc.wounds(sc.ring_bearer(), frodo_wounds)
    cards = [sc.draw_top(c) for c in deck]
    game = sc.twilight(0).start("fellowship")
    return game, cards


def test_farmer_maggots_fields_exert_a_hobbit_to_play_merry_from_the_draw_deck():
    """Farmer Maggot's Fields (1_321): "Fellowship: Exert a Hobbit to play Merry or Pippin
    from your draw deck." Frodo exerts; Merry comes into play (Boromir and Sam stay)."""
    game, (merry, boromir, sam) = _maggot("1_321", ("1_303", "1_97", "1_311"))
    use(game, _site(game, "1_321"))
    assert game.s.zone[merry] == "fellowship" and game.s.wounds[0] == 1
    assert game.s.zone[boromir] == "draw" and game.s.zone[sam] == "draw"


def test_farmer_maggots_fields_plays_pippin_too():
    """Farmer Maggot's Fields (1_321): "... Merry or Pippin ...": Pippin."""
    game, (pippin,) = _maggot("1_321", ("1_306",))
    use(game, _site(game, "1_321"))
    assert game.s.zone[pippin] == "fellowship"


def test_farmer_maggots_fields_needs_a_hobbit_that_can_exert_and_a_card_to_play():
    """Farmer Maggot's Fields (1_321): "Exert a Hobbit": an exhausted Frodo (with only
    Boromir able to exert) cannot pay; with no Merry or Pippin in the draw deck, nothing
    to play."""
    sc = at_site("1_321")
    sc.wounds(sc.ring_bearer(), 3)
    sc.companion("1_97")
    sc.draw_top("1_303")
    game = sc.twilight(0).start("fellowship")
    assert not can(game, "use", _site(game, "1_321"))
    game, _cards = _maggot("1_321", ("1_97", "1_311"))
    assert not can(game, "use", _site(game, "1_321"))


def test_trollshaw_forest_draw_a_card_for_an_item_played_on_your_companion():
    """Trollshaw Forest (1_334): "Each time you play a possession or artifact on your
    companion, draw a card." Hobbit Sword on Frodo: a card is drawn; Boromir played
    (no item) draws nothing."""
    sc = at_site("1_334")
    sword = sc.hand("1_299")
    boromir = sc.hand("1_97")
    top = sc.draw_top("1_3")
    second = sc.draw_bottom("1_7")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", boromir)
    assert game.s.zone[top] == "draw"
    act(game, "play", sword, target=0)
    assert game.s.zone[top] == "hand" and game.s.zone[second] == "draw"


def test_trollshaw_forest_nothing_for_a_condition_on_a_companion():
    """Trollshaw Forest (1_334): "a possession or artifact": No Stranger to the Shadows
    (a condition) played on Aragorn draws nothing."""
    sc = at_site("1_334")
    aragorn = sc.companion("1_365")
    stranger = sc.hand("1_108")
    top = sc.draw_top("1_3")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", stranger, target=aragorn)
    assert game.s.zone[stranger] == "attached" and game.s.zone[top] == "draw"


def test_trollshaw_forest_nothing_for_a_possession_on_a_minion():
    """Trollshaw Forest (1_334): "on your companion": an Orc Scimitar played on an Orc
    Soldier draws nobody a card."""
    sc = at_site("1_334")
    soldier = sc.minion("1_271")
    scimitar = sc.hand("1_269")
    fp_top = sc.draw_top("1_3", player=0)
    shadow_top = sc.draw_top("1_178", player=1)
    game = sc.twilight(3).start("shadow")
    act(game, "play", scimitar, target=soldier)
    assert game.s.zone[fp_top] == "draw" and game.s.zone[shadow_top] == "draw"


def test_frodos_bedroom_play_a_hobbit_to_draw_a_card():
    """Frodo's Bedroom (1_339): "Fellowship: Play a Hobbit to draw a card." Merry is
    played and a card drawn; with only Boromir in hand it cannot be used."""
    sc = at_site("1_339")
    merry = sc.hand("1_303")
    second = sc.draw_top("1_7")
    top = sc.draw_top("1_3")
    game = sc.twilight(0).start("fellowship")
    use(game, _site(game, "1_339"))
    assert game.s.zone[merry] == "fellowship" and game.s.zone[top] == "hand"
    assert game.s.zone[second] == "draw"
    sc = at_site("1_339")
    sc.hand("1_97")
    sc.draw_top("1_3")
    game = sc.twilight(0).start("fellowship")
    assert not can(game, "use", _site(game, "1_339"))


def _dwarrowdelf(site_id: str, gimli: bool = True):
    sc = moving_to(site_id)
    g = sc.companion("1_12") if gimli else -1
    boromir = sc.companion("1_97")
    legolas = sc.companion("1_51")
    sc.ally("1_56")  # Orophin: an ally, never one of the "companions"
    game = sc.start("fellowship")
    act(game, "pass")  # move to Dwarrowdelf Chamber
    return game, g, boromir, legolas


def test_dwarrowdelf_chamber_gimli_exerts():
    """Dwarrowdelf Chamber (1_344): "When the fellowship moves to Dwarrowdelf Chamber,
    Gimli or 2 other companions must exert." The Free Peoples player picks Gimli."""
    game, gimli, boromir, legolas = _dwarrowdelf("1_344")
    assert game.decision.kind == "choose_option" and game.decision.player == 0
    act(game, "choose_option", value=0)
    assert game.s.wounds[gimli] == 1
    assert game.s.wounds[boromir] == 0 and game.s.wounds[legolas] == 0


def test_dwarrowdelf_chamber_or_two_other_companions_exert():
    """Dwarrowdelf Chamber (1_344): "... or 2 other companions must exert.": Boromir and
    Legolas chosen, Gimli untouched."""
    game, gimli, boromir, legolas = _dwarrowdelf("1_344")
    act(game, "choose_option", value=1)
    assert game.decision.kind == "choose"
    assert set(game.decision.cards) == {0, boromir, legolas}  # Frodo too; not Gimli
    act(game, "choose", boromir)
    act(game, "choose", legolas)
    assert game.s.wounds[gimli] == 0
    assert game.s.wounds[boromir] == 1 and game.s.wounds[legolas] == 1


def test_dwarrowdelf_chamber_without_gimli_two_companions_exert():
    """Dwarrowdelf Chamber (1_344): without Gimli only "2 other companions" is possible."""
    game, _none, boromir, legolas = _dwarrowdelf("1_344", gimli=False)
    assert game.decision.kind == "choose"
    act(game, "choose", boromir)
    act(game, "choose", legolas)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[legolas] == 1


def test_lothlorien_woods_allies_whose_home_is_site_six_are_strength_plus_three():
    """Lothlórien Woods (1_352): "Each ally whose home is site 6 is strength +3."
    Orophin (home 6): +3; Elrond (home 3) and Legolas (a companion): nothing."""
    sc = at_site("1_352")
    orophin = sc.ally("1_56")
    elrond = sc.ally("1_40")
    legolas = sc.companion("1_51")
    game = sc.start("fellowship")
    assert strength(game, orophin) == 3 + 3
    assert strength(game, elrond) == 8 and strength(game, legolas) == 6


def test_lothlorien_woods_only_while_the_fellowship_is_there():
    """Lothlórien Woods (1_352): a site's text applies while the fellowship is there: at
    site 7, with Lothlórien Woods behind, Orophin is strength 3."""
    sh_sites = list(DEFAULT_SITES[1])
    sh_sites[5] = "1_352"
    sc = Scenario(sites=(DEFAULT_SITES[0], tuple(sh_sites)))
    orophin = sc.ally("1_56")
    game = sc.at_site(7).start("fellowship")
    assert game.s.defs[game.s.path[6]] == "1_352"
    assert strength(game, orophin) == 3


def _archery_phase(sc: Scenario):
    sc.minion("1_176")  # Goblin Marksman, an archer
    game = sc.start("maneuver")
    return pass_until(game, "phase_started", limit=50) + pass_until(game, "phase_started")


def test_anduin_wilderland_skips_the_archery_phase():
    """Anduin Wilderland (1_354): "While the fellowship is at Anduin Wilderland, skip the
    archery phase." At site 8 with Anduin Wilderland behind, archery fire happens."""
    events = _archery_phase(at_site("1_354"))
    assert "archery" not in [e.kind for e in events]
    sh_sites = list(DEFAULT_SITES[1])
    sh_sites[6] = "1_354"
    sc = Scenario(sites=(DEFAULT_SITES[0], tuple(sh_sites))).at_site(8)
    sc.companion("1_97")
    sc.minion("1_176")
    game = sc.start("maneuver")
    events = pass_until(game, "archery", limit=50)
    assert "archery" in [e.kind for e in events]


def test_anduin_banks_two_to_the_minion_archery_total_per_companion_over_four():
    """Anduin Banks (1_356): "For each companion in the fellowship over 4, add 2 to the
    minion archery total." Frodo and 3 others: +0; and 4 others: +2; and 5: +4. Allies
    do not count."""
    for others, extra in ((3, 0), (4, 2), (5, 4)):
        sc = at_site("1_356")
        for c in ("1_97", "1_12", "1_51", "1_364", "1_365")[:others]:
            sc.companion(c)
        sc.ally("1_56")
        sc.ally("1_40")
        game = sc.start("fellowship")
        assert stats.global_value(game, "archery:minion", 0) == extra, others


def _summit(site_id: str, burdens: int):
    sc = moving_to(site_id)
    deck = [sc.draw_top(c, player=1) for c in ("1_178", "1_191", "1_271", "1_267")]
    game = sc.burdens(burdens).start("fellowship")
    act(game, "pass")  # move to Summit of Amon Hen
    return game, deck


def test_summit_of_amon_hen_each_shadow_player_may_draw_a_card_for_each_burden():
    """Summit of Amon Hen (1_362): "When the fellowship moves to Summit of Amon Hen, each
    Shadow player may draw a card for each burden." 3 burdens: the Shadow player draws
    3; declining, none."""
    game, deck = _summit("1_362", 3)
    assert game.decision.kind == "choose" and game.decision.player == 1
    act(game, "choose", game.decision.cards[0])
    assert sorted(game.s.zone[c] for c in deck) == ["draw", "hand", "hand", "hand"]
    game, deck = _summit("1_362", 3)
    act(game, "pass")
    assert all(game.s.zone[c] == "draw" for c in deck)


def test_home_site_filter_names_allies_by_home_number_and_needs_a_number():
    """The ``home_site(N)`` filter function (Lothlórien Woods, "1_352": "Each ally whose
    home is site 6"): Orophin (home 6) matches, Elrond (home 3) not; a word is refused."""
    from ringtable.scripts.filters import compile_filter

    sc = at_site("1_352")
    orophin = sc.ally("1_56")
    elrond = sc.ally("1_40")
    game = sc.start("fellowship")
    f = compile_filter("ally home_site(6)")
    ctx = {"src": -1, "p": 0, "v": {}}
    assert f.match(game, orophin, ctx) and not f.match(game, elrond, ctx)
    with pytest.raises(ValueError, match="whole number"):
        compile_filter("ally home_site(six)")
