"""The table screen: the scaled table view beside the zoom, decision and log panels.

Data flow: a click/drop on the scene -> ``TableInput`` picks a legal action -> the
controller applies it -> ``changed`` -> ``refresh()`` re-reads the view of the viewing
seat, syncs the scene (only touched items move) and the decision panel.
"""

from __future__ import annotations

from typing import Any

from ...cards import CardDatabase
from ...sound import SoundPlayer, cue_for
from .. import theme
from ..card_pixmaps import PixmapProvider
from ..qt import (
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMessageBox,
    QPushButton,
    QShortcut,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .bot_pace import BotPace
from .controller import GameController, LogLine
from .decision_panel import DecisionPanel
from .era_marks import era_rules_matter
from .game_over import GameOverPanel, game_summary
from .handoff import HandOffPage
from .hotseat_flow import HotseatFlow
from .input import TableInput
from .interaction import hand_copies, with_copies
from .manual_actions import ManualTools
from .manual_ui import (
    CARD_KEYS,
    TABLE_KEYS,
    RulesOffBanner,
    RulesOffSwitch,
    UnscriptedPanel,
    card_list_dialog,
)
from .option_cards import OptionCards
from .panels import SIDE_MIN_WIDTH, ZOOM_MIN_WIDTH, ZOOM_WIDTH, LogPanel, ZoomPanel
from .rule_marks import marked_face
from .scene import TableScene
from .skirmish import breakdown as skirmish_breakdown
from .table_view import TableView

# A narrow window (1280, 1366 px) gives the table every pixel it can: cards are legible
# only from about 60 px wide.
SIDE_NARROW_WIDTH = 262

# Height the side panel keeps for everything but the zoomed card: the top buttons, the
# decision panel's prompt and a few options, the status line and a readable log.
SIDE_RESERVED_HEIGHT = 440


class TableScreen(QWidget):
    """One game on the table. ``leave`` asks the main window for the start screen."""

    leave = Signal()
    rematch_wanted = Signal()   # game over: the same decks and seats again (main window)
    replay_wanted = Signal()    # game over: step through this game (main window)

    def __init__(self, controller: GameController, db: CardDatabase, pixmaps: PixmapProvider,
                 viewing_seat: int | None = None, animation_ms: int = 180,
                 confirm_leave: bool = False, open_hands: bool = False,
                 sounds: SoundPlayer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.sounds = sounds
        self._bot_was_deciding = False  # for the "your turn" chime after a bot's moves
        self.confirm_leave = confirm_leave
        self.db = db
        self.pixmaps = pixmaps
        people = controller.person_seats()
        self.fixed_seat = viewing_seat if viewing_seat is not None else (
            people[0] if len(people) == 1 else None)
        # Hotseat: two people share the screen; a hand-off page covers the table whenever
        # the deciding seat changes, unless they play with open hands.
        self.seats_flow = HotseatFlow(
            self, len(people) > 1 and self.fixed_seat is None and not open_hands)
        self.input = TableInput(self)
        self.scene = TableScene(db, pixmaps, self.input, animation_ms)
        self.scene.era_rules = era_rules_matter({card.set for card in controller.game.cards})
        self.view = TableView(self.scene)
        self.options = OptionCards(db, pixmaps, self.scene, self.show_zoom)
        self.input.title_of = self.options.title_of
        self.zoom = ZoomPanel()
        self.zoom_instance: int | None = None  # the card on the table the zoom shows
        self.decision = DecisionPanel()
        self.decision.card_image = self.options.image
        self.decision.card_detail = self.options.detail
        self.decision.option_hovered.connect(self.options.hovered)
        self.log = LogPanel()
        self.rules_off = RulesOffSwitch()
        self.unscripted = UnscriptedPanel()
        self.manual = ManualTools(self)
        self.unscripted.done.connect(self.manual.unscripted_done)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet(f"color: {theme.TEXT_DIM};")
        self._offered: list[dict[str, Any]] = []
        self.save_path = None  # where Save writes this game (None: ask)

        back = QPushButton("\u25c0 Leave table")
        back.clicked.connect(self._leave)
        self.undo_button = QPushButton("Undo")
        self.undo_button.setToolTip("Ctrl+Z")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton("Redo")
        self.redo_button.setToolTip("Ctrl+Shift+Z")
        self.redo_button.clicked.connect(self.redo)
        top_row = QHBoxLayout()
        top_row.addWidget(back)
        top_row.addStretch(1)
        history_row = QHBoxLayout()
        history_row.addWidget(self.undo_button, 1)
        history_row.addWidget(self.redo_button)
        self.undo_button.setStyleSheet("text-align: left; padding: 5px 10px;")
        side = QVBoxLayout()
        side.addLayout(top_row)
        side.addLayout(history_row)
        side.addWidget(self.zoom, 5)
        side.addWidget(self.seats_flow.show_hand_button)  # above the decision: seen first
        side.addWidget(self.decision, 3)
        side.addWidget(self.unscripted)
        side.addWidget(self.rules_off)
        side.addWidget(self.status)
        side.addWidget(QLabel("Game log"))
        side.addWidget(self.log, 2)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(ZOOM_WIDTH + 24)
        self.zoom.resized.connect(lambda: self.zoom.card_id and self.show_zoom(
            self.zoom.card_id, self.zoom_instance))
        self.side_widget = side_widget
        self.handoff = HandOffPage()
        self.handoff.ready.connect(self.seats_flow.reveal)
        self.view_stack = QStackedWidget()
        self.view_stack.addWidget(self.view)
        self.view_stack.addWidget(self.handoff)
        self.table_column = QVBoxLayout()
        self.table_column.setContentsMargins(0, 0, 0, 0)
        self.table_column.addWidget(self.view_stack, 1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 6)
        layout.addLayout(self.table_column, 1)
        layout.addWidget(side_widget)

        self.input.act.connect(self.controller.apply)
        self.input.offer.connect(self._offer)
        self.input.zoom.connect(lambda card_id: self.show_zoom(card_id,
                                                               self.input.hovered_instance))
        self.input.look.connect(self.look_at_pile)
        self.input.refresh.connect(self.redraw)
        self.input.status.connect(self.status.setText)
        self.input.menu.connect(self.manual.menu)
        self.input.target_hook = self.manual.target_clicked
        self.decision.chosen.connect(self.controller.apply)
        self.log.card_clicked.connect(self.show_zoom)
        controller.changed.connect(self.changed)
        controller.log_added.connect(self._log_line)
        self.bot_pace = BotPace(controller, self.decision, self.status)
        controller.failed.connect(self.status.setText)
        controller.game_over.connect(self._game_over)
        controller.history_changed.connect(self.rebuild_log)
        self.rules_banner = RulesOffBanner(self.view)
        self.rules_off.toggled.connect(self.manual.rules_off_toggled)
        self.game_over_panel = GameOverPanel(self.view)
        self.view.overlays.append(self.game_over_panel)
        self.game_over_panel.back.connect(self._back_after_game)
        self.game_over_panel.save.connect(self._save_finished_game)
        self.game_over_panel.rematch.connect(self.rematch_wanted.emit)
        self.game_over_panel.replay.connect(self.replay_wanted.emit)
        self.big_zoom = QLabel(self.view)
        self.big_zoom.setStyleSheet("background: rgba(0, 0, 0, 170); border-radius: 12px;")
        self.big_zoom.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.big_zoom.hide()
        # Window-wide: Space passes wherever the focus is, while the table is shown.
        bindings = [("Space", self.decision.press_pass), ("Escape", self._escape),
                    ("Z", self.toggle_big_zoom)]
        bindings += [(key, lambda o=op, p=params: self.manual.key(o, p, True))
                     for key, _label, op, params in CARD_KEYS]
        bindings += [(key, lambda o=op, p=params: self.manual.key(o, p, False))
                     for key, _label, op, params in TABLE_KEYS]
        for keys, slot in bindings:
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        colours = [seat.colour for seat in controller.seats]
        if all(colours):
            self.scene.markers.colours = colours
            self.log.name_colours = {seat.name: seat.colour for seat in controller.seats}
        for line in controller.log:
            self._log_line(line)
        self.changed([])
        if controller.game.outcome is not None:
            self._game_over(controller.game.outcome)
        controller.schedule_bot()

    # Which seat's view is shown -------------------------------------------------------
    def viewing_seat(self) -> int:
        if self.fixed_seat is not None:
            return self.fixed_seat
        shown = self.seats_flow.shown_seat()
        if shown is not None:
            return shown
        deciding = self.controller.deciding_seat
        return deciding if deciding is not None else 0

    def person_is_deciding(self) -> bool:
        return (self.controller.waiting_for_person()
                and self.controller.deciding_seat == self.viewing_seat()
                and self.seats_flow.may_decide(self.controller.deciding_seat))

    def handing_off(self) -> bool:
        return self.view_stack.currentWidget() is self.handoff

    # Updates --------------------------------------------------------------------------
    def add_bar(self, widget: QWidget) -> None:
        """A bar under the table (the replay controls: its seat choice sets whose view
        the table shows)."""
        self.table_column.addWidget(widget)
        if hasattr(widget, "seat_chosen"):
            widget.seat_chosen.connect(self.view_as)

    def view_as(self, seat: int) -> None:
        """Show the table from ``seat``'s side (a replay watched from either seat)."""
        self.fixed_seat = seat
        self.changed([])

    def rebuild_log(self) -> None:
        """Show exactly the controller's log (a replay moving back and forth)."""
        self.log.clear_lines()
        for line in self.controller.log:
            self._log_line(line)

    def changed(self, events: list) -> None:
        self._offered = []
        if self.controller.game.outcome is None:
            self.game_over_panel.hide()  # an undo took the last decision back
        self._sound(events)
        deciding = self.controller.deciding_seat
        if self.seats_flow.must_cover(deciding):
            self._show_unscripted(events)
            if not self.seats_flow.cover_for(deciding):
                self.scene.animate_events(events)
            return
        self._show_unscripted(events)
        self.refresh_view()
        self.scene.animate_events(events)

    def _sound(self, events: list) -> None:
        """One cue for this update (see ``ringtable.sound.cues``); after a bot's moves,
        a chime when a person must decide again (they may have looked away)."""
        deciding = self.controller.deciding_seat
        bot_deciding = deciding is not None and not self.controller.seats[deciding].is_person
        chime = self._bot_was_deciding and deciding is not None and not bot_deciding
        self._bot_was_deciding = bot_deciding
        if self.sounds is None:
            return
        cue = cue_for(events, self.controller.person_seats())
        if cue is None and chime:
            cue = "turn"
        if cue is not None:
            self.sounds.play(cue)

    def _show_unscripted(self, events: list) -> None:
        for event in events:
            if event.kind == "unscripted" and event.cards:
                instance = event.cards[0]
                who = self.controller.seats[event.player].name if event.player >= 0 else ""
                self.unscripted.show_card(instance, self.controller.game.s.defs[instance],
                                          self.db, who)

    def refresh_view(self) -> None:
        seat = self.viewing_seat()
        view = self.controller.view(seat)
        legal = view["legal_actions"] if self.person_is_deciding() else []
        self.input.set_legal(with_copies(legal, hand_copies(view, legal)))
        decision = view.get("decision") or {}
        self.input.prompt = decision.get("prompt", "")
        self._sync(view)
        self._update_history_buttons()

    def undo(self) -> None:
        """Undo the last person's decision; in hotseat, the other player must agree."""
        if self.handing_off():
            return
        seat = self.controller.undo_would_take_back()
        if seat is None:
            return
        people = self.controller.person_seats()
        if len(people) > 1 and seat != self.controller.deciding_seat:
            name = self.controller.seats[seat].name
            answer = QMessageBox.question(
                self, "Undo", f"This undoes {name}'s decision. {name}, do you agree?")
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.controller.undo()

    def redo(self) -> None:
        if not self.handing_off():
            self.controller.redo()

    def _update_history_buttons(self) -> None:
        can_undo = self.controller.can_undo()
        self.undo_button.setEnabled(can_undo)
        label = self.controller.undo_label()
        self.undo_button.setText(label if len(label) <= 44 else label[:43] + "\u2026")
        self.undo_button.setToolTip(f"{label} (Ctrl+Z)")
        self.redo_button.setEnabled(self.controller.can_redo())
        strict = self.controller.record is not None and self.controller.record.strict
        # undo takes back a person's decision: a table of bots alone (watched) has none
        history = (not strict and self.controller.record is not None
                   and any(seat.is_person for seat in self.controller.seats))
        self.undo_button.setVisible(history)
        self.rules_off.setVisible(not strict and not self.controller.is_replay)
        self.rules_off.setEnabled(True)
        self.redo_button.setVisible(history)

    def redraw(self) -> None:
        self._sync(self.controller.view(self.viewing_seat()))

    def _sync(self, view: dict[str, Any]) -> None:
        self.options.view = view
        self.decision.show_skirmish(skirmish_breakdown(view, self.db))
        deciding = self.person_is_deciding()
        self.scene.sync(view, self.input.selected, self.input.targets, highlight=deciding,
                        conceal_hand=self.seats_flow.concealing(),
                        legal=self.input.legal)
        players = view["players"]
        outcome = view.get("outcome")
        if outcome:
            winner = outcome.get("winner", -1)
            who = f"{players[winner]} wins" if winner >= 0 else "The game is over"
            self.decision.show_decision(who, outcome.get("reason", ""), [], waiting=True)
            return
        decision = view.get("decision")
        if decision is None:
            return
        name = players[decision["player"]]
        if deciding:
            self.decision.show_decision(f"{name}, your decision", decision["prompt"],
                                        view["legal_actions"], self._offered)
        else:
            self.decision.show_decision(f"Waiting for {name}\u2026", decision["prompt"], [],
                                        waiting=True)

    def _offer(self, actions: list, prompt: str) -> None:
        self._offered = actions
        self.redraw()
        self.status.setText(prompt)

    def _log_line(self, line: LogLine) -> None:
        defs = self.controller.game.s.defs
        names = {}
        for instance in line.cards:
            if 0 <= instance < len(defs) and defs[instance] in self.db:
                names[instance] = (defs[instance], self.db[defs[instance]].title)
        self.log.add(line, names)

    def _game_over(self, outcome) -> None:
        """The game-over screen over the table: who won, why, the summary, what next."""
        players = [s.name for s in self.controller.seats]
        winner = players[outcome.winner] if outcome.winner >= 0 else "Nobody"
        self.status.setText(f"{winner} wins: {outcome.reason}")
        if self.controller.is_replay:
            return
        self.view_stack.setCurrentWidget(self.view)  # no hand-off after the end
        self.game_over_panel.show_summary(game_summary(self.controller, players),
                                          can_save=self.controller.record is not None)

    def _back_after_game(self) -> None:
        self.controller.stop()
        self.leave.emit()

    def _save_finished_game(self) -> None:
        from ..game_files import save_table

        if save_table(self, self):
            self.status.setText(f"Saved {self.save_path.name}.")

    def toggle_big_zoom(self) -> None:
        """Z: the card last pointed at, large, over the table (Z or Escape hides it)."""
        if self.big_zoom.isVisible() or not self.zoom.card_id:
            self.big_zoom.hide()
            return
        height = int(self.view.height() * 0.92)
        width = round(height * 5 / 7)
        self.big_zoom.setPixmap(self._zoom_face(self.zoom.card_id, width))
        self.big_zoom.setGeometry((self.view.width() - width - 24) // 2,
                                  (self.view.height() - height - 24) // 2,
                                  width + 24, height + 24)
        self.big_zoom.show()
        self.big_zoom.raise_()

    def _escape(self) -> None:
        if self.scene.finish_animations():  # Escape skips animations first
            return
        if self.big_zoom.isVisible():
            self.big_zoom.hide()
        elif not self.manual.cancel_target():
            self.input.cancel()

    def show_zoom(self, card_id: str, instance: int | None = None) -> None:
        """Show ``card_id`` in the zoom panel; pointed at on the table (``instance``), with
        what rules change on that card (``rule_marks.marked_face``)."""
        if card_id in self.db:
            self.zoom.card_id, self.zoom_instance = card_id, instance
            self.zoom.setPixmap(self._zoom_face(card_id, self.zoom.card_width))

    def _zoom_face(self, card_id: str, width: int):
        face = self.pixmaps.get_now(card_id, width)
        item = self.scene.cards.get(self.zoom_instance) \
            if self.zoom_instance is not None else None
        if item is None or item.card_id != card_id:
            return face
        return marked_face(face, self.db[card_id], item.entry, item.printed.get("cost"))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """On a short window the zoomed card shrinks (the zoom panel takes only the room
        the decision panel and the log leave), and the side panel narrows so the table
        gains width; on a tall one the card is full size."""
        super().resizeEvent(event)
        card_height = self.height() - SIDE_RESERVED_HEIGHT
        card_width = max(ZOOM_MIN_WIDTH, min(ZOOM_WIDTH, card_height * 5 // 7))
        side = max(card_width, SIDE_MIN_WIDTH) if self.width() >= 1500 else SIDE_NARROW_WIDTH
        self.side_widget.setFixedWidth(side + 24)

    def look_at_pile(self, owner: int, pile: str) -> None:
        view = self.controller.view(self.viewing_seat())
        content = view["piles"][owner][pile]
        if isinstance(content, dict):  # a hidden pile: its count, said without a dialog
            name = {"draw": "draw deck", "adventure": "adventure deck"}.get(pile, pile)
            self.status.setText(f"{view['players'][owner]}'s {name}: {content['count']} "
                                "cards, face down.")
            return
        cards = [view["cards"][instance]["card"] for instance in content]
        dialog = card_list_dialog(self, f"{view['players'][owner]}: {pile} ({len(content)})",
                                  cards, self.db, self.pixmaps, 150)
        dialog.exec()

    def _leave(self) -> None:
        if (self.confirm_leave and self.controller.game.decision is not None
                and self.controller.record is not None):
            answer = QMessageBox.question(
                self, "Leave the game", "Leave this game? It is autosaved: Continue on the "
                "start screen brings you back.")
            if answer not in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Discard):
                return
        self.controller.stop()
        self.leave.emit()
