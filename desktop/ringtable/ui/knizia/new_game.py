"""New game for the board game: how many hobbits, who plays each, difficulty and seed.

Solo is either one person with bot companions, or one person steering several hobbits
("Solo steering": no hand-off screens between them); hotseat is two or more people
passing the device, any mix of people and bots.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...knizia import DIFFICULTIES
from .. import theme
from ..new_game import COLOURS, seed_problem, typed_seed
from ..qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from .controller import BOARD_BOTS

HOBBITS = ("Frodo", "Sam", "Pippin", "Merry", "Fatty")  # the hobbits by seat, as dealt
DIFFICULTY_WORDS = {"introductory": "Introductory (Sauron on 15)",
                    "normal": "Normal (Sauron on 12)", "expert": "Expert (Sauron on 10)"}


@dataclass(frozen=True)
class BoardChoices:
    names: list[str]
    controllers: list[str]
    colours: tuple[str, ...]
    difficulty: str
    seed: int | None
    solo_steering: bool  # one person plays every person hobbit: no hand-offs


class BoardNewGameDialog(QDialog):
    """Collects :class:`BoardChoices`; ``choices()`` after ``exec()`` returns them."""

    def __init__(self, parent: QWidget | None = None, solo_steering: bool = False) -> None:
        """``solo_steering``: the box's first state (the settings' "open hands")."""
        super().__init__(parent)
        self.setWindowTitle("New board game")
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        intro = QLabel("Reiner Knizia's co-operative The Lord of the Rings: 2\u20135 hobbits "
                       "carry the Ring from Bag End to Mount Doom together.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        top = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        self.count.setMaximumWidth(80)
        self.count.valueChanged.connect(self._show_seats)
        self.difficulty = QComboBox()
        self.difficulty.setMaximumWidth(260)
        for code in DIFFICULTIES:
            self.difficulty.addItem(DIFFICULTY_WORDS[code], code)
        self.difficulty.setCurrentIndex(DIFFICULTIES.index("normal"))
        top.addRow("Hobbits", self.count)
        top.addRow("Difficulty", self.difficulty)
        layout.addLayout(top)
        grid = QGridLayout()
        self.seat_boxes: list[QGroupBox] = []
        self.name_edits: list[QLineEdit] = []
        self.controller_boxes: list[QComboBox] = []
        for seat, hobbit in enumerate(HOBBITS):
            box = QGroupBox(hobbit)
            form = QFormLayout(box)
            name = QLineEdit(hobbit)
            ctl = QComboBox()
            ctl.addItem("Person", "person")
            for code, label in BOARD_BOTS:
                ctl.addItem(label, code)
            ctl.setCurrentIndex(0 if seat == 0 else 1)
            form.addRow("Name", name)
            form.addRow("Played by", ctl)
            grid.addWidget(box, seat // 3, seat % 3)
            self.seat_boxes.append(box)
            self.name_edits.append(name)
            self.controller_boxes.append(ctl)
        layout.addLayout(grid)
        options = QFormLayout()
        self.solo = QCheckBox("Solo steering: I play all the person hobbits (no hand-offs)")
        self.solo.setToolTip("Each hand is shown in turn, with no hand-off screen between "
                             "hobbits: one person steering several of them")
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("random")
        self.solo.setChecked(solo_steering)
        options.addRow("", self.solo)
        options.addRow("Seed (optional)", self.seed_edit)
        layout.addLayout(options)
        self.problem = theme.problem_label()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton("Start game",
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setProperty("role", "primary")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_seats()

    def _show_seats(self) -> None:
        for seat, box in enumerate(self.seat_boxes):
            box.setVisible(seat < self.count.value())

    def choices(self) -> BoardChoices:
        n = self.count.value()
        return BoardChoices(
            names=[edit.text().strip() or HOBBITS[i]
                   for i, edit in enumerate(self.name_edits[:n])],
            controllers=[box.currentData() for box in self.controller_boxes[:n]],
            colours=tuple(code for _label, code in COLOURS)[:n],
            difficulty=self.difficulty.currentData(),
            seed=typed_seed(self.seed_edit.text()),
            solo_steering=self.solo.isChecked())

    def _accept(self) -> None:
        seed_text = self.seed_edit.text().strip()
        problem = seed_problem(seed_text) if seed_text else None
        if problem:
            self.problem.setText(problem)
            return
        self.accept()
