"""Values read from the state: strength, vitality, keywords, costs, spotting.

Every value is computed when read (printed value + bearer items + The One Ring + temporary
modifiers + static modifiers of active cards), so there is no cache to invalidate; the
final result is never below zero.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.model import ALLY, COMPANION, MINION, Card
from .rule_names import RULE_MODIFIERS
from .state import IN_PLAY, INITIATIVE_HAND

if TYPE_CHECKING:
    from .game import Game

_KEYWORDS: dict[str, dict[str, int]] = {}


def printed_keywords(card: Card) -> dict[str, int]:
    """``('damage+1', 'ambush 2', 'fierce')`` -> ``{'damage': 1, 'ambush': 2, 'fierce': 1}``.

    Cached per definition: definitions are immutable.
    """
    cached = _KEYWORDS.get(card.id)
    if cached is None:
        cached = {}
        for kw in card.keywords:
            name, value = kw, 1
            for sep in ("+", " "):
                head, _, tail = kw.rpartition(sep)
                if head and tail.isdigit():
                    name, value = head.strip(), int(tail)
                    break
            cached[name] = cached.get(name, 0) + value
        _KEYWORDS[card.id] = cached
    return cached


def _temp(g: Game, card: int, stat: str) -> int:
    total = 0
    for m in g.s.mods:
        if m[0] == card and m[1] == stat:
            total += m[2]
    return total


def _static(g: Game, card: int, stat: str) -> int:
    # Only the modifiers whose printed target could be this card (for -1, the game-wide
    # values, every modifier of the stat), found once per card list and shared by its
    # games: a list per stat indexed by card + 1, empty when nothing changes the stat.
    if not g.static_stats:  # no card of this game has any (unscripted play)
        return 0
    fits = g.static_fit.get(stat)
    if fits is None:
        fits = g.static_fit[stat] = _fit_table(g, stat)
    if not fits:
        return 0
    fit = fits[card + 1]
    if fit is None:
        fit = fits[card + 1] = _fit(g, card, stat)
    if not fit:
        return 0
    memo = g.memo
    if memo is not None:  # listing legal actions: the state holds still
        known = memo.get((stat, card))
        if known is not None:
            return known
    # a static whose condition reads this very stat of this card again (Frodo, 15_144:
    # "while skirmishing a minion of strength 8 or less" against Black Land Spy: "while
    # you can spot a companion of strength 13 or more"): the inner read counts without
    # the statics being summed, so the loop ends
    busy = (stat, card)
    summing = g.summing
    if busy in summing:
        return 0
    summing.add(busy)
    # the modifiers of active cards, summed (inlined: read at every stat of every card)
    zone = g.s.zone
    total = 0
    site = -2
    blank = stat != BLANK and blanking(g)  # "... game text does not apply" (Helpless)
    try:
        for src, fn in fit:
            z = zone[src]
            if blank and rule(g, src, "no_game_text"):
                continue
            if z in IN_PLAY:
                total += fn(g, src, card, stat)
            elif z == "path":
                if site == -2:
                    site = active_site(g)
                if src == site or (src in g.s.controller and _controlled_text(g, src)):
                    total += fn(g, src, card, stat)
    finally:
        summing.discard(busy)
    if memo is not None:
        memo[(stat, card)] = total
    return total


def _controlled_text(g: Game, site: int) -> bool:
    """A controlled site's text is not active (CR 4.1 "control"), unless it speaks of
    being controlled ("While you control this site": Nurn, ``Behaviour.active_controlled``)."""
    return g.rules.behaviour(g.s.defs[site]).active_controlled


def _fit_table(g: Game, stat: str) -> list[Any]:
    if stat in g._statics_by_stat or g._statics_any:
        return [None] * (len(g.cards) + 1)
    return []


def _fit(g: Game, card: int, stat: str) -> tuple[tuple[int, Any], ...]:
    sources = g._statics_by_stat.get(stat) or g._statics_any
    if card < 0:
        return tuple(sources)
    return _fitting(sources, g.cards[card])


def _fitting(sources: list[tuple[int, Any]], card: Card) -> tuple[tuple[int, Any], ...]:
    """The modifiers that may change ``card``: a modifier may carry ``may_apply(card)``,
    answered from printed facts (so once per card list and stat: ``Game.static_fit``)."""
    return tuple(e for e in sources
                 if getattr(e[1], "may_apply", None) is None or e[1].may_apply(card))


def _item_bonus(g: Game, card: int, attr: str) -> int:
    total = 0
    s = g.s
    for piles in s.piles:
        for a in piles["attached"]:
            if s.bearer[a] == card:
                value = getattr(g.cards[a], attr)
                if value:
                    total += value
    return total


def strength(g: Game, card: int) -> int:
    return held(g, "strength", card, _strength)


def held(g: Game, stat: str, card: int, compute: Callable[[Game, int], int]) -> int:
    """``compute(g, card)``, once per block in which the state holds still (a bot reads
    the same strengths and vitality many times over: ``Game.held_still``); not inside
    a sum of statics, whose inner reads see values without them (``_static``). Public:
    a bot's own figures of one card (``judgement.fighting_strength``) are kept the same
    way, under their own ``stat`` name."""
    memo = g.memo
    if memo is None or g.summing:
        return compute(g, card)
    key = ("total", stat, card)  # ("strength", card) is the statics alone
    known = memo.get(key)
    if known is None:
        known = memo[key] = compute(g, card)
    return known


def _strength(g: Game, card: int) -> int:
    value = (g.cards[card].strength or 0) + _item_bonus(g, card, "strength")
    value += _temp(g, card, "strength")
    if "strength" in g.static_stats:
        value += _static(g, card, "strength")
    if g.s.wounds[card] and keyword(g, card, "enduring"):
        value += 2 * g.s.wounds[card]  # enduring: strength +2 for each wound
    if g.s.phase == "skirmish":  # hunter acts only while skirmishing
        value += hunter_bonus(g, card)
    if _item_rules(g):
        value -= _lost_possession_bonus(g, card, "strength")
    return max(0, value)


def hunter(g: Game, card: int) -> int:
    """The X of ``card``'s hunter X now (0 without reading modifiers when no card of the
    game can give hunter: the usual case, asked on every strength read of a skirmish)."""
    if "hunter" in printed_keywords(g.cards[card]) or "kw:hunter" in g.static_stats:
        return keyword(g, card, "hunter")
    for m in g.s.mods:  # a loop, not any(): no generator on every strength read
        if m[1] == "kw:hunter":
            return keyword(g, card, "hunter")
    return 0


def hunter_bonus(g: Game, card: int) -> int:
    """CR 4.1 "hunter": "Hunter X" is "the strength bonus the character receives when
    skirmishing a character that does not have the hunter keyword" (sets 15-19)."""
    x = hunter(g, card)
    if not x:
        return 0
    for frame in reversed(g.s.stack):
        if frame["k"] == "skirmish":
            if frame.get("cancelled"):
                return 0
            d = frame["d"]
            if card == d:
                others = [m for m in frame["ms"] if g.s.zone[m] == "minions"]
            elif card in frame["ms"]:
                others = [d]
            else:
                return 0
            return x if any(not keyword(g, o, "hunter") for o in others) else 0
    return 0


_NO_POSSESSION_BONUSES = "rule:no_possession_bonuses"
# Mithril-coat ("Each minion skirmishing Frodo does not gain strength bonuses from weapons
# and loses all damage bonuses": the rules no_weapon_strength_bonuses and no_damage_bonuses)
# "A character skirmishing this minion does not gain strength bonuses from weapons"
# (Troop of Uruk-hai); "loses all damage bonuses from weapons" (Trapped and Alone)
_NO_WEAPON_BONUS = {"strength": "rule:no_weapon_strength_bonuses",
                    "kw:damage": "rule:no_weapon_damage_bonuses"}
_WEAPON_CLASSES = ("hand weapon", "ranged weapon")


def _item_rules(g: Game) -> bool:
    """Whether any static of the game may take items' bonuses away (read on every
    strength: three set lookups, no loop)."""
    ss = g.static_stats
    return _NO_POSSESSION_BONUSES in ss or _NO_WEAPON_BONUS["strength"] in ss or \
        _NO_WEAPON_BONUS["kw:damage"] in ss


def _lost_possession_bonus(g: Game, card: int, stat: str) -> int:
    """The bonuses items give ``card``'s ``stat`` (printed, static or temporary) that a
    text takes away: possessions' when it "loses all damage and strength bonuses from
    possessions"; weapons' (possessions or artifacts) under the weapon rules. Each source
    counted once, whichever rules name it."""
    possessions = _NO_POSSESSION_BONUSES in g.static_stats and \
        _static(g, card, _NO_POSSESSION_BONUSES) > 0
    weapon_rule = _NO_WEAPON_BONUS.get(stat)
    weapons = weapon_rule is not None and weapon_rule in g.static_stats and \
        _static(g, card, weapon_rule) > 0
    if not (possessions or weapons):
        return 0

    def lost(src: int) -> bool:
        c = g.cards[src]
        return (possessions and c.type == "possession") or (
            weapons and any(k in _WEAPON_CLASSES for k in c.item_classes))
    return sum(amount for src, amount in contributions(g, card, stat)
               if amount > 0 and src >= 0 and lost(src))


def vitality(g: Game, card: int) -> int:
    return held(g, "vitality", card, _vitality)


def _vitality(g: Game, card: int) -> int:
    value = (g.cards[card].vitality or 0) + _item_bonus(g, card, "vitality")
    value += _temp(g, card, "vitality")
    if "vitality" in g.static_stats:  # hot (every "can exert"): no call when none
        value += _static(g, card, "vitality")
    return max(0, value)


def resistance(g: Game, card: int) -> int:
    """Resistance before burdens; allies have none (CR: 'Allies have a resistance of zero')."""
    c = g.cards[card]
    if c.type != COMPANION:
        return 0
    value = (c.resistance or 0) + _item_bonus(g, card, "resistance")
    value += _temp(g, card, "resistance") + _static(g, card, "resistance")
    return max(0, value)


def keyword(g: Game, card: int, name: str) -> int:
    """Value of a keyword (1 for a plain keyword present, 0 when absent)."""
    memo = g.memo
    if memo is not None:  # listing legal actions: filters ask this of every card
        key = ("kw", card, name)
        known = memo.get(key)
        if known is None:
            known = memo[key] = _keyword(g, card, name)
        return known
    return _keyword(g, card, name)


def _keyword(g: Game, card: int, name: str) -> int:
    stat = "kw:" + name
    value = printed_keywords(g.cards[card]).get(name, 0)
    if value and text_off(g, card):
        value = 0  # a keyword is game text (CR 4.1 "keyword"): gone with it
    value += _temp(g, card, stat)
    if stat in g.static_stats:
        value += _static(g, card, stat)
    if name == "damage" and _item_rules(g):
        value -= _lost_possession_bonus(g, card, stat)
    if value <= 0 and name in _BY_RULE and _BY_RULE[name](g, card):
        return 1
    if value > 0 and name in _KEYWORD_LOST and rule(g, card, _KEYWORD_LOST[name]):
        return 0
    return max(0, value)


# Keywords a card has by rule, not print (CR 4.1): "All versions of Frodo and Sam are
# Ring-bound"; the character bearing The One Ring "gains the keywords Ring-bearer and
# Ring-bound, if he does not already have them" (starting fellowship).
_RING_BOUND_TITLES = frozenset({"Frodo", "Sam"})
_BY_RULE = {
    "ring-bound": lambda g, c: c in g.s.ring_bearer or (
        g.cards[c].type == COMPANION and g.cards[c].title in _RING_BOUND_TITLES),
    "ring-bearer": lambda g, c: c in g.s.ring_bearer,
}
KEYWORDS_BY_RULE = frozenset(_BY_RULE)


def shadow_number(g: Game, site: int) -> int:
    """A site's Shadow number with modifiers (No Stranger to the Shadows; "each site's
    Shadow number" for a while: a game-wide modifier, card -1), never below 0."""
    value = (g.cards[site].shadow_number or 0) + _temp(g, site, "shadow_number") \
        + _temp(g, -1, "shadow_number")
    return max(0, value + _static(g, site, "shadow_number"))


# keyword -> the rule modifier under which the card does not have it at all
_KEYWORD_LOST = {"damage": "no_damage_bonuses", "fierce": "no_fierce"}
_RULE_STATS = {name: "rule:" + name for name in RULE_MODIFIERS}
BLANK = _RULE_STATS["no_game_text"]


def blanking(g: Game) -> bool:
    """Some card may blank a text now (a static or modifier of the rule): else skip it."""
    return BLANK in g._statics_by_stat or any(m[1] == BLANK for m in g.s.mods)


def text_off(g: Game, card: int) -> bool:
    """The game text of ``card`` does not apply now (rule modifier ``no_game_text``)."""
    return blanking(g) and rule(g, card, "no_game_text") > 0


def rule(g: Game, card: int, name: str) -> int:
    """The strength of rule modifier ``name`` on ``card`` (0: the rule does not apply).
    Read on every exert check: nothing is built or summed when no modifier exists."""
    stat = _RULE_STATS[name]
    value = _temp(g, card, stat) if g.s.mods else 0
    if stat in g.static_stats:
        value += _static(g, card, stat)
    return value if value > 0 else 0


def site_number(g: Game, card: int) -> int:
    """A minion's site number with modifiers ("The site number of each [sauron] Orc is
    -1", Orc Pursuer), never below 0; read for roaming, in hand too. A card it bears
    adds its printed site-number modifier, as a borne card's printed strength does
    (the fortifications: Second Level "+2", Third Level "+4", transferred to a minion)."""
    value = (g.cards[card].site_number or 0) + _temp(g, card, "site_number")
    if g.cards[card].type != "site":
        value += _item_bonus(g, card, "site_number")
    if "site_number" in g.static_stats:
        value += _static(g, card, "site_number")
    return max(0, value)


def is_roaming(g: Game, minion: int) -> bool:
    """Roaming: the minion's site number is higher than the fellowship's site, unless a
    rule says it is not (Rohirrim Camp: "minions are not roaming")."""
    if rule(g, minion, "not_roaming"):
        return False
    return site_number(g, minion) > g.s.site[g.s.fp]


def can_take_wounds(g: Game, card: int) -> bool:
    """CR: 'If a character cannot take wounds, wounds cannot be assigned to that
    character' (archery)."""
    return not rule(g, card, "cannot_take_wounds")


def can_heal(g: Game, card: int) -> bool:
    """A wounded character a text does not keep from healing (rule ``cannot_heal``)."""
    return g.s.wounds[card] > 0 and not rule(g, card, "cannot_heal")


def vitality_left(g: Game, card: int) -> int:
    return vitality(g, card) - g.s.wounds[card]


def can_exert(g: Game, card: int, times: int = 1) -> bool:
    """'Exert X times' needs X+1 vitality: an exhausted character (1 left) cannot exert;
    nor can a character under the rule "cannot be exerted"."""
    return vitality_left(g, card) >= times + 1 and not rule(g, card, "cannot_be_exerted")


# CR 4.1: "The Free Peoples player has initiative while he has four or more cards in
# hand. Otherwise, the Shadow has initiative." (INITIATIVE_HAND, state.py)


def fp_has_initiative(g: Game) -> bool:
    if rule(g, -1, "shadow_initiative"):
        return False
    return len(g.s.piles[g.s.fp]["hand"]) >= INITIATIVE_HAND


def has_initiative(g: Game, player: int) -> bool:
    """"If you have initiative" for ``player``: the Free Peoples player while his hand
    holds 4 or more cards, every Shadow player otherwise (their own hands do not count)."""
    return fp_has_initiative(g) == (player == g.s.fp)


def global_value(g: Game, stat: str, base: int) -> int:
    """A game-wide value such as the move limit, with modifiers of target -1."""
    return max(0, base + _temp(g, -1, stat) + _static(g, -1, stat))


def move_limit(g: Game) -> int:
    return global_value(g, "move_limit", 2)


def is_character(g: Game, card: int) -> bool:
    return g.cards[card].type in (COMPANION, ALLY, MINION)


def in_play(g: Game, card: int) -> bool:
    return g.s.zone[card] in IN_PLAY


def companions(g: Game, player: int) -> list[int]:
    return g.s.piles[player]["fellowship"]


def minions(g: Game) -> list[int]:
    out: list[int] = []
    for piles in g.s.piles:
        out.extend(piles["minions"])
    return out


def allies(g: Game, player: int) -> list[int]:
    return [c for c in g.s.piles[player]["support"] if g.cards[c].type == ALLY]


def ally_at_home(g: Game, card: int) -> bool:
    """An ally takes part in archery and skirmishes while the fellowship is at its home."""
    c = g.cards[card]
    if c.type != ALLY:
        return False
    site_no = g.s.site[g.s.owner[card]]
    site = g.s.path[site_no] if site_no else -1
    if site < 0:
        return False
    block = g.cards[site].block
    return any(h.site_number == site_no and h.block == block for h in c.ally_homes)


def ally_takes_part(g: Game, card: int) -> bool:
    """CR: an ally takes part in archery fire and skirmishes while the fellowship is at
    its home site, or while a card text allows it (the rule modifier ``takes_part``:
    Thrarin "participate in archery fire and skirmishes until the regroup phase")."""
    return ally_at_home(g, card) or bool(rule(g, card, "takes_part"))


def fp_characters_in_combat(g: Game, player: int) -> list[int]:
    """Companions plus participating allies: who may take archery wounds and skirmish."""
    return companions(g, player) + [a for a in allies(g, player) if ally_takes_part(g, a)]


def current_site(g: Game) -> int:
    n = g.s.site[g.s.fp]
    return g.s.path[n] if n else -1


def active_site(g: Game) -> int:
    """The fellowship's current site, whose text is active unless a Shadow player controls
    it (a controlled site keeps only its keywords); -1 if none. None during setup: "Site
    text is not active when the starting fellowships are played" (CR 4.1, site; East
    Road's "each companion's twilight cost is +2" does not reach the starting 4)."""
    s = g.s
    if s.phase == "setup":
        return -1
    n = s.site[s.fp]  # current_site, inlined: asked for every site-borne text
    site = s.path[n] if n else -1
    return -1 if site < 0 or site in s.controller else site


def at_this_site(g: Game, card: int) -> bool:
    """"At this site": the fellowship is at ``card`` (a site) or at the site bearing it
    (a weather condition: "No player may play skirmish events ... at this site")."""
    site = current_site(g)
    return site >= 0 and (card == site or g.s.bearer[card] == site)


def site_keyword(g: Game, name: str) -> bool:
    """Keywords of the current site (they apply even while a Shadow player controls it),
    printed or gained ("The fellowship's current site gains underground": Skulking Goblin)."""
    site = current_site(g)
    return site >= 0 and keyword(g, site, name) > 0


def spot(g: Game, player: int, predicate: object) -> int:
    """How many active cards in play ``player`` can spot matching ``predicate(card_def)``."""
    count = 0
    fn = predicate  # typed loosely: a Callable[[Card], bool]
    for piles in g.s.piles:
        for zone in ("fellowship", "support", "minions", "attached"):
            for c in piles[zone]:
                if fn(g.cards[c]):  # type: ignore[operator]
                    count += 1
    return count


def contributions(g: Game, card: int, stat: str) -> list[tuple[int, int]]:
    """What each card adds to ``stat`` of ``card`` now, as ``(source, amount)`` pairs in the
    order a player counts them: possessions and artifacts borne (their printed bonus),
    static texts of active cards, then temporary modifiers (events, abilities), one pair
    per source; -1 stands for a modifier with no source card. The printed value is not
    included. Read by the skirmish panel so a player sees who gives what (slow path: the
    view only asks it for the characters of the skirmish being fought)."""
    sums: dict[int, int] = {}
    s = g.s
    if stat in ("strength", "vitality", "resistance"):
        for piles in s.piles:
            for a in piles["attached"]:
                if s.bearer[a] == card and getattr(g.cards[a], stat):
                    sums[a] = sums.get(a, 0) + getattr(g.cards[a], stat)
    if stat in g.static_stats:
        site = active_site(g)
        for src, fn in _fit(g, card, stat):
            zone = s.zone[src]
            if zone in IN_PLAY or (zone == "path" and src == site):
                amount = fn(g, src, card, stat)
                if amount:
                    sums[src] = sums.get(src, 0) + amount
    for m in s.mods:
        if m[0] == card and m[1] == stat and m[2]:
            source = m[4] if len(m) > 4 else -1
            sums[source] = sums.get(source, 0) + m[2]
    if stat == "strength" and s.wounds[card] and keyword(g, card, "enduring"):
        sums[card] = sums.get(card, 0) + 2 * s.wounds[card]
    if stat == "strength" and s.phase == "skirmish" and (hunter := hunter_bonus(g, card)):
        sums[card] = sums.get(card, 0) + hunter
    return [(source, amount) for source, amount in sums.items() if amount]
