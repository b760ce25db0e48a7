"""Long-lived objects the screens share: the card database, faces, formats, validation.

Built once per main window (lazily, so the start screen appears before the database is
loaded) and handed to each screen, so no screen loads or renders anything twice.
"""

from __future__ import annotations

from functools import cached_property

from ..cards import CardDatabase, default_database
from ..decks import formats, validate
from ..engine import Rules
from .card_pixmaps import PixmapProvider
from .qt import QObject


class Services(QObject):
    """Shared, lazily built: ``db``, ``rules``, ``pixmaps``, ``formats``, ``validator``,
    ``is_scripted``."""

    @cached_property
    def db(self) -> CardDatabase:
        return default_database()

    @cached_property
    def rules(self) -> Rules:
        """The rules every game of the app is played under (the card scripts compiled)."""
        from ..persistence.rules import game_rules

        return game_rules(self.db)

    @cached_property
    def pixmaps(self) -> PixmapProvider:
        return PixmapProvider(self.db, parent=self)

    @cached_property
    def formats(self) -> dict[str, tuple[str, list[int]]]:
        """{code: (name, sorted sets)} in the official order."""
        return {code: (fmt.name, sorted(fmt.sets)) for code, fmt in formats(self.db).items()}

    def validator(self, deck, format_code: str):
        return validate(deck, format_code, self.db)

    @cached_property
    def sounds(self):
        """The sound cues (off until the main window applies the player's setting)."""
        from ..sound import SoundPlayer

        return SoundPlayer()

    def is_scripted(self, card_id: str) -> bool:
        return self.rules.is_scripted(card_id)

    @cached_property
    def culture_icon(self):
        from ..imaging.icons import icon_image
        from .deckbuilder.filters import culture_qicon_factory

        return culture_qicon_factory(icon_image)
