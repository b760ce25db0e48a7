"""The One Ring and the Ring-bearer: wearing it, burdens instead of wounds, taking it
off at the regroup phase, and Sam's succession when Frodo is killed.

The rulebook describes three versions in detail; they are defined here as behaviours
(the same seam card scripts use), keyed by card id:

* The Ruling Ring (1_2, and its reprints 4_2, 7_1, 11_2, 15_2): Response: if the
  Ring-bearer is about to take a wound in a skirmish, he wears the Ring until the regroup
  phase; while wearing it, each wound in a skirmish becomes a burden.
* Isildur's Bane (1_1): the same response for any wound; each wound becomes 2 burdens.
* Answer to All Riddles (4_1): Skirmish: add a burden to wear the Ring until the regroup
  phase; while wearing it, strength +2 and each wound in a skirmish becomes a burden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import effects, stats
from .behaviour import ActivatedAbility, Behaviour
from .framework import Frame, Step, pop, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game

WEARING = 1
WEARING_SINCE_REGROUP = 2


def ring_rules(g: Game, player: int) -> dict[str, Any] | None:
    ring = g.s.ring[player]
    if ring < 0 or stats.text_off(g, ring):  # "The One Ring's game text does not apply"
        return None
    return g.rules.behaviour(g.s.defs[ring]).extra.get("ring")


def put_on(g: Game, player: int) -> None:
    s = g.s
    s.wearing[player] = WEARING_SINCE_REGROUP if s.phase == "regroup" else WEARING
    g.emit("ring_on", f"{g.name(s.ring_bearer[player])} puts on The One Ring", player=player,
           cards=(s.ring_bearer[player], s.ring[player]))


def take_off(g: Game, player: int) -> None:
    """"Take off The One Ring" by a card's text (O Elbereth! Gilthoniel!): as at the
    start of the regroup phase."""
    s = g.s
    if s.wearing[player]:
        s.wearing[player] = 0
        g.emit("ring_off", f"{g.name(s.ring_bearer[player])} takes off The One Ring",
               player=player)


def _riddles_can(g: Game, source: int, player: int) -> bool:
    """Only the Free Peoples player's Ring-bearer wears the Ring: a Shadow player holding
    Answer to All Riddles is not offered it in the opponent's turn."""
    s = g.s
    return player == s.fp and s.ring[player] == source and not s.wearing[player] \
        and s.ring_bearer[player] >= 0


def _riddles_use(g: Game, source: int, player: int) -> None:
    effects.add_burden(g, player, 1, " to wear The One Ring")
    if g.s.outcome is None:
        put_on(g, player)


def _riddles_strength(g: Game, source: int, target: int, stat: str) -> int:
    s = g.s
    owner = s.owner[source]
    if stat == "strength" and s.wearing[owner] and s.ring_bearer[owner] == target \
            and s.ring[owner] == source:
        return 2
    return 0


_RULING = {"response": True, "any_wound": False, "burdens": 1}
# The rules of the versions of The One Ring the engine defines; ``Rules.base`` starts from
# these (a constant table of code, not a registry: nothing adds to it at run time).
RING_BEHAVIOURS: dict[str, Behaviour] = {
    **{_id: Behaviour(scripted=True, extra={"ring": _RULING})
       for _id in ("1_2", "4_2", "7_1", "11_2", "15_2")},
    "1_1": Behaviour(
        scripted=True, extra={"ring": {"response": True, "any_wound": True, "burdens": 2}}),
    "4_1": Behaviour(
        scripted=True, statics=(_riddles_strength,),
        abilities=(ActivatedAbility("skirmish", "Add a burden to wear The One Ring",
                                    _riddles_can, _riddles_use),),
        extra={"ring": {"response": False, "any_wound": False, "burdens": 1}}),
}


def can_succeed(g: Game, card: int) -> bool:
    """Sam's 'Response: If Frodo dies, make Sam the Ring-bearer': from the card's script
    (``succession = true``); printings without a script still by their printed text."""
    if stats.text_off(g, card):  # "Sam's game text does not apply" (Helpless)
        return False
    beh = g.rules.behaviour(g.s.defs[card])
    if beh.scripted:
        return bool(beh.extra.get("succession"))
    text = g.cards[card].game_text
    return g.cards[card].title == "Sam" and "If Frodo dies, make Sam the" in text


def succession_candidates(g: Game, player: int, killed: int) -> list[int]:
    """Only if the killed Ring-bearer was Frodo (not when corrupted: corruption ends the
    game before anyone dies), and only for the Free Peoples player, whose cards are the
    active ones."""
    if g.cards[killed].title != "Frodo" or player != g.s.fp:  # Sam's text is inactive
        return []                                             # in the opponent's turn
    return [c for c in g.s.piles[player]["fellowship"] if can_succeed(g, c)]


def make_ring_bearer(g: Game, player: int, card: int) -> None:
    s = g.s
    s.ring_bearer[player] = card
    s.wearing[player] = 0
    ring = s.ring[player]
    if ring >= 0:
        s.move(ring, "attached", player, bearer=card)
    g.emit("ring_bearer", f"{g.name(card)} becomes the Ring-bearer", player=player,
           cards=(card,))
    effects.check_corruption(g, player)


@step("succession")
class SuccessionStep(Step):
    @staticmethod
    def run(g: Game, f: Frame) -> None:
        cands = succession_candidates(g, f["p"], f["killed"])
        if not cands:
            pop(g, f)
            effects.lose(g, f["p"], f"{g.s.players[f['p']]}'s Ring-bearer was killed")
            return
        g.ask(f["p"], "succession", "Frodo is dead: make Sam the Ring-bearer?", cands)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        cands = succession_candidates(g, f["p"], f["killed"])
        return [Action("succeed", f["p"], c) for c in cands] + [Action("pass", f["p"])]

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        pop(g, f)
        if a.kind == "pass":
            effects.lose(g, f["p"], f"{g.s.players[f['p']]}'s Ring-bearer was killed")
        else:
            make_ring_bearer(g, f["p"], a.card)
