"""Seeded grain for leather, parchment and felt textures.

Pillow's ``effect_noise`` draws from an unseeded generator, so every run would paint
slightly different frames: disk-cached faces would not match fresh renders and the
committed assets would change on every rebuild. This noise is seeded instead.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PIL import Image, ImageFilter

_UNIFORM_STD = 73.9  # standard deviation of uniform bytes 0..255


@lru_cache(maxsize=32)
def noise(size: tuple[int, int], sigma: float, blur: float = 0.0, seed: int = 1) -> Image.Image:
    """Grey noise centred on 128 with roughly ``sigma`` spread, optionally blurred."""
    w, h = max(1, size[0]), max(1, size[1])
    raw = Image.frombytes("L", (w, h), random.Random(f"{seed}:{w}x{h}").randbytes(w * h))
    k = sigma / _UNIFORM_STD
    img = raw.point(lambda v: max(0, min(255, round(128 + (v - 128) * k))))
    return img.filter(ImageFilter.GaussianBlur(blur)) if blur else img
