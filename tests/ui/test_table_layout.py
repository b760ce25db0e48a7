"""The side panel fits the window: on a short one the zoomed card shrinks instead of
covering the decision panel."""

from __future__ import annotations

import pytest

from ringtable.testing import Scenario
from ringtable.ui.services import Services
from ringtable.ui.table.controller import GameController, Seat
from ringtable.ui.table.panels import ZOOM_WIDTH
from ringtable.ui.table.screen import TableScreen


@pytest.fixture(scope="module")
def services(qapp):
    return Services()


def _screen(qtbot, services, width: int, height: int) -> TableScreen:
    sc = Scenario()
    sc.companion("Aragorn, Ranger of the North")
    controller = GameController(sc.start("fellowship"), [Seat("Ann"), Seat("Bo")])
    screen = TableScreen(controller, services.db, services.pixmaps, animation_ms=0,
                         open_hands=True)
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show()
    qtbot.waitExposed(screen)
    screen.show_zoom("1_89")
    return screen


def _bottom(widget) -> int:
    return widget.mapTo(widget.window(), widget.rect().bottomLeft()).y()


def _top(widget) -> int:
    return widget.mapTo(widget.window(), widget.rect().topLeft()).y()


@pytest.mark.parametrize("size", [(1280, 690), (1366, 740), (1600, 1000), (1920, 1050)])
def test_the_zoom_never_covers_the_decision_panel(qtbot, services, size):
    screen = _screen(qtbot, services, *size)
    qtbot.waitUntil(lambda: screen.zoom.card_rect().bottom() + _top(screen.zoom)
                    <= _top(screen.decision), timeout=2000)
    assert _bottom(screen.log) <= screen.height()
    assert screen.zoom.pixmap().width() == screen.zoom.card_width


def test_a_tall_window_shows_the_full_size_card_and_a_short_one_a_smaller(qtbot, services):
    tall = _screen(qtbot, services, 1600, 1000)
    short = _screen(qtbot, services, 1280, 690)
    assert tall.zoom.card_width >= ZOOM_WIDTH - 40
    assert short.zoom.card_width < ZOOM_WIDTH
    assert short.side_widget.width() < tall.side_widget.width()  # the table gains width
