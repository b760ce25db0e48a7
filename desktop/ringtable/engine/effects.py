"""The effect vocabulary: every change to the game goes through these functions.

Why one place: each primitive emits the Event that the log, the UI and triggers rely on,
and applies the rules attached to that change (killed at zero vitality, corrupted when
burdens reach resistance, the Rule of 4 on draws...). Card scripts (issue 4) and manual
actions (issue 6) call these, never the state directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import MINION
from . import rng, stats
from .framework import push
from .state import IN_PLAY, RECHECK

if TYPE_CHECKING:
    from .game import Game

DURATIONS = ("skirmish", "phase", "regroup", "turn", "permanent")
RULE_OF_4 = 4


def add_twilight(g: Game, amount: int, why: str = "") -> None:
    if amount <= 0:
        return
    g.s.twilight += amount
    g.emit("twilight_added", f"{amount} twilight added{why}; pool {g.s.twilight}",
           amount=amount)


def remove_twilight(g: Game, amount: int, why: str = "") -> None:
    if amount <= 0:
        return
    if amount > g.s.twilight:
        raise ValueError(f"cannot remove {amount} twilight from a pool of {g.s.twilight}")
    g.s.twilight -= amount
    g.emit("twilight_removed", f"{amount} twilight removed{why}; pool {g.s.twilight}",
           amount=amount)


def wound(g: Game, card: int, amount: int = 1, why: str = "") -> None:
    """Place wounds; a character whose wounds reach its vitality is killed at once."""
    s = g.s
    if amount <= 0 or s.zone[card] not in IN_PLAY:
        return
    s.wounds[card] += amount
    g.emit("wounded", f"{g.name(card)} takes {_n(amount, 'wound')}{why}",
           player=s.owner[card], cards=(card,), amount=amount)
    if s.wounds[card] >= stats.vitality(g, card):
        kill(g, card)


def exert(g: Game, card: int, times: int = 1) -> None:
    """Exert (a wound as a cost or effect). Callers check ``stats.can_exert`` for costs;
    'must exert' on an exhausted character does nothing."""
    for _ in range(times):
        if not stats.can_exert(g, card):
            return
        g.s.wounds[card] += 1
        g.emit("exerted", f"{g.name(card)} exerts", player=g.s.owner[card], cards=(card,))


def heal(g: Game, card: int, amount: int = 1) -> None:
    s = g.s
    healed = min(amount, s.wounds[card])
    if healed <= 0 or not stats.can_heal(g, card):  # "bearer cannot heal"
        return
    if stats.rule(g, -1, "no_healing"):  # "Wounds cannot be ... healed" (a game-wide rule)
        g.emit("modified", f"{g.name(card)} is not healed: wounds cannot be healed",
               player=s.owner[card], cards=(card,))
        return
    s.wounds[card] -= healed
    g.emit("healed", f"{g.name(card)} is healed of {_n(healed, 'wound')}",
           player=s.owner[card], cards=(card,), amount=healed)


def kill(g: Game, card: int, overwhelmed: bool = False) -> None:
    """Killed: Free Peoples characters to the dead pile, minions to the discard pile.

    A killed Ring-bearer is recorded for the succession/loss check that runs before the
    next decision (Sam's response may still save the game).
    """
    s = g.s
    if s.zone[card] not in IN_PLAY:
        return
    owner = s.owner[card]
    how = "is overwhelmed and killed" if overwhelmed else "is killed"
    discard_attached(g, card)
    if s.ring_bearer[owner] == card:
        s.ring_bearer[owner] = -1
        s.wearing[owner] = 0
        s.counters[f"rb_killed:{owner}"] = card
        ring = s.ring[owner]
        if ring >= 0 and s.zone[ring] != "removed":
            s.move(ring, "removed", owner)
    dest = "discard" if g.cards[card].type == MINION else "dead"
    s.move(card, dest, owner)
    g.emit("killed", f"{g.name(card)} {how}", player=owner, cards=(card,))
    if dest == "dead" and s.threats[owner]:
        # CR 4.1 (threats): the threats on the dead pile are removed and become as many
        # wounds the Free Peoples player assigns to his companions
        n = s.threats[owner]
        s.threats[owner] = 0
        g.emit("threats_to_wounds", f"{_n(n, 'threat')} removed from "
               f"{s.players[owner]}'s dead pile become {_n(n, 'wound')}", player=owner,
               amount=n)
        push(g, "threat_wounds", p=owner, n=n)


def discard_attached(g: Game, card: int) -> None:
    """Cards borne by or stacked on a card leaving play go to their owners' discard piles
    (not The One Ring, which stays with its owner)."""
    s = g.s
    for a in s.attachments(card) + stacked_on(g, card):
        if a in s.ring:
            continue
        discard_attached(g, a)
        s.move(a, "discard", s.owner[a])
        g.emit("discarded", f"{g.name(a)} is discarded", player=s.owner[a], cards=(a,))


def stacked_on(g: Game, card: int) -> list[int]:
    s = g.s
    return [c for piles in s.piles for c in piles["stacked"] if s.bearer[c] == card]


def stack(g: Game, card: int, on: int) -> None:
    """Stack a card (from hand, deck or play) on another card (CR: stack). Stacked cards
    are not in play; they leave with the card they are stacked on."""
    s = g.s
    if s.zone[card] in IN_PLAY:
        discard_attached(g, card)
    s.move(card, "stacked", s.owner[card], bearer=on)
    g.emit("stacked", f"{g.name(card)} is stacked on {g.name(on)}", player=s.owner[card],
           cards=(card, on))


def discard(g: Game, card: int, why: str = "", by: int = -1) -> None:
    """Discard a card from play or from hand to its owner's discard pile. ``by``: the card
    whose text makes the player discard it; from hand, a ``discarded_from_hand`` event
    names both ("Each time a Shadow card makes you discard a card from hand", Old Noakes)."""
    s = g.s
    from_hand = s.zone[card] == "hand"
    if s.zone[card] in IN_PLAY:
        discard_attached(g, card)
    s.move(card, "discard", s.owner[card])
    g.emit("discarded", f"{g.name(card)} is discarded{why}", player=s.owner[card],
           cards=(card,))
    if from_hand and by >= 0:
        g.emit("discarded_from_hand", f"{g.name(by)} made {g.s.players[s.owner[card]]} "
               f"discard {g.name(card)} from hand", player=s.owner[card], cards=(card, by))


def discard_at_random(g: Game, player: int, amount: int, why: str = "") -> None:
    """``player`` discards ``amount`` cards at random from hand (the game's own random
    source, so replays and clones agree); fewer if the hand runs out."""
    for _ in range(amount):
        hand = g.s.piles[player]["hand"]
        if not hand:
            return
        g.s.rng, k = rng.below(g.s.rng, len(hand))
        discard(g, hand[k], why)


def add_burden(g: Game, player: int, amount: int = 1, why: str = "", by: int = -1) -> None:
    """``by``: the card whose text adds the burdens, the event's card ("Each time a
    Shadow player adds a burden", Spirit of the White Tree); -1 for the rules' own."""
    if amount <= 0:
        return
    g.s.burdens[player] += amount
    g.emit("burden_added", f"{g.s.players[player]} adds {_n(amount, 'burden')}{why} "
           f"(now {g.s.burdens[player]})", player=player, amount=amount,
           cards=(by,) if by >= 0 else ())
    check_corruption(g, player)


def threat_limit(g: Game, player: int) -> int:
    """CR 4.1: threats cannot be added while the dead pile holds as many threats as there
    are companions in play."""
    return len(g.s.piles[player]["fellowship"])


def add_threats(g: Game, amount: int = 1, why: str = "", player: int | None = None) -> int:
    """Add threats to the Free Peoples player's dead pile, up to the threat limit; returns
    how many were added."""
    s = g.s
    p = s.fp if player is None else player
    added = min(amount, threat_limit(g, p) - s.threats[p])
    if added <= 0:
        if amount > 0:
            g.emit("threat_limit", f"No threat can be added{why}: {_n(s.threats[p], 'threat')}"
                   f" and {_n(threat_limit(g, p), 'companion')} in play", player=p)
        return 0
    s.threats[p] += added
    g.emit("threat_added", f"{_n(added, 'threat')} added{why} (now {s.threats[p]})",
           player=p, amount=added)
    return added


def remove_threats(g: Game, amount: int = 1, why: str = "", player: int | None = None) -> int:
    s = g.s
    p = s.fp if player is None else player
    removed = min(amount, s.threats[p])
    if removed > 0:
        s.threats[p] -= removed
        g.emit("threat_removed", f"{_n(removed, 'threat')} removed{why} (now {s.threats[p]})",
               player=p, amount=removed)
    return removed


def removable_burdens(g: Game, player: int) -> int:
    """How many burdens could be removed now: none while "Burdens cannot be removed"."""
    return 0 if stats.rule(g, -1, "no_burden_removal") else g.s.burdens[player]


def remove_burden(g: Game, player: int, amount: int = 1, by: int = -1) -> None:
    """``by``: the card whose text removes the burdens, named by the event ("except by a
    Hobbit's game text": The Shire Countryside)."""
    removed = min(amount, removable_burdens(g, player))
    if removed > 0:
        g.s.burdens[player] -= removed
        g.emit("burden_removed", f"{g.s.players[player]} removes {_n(removed, 'burden')}",
               player=player, amount=removed, cards=(by,) if by >= 0 else ())


def check_corruption(g: Game, player: int) -> None:
    """Corrupted when burdens reach the Ring-bearer's resistance (burdens >= resistance),
    or while a text says he is (the game-wide rule ``ring_bearer_corrupted``: The
    Irresistible Shadow)."""
    rb = g.s.ring_bearer[player]
    if rb >= 0 and g.s.outcome is None and (
            g.s.burdens[player] >= stats.resistance(g, rb)
            or (player == g.s.fp and stats.rule(g, -1, "ring_bearer_corrupted"))):
        corrupt(g, player)


def corrupt(g: Game, player: int, why: str = "") -> None:
    """The Ring-bearer of ``player`` is corrupted: that player loses (CR 4.1 "corruption";
    a text that corrupts him, Despair, or the burden count)."""
    rb = g.s.ring_bearer[player]
    if rb < 0 or g.s.outcome is not None:
        return
    g.emit("corrupted", f"{g.name(rb)} is corrupted{why}", player=player, cards=(rb,))
    lose(g, player, f"{g.s.players[player]}'s Ring-bearer was corrupted")


def check_deaths(g: Game) -> None:
    """Kill every character whose vitality no longer exceeds its wounds (a lost vitality
    bonus kills), and recheck corruption (a lost resistance bonus corrupts)."""
    s = g.s
    for piles in s.piles:
        for zone in ("fellowship", "support", "minions"):
            for c in list(piles[zone]):
                if stats.is_character(g, c) and s.wounds[c] >= stats.vitality(g, c) \
                        and s.zone[c] == zone:
                    kill(g, c)
    for p in range(len(s.players)):
        check_corruption(g, p)


_DISCARD_RULE = "rule:discard_from_play"
_STATE_ZONES = ("fellowship", "support", "minions", "attached")


def check_state_discards(g: Game) -> None:
    """Discard every card in play under the rule modifier ``discard_from_play`` (a
    state-triggered text: "When you cannot spot another [orc] minion, discard this
    minion from play"), checked with deaths whenever a card enters or leaves play."""
    if _DISCARD_RULE not in g.static_stats and not any(m[1] == _DISCARD_RULE for m in g.s.mods):
        return
    s = g.s
    for piles in s.piles:
        for zone in _STATE_ZONES:
            for c in list(piles[zone]):
                if s.zone[c] == zone and stats.rule(g, c, "discard_from_play"):
                    discard(g, c, " by its own text")


def lose(g: Game, player: int, reason: str) -> None:
    """A player leaves the game; with one player left, that player wins."""
    s = g.s
    if s.outcome is not None:
        return
    s.counters[f"lost:{player}"] = 1
    left = [p for p in range(len(s.players)) if not s.counters.get(f"lost:{p}")]
    if len(left) == 1:
        win(g, left[0], reason)


def win(g: Game, player: int, reason: str) -> None:
    if g.s.outcome is None:
        g.s.outcome = {"winner": player, "reason": reason}
        g.s.decision = None
        g.emit("game_won", f"{g.s.players[player]} wins: {reason}", player=player)


def draw(g: Game, player: int, amount: int = 1) -> int:
    """Draw from the top; an empty draw deck simply stops drawing (no loss, no reshuffle).

    The Rule of 4: in the fellowship phase the Free Peoples player takes at most 4 cards
    into hand (start-of-turn draws excepted: pass ``rule_of_4=False`` via ``draw_free``).
    """
    s = g.s
    drawn = 0
    for _ in range(amount):
        deck = s.piles[player]["draw"]
        if not deck or not _rule_of_4_allows(g, player):
            break
        s.move(deck[0], "hand", player)
        drawn += 1
    if drawn:
        g.emit("drew", f"{s.players[player]} draws {_n(drawn, 'card')}", player=player,
               amount=drawn)
    return drawn


def _rule_of_4_allows(g: Game, player: int) -> bool:
    """Count one card taken into hand; False (and a log line) once the Free Peoples
    player has taken 4 in this fellowship phase."""
    s = g.s
    if s.phase != "fellowship" or player != s.fp:
        return True
    if s.counters.get("drawn_in_fellowship", 0) >= RULE_OF_4:
        g.emit("rule_of_4", f"{s.players[player]} cannot take more than 4 cards into hand in "
               "the fellowship phase (Rule of 4)", player=player)
        return False
    s.counters["drawn_in_fellowship"] = s.counters.get("drawn_in_fellowship", 0) + 1
    return True


def take_into_hand(g: Game, card: int, player: int | None = None) -> bool:
    """Take a card into hand from any pile (search the deck, return from discard...);
    subject to the Rule of 4 like drawing. Returns False if the Rule of 4 stopped it."""
    s = g.s
    owner = s.owner[card] if player is None else player
    if not _rule_of_4_allows(g, owner):
        return False
    if s.zone[card] in IN_PLAY:
        discard_attached(g, card)
    s.move(card, "hand", owner)
    g.emit("to_hand", f"{s.players[owner]} takes {g.name(card)} into hand", player=owner,
           cards=(card,))
    return True


def add_modifier(g: Game, target: int, stat: str, amount: int, until: str,
                 source: int = -1) -> None:
    """A temporary modifier (``stat`` like 'strength', 'kw:damage', 'move_limit') that
    lasts until ``until`` ends: skirmish, phase, regroup (the start of it), turn."""
    if until not in DURATIONS:
        raise ValueError(f"unknown duration {until!r}; expected one of {DURATIONS}")
    g.s.mods.append((target, stat, amount, until, source))
    if amount < 0 and stat in ("vitality", "resistance"):
        g.s.counters[RECHECK] = 1  # a lowered vitality kills, a lowered resistance corrupts


def expire(g: Game, until: str) -> None:
    before = len(g.s.mods)
    g.s.mods = [m for m in g.s.mods if m[3] != until]
    if len(g.s.mods) != before:
        check_deaths(g)


def add_culture_token(g: Game, card: int, culture: str, amount: int = 1) -> None:
    tokens = dict(g.s.tokens.get(card, {}))
    tokens[culture] = tokens.get(culture, 0) + amount
    g.s.tokens[card] = tokens
    g.emit("token_added", f"{_n(amount, culture + ' token')} placed on {g.name(card)}",
           cards=(card,), amount=amount)


def remove_culture_token(g: Game, card: int, culture: str, amount: int = 1) -> int:
    tokens = dict(g.s.tokens.get(card, {}))
    removed = min(amount, tokens.get(culture, 0))
    if removed <= 0:
        return 0
    tokens[culture] -= removed
    if not tokens[culture]:
        del tokens[culture]
    if tokens:
        g.s.tokens[card] = tokens
    else:
        g.s.tokens.pop(card, None)
    g.emit("token_removed", f"{_n(removed, culture + ' token')} removed from {g.name(card)}",
           cards=(card,), amount=removed)
    return removed


def culture_tokens(g: Game, card: int, culture: str) -> int:
    return g.s.tokens.get(card, {}).get(culture, 0)


def controllable_site(g: Game) -> int:
    """The site a Shadow player would take control of: the lowest-numbered uncontrolled site
    on the path, and only if every player's marker is on a higher site; -1 if none."""
    s = g.s
    lowest_marker = min(s.site[p] for p in range(len(s.players))
                        if not s.counters.get(f"lost:{p}"))
    for n in range(1, 10):
        site = s.path[n]
        if site >= 0 and site not in s.controller:
            return site if n < lowest_marker else -1
    return -1


def take_control(g: Game, player: int) -> bool:
    """'Take control of a site' (Two Towers rules). Returns False when no site qualifies."""
    site = controllable_site(g)
    if site < 0:
        return False
    g.s.controller[site] = player
    g.emit("site_controlled", f"{g.s.players[player]} takes control of {g.name(site)}",
           player=player, cards=(site,))
    return True


def liberate(g: Game, player: int) -> bool:
    """Liberate the highest-numbered site another player controls (CR: liberate); cards
    stacked on it (culture tokens here) are discarded."""
    s = g.s
    controlled = [c for c in s.path if c >= 0 and c in s.controller and s.controller[c] != player]
    if not controlled:
        return False
    site = controlled[-1]
    del s.controller[site]
    s.tokens.pop(site, None)
    discard_attached(g, site)  # cards stacked on the site are discarded
    g.emit("site_liberated", f"{s.players[player]} liberates {g.name(site)}", player=player,
           cards=(site,))
    return True


def controls_site(g: Game, player: int) -> int:
    return sum(1 for v in g.s.controller.values() if v == player)


def _n(amount: int, noun: str) -> str:
    return f"{amount} {noun}" if amount == 1 else f"{amount} {noun}s"
