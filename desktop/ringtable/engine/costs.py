"""Twilight cost changes that are not on the card being priced (issue 18, gaps-q).

Two kinds, both read by ``playing.twilight_cost`` wherever a card is priced (shown in
hand, checked for a legal play, charged):

- *a class of cards for a while*: "make the twilight cost of each maneuver event +2"
  (Some Who Resisted), "make each minion's twilight cost +1 until the next regroup
  phase" (We Must Go Warily). It is a game-wide modifier held in the state (``State.mods``,
  target -1, stat ``cost@<key>``), not a mark on the cards in hand, so cards drawn or
  played from anywhere later are priced by it too. ``<key>`` names the predicate of the
  class in ``Rules.programs`` (compiled with the card's script, so a saved game finds it
  again under the same rules); it expires as every temporary modifier does.
- *cards played on a class of bearers*: "The twilight cost of each possession or
  artifact played on Gandalf or a character who has the Gandalf signet is -1" (Gandalf's
  Wisdom): ``Behaviour.cost_on_bearers`` of an active card in play, indexed by card id
  in ``Rules.cost_on_bearers``; read only when the bearer is known (the card is played).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects
from .state import IN_PLAY

if TYPE_CHECKING:
    from .game import Game

CLASS_COST = "cost@"  # the stat of a class-wide cost modifier: "cost@" + predicate key


def add_class_cost(g: Game, key: str, amount: int, until: str, source: int) -> None:
    """The twilight cost of every card the predicate ``g.rules.programs[key]`` accepts is
    changed by ``amount`` until ``until`` ends (``effects.DURATIONS``)."""
    if key not in g.rules.programs:
        raise ValueError(f"no cost class {key!r} in these rules")
    effects.add_modifier(g, -1, CLASS_COST + key, amount, until, source)


def class_cost(g: Game, card: int) -> int:
    """The class-wide cost modifiers that apply to ``card`` (summed; usually none)."""
    total = 0
    for m in g.s.mods:  # a plain loop: read for every card priced
        if m[0] == -1 and m[1].startswith(CLASS_COST) and \
                g.rules.programs[m[1][len(CLASS_COST):]](g, m[4], card):
            total += m[2]
    return total


def bearer_cost(g: Game, card: int, bearer: int) -> int:
    """What the cards in play with a "cost of each ... played on X" text change in the
    cost of ``card`` played on ``bearer`` (each text decides whether it is active and
    whether the card and the bearer match)."""
    table = g.rules.cost_on_bearers
    if not table or bearer < 0:
        return 0
    s = g.s
    total = 0
    for c, zone in enumerate(s.zone):
        if zone in IN_PLAY:
            fn = table.get(s.defs[c])
            if fn is not None:
                total += fn(g, c, bearer, card)
    return total
