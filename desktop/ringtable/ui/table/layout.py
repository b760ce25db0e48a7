"""Where each visible card sits on the table, from a view (pure Python, no Qt).

The scene is a fixed 1920x1080 logical table that the view scales to the window, so
the layout is computed once in these units. The viewing seat's cards are always at the
bottom, as at a real table: its hand along the bottom edge, its characters (fellowship
or minions) in the lower middle row; the opponent's characters across from them, with
each assigned minion standing directly opposite the character it skirmishes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SCENE_WIDTH, SCENE_HEIGHT = 1920, 1080
CARD_W, CARD_H = 126, 176
GAP = 14
TUCK = 30             # how much of an attached card shows below its bearer (its title)
PATH_SCALE = 0.6
PATH_STEP = CARD_W * PATH_SCALE + 8
# Shadows-era paths are read by regions (sites 1-3, 4-6, 7-9): a wider gap between them
# holds each region's numeral.
REGIONS = (("I", 1, 3), ("II", 4, 6), ("III", 7, 9))
REGION_GAP = 24
HAND_SCALE = 1.0
HAND_SCALE_MAX = 1.35  # the hand grows into the room a tall window shows under the table
PILE_SCALE = 0.62
SUPPORT_SCALE = 0.75

PATH_Y = 14
PATH_X = 580
TOP_ROW_Y = 312       # opponent's characters
BOTTOM_ROW_Y = 560    # viewer's characters
HAND_Y = 850
ROW_LEFT = 330        # after the support-area column
ROW_RIGHT = 1600      # before the twilight pool and piles
SUPPORT_X = 18
PILES_X = 1660
# The Shadow player's own companions stay in play but do not move this turn: a compact
# row set apart from the skirmish rows (the opponent's under the path, the viewer's
# beside the hand).
INACTIVE_SCALE = 0.7
INACTIVE_TOP_Y = 158
INACTIVE_BOTTOM_Y = 868
INACTIVE_LEFT = 1130      # the viewer's resting fellowship: right of the hand
HAND_RIGHT = 1580


@dataclass(frozen=True)
class Placement:
    x: float
    y: float
    scale: float = 1.0
    face_up: bool = True
    z: float = 0.0
    zone: str = ""
    shown_w: float = 0.0   # overlapped by the next card: the width that shows (0: all)


@dataclass(frozen=True)
class PileSpot:
    owner: int
    pile: str
    x: float
    y: float
    count: int
    top: int | None      # instance id of the visible top card, if any


@dataclass
class TableLayout:
    cards: dict[int, Placement]
    piles: list[PileSpot]
    path_slots: list[tuple[int, float, float]]   # (site number, x, y)
    markers: list[tuple[int, float, float]]      # (player, x, y) on their current site
    skirmish_box: tuple[float, float, float, float] | None
    # Where each inactive fellowship lies (owner, x, y, width, height): a labelled band.
    inactive_bands: list[tuple[int, float, float, float, float]] = field(default_factory=list)
    current_site: int = 0                        # the site the fellowship stands on
    regions: bool = False                        # the path is drawn in regions I, II, III


def tuck_for(scale: float) -> float:
    """The strip of an attached card showing under a bearer drawn at ``scale``: never so
    thin that its title cannot be read."""
    return max(TUCK * scale, 26.0)


def _viewer(view: dict[str, Any]) -> tuple[int, int]:
    me = view["you"]
    others = [p for p in range(len(view["players"])) if p != me]
    return me, (others[0] if others else me)


def _row_positions(count: int, left: float = ROW_LEFT, right: float = ROW_RIGHT,
                   width: float = CARD_W) -> list[float]:
    """x of ``count`` cards centred in a row, squeezed (overlapping) if they don't fit."""
    if count == 0:
        return []
    span = right - left
    step = min(width + GAP, (span - width) / max(count - 1, 1))
    total = step * (count - 1) + width
    start = left + (span - total) / 2
    return [start + i * step for i in range(count)]


def _free_slots(count: int, taken: list[tuple[float, float]]) -> list[float]:
    """x positions for ``count`` unassigned minions that avoid the assigned groups."""
    if not taken:
        return _row_positions(count)
    slots: list[float] = []
    x = ROW_LEFT
    while len(slots) < count and x + CARD_W <= ROW_RIGHT:
        if not any(x < b and x + CARD_W > a for a, b in taken):
            slots.append(x)
        x += CARD_W + GAP
    while len(slots) < count:  # no room left: overlap at the right end rather than vanish
        slots.append(ROW_RIGHT - CARD_W - 8 * (count - len(slots)))
    return slots


def hand_scale(room_below: float) -> float:
    """The hand's scale when the window shows ``room_below`` scene units under the
    1920x1080 table (a window narrower than 16:9 does): larger cards, readable titles."""
    return max(HAND_SCALE, min(HAND_SCALE_MAX, (CARD_H + max(room_below, 0) - 24) / CARD_H))


def path_x(number: int, regions: bool = False) -> float:
    """x of path slot ``number`` (1-9); in regions, each region after the first starts
    a gap further right."""
    x = PATH_X + (number - 1) * PATH_STEP
    if regions:
        x += REGION_GAP * ((number - 1) // 3)
    return x


def compute_layout(view: dict[str, Any], conceal_hand: bool = False,
                   room_below: float = 0.0, regions: bool = False) -> TableLayout:
    """Placements for ``view``; ``conceal_hand`` lays the viewer's hand face down (hotseat:
    the table behind a hand-off screen shows nobody's private cards); ``room_below`` is
    how much of the scene the window shows under the table (the hand grows into it);
    ``regions`` spaces the path by regions (a Shadows-era path)."""
    me, them = _viewer(view)
    piles = view["piles"]
    cards: dict[int, Placement] = {}
    entries = view["cards"]

    fp = view["free_peoples"]
    shadow_players = [p for p in range(len(piles)) if p != fp]
    fellowship = list(piles[fp]["fellowship"])
    minions = [c for p in shadow_players for c in piles[p]["minions"]]
    fellowship_y = BOTTOM_ROW_Y if fp == me else TOP_ROW_Y
    minion_y = TOP_ROW_Y if fp == me else BOTTOM_ROW_Y

    xs = _row_positions(len(fellowship))
    x_of = dict(zip(fellowship, xs, strict=True))
    for c, x in x_of.items():
        cards[c] = Placement(x, fellowship_y, zone="fellowship")
    # Minions: assigned ones across from their defender (side by side if several).
    by_defender: dict[int, list[int]] = {}
    loose: list[int] = []
    for m in minions:
        d = entries.get(m, {}).get("assigned", -1)
        (by_defender.setdefault(d, []) if d in x_of else loose).append(m)
    taken: list[tuple[float, float]] = []
    for d, group in by_defender.items():
        width = len(group) * (CARD_W * 0.55) + CARD_W * 0.45
        start = x_of[d] + CARD_W / 2 - width / 2
        for i, m in enumerate(group):
            cards[m] = Placement(start + i * CARD_W * 0.55, minion_y, z=i, zone="minions")
        taken.append((start, start + width))
    for m, x in zip(loose, _free_slots(len(loose), taken), strict=True):
        cards[m] = Placement(x, minion_y, zone="minions")

    # The inactive fellowships (Shadow players' companions): compact, set apart.
    bands: list[tuple[int, float, float, float, float]] = []
    hand_right = HAND_RIGHT
    for owner in shadow_players:
        resting = list(piles[owner]["fellowship"])
        if not resting:
            continue
        width = CARD_W * INACTIVE_SCALE
        if owner == me:  # only as wide as it needs: the hand keeps the rest
            needed = len(resting) * (width + GAP) - GAP
            left, right, y = max(INACTIVE_LEFT, ROW_RIGHT - needed), ROW_RIGHT, INACTIVE_BOTTOM_Y
            hand_right = left - 2 * GAP
        else:
            left, right, y = ROW_LEFT, PILES_X - 170, INACTIVE_TOP_Y
        xs_rest = _row_positions(len(resting), left, right, width)
        xs_rest = [x - (xs_rest[0] - left) for x in xs_rest]  # packed from the left
        for c, x in zip(resting, xs_rest, strict=True):
            cards[c] = Placement(x, y, INACTIVE_SCALE, zone="inactive")
        carried = max((sum(1 for a in piles[owner]["attached"]
                           if entries.get(a, {}).get("bearer") == c) for c in resting), default=0)
        bands.append((owner, left - 8, y - 24, right - left + 16,  # room for their strips
                      CARD_H * INACTIVE_SCALE + 26 + carried * tuck_for(INACTIVE_SCALE)))

    # Support areas: a column at the left, the viewer's at the bottom.
    for owner, top in ((me, BOTTOM_ROW_Y - 40), (them, 130)):
        support = list(piles[owner]["support"])
        step = min(CARD_H * SUPPORT_SCALE * 0.55, 210 / max(len(support), 1))
        for i, c in enumerate(support):
            cards[c] = Placement(SUPPORT_X + (i % 2) * 150, top + (i // 2) * step,
                                 scale=SUPPORT_SCALE, z=i, zone="support")

    # Attached cards tucked under their bearer, each showing a strip below it.
    for owner in range(len(piles)):
        for c in piles[owner]["attached"]:
            bearer = entries.get(c, {}).get("bearer", -1)
            base = cards.get(bearer)
            if base is None:
                continue
            n = sum(1 for other, pl in cards.items()
                    if pl.zone == "attached" and entries[other].get("bearer") == bearer)
            tuck = tuck_for(base.scale)
            cards[c] = Placement(base.x + 6 * base.scale, base.y + tuck * (n + 1),
                                 base.scale, z=base.z - 1 - n, zone="attached")

    # Hands: the viewer's face up along the bottom, the opponent's face down at the top.
    hand = piles[me]["hand"]
    if isinstance(hand, list):
        scale = hand_scale(room_below)
        hx = _row_positions(len(hand), 330, hand_right, CARD_W * scale)
        step = hx[1] - hx[0] if len(hx) > 1 else CARD_W * scale
        shown = step if step < CARD_W * scale else 0.0  # a squeezed hand: each card's edge
        for i, (c, x) in enumerate(zip(hand, hx, strict=True)):
            cards[c] = Placement(x, HAND_Y, scale, face_up=not conceal_hand, z=i,
                                 zone="hand", shown_w=shown if i < len(hx) - 1 else 0.0)

    # Adventure path.
    slots = []
    markers = []
    path = view["path"]
    for number in range(1, 10):
        x = path_x(number, regions)
        slots.append((number, x, PATH_Y))
        if number < len(path) and path[number] >= 0:
            cards[path[number]] = Placement(x, PATH_Y, PATH_SCALE, zone="path")
    for p, site in enumerate(view["site"]):
        if 1 <= site <= 9:
            x = path_x(site, regions)
            markers.append((p, x + 6 + p * 22, PATH_Y + CARD_H * PATH_SCALE - 20))

    # Conditions on a site ("Plays on a site", issue 18) tuck under it like any attachment.
    for owner in range(len(piles)):
        for c in piles[owner]["attached"]:
            site = cards.get(entries.get(c, {}).get("bearer", -1))
            if c in cards or site is None or site.zone != "path":
                continue
            n = sum(1 for other, pl in cards.items() if pl.zone == "attached"
                    and entries[other].get("bearer") == entries[c].get("bearer"))
            cards[c] = Placement(site.x + 6 * site.scale,
                                 site.y + tuck_for(site.scale) * (n + 1), site.scale,
                                 z=site.z - 1 - n, zone="attached")

    # Piles: the viewer's at the bottom right, the opponent's at the top right.
    spots = []
    for owner, y in ((me, 700), (them, 130)):
        for i, name in enumerate(("draw", "discard", "dead", "adventure")):
            pile = piles[owner][name]
            count = pile["count"] if isinstance(pile, dict) else len(pile)
            top = pile[-1] if isinstance(pile, list) and pile else None
            x = PILES_X + i * (CARD_W * PILE_SCALE + 12)
            if name == "adventure":  # below the other piles: the sites still to come
                x, y_pile = PILES_X, y + CARD_H * PILE_SCALE + 30
                top = None  # never shown face up: a pile of sites, counted
            else:
                y_pile = y
            spots.append(PileSpot(owner, name, x, y_pile, count, top))
            if top is not None:
                cards[top] = Placement(x, y_pile, PILE_SCALE, zone=name)
        other_hand = piles[owner]["hand"]
        if owner == them:
            count = other_hand["count"] if isinstance(other_hand, dict) else len(other_hand)
            spots.append(PileSpot(owner, "hand", PILES_X - 150, 130, count, None))

    box = None
    skirmish = view.get("skirmish")
    if skirmish and skirmish["defender"] in cards and not view.get("outcome"):
        members = [cards[c] for c in (skirmish["defender"], *skirmish["minions"]) if c in cards]
        left = min(p.x for p in members) - 10
        right = max(p.x for p in members) + CARD_W + 10
        top = min(p.y for p in members) - 10
        bottom = max(p.y for p in members) + CARD_H + 10
        box = (left, top, right - left, bottom - top)
    fp_site = view["site"][fp] if fp < len(view["site"]) else 0
    return TableLayout(cards, spots, slots, markers, box, bands, fp_site, regions)
