"""Triggered abilities ("when / each time"): collected as events happen, resolved after
the step that caused them. Required ones first (the Free Peoples player orders several),
then optional ones are offered to their controllers in turn (the action procedure:
Free Peoples player first, until all pass).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .framework import Frame, Step, pop, step
from .game import opponents
from .game_text import trigger
from .state import IN_PLAY, PATH
from .stats import active_site, blanking, text_off
from .values import Action, Event

if TYPE_CHECKING:
    from .game import Game


def collect(g: Game, event: Event) -> None:
    """Queue the triggers of active cards that answer ``event``."""
    kind = g._triggers_by_kind.get(event.kind)
    if kind is None:
        return
    entries, about_source, in_hand = kind
    if about_source:  # triggers about the named cards only, in the index's order
        named: tuple = ()
        sources = 0
        for c in event.cards:
            more = about_source.get(c)
            if more and more[0] not in named:
                named += more
                sources += 1
        if named:  # instance order, as always (one card's own entries already are)
            entries = named if sources == 1 and not entries else sorted(entries + named,
                                                                         key=_order)
    s = g.s
    zones = s.zone
    site = -2  # the active site, looked up only if a triggering card is on the path
    blank = blanking(g)  # "... game text does not apply" (Helpless)
    for c, idx, trig in entries:
        zone = zones[c]
        if zone not in IN_PLAY:
            if zone != PATH:
                if trig.leaves_play and c in event.cards \
                        and trig.condition(g, c, event):
                    s.pending.append([c, idx, event.to_json()])  # its own death
                elif trig.delayed and trig.condition(g, c, event):
                    s.pending.append([c, idx, event.to_json()])  # armed by its own text
                continue
            if site == -2:
                site = active_site(g)
            if c != site:
                continue
        if blank and text_off(g, c):
            continue
        if trig.condition(g, c, event):
            s.pending.append([c, idx, event.to_json()])
    if in_hand:
        _responses_in_hand(g, in_hand, event)


def _responses_in_hand(g: Game, entries: tuple, event: Event) -> None:
    """Response events in hand that their holder may play now: a Free Peoples card only
    by the Free Peoples player, a Shadow card only by a Shadow player who can pay for it;
    one copy of each card per player."""
    from .playing import twilight_cost

    s = g.s
    seen: set[tuple[int, str]] = set()
    for c, idx, trig in entries:
        if s.zone[c] != "hand":
            continue
        p = s.holder[c]
        key = (p, s.defs[c])
        if key in seen:
            continue
        if g.shadow[c]:
            if p == s.fp or twilight_cost(g, c, p) > s.twilight:
                continue
        elif p != s.fp:
            continue
        if trig.condition(g, c, event):
            seen.add(key)
            s.pending.append([c, idx, event.to_json()])


def _order(entry: tuple[int, int, object]) -> tuple[int, int]:
    return entry[0], entry[1]


def _controller(g: Game, entry: list) -> int:
    """Who uses a card's optional trigger: its holder; for a site, the Free Peoples
    player whose fellowship is there, or the Shadow player for a site's Shadow text
    (``TriggeredAbility.shadow_site``: Nan Curunír's "If your mounted minion ...")."""
    card = entry[0]
    if g.s.zone[card] != PATH:
        return g.s.holder[card]
    if trigger(g, card, entry[1]).shadow_site:
        return opponents(g.s, g.s.fp)[0]
    return g.s.fp


def _live(g: Game, entry: list) -> bool:
    """Can this queued optional trigger still be used: its card in play (or the site on
    the path), or a Response event still in its holder's hand."""
    zone = g.s.zone[entry[0]]
    if zone in IN_PLAY or zone == PATH:
        return True
    trig = _trigger(g, entry)[1]
    return (zone == "hand" and trig.from_hand) or trig.leaves_play or trig.delayed


def _trigger(g: Game, entry: list) -> tuple:
    source, idx, ev = entry
    return source, trigger(g, source, idx), Event.from_json(ev)


@step("triggers")
class TriggerStep(Step):
    """Frame data: ``req`` and ``opt`` lists of [source, index, event]."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        s = g.s
        req = f["req"]
        if len(req) == 1:
            f["req"] = []
            source, trig, ev = _trigger(g, req[0])
            trig.effect(g, source, ev)
            return
        if req:
            g.ask(s.fp, "order_triggers", "Choose which required trigger resolves next")
            return
        opt = [e for e in f["opt"] if _live(g, e)]
        if not opt:
            pop(g, f)
            return
        players = [s.fp, *opponents(s, s.fp)]
        while f["i"] < len(players) and not any(_controller(g, e) == players[f["i"]]
                                                for e in opt):
            f["i"] += 1
        if f["i"] >= len(players):
            pop(g, f)
            return
        p = players[f["i"]]
        names = list(dict.fromkeys(g.name(e[0]) for e in opt if _controller(g, e) == p))
        # which card asks: "Use an optional triggered ability?" left the player guessing
        g.ask(p, "optional_trigger", f"{names[0]}: use its optional triggered ability?"
              if len(names) == 1 else f"Use an optional triggered ability ({', '.join(names)})?")

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        s = g.s
        if f["req"]:
            return [Action("resolve", s.fp, e[0], value=k) for k, e in enumerate(f["req"])]
        players = [s.fp, *opponents(s, s.fp)]
        p = players[f["i"]]
        out = [Action("resolve", p, e[0], value=k) for k, e in enumerate(f["opt"])
               if _controller(g, e) == p and _live(g, e)]
        return out + [Action("pass", p)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if f["req"]:
            entry = f["req"][a.value]
            f["req"] = f["req"][:a.value] + f["req"][a.value + 1:]
        elif a.kind == "pass":
            f["i"] += 1
            return
        else:
            entry = f["opt"][a.value]
            f["opt"] = f["opt"][:a.value] + f["opt"][a.value + 1:]
            f["i"] = 0
        source, trig, ev = _trigger(g, entry)
        trig.effect(g, source, ev)


def flush(g: Game) -> bool:
    """Move queued triggers into a frame; True if one was pushed."""
    s = g.s
    if not s.pending:
        return False
    req, opt = [], []
    for entry in s.pending:
        trig = trigger(g, entry[0], entry[1])
        (req if trig.required else opt).append(entry)
    s.pending = []
    s.stack.append({"k": "triggers", "req": req, "opt": opt, "i": 0})
    return True
