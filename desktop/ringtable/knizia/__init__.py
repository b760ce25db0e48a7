"""Reiner Knizia's co-operative "The Lord of the Rings" board game (Kosmos 2000 / FFG 2006).

A second rules engine beside the card game's, with the same contract (see
``docs/boardgame-rules.md``)::

    from ringtable.knizia import Game, KniziaSetup
    game = Game.new(KniziaSetup(players=3, difficulty="normal", seed=7))
    game.decision; game.legal_actions(); game.apply(action); game.clone()
    game.view_for(player); game.to_json(); Game.from_json(data); game.outcome

Pure Python: the components are read once by :mod:`ringtable.knizia.data` and handed in.
"""

from .data import Components, KniziaDataError, default_components, load_components
from .game import DIFFICULTIES, Game, KniziaOutcome, KniziaSetup

__all__ = ["DIFFICULTIES", "Components", "Game", "KniziaDataError", "KniziaOutcome",
           "KniziaSetup", "default_components", "load_components"]
