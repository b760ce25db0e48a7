"""``Rules``: everything a game needs to know besides its decks, handed to ``Game``.

Why an object and not a registry: two rule sets (the shipped scripts, a test's edited
script, a mutant of one card in ``tools/mutate_scripts.py``) must be able to live in one
process, and a game must never depend on what some other module happened to register
before it was built. So a ``Rules`` holds the card database and the compiled behaviour
of every card definition whose text the engine enforces; ``Rules.base(db)`` is the
engine alone (the printed facts plus the versions of The One Ring the engine defines),
and ``ringtable.scripts.standard_rules(db)`` adds the card scripts.

A ``Rules`` also keeps the per-deck behaviour indexes (``Game._scan_behaviours``), so
games of the same decks under the same rules share one index and nothing is global.

Behaviours may be given *late* (issue 18): a card id with a function that builds its
behaviour on first use. The shipped scripts come this way, so opening the app or a game
pays for the ~70 cards of the two decks, not for the whole library; which cards are
scripted is known up front (the loader reads it from the script files).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from ..cards.database import CardDatabase
from .behaviour import DEFAULT, Behaviour


class Rules:
    """A card database plus the behaviour of each card definition (default otherwise).

    ``partial`` names cards whose scripts are enforced in part only (they are not counted
    as scripted). ``name`` says where the behaviours came from, for messages.
    """

    __slots__ = ("db", "_known", "_late", "partial", "name", "indexes", "programs",
                 "own_costs", "from_discard", "play_phases", "_scripted", "cost_on_bearers")
    BASE = "base rules"  # the name of ``Rules.base``

    def __init__(self, db: CardDatabase, behaviours: Mapping[str, Behaviour] | None = None,
                 partial: frozenset[str] = frozenset(), name: str = BASE,
                 late: Mapping[str, Callable[[], Behaviour]] | None = None,
                 late_scripted: frozenset[str] = frozenset()) -> None:
        """``late``: card id -> a function building its behaviour on first use (it must
        not also be in ``behaviours``); ``late_scripted``: those of them that enforce
        their whole text (``partial`` names the others)."""
        self.db = db
        # card id -> behaviour, built ones only (and DEFAULT once an id is asked for)
        self._known: dict[str, Behaviour] = dict(behaviours or {})
        self._late: dict[str, Callable[[], Behaviour]] = dict(late or {})
        self.partial = partial
        self.name = name
        # (card definitions of a game) -> the behaviour index of Game._scan_behaviours
        self.indexes: dict[tuple[str, ...], tuple[Any, ...]] = {}
        self._scripted = frozenset(c for c, b in self._known.items() if b.scripted) | \
            late_scripted
        # Named programs a behaviour resumes by key after a pending choice (the card
        # language's compiled steps, ``Behaviour.extra["programs"]``): a suspended effect
        # in a saved or cloned game finds its code here, under these rules (a game builds
        # the behaviours of all its cards when it starts or loads, so they are here).
        self.programs: dict[str, Any] = {}
        # card id -> its own cost modifier (read on every twilight cost: one look-up)
        self.own_costs: dict[str, Any] = {}
        # card id -> "you may play this from your discard pile" while it holds (most games
        # have none: play options then never look at the discard pile)
        self.from_discard: dict[str, Any] = {}
        # card id -> more phases it may be played in (Long Spear; read for every card in
        # hand in every action window: one look-up, usually in an empty table)
        self.play_phases: dict[str, tuple[str, ...]] = {}
        # card id -> its change to the cost of cards played on bearers it names (Gandalf's
        # Wisdom; read when a card is played on a bearer, usually an empty table)
        self.cost_on_bearers: dict[str, Any] = {}
        for card_id, beh in self._known.items():
            self._learn(card_id, beh)

    def _learn(self, card_id: str, beh: Behaviour) -> None:
        """Index what hot paths look up by card id (a late behaviour when it is built)."""
        self.programs.update(beh.extra.get("programs", ()))
        if beh.own_cost:
            self.own_costs[card_id] = beh.own_cost
        if beh.from_discard:
            self.from_discard[card_id] = beh.from_discard
        if beh.play_phases:
            self.play_phases[card_id] = beh.play_phases
        if beh.cost_on_bearers:
            self.cost_on_bearers[card_id] = beh.cost_on_bearers

    @classmethod
    def base(cls, db: CardDatabase) -> Rules:
        """The engine without card scripts: printed facts and The One Ring's rules."""
        from .ring import RING_BEHAVIOURS

        return cls(db, {c: b for c, b in RING_BEHAVIOURS.items() if c in db})

    def behaviour(self, card_id: str) -> Behaviour:
        beh = self._known.get(card_id)
        if beh is None:
            beh = self._build(card_id)
        return beh

    def _build(self, card_id: str) -> Behaviour:
        """A late behaviour built now (DEFAULT for a card without one), kept."""
        make = self._late.pop(card_id, None)
        beh = DEFAULT if make is None else make()
        self._known[card_id] = beh
        if make is not None:
            self._learn(card_id, beh)
        return beh

    @property
    def behaviours(self) -> Mapping[str, Behaviour]:
        """Every card's own behaviour (the late ones built now: for comparisons and
        copies, not for games, which ask ``behaviour`` card by card)."""
        for card_id in list(self._late):
            self._build(card_id)
        return MappingProxyType({c: b for c, b in self._known.items() if b is not DEFAULT})

    def is_scripted(self, card_id: str) -> bool:
        """True when the engine enforces the card's whole text under these rules."""
        return card_id in self._scripted

    @property
    def scripted(self) -> frozenset[str]:
        return self._scripted

    def with_behaviours(self, changes: Mapping[str, Behaviour | None], name: str = "") -> Rules:
        """A copy with some behaviours replaced (``None`` removes one): for tests and the
        mutation tool, which must not disturb the rules other games use. Late behaviours
        not replaced stay late in the copy (each copy builds its own)."""
        known = {c: b for c, b in self._known.items() if b is not DEFAULT}
        late = {c: make for c, make in self._late.items() if c not in changes}
        for card_id, beh in changes.items():
            if beh is None:
                known.pop(card_id, None)
            else:
                known[card_id] = beh
        return Rules(self.db, known, self.partial - set(changes), name or self.name,
                     late, self._scripted & frozenset(late))

    def __repr__(self) -> str:
        return f"Rules({self.name}: {len(self._scripted)} scripted cards)"
