"""``Scenario``: build a game position in a few readable lines, then play it through the
public API.

    sc = Scenario()                              # Player 1 (Free Peoples) vs Player 2
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Goblin Runner")
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")                # the first decision of that stage
    events = pass_until(game, "skirmish_resolved")

Cards are named by id ("1_89") or by title ("Aragorn" picks the first printing;
"Aragorn, Ranger of the North" a precise one). Every call returns the instance id.
Piles default to the sensible player: Shadow cards in hand, deck or discard belong to
the Shadow player, everything else to the Free Peoples player; pass ``player=`` to
override.
Player 0 is the Free Peoples player unless ``fp=1``; each player has a Ring-bearer
(Frodo, Son of Drogo) bearing The Ruling Ring and a Fellowship-block adventure deck
(``sites=`` other decks: Shadows-era sites go onto the path in their listed order).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import CardDatabase, default_database
from ..engine import Game, Rules
from ..engine.framework import push
from ..engine.state import State
from ..engine.turn import start_turn

DEFAULT_SITES = (
    ("1_320", "1_327", "1_340", "1_346", "1_349", "1_351", "1_355", "1_358", "1_361"),
    ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360"),
)

# For each starting point a test may ask for: where the turn frame resumes, and the
# phase the state must already be in for a step that does not announce its own phase
# (None: the step sets it, or the turn's start leaves it right).
STAGES: dict[str, tuple[str, str | None]] = {
    "start": ("start", None), "fellowship": ("fellowship", None),
    "shadow": ("shadow", "shadow"), "maneuver": ("maneuver", None),
    "archery": ("archery", None), "archery_fire": ("archery_fire", "archery"),
    "assignment": ("assignment", None), "assign": ("assign", "assignment"),
    "skirmishes": ("skirmishes", "assignment"), "fierce": ("fierce_check", "skirmish"),
    "regroup": ("regroup", None), "regroup_choice": ("regroup_choice", "regroup"),
}


@dataclass
class _Spec:
    card_id: str
    owner: int
    zone: str
    bearer: int = -1
    top: bool = False


@dataclass
class Scenario:
    """A position under construction. See the module doc."""

    fp: int = 0
    seed: int = 1
    ring_bearers: tuple[str, str] = ("1_290", "1_290")
    rings: tuple[str, str] = ("1_2", "1_2")
    sites: tuple[tuple[str, ...], tuple[str, ...]] = DEFAULT_SITES
    db: CardDatabase = field(default_factory=default_database)
    # the rules the game runs under: the engine alone unless a test passes others (card
    # tests pass ``ringtable.scripts.standard_rules(db)``: see tests/cards/cardtest.py)
    rules: Rules | None = None

    def __post_init__(self) -> None:
        if self.rules is None:
            self.rules = Rules.base(self.db)
        self.db = self.rules.db
        self._specs: list[_Spec] = []
        self._wounds: dict[int, int] = {}
        self._assign: dict[int, int] = {}
        self._tokens: list[tuple[int, str, int]] = []
        self._burdens = [0, 0]
        self._threats = [0, 0]
        self._twilight = 0
        self._site = 1
        self._moves = 1
        self.events: list = []
        for p in (0, 1):
            self._add(self.ring_bearers[p], p, "fellowship")
            self._add(self.rings[p], p, "attached", bearer=2 * p)
        for p in (0, 1):
            for site in self.sites[p]:
                self._add(site, p, "adventure")

    # -- cards ------------------------------------------------------------------------------
    def card_id(self, name: str) -> str:
        if name in self.db:
            return name
        found = self.db.by_title(name)
        if not found:
            raise KeyError(f"Scenario: no card called {name!r}")
        return sorted(found, key=lambda c: (c.set, c.number))[0].id

    def _add(self, name: str, owner: int, zone: str, bearer: int = -1,
             top: bool = False) -> int:
        self._specs.append(_Spec(self.card_id(name), owner, zone, bearer, top))
        return len(self._specs) - 1

    @property
    def shadow(self) -> int:
        return 1 - self.fp

    def ring_bearer(self, player: int | None = None) -> int:
        return 2 * (self.fp if player is None else player)

    def ring(self, player: int | None = None) -> int:
        return 2 * (self.fp if player is None else player) + 1

    def companion(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.fp if player is None else player, "fellowship")

    def ally(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.fp if player is None else player, "support")

    def support(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.fp if player is None else player, "support")

    def minion(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.shadow if player is None else player, "minions")

    def bear(self, bearer: int, name: str, player: int | None = None) -> int:
        owner = self._specs[bearer].owner if player is None else player
        return self._add(name, owner, "attached", bearer=bearer)

    def _side_player(self, name: str, player: int | None) -> int:
        """Whose pile by default: a Shadow card's is the Shadow player's, any other the
        Free Peoples player's."""
        if player is not None:
            return player
        return self.shadow if self.db[self.card_id(name)].side == "shadow" else self.fp

    def hand(self, name: str, player: int | None = None) -> int:
        return self._add(name, self._side_player(name, player), "hand")

    def discard(self, name: str, player: int | None = None) -> int:
        return self._add(name, self._side_player(name, player), "discard")

    def dead(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.fp if player is None else player, "dead")

    def draw_top(self, name: str, player: int | None = None) -> int:
        return self._add(name, self._side_player(name, player), "draw", top=True)

    def draw_bottom(self, name: str, player: int | None = None) -> int:
        return self._add(name, self._side_player(name, player), "draw")

    def adventure(self, name: str, player: int | None = None) -> int:
        return self._add(name, self.fp if player is None else player, "adventure")

    # -- counters ----------------------------------------------------------------------------
    def wounds(self, card: int, amount: int) -> Scenario:
        self._wounds[card] = amount
        return self

    def burdens(self, amount: int, player: int | None = None) -> Scenario:
        self._burdens[self.fp if player is None else player] = amount
        return self

    def threats(self, amount: int, player: int | None = None) -> Scenario:
        """Threats on a dead pile (default: the Free Peoples player's)."""
        self._threats[self.fp if player is None else player] = amount
        return self

    def twilight(self, amount: int) -> Scenario:
        self._twilight = amount
        return self

    def at_site(self, number: int, moves: int = 1) -> Scenario:
        """The fellowship is at site ``number`` (sites 1..number on the path)."""
        self._site = number
        self._moves = moves
        return self

    def assign(self, minion: int, defender: int) -> Scenario:
        self._assign[minion] = defender
        return self

    def culture_tokens(self, card: int, culture: str, amount: int) -> Scenario:
        self._tokens.append((card, culture, amount))
        return self

    # -- build ---------------------------------------------------------------------------------
    def build(self) -> Game:
        """The position as a Game with no pending frame (for direct effect tests)."""
        defs = [s.card_id for s in self._specs]
        owner = [s.owner for s in self._specs]
        state = State.empty(defs, owner, ("Player 1", "Player 2"), "fotr_block",
                            self.seed * 2654435761 % (1 << 64), self.seed)
        tops: list[int] = []
        for i, spec in enumerate(self._specs):
            if spec.zone == "attached":
                state.move(i, "attached", spec.owner, bearer=spec.bearer)
            elif spec.zone == "draw" and spec.top:
                tops.append(i)
            else:
                state.move(i, spec.zone, spec.owner, top=False)
        for i in tops:
            state.move(i, "draw", self._specs[i].owner, top=True)
        for p in (0, 1):
            state.ring_bearer[p] = 2 * p
            state.ring[p] = 2 * p + 1
            state.site[p] = 1
        state.burdens = list(self._burdens)
        state.threats = list(self._threats)
        state.order = [self.fp, self.shadow]
        game = Game(state, self.rules)
        for n in range(1, self._site + 1):
            placer = self.fp if n == 1 else self.shadow
            pile = state.piles[placer]["adventure"]
            # a numbered site by its number; Shadows-era sites (no number) in list order
            site = next((c for c in pile if game.cards[c].site_number == n), pile[0])
            state.place_site(site, n)
        state.site[self.fp] = self._site
        for card, amount in self._wounds.items():
            state.wounds[card] = amount
        for minion, defender in self._assign.items():
            state.assigned[minion] = defender
        for card, culture, amount in self._tokens:
            state.tokens.setdefault(card, {})[culture] = amount
        state.twilight = self._twilight
        return game

    def start(self, stage: str = "fellowship") -> Game:
        """Build, start the Free Peoples player's turn at ``stage`` (a key of ``STAGES``)
        and run to the first decision."""
        if stage not in STAGES:
            raise ValueError(f"Scenario.start: unknown stage {stage!r}; one of {sorted(STAGES)}")
        game = self.build()
        s = game.s
        twilight = s.twilight
        start_turn(game, self.fp)
        step, phase = STAGES[stage]
        s.stack[-1]["st"] = step
        s.stack[-1]["sp"] = 0
        s.moves = self._moves
        s.twilight = twilight
        if phase is not None:
            s.phase = phase
        game._events = []
        game._advance()
        self.events = game._events  # what happened on the way to the first decision
        game._events = []
        return game


def start_frame(game: Game, kind: str, **data: object) -> Game:
    """Push a single rules frame (``wound``, ``reconcile``...) on a built game and run it."""
    push(game, kind, **data)
    game._advance()
    return game
