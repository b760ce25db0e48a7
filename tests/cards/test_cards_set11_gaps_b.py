"""Shadows-era starters (set 11): the cards left for want of a rule or a word (issue 18,
helper gaps-b), and the clauses of earlier set 11 scripts no test caught."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_b_abilities import BOROMIR, STABLES, _path
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.engine import effects, stats
from ringtable.testing import act, can, pass_until

ETTENMOORS = "11_237"  # plains
GUARDROOM = "11_247"  # Moria Guardroom: underground


def test_barazinbar_plays_only_a_dwarven_possession_from_the_draw_deck():
    # "... exert a Dwarf to play a [dwarven] possession from your draw deck.": a [gondor]
    # possession Aragorn could bear is not offered, so the axe is played without a choice.
    def build(sc: Scenario) -> dict[str, int]:
        sc.companion("Aragorn, Ranger of the North")
        return {"gimli": sc.companion("Gimli, Son of Glóin"),
                "axe": sc.draw_bottom("Gimli's Battle Axe"),
                "blade": sc.draw_top("Gondorian Blade")}  # bearer: a [gondor] Man
    game, c, offered = _fellowship_start("11_229", build)
    assert offered
    assert game.s.zone[c["axe"]] == "attached" and game.s.zone[c["blade"]] == "draw"


def test_fearsome_dunlending_only_when_this_minion_is_played():
    # "When you play this minion at a plains site, ...": another minion played while
    # Fearsome Dunlending is in play offers nothing.
    sc = _path(STABLES, ETTENMOORS)
    boromir = sc.companion(BOROMIR)
    sc.minion("11_79")
    other = sc.hand("11_116")
    game = sc.twilight(6).start("shadow")
    act(game, "play", other)
    assert game.decision.kind != "optional_trigger"
    assert stats.resistance(game, boromir) == 6


def test_unyielding_goblin_exerts_a_companion_not_an_ally_it_is_skirmishing():
    # "... exert it to exert a companion it is skirmishing.": an ally skirmishing it (taking
    # part in skirmishes: Thrarin under his own rule, unwounded so he could exert) is no
    # target, so the ability is not offered.
    sc = _path(STABLES, GUARDROOM)
    thrarin = sc.ally("Thrarin")
    goblin = sc.minion("11_142")
    game = sc.twilight(5).start("maneuver")
    effects.add_modifier(game, thrarin, "rule:takes_part", 1, "regroup", thrarin)
    pass_until(game, decision_kind="assign")
    act(game, "assign", thrarin, goblin)  # the skirmish starts
    act(game, "pass")  # the Free Peoples player passes
    assert game.decision.player == game.s.order[1]
    assert not can(game, "use", goblin)
    assert game.s.wounds[goblin] == 0 and game.s.wounds[thrarin] == 0
