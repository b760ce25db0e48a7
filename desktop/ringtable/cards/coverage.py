"""Which cards the engine enforces (scripted) and which players resolve by hand.

The card-script language (docs/card-scripting.md, once it lands) registers scripted
card ids here; until a card is registered it is *unscripted*: it plays under the base
rules and its text is resolved by the players. Today no card is scripted yet, and the
deck builder and coverage report say so rather than pretend.
"""

from __future__ import annotations

_SCRIPTED: set[str] = set()


def register_scripted(card_ids: set[str] | frozenset[str]) -> None:
    """Record card ids whose whole text is scripted and tested."""
    _SCRIPTED.update(card_ids)


def is_scripted(card_id: str) -> bool:
    return card_id in _SCRIPTED


def scripted_card_ids() -> frozenset[str]:
    return frozenset(_SCRIPTED)
