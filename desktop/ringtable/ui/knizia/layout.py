"""Where everything sits on the board-game table (pure geometry, no Qt widgets).

One logical canvas of ``WIDTH`` x ``HEIGHT`` is scaled to the window, so 1280x720 and
1920x1080 show the same composition: the journey and the corruption track (the master
board) on top, the Story tiles and the Ring beside them, the conflict board with its
activity tracks and events in the middle, the fellowship and the viewer's hand below.
"""

from __future__ import annotations

from dataclasses import dataclass

WIDTH = 1600
HEIGHT = 1040

JOURNEY_Y = 52
CORRUPTION = (30, 104, 1010, 104)         # x, y, w, h of the corruption track's frame
CORRUPTION_SPACES = 16
SIDE = (1060, 12, 510, 196)               # the Story tiles, the Ring and the die
BOARD = (30, 222, 1540, 400)              # the conflict board (or the haven)
TRACKS_X = (150, 1100)                    # first and last space centre span
EVENTS = (1160, 268, 390, 340)            # the conflict's six events
FELLOWSHIP = (30, 636, 1540, 78)
HAND = (30, 726, 1540, 300)
CARD_W, CARD_H = 150, 226


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


def journey_x(index: int) -> float:
    """Centre of location ``index`` (0 = Bag End .. 6 = Mordor) on the journey line."""
    return 80 + index * (900 / 6)


def corruption_space(index: int) -> Box:
    x, y, w, _h = CORRUPTION
    pitch = (w - 40) / CORRUPTION_SPACES
    return Box(x + 20 + index * pitch + 3, y + 30, pitch - 6, 64)


def track_rows(count: int) -> list[float]:
    """The centre line of each of ``count`` activity tracks on the board."""
    top, height = BOARD[1] + 56, BOARD[3] - 70
    pitch = height / max(count, 1)
    return [top + pitch * (i + 0.5) for i in range(count)]


def track_space(index: int, longest: int, row_y: float) -> Box:
    """Space ``index`` of a track whose board's longest track ends at ``longest``."""
    first, last = TRACKS_X
    pitch = (last - first) / max(longest, 1)
    size = min(pitch - 8, 60)
    cx = first + index * pitch
    return Box(cx - size / 2, row_y - 24, size, 48)


def event_row(index: int) -> Box:
    x, y, w, h = EVENTS
    pitch = h / 6
    return Box(x, y + index * pitch, w, pitch - 6)


def fellowship_panel(seat: int, players: int) -> Box:
    x, y, w, h = FELLOWSHIP
    pitch = w / players
    return Box(x + seat * pitch + 4, y, pitch - 8, h)


ZOOM_W = 340  # a card in hand with words on it, shown large while pointed at


def zoom_card(card: Box) -> Box:
    """Where the large copy of ``card`` (a card in hand) is drawn: just above it, on
    the boards, inside the canvas."""
    w, h = ZOOM_W, ZOOM_W * CARD_H / CARD_W
    x = min(max(card.cx - w / 2, 10), WIDTH - w - 10)
    return Box(x, max(10, card.y - h - 16), w, h)


def hand_cards(count: int) -> list[Box]:
    """The hand's cards, spread over the hand area (overlapping when many)."""
    x, y, w, _h = HAND
    room = w - 40
    pitch = min(CARD_W + 12, (room - CARD_W) / max(count - 1, 1)) if count > 1 else 0
    width = CARD_W + pitch * (count - 1)
    left = x + 20 + max(0.0, (room - width) / 2)
    return [Box(left + i * pitch, y + 52, CARD_W, CARD_H) for i in range(count)]
