"""Trigger words: which engine event a "When ... / Each time ... / At the start of ..."
text answers, and how to tell that the event is about this card.

``on`` names the trigger; its options narrow it (``card`` for another card played or
killed, ``whose`` for turns, ``phase`` for phases, ``involving`` for skirmishes,
``target`` for wounds). A trigger is optional when the text says "you may".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards.model import PHASES, Card
from ..engine import delayed
from ..engine.behaviour import TriggeredAbility
from ..engine.game import opponents
from ..engine.values import EVENT_KINDS, Event
from .filters import Filter, is_active
from .limits import read_limit
from .reader import FieldError, Reader
from .runtime import new_ctx

Game = Any
Match = Callable[[Game, int, Event], bool]


def acting_player(g: Game, src: int) -> int:
    return g.s.fp if g.s.zone[src] == "path" else g.s.holder[src]


def _shadow_player(g: Game, src: int) -> int:
    """The Shadow player (the first opponent of the Free Peoples player)."""
    return opponents(g.s, g.s.fp)[0]


def _card_match(f: Filter | None) -> Match:
    if f is None:
        return lambda g, src, ev: True
    return lambda g, src, ev: bool(ev.cards) and f.match(
        g, ev.cards[0], {"src": src, "p": acting_player(g, src), "v": {}})


def _by_card(key: str) -> Callable[[Reader], Match]:
    return lambda r: _card_match(r.filter(key, optional=True))


def _self_named(r: Reader) -> Match:
    return lambda g, src, ev: bool(ev.cards) and ev.cards[0] == src


def _moves(r: Reader) -> Match:
    return lambda g, src, ev: (g.s.zone[src] != "path" or (bool(ev.cards) and ev.cards[0] == src))


def _yours(r: Reader) -> Match:
    return lambda g, src, ev: ev.player == acting_player(g, src)


def _free_peoples(r: Reader) -> Match:
    """The event's player is the Free Peoples player (he draws, he takes a card)."""
    return lambda g, src, ev: ev.player == g.s.fp


def _opponent(r: Reader) -> Match:
    """The event's player is an opponent of this card's player (he draws, he takes a
    card into hand)."""
    return lambda g, src, ev: ev.player >= 0 and ev.player != acting_player(g, src)


def _turn(r: Reader) -> Match:
    if r.str("whose", "any", choices=("any", "yours")) == "yours":
        return lambda g, src, ev: ev.player == acting_player(g, src)
    return lambda g, src, ev: True


def _phase(r: Reader) -> Match:
    phase = r.str("phase", choices=PHASES)
    return lambda g, src, ev: g.s.phase == phase


def _wins(r: Reader) -> Match:
    return lambda g, src, ev: src in ev.cards and ev.player == g.s.holder[src]


def _another_wins(r: Reader) -> Match:
    """Another character matching ``card`` (any by default) wins a skirmish: the winners
    are the event's cards held by the event's player."""
    f = r.filter("card", optional=True)

    def match(g: Game, src: int, ev: Event) -> bool:
        ctx = {"src": src, "p": acting_player(g, src), "v": {}}
        return any(c != src and g.s.holder[c] == ev.player
                   and (f is None or f.match(g, c, ctx)) for c in ev.cards)
    return match


def _loses(r: Reader) -> Match:
    """A character matching ``card`` (any by default) loses a skirmish: the losers are
    the event's cards not held by the event's player (the winners' player)."""
    f = r.filter("card", optional=True)

    def match(g: Game, src: int, ev: Event) -> bool:
        ctx = {"src": src, "p": acting_player(g, src), "v": {}}
        return any(g.s.holder[c] != ev.player and (f is None or f.match(g, c, ctx))
                   for c in ev.cards)
    return match


def _fp_assigns(r: Reader) -> Match:
    """The Free Peoples player assigns a character matching ``card`` to a skirmish (not
    a Shadow player assigning his leftover minions)."""
    card = _card_match(r.filter("card", optional=True))
    return lambda g, src, ev: ev.player == g.s.fp and card(g, src, ev)


def _involving(r: Reader) -> Match:
    f = r.filter("involving", optional=True)
    if f is None:
        return lambda g, src, ev: True
    return lambda g, src, ev: any(
        f.match(g, c, {"src": src, "p": acting_player(g, src), "v": {}}) for c in ev.cards)


def _assigned_by_free_peoples(r: Reader) -> Match:
    """"When the Free Peoples player assigns this minion to a character": the engine's
    ``assign`` event names (the character, the minion) and the assigning player."""
    return lambda g, src, ev: (len(ev.cards) == 2 and ev.cards[1] == src
                               and ev.player != g.s.holder[src])


def _this_assigned(r: Reader) -> Match:
    """"Each time this minion is assigned to a skirmish" (by any player, an effect
    too), optionally only to a character matching ``card``: the engine's ``assign``
    event names (the character, the minion)."""
    f = r.filter("card", optional=True)

    def match(g: Game, src: int, ev: Event) -> bool:
        return len(ev.cards) == 2 and ev.cards[1] == src and (f is None or f.match(
            g, ev.cards[0], {"src": src, "p": acting_player(g, src), "v": {}}))
    return match


def _watched_winners(g: Game, src: int, ev: Event) -> tuple[int, ...]:
    """The characters this card watches (``engine/delayed.py``) that won the skirmish."""
    watched = delayed.watched(g, src)
    return tuple(c for c in delayed.winners(g, ev.cards, ev.player) if c in watched)


def _watched_wins(r: Reader) -> Match:
    """"If that companion wins this skirmish": a character this card's effect watched
    (``watch_skirmish``) is among the winners; ``$ev`` is that character."""
    return lambda g, src, ev: bool(_watched_winners(g, src, ev))


def _hand_discarded_by(r: Reader) -> Match:
    """"Each time a Shadow card makes you discard a card from hand" (Old Noakes): the
    engine's ``discarded_from_hand`` event names (the card, the card whose text made
    its player discard it); ``card`` filters the first, ``by`` the second."""
    card, by = r.filter("card", optional=True), r.filter("by", optional=True)

    def match(g: Game, src: int, ev: Event) -> bool:
        ctx = {"src": src, "p": acting_player(g, src), "v": {}}
        return len(ev.cards) == 2 and (card is None or card.match(g, ev.cards[0], ctx)) \
            and (by is None or by.match(g, ev.cards[1], ctx))
    return match


@dataclass(frozen=True, slots=True)
class TriggerWord:
    """A trigger word: the engine event it answers, how to tell the event is about this
    card (a builder reading the trigger's own options), and how the engine asks it."""

    event: str
    match: Callable[[Reader], Match]
    about_source: bool = False  # only events naming this card (the engine indexes it so)
    leaves_play: bool = False  # asked although the event moved the card out of play
    # an effect the card's own text armed, asked wherever the card is (engine/delayed.py)
    delayed: bool = False
    # the cards the effect is about (``$ev``), when not simply the event's cards
    focus: Callable[[Game, int, Event], tuple[int, ...]] | None = None


# The words with a meaning of their own; every other kind of engine event
# (``ringtable.engine.values.EVENT_KINDS``) is a trigger word too, with an optional
# ``card`` filter on the card the event is about ("each time a companion exerts":
# ``on = "exerted", card = "companion"``).
WORDS: dict[str, TriggerWord] = {
    "played": TriggerWord("played", _self_named, about_source=True),
    "played_card": TriggerWord("played", _by_card("card")),
    "moves_to": TriggerWord("moves_to", _moves),
    "moves_from": TriggerWord("moves_from", _moves),
    "moves": TriggerWord("moves", _moves),
    "start_of_turn": TriggerWord("start_of_turn", _turn),
    # "at the end of your turn" (Dwarven Embassy): ``whose = "yours"`` or ``"any"``
    "end_of_turn": TriggerWord("turn_ended", _turn),
    "start_of_phase": TriggerWord("phase_started", _phase),
    "wins_skirmish": TriggerWord("skirmish_resolved", _wins, about_source=True),
    "another_wins_skirmish": TriggerWord("skirmish_resolved", _another_wins),
    "loses_skirmish": TriggerWord("skirmish_resolved", _loses),  # "a companion loses a skirmish"
    "skirmish_starts": TriggerWord("skirmish_started", _involving),
    "fp_assigns": TriggerWord("assign", _fp_assigns),
    "about_to_take_wound": TriggerWord("about_to_take_wound", _by_card("target")),
    "site_controlled": TriggerWord("site_controlled", _by_card("card")),
    "killed": TriggerWord("killed", _by_card("card")),
    "assigned_by_free_peoples": TriggerWord("assign", _assigned_by_free_peoples),
    "this_assigned": TriggerWord("assign", _this_assigned),
    "this_is_killed": TriggerWord("killed", _self_named, about_source=True,
                                  leaves_play=True),
    # "Each time you lose initiative" (issue 17): only the Free Peoples player loses it
    "lose_initiative": TriggerWord("initiative_lost", _yours),
    # "If that companion wins this skirmish, ..." (issue 18): armed by ``watch_skirmish``
    "watched_wins_skirmish": TriggerWord("skirmish_resolved", _watched_wins, delayed=True,
                                         focus=_watched_winners),
    # "At the end of each of your Shadow phases" (Bent on Discovery)
    "end_of_your_shadow_phase": TriggerWord("shadow_phase_ending", _yours),
    "hand_discarded_by": TriggerWord("discarded_from_hand", _hand_discarded_by),
    # "Each time the Free Peoples player draws a card (or takes a card into hand)"
    # (Verily I Come): a draw's count is the value ``event_amount``
    "fp_draws": TriggerWord("drew", _free_peoples),
    "fp_takes_into_hand": TriggerWord("to_hand", _free_peoples),
    # "Each time an opponent draws a card (or takes a card into hand)" (Betrayal of
    # Isengard): the same events, drawn or taken by an opponent of the card's player
    "opponent_draws": TriggerWord("drew", _opponent),
    "opponent_takes_into_hand": TriggerWord("to_hand", _opponent),
}
TRIGGERS: dict[str, TriggerWord] = {
    **{kind: TriggerWord(kind, _by_card("card")) for kind in EVENT_KINDS}, **WORDS}


def compile_trigger(card: Card, r: Reader, part: Any, index: int = 0
                    ) -> list[TriggeredAbility]:
    """One ``[[card.trigger]]`` table (the ``index``-th) to the engine's TriggeredAbility."""
    on = r.str("on")
    word = TRIGGERS.get(on)
    if word is None:
        raise FieldError(r.sub("on"), f"unknown trigger {on!r}; known: {sorted(WORDS)} "
                         "and every engine event kind")
    optional = r.bool("optional")
    # "player = 'shadow'": a site's text the Shadow player uses ("your mounted minion")
    shadow_site = r.str("player", "", choices=("", "shadow")) == "shadow"
    if shadow_site and card.type != "site":
        raise FieldError(r.sub("player"), "player = 'shadow' is for a site's text only")
    from .compiler import trigger_texts

    texts = trigger_texts(card)
    printed = texts[min(index, len(texts) - 1)] if texts else ""
    label = r.str("label", printed or f"{card.title}: {on.replace('_', ' ')}")
    match = word.match(r)
    leaves = word.leaves_play or word.delayed  # asked out of play
    acting = _shadow_player if shadow_site else acting_player
    focus = word.focus
    limit = read_limit(r, "limit", f"trigger{index}")

    def condition(g: Game, src: int, ev: Event) -> bool:
        if not match(g, src, ev) or (not leaves and not is_active(g, src)):
            return False
        if limit is not None and not limit.open(g, src):
            return False
        cards = ev.cards if focus is None else focus(g, src, ev)
        return part.ok(g, new_ctx(src, acting(g, src), cards, ev.amount))

    def effect(g: Game, src: int, ev: Event) -> None:
        if limit is not None:
            limit.use(g, src)
        cards = ev.cards if focus is None else focus(g, src, ev)
        part.go(g, new_ctx(src, acting(g, src), cards, ev.amount))
    return [TriggeredAbility(word.event, label, not optional, condition, effect,
                             about_source=word.about_source, leaves_play=leaves,
                             delayed=word.delayed,
                             shadow_site=shadow_site)]
