"""Which game a record holds, and the little persistence must know of each game.

A record's setup is *tagged*: the card game (``"lotr_tcg"``, also every save written
before the tag existed) or Knizia's board game (``"knizia"``). Everything else (the
save file, undo, replays, the Games list) is written once over the engine contract
(:class:`ringtable.engine.contract.PlayableGame`); what differs per game is here, in
one object per game: how to stamp a log line (turn and phase, or location), which
events start a new "phase" (an autosave, a replay mark), and who may play a seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import Event, Game
from ..knizia import Game as BoardGame
from ..knizia.data import JOURNEY, PLACE_NAMES

CARD_GAME = "lotr_tcg"
BOARD_GAME = "knizia"
GAME_TAGS = (CARD_GAME, BOARD_GAME)


class CardGameKind:
    """The Lord of the Rings Trading Card Game (``ringtable.engine``)."""

    tag = CARD_GAME
    title = "The Lord of the Rings Trading Card Game"
    controllers = frozenset({"person", "random", "easy", "normal", "hard"})

    @staticmethod
    def stamp(game: Any) -> tuple[int, str]:
        return game.s.turn, game.s.phase

    @staticmethod
    def stamps(game: Any, events: list[Event]) -> list[tuple[int, str]]:
        """The stamp of each of one action's ``events`` (``game`` is after them)."""
        return [CardGameKind.stamp(game)] * len(events)

    @staticmethod
    def new_phase(events: Iterable[Event]) -> bool:
        return any(event.kind == "phase_started" for event in events)

    @staticmethod
    def opening(game: Any) -> list[Event]:
        """The log lines of the setup itself (the card game logs from its first action)."""
        return []

    @staticmethod
    def heading(turn: int, phase: str) -> str:
        """The log's and the replay's heading of a stamp."""
        return f"Turn {turn} \u00b7 {phase.title()}"

    @staticmethod
    def result(players: list[str], outcome: Any) -> str:
        winner = players[outcome.winner] if 0 <= outcome.winner < len(players) else "nobody"
        return f"{winner} won: {outcome.reason}" if outcome.reason else f"{winner} won"


class BoardGameKind:
    """Reiner Knizia's co-operative The Lord of the Rings (``ringtable.knizia``).

    A log line is stamped with the journey's location (1 = Bag End .. 7 = Mordor) and
    its name; reaching a location is what a new "phase" means here."""

    tag = BOARD_GAME
    title = "The Lord of the Rings: the board game"
    controllers = frozenset({"person", "heuristic", "search"})

    @staticmethod
    def stamp(game: Any) -> tuple[int, str]:
        s = game.state
        return s["loc"] + 1, str(s["stage"])

    @staticmethod
    def stamps(game: Any, events: list[Event]) -> list[tuple[int, str]]:
        """The stamp of each of one action's ``events`` (``game`` is after them): one
        action can end a location and reach the next, so the lines before "The
        Fellowship reaches ..." (or the Ring placed on Mount Doom) keep the place they
        happened at, and the log's heading comes before the new place's first line."""
        out: list[tuple[int, str]] = []
        turn, stage = BoardGameKind.stamp(game)
        for event in reversed(events):
            out.append((turn, stage))
            if event.kind == "location" and turn > 1:
                turn, stage = turn - 1, JOURNEY[turn - 2]
            elif event.kind == "mount_doom":
                stage = JOURNEY[-1]
        return out[::-1]

    @staticmethod
    def new_phase(events: Iterable[Event]) -> bool:
        return any(event.kind == "location" for event in events)

    @staticmethod
    def opening(game: Any) -> list[Event]:
        """Reaching Bag End and the first cards, logged by ``Game.new``."""
        return game.opening_events()

    @staticmethod
    def heading(turn: int, phase: str) -> str:
        return f"{turn} \u00b7 {PLACE_NAMES.get(phase, phase)}"

    @staticmethod
    def result(players: list[str], outcome: Any) -> str:
        words = "The hobbits won" if outcome.won else "The hobbits lost"
        return f"{words} ({outcome.score} points): {outcome.reason}"


GameKind = CardGameKind | BoardGameKind
KINDS: dict[str, type[CardGameKind] | type[BoardGameKind]] = {
    CARD_GAME: CardGameKind, BOARD_GAME: BoardGameKind}


def kind_of(game: Game | BoardGame) -> type[CardGameKind] | type[BoardGameKind]:
    """The kind of a game object (the board game's ``Game`` or the card game's)."""
    return BoardGameKind if isinstance(game, BoardGame) else CardGameKind
