"""Loaded keywords of the Shadows era (sets 11-19) that ask a player something: toil and
muster (CR 4.1 "toil", "muster"). Hunter is a strength value (``stats.hunter_bonus``);
aid belongs to followers (``followers.py``).

Why frames: exerting characters for toil and choosing the cards muster discards are
choices, so each is a pending Decision held in the state (clone, save, undo and bot
search work in the middle of them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import SHADOW
from . import effects, stats
from .framework import Frame, Step, pop, push, step
from .values import Action

if TYPE_CHECKING:
    from .game import Game


# -- toil --------------------------------------------------------------------------------
# "When you play a card that has the toil keyword, you may reduce its twilight cost by
# the number specified. You do this by exerting one of your characters of the same
# culture as that card." With "for each" (CR 4.1: "you may affect a single character
# more than once ... (See toil.)") one character may be exerted more than once.

def toil(g: Game, card: int) -> int:
    """The X of "Toil X" printed on ``card`` (0: none)."""
    return stats.printed_keywords(g.cards[card]).get("toil", 0)


def toil_characters(g: Game, card: int, player: int) -> list[int]:
    """``player``'s characters of ``card``'s culture that can exert now."""
    culture = g.cards[card].culture
    piles = g.s.piles[player]
    return [c for zone in ("fellowship", "support", "minions") for c in piles[zone]
            if c != card and stats.is_character(g, c) and g.cards[c].culture == culture
            and stats.can_exert(g, c)]


def most_toil(g: Game, card: int, player: int) -> int:
    """The largest cost reduction toil could give ``card`` now (for the Shadow player's
    "can pay for it" check): X for every exertion the characters have left."""
    x = toil(g, card)
    if not x:
        return 0
    exertions = sum(stats.vitality_left(g, c) - 1 for c in toil_characters(g, card, player))
    return x * exertions


def start_toil(g: Game, player: int, card: int, bearer: int) -> bool:
    """Ask about toil before ``card`` is played; False when there is nothing to ask."""
    from .playing import twilight_cost

    if not toil(g, card) or twilight_cost(g, card, player) <= 0 \
            or not toil_characters(g, card, player):
        return False
    push(g, "toil", c=card, p=player, b=bearer, n=0)
    return True


@step("toil")
class ToilStep(Step):
    """Exert characters of the card's culture one at a time, each lowering its twilight
    cost by X, then play it (``pass``). A Shadow card must end up affordable."""

    @staticmethod
    def _left(g: Game, f: Frame) -> int:
        from .playing import twilight_cost

        return max(0, twilight_cost(g, f["c"], f["p"]) - f["n"] * toil(g, f["c"]))

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        left = ToilStep._left(g, f)
        exertable = toil_characters(g, f["c"], f["p"])
        if left <= 0 or not exertable:
            ToilStep._play(g, f)
            return
        g.ask(f["p"], "toil", f"Toil {toil(g, f['c'])}: exert a character to lower "
              f"{g.name(f['c'])}'s cost (now {left}), or play it", exertable)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        p = f["p"]
        out = [Action("exert", p, c) for c in toil_characters(g, f["c"], p)]
        if g.cards[f["c"]].side != SHADOW or ToilStep._left(g, f) <= g.s.twilight:
            out.append(Action("pass", p))
        return out

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            ToilStep._play(g, f)
            return
        effects.exert(g, a.card)
        f["n"] += 1
        g.emit("toil", f"{g.name(a.card)} exerts for toil: {g.name(f['c'])} costs "
               f"{toil(g, f['c'])} less", player=f["p"], cards=(a.card, f["c"]))

    @staticmethod
    def _play(g: Game, f: Frame) -> None:
        from .playing import play_card

        pop(g, f)
        if g.s.zone[f["c"]] != "hand":  # an exertion's response took it: nothing to play
            return
        play_card(g, f["p"], f["c"], f["b"], discount=f["n"] * toil(g, f["c"]))


# -- muster ------------------------------------------------------------------------------
# "At the start of the regroup phase, for each of your characters who has the muster
# keyword, you may discard a card from hand, then draw a card. You must discard all at
# once." (0, 1 ... N cards for N muster characters, then draw that many.)

def musterers(g: Game, player: int) -> int:
    """How many of ``player``'s characters in play have muster."""
    piles = g.s.piles[player]
    return sum(1 for zone in ("fellowship", "support", "minions") for c in piles[zone]
               if stats.is_character(g, c) and stats.keyword(g, c, "muster"))


def start_muster(g: Game, players: list[int]) -> None:
    """Push one muster frame per player (the first listed player chooses first). Each
    counts its muster characters when it runs (``n`` -1 until then), after the triggers
    of the start of the regroup phase: a character may gain muster there ("At the start
    of the regroup phase, you may exert Frodo to make him gain muster", 11_164)."""
    for p in reversed(players):
        if g.s.piles[p]["hand"]:
            push(g, "muster", p=p, n=-1, chosen=[])


@step("muster")
class MusterStep(Step):
    """Choose up to N cards of your hand one at a time (``discard``), then ``pass``:
    they are discarded together and as many cards are drawn."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        if f["n"] < 0:  # counted now, once the start-of-regroup triggers have resolved
            f["n"] = musterers(g, f["p"])
        hand = [c for c in g.s.piles[f["p"]]["hand"] if c not in f["chosen"]]
        if len(f["chosen"]) >= f["n"] or not hand:
            MusterStep._finish(g, f)
            return
        g.ask(f["p"], "muster", f"Muster: choose a card to discard and replace "
              f"({len(f['chosen'])} of at most {f['n']} chosen), or stop", hand)

    @staticmethod
    def options(g: Game, f: Frame) -> list[Action]:
        p = f["p"]
        out: list[Action] = []
        seen: set[str] = set()
        for c in g.s.piles[p]["hand"]:
            if c not in f["chosen"] and g.s.defs[c] not in seen:
                seen.add(g.s.defs[c])
                out.append(Action("discard", p, c))
        out.append(Action("pass", p))
        return out

    @staticmethod
    def act(g: Game, f: Frame, a: Action) -> None:
        if a.kind == "pass":
            MusterStep._finish(g, f)
            return
        f["chosen"] = [*f["chosen"], a.card]  # replaced, never mutated (State.clone)

    @staticmethod
    def _finish(g: Game, f: Frame) -> None:
        pop(g, f)
        chosen = [c for c in f["chosen"] if g.s.zone[c] == "hand"]
        if not chosen:
            return
        g.emit("mustered", f"{g.s.players[f['p']]} musters: discards "
               f"{len(chosen)} and draws as many", player=f["p"], amount=len(chosen))
        for c in chosen:
            effects.discard(g, c, " (muster)")
        effects.draw(g, f["p"], len(chosen))


# -- Ring-bearer (a loaded keyword of sets 11+) ---------------------------------------------
# CR 4.1 "Ring-bearer": "If a character other than Frodo is your Ring-bearer, you cannot
# play any version of Frodo with the Ring-bearer keyword during the game."

def ring_bearer_keyword_allows(g: Game, card: int, player: int) -> bool:
    """False for a Frodo with the Ring-bearer keyword while another character bears
    ``player``'s Ring."""
    c = g.cards[card]
    if c.title != "Frodo" or "ring-bearer" not in stats.printed_keywords(c):
        return True
    bearer = g.s.ring_bearer[player]
    return bearer < 0 or g.cards[bearer].title == "Frodo"
