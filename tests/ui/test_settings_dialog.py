"""Settings: edited in the dialog, saved, applied at once; a corrupt file gives a notice."""

from __future__ import annotations

import json

from ringtable.persistence.settings import load_settings, settings_path
from ringtable.ui.main_window import MainWindow
from ringtable.ui.settings_dialog import SettingsDialog


def test_settings_are_saved_and_applied(qtbot, tmp_path, monkeypatch):
    pack = tmp_path / "scans"
    pack.mkdir()
    window = MainWindow()
    qtbot.addWidget(window)

    def accept_with_changes(dialog: SettingsDialog) -> int:
        dialog.pack.setText(str(pack))
        dialog.animation.setCurrentIndex(dialog.animation.findData(0))
        dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("hard"))
        dialog.confirm_leave.setChecked(False)
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", accept_with_changes)
    window.show_settings()
    saved, notice = load_settings()
    assert notice is None
    assert (saved.image_pack_folder, saved.animation_ms, saved.default_bot_level,
            saved.confirm_leave_game) == (str(pack), 0, "hard", False)
    assert window.services.pixmaps._pack.folder == pack  # noqa: SLF001 - applied at once


def test_a_corrupt_settings_file_gives_defaults_and_a_notice(qtbot):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("\x00\x01 not settings")
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.settings.animation_ms == 180
    assert "could not be read" in window.statusBar().currentMessage()
    assert path.read_text() == "\x00\x01 not settings"  # not overwritten behind the player


def test_settings_survive_a_newer_version_keys(qtbot):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_ms": 350, "theme_from_v2": "dark"}))
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.settings.animation_ms == 350
    assert window.settings.extra == {"theme_from_v2": "dark"}
