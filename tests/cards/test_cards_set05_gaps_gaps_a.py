"""Set 5 (Battle of Helm's Deep) cards of the starters that needed a rule the engine
lacked (issue 18, helper gaps-a): a special ability announced between its costs and its
effect, so a response may "cancel that action" (``engine.flow.announce_ability``)."""

from __future__ import annotations

from cardtest import Scenario, strength

from ringtable.testing import act, can

GIMLI, BOROMIR = "4_49", "1_97"  # Gimli: "Skirmish: Exert Gimli to make an unbound
# companion strength +1"; 6, vitality 3
RIDER, RUNNER = "5_67", "1_178"  # Warg-rider (5, vitality 2), Goblin Runner


def _fight(mount: str, rider_wounds: int = 0, elsewhere: bool = False):
    """Gimli skirmishes a Warg-rider bearing ``mount`` (or, ``elsewhere``, a Goblin
    Runner while the rider waits for Boromir); the Free Peoples player acts first."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    rider = sc.minion(RIDER)
    sc.bear(rider, mount)
    sc.wounds(rider, rider_wounds)
    if elsewhere:
        sc.assign(rider, sc.companion(BOROMIR))
        sc.assign(sc.minion(RUNNER), gimli)
    else:
        sc.assign(rider, gimli)
    game = sc.start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", gimli)
    return game, gimli, rider


def test_war_warg_and_warg_exert_the_bearer_to_cancel_a_skirmish_ability():
    """War-warg (5_64), Warg (5_65): "Response: If a skirmish special ability is used in
    a skirmish involving bearer, exert bearer to cancel that action." Gimli exerts (his
    cost stays paid); the Warg-rider exerts; Gimli is not made strength +1."""
    for mount in ("5_64", "5_65"):
        game, gimli, rider = _fight(mount)
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.s.wounds[gimli] == 1, mount
        assert game.decision.kind == "optional_trigger" and game.decision.player == 1, mount
        events = act(game, "resolve", next(c for c in range(len(game.s.defs))
                                           if game.s.defs[c] == mount))
        assert game.s.wounds[rider] == 1 and strength(game, gimli) == before, mount
        assert any(e.kind == "ability_cancelled" for e in events), mount


def test_warg_declined_lets_the_ability_resolve():
    """Warg (5_65), War-warg (5_64): "exert bearer to cancel": declined, Gimli is +1."""
    for mount in ("5_65", "5_64"):
        game, gimli, rider = _fight(mount)
        before = strength(game, gimli)
        act(game, "use", gimli)
        act(game, "pass")
        assert strength(game, gimli) == before + 1 and game.s.wounds[rider] == 0, mount


def test_warg_needs_the_bearer_in_the_skirmish_and_able_to_exert():
    """War-warg (5_64), Warg (5_65): "in a skirmish involving bearer": Gimli's skirmish
    against a Goblin Runner offers nothing while the rider waits; an exhausted bearer
    cannot exert: nothing is offered."""
    for mount in ("5_64", "5_65"):
        game, gimli, _rider = _fight(mount, elsewhere=True)
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.decision.kind == "choose", mount  # Gimli or Boromir: no response
        act(game, "choose", gimli)
        assert strength(game, gimli) == before + 1, mount
        # exhausted: vitality 2, +2 (War-warg) or +1 (Warg)
        game, gimli, _rider = _fight(mount, rider_wounds={"5_64": 3, "5_65": 2}[mount])
        before = strength(game, gimli)
        act(game, "use", gimli)
        assert game.decision.kind != "optional_trigger", mount
        assert strength(game, gimli) == before + 1, mount


def test_warg_bearer_must_be_a_warg_rider():
    """War-warg (5_64), Warg (5_65): "Bearer must be a warg-rider": in the Shadow phase
    it may go on the Warg-rider, not on a Goblin Runner."""
    for mount in ("5_64", "5_65"):
        sc = Scenario()
        rider = sc.minion(RIDER)
        runner = sc.minion(RUNNER)
        card = sc.hand(mount)
        game = sc.twilight(9).at_site(4).start("shadow")
        assert can(game, "play", card, rider) and not can(game, "play", card, runner), mount
