"""The project's emblem, a gold ring with a glowing inscription, and the card back.

The same drawing serves the application icon (``tools/make_assets.py``), the art of
The One Ring cards and the card back, so the app has one recognisable mark. It is our
own design: a shaded gold band on a dark disc with an arc of rune-like strokes (not
any real script, and not the film's or the card game's lettering).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from .palette import RGB, mix
from .texture import noise

GOLD_LIGHT: RGB = (255, 232, 150)
GOLD_MID: RGB = (222, 172, 64)
GOLD_DARK: RGB = (120, 78, 18)
FIRE: RGB = (255, 120, 40)


def _strokes(seed: int, count: int) -> list[tuple[float, float, float]]:
    """Pseudo-glyphs: (angle offset, height factor, slant), stable for a seed."""
    rng = random.Random(seed)
    return [(rng.uniform(-0.3, 0.3), rng.uniform(0.45, 1.0), rng.uniform(-0.5, 0.5))
            for _ in range(count)]


def gold_ring(size: int, inscription: bool = True, supersample: int = 3) -> Image.Image:
    """A gold ring seen slightly from above, on transparency, ``size`` px square."""
    n = size * supersample
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    cx = cy = n / 2
    outer, inner = n * 0.46, n * 0.31
    squash = 0.86  # a little perspective
    # band: concentric ellipses from dark rim to bright crest give a rounded profile
    steps = 28
    d = ImageDraw.Draw(img)
    for i in range(steps):
        t = i / (steps - 1)
        r = outer - (outer - inner) * t
        crest = 1 - abs(t - 0.38) / 0.62
        colour = mix(GOLD_DARK, GOLD_MID, min(1, crest * 1.4))
        if crest > 0.7:
            colour = mix(colour, GOLD_LIGHT, (crest - 0.7) / 0.3)
        d.ellipse((cx - r, cy - r * squash, cx + r, cy + r * squash), fill=(*colour, 255))
    d.ellipse((cx - inner, cy - inner * squash, cx + inner, cy + inner * squash),
              fill=(0, 0, 0, 0))
    # a bright highlight on the upper left, a shade on the lower right
    light = Image.new("L", (n, n), 0)
    ImageDraw.Draw(light).arc((cx - outer * 0.93, cy - outer * 0.93 * squash,
                               cx + outer * 0.93, cy + outer * 0.93 * squash), 190, 280,
                              fill=200, width=max(1, round(n * 0.025)))
    light = light.filter(ImageFilter.GaussianBlur(n * 0.01))
    img.paste(Image.new("RGBA", (n, n), (*GOLD_LIGHT, 255)), (0, 0),
              Image.composite(light, Image.new("L", (n, n), 0), img.getchannel("A")))
    if inscription:
        glow = Image.new("L", (n, n), 0)
        gd = ImageDraw.Draw(glow)
        mid = (outer + inner) / 2
        band = (outer - inner) * 0.5
        strokes = _strokes(7, 22)
        lw = max(1, round(n * 0.006))
        for k, (jitter, height, slant) in enumerate(strokes):
            a = math.radians(196 + k * (148 / len(strokes)) + jitter * 2)
            x, y = cx + mid * math.cos(a), cy + mid * math.sin(a) * squash
            r = band * 0.22 * (0.7 + height * 0.5)
            start = 180 + slant * 160
            gd.arc((x - r, y - r, x + r, y + r), start, start + 200 + height * 80,
                   fill=255, width=lw)
            if height > 0.7:  # a stem on some letters
                ux, uy = math.cos(a), math.sin(a) * squash
                gd.line([(x - ux * r * 0.2, y - uy * r * 0.2),
                         (x + ux * r * 1.6 + slant * r, y + uy * r * 1.6)],
                        fill=255, width=lw)
        halo = glow.filter(ImageFilter.GaussianBlur(n * 0.008))
        fire = Image.new("RGBA", (n, n), (*FIRE, 255))
        img.paste(fire, (0, 0), halo.point(lambda v: min(255, v * 2)))
        img.paste(Image.new("RGBA", (n, n), (255, 220, 150, 255)), (0, 0), glow)
        img.putalpha(Image.composite(img.getchannel("A"), Image.new("L", (n, n), 0),
                                     img.getchannel("A")))
    return img.resize((size, size), Image.Resampling.LANCZOS)


def emblem(size: int, inscription: bool = True) -> Image.Image:
    """The app mark: the gold ring on a dark, softly lit disc with a thin gold rim."""
    n = size * 3
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    disc = Image.radial_gradient("L").resize((n, n), Image.Resampling.BILINEAR)
    body = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    inner_c, outer_c = (58, 46, 40), (14, 11, 12)
    lut = [mix(inner_c, outer_c, min(1.0, v / 180)) for v in range(256)]
    body = Image.merge("RGB", [disc.point([c[i] for c in lut]) for i in range(3)]).convert("RGBA")
    mask = Image.new("L", (n, n), 0)
    ImageDraw.Draw(mask).ellipse((n * 0.02, n * 0.02, n * 0.98, n * 0.98), fill=255)
    img.paste(body, (0, 0), mask)
    if size >= 32:
        ImageDraw.Draw(img).ellipse((n * 0.03, n * 0.03, n * 0.97, n * 0.97),
                                    outline=(*GOLD_MID, 255), width=max(1, round(n * 0.012)))
    ring = gold_ring(round(n * 0.8) if size >= 24 else round(n * 0.9),
                     inscription and size >= 48, supersample=1)
    img.alpha_composite(ring, ((n - ring.width) // 2, (n - ring.height) // 2))
    return img.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def card_back(width: int) -> Image.Image:
    """The back of every card: dark leather, a gold border and the ring emblem."""
    w, h = width, round(width * 7 / 5)
    s = width / 500
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=round(26 * s), fill=(18, 14, 12, 255))
    inner = Image.radial_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
    lut = [mix((74, 40, 30), (26, 14, 12), min(1.0, v / 200)) for v in range(256)]
    leather = Image.merge("RGB", [inner.point([c[i] for c in lut]) for i in range(3)])
    grain = noise((w, h), 40, max(0.5, s))
    leather = Image.blend(leather, Image.merge("RGB", [grain] * 3), 0.08)
    m = Image.new("L", (w, h), 0)
    ImageDraw.Draw(m).rounded_rectangle((12 * s, 12 * s, w - 12 * s, h - 12 * s),
                                        radius=round(18 * s), fill=255)
    img.paste(leather, (0, 0), m)
    for inset, width_px in ((24, 3), (34, 1)):
        d.rounded_rectangle((inset * s, inset * s, w - inset * s, h - inset * s),
                            radius=round((22 - inset * 0.3) * s), outline=(*GOLD_MID, 255),
                            width=max(1, round(width_px * s)))
    # corner diamonds
    for x, y in ((46, 46), (454, 46), (46, 654), (454, 654)):
        r = 9 * s
        d.polygon([(x * s, y * s - r), (x * s + r, y * s), (x * s, y * s + r),
                   (x * s - r, y * s)], fill=(*GOLD_MID, 255))
    # a faint compass-rose of lines behind the ring
    rose = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    rd = ImageDraw.Draw(rose)
    cx, cy = w / 2, h / 2
    for k in range(16):
        a = math.pi * k / 8
        rd.line([(cx, cy), (cx + math.cos(a) * 230 * s, cy + math.sin(a) * 230 * s)],
                fill=(*GOLD_MID, 40 if k % 2 else 70), width=max(1, round(s)))
    rd.ellipse((cx - 200 * s, cy - 200 * s, cx + 200 * s, cy + 200 * s),
               outline=(*GOLD_MID, 60), width=max(1, round(2 * s)))
    img.alpha_composite(rose)
    ring = gold_ring(round(300 * s), True, supersample=2)
    img.alpha_composite(ring, (round(cx - ring.width / 2), round(cy - ring.height / 2)))
    return img
