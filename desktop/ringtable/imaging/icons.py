"""The project's own culture and block symbols, drawn as simple vectors with Pillow.

Each symbol is drawn once as a large greyscale mask in a 100x100 design space, then
scaled down with a good filter (which anti-aliases it) and cached per size and colour.
The designs are deliberately plain silhouettes, not copies of the printed game's
artwork: a dwarven axe, an elven leaf, Gandalf's G-rune, Gondor's tree, a Rohan horse,
a Shire pipe, Isengard's hand, the bridge of Moria, Sauron's eye, a wraith crown, a
Dunland torch, a Raider ship, an Uruk helm, an Orc cleaver, the spear and shield of
Men and Gollum's fish; sites' blocks are a ring, two towers, a crown and an eclipse.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

MASTER = 400  # pixels of the master mask; 4x the design space
Point = tuple[float, float]


class _Pen:
    """Draws in the 100x100 design space onto the master mask."""

    def __init__(self, draw: ImageDraw.ImageDraw) -> None:
        self.d = draw
        self.k = MASTER / 100.0

    def _pts(self, pts: Sequence[Point]) -> list[tuple[float, float]]:
        return [(x * self.k, y * self.k) for x, y in pts]

    def _box(self, box: Sequence[float]) -> list[float]:
        return [v * self.k for v in box]

    def poly(self, pts: Sequence[Point], fill: int = 255) -> None:
        self.d.polygon(self._pts(pts), fill=fill)

    def line(self, pts: Sequence[Point], width: float, fill: int = 255) -> None:
        self.d.line(self._pts(pts), fill=fill, width=round(width * self.k), joint="curve")
        r = width / 2
        for x, y in (pts[0], pts[-1]):  # round caps
            self.ellipse((x - r, y - r, x + r, y + r), fill)

    def ellipse(self, box: Sequence[float], fill: int = 255) -> None:
        self.d.ellipse(self._box(box), fill=fill)

    def ring(self, box: Sequence[float], width: float, fill: int = 255) -> None:
        self.d.ellipse(self._box(box), outline=fill, width=round(width * self.k))

    def arc(self, box: Sequence[float], start: float, end: float, width: float,
            fill: int = 255) -> None:
        self.d.arc(self._box(box), start, end, fill=fill, width=round(width * self.k))

    def rect(self, box: Sequence[float], radius: float = 0, fill: int = 255) -> None:
        self.d.rounded_rectangle(self._box(box), radius=radius * self.k, fill=fill)

    def star(self, cx: float, cy: float, r: float, points: int = 4, fill: int = 255) -> None:
        pts = []
        for i in range(points * 2):
            rad = r if i % 2 == 0 else r * 0.38
            a = math.pi * i / points - math.pi / 2
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        self.poly(pts, fill)


def _mirror(pts: Sequence[Point]) -> list[Point]:
    return [(100 - x, y) for x, y in pts]


def _dwarven(p: _Pen) -> None:  # double-bitted axe
    p.line([(50, 14), (50, 90)], 7)
    arc = [(42 + 34 * math.cos(math.radians(a)), 36 + 34 * math.sin(math.radians(a)))
           for a in range(222, 137, -5)]
    blade = [(47, 29), *arc, (47, 43)]
    p.poly(blade)
    p.poly(_mirror(blade))
    p.poly([(45, 16), (50, 3), (55, 16)])
    p.ellipse((44, 86, 56, 98))


def _elven(p: _Pen) -> None:  # leaf with veins
    left, right = [], []
    for i in range(21):
        t = i / 20
        y = 6 + 78 * t
        w = 30 * math.sin(math.pi * t) ** 0.8 * (1.0 - 0.25 * t)
        left.append((50 - w, y))
        right.append((50 + w, y))
    p.poly(left + right[::-1])
    p.line([(50, 14), (50, 82)], 2.6, fill=0)
    for y in (28, 42, 56, 68):
        p.line([(50, y + 8), (50 - 16, y)], 2, fill=0)
        p.line([(50, y + 8), (50 + 16, y)], 2, fill=0)
    p.line([(50, 82), (45, 97)], 4)


def _gandalf(p: _Pen) -> None:  # G-rune with a spark
    p.arc((14, 14, 86, 86), 40, 330, 10)
    p.line([(84, 56), (56, 56)], 9)
    p.line([(80, 56), (80, 80)], 9)
    p.star(50, 50, 9, 4)


def _gondor(p: _Pen) -> None:  # white tree under three stars
    p.poly([(45, 95), (55, 95), (53, 48), (47, 48)])
    p.poly([(38, 96), (62, 96), (55, 89), (45, 89)])
    for y, reach, lift, w in ((76, 32, 18, 4.5), (62, 27, 16, 4), (48, 20, 14, 3.5)):
        for s in (-1, 1):
            p.line([(50, y), (50 + s * reach * 0.6, y - lift * 0.5),
                    (50 + s * reach, y - lift)], w)
    p.line([(50, 50), (50, 26)], 4)
    p.star(50, 13, 7, 4)
    p.star(28, 20, 5.5, 4)
    p.star(72, 20, 5.5, 4)


def _rohan(p: _Pen) -> None:  # horse head with flowing mane
    head = [(56, 4), (62, 20), (72, 28), (80, 44), (84, 62), (82, 92), (54, 92), (52, 74),
            (42, 64), (28, 68), (16, 66), (9, 58), (12, 49), (26, 34), (38, 22), (48, 15)]
    p.poly(head)
    mane = [(62, 16), (82, 20), (76, 28), (92, 36), (84, 42), (96, 56), (86, 60), (94, 76),
            (84, 78), (84, 44)]
    p.poly(mane)
    p.ellipse((36, 30, 44, 37), fill=0)
    p.ellipse((14, 53, 19, 58), fill=0)
    p.line([(50, 92), (58, 70)], 1.6, fill=0)


def _shire(p: _Pen) -> None:  # pipe with smoke
    p.rect((64, 46, 88, 78), radius=9)
    p.rect((62, 42, 90, 49), radius=3)
    p.line([(66, 68), (42, 66), (22, 60), (8, 52)], 6)
    p.arc((66, 22, 84, 40), 90, 300, 3)
    p.arc((70, 6, 88, 24), 250, 100, 3)


def _isengard(p: _Pen) -> None:  # open hand
    p.rect((31, 46, 73, 90), radius=12)
    for x0, top in ((31, 20), (42, 10), (53, 13), (64, 22)):
        p.rect((x0, top, x0 + 9, 56), radius=4.5)
    p.poly([(33, 64), (14, 46), (19, 39), (38, 54)])
    p.ellipse((12, 38, 21, 47))


def _moria(p: _Pen) -> None:  # narrow bridge over a fiery chasm
    p.arc((12, 26, 88, 106), 180, 360, 7)
    p.poly([(0, 64), (14, 64), (17, 100), (0, 100)])
    p.poly([(100, 64), (86, 64), (83, 100), (100, 100)])
    for cx, h in ((38, 20), (50, 28), (62, 20)):
        p.poly([(cx - 7, 100), (cx - 4, 100 - h * 0.6), (cx, 100 - h), (cx + 3, 100 - h * 0.5),
                (cx + 7, 100)])


def _sauron(p: _Pen) -> None:  # lidless eye with slit pupil
    def almond(rx: float, ry: float) -> list[Point]:
        top = [(50 - rx + 2 * rx * i / 24, 50 - ry * math.sin(math.pi * i / 24)) for i in range(25)]
        bottom = [(50 + rx - 2 * rx * i / 24, 50 + ry * math.sin(math.pi * i / 24))
                  for i in range(25)]
        return top + bottom

    p.poly(almond(47, 30))
    p.poly(almond(39, 22), fill=0)
    p.ellipse((33, 30, 67, 70))
    p.ellipse((46.5, 27, 53.5, 73), fill=0)


def _wraith(p: _Pen) -> None:  # spiked crown
    p.poly([(16, 66), (84, 66), (80, 86), (20, 86)])
    tips = ((18, 22), (34, 34), (50, 8), (66, 34), (82, 22))
    for x, y in tips:
        p.poly([(x - 8, 68), (x, y), (x + 8, 68)])
    p.rect((22, 72, 78, 78), radius=2, fill=0)


def _dunland(p: _Pen) -> None:  # torch
    p.poly([(45, 52), (55, 52), (52, 96), (48, 96)])
    p.rect((40, 45, 60, 55), radius=2)
    p.poly([(50, 3), (58, 16), (66, 26), (67, 36), (62, 44), (38, 44), (33, 36), (36, 26),
            (42, 30), (43, 18)])
    p.poly([(50, 22), (55, 32), (54, 40), (46, 40), (45, 32)], fill=0)


def _raider(p: _Pen) -> None:  # corsair ship
    p.poly([(4, 62), (96, 62), (82, 82), (18, 82)])
    p.poly([(4, 62), (0, 48), (12, 60)])
    p.poly([(96, 62), (100, 48), (88, 60)])
    p.line([(50, 8), (50, 62)], 4)
    p.poly([(54, 12), (84, 30), (80, 54), (54, 56)])
    p.poly([(46, 16), (22, 50), (46, 54)])
    p.poly([(50, 2), (62, 6), (50, 10)])


def _uruk(p: _Pen) -> None:  # uruk helm
    p.d.pieslice(p._box((18, 12, 82, 76)), 180, 360, fill=255)
    p.rect((16, 42, 84, 54), radius=2)
    p.poly([(18, 54), (38, 54), (36, 90), (22, 78)])
    p.poly(_mirror([(18, 54), (38, 54), (36, 90), (22, 78)]))
    p.poly([(44, 54), (56, 54), (53, 80), (47, 80)])
    p.line([(50, 14), (50, 40)], 3, fill=0)


def _orc(p: _Pen) -> None:  # notched cleaver
    p.poly([(22, 76), (54, 48), (78, 20), (92, 6), (90, 26), (80, 40), (74, 38), (68, 48),
            (62, 46), (40, 72), (30, 84)])
    p.line([(8, 94), (24, 78)], 7)
    p.line([(16, 70), (32, 88)], 6)


def _men(p: _Pen) -> None:  # spear behind a round shield
    p.line([(10, 90), (82, 18)], 4.5)
    p.poly([(76, 14), (94, 6), (86, 24)])
    p.ellipse((20, 20, 80, 80))
    p.ring((26, 26, 74, 74), 3, fill=0)
    p.ellipse((42, 42, 58, 58), fill=0)
    p.ellipse((45, 45, 55, 55))


def _gollum(p: _Pen) -> None:  # fish
    body = [(10 + 64 * i / 24, 50 - 18 * math.sin(math.pi * i / 24)) for i in range(25)]
    body += [(74 - 64 * i / 24, 50 + 16 * math.sin(math.pi * i / 24)) for i in range(25)]
    p.poly(body)
    p.poly([(68, 50), (94, 28), (86, 50), (94, 72)])
    p.ellipse((20, 42, 27, 49), fill=0)
    p.arc((24, 34, 40, 66), 300, 60, 2.4, fill=0)


def _block_fellowship(p: _Pen) -> None:  # a ring
    p.ring((12, 12, 88, 88), 13)


def _block_towers(p: _Pen) -> None:  # two towers
    for x0, top in ((14, 20), (58, 8)):
        p.rect((x0, top + 8, x0 + 28, 96))
        for i in range(3):
            p.rect((x0 + i * 11, top, x0 + i * 11 + 6, top + 10))
        p.rect((x0 + 11, top + 24, x0 + 17, top + 36), fill=0)


def _block_king(p: _Pen) -> None:  # crown with pearls
    p.poly([(10, 84), (90, 84), (94, 30), (72, 58), (50, 20), (28, 58), (6, 30)])
    for cx, cy in ((6, 26), (50, 14), (94, 26)):
        p.ellipse((cx - 7, cy - 7, cx + 7, cy + 7))
    p.rect((10, 86, 90, 96), radius=2)


def _block_shadows(p: _Pen) -> None:  # eclipse
    p.ellipse((8, 8, 92, 92))
    p.ellipse((24, 4, 104, 84), fill=0)


DESIGNS: dict[str, Callable[[_Pen], None]] = {
    "dwarven": _dwarven, "elven": _elven, "gandalf": _gandalf, "gondor": _gondor,
    "rohan": _rohan, "shire": _shire, "isengard": _isengard, "moria": _moria,
    "sauron": _sauron, "wraith": _wraith, "dunland": _dunland, "raider": _raider,
    "uruk-hai": _uruk, "orc": _orc, "men": _men, "gollum": _gollum,
    "block-fellowship": _block_fellowship, "block-towers": _block_towers,
    "block-king": _block_king, "block-shadows": _block_shadows,
}

CULTURE_ICONS = tuple(name for name in DESIGNS if not name.startswith("block-"))


@lru_cache(maxsize=64)
def master_mask(name: str) -> Image.Image:
    """The large greyscale mask of a symbol (white = ink)."""
    mask = Image.new("L", (MASTER, MASTER), 0)
    DESIGNS[name](_Pen(ImageDraw.Draw(mask)))
    return mask


@lru_cache(maxsize=1024)
def icon_mask(name: str, size: int) -> Image.Image:
    """A symbol's mask at ``size`` x ``size`` pixels, anti-aliased by the downscale."""
    return master_mask(name).resize((max(1, size), max(1, size)), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1024)
def icon_image(name: str, size: int, color: tuple[int, int, int],
               opacity: float = 1.0) -> Image.Image:
    """A symbol in ``color`` on transparency, ready to ``alpha_composite``."""
    mask = icon_mask(name, size)
    if opacity < 1.0:
        mask = mask.point(lambda v: round(v * opacity))
    img = Image.new("RGBA", mask.size, (*color, 255))
    img.putalpha(mask)
    return img


def block_icon_name(block: str | None) -> str:
    """Icon name for a site block ('fellowship' -> 'block-fellowship')."""
    return "block-" + (block or "fellowship")
