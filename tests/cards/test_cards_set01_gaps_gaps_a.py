"""Set 1 (The Fellowship of the Ring) cards that needed a rule the engine lacked (issue
18, helper gaps-a): "there are no assignment and skirmish phases" (the game-wide rule
modifier ``skip_skirmishes``)."""

from __future__ import annotations

from cardtest import Scenario, at_site, use

from ringtable.engine import effects
from ringtable.testing import act, can

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


# --- Black Breath: transferred to a character skirmishing a Nazgûl --------------------------

def _breath(card: str, defender: str = BOROMIR, minion: str = "1_234", ring_bearer=False):
    """``minion`` (Úlairë Nertëa, a Nazgûl) skirmishes ``defender`` (or Frodo); Black
    Breath in the Shadow support area; the Free Peoples player passes first."""
    sc = Scenario()
    fp = 0 if ring_bearer else sc.companion(defender)
    m = sc.minion(minion)
    sc.assign(m, fp)
    breath = sc.support(card, player=1)
    sc.wounds(fp, 1)
    sc.burdens(2)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", fp)
    act(game, "pass")
    return game, breath, fp


def test_black_breath_goes_on_the_character_skirmishing_a_nazgul_who_cannot_heal():
    """Black Breath (1_207): "Skirmish: Transfer this condition from your support area to
    a character skirmishing a Nazgûl. Burdens and wounds may not be removed from bearer."
    Boromir facing Úlairë Nertëa bears it: his wound stays when healed; burdens (on
    Frodo, not the bearer) may still be removed; used, it cannot be used again."""
    game, breath, boromir = _breath("1_207")
    use(game, breath)
    assert game.s.bearer[breath] == boromir
    effects.heal(game, boromir)
    assert game.s.wounds[boromir] == 1
    effects.remove_burden(game, 0)
    assert game.s.burdens[0] == 1
    act(game, "pass")  # the Free Peoples player
    assert game.decision.player == 1 and not can(game, "use", breath)


def test_black_breath_on_the_ring_bearer_keeps_his_burdens():
    """Black Breath (1_207): "Burdens ... may not be removed from bearer": on Frodo
    (the Ring-bearer) facing the Nazgûl, no burden is removed, no wound healed."""
    game, breath, frodo = _breath("1_207", ring_bearer=True)
    use(game, breath)
    effects.remove_burden(game, 0)
    effects.heal(game, frodo)
    assert game.s.burdens[0] == 2 and game.s.wounds[frodo] == 1


def test_black_breath_needs_a_skirmish_against_a_nazgul():
    """Black Breath (1_207): Boromir skirmishing a Moria Scout (an Orc): not usable; in
    the support area it keeps nobody from healing."""
    game, breath, boromir = _breath("1_207", minion=SCOUT)
    assert not can(game, "use", breath)
    effects.heal(game, boromir)
    assert game.s.wounds[boromir] == 0
