"""The decision panel: who decides what, every option the engine offers, Pass at hand.

Options are buttons whose labels wrap (a long ability text stays readable in a narrow
panel) inside a scroll area that grows with them; options about a card show the card
and, when pointed at, show it large and mark it on the table; two options that read
the same say what sets them apart; a bid is a number, chosen with a spin box and slider.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable
from typing import Any

from .. import theme
from ..qt import (
    QHBoxLayout,
    QLabel,
    QPixmap,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSize,
    QSizePolicy,
    QSlider,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .interaction import pass_action, to_action

OPTIONS_MAX_HEIGHT = 260  # the options' scroll area grows with them up to this height
THUMB_WIDTH = 34          # the card shown on an option about a card


def _telling_card(action: dict[str, Any], group: list[dict[str, Any]]) -> int:
    """The card an option is about: its card, or, among options that read the same, the
    card that differs between them (assigning Frodo to one Goblin Runner or the other:
    the Goblin Runner)."""
    for key in ("card", "target"):
        if len({a.get(key) for a in group}) > 1 and key in action:
            return action[key]
    return action.get("card", action.get("target", -1))


class OptionButton(QPushButton):
    """A push button whose label wraps to as many lines as it needs."""

    hovered = Signal(int)  # the option's card instance (-1: none)

    def __init__(self, text: str, card: int = -1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setStyleSheet("background: transparent;")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 5, 10, 5)
        self.thumb: QLabel | None = None
        layout.addWidget(self.label, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setToolTip(text)

    def set_card_image(self, pixmap: QPixmap) -> None:
        self.thumb = QLabel(self)
        self.thumb.setPixmap(pixmap)
        self.thumb.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.thumb.setStyleSheet("background: transparent;")
        self.layout().insertWidget(0, self.thumb)

    def text(self) -> str:  # the label is what the button says
        return self.label.text()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        width = max(self.width(), 120)
        thumb = THUMB_WIDTH + 8 if self.thumb is not None else 0
        text_height = self.label.heightForWidth(max(width - 20 - thumb, 40))
        height = max(text_height, self.thumb.sizeHint().height() if self.thumb else 0)
        return QSize(120, height + 12)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        thumb = THUMB_WIDTH + 8 if self.thumb is not None else 0
        height = self.label.heightForWidth(max(width - 20 - thumb, 40))
        return max(height, self.thumb.sizeHint().height() if self.thumb else 0) + 12

    def enterEvent(self, event) -> None:  # noqa: N802
        super().enterEvent(event)
        self.hovered.emit(self.card)

    def leaveEvent(self, event) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.hovered.emit(-1)


class BidPicker(QWidget):
    """A bid of burdens: a spin box and a slider over the legal values, and Bid."""

    chosen = Signal(object)  # the engine Action chosen

    def __init__(self, bids: list[dict[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bids = {b.get("value", 0): b for b in bids}
        low, high = min(self.bids), max(self.bids)
        self.spin = QSpinBox()
        self.spin.setRange(low, high)
        self.spin.setSuffix(" burdens")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(low, high)
        self.slider.setPageStep(1)
        self.slider.valueChanged.connect(self.spin.setValue)
        self.spin.valueChanged.connect(self.slider.setValue)
        self.button = QPushButton("Bid")
        self.button.setProperty("role", "primary")
        self.button.clicked.connect(self._bid)
        row = QHBoxLayout()
        row.addWidget(self.spin, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        hint = QLabel("The higher bid chooses the seat; the bid is added as burdens to "
                      "your Ring-bearer.")
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color: {theme.TEXT_DIM};")
        layout.addWidget(hint)
        layout.addWidget(self.slider)
        layout.addLayout(row)

    def _bid(self) -> None:
        action = self.bids.get(self.spin.value())
        if action is not None:
            self.chosen.emit(to_action(action))


class DecisionPanel(QWidget):
    """Prompt, one button per option, and Pass always at hand.

    ``card_image(instance)`` gives a small face for an option about a card, and
    ``card_detail(instance)`` a few words telling two same-looking cards apart (wounds,
    where it is); the screen sets both (they read the current view)."""

    chosen = Signal(object)  # the engine Action chosen
    option_hovered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_image: Callable[[int], QPixmap | None] = lambda _instance: None
        self.card_detail: Callable[[int], str] = lambda _instance: ""
        self.who = QLabel()
        self.who.setFont(theme.serif_font(13, bold=True))
        self.who.setStyleSheet(f"color: {theme.GOLD_BRIGHT};")
        self.who.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.serif_font(12))
        self.options_box = QWidget()
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_layout.setContentsMargins(0, 0, 4, 0)
        self.options_layout.setSpacing(4)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.options_box)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.pass_button = QPushButton("Pass")
        self.pass_button.setProperty("role", "primary")
        self.pass_button.setToolTip("Pass (Space)")
        self.pass_button.clicked.connect(self._pass)
        self.pass_button.ensurePolished()  # styled now, not at the first decision (~10 ms)
        # Shown at one decision, hidden at the next: its room stays, so showing it does not
        # lay out and repaint the whole side panel again (3-5 ms a click).
        policy = self.pass_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.pass_button.setSizePolicy(policy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.progress = QProgressBar()  # a bot thinking: how far into its time it is
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.skirmish = QLabel()  # the skirmish being fought, counted (table/skirmish.py)
        self.skirmish.setWordWrap(True)
        self.skirmish.setObjectName("skirmishPanel")
        self.skirmish.setStyleSheet(f"#skirmishPanel {{ border: 1px solid {theme.GOLD}; "
                                    "border-radius: 6px; padding: 4px; }")
        self.skirmish.hide()
        self.skirmish.ensurePolished()
        layout.addWidget(self.who)
        layout.addWidget(self.progress)
        layout.addWidget(self.prompt)
        layout.addWidget(self.skirmish)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.pass_button)
        self.buttons: list[QPushButton] = []
        self.bid_picker: BidPicker | None = None
        self._pass_action: dict[str, Any] | None = None

    def show_decision(self, who: str, prompt: str, legal: list[dict[str, Any]],
                      offered: list[dict[str, Any]] | None = None, waiting: bool = False) -> None:
        """Lay out the options; ``offered`` (from a click) come first, marked."""
        self.who.setText(who)
        self.prompt.setText(prompt)
        while self.options_layout.count():  # old options leave at once, stretches too
            item = self.options_layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = []
        self.bid_picker = None
        self._pass_action = pass_action(legal)
        shown = list(offered or []) + [a for a in legal if a not in (offered or [])
                                       and a is not self._pass_action]
        if shown and all(a["kind"] == "bid" for a in shown) and len(shown) > 2:
            self.bid_picker = BidPicker(shown)
            self.bid_picker.chosen.connect(self.chosen.emit)
            self.options_layout.addWidget(self.bid_picker)
        else:
            self._add_buttons(shown, offered or [])
        self.options_layout.addStretch(1)
        self.pass_button.setVisible(self._pass_action is not None)
        if self._pass_action is not None:
            self.pass_button.setText(self._pass_action.get("label", "Pass"))
        self.setEnabled(not waiting)
        self._fit_options()

    def _add_buttons(self, shown: list[dict[str, Any]], offered: list[dict[str, Any]]) -> None:
        labels = [a.get("label", a["kind"]) for a in shown]
        groups: dict[str, list[dict[str, Any]]] = {}
        for action, label in zip(shown, labels, strict=True):
            groups.setdefault(label, []).append(action)
        seen: Counter[str] = Counter()
        for action, label in zip(shown, labels, strict=True):
            group = groups[label]
            card = _telling_card(action, group)
            if len(group) > 1:  # two identical minions: say which is which
                seen[label] += 1
                detail = self.card_detail(card) if card >= 0 else ""
                label = f"{label} (#{seen[label]}{', ' + detail if detail else ''})"
            button = OptionButton(label, card)
            image = self.card_image(card) if card >= 0 else None
            if image is not None:
                button.set_card_image(image)
            if action in offered:
                button.setProperty("role", "primary")
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(to_action(a)))
            button.hovered.connect(self.option_hovered.emit)
            self.options_layout.addWidget(button)
            self.buttons.append(button)

    def _fit_options(self) -> None:
        """Let the options' area grow with them (up to a limit; beyond it, scroll)."""
        width = max(self.scroll.viewport().width(), 200) - 4
        height = sum(b.heightForWidth(width) + 4 for b in self.buttons)
        if self.bid_picker is not None:
            height = self.bid_picker.sizeHint().height()
        # On a short window the zoomed card keeps some room too (the options scroll).
        limit = min(OPTIONS_MAX_HEIGHT, max(140, round(self.window().height() * 0.3)))
        self.scroll.setMinimumHeight(min(height, limit))

    def show_skirmish(self, counted) -> None:
        """The skirmish panel: each side's strength with every contribution, damage
        bonuses and the overwhelm line (``None``: no skirmish now)."""
        self.skirmish.setVisible(counted is not None)
        if counted is None:
            return
        rows = []
        for side in (counted.fellowship, counted.shadow):
            rows.append(f"<tr><td><b style='color:{theme.GOLD_BRIGHT}'>{side.name}</b></td>"
                        f"<td align='right'><b style='color:{theme.GOLD_BRIGHT}'>"
                        f"{side.total}</b></td></tr>")
            for i, (what, amount) in enumerate(side.lines):
                shown = f"{amount:+d}" if i else str(amount)
                rows.append(f"<tr><td>&nbsp;&nbsp;{html.escape(what)}</td>"
                            f"<td align='right'>{shown}</td></tr>")
            rows.extend(f"<tr><td>&nbsp;&nbsp;damage ({html.escape(what)})</td>"
                        f"<td align='right'>+{amount}</td></tr>" for what, amount in side.damage)
        self.skirmish.setText(f"<table width='100%' cellspacing='0'>{''.join(rows)}</table>"
                              f"<div style='color:{theme.TEXT_DIM}'>"
                              f"{html.escape(counted.overwhelm_line())}</div>")

    def show_thinking(self, text: str, fraction: float) -> None:
        """A bot is deciding: say who, plainly, with a bar over its time."""
        self.who.setText(text)
        self.progress.setValue(round(min(max(fraction, 0.0), 1.0) * 1000))
        self.progress.setFormat(f"{fraction * 100:.0f} % of its time")
        self.progress.show()

    def hide_thinking(self) -> None:
        self.progress.hide()

    def _pass(self) -> None:
        if self._pass_action is not None and self.isEnabled():
            self.chosen.emit(to_action(self._pass_action))

    def press_pass(self) -> bool:
        """Pass if passing is an option now (the Space shortcut)."""
        if self._pass_action is None or not self.isEnabled():
            return False
        self._pass()
        return True

    def option_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]


