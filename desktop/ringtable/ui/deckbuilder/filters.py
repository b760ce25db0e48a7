"""The browser's filter controls, turned into terms of the card query language.

Every control contributes query terms (``culture:gondor,rohan``, ``cost<=3``...), joined
with the search box text, so the panel, the search box and ``ringtable cards search``
share one implementation and one set of rules (see :mod:`ringtable.cards.query`).
"""

from __future__ import annotations

import re

from ...cards import model
from ..qt import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QIcon,
    QLabel,
    QLineEdit,
    QSize,
    QToolButton,
    QWidget,
    Signal,
)

QUERY_HELP = """<h3>Searching cards</h3>
<p>Type words to search titles, subtitles and game text. Case and accents never matter
(<i>eowyn</i> finds Éowyn). Everything you type must match.</p>
<table cellspacing="4">
<tr><td><b>"ranger of"</b></td><td>a phrase</td></tr>
<tr><td><b>culture:gondor</b></td>
<td>culture (also side, type, race, signet, block, rarity)</td></tr>
<tr><td><b>culture:gondor,rohan</b></td><td>either value</td></tr>
<tr><td><b>keyword:fierce</b></td>
<td>a keyword (also class: for item classes, phase: for phase words)</td></tr>
<tr><td><b>cost&lt;=3</b></td><td>numbers: cost, strength, vitality, resistance, site, set, shadow
with = &lt; &gt; &lt;= &gt;= !=</td></tr>
<tr><td><b>unique:yes</b></td><td>unique cards (also scripted:yes)</td></tr>
<tr><td><b>title:aragorn</b></td><td>the title only; <b>text:</b> the game text</td></tr>
<tr><td><b>-keyword:archer</b></td><td>a leading minus excludes</td></tr>
</table>
<p>Example: <b>culture:gondor type:companion cost&lt;=3 "ranger"</b></p>"""

ANY = "Any"
SET_NAMES = {0: "Promotional", 1: "The Fellowship of the Ring", 2: "Mines of Moria",
             3: "Realms of the Elf-lords", 4: "The Two Towers", 5: "Battle of Helm's Deep",
             6: "Ents of Fangorn", 7: "The Return of the King", 8: "Siege of Gondor",
             9: "Reflections", 10: "Mount Doom", 11: "Shadows", 12: "Black Rider",
             13: "Bloodlines", 14: "Expanded Middle-earth", 15: "The Hunters",
             16: "The Wraith Collection", 17: "Rise of Saruman", 18: "Treachery & Deceit",
             19: "Age's End"}
_NUMBER_FILTERS = (("cost", "Cost"), ("strength", "Str"), ("vitality", "Vit"),
                   ("resistance", "Res"), ("site", "Site"))
_RANGE = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*$")
_COMPARISON = re.compile(r"^\s*(<=|>=|!=|=|<|>)?\s*(\d+)\s*$")


def number_terms(field: str, text: str) -> list[str]:
    """'<=3' -> ['cost<=3'], '2-4' -> ['cost>=2', 'cost<=4'], '5' -> ['cost=5']; ValueError else."""
    if not text.strip():
        return []
    if match := _RANGE.match(text):
        low, high = match.groups()
        return [f"{field}>={low}", f"{field}<={high}"]
    if match := _COMPARISON.match(text):
        op, number = match.groups()
        return [f"{field}{op or '='}{number}"]
    raise ValueError(f"{field}: use a number, a comparison like <=3, or a range like 2-4")


def _title(value: str) -> str:
    return value.replace("_", " ").replace("-", " ").title().replace("Uruk Hai", "Uruk-hai")


class FilterPanel(QWidget):
    """Combos, culture toggles and number fields; ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self, formats: dict[str, tuple[str, list[int]]], keywords: list[str],
                 culture_icon=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._formats = formats
        self.combos: dict[str, QComboBox] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        specs: list[tuple[str, str, list[tuple[str, str]]]] = [
            ("format", "Format", [(name, code) for code, (name, _) in formats.items()]),
            ("set", "Set", [(f"{number} \u2013 {SET_NAMES.get(number, '')}".rstrip(" \u2013"),
                             str(number)) for number in range(0, 20)]),
            ("side", "Side", [("Free Peoples", "free_peoples"), ("Shadow", "shadow")]),
            ("type", "Type", [(_title(t), t) for t in sorted(model.CARD_TYPES)]),
            ("race", "Race", [(_title(r), r) for r in sorted(model.RACES)]),
            ("class", "Item class", [(_title(c), c) for c in sorted(model.ITEM_CLASSES)]),
            ("keyword", "Keyword", [(_title(k), k) for k in keywords]),
            ("phase", "Phase", [(_title(t), t) for t in sorted(model.TIMEWORDS)]),
            ("signet", "Signet", [(_title(s), s) for s in sorted(model.SIGNETS)]),
            ("unique", "Unique", [("Unique", "yes"), ("Not unique", "no")]),
            ("scripted", "Scripted", [("Scripted", "yes"), ("Not scripted", "no")]),
        ]
        for i, (key, label, options) in enumerate(specs):
            combo = QComboBox()
            combo.addItem(f"{label}: {ANY}", None)
            for text, value in options:
                combo.addItem(text, value)
            combo.setToolTip(label)
            combo.currentIndexChanged.connect(self._emit_changed)
            self.combos[key] = combo
            grid.addWidget(combo, i // 6, i % 6)

        self.culture_buttons: dict[str, QToolButton] = {}
        cultures = QHBoxLayout()
        cultures.setSpacing(2)
        self.cultures_label = QLabel("Cultures:")
        self.cultures_label.setMinimumWidth(self.cultures_label.sizeHint().width())
        cultures.addWidget(self.cultures_label)
        ordered = [*model.FREE_PEOPLES_CULTURES, "gollum", *model.SHADOW_CULTURES]
        for culture in ordered:
            button = QToolButton()
            button.setCheckable(True)
            button.setToolTip(_title(culture))
            icon = culture_icon(culture) if culture_icon else None
            if icon is not None and not icon.isNull():
                button.setIcon(icon)
                button.setIconSize(QSize(22, 22))
            else:
                button.setText(_title(culture)[:3])
            button.toggled.connect(self._emit_changed)
            self.culture_buttons[culture] = button
            cultures.addWidget(button)
        cultures.addStretch(1)
        numbers = QHBoxLayout()  # a row of their own: at 1280x720 they crowded "Cultures"
        numbers.setSpacing(4)
        self.number_fields: dict[str, QLineEdit] = {}
        for field, label in _NUMBER_FILTERS:
            edit = QLineEdit()
            edit.setPlaceholderText(label)
            edit.setToolTip(f"{label}: a number, <=3, >5 or a range 2-4")
            edit.setFixedWidth(58)
            edit.textChanged.connect(self._emit_changed)
            self.number_fields[field] = edit
            numbers.addWidget(edit)
        numbers.addStretch(1)
        grid.addLayout(cultures, 2, 0, 1, 6)
        grid.addLayout(numbers, 3, 0, 1, 6)

    def _emit_changed(self, *_args: object) -> None:
        """Widget signals carry a value (index, checked, text); ``changed`` carries none."""
        self.changed.emit()

    def query_terms(self) -> tuple[list[str], list[str]]:
        """(terms, problems): the query terms of every control, and what is malformed."""
        terms: list[str] = []
        problems: list[str] = []
        for key, combo in self.combos.items():
            value = combo.currentData()
            if value is None:
                continue
            if key == "format":
                sets = self._formats[value][1]
                terms.append("set:" + ",".join(str(s) for s in sets))
            else:
                terms.append(f"{key}:{value}" if " " not in value else f'"{key}:{value}"')
        chosen = [c for c, b in self.culture_buttons.items() if b.isChecked()]
        if chosen:
            terms.append("culture:" + ",".join(chosen))
        for field, edit in self.number_fields.items():
            try:
                terms.extend(number_terms(field, edit.text()))
                edit.setStyleSheet("")
            except ValueError as exc:
                problems.append(str(exc))
                edit.setStyleSheet("border-color: #c0533f;")
        return terms, problems

    def clear(self) -> None:
        """Reset every control to 'any' (one ``changed`` signal at the end)."""
        self.blockSignals(True)
        for combo in self.combos.values():
            combo.setCurrentIndex(0)
        for button in self.culture_buttons.values():
            button.setChecked(False)
        for edit in self.number_fields.values():
            edit.clear()
        self.blockSignals(False)
        self.changed.emit()


def culture_qicon_factory(pil_icon):
    """Wrap an imaging ``icon_image(name, size, colour)`` into a culture -> QIcon function."""
    from ..card_pixmaps import pil_to_pixmap

    def make(culture: str) -> QIcon:
        try:
            return QIcon(pil_to_pixmap(pil_icon(culture, 44, (234, 223, 200))))
        except Exception:  # noqa: BLE001 - a missing icon must not break the browser
            return QIcon()

    return make
