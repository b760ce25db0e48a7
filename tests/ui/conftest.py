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
