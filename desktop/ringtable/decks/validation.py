"""Is a deck legal in a format, and if not, exactly why.

:func:`validate` returns every problem at once (never just the first), each with a stable
``code`` for programs, a plain-language ``message`` that names the cards, and the
offending ``card_ids`` so the deck builder can mark them. The rules come from the
rulebooks through :mod:`.formats`; nothing here knows any deck or card by name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, CardDatabase, default_database, fold
from ..cards.model import COMPANION, FREE_PEOPLES, SHADOW
from ..engine.formats import STARTER_RULES
from .errors import DeckError
from .formats import Format, SiteRule, get_format, original_of
from .model import Deck, absurd_size, printable


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a deck is not legal. ``code`` is stable; ``message`` is for people."""

    code: str
    message: str
    card_ids: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


def validate(deck: Deck, format_code: str | None = None,
             db: CardDatabase | None = None) -> list[Problem]:
    """Every problem that keeps ``deck`` from being legal in the format (empty: legal).

    ``format_code`` defaults to the deck's own format; a deck with neither, or an unknown
    code, raises :class:`DeckError` (that is a question the caller must answer, not a
    problem of the deck).
    """
    code = format_code or deck.format
    if not code:
        raise DeckError(f"deck {deck.name!r} names no format; choose one to validate against")
    fmt = get_format(code)
    db = db or default_database()
    absurd = absurd_size(deck)
    if absurd:  # checked first: every later rule would walk millions of copies
        return [Problem("absurd_count", f"The deck holds {absurd}; that is no deck.")]
    unknown = [cid for cid in dict.fromkeys(deck.all_card_ids()) if cid not in db]
    problems: list[Problem] = []
    if unknown:
        problems.append(Problem("unknown_card", f"Unknown card ids: {', '.join(unknown)}.",
                                tuple(unknown)))
    known = _KnownDeck(deck, db)
    problems += _ring_bearer_and_ring(known)
    problems += _draw_deck(known, fmt)
    problems += _adventure_deck(known, fmt)
    problems += _format_cards(known, fmt, db)
    return problems


class _KnownDeck:
    """The deck's cards resolved through the database, unknown ids left out."""

    def __init__(self, deck: Deck, db: CardDatabase) -> None:
        self.ring_bearer = db.get(deck.ring_bearer) if deck.ring_bearer else None
        self.ring = db.get(deck.ring) if deck.ring else None
        self.sites = [db[s] for s in deck.sites if s in db]
        self.draw = [(db[c], n) for c, n in deck.draw_deck if c in db]
        self.missing_ring_bearer = deck.ring_bearer is None
        self.missing_ring = deck.ring is None

    def every_copy(self) -> Iterable[tuple[Card, int]]:
        """(card, copies) for each section entry: Ring-bearer, Ring, sites, draw deck."""
        for card in (self.ring_bearer, self.ring, *self.sites):
            if card is not None:
                yield card, 1
        yield from self.draw


def _name(card: Card) -> str:
    return f"{card.full_title} ({card.collector_info})"


def _names(cards: Iterable[Card]) -> str:
    return ", ".join(_name(c) for c in dict.fromkeys(cards))


def _ids(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(c.id for c in cards))


def _ring_bearer_and_ring(deck: _KnownDeck) -> list[Problem]:
    problems: list[Problem] = []
    bearer = deck.ring_bearer
    if deck.missing_ring_bearer:
        problems.append(Problem("missing_ring_bearer", "The deck has no Ring-bearer."))
    elif bearer is not None and not _can_bear_ring(bearer):
        why = ("the Current Rulings say this version of Frodo cannot become the Ring-bearer"
               if bearer.title == "Frodo" and bearer.type == COMPANION else
               "only a companion with the ringed resistance icon, or a version of Frodo, "
               "may start the game bearing The One Ring")
        problems.append(Problem("cannot_bear_ring",
                                f"{_name(bearer)} cannot be the Ring-bearer: {why}.",
                                (bearer.id,)))
    if deck.missing_ring:
        problems.append(Problem("missing_ring", "The deck has no One Ring."))
    elif deck.ring is not None and not deck.ring.is_ring:
        problems.append(Problem("not_a_ring", f"{_name(deck.ring)} is in the Ring's place "
                                "but is not a version of The One Ring.", (deck.ring.id,)))
    return problems


def _can_bear_ring(card: Card) -> bool:
    """CR 4.1 'building your deck': any character with the ringed resistance icon, or any
    version of Frodo (except Frodo, Frenzied Fighter, per the Current Rulings); the card
    data records exactly that as ``can_start_with_ring``."""
    return card.type == COMPANION and card.side == FREE_PEOPLES and card.can_start_with_ring


def _draw_deck(deck: _KnownDeck, fmt: Format) -> list[Problem]:
    problems: list[Problem] = []
    size = sum(n for _, n in deck.draw)
    if fmt.min_draw_deck is not None and size < fmt.min_draw_deck:
        problems.append(Problem(
            "draw_deck_too_small",
            f"The draw deck has {size} cards; {fmt.name} needs at least {fmt.min_draw_deck}."))
    free = sum(n for c, n in deck.draw if c.side == FREE_PEOPLES)
    shadow = sum(n for c, n in deck.draw if c.side == SHADOW)
    if fmt.equal_sides and free != shadow:
        more = FREE_PEOPLES if free > shadow else SHADOW
        problems.append(Problem(
            "sides_unequal",
            f"The draw deck has {free} Free Peoples and {shadow} Shadow cards; it needs as "
            "many of each.", _ids(c for c, _ in deck.draw if c.side == more)))
    rings = [c for c, _ in deck.draw if c.is_ring]
    if rings:
        problems.append(Problem("ring_in_draw_deck", f"The One Ring cannot be in the draw "
                                f"deck: {_names(rings)}.", _ids(rings)))
    sites = [c for c, _ in deck.draw if c.is_site]
    if sites:
        problems.append(Problem("site_in_draw_deck", f"Sites cannot be in the draw deck: "
                                f"{_names(sites)}.", _ids(sites)))
    problems += _copies_per_title(deck, fmt)
    return problems


def _copies_per_title(deck: _KnownDeck, fmt: Format) -> list[Problem]:
    """Up to N of a title, subtitles ignored, the Ring-bearer counted with his title."""
    entries = [(card, n, "") for card, n in deck.draw]
    if deck.ring_bearer is not None:
        entries.append((deck.ring_bearer, 1, " as Ring-bearer"))
    by_title: dict[str, list[tuple[Card, int, str]]] = {}
    for entry in entries:
        by_title.setdefault(fold(entry[0].title), []).append(entry)
    problems = []
    for parts in by_title.values():
        total = sum(n for _, n, _ in parts)
        if total <= fmt.max_copies_per_title:
            continue
        detail = ", ".join(f"{n}\u00d7 {_name(c)}{label}" for c, n, label in parts)
        problems.append(Problem(
            "too_many_copies",
            f"{total} cards titled {parts[0][0].title}: {detail}; at most "
            f"{fmt.max_copies_per_title} of a title are allowed, the Ring-bearer included.",
            _ids(c for c, _, _ in parts)))
    return problems


def _adventure_deck(deck: _KnownDeck, fmt: Format) -> list[Problem]:
    rule = fmt.site_rule
    problems: list[Problem] = []
    if len(deck.sites) != fmt.sites_in_adventure_deck:
        problems.append(Problem(
            "wrong_site_count",
            f"The adventure deck has {len(deck.sites)} sites; it needs exactly "
            f"{fmt.sites_in_adventure_deck}.", _ids(deck.sites)))
    not_sites = [c for c in deck.sites if not c.is_site]
    if not_sites:
        problems.append(Problem("not_a_site", f"Only sites belong in the adventure deck: "
                                f"{_names(not_sites)}.", _ids(not_sites)))
    sites = [c for c in deck.sites if c.is_site]
    by_title = Counter(fold(c.full_title) for c in sites)
    repeated = [c for c in sites if by_title[fold(c.full_title)] > 1]
    if repeated:
        problems.append(Problem("duplicate_site", f"Each site must be different: "
                                f"{_names(repeated)} appear more than once.", _ids(repeated)))
    wrong_era = [c for c in sites if c.block not in rule.blocks]
    if wrong_era:
        problems.append(Problem(
            "site_wrong_block",
            f"{fmt.name} takes {rule.explain}; these sites do not fit: {_names(wrong_era)}.",
            _ids(wrong_era)))
    fitting = [c for c in sites if c.block in rule.blocks]
    numbered = _is_numbered(rule, fitting)
    if numbered and fitting:
        problems += _numbered_path(fitting, fmt)
    elif fitting:
        problems += _shadow_numbers(fitting, fmt)
    return problems


def _is_numbered(rule: SiteRule, sites: list[Card]) -> bool:
    if rule.numbered is not None:
        return rule.numbered
    return any(c.block != "shadows" for c in sites)  # an "any era" rule: the sites decide


def _numbered_path(sites: list[Card], fmt: Format) -> list[Problem]:
    """One site for each number 1-9, all with the same block symbol."""
    problems: list[Problem] = []
    blocks = Counter(c.block for c in sites)
    if len(blocks) > 1:
        problems.append(Problem(
            "mixed_site_blocks",
            "Sites from different blocks cannot be mixed in one adventure deck: "
            + "; ".join(f"{block}: {_names(c for c in sites if c.block == block)}"
                        for block in blocks) + ".", _ids(sites)))
    by_number: dict[int, list[Card]] = {}
    for card in sites:
        if card.site_number is not None:
            by_number.setdefault(card.site_number, []).append(card)
    for number, cards in sorted(by_number.items()):
        if len(cards) > 1:
            problems.append(Problem(
                "duplicate_site_number",
                f"{len(cards)} sites have site number {number}: {_names(cards)}; the adventure "
                "deck needs exactly one site of each number.", _ids(cards)))
    missing = [n for n in range(1, fmt.sites_in_adventure_deck + 1) if n not in by_number]
    if missing:
        problems.append(Problem(
            "missing_site_number",
            f"No site for site number {', '.join(map(str, missing))}; {fmt.name} takes "
            f"{fmt.site_rule.explain}."))
    return problems


def _shadow_numbers(sites: list[Card], fmt: Format) -> list[Problem]:
    limit = fmt.max_sites_per_shadow_number
    if limit is None:
        return []
    problems = []
    by_shadow: dict[int, list[Card]] = {}
    for card in sites:
        if card.shadow_number is not None:
            by_shadow.setdefault(card.shadow_number, []).append(card)
    for number, cards in sorted(by_shadow.items()):
        if len(cards) > limit:
            problems.append(Problem(
                "too_many_same_shadow_number",
                f"{len(cards)} sites have Shadow number {number}: {_names(cards)}; "
                f"{fmt.name} allows at most {limit}.", _ids(cards)))
    return problems


def _format_cards(deck: _KnownDeck, fmt: Format, db: CardDatabase) -> list[Problem]:
    problems: list[Problem] = []
    cards = [c for c, _ in deck.every_copy()]
    outside = [c for c in cards if not fmt.allows_set(c.set)]
    if outside:
        sets = ", ".join(str(s) for s in sorted(fmt.sets))
        problems.append(Problem(
            "not_in_format",
            f"{fmt.name} allows only cards from sets {sets}; not allowed: {_names(outside)}.",
            _ids(outside)))
    x_listed = [c for c in cards if fmt.allows_set(c.set) and _is_x_listed(c, fmt, db)]
    if x_listed:
        problems.append(Problem(
            "x_listed", f"X-listed in {fmt.name} (cannot be played there): {_names(x_listed)}.",
            _ids(x_listed)))
    copies: Counter[str] = Counter()
    versions: dict[str, list[Card]] = {}
    for card, n in deck.every_copy():
        if card.id in fmt.restricted:
            key = original_of(card, db).id  # a promo and its original share one limit
            copies[key] += n
            versions.setdefault(key, []).append(card)
    for key, total in copies.items():
        limit = min(fmt.restricted[c.id] for c in versions[key])
        if total > limit:
            problems.append(Problem(
                "over_restricted",
                f"{_names(versions[key])} is restricted to {limit} "
                f"cop{'y' if limit == 1 else 'ies'} in {fmt.name}; the deck has {total}.",
                _ids(versions[key])))
    return problems


def _is_x_listed(card: Card, fmt: Format, db: CardDatabase) -> bool:
    if card.id in fmt.x_listed:
        return True
    return card.set == 0 and original_of(card, db).set in fmt.x_listed_sets


def validation_report(deck: Deck, format_code: str | None = None,
                      db: CardDatabase | None = None) -> tuple[bool, str]:
    """(legal, text) for people: a verdict line, then one line per problem."""
    code = format_code or deck.format
    if not code:
        raise DeckError(f"deck {deck.name!r} names no format; choose one to validate against")
    fmt = get_format(code)
    problems = validate(deck, fmt.code, db)
    name = printable(deck.name)
    if not problems:
        return True, f"{name}: legal in {fmt.name} ({fmt.code})."
    lines = [f"{name}: NOT legal in {fmt.name} ({fmt.code}), "
             f"{len(problems)} problem{'s' if len(problems) != 1 else ''}:"]
    lines += [f"  - {p.message} [{p.code}]" for p in problems]
    return False, "\n".join(lines)



def game_format(deck_a: Deck, deck_b: Deck, db: CardDatabase | None = None) -> str:
    """The format a game between these two decks is played in: the first of the decks'
    own formats (``deck.format``, deck A's first) in which both are legal, so two
    Fellowship-block starters play ``fotr_block`` and two Shadows starters
    ``war_block``; otherwise the Starter Rules (a mixed-era pair: they admit numbered and
    Shadows-era adventure decks alike, and give the once-per-game reshuffle); a deck
    legal in none of these raises ``ValueError`` naming its problems.

    Why it matters: the format decides the Starter Rules' reshuffle, and a game in a
    format its decks do not fit is not a game players would play. The arena and the New
    game dialog both ask here."""
    codes = [c for c in dict.fromkeys((deck_a.format, deck_b.format, STARTER_RULES)) if c]
    problems: list[str] = []
    for code in codes:
        found = [(d, validate(d, code, db)) for d in (deck_a, deck_b)]
        if not any(p for _, p in found):
            return code
        problems += [f"{printable(d.name)!r} in {code}: {p[0].message}" for d, p in found if p]
    raise ValueError("no format fits both decks (" + "; ".join(problems) + ")")
