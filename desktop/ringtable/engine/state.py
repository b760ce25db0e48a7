"""The whole game state as flat, JSON-friendly data.

Why flat: bots clone the game thousands of times a second and saves must be plain JSON.
Card instances are small integers indexing parallel lists (``defs`` -> card id, ``zone``,
``bearer``, ``wounds``...). Definitions (``Card`` objects) are never stored here, only
their ids, so :meth:`State.clone` is a handful of list copies.

Discipline that keeps ``clone`` shallow and correct: lists and dicts held *inside* a
resolution frame or a modifier are never mutated in place, only replaced.
"""

from __future__ import annotations

from typing import Any

# Piles each player owns. "path" is shared and lives in ``State.path``.
PILES = (
    "draw", "hand", "discard", "dead", "adventure", "fellowship", "support", "minions",
    "attached", "stacked", "removed",
)
PATH = "path"
IN_PLAY = frozenset({"fellowship", "support", "minions", "attached"})
# counter set when what is in play changed: "a character whose wounds reach its vitality
# is killed at once", read by ``steps.pending_checks`` before the next step
RECHECK = "recheck"
# counter set when the Free Peoples player's hand drops below 4 cards (he loses
# initiative, CR 4.1 "initiative"); ``steps.pending_checks`` announces it
INITIATIVE_LOST = "initiative_lost"
INITIATIVE_HAND = 4


class State:
    """Plain data; the rules live in the other engine modules."""

    __slots__ = (
        "defs", "owner", "zone", "holder", "piles", "path", "bearer", "wounds", "tokens",
        "assigned", "players", "order", "burdens", "ring_bearer", "ring", "wearing", "site",
        "bids", "twilight", "turn", "fp", "phase", "moves", "mods", "controller", "stack",
        "decision", "rng", "outcome", "counters", "format", "seed", "pending", "threats",
    )

    defs: tuple[str, ...]
    owner: tuple[int, ...]
    zone: list[str]
    holder: list[int]
    piles: list[dict[str, list[int]]]
    path: list[int]
    bearer: list[int]
    wounds: list[int]
    tokens: dict[int, dict[str, int]]
    assigned: list[int]
    players: tuple[str, ...]
    order: list[int]
    burdens: list[int]
    ring_bearer: list[int]
    ring: list[int]
    wearing: list[int]
    site: list[int]
    bids: list[int]
    twilight: int
    turn: int
    fp: int
    phase: str
    moves: int
    mods: list[tuple[Any, ...]]
    controller: dict[int, int]
    stack: list[dict[str, Any]]
    decision: dict[str, Any] | None
    rng: int
    outcome: dict[str, Any] | None
    counters: dict[str, int]
    format: str
    seed: int
    pending: list[list[Any]]
    threats: list[int]  # threats on each player's dead pile (sets 7-10, 15-19)

    @classmethod
    def empty(cls, defs: list[str], owner: list[int], players: tuple[str, ...],
              fmt: str, rng: int, seed: int) -> State:
        s = cls.__new__(cls)
        n = len(defs)
        nplayers = len(players)
        s.defs = tuple(defs)
        s.owner = tuple(owner)
        s.zone = ["removed"] * n
        s.holder = list(owner)
        s.piles = [{name: [] for name in PILES} for _ in range(nplayers)]
        s.path = [-1] * 10
        s.bearer = [-1] * n
        s.wounds = [0] * n
        s.tokens = {}
        s.assigned = [-1] * n
        s.players = players
        s.order = list(range(nplayers))
        s.burdens = [0] * nplayers
        s.ring_bearer = [-1] * nplayers
        s.ring = [-1] * nplayers
        s.wearing = [0] * nplayers
        s.site = [0] * nplayers
        s.bids = [-1] * nplayers
        s.twilight = 0
        s.turn = 0
        s.fp = 0
        s.phase = "setup"
        s.moves = 0
        s.mods = []
        s.controller = {}
        s.stack = []
        s.decision = None
        s.rng = rng
        s.outcome = None
        s.counters = {}
        s.format = fmt
        s.seed = seed
        s.pending = []
        s.threats = [0] * nplayers
        for i in range(n):
            s.piles[owner[i]]["removed"].append(i)
        return s

    def clone(self) -> State:
        c = State.__new__(State)
        c.defs = self.defs
        c.owner = self.owner
        c.zone = self.zone[:]
        c.holder = self.holder[:]
        c.piles = [{k: v[:] for k, v in p.items()} for p in self.piles]
        c.path = self.path[:]
        c.bearer = self.bearer[:]
        c.wounds = self.wounds[:]
        c.tokens = {k: dict(v) for k, v in self.tokens.items()} if self.tokens else {}
        c.assigned = self.assigned[:]
        c.players = self.players
        c.order = self.order[:]
        c.burdens = self.burdens[:]
        c.ring_bearer = self.ring_bearer[:]
        c.ring = self.ring[:]
        c.wearing = self.wearing[:]
        c.site = self.site[:]
        c.bids = self.bids[:]
        c.twilight = self.twilight
        c.turn = self.turn
        c.fp = self.fp
        c.phase = self.phase
        c.moves = self.moves
        c.mods = self.mods[:]
        c.controller = dict(self.controller)
        c.stack = [dict(f) for f in self.stack]
        c.decision = self.decision
        c.rng = self.rng
        c.outcome = self.outcome
        c.counters = dict(self.counters)
        c.format = self.format
        c.seed = self.seed
        c.pending = self.pending[:]
        c.threats = self.threats[:]
        return c

    # -- zones ---------------------------------------------------------------------------
    def move(self, card: int, zone: str, player: int | None = None, *, top: bool = True,
             bearer: int = -1) -> None:
        """Move one instance to ``zone`` of ``player`` (default: its owner).

        ``top`` puts it at the front of an ordered pile (index 0 is the top of a deck).
        Cards it bears are not moved here; callers discard them explicitly.
        """
        old = self.zone[card]
        if old == PATH:
            self.path[self.path.index(card)] = -1
            self.controller.pop(card, None)
        else:
            pile = self.piles[self.holder[card]][old]
            pile.remove(card)
            if old == "hand" and len(pile) == INITIATIVE_HAND - 1 \
                    and self.holder[card] == self.fp and self.phase != "setup":
                self.counters[INITIATIVE_LOST] = 1
            elif old == "draw" and not pile:
                # an emptied draw deck may corrupt (The Irresistible Shadow): recheck
                self.counters[RECHECK] = 1
        if self.assigned[card] >= 0:
            self.assigned[card] = -1
        if old in IN_PLAY and zone not in IN_PLAY and card in self.assigned:
            # minions assigned to a character leaving play are no longer assigned
            self.assigned = [-1 if d == card else d for d in self.assigned]
        if zone == PATH:
            raise ValueError("use place_site() for the adventure path")
        if old in IN_PLAY or zone in IN_PLAY:
            # a card entering or leaving play may change a vitality or resistance: the
            # driver rechecks deaths and corruption before the next step (RECHECK)
            self.counters[RECHECK] = 1
        holder = self.owner[card] if player is None else player
        pile = self.piles[holder][zone]
        if top and zone in ("draw",):
            pile.insert(0, card)
        else:
            pile.append(card)
        self.zone[card] = zone
        self.holder[card] = holder
        self.bearer[card] = bearer
        if zone not in IN_PLAY:
            self.wounds[card] = 0
            self.tokens.pop(card, None)

    def place_site(self, card: int, number: int) -> None:
        """Put a site onto the adventure path at ``number``."""
        old = self.zone[card]
        self.piles[self.holder[card]][old].remove(card)
        self.path[number] = card
        self.zone[card] = PATH
        self.holder[card] = -1

    def attachments(self, card: int) -> list[int]:
        """Cards borne by ``card`` (any player's), in play order."""
        out: list[int] = []
        for piles in self.piles:
            for a in piles["attached"]:
                if self.bearer[a] == card:
                    out.append(a)
        return out

    # -- JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": 1,
            "defs": list(self.defs), "owner": list(self.owner), "zone": self.zone[:],
            "holder": self.holder[:],
            "piles": [{k: v[:] for k, v in p.items()} for p in self.piles],
            "path": self.path[:], "bearer": self.bearer[:], "wounds": self.wounds[:],
            "tokens": [[k, dict(v)] for k, v in sorted(self.tokens.items())],
            "assigned": self.assigned[:], "players": list(self.players),
            "order": self.order[:], "burdens": self.burdens[:],
            "ring_bearer": self.ring_bearer[:], "ring": self.ring[:],
            "wearing": self.wearing[:], "site": self.site[:], "bids": self.bids[:],
            "twilight": self.twilight, "turn": self.turn, "fp": self.fp, "phase": self.phase,
            "moves": self.moves, "mods": [list(m) for m in self.mods],
            "controller": [[k, v] for k, v in sorted(self.controller.items())],
            "stack": [_frame_to_json(f) for f in self.stack],
            "decision": ({**self.decision, "cards": list(self.decision.get("cards", ()))}
                         if self.decision else None),
            "rng": self.rng, "outcome": dict(self.outcome) if self.outcome else None,
            "counters": dict(self.counters), "format": self.format, "seed": self.seed,
            "pending": [list(p) for p in self.pending], "threats": self.threats[:],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        if data.get("version") != 1:
            raise ValueError(f"game state: unsupported version {data.get('version')!r}")
        s = cls.__new__(cls)
        try:
            s.defs = tuple(str(d) for d in data["defs"])
            s.owner = tuple(int(o) for o in data["owner"])
            s.zone = [str(z) for z in data["zone"]]
            s.holder = [int(h) for h in data["holder"]]
            s.piles = [{k: [int(c) for c in v] for k, v in p.items()} for p in data["piles"]]
            s.path = [int(c) for c in data["path"]]
            s.bearer = [int(c) for c in data["bearer"]]
            s.wounds = [int(c) for c in data["wounds"]]
            s.tokens = {int(k): {str(a): int(b) for a, b in v.items()} for k, v in data["tokens"]}
            s.assigned = [int(c) for c in data["assigned"]]
            s.players = tuple(str(p) for p in data["players"])
            s.order = [int(c) for c in data["order"]]
            s.burdens = [int(c) for c in data["burdens"]]
            s.ring_bearer = [int(c) for c in data["ring_bearer"]]
            s.ring = [int(c) for c in data["ring"]]
            s.wearing = [int(c) for c in data["wearing"]]
            s.site = [int(c) for c in data["site"]]
            s.bids = [int(c) for c in data["bids"]]
            s.twilight = int(data["twilight"])
            s.turn = int(data["turn"])
            s.fp = int(data["fp"])
            s.phase = str(data["phase"])
            s.moves = int(data["moves"])
            s.mods = [tuple(m) for m in data["mods"]]
            s.controller = {int(k): int(v) for k, v in data["controller"]}
            s.stack = [_frame_from_json(f) for f in data["stack"]]
            s.decision = dict(data["decision"]) if data["decision"] else None
            if s.decision is not None:
                s.decision["cards"] = [int(c) for c in s.decision.get("cards", ())]
            s.rng = int(data["rng"])
            s.outcome = dict(data["outcome"]) if data["outcome"] else None
            s.counters = {str(k): int(v) for k, v in data["counters"].items()}
            s.format = str(data["format"])
            s.seed = int(data["seed"])
            s.pending = [list(p) for p in data["pending"]]
            # saves made before threats existed have none
            s.threats = [int(c) for c in data.get("threats", [0] * len(s.players))]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"game state JSON: missing or bad field ({exc!r})") from None
        return s


def _frame_to_json(frame: dict[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in frame.items()}


def _frame_from_json(frame: dict[str, Any]) -> dict[str, Any]:
    return dict(frame)
