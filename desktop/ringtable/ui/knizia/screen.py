"""The board-game table: the painted boards beside the decision panel and the log.

Data flow, as on the card table: the controller applies an action -> ``changed`` ->
``refresh()`` picks whose view the screen shows (a hotseat hand-off first when the
device must change hands), paints it, and lists the deciding person's legal actions
as buttons; a click on a glowing part of the board chooses the actions it names.
Bots think in the shared controller's worker thread; undo/redo, the log and the
hand-off page are the card table's own pieces.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action
from ...knizia import default_components
from ...persistence.kinds import BoardGameKind
from ...sound import SoundPlayer
from ...sound.cues import board_cue_for
from .. import theme
from ..qt import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..table.controller import GameController, LogLine
from ..table.handoff import HandOffPage
from ..table.panels import LogPanel
from .canvas import BoardCanvas, Key
from .game_over import BoardGameOver, headline

SIDE_WIDTH = 360
SIDE_NARROW = 290


class BoardScreen(QWidget):
    """One board game on the table. ``leave`` asks the main window for the start screen."""

    leave = Signal()
    rematch_wanted = Signal()
    replay_wanted = Signal()

    def __init__(self, controller: GameController, open_hands: bool = False,
                 animation_ms: int = 180, viewing_seat: int | None = None,
                 sounds: SoundPlayer | None = None, auto_pass: bool = False,
                 confirm_leave: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.sounds = sounds
        self.auto_pass = auto_pass            # a person with no card to play ends the step
        self.confirm_leave = confirm_leave    # ask before leaving a game in progress
        self._bot_was_deciding = False        # for the "your turn" chime after bots
        self._actions_seen = len(controller.actions)
        self.comps = default_components()
        self.open_hands = open_hands          # solo steering: no hand-off screens
        self.fixed_seat = viewing_seat        # a replay watched from one seat
        self.save_path = None
        self.writer = None
        people = controller.person_seats()
        self.viewer = people[0] if people else 0
        # Who holds the device: in hotseat nobody yet, so even the first person's hand
        # is shown only after the hand-off page (the others must not see it)
        self.holder: int | None = None if len(people) > 1 else self.viewer
        self.hobbits = [self.comps.hobbits[h][1] for h in controller.game.state["hobbits"]]
        self.names = [seat.name for seat in controller.seats]
        from ..new_game import COLOURS

        palette = [code for _label, code in COLOURS]
        self.colours = [seat.colour or palette[i % len(palette)]
                        for i, seat in enumerate(controller.seats)]
        self.canvas = BoardCanvas(self.comps)
        self.canvas.animation_ms = animation_ms
        self.scene = self.canvas  # the main window's settings reach the table through it
        self.canvas.clicked.connect(self._clicked)
        self.canvas.hovered.connect(self._hovered)
        self.handoff = HandOffPage()
        self.handoff.ready.connect(self._handed_over)
        self.game_over = BoardGameOver()
        self.game_over.look.connect(lambda: self.stack.setCurrentWidget(self.canvas))
        self.game_over.replay.connect(self.replay_wanted.emit)
        self.game_over.again.connect(self.rematch_wanted.emit)
        self.game_over.leave.connect(self._leave)
        self.stack = QStackedWidget()
        for page in (self.canvas, self.handoff, self.game_over):
            self.stack.addWidget(page)
        self.table_column = QVBoxLayout()
        self.table_column.setContentsMargins(0, 0, 0, 0)
        self.table_column.addWidget(self.stack, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addLayout(self.table_column, 1)
        row.addWidget(self._side_panel())
        controller.changed.connect(self._changed)
        controller.log_added.connect(self._log_line)
        controller.history_changed.connect(self.rebuild_log)
        controller.thinking.connect(self._thinking)
        controller.failed.connect(self.status.setText)
        self.rebuild_log()
        self.refresh()
        controller.schedule_bot()

    # -- the side panel ---------------------------------------------------------------------
    def _side_panel(self) -> QWidget:
        side = QWidget()
        side.setObjectName("BoardSide")
        side.setFixedWidth(SIDE_WIDTH)
        self.side = side
        side.setStyleSheet(f"#BoardSide {{ background: {theme.PANEL}; "
                           f"border-left: 1px solid {theme.BORDER}; }}")
        column = QVBoxLayout(side)
        column.setContentsMargins(12, 10, 12, 10)
        top = QHBoxLayout()
        self.back_button = QPushButton("\u2190 Start screen")
        self.back_button.clicked.connect(self._leave)
        self.undo_button = QPushButton("Undo")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton("Redo")
        self.redo_button.clicked.connect(self.redo)
        for button in (self.back_button, self.undo_button, self.redo_button):
            top.addWidget(button)
        column.addLayout(top)
        self.whose = QLabel()
        self.whose.setFont(theme.serif_font(17, bold=True))
        self.whose.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet(f"color: {theme.TEXT}; font-size: 14px;")
        column.addWidget(self.whose)
        column.addWidget(self.prompt)
        self.options_box = QWidget()
        self.options_box.setObjectName("BoardOptions")
        self.options_box.setStyleSheet("#BoardOptions { background: transparent; }")
        self.options = QVBoxLayout(self.options_box)
        self.options.setContentsMargins(0, 0, 0, 0)
        self.options.setSpacing(4)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.options_box)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        scroll.setMinimumHeight(140)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column.addWidget(scroll, 3)
        self.option_buttons: list[QPushButton] = []
        self.option_indices: list[int] = []  # the legal action each button takes
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet(f"color: {theme.TEXT_DIM};")
        column.addWidget(self.status)
        self.log = LogPanel()
        self.log.heading = BoardGameKind.heading
        self.log.name_colours = {name: colour for name, colour in
                                 zip(self.hobbits, self.colours, strict=True)}
        column.addWidget(self.log, 4)
        return side

    # -- whose view ---------------------------------------------------------------------------
    def _people(self) -> list[int]:
        return self.controller.person_seats()

    def needs_hand_off(self, seat: int | None) -> bool:
        """Hotseat: a different person must take the device before seeing their hand."""
        return (seat is not None and self.fixed_seat is None and not self.open_hands
                and not self.controller.is_replay and len(self._people()) > 1
                and self.controller.seats[seat].is_person and seat != self.holder)

    def handing_off(self) -> bool:
        return self.stack.currentWidget() is self.handoff

    def _changed(self, events: list) -> None:
        self.refresh()
        # As on the card table: after a bot's moves, a chime when a person must decide
        # again (they may have looked away)
        deciding = self.controller.deciding_seat
        bot_deciding = deciding is not None and not self.controller.seats[deciding].is_person
        chime = self._bot_was_deciding and deciding is not None and not bot_deciding
        self._bot_was_deciding = bot_deciding
        if self.sounds is not None and (events or chime):
            ended = any(event.kind == "end" for event in events)
            outcome = self.controller.game.outcome
            cue = board_cue_for(events, outcome.won if ended and outcome else None)
            if cue is None and chime:
                cue = "turn"
            if cue is not None:
                self.sounds.play(cue)

    def refresh(self) -> None:
        """Show the position: a hand-off first if the device changes hands."""
        game = self.controller.game
        deciding = self.controller.deciding_seat
        if self._pass_automatically(deciding):
            return  # the pass was applied: its own refresh showed the next position
        if self.needs_hand_off(deciding):
            decision = game.decision
            self.handoff.show_for(deciding, self.names[deciding], self.colours[deciding],
                                  decision.prompt if decision else "")
            self._paint(hand_hidden=True)
            self.stack.setCurrentWidget(self.handoff)
            self._offer([])
            self.whose.setText(f"Pass the device to {self.names[deciding]}")
            self.prompt.setText("")
            for button in (self.undo_button, self.redo_button):
                button.setEnabled(False)  # nobody undoes behind the hand-off page
            return
        if self.fixed_seat is not None:
            self.viewer = self.fixed_seat
        elif deciding is not None and self.controller.seats[deciding].is_person:
            self.viewer = deciding
        view = self._paint(hand_hidden=False)
        if self.stack.currentWidget() is self.handoff or game.outcome is None:
            self.stack.setCurrentWidget(self.canvas)
        self._update_panel(view, deciding)
        if view["outcome"] is not None:
            self.game_over.show_outcome(view["outcome"], view, self.names,
                                        len(self.controller.actions))
            self.stack.setCurrentWidget(self.game_over)
        self._update_history_buttons()

    def _pass_automatically(self, seat: int | None) -> bool:
        """The auto-pass setting: a person whose only choice is to end the card step (no
        card can be played) ends it without a click, a line in the log saying so. Only
        going forward: after an undo the person decides again, and a redo replays what
        was recorded (a new action would drop the rest of the redo list)."""
        forward = (len(self.controller.actions) > self._actions_seen
                   and not self.controller.can_redo())
        self._actions_seen = len(self.controller.actions)
        if not (self.auto_pass and forward and seat is not None and self.fixed_seat is None
                and not self.controller.is_replay and self.controller.waiting_for_person()):
            return False
        legal = self.controller.game.legal_actions()
        if len(legal) != 1 or legal[0].kind != "end":
            return False
        self.controller.note(f"{self.names[seat]} ends the card step automatically "
                             "(no card to play)")
        return self.controller.apply(legal[0])

    def _paint(self, hand_hidden: bool) -> dict[str, Any]:
        view = self.controller.view(self.viewer)
        self.canvas.show_view(view, self.viewer, self.names, self.colours, self.hobbits,
                              hand_hidden)
        return view

    def _update_panel(self, view: dict[str, Any], deciding: int | None) -> None:
        if view["outcome"] is not None:
            title, reason = headline(view["outcome"])
            self.whose.setText(title)
            self.prompt.setText(f"{reason} Score {view['outcome']['score']}.")
            self._offer([])
            return
        name = self.names[deciding] if deciding is not None else ""
        colour = self.colours[deciding] if deciding is not None else theme.TEXT
        self.whose.setStyleSheet(f"color: {colour};")
        decision = view.get("decision") or {}
        mine = (deciding == self.viewer and not self.controller.is_replay
                and self.controller.waiting_for_person())
        if mine:
            self.whose.setText(f"{name}, your choice")
            self.prompt.setText(decision.get("prompt", ""))
            self._offer(view["legal_actions"])
        else:
            who = "bot" if deciding is not None and not \
                self.controller.seats[deciding].is_person else "player"
            self.whose.setText(f"{name} ({who}) is deciding" if deciding is not None else "")
            self.prompt.setText(decision.get("prompt", ""))
            self._offer([])

    def _offer(self, legal: list[dict[str, Any]], only: list[int] | None = None) -> None:
        """The decision panel: one button per legal action (or the ones a click named)."""
        for button in self.option_buttons:
            self.options.removeWidget(button)
            button.hide()  # deleted later, on the event loop: never seen meanwhile
            button.deleteLater()
        while self.options.count():  # the stretch of the last offer
            self.options.takeAt(0)
        self.option_buttons = []
        self._legal = legal
        indices = only if only is not None else list(range(len(legal)))
        # Alike cards give alike choices ("Play white travel card on fight" three times):
        # one button says it once, with how many cards could do it
        alike: dict[str, list[int]] = {}
        for i in indices:
            alike.setdefault(legal[i]["label"], []).append(i)
        self.option_indices = [group[0] for group in alike.values()]
        for label, group in alike.items():
            i = group[0]
            button = QPushButton(label if len(group) == 1 else f"{len(group)}\u00d7  {label}")
            button.setStyleSheet("text-align: left; padding: 5px 8px; font-size: 13px;")
            button.setToolTip(label)
            # a long label is cut at the panel's edge, never a sideways scroll bar
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _c=False, i=i: self.choose(i))
            self.options.addWidget(button)
            self.option_buttons.append(button)
        if only is not None:
            every = QPushButton("Show every choice")
            every.setProperty("role", "menu")
            every.clicked.connect(lambda: self._offer(legal))
            self.options.addWidget(every)
            self.option_buttons.append(every)
        self.options.addStretch(0)

    # -- acting -------------------------------------------------------------------------------
    def choose(self, index: int) -> bool:
        """Apply the deciding person's legal action number ``index`` (the panel's order)."""
        action = {k: v for k, v in self._legal[index].items() if k != "label"}
        self.canvas.skip_animation()
        return self.controller.apply(Action.from_json(action))

    def _clicked(self, key: Key) -> None:
        indices = self.canvas.glowing.get(key, [])
        if not indices or not self._legal:
            return
        if len(indices) == 1:
            self.choose(indices[0])
        else:
            self._offer(self._legal, indices)
            self.status.setText("Choose how to use it in the panel.")

    def _hovered(self, key: Key | None) -> None:
        """Pointing at a card in hand says what it is (a special card: what it does)."""
        if key is None or key[0] != "card":
            return
        facts = self.comps.cards[key[1]]
        if facts.text:
            self.status.setText(f"{facts.name}: {facts.text}")
        elif facts.legendary:
            self.status.setText(f"{facts.name}: {facts.count} \u00d7 {facts.symbol}, "
                                f"{facts.colour}")
        else:
            self.status.setText(f"Quest card: {facts.count} \u00d7 {facts.symbol}, "
                                f"{facts.colour}")

    def _handed_over(self) -> None:
        self.viewer = self.holder = self.handoff.seat
        self.refresh()

    def _thinking(self, seat: int, busy: bool) -> None:
        self.status.setText(f"{self.names[seat]} is thinking\u2026" if busy else "")

    # -- undo, log, leaving -------------------------------------------------------------------
    def undo(self) -> None:
        """Undo the last person's decision; in hotseat, that person must agree."""
        if self.handing_off():
            return
        seat = self.controller.undo_would_take_back()
        if seat is None:
            return
        if len(self._people()) > 1 and not self.open_hands and seat != self.viewer:
            name = self.names[seat]
            if not theme.confirm(self, "Undo", f"This undoes {name}'s decision. {name}, do "
                                 "you agree?"):
                return
        self.controller.undo()

    def redo(self) -> None:
        if not self.handing_off():
            self.controller.redo()

    def _update_history_buttons(self) -> None:
        replay = self.controller.is_replay
        self.undo_button.setEnabled(not replay and self.controller.can_undo())
        self.redo_button.setEnabled(not replay and self.controller.can_redo())
        self.undo_button.setToolTip(self.controller.undo_label())

    def rebuild_log(self) -> None:
        self.log.clear_lines()
        for line in self.controller.log:
            self._log_line(line)

    def _log_line(self, line: LogLine) -> None:
        self.log.add(line, {})

    def add_bar(self, widget: QWidget) -> None:
        """A bar under the table (the replay controls; its seat choice sets the view)."""
        self.table_column.addWidget(widget)
        if hasattr(widget, "seat_chosen"):
            widget.seat_chosen.connect(self.view_as)

    def view_as(self, seat: int) -> None:
        self.fixed_seat = seat
        self.refresh()

    def _leave(self) -> None:
        """Back to the start screen (the settings may ask first; the game is autosaved)."""
        if (self.confirm_leave and self.controller.game.outcome is None
                and not self.controller.is_replay
                and not theme.confirm(self, "Leave the game", "Leave this game? It is "
                                      "autosaved: Continue on the start screen brings you "
                                      "back.")):
            return
        self.controller.stop()
        self.leave.emit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A narrow window (1280 px) gives the boards more of its width."""
        super().resizeEvent(event)
        self.side.setFixedWidth(SIDE_NARROW if self.width() < 1500 else SIDE_WIDTH)
        self.log.follow_end()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.canvas.skip_animation()
            if self._legal:
                self._offer(self._legal)
        super().keyPressEvent(event)
