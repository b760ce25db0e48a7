"""Start the desktop application: QApplication, theme, fonts, main window."""

from __future__ import annotations

import sys

from .. import __version__
from ..logs import setup_logging
from ..paths import APP_NAME
from . import theme
from .crash import install_crash_handler
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
