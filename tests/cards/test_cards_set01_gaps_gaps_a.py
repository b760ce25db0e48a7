"""Set 1 (The Fellowship of the Ring) cards that needed a rule the engine lacked (issue
18, helper gaps-a): "there are no assignment and skirmish phases" (the game-wide rule
modifier ``skip_skirmishes``)."""

from __future__ import annotations

from cardtest import Scenario, at_site

MERRY, BOROMIR, SCOUT = "1_302", "1_97", "1_191"


def _phases_after_maneuver(scenario: Scenario, companion: str) -> list[str]:
    """The phases played from the maneuver phase to the regroup phase, everyone
    passing (the Free Peoples player assigns nobody)."""
    scenario.companion(companion)
    scenario.minion(SCOUT)
    game = scenario.start("maneuver")
    seen = [game.s.phase]
    while game.s.phase != "regroup":
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "stay")), options[0]))
        if game.s.phase != seen[-1]:
            seen.append(game.s.phase)
    return seen


def test_buckleberry_ferry_has_no_assignment_or_skirmish_phase_with_only_hobbits():
    """Buckleberry Ferry (1_330): "While only Hobbits are in the fellowship, there are no
    assignment and skirmish phases at Buckleberry Ferry." Frodo and Merry: from the
    archery phase straight to regroup."""
    phases = _phases_after_maneuver(at_site("1_330"), MERRY)
    assert "assignment" not in phases and "skirmish" not in phases
    assert phases[-1] == "regroup"


def test_buckleberry_ferry_with_a_man_or_at_another_site_2_the_phases_are_played():
    """Buckleberry Ferry (1_330): with Boromir (a Man) in the fellowship the assignment
    phase is played; with only Hobbits at another site 2, too."""
    assert "assignment" in _phases_after_maneuver(at_site("1_330"), BOROMIR)
    other = Scenario()
    other.at_site(2)
    assert "assignment" in _phases_after_maneuver(other, MERRY)
