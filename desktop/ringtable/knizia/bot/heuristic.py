"""The heuristic fellow hobbit: hand-written rules of thumb, one decision at a time.

It reads only what its seat may see (``Game.view_for``: its own hand, everything public)
plus the printed components, so it can sit at a hotseat table. Its core, :func:`decide`,
also accepts the full state (the search's rollouts skip building views); it then still
reads only its own hand, the others' hand sizes and public facts.

Rules of thumb, in order of weight: keep every hobbit (the Ring-bearer above all) away
from Sauron; drive the main track (a finished board ends its events); pick up the life
tokens a hobbit lacks (each missing kind costs a step at the end of the board); pay
event costs when the cards exist; keep stars and yellow cards for when they matter.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine.values import Action
from ..data import ACTIVITIES, LIFE_KINDS, Components

DIE_STEPS = {"one_dot": 1, "two_dots": 2, "three_dots": 3}


def hand(view: dict[str, Any], p: int) -> list[int]:
    h = view["hands"][p]
    return h if isinstance(h, list) else []


def hand_size(view: dict[str, Any], p: int) -> int:
    h = view["hands"][p]
    return len(h) if isinstance(h, list) else int(h["count"])


def alive(view: dict[str, Any]) -> list[int]:
    return [p for p in range(len(view["pos"])) if not view["out"][p]]


def gap(view: dict[str, Any], p: int) -> int:
    """Spaces between hobbit ``p`` and Sauron (0 = eliminated)."""
    return view["sauron"] - view["pos"][p]


class Heuristic:
    """Scores a decision's options with the rules of thumb above."""

    def __init__(self, comps: Components) -> None:
        self.c = comps

    # -- values -----------------------------------------------------------------------------
    def keep_value(self, v: dict[str, Any], p: int, idx: int) -> float:
        """What a card in hand is worth keeping."""
        f = self.c.cards[idx]
        if f.colour == "yellow":
            return 5.0
        wild = f.symbol == "wild" or (f.colour == "white" and v["hobbits"][p] == 0)
        return (1.6 if wild else 0.8) * f.count + (2.0 if f.key == "gollum" else 0.0)

    def space_value(self, v: dict[str, Any], p: int, space: Any) -> float:
        r = space.reward
        if r == "rune":
            return 0.6
        if r == "big_rune":
            return 1.5
        if r == "life_token":
            k = LIFE_KINDS.index(space.kind)
            have = v["life"][p][k]
            return (3.0 if have == 0 else 0.4) + (0.6 if k == 0 else 0.0)
        if r == "card":
            return 2.0 if self.c.legendary_ids[space.card] in v["pool"] else 0.0
        if r == "heal":
            return 1.5 if v["pos"][p] > 0 else 0.0
        if r == "die":
            return -1.5 - (3.0 if gap(v, p) <= 3 else 0.0) - (1.0 if p == v["rb"] else 0.0)
        return 0.0

    def track_value(self, v: dict[str, Any], p: int, activity: str, steps: int,
                    resolve: bool = True) -> float:
        board = self.c.boards[v["board"]]
        track = board.tracks.get(activity)
        if track is None:
            return -9.0
        pos = v["tracks"][activity]
        total = 0.0
        for i in range(pos + 1, min(track.last_index, pos + steps) + 1):
            if track.is_main:
                total += 2.5 + 0.5 * v["event"]
                if i == track.last_index:
                    total += 3.0
            if resolve:
                total += self.space_value(v, p, track.spaces[i])
        return total

    def best_track(self, v: dict[str, Any], p: int, options: list[int], steps: int,
                   resolve: bool = True) -> int:
        return max(options, key=lambda t: self.track_value(v, p, ACTIVITIES[t], steps, resolve))

    def ring_value(self, v: dict[str, Any]) -> float:
        rb = v["rb"]
        board = self.c.boards[v["board"]]
        main = board.tracks[board.main_track]
        left = main.last_index - v["tracks"][board.main_track]
        if gap(v, rb) <= 3:
            return -5.0
        urgency = v["event"] + (3 if left <= 3 else 0)
        return urgency - 3.0

    # -- decisions --------------------------------------------------------------------------
    def decide(self, v: dict[str, Any], seat: int, legal: list[Action],
               rng: random.Random) -> Action:
        kind = v["stack"][-1].get("q", "")
        if len(legal) == 1:
            return legal[0]
        method = getattr(self, f"_on_{kind}", None)
        if method is None:
            return legal[0]
        return method(v, seat, legal)

    def _on_play(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: self.play_score(v, seat, a))

    def play_score(self, v: dict[str, Any], seat: int, a: Action) -> float:
        if a.kind == "play":
            f = self.c.cards[a.card]
            gain = self.track_value(v, seat, ACTIVITIES[a.value], f.count)
            if f.key == "gollum":
                gain -= 2.0
            return gain - self.keep_value(v, seat, a.card)
        if a.kind == "draw":
            return 2.5 if hand_size(v, seat) <= 4 else 0.6
        if a.kind == "heal":
            return 3.0 if gap(v, seat) <= 4 else (1.2 if v["pos"][seat] >= 2 else 0.3)
        if a.kind == "ring":
            return self.ring_value(v)
        if a.kind == "yellow":
            key = self.c.cards[a.card].key
            if key == "elessar":
                return 4.0 if gap(v, a.value) <= 3 else -1.0
            if key == "lembas":
                return 3.0 if hand_size(v, a.value) <= 2 else -1.0
            return -2.0
        if a.kind == "gandalf":
            key = self.c.gandalf[a.value][0]
            if key == "gandalf_healing":
                danger = gap(v, a.card)
                return (6.0 if danger <= 3 else -1.0) + (1.0 if a.card == v["rb"] else 0.0)
            if key == "gandalf_persistence":
                return 2.0 if hand_size(v, a.card) <= 1 else -1.0
            if key == "gandalf_guidance":
                return self.track_value(v, seat, ACTIVITIES[a.card], 2) - 5.0
            return -3.0
        return 0.0  # end

    def _on_track(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        resolve = v["stack"][-1]["k"] != "ring"
        best = self.best_track(v, seat, [a.value for a in legal], 3 if not resolve else 1, resolve)
        return next(a for a in legal if a.value == best)

    def _on_ring_offer(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return legal[0] if self.ring_value(v) > 0 else legal[1]

    def _on_pay(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        f = v["stack"][-1]
        need = f["need"]
        if "corrupt" in need or "roll" in need:
            return legal[0] if self.accept(v, seat, need) else legal[-1]
        if "runes" in need and not self.spend_runes(v, seat, need["runes"]):
            return legal[-1]
        pledges = [a for a in legal if a.kind != "decline"]
        return min(pledges, key=lambda a: self.pledge_cost(v, seat, a))

    def accept(self, v: dict[str, Any], seat: int, need: dict[str, Any]) -> bool:
        danger = gap(v, seat)
        if "corrupt" in need:
            steps = need["corrupt"]
            safest = max(alive(v), key=lambda q: (gap(v, q) - (3 if q == v["rb"] else 0), -q))
            return seat == safest and danger - steps >= 3
        times = need["roll"]
        if v["stage"] == "bag_end":  # Preparations: 4 cards for one roll
            return danger >= 6
        return danger >= 4 * times + 2 and seat != v["rb"]

    def spend_runes(self, v: dict[str, Any], seat: int, value: int) -> bool:
        if v["stage"] in ("lothlorien", "mordor"):  # Recovery / Sam Saves Frodo: optional
            return v["pos"][seat] >= 2 or hand_size(v, seat) <= 2
        return True

    def pledge_cost(self, v: dict[str, Any], seat: int, a: Action) -> float:
        if a.kind == "card":
            return self.keep_value(v, seat, a.card)
        if a.kind == "token":
            return 2.0 if v["life"][seat][a.value] <= 1 else 0.2
        if a.kind == "runes":
            return -a.value  # the biggest step first
        return 0.5

    def _on_window(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        f = v["stack"][-1]
        use, no = legal[0], legal[1]
        card = f["card"]
        if card == "staff":
            return use
        if card == "phial":
            return use if v["event"] >= 4 else no
        roller = f["target"]
        danger = gap(v, roller)
        if card == "belt":
            return use if danger <= 3 or (roller == v["rb"] and danger <= 5) else no
        if card == "mithril":
            face = v["stack"][-2].get("face", "")
            steps = DIE_STEPS.get(face, 0)
            if face == "eye":
                return use if min(gap(v, q) for q in alive(v)) <= 1 else no
            if face == "two_cards":
                return use if hand_size(v, roller) < 2 else no
            return use if steps >= danger or (steps >= 2 and danger - steps <= 2) else no
        if card == "athelas":
            held = sum(1 for k in range(3) if v["life"][roller][k])
            return use if 3 - held >= 2 or danger <= 3 else no
        return no

    def _on_magic(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        payers = [a for a in legal if a.kind == "magic"]
        if v["event"] <= 1:
            return legal[-1]
        return max(payers, key=lambda a: sum(v["runes"][a.target]))

    def cheapest_card(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        cards = [a for a in legal if a.card >= 0]
        if not cards:
            return legal[-1]
        return min(cards, key=lambda a: self.keep_value(v, seat, a.card))

    def _on_discard(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return self.cheapest_card(v, seat, legal)

    _on_council = _on_discard
    _on_give_card = _on_discard

    def _on_lembas(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return legal[-1]

    def _on_give(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: (hand_size(v, a.value), a.value))

    def _on_choose(self, v: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        return legal[1] if v["pos"][seat] >= 2 else legal[0]


class HeuristicBot:
    """A fellow hobbit playing by :class:`Heuristic` (``bot.choose(view, seat)``)."""

    def __init__(self, comps: Components, seed: int = 0, name: str = "heuristic") -> None:
        self.name = name
        self.rules = Heuristic(comps)
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], seat: int) -> Action:
        from ...bot.base import legal_actions

        return self.rules.decide(view, seat, legal_actions(view), self.rng)
