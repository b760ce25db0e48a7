"""New game: decks and seats; a started game appears on the table; ringtable watch."""

from __future__ import annotations

from PIL import Image

from ringtable.cli import main as cli_main
from ringtable.ui.main_window import MainWindow
from ringtable.ui.new_game import NewGameDialog


def test_decks_the_engine_cannot_play_are_listed_disabled_with_the_reason(qtbot):
    from ringtable.decks import save_deck, starter_decks
    from ringtable.paths import user_decks_dir

    decks = starter_decks()
    sh = decks["sh-aragorn-starter"]
    mixed = sh.with_changes(name="Mixed sites",
                            sites=(*sh.sites[:8], decks["fotr-aragorn-starter"].sites[0]))
    user_decks_dir().mkdir(parents=True)
    save_deck(mixed, user_decks_dir() / "mixed.json")
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    box = dialog.deck_boxes[0]
    labels = [box.itemText(i) for i in range(box.count())]
    item = box.model().item(labels.index("Mixed sites (yours)"))
    assert not item.isEnabled()
    assert "Not playable yet" in item.toolTip() and "mixes numbered sites" in item.toolTip()
    # every starter of every era is playable (issue 17)
    for label in ("SH \u2013 Aragorn Starter", "FotR \u2013 Aragorn Starter"):
        assert box.model().item(labels.index(label)).isEnabled()


def test_the_dialog_suggests_the_format_both_decks_fit(qtbot):
    """Issue 17: two Shadows-era starters play the War of the Ring block; a Fellowship
    starter against a Shadows-era one, the Starter Rules (which take both eras); changing
    either seat's deck updates the suggestion."""
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    first, second = dialog.deck_boxes
    assert dialog.format_box.currentData() == "fotr_block"  # FotR Aragorn v FotR Gandalf
    second.setCurrentIndex(second.findText("SH \u2013 Gandalf Starter"))
    assert dialog.format_box.currentData() == "starter"
    first.setCurrentIndex(first.findText("SH \u2013 Aragorn Starter"))
    assert dialog.format_box.currentData() == "war_block"
    assert dialog.choices().format_code == "war_block"


def test_new_game_against_the_random_bot_opens_the_table(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("42")
    choices = dialog.choices()
    assert choices.controllers == ["person", "normal"] and choices.seed == 42  # settings default
    window.start_game(choices)
    assert window.stack.currentWidget() is window.table
    assert window.table.viewing_seat() == 0  # the person's seat, not the bot's
    qtbot.waitUntil(lambda: window.table.controller.deciding_seat == 0, timeout=10000)
    assert window.table.decision.isEnabled()


def test_a_table_of_bots_alone_shows_no_undo(qtbot):
    """Undo takes back a person's decision; with two bots there is none, and a disabled
    "Undo" stretched across the side panel only looked broken."""
    import dataclasses

    window = MainWindow()
    qtbot.addWidget(window)
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    window.start_game(dataclasses.replace(dialog.choices(), controllers=["normal", "normal"]))
    table = window.table
    assert table.undo_button.isHidden() and table.redo_button.isHidden()
    dialog = NewGameDialog(window.services.db, window.services.formats, window)
    qtbot.addWidget(dialog)
    window.start_game(dialog.choices())  # a person against a bot: undo is there
    assert not window.table.undo_button.isHidden()


def test_watch_saves_a_screenshot_at_a_decision(tmp_path, capsys):
    out = tmp_path / "table.png"
    code = cli_main(["watch", "--deck", "fotr-aragorn-starter", "--deck",
                     "fotr-gandalf-starter", "--seed", "3", "--screenshot", str(out),
                     "--at", "25"])
    assert code == 0 and "decision 25" in capsys.readouterr().out
    with Image.open(out) as image:
        assert image.size[0] >= 1200
    # the watched table is closed once the screenshot is taken: left open, it sat over
    # the next window of the same process (whose pointer moves then went unseen)
    from ringtable.ui.qt import QApplication
    from ringtable.ui.table.screen import TableScreen
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, TableScreen) and w.isVisible()]


def test_watch_names_an_unknown_deck(capsys):
    assert cli_main(["watch", "--deck", "no-such-deck", "--deck", "fotr-gandalf-starter",
                     "--screenshot", "x.png"]) == 2
    assert "no-such-deck" in capsys.readouterr().err
