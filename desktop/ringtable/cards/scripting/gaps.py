"""Workarounds, on top of the engine's public functions, for rules the engine does not
apply yet; each switches itself off once ``ringtable.engine.FEATURES`` names the feature
(the report to the lead lists the exact engine change for each).

* ``shadow_site_abilities``: the engine offers a site's abilities to the Free Peoples
  player only, so "Shadow: ..." site text (The Bridge of Khazad-dûm, Mithril Mine...) and
  a minion's use of "Skirmish: Exert your companion or minion" (Ettenmoors) are offered
  to Shadow players through their own One Ring (always in play) as "Use the site's
  ability".
* ``shadow_number``: the engine adds a site's printed Shadow number when the fellowship
  moves; modifiers ("Each site's Shadow number is -1") are applied by a frame placed just
  under the move frame, so the pool is corrected before the Shadow phase.

Rules that cannot be worked around without the engine (overwhelm only at triple
strength; characters that cannot take wounds being unassignable for archery) are marked
``needs_engine`` in the scripts: those cards stay "partly scripted" until the engine has
them.
"""

from __future__ import annotations

from typing import Any

from ... import engine
from ...engine import effects, stats
from ...engine.behaviour import ActivatedAbility, TriggeredAbility, behaviour_for
from ...engine.framework import Frame, SilentStep, pop, step
from ...engine.values import Event

Game = Any
FEATURES = ("shadow_site_abilities", "shadow_number", "overwhelm_tripled",
            "unassignable_if_cannot_take_wounds")
SITE_PHASES = ("shadow", "maneuver", "archery", "assignment", "skirmish", "regroup")


def engine_has(feature: str) -> bool:
    return feature in getattr(engine, "FEATURES", frozenset())


def _site_ability(g: Game, phase: str) -> tuple[int, ActivatedAbility | None]:
    site = stats.active_site(g)
    if site >= 0:
        for ab in behaviour_for(g.s.defs[site]).abilities:
            if ab.phase == phase:
                return site, ab
    return -1, None


def site_proxy(phase: str) -> ActivatedAbility:
    """A Shadow player's access to the current site's ``phase`` ability."""
    def can_use(g: Game, src: int, player: int) -> bool:
        if player == g.s.fp or g.s.ring[player] != src:
            return False
        site, ab = _site_ability(g, phase)
        return ab is not None and ab.can_use(g, site, player)

    def use(g: Game, src: int, player: int) -> None:
        site, ab = _site_ability(g, phase)
        if ab is None:
            return
        g.emit("ability_used", f"{g.s.players[player]} uses {g.name(site)}: {ab.label}",
               player=player, cards=(site,))
        ab.use(g, site, player)
    return ActivatedAbility(phase, f"Use the current site's {phase.capitalize()} ability",
                            can_use, use)


def site_proxies() -> tuple[ActivatedAbility, ...]:
    if engine_has("shadow_site_abilities"):
        return ()
    return tuple(site_proxy(p) for p in SITE_PHASES)


def shadow_number(g: Game, site: int) -> int:
    """The site's Shadow number with modifiers, never below zero."""
    printed = g.cards[site].shadow_number or 0
    return max(0, printed + stats._static(g, site, "shadow_number"))


def _watch_move(g: Game, src: int, ev: Event) -> bool:
    """Observer (never fires): when the fellowship moves to a site whose Shadow number is
    modified, put the correction frame under the move frame."""
    s = g.s
    if s.ring[s.fp] != src or not ev.cards or not s.stack or s.stack[-1]["k"] != "move":
        return False
    site = ev.cards[0]
    if shadow_number(g, site) != (g.cards[site].shadow_number or 0):
        s.stack.insert(len(s.stack) - 1, {"k": "script_shadow_number", "site": site})
    return False


def _never(g: Game, src: int, ev: Event) -> None:
    return None


def shadow_number_watchers() -> tuple[TriggeredAbility, ...]:
    if engine_has("shadow_number"):
        return ()
    return (TriggeredAbility("moves_to", "Shadow number", True, _watch_move, _never),)


@step("script_shadow_number")
class ShadowNumberStep(SilentStep):
    """After the move added the printed Shadow number, add or remove the difference."""

    @staticmethod
    def run(g: Game, f: Frame) -> None:
        pop(g, f)
        site = f["site"]
        delta = shadow_number(g, site) - (g.cards[site].shadow_number or 0)
        why = f" for {g.name(site)}'s Shadow number modifiers"
        if delta > 0:
            effects.add_twilight(g, delta, why)
        elif delta < 0:
            effects.remove_twilight(g, min(-delta, g.s.twilight), why)

