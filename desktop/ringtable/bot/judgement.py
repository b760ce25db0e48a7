"""What a LotR player reckons before each choice: who can take which minion, whether the
Ring-bearer can be overwhelmed or wounded to death, what the Shadow can field after a
move, and which minions make a kill.

Why a module of its own: the fast rules (:mod:`ringtable.bot.policy`), the evaluation
and the Shadow's planning all ask the same questions, and the answers come from the
rules of the skirmish (Comprehensive Rules 4.1, "overwhelmed": a side with at least
double the other's strength kills the losing characters, "regardless of whether he
wears the Ring"; "skirmish phase": one wound per loser plus damage +X). The Free Peoples
player assigns one minion to each character; the Shadow then puts every leftover minion
where it hurts, usually on the Ring-bearer. So the Ring-bearer is safe only while the
other characters can take the minions that would overwhelm or wound him to death.

Everything here reads a (sampled) ``Game`` and is cheap: no cloning, no look-ahead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from itertools import combinations
from typing import ParamSpec, TypeVar

from ..engine import Game, path, stats

_P = ParamSpec("_P")
_R = TypeVar("_R")


def reckoning(fn: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run ``fn(g, ...)`` with ``g`` held still (``Game.held_still``): the covers and
    sets of minions it tries read every strength many times over, so each is computed
    once, whoever calls it (the fast rules already hold their state; a candidate's
    bonus, an evaluation or an outlook on a fresh clone did not). Nested blocks share
    the outer memo."""
    @wraps(fn)
    def held(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with args[0].held_still():  # type: ignore[attr-defined]
            return fn(*args, **kwargs)
    return held


# Share of a Shadow hand that is minions in the starter decks (15 to 25 of 40 cards);
# used when the bot reasons about the opponent's hidden hand rather than a sample of it.
MINION_SHARE = 0.5
# A typical minion's cost and strength when only the hand size is known.
TYPICAL_COST = 3
TYPICAL_STRENGTH = 8
TYPICAL_DAMAGE = 1
# A typical starter minion's site number (Moria Orcs 4, Uruk-hai 5, Nazgûl 3): before
# it, a minion is roaming and costs 2 more ("roaming", Comprehensive Rules 4.1).
TYPICAL_SITE = 4
ROAMING = 2
# The Shadow number a Shadow player picks for a Shadows-era next site (they run 0 to 3;
# ``bot.sites`` picks the highest): what moving on a Shadows-era path is expected to add.
SHADOWS_ERA_SHADOW = 3


@dataclass(frozen=True)
class Threat:
    """One minion as the assignment arithmetic sees it."""

    strength: int
    damage: int  # extra wounds when it wins (damage +X)
    card: int = -1
    vitality: int = 2


@dataclass
class Exposure:
    """What the Ring-bearer faces once the Free Peoples player has assigned his best
    and the Shadow has put the leftovers on him."""

    killed: bool  # overwhelmed or wounded to death (the Ring cannot help)
    wounds: int  # wounds (or burdens through the Ring) he takes otherwise
    companions_lost: int  # characters other than him killed in their skirmishes


def rb(g: Game, player: int) -> int:
    return g.s.ring_bearer[player]


def times_to_overwhelm(g: Game, c: int) -> int:
    return 3 if stats.keyword(g, c, "overwhelm_tripled") else 2


def fighting_strength(g: Game, c: int) -> int:
    """Strength in a skirmish to come: with hunter X (sets 15-19) counted, as against a
    character without hunter (most are), unless the current skirmish already counts it.
    Read once per card while the state holds still (the covers and kill plans ask it of
    every defender and minion at every try)."""
    return stats.held(g, "fighting", c, _fighting_strength)


def _fighting_strength(g: Game, c: int) -> int:
    x = stats.hunter(g, c)
    if not x or stats.hunter_bonus(g, c):
        return stats.strength(g, c)
    return stats.strength(g, c) + x


def threat_of(g: Game, m: int) -> Threat:
    return Threat(fighting_strength(g, m), stats.keyword(g, m, "damage"), m,
                  stats.vitality_left(g, m))


def fp_archery(g: Game, player: int) -> int:
    """The Free Peoples archery total as printed: one per archer companion."""
    return sum(1 for c in stats.companions(g, player) if stats.keyword(g, c, "archer"))


def after_archery(minions: list[Threat], wounds: int) -> list[Threat]:
    """The minions left once the Shadow has placed ``wounds`` archery wounds on them as
    it would: on minions that survive a wound first; only when every minion is on its
    last point does one (the weakest) die."""
    left = list(minions)
    for _ in range(wounds):
        if not left:
            break
        sturdy = [m for m in left if m.vitality > 1]
        if sturdy:
            m = max(sturdy, key=lambda t: t.vitality)
            left[left.index(m)] = Threat(m.strength, m.damage, m.card, m.vitality - 1)
        else:
            left.remove(min(left, key=lambda t: t.strength))
    return left


def defenders(g: Game, player: int) -> list[int]:
    """Characters other than the Ring-bearer who can be assigned a minion (companions
    and participating allies; unhasty companions too, since the Shadow may use them)."""
    bearer = rb(g, player)
    out = [c for c in stats.companions(g, player) if c != bearer]
    out.extend(a for a in stats.allies(g, player) if stats.ally_takes_part(g, a))
    return out


def lethal(g: Game, c: int, minions: list[Threat], wearing: bool = False,
           margin: int = 0) -> bool:
    """Would ``c`` die facing ``minions`` together? Overwhelmed always kills; wounds kill
    when they reach his vitality (for a Ring-bearer who wears or can put on the Ring, they
    become burdens and kill only through corruption: ``margin`` = resistance - burdens)."""
    if not minions:
        return False
    total = sum(m.strength for m in minions)
    mine = fighting_strength(g, c)
    if total < mine:  # "If there is a tie, the Shadow side wins" (4.1, skirmish)
        return False
    if total >= times_to_overwhelm(g, c) * mine:
        return True
    wounds = 1 + sum(m.damage for m in minions)
    if wearing:
        return wounds >= margin
    return wounds >= stats.vitality_left(g, c)


def wounds_from(g: Game, c: int, minions: list[Threat]) -> int:
    if not minions or sum(m.strength for m in minions) < fighting_strength(g, c):
        return 0  # a tie is the Shadow's
    return 1 + sum(m.damage for m in minions)


def plan_cover(g: Game, chars: list[int], minions: list[Threat]
               ) -> tuple[list[tuple[int, Threat]], list[Threat]]:
    """The Free Peoples player's one-to-one assignment: strongest minion first, to the
    character that beats it by the least, else to the one who survives it best, else to
    whoever is left (a companion's life for the Ring-bearer's). Returns the pairs and the
    minions left over for the Shadow."""
    free = list(chars)
    pairs: list[tuple[int, Threat]] = []
    left: list[Threat] = []
    for m in sorted(minions, key=lambda t: (-t.strength, -t.damage)):
        if not free:
            left.append(m)
            continue
        winners = [c for c in free if fighting_strength(g, c) > m.strength]
        if winners:
            c = min(winners, key=lambda x: fighting_strength(g, x))
        else:
            def soak(x: int, m: Threat = m) -> tuple[bool, int, int]:
                return (not lethal(g, x, [m]), stats.vitality_left(g, x) - m.damage,
                        fighting_strength(g, x))
            c = max(free, key=soak)
        free.remove(c)
        pairs.append((c, m))
    return pairs, left


@reckoning
def exposure(g: Game, player: int, minions: list[Threat],
             assigned: dict[int, list[Threat]] | None = None,
             exclude: frozenset[int] = frozenset()) -> Exposure:
    """The Ring-bearer's fate if ``minions`` (not yet assigned) come at ``player``'s
    fellowship: his side covers what it can (:func:`plan_cover`), the Shadow piles every
    leftover on the Ring-bearer (the worst case, and the usual play)."""
    s = g.s
    bearer = rb(g, player)
    if bearer < 0:
        return Exposure(True, 0, 0)
    assigned = assigned or {}
    busy = set(assigned) | exclude
    chars = [c for c in defenders(g, player) if c not in busy]
    pairs, left = plan_cover(g, chars, minions)
    lost = sum(1 for c, m in pairs if lethal(g, c, [m, *assigned.get(c, [])]))
    on_rb = [*assigned.get(bearer, []), *left]
    margin = stats.resistance(g, bearer) - s.burdens[player]
    can_wear = bool(s.wearing[player]) or s.ring[player] >= 0
    killed = lethal(g, bearer, on_rb)
    if killed and can_wear and not _overwhelmed(g, bearer, on_rb):
        killed = wounds_from(g, bearer, on_rb) >= margin  # the Ring turns wounds to burdens
    return Exposure(killed, wounds_from(g, bearer, on_rb), lost)


@reckoning
def damage(g: Game, player: int, minions: list[Threat]) -> int:
    """Wounds ``minions`` would deal (a kill counts as 3): each covered one against its
    defender, the leftovers together against the Ring-bearer."""
    bearer = rb(g, player)
    chars = defenders(g, player)
    pairs, left = plan_cover(g, chars, minions)
    total = 0
    for c, m in pairs:
        total += 3 if lethal(g, c, [m]) else wounds_from(g, c, [m])
    if bearer >= 0 and left:
        total += 3 if lethal(g, bearer, left) else wounds_from(g, bearer, left)
    return total


def _overwhelmed(g: Game, c: int, minions: list[Threat]) -> bool:
    total = sum(m.strength for m in minions)
    return total > 0 and total >= times_to_overwhelm(g, c) * fighting_strength(g, c)


def expected_minions(twilight: int, hand: int, site: int = TYPICAL_SITE) -> list[Threat]:
    """What a Shadow hand of ``hand`` unknown cards fields with ``twilight`` at site
    number ``site``: typical minions, as many as the pool and the hand's likely minion
    share allow; before :data:`TYPICAL_SITE` they are roaming and cost 2 more each."""
    cost = TYPICAL_COST + (ROAMING if site < TYPICAL_SITE else 0)
    n = min(int(hand * MINION_SHARE + 0.5), twilight // cost)
    return [Threat(TYPICAL_STRENGTH, TYPICAL_DAMAGE)] * max(0, n)


def hand_minions(g: Game, shadow: int, twilight: int) -> list[Threat]:
    """The minions of the (sampled) Shadow hand the Shadow can afford together, cheapest
    first (more bodies than the fellowship can cover is what kills a Ring-bearer)."""
    cards = [c for c in g.s.piles[shadow]["hand"] if g.cards[c].type == "minion"]
    cards.sort(key=lambda c: (g.cards[c].twilight_cost or 0, -(g.cards[c].strength or 0)))
    out: list[Threat] = []
    for c in cards:
        cost = g.cards[c].twilight_cost or 0
        if cost > twilight:
            continue
        twilight -= cost
        out.append(Threat(g.cards[c].strength or 0, _printed_damage(g, c), c,
                          g.cards[c].vitality or 1))
    return out


def _printed_damage(g: Game, c: int) -> int:
    return stats.printed_keywords(g.cards[c]).get("damage", 0)


def twilight_after_move(g: Game) -> int:
    """The pool the Shadow would have after the fellowship moves again: the pool now,
    the next site's Shadow number (a typical 4 when it is not on the path yet; on a
    Shadows-era path the 3 a Shadow player chooses among sites of 0 to 3), the region's
    twilight (Shadows-era path: 3 in region 2, 6 in region 3) and one per companion."""
    s = g.s
    fp = s.fp
    nxt = s.site[fp] + 1
    shadow = 4
    if nxt < len(s.path) and s.path[nxt] >= 0:
        shadow = stats.shadow_number(g, s.path[nxt])
    elif nxt <= 9:
        # numbered sites' Shadow numbers grow along the path; Shadows-era ones do not
        shadow = SHADOWS_ERA_SHADOW if path.shadows_path(g) else min(2 + nxt // 2, 8)
    return s.twilight + shadow + path.region_twilight(g, nxt) + len(s.piles[fp]["fellowship"])


@reckoning
def kill_plan(g: Game, shadow: int, twilight: int, hand: list[int]) -> list[int]:
    """The cheapest set of the Shadow's playable minions (``hand``, instance ids) that,
    with the minions already in play, kills the Ring-bearer whatever the Free Peoples
    player assigns (by :func:`exposure`); empty when none does."""
    fp = g.s.fp
    in_play = [threat_of(g, m) for m in stats.minions(g) if g.s.assigned[m] < 0]
    from ..engine.playing import twilight_cost

    archery = fp_archery(g, fp) if g.s.phase == "shadow" else 0
    costs = {c: twilight_cost(g, c, shadow) for c in hand}
    cards = [c for c in hand if costs[c] <= twilight][:8]
    threats = {c: threat_of(g, c) for c in cards}  # read once, not once per set tried
    # more minions never make the Ring-bearer safer (the leftovers on him only grow), so
    # when all of them together, twilight aside, kill nobody, no set of them does
    if cards and not exposure(g, fp, after_archery(in_play + list(threats.values()),
                                                   archery)).killed:
        return []
    for k in range(1, len(cards) + 1):
        best: tuple[int, list[int]] | None = None
        for combo in combinations(cards, k):
            cost = sum(costs[c] for c in combo)
            if cost > twilight or (best is not None and cost >= best[0]):
                continue
            ms = after_archery(in_play + [threats[c] for c in combo], archery)
            if exposure(g, fp, ms).killed:
                best = (cost, list(combo))
        if best is not None:
            return best[1]
    return []
