"""What a game is, for saving, undo and replay: its setup and every action since.

The engine is deterministic (one seeded RNG in the state), so ``setup + actions`` *is*
the game: replaying the actions from the setup rebuilds every position exactly. That
makes saves checkable (replay must reach the saved state), undo exact (replay one
action fewer) and replays free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..decks import Deck
from ..engine import Action, Game, GameSetup, Rules
from ..knizia import Game as BoardGame
from ..knizia import KniziaSetup
from .kinds import BOARD_GAME, CARD_GAME

if TYPE_CHECKING:
    from .timeline import Timeline

# The seeds a game can be saved and reopened with: the save format and the engine's
# seeded generator take a non-negative whole number below 2**63.
MAX_SEED = 2**63 - 1


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


def seed_problem(seed: object) -> str | None:
    """Why ``seed`` cannot be a game's seed, or None (New game, the CLI and saves ask)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        return f"the seed must be a whole number from 0 to {MAX_SEED:,}"
    return None


@dataclass
class GameRecord:
    """Setup, actions, redo stack and notes of one game (its log is rebuilt from them).

    ``game_id`` names the game in the Games list (one folder of saves per game);
    ``title`` is the name the player gave it, empty for the default (decks and players).
    ``timeline`` is the walk through the actions made when the game was created or
    opened (see :mod:`.timeline`); it shares the ``actions`` and ``notes`` lists.
    ``board`` is the board game's setup (then ``decks`` is empty): a record with one is
    a board game's (``game_kind``), one without a card game's.
    """

    seats: list[SeatRecord]
    decks: list[Deck]
    format_code: str
    seed: int
    strict: bool = False
    actions: list[Action] = field(default_factory=list)
    redo: list[Action] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)
    created: str = ""
    game_id: str = ""
    title: str = ""
    board: KniziaSetup | None = None
    timeline: Timeline | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        problem = seed_problem(self.seed)
        if problem:
            raise ValueError(f"This game cannot be recorded: {problem} (got {self.seed}).")

    def attach(self, timeline: Timeline) -> None:
        """Make ``timeline`` this record's: its action and note lists become the record's."""
        self.timeline = timeline
        self.actions = timeline.actions
        self.notes = timeline.notes

    @property
    def log(self) -> list[LogEntry]:
        """The game log after every action (from the timeline; empty before one exists)."""
        return self.timeline.log() if self.timeline is not None else []

    @property
    def game_kind(self) -> str:
        """Which game this is: ``kinds.CARD_GAME`` or ``kinds.BOARD_GAME`` (saved as a tag)."""
        return BOARD_GAME if self.board is not None else CARD_GAME

    def setup(self) -> GameSetup | KniziaSetup:
        if self.board is not None:
            return self.board
        return GameSetup(decks=list(self.decks), seed=self.seed, format=self.format_code,
                         players=[s.name for s in self.seats])

    def replay(self, rules: Rules | None, count: int | None = None) -> Game | BoardGame:
        """The game after the first ``count`` actions (all by default), rebuilt exactly.
        A card game replays under ``rules``: always the caller's (the game's own, or the
        app's from ``persistence.game_rules``), never a default, so a game with edited
        rules replays under its edit. The board game has no card rules (pass None)."""
        game: Game | BoardGame
        if self.board is not None:
            game = BoardGame.new(self.board)
        elif rules is None:
            raise ValueError("a card game is replayed under the rules it was played with")
        else:
            game = Game.new(self.setup(), rules)
        for action in self.actions[: len(self.actions) if count is None else count]:
            game.apply(action)
        return game
