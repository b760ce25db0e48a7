"""Blunder positions of the fourth pass on issue 22: Free Peoples plays between the
skirmishes (``bot/preparations.py``). Registered into ``blunders.BLUNDERS`` like
``blunders_race.py`` (same shape: name, phase, build), in a file of its own so that
branches merge cleanly.

Printed text quoted by each position: Rosie Cotton ("Sam is strength +1.
Fellowship: Exert Rosie Cotton to heal Sam"), Eregion's Trails
("Maneuver: Exert a ranger to make each roaming minion strength -3 until the regroup
phase"), Sam, Son of Hamfast ("Fellowship: Exert Sam to remove a burden"), Sleep,
Caradhras ("Fellowship: Exert Gandalf to discard every condition"). Frodo 4/4 with The
Ruling Ring (resistance 10); Aragorn, Ranger of the North 8/4; Sam 3/4; Uruk Rager 9/2,
damage +1, site 5 (roaming before it: Comprehensive Rules 4.1).
"""

from __future__ import annotations

from collections.abc import Callable

from ringtable.engine import Action, Game
from ringtable.testing import Scenario

Build = Callable[[], tuple[Game, Callable[[Action], bool]]]

ARAGORN = "Aragorn, Ranger of the North"
GANDALF = "Gandalf, The Grey Wizard"
SAM = "Sam, Son of Hamfast"


def _scripted() -> Scenario:
    from ringtable.cards import default_database
    from ringtable.scripts import standard_rules

    return Scenario(rules=standard_rules(default_database()))


def _plays(card: int) -> Callable[[Action], bool]:
    return lambda a: a.kind in ("play", "use") and a.card == card


def rosie_heals_sam(wounds: int) -> tuple[str, str, Build]:
    """Fellowship phase at site 4: Sam carries ``wounds`` wounds into the coming
    skirmishes, and Rosie Cotton ("Fellowship: Exert Rosie Cotton to heal Sam") is in
    play. A player heals before moving (the fast rules never used an ability here)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = _scripted()
        sc.companion(ARAGORN)
        sc.wounds(sc.companion(SAM), wounds)
        rosie = sc.ally("Rosie Cotton")
        return sc.at_site(4).start("fellowship"), _plays(rosie)
    return f"rosie_heals_sam_{wounds}w", "fellowship", build


def eregions_trails(site: int) -> tuple[str, str, Build]:
    """Maneuver phase at ``site``: two roaming Uruk Ragers (site 5) against Frodo and
    Aragorn. Left at 9, the one Aragorn cannot take overwhelms Frodo (9 >= 2 x 4);
    Eregion's Trails makes both 6: Aragorn beats his, Frodo only takes wounds."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = _scripted()
        sc.companion(ARAGORN)
        sc.minion("Uruk Rager")
        sc.minion("Uruk Rager")
        trails = sc.hand("Eregion's Trails", player=0)
        return sc.at_site(site).start("maneuver"), _plays(trails)
    return f"eregions_trails_saves_frodo_at_{site}", "fellowship", build


def sam_removes_a_burden(wounds: int) -> tuple[str, str, Build]:
    """Fellowship phase, 8 burdens on a resistance-10 Frodo: two more corrupt him, and
    every wound he would take through the Ring is one. Sam exerts to remove one."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = _scripted()
        sc.companion(ARAGORN)
        sam = sc.companion(SAM)
        sc.wounds(sam, wounds)
        sc.burdens(8)
        return sc.at_site(4).start("fellowship"), _plays(sam)
    return f"sam_removes_a_burden_at_8_sam_{wounds}w", "fellowship", build


def keep_sleep_caradhras(site: int) -> tuple[str, str, Build]:
    """Fellowship phase: no Shadow condition in play, Aragorn bears No Stranger to the
    Shadows ("Each site's Shadow number is -1"). Sleep, Caradhras would discard the
    fellowship's own condition and exert Gandalf for nothing (the old fast rule played
    any scripted event at the first window)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = _scripted()
        aragorn = sc.companion(ARAGORN)
        sc.bear(aragorn, "No Stranger to the Shadows")
        sc.companion(GANDALF)
        sleep = sc.hand("Sleep, Caradhras", player=0)
        game = sc.at_site(site).start("fellowship")
        return game, lambda a: not (a.kind == "play" and a.card == sleep)
    return f"keep_sleep_caradhras_at_{site}", "fellowship", build


def positions() -> list[tuple[str, str, Build]]:
    out = [rosie_heals_sam(w) for w in (1, 2, 3)]
    out += [eregions_trails(site) for site in (3, 4)]
    out += [sam_removes_a_burden(w) for w in (0, 1)]
    out += [keep_sleep_caradhras(site) for site in (3, 5)]
    return out
