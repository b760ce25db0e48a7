"""Draw the project's own image assets with Pillow and write them into ``resources/``.

- ``resources/icons/ringtable-<size>.png`` for 16..512 px and ``ringtable.ico``: the
  application icon (the gold-ring emblem of :mod:`ringtable.imaging.emblem`);
- ``resources/playmats/default.jpg``: the default playmat, dark green felt with a faint
  map-like pattern and a vignette, 2560x1440 (zones are drawn by the table);
- ``resources/icons/card-back.png``: the card back at 500 px, for installers and docs.

The outputs are committed; re-run after changing a design. Everything is seeded, so a
re-run gives the same files.

Usage: python tools/make_assets.py [--out resources] [--screenshots [FOLDER]]
"""

from __future__ import annotations

import argparse
import math
import random
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from ringtable.imaging import render_back
from ringtable.imaging.emblem import emblem
from ringtable.imaging.texture import noise

ROOT = Path(__file__).resolve().parent.parent
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PLAYMAT_SIZE = (2560, 1440)


def make_icons(out: Path) -> list[Path]:
    """The application icon at every usual size, plus a Windows .ico."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in ICON_SIZES:
        path = out / f"ringtable-{size}.png"
        emblem(size).save(path, optimize=True)
        written.append(path)
    ico = out / "ringtable.ico"
    big = emblem(256)
    big.save(ico, sizes=[(s, s) for s in ICON_SIZES if s <= 256],
             append_images=[emblem(s) for s in ICON_SIZES if s < 256])
    written.append(ico)
    back = out / "card-back.png"
    render_back(500).save(back, optimize=True)
    written.append(back)
    return written


def _felt(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """Dark green felt: fine grain on a slow mottle."""
    w, h = size
    base = Image.new("RGB", size, (30, 56, 42))
    mottle = noise((w // 64, h // 64), 40, seed=7).resize(size, Image.Resampling.BICUBIC)
    mottle = mottle.filter(ImageFilter.GaussianBlur(40)).point(lambda v: 128 + (v - 128) // 2)
    grain = noise(size, 34, 0.7, seed=8)
    tex = Image.merge("RGB", [ImageChops.add(mottle, grain, 2.0, -10)] * 3)
    felt = ImageChops.overlay(base, tex)
    return Image.blend(base, felt, 0.55)


def _map_lines(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """Faint map-like marks: winding rivers, ranges of small peaks, a compass rose."""
    w, h = size
    layer = Image.new("L", size, 0)
    d = ImageDraw.Draw(layer)
    for _ in range(5):  # rivers: smooth random walks
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        angle = rng.uniform(0, 2 * math.pi)
        pts = []
        for _ in range(160):
            angle += rng.uniform(-0.25, 0.25)
            x += math.cos(angle) * 14
            y += math.sin(angle) * 14
            pts.append((x, y))
        d.line(pts, fill=60, width=3, joint="curve")
    for _ in range(7):  # mountain ranges
        x, y = rng.uniform(80, w - 80), rng.uniform(80, h - 80)
        for _ in range(rng.randint(5, 11)):
            s = rng.uniform(14, 30)
            d.line([(x - s, y), (x, y - s * 1.1), (x + s, y)], fill=55, width=3)
            x += s * rng.uniform(1.0, 1.6)
            y += rng.uniform(-10, 10)
    for _ in range(40):  # trees of a forest
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        d.ellipse((x - 6, y - 6, x + 6, y + 6), outline=45, width=2)
    cx, cy, r = w - 200, h / 2, 80  # compass rose, between the two players' piles
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=60, width=2)
    for k in range(8):
        a = math.pi * k / 4
        rr = r * (1.2 if k % 2 == 0 else 0.7)
        tip = (cx + math.cos(a) * rr, cy + math.sin(a) * rr)
        left = (cx + math.cos(a + 0.4) * 16, cy + math.sin(a + 0.4) * 16)
        right = (cx + math.cos(a - 0.4) * 16, cy + math.sin(a - 0.4) * 16)
        d.polygon([left, tip, right, (cx, cy)], outline=70)
    return layer.filter(ImageFilter.GaussianBlur(1.2))



def make_playmat(out: Path, seed: int = 2001) -> Path:
    """The default playmat as a compact JPEG."""
    rng = random.Random(seed)
    size = PLAYMAT_SIZE
    felt = _felt(size, rng)
    ink = Image.new("RGB", size, (190, 210, 160))
    felt.paste(ink, (0, 0), _map_lines(size, rng).point(lambda v: v // 2))
    # No zone outlines: the table scene draws its zones where its cards really lie.
    vignette = Image.radial_gradient("L").resize(size, Image.Resampling.BILINEAR)
    vignette = vignette.point(lambda v: max(0, min(210, int((v - 90) * 1.4))))
    felt.paste(Image.new("RGB", size, (6, 14, 10)), (0, 0), vignette)
    out.mkdir(parents=True, exist_ok=True)
    path = out / "default.jpg"
    felt.save(path, quality=80, optimize=True, progressive=True)
    return path


SCREENSHOT_CARDS = {
    "companion": "1_89", "minion": "1_145", "possession": "1_75", "condition": "1_249",
    "event": "1_22", "site": "1_349", "the-one-ring": "1_1",
}


def sheet_cards(db) -> list:  # noqa: ANN001 - a CardDatabase
    """One character of each of the 16 cultures, a site of each block, and a few more."""
    picked, seen = [], set()
    for card in db:
        if card.culture and card.culture not in seen and card.type in ("companion", "minion"):
            seen.add(card.culture)
            picked.append(card)
    blocks = set()
    for card in db:
        if card.is_site and card.block not in blocks:
            blocks.add(card.block)
            picked.append(card)
    for kind in ("ally", "follower", "artifact"):
        picked.append(next(c for c in db if c.type == kind))
    return picked


def make_screenshots(out: Path) -> list[Path]:
    """Rendered faces for the docs: one per card type, and a contact sheet."""
    from ringtable.cards import default_database
    from ringtable.imaging import render_face

    db = default_database()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, card_id in SCREENSHOT_CARDS.items():
        path = out / f"faces-{name}.png"
        render_face(db[card_id], 500).save(path, optimize=True)
        written.append(path)
    cards = sheet_cards(db)
    cols, w = 8, 250
    h = round(w * 1.4)
    rows = -(-(len(cards) + 1) // cols)
    sheet = Image.new("RGBA", (cols * (w + 12) + 12, rows * (h + 12) + 12), (24, 40, 32, 255))
    for i, card in enumerate([*cards, None]):
        img = render_face(card, w) if card else render_back(w)
        sheet.alpha_composite(img, (12 + (i % cols) * (w + 12), 12 + (i // cols) * (h + 12)))
    path = out / "faces-contact-sheet.png"
    sheet.convert("RGB").save(path, optimize=True)
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources",
                        help="the resources folder to write into")
    parser.add_argument("--screenshots", type=Path, nargs="?", const=ROOT / "docs" / "screenshots",
                        help="also write docs/screenshots/faces-*.png (or into this folder)")
    args = parser.parse_args(argv)
    written = make_icons(args.out / "icons")
    written.append(make_playmat(args.out / "playmats"))
    if args.screenshots:
        written.extend(make_screenshots(args.screenshots))
    for path in written:
        print(f"{path}  {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
