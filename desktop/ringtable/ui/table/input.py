"""Turns clicks, drags and hovers on the table into actions, using the legal actions only."""

from __future__ import annotations

from typing import Any

from ..qt import QObject, Signal
from . import interaction


class TableInput(QObject):
    """Holds the deciding person's legal actions and the card selected for a target.

    ``act`` carries the engine ``Action`` to apply; ``offer`` a list of legal actions for the
    decision panel to present (several things a card can do); ``zoom`` a card id to show
    large; ``look`` a pile to open; ``refresh`` asks the screen to redraw highlights.
    """

    act = Signal(object)  # an engine Action
    offer = Signal(list, str)
    zoom = Signal(str)
    look = Signal(int, str)
    refresh = Signal()
    status = Signal(str)
    menu = Signal(int, object)  # card instance (-1: the table itself), screen position

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.legal: list[dict[str, Any]] = []
        self.selected = -1
        self.targets: set[int] = set()
        self.hovered_instance: int | None = None  # the card last pointed at (keyboard tools)
        self.prompt = ""                          # what the game waits for (refusals say it)
        self.title_of = lambda _instance: ""      # a card's title (refusals name it)
        # A manual move waiting for its target card takes the next click (set by the screen).
        self.target_hook = None

    def set_legal(self, legal: list[dict[str, Any]]) -> None:
        self.legal = legal
        self.selected = -1
        self.targets = set()

    # From the scene ------------------------------------------------------------------
    def hovered(self, instance: int, card_id: str) -> None:
        self.hovered_instance = instance
        self.zoom.emit(card_id)

    def clicked(self, instance: int) -> None:
        if self.target_hook is not None and self.target_hook(instance):
            return
        if not self.legal:
            return
        result = interaction.click(self.legal, instance, self.selected)
        if result.apply is not None:
            self.selected, self.targets = -1, set()
            self.act.emit(interaction.to_action(result.apply))
        elif result.targets:
            self.selected, self.targets = result.source, set(result.targets)
            self.status.emit("Now choose where: the highlighted cards (or drag onto one).")
            self.refresh.emit()
        elif result.choices:
            self.offer.emit(list(result.choices), "Choose what to do:")
        else:
            self.selected, self.targets = -1, set()
            self.refresh.emit()

    def can_drag(self, instance: int) -> bool:
        return interaction.can_drag(self.legal, instance)

    def drag_started(self, instance: int) -> None:
        self.selected = instance
        self.targets = interaction.drop_targets(self.legal, instance)
        self.refresh.emit()

    def dropped(self, instance: int, target: int | None, zone: str = "") -> None:
        """A drop on a card, or on a zone of the table: applied, ambiguous (the decision
        panel asks which), or refused with the reason. Back onto the hand: put back."""
        self.selected, self.targets = -1, set()
        if zone == "hand" and target is None:
            self.refresh.emit()
            return
        result = interaction.drop_result(self.legal, instance, target,
                                         self.title_of(instance), self.prompt)
        if result.action is not None:
            self.act.emit(interaction.to_action(result.action))
        elif result.choices:
            self.offer.emit(list(result.choices), "Which one? Choose below:")
        else:
            self.status.emit(result.reason)
            self.refresh.emit()

    def context_menu(self, instance: int, where) -> None:
        self.menu.emit(instance, where)

    def pile_clicked(self, owner: int, pile: str) -> None:
        self.look.emit(owner, pile)

    def cancel(self) -> None:
        if self.selected >= 0:
            self.selected, self.targets = -1, set()
            self.refresh.emit()
