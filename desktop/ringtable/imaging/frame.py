"""The static parts of a card: frame, art window, plates and badge shapes.

Everything that depends only on a card's palette (culture, site block or Ring) and the
render scale is drawn once and cached, so rendering a card costs only its own text and
numbers. All geometry is given for a 500x700 base card and multiplied by ``scale``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from .emblem import gold_ring
from .icons import icon_image
from .palette import RGB, Palette, mix, palette_for_key
from .scenery import draw_scene
from .texture import noise

BASE_W, BASE_H = 500, 700
SCENE_PREFIX = "scene:"  # art-window names of site landscapes
RING_ART = "the-ring"  # art-window name for the gold ring drawn on The One Ring
Box = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Geometry:
    """Boxes of the card's regions at base size (x0, y0, x1, y1)."""

    frame: Box = (10, 10, 490, 690)
    title: Box = (24, 22, 476, 96)
    art: Box = (30, 104, 470, 396)
    typeline: Box = (24, 402, 476, 438)
    text: Box = (30, 444, 470, 646)
    footer: Box = (24, 652, 476, 680)
    cost_center: tuple[float, float] = (62, 59)
    cost_radius: float = 38


GEOMETRY = Geometry()


def scaled(box: Box, scale: float) -> tuple[int, int, int, int]:
    """A base-size box at ``scale``, rounded to whole pixels."""
    return (round(box[0] * scale), round(box[1] * scale), round(box[2] * scale),
            round(box[3] * scale))


def vertical_gradient(size: tuple[int, int], stops: list[tuple[float, RGB]]) -> Image.Image:
    """An RGB image whose colour runs through ``stops`` (position 0..1, colour) top to bottom."""
    w, h = size
    column = Image.new("RGB", (1, max(1, h)))
    px = column.load()
    for y in range(h):
        t = y / max(1, h - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                px[0, y] = mix(c0, c1, (t - t0) / max(1e-6, t1 - t0))
                break
    return column.resize((max(1, w), max(1, h)), Image.Resampling.NEAREST)


def _texture(img: Image.Image, strength: float, blur: float = 0.6) -> Image.Image:
    """Overlay a faint grain on an RGB(A) image."""
    grain = noise(img.size, 60, blur).convert("RGB")
    base = img.convert("RGB")
    textured = ImageChops.overlay(base, grain)
    out = Image.blend(base, textured, strength)
    if img.mode == "RGBA":
        out.putalpha(img.getchannel("A"))
    return out


def _finish_art(art: Image.Image, pal: Palette, size: tuple[int, int],
                strength: float) -> Image.Image:
    """Vignette (darker edges draw the eye inwards) and a faint grain."""
    vignette = Image.radial_gradient("L").resize(size, Image.Resampling.BILINEAR)
    shade = Image.new("RGBA", size, (*pal.dark, 255))
    shade.putalpha(vignette.point(lambda v: max(0, min(200, (v - 70) * 1.1 * strength))))
    art.alpha_composite(shade)
    return _texture(art, 0.35, 0.8)


def _art_window(pal: Palette, icon: str | None, size: tuple[int, int],
                scale: float) -> Image.Image:
    """The art window of an art-less card: tinted gradient, diaper pattern, faint symbol."""
    w, h = size
    if icon and icon.startswith(SCENE_PREFIX):
        art = draw_scene(icon[len(SCENE_PREFIX):], pal, size)
        return _finish_art(art, pal, size, 0.5)
    stops = [(0.0, mix(pal.light, (255, 255, 255), 0.1)), (0.55, pal.frame), (1.0, pal.dark)]
    if icon == RING_ART:  # the Ring glows on darkness
        stops = [(0.0, (60, 44, 30)), (0.6, (28, 20, 16)), (1.0, (10, 8, 8))]
    art = vertical_gradient(size, stops).convert("RGBA")
    pattern = Image.new("RGBA", size, (0, 0, 0, 0))
    pd = ImageDraw.Draw(pattern)
    step = max(6, round(34 * scale))
    line = mix(pal.accent, (255, 255, 255), 0.3)
    for k in range(-h, w + h, step):
        pd.line([(k, 0), (k + h, h)], fill=(*line, 22), width=max(1, round(scale)))
        pd.line([(k, h), (k + h, 0)], fill=(*line, 22), width=max(1, round(scale)))
    art.alpha_composite(pattern)
    if icon and icon != RING_ART:
        s = round(min(w, h) * 0.82)
        art.alpha_composite(icon_image(icon, s, mix(pal.accent, (255, 255, 255), 0.4), 0.22),
                            ((w - s) // 2, (h - s) // 2))
    art = _finish_art(art, pal, size, 1.0)
    if icon == RING_ART:
        ring = gold_ring(round(min(w, h) * 0.86), True, supersample=2)
        art.alpha_composite(ring, ((w - ring.width) // 2, (h - ring.height) // 2))
    return art


def _plate(img: Image.Image, box: tuple[int, int, int, int], fill: RGB, rim: RGB,
           radius: int, rim_width: int) -> None:
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius=radius, fill=fill, outline=rim, width=rim_width)


@lru_cache(maxsize=40)  # ~1.4 MB each at base size: a table uses far fewer
def frame_image(key: str, icon: str | None, scale: float) -> Image.Image:
    """The empty card for palette ``key`` with ``icon`` in the art window (cached)."""
    pal = palette_for_key(key)
    g = GEOMETRY
    w, h = round(BASE_W * scale), round(BASE_H * scale)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=round(26 * scale), fill=(20, 17, 15, 255))
    fx = scaled(g.frame, scale)
    body = vertical_gradient((fx[2] - fx[0], fx[3] - fx[1]),
                             [(0, pal.light), (0.18, pal.frame), (0.8, pal.frame),
                              (1, pal.dark)])
    body = _texture(body, 0.5, 0.5)
    mask = Image.new("L", body.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, body.size[0] - 1, body.size[1] - 1),
                                           radius=round(18 * scale), fill=255)
    img.paste(body, fx[:2], mask)
    rim = max(1, round(2 * scale))
    d.rounded_rectangle(fx, radius=round(18 * scale), outline=(*pal.accent, 255), width=rim)
    # title plate
    dark_plate = mix(pal.dark, (0, 0, 0), 0.25)
    _plate(img, scaled(g.title, scale), dark_plate, pal.accent, round(12 * scale), rim)
    # art window with a thin dark bezel
    ax = scaled(g.art, scale)
    d.rectangle((ax[0] - rim * 2, ax[1] - rim * 2, ax[2] + rim * 2, ax[3] + rim * 2),
                fill=(*mix(pal.dark, (0, 0, 0), 0.5), 255))
    img.paste(_art_window(pal, icon, (ax[2] - ax[0], ax[3] - ax[1]), scale), ax[:2])
    # type line
    _plate(img, scaled(g.typeline, scale), dark_plate, pal.accent, round(8 * scale), rim)
    # parchment text box with a soft inner edge
    tx = scaled(g.text, scale)
    tw, th = tx[2] - tx[0], tx[3] - tx[1]
    parch = vertical_gradient((tw, th), [(0, mix(pal.parchment, (255, 255, 255), 0.25)),
                                         (1, mix(pal.parchment, pal.frame, 0.12))])
    parch = _texture(parch, 0.25, 1.2).convert("RGBA")
    edge = Image.radial_gradient("L").resize((tw, th), Image.Resampling.BILINEAR)
    tint = Image.new("RGBA", (tw, th), (*mix(pal.parchment, pal.dark, 0.5), 255))
    tint.putalpha(edge.point(lambda v: max(0, min(90, (v - 150) * 1.2))))
    parch.alpha_composite(tint)
    pmask = Image.new("L", (tw, th), 0)
    ImageDraw.Draw(pmask).rounded_rectangle((0, 0, tw - 1, th - 1), radius=round(10 * scale),
                                            fill=255)
    img.paste(parch, tx[:2], pmask)
    d.rounded_rectangle(tx, radius=round(10 * scale), outline=(*pal.dark, 255), width=rim)
    return img


# ---- badges -----------------------------------------------------------------------------

def cost_circle(img: Image.Image, cx: float, cy: float, r: float, pal: Palette) -> None:
    """Free Peoples twilight cost: a metal disc."""
    d = ImageDraw.Draw(img, "RGBA")  # blend the translucent highlight
    rim = max(1, round(r * 0.1))
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*mix(pal.dark, (0, 0, 0), 0.4), 255))
    r2 = r - rim
    d.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), fill=(*mix(pal.accent, (255, 255, 255), 0.25),
                                                          255))
    r3 = r2 * 0.82
    d.ellipse((cx - r3, cy - r3, cx + r3, cy + r3), fill=(*pal.accent, 255))
    d.arc((cx - r3, cy - r3, cx + r3, cy + r3), 200, 340, fill=(255, 255, 255, 120),
          width=max(1, round(r * 0.06)))


def cost_diamond(img: Image.Image, cx: float, cy: float, r: float, pal: Palette) -> None:
    """Shadow twilight cost: a dark diamond with a hot rim."""
    d = ImageDraw.Draw(img)

    def diamond(rad: float) -> list[tuple[float, float]]:
        return [(cx, cy - rad), (cx + rad, cy), (cx, cy + rad), (cx - rad, cy)]

    d.polygon(diamond(r * 1.12), fill=(*mix(pal.dark, (0, 0, 0), 0.5), 255))
    d.polygon(diamond(r * 1.0), fill=(*pal.accent, 255))
    d.polygon(diamond(r * 0.84), fill=(*mix(pal.dark, (0, 0, 0), 0.35), 255))


def shield_badge(img: Image.Image, cx: float, cy: float, r: float, fill: RGB, rim: RGB) -> None:
    """Strength: a heater shield."""
    d = ImageDraw.Draw(img)
    pts = [(cx - r, cy - r * 0.9), (cx + r, cy - r * 0.9), (cx + r, cy + r * 0.1),
           (cx, cy + r * 1.1), (cx - r, cy + r * 0.1)]
    outer = [(cx + (x - cx) * 1.12, cy + (y - cy) * 1.1) for x, y in pts]
    d.polygon(outer, fill=(*rim, 255))
    d.polygon(pts, fill=(*fill, 255))


def heart_badge(img: Image.Image, cx: float, cy: float, r: float, fill: RGB, rim: RGB) -> None:
    """Vitality: a drop of blood (rounded, pointed at the top)."""
    d = ImageDraw.Draw(img)
    for rad, colour in ((r * 1.1, rim), (r, fill)):
        pts = []
        for i in range(48):
            t = 2 * math.pi * i / 48
            pts.append((cx + rad * 1.05 * math.sin(t) * math.sin(t / 2),
                        cy + rad * 0.15 - rad * 1.05 * math.cos(t)))
        d.polygon(pts, fill=(*colour, 255))


def hex_badge(img: Image.Image, cx: float, cy: float, r: float, fill: RGB, rim: RGB) -> None:
    """Resistance: a hexagon."""
    d = ImageDraw.Draw(img)
    for rad, colour in ((r * 1.1, rim), (r, fill)):
        pts = [(cx + rad * math.cos(math.pi / 3 * i), cy + rad * math.sin(math.pi / 3 * i))
               for i in range(6)]
        d.polygon(pts, fill=(*colour, 255))


def milestone_badge(img: Image.Image, cx: float, cy: float, r: float, fill: RGB,
                    rim: RGB) -> None:
    """Site numbers: a milestone (rounded top, flat bottom)."""
    d = ImageDraw.Draw(img)
    for rad, colour in ((r * 1.1, rim), (r, fill)):
        w = rad * 0.85
        d.ellipse((cx - w, cy - rad, cx + w, cy - rad + 2 * w), fill=(*colour, 255))
        d.rectangle((cx - w, cy - rad + w, cx + w, cy + rad), fill=(*colour, 255))


def arrow(img: Image.Image, cx: float, cy: float, length: float, direction: str,
          colour: RGB) -> None:
    """The site's direction arrow."""
    d = ImageDraw.Draw(img)
    s = -1 if direction == "left" else 1
    half = length / 2
    th = length * 0.16
    head = length * 0.42
    tip = cx + s * half
    base = tip - s * head
    d.rectangle((min(cx - s * half, base), cy - th / 2, max(cx - s * half, base), cy + th / 2),
                fill=(*colour, 255))
    d.polygon([(tip, cy), (base, cy - head * 0.7), (base, cy + head * 0.7)], fill=(*colour, 255))


def shadow_disc(img: Image.Image, cx: float, cy: float, r: float, fill: RGB, rim: RGB) -> None:
    """A site's Shadow number: a dark disc with a pale rim."""
    d = ImageDraw.Draw(img)
    d.ellipse((cx - r * 1.1, cy - r * 1.1, cx + r * 1.1, cy + r * 1.1), fill=(*rim, 255))
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*fill, 255))


def arrow_plate(img: Image.Image, cx: float, cy: float, r: float, fill: RGB, rim: RGB,
                direction: str, ink: RGB) -> None:
    """The direction arrow on an oval plate."""
    d = ImageDraw.Draw(img)
    d.ellipse((cx - r * 1.06, cy - r * 0.82, cx + r * 1.06, cy + r * 0.82), fill=(*rim, 255))
    d.ellipse((cx - r, cy - r * 0.76, cx + r, cy + r * 0.76), fill=(*fill, 255))
    arrow(img, cx, cy, r * 1.35, direction, ink)


SUPERSAMPLE = 4


@lru_cache(maxsize=512)
def sprite(shape: Callable[..., None], radius: float, *args: object) -> Image.Image:
    """An anti-aliased badge: ``shape`` drawn 4x larger on transparency, then reduced.

    Pillow's polygons and ellipses have hard edges; badges are the most looked-at parts
    of a card, so they are drawn supersampled once per (shape, size, colours) and
    pasted. The sprite is centred on the badge's centre.
    """
    half = math.ceil(radius * 1.3) + 2
    n = half * 2 * SUPERSAMPLE
    canvas = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    shape(canvas, n / 2, n / 2, radius * SUPERSAMPLE, *args)
    return canvas.reduce(SUPERSAMPLE)


def paste_sprite(img: Image.Image, shape: Callable[..., None], cx: float, cy: float,
                 radius: float, *args: object) -> None:
    """Composite :func:`sprite` centred at (``cx``, ``cy``)."""
    spr = sprite(shape, round(radius * 2) / 2, *args)
    img.alpha_composite(spr, (round(cx - spr.width / 2), round(cy - spr.height / 2)))
