"""One value grammar for every quantity a card text reads, and one ``compare``
condition over two values ("if the twilight pool has fewer than 2 twilight tokens",
"if you can spot 5 Orcs", "while the Ring-bearer has 4 or fewer burdens").

A value is written as:

* a whole number: ``3``;
* a quantity: ``burdens`` (on the Free Peoples player's Ring-bearer), ``twilight``
  (tokens in the pool), ``moves`` (this turn), ``site`` (the fellowship's site number),
  ``hand`` (cards in your hand), ``fp_hand`` (in the Free Peoples player's),
  ``fp_deck`` (his draw deck), ``dead`` (cards in the Free Peoples player's dead pile),
  ``threats`` (on the Free Peoples player's dead pile), ``controlled`` (sites you
  control);
* a quantity about cards: ``count(FILTER)`` (active cards in play), ``dead(FILTER)``,
  ``discard(FILTER)``, ``hand(FILTER)`` (cards in those piles), ``wounds(FILTER)``,
  ``opponent_hand(FILTER)`` (your opponent's hand), ``cost(FILTER)`` (printed twilight
  costs; of ``$name``, wherever the cards are), ``strength(FILTER)``,
  ``vitality(FILTER)``, ``resistance(FILTER)``, ``damage(FILTER)``
  (the damage bonus) (summed over the
  cards in play that match; for one card, name it: ``strength(self)``), ``races(FILTER)``,
  ``cultures(FILTER)`` (how many different races / cultures the matching cards in play
  have), ``$name`` (how many cards were chosen as ``name``);
* a table for "for each ... over 4 (limit +3), times 2": ``{ count = FILTER, over = 4,
  limit = 3, times = 2, pile = "dead" }``; ``{ value = "burdens", times = -1 }``.

Values may be added: ``count(minion) + twilight``.

``compare = "twilight < 2"``: a value, an operator (``<``, ``<=``, ``=``, ``!=``,
``>=``, ``>``) and a value. Each is compiled once at load; a mistake names the column.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..engine import stats
from ..engine.path import region
from .filter_grammar import _OPS
from .filters import Filter, active_in_play, compile_filter, ref_cards
from .runtime import pile_hidden

Game = Any
Ctx = dict[str, Any]
Value = Callable[[Game, Ctx], int]


def count_in_play(g: Game, f: Filter, ctx: Ctx) -> int:
    if f.ref is not None:
        return len(f.in_play(g, ctx))
    n = 0
    for c in active_in_play(g):
        if f.match(g, c, ctx):
            n += 1
    return n


def _pile_count(pile: str, whose: str) -> Callable[[Filter | None], Value]:
    """Cards in a pile (``whose``: the Free Peoples player's, the card's player's, or
    ``opponent``: the fullest of the opponents' piles, "if an opponent has at least 7
    cards in hand")."""
    def make(f: Filter | None) -> Value:
        def one(g: Game, ctx: Ctx, p: int) -> int:
            cards = g.s.piles[p][pile]
            if f is None:
                return len(cards)  # how many: seen by all
            if pile_hidden(g, ctx, pile, p):  # what they are: not in a hand kept secret
                return 0
            return sum(1 for c in cards if f.match(g, c, ctx))

        def value(g: Game, ctx: Ctx) -> int:
            if whose == "opponent":
                return max((one(g, ctx, p) for p in range(len(g.s.piles)) if p != ctx["p"]),
                           default=0)
            return one(g, ctx, g.s.fp if whose == "fp" else ctx["p"])
        return value
    return make


def _summed(read: Callable[[Game, int], int]) -> Callable[[Filter | None], Value]:
    def make(f: Filter | None) -> Value:
        if f is None:
            raise ValueError("needs a filter in parentheses, e.g. strength(self)")
        return lambda g, ctx: sum(read(g, c) for c in f.in_play(g, ctx))
    return make


def _count(f: Filter | None) -> Value:
    if f is None:
        raise ValueError("count needs a filter in parentheses, e.g. count(companion)")
    return lambda g, ctx: count_in_play(g, f, ctx)


QUANTITIES: dict[str, Value] = {
    "burdens": lambda g, ctx: g.s.burdens[g.s.fp],
    "threats": lambda g, ctx: g.s.threats[g.s.fp],  # on the Free Peoples dead pile
    "twilight": lambda g, ctx: g.s.twilight,
    # cards in the Free Peoples player's hand (Man of Bree: "for each card in the Free
    # Peoples player's hand"; ``hand`` is the card's own player's)
    "fp_hand": lambda g, ctx: len(g.s.piles[g.s.fp]["hand"]),
    # cards in the Free Peoples player's draw deck (The Irresistible Shadow: "has no
    # cards in his or her draw deck")
    "fp_deck": lambda g, ctx: len(g.s.piles[g.s.fp]["draw"]),
    # the triggering event's number: how many cards a draw took (Verily I Come)
    "event_amount": lambda g, ctx: ctx.get("amount", 0),
    "moves": lambda g, ctx: g.s.moves,
    "site": lambda g, ctx: g.s.site[g.s.fp],
    "region": lambda g, ctx: region(g.s.site[g.s.fp]),  # of the fellowship's site
    # "for each site you control": sites the card's player has taken control of
    "controlled": lambda g, ctx: sum(1 for p in g.s.controller.values() if p == ctx["p"]),
    # "while you can spot a culture token": culture tokens on cards in play (any culture)
    "tokens": lambda g, ctx: sum(sum(t.values()) for t in g.s.tokens.values()),
}
_PIPE = compile_filter("class(pipe)")
PIPES = "pipes"  # a game-wide modifier: "add 1 to the number of pipes you can spot"


def _pipes(g: Game, ctx: Ctx) -> int:
    """"The number of pipes you can spot" (every "spot X pipes"): the active pipes in play
    plus what a text added to that number for a while (Gimli's Pipe, verb ``add_pipes``)."""
    extra = stats._temp(g, -1, PIPES) if g.s.mods else 0
    return count_in_play(g, _PIPE, ctx) + extra


QUANTITIES["pipes"] = _pipes


def _distinct(attr: str, word: str, what: str) -> Callable[[Filter | None], Value]:
    """How many different ``attr`` values (race, culture) the matching active cards in
    play have: ``races(...)`` ("the number of these races you can spot in the
    fellowship: Dwarf, Elf, Man, and Wizard"), ``cultures(...)`` ("the number of Free
    Peoples cultures you spot")."""
    def build(f: Filter | None) -> Value:
        if f is None:
            raise ValueError(f"{word} needs a filter in parentheses, e.g. {word}(companion)")

        def value(g: Game, ctx: Ctx) -> int:
            cards = g.cards
            return len({getattr(cards[c], attr) for c in active_in_play(g)
                        if getattr(cards[c], attr) and f.match(g, c, ctx)})
        return value
    build.__doc__ = f"How many different {what} the matching active cards in play have."
    return build


def _sites(f: Filter | None) -> Value:
    """Sites on the adventure path that match: every site there is in play and can be
    spotted (CR 4.1 "site"), not only the fellowship's (Conquered Halls: "for each
    underground site you can spot")."""
    if f is None:
        raise ValueError("sites needs a filter in parentheses, e.g. sites(keyword(underground))")
    return lambda g, ctx: sum(1 for c in g.s.path if c >= 0 and f.match(g, c, ctx))


def _cost(f: Filter | None) -> Value:
    """The printed twilight cost of the matching cards in play, summed; a ``$name``
    reference reads the remembered cards wherever they are (Might of Númenor: "X is the
    twilight cost of the card revealed", a card in an opponent's hand)."""
    if f is None:
        raise ValueError("cost needs a filter in parentheses, e.g. cost($revealed)")

    def value(g: Game, ctx: Ctx) -> int:
        ref = f.ref
        cards = ref_cards(g, ref, ctx) if ref is not None and ref[0] == "$" \
            else f.in_play(g, ctx)
        return sum(g.cards[c].twilight_cost or 0 for c in cards)
    return value


def _stacked(f: Filter | None) -> Value:
    """Cards stacked on cards that match, counted where they are (not in play): the
    filter reads the stacked card, ``on(...)`` its host ("a card stacked on a [dwarven]
    condition": ``stacked(on([dwarven] condition))``; "each [dwarven] card stacked
    here": ``stacked([dwarven] on(self))``)."""
    if f is None:
        raise ValueError("stacked needs a filter in parentheses, e.g. stacked(on(self))")
    return lambda g, ctx: sum(1 for piles in g.s.piles for c in piles["stacked"]
                              if f.match(g, c, ctx))


CARD_QUANTITIES: dict[str, Callable[[Filter | None], Value]] = {
    "count": _count,
    "sites": _sites,
    "races": _distinct("race", "races", "races"),
    "cultures": _distinct("culture", "cultures", "cultures"),
    "dead": _pile_count("dead", "fp"),
    "discard": _pile_count("discard", "you"),
    "hand": _pile_count("hand", "you"),
    "opponent_hand": _pile_count("hand", "opponent"),
    "wounds": _summed(lambda g, c: g.s.wounds[c]),
    "strength": _summed(stats.strength),
    "vitality": _summed(stats.vitality),
    "resistance": _summed(stats.resistance),
    # the damage bonus ("lose all damage bonuses": ``{ value = "damage($m)", times = -1 }``)
    "damage": _summed(lambda g, c: stats.keyword(g, c, "damage")),
    # the hunter value ("lose the hunter keyword": ``{ value = "hunter($c)", times = -1 }``)
    "hunter": _summed(lambda g, c: stats.keyword(g, c, "hunter")),
    "cost": _cost,  # printed twilight cost
    "stacked": _stacked,  # cards stacked on cards
}
_NAME = re.compile(r"\s*([a-z_]+|\$[a-z_]+|-?\d+)\s*")


def parse_value(text: str, col: int = 1) -> tuple[Value, int]:
    """A value at the start of ``text``: (function, characters read). ``col`` is the
    column of ``text[0]`` for messages."""
    m = _NAME.match(text)
    if m is None:
        raise ValueError(f"column {col}: expected a value (a number, burdens, twilight, "
                         f"count(FILTER), ...), got {text.strip()!r}")
    word = m.group(1)
    end = m.end()
    if re.fullmatch(r"-?\d+", word):
        n = int(word)
        return (lambda g, ctx: n), end
    if word.startswith("$"):
        name = word[1:]
        return (lambda g, ctx: len(ctx["v"].get(name, ()))), end
    if end < len(text) and text[end] == "(":
        depth, i = 1, end + 1
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        if depth:
            raise ValueError(f"column {col + end}: a '(' without its ')'")
        make = CARD_QUANTITIES.get(word)
        if make is None:
            raise ValueError(f"column {col + m.start(1)}: unknown quantity {word!r}; one of "
                             f"{', '.join(sorted(CARD_QUANTITIES))} takes a filter")
        inner = text[end + 1:i - 1]
        try:
            f = compile_filter(inner)
        except ValueError as exc:
            raise ValueError(f"column {col + end + 1}: {exc}") from None
        try:
            return make(f), i + len(text[i:]) - len(text[i:].lstrip())
        except ValueError as exc:
            raise ValueError(f"column {col + m.start(1)}: {word} {exc}") from None
    if word in QUANTITIES:
        return QUANTITIES[word], end
    if word in CARD_QUANTITIES and word != "count":
        return CARD_QUANTITIES[word](None), end
    raise ValueError(f"column {col + m.start(1)}: unknown quantity {word!r}; one of "
                     f"{', '.join([*QUANTITIES, *CARD_QUANTITIES])}")


_PLUS = re.compile(r"\s*\+")


def parse_sum(text: str, col: int = 1) -> tuple[Value, int]:
    """Values added together ("the total number of minions and twilight tokens":
    ``count(minion) + twilight``): (function, characters read)."""
    value, used = parse_value(text, col)
    terms = [value]
    while (m := _PLUS.match(text, used)) is not None:
        more, n = parse_value(text[m.end():], col + m.end())
        terms.append(more)
        used = m.end() + n
    if len(terms) == 1:
        return value, used
    return (lambda g, ctx: sum(t(g, ctx) for t in terms)), used


def _whole(text: str) -> Value:
    value, used = parse_sum(text)
    if text[used:].strip():
        raise ValueError(f"column {used + 1}: unexpected {text[used:].strip()!r}")
    return value


def _int(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"{what} must be an integer, not {v!r}")
    return v


def compile_value(spec: Any) -> Value:
    """A value in any of the forms of the module doc."""
    if isinstance(spec, int) and not isinstance(spec, bool):
        return lambda g, ctx: spec
    if isinstance(spec, str):
        return _whole(spec)
    if not isinstance(spec, dict):
        raise ValueError(f"a value is a number, a quantity or a table, not {spec!r}")
    extra = set(spec) - {"count", "value", "over", "limit", "pile", "times"}
    if extra:
        raise ValueError(f"unknown key {sorted(extra)[0]!r} in a value; allowed: count, "
                         "value, over, limit, pile, times")
    if ("count" in spec) == ("value" in spec):
        raise ValueError("a value table needs one of 'count' (a filter) or 'value'")
    over = _int(spec.get("over", 0), "over")
    limit = _int(spec.get("limit", 10**6), "limit")
    times = _int(spec.get("times", 1), "times")
    pile = spec.get("pile")
    if "value" in spec:
        if pile is not None:
            raise ValueError("'pile' goes with 'count'")
        base = compile_value(spec["value"])
    elif pile is None:
        base = _count(compile_filter(spec["count"]))
    elif pile in ("dead", "discard", "hand"):
        f = compile_filter(spec["count"])
        base = lambda g, ctx: sum(  # noqa: E731 - every player's pile, as printed
            1 for p, piles in enumerate(g.s.piles) if not pile_hidden(g, ctx, pile, p)
            for c in piles[pile] if f.match(g, c, ctx))  # (not a hand kept secret)
    else:
        raise ValueError(f"pile must be dead, discard or hand, not {pile!r}")
    return lambda g, ctx: min(limit, max(0, base(g, ctx) - over)) * times


_OP = re.compile(r"\s*(<=|>=|==|!=|<|>|=)")


def compile_compare(spec: Any) -> Callable[[Game, Ctx], bool]:
    """``"twilight < 2"``, ``"count(orc minion) >= 5"``, ``"burdens <= 4"``."""
    if not isinstance(spec, str):
        raise ValueError(f'compare takes a text like "twilight < 2", not {spec!r}')
    left, used = parse_sum(spec)
    m = _OP.match(spec, used)
    if m is None:
        raise ValueError(f"column {used + 1}: expected <, <=, =, !=, >= or > in {spec!r}")
    right_text = spec[m.end():]
    right, used2 = parse_sum(right_text, m.end() + 1)
    if right_text[used2:].strip():
        raise ValueError(f"column {m.end() + used2 + 1}: unexpected "
                         f"{right_text[used2:].strip()!r} in {spec!r}")
    test = _OPS[m.group(1)]
    return lambda g, ctx: test(left(g, ctx), right(g, ctx))
