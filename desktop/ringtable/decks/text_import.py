"""Deck lists as players paste them: parsing every common layout into a Deck.

Players copy decks from forums, tournament reports, the community server's deck pages
and spreadsheets. :mod:`.text_lines` splits each line (headers with or without a colon,
meta lines, counts, site numbers, notes); this module resolves the names with the card
database, in two passes: first every line's possible printings, then, knowing the whole
list (its ``Format:`` line, the block of its sites, the era of its other cards), the
printing each line means (:mod:`.printings`).

Nothing is dropped silently: a line that names no card, or a title whose printings the
list does not settle, becomes a :class:`LineProblem` carrying its line number and the
candidate cards, so the deck builder can show each one beside the line and let the
player pick (``choices`` then settles those lines on a second parse).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..cards import Card, CardDatabase, default_database, fold
from .errors import DeckError
from .model import MAX_COPIES, MAX_DRAW_DECK_CARDS, MAX_SITES, Deck
from .printings import ListContext, NameIndex, list_context, settle
from .text_lines import (
    BULLETS,
    COLLECTOR,
    CardText,
    Header,
    Meta,
    content,
    is_aside,
    read_header,
    split_card,
    without_note,
)


@dataclass(frozen=True, slots=True)
class LineProblem:
    """One line that could not become a card. ``candidates`` are card ids to choose from."""

    line: int
    text: str
    # "unknown_card", "ambiguous_card", "conflicting_card", "bad_count", "misplaced_card",
    # "unknown_format", "conflicting_site_number"
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


def parse_deck_text(text: str, db: CardDatabase | None = None, name: str = "Imported deck",
                    source: str = "<text>",
                    choices: Mapping[int, str] | None = None) -> TextImport:
    """Parse a pasted deck list; raises :class:`DeckError` only when there is nothing to parse.

    Every other difficulty is a :class:`LineProblem` in the result, and the returned deck
    holds every line that did resolve. ``choices`` maps a line number to the card id the
    player picked for it among that line's candidates.
    """
    db = db or default_database()
    lines = text.splitlines()
    if not any(content(line) for line in lines):
        raise DeckError(f"{source}: the deck list is empty (no card lines found)")
    parser = _Parser(db, name, dict(choices or {}))
    parser.read_format(lines)
    for number, raw in enumerate(lines, start=1):
        parser.line(number, raw)
    return parser.finish()


@dataclass(slots=True)
class _Entry:
    """A card line between the passes: its possible printings and where it goes."""

    line: int
    raw: str
    name: str
    count: int
    position: int | None
    section: str | None
    printings: tuple[Card, ...]


class _Parser:
    """Line-by-line state: the current section and every card line read so far."""

    def __init__(self, db: CardDatabase, name: str, choices: dict[int, str]) -> None:
        self.db = db
        self.name = name
        self.named = False
        self.choices = choices
        self.format: str | None = None
        self.format_sets: frozenset[int] = frozenset()
        self.notes: list[str] = []
        self.section: str | None = None
        self.seen_sections = False  # a list with sections says where its Ring-bearer is
        self.first_line = True
        self.entries: list[_Entry] = []
        self.problems: list[LineProblem] = []
        self.assumptions: list[str] = []
        self.names = NameIndex(db)
        self.ring_bearer: str | None = None
        self.ring: str | None = None
        self.sites: list[str] = []
        self.draw: dict[str, int] = {}
        self.loose: list[str] = []  # draw cards listed outside the draw-deck sections

    def read_format(self, lines: list[str]) -> None:
        """Find the Format line first, so every line resolves to its legal printings."""
        for raw in lines:
            header = read_header(content(raw))
            if isinstance(header, Meta) and header.key == "format" and header.value:
                self.format = _format_code(header.value)
                self.format_sets = _format_sets(self.format)
                return

    def line(self, number: int, raw: str) -> None:
        text = content(raw)
        if not text:
            return
        first, self.first_line = self.first_line, False
        if self.section == "notes":
            self.notes.append(raw.strip())
            return
        header = read_header(text)
        if isinstance(header, Meta):
            self._meta(number, raw, header)
        elif isinstance(header, Header):
            self.seen_sections = True
            if header.rest:  # "Ring-bearer: Frodo" fills that part only
                self._card_line(number, raw, header.rest, header.section, first=False)
            else:
                self.section = header.section
        elif is_aside(text):
            self.notes.append(text)
        else:
            self._card_line(number, raw, text, self.section, first)

    def _meta(self, number: int, raw: str, meta: Meta) -> None:
        if meta.key == "name" and meta.value:
            self.name, self.named = meta.value, True
        elif meta.key == "notes":
            self.notes.append(meta.value)
        elif meta.key == "keep":
            self.notes.append(f"{meta.label}: {meta.value}")
        elif meta.key == "format" and meta.value and _format_code(meta.value) != self.format:
            self._problem(number, raw, "unknown_format",
                          f"format {meta.value!r}: only one Format line is allowed")
        elif meta.key == "format" and meta.value and not self.format_sets:
            self._problem(number, raw, "unknown_format", f"unknown format {meta.value!r}")

    def _card_line(self, number: int, raw: str, text: str, section: str | None,
                   first: bool) -> None:
        card_text = split_card(text)
        if card_text.too_big:
            self._problem(number, raw, "bad_count",
                          f"{text!r}: that count is far beyond any deck (at most "
                          f"{MAX_COPIES} copies of a card)")
            return
        printings, code, candidates = self._printings(card_text.name)
        if code == "unknown_card":
            bare = without_note(text)
            if bare is not None and bare[0]:
                retry = split_card(bare[0])
                found, retry_code, retry_candidates = self._printings(retry.name)
                card_text, candidates = retry, retry_candidates
                if not retry_code:
                    printings, code = found, ""
        if code == "unknown_card" and self._two_cards(number, raw, text, section):
            return
        if code == "unknown_card" and not first:
            corrected = self.names.closest(card_text.name)
            if corrected is not None:
                self.assumptions.append(f"line {number}: {card_text.name!r} is read as "
                                        f"{corrected} (the closest title)")
                printings, code = self.names.printings(corrected), ""
        if code:
            if first and code == "unknown_card" and card_text.number is None \
                    and not self.named and not self._close(card_text.name, candidates):
                self.name, self.named = text, True
                self.assumptions.append(f"line {number} ({text!r}) is taken as the deck's name")
                return
            self._problem(number, raw, code,
                          _message(code, card_text.name, candidates, self.db), candidates)
            return
        count, position = _count_and_position(card_text, printings)
        if count < 1:
            self._problem(number, raw, "bad_count", f"{text!r}: a count must be at least 1")
            return
        if count > MAX_COPIES:
            self._problem(number, raw, "bad_count",
                          f"{text!r}: {count:,} copies is beyond any deck (at most "
                          f"{MAX_COPIES} copies of a card)")
            return
        self.entries.append(_Entry(number, raw, card_text.name, count, position, section,
                                   tuple(printings)))

    def _printings(self, name: str) -> tuple[list[Card], str, tuple[str, ...]]:
        """(printings, problem code, candidate ids); the code is "" when any printing fits."""
        name = name.strip().lstrip(BULLETS).strip()
        if COLLECTOR.match(name):
            card = self.db.by_collector_info(name.replace(" ", ""))
            return ([card], "", ()) if card else ([], "unknown_card", ())
        info = _trailing_collector(name)
        if info is not None:
            title, collector = info
            card = self.db.by_collector_info(collector)
            named = self.names.printings(title)
            if card is None:
                return [], "unknown_card", tuple(c.id for c in named)
            if card not in named and fold(title) not in (fold(card.title), fold(card.full_title)):
                return [], "conflicting_card", (card.id, *(c.id for c in named))
            return [card], "", ()
        printings = self.names.printings(name)
        if not printings:
            return [], "unknown_card", self.names.suggestions(name)
        return printings, "", ()

    def _two_cards(self, number: int, raw: str, text: str, section: str | None) -> bool:
        """'-Aragorn, Wingfoot x2 -Faramir, Son of Denethor x2': two bullet items on one
        line (a lost line break); read as two lines when every part names a card."""
        parts = [part for part in _INNER_BULLET.split(text) if part.strip()]
        if len(parts) < 2 or any(self._printings(split_card(part).name)[1] for part in parts):
            return False
        for part in parts:
            self._card_line(number, raw, part, section, first=False)
        return True

    def _close(self, name: str, candidates: tuple[str, ...]) -> bool:
        """Is a candidate so close to ``name`` that the line is a typo, not a title?"""
        return any(difflib.SequenceMatcher(None, fold(name), fold(self.db[c].full_title))
                   .ratio() >= 0.85 for c in candidates)

    def _problem(self, number: int, raw: str, code: str, message: str,
                 candidates: tuple[str, ...] = ()) -> None:
        self.problems.append(LineProblem(number, raw.strip(), code, message, candidates))

    def finish(self) -> TextImport:
        certain = [e.printings[0] for e in self.entries if len(e.printings) == 1]
        context = list_context(self.format_sets, certain)
        for entry in self.entries:
            card = self._decide(entry, context)
            if card is not None:
                self._place(entry, card)
        if self.ring_bearer is None:
            self._choose_ring_bearer()
        if self.names.suggestions_exhausted:
            self.assumptions.append("too many unknown names: close titles were suggested "
                                    "for the first ones only")
        self.problems.sort(key=lambda p: p.line)
        deck = Deck(name=self.name, ring_bearer=self.ring_bearer, ring=self.ring,
                    sites=tuple(self.sites), draw_deck=tuple(self.draw.items()),
                    format=self.format, notes="\n".join(self.notes))
        return TextImport(deck, tuple(self.problems), tuple(self.assumptions))

    def _decide(self, entry: _Entry, context: ListContext) -> Card | None:
        chosen = self.choices.get(entry.line)
        ids = [c.id for c in entry.printings]
        if chosen in ids:
            return self.db[chosen]
        card, still_open = settle(entry.printings, context, entry.position)
        if card is None:
            candidates = tuple(c.id for c in still_open)
            self._problem(entry.line, entry.raw, "ambiguous_card",
                          _message("ambiguous_card", entry.name, candidates, self.db),
                          candidates)
            return None
        if entry.position is not None and card.site_number not in (None, entry.position):
            self._problem(entry.line, entry.raw, "conflicting_site_number",
                          f"{entry.name!r} is written as site {entry.position}, but "
                          f"{card.full_title} ({card.collector_info}) is site "
                          f"{card.site_number}", (card.id,))
            return None
        return card

    def _place(self, entry: _Entry, card: Card) -> None:
        section = entry.section
        if section in (None, "starting"):
            section = _natural_section(card)
        if section in ("ring_bearer", "ring"):
            current = self.ring_bearer if section == "ring_bearer" else self.ring
            label = "Ring-bearer" if section == "ring_bearer" else "Ring"
            if current is not None or entry.count != 1:
                self._problem(entry.line, entry.raw, "misplaced_card",
                              f"{card.full_title}: a deck has exactly one {label}; "
                              "put other copies in the draw deck section", (card.id,))
                return
            if section == "ring_bearer":
                self.ring_bearer = card.id
            else:
                self.ring = card.id
        elif section == "sites":
            if len(self.sites) + entry.count > MAX_SITES:
                self._problem(entry.line, entry.raw, "bad_count",
                              f"more than {MAX_SITES} sites: that is no adventure deck")
                return
            self.sites.extend([card.id] * entry.count)
        else:
            if sum(self.draw.values()) + entry.count > MAX_DRAW_DECK_CARDS:
                self._problem(entry.line, entry.raw, "bad_count",
                              f"the draw deck would pass {MAX_DRAW_DECK_CARDS:,} cards")
                return
            if self.draw.get(card.id, 0) + entry.count > MAX_COPIES:
                self._problem(entry.line, entry.raw, "bad_count",
                              f"{card.full_title}: the list would hold more than "
                              f"{MAX_COPIES} copies")
                return
            self.draw[card.id] = self.draw.get(card.id, 0) + entry.count
            if entry.section in (None, "starting"):
                self.loose.append(card.id)

    def _choose_ring_bearer(self) -> None:
        """No 'Ring-bearer:' line: the first companion able to bear the Ring that the list
        gives outside its draw-deck sections (the top lines, a 'Starting Fellowship')."""
        for card_id in self.loose:
            card = self.db[card_id]
            if card.type == "companion" and card.can_start_with_ring:
                self.ring_bearer = card_id
                count = self.draw[card_id]
                if count == 1:
                    del self.draw[card_id]
                else:
                    self.draw[card_id] = count - 1
                self.assumptions.append(
                    f"{card.full_title} is taken as the Ring-bearer (the list has no "
                    "'Ring-bearer:' line)")
                return


_INNER_BULLET = re.compile(r"\s+[-\u2022*]\s*(?=[A-Za-z\d])")


def _count_and_position(text: CardText, printings: list[Card]) -> tuple[int, int | None]:
    """(copies, site number): a number written like a position, or a bare leading number
    on a site, is the site's place on the path (one copy), never a count of copies."""
    if text.number is None:
        return 1, None
    all_sites = all(card.is_site for card in printings)
    if all_sites and not text.explicit and (text.positional or 1 <= text.number <= 9):
        return 1, text.number
    return text.number, None


def _trailing_collector(name: str) -> tuple[str, str] | None:
    """('Uruk Soldier', '1C154') from 'Uruk Soldier (1C154)' or '... [1C154]'."""
    if len(name) < 4 or name[-1] not in ")]":
        return None
    opening = name.rfind("(" if name[-1] == ")" else "[")
    if opening <= 0:
        return None
    info = name[opening + 1:-1].strip()
    if not COLLECTOR.match(info):
        return None
    return name[:opening].strip().lstrip(BULLETS).strip(), info.replace(" ", "")


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
                "write the subtitle or the collector's info, or choose one")
    if code == "conflicting_card":
        first = db[candidates[0]]
        return (f"{name!r}: the collector's info names {first.full_title} "
                f"({first.collector_info}), not that card")
    if candidates:
        return f"no card called {name!r}; did you mean {described}?"
    return f"no card called {name!r}"
