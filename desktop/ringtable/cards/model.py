"""The immutable card facts: what is printed on a card, nothing about how it works.

A :class:`Card` is shared by every game and every deck, so it is frozen; per-game state
(wounds, tokens, modifiers) lives in the engine, never here. Field values are plain
strings and numbers exactly as ``resources/cards/*.json`` holds them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FREE_PEOPLES = "free_peoples"
SHADOW = "shadow"
SIDES = frozenset({FREE_PEOPLES, SHADOW})

FREE_PEOPLES_CULTURES = ("dwarven", "elven", "gandalf", "gondor", "rohan", "shire")
SHADOW_CULTURES = (
    "dunland", "isengard", "moria", "raider", "sauron", "wraith", "uruk-hai", "orc", "men",
)
CULTURES = frozenset((*FREE_PEOPLES_CULTURES, *SHADOW_CULTURES, "gollum"))

COMPANION = "companion"
ALLY = "ally"
MINION = "minion"
POSSESSION = "possession"
ARTIFACT = "artifact"
CONDITION = "condition"
EVENT = "event"
FOLLOWER = "follower"
SITE = "site"
THE_ONE_RING = "the_one_ring"
CARD_TYPES = frozenset(
    {COMPANION, ALLY, MINION, POSSESSION, ARTIFACT, CONDITION, EVENT, FOLLOWER, SITE,
     THE_ONE_RING}
)
CHARACTER_TYPES = frozenset({COMPANION, ALLY, MINION})

RARITIES = frozenset({"C", "U", "R", "R+", "P", "S", "A"})
BLOCKS = frozenset({"fellowship", "towers", "king", "shadows"})
DIRECTIONS = frozenset({"left", "right"})
RACES = frozenset(
    {"balrog", "creature", "dwarf", "elf", "ent", "half-troll", "hobbit", "maia", "man",
     "nazgul", "orc", "spider", "tree", "troll", "uruk-hai", "wizard", "wraith"}
)
SIGNETS = frozenset({"aragorn", "frodo", "gandalf", "theoden"})
# The phases of a turn, in their order (Comprehensive Rules 4.1): one definition for the
# card language, the trigger and script compilers and the table's phase bar.
PHASES: tuple[str, ...] = ("fellowship", "shadow", "maneuver", "archery", "assignment",
                           "skirmish", "regroup")
# A card's time word: the phase it is played in, or "response".
TIMEWORDS = frozenset({*PHASES, "response"})
ITEM_CLASSES = frozenset(
    {"armor", "box", "bracers", "brooch", "cloak", "gauntlets", "hand weapon", "helm",
     "mount", "palantir", "phial", "pipe", "ranged weapon", "ring", "shield", "staff"}
)


@dataclass(frozen=True, slots=True)
class AllyHome:
    """One home site of an ally: a site number in a block's path ("site 3" of Fellowship)."""

    site_number: int
    block: str


@dataclass(frozen=True, slots=True)
class Card:
    """Printed facts of one official card. Optional stats are ``None`` when not printed."""

    id: str
    set: int
    number: int
    collector_info: str
    rarity: str
    title: str
    unique: bool
    type: str
    game_text: str
    subtitle: str | None = None
    side: str | None = None
    culture: str | None = None
    twilight_cost: int | None = None
    strength: int | None = None
    vitality: int | None = None
    resistance: int | None = None
    site_number: int | None = None
    race: str | None = None
    signet: str | None = None
    block: str | None = None
    shadow_number: int | None = None
    direction: str | None = None
    keywords: tuple[str, ...] = ()
    timewords: tuple[str, ...] = ()
    item_classes: tuple[str, ...] = ()
    ally_homes: tuple[AllyHome, ...] = ()
    can_start_with_ring: bool = False
    # Derived once at load for search; not part of equality or the printed facts.
    search_text: str = field(default="", compare=False, repr=False)

    @property
    def full_title(self) -> str:
        """Title with subtitle, as players write it: 'Aragorn, Ranger of the North'."""
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    @property
    def display_title(self) -> str:
        """Full title with the unique dot, as printed."""
        return ("\u2022" if self.unique else "") + self.full_title

    @property
    def is_site(self) -> bool:
        return self.type == SITE

    @property
    def is_ring(self) -> bool:
        return self.type == THE_ONE_RING

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTER_TYPES

    def has_keyword(self, keyword: str) -> bool:
        """True for an exact keyword ('fierce') or a valued one by name ('ambush' in 'ambush 2')."""
        return any(k == keyword or k.startswith(keyword + " ") or k.startswith(keyword + "+")
                   for k in self.keywords)
