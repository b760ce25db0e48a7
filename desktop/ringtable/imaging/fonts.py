"""The shipped fonts, loaded once per (face, size).

Card faces are rendered thousands of times; opening an OpenType file costs far more
than drawing with it, so every ``FreeTypeFont`` is cached. The fonts are Linux
Libertine and Linux Biolinum (GPL with font exception / OFL, see
``resources/fonts/LICENSE-LinuxLibertine.txt``), shipped with the app: nothing is
downloaded. If the files are missing (a broken install), Pillow's built-in font keeps
the app usable instead of crashing.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from ..paths import resources_dir

log = logging.getLogger("ringtable.imaging")

#: Logical faces used by the renderer, mapped to the shipped files.
FACES: dict[str, str] = {
    "regular": "LinLibertine_R.otf",
    "bold": "LinLibertine_RB.otf",
    "italic": "LinLibertine_RI.otf",
    "bolditalic": "LinLibertine_RBI.otf",
    "title": "LinLibertine_RB.otf",
    "numbers": "LinBiolinum_RB.otf",
}

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def fonts_dir() -> Path:
    """Folder of the shipped font files."""
    return resources_dir() / "fonts"


@lru_cache(maxsize=512)
def font(face: str, size: int) -> ImageFont.FreeTypeFont:
    """The font for a logical ``face`` ('regular', 'bold', ...) at ``size`` pixels."""
    size = max(1, int(size))
    path = fonts_dir() / FACES[face]
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        log.warning("font file %s could not be opened; using Pillow's default font", path)
        return ImageFont.load_default(size)


@lru_cache(maxsize=65536)
def text_width(face: str, size: int, text: str) -> float:
    """Advance width of ``text``; cached because layout measures the same words often."""
    return font(face, size).getlength(text)
