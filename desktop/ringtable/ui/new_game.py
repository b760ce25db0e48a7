"""The New game dialog: each seat's deck, who plays it, names, the format and the seed.

Decks the engine cannot play yet (a later era's rules) are listed but disabled, with
the engine's reason as their tooltip, so the player sees why rather than wondering
where the deck went.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..decks import Deck, DeckError, load_deck, starter_decks
from ..engine import playable
from ..paths import user_decks_dir
from . import theme
from .qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    Qt,
    QVBoxLayout,
    QWidget,
)


def available_controllers() -> list[tuple[str, str]]:
    """(label, code): a person, or a bot at one of its levels."""
    from .table.controller import BOT_LEVELS

    return [("Person", "person"), *[(label, code) for code, label in BOT_LEVELS]]


@dataclass(frozen=True)
class DeckChoice:
    label: str
    deck: Deck
    reason: str | None  # why the engine cannot play it, or None


def deck_choices(db) -> list[DeckChoice]:
    """The player's own decks first, then the starters; each with its playability."""
    choices: list[DeckChoice] = []
    folder = user_decks_dir()
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            try:
                deck = load_deck(path, db)
            except DeckError:
                continue
            choices.append(DeckChoice(f"{deck.name} (yours)", deck, playable(deck, db)))
    starters = sorted(starter_decks(db).values(), key=lambda d: d.name)
    choices.extend(DeckChoice(d.name, d, playable(d, db)) for d in starters)
    return choices


COLOURS: list[tuple[str, str]] = [("Gold", "#d9b44a"), ("Blue", "#7fb2e5"),
                                  ("Purple", "#c77dd1"), ("Green", "#7ed39a"),
                                  ("Red", "#e07a5f")]


@dataclass(frozen=True)
class GameChoices:
    decks: list[Deck]
    names: list[str]
    controllers: list[str]
    format_code: str
    seed: int | None
    strict: bool = False
    colours: tuple[str, ...] = ("#d9b44a", "#7fb2e5")
    auto_pass: tuple[bool, ...] = (False, False)
    open_hands: bool = False


class NewGameDialog(QDialog):
    """Collects :class:`GameChoices`; ``choices()`` after ``exec()`` returns them."""

    def __init__(self, db, formats: dict[str, tuple[str, list[int]]],
                 parent: QWidget | None = None, default_bot: str = "normal",
                 auto_pass: bool = False, open_hands: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setMinimumWidth(620)
        self._choices = deck_choices(db)
        self.deck_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.controller_boxes: list[QComboBox] = []
        self.colour_boxes: list[QComboBox] = []
        self.auto_pass_boxes: list[QCheckBox] = []
        layout = QVBoxLayout(self)
        seats = QHBoxLayout()
        controllers = available_controllers()
        for seat, (default_name, default_deck, default_ctl) in enumerate(
                (("Player 1", "FotR \u2013 Aragorn Starter", "person"),
                 ("Player 2", "FotR \u2013 Gandalf Starter", default_bot))):
            box = QGroupBox(f"Seat {seat + 1}")
            form = QFormLayout(box)
            name = QLineEdit(default_name)
            deck_box = QComboBox()
            for i, choice in enumerate(self._choices):
                deck_box.addItem(choice.label)
                if choice.reason:
                    item = deck_box.model().item(i)
                    item.setEnabled(False)
                    item.setToolTip(f"Not playable yet: {choice.reason}")
                    deck_box.setItemData(i, f"Not playable yet: {choice.reason}",
                                         Qt.ItemDataRole.ToolTipRole)
            index = deck_box.findText(default_deck)
            deck_box.setCurrentIndex(max(index, 0))
            ctl = QComboBox()
            for label, code in controllers:
                ctl.addItem(label, code)
            ctl.setCurrentIndex(max(ctl.findData(default_ctl), 0))
            colour = QComboBox()
            for label, code in COLOURS:
                colour.addItem(label, code)
            colour.setCurrentIndex(seat)
            passing = QCheckBox("Auto-pass when I cannot play")
            passing.setToolTip("Pass for me when passing is all I can do")
            passing.setChecked(auto_pass)
            # Only people pass by hand: a bot seat has no use for it.
            ctl.currentIndexChanged.connect(
                lambda _i, box=passing, c=ctl: box.setVisible(c.currentData() == "person"))
            passing.setVisible(ctl.currentData() == "person")
            form.addRow("Name", name)
            form.addRow("Deck", deck_box)
            form.addRow("Played by", ctl)
            form.addRow("Colour", colour)
            form.addRow("", passing)
            self.colour_boxes.append(colour)
            self.auto_pass_boxes.append(passing)
            seats.addWidget(box)
            self.name_edits.append(name)
            self.deck_boxes.append(deck_box)
            self.controller_boxes.append(ctl)
        layout.addLayout(seats)
        options = QFormLayout()
        self.format_box = QComboBox()
        for code, (label, _sets) in formats.items():
            self.format_box.addItem(label, code)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("random")
        self.strict = QCheckBox("Strict game: no undo, no manual changes with the rules off")
        self.open_hands = QCheckBox("Open hands: two people, no hand-off screens")
        self.open_hands.setChecked(open_hands)
        options.addRow("Format", self.format_box)
        options.addRow("Seed (optional)", self.seed_edit)
        options.addRow("", self.strict)
        options.addRow("", self.open_hands)
        layout.addLayout(options)
        self.problem = theme.problem_label()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.deck_builder_button = buttons.addButton("Deck builder\u2026",
                                                     QDialogButtonBox.ButtonRole.ResetRole)
        self.deck_builder_button.setToolTip("Build or edit a deck, then come back here")
        self.deck_builder_button.clicked.connect(self._to_deck_builder)
        self.wants_deck_builder = False
        self.start_button = buttons.addButton("Start game", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setProperty("role", "primary")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for box in self.deck_boxes:
            box.currentIndexChanged.connect(self._follow_deck_format)
        self._follow_deck_format()

    def _to_deck_builder(self) -> None:
        self.wants_deck_builder = True
        self.reject()

    def _follow_deck_format(self) -> None:
        """Suggest the format both decks fit (two Shadows-era starters: War of the Ring
        block; a Fellowship starter against a Shadows one: the Starter Rules), else seat
        1's deck's own; the player may still choose another."""
        from ..decks import game_format

        first, second = (self._choices[box.currentIndex()].deck for box in self.deck_boxes)
        try:
            code = game_format(first, second)
        except ValueError:  # neither deck's format nor the Starter Rules fit both
            code = first.format
        index = self.format_box.findData(code)
        if index >= 0:
            self.format_box.setCurrentIndex(index)

    def choices(self) -> GameChoices:
        return GameChoices(
            decks=[self._choices[box.currentIndex()].deck for box in self.deck_boxes],
            names=[edit.text().strip() or f"Player {i + 1}"
                   for i, edit in enumerate(self.name_edits)],
            controllers=[box.currentData() for box in self.controller_boxes],
            format_code=self.format_box.currentData(),
            seed=typed_seed(self.seed_edit.text()),
            strict=self.strict.isChecked(),
            colours=tuple(box.currentData() for box in self.colour_boxes),
            auto_pass=tuple(box.isChecked() and ctl.currentData() == "person" for box, ctl
                            in zip(self.auto_pass_boxes, self.controller_boxes, strict=True)),
            open_hands=self.open_hands.isChecked(),
        )

    def _accept(self) -> None:
        for box in self.deck_boxes:
            choice = self._choices[box.currentIndex()]
            if choice.reason:
                self.problem.setText(f"{choice.label}: {choice.reason}")
                return
        seed_text = self.seed_edit.text().strip()
        problem = seed_problem(seed_text) if seed_text else None
        if problem:
            self.problem.setText(problem)
            return
        self.accept()


def seed_problem(text: str) -> str | None:
    """Why the typed seed cannot start a game that can be saved and reopened, or None."""
    from ..persistence.record import MAX_SEED

    digits = len(str(MAX_SEED))
    if not (text.isascii() and text.isdigit()) or len(text) > digits or int(text) > MAX_SEED:
        return (f"The seed must be a whole number from 0 to {MAX_SEED:,} (up to {digits} "
                "digits), or left empty for a random one.")
    return None


def typed_seed(text: str) -> int | None:
    """The seed typed in a New-game dialog, or None (empty or refused: a random one)."""
    text = text.strip()
    return int(text) if text and seed_problem(text) is None else None
