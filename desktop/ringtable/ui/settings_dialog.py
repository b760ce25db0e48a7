"""The Settings dialog: image pack, playmat, animations, play options, bot level, sound,
folders.

It edits a copy of :class:`Settings`; OK saves it (atomically) and the main window applies
it at once (faces re-rendered from the new image pack, the playmat swapped...).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..paths import user_data_dir
from ..persistence.settings import Settings
from ..sound import SoundPlayer
from . import theme
from .qt import (
    QCheckBox,
    QComboBox,
    QDesktopServices,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    Qt,
    QTimer,
    QUrl,
    QVBoxLayout,
    QWidget,
)
from .table.controller import BOT_LEVELS

# a sample lasts about a second: a player that failed has stopped by then
SAMPLE_CHECK_MS = 1500
ANIMATION_SPEEDS = (("Off", 0), ("Fast", 110), ("Normal", 180), ("Slow", 350))


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 sounds: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        self.sounds = sounds
        self.setWindowTitle("Settings")
        self.setMinimumWidth(560)
        self.original = settings
        form = QFormLayout()
        self.pack = QLineEdit(settings.image_pack_folder)
        self.pack.setPlaceholderText("none: cards are drawn by Ringtable")
        form.addRow("Card image pack", self._with_browse(self.pack, folder=True))
        # two set lines, not word wrap: a wrapped label in a form is given room for a
        # narrower dialog, which showed as a blank line under it
        pack_hint = QLabel("A folder of your own scans named by collector info (1R289.jpg) "
                           "or\nLOTR01289.jpg; any card without a scan is drawn as usual.")
        form.addRow("", pack_hint)
        self.playmat = QLineEdit(settings.playmat_image)
        self.playmat.setPlaceholderText("the default playmat")
        form.addRow("Playmat image", self._with_browse(self.playmat, folder=False))
        self.animation = QComboBox()
        for label, ms in ANIMATION_SPEEDS:
            self.animation.addItem(label, ms)
        index = self.animation.findData(settings.animation_ms)
        self.animation.setCurrentIndex(index if index >= 0 else 2)
        form.addRow("Animations", self.animation)
        self.bot_level = QComboBox()
        for code, label in BOT_LEVELS:
            self.bot_level.addItem(label, code)
        self.bot_level.setCurrentIndex(max(self.bot_level.findData(settings.default_bot_level),
                                           0))
        form.addRow("Default opponent", self.bot_level)
        self.auto_pass = QCheckBox("Pass for me when I have nothing to play (hotseat)")
        self.auto_pass.setChecked(settings.auto_pass)
        self.open_hands = QCheckBox("Open hands in hotseat (no hand-off screens)")
        self.open_hands.setChecked(settings.open_hands)
        self.confirm_leave = QCheckBox("Ask before leaving a game")
        self.confirm_leave.setChecked(settings.confirm_leave_game)
        for box in (self.auto_pass, self.open_hands, self.confirm_leave):
            form.addRow("", box)
        form.addRow("Sound", self._sound_row(settings))
        data = QPushButton("Open the data folder")
        data.clicked.connect(self.open_data_folder)
        form.addRow("Your decks and saves", data)
        buttons = theme.ok_cancel_buttons(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _sound_row(self, settings: Settings) -> QWidget:
        """"Sound effects" with a sample button; greyed out, saying why, on a machine
        with no way to play them."""
        row = QWidget()
        box = QVBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        self.sound = QCheckBox("Sound effects")
        self.sound.setToolTip("Cards, wounds, burdens, the Ring, the end of the game, and a "
                              "chime when the computer hands you the decision")
        self.sound.setChecked(settings.sound)
        self.sample = QPushButton("Play a sample")
        self.sample.clicked.connect(self.play_sample)
        line.addWidget(self.sound, 1)
        line.addWidget(self.sample)
        box.addLayout(line)
        box.addLayout(self._volume_line(settings.sound_volume))
        self.sound_problem = QLabel()
        self.sound_problem.setWordWrap(True)
        self.sound_problem.setVisible(False)
        box.addWidget(self.sound_problem)
        problem = self.sounds.unavailable if self.sounds is not None else ""
        if problem:
            self._sound_unavailable(problem)
        return row

    def _volume_line(self, volume: int) -> QHBoxLayout:
        """A "Volume" slider (0-100 %, in steps of 5) with its value beside it."""
        line = QHBoxLayout()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(volume)
        self.volume.setAccessibleName("Sound volume")
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance(
            "100 %") + 4)
        self.volume.valueChanged.connect(self._show_volume)
        self._show_volume(volume)
        line.addWidget(QLabel("Volume"))
        line.addWidget(self.volume, 1)
        line.addWidget(self.volume_value)
        return line

    def _show_volume(self, volume: int) -> None:
        self.volume_value.setText("off" if volume == 0 else f"{volume} %")

    def play_sample(self) -> None:
        """Play a cue at the slider's volume (sound may still be switched off)."""
        if self.sounds is None or self.volume.value() == 0:
            return
        if self.sounds.play("win", force=True, volume=self.volume.value()):
            # a player may start, then fail (no sound device): look once it had time
            QTimer.singleShot(SAMPLE_CHECK_MS, self.check_sample)
            return
        self._sound_unavailable(self.sounds.unavailable or "the sample could not be played")

    def check_sample(self) -> None:
        """After a sample: say so if the system's player failed to play it."""
        problem = self.sounds.check() if self.sounds is not None else ""
        if problem:
            self._sound_unavailable(problem)

    def _sound_unavailable(self, problem: str) -> None:
        self.sound_problem.setText(f"Sound is not available: {problem}.")
        self.sound_problem.setVisible(True)
        self.sample.setEnabled(False)
        self.sound.setToolTip(problem)
        layout = self.layout()
        if layout is not None:  # already shown: grow to the new lines (a wrapped label's
            # minimum height does not count them, so the rows would be squeezed)
            height = layout.totalHeightForWidth(self.width())
            if height > self.height():
                self.resize(self.width(), height)

    def _with_browse(self, edit: QLineEdit, folder: bool) -> QWidget:
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(edit, 1)
        browse = QPushButton("Browse\u2026")
        clear = QPushButton("Clear")
        browse.clicked.connect(lambda: self._browse(edit, folder))
        clear.clicked.connect(edit.clear)
        box.addWidget(browse)
        box.addWidget(clear)
        return row

    def _browse(self, edit: QLineEdit, folder: bool) -> None:
        start = edit.text() or str(Path.home())
        if folder:
            chosen = QFileDialog.getExistingDirectory(self, "Card image pack", start)
        else:
            chosen, _ = QFileDialog.getOpenFileName(self, "Playmat image", start,
                                                    "Images (*.png *.jpg *.jpeg *.bmp)")
        if chosen:
            edit.setText(chosen)

    def open_data_folder(self) -> None:
        folder = user_data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def result_settings(self) -> Settings:
        return replace(self.original, image_pack_folder=self.pack.text().strip(),
                       playmat_image=self.playmat.text().strip(),
                       animation_ms=self.animation.currentData(),
                       default_bot_level=self.bot_level.currentData(),
                       auto_pass=self.auto_pass.isChecked(),
                       open_hands=self.open_hands.isChecked(),
                       confirm_leave_game=self.confirm_leave.isChecked(),
                       sound=self.sound.isChecked(), sound_volume=self.volume.value())
