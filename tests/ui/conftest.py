"""Qt tests share one QApplication set up the way the app sets it up (theme, fonts).

Modal message boxes would block an offscreen test run forever, so every test gets
recording stand-ins: ``dialogs`` lists (kind, title) of what was shown, questions are
answered "Discard"/"Yes" unless a test patches its own answer.
"""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def qapp(qapp_args):
    from ringtable.ui.app import create_application

    return create_application(qapp_args or ["ringtable-tests"])


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    from ringtable.ui.qt import QMessageBox

    shown: list[tuple[str, str]] = []

    def recorder(kind: str, answer=None):
        def show(parent, title, text, *args, **kwargs):
            shown.append((kind, title))
            return answer

        return show

    buttons = QMessageBox.StandardButton
    monkeypatch.setattr(QMessageBox, "information", recorder("information", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "warning", recorder("warning", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "critical", recorder("critical", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "about", recorder("about"))
    monkeypatch.setattr(QMessageBox, "question", recorder("question", buttons.Discard))
    return shown


@pytest.fixture
def hotseat_window(qtbot):
    """A main window at 1280x720 with a hotseat game of two people begun (the FotR
    starters, Ann and Bo): ``hotseat_window(seed)``."""
    from ringtable.decks import starter_decks
    from ringtable.ui.main_window import MainWindow
    from ringtable.ui.new_game import GameChoices

    def start(seed: int = 31):
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        decks = starter_decks()
        window.start_game(GameChoices(
            [decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
            ["Ann", "Bo"], ["person", "person"], "fotr_block", seed))
        return window

    return start
