"""Image packs: a folder of the player's own card scans that replace rendered faces.

Players who own scans name them by collector info (``1R289.jpg``) or by the scheme
GEMP uses (``LOTR01289.jpg``: set in two digits, number in three); ``.jpg``, ``.jpeg``
and ``.png``, any letter case. The folder is indexed once; a file that cannot be
decoded is logged (logger ``ringtable.imaging``) once and the rendered face is used
instead, so a bad scan never breaks a game.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path

from PIL import Image

from ..cards import Card
from .render import face_height

log = logging.getLogger("ringtable.imaging")

EXTENSIONS = (".jpg", ".jpeg", ".png")


def pack_names(card: Card) -> list[str]:
    """File stems (lower case) that may hold ``card``'s scan, most specific first."""
    return [
        card.collector_info.lower(),
        f"lotr{card.set:02d}{card.number:03d}",
        f"{card.set}_{card.number}",
    ]


class ImagePack:
    """The scans in ``folder``; :meth:`image` returns a scan scaled to a card width."""

    def __init__(self, folder: Path | str, memory_items: int = 128) -> None:
        self.folder = Path(folder)
        self.memory_items = memory_items
        self._index: dict[str, Path] = {}
        self._broken: set[Path] = set()
        self._memory: OrderedDict[tuple[Path, int], Image.Image] = OrderedDict()
        self.rescan()

    def rescan(self) -> None:
        """Index the folder again (after the player adds files)."""
        self._index.clear()
        self._broken.clear()
        self._memory.clear()
        if not self.folder.is_dir():
            log.warning("image pack folder %s does not exist; using rendered faces",
                        self.folder)
            return
        for path in sorted(self.folder.iterdir()):
            if path.suffix.lower() in EXTENSIONS and path.is_file():
                self._index.setdefault(path.stem.lower(), path)

    def __len__(self) -> int:
        return len(self._index)

    def find(self, card: Card) -> Path | None:
        """The scan file for ``card``, if the folder has one."""
        for name in pack_names(card):
            path = self._index.get(name)
            if path is not None:
                return path
        return None

    def image(self, card: Card, width: int) -> Image.Image | None:
        """The scan of ``card`` as RGBA at ``width`` x 7/5 width, or None (no or bad file)."""
        path = self.find(card)
        if path is None or path in self._broken:
            return None
        key = (path, width)
        cached = self._memory.get(key)
        if cached is not None:
            self._memory.move_to_end(key)
            return cached.copy()
        try:
            with Image.open(path) as src:
                src.load()
                img = src.convert("RGBA")
        except (OSError, ValueError, Image.DecompressionBombError) as exc:
            self._broken.add(path)
            log.warning("image pack file %s for card %s (%s) is unreadable: %s; "
                        "using the rendered face", path, card.id, card.full_title, exc)
            return None
        img = img.resize((width, face_height(width)), Image.Resampling.LANCZOS)
        self._memory[key] = img
        while len(self._memory) > self.memory_items:
            self._memory.popitem(last=False)
        return img.copy()
