"""The cards behind the decision panel's options: their faces, what tells two copies
apart, and pointing at one on the table. Reads the view the table shows now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...cards import CardDatabase
from ..card_pixmaps import PixmapProvider
from ..qt import QPixmap, Qt
from .decision_panel import THUMB_WIDTH
from .items import FACE_PIXELS
from .scene import TableScene


class OptionCards:
    """``view`` is set by the table on every sync; the decision panel asks the rest."""

    def __init__(self, db: CardDatabase, pixmaps: PixmapProvider, scene: TableScene,
                 show_zoom: Callable[[str, int | None], None]) -> None:
        self.db = db
        self.pixmaps = pixmaps
        self.scene = scene
        self.show_zoom = show_zoom
        self.view: dict[str, Any] = {}

    def _entry(self, instance: int) -> dict[str, Any]:
        return self.view.get("cards", {}).get(instance, {})

    def title_of(self, instance: int) -> str:
        card_id = self._entry(instance).get("card")
        return self.db[card_id].title if card_id in self.db else ""

    def image(self, instance: int) -> QPixmap | None:
        """A small face for an option about a card (the table's cached face)."""
        card_id = self._entry(instance).get("card")
        if card_id not in self.db:
            return None
        face = self.pixmaps.cached(card_id, FACE_PIXELS) or self.pixmaps.get_now(
            card_id, THUMB_WIDTH * 2)
        return face.scaledToWidth(THUMB_WIDTH, Qt.TransformationMode.SmoothTransformation)

    def detail(self, instance: int) -> str:
        """What tells this card from another of the same title: wounds, bearer,
        skirmish, or where it is."""
        entries = self.view.get("cards", {})
        entry = entries.get(instance, {})
        parts = []
        wounds = entry.get("wounds", 0)
        if entry.get("zone") in ("fellowship", "minions", "attached"):
            parts.append(f"{wounds} wound{'s' if wounds != 1 else ''}" if wounds else "unwounded")
        else:
            parts.append(f"in {entry.get('zone', 'play')}")
        for key, word in (("bearer", "on"), ("assigned", "against")):
            other = entries.get(entry.get(key, -1), {}).get("card")
            if other in self.db:
                parts.append(f"{word} {self.db[other].title}")
        return ", ".join(parts)

    def hovered(self, instance: int) -> None:
        """Pointing at an option shows its card large and marks it on the table."""
        self.scene.point_at(instance)
        card_id = self._entry(instance).get("card")
        if card_id:
            self.show_zoom(card_id, instance)  # with what rules change on it
