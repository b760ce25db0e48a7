"""Helpers shared by the s13-dwarf-gandalf card tests (sets 1-3)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.testing import can


def playable_only_with(card_id: str, spotted: str) -> bool:
    """True when ``card_id`` is playable in the fellowship phase (twilight 0) with the
    companion ``spotted`` in play and not without it: "To play, spot ..."."""
    results = []
    for present in (True, False):
        sc = Scenario()
        if present:
            sc.companion(spotted)
        card = sc.hand(card_id)
        game = sc.twilight(0).start("fellowship")
        results.append(can(game, "play", card))
    return results == [True, False]


def to_regroup(game) -> None:
    """Everyone passes (the first option otherwise) until the regroup phase."""
    for _ in range(200):
        if game.decision is None or game.s.phase == "regroup":
            return
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    raise AssertionError("regroup not reached")
