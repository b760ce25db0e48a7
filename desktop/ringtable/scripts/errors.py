"""The one error type of the card-script language.

Why a dedicated type: every mistake in a script file must tell the person editing it
*which card* and *which field* is wrong ("1_97: ability[0].cost[0].exert: unknown filter
word 'hobit'"), so the loader raises this with the card id and the path to the field.
"""

from __future__ import annotations


class ScriptError(ValueError):
    """A card script that does not validate: ``card`` id, ``path`` to the field, reason."""

    def __init__(self, card: str, path: str, message: str, source: str = "") -> None:
        self.card = card
        self.path = path
        self.message = message
        self.source = source
        where = f"{source}: " if source else ""
        super().__init__(f"{where}card {card}: {path}: {message}")
