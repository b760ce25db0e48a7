"""The board game's state and the small rules every step uses (cards, runes, corruption).

The state is one plain JSON dict (``KGame.s``), so cloning, saving and hashing are
trivial; the resolution is a stack of frames (dicts with ``"k"``), exactly as in the card
game's engine: the driver runs the top frame until one asks a player (it sets ``"q"``,
the decision kind, and ``"p"``, the player) or the game has a result. Frame kinds
register a ``run``, an ``options`` and an ``act`` function here; :mod:`.flow`,
:mod:`.events` and :mod:`.dice` hold them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.rng import below, shuffle
from ..engine.values import Action, Event
from .data import ACTIVITIES, LIFE_KINDS, CardFacts, Components

Frame = dict[str, Any]
RunFn = Callable[["KGame", Frame], None]
OptionsFn = Callable[["KGame", Frame], list[Action]]
ActFn = Callable[["KGame", Frame, Action], None]

RUN: dict[str, RunFn] = {}
OPTIONS: dict[str, OptionsFn] = {}
ACT: dict[str, ActFn] = {}
PROMPTS: dict[str, str] = {}


def frame(kind: str, prompt: str = "") -> Callable[[Any], Any]:
    """Register a frame kind from a class holding ``run`` (and ``options``/``act`` if it asks)."""
    def register(cls: Any) -> Any:
        if kind in RUN:
            raise ValueError(f"frame kind {kind!r} registered twice")
        RUN[kind] = cls.run
        if hasattr(cls, "options"):
            OPTIONS[kind] = cls.options
            ACT[kind] = cls.act
        PROMPTS[kind] = prompt
        return cls
    return register


class KGame:
    """The game state plus the immutable components; rule helpers live here.

    The public face (``Game``) wraps it; frames receive it."""

    __slots__ = ("s", "c", "events", "quiet", "offered")

    def __init__(self, state: dict[str, Any], comps: Components) -> None:
        self.s = state
        self.c = comps
        self.events: list[Event] = []
        self.quiet = False  # a search's rollouts need no log lines
        # options a frame computed while deciding to ask (spares computing them twice)
        self.offered: list[Action] | None = None

    # -- bookkeeping ------------------------------------------------------------------------
    def log(self, kind: str, text: str, player: int = -1, amount: int = 0) -> None:
        if self.quiet:
            return
        self.events.append(Event(kind, text, player, (), amount))

    def push(self, kind: str, **data: Any) -> Frame:
        f: Frame = {"k": kind, **data}
        self.s["stack"].append(f)
        return f

    def pop(self, f: Frame) -> None:
        stack = self.s["stack"]
        if stack and stack[-1] is f:
            stack.pop()
        else:
            stack.remove(f)

    def rand(self, n: int) -> int:
        self.s["rng"], k = below(self.s["rng"], n)
        return k

    def shuffle(self, items: list[Any]) -> None:
        self.s["rng"] = shuffle(self.s["rng"], items)

    def name(self, p: int) -> str:
        return self.c.hobbits[self.s["hobbits"][p]][1]

    def card(self, idx: int) -> CardFacts:
        return self.c.cards[idx]

    def card_name(self, idx: int) -> str:
        f = self.c.cards[idx]
        if f.legendary:
            return f.name
        return f"{f.colour} {f.symbol} card"

    def has_ability(self, p: int, op: str) -> bool:
        return self.c.hobbits[self.s["hobbits"][p]][2] == op

    # -- players ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.s["pos"])

    def alive(self, p: int) -> bool:
        return not self.s["out"][p]

    def order_from(self, first: int) -> list[int]:
        """Players still in the game, clockwise from ``first`` (included if alive)."""
        n = self.n
        return [q for q in ((first + i) % n for i in range(n)) if not self.s["out"][q]]

    def next_alive(self, p: int) -> int:
        order = self.order_from(p + 1)
        return order[0] if order else -1

    def holders(self, key: str) -> list[int]:
        """Players holding the Legendary card ``key`` (at most one)."""
        idx = self.c.legendary_ids[key]
        return [p for p in range(self.n) if not self.s["out"][p] and idx in self.s["hands"][p]]

    # -- cards ------------------------------------------------------------------------------
    def draw(self, p: int, count: int) -> int:
        """Player ``p`` draws up to ``count`` Quest cards; returns how many he got."""
        s = self.s
        got = 0
        for _ in range(count):
            if not s["deck"] and not self.reshuffle():
                break
            s["hands"][p].append(s["deck"].pop())
            got += 1
        if got:
            self.log("draw", f"{self.name(p)} draws {got} card{'s' * (got != 1)}", p, got)
        return got

    def reveal_top(self) -> int:
        """Turn over the top Quest card (it then goes to the discard pile); -1 if none."""
        s = self.s
        if not s["deck"] and not self.reshuffle():
            return -1
        idx = s["deck"].pop()
        s["discard"].append(idx)
        return idx

    def reshuffle(self) -> bool:
        """The Quest deck ran out: used Legendary cards leave the game, Quest cards are
        shuffled into a new deck (seed: "When the Quest deck has been exhausted...")."""
        s = self.s
        quest = [i for i in s["discard"] if not self.c.cards[i].legendary]
        s["removed"].extend(i for i in s["discard"] if self.c.cards[i].legendary)
        s["discard"] = []
        self.shuffle(quest)
        s["deck"] = quest
        if quest:
            self.log("reshuffle", f"The Quest deck is reshuffled ({len(quest)} cards)")
        return bool(quest)

    def discard_card(self, p: int, idx: int) -> None:
        self.s["hands"][p].remove(idx)
        self.s["discard"].append(idx)

    def symbols(self, p: int, idx: int) -> tuple[str, int]:
        """What card ``idx`` shows for player ``p``: Frodo's white cards count as stars."""
        f = self.c.cards[idx]
        if f.colour == "white" and self.has_ability(p, "colour_counts_as_wild"):
            return "wild", f.count
        return f.symbol, f.count

    # -- runes and tokens -------------------------------------------------------------------
    def rune_value(self, p: int) -> int:
        return sum(self.s["runes"][p])

    def take_rune(self, p: int, value: int = 1) -> bool:
        supply = self.s["supply"]
        if supply[value] <= 0:
            return False
        supply[value] -= 1
        self.s["runes"][p].append(value)
        return True

    def take_gold_rune(self, p: int) -> None:
        pool = self.s["gold"]
        if pool:
            value = pool.pop(self.rand(len(pool)))
            self.s["runes"][p].append(value)
            self.log("rune", f"{self.name(p)} takes a gold rune worth {value}", p, value)

    def pay_runes(self, p: int, value: int) -> bool:
        """Hand in runes worth ``value`` (smallest overpayment; change from the supply)."""
        runes = sorted(self.s["runes"][p])
        if sum(runes) < value:
            return False
        paid = _best_payment(runes, value)
        for v in paid:
            self.s["runes"][p].remove(v)
            self.s["supply"][v] += 1
        change = sum(paid) - value
        for v in (3, 2, 1):
            while change >= v and self.s["supply"][v] > 0:
                self.take_rune(p, v)
                change -= v
        self.log("pay", f"{self.name(p)} hands in runes worth {value}", p, value)
        return True

    def take_life(self, p: int, kind: str) -> None:
        k = LIFE_KINDS.index(kind)
        if self.s["life_supply"][k] > 0:
            self.s["life_supply"][k] -= 1
            self.s["life"][p][k] += 1
            self.log("life", f"{self.name(p)} takes a {kind} life token", p)

    def return_life(self, p: int, k: int) -> None:
        self.s["life"][p][k] -= 1
        self.s["life_supply"][k] += 1

    # -- corruption and elimination ---------------------------------------------------------
    def corrupt(self, p: int, steps: int) -> None:
        if steps <= 0 or self.s["out"][p]:
            return
        self.s["pos"][p] += steps
        self.log("corrupt", f"{self.name(p)} moves {steps} toward Sauron", p, steps)
        self.check_sauron()

    def heal(self, p: int, steps: int) -> None:
        s = self.s
        if s["out"][p] or s["pos"][p] == 0:
            return
        moved = min(steps, s["pos"][p])
        s["pos"][p] -= moved
        self.log("heal", f"{self.name(p)} moves {moved} away from Sauron", p, moved)

    def sauron_advance(self, steps: int) -> None:
        """Sauron moves toward the hobbits (never off the track's first space)."""
        self.s["sauron"] = max(0, self.s["sauron"] - steps)
        self.log("sauron", f"Sauron moves {steps} toward the hobbits", -1, steps)
        self.check_sauron()

    def check_sauron(self) -> None:
        """A hobbit on or past Sauron's space is eliminated (data: README point 17)."""
        for p in range(self.n):
            if not self.s["out"][p] and self.s["pos"][p] >= self.s["sauron"]:
                self.eliminate(p, "meets Sauron")

    def eliminate(self, p: int, why: str) -> None:
        """Out: cards and life tokens discarded, runes kept for the score. If he bore the
        Ring the game is lost at once."""
        s = self.s
        if s["out"][p]:
            return
        s["out"][p] = True
        s["discard"].extend(s["hands"][p])
        s["hands"][p] = []
        for k in range(3):
            while s["life"][p][k]:
                self.return_life(p, k)
        self.log("eliminated", f"{self.name(p)} {why} and is eliminated", p)
        if p == s["rb"]:
            self.finish(False, self.track_score(), "ring_bearer_eliminated")
        elif all(s["out"]) and s["stage"] != "mount_doom":
            self.finish(False, self.track_score(), "all_eliminated")

    # -- boards -----------------------------------------------------------------------------
    def board(self) -> Any:
        return self.c.boards[self.s["board"]]

    def track_open(self, activity: str) -> bool:
        """On this board and its marker not yet on the last space."""
        t = self.board().tracks.get(activity)
        return t is not None and self.s["tracks"][activity] < t.last_index

    def open_tracks(self) -> list[int]:
        return [i for i, a in enumerate(ACTIVITIES) if self.track_open(a)]

    def track_score(self) -> int:
        b = self.board()
        return b.tracks[b.main_track].spaces[self.s["tracks"][b.main_track]].score

    def finish(self, won: bool, score: int, reason: str) -> None:
        if self.s["result"] is None:
            self.s["result"] = {"won": won, "score": score, "reason": reason}
            self.log("end", f"The game is {'won' if won else 'lost'}: {reason.replace('_', ' ')} "
                     f"(score {score})", -1, score)


def _best_payment(runes: list[int], value: int) -> list[int]:
    """The runes reaching ``value`` with the least overpayment, then the fewest tokens.
    Rune values are 1, 2 and 3, so trying every count of each value is cheap."""
    have = {v: runes.count(v) for v in (1, 2, 3)}
    best: tuple[int, int, int, int, int] | None = None
    for c3 in range(have[3] + 1):
        for c2 in range(have[2] + 1):
            rest = value - 3 * c3 - 2 * c2
            c1 = min(max(rest, 0), have[1])
            total = 3 * c3 + 2 * c2 + c1
            if total >= value:
                key = (total - value, c1 + c2 + c3, c1, c2, c3)
                if best is None or key < best:
                    best = key
    if best is None:
        return list(runes)
    return [1] * best[2] + [2] * best[3] + [3] * best[4]


def copy_state(obj: Any) -> Any:
    """Deep copy of plain JSON data (faster than ``copy.deepcopy`` for this shape)."""
    if isinstance(obj, dict):
        return {k: copy_state(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [copy_state(v) for v in obj]
    return obj
