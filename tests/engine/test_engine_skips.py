"""Phases skipped by a player's choice (``engine/skips.py``, issue 18, gaps-r).

- "The Free Peoples player may choose for the archery phase to be skipped" (a game-wide
  rule ``fp_may_skip_archery``): a pending ``skip_phase`` decision of the Free Peoples
  player at the start of the archery phase; skipped, there is no archery window and no
  archery fire.
- "Skip his or her next Shadow phase" (``skips.skip_next_shadow_phase``): held for the
  game until that player's next Shadow phase, which never starts (no window, no end of
  Shadow phase event); with no minion in play the turn goes on to the regroup phase.
"""

from __future__ import annotations

from ringtable.engine import skips
from ringtable.engine.game import Game
from ringtable.testing import Scenario, act

MAY_SKIP = (-1, "rule:fp_may_skip_archery", 1, "turn", -1)


def _to_archery(rule: bool) -> Game:
    sc = Scenario()
    sc.companion("1_97")
    sc.minion("Moria Scout")
    game = sc.at_site(2).start("maneuver")
    if rule:
        game.s.mods = game.s.mods + [MAY_SKIP]
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    return game


def _phases_until_regroup(game: Game) -> tuple[list[str], list[str]]:
    seen, kinds = [game.s.phase], []
    while game.s.phase != "regroup":
        options = game.legal_actions()
        events = game.apply(next((a for a in options if a.kind == "pass"), options[0]))
        kinds += [e.kind for e in events]
        if game.s.phase != seen[-1]:
            seen.append(game.s.phase)
    return seen, kinds


def test_the_free_peoples_player_is_asked_at_the_start_of_the_archery_phase():
    game = _to_archery(rule=True)
    d = game.decision
    assert d.kind == "skip_phase" and d.player == game.s.fp and game.s.phase == "maneuver"
    assert {a.kind for a in game.legal_actions()} == {"skip_phase", "pass"}
    assert game.describe(game.legal_actions()[0]) == "Skip the archery phase"


def test_skipped_there_is_no_archery_phase_and_no_archery_fire():
    game = _to_archery(rule=True)
    events = act(game, "skip_phase")
    kinds = [e.kind for e in events]
    assert "phase_skipped" in kinds and "archery" not in kinds
    assert game.s.phase == "assignment"


def test_declined_the_archery_phase_is_played():
    game = _to_archery(rule=True)
    act(game, "pass")
    assert game.s.phase == "archery" and game.decision.kind == "action"


def test_without_the_rule_nobody_is_asked():
    game = _to_archery(rule=False)
    assert game.decision.kind == "action" and game.s.phase == "archery"


def test_a_later_archery_phase_of_the_turn_is_asked_anew():
    """The choice is read once: the turn frame's mark and the counter are gone."""
    game = _to_archery(rule=True)
    act(game, "skip_phase")
    turn = next(f for f in game.s.stack if f["k"] == "turn")
    assert skips.ASKED not in turn and not any(
        k.startswith("skip_chosen:") for k in game.s.counters)


def _shadow_turn(skip: bool, minion_in_play: bool = False) -> Game:
    sc = Scenario()
    sc.companion("1_97")
    sc.hand("Moria Scout")
    if minion_in_play:
        sc.minion("Goblin Runner")
    game = sc.at_site(2).start("fellowship")
    if skip:
        skips.skip_next_shadow_phase(game, sc.shadow)
    return game


def test_a_skipped_shadow_phase_never_starts():
    game = _shadow_turn(skip=True)
    phases, kinds = _phases_until_regroup(game)
    assert "shadow" not in phases and "shadow_phase_ending" not in kinds
    assert "phase_skipped" in kinds and phases[-1] == "regroup"


def test_the_skip_is_used_up():
    game = _shadow_turn(skip=True)
    _phases_until_regroup(game)
    assert not any(k.startswith(skips.SKIP_SHADOW) for k in game.s.counters)


def test_with_a_minion_in_play_the_turn_goes_on_to_the_maneuver_phase():
    game = _shadow_turn(skip=True, minion_in_play=True)
    phases, _kinds = _phases_until_regroup(game)
    assert "shadow" not in phases and "maneuver" in phases


def test_without_a_skip_the_shadow_phase_is_played():
    game = _shadow_turn(skip=False)
    phases, kinds = _phases_until_regroup(game)
    assert "shadow" in phases and "shadow_phase_ending" in kinds


def test_the_skip_outlives_the_turn_and_survives_a_save():
    game = _shadow_turn(skip=True)
    game.s.counters = {k: v for k, v in game.s.counters.items() if k.startswith("game:")}
    clone = Game.from_json(game.to_json(), game.rules)
    assert clone.s.counters.get(f"{skips.SKIP_SHADOW}1") == 1
