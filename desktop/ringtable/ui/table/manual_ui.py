"""The table's manual tools: right-click menus, the rules-off switch, unscripted cards.

Menus list the engine's own manual actions (``manual_menu`` / ``manual_table_menu``),
so the UI never invents a change; only the seat that must decide may make them, as the
engine requires. When a card whose text is not scripted is played (by anyone, the bot
too), a panel shows its text and asks for it to be resolved by hand.
"""

from __future__ import annotations

from dataclasses import replace

from ...cards import CardDatabase
from ...cards.text import plain_game_text
from ...engine import Action, manual, manual_menu, manual_table_menu, target_moves
from .. import theme
from ..qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPoint,
    QPushButton,
    QSize,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    Signal,
)


def card_list_dialog(parent: QWidget, title: str, card_ids: list[str], db: CardDatabase,
                     pixmaps, width: int = 140) -> QDialog:
    """A window showing cards as faces in order (a pile, or your own draw deck)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    listing = QListWidget()
    listing.setViewMode(QListWidget.ViewMode.IconMode)
    listing.setIconSize(QSize(width, round(width * 7 / 5)))
    listing.setResizeMode(QListWidget.ResizeMode.Adjust)
    for card_id in card_ids:
        item = QListWidgetItem(db[card_id].title)
        item.setIcon(pixmaps.get_now(card_id, width))
        listing.addItem(item)
    box = QVBoxLayout(dialog)
    box.addWidget(listing)
    dialog.resize(900, 600)
    return dialog


def with_rules_off(action: Action) -> Action:
    return replace(action, data=(*action.data, ("rules_off", True)))


class RulesOffSwitch(QCheckBox):
    """'Rules off for a moment': loud on screen; every manual change says so in the log."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Rules off (manual fixes)", parent)
        self.setToolTip("Lets you make manual changes the rules would refuse, to fix a board "
                        "the engine got wrong. Every such change is marked in the log.")
        self.toggled.connect(self._style)

    def _style(self, on: bool) -> None:
        self.setStyleSheet(f"color: {theme.DANGER}; font-weight: bold;" if on else "")


class UnscriptedPanel(QFrame):
    """'Resolve this card's text by hand': the card's text, a hint, and Done."""

    done = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(f"QFrame {{ border: 2px solid {theme.GOLD}; border-radius: 6px; "
                           f"background: {theme.PANEL_RAISED}; }}")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"color: {theme.GOLD_BRIGHT}; font-weight: bold; border: 0;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("border: 0;")
        hint = QLabel("Resolve this card's text by hand: right-click cards or the table for "
                      "manual changes. The engine keeps enforcing everything else.")
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color: {theme.TEXT_DIM}; border: 0;")
        self.button = QPushButton("Done")
        self.button.clicked.connect(lambda: self.done.emit(self.instance))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(hint)
        layout.addWidget(self.button)
        self.instance = -1
        self.hide()

    def show_card(self, instance: int, card_id: str, db: CardDatabase, who: str) -> None:
        card = db[card_id]
        self.instance = instance
        self.title.setText(f"{who} played {card.display_title}: its text is not scripted")
        self.text.setText(plain_game_text(card.game_text))
        self.show()


def card_menu(parent: QWidget, game, seat: int, instance: int, rules_off: bool) -> QMenu:
    """The manual actions for one card, as a menu whose actions carry engine Actions."""
    menu = QMenu(parent)
    title = menu.addAction(f"Manual: {game.name(instance)}")
    title.setEnabled(False)
    for label, action in manual_menu(game, seat, instance):
        item = menu.addAction(label)
        item.setData(with_rules_off(action) if rules_off else action)
    for label, zone in target_moves(game, seat, instance):
        item = menu.addAction(label)
        item.setData(("target", zone))  # the table then asks for the card to put it on
    if game.s.zone[instance] in ("fellowship", "minions", "support", "attached"):
        item = menu.addAction("Change strength, vitality, resistance or a keyword\u2026")
        item.setData(("modify", instance))
    return menu


DURATIONS = (("until the end of this skirmish", "skirmish"), ("until the end of this phase",
             "phase"), ("until the regroup phase", "regroup"),
             ("until the end of this turn", "turn"), ("permanently", "permanent"))


class ModifyDialog(QDialog):
    """A stat or keyword change with its duration, as one manual 'modify' action."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Change {name}")
        self.what = QComboBox()
        for label, stat in (("Strength", "strength"), ("Vitality", "vitality"),
                            ("Resistance", "resistance"), ("A keyword", "keyword")):
            self.what.addItem(label, stat)
        self.keyword = QLineEdit()
        self.keyword.setPlaceholderText("e.g. damage, fierce, archer, defender")
        self.amount = QSpinBox()
        self.amount.setRange(-20, 20)
        self.amount.setValue(1)
        self.amount.setToolTip("Negative values lower it; a keyword at -1 loses it")
        self.until = QComboBox()
        for label, code in DURATIONS:
            self.until.addItem(label, code)
        self.until.setCurrentIndex(3)
        form = QFormLayout(self)
        form.addRow("Change", self.what)
        form.addRow("Keyword", self.keyword)
        form.addRow("By", self.amount)
        form.addRow("For how long", self.until)
        buttons = theme.ok_cancel_buttons(self)
        form.addRow(buttons)

    def params(self) -> dict | None:
        stat = self.what.currentData()
        if stat == "keyword":
            word = self.keyword.text().strip().lower().replace(" ", "_")
            if not word:
                return None
            stat = f"kw:{word}"
        return {"stat": stat, "amount": self.amount.value(), "until": self.until.currentData()}


class SitePlacementDialog(QDialog):
    """Which of your adventure-deck sites goes where on the path (a manual fix)."""

    def __init__(self, sites: list[tuple[int, object]], free: list[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Put a site on the adventure path")
        self.site = QComboBox()
        for instance, card in sites:
            number = f"site {card.site_number}: " if card.site_number else ""
            self.site.addItem(f"{number}{card.title}", (instance, card.site_number))
        self.number = QComboBox()
        for n in free:
            self.number.addItem(f"Site {n}", n)
        self.site.currentIndexChanged.connect(self._follow_number)
        self._follow_number()
        form = QFormLayout(self)
        form.addRow("Site", self.site)
        form.addRow("Place on the path", self.number)
        buttons = theme.ok_cancel_buttons(self)
        form.addRow(buttons)

    def _follow_number(self) -> None:
        data = self.site.currentData()
        index = self.number.findData(data[1]) if data and data[1] else -1
        if index >= 0:
            self.number.setCurrentIndex(index)

    def choice(self) -> tuple[int, int]:
        return self.site.currentData()[0], self.number.currentData()


class RulesOffBanner(QLabel):
    """A red band across the top of the table while the rules are off."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("RULES OFF \u2014 manual changes are not checked; every one is "
                         "marked in the log", parent)
        self.setStyleSheet(f"background: {theme.DANGER}; color: white; font-weight: bold; "
                           "padding: 6px; border-radius: 4px;")
        self.hide()

    def place(self) -> None:
        self.adjustSize()
        parent = self.parentWidget()
        self.move((parent.width() - self.width()) // 2, 8)
        self.raise_()


# Keys for the card last pointed at: (key, label, op, params).
CARD_KEYS: tuple[tuple[str, str, str, dict], ...] = (
    ("W", "add a wound", "wounds", {"amount": 1}),
    ("Shift+W", "remove a wound", "wounds", {"amount": -1}),
    ("E", "exert", "exert", {}),
    ("H", "heal", "heal", {"amount": 1}),
    ("Delete", "discard", "move", {"to": "discard"}),
)
TABLE_KEYS: tuple[tuple[str, str, str, dict], ...] = (
    ("T", "add a twilight token", "twilight", {"amount": 1}),
    ("Shift+T", "remove a twilight token", "twilight", {"amount": -1}),
)


def key_action(seat: int, op: str, params: dict, card: int | None,
               rules_off: bool) -> Action:
    action = manual(seat, op, **({**params, "card": card} if card is not None else params))
    return with_rules_off(action) if rules_off else action


def table_menu(parent: QWidget, game, seat: int, rules_off: bool) -> QMenu:
    menu = QMenu(parent)
    title = menu.addAction("Manual changes")
    title.setEnabled(False)
    for label, action in manual_table_menu(game, seat):
        item = menu.addAction(label)
        item.setData(with_rules_off(action) if rules_off else action)
    return menu


def run_menu(menu: QMenu, where: QPoint) -> Action | None:
    chosen = menu.exec(where)
    return chosen.data() if chosen is not None and chosen.data() is not None else None
