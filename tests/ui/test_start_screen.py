"""The start screen and main window: choices, menus, shortcuts."""

from __future__ import annotations

from ringtable.ui.main_window import MainWindow
from ringtable.ui.qt import QMessageBox, Qt


def test_start_screen_offers_the_main_choices(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    labels = {key: b.text() for key, b in window.start_screen.buttons.items()}
    assert labels == {"new_game": "New game", "board_game": "Board game",
                      "continue": "Continue", "games": "Games",
                      "deck_builder": "Deck builder", "settings": "Settings", "quit": "Quit"}
    assert window.stack.currentWidget() is window.start_screen


def test_start_screen_names_both_games_it_plays(qtbot):
    from ringtable.ui.qt import QLabel

    window = MainWindow()
    qtbot.addWidget(window)
    texts = " ".join(label.text() for label in window.start_screen.findChildren(QLabel))
    assert "Trading Card Game" in texts
    assert "Knizia's board game" in texts


def test_continue_is_disabled_with_a_reason_when_no_save_exists(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    button = window.start_screen.buttons["continue"]
    assert not button.isEnabled()
    assert "No saved game" in button.toolTip()


def test_quit_button_closes_the_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.start_screen.buttons["quit"], Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_menus_have_the_usual_shortcuts(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    shortcuts = {a.text().replace("&", ""): a.shortcut().toString()
                 for top in window.menuBar().actions()
                 for a in top.menu().actions() if not a.isSeparator()}
    assert shortcuts["New game\u2026"] == "Ctrl+N"
    assert shortcuts["Keyboard shortcuts"] == "F1"
    assert shortcuts["Quit"] == "Ctrl+Q"


def test_help_lists_shortcuts(qtbot, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text, *a: shown.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_shortcuts()
    assert "Ctrl+Z" in shown[0] and "F1" in shown[0]
