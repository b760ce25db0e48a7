"""Card images with Pillow: rendered faces, the card back, caches and image packs.

No Qt here: the UI converts the returned ``PIL.Image`` itself. The one call most code
needs is :func:`card_image`, which prefers the player's own scan (an :class:`ImagePack`)
and otherwise returns the rendered face, through a :class:`FaceCache` when given.
"""

from __future__ import annotations

from PIL import Image

from ..cards import Card
from .assets import app_icon_path, app_icon_paths, default_playmat_path, windows_icon_path
from .cache import FaceCache
from .emblem import card_back, emblem
from .packs import ImagePack
from .render import RENDERER_VERSION, FacePlan, face_height, plan_face, render_face


def render_back(width: int) -> Image.Image:
    """The card back (our own design), ``width`` pixels wide, RGBA, aspect 5:7."""
    if width < 1:
        raise ValueError(f"card width must be positive, got {width}")
    base = card_back(max(500, width))
    if base.width == width:
        return base.copy()
    return base.resize((width, face_height(width)), Image.Resampling.LANCZOS)


def card_image(card: Card, width: int, pack: ImagePack | None = None,
               cache: FaceCache | None = None) -> Image.Image:
    """The image to show for ``card`` at ``width``: the pack's scan, else the rendered face."""
    if pack is not None:
        scan = pack.image(card, width)
        if scan is not None:
            return scan
    if cache is not None:
        return cache.get(card, width)
    return render_face(card, width)


__all__ = [
    "RENDERER_VERSION", "FaceCache", "FacePlan", "ImagePack", "app_icon_path",
    "app_icon_paths", "card_image", "default_playmat_path", "emblem", "face_height",
    "plan_face", "render_back", "render_face", "windows_icon_path",
]
