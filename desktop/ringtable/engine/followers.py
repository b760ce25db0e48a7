"""Followers and aid (sets 13-19; CR 4.1 "follower", "aid", Current Rulings "shadow
followers").

- A follower is played to your support area, where "it has no effect on the game": its
  static modifiers, abilities and triggers act only while a character bears it (``gate``,
  applied where a game indexes behaviours), except its "When you play" text.
- "Aid – X": "At the start of the maneuver phase, you may pay the aid cost to transfer
  that follower to your character" (``AidStep``): a Free Peoples follower to one of your
  companions, a Shadow one (Saruman) to one of your minions. The cost is printed: twilight
  ("(2)": added by the Free Peoples player, removed by a Shadow player), burdens,
  threats, or exerting a companion of a culture.
- "The follower is borne by the character for the rest of the turn": in the regroup
  phase, once the Free Peoples player has reconciled and before the minions are
  discarded, each follower returns to its owner's support area (``return_followers``).
  A bearer killed or discarded takes its followers to the discard pile like any card it
  bears (``effects.discard_attached``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..cards.model import FOLLOWER, SHADOW, Card
from . import effects, stats
from .behaviour import Behaviour
from .framework import Frame, Step, pop, push, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class AidCost:
    """What "Aid – ..." asks: ``kind`` is twilight, burden, threat or exert (a companion
    of ``culture``), ``n`` how many."""

    kind: str
    n: int = 1
    culture: str = ""

    def words(self) -> str:
        if self.kind == "twilight":
            return f"({self.n})"
        if self.kind == "exert":
            return f"exert a [{self.culture}] companion"
        noun = {"burden": "burden", "threat": "threat"}[self.kind]
        return f"{'a' if self.n == 1 else self.n} {noun}{'s' if self.n > 1 else ''}"


_AID = re.compile(r"<b>Aid</b>\s*[–-]\s*([^.<]*)")
_NUMBER = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_COSTS: dict[str, AidCost | None] = {}


def aid_cost(card: Card) -> AidCost | None:
    """The printed aid cost of a follower (None: no aid keyword, or words the engine does
    not know; cached per definition)."""
    if card.id in _COSTS:
        return _COSTS[card.id]
    cost = _parse(card.game_text) if card.type == FOLLOWER else None
    _COSTS[card.id] = cost
    return cost


def _parse(text: str) -> AidCost | None:
    m = _AID.search(text)
    if m is None:
        return None
    words = m.group(1).strip()
    twilight = re.fullmatch(r"\((\d+)\)", words)
    if twilight:
        return AidCost("twilight", int(twilight.group(1)))
    add = re.fullmatch(r"Add (\w+) (burden|threat)s?", words)
    if add:
        n = int(add.group(1)) if add.group(1).isdigit() else _NUMBER.get(add.group(1), 0)
        return AidCost(add.group(2), n) if n else None
    exert = re.fullmatch(r"Exert an? \[(\w[\w-]*)\] companion", words)
    if exert:
        return AidCost("exert", 1, exert.group(1))
    return None


def _exerters(g: Game, player: int, cost: AidCost) -> list[int]:
    return [c for c in g.s.piles[player]["fellowship"]
            if g.cards[c].culture == cost.culture and stats.can_exert(g, c)]


def can_pay(g: Game, player: int, card: int, cost: AidCost) -> bool:
    s = g.s
    if cost.kind == "twilight":
        return g.cards[card].side != SHADOW or s.twilight >= cost.n
    if cost.kind == "threat":
        return s.threats[s.fp] + cost.n <= effects.threat_limit(g, s.fp)
    if cost.kind == "exert":
        return bool(_exerters(g, player, cost))
    return True  # burdens can always be added


def bearers(g: Game, card: int, player: int) -> list[int]:
    """Who may receive a follower by aid: your companions (your minions for a Shadow
    follower). Followers bear nothing themselves."""
    zone = "minions" if g.cards[card].side == SHADOW else "fellowship"
    return list(g.s.piles[player][zone])


def aid_options(g: Game, player: int) -> list[Action]:
    """``aid`` actions: ``card`` the follower, ``target`` the new bearer, ``value`` the
    companion exerted when the cost is an exertion (-1 otherwise)."""
    s = g.s
    out: list[Action] = []
    seen: set[str] = set()
    for f in s.piles[player]["support"]:
        c = g.cards[f]
        cost = aid_cost(c) if c.type == FOLLOWER else None
        if cost is None or c.id in seen or not can_pay(g, player, f, cost):
            continue
        seen.add(c.id)  # identical followers give identical options
        payers = _exerters(g, player, cost) if cost.kind == "exert" else [-1]
        for b in bearers(g, f, player):
            out.extend(Action("aid", player, f, b, value=x) for x in payers)
    return out


def start_aid(g: Game, players: list[int]) -> None:
    """At the start of the maneuver phase: each player in turn (Free Peoples first) may
    use the aid of his followers."""
    if any(g.cards[c].type == FOLLOWER for p in players for c in g.s.piles[p]["support"]):
        push(g, "aid", ps=list(players), i=0)


@step("aid")
class AidStep(Step):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        while f["i"] < len(f["ps"]):
            p = f["ps"][f["i"]]
            if aid_options(g, p):
                g.ask(p, "aid", "Start of the maneuver phase: pay a follower's aid cost to "
                      "transfer it to a character, or pass")
                return
            f["i"] += 1
        pop(g, f)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        p = f["ps"][f["i"]]
        return [*aid_options(g, p), Action("pass", p)]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            f["i"] += 1
            return
        aid(g, a.player, a.card, a.target, a.value)


def aid(g: Game, player: int, card: int, bearer: int, exerted: int = -1) -> None:
    """Pay ``card``'s aid cost and transfer it to ``bearer`` (not playing it: "When you
    play" text does not act; "each time you transfer this" does, on ``transferred``)."""
    cost = aid_cost(g.cards[card])
    assert cost is not None
    why = f" (aid: {g.cards[card].title})"
    if cost.kind == "twilight":
        if g.cards[card].side == SHADOW:
            effects.remove_twilight(g, cost.n, why)
        else:
            effects.add_twilight(g, cost.n, why)
    elif cost.kind == "burden":
        effects.add_burden(g, player, cost.n, why)
    elif cost.kind == "threat":
        effects.add_threats(g, cost.n, why)
    else:
        effects.exert(g, exerted)
    g.s.move(card, "attached", player, bearer=bearer)
    g.emit("transferred", f"{g.name(card)} is transferred to {g.name(bearer)}{why}",
           player=player, cards=(card, bearer))


def return_followers(g: Game) -> None:
    """Regroup, after the Free Peoples player reconciles: every follower borne by a
    character goes back to its owner's support area."""
    s = g.s
    for piles in s.piles:
        for c in [c for c in piles["attached"] if g.cards[c].type == FOLLOWER]:
            s.move(c, "support", s.owner[c])
            g.emit("follower_returned", f"{g.name(c)} returns to "
                   f"{s.players[s.owner[c]]}'s support area", player=s.owner[c], cards=(c,))


# -- "While your follower is in your support area, it has no effect on the game." --------

def _borne(g: Game, src: int) -> bool:
    return g.s.zone[src] == "attached"


def gate(beh: Behaviour) -> Behaviour:
    """A follower's behaviour whose statics, abilities and triggers act only while it is
    borne ("When you play" triggers still act: playing it is not an effect of its text
    in the support area)."""
    if not (beh.statics or beh.abilities or beh.triggers):
        return beh
    return replace(beh, statics=tuple(_gated_static(fn) for fn in beh.statics),
                   abilities=tuple(replace(ab, can_use=_gated_use(ab.can_use))
                                   for ab in beh.abilities),
                   triggers=tuple(t if t.event == "played" else
                                  replace(t, condition=_gated_condition(t.condition))
                                  for t in beh.triggers))


def _gated_static(fn: Any) -> Any:
    def static(g: Game, src: int, target: int, stat: str) -> int:
        return fn(g, src, target, stat) if _borne(g, src) else 0
    for attr in ("stat", "may_apply"):  # what the behaviour index reads
        if hasattr(fn, attr):
            setattr(static, attr, getattr(fn, attr))
    return static


def _gated_use(fn: Any) -> Any:
    def can_use(g: Game, src: int, player: int) -> bool:
        return _borne(g, src) and fn(g, src, player)
    return can_use


def _gated_condition(fn: Any) -> Any:
    def condition(g: Game, src: int, event: Any) -> bool:
        return _borne(g, src) and fn(g, src, event)
    return condition
