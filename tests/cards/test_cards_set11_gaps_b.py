"""Shadows-era starters (set 11): the cards left for want of a rule or a word (issue 18,
helper gaps-b), and the clauses of earlier set 11 scripts no test caught."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_scripts import _error
from test_cards_shadows_starters_sh_b_abilities import BOROMIR, STABLES, _path
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.engine import Game, effects, playing, stats
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


# -- values added, the Free Peoples hand, end of turn (issue 18 words) --------------------

def _marshland(marshland: str, minions: int, twilight: int) -> tuple[Game, int, int, int, int]:
    """The fellowship at Expanding Marshland in the Shadow phase, with ``minions`` minions
    in play and ``twilight`` tokens; Marauding Orcs (cost 3) and a condition in hand."""
    sc = _path(STABLES, marshland)
    for _ in range(minions):
        sc.minion("Goblin Runner")
    orcs = sc.hand("11_126")
    demoralized = sc.hand("11_48")  # Not Yet Vanquished: a Shadow condition, not a minion
    game = sc.twilight(twilight).start("shadow")
    site = game.s.path[2]
    return game, site, orcs, demoralized, game.s.order[1]


def test_expanding_marshland_plays_a_minion_at_cost_minus_three_when_three_or_fewer():
    # Expanding Marshland: "Shadow: If the total number of minions and twilight tokens is
    # 3 or fewer, play a minion at twilight cost -3."
    for minions, twilight in ((1, 2), (0, 3)):
        game, site, orcs, demoralized, shadow = _marshland("11_238", minions, twilight)
        cost = playing.twilight_cost(game, orcs, shadow)
        assert can(game, "use", site), (minions, twilight)
        act(game, "use", site)
        assert game.s.zone[orcs] == "minions" and game.s.zone[demoralized] == "hand"
        assert game.s.twilight == twilight - max(0, cost - 3)


def test_expanding_marshland_not_when_minions_and_twilight_total_more_than_three():
    # Expanding Marshland: "... 3 or fewer": 4 is too many, minions and twilight alike.
    for minions, twilight in ((1, 3), (0, 4), (2, 2)):
        game, site, _orcs, _d, _shadow = _marshland("11_238", minions, twilight)
        assert not can(game, "use", site), (minions, twilight)


def test_man_of_bree_strength_plus_one_per_card_in_the_free_peoples_hand():
    # "This minion is strength +1 for each card in the Free Peoples player's hand."
    for cards in (0, 3):
        sc = _path(STABLES, ETTENMOORS)
        bree = sc.minion("11_90")
        for _ in range(cards):
            sc.hand("Gondorian Blade")
        sc.hand("Goblin Runner")  # the Shadow player's hand does not count
        sc.hand("Goblin Runner")
        game = sc.start("shadow")
        assert stats.strength(game, bree) == 4 + cards, cards


def test_dwarven_embassy_needs_a_dwarf_to_play():
    # "To play, spot a Dwarf."
    for companion, playable in (("Gimli, Son of Glóin", True), ("Legolas, Greenleaf", False)):
        sc = _path(STABLES, ETTENMOORS)
        sc.companion(companion)
        embassy = sc.hand("11_5")
        game = sc.start("fellowship")
        assert can(game, "play", embassy) is playable, companion


def test_dwarven_embassy_each_companion_damage_plus_one_until_the_end_of_your_turn():
    # "Each companion is damage +1. Discard this condition at the end of your turn."
    sc = Scenario(sites=((STABLES,), (ETTENMOORS, "11_256"))).at_site(2)  # a site to move to
    gimli = sc.companion("Gimli, Son of Glóin")  # damage +1 printed
    boromir = sc.companion(BOROMIR)
    runner = sc.minion("Goblin Runner")
    embassy = sc.hand("11_5")
    game = sc.start("fellowship")
    act(game, "play", embassy)
    assert stats.keyword(game, boromir, "damage") == 1
    assert stats.keyword(game, gimli, "damage") == 2
    assert stats.keyword(game, runner, "damage") == 0  # a minion is no companion
    while game.s.phase != "regroup":
        pass_until(game, event_kind="phase_started")
    assert game.s.zone[embassy] == "support"  # still there in the regroup phase
    seen = pass_until(game, event_kind="turn_ended")
    assert game.s.zone[embassy] == "discard"
    assert [e.kind for e in seen if embassy in e.cards] == ["discarded"]


def test_added_values_and_the_end_of_turn_word_are_checked_at_load():
    # The card language: "count(minion) + twilight" (values added), "fp_hand",
    # on = "end_of_turn" with whose; a mistake names the card, the field and the column.
    bad_sum = {"11_238": {"title": "Expanding Marshland", "ability": [{
        "phase": "shadow", "if": {"compare": "count(minion) + twilite <= 3"},
        "effect": [{"play": "minion", "cost": -3}]}]}}
    assert "card 11_238: ability[0].if: column 17: unknown quantity 'twilite'" in _error(bad_sum)
    bad_whose = {"11_5": {"title": "Dwarven Embassy", "trigger": [{
        "on": "end_of_turn", "whose": "mine", "effect": [{"discard": "self"}]}]}}
    assert "card 11_5: trigger[0].whose" in _error(bad_whose)
