"""Hands kept secret from card effects (issue 18, gaps-r): "The Free Peoples player may
not look at or reveal cards in any Shadow player's hand" (No Business of Ours) and
"Shadow players may not look at or reveal cards in your hand" (Erland, Advisor to Brand).

Two game-wide rule modifiers (statics with no ``who``) name which side's hands are
hidden; ``hidden`` is the one question the card language asks before an effect of one
player looks at or reveals cards of another player's hand (``reveal_hand``,
``look_at_hand``, ``reveal`` from a hand, the value ``opponent_hand(FILTER)``, a choice
among cards of another player's hand). Such an effect then does nothing (CR: perform as
much as you can; a card whose costs are paid may be played although its effect does
nothing). A player's own hand, its size, and what the bots may know (``view_for``,
``determinise``) are not looks by a card and are left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import stats

if TYPE_CHECKING:
    from .game import Game

HIDDEN_FROM_FP = "shadow_hands_hidden_from_fp"  # No Business of Ours
HIDDEN_FROM_SHADOW = "fp_hand_hidden_from_shadow"  # Erland, Advisor to Brand


def hidden(g: Game, owner: int, looker: int) -> bool:
    """May an effect of ``looker`` not look at or reveal cards in ``owner``'s hand?"""
    if owner == looker or owner < 0 or looker < 0:
        return False
    fp = g.s.fp
    if owner == fp:  # a Shadow player looking at the Free Peoples hand
        return stats.rule(g, -1, HIDDEN_FROM_SHADOW) > 0
    if looker == fp:  # the Free Peoples player looking at a Shadow player's hand
        return stats.rule(g, -1, HIDDEN_FROM_FP) > 0
    return False  # one Shadow player's effect on another's hand: neither text speaks of it


def refused(g: Game, owner: int, looker: int, card: int) -> None:
    """Say in the log why ``card``'s effect shows nothing of ``owner``'s hand."""
    s = g.s
    g.emit("hand_hidden", f"{g.name(card)}: {s.players[looker]} may not look at or reveal "
           f"cards in {s.players[owner]}'s hand", player=looker, cards=(card,))
