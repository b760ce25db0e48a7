"""Hotseat on the table: whose private view the shared screen shows, and when the device
changes hands (the hand-off screen), a decision in the open, or an automatic pass.

The rule for a decision in the open is ``hotseat.is_public_decision``; this object
keeps the state (the seat revealed, the seat deciding in the open) and drives the
screen's hand-off page, decision panel and history buttons accordingly.
"""

from __future__ import annotations

from ..qt import QPushButton
from .hotseat import hand_matters, is_public_decision
from .interaction import PASS_KINDS, to_action


class HotseatFlow:
    """``screen`` is the TableScreen (controller, scene, hand-off page, panels)."""

    def __init__(self, screen, enabled: bool) -> None:
        self.screen = screen
        self.enabled = enabled
        self.revealed: int | None = None  # the seat whose private view is shown now
        self.public: int | None = None    # a seat deciding in the open (hands face down)
        self.handoffs = 0                 # hand-off screens shown (the benchmark counts)
        self.hand_wanted: int | None = None  # a seat that asked to see its hand
        # Obvious, not a footnote: a gold button right above the decision, and the H key.
        self.show_hand_button = QPushButton()
        self.show_hand_button.setProperty("role", "primary")
        self.show_hand_button.setToolTip("Your hand is face down because you decide in the "
                                         "open. Click (or press H) to have the others look "
                                         "away and see your own cards.")
        self.show_hand_button.clicked.connect(self.show_my_hand)
        self.show_hand_button.hide()

    def shown_seat(self) -> int | None:
        """The seat whose side the table shows now (None: not decided by hotseat)."""
        if not self.enabled:
            return None
        return self.revealed if self.revealed is not None else self.public

    def may_decide(self, seat: int | None) -> bool:
        """The deciding person may act on the table shown now."""
        return not self.enabled or seat in (self.revealed, self.public)

    def concealing(self) -> bool:
        """Every hand is face down (nobody's private view is revealed)."""
        return self.enabled and self.revealed is None

    def must_cover(self, deciding: int | None) -> bool:
        """The deciding seat changed to a person whose view is not the one shown."""
        controller = self.screen.controller
        return (self.enabled and deciding is not None and deciding != self.revealed
                and controller.seats[deciding].is_person)

    def cover_for(self, seat: int) -> bool:
        """The deciding seat changed. Auto-pass if that player asked for it and can only
        pass; a decision naming only cards both players see, which the hand cannot change
        (``hand_matters``), is made in the open (hands face down, no hand-off: returns
        False); else cover the table (True)."""
        screen = self.screen
        controller = screen.controller
        seat_record = controller.seats[seat]
        view = controller.view(seat)
        legal = view["legal_actions"]
        if seat_record.auto_pass and len(legal) == 1 and legal[0]["kind"] in PASS_KINDS:
            controller.note(f"{seat_record.name} passes automatically (no plays)")
            controller.apply(to_action(legal[0]))
            return True
        others = [p for p in range(len(controller.seats)) if p != seat]
        if (others and seat != self.hand_wanted and not hand_matters(view)
                and is_public_decision(view, controller.view(others[0]))):
            self.revealed, self.public = None, seat  # decided in the open: no hand-off
            screen.view_stack.setCurrentWidget(screen.view)
            screen.refresh_view()
            screen.status.setText(f"{seat_record.name} decides in the open: every hand "
                                  "stays face down.")
            self.show_hand_button.setText(f"\U0001F441  {seat_record.name}: show my hand (H)")
            self.show_hand_button.setShortcut("H")  # after the text (setText clears it)
            self.show_hand_button.show()
            return False
        self.hand_wanted = None
        self.show_hand_button.hide()
        self.revealed, self.public = None, None
        self.handoffs += 1
        for control in (screen.undo_button, screen.redo_button, screen.rules_off):
            control.setEnabled(False)  # nobody undoes or turns rules off behind the screen
        screen.scene.sync(view, highlight=False, conceal_hand=True)  # nothing private behind
        decision = view.get("decision") or {}
        screen.handoff.show_for(seat, seat_record.name, seat_record.colour,
                                decision.get("prompt", ""))
        screen.view_stack.setCurrentWidget(screen.handoff)
        screen.decision.show_decision(f"Waiting for {seat_record.name} to take the table",
                                      "", [], waiting=True)
        return True

    def show_my_hand(self) -> None:
        """A player deciding in the open wants to see their hand: hand the device over
        to them properly (the hand-off screen, then their own view)."""
        if self.public is not None:
            self.hand_wanted = self.public
            self.cover_for(self.public)

    def reveal(self) -> None:
        """The next player clicked 'show my cards' on the hand-off page."""
        screen = self.screen
        self.revealed, self.public = screen.handoff.seat, None
        self.hand_wanted = None
        self.show_hand_button.hide()
        screen.view_stack.setCurrentWidget(screen.view)
        screen.changed([])
