"""One line of a pasted deck list, read without the card database.

Lists come from forum posts, tournament reports, the community server's deck-sharing
pages and spreadsheets, so one line may be a section header with or without a colon
(``Free Peoples (36)``, ``Adventure Deck``, ``Starting Fellowship``), a meta line
(``Format:``, ``Author:``), or a card with a count (``4x Uruk Soldier``, ``Uruk Soldier x4``),
a site number (``3 - Rivendell Terrace``, ``[1] Steps of Edoras``, ``Site 4: ...``) and
notes (GEMP's ``(starting)``, a writer's ``(Pull Aragorn)``). This module only splits
the text; :mod:`.text_import` decides with the card database what each part means.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..cards import fold

# Typographic quotes and other look-alikes as forum software writes them -> plain ASCII,
# which is how the card data spells titles ("Gimli’s Helm" is Gimli's Helm).
_LOOKALIKES = str.maketrans({
    "\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u00b4": "'", "`": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u00a0": " ", "\u2009": " ", "\u202f": " ",
    "\u2010": "-", "\u2011": "-",
})
BULLETS = "\u2022\u00b7*-\u2013\u2014 \t"

# Folded, punctuation-free header words -> the part of the deck that follows.
# "starting" holds the Ring-bearer, the Ring and starting companions (who belong to the
# draw deck); "notes" makes every later line free text.
_SECTIONS = {
    "ring bearer": "ring_bearer", "ringbearer": "ring_bearer",
    "ring": "ring", "the one ring": "ring", "one ring": "ring",
    "ring bearer and ring": "starting", "ring bearer ring": "starting",
    "starting fellowship": "starting", "starting companions": "starting",
    "adventure deck": "sites", "adventure path": "sites", "sites": "sites", "site": "sites",
    "site path": "sites", "site list": "sites", "path": "sites",
    "free peoples draw deck": "draw", "free peoples": "draw", "free peoples cards": "draw",
    "free peoples side": "draw", "free people": "draw", "free peoples deck": "draw",
    "shadow draw deck": "draw", "shadow": "draw", "shadow cards": "draw",
    "shadow side": "draw", "shadow deck": "draw", "draw deck": "draw", "deck": "draw",
    "companions": "draw", "allies": "draw", "possessions": "draw", "artifacts": "draw",
    "conditions": "draw", "events": "draw", "minions": "draw", "followers": "draw",
    "notes": "notes", "note": "notes", "strategy": "notes",
}
# Culture names work as sub-headers only with a colon or a count ("Dwarven: 6 Cards"),
# since several are also card titles' first words.
_CULTURE_HEADERS = frozenset({
    "dwarven", "elven", "gandalf", "gondor", "rohan", "shire", "gollum", "isengard",
    "moria", "sauron", "wraith", "raider", "dunland", "men", "orc", "uruk hai", "ringwraith",
})
# Meta lines: "Key: value". name/format/notes have meaning; the rest are kept as notes.
_META = {
    "name": "name", "deck name": "name", "title": "name", "deck": "name",
    "format": "format", "notes": "notes", "note": "notes",
    "author": "keep", "by": "keep", "player": "keep", "creator": "keep", "date": "keep",
    "event": "keep", "tournament": "keep", "record": "keep", "bid": "keep",
}
_COLON = re.compile(r"^(?P<key>[^:]{1,60}?)\s*:\s*(?P<rest>.*)$")
_PAREN = re.compile(r"\([^)]*\)")
_NOT_WORD = re.compile(r"[^a-z ]+")
_CARD_COUNT_WORDS = re.compile(r"\b\d+\s*(cards?)?\b|\bcards?\b")
_GLUED_HEADER = re.compile(r"^(?P<key>[A-Za-z][A-Za-z &-]*?)\s*\(\s*\d+\s*\)(?P<rest>[A-Za-z].*)$")
_SITE_LINE = re.compile(r"^site\s*(?P<n>\d{1,2})\s*[:.\-)]\s*(?P<name>.+)$", re.IGNORECASE)
_NUMBERED = re.compile(r"^(?:\[\s*(?P<a>\d{1,2})\s*\]|(?P<b>\d{1,2})\s*[-.)\]:])\s*(?P<name>.+)$")
_COUNT_FRONT = re.compile(r"^(?P<n>\d+)\s*(?P<x>[x\u00d7*])?\s+(?P<name>.+)$", re.IGNORECASE)
_COUNT_BACK = re.compile(r"^(?P<name>.+?)\s+[x\u00d7*]\s*(?P<n>\d+)$", re.IGNORECASE)
_COUNT_BACK_PAREN = re.compile(r"^(?P<name>.+?)\s*\(\s*[x\u00d7]?\s*(?P<n>\d+)\s*\)$",
                               re.IGNORECASE)
_COUNT_BACK_ONLY_X = re.compile(r"^(?P<name>.+?)\s+(?P<n>\d+)\s*[x\u00d7]$", re.IGNORECASE)
COLLECTOR = re.compile(r"^\d{1,2}\s*[A-Za-z]{1,2}\+?\s*\d{1,3}$")
_GEMP_NOTE = re.compile(r"\s*\(\s*starting\s*\)\s*$", re.IGNORECASE)
_TRAILING_NOTE = re.compile(r"^(?P<name>.+?)\s*\((?P<note>[^()]*)\)\s*$")
# Counts past this many digits are refused before int() (which also stops Python's own
# 4,300-digit limit from raising out of the parser).
MAX_COUNT_DIGITS = 6


def normalize(text: str) -> str:
    """The line with typographic quotes, odd spaces and hyphens made plain, trimmed."""
    return " ".join(text.translate(_LOOKALIKES).split())


def content(line: str) -> str:
    """The line without comments and surrounding space ('#' and '//' start comments)."""
    stripped = normalize(line)
    if stripped.startswith(("#", "//")):
        return ""
    return stripped


def _header_words(text: str) -> str:
    """'Free Peoples (31 – incl 2 starting above):' -> 'free peoples'."""
    words = _PAREN.sub(" ", fold(text)).replace("&", " and ").replace("-", " ")
    words = _CARD_COUNT_WORDS.sub(" ", words.rstrip(": "))
    return " ".join(_NOT_WORD.sub(" ", words).split())


@dataclass(frozen=True, slots=True)
class Header:
    """A line that opens a part of the deck; ``rest`` is a card written after the colon."""

    section: str
    rest: str = ""


@dataclass(frozen=True, slots=True)
class Meta:
    """A ``Key: value`` line about the deck (name, format, notes, author...)."""

    key: str
    label: str
    value: str


def read_header(text: str) -> Header | Meta | None:
    """The header or meta line ``text`` is, or None for a card line."""
    colon = _COLON.match(text)
    if colon:
        key = _header_words(colon["key"])
        rest = colon["rest"].strip()
        plain_key = " ".join(fold(colon["key"]).split())
        meta = _META.get(plain_key)
        if meta and (rest or plain_key not in _SECTIONS):
            return Meta(meta, colon["key"].strip(), rest)
        if key in _SECTIONS:
            if _SECTIONS[key] == "notes":
                return Meta("notes", colon["key"].strip(), rest) if rest else Header("notes")
            return Header(_SECTIONS[key], "" if _is_count_only(rest) else rest)
        if key in _CULTURE_HEADERS and (not rest or _is_count_only(rest)):
            return Header("draw")
        return None
    key = _header_words(text)
    if key in _SECTIONS and not _COUNT_FRONT.match(text):
        return Header(_SECTIONS[key])
    glued = _GLUED_HEADER.match(text)  # "Shadow (42)Goblin Armory x4": a lost line break
    if glued and _header_words(glued["key"]) in _SECTIONS:
        return Header(_SECTIONS[_header_words(glued["key"])], glued["rest"])
    if key in _CULTURE_HEADERS and "(" in text:
        return Header("draw")
    return None


def _is_count_only(text: str) -> bool:
    return not text or bool(re.fullmatch(r"\(?\s*\d+\s*(cards?)?\s*\)?", text, re.IGNORECASE))


def is_aside(text: str) -> bool:
    """A line wholly in brackets, '(I also tweak the deck with...)': the writer's aside."""
    return (text.startswith("(") and text.endswith(")")) and not _COUNT_BACK_PAREN.match(text)


@dataclass(frozen=True, slots=True)
class CardText:
    """A card line split into the name and what the numbers around it say.

    ``number`` is how many copies when ``explicit`` (``4x``, ``x4``); a number written
    like a list position (``3 - ``, ``[3]``, ``3.``, ``Site 3:``) is ``position``; a bare
    leading number (``3 Name``) is either, decided by whether the card is a site.
    """

    name: str
    number: int | None = None
    explicit: bool = False
    positional: bool = False
    too_big: bool = False
    note: str = ""


def split_card(text: str) -> CardText:
    """Read counts, site numbers and GEMP's '(starting)' off a card line."""
    text = _GEMP_NOTE.sub("", text.lstrip(BULLETS)).strip()
    if COLLECTOR.match(text):
        return CardText(text)
    site = _SITE_LINE.match(text) or _NUMBERED.match(text)
    if site:
        digits = site.groupdict().get("n") or site.groupdict().get("a") or site["b"]
        return CardText(site["name"].strip().lstrip(BULLETS).strip(), int(digits),
                        positional=True)
    for pattern, explicit in ((_COUNT_FRONT, None), (_COUNT_BACK, True),
                              (_COUNT_BACK_PAREN, True), (_COUNT_BACK_ONLY_X, True)):
        match = pattern.match(text)
        if match:
            digits = match["n"]
            is_explicit = bool(match["x"]) if explicit is None else explicit
            name = match["name"].strip().lstrip(BULLETS).strip()
            if len(digits.lstrip("0")) > MAX_COUNT_DIGITS:
                return CardText(name, None, True, too_big=True)
            return CardText(name, int(digits), is_explicit)
    return CardText(text)


def without_note(text: str) -> tuple[str, str] | None:
    """('Sting', 'Original Version') from 'Sting (Original Version)'; None without one."""
    match = _TRAILING_NOTE.match(text)
    if not match or COLLECTOR.match(match["note"].strip()):
        return None
    return match["name"].strip(), match["note"].strip()
