"""The table's manual tools, as a mixin of TableScreen: menus, targets, keys, looks.

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
    """Mixed into TableScreen (which provides controller, status, input, rules_off...)."""

    # Manual changes ------------------------------------------------------------------
    def manual_menu(self, instance: int, where) -> None:
        """Right-click: the engine's manual actions for a card or the table, for the seat
        that must decide now (the engine accepts them from that seat only)."""
        seat = self.controller.deciding_seat
        if seat is None or not self.controller.seats[seat].is_person:
            self.status.setText("Manual changes are made by the player who must decide now.")
            return
        if seat != self.viewing_seat():
            self.status.setText("Manual changes are made by the player who must decide now.")
            return
        game = self.controller.game
        rules_off = self.rules_off.isChecked()
        menu = (table_menu(self, game, seat, rules_off) if instance < 0
                else card_menu(self, game, seat, instance, rules_off))
        action = run_menu(menu, where)
        if isinstance(action, tuple) and action[0] == "modify":
            dialog = ModifyDialog(game.name(instance), self)
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
            self._manual_target = (instance, action[1])
            self.status.setText(f"Click the card to put {game.name(instance)} on "
                                "(Escape cancels).")
            return
        if action is not None:
            self._apply_manual(action)

    def _apply_manual(self, action) -> None:
        before = len(self.controller.log)
        if self.controller.apply(action):
            if dict(action.data).get("op") == "look":
                self.show_own_draw_deck(action.player)
            new = self.controller.log[before:]
            self.status.setText(new[0].text if new else "")

    def manual_target_clicked(self, target: int) -> bool:
        """The card clicked after 'Attach to a card…' / 'Stack on a card…'."""
        if self._manual_target is None:
            return False
        card, zone = self._manual_target
        self._manual_target = None
        seat = self.controller.deciding_seat
        if seat is None:
            return True
        from ...engine import manual

        action = manual(seat, "move", card=card, to=zone, target=target)
        if self.rules_off.isChecked():
            action = with_rules_off(action)
        self._apply_manual(action)
        return True

    def manual_key(self, op: str, params: dict, on_card: bool) -> None:
        """A manual change by keyboard: on the card last pointed at, or on the table."""
        seat = self.controller.deciding_seat
        if seat is None or not self.controller.seats[seat].is_person or (
                seat != self.viewing_seat()) or self.handing_off():
            return
        card = self.input.hovered_instance if on_card else None
        if on_card and card is None:
            self.status.setText("Point at a card first.")
            return
        self._apply_manual(key_action(seat, op, params, card, self.rules_off.isChecked()))

    def show_own_draw_deck(self, seat: int) -> None:
        """After the logged 'look' action: the player's own draw deck, top card first."""
        game = self.controller.game
        deck = [game.s.defs[c] for c in game.s.piles[seat]["draw"]]
        dialog = card_list_dialog(self, f"Your draw deck ({len(deck)} cards, top first)",
                                  deck, self.db, self.pixmaps, 120)
        self.deck_dialog = dialog
        dialog.open()

    def _unscripted_done(self, instance: int) -> None:
        seat = self.controller.deciding_seat
        if seat is not None and self.controller.seats[seat].is_person and instance >= 0:
            from ...engine import manual

            self.controller.apply(manual(seat, "done", card=instance))
        self.unscripted.hide()

    def _choose_site_for_path(self, seat: int, rules_off: bool):
        """Pick a site of your own adventure deck and a free place on the path."""
        from ...engine import manual

        game = self.controller.game
        free = [n for n in range(1, len(game.s.path)) if game.s.path[n] < 0]
        sites = list(game.s.piles[seat]["adventure"])
        if not free or not sites:
            self.status.setText("No site or no free place on the path.")
            return None
        dialog = SitePlacementDialog([(c, game.cards[c]) for c in sites], free, self)
        if not dialog.exec():
            return None
        card, number = dialog.choice()
        action = manual(seat, "move", card=card, to="path", number=number)
        return with_rules_off(action) if rules_off else action

    def _rules_off_toggled(self, on: bool) -> None:
        self.rules_banner.setVisible(on)
        if on:
            self.rules_banner.place()

