"""Engine rules a card script may say it needs (``needs_engine``).

A script names the engine rules its text relies on; a card whose rule the engine lacks
(``ringtable.engine.FEATURES`` does not list it) is *partly scripted*: its scripted parts
are enforced, it is not counted as scripted, and the players resolve the rest by hand.
The engine has every rule named here (Shadow players use a site's abilities; Shadow
number modifiers; overwhelm at triple strength; characters that cannot take wounds cannot
be assigned archery wounds; hunter, issue 17, which made The Ring of Doom whole).
"""

from __future__ import annotations

from .. import engine

FEATURES = ("shadow_site_abilities", "shadow_number", "overwhelm_tripled",
            "unassignable_if_cannot_take_wounds", "hunter")


def engine_has(feature: str) -> bool:
    return feature in getattr(engine, "FEATURES", frozenset())
