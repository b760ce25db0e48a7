"""The board game's public face: ``Game`` with the card game's contract.

``Game.new(KniziaSetup(players=3, difficulty="normal", seed=7))``; ``decision``,
``legal_actions()``, ``apply(action) -> events``, ``clone()``, ``view_for(player)``,
``to_json()``/``from_json()`` and ``outcome`` (won, score, reason). The values crossing
the boundary (``Action``, ``Event``, ``Decision``, ``IllegalActionError``) are the card
game's own (``ringtable.engine.values``), so the table, saves, undo and bots handle both
games with one vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.rng import seed_state
from ..engine.values import Action, Decision, Event, IllegalActionError, SetupError
from . import dice as _dice  # noqa: F401  (registers frames)
from . import events as _events  # noqa: F401  (registers frames)
from . import flow as _flow  # noqa: F401  (registers frames)
from .core import ACT, OPTIONS, PROMPTS, RUN, KGame, copy_state
from .data import JOURNEY, Components, default_components

DIFFICULTIES = ("introductory", "normal", "expert")
STATE_VERSION = 1
MAX_STEPS = 100_000  # frames run without a decision: more means a rules bug (a stall)


@dataclass(frozen=True)
class KniziaSetup:
    """A new game: 2-5 hobbits (Frodo, Sam, Pippin, Merry, Fatty by count), the
    difficulty (Sauron on 15 / 12 / 10) and the seed. ``solo_steering`` (one person
    plays every hobbit with open hands, no hand-offs) does not change the rules; it is
    here so that a reopened game is played the way it was started."""

    players: int = 2
    difficulty: str = "normal"
    seed: int = 0
    solo_steering: bool = False

    def to_json(self) -> dict[str, Any]:
        """The setup as saved beside the actions (a game is its setup plus its actions)."""
        return {"game": "knizia", "players": self.players, "difficulty": self.difficulty,
                "seed": self.seed, "solo_steering": self.solo_steering}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KniziaSetup:
        if not isinstance(data, dict) or data.get("game") != "knizia":
            raise ValueError(f"not a board-game setup: {data!r:.80}")
        solo = data.get("solo_steering", False)  # saves before it was kept: hotseat
        if not isinstance(solo, bool):
            raise ValueError(f"board-game setup: solo_steering must be true or false, "
                             f"not {solo!r:.40}")
        try:
            return cls(int(data["players"]), str(data["difficulty"]), int(data["seed"]), solo)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"board-game setup {data!r:.80}: {exc}") from None


@dataclass(frozen=True, slots=True)
class KniziaOutcome:
    """The end: won or lost, the score (seed: "Scoring") and why."""

    won: bool
    score: int
    reason: str

    @property
    def winner(self) -> int:
        """Co-operative: every seat wins or none (-1), for code shared with the card game."""
        return 0 if self.won else -1

    def to_json(self) -> dict[str, Any]:
        return {"won": self.won, "score": self.score, "reason": self.reason}


class Game:
    """A game of Knizia's The Lord of the Rings (see the module doc)."""

    __slots__ = ("k", "_legal")

    def __init__(self, k: KGame) -> None:
        self.k = k
        self._legal: list[Action] | None = None

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def new(cls, setup: KniziaSetup, comps: Components | None = None) -> Game:
        comps = comps or default_components()
        if not 2 <= setup.players <= 5:
            raise SetupError(f"the game is for 2 to 5 hobbits, not {setup.players}")
        if setup.difficulty not in DIFFICULTIES:
            raise SetupError(f"unknown difficulty {setup.difficulty!r} "
                             f"(choose {', '.join(DIFFICULTIES)})")
        game = cls(KGame(new_state(comps, setup), comps))
        game._advance()
        return game

    def clone(self) -> Game:
        g = Game(KGame(copy_state(self.k.s), self.k.c))
        g._legal = self._legal
        return g

    def to_json(self) -> dict[str, Any]:
        return copy_state(self.k.s)

    @classmethod
    def from_json(cls, data: dict[str, Any], comps: Components | None = None) -> Game:
        """Rebuild a game from :meth:`to_json`; ``ValueError`` names what is wrong."""
        if not isinstance(data, dict) or data.get("version") != STATE_VERSION:
            raise ValueError(f"board-game state: expected version {STATE_VERSION}")
        missing = [k for k in _KEYS if k not in data]
        if missing:
            raise ValueError(f"board-game state: missing {', '.join(missing)}")
        for depth, f in enumerate(data["stack"]):
            if not isinstance(f, dict) or f.get("k") not in RUN:
                raise ValueError(f"board-game state: stack[{depth}]: unknown frame {f!r:.60}")
        return cls(KGame(copy_state(data), comps or default_components()))

    # -- the contract ---------------------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        return self.k.s

    @property
    def decision(self) -> Decision | None:
        s = self.k.s
        if s["result"] is not None or not s["stack"]:
            return None
        f = s["stack"][-1]
        if "q" not in f:
            return None
        return Decision(f["ask"], f["q"], PROMPTS.get(f["k"]) or f["q"])

    @property
    def outcome(self) -> KniziaOutcome | None:
        r = self.k.s["result"]
        return KniziaOutcome(r["won"], r["score"], r["reason"]) if r else None

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            d = self.decision
            if d is None:
                self._legal = []
            elif self.k.offered is not None:
                self._legal = self.k.offered
            else:
                f = self.k.s["stack"][-1]
                self._legal = OPTIONS[f["k"]](self.k, f)
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action.to_json()} is not legal now")
        k = self.k
        k.events = []
        f = k.s["stack"][-1]
        del f["q"]
        del f["ask"]
        k.s["actions"] += 1
        k.offered = None
        ACT[f["k"]](k, f, action)
        self._legal = None
        self._advance()
        return k.events

    def _advance(self) -> None:
        s = self.k.s
        k = self.k
        for _ in range(MAX_STEPS):
            if s["result"] is not None or not s["stack"]:
                return
            f = s["stack"][-1]
            if "q" in f:
                return
            RUN[f["k"]](k, f)
        raise RuntimeError("board game: no decision after many steps (a stall)")

    def opening_events(self) -> list[Event]:
        """What setting the game up logged (reaching Bag End, the first cards) on a game
        fresh from :meth:`new`; empty once an action is applied or on a clone."""
        return list(self.k.events) if self.k.s["actions"] == 0 else []

    def describe(self, a: Action) -> str:
        """A short label for a legal action (the decision panel and logs)."""
        from .labels import describe

        return describe(self.k, a)

    def view_for(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: other hands as counts, the Quest deck, the Story pile
        and the gold runes as counts, another player's Council choice hidden."""
        s = self.k.s
        v = copy_state(s)
        v["hands"] = [h if p == player else {"count": len(h)} for p, h in enumerate(s["hands"])]
        v["deck"] = {"count": len(s["deck"])}
        v["tiles"] = {"count": len(s["tiles"])}
        v["gold"] = {"count": len(s["gold"])}
        v.pop("rng")
        for f in v["stack"]:
            if f["k"] == "council":
                f["chosen"] = [c if p == player else (-1 if c < 0 else -2)
                               for p, c in enumerate(f["chosen"])]
        d = self.decision
        v["decision"] = d.to_json() if d else None
        v["legal_actions"] = []
        if d is not None and d.player == player:
            if d.kind == "foresight":
                v["top_tiles"] = s["tiles"][-3:]
            v["legal_actions"] = [{**a.to_json(), "label": self.describe(a)}
                                  for a in self.legal_actions()]
        v["outcome"] = self.outcome.to_json() if self.outcome else None
        return v


_KEYS = ("rng", "hobbits", "pos", "out", "hands", "runes", "life", "deck", "discard", "removed",
         "pool", "revealed", "supply", "gold", "life_supply", "sauron", "loc", "stage", "board",
         "tracks", "event", "tiles", "tiles_out", "gandalf", "rb", "active", "played", "over",
         "result", "stack")


def new_state(comps: Components, setup: KniziaSetup) -> dict[str, Any]:
    """Seed: "Setup"; the game then starts at Bag End (``journey`` frame)."""
    n = setup.players
    k = KGame({"rng": seed_state(setup.seed)}, comps)
    quest = [i for i, c in enumerate(comps.cards) if not c.legendary]
    k.shuffle(quest)
    gold = list(comps.gold_runes)
    k.shuffle(gold)
    tiles = list(range(len(comps.tiles)))
    k.shuffle(tiles)
    supply = [0, 0, 0, 0]
    for value, count in comps.runes.items():
        supply[value] = count - gold.count(value)
    s = k.s
    s.update({
        "version": STATE_VERSION, "players": n, "difficulty": setup.difficulty,
        "hobbits": list(range(n)), "pos": [0] * n, "out": [False] * n,
        "hands": [[] for _ in range(n)], "runes": [[] for _ in range(n)],
        "life": [[0, 0, 0] for _ in range(n)],
        "deck": quest, "discard": [], "removed": [],
        "pool": [i for i, c in enumerate(comps.cards) if c.legendary], "revealed": [],
        "supply": supply, "gold": gold,
        "life_supply": [comps.life_tokens[kind] for kind in ("ring", "heart", "sun")],
        "sauron": comps.sauron_start[setup.difficulty],
        "loc": 0, "stage": JOURNEY[0], "board": "moria",
        "tracks": {a: 0 for a in comps.boards["moria"].tracks}, "event": 0,
        "tiles": tiles, "tiles_out": [], "gandalf": list(range(len(comps.gandalf))),
        "rb": 0, "active": 0, "played": {"white": 0, "grey": 0, "n": 0},
        "ring_used": False, "over": False, "last_roll": 0, "result": None, "actions": 0,
        "stack": [{"k": "journey"}],
    })
    return s
