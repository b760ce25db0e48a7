"""The deck builder, driven through its widgets as a player would."""

from __future__ import annotations

import pytest

from ringtable.decks import load_deck, starter_decks
from ringtable.paths import user_decks_dir
from ringtable.ui.deckbuilder.card_models import CARD_MIME
from ringtable.ui.main_window import MainWindow
from ringtable.ui.qt import QDropEvent, QMessageBox, QMimeData, QPointF, Qt


@pytest.fixture
def builder(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_deck_builder()
    yield window.deck_builder  # the window stays referenced for the whole test


def test_filter_to_a_card_add_it_watch_validation_undo_save_reopen(builder, qtbot, monkeypatch):
    builder.browser.filters.culture_buttons["gondor"].setChecked(True)
    qtbot.keyClicks(builder.browser.search, 'title:aragorn "ranger of the north"')
    assert builder.browser.visible_ids() == ["1_89"]
    builder.editor.format_combo.setCurrentIndex(builder.editor.format_combo.findData("fotr_block"))
    before = [p.message for p in builder.editor.problems]
    assert any("0 cards" in m for m in before)

    builder.browser.set_mode("list")
    builder.browser.filters.clear()
    builder.browser.search.setText('"ranger of"')
    assert builder.browser.visible_ids()[0] == "1_89"  # collector order: set 1 first
    index = builder.browser.table_model.index(0, 0)
    builder.browser._activated(index)  # the view's doubleClicked handler
    assert builder.edit.deck.count_of("1_89") == 1
    after_add = [p.message for p in builder.editor.problems]
    assert any("1 card" in m for m in after_add) and after_add != before

    builder.undo()
    assert builder.edit.deck.count_of("1_89") == 0
    builder.redo()
    assert builder.edit.deck.count_of("1_89") == 1

    builder.editor.name_edit.setText("My Ranger deck")
    builder.editor.name_edit.editingFinished.emit()
    assert builder.save()
    saved = user_decks_dir() / "my-ranger-deck.json"
    assert saved.exists() and load_deck(saved).count_of("1_89") == 1
    assert not builder.edit.dirty

    builder.new_deck()
    assert builder.edit.deck.count_of("1_89") == 0
    item = next(builder.library.item(i) for i in range(builder.library.count())
                if builder.library.item(i).text().strip() == "My Ranger deck")
    builder._library_activated(item)
    assert builder.edit.deck.count_of("1_89") == 1 and builder.path == saved


def test_validation_changes_live_and_marks_offending_cards(builder):
    starter = starter_decks()["fotr-aragorn-starter"]
    builder.open_deck(starter, None)
    assert builder.editor.problems == []
    assert "Legal" in builder.editor.legal_label.text()
    for _ in range(5):  # more than four copies of one title
        builder.editor.add_card("1_89")
    codes = {p.code for p in builder.editor.problems}
    assert codes, "adding copies must make the deck illegal"
    assert any("1_89" in p.card_ids for p in builder.editor.problems)
    assert "Not legal" in builder.editor.legal_label.text()


def test_keyboard_plus_and_minus(builder, qtbot):
    builder.browser.set_mode("list")
    qtbot.keyClicks(builder.browser.search, "title:\"uruk soldier\"")
    card_id = builder.browser.visible_ids()[0]
    assert builder.browser.select_card(card_id)
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_Plus)
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_Plus)
    assert builder.edit.deck.count_of(card_id) == 2
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_Minus)
    assert builder.edit.deck.count_of(card_id) == 1


def test_drop_from_browser_adds_to_the_right_section(builder):
    mime = QMimeData()
    mime.setData(CARD_MIME, b"1_2\n1_290")  # The One Ring and Frodo
    tree = builder.editor.tree
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    tree.dropEvent(event)
    assert builder.edit.deck.ring == "1_2"
    assert builder.edit.deck.ring_bearer == "1_290"


def test_a_site_replaces_the_site_with_its_number(builder, db):
    site_2 = [c.id for c in db.search("type:site block:fellowship site=2")][:2]
    builder.editor.add_card(site_2[0])
    builder.editor.add_card(site_2[1])
    assert builder.edit.deck.sites == (site_2[1],)


def test_unsaved_changes_are_never_lost_without_asking(builder, monkeypatch):
    builder.editor.add_card("1_89")
    asked: list[str] = []

    def cancel(*args, **kwargs):
        asked.append(args[1])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    builder.new_deck()
    assert asked == ["Unsaved changes"]
    assert builder.edit.deck.count_of("1_89") == 1  # still there


def test_import_a_pasted_list_reports_the_unknown_line(builder, qtbot):
    from ringtable.ui.deckbuilder.import_export import ImportDialog

    dialog = ImportDialog(builder.db, builder)
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("4x Uruk Soldier\n2x Gandalf's Pipe\n3x Definitely Not A Card\n")
    lines = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert len(lines) == 1 and lines[0].startswith("Line 3:")
    assert "Definitely Not A Card" in lines[0]
    assert dialog.import_button.isEnabled()
    assert dialog.result_deck.draw_deck_size() == 6


def test_export_then_import_gives_the_same_deck(builder, qtbot):
    from ringtable.ui.deckbuilder.import_export import ExportDialog, ImportDialog

    deck = starter_decks()["ttt-theoden-starter"]
    exported = ExportDialog(deck, builder.db, builder)
    qtbot.addWidget(exported)
    importer = ImportDialog(builder.db, builder)
    qtbot.addWidget(importer)
    importer.text.setPlainText(exported.text.toPlainText())
    got = importer.result_deck
    assert importer.problems.count() == 0
    assert (got.ring_bearer, got.ring, set(got.sites)) == (deck.ring_bearer, deck.ring,
                                                           set(deck.sites))
    assert dict(got.draw_deck) == dict(deck.draw_deck)


def test_statistics_follow_the_deck(builder):
    builder.open_deck(starter_decks()["fotr-gandalf-starter"], None)
    stats = builder.stats_view.stats
    assert stats.free_peoples == stats.shadow == 30
    assert sum(stats.curve_free_peoples) == 30 and sum(stats.curve_shadow) == 30
    assert len(stats.site_shadow_numbers) == 9
    assert stats.total == 60 + 9 + 2


def test_query_errors_are_shown_not_raised(builder, qtbot):
    qtbot.keyClicks(builder.browser.search, "colour:red")
    assert "unknown field" in builder.browser.error_label.text()


def test_only_card_specific_problems_mark_cards(builder):
    from ringtable.ui.deckbuilder.editor import CARD_ID_ROLE
    from ringtable.ui.theme import DANGER

    builder.open_deck(starter_decks()["fotr-aragorn-starter"], None)
    builder.editor.remove_card("1_153")  # one Shadow card fewer: sides unequal, deck-level
    for _ in range(4):
        builder.editor.add_card("1_89")  # five Aragorns: a card-specific problem
    red = set()
    tree = builder.editor.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for j in range(top.childCount()):
            child = top.child(j)
            if child.foreground(0).color().name() == DANGER:
                red.add(child.data(0, CARD_ID_ROLE))
    assert red == {"1_89", "1_365"}  # both Aragorns count towards the title limit


def test_the_set_filter_keeps_one_set(builder):
    combo = builder.browser.filters.combos["set"]
    combo.setCurrentIndex(combo.findData("4"))
    ids = builder.browser.visible_ids()
    assert ids and all(i.startswith("4_") for i in ids)
    assert builder.browser.count_label.text().startswith("365 of")


def test_new_game_leads_to_the_deck_builder(qtbot, monkeypatch):
    from ringtable.ui.new_game import NewGameDialog

    window = MainWindow()
    qtbot.addWidget(window)

    def open_builder(dialog):
        dialog.deck_builder_button.click()
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", open_builder)
    window.show_new_game()
    assert window.stack.currentWidget() is window.deck_builder
