"""Small helpers shared by the card tests (positions at a given site, reading values)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ringtable import testing
from ringtable.cards import default_database
from ringtable.engine import Game, Rules, stats
from ringtable.scripts import standard_rules
from ringtable.testing import act
from ringtable.testing.scenario import DEFAULT_SITES


def card_rules() -> Rules:
    """The rules card tests run under: the engine plus every shipped card script."""
    return standard_rules(default_database())


@dataclass
class Scenario(testing.Scenario):
    """``ringtable.testing.Scenario`` under the card scripts (``card_rules()``)."""

    rules: Rules | None = field(default_factory=card_rules)


def at_site(site_id: str, **kw: object) -> Scenario:
    """A Scenario whose fellowship is at ``site_id`` (put in the right player's path)."""
    n = default_database()[site_id].site_number
    fp_sites, sh_sites = list(DEFAULT_SITES[0]), list(DEFAULT_SITES[1])
    if n == 1:
        fp_sites[0] = site_id
    else:
        sh_sites[n - 1] = site_id
    sc = Scenario(sites=(tuple(fp_sites), tuple(sh_sites)), **kw)  # type: ignore[arg-type]
    sc.at_site(n)
    return sc


def strength(game: Game, card: int) -> int:
    return stats.strength(game, card)


def use(game: Game, card: int) -> list:
    return act(game, "use", card)


def choose(game: Game, card: int) -> list:
    return act(game, "choose", card)


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def moving_to(site_id: str, **kw: object) -> Scenario:
    """A Scenario one site before ``site_id``, which the Shadow player places next."""
    n = default_database()[site_id].site_number
    sh_sites = list(DEFAULT_SITES[1])
    sh_sites[n - 1] = site_id
    sc = Scenario(sites=(DEFAULT_SITES[0], tuple(sh_sites)), **kw)  # type: ignore[arg-type]
    sc.at_site(n - 1)
    return sc
