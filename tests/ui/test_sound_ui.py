"""Sound at the table and in Settings, with a recording player instead of speakers."""

from __future__ import annotations

import pytest

from ringtable.persistence.settings import Settings, load_settings
from ringtable.sound import SoundPlayer
from ringtable.testing import Scenario
from ringtable.testing.sound import RecordingBackend
from ringtable.ui.main_window import MainWindow
from ringtable.ui.services import Services
from ringtable.ui.settings_dialog import SettingsDialog
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.screen import TableScreen


@pytest.fixture(scope="module")
def services(qapp):
    return Services()


def screen_with_sound(qtbot, services, game, seats):
    rec = RecordingBackend()
    sounds = SoundPlayer(enabled=True, backend=rec, clock=iter(range(0, 10**6, 10)).__next__)
    controller = GameController(game, seats, bot_delay_ms=0)
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         open_hands=True, sounds=sounds)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    return screen, rec


def test_playing_a_card_and_a_wound_sound_their_cues(qtbot, services):
    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen, rec = screen_with_sound(qtbot, services, sc.start("fellowship"),
                                    [Seat("Ann"), Seat("Bo")])
    action = next(a for a in screen.controller.game.legal_actions()
                  if a.kind == "play" and a.card == aragorn)
    assert screen.controller.apply(action.to_json())
    assert rec.cues == ["card"]


def test_the_chime_sounds_when_the_bot_hands_the_decision_back(qtbot, services):
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    screen, rec = screen_with_sound(qtbot, services, game, [Seat("Ann"), Seat("Bot", "normal")])
    pass_action = next(a for a in game.legal_actions() if a.kind == "pass")
    assert screen.controller.apply(pass_action.to_json())  # Ann moves; the bot's Shadow phase
    assert rec.cues == ["move"]
    qtbot.waitUntil(lambda: screen.controller.waiting_for_person(), timeout=10000)
    qtbot.waitUntil(lambda: rec.cues[-1:] == ["turn"], timeout=3000)
    screen.controller.stop()


def test_no_cue_with_sound_off(qtbot, services):
    sc = Scenario()
    aragorn = sc.hand("Aragorn, Ranger of the North")
    screen, rec = screen_with_sound(qtbot, services, sc.start("fellowship"),
                                    [Seat("Ann"), Seat("Bo")])
    screen.sounds.enabled = False
    assert screen.controller.apply(next(a for a in screen.controller.game.legal_actions()
                                        if a.kind == "play" and a.card == aragorn).to_json())
    assert rec.cues == []


def test_the_settings_dialog_switches_sound_and_plays_a_sample(qtbot):
    rec = RecordingBackend()
    dialog = SettingsDialog(Settings(sound=False), sounds=SoundPlayer(backend=rec))
    qtbot.addWidget(dialog)
    assert not dialog.sound.isChecked() and not dialog.sound_problem.isVisibleTo(dialog)
    dialog.sample.click()
    assert rec.cues == ["win"]  # a sample plays even before sound is switched on
    dialog.sound.setChecked(True)
    assert dialog.result_settings().sound is True


def test_the_dialog_says_why_sound_is_unavailable(qtbot):
    player = SoundPlayer(find=lambda: (None, "no sound player was found (looked for aplay)"))
    dialog = SettingsDialog(Settings(), sounds=player)
    qtbot.addWidget(dialog)
    assert dialog.sound_problem.isVisibleTo(dialog)
    assert "looked for aplay" in dialog.sound_problem.text()
    assert not dialog.sample.isEnabled()


def test_the_sound_setting_is_saved_and_applied(qtbot, monkeypatch):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.services.sounds.enabled is False  # off by default

    def switch_on(dialog: SettingsDialog) -> int:
        dialog.sound.setChecked(True)
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", switch_on)
    window.show_settings()
    assert load_settings()[0].sound is True
    assert window.services.sounds.enabled is True


class _StartsThenFails:
    """A player that starts, then stops with an error (``aplay`` with no sound card)."""

    name = "aplay"

    def __init__(self) -> None:
        self.failure = ""
        self.started = 0

    def play(self, path) -> None:
        if self.failure:
            raise OSError(self.failure)
        self.started += 1

    def busy(self) -> int:
        if self.started:
            self.failure = "aplay stopped with exit code 1 (audio open error)"
        return 0


def test_a_sample_the_player_fails_to_play_greys_out_the_button(qtbot):
    backend = _StartsThenFails()
    player = SoundPlayer(backend=backend)
    dialog = SettingsDialog(Settings(), sounds=player)
    qtbot.addWidget(dialog)
    dialog.sample.click()
    assert backend.started == 1 and dialog.sample.isEnabled()  # started: no news yet
    qtbot.waitUntil(lambda: not dialog.sample.isEnabled(), timeout=5000)
    assert "audio open error" in dialog.sound_problem.text()
    assert dialog.sound_problem.isVisibleTo(dialog)
    assert player.play("win", force=True) is False  # sound stays off for the session


def test_the_volume_slider_sets_the_samples_volume_and_is_saved(qtbot, tmp_path):
    rec = RecordingBackend()
    dialog = SettingsDialog(Settings(sound_volume=80),
                            sounds=SoundPlayer(backend=rec, cache=tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.volume.value() == 80 and dialog.volume_value.text() == "80 %"
    dialog.volume.setValue(30)
    assert dialog.volume_value.text() == "30 %"
    dialog.sample.click()
    assert rec.paths[0].name.endswith("-v30.wav")  # the sample sounds at the slider's volume
    dialog.volume.setValue(0)
    assert dialog.volume_value.text() == "off"
    dialog.sample.click()
    assert len(rec.paths) == 1  # nothing to hear
    assert dialog.result_settings().sound_volume == 0


def test_the_dialog_grows_to_show_why_a_sample_failed(qtbot):
    dialog = SettingsDialog(Settings(), sounds=SoundPlayer(backend=_StartsThenFails()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.sample.click()
    dialog.check_sample()
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
