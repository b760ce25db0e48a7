"""The board game's screens: New game, the table with its boards, hands and decision
panel. They stand on the card table's shared parts (controller, log, hand-off page,
replay controller, theme), imported, never copied."""
