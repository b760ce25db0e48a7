"""The public face of the engine: ``Game`` and ``GameSetup``.

``Game`` is thin on purpose: it owns the flat ``State``, the shared card definitions and
the driver loop. Each kind of resolution frame (setup, turn, action window, assignment,
skirmish...) has a step in :mod:`ringtable.engine.steps`; the driver runs the top frame
until some frame needs a player's choice (a pending Decision) or the game is over.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..cards.model import FOLLOWER, Card
from . import framework
from .followers import gate as gate_follower
from .game_text import COPIED, copies
from .rules import Rules
from .state import State
from .values import Action, Decision, Event, IllegalActionError, Outcome, SetupError


class DeckList(Protocol):
    """What the engine reads of a deck (``ringtable.decks.Deck`` is one; the engine does
    not import the decks layer): the Ring-bearer, the Ring, nine sites, the draw deck."""

    name: str
    ring_bearer: str | None
    ring: str | None
    sites: Sequence[str]
    draw_deck: Sequence[tuple[str, int]]

    def draw_deck_cards(self) -> list[str]: ...

    def draw_deck_size(self) -> int: ...


@dataclass(frozen=True)
class GameSetup:
    """What a new game needs. ``players`` defaults to "Player 1", "Player 2"."""

    decks: Sequence[DeckList]
    seed: int = 0
    format: str = "fotr_block"
    players: Sequence[str] | None = None
    options: dict[str, Any] = field(default_factory=dict)


class Game:
    """A game in progress. See the module doc and ``docs/engine-rules.md``."""

    __slots__ = ("s", "db", "rules", "cards", "_events", "_legal", "memo", "summing", "_index",
                 "static_stats",
                 "_has_triggers", "_triggers_by_kind", "_statics_by_stat",
                 "_statics_any", "_ability_phases", "by_facts", "static_fit", "shadow")

    def __init__(self, state: State, rules: Rules,
                 cards: tuple[Card, ...] | None = None) -> None:
        _check_rules(rules)
        self.s = state
        self.rules = rules
        self.db = rules.db
        if cards is None:
            try:
                cards = tuple(self.db[d] for d in state.defs)
            except KeyError as exc:
                raise ValueError(f"game state: {exc.args[0]}") from None
        self.cards = cards
        self._events: list[Event] = []
        self._legal: list[Action] | None = None
        # Read-only memo, a dict only while the state holds still (the legal actions being
        # listed, or a bot reckoning over it: :meth:`held_still`), so values such as a
        # card's strength are computed once.
        self.memo: dict[Any, Any] | None = None
        # (stat, card) whose static modifiers are being summed now (``stats._static``): a
        # text whose condition reads the same stat of the same card again sees it without
        # them instead of looping (Frodo 15_144 against Black Land Spy)
        self.summing: set[tuple[str, int]] = set()
        self._scan_behaviours()

    def _scan_behaviours(self) -> None:
        """Index which instances have triggers (by event kind), abilities and static
        modifiers (by stat), so events, action lists and stat reads only look at those.

        The index depends only on the card list and the rules, so games of the same decks
        under the same rules (new games, loaded saves, undo, bot arenas) share one, kept
        by the ``Rules`` object."""
        indexes = self.rules.indexes
        index = indexes.get(self.s.defs)
        if index is None:
            if len(indexes) >= 64:
                indexes.clear()
            index = indexes[self.s.defs] = _behaviour_index(self.rules, self.s.defs)
        if "shadow" not in index[4]:  # printed facts of the instances (by_facts)
            index[4]["shadow"] = tuple(c.side == "shadow" for c in self.cards)
        self._adopt(index)

    def _adopt(self, index: tuple[Any, ...]) -> None:
        """Use a behaviour index (its parts are read on hot paths: kept as attributes)."""
        self._index = index
        (self._statics_by_stat, self._statics_any, self._triggers_by_kind,
         self._ability_phases, self.by_facts, self.static_fit) = index
        self.shadow: tuple[bool, ...] = self.by_facts["shadow"]  # per instance: a Shadow card?
        # the stats some modifier of this game may change (hot readers skip the others)
        self.static_stats = _EVERY_STAT if self._statics_any else frozenset(self._statics_by_stat)
        self._has_triggers = bool(self._triggers_by_kind)

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup, rules: Rules) -> Game:
        """Start a game under ``rules``; raises ``SetupError`` naming the deck and the
        reason if refused."""
        from .setup import new_state

        _check_rules(rules)
        state = new_state(setup, rules.db)
        game = cls(state, rules)
        game._advance()
        return game

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.s = self.s.clone()
        g.db = self.db
        g.rules = self.rules
        g.cards = self.cards
        g._events = []
        g._legal = self._legal
        g.memo = None
        g.summing = set()
        g._adopt(self._index)
        return g

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON types (dict/list/str/int/None)."""
        return self.s.to_json()

    @classmethod
    def from_json(cls, data: dict[str, Any], rules: Rules) -> Game:
        """Rebuild a game saved by :meth:`to_json`; ``ValueError`` names what is wrong."""
        STEPS = framework.STEPS  # noqa: N806 - hot path: no import per call

        state = State.from_json(data)
        for depth, frame in enumerate(state.stack):
            if frame.get("k") not in STEPS:
                raise ValueError(f"game state JSON: stack[{depth}] has unknown kind "
                                 f"{frame.get('k')!r}")
        return cls(state, rules)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)

    # -- the contract ---------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        d = self.s.decision
        if d is None or self.s.outcome is not None:
            return None
        return Decision(d["player"], d["kind"], d["prompt"], tuple(d.get("cards", ())))

    @property
    def outcome(self) -> Outcome | None:
        o = self.s.outcome
        return Outcome(o["winner"], o["reason"]) if o else None

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            STEPS = framework.STEPS  # noqa: N806 - hot path: no import per call

            if self.s.decision is None or self.s.outcome is not None:
                return []
            frame = self.s.stack[-1]
            outer = self.memo
            if outer is None:
                self.memo = {}
            try:
                self._legal = STEPS[frame["k"]].options(self, frame)
            finally:
                self.memo = outer
        return list(self._legal)

    @contextmanager
    def held_still(self) -> Iterator[None]:
        """A block in which the caller promises not to change the state (a bot reading
        strengths, vitality and keywords many times over before one choice): the stats
        read in it are computed once. Nested blocks share the outer memo."""
        if self.memo is not None:
            yield
            return
        self.memo = {}
        try:
            yield
        finally:
            self.memo = None

    def apply(self, action: Action) -> list[Event]:
        """Validate and perform ``action``; return what happened. Never substitutes."""
        STEPS = framework.STEPS  # noqa: N806 - hot path: no import per call

        if self.memo is not None:
            raise RuntimeError("Game.apply inside held_still(): the state was to hold still")

        if self.s.outcome is not None:
            raise IllegalActionError("the game is over")
        if action.kind == "manual":
            return self._apply_manual(action)
        legal = self.legal_actions()
        if action not in legal:
            d = self.s.decision
            raise IllegalActionError(
                f"{action.to_json()} is not legal now; {self.s.players[d['player']]} must "
                f"choose: {d['prompt']}" if d else f"{action.to_json()} is not legal now")
        self._events = []
        self._legal = None
        self.s.decision = None
        frame = self.s.stack[-1]
        STEPS[frame["k"]].act(self, frame, action)
        self._advance()
        events, self._events = self._events, []
        return events

    def _apply_manual(self, action: Action) -> list[Event]:
        """Hook for issue 6: manual actions are accepted by ``apply`` from the deciding seat
        but never listed in ``legal_actions``. Handlers register in ``MANUAL_HANDLERS``."""
        MANUAL_HANDLERS = framework.MANUAL_HANDLERS  # noqa: N806

        d = self.s.decision
        if d is None or action.player != d["player"]:
            raise IllegalActionError("manual actions come from the deciding player")
        what = dict(action.data).get("op")
        handler = MANUAL_HANDLERS.get(str(what))
        if handler is None:
            raise IllegalActionError(f"unknown manual action {what!r}")
        self._events = []
        self._legal = None
        handler(self, action)
        self.settle()
        events, self._events = self._events, []
        return events

    def settle(self) -> None:
        """Re-run the rule checks and the pending frame after an out-of-band change (a
        manual action, a test calling ``effects`` directly). Every step re-asks its
        question when run again, so dropping the pending decision is safe."""
        if self.s.outcome is None:
            self.s.decision = None
            self._legal = None
            self._advance()

    def describe(self, action: Action) -> str:
        """A label for an option ("Play Armor on Aragorn"), for buttons and logs."""
        from .labels import describe

        return describe(self, action)

    def view_for(self, player: int) -> dict[str, Any]:
        from .view import view_for

        return view_for(self, player)

    # -- helpers for the rules modules ------------------------------------------------------
    def emit(self, kind: str, text: str, player: int = -1, cards: tuple[int, ...] = (),
             amount: int = 0) -> None:
        event = Event(kind, text, player, cards, amount)
        self._events.append(event)
        if kind in self._triggers_by_kind:  # only events some card in this game answers
            _COLLECT[0](self, event)

    def name(self, card: int) -> str:
        return self.cards[card].title

    def ask(self, player: int, kind: str, prompt: str, cards: Sequence[int] = ()) -> None:
        """Suspend: the top frame now waits for ``player``'s choice."""
        self.s.decision = {"player": player, "kind": kind, "prompt": prompt,
                           "cards": list(cards)}
        self._legal = None

    def _advance(self) -> None:
        STEPS = framework.STEPS  # noqa: N806 - the registry, bound once per call
        pending_checks = _pending_checks()

        s = self.s
        guard = 0
        while s.outcome is None and s.decision is None:
            if pending_checks(self):
                continue
            if not s.stack:
                return  # a bare test position with nothing left to resolve
            frame = s.stack[-1]
            STEPS[frame["k"]].run(self, frame)
            guard += 1
            if guard > 100_000:
                raise RuntimeError(f"engine made no progress in frame {frame!r}")
        if s.outcome is not None:
            s.decision = None


def _check_rules(rules: object) -> None:
    if not isinstance(rules, Rules):
        raise TypeError(f"Game needs a Rules object, not {type(rules).__name__} (build one "
                        "with ringtable.scripts.standard_rules(db) or Rules.base(db))")


def _behaviour_index(rules: Rules, defs: tuple[str, ...]) -> tuple[Any, ...]:
    """See ``Game._scan_behaviours``. Shared between games of these cards: only its last
    two parts grow, lazily, with answers that hold for every such game."""
    by_kind: dict[str, list[tuple[int, int, Any]]] = {}
    hand: dict[str, list[tuple[int, int, Any]]] = {}  # Response events in hand
    about: dict[str, dict[int, list[tuple[int, int, Any]]]] = {}
    by_stat: dict[str | None, list[tuple[int, Any]]] = {}
    by_phase: dict[str, dict[int, list[tuple[int, Any]]]] = {}
    for i, d in enumerate(defs):
        beh = rules.behaviour(d)
        if rules.db[d].type == FOLLOWER:  # no effect while in the support area
            beh = gate_follower(beh)
        for idx, trig in enumerate(beh.triggers):
            if trig.from_hand:
                hand.setdefault(trig.event, []).append((i, idx, trig))
            elif trig.about_source:
                about.setdefault(trig.event, {}).setdefault(i, []).append((i, idx, trig))
            else:
                by_kind.setdefault(trig.event, []).append((i, idx, trig))
        for idx, ab in enumerate(beh.abilities):
            by_phase.setdefault(ab.phase, {}).setdefault(i, []).append((idx, ab))
        for fn in beh.statics:  # a modifier may say which stat it changes (.stat)
            by_stat.setdefault(getattr(fn, "stat", None), []).append((i, fn))
        # "has the game text of that site" (Silinde): the site's text as this card's
        for _site, copy in copies(rules, defs, rules.db[d], beh):
            for idx, trig in enumerate(copy.triggers, COPIED):
                by_kind.setdefault(trig.event, []).append((i, idx, trig))
            for idx, ab in enumerate(copy.abilities, COPIED):
                by_phase.setdefault(ab.phase, {}).setdefault(i, []).append((idx, ab))
            for fn in copy.statics:
                by_stat.setdefault(getattr(fn, "stat", None), []).append((i, fn))
    # a modifier that does not say its stat is asked about every stat
    any_stat = by_stat.pop(None, [])
    # event kind -> (triggers to ask about every event, {instance: triggers asked only
    # about events naming that instance}, Response events asked while in a hand)
    triggers = {kind: (tuple(by_kind.get(kind, ())),
                       {i: tuple(v) for i, v in about.get(kind, {}).items()},
                       tuple(hand.get(kind, ())))
                for kind in {*by_kind, *about, *hand}}
    return ({k: v + any_stat for k, v in by_stat.items()}, any_stat, triggers,
            {phase: {i: tuple(v) for i, v in table.items()} for phase, table in by_phase.items()},
            {},  # by_facts: instances whose printed facts fit a filter (``Filter.candidates``)
            {})  # static_fit: stat -> per card, the modifiers that may change it (stats._static)


class _EveryStat:
    """``static_stats`` when a modifier does not say which stat it changes."""

    def __contains__(self, stat: object) -> bool:
        return True


_EVERY_STAT = _EveryStat()


def _collect_first(g: Game, event: Event) -> None:
    """Import the trigger collector on first use (triggers imports this module)."""
    from .triggers import collect

    _COLLECT[0] = collect
    collect(g, event)


_COLLECT: list[Any] = [_collect_first]


def opponents(s: State, player: int) -> list[int]:
    """Other players still in the game, counter-clockwise from ``player``'s right (the
    order of Shadow phases and of most procedures)."""
    n = len(s.order)
    seat = s.order.index(player)
    out = []
    for k in range(1, n):
        p = s.order[(seat - k) % n]
        if not s.counters.get(f"lost:{p}"):
            out.append(p)
    return out


__all__ = ["DeckList", "Game", "GameSetup", "IllegalActionError", "Rules", "SetupError",
           "opponents"]


_PENDING_CHECKS: list = []


def _pending_checks():
    """``steps.pending_checks``, looked up once (steps imports modules that import game)."""
    if not _PENDING_CHECKS:
        from .steps import pending_checks

        _PENDING_CHECKS.append(pending_checks)
    return _PENDING_CHECKS[0]
