"""Threats becoming wounds (sets 7-10 and 15-19; CR 4.1 "threats").

"When a companion or ally is killed and that card is placed in the dead pile, the Free
Peoples player counts the number of threats on the dead pile and then removes them. Then
the Free Peoples player must assign a number of wounds equal to the number of threats
removed to his companions in any way he wishes." ``effects.kill`` removes the threats and
pushes this frame; the player then places the wounds one at a time (each through the
wound frame, so The One Ring and "about to take a wound" responses act on it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .combat import queue_wounds
from .framework import Frame, Step, pop, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game


@step("threat_wounds")
class ThreatWoundsStep(Step):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        companions = g.s.piles[f["p"]]["fellowship"]
        if f["n"] <= 0 or not companions:
            pop(g, f)
            return
        if len(companions) == 1:  # no choice to make
            ThreatWoundsStep._wound(g, f, companions[0])
            return
        g.ask(f["p"], "threat_wound", f"Assign a threat wound to a companion ({f['n']} "
              "left)", companions)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        return [Action("wound", f["p"], c) for c in g.s.piles[f["p"]]["fellowship"]]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        ThreatWoundsStep._wound(g, f, a.card)

    @staticmethod
    def _wound(g: Game, f: Frame, card: int) -> None:
        f["n"] -= 1
        queue_wounds(g, card, 1, why=" (a threat)")
