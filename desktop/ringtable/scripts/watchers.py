"""Rules that belong to no single card in play, hosted on the Free Peoples player's
One Ring.

Why a host: the engine collects triggers and static modifiers only from active cards,
but some texts act from elsewhere or outlast their card: a Response event waits in a
hand ("Intimidate"), a twilight cost modifier on a card's own cost applies from hand
("Éomer's twilight cost is -1"), and wound rules set up by an event must still act after
the event is discarded ("prevent a Hobbit from taking more than 1 wound"). The One Ring
is always in play while its player is in the game, so its behaviour carries these
watchers (its own rules from ``engine/ring.py`` are kept unchanged). See the report for
the engine change that would make this host unnecessary.

Wound rules are keywords the scripts give with modifiers: ``cannot_take_wounds`` (the
next wound is prevented) and ``wound_cap`` (no more than 1 wound during each skirmish
phase; counted here).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..engine import choice, combat, playing, stats
from ..engine.behaviour import Behaviour, TriggeredAbility
from ..engine.values import Event

Game = Any
RESPONSE_CONTINUATION = "card_script_response"
WOUNDS_KEY = "wsk:"


def _is_host(g: Game, src: int) -> bool:
    """The Free Peoples player's Ring hosts the watchers."""
    return g.s.ring[g.s.fp] == src


def _wound_rules(g: Game, src: int, ev: Event) -> bool:
    if not ev.cards or not _is_host(g, src):
        return False
    t = ev.cards[0]
    if stats.keyword(g, t, "cannot_take_wounds"):
        return True
    return (g.s.phase == "skirmish" and stats.keyword(g, t, "wound_cap") > 0
            and g.s.counters.get(f"{WOUNDS_KEY}{t}", 0) >= 1)


def _prevent(g: Game, src: int, ev: Event) -> None:
    combat.prevent_wound(g)


def _count_wounds(g: Game, src: int, ev: Event) -> bool:
    """Observer (never fires): counts wounds taken during the current skirmish phase."""
    if _is_host(g, src) and g.s.phase == "skirmish" and ev.cards:
        key = f"{WOUNDS_KEY}{ev.cards[0]}"
        g.s.counters[key] = g.s.counters.get(key, 0) + 1
    return False


def _reset_wounds(g: Game, src: int, ev: Event) -> bool:
    """Observer (never fires): a new skirmish phase starts the wound count again."""
    if _is_host(g, src):
        for k in [k for k in g.s.counters if k.startswith(WOUNDS_KEY)]:
            del g.s.counters[k]
    return False


def _response_instances(g: Game, kind: str, ids: frozenset[str]) -> tuple[int, ...]:
    """The game's instances of Response events answering ``kind`` (once per card list:
    most decks have none, and the watcher then costs one look-up per event)."""
    key = ("responses", kind)
    known = g.by_facts.get(key)
    if known is None:
        known = g.by_facts[key] = tuple(c for c, d in enumerate(g.s.defs) if d in ids)
    return known


def _response_cards(g: Game, kind: str, ids: frozenset[str], ev: Event) -> list[int]:
    """Response events in hand that could be played now, the first copy of each title per
    player, in hand order (player by player)."""
    instances = _response_instances(g, kind, ids)
    if not instances:
        return []
    s = g.s
    zone = s.zone
    if not any(zone[c] == "hand" for c in instances):
        return []
    out = []
    for p, piles in enumerate(s.piles):
        seen: set[str] = set()
        for c in piles["hand"]:
            d = s.defs[c]
            if c not in instances or d in seen:
                continue
            seen.add(d)
            on, target, part = g.rules.behaviour(d).extra["response"]
            ctx = {"src": c, "p": p, "v": {"ev": list(ev.cards[:1])}, "pc": []}
            if target is not None and not (ev.cards and target.match(g, ev.cards[0], ctx)):
                continue
            card = g.cards[c]
            if card.side == "shadow" and playing.twilight_cost(g, c, p) > g.s.twilight:
                continue
            if part.ok(g, ctx):
                out.append(c)
    return out


def _response_watcher(kind: str, ids: frozenset[str]) -> TriggeredAbility:
    def condition(g: Game, src: int, ev: Event) -> bool:
        return _is_host(g, src) and bool(_response_cards(g, kind, ids, ev))

    def effect(g: Game, src: int, ev: Event) -> None:
        cards = _response_cards(g, kind, ids, ev)
        if cards:
            c = cards[0]
            choice.choose(g, g.s.holder[c], f"Response: play {g.name(c)}?", [c],
                          RESPONSE_CONTINUATION, {"c": c, "t": list(ev.cards[:1])}, 0, 1)
    return TriggeredAbility(kind, "Response events", True, condition, effect)


@choice.continuation(RESPONSE_CONTINUATION)
def _play_response(g: Game, ctx: dict[str, Any], chosen: list[int]) -> None:
    if not chosen:
        return
    c = ctx["c"]
    if ctx["t"]:
        g.s.counters["resp"] = ctx["t"][0]
    playing.play_card(g, g.s.holder[c], c)


def _self_cost_modifier(ids: frozenset[str]) -> Any:
    """A card's own twilight cost modifier, read while it is in hand (``ids``: the cards
    whose own cost changes; read on every cost, so looked up in a set)."""
    def modifier(g: Game, src: int, target: int, stat: str) -> int:
        if target < 0 or g.s.defs[target] not in ids or g.s.ring[g.s.owner[target]] != src:
            return 0
        amount, cond = g.rules.behaviour(g.s.defs[target]).extra["self_cost"]
        ctx = {"src": target, "p": g.s.owner[target], "v": {}}
        return amount(g, ctx) if cond is None or cond(g, ctx) else 0

    modifier.stat = "cost"  # type: ignore[attr-defined]
    modifier.may_apply = lambda card: card.id in ids  # type: ignore[attr-defined]
    return modifier


def host_on_rings(behaviours: Mapping[str, Behaviour], rings: Mapping[str, Behaviour]
                  ) -> dict[str, Behaviour]:
    """The versions of The One Ring (``rings``: their engine behaviours) with the
    watchers these card ``behaviours`` need: their Response events, their own-cost
    modifiers and the wound rules."""
    responses: dict[str, set[str]] = {}
    for card_id, beh in behaviours.items():
        if "response" in beh.extra:
            responses.setdefault(beh.extra["response"][0], set()).add(card_id)
    self_costs = frozenset(c for c, b in behaviours.items() if "self_cost" in b.extra)
    watchers = [
        TriggeredAbility("about_to_take_wound", "Wound rules", True, _wound_rules, _prevent),
        TriggeredAbility("wounded", "Wound count", True, _count_wounds, _prevent),
        TriggeredAbility("skirmish_started", "Wound count", True, _reset_wounds, _prevent),
    ]
    watchers.extend(_response_watcher(kind, frozenset(ids))
                    for kind, ids in sorted(responses.items()))
    statics = (_self_cost_modifier(self_costs),) if self_costs else ()
    return {rid: replace(beh, triggers=beh.triggers + tuple(watchers),
                         statics=beh.statics + statics)
            for rid, beh in rings.items()}
