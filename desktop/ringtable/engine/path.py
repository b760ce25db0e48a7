"""The adventure path of every era: which site goes where, regions, sanctuaries.

Two ways of building the path (CR 4.1 "site", "format", "region", "sanctuary"):

* **numbered** (Fellowship, Tower and King block adventure decks): the site with the next
  consecutive site number is played; nothing to choose, no twilight for the region;
* **Shadows** (sets 11 and later: sites without a number): site 1 is any site the first
  player chooses from his adventure deck; each next site is any site the placing Shadow
  player chooses from his; a site takes its place's number and region (sites 1-3 region
  1, 4-6 region 2, 7-9 region 3); moving to region 2 adds 3 twilight, to region 3 adds 6;
  every site 3 and site 6 is a sanctuary.

Which way a game plays is read from its decks, so saves of every age load unchanged:
the Shadows path as soon as one adventure deck holds Shadows-era sites (the numbered
block formats only admit numbered decks, every other format only Shadows-era ones).
A numbered deck on a Shadows path (a mixed game, which the Starter Rules format allows)
still plays its sites in number order: it was built as a block adventure deck, and the
format exception is what numbers its sites. Every choice is a pending ``choose_site``
decision of the placing player (``place_site`` actions), so clone/save/undo hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import PATH
from .stats import printed_keywords

if TYPE_CHECKING:
    from .game import Game

LAST_SITE = 9
SANCTUARIES = (3, 6)
REGION_TWILIGHT = {1: 0, 2: 3, 3: 6}
_KEY = "path:shadows"  # in the game's printed-facts index (it depends on the decks only)


def shadows_path(g: Game) -> bool:
    """Does this game build its path the Shadows way (some deck has Shadows-era sites)?"""
    facts = g.by_facts
    value = facts.get(_KEY)
    if value is None:
        value = facts[_KEY] = any(c.type == "site" and c.site_number is None
                                  for c in g.cards)
    return bool(value)


def region(number: int) -> int:
    """The region of site ``number`` (1-3: 1, 4-6: 2, 7-9: 3); 0 before the path starts."""
    return (number - 1) // 3 + 1 if number >= 1 else 0


def region_twilight(g: Game, number: int) -> int:
    """Twilight added for the region of the site moved to (none on a numbered path)."""
    return REGION_TWILIGHT.get(region(number), 0) if shadows_path(g) else 0


def is_sanctuary(g: Game, player: int) -> bool:
    """Is ``player``'s fellowship at a sanctuary: on a Shadows path any site 3 or 6;
    earlier sites say so with their keyword (which applies even under control)."""
    s = g.s
    number = s.site[player]
    site = s.path[number] if number else -1
    if site < 0:
        return False
    if "sanctuary" in printed_keywords(g.cards[site]):
        return True
    return number in SANCTUARIES and shadows_path(g)


def site_options(g: Game, player: int, number: int) -> list[int]:
    """The sites ``player`` may play as site ``number``: a numbered deck's site of that
    number; otherwise any site of his adventure deck (one instance per card)."""
    pile = g.s.piles[player]["adventure"]
    numbered = [c for c in pile if g.cards[c].site_number == number]
    if numbered:
        return numbered[:1]
    seen: set[str] = set()
    out = []
    for c in pile:
        card = g.cards[c]
        if card.site_number is None and card.id not in seen:
            seen.add(card.id)
            out.append(c)
    return out


def place(g: Game, site: int, number: int, player: int) -> None:
    """Play ``site`` from ``player``'s adventure deck as site ``number``."""
    s = g.s
    s.place_site(site, number)
    g.emit("site_played", f"{s.players[player]} plays {g.name(site)} as site {number}"
           f" (region {region(number)})" if shadows_path(g) else
           f"{s.players[player]} plays {g.name(site)} as site {number}",
           player=player, cards=(site,))


def replace_site(g: Game, site: int, number: int, player: int) -> None:
    """Play ``site`` from ``player``'s adventure deck as site ``number``, replacing the
    site there, if any (CR 4.1 "site": "When a site is replaced, all cards played on or
    stacked on the old site are moved to the new site"; "put the old site back in its
    owner's adventure deck"). Its control and culture tokens stay with the old card."""
    s = g.s
    old = s.path[number]
    moved: list[int] = []
    if old >= 0:
        moved = s.attachments(old) + [c for piles in s.piles for c in piles["stacked"]
                                      if s.bearer[c] == old]
        s.path[number] = -1
        s.controller.pop(old, None)
        s.tokens.pop(old, None)
        s.zone[old] = "adventure"
        s.holder[old] = s.owner[old]
        s.piles[s.owner[old]]["adventure"].append(old)
        onto = f"; {', '.join(g.name(c) for c in moved)} move to {g.name(site)}" if moved else ""
        g.emit("site_replaced", f"{g.name(old)} returns to "
               f"{s.players[s.owner[old]]}'s adventure deck{onto}", cards=(old, *moved))
    place(g, site, number, player)
    for card in moved:
        s.bearer[card] = site


def choice_prompt(g: Game, number: int) -> str:
    what = "site 1 to begin the adventure path" if number == 1 else \
        f"the fellowship's next site (site {number}, region {region(number)})"
    return f"Choose a site from your adventure deck to play as {what}"


def path_view(g: Game) -> list[dict[str, int]]:
    """The path as placed, for ``view_for``: per place 1-9 its number, region, the site
    instance (-1 while empty), whose adventure deck it came from (-1) and who controls it
    (-1), and whether it is a sanctuary there."""
    s = g.s
    out = []
    shadows = shadows_path(g)
    for number in range(1, LAST_SITE + 1):
        site = s.path[number] if number < len(s.path) else -1
        placed = site >= 0 and s.zone[site] == PATH
        sanctuary = placed and ("sanctuary" in printed_keywords(g.cards[site]) or
                                (shadows and number in SANCTUARIES))
        out.append({"number": number, "region": region(number),
                    "site": site if placed else -1,
                    "owner": s.owner[site] if placed else -1,
                    "controller": s.controller.get(site, -1) if placed else -1,
                    "sanctuary": int(sanctuary)})
    return out
