"""The filter grammar: card text's "a [gondor] Man", "an unbound companion", "a minion
skirmishing a Hobbit or an Elf", "a character of strength 8 or more" as one small
language, parsed once at load time.

    filter  := or
    or      := and ("or" and)*
    and     := unary ("and"? unary)*          words side by side must all hold
    unary   := "not" unary | primary
    primary := "(" filter ")" | word | name "(" argument ")" | stat op number

    words      companion, minion, hobbit, [gondor], ranger, wounded, self, $it, ...
    functions  vs(filter)  on(filter)  bearing(filter)  title("The Balrog")
               signet(frodo)  class(mount)  keyword(fierce)
    compare    strength / vitality / resistance / cost / wounds / site  with
               < <= = == != >= >  and a whole number:  strength >= 8

``not`` binds to the one thing after it (``not hobbit companion`` is "a companion that
is not a Hobbit"); ``and`` binds tighter than ``or``; parentheses group. Every mistake is
a ``ValueError`` naming the column (1-based) and what was expected, so a script with a
broken filter is refused at load with the card, the field and the position.

Why compile to alternatives of conjunctions: :class:`filters.Filter` answers the words
about printed facts once per card definition and scans only the zones a type word
allows; the grammar's tree is flattened into that shape (``not`` of a group becomes one
predicate over a compiled inner filter).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards.model import PHASES
from ..engine import stats
from .filters import (
    _PLAY_ZONES,
    _TYPE_ZONES,
    CLASSES,
    CULTURES,
    KEYWORDS,
    RACES,
    REFS,
    SIMPLE,
    TYPES,
    Fact,
    Filter,
    Pred,
    _culture,
    _keyword,
    _race,
    _typed,
    ref_cards,
    skirmishing,
)

Game = Any
Ctx = dict[str, Any]

_TOKEN = re.compile(r"""\s*(?:(?P<str>"[^"]*")|(?P<op><=|>=|==|!=|<|>|=)|(?P<punct>[(),])
                    |(?P<num>\d+(?![^\s(),"<>=!]))|(?P<word>[^\s(),"<>=!]+))""", re.X)
_OPS: dict[str, Callable[[int, int], bool]] = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, "=": lambda a, b: a == b,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b,
}
# Words that depend on who asks (the card with the text, its player, cards chosen
# earlier): a filter without them answers alike for every card, so its matches can be
# shared while legal actions are listed.
_CTX_WORDS = frozenset({"another", "other", "yours", "home"})
MAX_ALTERNATIVES = 32


class Tok:
    __slots__ = ("kind", "text", "col")

    def __init__(self, kind: str, text: str, col: int) -> None:
        self.kind, self.text, self.col = kind, text, col


def tokenize(text: str) -> list[Tok]:
    out: list[Tok] = []
    pos = 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            col = pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
            raise ValueError(f"column {col}: unexpected {text[col - 1]!r}")
        kind = m.lastgroup or "word"
        out.append(Tok(kind, m.group(kind), m.start(kind) + 1))
        pos = m.end()
    return out


@dataclass(frozen=True, slots=True)
class Atom:
    """One predicate of a conjunction, with what the Filter needs to know about it."""

    pred: Pred
    type_word: str | None = None  # a card type word: the zones to scan
    race: bool = False  # a race word: character zones
    ref: str | None = None  # a reference ("self", "$it"): only those cards can match
    ctx: bool = False  # depends on who asks


Dnf = list[list[Atom]]


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = tokenize(text)
        self.i = 0

    # -- helpers -----------------------------------------------------------------------------
    def peek(self) -> Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> Tok:
        tok = self.peek()
        if tok is None:
            raise ValueError(f"column {len(self.text) + 1}: the filter ends too early")
        self.i += 1
        return tok

    def expect(self, text: str) -> Tok:
        tok = self.take()
        if tok.text != text:
            raise ValueError(f"column {tok.col}: expected {text!r}, got {tok.text!r}")
        return tok

    def fail(self, tok: Tok, why: str) -> ValueError:
        return ValueError(f"column {tok.col}: {why}")

    # -- grammar -----------------------------------------------------------------------------
    def parse(self) -> Dnf:
        if not self.toks:
            raise ValueError("a filter must be a non-empty string")
        out = self.or_()
        tok = self.peek()
        if tok is not None:
            raise self.fail(tok, f"unexpected {tok.text!r}" + (
                " (a ')' without its '(')" if tok.text == ")" else ""))
        return out

    def or_(self) -> Dnf:
        out = self.and_()
        while (tok := self.peek()) is not None and tok.text == "or":
            self.take()
            out = out + self.and_()
        return out

    def and_(self) -> Dnf:
        out = self.unary()
        while (tok := self.peek()) is not None and tok.text not in ("or", ")", ","):
            if tok.text == "and":
                self.take()
            right = self.unary()
            out = [a + b for a in out for b in right]
            if len(out) > MAX_ALTERNATIVES:
                raise self.fail(tok, "too many alternatives; simplify the filter")
        return out

    def unary(self) -> Dnf:
        tok = self.peek()
        if tok is not None and tok.text == "not":
            self.take()
            return [[_negate(self.unary(), self.text)]]
        return self.primary()

    def primary(self) -> Dnf:
        tok = self.take()
        if tok.text == "(":
            out = self.or_()
            self.expect(")")
            return out
        if tok.kind != "word" or tok.text in ("and", "or"):
            raise self.fail(tok, f"expected a filter word, got {tok.text!r}")
        nxt = self.peek()
        if nxt is not None and nxt.text == "(":
            return [[self.call(tok)]]
        if nxt is not None and nxt.kind == "op":
            return [[self.compare(tok)]]
        return [[self.word(tok)]]

    # -- atoms -------------------------------------------------------------------------------
    def word(self, tok: Tok) -> Atom:
        w = tok.text
        if w in TYPES:
            return Atom(_typed(TYPES[w]), type_word=w)
        if w in RACES:
            return Atom(_race(w), race=True)
        if w.startswith("[") and w.endswith("]") and w[1:-1] in CULTURES:
            return Atom(_culture(w[1:-1]))
        if w in KEYWORDS:
            return Atom(_keyword(w))
        if w in REFS or (w.startswith("$") and len(w) > 1):
            return Atom(lambda g, c, ctx: c in ref_cards(g, w, ctx), ref=w, ctx=True)
        if w in SIMPLE:
            return Atom(SIMPLE[w], ctx=w in _CTX_WORDS)
        key, sep, _arg = w.partition(":")
        if sep and key in (*_FUNCTIONS, "kw", "not"):
            hint = {"not": "not X or not (X or Y)", "kw": "keyword(...)"}.get(key, f"{key}(...)")
            raise self.fail(tok, f"old filter syntax {w!r}: write {hint}")
        if w == "|":
            raise self.fail(tok, "write 'or' between alternatives, not '|'")
        raise self.fail(tok, f"unknown filter word {w!r}")

    def call(self, tok: Tok) -> Atom:
        name = tok.text
        build = _FUNCTIONS.get(name)
        if build is None:
            raise self.fail(tok, f"unknown filter function {name!r}; known: "
                            f"{', '.join(sorted(_FUNCTIONS))}")
        self.expect("(")
        kind = _ARGUMENT[name]
        if kind == "filter":
            start = self.i
            inner = self.or_()
            arg: Any = _filter_of(inner, _source(self.text, self.toks[start:self.i]))
        else:
            arg_tok = self.take()
            arg = self.argument(name, kind, arg_tok)
        self.expect(")")
        try:
            return build(arg)
        except ValueError as exc:
            raise self.fail(tok, str(exc)) from None

    def argument(self, name: str, kind: str, tok: Tok) -> Any:
        if kind == "number":
            if tok.kind != "num":
                raise self.fail(tok, f"{name}(...) needs a whole number, got {tok.text!r}")
            return int(tok.text)
        if kind == "string":
            if tok.kind != "str":
                raise self.fail(tok, f'{name}(...) needs a quoted text, like {name}("Sam")')
            return tok.text[1:-1]
        # a name: one bare word or a quoted text ("hand weapon")
        if tok.kind == "str":
            return tok.text[1:-1]
        if tok.kind != "word":
            raise self.fail(tok, f"{name}(...) needs a name, got {tok.text!r}")
        return tok.text

    def compare(self, tok: Tok) -> Atom:
        stat = tok.text
        read = _STATS.get(stat)
        if read is None:
            raise self.fail(tok, f"cannot compare {stat!r}; one of {', '.join(_STATS)}")
        op = self.take().text
        num = self.take()
        test = _OPS[op]
        if num.kind == "word" and (nxt := self.peek()) is not None and nxt.text == "(":
            return self.compare_value(read, test, num)
        if num.kind != "num":
            raise self.fail(num, f"expected a whole number or a value like "
                            f"resistance(FILTER) after {op!r}, got {num.text!r}")
        n = int(num.text)
        if isinstance(read, Fact):
            printed = read.test
            return Atom(Fact(lambda card: test(printed(card), n)))
        return Atom(lambda g, c, ctx: test(read(g, c, ctx), n))

    def compare_value(self, read: Any, test: Callable[[int, int], bool], word: Tok) -> Atom:
        """``strength < resistance(hobbit skirmishing)``: a card's stat against a value of
        the card language (``scripts/values.py``, read when matched: Crouched Down's "a
        minion whose strength is lower than that Hobbit's resistance")."""
        from .values import parse_value  # values build on filters: imported when used

        depth = 0
        start = self.i - 1
        while True:
            tok = self.take()
            depth += {"(": 1, ")": -1}.get(tok.text, 0)
            if depth == 0:
                break
        text = _source(self.text, self.toks[start:self.i])
        try:
            value, _used = parse_value(text, word.col)
        except ValueError as exc:
            raise ValueError(str(exc)) from None
        stat = read.test if isinstance(read, Fact) else None
        if stat is not None:
            return Atom(lambda g, c, ctx: test(stat(g.cards[c]), value(g, ctx)), ctx=True)
        return Atom(lambda g, c, ctx: test(read(g, c, ctx), value(g, ctx)), ctx=True)


def _source(text: str, toks: list[Tok]) -> str:
    if not toks:
        return ""
    last = toks[-1]
    return text[toks[0].col - 1:last.col - 1 + len(last.text)]


def _negate(inner: Dnf, text: str) -> Atom:
    """``not X``: one atom (a Fact stays a Fact, so it is still cached per card)."""
    if len(inner) == 1 and len(inner[0]) == 1:
        atom = inner[0][0]
        pred = atom.pred
        if isinstance(pred, Fact):
            test = pred.test
            return Atom(Fact(lambda card: not test(card)))
        return Atom(lambda g, c, ctx: not pred(g, c, ctx), ctx=atom.ctx)
    f = _filter_of(inner, text)
    return Atom(lambda g, c, ctx: not f.match(g, c, ctx), ctx=not f.shared)


def _filter_of(dnf: Dnf, text: str) -> Filter:
    """The Filter for alternatives of conjunctions of atoms."""
    zones: list[str] = []
    anchors: list[str | None] = []
    for conj in dnf:
        typed = next((a.type_word for a in conj if a.type_word), None)
        if typed is not None:
            zs: tuple[str, ...] = _TYPE_ZONES[typed]
        elif any(a.race for a in conj):
            zs = ("fellowship", "support", "minions")
        else:
            zs = (*_PLAY_ZONES, "path")
        zones.extend(z for z in zs if z not in zones)
        anchors.append(next((a.ref for a in conj if a.ref), None))
    ref = dnf[0][0].ref if len(dnf) == 1 and len(dnf[0]) == 1 else None
    return Filter(text, [[a.pred for a in conj] for conj in dnf], ref,
                  tuple(z for z in (*_PLAY_ZONES, "path") if z in zones),
                  shared=not any(a.ctx for conj in dnf for a in conj),
                  anchors=None if None in anchors else tuple(dict.fromkeys(anchors)))


# -- functions -------------------------------------------------------------------------------

def _vs(inner: Filter) -> Atom:
    """Skirmishing a character that matches."""
    return Atom(lambda g, c, ctx: any(inner.match(g, o, ctx) for o in skirmishing(g, c)),
                ctx=not inner.shared)


def _on(inner: Filter) -> Atom:
    """Attached to (borne by) a card that matches."""
    return Atom(lambda g, c, ctx: g.s.bearer[c] >= 0 and inner.match(g, g.s.bearer[c], ctx),
                ctx=not inner.shared)


def _bearing(inner: Filter) -> Atom:
    """Bearing a card that matches ("a companion bearing a possession")."""
    return Atom(lambda g, c, ctx: any(inner.match(g, a, ctx) for a in g.s.attachments(c)),
                ctx=not inner.shared)


def _same_cost(inner: Filter) -> Atom:
    """The same printed twilight cost as a card in play that matches ("each minion with
    that twilight cost", the number chosen by picking a minion: Gathering Wind)."""
    def pred(g: Any, c: int, ctx: Any) -> bool:
        cost = g.cards[c].twilight_cost or 0
        return any((g.cards[o].twilight_cost or 0) == cost for o in inner.in_play(g, ctx))
    return Atom(pred, ctx=True)


def _same_title(inner: Filter) -> Atom:
    """A copy of a card in play that matches: the same full title ("all copies of that
    card in your discard pile": Breeding Pit's ``same_title($ev)``)."""
    def pred(g: Any, c: int, ctx: Any) -> bool:
        title = g.cards[c].full_title
        return any(g.cards[o].full_title == title for o in inner.in_play(g, ctx))
    return Atom(pred, ctx=True)


def _unspotted_race(inner: Filter) -> Atom:
    """Of a race that no card in play matching ``inner`` has ("a companion whose race you
    cannot spot": The Nine Walkers); a card of no race never matches (Current Rulings:
    The Nine Walkers does not lower Sméagol's cost)."""
    def pred(g: Any, c: int, ctx: Any) -> bool:
        race = g.cards[c].race
        return bool(race) and all(g.cards[o].race != race for o in inner.in_play(g, ctx))
    return Atom(pred, ctx=True)


def _title(title: str) -> Atom:
    if not title.strip():
        raise ValueError("title(...) needs a card title")
    return Atom(Fact(lambda card: card.title == title))


def _signet(name: str) -> Atom:
    return Atom(Fact(lambda card: card.signet == name))


def _class(name: str) -> Atom:
    if name not in CLASSES:
        raise ValueError(f"unknown item class {name!r}; one of {sorted(CLASSES)}")
    return Atom(Fact(lambda card: name in card.item_classes))


def _keyword_fn(name: str) -> Atom:
    return Atom(_keyword(name.replace("_", " ")))


def _home_site(number: int) -> Atom:
    """An ally whose home is site ``number`` ("each ally whose home is site 6")."""
    return Atom(Fact(lambda card: any(h.site_number == number for h in card.ally_homes)))


def _timeword(name: str) -> Atom:
    """An event played in this phase ("a skirmish event", "a regroup event")."""
    if name not in _TIMEWORDS:
        raise ValueError(f"unknown time word {name!r}; one of {list(_TIMEWORDS)}")
    return Atom(Fact(lambda card: name in card.timewords))


def _tokens(name: str) -> Atom:
    """Holding a culture token of that culture: the card "reinforce an [elven] token"
    adds one to (CR 4.1 "reinforce": a card that already has a token of that culture)."""
    if name not in CULTURES:
        raise ValueError(f"unknown culture {name!r}; one of {sorted(CULTURES)}")
    culture = name.strip("[]")
    return Atom(lambda g, c, ctx: g.s.tokens.get(c, {}).get(culture, 0) > 0)


def _spots_or_exerts(word: str) -> Atom:
    """A card whose script spots or exerts a card named by ``word`` ("an event ... that
    spots or exerts a ranger": Uruk Scout, Orc Scout); the words are gathered when the
    card's script is compiled (``compiler.spotted_words``), so an unscripted card never
    matches."""
    def pred(g: Any, c: int, ctx: Any) -> bool:
        return word in g.rules.behaviour(g.s.defs[c]).extra.get("spots_or_exerts", ())
    return Atom(pred)


def _pile(name: str) -> Atom:
    """A card lying in a pile of that name ("cards may not be played from draw decks or
    discard piles": The Great River's ``pile(draw) or pile(discard)``)."""
    if name not in _PILES:
        raise ValueError(f"unknown pile {name!r}; one of {list(_PILES)}")
    return Atom(lambda g, c, ctx: g.s.zone[c] == name)


_PILES = ("draw", "discard", "hand", "dead")
_TIMEWORDS = (*PHASES, "response")
_FUNCTIONS: dict[str, Callable[[Any], Atom]] = {
    "vs": _vs, "on": _on, "bearing": _bearing, "title": _title, "signet": _signet,
    "class": _class, "keyword": _keyword_fn, "home_site": _home_site, "timeword": _timeword,
    "same_cost": _same_cost, "spots_or_exerts": _spots_or_exerts,
    "same_title": _same_title,
}
_FUNCTIONS["tokens"] = _tokens  # tokens(elven): holding an [elven] culture token
_FUNCTIONS["pile"] = _pile  # pile(discard): lying in a discard pile
_FUNCTIONS["unspotted_race"] = _unspotted_race  # "whose race you cannot spot"
_ARGUMENT = {"vs": "filter", "on": "filter", "bearing": "filter", "title": "string",
             "signet": "name", "class": "name", "keyword": "name", "home_site": "number",
             "timeword": "name", "same_cost": "filter", "spots_or_exerts": "name",
             "same_title": "filter"}
_ARGUMENT["tokens"] = "name"
_ARGUMENT["pile"] = "name"
_ARGUMENT["unspotted_race"] = "filter"
_STATS: dict[str, Any] = {
    "strength": lambda g, c, ctx: stats.strength(g, c),
    "vitality": lambda g, c, ctx: stats.vitality(g, c),
    "resistance": lambda g, c, ctx: stats.resistance(g, c),
    "wounds": lambda g, c, ctx: g.s.wounds[c],
    # "has at least 3 vitality": what wounds have left of it (1: exhausted)
    "vitality_left": lambda g, c, ctx: stats.vitality_left(g, c),
    "cost": Fact(lambda card: card.twilight_cost or 0),
    "site": Fact(lambda card: card.site_number or 0),
}

_COMPILED: dict[str, Filter] = {}  # filters are immutable: one per text, caches shared


def compile_filter(text: str, where: str = "") -> Filter:
    """Parse a filter; ``ValueError`` naming the column and the mistake."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("a filter must be a non-empty string")
    known = _COMPILED.get(text)
    if known is None:
        try:
            dnf = _Parser(text).parse()
        except ValueError as exc:
            raise ValueError(f"{exc} in filter {text!r}") from None
        known = _COMPILED[text] = _filter_of(dnf, text)
    return known
