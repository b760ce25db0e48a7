"""A card that has another card's game text: "While you can spot your site 3, Silinde has
the game text of that site" (Silinde, Uruviel, Hobbit Farmer; issue 18, gaps-p).

CR 4.1 "site": "A site's game text cannot be used unless the fellowship is there,
although some cards may copy and use that game text." Such a card's behaviour says which
site number it copies (``Behaviour.site_text``); while its holder's own site of that
number is on the adventure path (and its text applies: ``stats.text_off``), the site's
statics, special abilities and triggers act as the card's own: ``self`` is the card, its
holder is "you", and they apply wherever the fellowship is.

How it plugs in: a game's behaviour index (``game._behaviour_index``) lists, for such a
card, the text of every site of that number among the game's cards, each guarded so that
it acts only while that very site is the one copied (``copied_site``). A copied ability
or trigger is numbered ``COPIED + its index in the site's behaviour``, so an action
(``Action("use", ..., value=...)``) or a queued trigger names it as plain data; ``ability``
and ``trigger`` find the code behind either kind of number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .behaviour import ActivatedAbility, Behaviour, TriggeredAbility
from .state import PATH
from .stats import text_off

if TYPE_CHECKING:
    from ..cards.database import CardDatabase
    from ..cards.model import Card
    from .game import Game
    from .rules import Rules

COPIED = 1000  # ability/trigger numbers from here on are a copied site's text


def copied_site(g: Game, card: int) -> int:
    """The site whose game text ``card`` has now: its holder's site of the number its
    behaviour names, on the adventure path, its text applying; -1 if none."""
    number = g.rules.behaviour(g.s.defs[card]).site_text
    if not number:
        return -1
    s = g.s
    site = s.path[number] if number < len(s.path) else -1
    if site < 0 or s.zone[site] != PATH or s.owner[site] != s.holder[card]:
        return -1
    block = home_block(g.cards[card])
    if block and g.cards[site].block != block:
        return -1
    return -1 if text_off(g, site) else site


def home_block(card: Card) -> str | None:
    """The block of the site number a card's text names: CR 4.1 "When a site's number is
    specifically mentioned in game text, that number uses a block symbol", read from the
    card's own home site (Silinde's "site 3" is the Fellowship block's); None: any."""
    return card.ally_homes[0].block if card.ally_homes else None


def ability(g: Game, card: int, idx: int) -> ActivatedAbility:
    """The special ability numbered ``idx`` of ``card`` (its own, or its copied site's)."""
    if idx < COPIED:
        return g.rules.behaviour(g.s.defs[card]).abilities[idx]
    site = copied_site(g, card)
    return g.rules.behaviour(g.s.defs[site]).abilities[idx - COPIED]


def trigger(g: Game, card: int, idx: int) -> TriggeredAbility:
    """The trigger numbered ``idx`` of ``card``; a copied one whose site is no longer
    copied (replaced since it was queued) does nothing."""
    if idx < COPIED:
        return g.rules.behaviour(g.s.defs[card]).triggers[idx]
    site = copied_site(g, card)
    if site < 0:
        return _GONE
    return g.rules.behaviour(g.s.defs[site]).triggers[idx - COPIED]


def _nothing(g: Game, source: int, event: Any) -> None:
    return None


def _never(g: Game, source: int, event: Any) -> bool:
    return False


_GONE = TriggeredAbility("gone", "its copied text no longer applies", False, _never, _nothing)


def copies(rules: Rules, defs: tuple[str, ...], copier: Card,
           beh: Behaviour) -> list[tuple[str, Behaviour]]:
    """The texts ``copier`` (its behaviour ``beh``) may copy in a game of ``defs``: each
    site definition of that number and block, with its abilities, triggers and statics
    guarded to act only while that site is the one copied. For the behaviour index."""
    number = beh.site_text
    if not number:
        return []
    db: CardDatabase = rules.db
    block = home_block(copier)
    out = []
    for d in dict.fromkeys(defs):
        card = db[d]
        if card.type != "site" or card.site_number != number or \
                (block and card.block != block):
            continue
        site = rules.behaviour(d)
        if site.abilities or site.triggers or site.statics:
            out.append((d, _guarded(site, d)))
    return out


def _guarded(site: Behaviour, d: str) -> Behaviour:
    def copying(g: Game, card: int) -> bool:
        at = copied_site(g, card)
        return at >= 0 and g.s.defs[at] == d

    return replace(
        site,
        abilities=tuple(replace(ab, can_use=_guard_use(copying, ab.can_use))
                        for ab in site.abilities),
        triggers=tuple(replace(t, condition=_guard_condition(copying, t))
                       for t in site.triggers),
        statics=tuple(_guard_static(copying, fn) for fn in site.statics))


Copying = Callable[[Any, int], bool]


def _guard_use(copying: Copying, fn: Any) -> Any:
    def can_use(g: Game, src: int, player: int) -> bool:
        return copying(g, src) and fn(g, src, player)
    return can_use


# "When the fellowship moves to Valley of the Silverlode": a site's movement trigger
# copied names that site, so the copy answers only a move to or from it
_SITE_MOVES = frozenset({"moves_to", "moves_from"})


def _guard_condition(copying: Copying, trig: TriggeredAbility) -> Any:
    fn = trig.condition
    named = trig.event in _SITE_MOVES

    def condition(g: Game, src: int, event: Any) -> bool:
        if not copying(g, src):
            return False
        if named and not (event.cards and event.cards[0] == copied_site(g, src)):
            return False
        return fn(g, src, event)
    return condition


def _guard_static(copying: Copying, fn: Any) -> Any:
    def static(g: Game, src: int, target: int, stat: str) -> int:
        return fn(g, src, target, stat) if copying(g, src) else 0
    for attr in ("stat", "may_apply"):  # what the behaviour index reads
        if hasattr(fn, attr):
            setattr(static, attr, getattr(fn, attr))
    return static
