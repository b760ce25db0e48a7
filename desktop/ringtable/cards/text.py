"""Text helpers for card names and game text: accent folding and markup stripping.

Players type "eowyn" for Éowyn and "ulaire" for Úlairë, so every name comparison goes
through :func:`fold`. Game text carries a small markup (``<b>``, ``<br>``, ``[gondor]``)
that search and plain-text output must not see.
"""

from __future__ import annotations

import re
import unicodedata

_TAG = re.compile(r"<[^>]+>")
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """Lower-case ``text`` and drop accents, so 'Éowyn' and 'eowyn' compare equal."""
    if text.isascii():  # nothing to decompose: the common case, ten times faster
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.casefold()


def plain_game_text(markup: str) -> str:
    """Game text without markup: line breaks become spaces, tags vanish, icons stay as words."""
    text = markup.replace("<br>", " ")
    text = _TAG.sub("", text)
    text = text.replace("[", "").replace("]", "")
    return _SPACES.sub(" ", text).strip()


def game_text_lines(markup: str) -> list[str]:
    """Plain game text split at the printed line breaks (for terminal output)."""
    return [plain_game_text(part) for part in markup.split("<br>") if part.strip()]
