"""Engine rules of issue 18, each against a real card: allies taking part away from home,
prohibitions, the roaming penalty as a value, conditions played on sites, an event
announced and cancelled, an assignment made by an effect, a phase ended by an effect."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Game, Rules, effects, flow, stats
from ringtable.engine.playing import bearers, roaming_penalty, twilight_cost
from ringtable.scripts import standard_rules
from ringtable.testing import Scenario, act, pass_until
from ringtable.testing.scenario import DEFAULT_SITES

_RULES: list[Rules] = []


def scripted(**kw: object) -> Scenario:
    """A Scenario under the shipped card scripts (built once per test run)."""
    if not _RULES:
        _RULES.append(standard_rules(default_database()))
    return Scenario(rules=_RULES[0], **kw)  # type: ignore[arg-type]


def test_an_ally_under_takes_part_skirmishes_away_from_home_until_regroup():
    # CR (allies): an ally takes part in archery and skirmishes at its home site; Thrarin
    # "participate in archery fire and skirmishes until the regroup phase" is the rule
    # modifier takes_part, read by stats.ally_takes_part (engine alone, no script).
    sc = Scenario()
    thrarin = sc.ally("Thrarin")
    game = sc.at_site(2).start("maneuver")
    assert not stats.ally_takes_part(game, thrarin)
    effects.add_modifier(game, thrarin, "rule:takes_part", 1, "regroup", thrarin)
    assert stats.ally_takes_part(game, thrarin)
    assert thrarin in stats.fp_characters_in_combat(game, game.s.fp)
    effects.expire(game, "regroup")
    assert not stats.ally_takes_part(game, thrarin)


def test_the_roaming_penalty_is_a_value_never_below_zero():
    # CR (roaming): "removing an additional two twilight tokens"; Orc Ambusher: "The
    # roaming penalty for each [sauron] minion you play is -1" (stat roaming_penalty).
    sc = Scenario()
    soldier = sc.hand("Orc Soldier")
    game = sc.at_site(2).start("shadow")
    shadow = game.s.holder[soldier]
    assert roaming_penalty(game, soldier) == 2
    assert twilight_cost(game, soldier, shadow) == 2 + 2
    effects.add_modifier(game, soldier, "roaming_penalty", -1, "phase")
    assert twilight_cost(game, soldier, shadow) == 2 + 1
    effects.add_modifier(game, soldier, "roaming_penalty", -5, "phase")
    assert roaming_penalty(game, soldier) == 0 and twilight_cost(game, soldier, shadow) == 2


def test_a_condition_that_plays_on_a_site_is_borne_by_a_site_of_the_path():
    # Saruman's Chill (unscripted): "Plays on a site." The engine reads it from the
    # printed text: every site of the adventure path may bear it, no character may.
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    chill = sc.hand("Saruman's Chill")
    game = sc.twilight(5).at_site(3).start("shadow")
    sites = {c for c in game.s.path if c >= 0}
    assert len(sites) == 3
    assert set(bearers(game, chill, game.s.holder[chill])) == sites


def test_a_shadow_condition_that_plays_on_a_minion_is_borne_by_your_minion():
    # Mordor Enraged (1_254): "Plays on a [sauron] minion." The engine reads the printed
    # sentence: your minions may bear it (the base rules: any of them), no companion may.
    sc = Scenario()
    sc.companion("Boromir, Lord of Gondor")
    soldier = sc.minion("Orc Soldier")
    runner = sc.minion("Goblin Runner")
    enraged = sc.hand("Mordor Enraged")
    game = sc.at_site(3).start("shadow")
    assert set(bearers(game, enraged, game.s.holder[enraged])) == {soldier, runner}


def test_a_prohibition_keeps_a_card_from_being_played_from_hand():
    # Breeland Forest: "Stealth events may not be played." (rule cannot_be_played on
    # the matching cards while the site is the fellowship's site)
    for site, allowed in (("1_329", False), ("1_327", True)):  # Breeland Forest, Bree Gate
        # site 2 comes from the Shadow player's adventure deck
        shadow_sites = (DEFAULT_SITES[1][0], site, *DEFAULT_SITES[1][2:])
        sc = scripted(sites=(DEFAULT_SITES[0], shadow_sites))
        sc.at_site(2)
        frodo = sc.ring_bearer()
        intuition = sc.hand("Hobbit Intuition")
        sc.assign(sc.minion("Goblin Runner"), frodo)
        game = sc.start("skirmishes")
        assert stats.rule(game, intuition, "cannot_be_played") == (0 if allowed else 1)
        assert any(a.card == intuition for a in game.legal_actions()) is allowed


def _ambusher_window() -> tuple[Game, int, int, int]:
    sc = scripted()
    sc.companion("Aragorn, Ranger of the North")
    vengeance = sc.hand("Gondor's Vengeance")
    ambusher = sc.minion("Orc Ambusher")
    soldier = sc.minion("Orc Soldier")
    game = sc.at_site(2).start("regroup")
    act(game, "play", vengeance)
    return game, vengeance, ambusher, soldier


def test_an_event_waits_for_responses_and_a_cancelled_one_still_goes_to_discard():
    # Orc Ambusher: "Response: If a Free Peoples regroup event is played, exert this
    # minion to cancel that event." The effect waits in an event_effect frame (plain
    # data: a save taken there resumes), cancelling skips it, the card is discarded.
    game, vengeance, ambusher, soldier = _ambusher_window()
    assert flow.being_played(game) == [vengeance]
    again = Game.from_json(game.to_json(), game.rules)
    act(again, "resolve", ambusher)
    assert again.s.zone[vengeance] == "discard" and again.s.zone[soldier] == "minions"
    assert flow.being_played(again) == [] and not flow.cancel_event(again, vengeance)


def test_an_event_not_cancelled_resolves_after_the_responses():
    game, vengeance, _ambusher, soldier = _ambusher_window()
    act(game, "pass")
    act(game, "choose", soldier)  # Gondor's Vengeance: discard a minion
    assert game.s.zone[soldier] == "discard" and game.s.zone[vengeance] == "discard"


def test_an_assignment_made_by_an_effect_is_the_free_peoples_players_own():
    # Orc Assassin: "make the Free Peoples player assign a Hobbit to skirmish this
    # minion": flow.force_assign, as the Free Peoples player's assignment (ambush acts:
    # Southron Scout, Ambush (2)); an assigned minion or defender is not offered again.
    sc = Scenario()
    frodo = sc.ring_bearer()
    scout = sc.minion("Southron Scout")
    other = sc.minion("Orc Soldier")
    game = sc.at_site(6).start("assignment")
    assert frodo in flow.forced_defenders(game, scout)
    flow.force_assign(game, game.s.fp, frodo, scout)
    assert game.s.assigned[scout] == frodo
    assert game.s.stack[-1]["k"] == "ambush"
    assert flow.forced_defenders(game, scout) == []
    assert frodo not in flow.forced_defenders(game, other)
    # a Shadow player's assignment by an effect is a leftover one: not one-to-one
    assert frodo in flow.forced_defenders(game, other, by_fp=False)
    # defender +1 (CR: may be assigned one more minion by the Free Peoples player)
    effects.add_modifier(game, frodo, "kw:defender", 1, "turn")
    assert frodo in flow.forced_defenders(game, other)


def test_end_phase_closes_only_the_acting_players_window():
    # Tol Brandir: "...; end your Shadow phase." flow.end_phase marks the Shadow
    # player's window as passed by all; the Free Peoples player has no window to end.
    sc = Scenario()
    sc.minion("Orc Soldier")
    game = sc.twilight(5).at_site(2).start("shadow")
    shadow = 1 - game.s.fp
    window = game.s.stack[-1]
    assert window["k"] == "window" and window["phase"] == "shadow"
    assert not flow.end_phase(game, game.s.fp)
    assert window["passes"] == 0
    assert flow.end_phase(game, shadow)
    assert window["passes"] >= len(window["players"])  # the window pops when it runs


def test_a_character_under_cannot_heal_keeps_its_wounds_from_every_healing():
    # You Bring Great Evil: "While at a sanctuary, bearer cannot heal." (rule
    # cannot_heal, read by effects.heal, the sanctuary and the same-title discard)
    for site, heals in ((3, False), (2, True)):  # Rivendell Terrace is a sanctuary
        sc = scripted()
        frodo = sc.ring_bearer()
        sc.bear(frodo, "You Bring Great Evil", player=sc.shadow)
        same_title = sc.hand("Frodo, Old Bilbo's Heir", player=0)
        sc.wounds(frodo, 1)
        game = sc.at_site(site).start("fellowship")
        assert stats.can_heal(game, frodo) is heals
        assert any(a.kind == "heal_discard" and a.card == same_title
                   for a in game.legal_actions()) is heals
        effects.heal(game, frodo)
        assert game.s.wounds[frodo] == (0 if heals else 1)


def test_end_of_turn_triggers_resolve_before_the_next_turn_starts():
    # "at the end of each turn" (Thin and Stretched adds a burden): the turn frame emits
    # turn_ended, then its triggers resolve under this turn's Free Peoples player and
    # counters, before the next turn starts (turn.end_turn, then next_turn)
    sc = scripted()
    frodo = sc.ring_bearer()
    boromir = sc.companion("Boromir, Lord of Gondor")
    sc.bear(frodo, "Thin and Stretched", player=1)
    orc = sc.minion("Orc Ambusher")
    game = sc.start("assignment")
    pass_until(game, decision_kind="assign")
    act(game, "assign", boromir, orc)  # another companion assigned, not the bearer
    seen = []
    for _ in range(40):
        if any(e.kind == "turn_started" for e in seen):
            break
        options = game.legal_actions()
        seen.extend(game.apply(next((a for a in options if a.kind in ("pass", "stay")),
                                    options[0])))
    kinds = [e.kind for e in seen]
    assert kinds.index("turn_ended") < kinds.index("burden_added") < kinds.index("turn_started")
    assert game.s.burdens == [1, 0]  # the player whose turn ended
