"""Caches of rendered faces: a small in-memory LRU in front of a disk cache.

A table shows the same few dozen cards over and over, at one or two sizes; the memory
LRU makes those repaints nearly free, and the disk cache (under the platform cache
folder, ``<cache>/faces``) makes the next start of the app fast too. Files are keyed
by card id, width and :data:`RENDERER_VERSION`, so a new look never shows stale faces.
The disk cache is an optimisation only: an unreadable or unwritable file is logged and
the face is rendered again, never an error.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from ..cards import Card
from ..paths import user_cache_dir
from .render import RENDERER_VERSION, render_face

log = logging.getLogger("ringtable.imaging")

_SAFE = re.compile(r"[^A-Za-z0-9_.+-]")


class FaceCache:
    """Rendered faces by (card id, width), in memory and on disk.

    ``FaceCache()`` uses ``user_cache_dir() / "faces"`` (``RINGTABLE_HOME`` moves it);
    pass ``folder`` to put it elsewhere, ``disk=False`` to keep it in memory only.
    Returned images are copies, so callers may draw on them freely. Safe to share between
    threads (a render may happen twice in a race, never a torn entry).
    """

    def __init__(self, folder: Path | None = None, memory_items: int = 256,
                 disk: bool = True) -> None:
        self.folder = Path(folder) if folder is not None else user_cache_dir() / "faces"
        self.memory_items = max(1, memory_items)
        self.disk = disk
        self._memory: OrderedDict[tuple[str, int, str], Image.Image] = OrderedDict()
        self.hits = self.disk_hits = self.misses = 0
        self._lock = threading.Lock()  # the UI may fill the cache from a worker thread

    def path_for(self, card_id: str, width: int, variant: str = "face") -> Path:
        """Disk file of one face: ``<folder>/v<version>/<id>_<width>[_<variant>].png``."""
        name = _SAFE.sub("_", card_id) + f"_{width}"
        if variant != "face":
            name += "_" + _SAFE.sub("_", variant)
        return self.folder / f"v{RENDERER_VERSION}" / f"{name}.png"

    def get(self, card: Card, width: int) -> Image.Image:
        """The face of ``card`` at ``width``, rendered at most once per version."""
        return self.get_or_make(card.id, width, "face", lambda: render_face(card, width))

    def get_or_make(self, card_id: str, width: int, variant: str,
                    make: Callable[[], Image.Image]) -> Image.Image:
        """Cached image for a key, produced by ``make()`` on a miss (used for backs too)."""
        key = (card_id, width, variant)
        with self._lock:
            img = self._memory.get(key)
            if img is not None:
                self._memory.move_to_end(key)
                self.hits += 1
                return img.copy()
        img = self._load(card_id, width, variant)
        if img is None:
            self.misses += 1
            img = make()
            self._store(card_id, width, variant, img)
        else:
            self.disk_hits += 1
        self._remember(key, img)
        return img.copy()

    def _remember(self, key: tuple[str, int, str], img: Image.Image) -> None:
        with self._lock:
            self._memory[key] = img
            self._memory.move_to_end(key)
            while len(self._memory) > self.memory_items:
                self._memory.popitem(last=False)

    def _load(self, card_id: str, width: int, variant: str) -> Image.Image | None:
        if not self.disk:
            return None
        path = self.path_for(card_id, width, variant)
        if not path.is_file():
            return None
        try:
            with Image.open(path) as src:
                img = src.convert("RGBA")
        except (OSError, ValueError) as exc:
            log.warning("cached face %s is unreadable (%s); rendering it again", path, exc)
            return None
        return img

    def _store(self, card_id: str, width: int, variant: str, img: Image.Image) -> None:
        if not self.disk:
            return
        path = self.path_for(card_id, width, variant)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            img.save(tmp, format="PNG", compress_level=1)
            os.replace(tmp, path)  # atomic: another process never sees half a file
        except OSError as exc:
            log.warning("could not write face cache %s: %s", path, exc)
