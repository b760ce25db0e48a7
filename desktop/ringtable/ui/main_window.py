"""The main window: menus, shortcuts, and a stack of screens (start, table, deck builder)."""

from __future__ import annotations

from .. import __version__
from . import theme
from .qt import (
    QAction,
    QKeySequence,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)
from .services import Services
from .start_screen import NOTICE, StartScreen

SHORTCUTS: list[tuple[str, str]] = [
    ("Ctrl+N", "New game"),
    ("Ctrl+B", "New board game"),
    ("Ctrl+O", "Open a saved game"),
    ("Ctrl+G", "Games: continue, replay, rename, export or delete a game"),
    ("Ctrl+S", "Save the game"),
    ("Ctrl+D", "Deck builder"),
    ("Ctrl+,", "Settings"),
    ("Space", "Pass / confirm the highlighted choice"),
    ("Z", "Show the card last pointed at, large (Z or Escape hides it)"),
    ("Right-click", "Manual changes to a card, a pile or the table"),
    ("W / Shift+W", "Add / remove a wound on the card last pointed at (manual)"),
    ("E / H / Delete", "Exert / heal / discard the card last pointed at (manual)"),
    ("T / Shift+T", "Add / remove a twilight token (manual)"),
    ("Ctrl+Z / Ctrl+Shift+Z", "Undo / redo"),
    ("Escape", "On the table: skip animations, hide the large card, cancel the choice"),
    ("F1", "This list"),
    ("Ctrl+Q", "Quit"),
]


class MainWindow(QMainWindow):
    """Owns the screens and the menu bar; screens talk to it through signals."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Ringtable")
        self.setWindowIcon(theme.app_icon())
        self.setMinimumSize(1024, 640)
        self.resize(1440, 900)
        self.services = Services(self)
        from ..persistence.settings import load_settings

        self.settings, settings_notice = load_settings()
        self._apply_sound_settings()
        self.deck_builder = None
        self.table = None
        self.replay = None
        self.games_screen = None
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.start_screen.quit.connect(self.close)
        self.start_screen.new_game.connect(self.show_new_game)
        self.start_screen.new_board_game.connect(self.show_new_board_game)
        self.start_screen.continue_game.connect(self.continue_last_game)
        self.start_screen.games.connect(self.show_games)
        self.start_screen.deck_builder.connect(self.show_deck_builder)
        self.start_screen.settings.connect(self.show_settings)
        self.stack.addWidget(self.start_screen)
        self._build_menus()
        self._refresh_availability()
        self.statusBar().showMessage(settings_notice or "Welcome to Ringtable.")
        if settings_notice:
            import logging

            logging.getLogger("ringtable.settings").warning(settings_notice)
        self._pack_applied = False

    # Screens ----------------------------------------------------------------------
    def show_screen(self, widget: QWidget) -> None:
        if self.stack.indexOf(widget) < 0:
            self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)

    def show_start(self) -> None:
        self._refresh_availability()
        self.stack.setCurrentWidget(self.start_screen)

    def show_new_game(self) -> None:
        from .new_game import NewGameDialog

        dialog = NewGameDialog(self.services.db, self.services.formats, self,
                               default_bot=self.settings.default_bot_level,
                               auto_pass=self.settings.auto_pass,
                               open_hands=self.settings.open_hands)
        if dialog.exec():
            self.start_game(dialog.choices())
        elif dialog.wants_deck_builder:
            self.show_deck_builder()

    def start_game(self, choices) -> None:
        """Create the game from the New game choices and show it on the table."""
        import random

        from ..engine import SetupError
        from .table.controller import GameController, Seat

        seed = choices.seed if choices.seed is not None else random.randrange(1, 10**6)
        seats = [Seat(name, ctl, colour, passing) for name, ctl, colour, passing in zip(
            choices.names, choices.controllers, choices.colours, choices.auto_pass, strict=True)]
        try:
            controller = GameController.new_game(choices.decks, seats, seed,
                                                 choices.format_code, strict=choices.strict,
                                                 rules=self.services.rules, parent=self)
        except (SetupError, ValueError) as exc:
            QMessageBox.warning(self, "New game", f"This game cannot start: {exc}")
            return
        self._show_table(controller, None, open_hands=choices.open_hands)
        self.statusBar().showMessage(f"New game, seed {seed}.")

    def _show_table(self, controller, path, open_hands: bool | None = None) -> None:
        from .game_files import autosave_table, take_save_notice
        from .table.screen import TableScreen

        if self.table is not None:
            problem = autosave_table(self.table)  # the game being replaced keeps its moves
            if problem:
                self.statusBar().showMessage(problem)
        self._close_table()
        if not self._pack_applied and self.settings.image_pack_folder:
            self.apply_settings()
        open_hands = self.settings.open_hands if open_hands is None else open_hands
        if getattr(controller.record, "board", None) is not None:
            from .knizia.screen import BoardScreen

            open_hands = controller.record.board.solo_steering  # as the game was started
            self.table = BoardScreen(controller, open_hands=open_hands,
                                     animation_ms=self.settings.animation_ms,
                                     sounds=self.services.sounds,
                                     auto_pass=self.settings.auto_pass,
                                     confirm_leave=self.settings.confirm_leave_game)
        else:
            self.table = TableScreen(controller, self.services.db, self.services.pixmaps,
                                     animation_ms=self.settings.animation_ms,
                                     confirm_leave=self.settings.confirm_leave_game,
                                     open_hands=open_hands, sounds=self.services.sounds)
            self.table.scene.set_playmat(self.settings.playmat_image or None)
        self.table.save_path = path
        self.table.leave.connect(self.show_start)
        table = self.table

        def phase_autosave() -> None:
            problem = autosave_table(table) or take_save_notice(table)
            if problem:
                self.statusBar().showMessage(problem)

        controller.phase_started.connect(phase_autosave)
        controller.game_over.connect(lambda _outcome: phase_autosave())  # its end replays
        table.rematch_wanted.connect(lambda: self.rematch(table.controller.record))
        table.replay_wanted.connect(lambda: self.show_replay(table.controller.record,
                                                             "this game"))
        self.show_screen(self.table)
        phase_autosave()  # the game is in the Games list from its first position

    def _close_table(self) -> None:
        """Drop the table's game (its writer's lock too); callers saved it if needed."""
        if self.table is None:
            return
        self.table.controller.stop()
        writer = getattr(self.table, "writer", None)
        if writer is not None:
            writer.close()
        self.stack.removeWidget(self.table)
        self.table.deleteLater()
        self.table = None

    # The board game ---------------------------------------------------------------
    def show_new_board_game(self) -> None:
        from .knizia.new_game import BoardNewGameDialog

        dialog = BoardNewGameDialog(self, solo_steering=self.settings.open_hands)
        if dialog.exec():
            self.start_board_game(dialog.choices())

    def start_board_game(self, choices) -> None:
        """Create a board game from its New game choices and show it on the table."""
        import random

        from ..engine import SetupError
        from ..persistence import SeatRecord as Seat
        from .knizia.controller import BoardController

        seed = choices.seed if choices.seed is not None else random.randrange(1, 10**6)
        seats = [Seat(name, ctl, colour) for name, ctl, colour in zip(
            choices.names, choices.controllers, choices.colours, strict=True)]
        try:
            controller = BoardController.new_board_game(seats, choices.difficulty, seed,
                                                        choices.solo_steering, parent=self)
        except (SetupError, ValueError) as exc:
            QMessageBox.warning(self, "New board game", f"This game cannot start: {exc}")
            return
        self._show_table(controller, None, open_hands=choices.solo_steering)
        self.statusBar().showMessage(f"New board game, seed {seed}.")

    def _controller_for(self, record, game):
        """The controller of a loaded record: the board game's or the card game's."""
        if record.board is not None:
            from .knizia.controller import BoardController

            return BoardController.from_record(record, game, parent=self)
        from .table.controller import GameController

        return GameController.from_record(record, game, parent=self)

    def rematch(self, record) -> None:
        """Game over: the same decks, seats and format again, with a new shuffle."""
        import random

        from .table.controller import GameController

        if record.board is not None:
            from .knizia.controller import BoardController

            controller = BoardController.new_board_game(
                list(record.seats), record.board.difficulty, random.randrange(1, 10**6),
                record.board.solo_steering, parent=self)
            self._show_table(controller, None)
            return

        controller = GameController.new_game(record.decks, list(record.seats),
                                             random.randrange(1, 10**6), record.format_code,
                                             rules=self.services.rules,
                                             strict=record.strict, parent=self)
        self._show_table(controller, None)

    def continue_last_game(self) -> None:
        """Resume the most recently played unfinished game in one click."""
        from .game_files import continue_entry

        entry = continue_entry()
        if entry is None:
            self._refresh_availability()
            return
        self.open_stored(entry.game_id)

    def show_games(self) -> None:
        """The Games screen (start screen, Game menu, Watch a replay)."""
        if self.games_screen is None:
            from .games_screen import GamesScreen

            self.games_screen = GamesScreen(parent=self)
            self.games_screen.back.connect(self.show_start)
            self.games_screen.continue_game.connect(self.open_stored)
            self.games_screen.replay_game.connect(self.replay_stored)
            self.games_screen.before_delete = self._release_game
            self.games_screen.held_lock = self._held_lock
            self.games_screen.deleted.connect(lambda _id: self._refresh_availability())
            self.games_screen.renamed.connect(self._game_renamed)
        self.games_screen.refresh()
        self.show_screen(self.games_screen)

    def _table_game_id(self) -> str | None:
        record = self.table.controller.record if self.table is not None else None
        return record.game_id if record is not None else None

    def _release_game(self, game_id: str) -> None:
        """Before a delete: close the game if it is on the table (it holds the lock, and
        quitting would save the deleted game again)."""
        if self._table_game_id() == game_id:
            self._close_table()

    def _held_lock(self, game_id: str):
        """This window's lock on the game, if it is the one on the table."""
        writer = getattr(self.table, "writer", None)
        return writer.lock if writer is not None and self._table_game_id() == game_id \
            else None

    def _game_renamed(self, game_id: str, title: str) -> None:
        if self._table_game_id() == game_id:
            self.table.controller.record.title = title

    def open_stored(self, game_id: str) -> None:
        """Continue a game of the Games list (an earlier copy if the latest is damaged)."""
        from ..persistence.kinds import kind_of
        from .game_files import load_stored

        if self._table_game_id() == game_id:
            self.show_screen(self.table)
            return
        loaded = load_stored(self, game_id)
        if loaded is None:
            return
        record, game, path, notice = loaded
        name = record.title or " vs ".join(seat.name for seat in record.seats)
        turn = kind_of(game).stamp(game)[0]
        self.statusBar().showMessage(notice or f"Continuing {name}, turn {turn}.")
        # (a save problem found when the table first saves replaces the message)
        self._show_table(self._controller_for(record, game), None)

    def replay_stored(self, game_id: str) -> None:
        from .game_files import load_stored

        loaded = load_stored(self, game_id)
        if loaded is not None:
            record, game, path, notice = loaded
            self.show_replay(record, path.name)
            name = record.title or " vs ".join(seat.name for seat in record.seats)
            self.statusBar().showMessage(notice or f"Replay of {name}: "
                                         f"{len(record.actions)} actions.")

    def _ask_and_load(self, path=None):
        """(path, (record, game)) of a save chosen or given, or None after saying why."""
        from .game_files import ask_open_path, load_for_table

        path = path or ask_open_path(self)
        loaded = load_for_table(self, path) if path is not None else None
        return (path, loaded) if loaded is not None else None

    def open_game(self, path=None) -> None:
        opened = self._ask_and_load(path)
        if opened is None:
            return
        path, loaded = opened
        record, game = loaded
        self._show_table(self._controller_for(record, game), path)
        self.statusBar().showMessage(f"Opened {path.name}.")

    def open_replay(self, path=None) -> None:
        """Watch a replay: pick a game on the Games screen, or open a given save file."""
        if path is None:
            self.show_games()
            return
        opened = self._ask_and_load(path)
        if opened is not None:
            path, loaded = opened
            self.show_replay(loaded[0], path.name)

    def show_replay(self, record, title: str) -> None:
        """Step through a game record read-only on the table."""
        from .table.replay import ReplayBar, ReplayController
        from .table.screen import TableScreen

        controller = ReplayController(record, parent=self, rules=self.services.rules)
        if record.board is not None:
            from .knizia.screen import BoardScreen

            screen = BoardScreen(controller, viewing_seat=0, animation_ms=0)
        else:
            screen = TableScreen(controller, self.services.db, self.services.pixmaps,
                                 viewing_seat=0, animation_ms=0)
        bar = ReplayBar(controller)
        screen.add_bar(bar)
        controller.moved.connect(lambda _n: screen.rebuild_log())
        screen.leave.connect(self.show_start)
        screen.replay_bar = bar
        if self.replay is not None:
            self.stack.removeWidget(self.replay)
            self.replay.deleteLater()
        self.replay = screen
        self.show_screen(screen)
        self.statusBar().showMessage(f"Replay of {title}: {controller.total} actions.")

    def save_current(self, save_as: bool = False) -> None:
        """Ctrl+S: save the deck in the deck builder, or the game on the table."""
        current = self.stack.currentWidget()
        if current is self.deck_builder and self.deck_builder is not None:
            self.deck_builder.save()
        elif current is self.table and self.table is not None:
            from .game_files import save_table

            if save_table(self, self.table, save_as):
                self.statusBar().showMessage(f"Saved {self.table.save_path.name}.")

    def undo_current(self) -> None:
        """Ctrl+Z: undo in the deck builder or on the table, whichever is shown."""
        current = self.stack.currentWidget()
        if current is not None and current in (self.deck_builder, self.table):
            current.undo()

    def redo_current(self) -> None:
        current = self.stack.currentWidget()
        if current is not None and current in (self.deck_builder, self.table):
            current.redo()

    def export_log(self) -> None:
        screen = self.stack.currentWidget()
        if screen not in (self.table, self.replay) or screen is None:
            return
        from .qt import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self, "Export game log", "game-log.txt",
                                              "Text (*.txt)")
        if name:
            try:
                with open(name, "w", encoding="utf-8") as out:
                    out.write(screen.log.plain_text() + "\n")
            except OSError as exc:
                QMessageBox.warning(self, "Export game log", f"{name}: {exc.strerror}")

    def show_deck_builder(self) -> None:
        if self.deck_builder is None:
            from .deckbuilder.screen import DeckBuilderScreen

            services = self.services
            self.deck_builder = DeckBuilderScreen(
                services.db, services.pixmaps, services.formats, services.validator,
                services.is_scripted, services.culture_icon)
            self.deck_builder.back.connect(self.show_start)
        self.show_screen(self.deck_builder)

    def emergency_autosave(self):
        """Autosave the game on the table, if any, before a crash dialog (an
        :class:`~ringtable.ui.crash.EmergencySave` saying how it went)."""
        from .crash import emergency_autosave

        return emergency_autosave(self.table)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Never lose work: ask about an edited deck, autosave a game in progress."""
        if self.deck_builder is not None and not self.deck_builder.maybe_save():
            event.ignore()
            return
        if self.table is not None:
            from .game_files import autosave_table

            self.table.controller.stop()
            problem = autosave_table(self.table)
            if problem and not theme.confirm(
                    self, "Quit", f"{problem}\n\nThe previous save of this game is intact. "
                    "Quit anyway and lose the moves since then?"):
                self.statusBar().showMessage(problem)
                event.ignore()
                return
            self._close_table()
        event.accept()

    def show_settings(self) -> None:
        from ..persistence.settings import save_settings
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self, sounds=self.services.sounds)
        if not dialog.exec():
            return
        self.settings = dialog.result_settings()
        try:
            save_settings(self.settings)
        except OSError as exc:
            QMessageBox.warning(self, "Settings", f"Settings were not saved: {exc}")
        self.apply_settings()

    def apply_settings(self) -> None:
        """Use the current settings now: image pack, playmat, animation speed, sound."""
        from ..imaging import ImagePack

        self._apply_sound_settings()
        folder = self.settings.image_pack_folder
        self.services.pixmaps.set_pack(ImagePack(folder) if folder else None)
        self._pack_applied = True
        for screen in (self.table, self.replay):
            if screen is not None:
                screen.scene.set_playmat(self.settings.playmat_image or None)
                screen.scene.animation_ms = self.settings.animation_ms
                screen.scene.refresh_faces()

    def _apply_sound_settings(self) -> None:
        self.services.sounds.enabled = self.settings.sound
        self.services.sounds.volume = self.settings.sound_volume

    def _refresh_availability(self) -> None:
        """Enable each start-screen choice only when it can do something real."""
        from .game_files import continue_entry

        entry = continue_entry()
        self.start_screen.set_available("continue", entry is not None,
                                        "No saved game to continue yet.")
        if entry is not None:
            self.start_screen.buttons["continue"].setToolTip(
                f"Continue {entry.label} (turn {entry.turn})")

    # Menus ------------------------------------------------------------------------
    def _action(self, text: str, shortcut: str | QKeySequence.StandardKey | None,
                slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self._action("&New game\u2026", "Ctrl+N", self.show_new_game))
        game.addAction(self._action("New &board game\u2026", "Ctrl+B",
                                    self.show_new_board_game))
        game.addAction(self._action("&Continue", None, self.continue_last_game))
        game.addAction(self._action("&Games\u2026", "Ctrl+G", self.show_games))
        game.addAction(self._action("&Open saved game\u2026", "Ctrl+O", self.open_game))
        game.addAction(self._action("&Save", "Ctrl+S", self.save_current))
        game.addAction(self._action("Save &as\u2026", "Ctrl+Shift+S",
                                    lambda: self.save_current(save_as=True)))
        game.addAction(self._action("&Watch a replay\u2026", None, lambda: self.open_replay()))
        game.addAction(self._action("&Export game log\u2026", None, self.export_log))
        game.addSeparator()
        game.addAction(self._action("&Undo", "Ctrl+Z", self.undo_current))
        game.addAction(self._action("&Redo", "Ctrl+Shift+Z", self.redo_current))
        game.addSeparator()
        game.addAction(self._action("&Start screen", None, self.show_start))
        game.addAction(self._action("&Quit", "Ctrl+Q", self.close))
        decks = bar.addMenu("&Decks")
        decks.addAction(self._action("&Deck builder", "Ctrl+D", self.show_deck_builder))
        tools = bar.addMenu("&Tools")
        tools.addAction(self._action("&Settings\u2026", "Ctrl+,", self.show_settings))
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self._action("&Keyboard shortcuts", "F1", self.show_shortcuts))
        help_menu.addAction(self._action("&About Ringtable", None, self.show_about))

    def show_shortcuts(self) -> None:
        rows = "".join(f"<tr><td><b>{keys}</b></td><td>&nbsp;&nbsp;{what}</td></tr>"
                       for keys, what in SHORTCUTS)
        QMessageBox.information(self, "Keyboard shortcuts", f"<table>{rows}</table>")

    def show_about(self) -> None:
        QMessageBox.about(self, "About Ringtable",
                          f"<h3>Ringtable {__version__}</h3><p>A desktop tabletop and rules "
                          f"engine for The Lord of the Rings Trading Card Game.</p>"
                          f"<p>{NOTICE}</p>")
