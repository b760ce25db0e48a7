"""The table's manual tools: menus, targets, keys, looks (one object the screen owns).

Kept apart from the screen's layout and flow; every change goes through the engine's
manual actions (``ringtable.engine.manual``) via the controller, so it is logged,
recorded, saved and undoable like any decision.
"""

from __future__ import annotations

from .manual_ui import (
    ModifyDialog,
    SitePlacementDialog,
    card_list_dialog,
    card_menu,
    key_action,
    run_menu,
    table_menu,
    with_rules_off,
)


class ManualTools:
    """The manual tools of one table. ``screen`` is the TableScreen: its controller,
    status line, input, rules-off switch and banner, and the parent of the dialogs."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.target: tuple[int, str] | None = None  # (card, zone) awaiting a target card
        self.deck_dialog = None

    def cancel_target(self) -> bool:
        """Escape: forget a move waiting for its target card (True if there was one)."""
        if self.target is None:
            return False
        self.target = None
        self.screen.status.setText("")
        return True

    # Manual changes ------------------------------------------------------------------
    def menu(self, instance: int, where) -> None:
        """Right-click: the engine's manual actions for a card or the table, for the seat
        that must decide now (the engine accepts them from that seat only)."""
        seat = self.screen.controller.deciding_seat
        if seat is None or not self.screen.controller.seats[seat].is_person:
            self.screen.status.setText("Manual changes are made by the player who must decide now.")
            return
        if seat != self.screen.viewing_seat():
            self.screen.status.setText("Manual changes are made by the player who must decide now.")
            return
        game = self.screen.controller.game
        rules_off = self.screen.rules_off.isChecked()
        menu = (table_menu(self.screen, game, seat, rules_off) if instance < 0
                else card_menu(self.screen, game, seat, instance, rules_off))
        action = run_menu(menu, where)
        if isinstance(action, tuple) and action[0] == "modify":
            dialog = ModifyDialog(game.name(instance), self.screen)
            params = dialog.params() if dialog.exec() else None
            if params is None:
                return
            from ...engine import manual

            action = manual(seat, "modify", card=instance, **params)
            if rules_off:
                action = with_rules_off(action)
        if action is not None and not isinstance(action, tuple) and (
                dict(action.data).get("op") == "site"):
            action = self._choose_site_for_path(seat, rules_off)
            if action is None:
                return
        if isinstance(action, tuple) and action[0] == "target":
            self.target = (instance, action[1])
            self.screen.status.setText(f"Click the card to put {game.name(instance)} on "
                                "(Escape cancels).")
            return
        if action is not None:
            self._apply_manual(action)

    def _apply_manual(self, action) -> None:
        before = len(self.screen.controller.log)
        if self.screen.controller.apply(action):
            if dict(action.data).get("op") == "look":
                self.show_own_draw_deck(action.player)
            new = self.screen.controller.log[before:]
            self.screen.status.setText(new[0].text if new else "")

    def target_clicked(self, target: int) -> bool:
        """The card clicked after 'Attach to a card…' / 'Stack on a card…'."""
        if self.target is None:
            return False
        card, zone = self.target
        self.target = None
        seat = self.screen.controller.deciding_seat
        if seat is None:
            return True
        from ...engine import manual

        action = manual(seat, "move", card=card, to=zone, target=target)
        if self.screen.rules_off.isChecked():
            action = with_rules_off(action)
        self._apply_manual(action)
        return True

    def key(self, op: str, params: dict, on_card: bool) -> None:
        """A manual change by keyboard: on the card last pointed at, or on the table."""
        seat = self.screen.controller.deciding_seat
        if seat is None or not self.screen.controller.seats[seat].is_person or (
                seat != self.screen.viewing_seat()) or self.screen.handing_off():
            return
        card = self.screen.input.hovered_instance if on_card else None
        if on_card and card is None:
            self.screen.status.setText("Point at a card first.")
            return
        self._apply_manual(key_action(seat, op, params, card, self.screen.rules_off.isChecked()))

    def show_own_draw_deck(self, seat: int) -> None:
        """After the logged 'look' action: the player's own draw deck, top card first."""
        game = self.screen.controller.game
        deck = [game.s.defs[c] for c in game.s.piles[seat]["draw"]]
        dialog = card_list_dialog(self.screen, f"Your draw deck ({len(deck)} cards, top first)",
                                  deck, self.screen.db, self.screen.pixmaps, 120)
        self.deck_dialog = dialog
        dialog.open()

    def unscripted_done(self, instance: int) -> None:
        seat = self.screen.controller.deciding_seat
        if seat is not None and self.screen.controller.seats[seat].is_person and instance >= 0:
            from ...engine import manual

            self.screen.controller.apply(manual(seat, "done", card=instance))
        self.screen.unscripted.hide()

    def _choose_site_for_path(self, seat: int, rules_off: bool):
        """Pick a site of your own adventure deck and a free place on the path."""
        from ...engine import manual

        game = self.screen.controller.game
        free = [n for n in range(1, len(game.s.path)) if game.s.path[n] < 0]
        sites = list(game.s.piles[seat]["adventure"])
        if not free or not sites:
            self.screen.status.setText("No site or no free place on the path.")
            return None
        dialog = SitePlacementDialog([(c, game.cards[c]) for c in sites], free, self.screen)
        if not dialog.exec():
            return None
        card, number = dialog.choice()
        action = manual(seat, "move", card=card, to="path", number=number)
        return with_rules_off(action) if rules_off else action

    def rules_off_toggled(self, on: bool) -> None:
        self.screen.rules_banner.setVisible(on)
        if on:
            self.screen.rules_banner.place()

