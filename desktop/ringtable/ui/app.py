"""Start the desktop application: QApplication, theme, fonts, main window."""

from __future__ import annotations

import logging
import sys

from .. import __version__
from ..logs import log_file, setup_logging
from ..paths import APP_NAME
from . import theme
from .gui_gc import collect_on_gui_thread
from .qt import QApplication


def create_application(argv: list[str]) -> QApplication:
    """The QApplication with Ringtable's names, fonts, icon and theme (reused if running)."""
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("ringtable")
    theme.load_fonts()
    theme.apply(app)
    app.setWindowIcon(theme.app_icon())
    # Bots think in worker threads: garbage (Qt objects among it) is collected here only.
    collect_on_gui_thread()
    return app


def install_crash_handler(window) -> None:
    """An uncaught exception autosaves the game, is logged, and is shown in a dialog
    naming the log file, instead of the app vanishing."""
    log = logging.getLogger("ringtable.crash")

    def handle(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        saved = window.emergency_autosave()
        log.critical("uncaught exception", exc_info=(kind, value, tb))
        from .qt import QMessageBox

        text = (f"Something went wrong: {kind.__name__}: {value}\n\n"
                + ("Your game was autosaved; Continue on the start screen resumes it.\n\n"
                   if saved else "")
                + f"Details are in the log file:\n{log_file()}")
        QMessageBox.critical(window, "Ringtable problem", text)

    sys.excepthook = handle


def run_app(argv: list[str] | None = None, quit_when_shown: bool = False) -> int:
    from .main_window import MainWindow

    setup_logging()
    app = create_application(list(argv or sys.argv[:1]))
    window = MainWindow()
    install_crash_handler(window)
    window.show()
    if quit_when_shown:  # start-up benchmark: the start screen is painted, stop here
        import time

        window.repaint()
        app.processEvents()
        print(f"shown at {time.time():.4f}", flush=True)
        return 0
    return app.exec()
