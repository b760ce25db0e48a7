"""A game-wide rule "there are no assignment and skirmish phases" (``skip_skirmishes``;
Buckleberry Ferry): the turn goes from the archery phase to the regroup phase, no
minion is assigned, and the phase is announced as skipped."""

from __future__ import annotations

from ringtable.testing import Scenario


def _phases(rule: bool) -> tuple[list[str], list[str]]:
    sc = Scenario()
    sc.companion("1_97")
    sc.minion("Moria Scout")
    game = sc.at_site(2).start("maneuver")
    if rule:
        game.s.mods = game.s.mods + [(-1, "rule:skip_skirmishes", 1, "turn", -1)]
    seen, kinds = [game.s.phase], []
    while game.s.phase != "regroup":
        options = game.legal_actions()
        events = game.apply(next((a for a in options if a.kind == "pass"), options[0]))
        kinds += [e.kind for e in events]
        if game.s.phase != seen[-1]:
            seen.append(game.s.phase)
    return seen, kinds


def test_no_assignment_or_skirmish_phase_under_the_rule():
    phases, kinds = _phases(rule=True)
    assert phases == ["maneuver", "archery", "regroup"] and "phase_skipped" in kinds


def test_without_the_rule_the_phases_are_played():
    phases, _kinds = _phases(rule=False)
    assert "assignment" in phases
