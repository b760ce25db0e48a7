"""The board game's controller: the card table's ``GameController`` with its own bots.

Everything else (applying actions through the record's ``History``, undo/redo, the bot
worker thread and its time cap, autosave signals) is the shared controller's. A bot is
handed ``game.view_for(seat)`` (its own hand only; the board game's bots need no more).
"""

from __future__ import annotations

from typing import Any

from ...knizia import Game, KniziaSetup, default_components
from ...knizia.bot import HeuristicBot, SearchBot
from ...persistence import GameRecord, SeatRecord
from ..qt import QObject
from ..table.controller import BotChooser, GameController

# The choices offered for a hobbit in New game, and the save's controller codes
BOARD_BOTS: list[tuple[str, str]] = [("heuristic", "Bot (quick)"),
                                     ("search", "Bot (thoughtful)")]


def board_bot_factory(level: str, seat: int, seed: int, _deck: object = None,
                      _rules: object = None) -> BotChooser:
    """A chooser for a bot hobbit: its view in, a JSON action out (run in a worker thread)."""
    comps = default_components()
    bot = SearchBot(comps, seed=seed * 31 + seat) if level == "search" else \
        HeuristicBot(comps, seed=seed * 31 + seat)

    def choose(view: dict[str, Any]) -> dict[str, Any]:
        return bot.choose(view, seat).to_json()

    return choose


class BoardController(GameController):
    """Applies actions for people and bot hobbits of one board game."""

    # A hobbit's turn is short; a bot answers within this (else a quick heuristic move)
    BOT_CAP_S = 1.5

    @classmethod
    def new_board_game(cls, seats: list[SeatRecord], difficulty: str, seed: int,
                       solo_steering: bool = False, **kwargs: Any) -> BoardController:
        """A new game; ``SetupError``/``ValueError`` say what is wrong with the choices."""
        setup = KniziaSetup(len(seats), difficulty, seed, solo_steering)
        record = GameRecord(seats=list(seats), decks=[], format_code="", seed=seed,
                            board=setup)
        game = Game.new(setup)
        return cls(game, list(seats), seed, record=record, bot_factory=board_bot_factory,
                   **kwargs)

    @classmethod
    def from_record(cls, record: GameRecord, game: Any, **kwargs: Any) -> BoardController:
        kwargs.setdefault("bot_factory", board_bot_factory)
        return cls(game, list(record.seats), record.seed, record=record, **kwargs)

    def __init__(self, game: Game, seats: list[SeatRecord], seed: int = 0,
                 parent: QObject | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("bot_factory", board_bot_factory)
        super().__init__(game, seats, seed, parent=parent, **kwargs)

    def apply(self, action: Any) -> bool:
        """As the shared controller; a new active hobbit is also a moment to autosave
        (``phase_started``): a conflict is many turns, a location's autosave too rare."""
        active = self.game.state["active"]
        done = super().apply(action)
        if done and self.game.outcome is None and self.game.state["active"] != active:
            self.phase_started.emit()
        return done

    def observe(self, seat: int) -> dict[str, Any]:
        return self.game.view_for(seat)

    def _quick_move(self, seat: int, view: dict[str, Any]) -> dict[str, Any]:
        if seat not in self._quick:
            self._quick[seat] = HeuristicBot(default_components(), seed=self._seed + seat)
        return self._quick[seat].choose(view, seat).to_json()
