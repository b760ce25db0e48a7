"""Simple landscapes for the art window of site cards.

Sites are places, so instead of a culture symbol their art window gets a quiet,
layered silhouette landscape chosen from the site's keywords (underground halls, a
forest, a river, mountains, a marsh, plains, a dwelling, a fortress), tinted with the
block's palette. Each (block, scene) pair is drawn once and cached with the frame.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from ..cards import Card
from .palette import RGB, Palette, mix

#: Keyword -> scene, first match wins (a site may be both "river" and "forest").
SCENE_KEYWORDS = (
    ("underground", "underground"), ("river", "river"), ("marsh", "marsh"),
    ("forest", "forest"), ("mountain", "mountain"), ("fortification", "fortress"),
    ("battleground", "fortress"), ("sanctuary", "dwelling"), ("dwelling", "dwelling"),
    ("plains", "plains"),
)


def scene_for(card: Card) -> str:
    """The scene drawn for a site, from its keywords ('hills' when none applies)."""
    for keyword, scene in SCENE_KEYWORDS:
        if keyword in card.keywords:
            return scene
    return "hills"


def _ridge(rng: random.Random, w: int, base: float, amp: float, waves: int) -> list[tuple]:
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(3)]
    pts = []
    for i in range(0, w + 8, 8):
        t = i / w
        y = base - amp * (0.55 * math.sin(2 * math.pi * waves * t + phases[0])
                          + 0.3 * math.sin(2 * math.pi * waves * 2.3 * t + phases[1])
                          + 0.15 * math.sin(2 * math.pi * waves * 5.1 * t + phases[2]))
        pts.append((i, y))
    return pts


def _layer(d: ImageDraw.ImageDraw, pts: list[tuple], w: int, h: int, colour: RGB) -> None:
    d.polygon([*pts, (w, h), (0, h)], fill=(*colour, 255))


def _peaks(d: ImageDraw.ImageDraw, rng: random.Random, w: int, h: int, base: float,
           colour: RGB, snow: RGB) -> None:
    x = -rng.uniform(0, 60)
    while x < w:
        half = rng.uniform(0.12, 0.22) * w
        top = base - rng.uniform(0.25, 0.5) * h
        d.polygon([(x, base), (x + half, top), (x + 2 * half, base)], fill=(*colour, 255))
        cap = 0.28
        d.polygon([(x + half * (1 - cap), top + (base - top) * cap), (x + half, top),
                   (x + half * (1 + cap), top + (base - top) * cap)], fill=(*snow, 255))
        x += half * rng.uniform(1.0, 1.6)


def _trees(d: ImageDraw.ImageDraw, rng: random.Random, w: int, base: float, size: float,
           colour: RGB) -> None:
    x = -size
    while x < w + size:
        hgt = size * rng.uniform(0.8, 1.3)
        d.polygon([(x - hgt * 0.3, base), (x, base - hgt), (x + hgt * 0.3, base)],
                  fill=(*colour, 255))
        x += size * rng.uniform(0.35, 0.6)


def draw_scene(scene: str, pal: Palette, size: tuple[int, int]) -> Image.Image:
    """The landscape ``scene`` in ``pal``'s colours, ``size`` pixels, RGBA."""
    w, h = size
    rng = random.Random(scene)
    sky_top = mix(pal.light, (255, 255, 255), 0.35)
    sky_low = mix(pal.parchment, pal.light, 0.35)
    img = Image.new("RGBA", size)
    d = ImageDraw.Draw(img)
    for y in range(h):
        d.line([(0, y), (w, y)], fill=(*mix(sky_top, sky_low, y / max(1, h - 1)), 255))
    far, mid, near = (mix(pal.light, sky_low, 0.45), mix(pal.frame, pal.light, 0.35),
                      mix(pal.dark, pal.frame, 0.35))
    snow = mix(sky_top, (255, 255, 255), 0.5)
    if scene == "underground":
        d.rectangle((0, 0, w, h), fill=(*mid, 255))
        hall = mix(pal.dark, (0, 0, 0), 0.45)
        cols = 4
        for i in range(cols):
            x0, x1 = w * i / cols + w * 0.04, w * (i + 1) / cols - w * 0.04
            spring = h * 0.38
            r = (x1 - x0) / 2
            d.ellipse((x0, spring - r, x1, spring + r), fill=(*hall, 255))
            d.rectangle((x0, spring, x1, h), fill=(*hall, 255))
        glow = Image.radial_gradient("L").resize(size).point(lambda v: max(0, 150 - v))
        img.paste(Image.new("RGBA", size, (*mix(pal.accent, (255, 180, 90), 0.5), 255)),
                  (0, 0), glow)
        _layer(d, _ridge(rng, w, h * 0.9, h * 0.03, 2), w, h, near)
        return img
    _layer(d, _ridge(rng, w, h * 0.55, h * 0.12, 1.5), w, h, far)
    if scene == "mountain":
        _peaks(d, rng, w, h, h * 0.78, mid, snow)
    elif scene == "fortress":
        _layer(d, _ridge(rng, w, h * 0.7, h * 0.05, 1), w, h, mid)
        wall_top = h * 0.5
        d.rectangle((w * 0.2, wall_top, w * 0.8, h * 0.75), fill=(*near, 255))
        for tx in (0.2, 0.5, 0.8):
            d.rectangle((w * (tx - 0.06), wall_top - h * 0.18, w * (tx + 0.06), h * 0.75),
                        fill=(*near, 255))
            for k in range(3):
                x0 = w * (tx - 0.06) + k * w * 0.045
                d.rectangle((x0, wall_top - h * 0.23, x0 + w * 0.03, wall_top - h * 0.18),
                            fill=(*near, 255))
    else:
        _layer(d, _ridge(rng, w, h * 0.68, h * 0.08, 2.2), w, h, mid)
    if scene == "forest":
        _trees(d, rng, w, h * 0.8, h * 0.32, near)
    elif scene in ("river", "marsh"):
        water = mix(sky_low, pal.frame, 0.3)
        d.polygon([(0, h * 0.74), (w, h * 0.7), (w, h), (0, h)], fill=(*water, 255))
        for k in range(7):
            y = h * (0.78 + k * 0.03)
            x = rng.uniform(0, w * 0.7)
            d.line([(x, y), (x + w * rng.uniform(0.1, 0.25), y)],
                   fill=(*mix(water, (255, 255, 255), 0.4), 255), width=max(1, h // 150))
        if scene == "marsh":
            for _ in range(40):
                x = rng.uniform(0, w)
                y = h * rng.uniform(0.8, 1.0)
                d.line([(x, y), (x + rng.uniform(-4, 4), y - h * rng.uniform(0.06, 0.16))],
                       fill=(*near, 255), width=max(1, h // 120))
        else:
            _layer(d, [(0, h * 0.96), (w * 0.4, h * 0.9), (w * 0.6, h * 0.94), (w, h * 0.88)],
                   w, h, near)
    elif scene == "dwelling":
        _layer(d, _ridge(rng, w, h * 0.82, h * 0.05, 1.2), w, h, near)
        hx, hy = w * 0.58, h * 0.78
        d.rectangle((hx - w * 0.1, hy - h * 0.12, hx + w * 0.1, hy), fill=(*near, 255))
        d.polygon([(hx - w * 0.13, hy - h * 0.12), (hx, hy - h * 0.26),
                   (hx + w * 0.13, hy - h * 0.12)], fill=(*near, 255))
        d.rectangle((hx - w * 0.015, hy - h * 0.06, hx + w * 0.015, hy),
                    fill=(*mix(pal.accent, (255, 220, 140), 0.5), 255))
    elif scene in ("plains", "hills", "fortress", "mountain"):
        _layer(d, _ridge(rng, w, h * 0.86, h * 0.05, 1.1), w, h, near)
    return img.filter(ImageFilter.SMOOTH)
