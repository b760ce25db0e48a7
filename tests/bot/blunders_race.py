"""Blunder positions of the third pass on issue 22 (the race): assignments that lost the
Ring-bearer in traced Normal-vs-Normal games although a companion was free to take the
minion. Registered into ``blunders.BLUNDERS`` (same shape: name, phase, build), kept in
a file of its own so that several branches can add positions without touching the same
lines.

Printed numbers (see ``blunders.py``): Frodo 4 with The Ruling Ring, vitality 4; Aragorn
8/4, Legolas 6/3, Gimli 6/3, Boromir 7/3, Merry 3/4, Sam 3/4; Goblin Runner 5/1, Moria
Scout 6/2, Goblin Marksman 7/1, Goblin Scavengers 8/1, Uruk Savage 5/3 (damage +1), Uruk
Rager 9/2, Goblin Patrol Troop 13/3. A character loses a tie, and is overwhelmed (killed)
by double his strength (Comprehensive Rules 4.1).
"""

from __future__ import annotations

from collections.abc import Callable

from ringtable.engine import Action, Game
from ringtable.testing import Scenario

Build = Callable[[], tuple[Game, Callable[[Action], bool]]]

ARAGORN = "Aragorn, Ranger of the North"
BOROMIR = "Boromir, Lord of Gondor"
LEGOLAS = "Legolas, Greenleaf"
GIMLI = "Gimli, Dwarf of Erebor"
MERRY = "Merry, Friend to Sam"
SAM = "Sam, Son of Hamfast"
SHORT = {ARAGORN: "aragorn", BOROMIR: "boromir", LEGOLAS: "legolas", GIMLI: "gimli",
         MERRY: "merry", SAM: "sam"}


def _slug(text: str) -> str:
    return SHORT.get(text, text.lower().replace(" ", "_"))


def somebody_takes_it(companions: list[tuple[str, int]], minion: str) -> tuple[str, str, Build]:
    """Legolas already faces a Goblin Runner; ``minion`` overwhelms Frodo and kills
    whichever of the others takes it. One of them must: left over, it goes on Frodo.
    (Checked one at a time, each companion once reasoned "another can take it" and the
    bot passed; Frodo died to a Dunlending Pillager with three companions free.)"""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        legolas = sc.companion(LEGOLAS)
        others = []
        for name, wounds in companions:
            c = sc.companion(name)
            sc.wounds(c, wounds)
            others.append(c)
        runner = sc.minion("Goblin Runner")
        sc.minion(minion)
        sc.assign(runner, legolas)
        sc.at_site(5)
        game = sc.start("assign")
        return game, lambda a: a.kind == "assign" and a.card in others
    who = "_".join(f"{_slug(n)}{w}" for n, w in companions)
    return f"somebody_of_{who}_takes_{_slug(minion)}", "assignment", build


def one_of_two(companion: str, wounds: int, minion: str) -> tuple[str, str, Build]:
    """A wounded companion and two copies of a minion he loses to (and dies of): one
    alone only wounds Frodo, both together overwhelm him. The companion takes one;
    passing leaves both to be piled on Frodo."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        c = sc.companion(companion)
        sc.wounds(c, wounds)
        sc.minion(minion)
        sc.minion(minion)
        sc.at_site(5)
        game = sc.start("assign")
        return game, lambda a: a.kind == "assign" and a.card == c
    return f"{_slug(companion)}_{wounds}w_takes_one_of_two_{_slug(minion)}", "assignment", \
        build


def not_the_ring_bearer(companion: str, minion: str) -> tuple[str, str, Build]:
    """A minion Frodo loses to (without being overwhelmed) and a companion free: the
    companion takes it. Frodo in a losing skirmish is one Shadow pump from overwhelm
    (a one-world look-ahead once sent him against a Dunlending Savage)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        c = sc.companion(companion)
        sc.minion(minion)
        sc.at_site(5)
        game = sc.start("assign")
        return game, lambda a: a.kind == "assign" and a.card == c
    return f"{_slug(companion)}_not_frodo_takes_{_slug(minion)}", "assignment", build


URUK_HAND = ["Uruk Rager", "Uruk Shaman", "Uruk Slayer", "Uruk Rager", "Uruk Shaman",
             "Uruk Slayer"]


def stay_rather_than_lose(companions: list[str], site: int) -> tuple[str, str, Build]:
    """Regroup: moving on, the Uruk-hai a six-card Shadow hand fields would be covered
    one each, Frodo safe, but Merry would be overwhelmed by his. Stay: the fellowship
    that keeps him plays more cover next turn (moving on at the cost of one companion
    per turn left the fellowship of traced games at two defenders by site 5)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        for c in companions:
            sc.companion(c)
        for m in URUK_HAND:
            sc.hand(m)
            sc.discard(m)  # shown before: the bot expects more of the same
        sc.at_site(site)
        return sc.start("regroup_choice"), lambda a: a.kind == "stay"
    who = "_".join(_slug(c) for c in companions)
    return f"stay_rather_than_lose_merry_{who}_site_{site}", "move", build


def positions() -> list[tuple[str, str, Build]]:
    out = []
    for minion in ("Goblin Patrol Troop", "Uruk Rager", "Goblin Scavengers"):
        out.append(somebody_takes_it([(MERRY, 0), (SAM, 0)], minion))
        out.append(somebody_takes_it([(MERRY, 0), (SAM, 0), (GIMLI, 2)], minion))
    out.append(one_of_two(LEGOLAS, 2, "Moria Scout"))
    out.append(one_of_two(GIMLI, 2, "Moria Scout"))
    out.append(one_of_two(BOROMIR, 2, "Goblin Marksman"))
    out.append(one_of_two(MERRY, 3, "Goblin Runner"))
    for companion in (ARAGORN, LEGOLAS, GIMLI):
        for minion in ("Uruk Savage", "Moria Scout"):
            out.append(not_the_ring_bearer(companion, minion))
    for site in (5, 6, 7):
        out.append(stay_rather_than_lose([ARAGORN, BOROMIR, MERRY], site))
    for site in (3, 4):
        out.append(stay_rather_than_lose([ARAGORN, MERRY], site))
    return out
