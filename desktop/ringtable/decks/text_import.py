"""Deck lists as players paste them: parsing every common line form into a Deck.

Players copy decks from forums, GEMP and spreadsheets, so each line may be ``4x Uruk
Soldier``, ``Uruk Soldier x4``, ``4 Uruk Soldier``, a bare name, ``Title, Subtitle``, a
collector's info (``1R89``) or a name followed by its collector's info in brackets, with
or without the sectioned layout that :mod:`.text_export` writes. Names match without
regard to case or accents.

Nothing is dropped silently: a line that names no card, or a title with several
versions that neither the subtitle nor the collector's info decides, becomes a
:class:`LineProblem` carrying its line number and the candidate cards, so the deck
builder can show each one beside the line and let the player pick.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from ..cards import Card, CardDatabase, default_database, fold
from .errors import DeckError
from .model import Deck

# Section headers, folded; several spellings each because lists come from many places.
_SECTIONS = {
    "ring-bearer": "ring_bearer", "ring bearer": "ring_bearer", "ringbearer": "ring_bearer",
    "ring": "ring", "the one ring": "ring",
    "adventure deck": "sites", "sites": "sites", "site": "sites", "site path": "sites",
    "free peoples draw deck": "draw", "free peoples": "draw", "free peoples cards": "draw",
    "shadow draw deck": "draw", "shadow": "draw", "shadow cards": "draw",
    "draw deck": "draw", "deck": "draw",
}
_META = {"name": "name", "deck": "name", "format": "format", "notes": "notes", "note": "notes"}
_HEADER = re.compile(r"^(?P<key>[^:()\d][^:(]*?)\s*(?:\(\s*\d+\s*\))?\s*:\s*(?P<rest>.*)$")
_COUNT_FRONT = re.compile(r"^(?P<n>\d+)\s*[x\u00d7*]?\s+(?P<name>.+)$", re.IGNORECASE)
_COUNT_BACK = re.compile(r"^(?P<name>.+?)\s+[x\u00d7*]\s*(?P<n>\d+)$", re.IGNORECASE)
_COUNT_BACK_PAREN = re.compile(r"^(?P<name>.+?)\s*\(\s*[x\u00d7]?\s*(?P<n>\d+)\s*\)$",
                               re.IGNORECASE)
_COLLECTOR = re.compile(r"^\d{1,2}\s*[A-Za-z]{1,2}\+?\s*\d{1,3}$")
_TRAILING_COLLECTOR = re.compile(r"^(?P<name>.+?)\s*[(\[]\s*(?P<info>\d{1,2}\s*[A-Za-z]{1,2}\+?"
                                 r"\s*\d{1,3})\s*[)\]]$")
_COUNT_ONLY = re.compile(r"^\(?\s*\d+\s*(cards)?\s*\)?$", re.IGNORECASE)
_BULLETS = "\u2022\u00b7*-\u2013 \t"


@dataclass(frozen=True, slots=True)
class LineProblem:
    """One line that could not become a card. ``candidates`` are card ids to choose from."""

    line: int
    text: str
    # "unknown_card", "ambiguous_card", "conflicting_card", "bad_count", "misplaced_card",
    # "unknown_format"
    code: str
    message: str
    candidates: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class TextImport:
    """What a pasted list became: the deck (every line that resolved) and what did not.

    ``assumptions`` are decisions the parser made that the player may want to check (for
    example which card became the Ring-bearer in a list without sections).
    """

    deck: Deck
    problems: tuple[LineProblem, ...] = ()
    assumptions: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.problems


class _Resolver:
    """Turns one name or collector's info into a card, or explains why it cannot."""

    def __init__(self, db: CardDatabase, preferred_sets: frozenset[int]) -> None:
        self.db = db
        self.preferred_sets = preferred_sets
        self._titles: list[str] | None = None  # built on the first unknown name only

    def resolve(self, text: str) -> tuple[Card | None, str, tuple[str, ...]]:
        """(card, problem code, candidate ids); problem code is "" when ``card`` is set."""
        text = text.strip().lstrip(_BULLETS).strip()
        info_match = _TRAILING_COLLECTOR.match(text)
        if _COLLECTOR.match(text):
            return self._by_info(text.replace(" ", ""), None)
        if info_match:
            return self._by_info(info_match["info"].replace(" ", ""), info_match["name"])
        candidates = self.db.by_title(text)
        if not candidates:
            return None, "unknown_card", self._suggestions(text)
        card = self._decide(candidates)
        if card is None:
            return None, "ambiguous_card", tuple(c.id for c in candidates)
        return card, "", ()

    def _by_info(self, info: str, name: str | None) -> tuple[Card | None, str, tuple[str, ...]]:
        card = self.db.by_collector_info(info)
        if card is None:
            named = self.db.by_title(name) if name else []
            return None, "unknown_card", tuple(c.id for c in named)
        if name and fold(name.strip().lstrip(_BULLETS)) not in (fold(card.title),
                                                                 fold(card.full_title)):
            return None, "conflicting_card", (card.id, *(c.id for c in self.db.by_title(name)))
        return card, "", ()

    def _decide(self, candidates: list[Card]) -> Card | None:
        """One card, or None when the versions differ in play.

        Identical reprints (same full title, type and game text, e.g. Hobbit Sword in
        five sets) are one card to a player, so the list names it unambiguously: take the
        printing legal in the list's format if there is one, else the earliest.
        """
        if len(candidates) == 1:
            return candidates[0]
        faces = {(fold(c.full_title), c.type, c.game_text) for c in candidates}
        if len(faces) > 1:
            return None
        ranked = sorted(candidates, key=lambda c: (c.set not in self.preferred_sets,
                                                   c.set == 0, c.set, c.number))
        return ranked[0]

    def _suggestions(self, text: str) -> tuple[str, ...]:
        """Close titles for an unknown name (typos), best first."""
        if self._titles is None:
            names = {fold(c.full_title) for c in self.db} | {fold(c.title) for c in self.db}
            self._titles = sorted(names)
        close = difflib.get_close_matches(fold(text), self._titles, n=5, cutoff=0.75)
        ids: list[str] = []
        for key in close:
            for card in self.db.by_title(key):
                if card.id not in ids:
                    ids.append(card.id)
        return tuple(ids[:8])


def _split_count(text: str) -> tuple[str, int | None]:
    """'4x Uruk Soldier' / 'Uruk Soldier x4' / '4 Uruk Soldier' -> (name, 4); else (text, None)."""
    stripped = text.strip()
    if _COLLECTOR.match(stripped):
        return stripped, None
    for pattern in (_COUNT_FRONT, _COUNT_BACK, _COUNT_BACK_PAREN):
        match = pattern.match(stripped)
        if match:
            return match["name"].strip(), int(match["n"])
    return stripped, None


def parse_deck_text(text: str, db: CardDatabase | None = None, name: str = "Imported deck",
                    source: str = "<text>") -> TextImport:
    """Parse a pasted deck list; raises :class:`DeckError` only when there is nothing to parse.

    Every other difficulty is a :class:`LineProblem` in the result, and the returned deck
    holds every line that did resolve.
    """
    db = db or default_database()
    lines = text.splitlines()
    if not any(_content(line) for line in lines):
        raise DeckError(f"{source}: the deck list is empty (no card lines found)")
    parser = _Parser(db, name)
    parser.read_meta(lines)
    for number, raw in enumerate(lines, start=1):
        parser.line(number, raw)
    return parser.finish()


def _content(line: str) -> str:
    """The line without comments and surrounding space ('#' and '//' start comments)."""
    stripped = line.strip()
    if stripped.startswith(("#", "//")):
        return ""
    return stripped


class _Parser:
    """Line-by-line state: the current section and everything resolved so far."""

    def __init__(self, db: CardDatabase, name: str) -> None:
        self.db = db
        self.name = name
        self.format: str | None = None
        self.notes: list[str] = []
        self.section: str | None = None
        self.seen_sections = False  # a list with sections says where its Ring-bearer is
        self.ring_bearer: str | None = None
        self.ring: str | None = None
        self.sites: list[str] = []
        self.draw: dict[str, int] = {}
        self.problems: list[LineProblem] = []
        self.assumptions: list[str] = []
        self.resolver = _Resolver(db, frozenset())

    def read_meta(self, lines: list[str]) -> None:
        """Find the Format line first, so identical reprints resolve to its legal printing."""
        for raw in lines:
            match = _HEADER.match(_content(raw))
            if match and _META.get(fold(match["key"])) == "format" and match["rest"].strip():
                self.format = _format_code(match["rest"].strip())
                self.resolver = _Resolver(self.db, _format_sets(self.format))
                return

    def line(self, number: int, raw: str) -> None:
        content = _content(raw)
        if not content:
            return
        header = _HEADER.match(content)
        if header:
            key = fold(header["key"]).strip()
            rest = header["rest"].strip()
            if key in _META and (rest or key not in _SECTIONS):
                self._meta(number, raw, _META[key], rest)
                return
            if key in _SECTIONS:
                section = _SECTIONS[key]
                self.seen_sections = True
                if rest and not _COUNT_ONLY.match(rest):
                    # "Ring-bearer: Frodo" fills that part only; the section stays as it was
                    self._card_line(number, rest, raw, section)
                else:
                    self.section = section
                return
        self._card_line(number, content, raw)

    def _meta(self, number: int, raw: str, key: str, value: str) -> None:
        if key == "name" and value:
            self.name = value
        elif key == "notes":
            self.notes.append(value)
        elif key == "format" and value and _format_code(value) != self.format:
            self._problem(number, raw, "unknown_format",
                          f"format {value!r}: only one Format line is allowed")
        elif key == "format" and value and not _format_sets(self.format or ""):
            self._problem(number, raw, "unknown_format", f"unknown format {value!r}")

    def _card_line(self, number: int, content: str, raw: str,
                   section: str | None = None) -> None:
        name, count = _split_count(content.lstrip(_BULLETS))
        if count is not None and count < 1:
            self._problem(number, raw, "bad_count", f"{content!r}: a count must be at least 1")
            return
        card, code, candidates = self.resolver.resolve(name)
        if card is None:
            self._problem(number, raw, code, _message(code, name, candidates, self.db),
                          candidates)
            return
        self._place(number, raw, card, count, section or self.section)

    def _place(self, number: int, raw: str, card: Card, count: int | None,
               section: str | None) -> None:
        section = section or _natural_section(card)
        if section in ("ring_bearer", "ring"):
            current = self.ring_bearer if section == "ring_bearer" else self.ring
            label = "Ring-bearer" if section == "ring_bearer" else "Ring"
            if current is not None or (count or 1) != 1:
                self._problem(number, raw, "misplaced_card",
                              f"{card.full_title}: a deck has exactly one {label}; "
                              "put other copies in the draw deck section", (card.id,))
                return
            if section == "ring_bearer":
                self.ring_bearer = card.id
            else:
                self.ring = card.id
        elif section == "sites":
            self.sites.extend([card.id] * (count or 1))
        else:
            self.draw[card.id] = self.draw.get(card.id, 0) + (count or 1)

    def _problem(self, number: int, raw: str, code: str, message: str,
                 candidates: tuple[str, ...] = ()) -> None:
        self.problems.append(LineProblem(number, raw.strip(), code, message, candidates))

    def finish(self) -> TextImport:
        if not self.seen_sections and self.ring_bearer is None:
            self._choose_ring_bearer()
        deck = Deck(name=self.name, ring_bearer=self.ring_bearer, ring=self.ring,
                    sites=tuple(self.sites), draw_deck=tuple(self.draw.items()),
                    format=self.format, notes="\n".join(self.notes))
        return TextImport(deck, tuple(self.problems), tuple(self.assumptions))

    def _choose_ring_bearer(self) -> None:
        """A list without sections: the first companion who may bear the Ring bears it."""
        for card_id, count in self.draw.items():
            card = self.db[card_id]
            if card.type == "companion" and card.can_start_with_ring:
                self.ring_bearer = card_id
                if count == 1:
                    del self.draw[card_id]
                else:
                    self.draw[card_id] = count - 1
                self.assumptions.append(
                    f"{card.full_title} is taken as the Ring-bearer (the list has no "
                    "'Ring-bearer:' section)")
                return


def _natural_section(card: Card) -> str:
    if card.is_ring:
        return "ring"
    if card.is_site:
        return "sites"
    return "draw"


def _format_sets(code: str) -> frozenset[int]:
    from .formats import formats  # formats load their own data; imported late on purpose

    fmt = formats().get(code)
    return fmt.sets if fmt else frozenset()


def _format_code(text: str) -> str:
    """'Fellowship Block' or 'fotr_block' -> 'fotr_block'; unknown text is kept as written."""
    from .formats import get_format

    try:
        return get_format(text).code
    except DeckError:
        return text


def _message(code: str, name: str, candidates: tuple[str, ...], db: CardDatabase) -> str:
    described = ", ".join(f"{db[c].full_title} ({db[c].collector_info})" for c in candidates)
    if code == "ambiguous_card":
        return (f"{name!r} has several versions: {described}; "
                "write the subtitle or the collector's info")
    if code == "conflicting_card":
        first = db[candidates[0]]
        return (f"{name!r}: the collector's info names {first.full_title} "
                f"({first.collector_info}), not that card")
    if candidates:
        return f"no card called {name!r}; did you mean {described}?"
    return f"no card called {name!r}"
