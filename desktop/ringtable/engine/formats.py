"""Rules of play that depend on the game's format (``State.format``: a format code of
``resources/cards/formats.json`` and ``resources/formats/rules.json``).

Which sites a deck may hold is deck validation (``ringtable.decks``); in play, the
adventure path follows the decks (:mod:`.path`: a block format only admits numbered
decks, so its games keep the numbered path without region twilight). The one rule of
play a format adds is the Starter Rules' reshuffle (CR 4.1 "draw deck": "In the Starter
Rules, if you have no cards in your draw deck, you are allowed to reshuffle your discard
pile to make a new one once per game"). It is taken when a draw finds the draw deck
empty (a player never gains by drawing nothing instead), once per player and game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rng

if TYPE_CHECKING:
    from .game import Game

STARTER_RULES = "starter"  # the code of the Starter Rules format (formats/rules.json)
# a counter kept for the whole game (``turn.start_turn`` keeps "game:" counters)
RESHUFFLED = "game:reshuffled:"


def reshuffle_empty_draw_deck(g: Game, player: int) -> bool:
    """Under the Starter Rules, make ``player``'s discard pile his new draw deck when his
    draw deck is empty, once per game; True if it was done."""
    s = g.s
    piles = s.piles[player]
    key = f"{RESHUFFLED}{player}"
    if s.format != STARTER_RULES or piles["draw"] or not piles["discard"] or \
            s.counters.get(key):
        return False
    s.counters[key] = 1
    for c in list(piles["discard"]):
        s.move(c, "draw", player, top=False)
    s.rng = rng.shuffle(s.rng, piles["draw"])
    g.emit("draw_deck_reshuffled", f"{s.players[player]} shuffles the discard pile into a "
           f"new draw deck ({len(piles['draw'])} cards; Starter Rules, once per game)",
           player=player, amount=len(piles["draw"]))
    return True
