"""Start the desktop application: QApplication, theme, fonts, main window."""

from __future__ import annotations

import sys

from .. import __version__
from ..paths import APP_NAME
from . import theme
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
    return app


def run_app(argv: list[str] | None = None) -> int:
    from .main_window import MainWindow

    app = create_application(list(argv or sys.argv[:1]))
    window = MainWindow()
    window.show()
    return app.exec()
