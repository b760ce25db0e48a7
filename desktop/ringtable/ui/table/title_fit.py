"""Whole titles on small cards: the size and line breaks a compact title band draws.

A title cut to "Gondor's Vengean…" is no title: a player must read the whole name at
1280x720 without hovering. So the band first breaks the title at spaces into the lines
it has room for (lines beside the cost disc start after it, lines under it use the
whole card), and when that does not fit, tries smaller sizes down to a floor that stays
legible (8 screen pixels, bold); at the floor a word wider than the card is broken with
a hyphen; only a title that fits at no size is elided, as a last resort. The answer
depends on the title, the band and the size only, so it is cached.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..qt import QFont, QFontMetricsF, Qt

# Smallest title on screen, in screen pixels: bold text below this size blurs.
FLOOR_SCREEN_PX = 8.0


def disc_size(pixel_size: float) -> float:
    """The cost disc's diameter beside a title of ``pixel_size``."""
    return pixel_size * 1.1


def title_left(pixel_size: float) -> float:
    """Where a line beside the cost disc starts."""
    return disc_size(pixel_size) + 3


@dataclass(frozen=True, slots=True)
class TitleLines:
    pixel_size: float           # the font size in scene units on the card
    lines: tuple[str, ...]      # what is drawn, one line each
    line_height: float          # scene units between two lines' tops
    elided: bool                # True only when no size let the whole title show


def _wrap(metrics: QFontMetricsF, words: list[str], room: Callable[[int], float]
          ) -> list[str] | None:
    """Words broken greedily into lines (line ``i`` is ``room(i)`` wide), or None when a
    single word is wider than its line."""
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if metrics.horizontalAdvance(candidate) <= room(len(lines)):
            line = candidate
            continue
        if not line:
            if lines or metrics.horizontalAdvance(word) > room(2):
                return None  # the word alone does not fit
            while metrics.horizontalAdvance(word) > room(len(lines)):
                lines.append("")  # too wide beside the cost disc: the title starts under it
            line = word
            continue
        lines.append(line)
        line = word
        if metrics.horizontalAdvance(word) > room(len(lines)):
            return None
    lines.append(line)
    return lines


def _hyphenated(metrics: QFontMetricsF, words: list[str], width: float) -> list[str]:
    """``words`` with each word wider than ``width`` cut into pieces that fit, every
    piece but the last ending in a hyphen."""
    out: list[str] = []
    for word in words:
        if len(word) < 6 or metrics.horizontalAdvance(word) <= width:
            out.append(word)
            continue
        two = _break_in_two(metrics, word, width)
        if two:
            out.extend(two)
            continue
        for count in range(3, len(word) // 3 + 1):  # even pieces: never a "-ds" alone
            size = -(-len(word) // count)
            pieces = [word[i:i + size] for i in range(0, len(word), size)]
            cut = [p + "-" for p in pieces[:-1]] + [pieces[-1]]
            if all(metrics.horizontalAdvance(p) <= width for p in cut):
                out.extend(cut)
                break
        else:
            out.append(word)
    return out


VOWELS = frozenset("aeiouyAEIOUYáéíóúâêîôûäëïöüÁÉÍÓÚÂÊÎÔÛ")


def _break_in_two(metrics: QFontMetricsF, word: str, width: float) -> list[str] | None:
    """``word`` as two pieces that fit, each of 3 letters or more: after a hyphen it
    has ("Khazad-", "dûm"), else preferably between two consonants ("Westfar-thing"),
    then the most even."""
    def first(cut: int) -> str:
        return word[:cut] if word[cut - 1] == "-" else word[:cut] + "-"

    def score(cut: int) -> tuple[bool, bool, int]:
        a, b = word[cut - 1], word[cut]
        consonants = a.isalpha() and b.isalpha() and a not in VOWELS and b not in VOWELS
        return (a != "-", not consonants, abs(len(word) - 2 * cut))

    cuts = [cut for cut in range(3, len(word) - 2)
            if metrics.horizontalAdvance(first(cut)) <= width
            and metrics.horizontalAdvance(word[cut:]) <= width]
    if not cuts:
        return None
    cut = min(cuts, key=score)
    return [first(cut), word[cut:]]


@lru_cache(maxsize=4096)
def fit_title(title: str, family: str, width: float, height: float, disc: bool,
              start_px: float, floor_px: float, max_lines: int = 0) -> TitleLines:
    """The largest size from ``start_px`` down to ``floor_px`` (scene units) at which
    ``title`` shows whole in a band ``width`` x ``height``, lines from the top. With a
    cost ``disc`` (sized with the title: ``disc_size``), the lines beside it start after
    it (``title_left``); at most ``max_lines`` (0: as many as the height holds). Elided
    at the floor when no size fits."""
    words = title.split()
    font = QFont(family)
    font.setBold(True)
    step = max(0.5, (start_px - floor_px) / 8)
    size = start_px
    while True:
        font.setPixelSize(max(1, round(size)))
        metrics = QFontMetricsF(font)
        spacing = metrics.lineSpacing()

        def room(i: int, spacing: float = spacing, px: float = font.pixelSize()) -> float:
            beside = disc and i * spacing < disc_size(px) + 1
            return width - (title_left(px) - 4) if beside else width

        room_lines = max(1, int((height + 0.5) // spacing))
        if max_lines:
            room_lines = min(room_lines, max_lines)
        lines = _wrap(metrics, words, room)
        if lines is not None and len(lines) <= room_lines:
            return TitleLines(font.pixelSize(), tuple(lines), spacing, False)
        if size <= floor_px:
            break
        size = max(floor_px, size - step)
    # At the floor a word wider than the card ("Thousands" on a 40 px card) is broken
    # with a hyphen rather than cut: the whole title still shows.
    pieces = _hyphenated(metrics, words, width)
    if pieces != words:
        lines = _wrap(metrics, pieces, room)
        if lines is not None and len(lines) <= room_lines:
            return TitleLines(font.pixelSize(), tuple(lines), spacing, False)
    # Nothing fits whole: as many lines as the band holds, the last one elided (two
    # lines at most kept "Swo..." of "Swordarm of the White Tower" on a 40 px card).
    kept = max(1, room_lines)
    lines = _wrap(metrics, pieces, room) or _wrap(metrics, words, room) or [title]
    if len(lines) > kept:
        lines = lines[:kept - 1] + [" ".join(lines[kept - 1:])]
    mode = Qt.TextElideMode.ElideRight
    shown = tuple(metrics.elidedText(part, mode, room(i)) for i, part in enumerate(lines))
    return TitleLines(font.pixelSize(), shown, spacing, True)
