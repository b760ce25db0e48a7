"""The table header's burdens line never runs into "… to act" (seen with the bots' long
names, "Random bot 1", in a screenshot of a Hunters-era game)."""

from __future__ import annotations

from ringtable.ui.qt import QFont, QFontMetrics
from ringtable.ui.table.overlays import burden_line


def test_long_names_elide_the_burdens_and_leave_room_for_who_acts(qtbot):
    font = QFont()
    font.setPixelSize(19)
    metrics = QFontMetrics(font)
    players = ["Random bot 1", "Random bot 2"]
    left, right = burden_line(metrics, players, [9, 3], 0, 530)
    assert right == "Random bot 1 to act"
    assert metrics.horizontalAdvance(left) + metrics.horizontalAdvance(right) < 530
    # the names are shortened, never the counts: both players' burdens stay readable
    # (from the middle: the names differ at their ends)
    assert left.startswith("Burdens: R") and left.endswith("2: 3")
    assert "1: 9 \u00b7 " in left
    # short names fit whole, and nobody to act leaves the whole line to the burdens
    left, right = burden_line(metrics, ["Ann", "Bob"], [2, 0], 1, 530)
    assert left == "Burdens: Ann: 2 \u00b7 Bob: 0" and right == "Bob to act"
    left, right = burden_line(metrics, players, [9, 3], None, 530)
    assert right == "" and left == "Burdens: Random bot 1: 9 \u00b7 Random bot 2: 3"
