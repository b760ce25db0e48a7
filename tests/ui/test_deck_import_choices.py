"""Deck builder (issue 19): a printing the list leaves open is asked about once, with every
face shown; a failed save keeps the previous file and tells the player."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ringtable.decks import load_deck, parse_deck_text
from ringtable.paths import user_decks_dir
from ringtable.ui.card_pixmaps import PixmapProvider
from ringtable.ui.deckbuilder.import_export import ImportDialog
from ringtable.ui.deckbuilder.printing_choice import PrintingChoiceDialog, group_by_candidates
from ringtable.ui.main_window import MainWindow
from ringtable.ui.qt import QDialog

# Dagger Strike: Gondor events in set 1 (1C102) and set 7 (7C84) with different text; a
# King Standard list with a set-7 Ring allows both, so only the player can say which.
LIST = """Format: King Standard
Ring-bearer: Frodo, Courteous Halfling
Ring: The One Ring, Such a Weight to Carry
Free Peoples Draw Deck:
2x Dagger Strike
4x Hobbit Sword
Shadow Draw Deck:
4x Uruk Soldier
1x Dagger Strike
"""


@pytest.fixture
def builder(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_deck_builder()
    yield window.deck_builder


def test_the_choice_dialog_shows_every_face_and_returns_the_pick(builder, qtbot, tmp_path):
    problems = [p for p in parse_deck_text(LIST, builder.db).problems]
    (group,) = group_by_candidates(problems)
    assert [p.line for p in group] == [5, 9]  # one question for both lines
    dialog = PrintingChoiceDialog(group, builder.db, PixmapProvider(builder.db), builder)
    qtbot.addWidget(dialog)
    assert set(dialog.face_buttons) == {"1_102", "7_84"}
    assert all(not b.icon().isNull() for b in dialog.face_buttons.values())
    assert not dialog.use_button.isEnabled()  # nothing picked yet
    dialog.choose("7_84")
    assert dialog.chosen == "7_84" and dialog.use_button.isEnabled()
    dialog.adjustSize()
    dialog.show()
    qtbot.waitExposed(dialog)
    shot = Path(os.environ.get("RINGTABLE_SHOTS", tmp_path)) / "printing-choice.png"
    assert dialog.grab().save(str(shot))


def test_import_asks_once_per_title_then_imports_the_chosen_printing(builder, qtbot,
                                                                      monkeypatch):
    asked: list[tuple[str, ...]] = []

    def answer(dialog: PrintingChoiceDialog) -> int:
        asked.append(tuple(dialog.face_buttons))
        dialog.choose("1_102")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PrintingChoiceDialog, "exec", answer)
    importer = ImportDialog(builder.db, builder)
    qtbot.addWidget(importer)
    importer.text.setPlainText(LIST)
    assert importer.import_button.isEnabled()
    assert "asked which printing" in importer.summary.text()
    importer.accept()
    assert asked == [("1_102", "7_84")]
    assert importer.result.problems == ()
    assert importer.result_deck.count_of("1_102") == 3


def test_cancelling_the_question_keeps_the_import_dialog_open(builder, qtbot, monkeypatch):
    monkeypatch.setattr(PrintingChoiceDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    importer = ImportDialog(builder.db, builder)
    qtbot.addWidget(importer)
    importer.text.setPlainText(LIST)
    importer.show()
    importer.accept()
    assert importer.isVisible() and importer.result.problems  # nothing was guessed


def _disk_full(*args, **kwargs):
    raise OSError(28, "No space left on device")


def _read_only(*args, **kwargs):
    raise PermissionError(13, "Permission denied")


@pytest.mark.parametrize("where, failure", [("ringtable.fileio.os.replace", _disk_full),
                                            ("ringtable.fileio.tempfile.mkstemp", _read_only)])
def test_a_failed_save_keeps_the_previous_file_and_tells_the_player(builder, monkeypatch,
                                                                     dialogs, where, failure):
    # A full disk (the rename fails) or a read-only folder (no temporary file): the deck
    # saved before is intact, the player sees a warning, the change is still there to save.
    builder.editor.name_edit.setText("Kept deck")
    builder.editor.name_edit.editingFinished.emit()
    builder.editor.add_card("1_89")
    assert builder.save()
    saved = user_decks_dir() / "kept-deck.json"
    before = saved.read_bytes()
    builder.editor.add_card("1_154")
    monkeypatch.setattr(where, failure)
    assert not builder.save()
    assert saved.read_bytes() == before and load_deck(saved).count_of("1_154") == 0
    assert dialogs[-1] == ("warning", "Save deck")
    assert builder.edit.dirty
    assert [p.name for p in saved.parent.iterdir() if p.name.startswith(".")] == []


def test_a_failed_text_export_keeps_the_previous_file(builder, qtbot, monkeypatch, dialogs,
                                                      tmp_path):
    from ringtable.decks import starter_decks
    from ringtable.ui.deckbuilder.import_export import ExportDialog
    from ringtable.ui.qt import QFileDialog

    target = tmp_path / "list.txt"
    target.write_text("my old list\n", encoding="utf-8")
    exported = ExportDialog(starter_decks()["fotr-aragorn-starter"], builder.db, builder)
    qtbot.addWidget(exported)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "Text deck list (*.txt)"))
    monkeypatch.setattr("ringtable.fileio.os.replace", _disk_full)
    exported.save_file()
    assert target.read_text(encoding="utf-8") == "my old list\n"
    assert dialogs[-1] == ("warning", "Export deck")
