"""Rendering one card face: plan what goes where, then paint it.

:func:`plan_face` decides everything card-specific (cost shape, unique dot, title,
type line, fitted game text, stat badges) and returns a :class:`FacePlan`; painting is
then mechanical. Tests inspect the plan (e.g. that no drawn text contains markup). The
face is painted at a base size of 500x700 (or larger for big zooms) on a cached frame
and resampled to the requested width, so small sizes stay crisp and cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..cards import Card
from ..cards.model import FREE_PEOPLES, SHADOW
from .fonts import font
from .frame import (
    BASE_H,
    BASE_W,
    GEOMETRY,
    RING_ART,
    SCENE_PREFIX,
    arrow_plate,
    cost_circle,
    cost_diamond,
    frame_image,
    heart_badge,
    hex_badge,
    milestone_badge,
    paste_sprite,
    scaled,
    shadow_disc,
    shield_badge,
)
from .icons import block_icon_name, icon_image
from .layout import TextLayout, draw_layout, fit_line, layout_text
from .palette import (
    BLOCK_PALETTES,
    CULTURE_PALETTES,
    Palette,
    mix,
    palette_for_key,
    palette_key,
)
from .scenery import scene_for

#: Bump when the look changes so disk caches of older renders are not reused.
RENDERER_VERSION = 1

TEXT_PAD_X, TEXT_PAD_Y = 16, 10
COMPACT_WIDTH = 200  # below this width the face favours a big title over the subtitle

CULTURE_NAMES = {
    "dwarven": "Dwarven", "elven": "Elven", "gandalf": "Gandalf", "gondor": "Gondor",
    "rohan": "Rohan", "shire": "Shire", "dunland": "Dunland", "isengard": "Isengard",
    "moria": "Moria", "raider": "Raider", "sauron": "Sauron", "wraith": "Ringwraith",
    "uruk-hai": "Uruk-hai", "orc": "Orc", "men": "Men", "gollum": "Gollum",
}
TYPE_NAMES = {
    "companion": "Companion", "ally": "Ally", "minion": "Minion", "possession": "Possession",
    "artifact": "Artifact", "condition": "Condition", "event": "Event",
    "follower": "Follower", "site": "Site", "the_one_ring": "The One Ring",
}
RACE_NAMES = {"nazgul": "Nazgûl", "uruk-hai": "Uruk-hai", "half-troll": "Half-troll"}
BLOCK_NAMES = {"fellowship": "Fellowship", "towers": "Towers", "king": "King",
               "shadows": "Shadows"}


def face_height(width: int) -> int:
    """Height of a face ``width`` pixels wide (cards are 5:7)."""
    return round(width * 7 / 5)


def _words(text: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in text.replace("_", " ").split(" "))


def keyword_label(keyword: str) -> str:
    """'damage+1' -> 'Damage +1', 'support area' -> 'Support Area', 'ambush 2' -> 'Ambush 2'."""
    if "+" in keyword:
        name, _, value = keyword.partition("+")
        return f"{_words(name)} +{value}"
    return _words(keyword)


def type_line(card: Card) -> str:
    """The type line: culture and type, then race, item classes, phase, keywords, signet."""
    parts: list[str] = []
    head = TYPE_NAMES.get(card.type, _words(card.type))
    if card.culture and not card.is_site:
        head = f"{CULTURE_NAMES.get(card.culture, _words(card.culture))} {head}"
    parts.append(head)
    if card.is_site and card.block:
        parts.append(f"{BLOCK_NAMES.get(card.block, _words(card.block))} block")
    if card.race:
        parts.append(RACE_NAMES.get(card.race, _words(card.race)))
    parts.extend(_words(c) for c in card.item_classes)
    parts.extend(_words(t) for t in card.timewords)
    parts.extend(keyword_label(k) for k in card.keywords)
    for home in card.ally_homes:
        parts.append(f"Home {home.site_number}{(home.block or 'f')[0].upper()}")
    if card.signet:
        parts.append(f"{_words(card.signet)} signet")
    return " \u2022 ".join(parts)


@dataclass(frozen=True, slots=True)
class Badge:
    """A number in a shaped badge: ``kind`` is strength/vitality/resistance/site/shadow."""

    kind: str
    value: str
    center: tuple[float, float]
    radius: float


@dataclass(frozen=True, slots=True)
class FacePlan:
    """Everything card-specific about a face, at base geometry times ``scale``."""

    card_id: str
    scale: float
    palette_key: str
    art_icon: str | None
    corner_icon: str | None
    cost_shape: str | None  # "circle" (Free Peoples), "diamond" (Shadow) or None
    cost: str | None
    unique_dot: bool
    title: str
    title_size: int
    title_lines: tuple[str, ...]
    subtitle: str | None
    subtitle_size: int
    type_line: str
    type_size: int
    text: TextLayout
    text_origin: tuple[float, float]
    badges: tuple[Badge, ...] = ()
    direction: str | None = None
    footer: str = ""

    def drawn_strings(self) -> list[str]:
        """Every string the face will draw as text (titles, type line, game text, footer)."""
        out = [self.title, self.type_line, self.footer]
        if self.subtitle:
            out.append(self.subtitle)
        if self.cost:
            out.append(self.cost)
        out.extend(b.value for b in self.badges)
        out.extend(r.text for r in self.text.runs if r.kind == "text")
        return out


def _cost_shape(card: Card) -> str | None:
    if card.is_site or card.is_ring or card.twilight_cost is None:
        return None
    if card.side == SHADOW:
        return "diamond"
    if card.side == FREE_PEOPLES:
        return "circle"
    return "circle"


def _signed(value: int | None) -> str | None:
    return None if value is None else (f"+{value}" if value >= 0 else str(value))


def _badges(card: Card, s: float) -> tuple[Badge, ...]:
    badges: list[Badge] = []
    x, y0, step, r = 76 * s, 204 * s, 70 * s, 31 * s
    stats = [("strength", card.strength), ("vitality", card.vitality),
             ("resistance", card.resistance)]
    row = 0
    for kind, value in stats:
        if value is None:
            continue
        text = str(value) if card.is_character else _signed(value)
        badges.append(Badge(kind, text or "", (x, y0 + row * step), r))
        row += 1
    if card.is_site:
        if card.shadow_number is not None:
            badges.append(Badge("shadow", str(card.shadow_number), (420 * s, 344 * s), 36 * s))
        if card.site_number is not None:
            badges.append(Badge("site", str(card.site_number), (62 * s, 60 * s), 28 * s))
    elif card.site_number is not None:
        badges.append(Badge("site", str(card.site_number), (426 * s, 346 * s), 30 * s))
    return tuple(badges)


def stat_badges(card: Card, width: float) -> dict[str, tuple[float, float, float]]:
    """Where a face ``width`` wide prints each stat: kind -> (centre x, centre y, radius).
    The table puts a changed value beside its printed badge, where it reads as that stat
    and covers no text."""
    scale = width / BASE_W
    return {b.kind: (b.center[0], b.center[1], b.radius) for b in _badges(card, scale)
            if b.kind in ("strength", "vitality", "resistance")}


def cost_badge(card: Card, width: float) -> tuple[float, float, float] | None:
    """Where a face ``width`` wide prints the twilight cost: (centre x, centre y, radius),
    or None (a site, the Ring). The table covers it with a changed cost."""
    if _cost_shape(card) is None:
        return None
    scale = width / BASE_W
    return (GEOMETRY.cost_center[0] * scale, GEOMETRY.cost_center[1] * scale,
            GEOMETRY.cost_radius * scale)


def _split_title(title: str) -> tuple[str, str]:
    """Split a long title into two lines of nearly equal length."""
    words = title.split(" ")
    best = min(range(1, len(words)),
               key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return " ".join(words[:best]), " ".join(words[best:])


def _title_span(has_left_badge: bool, has_corner_icon: bool) -> tuple[float, float]:
    """Left and right edge (base units) of the title, clear of the cost and culture badges."""
    g = GEOMETRY
    left = g.cost_center[0] + g.cost_radius + 12 if has_left_badge else g.title[0] + 20
    right = g.title[2] - (74 if has_corner_icon else 20)
    return left, right


def plan_face(card: Card, scale: float = 1.0, compact: bool = False) -> FacePlan:
    """Decide what goes on ``card``'s face at ``scale`` times the 500x700 base.

    ``compact`` is for table-size faces (under :data:`COMPACT_WIDTH` px): the subtitle
    gives way to a larger title, because at that size the title is what players read
    and the hover zoom shows the full face.
    """
    s = scale
    g = GEOMETRY
    key = palette_key(card)
    if card.is_site:
        art_icon, corner = SCENE_PREFIX + scene_for(card), block_icon_name(card.block)
    elif card.is_ring:
        art_icon, corner = RING_ART, None
    else:
        art_icon = corner = card.culture
    shape = _cost_shape(card)
    cost = str(card.twilight_cost) if shape else None
    title = ("\u2022 " if card.unique else "") + card.title
    left, right = _title_span(bool(shape or card.is_site), bool(corner))
    title_w = (right - left) * s
    subtitle = None if compact else card.subtitle
    title_max = 46 if compact else 36 if not subtitle else 33
    title_size = fit_line(title, "title", round(title_max * s), title_w)
    title_lines: tuple[str, ...] = (title,)
    if compact and title_size < 34 * s and " " in title:
        two = _split_title(title)
        size2 = min(fit_line(line, "title", round(34 * s), title_w) for line in two)
        if size2 > title_size:
            title_lines, title_size = two, size2
    subtitle_size = fit_line(subtitle, "italic", round(22 * s), title_w) if subtitle else 0
    tline = type_line(card)
    tl = g.typeline
    type_size = fit_line(tline, "bold", round(19 * s), (tl[2] - tl[0] - 24) * s)
    tx = g.text
    box_w = round((tx[2] - tx[0] - 2 * TEXT_PAD_X) * s)
    box_h = round((tx[3] - tx[1] - 2 * TEXT_PAD_Y) * s)
    text = layout_text(card.game_text, box_w, box_h, round(24 * s), max(5, round(8 * s)))
    return FacePlan(
        card_id=card.id, scale=s, palette_key=key, art_icon=art_icon, corner_icon=corner,
        cost_shape=shape, cost=cost, unique_dot=card.unique, title=title,
        title_size=title_size, title_lines=title_lines, subtitle=subtitle,
        subtitle_size=subtitle_size,
        type_line=tline, type_size=type_size, text=text,
        text_origin=((tx[0] + TEXT_PAD_X) * s, (tx[1] + TEXT_PAD_Y) * s),
        badges=_badges(card, s), direction=card.direction if card.is_site else None,
        footer=card.collector_info,
    )


def _number(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
            fill: tuple[int, int, int], stroke: tuple[int, int, int]) -> None:
    draw.text(xy, text, font=font("numbers", size), fill=fill, anchor="mm",
              stroke_width=max(1, size // 16), stroke_fill=stroke)


def _paint_badges(img: Image.Image, plan: FacePlan, pal: Palette) -> None:
    draw = ImageDraw.Draw(img)
    dark = mix(pal.dark, (0, 0, 0), 0.5)
    for b in plan.badges:
        (cx, cy), r = b.center, b.radius
        size = round(r * (1.2 if len(b.value) < 2 else 0.95))
        if b.kind == "strength":
            paste_sprite(img, shield_badge, cx, cy, r, mix(pal.accent, (255, 255, 255), 0.15),
                         dark)
            _number(draw, (cx, cy - r * 0.05), b.value, size, (30, 24, 18), (250, 240, 220))
        elif b.kind == "vitality":
            paste_sprite(img, heart_badge, cx, cy, r, (150, 28, 30), (250, 224, 200))
            _number(draw, (cx, cy + r * 0.28), b.value, round(size * 0.9), (255, 246, 236),
                    (60, 8, 8))
        elif b.kind == "resistance":
            paste_sprite(img, hex_badge, cx, cy, r, (54, 78, 112), (214, 224, 238))
            _number(draw, (cx, cy), b.value, round(size * 0.95), (240, 246, 255), (16, 26, 44))
        elif b.kind == "site":
            paste_sprite(img, milestone_badge, cx, cy, r, (236, 226, 200), dark)
            _number(draw, (cx, cy + r * 0.08), b.value, size, (40, 30, 20), (255, 250, 236))
        elif b.kind == "shadow":
            paste_sprite(img, shadow_disc, cx, cy, r, (38, 30, 48), (214, 200, 230))
            _number(draw, (cx, cy), b.value, round(r * 1.15), (236, 228, 248), (10, 6, 16))


def _paint_title(img: Image.Image, plan: FacePlan, pal: Palette) -> None:
    draw = ImageDraw.Draw(img)
    g, s = GEOMETRY, plan.scale
    x0, y0, x1, y1 = g.title
    has_left = plan.cost_shape is not None or any(b.kind == "site" and b.center[1] < 100 * s
                                                  for b in plan.badges)
    left, right = _title_span(has_left, bool(plan.corner_icon))
    cx = (left + right) / 2 * s
    ink, shade = pal.ink, mix(pal.dark, (0, 0, 0), 0.6)
    if plan.subtitle:
        draw.text((cx, (y0 + 34) * s), plan.title, font=font("title", plan.title_size),
                  fill=ink, anchor="ms", stroke_width=max(1, round(s)), stroke_fill=shade)
        draw.text((cx, (y0 + 60) * s), plan.subtitle,
                  font=font("italic", plan.subtitle_size), fill=mix(pal.accent, ink, 0.5),
                  anchor="ms")
    elif len(plan.title_lines) == 2:
        for line, base in zip(plan.title_lines, (y0 + 34, y0 + 66), strict=True):
            draw.text((cx, base * s), line, font=font("title", plan.title_size), fill=ink,
                      anchor="ms", stroke_width=max(1, round(s)), stroke_fill=shade)
    else:
        draw.text((cx, (y0 + y1) / 2 * s), plan.title, font=font("title", plan.title_size),
                  fill=ink, anchor="mm", stroke_width=max(1, round(s)), stroke_fill=shade)
    if plan.corner_icon:
        size = round(44 * s)
        icx, icy = (x1 - 34) * s, (y0 + y1) / 2 * s
        paste_sprite(img, shadow_disc, icx, icy, size * 0.58, mix(pal.accent, ink, 0.3), shade)
        img.alpha_composite(icon_image(plan.corner_icon, size, mix(pal.dark, (0, 0, 0), 0.3)),
                            (round(icx - size / 2), round(icy - size / 2)))


def _paint_cost(img: Image.Image, plan: FacePlan, pal: Palette) -> None:
    if not plan.cost_shape or plan.cost is None:
        return
    s = plan.scale
    cx, cy = GEOMETRY.cost_center[0] * s, GEOMETRY.cost_center[1] * s
    r = GEOMETRY.cost_radius * s
    draw = ImageDraw.Draw(img)
    if plan.cost_shape == "circle":
        paste_sprite(img, cost_circle, cx, cy, r, pal)
        _number(draw, (cx, cy), plan.cost, round(r * 1.25), (28, 22, 16), (255, 248, 230))
    else:
        paste_sprite(img, cost_diamond, cx, cy, r * 0.9, pal)  # its tips reach past a disc
        _number(draw, (cx, cy), plan.cost, round(r * 1.08), (255, 240, 220), (20, 10, 6))


def paint(plan: FacePlan) -> Image.Image:
    """Paint a planned face at its base scale."""
    pal = palette_for_key(plan.palette_key)
    img = frame_image(plan.palette_key, plan.art_icon, plan.scale).copy()
    s = plan.scale
    g = GEOMETRY
    draw = ImageDraw.Draw(img)
    _paint_title(img, plan, pal)
    _paint_cost(img, plan, pal)
    tl = g.typeline
    draw.text(((tl[0] + tl[2]) / 2 * s, (tl[1] + tl[3]) / 2 * s), plan.type_line,
              font=font("bold", plan.type_size), fill=mix(pal.accent, pal.ink, 0.55),
              anchor="mm")
    draw_layout(img, plan.text, plan.text_origin[0], plan.text_origin[1],
                icon_ink=mix(pal.dark, (0, 0, 0), 0.2))
    _paint_badges(img, plan, pal)
    if plan.direction:
        ax, ay = 72 * s, 352 * s
        paste_sprite(img, arrow_plate, ax, ay, 34 * s, mix(pal.dark, (0, 0, 0), 0.4),
                     pal.accent, plan.direction, pal.ink)
    ft = g.footer
    draw.text(((ft[0] + 14) * s, (ft[1] + ft[3]) / 2 * s), plan.footer,
              font=font("numbers", round(15 * s)), fill=mix(pal.ink, pal.accent, 0.3),
              anchor="lm")
    draw.text(((ft[2] - 14) * s, (ft[1] + ft[3]) / 2 * s), "Ringtable",
              font=font("italic", round(14 * s)), fill=mix(pal.ink, pal.frame, 0.45),
              anchor="rm")
    return img


def base_scale(width: int) -> float:
    """Scale to paint at for an output ``width``: the base, or larger for big zooms."""
    return 1.0 if width <= BASE_W else width / BASE_W


def render_face(card: Card, width: int) -> Image.Image:
    """The rendered face of ``card``, ``width`` pixels wide, RGBA, aspect 5:7."""
    if width < 1:
        raise ValueError(f"card width must be positive, got {width}")
    scale = base_scale(width)
    img = paint(plan_face(card, scale, compact=width < COMPACT_WIDTH))
    size = (width, face_height(width))
    if img.size != size:
        img = img.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
    return img


__all__ = ["BASE_H", "BASE_W", "FacePlan", "RENDERER_VERSION", "face_height", "paint",
           "plan_face", "render_face", "scaled", "type_line", "warm_up"]


def warm_up(scale: float = 1.0) -> None:
    """Build every frame and load the fonts now (e.g. on a worker thread at start-up).

    The first face of each culture otherwise pays ~15-25 ms for its frame; sites get the
    plain-hills scene of each block here, other landscapes on first use.
    """
    for culture in CULTURE_PALETTES:
        frame_image(culture, culture, scale)
    for block in BLOCK_PALETTES:  # other site scenes are built when first needed
        frame_image("site-" + block, SCENE_PREFIX + "hills", scale)
    frame_image("ring", RING_ART, scale)
    for face in ("regular", "bold", "italic", "bolditalic", "title", "numbers"):
        font(face, round(20 * scale))
