"""Game-text markup parsed into styled pieces the renderer can lay out.

The card data marks up game text with ``<b>``/``<i>``/``<helper>`` styles, ``<br>``
line breaks, ``[gondor]``-style culture icons, ``[T]``/``[K]`` block symbols and
``(2)``/``(X)`` twilight tokens. None of that may ever reach the card as raw text, so
parsing turns it into :class:`Piece` objects of three kinds (text, icon, twilight);
unknown tags are dropped and unknown bracket words lose their brackets. Pieces are
grouped into words (split only at whitespace, so "<b>Damage +1</b>." stays one word
with two styles) and words into paragraphs (split at ``<br>``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .icons import CULTURE_ICONS

TEXT = "text"
ICON = "icon"
TWILIGHT = "twilight"

_TOKEN = re.compile(
    r"(?P<tag><\s*(?P<close>/)?\s*(?P<name>[a-zA-Z]+)[^>]*>)"
    r"|(?P<bracket>\[(?P<word>[^\]\s]{1,20})\])"
    r"|(?P<twilight>\(\s*(?P<amount>\d{1,2}|[Xx])\s*\))"
    r"|(?P<entity>&[a-zA-Z]+;)"
)
_BLOCK_LETTERS = {"F": "block-fellowship", "T": "block-towers", "K": "block-king",
                  "S": "block-shadows"}
_ENTITIES = {"&nbsp;": "\u00a0", "&amp;": "&", "&lt;": "\u2039", "&gt;": "\u203a",
             "&quot;": '"', "&apos;": "'"}


@dataclass(frozen=True, slots=True)
class Style:
    """How a text piece is set: weight, slant, and whether it is reminder text."""

    bold: bool = False
    italic: bool = False
    helper: bool = False

    @property
    def face(self) -> str:
        """The logical font face (see :data:`ringtable.imaging.fonts.FACES`)."""
        italic = self.italic or self.helper
        if self.bold:
            return "bolditalic" if italic else "bold"
        return "italic" if italic else "regular"


@dataclass(frozen=True, slots=True)
class Piece:
    """One drawable piece: ``text`` is the words, an icon name, or a twilight amount."""

    kind: str
    text: str
    style: Style = Style()


Word = tuple[Piece, ...]
Paragraph = tuple[Word, ...]


def _icon_for(word: str) -> str | None:
    lower = word.lower()
    if lower in CULTURE_ICONS:
        return lower
    if lower in ("uruk", "urukhai", "uruk_hai"):
        return "uruk-hai"
    return _BLOCK_LETTERS.get(word.upper()) if len(word) == 1 else None


def tokens(markup: str) -> list[Piece | None]:
    """Flat pieces in reading order; ``None`` marks a line break."""
    out: list[Piece | None] = []
    bold = italic = helper = 0
    pos = 0

    def emit_text(text: str) -> None:
        if text:
            style = Style(bold > 0, italic > 0, helper > 0)
            out.append(Piece(TEXT, text.replace("<", "\u2039").replace(">", "\u203a"), style))

    for m in _TOKEN.finditer(markup):
        emit_text(markup[pos:m.start()])
        pos = m.end()
        style = Style(bold > 0, italic > 0, helper > 0)
        if m.group("tag"):
            name = m.group("name").lower()
            delta = -1 if m.group("close") else 1
            if name == "br":
                out.append(None)
            elif name in ("b", "strong"):
                bold = max(0, bold + delta)
            elif name in ("i", "em"):
                italic = max(0, italic + delta)
            elif name == "helper":
                helper = max(0, helper + delta)
        elif m.group("bracket"):
            word = m.group("word")
            icon = _icon_for(word)
            if icon:
                out.append(Piece(ICON, icon, style))
            else:
                emit_text(word)
        elif m.group("twilight"):
            out.append(Piece(TWILIGHT, m.group("amount").upper(), style))
        else:
            emit_text(_ENTITIES.get(m.group("entity").lower(), " "))
    emit_text(markup[pos:])
    return out


@lru_cache(maxsize=8192)
def parse(markup: str) -> tuple[Paragraph, ...]:
    """Game text as paragraphs of words of pieces (cached: cards are immutable)."""
    paragraphs: list[Paragraph] = []
    words: list[Word] = []
    current: list[Piece] = []

    def end_word() -> None:
        if current:
            words.append(tuple(current))
            current.clear()

    def end_paragraph() -> None:
        end_word()
        if words:
            paragraphs.append(tuple(words))
            words.clear()

    for piece in tokens(markup):
        if piece is None:
            end_paragraph()
        elif piece.kind != TEXT:
            current.append(piece)
        else:
            parts = re.split(r"[ \t\r\n]+", piece.text)
            for i, part in enumerate(parts):
                if i > 0:
                    end_word()
                if part:
                    current.append(Piece(TEXT, part, piece.style))
    end_paragraph()
    return tuple(paragraphs)
