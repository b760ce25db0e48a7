"""What a game is, for saving, undo and replay: its setup and every action since.

The engine is deterministic (one seeded RNG in the state), so ``setup + actions`` *is*
the game: replaying the actions from the setup rebuilds every position exactly. That
makes saves checkable (replay must reach the saved state), undo exact (replay one
action fewer) and replays free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..decks import Deck
from ..engine import Action, Game, GameSetup, Rules


@dataclass(frozen=True)
class SeatRecord:
    name: str
    controller: str = "person"  # "person" or a bot level
    colour: str = ""            # the player's colour on the table and in the log
    auto_pass: bool = False     # hotseat: pass for me when I have no plays

    @property
    def is_person(self) -> bool:
        return self.controller == "person"


@dataclass(frozen=True)
class LogEntry:
    turn: int
    phase: str
    text: str
    player: int = -1
    cards: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"turn": self.turn, "phase": self.phase, "text": self.text}
        if self.player >= 0:
            out["player"] = self.player
        if self.cards:
            out["cards"] = list(self.cards)
        return out


@dataclass
class GameRecord:
    """Setup, actions, redo stack and log of one game."""

    seats: list[SeatRecord]
    decks: list[Deck]
    format_code: str
    seed: int
    strict: bool = False
    actions: list[Action] = field(default_factory=list)
    redo: list[Action] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    created: str = ""

    def setup(self) -> GameSetup:
        return GameSetup(decks=list(self.decks), seed=self.seed, format=self.format_code,
                         players=[s.name for s in self.seats])

    def replay(self, count: int | None = None, rules: Rules | None = None) -> Game:
        """The game after the first ``count`` actions (all by default), rebuilt exactly
        under ``rules`` (by default the app's: ``ringtable.scripts.standard_rules``)."""
        if rules is None:
            from ..cards import default_database
            from ..scripts import standard_rules

            rules = standard_rules(default_database())
        game = Game.new(self.setup(), rules)
        for action in self.actions[: len(self.actions) if count is None else count]:
            game.apply(action)
        return game
