"""The rules engine: a complete game of the LotR TCG, headless and deterministic.

Public API (see ``docs/engine-rules.md``)::

    from ringtable.engine import Game, GameSetup
    rules = Rules.base(db)   # or ringtable.scripts.standard_rules(db) with the card scripts
    game = Game.new(GameSetup(decks=[deck_a, deck_b], seed=7, format="fotr_block"), rules)
    game.decision; game.legal_actions(); game.apply(action); game.clone()
    game.view_for(player); game.to_json(); Game.from_json(data, rules); game.outcome
"""

from . import manual as _manual  # noqa: F401  (registers the manual actions)
from . import steps as _steps  # noqa: F401  (registers every frame step)
from .behaviour import ActivatedAbility, Behaviour, TriggeredAbility
from .game import DeckList, Game, GameSetup
from .manual import manual, manual_menu, manual_table_menu, target_moves
from .rules import Rules
from .setup import playable
from .values import Action, Decision, Event, IllegalActionError, Outcome, SetupError

# Rules the card scripts may rely on (ringtable.scripts.gaps switches its
# workarounds off, and ``needs_engine`` cards become fully scripted, when listed here).
FEATURES = frozenset({"shadow_site_abilities", "shadow_number", "overwhelm_tripled",
                      "unassignable_if_cannot_take_wounds", "hunter"})

__all__ = [
    "FEATURES", "Action", "ActivatedAbility", "Behaviour", "DeckList", "Decision", "Event",
    "Game", "GameSetup", "IllegalActionError", "Outcome", "Rules", "SetupError",
    "TriggeredAbility", "manual", "manual_menu", "manual_table_menu", "playable",
    "target_moves",
]
