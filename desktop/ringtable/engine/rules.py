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
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..cards.database import CardDatabase
from .behaviour import DEFAULT, Behaviour


class Rules:
    """A card database plus the behaviour of each card definition (default otherwise).

    ``partial`` names cards whose scripts are enforced in part only (they are not counted
    as scripted). ``name`` says where the behaviours came from, for messages.
    """

    __slots__ = ("db", "behaviours", "partial", "name", "indexes", "programs", "own_costs",
                 "play_phases", "_scripted")
    BASE = "base rules"  # the name of ``Rules.base``

    def __init__(self, db: CardDatabase, behaviours: Mapping[str, Behaviour] | None = None,
                 partial: frozenset[str] = frozenset(), name: str = BASE) -> None:
        self.db = db
        self.behaviours: Mapping[str, Behaviour] = MappingProxyType(dict(behaviours or {}))
        self.partial = partial
        self.name = name
        # (card definitions of a game) -> the behaviour index of Game._scan_behaviours
        self.indexes: dict[tuple[str, ...], tuple[Any, ...]] = {}
        self._scripted = frozenset(c for c, b in self.behaviours.items() if b.scripted)
        # Named programs a behaviour resumes by key after a pending choice (the card
        # language's compiled steps, ``Behaviour.extra["programs"]``): a suspended effect
        # in a saved or cloned game finds its code here, under these rules.
        self.programs: dict[str, Any] = {}
        for beh in self.behaviours.values():
            self.programs.update(beh.extra.get("programs", ()))
        # card id -> its own cost modifier (read on every twilight cost: one look-up)
        self.own_costs = {c: b.own_cost for c, b in self.behaviours.items() if b.own_cost}
        # card id -> more phases it may be played in (Long Spear; read for every card in
        # hand in every action window: one look-up, usually in an empty table)
        self.play_phases = {c: b.play_phases for c, b in self.behaviours.items()
                            if b.play_phases}

    @classmethod
    def base(cls, db: CardDatabase) -> Rules:
        """The engine without card scripts: printed facts and The One Ring's rules."""
        from .ring import RING_BEHAVIOURS

        return cls(db, {c: b for c, b in RING_BEHAVIOURS.items() if c in db})

    def behaviour(self, card_id: str) -> Behaviour:
        return self.behaviours.get(card_id, DEFAULT)

    def is_scripted(self, card_id: str) -> bool:
        """True when the engine enforces the card's whole text under these rules."""
        return card_id in self._scripted

    @property
    def scripted(self) -> frozenset[str]:
        return self._scripted

    def with_behaviours(self, changes: Mapping[str, Behaviour | None], name: str = "") -> Rules:
        """A copy with some behaviours replaced (``None`` removes one): for tests and the
        mutation tool, which must not disturb the rules other games use."""
        merged = dict(self.behaviours)
        for card_id, beh in changes.items():
            if beh is None:
                merged.pop(card_id, None)
            else:
                merged[card_id] = beh
        return Rules(self.db, merged, self.partial - set(changes), name or self.name)

    def __repr__(self) -> str:
        return f"Rules({self.name}: {len(self._scripted)} scripted cards)"
