"""Trigger words: which engine event a "When ... / Each time ... / At the start of ..."
text answers, and how to tell that the event is about this card.

``on`` names the trigger; its options narrow it (``card`` for another card played or
killed, ``whose`` for turns, ``phase`` for phases, ``involving`` for skirmishes,
``target`` for wounds). A trigger is optional when the text says "you may".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.model import Card
from ..engine.behaviour import TriggeredAbility
from ..engine.values import Event
from .filters import Filter, is_active
from .reader import FieldError, Reader
from .runtime import new_ctx

Game = Any
Match = Callable[[Game, int, Event], bool]

TRIGGERS: dict[str, str] = {
    "played": "played", "played_card": "played", "moves_to": "moves_to",
    "moves_from": "moves_from", "moves": "moves", "start_of_turn": "start_of_turn",
    "start_of_phase": "phase_started", "wins_skirmish": "skirmish_resolved",
    "skirmish_starts": "skirmish_started", "about_to_take_wound": "about_to_take_wound",
    "site_controlled": "site_controlled", "killed": "killed",
}
PHASES = ("fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish",
          "regroup")
# triggers whose event must name the card with the text (see ``_match``)
ABOUT_SOURCE = frozenset({"played", "wins_skirmish"})


def acting_player(g: Game, src: int) -> int:
    return g.s.fp if g.s.zone[src] == "path" else g.s.holder[src]


def _card_match(f: Filter | None) -> Match:
    if f is None:
        return lambda g, src, ev: True
    return lambda g, src, ev: bool(ev.cards) and f.match(
        g, ev.cards[0], {"src": src, "p": acting_player(g, src), "v": {}})


def _match(on: str, r: Reader) -> Match:
    if on == "played":
        return lambda g, src, ev: bool(ev.cards) and ev.cards[0] == src
    if on in ("played_card", "killed", "site_controlled"):
        return _card_match(r.filter("card", optional=True))
    if on == "about_to_take_wound":
        return _card_match(r.filter("target", optional=True))
    if on in ("moves_to", "moves_from"):
        return lambda g, src, ev: (g.s.zone[src] != "path"
                                   or (bool(ev.cards) and ev.cards[0] == src))
    if on == "start_of_turn":
        whose = r.str("whose", "any", choices=("any", "yours"))
        if whose == "yours":
            return lambda g, src, ev: ev.player == acting_player(g, src)
        return lambda g, src, ev: True
    if on == "start_of_phase":
        phase = r.str("phase", choices=PHASES)
        return lambda g, src, ev: g.s.phase == phase
    if on == "wins_skirmish":
        return lambda g, src, ev: src in ev.cards and ev.player == g.s.holder[src]
    if on == "skirmish_starts":
        f = r.filter("involving", optional=True)
        if f is None:
            return lambda g, src, ev: True
        return lambda g, src, ev: any(
            f.match(g, c, {"src": src, "p": acting_player(g, src), "v": {}})
            for c in ev.cards)
    return lambda g, src, ev: True


def compile_trigger(card: Card, r: Reader, part: Any, index: int = 0
                    ) -> list[TriggeredAbility]:
    """One ``[[card.trigger]]`` table (the ``index``-th) to the engine's TriggeredAbility."""
    on = r.str("on")
    if on not in TRIGGERS:
        raise FieldError(r.sub("on"), f"unknown trigger {on!r}; known: {sorted(TRIGGERS)}")
    optional = r.bool("optional")
    from .compiler import trigger_texts

    texts = trigger_texts(card)
    printed = texts[min(index, len(texts) - 1)] if texts else ""
    label = r.str("label", printed or f"{card.title}: {on.replace('_', ' ')}")
    match = _match(on, r)

    def condition(g: Game, src: int, ev: Event) -> bool:
        if not match(g, src, ev) or not is_active(g, src):
            return False
        return part.ok(g, new_ctx(src, acting_player(g, src), ev.cards))

    def effect(g: Game, src: int, ev: Event) -> None:
        part.go(g, new_ctx(src, acting_player(g, src), ev.cards))
    return [TriggeredAbility(TRIGGERS[on], label, not optional, condition, effect,
                             about_source=on in ABOUT_SOURCE)]
