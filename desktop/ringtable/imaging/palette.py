"""Colours of the card frames: one palette per culture, per site block, and the Ring.

Players find their cards by colour long before they read a title, so each of the 16
cultures gets a distinct hue (our own choices, loosely following the printed game's
conventions: Elven green, Dwarven red, Gondor blue, Sauron orange...). Sites are
coloured by block, The One Ring is gold.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of one frame.

    ``frame`` is the main border colour, ``dark``/``light`` its shades for bevels and
    gradients, ``accent`` the metal of badges and rules, ``ink`` text drawn on the
    frame, ``parchment`` the text box.
    """

    frame: RGB
    dark: RGB
    light: RGB
    accent: RGB
    ink: RGB = (250, 244, 228)
    parchment: RGB = (241, 232, 208)


def _p(frame: str, dark: str, light: str, accent: str, parchment: str = "#f1e8d0") -> Palette:
    def rgb(h: str) -> RGB:
        return (int(h[1:3], 16), int(h[3:5], 16), int(h[5:7], 16))

    return Palette(rgb(frame), rgb(dark), rgb(light), rgb(accent), parchment=rgb(parchment))


GOLD: RGB = (212, 170, 72)

CULTURE_PALETTES: dict[str, Palette] = {
    "dwarven": _p("#8c2323", "#4a0f12", "#c2504a", "#e0a060"),
    "elven": _p("#2f6b3c", "#123322", "#6fa86e", "#d8e6b0"),
    "gandalf": _p("#6c6f78", "#2f3138", "#a9adb8", "#eef0f4"),
    "gondor": _p("#2d4f7c", "#13233d", "#6487b8", "#d6dde8"),
    "rohan": _p("#1f6466", "#0c2f31", "#4f9c99", "#e2c36a"),
    "shire": _p("#7b8a3a", "#3d4818", "#b4bf6a", "#f0d890"),
    "dunland": _p("#8a5a2b", "#43280f", "#c08a52", "#e8c090"),
    "isengard": _p("#8a7a1c", "#3a320a", "#b8a640", "#f4f0e0"),
    "moria": _p("#5a2e24", "#2a120d", "#8e5444", "#e07a3a"),
    "raider": _p("#74284e", "#340c22", "#a8557e", "#f0c080"),
    "sauron": _p("#b8461a", "#5a1a06", "#ec7a3a", "#ffcf60"),
    "wraith": _p("#25402f", "#0b1710", "#51735c", "#b8d4be"),
    "uruk-hai": _p("#3a322c", "#141110", "#6c6058", "#d8d0c4"),
    "orc": _p("#6a1c22", "#2e080c", "#9c3a40", "#d89078"),
    "men": _p("#4b4468", "#1e1a30", "#7d74a0", "#e0d4a8"),
    "gollum": _p("#4e6048", "#1e271c", "#80967a", "#d6e0c0"),
}

BLOCK_PALETTES: dict[str, Palette] = {
    "fellowship": _p("#7a6040", "#3a2a18", "#b09268", "#f0d8a0", "#f3ead2"),
    "towers": _p("#46506a", "#1c2132", "#7884a0", "#dfe4f0", "#eef0f2"),
    "king": _p("#5e3a6e", "#2a1634", "#9470a6", "#f0d070", "#f2ebf0"),
    "shadows": _p("#3e3a36", "#161412", "#706a62", "#d0b890", "#ede6d8"),
}

RING_PALETTE = _p("#9a7424", "#2e1e08", "#e0b850", "#ffe8a0", "#f8efd6")
NEUTRAL_PALETTE = _p("#5a5a5a", "#222222", "#909090", "#e0e0e0")

#: Twilight token colours (dark stone with a pale number), used for costs and (2) symbols.
TWILIGHT_FILL: RGB = (40, 36, 44)
TWILIGHT_RIM: RGB = (150, 140, 160)
TEXT_INK: RGB = (32, 26, 20)
HELPER_INK: RGB = (92, 80, 66)


def palette_key(card: Card) -> str:
    """Name of the palette a card uses: its culture, 'site-<block>', or 'ring'."""
    if card.is_ring:
        return "ring"
    if card.is_site:
        return "site-" + (card.block or "fellowship")
    return card.culture or "neutral"


def palette_for_key(key: str) -> Palette:
    """The palette named by :func:`palette_key`."""
    if key == "ring":
        return RING_PALETTE
    if key.startswith("site-"):
        return BLOCK_PALETTES.get(key[5:], BLOCK_PALETTES["fellowship"])
    return CULTURE_PALETTES.get(key, NEUTRAL_PALETTE)


def palette_for(card: Card) -> Palette:
    """The palette of a card's frame."""
    return palette_for_key(palette_key(card))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
