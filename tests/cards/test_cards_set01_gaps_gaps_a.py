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


# --- Uruk Guard: a companion the opponent may not assign to it ------------------------------

def _guard(card: str, wounds: int = 0):
    """Assignment phase: Boromir and Frodo against the Uruk Guard and a Moria Scout; the
    Free Peoples player passes the assignment actions first."""
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    guard = sc.minion(card)
    sc.wounds(guard, wounds)
    scout = sc.minion(SCOUT)
    game = sc.at_site(5).start("assignment")
    act(game, "pass")  # the Free Peoples player's assignment action
    return game, guard, scout, boromir


def _pairs(game) -> set[tuple[int, int]]:
    return {(a.card, a.target) for a in game.legal_actions() if a.kind == "assign"}


def test_uruk_guard_keeps_the_spotted_companion_from_being_assigned_to_it():
    """Uruk Guard (1_147): "Assignment: Exert this minion and spot a companion to prevent
    the opponent from assigning that companion to this minion." The Guard exerts and
    names Boromir: the Free Peoples player may assign Boromir to the Moria Scout, Frodo
    to either, but not Boromir to the Guard."""
    game, guard, scout, boromir = _guard("1_147")
    use(game, guard)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {0, boromir}
    act(game, "choose", boromir)
    assert game.s.wounds[guard] == 1
    act(game, "pass")  # the Free Peoples player
    act(game, "pass")  # the Shadow player: the assignment actions end
    pairs = _pairs(game)
    assert (boromir, guard) not in pairs and (boromir, scout) in pairs
    assert (0, guard) in pairs


def test_uruk_guard_exhausted_cannot_and_the_shadow_may_still_assign_that_companion():
    """Uruk Guard (1_147): "Exert this minion": exhausted (1 wound of 2) it cannot be
    used; the Shadow player's own leftover assignment of Boromir to it is allowed."""
    game, guard, _s, _b = _guard("1_147", wounds=1)
    assert not can(game, "use", guard)
    game, guard, scout, boromir = _guard("1_147")
    use(game, guard)
    act(game, "choose", boromir)
    act(game, "pass")
    act(game, "pass")
    act(game, "pass")  # the Free Peoples player assigns nobody
    act(game, "assign", boromir, guard)
    assert game.s.assigned[guard] == boromir
