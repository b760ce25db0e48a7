"""Sets 1–3 rule-gap cards (issue 18, helper gaps-p), set 1: the clauses the earlier
tests left unproven, and the cards needing a rule the engine lacked."""

from __future__ import annotations

from cardtest import Scenario, at_site, use

from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
GIMLI = "1_13"
URUK = "1_151"  # Uruk Savage: strength 5
ASSASSIN = "1_131"  # Orthanc Assassin: strength 10, damage +1
SCOUT = "1_191"  # Moria Scout: a [moria] Orc


def _site(game, site_id: str) -> int:
    """The instance of ``site_id`` on the path."""
    return next(c for c in game.s.path if c >= 0 and game.s.defs[c] == site_id)


def _to_regroup(game) -> None:
    """Everyone passes (the first option otherwise) until the regroup phase."""
    for _ in range(200):
        if game.decision is None or game.s.phase == "regroup":
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError("regroup not reached")


def _shadow_maneuver(game) -> None:
    """The Free Peoples player passes: the Shadow player may act in the maneuver phase."""
    pass_until(game, decision_kind="action")
    if game.decision.player == game.s.fp:
        act(game, "pass")
    assert game.decision.player != game.s.fp


def test_balins_tomb_heals_only_your_companion():
    """Balin's Tomb (1_343): "Maneuver: Discard your tale ... from hand to heal your
    companion": the Shadow player, his tale (The Saga of Elendil) in hand, has no companion
    of his own to heal, so he cannot use the site to heal the Free Peoples player's wounded
    Boromir; the Free Peoples player, holding the same tale, can."""
    for user in ("shadow", "fp"):
        sc = at_site("1_343")
        boromir = sc.companion(BOROMIR)
        sc.wounds(boromir, 1)
        sc.hand("1_114", player=sc.shadow if user == "shadow" else sc.fp)
        sc.minion(SCOUT)
        game = sc.start("maneuver")
        pass_until(game, decision_kind="action")
        if user == "shadow":
            act(game, "pass")
            assert game.decision.player == sc.shadow
            assert not can(game, "use", _site(game, "1_343"))
        else:
            use(game, _site(game, "1_343"))
            assert game.s.wounds[boromir] == 0


def test_gimlis_helm_prevents_wounds_to_him_in_this_skirmish_only():
    """Gimli's Helm (1_15): "Skirmish: Discard Gimli's Helm to prevent all wounds to him."
    A skirmish action lasts its skirmish: discarded during Boromir's skirmish, the helm
    does not protect Gimli in his own skirmish after it (6 against 10, damage +1: two wounds, and no
    helm left to cap them at one); Boromir wins his."""
    sc = Scenario()
    gimli = sc.companion(GIMLI)
    helm = sc.bear(gimli, "1_15")
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(ASSASSIN), gimli)
    sc.assign(sc.minion(URUK), boromir)
    game = sc.start("skirmishes")
    for _ in range(20):
        d = game.decision
        if d.kind == "action":
            break
        choice = next((a for a in game.legal_actions() if a.card == boromir), None)
        game.apply(choice or next(a for a in game.legal_actions() if a.kind == "pass"))
    skirmish = next(f for f in reversed(game.s.stack) if f["k"] == "skirmish")
    assert skirmish["d"] == boromir
    use(game, helm)
    assert game.s.zone[helm] == "discard"
    _to_regroup(game)
    assert game.s.wounds[gimli] == 2 and game.s.wounds[boromir] == 0
