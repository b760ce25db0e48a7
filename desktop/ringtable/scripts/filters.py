"""Filters: the card-script words that pick cards ("a [gondor] Man", "another companion
who has the Frodo signet", "a minion skirmishing an unbound companion").

The words and the compiled ``Filter`` live here; the grammar that combines them
(``and``/``or``/``not``, parentheses, ``vs(...)``, ``title("...")``, ``strength >= 8``)
is ``filter_grammar.py``. Filters are parsed once at load time into small predicate
functions, so a mistake is a load error naming the card, the field and the column, and
matching at play time is a few attribute reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..cards.model import CULTURES as CARD_CULTURES
from ..engine import stats
from ..engine.combat import current_skirmish
from ..engine.state import IN_PLAY

Game = Any
Ctx = dict[str, Any]
Pred = Callable[[Game, int, Ctx], bool]

TYPES = {
    "companion": ("companion",), "ally": ("ally",), "minion": ("minion",),
    "character": ("companion", "ally", "minion"), "possession": ("possession",),
    "artifact": ("artifact",), "item": ("possession", "artifact"),
    "condition": ("condition",), "event": ("event",), "site": ("site",),
    "follower": ("follower",),
}
RACES = {"hobbit", "man", "elf", "dwarf", "wizard", "orc", "uruk-hai", "nazgul", "troll",
         "balrog", "ent", "creature", "wraith"}
# "[men] minion", "[orc] minion": the card facts' cultures, Shadows-era ones included.
CULTURES = set(CARD_CULTURES)
KEYWORDS = {"ranger", "archer", "villager", "ring-bound", "fierce", "valiant", "stealth",
            "damage", "defender", "ambush", "lurker", "enduring", "unhasty", "tracker",
            "weapon", "spell", "tale", "hunter"}
CLASSES = {"armor", "hand weapon", "ranged weapon", "mount", "shield", "cloak", "helm",
           "ring", "pipe", "brooch", "box", "bracers", "gauntlets", "staff", "horn"}


def is_active(g: Game, c: int) -> bool:
    """CR 'active': the Free Peoples player's Free Peoples cards, the Shadow players'
    Shadow cards, cards borne by active cards, and sites. (The engine counts every card
    in play; scripts follow the rule so that, say, an opponent's companions are neither
    spotted nor chosen.)"""
    s = g.s
    z = s.zone[c]
    if z == "path":
        return True
    if z not in IN_PLAY:
        return False
    b = s.bearer[c]
    if z == "attached" and b >= 0:
        return is_active(g, b)
    return g.shadow[c] != (s.holder[c] == s.fp)  # Shadow cards of the Shadow players


_PLAY_ZONES = ("fellowship", "support", "minions", "attached")
FEW_CANDIDATES = 8  # a filter fitting at most this many of a game's cards is narrow


def active_in_play(g: Game, zones: tuple[str, ...] = (*_PLAY_ZONES, "path")) -> list[int]:
    """Active cards in play plus the active site, in one pass over the piles (only the
    ``zones`` a filter can match, "path" meaning the active site). Callers must not
    change the list: while legal actions are listed it is shared (``Game.memo``)."""
    memo = g.memo
    if memo is not None:
        known = memo.get(zones)
        if known is None:
            known = memo[zones] = _active_in_play(g, zones)
        return known
    return _active_in_play(g, zones)


def _active_in_play(g: Game, zones: tuple[str, ...]) -> list[int]:
    s = g.s
    fp = s.fp
    shadow = g.shadow
    bearer = s.bearer
    out: list[int] = []
    for p, piles in enumerate(s.piles):
        mine = p == fp
        for zone in zones:
            pile = piles[zone] if zone != "path" else ()
            if not pile:
                continue
            if zone == "attached":
                for c in pile:
                    if bearer[c] >= 0:
                        if is_active(g, c):
                            out.append(c)
                    elif shadow[c] != mine:
                        out.append(c)
            else:
                for c in pile:
                    if shadow[c] != mine:
                        out.append(c)
    if "path" in zones:
        site = stats.active_site(g)
        if site >= 0:
            out.append(site)
    return out


# Where cards of a type can be in play, so a filter naming types looks only there.
_TYPE_ZONES = {
    "companion": ("fellowship",), "minion": ("minions",), "ally": ("support",),
    "character": ("fellowship", "support", "minions"), "follower": ("support", "attached"),
    "possession": ("support", "attached"), "artifact": ("support", "attached"),
    "item": ("support", "attached"), "condition": ("support", "attached"),
    "site": ("path",), "event": (),
}


class Fact:
    """A predicate on printed facts only (type, race, culture, title...): its answer per
    card definition never changes, so ``Filter`` caches it per card id."""

    __slots__ = ("test",)

    def __init__(self, test: Callable[[Any], bool]) -> None:
        self.test = test

    def __call__(self, g: Game, c: int, ctx: Ctx) -> bool:
        return self.test(g.cards[c])


def _typed(kinds: tuple[str, ...]) -> Pred:
    return Fact(lambda card: card.type in kinds)


def _race(race: str) -> Pred:
    return Fact(lambda card: card.race == race)


def _culture(culture: str) -> Pred:
    return Fact(lambda card: card.culture == culture)


def _keyword_pred(name: str) -> Pred:
    """A keyword word ("ranger"): printed on the card, or given or taken away by a
    modifier while it is in play. A plain function (called for every card a filter
    looks at), carrying ``kw_stat`` and ``printed`` so a filter may skip cards without
    the printed keyword when nothing in the game can give it."""
    def pred(g: Game, c: int, ctx: Ctx) -> bool:
        if g.s.zone[c] in IN_PLAY:
            return stats.keyword(g, c, name) > 0
        return g.cards[c].has_keyword(name)

    if name in stats.KEYWORDS_BY_RULE:  # "All versions of Frodo and Sam are Ring-bound":
        return pred  # the printed keyword never decides alone (no screen)
    pred.kw_stat = "kw:" + name  # type: ignore[attr-defined]
    pred.printed = lambda card: card.has_keyword(name)  # type: ignore[attr-defined]
    return pred


def _keyword(name: str) -> Pred:
    if name == "weapon":
        return Fact(lambda card: any(k in ("hand weapon", "ranged weapon")
                                     for k in card.item_classes))
    return _keyword_pred(name)


def is_mounted(g: Game, c: int) -> bool:
    """Mounted: bearing a mount (CR: mounted)."""
    return any("mount" in g.cards[a].item_classes for a in g.s.attachments(c))


def is_unbound(g: Game, c: int) -> bool:
    """Unbound: a companion without the Ring-bound keyword (CR: unbound)."""
    return g.cards[c].type == "companion" and not stats.keyword(g, c, "ring-bound")


def skirmishing(g: Game, c: int) -> list[int]:
    """The characters ``c`` is skirmishing in the current skirmish (empty if none)."""
    f = current_skirmish(g)
    if f is None or f.get("cancelled"):
        return []
    s = g.s
    ms = [m for m in f["ms"] if s.zone[m] == "minions" and s.assigned[m] == f["d"]]
    if c == f["d"]:
        return ms
    return [f["d"]] if c in ms and s.zone[f["d"]] in IN_PLAY else []


def ref_cards(g: Game, ref: str, ctx: Ctx) -> list[int]:
    """Cards a reference names: ``self`` (the card with the text), ``bearer`` (what it is
    attached to), ``ringbearer`` (of the acting player), ``target`` (the card a static
    modifier or an effect is being applied to: "each minion ... for each wound on that
    minion"), ``$name`` (chosen earlier)."""
    src = ctx["src"]
    if ref == "self":
        return [src]
    if ref == "bearer":
        b = g.s.bearer[src]
        return [b] if b >= 0 else []
    if ref == "ringbearer":
        rb = g.s.ring_bearer[g.s.fp]
        return [rb] if rb >= 0 else []
    if ref == "target":  # the card a modifier or effect is being applied to
        return [ctx["t"]] if ctx.get("t", -1) >= 0 else []
    return list(dict.fromkeys(ctx.get("v", {}).get(ref[1:], ())))  # each card once


REFS = {"self", "bearer", "ringbearer", "target"}


def _another(g: Game, c: int, ctx: Ctx) -> bool:
    return c != ctx["src"]


def _yours(g: Game, c: int, ctx: Ctx) -> bool:
    return g.s.holder[c] == ctx["p"] if g.s.zone[c] != "path" else True


def _roaming(g: Game, c: int, ctx: Ctx) -> bool:
    return g.cards[c].type == "minion" and stats.is_roaming(g, c)


def _assigned(g: Game, c: int, ctx: Ctx) -> bool:
    s = g.s
    return s.assigned[c] >= 0 or c in s.assigned


def _dead_culture(g: Game, c: int, ctx: Ctx) -> bool:
    """"Of the same culture as a card in the dead pile" (the Free Peoples dead pile)."""
    culture = g.cards[c].culture
    return bool(culture) and any(g.cards[d].culture == culture
                                 for d in g.s.piles[g.s.fp]["dead"])


SIMPLE: dict[str, Pred] = {
    "another": _another,
    "other": _another,
    "yours": _yours,
    "shadow": Fact(lambda card: card.side == "shadow"),
    "free-peoples": Fact(lambda card: card.side == "free_peoples"),
    "wounded": lambda g, c, ctx: g.s.wounds[c] > 0,
    "exertable": lambda g, c, ctx: stats.can_exert(g, c),
    # CR: exhausted, "who has only 1 vitality" left
    "exhausted": lambda g, c, ctx: stats.vitality_left(g, c) == 1,
    "unbound": lambda g, c, ctx: is_unbound(g, c),
    "mounted": lambda g, c, ctx: is_mounted(g, c),
    "roaming": _roaming,
    "assigned": _assigned,
    "unassigned": lambda g, c, ctx: not _assigned(g, c, ctx),
    "skirmishing": lambda g, c, ctx: bool(skirmishing(g, c)),
    "unique": Fact(lambda card: card.unique),
    "home": lambda g, c, ctx: is_home(g, c, ctx["src"]),
    "card": Fact(lambda card: True),
    "mount": Fact(lambda card: "mount" in card.item_classes),
    "dead_culture": _dead_culture,
    # the fellowship's current site ("The fellowship's current site gains underground")
    "current": lambda g, c, ctx: c == stats.current_site(g),
    # the fellowship's next site, once it is on the path ("if the fellowship's next site
    # is an underground site": Orc Plains Runner)
    "next": lambda g, c, ctx: 0 < g.s.site[g.s.fp] < 9 and c == g.s.path[g.s.site[g.s.fp] + 1],
}


def _commonest_race(g: Game, c: int, ctx: Ctx) -> bool:
    """Of a race that has the most companions in play, ties sharing it ("each companion
    of each race that has the most companions", Doors of Durin)."""
    race = g.cards[c].race
    if not race:
        return False
    counts: dict[str, int] = {}
    for x in g.s.piles[g.s.fp]["fellowship"]:
        r = g.cards[x].race
        if r:
            counts[r] = counts.get(r, 0) + 1
    return counts.get(race, 0) == max(counts.values(), default=0)


SIMPLE["commonest_race"] = _commonest_race


def is_home(g: Game, site: int, ally: int) -> bool:
    """Is ``site`` one of the home sites of ``ally`` (number and block)?"""
    c = g.cards[site]
    if c.type != "site" or site not in g.s.path:
        return False
    n = g.s.path.index(site)
    return any(h.site_number == n and h.block == c.block for h in g.cards[ally].ally_homes)


class Filter:
    """A compiled filter: alternatives of conjunctions of word predicates. The printed-fact
    words of each alternative are answered once per card definition and cached."""

    __slots__ = ("text", "alts", "ref", "zones", "_possible", "_printed", "kw_stats",
                 "shared", "anchors")

    def __init__(self, text: str, alts: list[list[Pred]], ref: str | None,
                 zones: tuple[str, ...] = (*_PLAY_ZONES, "path"), shared: bool = False,
                 anchors: tuple[str, ...] | None = None) -> None:
        self.zones = zones
        # every alternative names a reference ("self boosted:3", "$m mounted"): only the
        # cards those references name can match, so counting looks at them alone
        self.anchors = anchors
        self.shared = shared  # answers the same whoever asks (no word depends on who asks)
        self.text = text
        self.alts = [({}, [p.test for p in preds if isinstance(p, Fact)],
                      [p for p in preds if not isinstance(p, Fact)]) for preds in alts]
        self.ref = ref  # a bare reference ("self", "$x"): no search needed
        # card id -> can any alternative's printed facts hold: searches of the table skip
        # most cards with one dictionary look-up instead of a call to ``match``
        self._possible: dict[str, bool] = {}
        # ... and with its printed keywords too, exact out of play, and in play while
        # nothing in the game gives those keywords (``screen``)
        self._printed: dict[str, bool] = {}
        self.kw_stats = frozenset(p.kw_stat for preds in alts for p in preds
                                  if hasattr(p, "kw_stat"))

    def possible(self, card: Any) -> bool:
        """Could a card with these printed facts match (state words aside)?"""
        ok = self._possible.get(card.id)
        if ok is None:
            ok = self._possible[card.id] = any(all(f(card) for f in facts)
                                               for _, facts, _ in self.alts)
        return ok

    def printed_possible(self, card: Any) -> bool:
        """``possible``, counting keywords as printed (exact for cards out of play)."""
        ok = self._printed.get(card.id)
        if ok is None:
            ok = self._printed[card.id] = any(
                all(f(card) for f in facts)
                and all(p.printed(card) for p in preds if hasattr(p, "kw_stat"))
                for _, facts, preds in self.alts)
        return ok

    def keywords_fixed(self, g: Game) -> bool:
        """True when no card of this game and no modifier now in force can change this
        filter's keywords, so printed keywords decide (see ``printed_possible``)."""
        kw = self.kw_stats
        if not kw or g._statics_any:
            return False
        by_stat = g._statics_by_stat
        for stat in kw:  # loops, not any(): asked at every legality check
            if stat in by_stat:
                return False
        for m in g.s.mods:  # noqa: SIM110 - a loop, not all(): no generator per check
            if m[1] in kw:
                return False
        return True

    def _screen(self, printed: bool) -> tuple[dict[str, bool], Callable[[Any], bool]]:
        """(cache by card id, filler): ``printed_possible`` when ``printed`` (see
        ``keywords_fixed``), else ``possible``."""
        if printed:
            return self._printed, self.printed_possible
        return self._possible, self.possible

    def match(self, g: Game, c: int, ctx: Ctx) -> bool:
        card = g.cards[c]
        for cache, facts, preds in self.alts:
            ok = cache.get(card.id)
            if ok is None:
                ok = cache[card.id] = all(f(card) for f in facts)
            if not ok:
                continue
            for p in preds:
                if not p(g, c, ctx):
                    break
            else:
                return True
        return False

    def candidates(self, g: Game, printed: bool = False) -> tuple[int, ...]:
        """Every instance of this game whose printed facts (``printed``: and keywords)
        could match, wherever it is (once per card list: games of the same decks share
        it)."""
        key = (self, printed)
        known = g.by_facts.get(key)
        if known is None:
            cards = g.cards
            test = self.printed_possible if printed else self.possible
            known = g.by_facts[key] = tuple(i for i in range(len(cards)) if test(cards[i]))
        return known

    def in_play(self, g: Game, ctx: Ctx) -> list[int]:
        """Matching active cards in play (and the path's current site)."""
        if self.ref is not None:
            return [c for c in ref_cards(g, self.ref, ctx)
                    if g.s.zone[c] in IN_PLAY or g.s.zone[c] == "path"]
        memo = g.memo
        if memo is not None and self.shared:  # listing legal actions: share the matches
            known = memo.get(self)
            if known is None:
                known = memo[self] = self._matching(g, ctx)
            return list(known)
        return self._matching(g, ctx)

    def _matching(self, g: Game, ctx: Ctx) -> list[int]:
        return list(self._scan(g, ctx, self.keywords_fixed(g)))

    def _scan(self, g: Game, ctx: Ctx, printed: bool) -> Iterator[int]:
        """Matching active cards, scanning what is in play (printed facts screened first,
        with keywords too when ``printed``)."""
        cards = g.cards
        possible, fill = self._screen(printed)
        for c in active_in_play(g, self.zones):
            ok = possible.get(cards[c].id)
            if ok is None:
                ok = fill(cards[c])
            if ok and self.match(g, c, ctx):
                yield c

    def count_in_play(self, g: Game, ctx: Ctx, enough: int,
                      eligible: Callable[[Game, int, Ctx], bool] | None = None) -> int:
        """Matching active cards, counted up to ``enough`` (stops early: legality checks
        only need to know whether there are enough)."""
        if self.ref is not None:
            cards = self.in_play(g, ctx)
            return len([c for c in cards if eligible is None or eligible(g, c, ctx)])
        anchors = self.anchors
        if anchors is not None:
            if len(anchors) == 1:
                candidates = ref_cards(g, anchors[0], ctx)
                if len(candidates) > 1:  # "$m": a card named twice counts once
                    candidates = list(dict.fromkeys(candidates))
            else:
                candidates = list(dict.fromkeys(c for a in anchors for c in ref_cards(g, a, ctx)))
        else:
            printed = self.keywords_fixed(g)
            candidates = self.candidates(g, printed)
            if len(candidates) > FEW_CANDIDATES:  # a broad filter: scan what is in play
                n = 0
                for c in self._scan(g, ctx, printed):
                    if eligible is None or eligible(g, c, ctx):
                        n += 1
                        if n >= enough:
                            break
                return n
        # A narrow filter ("ranger", "title:Gandalf", "self boosted:3"): only the few
        # instances that could match are looked at; the same count as scanning the table.
        n = 0
        zone = g.s.zone
        zones = self.zones
        site = -2
        for c in candidates:
            z = zone[c]
            if z == "path":  # only the active site, as ``active_in_play``
                if "path" not in zones:
                    continue
                if site == -2:
                    site = stats.active_site(g)
                if c != site:
                    continue
            elif z not in zones or not is_active(g, c):
                continue
            if self.match(g, c, ctx) and (eligible is None or eligible(g, c, ctx)):
                n += 1
                if n >= enough:
                    break
        return n

    def in_pile(self, g: Game, player: int, pile: str, ctx: Ctx) -> list[int]:
        cards = g.cards  # out of play: printed keywords are exact
        return [c for c in g.s.piles[player][pile]
                if self.printed_possible(cards[c]) and self.match(g, c, ctx)]


# The grammar builds Filters from these words (imported last: it imports this module).
from .filter_grammar import _COMPILED, compile_filter  # noqa: E402

__all__ = ["Filter", "_COMPILED", "active_in_play", "compile_filter", "is_active"]
