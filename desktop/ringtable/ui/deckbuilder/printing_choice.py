"""Asking which printing a list line means, once, with every printing's face shown.

A pasted list may name a title printed more than once with different game text (Dagger
Strike in sets 1 and 7, the five The One Ring, The Ruling Ring) where neither the line,
its Format line nor the rest of the list decides. Refusing the line would make the
player retype it with a collector's info; guessing could build the wrong deck. So the
import asks: one small dialog per title, the faces side by side, the player clicks one.
"""

from __future__ import annotations

from ...cards import CardDatabase
from ...decks import LineProblem
from .. import theme
from ..card_pixmaps import PixmapProvider
from ..qt import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QIcon,
    QLabel,
    QSize,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

FACE_WIDTH = 200


class PrintingChoiceDialog(QDialog):
    """The printings one ambiguous line may mean; ``chosen`` is the picked card id."""

    def __init__(self, problems: list[LineProblem], db: CardDatabase,
                 pixmaps: PixmapProvider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        first = problems[0]
        lines = ", ".join(str(p.line) for p in problems)
        self.setWindowTitle("Which printing?")
        self.chosen: str | None = None
        question = QLabel(
            f"<b>\u201c{first.text}\u201d</b> (line{'s' if len(problems) > 1 else ''} "
            f"{lines}) names a card printed more than once, with different text. "
            "Which one does the list mean?")
        question.setWordWrap(True)
        faces = QHBoxLayout()
        self.face_buttons: dict[str, QToolButton] = {}
        for card_id in first.candidates:
            card = db[card_id]
            button = QToolButton()
            button.setCheckable(True)
            button.setAutoExclusive(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            face = pixmaps.get_now(card_id, FACE_WIDTH)
            button.setIcon(QIcon(face))
            button.setIconSize(QSize(face.width(), face.height()))
            button.setText(f"{card.full_title}\n{card.collector_info} (set {card.set})")
            button.setAccessibleName(f"{card.full_title} {card.collector_info}")
            button.setStyleSheet(f"QToolButton {{ border: 3px solid transparent; padding: 6px; }}"
                                 f"QToolButton:checked {{ border-color: {theme.GOLD_BRIGHT};"
                                 f" background: {theme.PANEL_RAISED}; }}")
            button.toggled.connect(self._update)
            self.face_buttons[card_id] = button
            faces.addWidget(button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.use_button = self.buttons.addButton("Use this printing",
                                                 QDialogButtonBox.ButtonRole.AcceptRole)
        self.use_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addLayout(faces)
        layout.addWidget(self.buttons)

    def choose(self, card_id: str) -> None:
        """Pick a printing (as clicking its face does)."""
        self.face_buttons[card_id].setChecked(True)

    def _update(self) -> None:
        self.chosen = next((cid for cid, b in self.face_buttons.items() if b.isChecked()),
                           None)
        self.use_button.setEnabled(self.chosen is not None)


def group_by_candidates(problems: list[LineProblem]) -> list[list[LineProblem]]:
    """Ambiguous lines grouped so each title is asked about once, in list order."""
    groups: dict[tuple[str, ...], list[LineProblem]] = {}
    for problem in problems:
        if problem.code == "ambiguous_card" and len(problem.candidates) > 1:
            groups.setdefault(problem.candidates, []).append(problem)
    return list(groups.values())
