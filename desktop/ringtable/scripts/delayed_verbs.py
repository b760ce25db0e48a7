"""Verbs whose effect lasts or waits (issue 18):

- ``watch_skirmish``: "If that companion wins this skirmish, ..." (End of the Game,
  Unhindered): the chosen character is watched until the skirmish ends
  (``engine/delayed.py``); the card's trigger ``on = "watched_wins_skirmish"`` does the
  rest, with ``$ev`` the watched winner.
- ``game_rule``: a game-wide rule modifier for a while ("the Shadow has initiative until
  the end of the turn, regardless of the Free Peoples player's hand": ``{ game_rule =
  "shadow_initiative", until = "turn" }``), read where the rule applies, as the static
  form with no ``who`` is.
"""

from __future__ import annotations

from typing import Any

from ..engine import delayed, effects
from ..engine.stats import RULE_MODIFIERS
from .reader import Reader, rule_name
from .runtime import Step
from .verbs import Simple, Target, verb

Game = Any
Ctx = dict[str, Any]
_UNTIL = {"skirmish": "the end of the skirmish", "phase": "the end of the phase",
          "regroup": "the regroup phase", "turn": "the end of the turn"}


@verb("watch_skirmish")
def _watch(r: Reader, cost: bool) -> Step:
    def act(g: Game, ctx: Ctx, c: int) -> None:
        delayed.watch(g, ctx["src"], c)
    return Target(r, "watch_skirmish", act, cost=cost,
                  prompt="choose the character whose skirmish it waits for")


@verb("game_rule")
def _game_rule(r: Reader, cost: bool) -> Step:
    name = rule_name(r, "game_rule")
    until = r.duration() or "phase"

    def do(g: Game, ctx: Ctx) -> None:
        effects.add_modifier(g, -1, "rule:" + name, 1, until, ctx["src"])
        text = RULE_MODIFIERS[name]
        g.emit("modified", f"{text[:1].upper()}{text[1:]} until {_UNTIL[until]} "
               f"({g.name(ctx['src'])})", player=ctx["p"])
    return Simple(do)
