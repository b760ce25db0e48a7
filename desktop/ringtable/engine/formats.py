"""Rules of play that depend on the game's format (``State.format``: a format code of
``resources/cards/formats.json`` and ``resources/formats/rules.json``).

Which sites a deck may hold is deck validation (``ringtable.decks``); in play, the
adventure path follows the decks (:mod:`.path`: a block format only admits numbered
decks, so its games keep the numbered path without region twilight). The one rule of
play a format adds is the Starter Rules' reshuffle (CR 4.1 "draw deck": "In the Starter
Rules, if you have no cards in your draw deck, you are allowed to reshuffle your discard
pile to make a new one once per game"). "Allowed": a choice, offered as the action
``reshuffle`` in the player's action windows and at his reconcile while his draw deck
is empty, once per player and game. Being only offered, it leaves every recorded game
(saves replay their actions) as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng
from .values import Action

if TYPE_CHECKING:
    from .game import Game

STARTER_RULES = "starter"  # the code of the Starter Rules format (formats/rules.json)
# a counter kept for the whole game (``turn.start_turn`` keeps "game:" counters)
RESHUFFLED = "game:reshuffled:"
RESHUFFLE = "reshuffle"  # the action's kind


def reshuffle_options(g: Game, player: int) -> list[Action]:
    """``[Action("reshuffle", player)]`` while the Starter Rules allow it, else ``[]``."""
    s = g.s
    piles = s.piles[player]
    if s.format != STARTER_RULES or piles["draw"] or not piles["discard"] or \
            s.counters.get(f"{RESHUFFLED}{player}"):
        return []
    return [Action(RESHUFFLE, player)]


def reshuffle(g: Game, player: int) -> None:
    """Make ``player``'s shuffled discard pile his new draw deck (validated by the
    caller: the action was legal)."""
    s = g.s
    piles = s.piles[player]
    s.counters[f"{RESHUFFLED}{player}"] = 1
    for c in list(piles["discard"]):
        s.move(c, "draw", player, top=False)
    s.rng = rng.shuffle(s.rng, piles["draw"])
    g.emit("draw_deck_reshuffled", f"{s.players[player]} shuffles the discard pile into a "
           f"new draw deck ({len(piles['draw'])} cards; Starter Rules, once per game)",
           player=player, amount=len(piles["draw"]))
