"""The game controller: owns the Game, applies actions, runs bots, keeps the log.

The table and panels never touch the Game: they receive views (``Game.view_for``) and
send JSON actions taken from the view's ``legal_actions``. A bot seat is asked in a
worker thread with nothing but its own view; its answer comes back through a queue and
is applied on the GUI thread, so the table stays responsive while a bot thinks.

No Qt object may be destroyed in a worker thread: the thread holds no reference to the
controller (so it can never drop the last one), and Python's cyclic garbage collector,
which frees a closed table's scene and controller, runs on the GUI thread only
(:mod:`ringtable.ui.gui_gc`).
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from ...decks import Deck
from ...engine import Action, Game, IllegalActionError, Rules
from ...persistence import GameRecord, LogEntry, SeatRecord
from ...persistence.history import History
from ...persistence.kinds import kind_of
from ...persistence.timeline import log_entries, note_entry
from ..gui_gc import collect_on_gui_thread
from ..qt import QObject, QTimer, Signal
from .summary import EventTally

BotChooser = Callable[[dict[str, Any]], dict[str, Any]]  # view -> JSON action


Seat = SeatRecord  # who plays a seat: a person, or a bot by level


# The levels offered in the UI, and the bot package's name for each.
BOT_LEVELS: list[tuple[str, str]] = [("random", "Random bot"), ("easy", "Easy bot"),
                                     ("normal", "Normal bot"), ("hard", "Hard bot")]
_BOT_KINDS = {"random": "random", "easy": "easy", "normal": "heuristic", "hard": "search"}


def default_bot_factory(level: str, seat: int, seed: int, deck: Deck | None, rules: Rules,
                        think: float = 0.8) -> BotChooser:
    """A chooser for a bot seat: observation in, JSON action out (run in a worker thread);
    its look-ahead plays under ``rules``, the game's own."""
    from ...bot import make_bot

    bot = make_bot(_BOT_KINDS[level], seed=seed * 31 + seat, deck=deck, think=think,
                   rules=rules)
    if hasattr(bot, "warm_up"):
        bot.warm_up()  # the Hard bot starts its helper process now, not mid-game

    def choose(view: dict[str, Any]) -> dict[str, Any]:
        return bot.choose(view, seat).to_json()

    choose.close = getattr(bot, "close", lambda: None)  # type: ignore[attr-defined]
    return choose


LogLine = LogEntry  # one line of the game log


class GameController(QObject):
    """Applies actions for person and bot seats and reports every change."""

    changed = Signal(list)          # the events of the last action
    log_added = Signal(object)      # a LogLine
    thinking = Signal(int, bool)    # seat, is thinking
    game_over = Signal(object)      # Outcome
    failed = Signal(str)            # a message for the player (an action the engine refused)
    phase_started = Signal()        # a new phase began (the table autosaves then)
    history_changed = Signal()      # undo/redo moved the game: the log must be rebuilt
    # A bot's answer comes back through a queue that a GUI-thread timer polls: the worker
    # thread never touches a Qt object (emitting from a plain Python thread crashed
    # PySide6 with a reference-count error).
    POLL_MS = 15
    # Every bot decision lands within this many seconds: a bot still thinking then is
    # answered for by a quick heuristic move (its late answer is dropped).
    BOT_CAP_S = 2.0
    is_replay = False               # a replay steps through a record; it takes no actions

    def __init__(self, game: Game, seats: list[Seat], seed: int = 0,
                 bot_factory: Callable[..., BotChooser | None] = default_bot_factory,
                 bot_delay_ms: int = 350, record: GameRecord | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_on_gui_thread()  # before any bot thread can allocate (and so collect)
        self.game = game
        self.seats = seats
        self.bot_delay_ms = bot_delay_ms
        self.paused = False
        # The record is what a save holds; a game built elsewhere (a test position) has
        # none of its own and cannot be saved.
        self.record = record
        self.history = History(record, game) if record else None
        self._plain_log: list[LogEntry] = []  # the log of a game without a record
        self._plain_actions: list[Action] = []  # and its actions
        self.labels: list[str] = ["your last decision"] * (len(record.actions) if record
                                                            else 0)
        decks = record.decks if record and record.decks else [None] * len(seats)  # board: none
        rules = getattr(game, "rules", None)  # the card game's own rules; the board game has none
        self._bots = {i: bot_factory(seat.controller, i, seed, decks[i], rules)
                      for i, seat in enumerate(seats) if not seat.is_person}
        self.tally = EventTally(len(seats))  # wounds, plays, kills seen live (no record)
        self._generation = 0
        self._bot_busy = False
        self.bot_cap_s = self.BOT_CAP_S
        self.bot_seconds: list[float] = []   # how long each bot decision took, as shown
        self.bot_started = 0.0                # when the bot now thinking was asked
        self._seed = seed
        self._decks = decks
        self._quick: dict[int, Any] = {}
        self._asked: tuple[int, int, dict[str, Any]] | None = None  # the question out now
        self._cap_timer = QTimer(self)
        self._cap_timer.setSingleShot(True)
        self._cap_timer.timeout.connect(self._over_cap)
        self._answers: queue.SimpleQueue[tuple[int, int, Any]] = queue.SimpleQueue()
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._take_bot_answers)

    @classmethod
    def new_game(cls, decks: list[Deck], seats: list[Seat], seed: int, format_code: str,
                 rules: Rules, strict: bool = False, **kwargs: Any) -> GameController:
        """A new game under ``rules`` (the main window passes ``Services.rules``; a test
        its own): always handed in, never a default."""
        record = GameRecord(seats=list(seats), decks=list(decks), format_code=format_code,
                            seed=seed, strict=strict)
        game = record.replay(rules, 0)
        return cls(game, seats, seed, record=record, **kwargs)

    @classmethod
    def from_record(cls, record: GameRecord, game: Game, **kwargs: Any) -> GameController:
        """Continue a loaded game: the same seats, bots seeded as when it started."""
        return cls(game, list(record.seats), record.seed, record=record, **kwargs)

    # Reading ---------------------------------------------------------------------
    @property
    def actions(self) -> list[dict[str, Any]]:
        """Every action so far as JSON (the record's timeline when there is one)."""
        actions = self.record.actions if self.record is not None else self._plain_actions
        return [action.to_json() for action in actions]

    @property
    def log(self) -> list[LogEntry]:
        """The game log so far (the record's timeline when there is one)."""
        return self.history.log() if self.history is not None else self._plain_log

    @property
    def deciding_seat(self) -> int | None:
        decision = self.game.decision
        return None if decision is None else decision.player

    def view(self, seat: int) -> dict[str, Any]:
        return self.game.view_for(seat)

    def person_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_person]

    def waiting_for_person(self) -> bool:
        seat = self.deciding_seat
        return seat is not None and self.seats[seat].is_person

    # Acting ------------------------------------------------------------------------
    def apply(self, action: Action | dict[str, Any]) -> bool:
        """Apply an action for the deciding seat; False (and ``failed``) if refused. The
        table passes typed ``Action``s; a bot's answer arrives as JSON from its thread."""
        try:
            if not isinstance(action, Action):
                action = Action.from_json(action)
            label = self._describe(action)
            log_size = len(self.log)
            if self.history is not None:
                events = self.history.apply(action)
                self.game = self.history.game
            else:
                events = self.game.apply(action)
                self._plain_actions.append(action)
                self._plain_log += log_entries(self.game, events)
        except (IllegalActionError, ValueError) as exc:
            self.failed.emit(f"That is not possible now: {exc}")
            return False
        self.labels.append(label)
        self.tally.add(events)
        for line in self.log[log_size:]:
            self.log_added.emit(line)
        if kind_of(self.game).new_phase(events):  # a card-game phase, a board-game location
            self.phase_started.emit()
        self.changed.emit(events)
        if self.game.outcome is not None:
            self.game_over.emit(self.game.outcome)
        else:
            self.schedule_bot()
        return True

    def note(self, text: str) -> None:
        """A line in the game log that is not an engine event (an automatic pass)."""
        if self.history is not None:
            line = self.history.note(text)
        else:
            line = note_entry(self.game, text)
            self._plain_log.append(line)
        self.log_added.emit(line)

    def _describe(self, action: Action) -> str:
        if action.kind == "manual":
            return "your manual change"
        try:
            return self.game.describe(action)
        except Exception:  # noqa: BLE001 - a label is a nicety, never a reason to fail
            return action.kind

    # Undo and redo -------------------------------------------------------------------
    def _is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    def can_undo(self) -> bool:
        return self.history is not None and self.history.can_undo(self._is_person)

    def can_redo(self) -> bool:
        return self.history is not None and self.history.can_redo()

    def undo_label(self) -> str:
        if not self.can_undo():
            return "Undo"
        target = self.history.undo_target(self._is_person)
        return f"Undo: {self.labels[target]}" if target < len(self.labels) else "Undo"

    def undo_would_take_back(self) -> int | None:
        """The seat whose decision undo would take back (hotseat asks that player)."""
        if not self.can_undo():
            return None
        return self.record.actions[self.history.undo_target(self._is_person)].player

    def undo(self) -> bool:
        """Back to the position before the last person's decision, exactly."""
        if not self.can_undo():
            return False
        self._generation += 1  # forget a bot answer still on its way
        self._bot_busy = False
        self.history.undo(self._is_person)
        self._after_history()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._generation += 1
        self._bot_busy = False
        count = len(self.record.actions)
        moved = self.history.redo(self._is_person)
        if self.history.problem:
            self.failed.emit(self.history.problem)
        if not moved:
            return False
        self.labels += ["your last decision"] * (len(self.record.actions) - count)
        self._after_history()
        return True

    def _after_history(self) -> None:
        self.game = self.history.game
        del self.labels[len(self.record.actions):]
        self.history_changed.emit()
        self.changed.emit([])
        self.schedule_bot()

    # Bots ----------------------------------------------------------------------------
    def schedule_bot(self) -> None:
        """If a bot must decide, ask it (after a short delay so people can follow)."""
        seat = self.deciding_seat
        if seat is None or seat not in self._bots or self._bot_busy or self.paused:
            return
        self._bot_busy = True
        generation = self._generation
        QTimer.singleShot(self.bot_delay_ms, self, lambda: self._start_bot(generation, seat))

    def _start_bot(self, generation: int, seat: int) -> None:
        if generation != self._generation or self.deciding_seat != seat:
            self._bot_busy = False
            return
        view = self.observe(seat)  # its own view and public facts, nothing hidden
        chooser = self._bots[seat]
        self.bot_started = time.monotonic()
        self.thinking.emit(seat, True)
        if len(view["legal_actions"]) == 1:  # one legal action: answer at once
            only = {k: v for k, v in view["legal_actions"][0].items() if k != "label"}
            self._on_bot_answer(generation, seat, only)
            return

        answers = self._answers  # the thread must not hold the controller itself

        def think() -> None:
            try:
                answer: Any = chooser(view)
            except Exception as exc:  # noqa: BLE001 - reported to the player, never silent
                answer = exc
            answers.put((generation, seat, answer))

        threading.Thread(target=think, name=f"bot-seat-{seat}", daemon=True).start()
        self._poll.start()
        self._asked = (generation, seat, view)
        self._cap_timer.start(round(self.bot_cap_s * 1000))

    def _over_cap(self) -> None:
        """The bot is still thinking at its cap: play a quick move for it instead."""
        if self._asked is None:
            return
        generation, seat, view = self._asked
        self._asked = None
        if generation != self._generation or not self._bot_busy or self.deciding_seat != seat:
            return
        self._generation += 1  # its late answer is dropped
        answer = self._quick_move(seat, view)
        self.note(f"{self.seats[seat].name} ran out of time ({self.bot_cap_s:g} s) and "
                  "plays a quick move")
        self._on_bot_answer(self._generation, seat, answer)

    def _quick_move(self, seat: int, view: dict[str, Any]) -> dict[str, Any]:
        """A move found in milliseconds: the Easy bot's, else passing, else the first."""
        try:
            if seat not in self._quick:
                from ...bot import make_bot

                self._quick[seat] = make_bot("easy", seed=self._seed * 31 + seat,
                                             deck=self._decks[seat], rules=self.game.rules)
            return self._quick[seat].choose(view, seat).to_json()
        except Exception:  # noqa: BLE001 - a fallback of the fallback, never a failure
            legal = view["legal_actions"]
            chosen = next((a for a in legal if a["kind"] in ("pass", "stay", "keep")), legal[0])
            return {k: v for k, v in chosen.items() if k != "label"}

    def _take_bot_answers(self) -> None:
        while True:
            try:
                generation, seat, answer = self._answers.get_nowait()
            except queue.Empty:
                return
            self._poll.stop()
            self._on_bot_answer(generation, seat, answer)

    def _on_bot_answer(self, generation: int, seat: int, answer: object) -> None:
        if generation != self._generation or self.deciding_seat != seat:
            return  # a late answer (undone, or answered for at the cap)
        self.thinking.emit(seat, False)
        self._bot_busy = False
        self._asked = None
        self._cap_timer.stop()
        self.bot_seconds.append(time.monotonic() - self.bot_started)
        if isinstance(answer, Exception):
            self.failed.emit(f"The bot of {self.seats[seat].name} failed: {answer}")
            return
        self.apply(answer)  # type: ignore[arg-type]

    def bot_move(self, seat: int) -> dict[str, Any]:
        """The bot's answer for ``seat`` now, computed synchronously (headless stepping)."""
        return self._bots[seat](self.observe(seat))

    def observe(self, seat: int) -> dict[str, Any]:
        """What a bot in ``seat`` is handed (the board game's controller overrides it)."""
        from ...bot import observe

        return observe(self.game, seat)

    def stop(self) -> None:
        """Forget any bot answer still on its way and release the bots (leaving the
        table): the Hard bot's helper process ends here."""
        self._generation += 1
        self.paused = True
        self._poll.stop()  # a late bot answer is dropped, never applied to a closed table
        self._cap_timer.stop()
        self._asked = None
        for chooser in self._bots.values():
            close = getattr(chooser, "close", None)
            if close is not None:
                close()
