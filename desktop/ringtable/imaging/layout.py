"""Laying game text out in a box: line breaking, auto-fit, and drawing the runs.

Layout is a separate step from drawing on purpose: :func:`layout_text` returns the
exact runs (text, icons, twilight tokens) with their positions, so tests can check
what will be drawn (no raw markup ever) without reading pixels, and the renderer just
paints them. The font size is the largest that fits the box, found by bisection;
measurements are cached, which keeps a cold render of a long text fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from .fonts import font, text_width
from .icons import icon_image
from .markup import ICON, TEXT, TWILIGHT, Paragraph, Piece, Style, Word, parse
from .palette import HELPER_INK, RGB, TEXT_INK, TWILIGHT_FILL, TWILIGHT_RIM

HELPER_SCALE = 0.86  # reminder text is set smaller than the rules text
LINE_GAP = 1.17  # line height as a multiple of the font size
PARAGRAPH_GAP = 0.32  # extra space after a paragraph, in font sizes


@dataclass(frozen=True, slots=True)
class Run:
    """One thing to draw: ``kind`` is text/icon/twilight; ``x``, ``baseline`` in pixels.

    For text ``text`` is the string and ``face`` its font face; for an icon ``text`` is
    the icon name; for a twilight token it is the amount ('2', 'X').
    """

    kind: str
    text: str
    face: str
    size: int
    x: float
    baseline: float
    width: float
    helper: bool = False


@dataclass(frozen=True, slots=True)
class TextLayout:
    """The result of fitting a text into a box: the chosen size, runs and used height."""

    size: int
    runs: tuple[Run, ...]
    height: float
    fits: bool


def _piece_size(piece: Piece, size: int) -> int:
    return max(1, round(size * HELPER_SCALE)) if piece.style.helper else size


def _piece_width(piece: Piece, size: int) -> float:
    s = _piece_size(piece, size)
    if piece.kind == TEXT:
        return text_width(piece.style.face, s, piece.text)
    if piece.kind == ICON:
        return s * 1.02
    return s * 0.98  # twilight token


def _word_width(word: Word, size: int) -> float:
    return sum(_piece_width(p, size) for p in word)


def _space(word: Word, size: int) -> float:
    first = word[0]
    return text_width(first.style.face, _piece_size(first, size), " ")


def _place(paragraphs: tuple[Paragraph, ...], size: int, width: float,
           align_center: bool) -> tuple[list[Run], float]:
    """Break lines greedily at ``size``; returns runs (top of box = 0) and height."""
    runs: list[Run] = []
    y = 0.0
    line_h = size * LINE_GAP
    for p_index, paragraph in enumerate(paragraphs):
        lines: list[list[tuple[Word, float]]] = [[]]
        used = 0.0
        for word in paragraph:
            w = _word_width(word, size)
            gap = _space(word, size) if lines[-1] else 0.0
            if lines[-1] and used + gap + w > width:
                lines.append([])
                used, gap = 0.0, 0.0
            lines[-1].append((word, gap))
            used += gap + w
        for line in lines:
            is_helper_line = all(p.style.helper for word, _ in line for p in word)
            lh = line_h * (HELPER_SCALE if is_helper_line else 1.0)
            baseline = y + lh * 0.78
            total = sum(g + _word_width(wd, size) for wd, g in line)
            x = (width - total) / 2 if align_center else 0.0
            for word, gap in line:
                x += gap
                for piece in word:
                    s = _piece_size(piece, size)
                    pw = _piece_width(piece, size)
                    runs.append(Run(piece.kind, piece.text, piece.style.face, s, x, baseline,
                                    pw, piece.style.helper))
                    x += pw
            y += lh
        if p_index < len(paragraphs) - 1:
            y += size * PARAGRAPH_GAP
    return _merge(runs), y


def _merge(runs: list[Run]) -> list[Run]:
    """Join neighbouring text runs of one style on one line into one draw call."""
    merged: list[Run] = []
    for run in runs:
        prev = merged[-1] if merged else None
        if (prev and run.kind == TEXT and prev.kind == TEXT and prev.face == run.face
                and prev.size == run.size and prev.baseline == run.baseline):
            gap = run.x - (prev.x + prev.width)
            joined = prev.text + (" " if gap > 0.5 else "") + run.text
            merged[-1] = Run(TEXT, joined, prev.face, prev.size, prev.x, prev.baseline,
                             run.x + run.width - prev.x, prev.helper)
        else:
            merged.append(run)
    return merged


@lru_cache(maxsize=4096)
def layout_text(markup: str, width: int, height: int, max_size: int, min_size: int = 6,
                center: bool = False) -> TextLayout:
    """Fit game-text ``markup`` into ``width`` x ``height`` pixels.

    The largest size in ``[min_size, max_size]`` whose text fits is chosen; runs are
    relative to the box's top-left, vertically centred in the box.
    """
    paragraphs = parse(markup)
    if not paragraphs:
        return TextLayout(max_size, (), 0.0, True)
    lo, hi = min_size, max_size
    best: tuple[int, list[Run], float] | None = None
    while lo <= hi:
        mid = (lo + hi) // 2
        runs, used = _place(paragraphs, mid, width, center)
        if used <= height and all(r.x + r.width <= width + 0.5 for r in runs):
            best = (mid, runs, used)
            lo = mid + 1
        else:
            hi = mid - 1
    fits = best is not None
    if best is None:
        runs, used = _place(paragraphs, min_size, width, center)
        best = (min_size, runs, used)
    size, runs, used = best
    offset = max(0.0, (height - used) / 2)
    moved = tuple(Run(r.kind, r.text, r.face, r.size, r.x, r.baseline + offset, r.width,
                      r.helper) for r in runs)
    return TextLayout(size, moved, used, fits)


def fit_line(text: str, face: str, max_size: int, width: float, min_size: int = 6) -> int:
    """Largest size at which a single line of plain ``text`` fits ``width``."""
    size = max_size
    while size > min_size and text_width(face, size, text) > width:
        size -= 1
    return size


def draw_twilight(img: Image.Image, cx: float, cy: float, d: float, amount: str,
                  fill: RGB = TWILIGHT_FILL, rim: RGB = TWILIGHT_RIM) -> None:
    """A twilight token: a dark disc with a pale rim and its amount."""
    draw = ImageDraw.Draw(img)
    r = d / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=rim,
                 width=max(1, round(d * 0.08)))
    size = max(5, round(d * (0.74 if len(amount) == 1 else 0.58)))
    draw.text((cx, cy + d * 0.02), amount, font=font("numbers", size), fill=(238, 232, 245),
              anchor="mm")


def draw_layout(img: Image.Image, layout: TextLayout, left: float, top: float,
                ink: RGB = TEXT_INK, icon_ink: RGB | None = None) -> None:
    """Paint a :class:`TextLayout` at (``left``, ``top``) on ``img``."""
    draw = ImageDraw.Draw(img)
    for run in layout.runs:
        x, base = left + run.x, top + run.baseline
        if run.kind == TEXT:
            color = HELPER_INK if run.helper else ink
            draw.text((x, base), run.text, font=font(run.face, run.size), fill=color,
                      anchor="ls")
        elif run.kind == ICON:
            s = max(4, round(run.size * 0.98))
            icon = icon_image(run.text, s, icon_ink or ink)
            img.alpha_composite(icon, (round(x + run.size * 0.02), round(base - s * 0.84)))
        elif run.kind == TWILIGHT:
            d = run.size * 0.92
            draw_twilight(img, x + run.width / 2, base - run.size * 0.3, d, run.text)


__all__ = ["Run", "Style", "TextLayout", "draw_layout", "draw_twilight", "fit_line",
           "layout_text"]
