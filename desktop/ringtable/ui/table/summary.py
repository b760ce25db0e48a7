"""What a finished game adds up to, for the game-over screen (pure Python, no Qt).

The figures come from the game's events: the table tallies them as they happen, and a
game opened from a save is replayed from its record once (the engine is deterministic,
so the replay produces the very same events).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...engine import Event, Game, Rules
from ...persistence import GameRecord


@dataclass
class PlayerSummary:
    name: str
    site: int = 0           # the furthest site their fellowship reached
    burdens: int = 0        # burdens on their Ring-bearer at the end
    wounds: int = 0         # wounds their characters took over the game
    cards_played: int = 0
    killed: int = 0         # their characters killed


@dataclass
class GameSummary:
    winner: int
    reason: str
    turns: int
    players: list[PlayerSummary] = field(default_factory=list)

    def headline(self) -> str:
        if self.winner < 0:
            return "The game is over"
        return f"{self.players[self.winner].name} wins"


class EventTally:
    """Counts wounds, plays and kills per player from a stream of events."""

    def __init__(self, players: int) -> None:
        self.wounds = [0] * players
        self.played = [0] * players
        self.killed = [0] * players

    def add(self, events: Iterable[Event]) -> None:
        for event in events:
            if not 0 <= event.player < len(self.wounds):
                continue
            if event.kind == "wounded":
                self.wounds[event.player] += max(event.amount, 1)
            elif event.kind == "played":
                self.played[event.player] += 1
            elif event.kind == "killed":
                self.killed[event.player] += 1


def tally_record(record: GameRecord, rules: Rules) -> EventTally:
    """Replay ``record`` from its setup under ``rules`` (the game's own) and count its
    events."""
    game = record.replay(rules, 0)
    tally = EventTally(len(record.seats))
    for action in record.actions:
        tally.add(game.apply(action))
    return tally


def summarise(game: Game, tally: EventTally, names: list[str] | None = None) -> GameSummary:
    """The summary of ``game`` (finished or not) with the counts of ``tally``; players
    are called by ``names`` (the seats' names) when given."""
    s = game.s
    outcome = game.outcome
    players = []
    for p, name in enumerate(names or s.players):
        view_burdens = s.burdens[p] if p < len(s.burdens) else 0
        players.append(PlayerSummary(name, s.site[p], view_burdens, tally.wounds[p],
                                     tally.played[p], tally.killed[p]))
    return GameSummary(outcome.winner if outcome else -1, outcome.reason if outcome else "",
                       s.turn, players)
