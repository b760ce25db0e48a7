"""The crash dialog tells the truth about the emergency autosave (issue 19)."""

from __future__ import annotations

import sys

from ringtable.decks import starter_decks
from ringtable.persistence import SaveError
from ringtable.persistence.store import LATEST, GameStore, GameWriter
from ringtable.ui.crash import install_crash_handler
from ringtable.ui.main_window import MainWindow
from ringtable.ui.new_game import GameChoices
from ringtable.ui.qt import QMessageBox


def crash(window, monkeypatch) -> str:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text, *a, **k: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_crash_handler(window)
    try:
        raise ValueError("boom")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    (text,) = shown
    return text


def started(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    decks = starter_decks()
    window.start_game(GameChoices([decks["fotr-aragorn-starter"], decks["fotr-gandalf-starter"]],
                                  ["Ann", "Bo"], ["person", "random"], "fotr_block", 5))
    return window


def test_the_crash_dialog_says_when_the_emergency_autosave_failed(qtbot, monkeypatch):
    """"The crash dialog says when its emergency autosave failed (and where the previous
    save is)"."""
    window = started(qtbot)
    window.table.controller.phase_started.emit()  # an autosave that works
    latest = GameStore().folder(window.table.controller.record.game_id) / LATEST
    assert latest.is_file()

    def full_disk(self, game):
        raise SaveError(f"The game was not saved: {latest}: no space left on device")

    monkeypatch.setattr(GameWriter, "write", full_disk)
    text = crash(window, monkeypatch)
    assert "could NOT be autosaved" in text and "no space left on device" in text
    assert f"Its previous save is intact:\n{latest}" in text
    assert "Your game was autosaved" not in text  # never a false comfort


def test_the_crash_dialog_says_the_game_was_autosaved_when_it_was(qtbot, monkeypatch):
    window = started(qtbot)
    text = crash(window, monkeypatch)
    assert "Your game was autosaved; Continue on the start screen resumes it." in text
    assert "NOT" not in text
    assert GameStore().games()  # and it was


def test_a_crash_without_a_game_mentions_no_save(qtbot, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    text = crash(window, monkeypatch)
    assert "autosaved" not in text and "Details are in the log file" in text
